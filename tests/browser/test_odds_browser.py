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


# Every text of every chart, as drawn by the browser's own font, against its picture's
# box; and in the self-play chart, each label against the solid interval lines.
CHART_TEXT = """() => [...document.querySelectorAll('.karty-figure__chart svg')].map((svg) => {
  const s = svg.getBoundingClientRect();
  const texts = [...svg.querySelectorAll('text')].filter((t) => t.textContent.trim());
  const out = texts.map((t) => [t.textContent, t.getBoundingClientRect()])
    .filter(([, r]) => r.left < s.left - 0.5 || r.right > s.right + 0.5)
    .map(([x, r]) => `${x} (${Math.round(r.left - s.left)}, ${Math.round(s.right - r.right)})`);
  const rules = [...svg.querySelectorAll('.mark-rule line, .mark-rule path')]
    .filter((l) => !getComputedStyle(l).strokeDasharray || getComputedStyle(l).strokeDasharray === 'none')
    .map((l) => l.getBoundingClientRect());
  const crossed = [];
  if (svg.closest('figure').id === 'odds-selfplay') {
    for (const t of svg.querySelectorAll('.mark-text text')) {
      const r = t.getBoundingClientRect();
      for (const l of rules) {
        if (l.width > 0 && l.top < r.bottom && l.bottom > r.top && l.left < r.right && l.right > r.left)
          crossed.push(t.textContent);
      }
    }
  }
  return [svg.closest('figure').id, out, crossed];
})"""


@pytest.mark.parametrize("path", ["odds/bura/", "ru/odds/bura/", "odds/ochko/", "ru/odds/ochko/"])
def test_a_charts_words_are_inside_its_picture_and_clear_of_its_marks(page, served, path):
    """The bar charts' long labels («Молодка (three of one plain suit)», «Банкующий обязан
    стоять на 17») are written whole inside the picture (Vega sizes them with its own
    font; the browser's may be wider: their start ran off the left edge), and in the
    self-play chart no rule's statement runs into its interval line."""
    for width in (1366, 375):
        page.set_viewport_size({"width": width, "height": 800})
        page.goto(served.url(path))
        for fid, out, crossed in page.evaluate(CHART_TEXT):
            assert out == [], (path, width, fid, out)
            assert crossed == [], (path, width, fid, crossed)
            assert not any(t.endswith("…") for t in page.locator(f"#{fid} svg text").all_text_contents()), fid
