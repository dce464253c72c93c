"""Benchmark (not a test): the Очко play table's computer levels against each other,
and the hard level's time per decision.

    .venv/bin/python bench/ochko_levels.py [--duels 100000] [--seed 1] [--no-pyodide] [--json]

* **Levels:** seeded sessions of the engine (three seats, purses of 100,000 so
  nobody runs dry, up to 2,000 кон each, the default rules), every seat given a
  level: easy (``RandomPlayer``), normal (``HeuristicPlayer``), hard
  (``ExactPlayer``), as the play table's ``computer()`` picks them. Every duel is
  counted under (the punter's level, the banker's level): its result per unit
  staked (+1 won, −1 lost: the value the strategy maximises) with the Wilson 95 %
  interval of the punter's win rate carried over to 2p − 1, and the money won per
  duel (stakes differ by level). Sessions cycle through every assignment of levels
  to the seats until each pairing has at least ``--duels`` duels.
* **Time per decision:** the hard player's ``choose`` on the observations of seeded
  sessions, cold (each rules' tables computed for the first time: caches cleared)
  and warm, in CPython and in Pyodide under Node (the npm package of package.json).
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import pathlib
import platform
import random
import subprocess
import sys
import textwrap
import time
from typing import Any

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "engine"))

from karty.stats import wilson

LEVELS = ("e", "n", "h")
NAMES = {"e": "easy", "n": "normal", "h": "hard"}




def levels(duels: int, seed: int, which: str = "enh") -> dict[str, Any]:
    from karty import CHANCE
    from karty.ochko import State
    from karty.ochko.table import computer

    stats: dict[tuple[str, str], list[int]] = {
        (p, b): [0, 0, 0, 0] for p in which for b in which}  # duels, wins, money, shown
    assignments = list(itertools.product(which, repeat=3))
    session = 0
    start = time.perf_counter()
    while min(v[0] for v in stats.values()) < duels:
        seats = assignments[session % len(assignments)]
        s_seed = seed * 1_000_003 + session
        session += 1
        chance = random.Random(s_seed)
        rngs = [random.Random(f"{s_seed}/{i}") for i in range(3)]
        players = [computer(lv) for lv in seats]
        s = State.initial(players=3, purse=100_000, max_rounds=2000, max_banks=2000)
        seen = 0
        while not s.is_terminal():
            who = s.current_player()
            if who == CHANCE:
                a = s.sample_chance(chance)
            else:
                a = players[who].choose(s.observation(who), s.legal_actions(), rngs[who])
            banker, turn = s.banker, s.turn
            s.apply_action(a)
            if len(s.outcomes) > seen:
                for o in s.outcomes[seen:]:
                    v = stats[(seats[o.seat], seats[banker])]
                    v[0] += 1
                    v[1] += o.player_won
                    v[2] += o.stake if o.player_won else -o.stake
                    v[3] += turn == 0
                seen = len(s.outcomes)
    elapsed = time.perf_counter() - start
    table = {}
    for (p, b), (n, k, money, shown) in stats.items():
        lo, hi = wilson(k, n)
        table[f"{p}/{b}"] = {"punter": NAMES[p], "banker": NAMES[b], "duels": n,
                             "ev": 2 * k / n - 1, "ev_lo": 2 * lo - 1, "ev_hi": 2 * hi - 1,
                             "money_per_duel": money / n, "first_duels": shown}
    return {"sessions": session, "seconds": elapsed, "table": table}


DECISIONS = textwrap.dedent("""
    import random, time
    from karty import CHANCE
    from karty.ochko import State
    from karty.ochko.players import ExactPlayer, HeuristicPlayer
    from karty.ochko import Rules, advice, players as players_module, strategy, strategy_shown

    def clear():
        for f in (advice._exact_stands, strategy_shown._solve_one, strategy_shown._shown_counts,
                  strategy._banker_counts, strategy._solve):
            f.cache_clear()

    def exact_stands(on):
        # known=False: the best standing rule solved for the rules (the code before the
        # nearest kept mix was used), by calling banker_stand(..., exact=True)
        original = advice.banker_stand.__wrapped__ if hasattr(advice.banker_stand, "__wrapped__") \
            else advice.banker_stand
        def exact(rules=None, shown=False, exact=False):
            return original(rules, shown, True)
        exact.__wrapped__ = original
        f = exact if on else original
        advice.banker_stand = players_module.banker_stand = f

    def decisions(n_sessions=3, known=True, rules=None, first_only=False):
        # the hard player at seat 0 and 1, a normal one at seat 2; time every choose()
        clear()
        exact_stands(not known)
        times, cpu = [], []
        for seed in range(n_sessions):
            chance = random.Random(seed)
            rngs = [random.Random(f"{seed}/{i}") for i in range(3)]
            players = [ExactPlayer(), ExactPlayer(), HeuristicPlayer()]
            s = State.initial(Rules.coerce(rules), players=3, purse=1000, max_rounds=40)
            while not s.is_terminal():
                who = s.current_player()
                if who == CHANCE:
                    s.apply_action(s.sample_chance(chance))
                    continue
                obs, legal = s.observation(who), s.legal_actions()
                t, c = time.perf_counter(), time.process_time()
                a = players[who].choose(obs, legal, rngs[who])
                if who < 2 and obs["phase"] in ("stake", "player", "banker"):
                    times.append(time.perf_counter() - t)
                    cpu.append(time.process_time() - c)
                s.apply_action(a)
                if first_only and times:
                    break
        exact_stands(False)
        times_sorted = sorted(times)
        return {"decisions": len(times), "first": times[0], "max": max(times),
                "first_cpu": cpu[0], "max_cpu": max(cpu),
                "median": times_sorted[len(times) // 2], "total": sum(times)}
""")

PYODIDE_RUNNER = textwrap.dedent("""
    import { loadPyodide } from "pyodide";
    import fs from "node:fs";
    import path from "node:path";
    const [engineDir, loopFile, expr] = process.argv.slice(2);
    const py = await loadPyodide();
    const walk = (dir, rel) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, e.name), r = rel + "/" + e.name;
        if (e.isDirectory()) { if (e.name !== "__pycache__") { py.FS.mkdirTree(r); walk(full, r); } }
        else if (e.name.endsWith(".py") || e.name === "py.typed") {
          py.FS.writeFile(r, fs.readFileSync(full)); }
      }
    };
    py.FS.mkdirTree("/bench/karty");
    walk(path.join(engineDir, "karty"), "/bench/karty");
    py.runPython("import sys; sys.path.insert(0, '/bench')");
    py.runPython(fs.readFileSync(loopFile, "utf8"));
    const out = py.runPython(`import json; json.dumps(${expr})`);
    console.log(out);
""")


#: The rule mixes of ``--first``: none of them in ``advice.KNOWN_STANDS``.
MIXES: tuple[dict[str, Any], ...] = (
    {"ace": "1", "five_pictures": True, "dark": False},
    {"ace": "1-or-11", "dark": False, "banker_stands_at_17": True},
    {"two_aces": "superochko", "banker_draws_at_15": True, "dark_min_cards": 3},
)
DEFAULT_EXPR = "[decisions(), decisions(known=False)]"


def first_expr(before: bool) -> str:
    """Each mix: one session of 40 кон with the nearest kept stands (first and largest
    decision), and, with ``before``, the first decision with the stands solved."""
    out = [f"decisions(1, rules={m!r})" for m in MIXES]
    if before:
        out += [f"decisions(1, known=False, rules={m!r}, first_only=True)" for m in MIXES]
    return "[" + ", ".join(out) + "]"


def run_decisions(expr: str = DEFAULT_EXPR) -> list[dict[str, float]]:
    scope: dict[str, Any] = {}
    exec(DECISIONS, scope)  # noqa: S102  (the same source runs in Pyodide)
    result: list[dict[str, float]] = eval(expr, scope)  # our own expression
    return result


def run_pyodide(expr: str = DEFAULT_EXPR) -> list[dict[str, float]] | None:
    if not (ROOT / "node_modules" / "pyodide").is_dir():
        return None
    build = ROOT / "build"
    build.mkdir(exist_ok=True)
    runner = build / "ochko_levels_pyodide.mjs"
    loop = build / "ochko_levels_loop.py"
    runner.write_text(PYODIDE_RUNNER, encoding="utf-8")
    loop.write_text(DECISIONS, encoding="utf-8")
    env = dict(os.environ, NODE_PATH=str(ROOT / "node_modules"))
    out = subprocess.run(["node", str(runner), str(ROOT / "engine"), str(loop), expr], check=True,
                         capture_output=True, text=True, cwd=ROOT, env=env)
    result: list[dict[str, float]] = json.loads(out.stdout.strip().splitlines()[-1])
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--duels", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-pyodide", action="store_true")
    parser.add_argument("--no-levels", action="store_true")
    parser.add_argument("--levels", default="enh",
                        help="the levels seated (letters of e, n, h; default all three)")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--first", action="store_true",
                        help="only the hard player's first decision under three rule mixes "
                             "not kept in advice.KNOWN_STANDS (MIXES)")
    parser.add_argument("--before", action="store_true",
                        help="with --first: also with the best standing rule solved (slow)")
    args = parser.parse_args()
    if args.first:
        return first(args)
    result: dict[str, Any] = {
        "machine": f"{platform.platform()}, nproc {os.cpu_count()}, "
                   f"Python {platform.python_version()}",
        "load_before": os.getloadavg(),
        "decisions_cpython": run_decisions(),
        "decisions_pyodide": None if args.no_pyodide else run_pyodide(),
    }
    if not args.no_levels:
        result["levels"] = levels(args.duels, args.seed, args.levels)
    result["load_after"] = os.getloadavg()
    if args.json:
        print(json.dumps(result, indent=1))
        return 0
    print(result["machine"], "load", result["load_before"], "→", result["load_after"])
    for where in ("cpython", "pyodide"):
        got = result[f"decisions_{where}"]
        if got:
            for label, d in zip(("best stands kept", "best stands computed"), got, strict=True):
                print(f"{where} ({label}): {d['decisions']} decisions, first {d['first']:.3f} s, "
                      f"median {d['median'] * 1000:.3f} ms, max {d['max']:.3f} s, "
                      f"total {d['total']:.2f} s")
    if "levels" in result:
        lv = result["levels"]
        print(f"{lv['sessions']} sessions, {lv['seconds']:.0f} s")
        print("| punter \\ banker | " + " | ".join(NAMES[b] for b in args.levels) + " |")
        print("|---|" + "---|" * len(args.levels))
        for p in args.levels:
            cells = []
            for b in args.levels:
                c = lv["table"][f"{p}/{b}"]
                cells.append(f"{c['ev']:+.2%} ({c['ev_lo']:+.2%} … {c['ev_hi']:+.2%}); "
                             f"{c['money_per_duel']:+.2f}/duel; n={c['duels']:,}")
            print(f"| {NAMES[p]} | " + " | ".join(cells) + " |")
    return 0


def first(args: argparse.Namespace) -> int:
    print(f"{platform.platform()}, nproc {os.cpu_count()}, Python {platform.python_version()}")
    print("load before", os.getloadavg())
    expr = first_expr(args.before)
    runs = [("cpython", run_decisions(expr))]
    if not args.no_pyodide:
        got = run_pyodide(first_expr(False))
        if got:
            runs.append(("pyodide", got))
    for where, got in runs:
        for i, d in enumerate(got):
            label = "stands estimated (after)" if i < len(MIXES) else "stands solved (before)"
            print(f"{where} {json.dumps(MIXES[i % len(MIXES)])} ({label}): first "
                  f"{d['first']:.3f} s (CPU {d['first_cpu']:.3f} s), max {d['max']:.3f} s "
                  f"(CPU {d['max_cpu']:.3f} s) over {d['decisions']} decisions")
    print("load after", os.getloadavg())
    return 0


if __name__ == "__main__":
    sys.exit(main())
