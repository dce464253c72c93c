"""docs/hooks/core/templating.py: autoescaping, strict names, white space, the labels file."""
from __future__ import annotations

import re
import string

import pytest
from hooks.core import templating
from jinja2 import UndefinedError
from markupsafe import Markup

HOSTILE = '<script>alert("x")</script> & \'q\''


def test_autoescaping_is_on_for_every_template_whatever_its_name():
    # True, not select_autoescape(): a template's file name never turns it off
    assert templating.environment().autoescape is True
    assert templating.environment().list_templates()


def test_text_from_data_is_escaped_in_text_and_attributes():
    env = templating.environment()
    out = env.from_string('<p title="{{ v }}">{{ v }}</p>').render(v=HOSTILE)
    assert "<script>" not in out
    assert out == ('<p title="&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt; &amp; &#39;q&#39;">'
                   "&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt; &amp; &#39;q&#39;</p>")


def test_json_in_a_single_quoted_attribute_or_a_script_cannot_break_out():
    env = templating.environment()
    out = env.from_string("<div data-x='{{ v | tojson }}'></div><script>{{ v | tojson }}</script>").render(
        v={"a": "</script><b x='1'>", "ё": "ё"})
    assert "</script><b" not in out and "'1'" not in out
    assert '"ё": "ё"' in out  # Cyrillic as is, keys sorted


def test_a_name_the_data_lacks_is_an_error_not_an_empty_string():
    with pytest.raises(UndefinedError):
        templating.environment().from_string("<p>{{ missing }}</p>").render()
    with pytest.raises(UndefinedError):
        templating.environment().from_string("<p>{{ w.nothing }}</p>").render(w=object())


def test_render_returns_markup():
    assert isinstance(templating.render("widget_fields.html"), Markup)


@pytest.mark.parametrize(("source", "expected"), [
    ("<div>\n  <p>\n    one\n    two\n  </p>\n</div>", "<div><p>one two</p></div>"),
    ('<input a="1"\n    b="2">', '<input a="1" b="2">'),
    ("{% if x %}\n  a=\"1\"{% endif %}", ' a="1"'),
    ("<b>x</b> <i>y</i>", "<b>x</b> <i>y</i>"),
    ("{{ a }} {{ b }}", "1 2"),
])
def test_line_breaks_go_and_spaces_on_a_line_stay(source, expected):
    assert templating.environment().from_string(source).render(x=True, a=1, b=2) == expected


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_every_label_has_both_languages_with_the_same_placeholders():
    tables = templating.labels()
    assert {"edition", "rules", "glossary", "widgets"} <= set(tables)
    for table, entries in tables.items():
        for key, texts in entries.items():
            assert set(texts) == set(templating.LANGUAGES), (table, key)
            assert all(t.strip() for t in texts.values()), (table, key)
            assert _fields(texts["en"]) == _fields(texts["ru"]), (table, key)


def test_a_missing_label_is_an_error_naming_table_and_key():
    label = templating.labeller("widgets")
    assert label("ru", "undo") == "Вернуть мой последний ход"
    assert label("de", "undo") == label("en", "undo")  # not a site language: English
    with pytest.raises(KeyError, match=r"'widgets'.*'no-such-key'"):
        label("en", "no-such-key")


def test_a_malformed_labels_file_is_refused(tmp_path, monkeypatch):
    bad = tmp_path / "labels.yaml"
    bad.write_text("widgets:\n  undo:\n    en: Undo\n", encoding="utf-8")
    monkeypatch.setattr(templating, "LABELS_FILE", bad)
    templating.labels.cache_clear()
    try:
        with pytest.raises(templating.LabelsError, match=r"widgets\.undo"):
            templating.labels()
    finally:
        templating.labels.cache_clear()


class _Page:
    class file:
        locale = "ru"


class _Config:
    def __init__(self, lang):
        self.theme = {"language": lang}


@pytest.mark.parametrize(("theme", "expected"), [("ru", "ru"), ("en", "en"), (None, "ru"), ("de", "en")])
def test_the_page_language_is_asked_in_one_place(theme, expected):
    assert templating.page_language(_Page(), _Config(theme)) == expected


def test_no_hook_asks_the_language_itself():
    hooks = templating.DOCS / "hooks"
    for path in hooks.rglob("*.py"):
        if path.name == "templating.py":
            continue
        text = path.read_text(encoding="utf-8")
        assert not re.search(r'theme\.get\("language"\)', text), path.name
        assert "def _language(" not in text, path.name
