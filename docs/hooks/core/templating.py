"""The site's HTML templates and interface words (used by every renderer in docs/hooks/).

* Templates: ``docs/templates/*.html``, Jinja2 (the version mkdocs ships), rendered
  by :func:`render` with autoescaping on for every template and ``StrictUndefined``
  (a name the data lacks is an error, never an empty string). A renderer prepares
  plain typed data and hands it to a template; it writes no markup itself.
* White space: in a template's text, a line break with the spaces around it is
  dropped where it touches a tag (``>`` before it or ``<`` after it) or is all the
  text between two template tags, and becomes one space elsewhere (between two
  attributes, inside a sentence)
  (:class:`Spaceless`). So a template can be laid out on many lines and still give
  the compact HTML the pages had before. A space that must show between two tags
  is written on the line, or as ``{{ " " }}``.
* Labels: ``docs/labels.yaml`` holds every interface word of both languages, one
  table per part of the site (``edition``, ``rules``, ``glossary``, ``widgets``,
  ``js``). :func:`label_table` gives one table as ``{lang: {key: text}}``;
  :func:`labeller` a ``label(lang, key, **values)`` over it; in a template,
  ``labels_of(table, lang)`` gives ``t(key, **values)``.
* The page's language: :func:`page_language`, the one place a hook asks it.
"""
from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import Any

import yaml
from jinja2 import Environment, FileSystemLoader, StrictUndefined
from jinja2.ext import Extension
from jinja2.lexer import Token, TokenStream
from markupsafe import Markup

#: The site's languages; the first is the fallback.
LANGUAGES: tuple[str, ...] = ("en", "ru")
DOCS = Path(__file__).resolve().parents[2]
TEMPLATES = DOCS / "templates"
LABELS_FILE = DOCS / "labels.yaml"

_LINE_BREAK = re.compile(r"[ \t]*\n\s*")


def squeeze(text: str) -> str:
    """A template's text with its line breaks dropped (next to a tag, or when the
    text is nothing but white space) or made one space (elsewhere).

    >>> squeeze('<p>\\n  <b>one\\n  two</b>\\n</p>')
    '<p><b>one two</b></p>'
    >>> squeeze('<input a="1"\\n    b="2">')
    '<input a="1" b="2">'
    >>> squeeze('\\n  b="2"'), squeeze('\\n    '), squeeze(' ')
    (' b="2"', '', ' ')
    """
    if "\n" in text and not text.strip():
        return ""

    def one(match: re.Match[str]) -> str:
        start, end = match.span()
        if (start > 0 and text[start - 1] == ">") or (end < len(text) and text[end] == "<"):
            return ""
        return " "

    return _LINE_BREAK.sub(one, text)


class Spaceless(Extension):
    """Apply :func:`squeeze` to the text of every template."""

    def filter_stream(self, stream: TokenStream) -> Iterator[Token]:
        for token in stream:
            if token.type == "data":
                yield Token(token.lineno, "data", squeeze(token.value))
            else:
                yield token


class LabelsError(ValueError):
    """docs/labels.yaml is malformed: the message names the table and the key."""


@functools.cache
def labels() -> dict[str, dict[str, dict[str, str]]]:
    """docs/labels.yaml as ``{table: {key: {lang: text}}}``, checked: every key has a
    text in every language of :data:`LANGUAGES`."""
    data = yaml.safe_load(LABELS_FILE.read_text(encoding="utf-8"))
    if not isinstance(data, dict):
        raise LabelsError(f"{LABELS_FILE.name}: expected a table of tables")
    for table, entries in data.items():
        if not isinstance(entries, dict):
            raise LabelsError(f"{LABELS_FILE.name}: {table}: expected key: {{en, ru}} entries")
        for key, texts in entries.items():
            if not isinstance(texts, dict) or set(texts) != set(LANGUAGES) \
                    or not all(isinstance(t, str) for t in texts.values()):
                raise LabelsError(f"{LABELS_FILE.name}: {table}.{key}: give a text for each of "
                                  f"{', '.join(LANGUAGES)} and nothing else")
    return data


def label_table(table: str) -> dict[str, dict[str, str]]:
    """One table of docs/labels.yaml as ``{lang: {key: text}}``."""
    entries = labels()[table]
    return {lang: {key: texts[lang] for key, texts in entries.items()} for lang in LANGUAGES}


def labeller(table: str) -> Callable[..., str]:
    """``label(lang, key, **values)`` over one table: the text for ``key`` in ``lang``
    (the first language's if ``lang`` is not a site language), formatted with
    ``values``. A key the table lacks is an error."""
    texts = label_table(table)

    def label(lang: str, key: str, **values: Any) -> str:
        try:
            text = texts.get(lang, texts[LANGUAGES[0]])[key]
        except KeyError:
            raise KeyError(f"{LABELS_FILE.name}: the table {table!r} has no label {key!r}") from None
        return text.format(**values) if values else text

    return label


def _labels_of(table: str, lang: str) -> Callable[..., str]:
    label = labeller(table)
    return lambda key, **values: label(lang, key, **values)


def i18n(value: Any, lang: str) -> str:
    """A ``{en, ru}`` mapping, a plain string or None, as text in ``lang``
    (falling back to English, then Russian)."""
    if not value:
        return ""
    if isinstance(value, Mapping):
        return str(value.get(lang) or value.get("en") or value.get("ru") or "")
    return str(value)


def whole_number(value: Any, lang: str) -> str:
    """A whole number as the page's language writes it: 1,000,000 in English, «1 000 000»
    in Russian (a no-break space; four digits stay together there: «1000»).

    >>> whole_number(1000000, "en"), whole_number(1000000, "ru"), whole_number(1000, "ru")
    ('1,000,000', '1\xa0000\xa0000', '1000')
    >>> whole_number(31, "en"), whole_number(-12000, "ru")
    ('31', '-12\xa0000')
    """
    n = int(value)
    text = f"{n:,}"
    if lang != "ru":
        return text
    return text.replace(",", "\u00a0") if abs(n) >= 10000 else str(n)


@functools.cache
def environment() -> Environment:
    env = Environment(
        loader=FileSystemLoader(TEMPLATES),
        autoescape=True,
        undefined=StrictUndefined,
        extensions=[Spaceless],
        keep_trailing_newline=False,
    )
    # `tojson` as the pages had it: keys sorted, Cyrillic as is (<, >, & and ' become
    # \\u escapes, so the JSON is safe inside <script> and in an attribute)
    env.policies["json.dumps_kwargs"] = {"sort_keys": True, "ensure_ascii": False}
    env.globals["labels_of"] = _labels_of
    env.filters["i18n"] = i18n
    env.filters["segment_words"] = _segment_words
    env.filters["segment_groups"] = _segment_groups
    env.filters["in_prose"] = _in_prose
    env.filters["rule_statement"] = _rule_statement
    env.filters["whole_number"] = whole_number
    return env


def _segment_words(segment_id: str, lang: str, section: bool = True) -> str:
    """A segment id in words: ``{{ "bura.s7" | segment_words("en") }}`` is
    "Bura, sentence 7" (docs/hooks/core/segment_words.py)."""
    from hooks.core.segment_words import segment_words

    return segment_words(segment_id, lang, section=section)


def _segment_groups(segment_ids: Any, lang: str) -> Any:
    """Segment ids cited together, grouped by section and kind (``segment_groups`` in
    docs/hooks/core/segment_words.py): "Bura, sentences 10, 12"."""
    from hooks.core.segment_words import segment_groups

    return segment_groups(segment_ids, lang)


def _rule_statement(rule_id: str, lang: str) -> str:
    """A rule by what it states in ``lang`` (the engine's registry): never its id. An
    id the registry lacks is an error naming it."""
    from karty import REGISTRY

    return str(REGISTRY[rule_id].statement("ru" if lang == "ru" else "en"))


def _in_prose(text: str, lang: str) -> str:
    """Every segment id in a text, in words (docs/hooks/core/segment_words.py)."""
    from hooks.core.segment_words import in_prose

    return in_prose(text, lang)


def render(template: str, **context: Any) -> Markup:
    """``docs/templates/<template>`` rendered with ``context``: safe HTML."""
    return Markup(environment().get_template(template).render(**context))


def macros(template: str) -> Any:
    """The macros of ``docs/templates/<template>``, callable from Python (each returns
    safe HTML): ``macros("edition/parts.html").app_marker(variant, "en")``."""
    return environment().get_template(template).module


def page_language(page: Any, config: Any) -> str:
    """The language of the page being built: the theme's (mkdocs-static-i18n sets it
    per language build), else the page file's locale, else English."""
    theme = getattr(config, "theme", None)
    lang = str((theme.get("language") if theme is not None else None)
               or getattr(getattr(page, "file", None), "locale", None) or LANGUAGES[0])
    return lang if lang in LANGUAGES else LANGUAGES[0]
