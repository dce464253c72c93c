"""How big a long Очко session saves, and how long restoring it takes.

A full table (9 players, each with the largest purse, 100,000) plays with the
rule-of-thumb players until ``--rounds`` кон (default: the engine's own bound,
``karty.ochko.MAX_ROUNDS``, or 2000 for an engine that has none); then
``State.to_dict()`` is written as JSON, and ``State.from_dict`` replays it.

    .venv/bin/python bench/session_bench.py --json
    .venv/bin/python bench/session_bench.py --engine /path/to/another/engine --rounds 2000

``--engine`` runs the same measurement on another copy of the engine (e.g. an
older commit's ``engine/`` folder, exported with ``git archive``), in a
subprocess, for before-and-after figures side by side.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

MEASURE = r"""
import json, random, sys, time
import karty.ochko as ochko
from karty.ochko import HeuristicPlayer, Rules, State
rounds = int(sys.argv[1]) or getattr(ochko, "MAX_ROUNDS", 2000)
s = State.initial(Rules(), players=9, purse=100_000, max_rounds=rounds, max_banks=rounds)
rng = random.Random(1)
rngs = [random.Random(f"1/{i}") for i in range(9)]
player = HeuristicPlayer()
t0 = time.perf_counter()
while not s.is_terminal():
    who = s.current_player()
    a = s.sample_chance(rng) if who < 0 else player.choose(s.observation(who), s.legal_actions(), rngs[who])
    s.apply_action(a)
t1 = time.perf_counter()
text = json.dumps(s.to_dict(), ensure_ascii=False)
t2 = time.perf_counter()
data = json.loads(text)
t3 = time.perf_counter()
again = State.from_dict(data)
t4 = time.perf_counter()
assert again == s
print(json.dumps({
    "rounds": s.rounds, "duels": len(s.outcomes), "actions": len(s.history()),
    "bytes": len(text.encode("utf-8")), "bytes_per_kon": round(len(text.encode("utf-8")) / s.rounds),
    "play_s": round(t1 - t0, 2), "save_s": round(t2 - t1, 3), "restore_s": round(t4 - t3, 2),
    "restore_ms_per_kon": round((t4 - t3) * 1000 / s.rounds, 3),
    "max_rounds": getattr(ochko, "MAX_ROUNDS", None),
}))
"""


def measure(engine: Path, rounds: int) -> dict[str, object]:
    env = dict(os.environ, PYTHONPATH=str(engine))
    proc = subprocess.run([sys.executable, "-c", MEASURE, str(rounds)], env=env, check=True,
                          capture_output=True, text=True)
    result: dict[str, object] = json.loads(proc.stdout.strip().splitlines()[-1])
    result["engine"] = str(engine)
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=0,
                        help="кон to play (default: the engine's MAX_ROUNDS)")
    parser.add_argument("--engine", action="append", default=[],
                        help="another engine folder to measure as well (repeatable)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    results = [measure(ROOT / "engine", args.rounds)]
    results += [measure(Path(e).resolve(), args.rounds) for e in args.engine]
    if args.json:
        print(json.dumps(results, indent=1))
        return 0
    for r in results:
        print(f"{r['engine']}: {r['rounds']} кон, {r['actions']} actions, {r['bytes']:,} bytes "
              f"({r['bytes_per_kon']} per кон), save {r['save_s']} s, restore {r['restore_s']} s "
              f"({r['restore_ms_per_kon']} ms per кон); play {r['play_s']} s; "
              f"bound: {r['max_rounds']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
