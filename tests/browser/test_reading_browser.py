"""Issue 15 in the browser: the clean reading view and its remembered apparatus toggle,
a tap on a term opens a popover (not the glossary page), 24 px targets, the glossary's
romanisation and English glosses, the home hero and the History timeline, search in the
page's language with the glossary first, no console errors, axe clean in both schemes."""
from __future__ import annotations

from itertools import pairwise
from pathlib import Path

import pytest
from test_examples_browser import SCHEMES, SET_SCHEME, axe, axe_in_both_schemes  # noqa: F401  (the module's axe fixture)
from test_lighthouse_rules_browser import lh_axe  # noqa: F401  (Lighthouse's axe, a fixture)

MINOR = ".karty-app[data-significance=minor], .karty-note[data-significance=minor]"


def _visible(page, selector: str) -> int:
    return page.evaluate(
        "(s) => [...document.querySelectorAll(s)].filter((e) => e.getClientRects().length > 0).length", selector)


def test_default_view_hides_trivial_variants_and_the_toggle_is_remembered(page, served):
    page.goto(served.url("text/bura/"))
    page.wait_for_selector(".karty-edition[data-apparatus]")
    assert page.get_attribute(".karty-edition", "data-apparatus") == "hidden"
    minor = page.locator(MINOR).count()
    assert minor >= 30  # Бура: 30 of its 31 variants are typographic or hyphenation
    assert _visible(page, MINOR) == 0
    # the one substantive place (C lacks the heading: a lacuna) is still marked
    assert _visible(page, ".karty-app[data-significance=major]") >= 1
    # full contrast: the translation has the text's own colour
    colours = page.evaluate("""() => [getComputedStyle(document.querySelector('.karty-en')).color,
                                      getComputedStyle(document.querySelector('.karty-ru')).color]""")
    assert colours[0] == colours[1]
    button = page.locator("[data-karty-apparatus]")
    assert button.get_attribute("aria-pressed") == "false"
    button.click()
    assert button.get_attribute("aria-pressed") == "true"
    assert _visible(page, MINOR) == minor
    # remembered: on a reload and on another reading page
    page.reload()
    page.wait_for_selector(".karty-edition[data-apparatus]")
    assert page.get_attribute(".karty-edition", "data-apparatus") == "shown"
    page.goto(served.url("ru/text/ochko/"))
    page.wait_for_selector(".karty-edition[data-apparatus]")
    assert page.get_attribute(".karty-edition", "data-apparatus") == "shown"
    page.locator("[data-karty-apparatus]").click()
    assert page.get_attribute(".karty-edition", "data-apparatus") == "hidden"
    assert page.console.errors == []


def test_a_tap_on_a_term_opens_a_popover_not_a_new_page(phone, served):
    page = phone
    page.goto(served.url("text/bura/"))
    page.wait_for_selector(".karty-edition[data-apparatus]")
    term = page.locator('a.karty-term__link[href$="glossary/kozyr/"]').first
    term.scroll_into_view_if_needed()
    term.tap()
    pop = page.locator("#karty-term-pop")
    pop.wait_for(state="visible")
    assert page.url.endswith("/text/bura/")
    assert "trump" in pop.inner_text()
    link = pop.locator("a.karty-pop__link")
    assert link.inner_text() == "Full entry" and link.get_attribute("href").endswith("glossary/kozyr/")
    page.keyboard.press("Escape")
    pop.wait_for(state="hidden")
    # a tap outside closes it too
    term.tap()
    pop.wait_for(state="visible")
    page.mouse.click(5, 700)
    pop.wait_for(state="hidden")
    # a marker opens its own popover
    marker = page.locator(".karty-note:visible").first
    marker.scroll_into_view_if_needed()
    marker.tap()
    target = marker.get_attribute("popovertarget")
    page.wait_for_function("(id) => document.getElementById(id).matches(':popover-open')", arg=target)
    assert page.url.endswith("/text/bura/")
    assert page.console.errors == []


@pytest.mark.parametrize("path", ["text/bura/", "ru/text/verse1/", "text/ochko/"])
def test_markers_are_at_least_24_px(phone, served, path):
    page = phone
    page.goto(served.url(path))
    page.wait_for_selector(".karty-edition[data-apparatus]")
    for state in ("hidden", "shown"):
        if state == "shown":
            page.locator("[data-karty-apparatus]").click()
        sizes = page.evaluate("""() => [...document.querySelectorAll('.karty-app, .karty-note')]
            .filter((e) => e.getClientRects().length > 0)
            .map((e) => { const r = e.getBoundingClientRect(); return [e.className, r.width, r.height]; })""")
        assert sizes, (path, state)
        small = [s for s in sizes if s[1] < 24 or s[2] < 24]
        assert small == [], (path, state, small[:5])
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    assert page.console.errors == []


# one glossary entry per YAML file of the corpus
ENTRIES = len(list((Path(__file__).resolve().parents[2] / "corpus" / "glossary").glob("*.yaml")))


@pytest.mark.parametrize("lang, root, system", [("en", "", "scholarly transliteration"),
                                                ("ru", "ru/", "научной транслитерации")])
def test_glossary_headwords_have_romanisation_and_english_gloss(page, served, lang, root, system):
    page.goto(served.url(root + "glossary/"))
    line = page.locator("li.karty-gl-entry[data-entry=kozyr]")
    assert line.locator(".karty-gl-rom").inner_text() == "kózyrʹ"
    assert line.locator(".karty-gl-gloss").inner_text() == "trump"
    assert page.locator(".karty-gl-entry").count() == page.locator(".karty-gl-entry .karty-gl-rom").count() == ENTRIES
    assert page.locator(".karty-gl-entry .karty-gl-gloss").count() == ENTRIES
    assert system in page.locator(".karty-gl-romnote").inner_text()
    letters = page.locator(".karty-gl-letters a")
    assert letters.count() >= 15
    for href in letters.evaluate_all("(links) => links.map((a) => a.getAttribute('href'))"):
        assert page.locator(f"[id='{href.split('#')[1]}']").count() == 1, href
    assert page.locator(".karty-gl-index").count() == (1 if lang == "en" else 0)
    # the entry's own page: the same heading, in the page's language
    line.locator("a.karty-gl-entry__link").click()
    page.wait_for_url(served.url(root + "glossary/kozyr/"))
    head = page.locator("h1#kozyr")
    assert head.locator(".karty-gl-rom").inner_text() == "kózyrʹ"
    assert head.locator(".karty-gl-gloss").inner_text() == "trump"
    assert page.locator("html").get_attribute("lang") == lang
    assert page.console.errors == []


@pytest.mark.parametrize("root", ["", "ru/"])
def test_an_old_glossary_address_reaches_the_entry(page, served, root):
    """glossary/#kozyr (the address of an entry before each had its own page) goes on to
    glossary/kozyr/, on a full load and after instant navigation, and the back button
    does not return to the forwarding address; the index's letter links stay put."""
    page.goto(served.url(root + "glossary/#kozyr"))
    page.wait_for_url(served.url(root + "glossary/kozyr/"))
    page.locator("h1#kozyr").wait_for()
    # from another page, through the theme's instant navigation
    page.goto(served.url(root + "history/"))
    page.evaluate("(href) => { const a = document.createElement('a'); a.href = href;"
                  " document.querySelector('.md-content').append(a); a.click(); }",
                  served.url(root + "glossary/#bura"))
    page.wait_for_url(served.url(root + "glossary/bura/"))
    page.locator("h1#bura").wait_for()
    page.go_back()
    page.wait_for_url(served.url(root + "history/"))
    # a letter of the letter index is not an entry: no forwarding
    page.goto(served.url(root + "glossary/"))
    page.locator(".karty-gl-letters a").nth(3).click()
    page.wait_for_timeout(300)
    assert "/glossary/#letter-" in page.url
    assert page.console.errors == []


def test_an_old_glossary_address_lands_on_the_entry_without_javascript(browser, served):
    """Without the script, glossary/#kozyr lands on the entry's line of the index, which
    links to the entry's page."""
    context = browser.new_context(java_script_enabled=False)
    try:
        page = context.new_page()
        page.goto(served.url("glossary/#kozyr"))
        assert page.url.endswith("/glossary/#kozyr")
        target = page.locator(":target")
        assert target.get_attribute("data-entry") == "kozyr"
        assert target.locator("a.karty-gl-entry__link").get_attribute("href") == "kozyr/"
        assert page.evaluate("document.querySelector(':target').getBoundingClientRect().top") < 200
    finally:
        context.close()


def test_home_hero_and_history_timeline(page, served):
    page.goto(served.url(""))
    hero = page.locator(".karty-hero")
    assert hero.locator("svg.karty-card use").count() == 4
    assert all("assets/cards/deck.svg#card-" in h
               for h in hero.locator("svg.karty-card use").evaluate_all("(u) => u.map((x) => x.getAttribute('xlink:href'))"))
    assert hero.locator(".karty-hero__cards").get_attribute("aria-label")
    hrefs = hero.locator("a.md-button").evaluate_all("(a) => a.map((x) => x.getAttribute('href'))")
    for want in ("text/", "play/bura/", "glossary/", "history/"):
        assert any(h.rstrip("/").endswith(want.rstrip("/")) for h in hrefs), (want, hrefs)
    # every card of the home grid is a link
    cards = page.locator(".grid.cards > ul > li")
    assert cards.count() >= 6
    assert all(n > 0 for n in cards.evaluate_all("(li) => li.map((x) => x.querySelectorAll('a').length)"))
    for root in ("", "ru/"):
        page.goto(served.url(root + "history/"))
        svg = page.locator("svg.karty-timeline__svg")
        assert svg.get_attribute("role") == "img"
        items = page.locator(".karty-tl-list > li")
        assert items.count() == svg.locator(".karty-tl-mark").count() >= 8
        assert items.locator(".karty-source").count() == items.count()
        assert svg.locator(".karty-tl-mark--claimed").count() >= 1
        assert svg.locator(".karty-tl-mark--approximate").count() >= 1
    assert page.console.errors == []


@pytest.mark.parametrize("root", ["", "ru/"])
def test_the_timelines_text_is_readable_on_a_phone(phone, served, root):
    """At 375 px the picture is scaled down to the page; its years and numbers still show
    at 12 px or more, and the page does not scroll sideways."""
    page = phone
    page.goto(served.url(root + "history/"))
    sizes = page.evaluate("""() => {
        const svg = document.querySelector('svg.karty-timeline__svg');
        const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
        return [...svg.querySelectorAll('.karty-tl-year, .karty-tl-num')]
          .map((t) => parseFloat(getComputedStyle(t).fontSize) * scale); }""")
    assert len(sizes) >= 10
    assert min(sizes) >= 12, sizes
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    # the year labels do not run into each other
    boxes = page.evaluate("""() => [...document.querySelectorAll('.karty-tl-year')]
        .map((t) => { const r = t.getBoundingClientRect(); return [r.left, r.right]; })""")
    assert all(a[1] <= b[0] for a, b in pairwise(boxes)), boxes
    assert page.console.errors == []


def _luminance(rgb):
    def channel(c):
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def _contrast(a, b):
    hi, lo = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


# the colours of a note's title: its text, its background over the page's (alpha
# composited), its icon and its left border, as [r, g, b]
NOTE_COLOURS = """() => {
  const rgba = (s) => {  // rgb(a)(0–255) or, from color-mix(), color(srgb 0–1)
    const [r, g, b, a = 1] = s.match(/[0-9.]+/g).map(Number);
    const k = s.startsWith("color(") ? 255 : 1;
    return [r * k, g * k, b * k, a]; };
  const over = (top, under) => top.slice(0, 3).map((c, i) => c * top[3] + under[i] * (1 - top[3]));
  const note = document.querySelector('.md-typeset .admonition.info');
  const title = note.querySelector('.admonition-title');
  const page = rgba(getComputedStyle(document.querySelector('.md-main')).backgroundColor === 'rgba(0, 0, 0, 0)'
    ? getComputedStyle(document.body).backgroundColor : getComputedStyle(document.querySelector('.md-main')).backgroundColor);
  const base = over(rgba(getComputedStyle(note).backgroundColor), page.slice(0, 3));
  return { text: over(rgba(getComputedStyle(title).color), base),
           background: over(rgba(getComputedStyle(title).backgroundColor), base),
           icon: rgba(getComputedStyle(title, '::before').backgroundColor).slice(0, 3).map(Math.round),
           border: rgba(getComputedStyle(note).borderLeftColor).slice(0, 3).map(Math.round), page: base };
}"""


@pytest.mark.parametrize("root", ["", "ru/"])
def test_the_history_pages_note_is_in_the_sites_colours(page, served, root):
    """The History page's info note: not the theme's cyan but the site's brown, its
    title's text at 4.5:1 or more on its tint and its icon and border at 3:1 or more on
    the page, in both colour schemes."""
    page.goto(served.url(root + "history/"))
    for scheme in SCHEMES:
        page.evaluate(SET_SCHEME, scheme)
        c = page.evaluate(NOTE_COLOURS)
        assert c["border"] != [0, 184, 212] and c["icon"] != [0, 184, 212], (scheme, c)
        assert _contrast(c["text"], c["background"]) >= 4.5, (scheme, c)
        assert _contrast(c["icon"], c["page"]) >= 3 and _contrast(c["border"], c["page"]) >= 3, (scheme, c)
        # brown: red above green above blue
        assert c["border"][0] > c["border"][1] > c["border"][2], (scheme, c)
    assert page.console.errors == []


SEARCHES = [
    # (page root, query, the first glossary entry expected)
    ("", "козырь", "kozyr"), ("", "бура", "bura"), ("", "очко", "ochko"), ("", "kozyr", "kozyr"),
    ("", "trump", "kozyr"),
    ("ru/", "козырь", "kozyr"), ("ru/", "бура", "bura"), ("ru/", "очко", "ochko"), ("ru/", "kozyr", "kozyr"),
]


def test_search_in_the_pages_language_with_the_glossary_first(page, served):
    last_root = None
    for root, query, entry in SEARCHES:
        if root != last_root:
            page.goto(served.url(root))
            page.click(".md-search__input")
            page.wait_for_function("() => !/Initializ|Инициализ/.test("
                                   "document.querySelector('.md-search-result__meta').textContent)")
            last_root = root
        page.fill(".md-search__input", query)
        page.press(".md-search__input", "End")  # the theme searches on a key event
        page.wait_for_function("(q) => document.querySelector('.md-search-result__list a') !== null"
                               " && document.querySelector('.md-search__input').value === q", arg=query)
        page.wait_for_timeout(300)
        hrefs = page.locator(".md-search-result__list a.md-search-result__link").evaluate_all(
            "(a) => a.map((x) => x.getAttribute('href'))")
        assert hrefs, query
        paths = [h.split("?")[0].split("#")[0] for h in hrefs]
        # results in the page's language only
        want = served.url(root)
        assert all(p.startswith(want) for p in paths), (root, query, paths)
        if root == "":
            assert not any("/ru/" in p for p in paths), (query, paths)
        # a glossary entry's own page first, the headword's entry (очко: the point or the game)
        assert paths[0].startswith(served.url(root + f"glossary/{entry}")), (query, paths)
        assert paths[0].endswith("/") and "#" not in hrefs[0].split("?")[0], (query, hrefs[0])
        # snippets keep their spaces
        text = page.locator(".md-search-result__list").inner_text()
        assert "In the text asк" not in text and "Valuesone" not in text
    assert page.console.errors == []


@pytest.mark.parametrize("path", ["", "ru/", "text/bura/", "ru/text/verse1/", "glossary/", "ru/glossary/",
                                  "history/", "ru/history/"])
def test_axe_clean_in_both_schemes(page, served, axe, path):  # noqa: F811
    page.goto(served.url(path))
    if page.locator(".karty-edition").count():
        page.wait_for_selector(".karty-edition[data-apparatus]")
    assert axe_in_both_schemes(page, axe) == {}, path
    if page.locator(".karty-edition").count():
        page.locator("[data-karty-apparatus]").click()
        assert axe_in_both_schemes(page, axe) == {}, path + " (apparatus shown)"
        page.locator("[data-karty-apparatus]").click()
    assert page.console.errors == []


@pytest.mark.parametrize("path", ["glossary/kozyr/", "ru/glossary/kozyr/", "glossary/v-temnuyu/", "ru/glossary/bura/"])
def test_entry_pages_pass_lighthouses_accessibility_rules(phone, served, lh_axe, path):  # noqa: F811
    """An entry's own page, as test_lighthouse_rules_browser.py checks the site's main pages:
    Lighthouse's axe rules at 375 px, the colour rules in both schemes; no sideways scroll."""
    from test_examples_browser import SCHEMES, SET_SCHEME
    from test_lighthouse_rules_browser import COLOUR_RULES, lighthouse_axe_options

    options = lighthouse_axe_options()
    phone.goto(served.url(path))
    phone.wait_for_load_state("load")
    found = {}
    for scheme in SCHEMES:
        phone.evaluate(SET_SCHEME, scheme)
        run = options if scheme == SCHEMES[0] else {**options, "runOnly": {"type": "rule", "values": COLOUR_RULES},
                                                     "rules": {}}
        bad = [(v["id"], [" ".join(map(str, n["target"])) for n in v["nodes"]][:4])
               for v in lh_axe.run(phone, options=run).response["violations"]]
        if bad:
            found[scheme] = bad
    assert found == {}, path
    assert phone.evaluate("document.documentElement.scrollWidth") <= 375
    assert phone.console.errors == []


@pytest.mark.parametrize("path", ["history/", "ru/history/", "examples/", "ru/examples/", "rules/"])
def test_on_a_phone_a_table_that_scrolls_sideways_is_reachable(phone, served, axe, path):  # noqa: F811
    """At 375 px the witnesses' table (History), the notations' (Examples) and the rules'
    by provenance are wider than the page and scroll in the theme's wrapper: the wrapper is
    a named tab stop (axe: scrollable-region-focusable), and at 1366 px, where the table
    fits, it is not."""
    page = phone
    page.goto(served.url(path))
    page.wait_for_function("() => document.querySelector('.md-typeset__scrollwrap')")
    page.wait_for_function("() => [...document.querySelectorAll('.md-typeset__scrollwrap')]"
                           ".some((w) => w.scrollWidth > w.clientWidth && w.tabIndex === 0)")
    wraps = page.evaluate("""() => [...document.querySelectorAll('.md-typeset__scrollwrap')].map((w) => ({
        scrolls: w.scrollWidth > w.clientWidth + 1, tab: w.getAttribute('tabindex'),
        role: w.getAttribute('role'), name: w.getAttribute('aria-label')}))""")
    for w in wraps:
        if w["scrolls"]:
            assert w["tab"] == "0" and w["role"] == "region" and w["name"], (path, w)
    found = [v["id"] for v in axe.run(page).response["violations"] if v["impact"] in ("serious", "critical")]
    assert found == [], path
    page.set_viewport_size({"width": 1366, "height": 800})
    page.wait_for_function("() => [...document.querySelectorAll('.md-typeset__scrollwrap')]"
                           ".every((w) => w.scrollWidth > w.clientWidth + 1 || !w.hasAttribute('tabindex'))")
    assert page.console.errors == []


# The part of an element a tap at its centre ± d px reaches: the widest and tallest span
# around its centre where elementFromPoint is the element (or inside it), so a pseudo-
# element's larger tap area counts and a neighbour drawn over it does not.
TAP_AREA = """(sel) => [...document.querySelectorAll(sel)].filter((e) => e.getClientRects().length)
  .slice(0, 8).map((el) => {
    el.scrollIntoView({block: 'center'});
    const r = el.getBoundingClientRect(), cx = (r.left + r.right) / 2, cy = (r.top + r.bottom) / 2;
    const hit = (x, y) => { const e = document.elementFromPoint(x, y); return !!e && (e === el || el.contains(e)); };
    let w = 0, h = 0;
    for (let d = 0; d < 30 && hit(cx - d, cy) && hit(cx + d, cy); d++) w = 2 * d + 1;
    for (let d = 0; d < 30 && hit(cx, cy - d) && hit(cx, cy + d); d++) h = 2 * d + 1;
    return [el.className, el.textContent.trim().slice(0, 12), w, h]; })"""


@pytest.mark.parametrize(("path", "selector"), [
    ("text/bura/", ".karty-rulesbtn"), ("ru/text/ochko/", ".karty-rulesbtn"),
    ("text/verse1/", "a.karty-num"), ("ru/text/bura/", "a.karty-num"),
    ("rules/", "table[data-karty=rules-summary] a"), ("ru/rules/", "table[data-karty=rules-summary] a"),
    ("glossary/bura/", ".karty-gl-crumbs a"), ("ru/glossary/kozyr/", ".karty-gl-crumbs a"),
    ("text/ochko/", '[id="ochko.title"] :is(.karty-app, .karty-note)'),
    ("ru/text/ochko/", '[id="ochko.title"] :is(.karty-app, .karty-note)')])
def test_on_a_phone_the_sentence_tools_are_24px_targets(phone, served, path, selector):
    """At 375 px a tap reaches the § button after a sentence (15 × 17 px drawn; its tap
    area was 19 px wide), a line's number (21 px tall), a game's name in the rules
    table (15 px tall), a glossary entry's letter (Б, 9 px wide) and a variant marker
    followed by a note marker (text/ochko's title «Очко¹ᵃ»: the note's target covered
    the variant's) over 24 × 24 px at least."""
    page = phone
    page.goto(served.url(path))
    areas = page.evaluate(TAP_AREA, selector)
    assert areas, (path, selector)
    small = [a for a in areas if a[2] < 23 or a[3] < 23]  # 2d+1 over whole px: 23 is 24 px wide
    assert small == [], (path, small[:4])
    assert page.console.errors == []
