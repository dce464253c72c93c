"""Compute the banker's best standing rules exactly for Очко rule mixes, as entries
of ``karty.ochko.advice.KNOWN_STANDS`` (each takes minutes of CPU: run it under nice).

    .venv/bin/python tools/ochko_stands.py '{"ace": "1"}' '{"ace": "1", "dark": false}'

Prints one line per mix: the duel key, the two stands (card-blind, shown card) and
the seconds it took.
"""

from __future__ import annotations

import json
import sys
import time

from karty.ochko.advice import duel_key
from karty.ochko.rules import Rules
from karty.ochko.strategy import STAND_ONS, solve
from karty.ochko.strategy_shown import solve_shown


def main(argv: list[str]) -> None:
    for arg in argv:
        rules = Rules.coerce(json.loads(arg))
        t0 = time.perf_counter()
        blind = solve(rules, STAND_ONS).best_stand
        shown = solve_shown(rules, STAND_ONS).best_stand
        print(f"    {duel_key(rules)!r}: ({blind}, {shown}),  # {time.perf_counter() - t0:.0f} s",
              flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
