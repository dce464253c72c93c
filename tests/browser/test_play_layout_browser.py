"""Issue 28: the play pages do not move under the reader while the engine loads (CLS ≤ 0.05
on a phone, as Lighthouse's mobile run measures it). The empty table is there from the first
paint (hidden without JavaScript by the head's `karty-js` class, not by Material's `no-js`,
which its bundle removes at the end of the body: the table then appeared after the first
paint, and Lighthouse counted a shift of 0.35), and its loading line has room for the two
lines the download's size takes on a phone."""
from __future__ import annotations

import pytest
from karty.games import table_games

pytestmark = pytest.mark.browser

# every layout shift from the navigation on, counted whatever `hadRecentInput` says: the test
# gives no input, and Chromium marked the early shift as after an input on a mobile context
SHIFTS = """(() => { window.__shifts = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__shifts.push(e.value); })
    .observe({type: "layout-shift", buffered: true}); })();"""
READY = "() => document.querySelector('.karty-play[data-state=ready] .karty-play-live')"


@pytest.mark.parametrize("lang", ["", "ru/"])
@pytest.mark.parametrize("game", table_games())
def test_a_play_page_does_not_move_while_the_engine_loads(browser, served, game, lang):
    # Lighthouse's phone (Moto G Power: 412 × 823 CSS px, 1.75 pixel density), a first visit
    ctx = browser.new_context(viewport={"width": 412, "height": 823}, device_scale_factor=1.75, is_mobile=True,
                              has_touch=True, service_workers="block")
    try:
        ctx.add_init_script(SHIFTS)
        page = ctx.new_page()
        page.goto(served.url(f"{lang}play/{game}/"))
        page.wait_for_function(READY, timeout=120_000)
        page.wait_for_timeout(1000)
        shifts = page.evaluate("window.__shifts")
        assert sum(shifts) <= 0.05, shifts
    finally:
        ctx.close()
