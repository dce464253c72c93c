"""The worked examples in a real browser (Chromium via Playwright), the site served
on 127.0.0.1 by the test itself (conftest.py).

Each widget becomes ready; every live answer equals the build-time answer;
editing updates the answer; bad notation shows the error in the page's
language; a URL state round-trips and an HTML/script payload in it stays inert;
without the .wasm (or without workers) the static answers stay and each widget
says why; no page has console errors; axe-core finds no serious or critical
violations on the home pages, the examples, the reading pages, the glossary and
the rules, in both languages and in the light and the dark scheme; widgets
survive instant navigation; Python never runs on the page's thread.
"""
from __future__ import annotations

import time
from urllib.parse import quote

import pytest

pytestmark = pytest.mark.browser

EXAMPLES = ["examples/bura/", "examples/ochko/", "ru/examples/bura/", "ru/examples/ochko/"]
READY = ("() => { const ws = [...document.querySelectorAll('.karty-widget')];"
         " return ws.length > 0 && ws.every(w => w.dataset.state === 'ready'); }")
SETTLED = ("() => [...document.querySelectorAll('.karty-widget')]"
           ".every(w => ['ready', 'error'].includes(w.dataset.state))")
CANON_JS = r"""
const canon = (n) => {
  if (n.nodeType === 3) return n.data;
  if (n.nodeType !== 1) return '';
  // Material makes the page's links absolute when it loads; compare resolved addresses
  const attrs = [...n.attributes].filter((a) => a.name !== 'disabled')
    .map((a) => a.name + '=' + (a.name === 'href' ? new URL(a.value, location.href).href : a.value))
    .sort().join(' ');
  return '<' + n.localName + ' ' + attrs + '>' + [...n.childNodes].map(canon).join('') + '</' + n.localName + '>';
};
const norm = (s) => s.replace(/\s+/g, ' ').trim();
"""
LIVE = "() => {" + CANON_JS + """
  const out = {};
  for (const w of document.querySelectorAll('.karty-widget')) {
    out[w.id] = norm([...w.querySelector('.karty-widget__answer').childNodes].map(canon).join(''));
  }
  return out;
}"""
STATIC = "async () => {" + CANON_JS + """
  const html = await (await fetch(location.href.split('#')[0], {cache: 'no-store'})).text();
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const out = {};
  for (const w of doc.querySelectorAll('.karty-widget')) {
    out[w.id] = norm([...w.querySelector('.karty-widget__answer').childNodes].map(canon).join(''));
  }
  return out;
}"""
TIMEOUT = 90_000


def engine_workers(page):
    """The engine's workers (Material's search has its own)."""
    return sum(1 for w in page.workers if w.url.endswith("/assets/js/worker.mjs"))


def open_ready(page, served, path):
    page.goto(served.url(path))
    page.wait_for_function(READY, timeout=TIMEOUT)


def answer_text(page, wid):
    return page.locator(f"#{wid} .karty-widget__answer").inner_text()


def wait_answer(page, wid, pattern):
    page.wait_for_function(
        "([id, re]) => new RegExp(re).test(document.querySelector('#' + id + ' .karty-widget__answer').textContent)",
        arg=[wid, pattern], timeout=20_000)


@pytest.mark.parametrize("path", EXAMPLES)
def test_each_widget_becomes_ready_and_the_live_answer_equals_the_built_one(page, served, path):
    page.goto(served.url(path))
    static_states = page.evaluate(
        "() => [...document.querySelectorAll('.karty-widget')].map(w => w.dataset.state)")
    assert static_states and set(static_states) <= {"static", "loading"}
    page.wait_for_function(READY, timeout=TIMEOUT)
    built, live = page.evaluate(STATIC), page.evaluate(LIVE)
    assert set(built) == set(live) and len(built) >= 5
    for wid in built:
        assert live[wid] == built[wid], f"{path}#{wid}: the live answer differs from the build's"
    # controls are live now
    assert page.locator(".karty-widget form input:enabled, .karty-widget form select:enabled").count() > 5
    assert page.console.errors == []


def test_progress_counts_the_runtime_bytes_and_python_stays_off_the_page(page, served):
    import json

    open_ready(page, served, "examples/bura/")
    state = page.evaluate("() => window.karty.engineState()")
    manifest = json.loads((served.root / "assets/pyodide/manifest.json").read_text())
    counted = sum(size for name, size in manifest["files"].items()
                  if name not in ("pyodide.mjs", "pyodide.asm.mjs", "manifest.json"))
    assert state["status"] == "ready"
    assert state["progress"]["total"] == counted
    assert state["progress"]["loaded"] == counted
    assert state["versions"]["pyodide"] == manifest["pyodide"]
    # one worker, and the page itself fetched no Python runtime
    assert engine_workers(page) == 1
    on_page = page.evaluate("() => performance.getEntriesByType('resource').map(e => e.name)")
    assert not [u for u in on_page if u.endswith((".wasm", "python_stdlib.zip", ".whl"))]
    assert page.evaluate("() => typeof window.loadPyodide === 'undefined' && typeof window.pyodide === 'undefined'")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_editing_a_hand_updates_the_answer_and_the_address(page, served, lang):
    prefix = "ru/" if lang == "ru" else ""
    open_ready(page, served, prefix + "examples/bura/")
    before = answer_text(page, "bura-trick-1")
    page.fill("#bura-trick-1-answer", "J♠ 6♣")
    wait_answer(page, "bura-trick-1", "не бьёт" if lang == "ru" else "does not beat")
    assert answer_text(page, "bura-trick-1") != before
    page.wait_for_function("() => location.hash.startsWith('#ex=bura-trick-1&')")
    assert "answer=JS+6C" in page.url
    # a select changes it too
    page.select_option("#bura-trick-1-trump", "c")
    wait_answer(page, "bura-trick-1", "трефы|clubs")
    page.wait_for_function("() => location.hash.includes('trump=c')")
    assert page.console.errors == []


def test_the_address_round_trips(page, context, served):
    open_ready(page, served, "examples/bura/")
    page.fill("#bura-made-1-k", "3")
    page.fill("#bura-made-1-tricks", "A♠ 10♠")
    page.wait_for_function("() => location.hash.includes('k=3') && location.hash.includes('tricks=AS+10S&')")
    wait_answer(page, "bura-made-1", "three cards|3 cards")
    url = page.url
    want = page.evaluate(LIVE)["bura-made-1"]
    other = context.new_page()
    try:
        other.goto(url)
        other.wait_for_function(
            "() => document.querySelector('#bura-made-1').dataset.state === 'ready'"
            " && document.querySelector('#bura-made-1-k').value === '3'", timeout=TIMEOUT)
        assert other.evaluate(LIVE)["bura-made-1"] == want
        assert other.input_value("#bura-made-1-tricks") == "A♠ 10♠"
        # the restored widget is in view
        assert other.evaluate("() => { const r = document.querySelector('#bura-made-1').getBoundingClientRect();"
                              " return r.top < innerHeight && r.bottom > 0; }")
    finally:
        other.close()


def test_the_issues_address_form_works(page, served):
    """`#ex=<kind>&…` names the page's first widget of that kind; commas separate cards."""
    page.goto(served.url("examples/bura/#ex=bura-trick&trump=h&led=KS,QS&answer=10S,6H"))
    page.wait_for_function("() => document.querySelector('#bura-trick-1').dataset.state === 'ready'",
                           timeout=TIMEOUT)
    assert page.input_value("#bura-trick-1-led") == "K♠ Q♠"
    assert page.input_value("#bura-trick-1-answer") == "10♠ 6♥"
    assert "beats" in answer_text(page, "bura-trick-1")
    assert page.console.errors == []


@pytest.mark.parametrize(("lang", "words"), [("en", "unknown rank"), ("ru", "неизвестное достоинство")])
def test_bad_notation_shows_the_error_in_the_pages_language(page, served, lang, words):
    prefix = "ru/" if lang == "ru" else ""
    open_ready(page, served, prefix + "examples/bura/")
    page.fill("#bura-trick-1-led", "K♠ 11♠")
    err = page.locator("#bura-trick-1-led-err")
    err.wait_for(state="visible", timeout=20_000)
    assert "11♠" in err.inner_text() and words in err.inner_text()
    assert page.get_attribute("#bura-trick-1-led", "aria-invalid") == "true"
    page.fill("#bura-trick-1-led", "K♠ Q♠")
    err.wait_for(state="hidden", timeout=20_000)
    assert page.get_attribute("#bura-trick-1-led", "aria-invalid") is None
    assert page.console.errors == []


def test_a_bad_state_in_the_address_shows_the_error_and_keeps_the_built_answer(page, served):
    page.goto(served.url("ru/examples/bura/#ex=bura-trick-1&trump=h&led=KS&answer=ZZ"))
    page.wait_for_function("() => document.querySelector('#bura-trick-1-answer-err').textContent.includes('ZZ')",
                           timeout=TIMEOUT)
    assert "неизвестное достоинство" in page.inner_text("#bura-trick-1-answer-err")
    built = page.evaluate(STATIC)["bura-trick-1"]
    assert page.evaluate(LIVE)["bura-trick-1"] == built


PAYLOADS = [
    "#ex=bura-trick-1&trump=h&led=<img src=x onerror=window.__pwned=1>&answer=10S",
    "#ex=bura-trick-1&trump=h&led=KS&answer=</script><script>window.__pwned=2</script>",
    "#ex=bura-trick-1&<img src=x onerror=window.__pwned=3>=1",
    "#ex=<img src=x onerror=window.__pwned=4>&led=KS",
    "#ex=bura-play-1&seed=7&moves=lead <svg onload=window.__pwned=5>",
]


@pytest.mark.parametrize("fragment", PAYLOADS)
def test_an_html_payload_in_the_address_stays_inert(page, served, fragment):
    page.goto(served.url("examples/bura/") + fragment)
    page.wait_for_function(SETTLED, timeout=TIMEOUT)
    page.wait_for_function("() => window.karty.engineState().status === 'ready'", timeout=TIMEOUT)
    time.sleep(0.5)
    assert page.evaluate("() => window.__pwned") is None
    assert page.evaluate("() => document.querySelectorAll('.karty-widget img, .karty-widget svg:not(.md-icon svg), img[src=\"x\"]').length") == 0
    if "bura-trick-1&trump" in fragment or "bura-play" in fragment:
        # the engine refused it; the message shows the text, as text
        shown = page.evaluate("() => [...document.querySelectorAll('.karty-field__error, .karty-widget__error')]"
                              ".map(e => e.textContent).join(' ')")
        assert "<" in shown
    assert [e for e in page.console.errors if "404" not in e] == []


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_without_the_wasm_the_built_answers_stay_and_each_widget_says_why(browser, served, lang):
    ctx = browser.new_context()
    try:
        ctx.route("**/*.wasm", lambda route: route.abort())
        page = ctx.new_page()
        prefix = "ru/" if lang == "ru" else ""
        page.goto(served.url(prefix + "examples/ochko/"))
        built = page.evaluate(STATIC)
        page.wait_for_function(
            "() => [...document.querySelectorAll('.karty-widget')].every(w => w.dataset.state === 'error')",
            timeout=TIMEOUT)
        assert page.evaluate(LIVE) == built
        want = "Интерактивная версия не запустилась" if lang == "ru" else "The interactive version could not start"
        for msg in page.locator(".karty-widget__message").all_inner_texts():
            assert want in msg
        assert page.locator(".karty-widget form input:enabled").count() == 0
    finally:
        ctx.close()


def test_without_workers_each_widget_says_why(browser, served):
    ctx = browser.new_context()
    try:
        ctx.add_init_script("delete window.Worker;")
        page = ctx.new_page()
        page.goto(served.url("examples/bura/"))
        page.wait_for_function(
            "() => [...document.querySelectorAll('.karty-widget')].every(w => w.dataset.state === 'error')",
            timeout=TIMEOUT)
        assert "Web Workers" in page.locator(".karty-widget__message").first.inner_text()
    finally:
        ctx.close()


def test_without_the_workers_script_each_widget_says_why(browser, served):
    ctx = browser.new_context()
    try:
        ctx.route("**/assets/js/worker.mjs", lambda route: route.fulfill(status=404, body="no"))
        page = ctx.new_page()
        page.goto(served.url("ru/examples/bura/"))
        page.wait_for_function(
            "() => [...document.querySelectorAll('.karty-widget')].every(w => w.dataset.state === 'error')",
            timeout=TIMEOUT)
        assert "фоновый поток движка не запустился" in page.locator(".karty-widget__message").first.inner_text()
    finally:
        ctx.close()


def test_the_card_picker_works_with_the_keyboard(page, served):
    open_ready(page, served, "examples/bura/")
    toggle = page.locator("#bura-trick-1 .karty-field--cards").nth(1).locator("button.karty-pick")
    toggle.click()
    grid = page.locator("#bura-trick-1-answer-grid")
    grid.wait_for(state="visible")
    assert toggle.get_attribute("aria-expanded") == "true"
    # the grid shows the field's cards as pressed (10♠ 6♥)
    page.wait_for_function(
        "() => document.querySelector('#bura-trick-1-answer-grid [data-card=\"10S\"]').getAttribute('aria-pressed') === 'true'")
    assert grid.locator('[aria-pressed="true"]').count() == 2
    # the first card has the focus; arrows move it (roving tabindex), Space toggles
    page.keyboard.press("ArrowRight")  # 7♠
    page.keyboard.press("ArrowRight")  # 8♠
    page.keyboard.press("ArrowDown")   # 8♣
    focused = page.evaluate("() => document.activeElement.dataset.card")
    assert focused == "8C"
    assert grid.locator('[tabindex="0"]').count() == 1
    page.keyboard.press("Space")
    page.wait_for_function("() => document.querySelector('#bura-trick-1-answer').value.includes('8♣')")
    wait_answer(page, "bura-trick-1", "does not beat|need")
    # clicking toggles too (mouse and touch)
    grid.locator('[data-card="8C"]').click()
    page.wait_for_function("() => !document.querySelector('#bura-trick-1-answer').value.includes('8♣')")
    wait_answer(page, "bura-trick-1", "beats")
    page.keyboard.press("Escape")
    grid.wait_for(state="hidden")
    assert page.evaluate("() => document.activeElement.classList.contains('karty-pick')")
    assert page.console.errors == []


# What sticks out past the right edge of a phone's screen (the page must not scroll sideways;
# a wide table or code block may scroll inside its own box, which the theme provides).
OVERFLOW = """() => {
  const w = document.documentElement.clientWidth;
  const out = [...document.querySelectorAll('.md-content *')].filter((el) => {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.right <= w + 1) return false;
    for (let a = el.parentElement; a; a = a.parentElement) {
      const o = getComputedStyle(a).overflowX;
      if (o === 'auto' || o === 'scroll') return false;
    }
    return true;
  });
  return {scroll: document.scrollingElement.scrollWidth - w,
          out: out.slice(0, 3).map((el) => el.tagName + '.' + el.className + ' ' + Math.round(el.getBoundingClientRect().right))};
}"""


@pytest.mark.parametrize("path", EXAMPLES)
def test_on_a_phone_the_picker_works_by_touch_and_nothing_overflows(phone, served, axe, path):
    page = phone
    page.goto(served.url(path))
    assert page.evaluate(OVERFLOW) == {"scroll": 0, "out": []}, path
    # the engine starts when the browser is idle or the first widget comes into view
    # (test_engine_start_browser.py checks each)
    assert page.locator(".karty-widget").first.get_attribute("data-state") in ("static", "loading")
    page.locator(".karty-widget").first.scroll_into_view_if_needed()
    page.wait_for_function(READY, timeout=TIMEOUT)
    assert page.evaluate(OVERFLOW) == {"scroll": 0, "out": []}, path
    # the tables that now scroll in their own boxes stay reachable (axe: scrollable-region-focusable)
    found = [(v["id"], v["impact"]) for v in axe.run(page).response["violations"]
             if v["impact"] in ("serious", "critical")]
    assert found == [], path
    widget = page.locator(".karty-widget").first
    wid = widget.get_attribute("id")
    box = widget.locator(".karty-field--cards").first
    toggle = box.locator("button.karty-pick")
    toggle.scroll_into_view_if_needed()
    toggle.tap()
    grid = box.locator(".karty-picker")
    grid.wait_for(state="visible")
    assert toggle.get_attribute("aria-expanded") == "true"
    field = box.locator("input[type='text']")
    before = field.input_value()
    grid.locator("[data-card]:not([aria-pressed='true']):not([disabled])").first.tap()
    page.wait_for_function("([f, v]) => document.getElementById(f).value !== v",
                           arg=[field.get_attribute("id"), before])
    # the open picker does not push the page sideways either
    assert page.evaluate(OVERFLOW) == {"scroll": 0, "out": []}, path + " (picker open)"
    page.wait_for_function("(id) => document.getElementById(id).dataset.state === 'ready'", arg=wid)
    assert page.console.errors == []


def test_a_kon_against_the_computer_step_by_step(page, served):
    open_ready(page, served, "examples/bura/")
    widget = page.locator("#bura-play-1")
    for _ in range(3):
        buttons = widget.locator(".karty-actions button[data-action]")
        if buttons.count() == 0:
            break
        n = widget.locator(".karty-record-box .karty-move").count()
        action = buttons.first.get_attribute("data-action")
        buttons.first.click()
        page.wait_for_function(
            "([n]) => document.querySelectorAll('#bura-play-1 .karty-record-box .karty-move').length > n",
            arg=[n], timeout=20_000)
        assert quote(action.split()[0]) in page.url
    moves = page.input_value("#bura-play-1 input[name=moves]")
    assert moves
    # every step of the record cites a rule that links to the rules page
    links = widget.locator(".karty-record-box a.karty-rule-ref")
    assert links.count() > 3
    assert links.first.get_attribute("href").startswith("../../rules/bura/#bura.")
    widget.locator("button[data-command=undo]").click()
    page.wait_for_function(
        "([m]) => document.querySelector('#bura-play-1 input[name=moves]').value !== m", arg=[moves])
    widget.locator("button[data-command=new-deal]").click()
    page.wait_for_function("() => document.querySelector('#bura-play-1-seed').value === '8'")
    assert page.console.errors == []


def test_a_bank_session_step_by_step(page, served):
    open_ready(page, served, "ru/examples/ochko/")
    widget = page.locator("#ochko-session-1")
    for _ in range(4):
        buttons = widget.locator(".karty-actions button[data-action]")
        if buttons.count() == 0:
            break
        before = page.input_value("#ochko-session-1 input[name=moves]")
        buttons.first.click()
        page.wait_for_function(
            "([b]) => document.querySelector('#ochko-session-1 input[name=moves]').value !== b",
            arg=[before], timeout=20_000)
    # what happened cites its rule and sentences as links, in words (no ids shown)
    recent = widget.locator(".karty-recent")
    assert recent.locator("a.karty-rule-ref").count() >= 1
    assert recent.locator("a.karty-rule-ref").first.get_attribute("href").startswith("../../rules/ochko/#ochko.")
    assert recent.locator("a.karty-seg-ref").count() >= 1
    assert "ochko." not in recent.inner_text()
    assert page.console.errors == []


def arrived(page, path, kind):
    """Wait until an instant navigation to `path` has swapped in that page's widgets (of
    `kind`) and they are ready. The address alone is not enough: the old page's widgets,
    already ready, stay in the document until the new content replaces them, and a click
    on its footer in that moment would follow the old page's link."""
    page.wait_for_url(f"**/{path}", timeout=20_000)
    page.wait_for_function(
        "([p, k]) => location.pathname.endsWith(p)"
        " && document.querySelector(`.karty-widget[data-widget^='${k}']`)"
        " && !document.querySelector(`.karty-widget:not([data-widget^='${k}'])`)",
        arg=[path, kind], timeout=20_000)
    page.wait_for_function(READY, timeout=TIMEOUT)


def test_widgets_survive_instant_navigation(page, served):
    open_ready(page, served, "examples/bura/")
    page.evaluate("() => { window.__same_document = true; }")
    page.evaluate("() => document.querySelector('a.md-footer__link--next').click()")
    arrived(page, "examples/ochko/", "ochko")
    assert page.evaluate("() => window.__same_document === true"), "a full reload, not instant navigation"
    assert engine_workers(page) == 1
    page.evaluate("() => document.querySelector('a.md-footer__link--prev').click()")
    arrived(page, "examples/bura/", "bura")
    assert page.evaluate("() => window.__same_document === true")
    page.fill("#bura-trick-1-answer", "J♠ 6♣")
    wait_answer(page, "bura-trick-1", "does not beat")
    assert engine_workers(page) == 1
    assert page.console.errors == []


def test_the_reading_and_glossary_scripts_survive_instant_navigation(page, served):
    """edition.mjs and glossary.mjs (through lifecycle.mjs) set up the page's block after a
    full load and after each instant navigation, there and back, and only once: a toolbar
    button bound twice would undo its own click."""
    translation = "() => document.querySelector('.karty-edition').dataset.translation"

    def reading_page_works(path):
        # the section's own segments must be in the document (not the previous page's, whose
        # toolbar is ready too until instant navigation swaps the content)
        section = path.strip("/").split("/")[-1]
        page.wait_for_function(
            "([p, s]) => location.pathname.endsWith(p) && document.getElementById(s + '.' + (s.startsWith('verse') ? 'l1' : 's1'))"
            " && document.querySelector('.karty-toolbar')"
            " && !document.querySelector('.karty-toolbar').hidden", arg=[path, section], timeout=20_000)
        for _ in range(2):
            before = page.evaluate(translation)
            page.click("[data-karty-translation]")
            assert page.evaluate(translation) != before, f"{path}: the translation button is bound twice"
        page.locator(".karty-view:not([hidden]) .karty-app").first.click()
        page.wait_for_selector(".karty-pop.is-placed")  # placed by edition.mjs next to its button
        page.keyboard.press("Escape")

    page.goto(served.url("text/verse2/"))
    page.evaluate("() => { window.__same_document = true; }")
    reading_page_works("/text/verse2/")
    page.evaluate("() => document.querySelector('a.md-footer__link--next').click()")
    page.wait_for_url("**/text/bura/", timeout=20_000)
    reading_page_works("/text/bura/")
    page.evaluate("() => document.querySelector('a.md-tabs__link[href$=\"/glossary/\"]').click()")
    page.wait_for_url("**/glossary/", timeout=20_000)
    page.wait_for_function("() => { const t = document.querySelector('.karty-gl-toolbar'); return t && !t.hidden; }",
                           timeout=20_000)
    total = page.locator(".karty-gl-entry").count()
    page.fill(".karty-gl-search input", "бура")
    page.wait_for_function("(n) => document.querySelectorAll('.karty-gl-entry:not([hidden])').length < n", arg=total)
    page.press(".karty-gl-search input", "Escape")
    assert page.locator(".karty-gl-entry:not([hidden])").count() == total
    page.go_back()
    reading_page_works("/text/bura/")
    page.go_back()
    reading_page_works("/text/verse2/")
    assert page.evaluate("() => window.__same_document === true"), "a full reload, not instant navigation"
    assert page.console.errors == []


def test_no_console_errors_on_any_page(page, served):
    pages = served.pages()
    assert len(pages) > 20
    checked = []
    for path in pages:
        page.goto(served.url(path))
        page.wait_for_load_state("load")
        if page.locator(".karty-widget").count():
            page.wait_for_function(READY, timeout=TIMEOUT)
        else:
            page.wait_for_timeout(150)
        checked.append(path)
        assert page.console.errors == [], f"{path}: {page.console.errors}"
    assert "ru/examples/ochko/" in checked and "text/bura/" in checked


@pytest.fixture(scope="module")
def axe():
    from axe_playwright_python.sync_playwright import Axe

    return Axe()


# The theme's dark palette, as its palette toggle sets it (data-md-color-scheme on <body>;
# primary and accent are the same in both), but without storing the choice, so that the
# other tests keep the light one. The theme animates its colours: wait until they settle.
SET_SCHEME = """(scheme) => {
  document.body.setAttribute('data-md-color-scheme', scheme);
  return Promise.all(document.getAnimations().filter((a) => a instanceof CSSTransition)
    .map((a) => a.finished.catch(() => null)));
}"""
SCHEMES = ("default", "slate")


def axe_in_both_schemes(page, axe):
    """The serious and critical axe-core violations on the page as it is, in the light
    scheme and then in the dark one: {scheme: [(rule, impact, first targets)]}, empty if none."""
    bad, backgrounds = {}, set()
    for scheme in SCHEMES:
        page.evaluate(SET_SCHEME, scheme)
        backgrounds.add(page.evaluate("() => getComputedStyle(document.body).backgroundColor"))
        results = axe.run(page)
        found = [(v["id"], v["impact"], [" ".join(n["target"]) for n in v["nodes"]][:3])
                 for v in results.response["violations"] if v["impact"] in ("serious", "critical")]
        if found:
            bad[scheme] = found
    assert len(backgrounds) == len(SCHEMES), "the dark scheme did not change the page's colours"
    return bad


@pytest.mark.parametrize("path", ["", "ru/", "examples/", "ru/examples/", *EXAMPLES])
def test_axe_finds_no_serious_violations(page, served, axe, path):
    page.goto(served.url(path))
    if page.locator(".karty-widget").count():
        page.wait_for_function(READY, timeout=TIMEOUT)
        # with a card picker open too
        page.locator(".karty-widget button.karty-pick").first.click()
    assert axe_in_both_schemes(page, axe) == {}, path


READING = ["text/", "text/intro/", "text/verse1/", "text/interlude/", "text/verse2/", "text/bura/",
           "text/ochko/", "glossary/", "rules/", "rules/bura/", "rules/ochko/", "history/", "about/"]
# A sentence with a variant marker (or the first sentence; on the rules pages an editorial
# rule, or the first rule): the page is opened at its address, as a link to it opens it,
# so that it is the :target, under the accent's tint.
FIND_TARGET = """() => {
  const marker = document.querySelector('.karty-seg[id] .karty-view:not([hidden]) .karty-app:not([hidden])');
  // a rule may wait in a closed fold's <template> (rules.mjs puts it in place when opened)
  const folded = [...document.querySelectorAll('template[data-karty-fold]')].map((t) => t.content);
  const rule = (sel) => document.querySelector(sel)
    || folded.map((c) => c.querySelector(sel)).find(Boolean);
  const target = (marker && marker.closest('.karty-seg[id]')) || document.querySelector('.karty-seg[id]')
    || rule('.karty-rule[data-kind="editorial"][id]') || rule('.karty-rule[id]');
  return target ? target.id : null;
}"""
# ... and the popover of its first variant marker open
OPEN_MARKER = """() => {
  const target = document.querySelector(':target');
  const marker = target && target.querySelector('.karty-view:not([hidden]) .karty-app:not([hidden])');
  if (marker) marker.click();
  const open = document.querySelector('.karty-pop:popover-open');
  return {target: target ? target.id : null, popover: open ? open.id : null};
}"""


@pytest.mark.parametrize("path", [*READING, *("ru/" + p for p in READING)])
def test_axe_on_reading_pages(page, served, axe, path):
    page.goto(served.url(path))
    target = page.evaluate(FIND_TARGET)
    if target:
        # a full load at that address (changing location.hash makes the theme render the page again)
        page.goto("about:blank")
        page.goto(served.url(path) + "#" + quote(target))
    opened = page.evaluate(OPEN_MARKER)
    assert opened["target"] == target
    if path.endswith(("text/bura/", "text/ochko/")):
        assert opened["popover"], "no variant popover opened"
    if path.endswith(("text/bura/", "rules/ochko/")):
        assert target, "no sentence or rule targeted"
    assert axe_in_both_schemes(page, axe) == {}, path
    assert page.console.errors == []


# Hovered and focused links. axe-core checks the page as it is, not under the pointer, and
# the theme colours a hovered link with its accent (deep orange #ff6e42: 2.78:1 on white).
HOVER_CONTRAST = """async (selector) => {
  const el = document.querySelector(selector);
  if (!el) return null;
  await Promise.all(document.getAnimations().filter((a) => a instanceof CSSTransition)
    .map((a) => a.finished.catch(() => null)));
  const rgb = (c) => c.match(/[\\d.]+/g).map(Number);
  const lum = ([r, g, b]) => {
    const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  let bg = el;
  while (bg && rgb(getComputedStyle(bg).backgroundColor)[3] === 0) bg = bg.parentElement;
  const back = bg ? rgb(getComputedStyle(bg).backgroundColor) : [255, 255, 255];
  const [a, b] = [lum(rgb(getComputedStyle(el).color)), lum(back)];
  return {text: el.textContent.trim().slice(0, 40), ratio: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)};
}"""
HOVERED = {
    "history/": ".md-typeset p > a:not([class])",
    "text/bura/": ".md-sidebar--primary .md-nav__link[href]:not(.md-nav__link--active)",
    "glossary/": ".md-typeset a.karty-term__link, .md-typeset a[href*='#']",
}


@pytest.mark.parametrize("path", list(HOVERED))
@pytest.mark.parametrize("scheme", SCHEMES)
def test_hovered_and_focused_links_keep_their_contrast(page, served, path, scheme):
    page.set_viewport_size({"width": 1400, "height": 900})  # the primary sidebar is shown
    page.goto(served.url(path))
    page.evaluate(SET_SCHEME, scheme)
    link = page.locator(HOVERED[path]).locator("visible=true").first
    link.evaluate("(el) => el.setAttribute('data-probe', '')")
    link.scroll_into_view_if_needed()
    for how in ("hover", "focus"):
        getattr(link, how)()
        found = page.evaluate(HOVER_CONTRAST, "[data-probe]")
        assert found is not None, f"{path}: nothing matches {HOVERED[path]}"
        assert found["ratio"] >= 4.5, f"{path} ({scheme}, {how}): {found}"
        page.mouse.move(0, 0)
        page.evaluate("() => document.activeElement && document.activeElement.blur()")


@pytest.mark.parametrize("path", ["examples/bura/", "odds/ochko/", "glossary/bura/"])
def test_on_a_phone_a_rule_link_is_a_24px_target(phone, served, path):
    """A citation's link to its rule reads "rule" (four letters, about 23 px wide): it is
    still a 24 × 24 px target at 375 px, as the built page has it before the engine runs."""
    page = phone
    page.goto(served.url(path))
    sizes = page.locator("a.karty-rule-ref").evaluate_all(
        "(as) => as.filter((a) => a.offsetParent)"
        ".map((a) => { const r = a.getBoundingClientRect(); return [a.textContent, r.width, r.height]; })")
    assert sizes, path
    small = [s for s in sizes if s[1] < 24 or s[2] < 24]
    assert small == [], (path, small[:5])
