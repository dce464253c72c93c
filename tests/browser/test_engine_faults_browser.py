"""The engine's worker under faults and long use, in a real browser.

* An unexpected error in the worker (injected by serving a worker.mjs whose call
  into Python throws for a marked input) shows a plain message in the page's
  language, never a traceback, and the worker answers the next edit; a runtime
  that stops answering altogether is replaced by a fresh worker.
* The duel widget edited 200 times: the worker's WebAssembly heap levels off
  (the engine's caches are bounded; before issue 11 it grew by about 113 MB over
  150 edits).
* An address naming an example that is not on the page, or a ``__proto__`` key,
  is reported to the reader.
"""
from __future__ import annotations

import random
from pathlib import Path

import pytest

pytestmark = pytest.mark.browser

TIMEOUT = 90_000
READY = ("() => { const ws = [...document.querySelectorAll('.karty-widget')];"
         " return ws.length > 0 && ws.every(w => w.dataset.state === 'ready'); }")
#: The marker that makes the injected worker throw: once ("FAULT"), or from then on
#: in this worker ("FATAL": the runtime no longer answers at all).
SEAM = "function answer(api, fn, args) {\n"
INJECTED = (SEAM + "  const t = JSON.stringify(args);\n"
            "  if (self.__dead || t.includes('FATAL')) { self.__dead = true;"
            " throw new Error('Traceback (most recent call last): injected, fatal'); }\n"
            "  if (t.includes('FAULT')) throw new Error('Traceback (most recent call last):"
            " injected');\n")
PLAIN = {"en": "The engine could not answer this", "ru": "Движок не смог ответить"}
#: How much the worker's WebAssembly heap may still grow between the 50th and the
#: 200th edit of the duel widget (it is 0 when the caches are full; a 64 KiB page
#: now and then is the allocator's own business).
HEAP_GROWTH_BOUND = 8 * 1024 * 1024


@pytest.fixture
def faulty(browser):
    """A context whose worker.mjs throws for inputs holding FAULT or FATAL."""
    import urllib.request

    ctx = browser.new_context()

    def handle(route):
        # the source, with the seam: the site's copy is minified at build (docs/hooks/assets/minify.py)
        with urllib.request.urlopen(route.request.url) as r:
            assert r.status == 200
        body = (Path(__file__).resolve().parents[2] / "docs" / "assets" / "js" / "worker.mjs").read_text(
            encoding="utf-8")
        assert SEAM in body, "worker.mjs no longer has the seam the test injects at"
        route.fulfill(status=200, content_type="text/javascript",
                      body=body.replace(SEAM, INJECTED, 1))

    ctx.route("**/assets/js/worker.mjs", handle)
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.errors = errors
    yield page
    ctx.close()


def _error_text(page, wid: str) -> str:
    return page.evaluate(
        "(id) => [...document.querySelectorAll('#' + id + ' .karty-field__error, #' + id"
        " + ' .karty-widget__error')].map(e => e.hidden ? '' : e.textContent).join(' ')", wid)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_an_engine_fault_is_a_plain_message_and_the_worker_stays_usable(faulty, served, lang):
    page = faulty
    page.goto(served.url(("ru/" if lang == "ru" else "") + "examples/ochko/"))
    page.wait_for_function(READY, timeout=TIMEOUT)
    page.fill("#ochko-hand-1-hand", "FAULT")
    page.wait_for_function("(id) => document.querySelector('#' + id + ' .karty-widget__error')"
                           ".textContent.length > 0", arg="ochko-hand-1", timeout=20_000)
    shown = _error_text(page, "ochko-hand-1")
    assert PLAIN[lang] in shown and "Traceback" not in shown
    assert "Traceback" not in page.inner_text("body")
    # the worker answers the next edit, and no new worker was needed
    page.fill("#ochko-hand-1-hand", "10♠ 6♥")
    page.wait_for_function("() => /16/.test(document.querySelector('#ochko-hand-1"
                           " .karty-widget__answer').textContent)", timeout=20_000)
    assert _error_text(page, "ochko-hand-1").strip() == ""
    assert page.evaluate("() => window.karty.engineState().restarts") == 0
    assert page.errors == []


def test_a_runtime_that_stops_answering_is_replaced(faulty, served):
    page = faulty
    page.goto(served.url("ru/examples/ochko/"))
    page.wait_for_function(READY, timeout=TIMEOUT)
    page.fill("#ochko-hand-1-hand", "FATAL")
    page.wait_for_function("() => window.karty.engineState().restarts === 1", timeout=20_000)
    page.wait_for_function("(id) => document.querySelector('#' + id + ' .karty-widget__error')"
                           ".textContent.length > 0", arg="ochko-hand-1", timeout=20_000)
    shown = _error_text(page, "ochko-hand-1")
    assert ("Движок не смог ответить" in shown or "Движок на этом остановился" in shown), shown
    assert "Traceback" not in shown
    page.wait_for_function("() => window.karty.engineState().status === 'ready'", timeout=TIMEOUT)
    page.fill("#ochko-hand-1-hand", "10♠ 6♥")
    page.wait_for_function("() => /16/.test(document.querySelector('#ochko-hand-1"
                           " .karty-widget__answer').textContent)", timeout=TIMEOUT)
    assert "Traceback" not in page.inner_text("body")
    assert page.errors == []


def test_the_duel_widgets_memory_levels_off(page, served):
    """200 edits of the duel widget, each a new question: the worker's WebAssembly
    heap after the 200th differs from the heap after the 50th by at most
    HEAP_GROWTH_BOUND."""
    page.goto(served.url("examples/ochko/"))
    page.wait_for_function(READY, timeout=TIMEOUT)
    rng = random.Random(2026)
    ranks = ["6", "7", "8", "9", "10", "J", "Q", "K", "A"]
    deck = [r + s for r in ranks for s in "SCDH"]
    heaps: dict[int, int] = {}
    for i in range(1, 201):
        cards = rng.sample(deck, 5)
        player, banker, seen = " ".join(cards[:2]), cards[2], " ".join(cards[3:])
        page.evaluate("([p, b, s]) => {"
                      " for (const [k, v] of [['player', p], ['banker', b], ['seen', s]]) {"
                      "  const el = document.querySelector('#ochko-duel-1-' + k); el.value = v; }"
                      " document.querySelector('#ochko-duel-1-seen')"
                      "  .dispatchEvent(new Event('change', {bubbles: true})); }",
                      [player, banker, seen])
        page.wait_for_function(
            "(want) => decodeURIComponent(location.hash).replace(/\\+/g, ' ').includes(want)",
            arg="player=" + player, timeout=30_000)
        if i in (1, 50, 100, 150, 200):
            heaps[i] = page.evaluate("async () => (await window.karty.engineStats()).heap_bytes")
    print("wasm heap (bytes) after n edits:", heaps)
    assert all(isinstance(v, int) and v > 0 for v in heaps.values()), heaps
    assert heaps[200] - heaps[50] <= HEAP_GROWTH_BOUND, heaps
    assert page.console.errors == []


def test_an_unknown_example_in_the_address_is_reported(page, served):
    page.goto(served.url("ru/examples/bura/#ex=no-such-example&led=KS"))
    page.wait_for_function(READY, timeout=TIMEOUT)
    first = page.locator(".karty-widget").first.get_attribute("id")
    text = _error_text(page, first)
    assert "no-such-example" in text and "нет" in text


def test_a_proto_key_in_the_address_is_reported(page, served):
    page.goto(served.url("examples/bura/#ex=bura-trick-1&trump=h&led=KS&answer=AS&__proto__=x"))
    page.wait_for_function("() => document.querySelector('#bura-trick-1 .karty-widget__error')"
                           ".textContent.includes('__proto__')", timeout=TIMEOUT)
    assert "unknown key" in _error_text(page, "bura-trick-1")


def test_an_address_with_too_many_keys_says_so(page, served):
    keys = "&".join(["trump=h"] * 61)
    page.goto(served.url(f"examples/bura/#ex=bura-trick-1&led=KS&answer=AS&{keys}"))
    page.wait_for_function(READY, timeout=TIMEOUT)  # the address's state is answered
    assert "more than 60 keys" in _error_text(page, "bura-trick-1")
