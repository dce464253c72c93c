"""Strength of the Бура computer players: seeded duels with Wilson intervals.

    .venv/bin/python bench/bura_strength.py --kons 1000 --duel strong heuristic

Each duel plays ``--kons`` кон numbered from ``--seed``; in кон ``i`` the deal
comes from ``random.Random(i)``, the dealer is ``i % 2`` and the first
player sits in seat ``(i // 2) % 2`` (so each player deals and sits in each
seat in half the кон), each seat choosing from its own ``random.Random``.
The win rate is the share of decided кон won by the first player; the
interval is Wilson's 95 %. A player is named ``random``, ``heuristic``,
``search`` (the determinised Monte Carlo, ``search:playouts=200``) or
``strong`` (:class:`karty.bura.search.InferencePlayer`, e.g.
``strong:worlds=96,candidates=384``). ``--time`` also reports the seconds per
decision of the first player (CPython, this process).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import platform
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "engine"))

from karty.stats import wilson


def make_player(spec: str) -> Any:
    """A player from its name and ``key=value`` knobs."""
    from karty.bura import HeuristicPlayer, RandomPlayer, SearchPlayer
    from karty.bura.search import InferencePlayer

    name, _, knobs = spec.partition(":")
    kw: dict[str, Any] = {}
    for item in filter(None, knobs.split(",")):
        key, _, value = item.partition("=")
        kw[key] = float(value) if "." in value else int(value)
    makers: dict[str, Any] = {"random": RandomPlayer, "heuristic": HeuristicPlayer,
                              "search": SearchPlayer, "strong": InferencePlayer}
    return makers[name](**kw)


def play_kon(a: Any, b: Any, seed: int, before: Any = None) -> tuple[Any, int, list[float]]:
    """Kon number ``seed`` between players a and b (the seating and seeding of the
    module): the finished state, a's seat and a's decision times. ``before(is_a,
    state)``, if given, runs before each choice (bench/bura_oracle.py hands its
    player the truth there)."""
    from karty.bura import Rules, initial_state

    a_seat = (seed // 2) % 2
    players = [a, b] if a_seat == 0 else [b, a]
    rngs = [random.Random(seed * 2 + 1), random.Random(seed * 2 + 2)]
    s = initial_state(Rules(), dealer=seed % 2)
    s.apply_action(s.sample_chance(random.Random(seed)))
    times: list[float] = []
    while not s.is_terminal():
        p = s.current_player()
        legal = s.legal_actions()
        obs = s.observation(p)
        if before is not None:
            before(p == a_seat, s)
        t0 = time.perf_counter()
        action = players[p].choose(obs, legal, rngs[p])
        if p == a_seat and len(legal) > 1:
            times.append(time.perf_counter() - t0)
        s.apply_action(action)
    assert s.outcome is not None
    return s, a_seat, times


def play_one(args: tuple[str, str, int]) -> tuple[int | None, bool, list[float]]:
    """Kon number ``seed`` between specs a and b: (winning seat, a won?, a's decision times)."""
    a_spec, b_spec, seed = args
    s, a_seat, times = play_kon(make_player(a_spec), make_player(b_spec), seed)
    w = s.outcome.winner
    return w, w == a_seat, times


# The timed loop, run as it is in CPython and in Pyodide: the browser's computer
# (karty.bura.web's budget) against the rule of thumb, its time per decision.
TIMING = '''
import random, time
from karty.bura import HeuristicPlayer, Rules, initial_state
from karty.bura.search import BROWSER_BUDGET, InferencePlayer

def decision_times(n, seed0):
    times = []
    for i in range(seed0, seed0 + n):
        players = [InferencePlayer(**{**BROWSER_BUDGET, **EXTRA}), HeuristicPlayer()]
        rngs = [random.Random(2 * i + 1), random.Random(2 * i + 2)]
        s = initial_state(Rules(), dealer=i % 2)
        s.apply_action(s.sample_chance(random.Random(i)))
        while not s.is_terminal():
            p = s.current_player()
            legal = s.legal_actions()
            obs = s.observation(p)
            t0 = time.perf_counter()
            a = players[p].choose(obs, legal, rngs[p])
            if p == 0 and len(legal) > 1:
                times.append(time.perf_counter() - t0)
            s.apply_action(a)
    return times
'''

PYODIDE_RUNNER = r'''
import fs from "node:fs";
import { loadPyodide } from "pyodide";
const [wheel, loop, n, seed] = process.argv.slice(2);
const py = await loadPyodide();
const site = py.runPython("import sysconfig; sysconfig.get_paths()['purelib']");
py.unpackArchive(new Uint8Array(fs.readFileSync(wheel)), "wheel", { extractDir: site });
py.runPython(fs.readFileSync(loop, "utf8"));
const r = py.runPython("import json; json.dumps(decision_times(" + n + ", " + seed + "))");
console.log(JSON.stringify({ times: JSON.parse(r), pyodide: py.version }));
'''


def _summary(times: list[float]) -> dict[str, float]:
    t = sorted(times)
    return {"n": len(t), "median": statistics.median(t), "p95": t[int(0.95 * (len(t) - 1))],
            "max": t[-1]}


def timing(n: int, seed: int, extra: str = "") -> dict[str, Any]:
    """The browser budget's seconds per decision, CPython then Pyodide (Node);
    ``extra`` (``key=value,…``) changes or adds knobs to the budget."""
    kw: dict[str, Any] = {}
    for item in filter(None, extra.split(",")):
        key, _, value = item.partition("=")
        kw[key] = float(value) if "." in value else int(value)
    source = f"EXTRA = {kw!r}\n" + TIMING
    ns: dict[str, Any] = {}
    exec(source, ns)  # noqa: S102  (the same source that runs in Pyodide)
    cp = ns["decision_times"](n, seed)
    subprocess.run(["make", "--no-print-directory", "wheel"], cwd=ROOT, check=True,
                   capture_output=True)
    wheel = next((ROOT / "build" / "wheel").glob("karty-*.whl"))
    work = ROOT / "build" / "bench"
    work.mkdir(parents=True, exist_ok=True)
    (work / "strength_pyodide.mjs").write_text(PYODIDE_RUNNER, encoding="utf-8")
    (work / "strength_loop.py").write_text(source, encoding="utf-8")
    out = subprocess.run(["node", str(work / "strength_pyodide.mjs"), str(wheel),
                          str(work / "strength_loop.py"), str(n), str(seed)],
                         cwd=ROOT, check=True, capture_output=True, text=True)
    data = json.loads(out.stdout.strip().splitlines()[-1])
    return {"cpython": _summary(cp), "pyodide": _summary(data["times"]),
            "pyodide_version": data["pyodide"]}




def duel(a: str, b: str, kons: int, seed0: int, procs: int) -> dict[str, Any]:
    jobs = [(a, b, seed0 + i) for i in range(kons)]
    t0 = time.perf_counter()
    if procs > 1:
        with multiprocessing.Pool(procs) as pool:
            results = pool.map(play_one, jobs, chunksize=4)
    else:
        results = [play_one(j) for j in jobs]
    secs = time.perf_counter() - t0
    wins = sum(1 for _, won, _ in results if won)
    draws = sum(1 for w, _, _ in results if w is None)
    decided = kons - draws
    lo, hi = wilson(wins, decided)
    times = sorted(t for *_, ts in results for t in ts)
    return {"a": a, "b": b, "kons": kons, "seed": seed0, "wins": wins,
            "losses": decided - wins, "void": draws,
            "win_rate": wins / decided if decided else None, "ci95": [lo, hi],
            "seconds": secs,
            "decision_s": {"median": statistics.median(times) if times else None,
                           "p95": times[int(0.95 * (len(times) - 1))] if times else None,
                           "max": times[-1] if times else None, "n": len(times)}}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--duel", nargs=2, action="append", metavar=("A", "B"),
                    help="a duel between player specs A and B (repeatable)")
    ap.add_argument("--kons", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=0, help="number of the first кон")
    ap.add_argument("--procs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--timing", type=int, default=0, metavar="N",
                    help="also time the browser budget over N кон in CPython and Pyodide")
    ap.add_argument("--budget", default="", metavar="KNOBS",
                    help="with --timing: knobs changed or added to BROWSER_BUDGET (key=value,…)")
    args = ap.parse_args(argv)
    duels = args.duel or [["strong", "random"], ["strong", "heuristic"],
                          ["strong", "search"], ["strong:worlds=192,candidates=768", "strong"]]
    report: dict[str, Any] = {
        "machine": " ".join(platform.uname()), "nproc": os.cpu_count(),
        "python": sys.version.split()[0],
        "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
        "command": " ".join(["bench/bura_strength.py", *(argv if argv is not None
                                                          else sys.argv[1:])]),
        "duels": [],
    }
    for a, b in duels:
        d = duel(a, b, args.kons, args.seed, args.procs)
        report["duels"].append(d)
        if not args.json:
            t = d["decision_s"]
            med = f", {t['median']:.3f} s median per decision" if t["median"] else ""
            print(f"{a} vs {b}: {d['wins']}-{d['losses']} ({d['void']} void) of {d['kons']}: "
                  f"{100 * d['win_rate']:.1f} % [{100 * d['ci95'][0]:.1f}, "
                  f"{100 * d['ci95'][1]:.1f}], {d['seconds']:.0f} s{med}", flush=True)
    if args.timing:
        report["timing"] = t = timing(args.timing, args.seed, args.budget)
        if not args.json:
            for rt in ("cpython", "pyodide"):
                x = t[rt]
                print(f"browser budget, {rt}: {x['n']} decisions, median {x['median']:.3f} s, "
                      f"95th percentile {x['p95']:.3f} s, max {x['max']:.3f} s", flush=True)
    if args.json:
        print(json.dumps(report, ensure_ascii=False, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
