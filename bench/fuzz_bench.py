"""The long fuzzing run: 10⁵ inputs per entry point (the suite runs a few hundred).

The same inputs and checks as tests/engine/test_fuzz_entry_points.py
(tests/engine/fuzzing.py): every parser and ``from_dict`` of the engine,
``karty.web.call`` for every function, and the command line with arbitrary
arguments and files. Each call must raise only documented errors, quote the
offending input in messages under 500 characters, and take at most 1 s of CPU.
The figures go to bench/RESULTS.md.

    .venv/bin/python bench/fuzz_bench.py                 # 10⁵ per entry point, all of them
    .venv/bin/python bench/fuzz_bench.py -n 1000 --only web --json
    .venv/bin/python bench/fuzz_bench.py --jobs 2        # split over processes
    .venv/bin/python bench/fuzz_bench.py --name stos. --name new_game   # some entry points

Exit status 1 and the failing input (entry point, seed, input number) on the
first failure.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import multiprocessing
import os
import platform
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "engine"))

import fuzzing

SEED = 20261201


def _task(task: tuple[str, str, int, int]) -> dict[str, Any]:
    kind, name, seed, n = task
    start, cpu = time.perf_counter(), time.process_time()
    try:
        if kind == "engine":
            tally = fuzzing.fuzz_engine(name, seed, n)
        elif kind == "web":
            tally = fuzzing.fuzz_web(name, seed, n)
        else:
            with tempfile.TemporaryDirectory() as tmp:
                tally = fuzzing.fuzz_cli(seed, n, Path(tmp))
    except fuzzing.FuzzFailure as e:
        return {"kind": kind, "name": name, "failure": str(e)[:2000]}
    return {"kind": kind, "name": name, **tally.to_dict(),
            "wall_s": round(time.perf_counter() - start, 1),
            "cpu_s": round(time.process_time() - cpu, 1)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", type=int, default=100_000, help="inputs per entry point")
    parser.add_argument("--only", choices=("engine", "web", "cli"), action="append",
                        help="only these kinds of entry point (repeatable)")
    parser.add_argument("--jobs", type=int, default=1, help="processes to split the work over")
    parser.add_argument("--chunk", type=int, default=10_000,
                        help="inputs per task (each task has its own seed)")
    parser.add_argument("--name", action="append",
                        help="only the entry points whose name contains this (repeatable)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    kinds = args.only or ["engine", "web", "cli"]
    entry: list[tuple[str, str]] = []
    if "engine" in kinds:
        entry += [("engine", name) for name in fuzzing.ENGINE_ENTRY_POINTS]
    if "web" in kinds:
        entry += [("web", fn) for fn in fuzzing.WEB_FUNCTIONS]
    if "cli" in kinds:
        entry += [("cli", "karty.cli.main")]
    if args.name:
        entry = [(k, n) for k, n in entry if any(part in n for part in args.name)]
    tasks = []
    for kind, name in entry:
        left, part = args.n, 0
        while left > 0:
            size = min(args.chunk, left)
            tasks.append((kind, name, SEED + part, size))
            left -= size
            part += 1
    start = time.perf_counter()
    results = []
    with contextlib.ExitStack() as stack:
        pool = stack.enter_context(multiprocessing.Pool(args.jobs)) if args.jobs > 1 else None
        done = pool.imap_unordered(_task, tasks) if pool is not None else map(_task, tasks)
        for r in done:  # each task's figures as it ends, so a stopped run keeps them
            results.append(r)
            print(json.dumps(r, ensure_ascii=False), file=sys.stderr, flush=True)
    elapsed = time.perf_counter() - start
    failures = [r for r in results if "failure" in r]
    merged: dict[tuple[str, str], dict[str, Any]] = {}
    for r in results:
        if "failure" in r:
            continue
        m = merged.setdefault((r["kind"], r["name"]), {
            "kind": r["kind"], "name": r["name"], "calls": 0, "ok": 0, "errors": {},
            "slowest_cpu_s": 0.0, "longest_message": 0, "cpu_s": 0.0})
        m["calls"] += r["calls"]
        m["ok"] += r["ok"]
        for k, v in r["errors"].items():
            m["errors"][k] = m["errors"].get(k, 0) + v
        m["slowest_cpu_s"] = max(m["slowest_cpu_s"], r["slowest_cpu_s"])
        m["longest_message"] = max(m["longest_message"], r["longest_message"])
        m["cpu_s"] = round(m["cpu_s"] + r["cpu_s"], 1)
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, check=False,
                            capture_output=True, text=True).stdout.strip()
    report = {
        "machine": f"{platform.system()} {platform.machine()}, {os.cpu_count()} CPUs, "
                   f"Python {platform.python_version()}",
        "commit": commit, "n_per_entry_point": args.n, "jobs": args.jobs,
        "wall_s": round(elapsed, 1), "entry_points": list(merged.values()),
        "failures": failures,
    }
    if args.json:
        print(json.dumps(report, ensure_ascii=False, indent=1))
    else:
        print(f"{report['machine']}, commit {commit}, {args.n} inputs per entry point, "
              f"{elapsed:.0f} s")
        print(f"{'entry point':<28} {'calls':>8} {'answered':>9} {'refused':>8} "
              f"{'slowest CPU s':>14} {'longest msg':>12}")
        for m in merged.values():
            refused = sum(m["errors"].values())
            print(f"{m['kind'] + ' ' + m['name']:<28} {m['calls']:>8} {m['calls'] - refused:>9} "
                  f"{refused:>8} {m['slowest_cpu_s']:>14.4f} {m['longest_message']:>12}")
        for f in failures:
            print(f"FAILED {f['kind']} {f['name']}: {f['failure']}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
