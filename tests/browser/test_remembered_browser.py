"""Issue 28: a toggle's state is visibly remembered. The translation hidden on one
reading page stays hidden on the next, and that page's toolbar says so (the words of
labels.yaml's `edition.remembered.*`) until the reader uses the toggle there; the state
is set before the first paint, so nothing moves; a page in its default state says nothing."""
from __future__ import annotations

from pathlib import Path

import yaml

LABELS = yaml.safe_load((Path(__file__).resolve().parents[2] / "docs" / "labels.yaml").read_text(encoding="utf-8"))
SAID = ".karty-remembered"

SHIFT = """() => new Promise((done) => {
  let total = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) total += e.value;
  }).observe({type: "layout-shift", buffered: true});
  setTimeout(() => done(total), 500);
})"""


def _said(page) -> list[str]:
    return [t.strip() for t in page.locator(f"{SAID}:visible").all_inner_texts()]


def _ready(page, path: str, served) -> None:
    page.goto(served.url(path))
    page.wait_for_selector(".karty-toolbar:not([hidden])")


def test_the_translation_left_hidden_is_hidden_next_time_and_said(phone, served):
    page = phone
    words = LABELS["edition"]
    _ready(page, "text/verse1/", served)
    assert _said(page) == []  # the default state: nothing to say
    page.click("[data-karty-translation]")
    assert page.get_attribute(".karty-edition", "data-translation") == "hidden"
    assert _said(page) == []  # set here, by the reader's own hand

    _ready(page, "text/bura/", served)
    assert page.get_attribute(".karty-edition", "data-translation") == "hidden"
    assert page.get_attribute("[data-karty-translation]", "aria-pressed") == "false"
    assert _said(page) == [words["remembered.translation-hidden"]["en"]]
    assert page.evaluate(SHIFT) < 0.01, "the remembered state moved the page"
    page.click("[data-karty-translation]")
    assert page.get_attribute(".karty-edition", "data-translation") == "shown"
    assert _said(page) == []

    # the other language keeps its own default (hidden on Russian pages): nothing to say;
    # the apparatus is one choice for every page, and says so where it was left shown
    _ready(page, "ru/text/bura/", served)
    assert page.get_attribute(".karty-edition", "data-translation") == "hidden"
    assert _said(page) == []
    page.click("[data-karty-apparatus]")
    _ready(page, "ru/text/ochko/", served)
    assert page.get_attribute(".karty-edition", "data-apparatus") == "shown"
    assert _said(page) == [words["remembered.apparatus-shown"]["ru"]]
    assert page.console.errors == []


def test_the_glossary_filter_keeps_its_room(phone, served):
    # the filter is shown by glossary.mjs; its room is kept from the first paint
    # (glossary.css, `.karty-js`), so the list does not jump (CLS 0.1-0.12 before)
    page = phone
    page.goto(served.url("glossary/"))
    page.wait_for_selector(".karty-gl-toolbar:not([hidden])")
    assert page.evaluate(SHIFT) < 0.01
    assert page.console.errors == []
