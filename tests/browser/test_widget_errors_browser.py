"""The worked examples' errors are readable (issue 13, item 8): the error text of a
field reaches 4.5:1 against the page in the light and the dark scheme."""
from __future__ import annotations

import pytest
from test_examples_browser import READY, SET_SCHEME, TIMEOUT

pytestmark = pytest.mark.browser

CONTRAST = """(sel) => {
  const rgb = (s) => s.match(/[0-9.]+/g).slice(0, 4).map(Number);
  const lum = ([r, g, b]) => [r, g, b].map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; })
    .reduce((a, v, i) => a + v * [0.2126, 0.7152, 0.0722][i], 0);
  const el = [...document.querySelectorAll(sel)].find((e) => !e.hidden && e.textContent.trim());
  const fg = rgb(getComputedStyle(el).color);
  let node = el, bg = null;
  while (node && !bg) {
    const c = rgb(getComputedStyle(node).backgroundColor);
    if (c.length < 4 || c[3] === 1) bg = c.length < 4 || c[3] === 1 ? c : null;
    node = node.parentElement;
  }
  bg = bg || [255, 255, 255];
  const alpha = fg.length === 4 ? fg[3] : 1;
  const mixed = fg.slice(0, 3).map((v, i) => v * alpha + bg[i] * (1 - alpha));
  const [a, b] = [lum(mixed), lum(bg)].sort((x, y) => y - x);
  return (a + 0.05) / (b + 0.05);
}"""


def test_a_fields_error_is_readable_in_both_schemes(page, served):
    page.goto(served.url("examples/bura/#ex=bura-trick-1&trump=h&led=KS+11S&answer=AS"))
    page.wait_for_function(READY, timeout=TIMEOUT)
    page.wait_for_function("() => [...document.querySelectorAll('#bura-trick-1 .karty-field__error')]"
                           ".some((e) => !e.hidden && e.textContent.includes('11S'))", timeout=TIMEOUT)
    for scheme in ("default", "slate"):
        page.evaluate(SET_SCHEME, scheme)
        ratio = page.evaluate(CONTRAST, "#bura-trick-1 .karty-field__error")
        assert ratio >= 4.5, (scheme, ratio)


STATUS = "(id) => document.querySelector(`#${id} .karty-widget__message`).textContent"
TITLE = "(id) => document.querySelector(`#${id} .karty-widget__title`).textContent"


@pytest.mark.parametrize("lang,stale,changed", [
    ("", "last valid state", "Your own position"),
    ("ru/", "последнего правильного", "Ваша позиция"),
])
def test_status_clears_after_an_error_and_the_title_follows_the_hand(page, served, lang, stale, changed):
    """Issue 13, item 8: after a bad card the status line stops saying the engine is
    working; the widget's title describes the hand on screen, not the example's."""
    page.goto(served.url(f"{lang}examples/bura/"))
    page.wait_for_function(READY, timeout=TIMEOUT)
    wid = "bura-trick-1"
    original = page.evaluate(TITLE, wid)
    assert "10" in original
    answer = page.locator(f"#{wid} input[name='answer']")
    answer.fill("11S")
    page.wait_for_function(f"() => document.querySelector('#{wid} .karty-widget__message')"
                           f".textContent.includes({stale!r})", timeout=TIMEOUT)
    assert page.evaluate(TITLE, wid) == original  # nothing was answered: the hand shown is the example's
    answer.fill("AS 6H")
    page.wait_for_function(f"() => document.querySelector('#{wid} .karty-widget__title')"
                           f".textContent.startsWith({changed!r})", timeout=TIMEOUT)
    title = page.evaluate(TITLE, wid)
    assert original in title
    assert page.get_attribute(f"#{wid}", "aria-label") == title
    answer.fill("10S 6H")
    page.wait_for_function(f"(t) => document.querySelector('#{wid} .karty-widget__title').textContent === t",
                           arg=original, timeout=TIMEOUT)
