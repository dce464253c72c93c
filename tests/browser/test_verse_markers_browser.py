"""Verse that reads as verse (issue 28): at 375 px, apparatus and note markers are small
superscripts set against the word they mark, smaller than the text, before the
punctuation that follows; variants and notes are told apart; the § of a sentence that
rules cite is not printed after every sentence where a pointer can hover."""
from __future__ import annotations

import pytest

pytestmark = pytest.mark.browser

# For every visible marker: its font size against its line's, and the gap between the
# end of the text just before it (the word it marks) and the marker's own box.
MEASURE = """() => {
  const out = [];
  for (const m of document.querySelectorAll('.karty-view:not([hidden]) :is(.karty-app, .karty-note)')) {
    if (!m.getClientRects().length) continue;
    const line = m.closest('.karty-ru');
    // the last character drawn before the marker, inside its line
    const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
    let before = null;
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (m.compareDocumentPosition(n) & Node.DOCUMENT_POSITION_FOLLOWING) break;
      if (m.contains(n) || n.parentElement.closest('.karty-tip, .karty-app, .karty-note, [hidden]')) continue;
      if (n.textContent.trim()) before = n;
    }
    if (!before) continue;
    const text = before.textContent.replace(/\\s+$/, '');
    const range = document.createRange();
    range.setStart(before, text.length - 1);
    range.setEnd(before, text.length);
    const r = range.getBoundingClientRect(), box = m.getBoundingClientRect(), cs = getComputedStyle(m);
    // the glyph: the marker's box less its padding (which makes the 24 px target)
    const b = {left: box.left + parseFloat(cs.paddingLeft), bottom: box.bottom - parseFloat(cs.paddingBottom)};
    out.push({
      kind: m.classList.contains('karty-note') ? 'note' : 'app',
      glyph: m.classList.contains('karty-note') ? getComputedStyle(m, '::before').content : m.textContent.trim(),
      size: parseFloat(getComputedStyle(m).fontSize),
      text: parseFloat(getComputedStyle(line).fontSize),
      gap: b.left - r.right,
      sameLine: Math.abs(b.bottom - r.bottom) < r.height,
      style: getComputedStyle(m).fontStyle,
      raised: r.bottom - b.bottom,
    });
  }
  return out;
}"""


@pytest.mark.parametrize("path", ["text/verse1/", "ru/text/verse1/"])
def test_markers_are_small_superscripts_against_their_word(phone, served, path):
    page = phone
    page.goto(served.url(path))
    page.wait_for_selector(".karty-edition[data-apparatus]")
    page.locator("[data-karty-apparatus]").first.click()
    page.wait_for_selector(".karty-edition[data-apparatus=shown]")
    markers = page.evaluate(MEASURE)
    assert {m["kind"] for m in markers} == {"app", "note"}, markers
    for m in markers:
        assert m["size"] <= 0.7 * m["text"], m
        if m["sameLine"]:
            assert -1 <= m["gap"] <= 3, m      # against the word (or the marker before it)
            assert m["raised"] > 1, m          # set above the baseline
    # variants are numerals, notes italic letters
    assert all(m["glyph"].isdigit() for m in markers if m["kind"] == "app")
    assert all(m["style"] == "italic" and "lower-alpha" in m["glyph"] for m in markers if m["kind"] == "note"), \
        [m for m in markers if m["kind"] == "note"]
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    assert page.console.errors == []


def test_the_section_sign_shows_on_hover_and_focus_only(page, served):
    page.goto(served.url("text/bura/"))
    button = page.locator(".karty-rulesbtn").first
    button.scroll_into_view_if_needed()
    page.mouse.move(0, 0)
    page.wait_for_timeout(300)
    assert button.evaluate("(b) => getComputedStyle(b).opacity") == "0"
    button.locator("xpath=ancestor::*[contains(@class, 'karty-seg')][1]").hover()
    page.wait_for_timeout(300)
    assert button.evaluate("(b) => getComputedStyle(b).opacity") == "1"
    page.mouse.move(0, 0)
    button.focus()
    page.wait_for_timeout(300)
    assert button.evaluate("(b) => getComputedStyle(b).opacity") == "1"
