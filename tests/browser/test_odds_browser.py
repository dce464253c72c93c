"""The odds pages in a browser: the reader's own Очко hand is counted by the engine
in the page's worker and the deck chart redrawn for it; the charts fit a phone and
their marks take the colour scheme's colours."""
from __future__ import annotations

import pytest
from test_examples_browser import READY, SET_SCHEME, TIMEOUT

pytestmark = pytest.mark.browser

MARKS = "(sel) => document.querySelectorAll(sel).length"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_own_hand_redraws_the_deck_chart(phone, served, lang):
    phone.goto(served.url(("ru/" if lang == "ru" else "") + "odds/ochko/"))
    phone.wait_for_function(READY, timeout=TIMEOUT)
    widget = phone.locator(".karty-widget").first
    # 10♠ 6♥: of the 34 unseen cards, 6, 7, 8, 9, 10 and the ace (22 cards) bust 16
    assert phone.evaluate(MARKS, ".karty-deckbar__card") == 34
    assert phone.evaluate(MARKS, ".karty-deckbar__card--bust") == 22
    hand = widget.locator("input[name=hand]")
    hand.fill("10S 9H")
    # at 19 only the four jacks do not bust: 30 of 34
    phone.wait_for_function(
        "() => document.querySelectorAll('.karty-deckbar__card--bust').length === 30",
        timeout=TIMEOUT)
    assert "15/17" in widget.inner_text()
    assert phone.evaluate("document.documentElement.scrollWidth") <= 375


def test_chart_colours_follow_the_scheme(page, served):
    page.goto(served.url("odds/ochko/"))
    colour = ("() => getComputedStyle(document.querySelector("
              "'#odds-house .karty-figure__chart svg path[style*=\"--karty-chart-1\"]')).fill")
    page.evaluate(SET_SCHEME, "default")
    light = page.evaluate(colour)
    page.evaluate(SET_SCHEME, "slate")
    dark = page.evaluate(colour)
    assert light != dark and light.startswith("rgb") and dark.startswith("rgb")
    text = ("() => getComputedStyle(document.querySelector("
            "'#odds-house .karty-figure__chart svg text')).fill")
    assert page.evaluate(text) == page.evaluate(
        "() => getComputedStyle(document.querySelector('.md-typeset')).color")
