"""How much memory the engine keeps while answering new duel questions.

The duel widget (``karty.web.call("ochko_duel", …)``, the banker's exact
distribution under up to eight house rules) is asked ``--queries`` new questions
(random cards, a random standing total), and the process's resident memory is
read every 50 queries, after a garbage collection. With the engine's bounded
caches it levels off; an unbounded cache grows with every new question.

    .venv/bin/python bench/memory_bench.py --json
    .venv/bin/python bench/memory_bench.py --engine /path/to/another/engine

``--engine`` runs the same measurement on another copy of the engine (e.g. an
older commit's ``engine/`` folder, exported with ``git archive``) in a
subprocess, for before-and-after figures side by side. Linux only (it reads
``/proc/self/statm``).
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
import gc, json, os, random, sys, time
from karty import DECK
import karty.web as web

def rss_mb():
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 1e6

queries = int(sys.argv[1])
rng = random.Random(1)
gc.collect()
start = rss_mb()
marks = {}
t0 = time.perf_counter()
for i in range(1, queries + 1):
    cards = rng.sample(DECK, 5)
    state = {"player": " ".join(c.ascii() for c in cards[:2]), "banker": cards[2].ascii(),
             "seen": " ".join(c.ascii() for c in cards[3:]), "stand_on": str(rng.randint(12, 21))}
    assert web.call("ochko_duel", {"state": state})["ok"]
    if i % 50 == 0:
        gc.collect()
        marks[i] = round(rss_mb() - start, 1)
print(json.dumps({"queries": queries, "rss_growth_mb": marks,
                  "seconds": round(time.perf_counter() - t0, 1)}))
"""


def measure(engine: Path, queries: int) -> dict[str, object]:
    env = dict(os.environ, PYTHONPATH=str(engine))
    proc = subprocess.run([sys.executable, "-c", MEASURE, str(queries)], env=env, check=True,
                          capture_output=True, text=True)
    result: dict[str, object] = json.loads(proc.stdout.strip().splitlines()[-1])
    result["engine"] = str(engine)
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--queries", type=int, default=300)
    parser.add_argument("--engine", action="append", default=[],
                        help="another engine folder to measure as well (repeatable)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    results = [measure(ROOT / "engine", args.queries)]
    results += [measure(Path(e).resolve(), args.queries) for e in args.engine]
    if args.json:
        print(json.dumps(results, indent=1))
        return 0
    for r in results:
        print(f"{r['engine']}: resident memory growth (MB) after n new duel questions: "
              f"{r['rss_growth_mb']} ({r['seconds']} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
