"""Issue 28: a play page starts the engine's worker while its head is parsed (an inline script
in docs/overrides/main.html), before DOMContentLoaded, and engine-client.mjs takes that worker
over with what it said meanwhile: one engine worker, the table dealt, no error."""
from __future__ import annotations

import pytest
from karty.games import table_games

pytestmark = pytest.mark.browser

READY = "() => document.querySelector('.karty-play[data-state=ready] .karty-play-live')"


@pytest.mark.parametrize("game", table_games())
def test_the_worker_starts_from_the_head_and_is_taken_over(browser, served, game):
    ctx = browser.new_context(service_workers="block")
    try:
        page = ctx.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        page.goto(served.url(f"play/{game}/"))
        page.wait_for_function(READY, timeout=120_000)
        started, dcl = page.evaluate("""() => [performance.getEntriesByName('karty:engine-start').map((m) => m.startTime),
                                              performance.getEntriesByType('navigation')[0].domContentLoadedEventStart]""")
        assert len(started) == 1 and started[0] < dcl, (started, dcl)
        engines = [w for w in page.workers if w.url.endswith("/assets/js/worker.mjs")]
        assert len(engines) == 1, [w.url for w in page.workers]
        early = page.evaluate("() => window.kartyEarlyEngine && window.kartyEarlyEngine.taken")
        assert early is True
        state = page.evaluate("() => window.karty.engineState()")
        assert state["status"] == "ready" and state["restarts"] == 0
        assert errors == []
    finally:
        ctx.close()
