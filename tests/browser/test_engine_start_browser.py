"""The engine's start in a real browser (Chromium via Playwright): from the build's
memory snapshot, the fallback to the normal start, the early start, and the
service worker (offline, a new build, no error response kept).

* From the snapshot, every widget's call answers exactly as after a normal start.
* A module the snapshot does not hold is imported from the wheel's files.
* A corrupt snapshot (bytes flipped in the file, or in its header), one of another
  runtime, one made with another wheel, or none at all (blocked): the engine
  starts the normal way, answers, and only the console says why.
* The engine starts at idle time without scrolling, or on first sight when the
  browser is never idle.
* After one visit, with the network off: the examples answer (from the snapshot),
  the reading pages open, instant navigation works.
* A new build: its service worker replaces the old cache; the engine runs the new
  wheel from the new snapshot, and a cache never holds another build's files.
* An error response is never stored, and the runtime is stored once it comes right;
  a shell file that fails leaves no cache at all.
* No console errors anywhere (pages, workers, service worker).
"""
from __future__ import annotations

import hashlib
import json
import time
from urllib.parse import urljoin

import pytest
from site_variants import VERSION_B, SwitchableServer, build_b, manifest, stale_snapshot, sw_build

pytestmark = pytest.mark.browser

TIMEOUT = 90_000
READY = ("() => { const ws = [...document.querySelectorAll('.karty-widget')];"
         " return ws.length > 0 && ws.every(w => w.dataset.state === 'ready'); }")
STATE = "() => window.karty.engineState()"
FALLBACK_WARNING = "memory snapshot was not used"

# Every widget of the four example pages, called with its own state, and a few more calls.
CALLS = """async (pages) => {
  const { callEngine } = await import(document.querySelector('script[src$="widgets.mjs"]').src);
  const calls = [];
  for (const path of pages) {
    const html = await (await fetch(new URL(path, document.baseURI), { cache: 'no-store' })).text();
    const doc = new DOMParser().parseFromString(html, 'text/html');
    for (const w of doc.querySelectorAll('.karty-widget')) {
      const state = JSON.parse(w.querySelector('script.karty-widget__data').textContent);
      calls.push([w.dataset.widget.replace('-', '_'), { lang: w.dataset.lang, state }]);
    }
  }
  calls.push(['parse_cards', { text: '10♠ Д♥ AS' }], ['parse_cards', { text: 'K♠ 11♠' }],
             ['rules_options', { game: 'bura' }], ['rules_options', { game: 'ochko' }],
             ['bura_trick', { lang: 'ru', state: { trump: 'h', led: 'KS 11S', answer: '10S' } }],
             ['bura_play', { lang: 'en', state: { seed: '7', moves: 'lead JS' } }]);
  const replies = [];
  for (const [fn, args] of calls) {
    const { id, ...reply } = await callEngine(fn, args);
    replies.push([fn, reply]);
  }
  return replies;
}"""
# The cache (name) holding all these addresses, or null.
CACHED = """async (urls) => {
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    const have = new Set((await cache.keys()).map((r) => r.url));
    if (urls.every((u) => have.has(u))) return name;
  }
  return null;
}"""
# Every stored response: {cache: [[url, status, sha256]]}.
STORED = """async () => {
  const hex = (b) => Array.from(new Uint8Array(b), (x) => x.toString(16).padStart(2, '0')).join('');
  const out = {};
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    out[name] = [];
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      out[name].push([request.url, response.status, hex(await crypto.subtle.digest('SHA-256', await response.arrayBuffer()))]);
    }
  }
  return out;
}"""
ACTIVE = ("async () => { const r = await navigator.serviceWorker.getRegistration();"
          " return r && r.active ? r.active.state : null; }")
ACTIVATED = ("async () => { const r = await navigator.serviceWorker.getRegistration();"
             " return !!(r && r.active && r.active.state === 'activated'); }")


class Watched:
    """A context whose console errors (pages, workers, service worker), page errors
    and failed requests are collected, and its console warnings."""

    def __init__(self, browser, **options) -> None:
        self.context = browser.new_context(**{"viewport": {"width": 1200, "height": 900}, **options})
        self.errors: list[str] = []
        self.warnings: list[str] = []
        self.allowed_failures: list[str] = []
        self.context.on("console", self._console)
        self.context.on("weberror", lambda e: self.errors.append(f"weberror: {e.error}"))
        self.context.on("requestfailed", self._failed)

    def _allowed(self, text: str) -> bool:
        return any(a in text for a in self.allowed_failures)

    def _console(self, msg) -> None:
        if msg.type in ("error", "assert"):
            where = (msg.location or {}).get("url", "")
            if not self._allowed(f"{msg.text} {where}"):
                self.errors.append(f"console.{msg.type}: {msg.text} @ {where}")
        elif msg.type == "warning":
            self.warnings.append(msg.text)

    def _failed(self, request) -> None:
        failure = request.failure or ""
        # ERR_CACHE_MISS: the worker asks the caches alone for the snapshot (only-if-cached)
        probe = "ERR_CACHE_MISS" in failure and "/assets/pyodide/snapshot-" in request.url
        if "ERR_ABORTED" in failure or probe or self._allowed(f"{request.url} {failure}"):
            return
        self.errors.append(f"request failed: {request.url} ({failure})")

    def page(self):
        return self.context.new_page()


@pytest.fixture
def watched(browser):
    made: list[Watched] = []

    def make(**options) -> Watched:
        w = Watched(browser, **options)
        made.append(w)
        return w

    yield make
    for w in made:
        w.context.close()


@pytest.fixture(scope="module")
def site_b(served, tmp_path_factory):
    """Build B: the built site with another karty wheel (its version VERSION_B)."""
    return build_b(served.root, tmp_path_factory.mktemp("builds") / "b")


@pytest.fixture
def server(served):
    s = SwitchableServer(served.root)
    yield s
    s.close()


def ready(page, url):
    page.goto(url)
    page.wait_for_function(READY, timeout=TIMEOUT)
    return page.evaluate(STATE)


def runtime_urls(base: str, root) -> list[str]:
    return [urljoin(base, path) for path in sw_build(root)["runtime"]]


def poll(page, js: str, arg=None, timeout_s: float = 90):
    """Evaluate `js` (an async function) until it returns something truthy; return that.
    (page.wait_for_function takes the promise itself for a truthy value.)"""
    end = time.monotonic() + timeout_s
    while True:
        got = page.evaluate(js, arg)
        if got:
            return got
        assert time.monotonic() < end, f"timed out waiting for {js}"
        time.sleep(0.1)


def wait_cached(page, urls, timeout_s: float = 60) -> str:
    end = time.monotonic() + timeout_s
    while time.monotonic() < end:
        name = page.evaluate(CACHED, urls)
        if name:
            return name
        time.sleep(0.25)
    raise AssertionError(f"not all of {urls} were stored: {page.evaluate(STORED)}")


EXAMPLES = ["examples/bura/", "examples/ochko/", "ru/examples/bura/", "ru/examples/ochko/"]


# ------------------------------------------------------------------ snapshot vs normal
def emulate_link(w, page, mbps: float, latency_ms: float) -> None:
    """Chromium's emulated network for `page` (and its workers)."""
    cdp = w.context.new_cdp_session(page)
    cdp.send("Network.enable")
    rate = mbps * 1e6 / 8
    cdp.send("Network.emulateNetworkConditions", {"offline": False, "latency": latency_ms,
                                                  "downloadThroughput": rate, "uploadThroughput": rate})


def test_the_snapshot_answers_every_widget_as_the_normal_start_does(served, watched):
    """The link decides (engine-boot.mjs, chooseStart): on the local link the snapshot,
    on an emulated 10 Mbit/s, 40 ms link the normal start; both answer alike."""
    fast, slow = watched(service_workers="block"), watched(service_workers="block")
    answers = {}
    for name, w in (("snapshot", fast), ("normal", slow)):
        page = w.page()
        if w is slow:
            emulate_link(w, page, 10, 40)
        start = ready(page, served.url("examples/bura/"))["start"]
        assert start["via"] == name, start
        assert start["choice"]["snapshot"] is (name == "snapshot"), start
        answers[name] = page.evaluate(CALLS, [served.url(p) for p in EXAMPLES])
    assert len(answers["snapshot"]) > 20
    assert {fn for fn, _ in answers["snapshot"]} >= {"bura_trick", "bura_declare", "bura_made", "bura_play",
                                                     "bura_rules", "ochko_hand", "ochko_duel", "ochko_session"}
    assert any(not reply["ok"] for _, reply in answers["snapshot"])  # the bad notation
    assert answers["snapshot"] == answers["normal"]
    # the choice is no failure: no warning either way
    assert not any(FALLBACK_WARNING in w for w in slow.warnings + fast.warnings)
    assert fast.errors == [] and slow.errors == []


LAZY_WORKER = """
const base = %s;
const { bootEngine } = await import(base + "assets/js/engine-boot.mjs");
try {
  const booted = await bootEngine(new URL("assets/pyodide/", base), { progress() {}, fail(m) { postMessage({ failed: m }); } });
  const py = booted.pyodide;
  const before = py.runPython("import sys; ['karty.players_common' in sys.modules, 'encodings.cp1251' in sys.modules]").toJs();
  py.runPython("import karty.players_common");
  const file = py.runPython("import karty.players_common as m; m.__file__");
  const mean = py.runPython("list('тест'.encode('cp1251'))").toJs();  // encodings/cp1251.py, from the zip
  postMessage({ via: booted.via, before, file, mean });
} catch (err) {
  postMessage({ failed: String(err) });
}
"""


def test_a_module_the_snapshot_does_not_hold_is_imported_from_the_wheel(served, watched):
    w = watched(service_workers="block")
    page = w.page()
    page.goto(served.url("about/"))
    got = page.evaluate("""(code) => new Promise((resolve) => {
      const url = URL.createObjectURL(new Blob([code], { type: 'text/javascript' }));
      const worker = new Worker(url, { type: 'module' });
      worker.onmessage = (e) => { resolve(e.data); worker.terminate(); };
      worker.onerror = (e) => resolve({ failed: e.message });
    })""", LAZY_WORKER % json.dumps(served.base))
    assert got.get("failed") is None, got
    assert got["via"] == "snapshot"
    assert got["before"] == [False, False]  # neither is in the snapshot…
    assert got["file"].endswith("site-packages/karty/players_common.py")  # …and both are found
    assert got["mean"] == [0xF2, 0xE5, 0xF1, 0xF2]
    assert w.errors == []


# ------------------------------------------------------------------ fallbacks
def _flip_payload(body: bytes) -> bytes:
    data = bytearray(body)
    for i in range(len(data) // 2, len(data) // 2 + 64):
        data[i] ^= 0xFF
    return bytes(data)


def _flip_header(body: bytes) -> bytes:
    raw = bytearray(body)
    at = raw.index(b'"runtime":"') + len(b'"runtime":"')
    raw[at] = ord("0") if raw[at] != ord("0") else ord("1")
    return bytes(raw)


# A file whose bytes are not manifest.json's is refused by its sha256; one whose
# manifest.json names it (its sha256 rewritten) by its header.
@pytest.mark.parametrize(("flip", "why", "named"), [(_flip_payload, "sha256", False), (_flip_header, "another runtime", True)],
                         ids=["bytes", "header"])
def test_a_corrupt_snapshot_falls_back_to_the_normal_start(served, watched, flip, why, named):
    w = watched(service_workers="block")
    m = manifest(served.root)
    body = flip((served.root / "assets/pyodide" / m["snapshot"]["file"]).read_bytes())

    def corrupt(route):
        route.fulfill(status=200, content_type="application/octet-stream", body=body)

    def renamed(route):
        m = json.loads(route.fetch().body())
        m["snapshot"]["sha256"] = hashlib.sha256(body).hexdigest()
        route.fulfill(status=200, content_type="application/json", body=json.dumps(m))

    w.context.route("**/snapshot-*.bin", corrupt)
    if named:
        w.context.route("**/assets/pyodide/manifest.json", renamed)
    page = w.page()
    start = ready(page, served.url("examples/ochko/"))["start"]
    assert start["via"] == "normal" and why in start["fallback"], start
    page.fill("#ochko-hand-1-hand", "A♠ A♥")
    page.wait_for_function("() => document.querySelector('#ochko-hand-1 .karty-widget__answer').textContent.includes('22')",
                           timeout=20_000)
    assert [x for x in w.warnings if FALLBACK_WARNING in x]
    assert w.errors == []


@pytest.mark.parametrize(("keep_runtime", "why"), [("b", "another runtime"), ("a", "with another karty-")],
                         ids=["another-runtime", "another-wheel"])
def test_a_snapshot_of_another_build_falls_back_and_runs_this_builds_wheel(served, site_b, server, watched,
                                                                           tmp_path, keep_runtime, why):
    server.root = stale_snapshot(served.root, site_b, tmp_path / "stale", keep_runtime=keep_runtime)
    w = watched(service_workers="block")
    page = w.page()
    state = ready(page, server.url("examples/bura/"))
    assert state["start"]["via"] == "normal" and why in state["start"]["fallback"], state
    assert state["versions"]["karty"] == VERSION_B
    assert w.errors == []


def test_with_the_snapshot_blocked_the_normal_start_answers(served, watched):
    w = watched(service_workers="block")
    w.context.route("**/snapshot-*.bin", lambda route: route.abort())
    w.allowed_failures.append("snapshot-")
    page = w.page()
    state = ready(page, served.url("ru/examples/bura/"))
    assert state["start"]["via"] == "normal" and state["start"]["fallback"], state
    # everything but the snapshot was counted
    m = manifest(served.root)
    assert state["progress"]["total"] == sum(size for name, size in m["files"].items()
                                            if name.endswith((".wasm", ".zip", ".json", ".whl")))
    page.fill("#bura-trick-1-answer", "J♠ 6♣")
    page.wait_for_function("() => document.querySelector('#bura-trick-1 .karty-widget__answer').textContent.includes('не бьёт')",
                           timeout=20_000)
    assert w.errors == []


# ------------------------------------------------------------------ early start
# (the worked examples and the play tables start the engine from their head: issue 28; a page
# with a widget further down, odds/ochko, starts it at idle time or when the widget is seen)
IDLE_PAGE = "odds/ochko/"


def test_the_engine_starts_at_idle_time_without_scrolling(served, watched):
    w = watched(service_workers="block", viewport={"width": 375, "height": 740})
    page = w.page()
    page.goto(served.url(IDLE_PAGE))
    first = page.locator(".karty-widget").first
    assert not page.evaluate("(el) => el.getBoundingClientRect().top < innerHeight", first.element_handle())
    page.wait_for_function(READY, timeout=TIMEOUT)  # never scrolled
    assert page.evaluate("() => scrollY") == 0
    assert w.errors == []


def test_without_idle_time_the_engine_starts_on_first_sight(served, watched):
    w = watched(service_workers="block", viewport={"width": 375, "height": 740})
    w.context.add_init_script("window.requestIdleCallback = () => 0; window.cancelIdleCallback = () => {};")
    page = w.page()
    page.goto(served.url(IDLE_PAGE))
    page.wait_for_load_state("load")
    page.wait_for_timeout(1500)
    assert page.evaluate(STATE)["status"] == "idle"
    page.locator(".karty-widget").first.scroll_into_view_if_needed()
    page.wait_for_function(READY, timeout=TIMEOUT)
    assert w.errors == []


# ------------------------------------------------------------------ the service worker
def test_offline_after_one_visit_the_examples_answer(served, watched):
    w = watched()
    page = w.page()
    assert ready(page, served.url("examples/bura/"))["start"]["via"] == "snapshot"
    wait_cached(page, runtime_urls(served.base, served.root))
    w.context.set_offline(True)
    # the service worker tries the network first for pages: those attempts fail
    w.allowed_failures.append("ERR_INTERNET_DISCONNECTED")
    state = ready(page, served.url("ru/examples/ochko/"))
    assert (state["start"]["via"], state["start"]["fallback"]) == ("snapshot", None)
    assert page.evaluate("() => navigator.serviceWorker.controller !== null")
    page.fill("#ochko-hand-1-hand", "A♠ A♥")
    page.wait_for_function("() => document.querySelector('#ochko-hand-1 .karty-widget__answer').textContent.includes('22')",
                           timeout=20_000)
    # instant navigation, offline
    page.evaluate("() => { window.__same_document = true; }")
    page.evaluate("() => document.querySelector('a.md-footer__link--prev').click()")
    page.wait_for_function("() => location.pathname.endsWith('/ru/examples/bura/')"
                           " && document.querySelector('.karty-widget[data-widget^=bura]')", timeout=20_000)
    page.wait_for_function(READY, timeout=TIMEOUT)
    assert page.evaluate("() => window.__same_document === true"), "a full reload, not instant navigation"
    # the reading pages, the glossary, and a page never visited
    for path, text in (("text/bura/", "Bura"), ("glossary/", "Glossary"), ("ru/history/", "История")):
        page.goto(served.url(path))
        assert text in page.title(), path
        # let the theme's search worker load its lunr files before the next page: a
        # request cut off by the next navigation fails through a service worker as
        # ERR_FAILED, not ERR_ABORTED (seen once, under load)
        page.wait_for_load_state("networkidle")
    w.context.set_offline(False)
    assert w.errors == []


def test_a_first_visit_downloads_the_snapshot_once(served, server, watched):
    """The service worker keeps the snapshot the engine downloaded before it controlled
    the page (a private window's HTTP cache cannot hold it), not a second download."""
    w = watched()
    page = w.page()
    assert ready(page, server.url("examples/bura/"))["start"]["via"] == "snapshot"
    wait_cached(page, runtime_urls(server.base, served.root))
    snap = "/assets/pyodide/" + manifest(served.root)["snapshot"]["file"]
    assert server.sent[snap] == 1, server.sent
    # the handed-over copy is gone too
    poll(page, "async (v) => JSON.stringify(await caches.keys()) === JSON.stringify([v])",
         f"karty-{sw_build(served.root)['version']}", timeout_s=20)
    assert w.errors == []


def test_a_new_build_replaces_the_cached_runtime_and_snapshot(served, site_b, server, watched):
    a, b = sw_build(served.root), sw_build(site_b)
    assert a["version"] != b["version"]
    w = watched()
    page = w.page()
    state = ready(page, server.url("examples/bura/"))
    assert state["versions"]["karty"] != VERSION_B and state["start"]["via"] == "snapshot"
    assert wait_cached(page, runtime_urls(server.base, served.root)) == f"karty-{a['version']}"
    server.root = site_b  # the new build is deployed
    page.evaluate("async () => (await navigator.serviceWorker.getRegistration()).update()")
    poll(page, "async (v) => JSON.stringify(await caches.keys()) === JSON.stringify([v])", f"karty-{b['version']}")
    poll(page, ACTIVATED)
    for _ in range(2):  # the first start stores the runtime, the second runs from the cache
        state = ready(page, server.url("examples/ochko/"))
        assert state["versions"]["karty"] == VERSION_B
        wait_cached(page, runtime_urls(server.base, site_b))
    # B's snapshot with B's files (the first start may be the normal one: B's runtime
    # came from the cache, its snapshot did not)
    assert (state["start"]["via"], state["start"]["fallback"]) == ("snapshot", None)
    stored = page.evaluate(STORED)
    assert list(stored) == [f"karty-{b['version']}"]
    want = {urljoin(server.base, p): sha for p, sha in {**b["shell"], **b["runtime"]}.items()}
    for url, status, sha in stored[f"karty-{b['version']}"]:
        assert status == 200 and want[url] == sha, url  # only B's bytes, never A's
    assert w.errors == []


def test_an_error_response_is_never_stored(served, server, watched):
    w = watched()
    snap = manifest(served.root)["snapshot"]["file"]
    w.context.route(f"**/{snap}", lambda route: route.fulfill(status=503, body="busy"))
    w.allowed_failures.append(snap)
    page = w.page()
    state = ready(page, server.url("examples/bura/"))
    assert state["start"]["via"] == "normal" and "503" in state["start"]["fallback"]
    others = [u for u in runtime_urls(server.base, served.root) if not u.endswith(snap)]
    name = wait_cached(page, others)
    page.wait_for_timeout(500)
    stored = page.evaluate(STORED)[name]
    assert not [u for u, _, _ in stored if u.endswith(snap)]
    assert {status for _, status, _ in stored} == {200}
    # once it comes right, it is stored, and used
    w.context.unroute(f"**/{snap}")
    # the runtime comes from the cache and the snapshot does not: nothing tells the
    # link's speed, so the worker may start the normal way; the snapshot is stored anyway
    assert ready(page, server.url("examples/ochko/"))["start"]["via"] in ("normal", "snapshot")
    wait_cached(page, runtime_urls(server.base, served.root))
    assert ready(page, server.url("examples/ochko/"))["start"]["via"] == "snapshot"
    assert w.errors == []


def test_a_shell_file_that_fails_leaves_no_cache(served, server, watched):
    w = watched()
    w.context.route("**/history/", lambda route: route.fulfill(status=500, body="broken"))
    w.allowed_failures += ["/history/", "not this build's file"]
    page = w.page()
    page.goto(server.url("about/"))
    poll(page, "async () => !!(await navigator.serviceWorker.getRegistration())")
    # the install fails: the registration goes, and no cache is left
    poll(page, "async () => !(await navigator.serviceWorker.getRegistration())")
    assert page.evaluate("() => caches.keys()") == []
    assert page.evaluate(ACTIVE) is None
    w.context.unroute("**/history/")
    page.reload()
    poll(page, ACTIVATED)
    assert page.evaluate("() => caches.keys()") == [f"karty-{sw_build(served.root)['version']}"]
    assert w.errors == []
