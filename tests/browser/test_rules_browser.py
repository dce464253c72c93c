"""The rules pages in Chromium, on a laptop (1366 px) and a phone (375 px): they open
with the "How to play" summary; the formal rules are folded, and an address naming a
rule (loaded directly, reached by the theme's instant navigation, or clicked on the
page) opens the fold that holds it and shows the rule (docs/assets/js/rules.mjs);
printing opens every fold; nothing scrolls sideways; no console errors. A closed
fold's content waits in a <template> until it is opened, and without scripting its
<noscript> copy opens with it (issue 28)."""
from __future__ import annotations

import pytest
from test_examples_browser import axe, axe_in_both_schemes  # noqa: F401  (the module's axe fixture)

pytestmark = pytest.mark.browser

LAPTOP = {"width": 1366, "height": 768}

STATE_JS = """(id) => {
  const el = document.getElementById(id);
  if (!el) return null;
  const box = el.getBoundingClientRect();
  const folds = [];
  for (let n = el; n; n = n.parentElement) if (n.matches("details.karty-fold")) folds.push(n.open);
  return { top: box.top, bottom: box.bottom, height: box.height, folds,
           innerHeight: window.innerHeight, scrollWidth: document.documentElement.scrollWidth,
           innerWidth: window.innerWidth };
}"""


@pytest.fixture
def laptop(page):
    """The shared context's page (its errors collected by conftest), 1366 px wide."""
    page.set_viewport_size(LAPTOP)
    return page


@pytest.fixture(params=["laptop", "phone"])
def screen(request):
    return request.getfixturevalue(request.param)


def shown(page, rule_id: str) -> dict:
    """Wait until the rule is laid out and scrolled to, then its state."""
    page.wait_for_function(
        """(id) => { const el = document.getElementById(id);
                     if (!el || !el.getClientRects().length) return false;
                     const b = el.getBoundingClientRect();
                     return b.top >= 0 && b.top < window.innerHeight; }""", arg=rule_id, timeout=10_000)
    return page.evaluate(STATE_JS, rule_id)


def check_shown(state: dict, rule_id: str) -> None:
    assert state is not None, rule_id
    assert state["folds"] and all(state["folds"]), f"{rule_id}: a fold holding it is closed"
    assert state["height"] > 0 and 0 <= state["top"] < state["innerHeight"], (rule_id, state)
    assert state["scrollWidth"] <= state["innerWidth"], f"sideways scroll: {state}"


@pytest.mark.parametrize(("path", "rule_id"), [
    ("rules/bura/", "bura.rank-order"),
    ("ru/rules/ochko/", "ochko.tie-to-banker"),
    ("rules/bura/", "bura.first-lead.dealer"),  # a value of an option: in the option's fold
    ("ru/rules/stos/", "stos.paroli"),
])
def test_an_address_naming_a_rule_opens_its_fold(served, screen, path, rule_id):
    screen.goto(served.url(f"{path}#{rule_id}"))
    check_shown(shown(screen, rule_id), rule_id)
    # every other fold stays closed
    open_folds = screen.evaluate("""() => Array.from(document.querySelectorAll('details.karty-fold'))
                                        .filter((d) => d.open).length""")
    assert open_folds == 1  # the group of rules, or the option whose value it is
    assert screen.console.errors == []


def test_the_page_opens_with_the_summary_and_folded_rules(served, screen):
    screen.goto(served.url("rules/ochko/"))
    screen.wait_for_selector(".karty-howto")
    state = screen.evaluate("""() => {
      const h2 = document.querySelector('.md-content h2');
      const table = document.querySelector('table.karty-values');
      const folds = Array.from(document.querySelectorAll('details.karty-fold'));
      return { first: h2.id, top: h2.getBoundingClientRect().top, inner: window.innerHeight,
               table: table.getBoundingClientRect().top,
               cards: document.querySelectorAll('table.karty-values svg.karty-card').length,
               drawn: Array.from(document.querySelectorAll('table.karty-values svg.karty-card'))
                        .every((s) => s.getBoundingClientRect().width >= 24),
               folds: folds.length, open: folds.filter((d) => d.open).length,
               summaries: folds.every((d) => d.querySelector('summary').getBoundingClientRect().height >= 24),
               scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth };
    }""")
    assert state["first"] == "how-to-play" and state["top"] < state["inner"]
    assert state["cards"] == 9 and state["drawn"], state
    assert state["folds"] > 10 and state["open"] == 0, state
    assert state["summaries"], "a fold's summary is under 24 px tall"
    assert state["scrollWidth"] <= state["innerWidth"], state
    assert screen.console.errors == []


def test_links_on_the_page_and_instant_navigation_open_the_fold(served, screen):
    # from the rules overview, through the theme's instant navigation
    screen.goto(served.url("rules/"))
    screen.locator("a[href$='bura/#bura.rank-order']").first.click()
    check_shown(shown(screen, "bura.rank-order"), "bura.rank-order")
    # a link in the summary to a rule in another, closed fold
    link = screen.locator("a.karty-howto__ref[data-rule='bura.claim-made']").first
    screen.evaluate("window.scrollTo(0, 0)")
    link.click()
    check_shown(shown(screen, "bura.claim-made"), "bura.claim-made")
    # the same address again after the reader closed the fold: it opens again
    screen.evaluate("""() => { const d = document.getElementById('bura.claim-made').closest('details');
                                d.open = false; window.scrollTo(0, 0); }""")
    link.click()
    check_shown(shown(screen, "bura.claim-made"), "bura.claim-made")
    assert screen.console.errors == []


def test_printing_opens_every_fold(served, laptop):
    laptop.goto(served.url("rules/bura/"))
    laptop.wait_for_selector("details.karty-fold")
    laptop.emulate_media(media="print")
    laptop.evaluate("window.dispatchEvent(new Event('beforeprint'))")
    closed = laptop.evaluate("document.querySelectorAll('details.karty-fold:not([open])').length")
    rule_visible = laptop.evaluate("document.getElementById('bura.snos').getClientRects().length > 0")
    assert closed == 0 and rule_visible
    laptop.evaluate("window.dispatchEvent(new Event('afterprint'))")
    laptop.emulate_media(media="screen")
    assert laptop.evaluate("document.querySelectorAll('details.karty-fold[open]').length") == 0
    assert laptop.console.errors == []


def test_a_fold_waits_in_its_template_until_opened(served, phone):
    """Issue 28: a closed fold's rules are not in the DOM; a tap on its summary puts them
    in place before it opens; the keyboard's find fills every fold and opens none."""
    phone.goto(served.url("rules/bura/"))
    phone.wait_for_selector("details.karty-fold")
    count = "() => document.querySelectorAll('.karty-rules article.karty-rule').length"
    assert phone.evaluate(count) == 0
    fold = phone.locator("details.karty-rules__group").first
    fold.locator("summary").click()
    first = fold.locator("article.karty-rule").first
    first.wait_for(state="visible")
    assert fold.evaluate("(d) => d.open && !d.querySelector(':scope > template')")
    assert 0 < phone.evaluate(count) < 20
    phone.keyboard.press("Control+f")
    assert phone.evaluate("document.querySelectorAll('template[data-karty-fold]').length") == 0
    assert phone.evaluate("document.getElementById('bura.snos') !== null")
    assert phone.evaluate("document.querySelectorAll('details.karty-fold[open]').length") == 1
    assert phone.console.errors == []


def test_a_fold_opens_without_javascript(browser, served):
    """Without scripting the <noscript> copy is the fold's content."""
    context = browser.new_context(java_script_enabled=False, viewport={"width": 375, "height": 740})
    try:
        page = context.new_page()
        page.goto(served.url("ru/rules/ochko/"))
        rule = page.locator("#ochko\\.tie-to-banker")
        assert rule.count() == 1 and not rule.is_visible()
        page.locator("details.karty-fold:has(#ochko\\.tie-to-banker) > summary").click()
        assert rule.is_visible()
    finally:
        context.close()


@pytest.mark.parametrize("path", ["rules/bura/", "ru/rules/ochko/#ochko.tie-to-banker", "rules/stos/",
                                  "ru/rules/bura/#bura.first-lead.dealer", "rules/", "ru/rules/"])
def test_axe_clean_in_both_schemes(page, served, axe, path):  # noqa: F811
    page.goto(served.url(path))
    page.wait_for_selector(".md-content")
    assert axe_in_both_schemes(page, axe) == {}, path
    assert page.console.errors == []
