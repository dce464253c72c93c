"""Бура benchmark (not a test): speed in CPython and in Pyodide, and the
computer players' win rates.

    .venv/bin/python bench/bura_bench.py                    # everything
    .venv/bin/python bench/bura_bench.py --speed-only       # random кон/s, CPython vs Pyodide
    .venv/bin/python bench/bura_bench.py --kons 1000 --playouts 200 --json

1. Random full кон per second: both seats take a uniformly random legal
   action (``state.legal_actions()`` / ``state.apply_action``, explanations
   included, as the site calls it) from the deal to the end of the кон —
   once with claims among the random choices (кон end early, on a random
   «Игра сделана») and once without (every кон is played out to a Бура or to
   the last card). The
   same loop (the string LOOP below) runs in CPython and, in the same run,
   inside Pyodide under Node (the karty wheel from ``make wheel``); the ratio
   is Pyodide's rate over CPython's.
2. Win rates over N seeded кон (default 1,000): search against heuristic and
   heuristic against random. Seats and the deal alternate, so that each
   player deals and leads as often as the other. Wilson 95 % intervals are
   given for the share of decided кон won.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import pathlib
import platform
import random
import subprocess
import sys
import time
from typing import Any

from karty.stats import wilson

ROOT = pathlib.Path(__file__).resolve().parents[1]

# The timed loop, run as it is in CPython and in Pyodide.
LOOP = '''
import random, time
from karty.bura import BuraState, Rules

def random_kons(n, seed, claims=True):
    """n random кон; without claims every кон is played out to its end."""
    rng = random.Random(seed)
    rules = Rules()
    actions = 0
    t0 = time.perf_counter()
    for i in range(n):
        s = BuraState(rules, i % 2)
        s.apply_action(s.sample_chance(rng))
        while not s.is_terminal():
            legal = s.legal_actions()
            if not claims:
                legal = [a for a in legal if a.VERB != "claim"] or legal
            s.apply_action(legal[rng.randrange(len(legal))])
            actions += 1
        assert sum(s.returns()) == 0
    return n, actions, time.perf_counter() - t0
'''


def _rates(results: list[list[float]]) -> dict[str, dict[str, float]]:
    out = {}
    for name, (kons, actions, secs) in zip(("with_claims", "played_out"), results, strict=True):
        out[name] = {"kons": kons, "actions": actions, "seconds": secs,
                     "kons_per_s": kons / secs, "actions_per_kon": actions / kons}
    return out


def cpython_rate(n: int, seed: int = 1) -> dict[str, Any]:
    ns: dict[str, Any] = {}
    exec(LOOP, ns)  # noqa: S102  (the same source that runs in Pyodide)
    ns["random_kons"](200, seed)  # warm up
    return _rates([list(ns["random_kons"](n, seed, True)),
                   list(ns["random_kons"](n, seed, False))])


PYODIDE_RUNNER = r'''
import fs from "node:fs";
import { loadPyodide } from "pyodide";
const [wheel, loop, n, seed] = process.argv.slice(2);
const py = await loadPyodide();
const site = py.runPython("import sysconfig; sysconfig.get_paths()['purelib']");
py.unpackArchive(new Uint8Array(fs.readFileSync(wheel)), "wheel", { extractDir: site });
py.runPython(fs.readFileSync(loop, "utf8"));
py.runPython("random_kons(200, " + seed + ")");
const r = py.runPython("import json; json.dumps([random_kons(" + n + ", " + seed + ", True), "
                       + "random_kons(" + n + ", " + seed + ", False)])");
const v = py.runPython("import sys; sys.version.split()[0]");
console.log(JSON.stringify({ result: JSON.parse(r), python: v, pyodide: py.version }));
'''


def pyodide_rate(n: int, seed: int = 1) -> dict[str, Any]:
    subprocess.run(["make", "--no-print-directory", "wheel"], cwd=ROOT, check=True,
                   capture_output=True)
    wheel = next((ROOT / "build" / "wheel").glob("karty-*.whl"))
    work = ROOT / "build" / "bench"
    work.mkdir(parents=True, exist_ok=True)
    (work / "bura_pyodide.mjs").write_text(PYODIDE_RUNNER, encoding="utf-8")
    (work / "bura_loop.py").write_text(LOOP, encoding="utf-8")
    out = subprocess.run(["node", str(work / "bura_pyodide.mjs"), str(wheel),
                          str(work / "bura_loop.py"), str(n), str(seed)],
                         cwd=ROOT, check=True, capture_output=True, text=True)
    data = json.loads(out.stdout.strip().splitlines()[-1])
    return _rates(data["result"]) | {"python": data["python"], "pyodide": data["pyodide"]}


def _play_one(args: tuple[str, str, int, int]) -> tuple[int | None, bool]:
    """One seeded кон; returns (winning seat of player 'a' or None, a won?)."""
    from karty.bura import (
        HeuristicPlayer,
        RandomPlayer,
        Rules,
        SearchPlayer,
        initial_state,
        play_kon,
    )

    a_name, b_name, playouts, seed = args

    def make(name: str) -> Any:
        return {"random": RandomPlayer, "heuristic": HeuristicPlayer,
                "search": lambda: SearchPlayer(playouts)}[name]()

    a, b = make(a_name), make(b_name)
    a_seat = (seed // 2) % 2  # seats and the dealer alternate independently
    players = [a, b] if a_seat == 0 else [b, a]
    s = initial_state(Rules(), dealer=seed % 2)
    play_kon(s, players, [random.Random(seed * 2 + 1), random.Random(seed * 2 + 2)],
             random.Random(seed))
    assert s.outcome is not None
    w = s.outcome.winner
    return w, w is not None and players[w] is a




def duel(a: str, b: str, kons: int, playouts: int, procs: int, seed0: int = 0
         ) -> dict[str, Any]:
    jobs = [(a, b, playouts, seed0 + i) for i in range(kons)]
    t0 = time.perf_counter()
    if procs > 1:
        with multiprocessing.Pool(procs) as pool:
            results = pool.map(_play_one, jobs, chunksize=8)
    else:
        results = [_play_one(j) for j in jobs]
    secs = time.perf_counter() - t0
    wins = sum(1 for _, won in results if won)
    draws = sum(1 for w, _ in results if w is None)
    decided = kons - draws
    lo, hi = wilson(wins, decided)
    return {"a": a, "b": b, "kons": kons, "playouts": playouts if "search" in (a, b) else None,
            "wins": wins, "losses": decided - wins, "draws": draws,
            "win_rate": wins / decided if decided else None, "ci95": [lo, hi],
            "seconds": secs}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--speed-kons", type=int, default=3000,
                    help="random кон timed in each runtime (default 3000)")
    ap.add_argument("--kons", type=int, default=1000, help="кон per duel (default 1000)")
    ap.add_argument("--playouts", type=int, nargs="+", default=[200],
                    help="search strengths to try against the heuristic (default 200)")
    ap.add_argument("--procs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--speed-only", action="store_true")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)

    report: dict[str, Any] = {
        "machine": " ".join(platform.uname()), "nproc": os.cpu_count(),
        "python": sys.version.split()[0],
        "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
        "command": " ".join([os.path.relpath(sys.executable, ROOT), "bench/bura_bench.py",
                             *(argv if argv is not None else sys.argv[1:])]),
    }
    cp = cpython_rate(args.speed_kons)
    py = pyodide_rate(args.speed_kons)
    report["speed"] = {"cpython": cp, "pyodide": py, "ratio_pyodide_over_cpython": {
        k: py[k]["kons_per_s"] / cp[k]["kons_per_s"] for k in ("with_claims", "played_out")}}
    if not args.json:
        for k, label in (("with_claims", "random кон/s (claims allowed)"),
                         ("played_out", "random кон/s (no claims: played out)")):
            c, p = cp[k], py[k]
            print(f"{label}: CPython {c['kons_per_s']:.0f}, Pyodide {p['kons_per_s']:.0f}, "
                  f"ratio {p['kons_per_s'] / c['kons_per_s']:.2f} "
                  f"({c['actions_per_kon']:.1f} actions/кон)", flush=True)
    if not args.speed_only:
        duels = [duel("heuristic", "random", args.kons, 0, args.procs)]
        for p in args.playouts:
            duels.append(duel("search", "heuristic", args.kons, p, args.procs, seed0=10_000))
        report["duels"] = duels
        if not args.json:
            for d in duels:
                knob = f" (playouts {d['playouts']})" if d["playouts"] else ""
                print(f"{d['a']}{knob} vs {d['b']}: {d['wins']}-{d['losses']}"
                      f" ({d['draws']} void) of {d['kons']}: {100 * d['win_rate']:.1f} % "
                      f"[{100 * d['ci95'][0]:.1f}, {100 * d['ci95'][1]:.1f}], "
                      f"{d['seconds']:.0f} s", flush=True)
    if args.json:
        print(json.dumps(report, ensure_ascii=False, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
