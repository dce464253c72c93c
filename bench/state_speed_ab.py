"""Two engines side by side (not a test): how fast each plays random games of every
game through the State's public API, in one run, the runs interleaved so that the
machine's load falls on both alike.

    .venv/bin/python bench/state_speed_ab.py OTHER/engine              # vs this tree's engine
    .venv/bin/python bench/state_speed_ab.py OTHER/engine --rounds 5 --games 300

Each measurement is a fresh interpreter with one engine first on ``sys.path``,
playing ``--games`` seeded games of each game from the deal to the end, every
choice uniformly random among ``legal_actions()`` and every action applied with
``apply_action`` (explanations included, as the site calls it), plus Бура with
``apply_unchecked`` (the search's playouts). It prints games per CPU second (process time: less
swayed by other processes than the wall clock) for each
engine (the median over ``--rounds``) and the ratio B/A, with the load average.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent / "engine"

LOOP = r"""
import json, random, sys, time
from karty import GAMES
n = int(sys.argv[1])
out = {}
for spec in GAMES:
    t = time.process_time()
    for seed in range(n):
        s = spec.new_game(seed)
        rng = random.Random(seed)
        while not s.is_terminal():
            if s.current_player() < 0:
                s.apply_action(s.sample_chance(rng))
            else:
                legal = s.legal_actions()
                a = legal[rng.randrange(len(legal))]
                if hasattr(a, "sample"):
                    a = a.sample(rng)
                s.apply_action(a)
    out[spec.name] = n / (time.process_time() - t)
from karty.bura import new_game
t = time.process_time()
for seed in range(n):
    s = new_game(seed)
    rng = random.Random(seed)
    while not s.is_terminal():
        legal = s.legal_actions()
        s.apply_unchecked(legal[rng.randrange(len(legal))])
out["bura unchecked"] = n / (time.process_time() - t)
print(json.dumps(out))
"""


def run(engine: Path, games: int) -> dict[str, float]:
    env = dict(os.environ, PYTHONPATH=str(engine))
    done = subprocess.run([sys.executable, "-c", LOOP, str(games)], env=env, check=True,
                          capture_output=True, text=True)
    return dict(json.loads(done.stdout))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("other", type=Path, help="the other engine's folder (holding karty/)")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--games", type=int, default=200)
    args = ap.parse_args()
    engines = {"A (other)": args.other.resolve(), "B (this tree)": HERE}
    rates: dict[str, list[dict[str, float]]] = {k: [] for k in engines}
    for _ in range(args.rounds):
        for name, path in engines.items():
            rates[name].append(run(path, args.games))
    print(f"load average: {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f}; "
          f"{args.rounds} rounds of {args.games} games each")
    keys = list(rates["A (other)"][0])
    for k in keys:
        a = statistics.median(r[k] for r in rates["A (other)"])
        b = statistics.median(r[k] for r in rates["B (this tree)"])
        print(f"{k:16s} A {a:9.1f}/s   B {b:9.1f}/s   B/A {b / a:5.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
