"""Readers' words in the browser (issue 28): a place is cited in the text's own type (the
glossary's "Verse 1, line 9" is not monospace), and an exact fraction behind a percentage
shows on focus (a tap) and hover, and not before."""
from __future__ import annotations


def test_places_in_the_texts_type_and_fractions_on_demand(phone, served):
    page = phone
    page.goto(served.url("glossary/kozyr/"))
    page.locator("details.karty-gl-kwic > summary").first.click()
    fonts = page.evaluate("""() => {
      const where = document.querySelector('.karty-kwic__where');
      const code = document.createElement('code');
      document.querySelector('.md-typeset').append(code);
      return {where: getComputedStyle(where).fontFamily, body: getComputedStyle(document.body).fontFamily,
              code: getComputedStyle(code).fontFamily, text: where.textContent.trim()};
    }""")
    assert fonts["where"] != fonts["code"] and "monospace" not in fonts["where"], fonts
    assert fonts["where"] == fonts["body"], fonts
    assert fonts["text"][0].isalpha(), fonts  # words, not an id

    page.goto(served.url("rules/stos/"))
    figure = page.locator(".karty-exact").first
    tip = figure.locator(".karty-tip")
    assert not tip.is_visible()
    assert figure.inner_text().strip().endswith("%")
    figure.tap()
    assert tip.is_visible() and "/" in tip.inner_text()
    assert page.console.errors == []
