"""docs/hooks/play/widgets_render.py + docs/templates/widget*.html: a worked example's
markup, from the engine's real widget specs, without a build."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from hooks.play import (
    widgets,  # docs/hooks/play/widgets.py: the fence body's reader
    widgets_render,
)
from html_tree import parse
from karty.web import KINDS, call
from karty.web.common import FieldSpec
from karty.web.view import to_html

DOCS = Path(__file__).resolve().parents[2] / "docs" / "en"
LINKS = {"rules": {"bura": "../../rules/bura/"}, "text": {"bura": "../../text/bura/"}}
HOSTILE = '"><script>alert(1)</script>'


def build(kind: str, state: dict[str, str], lang: str = "en", title: str | None = None, wid: str = "w-1"):
    spec = KINDS[kind]
    answer = call(spec["fn"], {"lang": lang, "state": state})
    assert answer["ok"], answer
    result = answer["result"]
    html = widgets_render.widget_html(
        wid=wid, kind=kind, spec=spec, state=state, normal=result["state"],
        answer_html=to_html(result["view"], LINKS, static=True), lang=lang, links=LINKS, title=title)
    return parse(html).find("div", id=wid), result


def test_the_root_carries_the_widget_contract():
    root, result = build("bura-trick", {"trump": "h", "led": "KS QS", "answer": "10S 6H"})
    assert root.attrs["data-widget"] == "bura-trick"
    assert root.attrs["data-state"] == "static"
    assert root.attrs["data-lang"] == "en"
    assert json.loads(root.attrs["data-links"]) == LINKS
    data = root.find("script", type="application/json")
    assert json.loads(data.text()) == result["state"]
    assert root.find("div", **{"class": "karty-widget__answer"}).children, "the build-time answer"


def example(kind: str) -> dict[str, str]:
    """The state of the first worked example of `kind` in the English pages."""
    for page in sorted(DOCS.rglob("*.md")):
        m = re.search(rf"^```{re.escape(kind)}\n(.*?)^```", page.read_text(encoding="utf-8"), re.MULTILINE | re.DOTALL)
        if m:
            return widgets.parse_body(m.group(1), page.name)[0]
    raise AssertionError(f"no worked example of {kind} in {DOCS}")


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_every_control_is_disabled_until_the_engine_runs_and_says_what_it_is(kind):
    root, _ = build(kind, example(kind))
    form = root.find("form")
    controls = [e for e in form.iter() if e.tag in ("input", "select", "button")]
    assert controls, kind
    ids = {e.attrs.get("id") for e in root.iter() if e.attrs.get("id")}
    for c in controls:
        if c.attrs.get("type") == "hidden":
            continue
        assert "disabled" in c.attrs, (kind, c.tag, c.attrs)
        for ref in (c.attrs.get("aria-describedby") or "").split():
            assert ref in ids, (kind, ref)
        if c.tag in ("input", "select") and c.attrs.get("id"):
            labels = [lab for lab in root.find_all("label") if lab.attrs.get("for") == c.attrs["id"]]
            assert len(labels) == 1, (kind, c.attrs["id"])


def test_the_cards_field_is_shown_in_the_page_language_with_its_picker():
    root, _ = build("bura-trick", {"trump": "h", "led": "KS QS", "answer": "10S 6H"}, lang="ru")
    led = root.find("input", name="led")
    assert led.attrs["value"] == "К♠ Д♠"
    pick = root.find("button", **{"aria-controls": led.attrs["id"] + "-grid"})
    assert pick.text() == "Выбрать карты"
    assert "hidden" in root.find("div", id=led.attrs["id"] + "-grid").attrs


def test_the_chosen_suit_is_selected():
    root, _ = build("bura-trick", {"trump": "c", "led": "KS QS", "answer": "10S 6H"})
    selected = [o.attrs["value"] for o in root.find("select", name="trump").find_all("option") if "selected" in o.attrs]
    assert selected == ["c"]


def test_rules_options_fold_away_except_on_the_rules_widget():
    root, _ = build("bura-play", example("bura-play"))
    assert KINDS["bura-play"].get("rules")
    assert root.find_all("details", **{"class": "karty-rules-box"})
    rules_root, _ = build("bura-rules", example("bura-rules"))
    assert not rules_root.find_all("details")
    assert rules_root.find_all("code"), "each option shows its name"


def test_command_buttons_only_where_the_widget_plays():
    play, _ = build("ochko-session", example("ochko-session"))
    names = [b.attrs["data-command"] for b in play.find_all("button") if "data-command" in b.attrs]
    assert names == ["undo", "restart", "new-deal"]
    assert play.find("button", **{"data-command": "new-deal"}).text() == "New session"
    trick, _ = build("bura-trick", example("bura-trick"))
    assert not [b for b in trick.find_all("button") if "data-command" in b.attrs]


def test_a_hostile_title_and_value_stay_text():
    spec = {"fields": (FieldSpec(key="x", type="int", en=HOSTILE, ru=HOSTILE, default="1"),)}
    html = str(widgets_render.widget_html(
        wid="w", kind="bura-trick", spec=spec, state={}, normal={"x": HOSTILE}, answer_html="",
        lang="en", links={"rules": {}, "text": {"a": "'><b>"}}, title=HOSTILE))
    assert "<script>" not in html
    root = parse(html).find("div", id="w")
    assert root.attrs["aria-label"] == HOSTILE
    assert root.find("p", **{"class": "karty-widget__title"}).text() == HOSTILE
    assert root.find("input", name="x").attrs["value"] == HOSTILE
    assert json.loads(root.attrs["data-links"])["text"]["a"] == "'><b>"
    assert json.loads(root.find("script").text()) == {"x": HOSTILE}


def test_an_unknown_field_type_or_game_is_an_error():
    with pytest.raises(ValueError, match="field type"):
        widgets_render.field("w", FieldSpec(key="x", type="colour", en="x", ru="x"), "", "en")
    with pytest.raises(ValueError, match="poker"):
        widgets_render._rules_class("poker")


def test_every_declared_command_is_handled_and_labelled():
    """The engine's widget specs declare their buttons (``commands``); each must be a
    command docs/assets/js/widgets.mjs handles and carry a label in both languages."""
    script = (DOCS.parents[1] / "docs" / "assets" / "js" / "widgets.mjs").read_text(encoding="utf-8")
    handled = set(re.findall(r'name === "([a-z-]+)"', script))
    labels = widgets_render.LABELS
    declared = {(kind, c) for kind, spec in KINDS.items() for c in spec.get("commands", ())}
    assert {kind for kind, _ in declared} == {"bura-play", "ochko-session"}
    for kind, (command, label) in declared:
        assert command in handled, (kind, command)
        assert all(labels[lang][label].strip() for lang in ("en", "ru")), (kind, label)


def test_a_bura_kon_offers_a_new_deal():
    play, _ = build("bura-play", example("bura-play"))
    names = [b.attrs["data-command"] for b in play.find_all("button") if "data-command" in b.attrs]
    assert names == ["undo", "restart", "new-deal"]
    assert play.find("button", **{"data-command": "new-deal"}).text() == "New deal"
