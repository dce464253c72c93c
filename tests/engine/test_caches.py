"""The engine's memoised functions keep bounded caches, whatever is asked of them.

* ``karty.ochko.odds.banker_totals``: the last ``BANKER_CACHE_SIZE`` (256) answers, each
  about 1.6 kB (0.4 MB in all, measured below); the positions worked out on the
  way live for one call only. (Before issue 11 every position ever seen was kept:
  about 1.4 MB per new duel query.)
* ``karty.bura.web``'s replays of a кон: the last 64.
* ``karty.ochko.players``' rules of a table: the last ``RULES_CACHE_SIZE`` (32).

The heaviest functions are called again and again with new questions, and the
caches, and the memory Python holds, stay within their bounds.
"""

from __future__ import annotations

import gc
import random
import sys
import tracemalloc

import karty.web
import pytest
from karty import DECK
from karty.bura import web as web_bura
from karty.ochko import Rules
from karty.ochko.odds import BANKER_CACHE_SIZE, _banker_dist, banker_totals
from karty.ochko.players import RULES_CACHE_SIZE, _rules, _rules_of

#: The most memory Python may hold on to for the caches once they are full (the
#: banker's 256 answers take about 0.4 MB).
MEMORY_BOUND = 2_000_000


def _duel_state(rng: random.Random) -> dict[str, str]:
    cards = rng.sample(DECK, 6)
    return {"player": " ".join(c.ascii() for c in cards[:2]), "banker": cards[2].ascii(),
            "seen": " ".join(c.ascii() for c in cards[3:]),
            "stand_on": str(rng.randint(12, 21))}


def test_banker_totals_keeps_a_bounded_cache() -> None:
    rng = random.Random(11)
    _banker_dist.cache_clear()
    sizes = []
    for i in range(3 * BANKER_CACHE_SIZE):
        hand = rng.sample(DECK, rng.randint(1, 2))
        seen = rng.sample([c for c in DECK if c not in hand], rng.randint(0, 10))
        banker_totals(Rules(), rng.randint(12, 21), hand, seen)
        sizes.append(_banker_dist.cache_info().currsize)
    assert max(sizes) == BANKER_CACHE_SIZE  # filled, and never more
    assert sizes[-1] == BANKER_CACHE_SIZE
    info = _banker_dist.cache_info()
    assert info.maxsize == BANKER_CACHE_SIZE


@pytest.mark.skipif(sys.platform == "emscripten", reason="tracemalloc is slow in Pyodide; "
                    "tests/browser measures the worker's WebAssembly heap instead")
def test_the_duel_widget_memory_levels_off() -> None:
    """The heaviest widget (a duel: the banker's distribution under up to eight
    house rules) asked new questions again and again: once the cache is full, the
    memory Python holds does not grow."""
    rng = random.Random(5)
    _banker_dist.cache_clear()
    for _ in range(BANKER_CACHE_SIZE // 6):  # fill the cache first
        assert karty.web.call("ochko_duel", {"state": _duel_state(rng)})["ok"]
    gc.collect()
    tracemalloc.start()
    try:
        base = tracemalloc.get_traced_memory()[0]
        held = []
        for i in range(48):
            assert karty.web.call("ochko_duel", {"state": _duel_state(rng)})["ok"]
            if i % 12 == 11:
                gc.collect()
                held.append(tracemalloc.get_traced_memory()[0] - base)
    finally:
        tracemalloc.stop()
    assert _banker_dist.cache_info().currsize == BANKER_CACHE_SIZE
    assert max(held) < MEMORY_BOUND, held
    assert held[-1] - held[0] < MEMORY_BOUND // 4, held  # level, not growing


def test_bura_replays_are_bounded() -> None:
    for seed in range(80):
        reply = karty.web.call("bura_play", {"state": {"seed": str(seed)}})
        assert reply["ok"]
        legal = reply["result"]["data"]["legal"]
        if legal:
            karty.web.call("bura_play", {"state": {"seed": str(seed), "moves": legal[0]}})
    assert 0 < len(web_bura._REPLAYS) <= 64


def test_player_rules_cache_is_bounded() -> None:
    _rules_of.cache_clear()
    for bank in range(1, 3 * RULES_CACHE_SIZE):
        assert _rules(Rules(min_bank=bank).to_dict()).min_bank == bank
    assert _rules_of.cache_info().currsize == RULES_CACHE_SIZE
