"""Fixed work for counting instructions (issue 16): the loops of ``speed_bench.py``,
run for a given number of Очко duel rounds or Бура кон instead of for a time.

Instruction counts do not depend on the load of a shared machine. Count a run with
the work and one without, and divide the difference by the rounds (or кон)::

    valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null \\
        .venv/bin/python bench/speed_instructions.py ochko 2000     # then: ochko 0
    ... bench/speed_instructions.py bura 1000                      # played out
    ... bench/speed_instructions.py bura-claims 3000               # claims allowed

``--engine DIR`` runs another copy of the engine (e.g. an older commit unpacked
with ``git archive``) with the same loops. The Очко count runs whole sessions
until at least the given number of rounds; the number run is printed.
"""

from __future__ import annotations

import argparse
import pathlib
import random
import sys
from typing import Any

ROOT = pathlib.Path(__file__).resolve().parents[1]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("game", choices=("ochko", "bura", "bura-claims"))
    ap.add_argument("n", type=int, help="Очко rounds or Бура кон (0: start-up only)")
    ap.add_argument("--engine", type=pathlib.Path, default=ROOT / "engine")
    args = ap.parse_args(argv)
    sys.path.insert(0, str(ROOT / "bench"))
    from bura_bench import LOOP
    from ochko_bench import OCHKO_LOOP  # (puts this checkout's engine on the path)

    sys.path.insert(0, str(args.engine.resolve()))  # ahead of it: the engine asked for

    ns: dict[str, Any] = {}
    exec(OCHKO_LOOP + LOOP, ns)  # noqa: S102  (the loops speed_bench.py times)
    import karty
    from karty import CHANCE
    from karty.ochko import MAX_ROUNDS, State

    print(f"engine: {pathlib.Path(karty.__file__).parent.parent}")

    if args.game != "ochko":
        if args.n:
            ns["random_kons"](args.n, 1, args.game == "bura-claims")
        print(f"{args.n} кон")
        return 0
    # ochko_rounds() of ochko_bench.py, stopped by a count of rounds, not by a clock.
    chance = random.Random(1)
    rngs = [random.Random("1/0"), random.Random("1/1")]
    players = [ns["Banker"](), ns["Banker"]()]
    rounds = 0
    while rounds < args.n:
        s = State.initial(players=2, purse=100, max_rounds=MAX_ROUNDS, max_banks=MAX_ROUNDS)
        while not s.is_terminal():
            who = s.current_player()
            if who == CHANCE:
                a = s.sample_chance(chance)
            else:
                a = players[who].choose(s.observation(who), s.legal_actions(), rngs[who])
            s.apply_action(a)
        rounds += s.rounds
    print(f"{rounds} rounds")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
