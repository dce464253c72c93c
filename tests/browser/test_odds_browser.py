"""The odds pages in a browser: the reader's own Очко hand is counted by the engine
in the page's worker and the deck chart redrawn for it; the charts fit a phone and
their marks take the colour scheme's colours."""
from __future__ import annotations

import re

import pytest
from test_examples_browser import READY, SCHEMES, SET_SCHEME, TIMEOUT

pytestmark = pytest.mark.browser

MARKS = "(sel) => document.querySelectorAll(sel).length"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_own_hand_redraws_the_deck_chart(phone, served, lang):
    phone.goto(served.url(("ru/" if lang == "ru" else "") + "odds/ochko/"))
    phone.wait_for_function(READY, timeout=TIMEOUT)
    widget = phone.locator(".karty-widget").first
    # 10♠ 6♥ against the banker's 10♦: of the 33 unseen cards, the 6s, 7s, 8s, 9s, the
    # two other 10s and the aces (21 cards) bust 16
    assert phone.evaluate(MARKS, ".karty-deckbar__card") == 33
    assert phone.evaluate(MARKS, ".karty-deckbar__card--bust") == 21
    widget.locator("input[name=banker]").fill("")
    hand = widget.locator("input[name=hand]")
    hand.fill("10S 9H")
    # at 19 only the four jacks do not bust: 30 of 34
    phone.wait_for_function(
        "() => document.querySelectorAll('.karty-deckbar__card--bust').length === 30",
        timeout=TIMEOUT)
    assert "15/17" in widget.inner_text()
    assert phone.evaluate("document.documentElement.scrollWidth") <= 375


def _pct(x, lang):
    text = f"{abs(float(x)) * 100:.1f}"
    return ("−" if x < 0 else "+") + (text.replace(".", ",") if lang == "ru" else text) + " %"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_own_hand_gives_the_best_play_by_the_bankers_card(phone, served, lang):
    """With the banker's face-up card the widget's best play and each choice's value are
    karty.ochko.advice's (17 against a 10: a card «в тёмную»; against a 6: enough)."""
    from karty.ochko.advice import choice_values

    phone.goto(served.url(("ru/" if lang == "ru" else "") + "odds/ochko/"))
    phone.wait_for_function(READY, timeout=TIMEOUT)
    widget = phone.locator(".karty-widget").first
    widget.locator("input[name=hand]").fill("10S 7H")
    for shown, word in (("10D", {"en": "one card «в тёмную»", "ru": "карту «в тёмную»"}),
                        ("6D", {"en": "stand", "ru": "хватит"})):
        widget.locator("input[name=banker]").fill(shown)
        values = choice_values("10S 7H", shown=shown)
        want = [_pct(x, lang) for x in values.values().values()]
        phone.wait_for_function(
            "(want) => { const ul = document.querySelector('.karty-choices');"
            " return ul && want.every((w) => ul.textContent.includes(w)); }",
            arg=want, timeout=TIMEOUT)
        best = widget.locator(".karty-choices").locator("xpath=preceding-sibling::p[1]")
        assert word[lang] in best.locator("strong").inner_text()
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
CHART_TEXT = """() => [...document.querySelectorAll('.karty-figure__chart svg')]
  .filter((svg) => svg.checkVisibility()).map((svg) => {
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


ODDS_PAGES = ["odds/ochko/", "ru/odds/ochko/", "odds/bura/", "ru/odds/bura/", "odds/stos/",
              "ru/odds/stos/"]
#: The smallest text a chart may draw on a phone, in CSS px.
SMALLEST = 12

# Each shown chart's words: the size they are drawn at (their font size times the
# scale the page draws the svg at, and the height of their box), and whether their
# box lies inside the picture. Hidden copies (display: none) are left out.
CHART_SIZES = """() => [...document.querySelectorAll('.karty-figure__chart svg')]
  .filter((svg) => svg.checkVisibility()).map((svg) => {
  const s = svg.getBoundingClientRect();
  const scale = s.width / svg.viewBox.baseVal.width;
  const texts = [...svg.querySelectorAll('text')].filter((t) => t.textContent.trim());
  return [svg.closest('figure').id, texts.map((t) => {
    const r = t.getBoundingClientRect();
    const inside = r.left >= s.left - 0.5 && r.right <= s.right + 0.5
      && r.top >= s.top - 0.5 && r.bottom <= s.bottom + 0.5;
    return [t.textContent, parseFloat(getComputedStyle(t).fontSize) * scale, r.height, inside];
  })];
})"""


def _charts_read_well(page, served, path, width, scheme):
    """Every figure of ``path`` shows one chart, exposed once to the accessibility tree,
    whose every word is drawn at least SMALLEST px tall inside its picture; nothing
    scrolls sideways."""
    page.goto(served.url(path))
    page.evaluate(SET_SCHEME, scheme)
    figures = page.locator("figure.karty-figure")
    assert figures.count() > 0
    for i in range(figures.count()):
        fig = figures.nth(i)
        # one named image per figure for a screen reader (a hidden copy is display: none;
        # the svg inside, without a name, is the image's presentational content)
        named = fig.get_by_role("img", name=re.compile(r"\S"))
        assert named.count() == 1, (path, width, fig.get_attribute("id"))
    shown = page.evaluate(CHART_SIZES)
    assert len(shown) == figures.count(), (path, width, [f for f, _ in shown])
    for fid, texts in shown:
        assert texts, (path, fid)
        small = [(t, round(size, 1), round(h, 1)) for t, size, h, _ in texts
                 if size < SMALLEST or h < SMALLEST]
        assert small == [], (path, width, fid, small)
        outside = [t for t, _, _, inside in texts if not inside]
        assert outside == [], (path, width, fid, outside)
    assert page.evaluate("document.documentElement.scrollWidth") <= width, (path, width)


@pytest.mark.parametrize("scheme", SCHEMES)
@pytest.mark.parametrize("path", ODDS_PAGES)
def test_charts_are_readable_on_a_phone(phone, served, path, scheme):
    """At 375 px the chart drawn for a phone is shown: its 12 px words stay at least 12 px
    (the wide drawing scaled down drew them 5 to 9 px tall), whole, inside the picture."""
    _charts_read_well(phone, served, path, 375, scheme)


@pytest.mark.parametrize("path", ODDS_PAGES)
def test_charts_are_readable_on_a_wide_screen(page, served, path):
    """At 1366 px the wide drawing is shown, once, its words at least 12 px tall inside
    the picture (whole, the Бура deal chart's long Russian label made it 767 px wide, so
    a 690 px column drew its words 10.8 px tall), and the phone's copy is not shown."""
    page.set_viewport_size({"width": 1366, "height": 800})
    _charts_read_well(page, served, path, 1366, "default")
    assert page.locator(".karty-figure__chart--narrow svg").evaluate_all(
        "(svgs) => svgs.every((s) => !s.checkVisibility())")


def test_a_data_table_is_put_in_place_when_opened(phone, served):
    """Issue 28: a figure's data waits in a <template> until its <details> is opened."""
    phone.goto(served.url("ru/odds/bura/"))
    phone.wait_for_selector("details.karty-figure__data")
    assert phone.evaluate(MARKS, ".karty-figure__table") == 0
    data = phone.locator("details.karty-figure__data").first
    data.locator("summary").click()
    table = data.locator(".karty-figure__table table")
    table.wait_for(state="visible")
    assert table.locator("tr").count() >= 3
    assert phone.evaluate(MARKS, ".karty-figure__table") == 1
    assert phone.evaluate("document.documentElement.scrollWidth") <= 375
    assert phone.console.errors == []
