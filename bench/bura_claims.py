"""Settings of the strong Бура player's claim compared кон by кон (a paired sign test).

    nice -n 5 .venv/bin/python bench/bura_claims.py --kons 1000 --procs 2 \\
        --out claims.jsonl --spec strong --spec strong:claim_vs=1 --spec strong:claim_at=0.85
    .venv/bin/python bench/bura_claims.py --report claims.jsonl

Every spec plays the same кон against ``--opponent`` (the seeding of
``bench/bura_strength.py``: кон ``i`` dealt from ``random.Random(i)``, so a
spec's results match ``bench/bura_oracle.py --per-kon``). The кон are
played in order, all specs of a кон together, and each result is written to
``--out`` as it comes (one JSON line: кон, spec, won, ending), so a run cut
short still leaves paired results. ``--report`` compares each spec with the
``--base`` (by default ``strong``) over the кон both finished: its wins and Wilson 95 % interval, and the
кон won by one and lost by the other with the exact two-sided sign test.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "engine"))
sys.path.insert(0, str(ROOT / "bench"))

from bura_oracle import play_one
from bura_strength import wilson


def _job(args: tuple[str, str, int]) -> tuple[str, int, bool, bool, str]:
    spec, opponent, seed = args
    w, won, _, why = play_one((spec, opponent, seed))
    return spec, seed, won, w is not None, why


def sign_test(a: int, b: int) -> float:
    """Two-sided exact binomial p-value of a split ``a``:``b`` under p = 1/2."""
    n = a + b
    if not n:
        return 1.0
    k = min(a, b)
    tail = sum(math.comb(n, i) for i in range(k + 1)) / 2 ** n
    return min(1.0, 2 * tail)


def report(path: str, base: str) -> None:
    rows = [json.loads(line) for line in Path(path).read_text(encoding="utf-8").splitlines()
            if line.strip()]
    specs: list[str] = []
    res: dict[str, dict[int, tuple[bool, bool]]] = {}
    endings: dict[str, dict[int, str]] = {}
    for r in rows:
        if r["spec"] not in res:
            specs.append(r["spec"])
            res[r["spec"]] = {}
        res[r["spec"]][r["kon"]] = (r["won"], r["decided"])
        endings.setdefault(r["spec"], {})[r["kon"]] = r["ending"]
    if base not in res:
        base = specs[0]
    specs.sort(key=lambda spec: spec != base)
    for spec in specs:
        common = sorted(set(res[spec]) & set(res[base]))
        wins = sum(res[spec][i][0] for i in common)
        decided = sum(res[spec][i][1] for i in common)
        lo, hi = wilson(wins, decided)
        line = (f"{spec}: {wins}-{decided - wins} of {len(common)} кон "
                f"({min(common, default=0)}–{max(common, default=0)}): "
                f"{100 * wins / max(decided, 1):.1f} % [{100 * lo:.1f}, {100 * hi:.1f}]")
        if spec != base:
            a = sum(1 for i in common if res[spec][i][0] and not res[base][i][0])
            b = sum(1 for i in common if res[base][i][0] and not res[spec][i][0])
            slo, shi = wilson(a, a + b)
            line += (f"; vs {base}: won by it only {a}, by {base} only {b} "
                     f"(its share {100 * a / max(a + b, 1):.1f} % "
                     f"[{100 * slo:.1f}, {100 * shi:.1f}], sign test p = {sign_test(a, b):.3f})")
        print(line)
        why = Counter(endings[spec][i] for i in common)
        print("  endings (A the spec): " + ", ".join(f"{k} {n}" for k, n in sorted(why.items())))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--spec", action="append", default=[])
    ap.add_argument("--opponent", default="heuristic")
    ap.add_argument("--kons", type=int, default=200)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--procs", type=int, default=1)
    ap.add_argument("--out", help="append one JSON line per finished кон and spec")
    ap.add_argument("--report", metavar="FILE", help="only report FILE's paired results")
    ap.add_argument("--base", default="strong", help="the spec the others are compared with")
    args = ap.parse_args(argv)
    if args.report:
        report(args.report, args.base)
        return 0
    if not args.spec or not args.out:
        ap.error("--spec (one or more) and --out are needed to play")
    jobs = [(spec, args.opponent, args.seed + i) for i in range(args.kons) for spec in args.spec]
    t0 = time.perf_counter()
    with multiprocessing.Pool(args.procs) as pool, open(args.out, "a", encoding="utf-8") as f:
        for spec, seed, won, decided, why in pool.imap_unordered(_job, jobs):
            f.write(json.dumps({"kon": seed, "spec": spec, "opponent": args.opponent,
                                "won": won, "decided": decided, "ending": why},
                               ensure_ascii=False) + "\n")
            f.flush()
    print(f"{len(jobs)} games in {time.perf_counter() - t0:.0f} s")
    report(args.out, args.base)
    return 0


if __name__ == "__main__":
    sys.exit(main())
