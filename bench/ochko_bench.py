"""Benchmark (not a test): Очко duel rounds per second against RLCard's blackjack,
the time of the exact odds, and the Pyodide/CPython ratio.

    .venv/bin/python bench/ochko_bench.py --setup      # once: build/bench-venv with RLCard
    .venv/bin/python bench/ochko_bench.py [--seconds 5] [--no-pyodide] [--json]

* **Очко duel rounds:** a two-seat table (one banker, one punter), random
  agents choosing uniformly among the legal actions from their observation
  (the banker never forgets the punter), chance from a seeded
  ``random.Random``. One round = one кон: shuffle, cut, deal, «зарезать»,
  stake, the punter's draws, the banker's draws, settlement. Sessions are
  restarted when they end (a purse runs dry).
* **RLCard blackjack** (``rlcard.make('blackjack')``, rlcard 1.2.0, one
  ``RandomAgent``): ``env.run()`` per second, in a subprocess of
  build/bench-venv in the same run, side by side.
* **Exact odds:** wall time of each computation from cold caches.
* **Pyodide/CPython:** the Очко loop inside Pyodide (the npm package pinned in
  package.json) under Node, against the same loop in this CPython.
"""

from __future__ import annotations

import argparse
import json
import os
import pathlib
import platform
import subprocess
import sys
import textwrap
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]
BENCH_VENV = ROOT / "build" / "bench-venv"
sys.path.insert(0, str(ROOT / "engine"))

OCHKO_LOOP = textwrap.dedent("""
    import random, time
    from karty import CHANCE
    from karty.ochko import MAX_ROUNDS, RandomPlayer, State

    class Banker(RandomPlayer):
        def choose(self, observation, legal, rng):
            if observation["phase"] == "ask":
                return legal[0]  # Ask: this banker never forgets the punter
            return super().choose(observation, legal, rng)

    def ochko_rounds(seconds, seed=1):
        chance = random.Random(seed)
        rngs = [random.Random(f"{seed}/0"), random.Random(f"{seed}/1")]
        players = [Banker(), Banker()]
        rounds = actions = 0
        start = time.perf_counter()
        while time.perf_counter() - start < seconds:
            s = State.initial(players=2, purse=100, max_rounds=MAX_ROUNDS, max_banks=MAX_ROUNDS)
            while not s.is_terminal():
                who = s.current_player()
                if who == CHANCE:
                    a = s.sample_chance(chance)
                else:
                    a = players[who].choose(s.observation(who), s.legal_actions(), rngs[who])
                s.apply_action(a)
                actions += 1
            rounds += s.rounds
        elapsed = time.perf_counter() - start
        return {"rounds": rounds, "actions": actions, "seconds": elapsed,
                "rounds_per_second": rounds / elapsed}
""")

RLCARD_LOOP = textwrap.dedent("""
    import json, sys, time
    import rlcard
    from rlcard.agents import RandomAgent
    env = rlcard.make("blackjack", config={"seed": 1})
    env.set_agents([RandomAgent(num_actions=env.num_actions)])
    seconds = float(sys.argv[1])
    n = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        env.run(is_training=False)
        n += 1
    elapsed = time.perf_counter() - start
    print(json.dumps({"rounds": n, "seconds": elapsed, "rounds_per_second": n / elapsed,
                      "rlcard": rlcard.__version__ if hasattr(rlcard, "__version__") else "1.2.0"}))
""")

PYODIDE_RUNNER = textwrap.dedent("""
    import { loadPyodide } from "pyodide";
    import fs from "node:fs";
    import path from "node:path";
    const [engineDir, seconds, loopFile] = process.argv.slice(2);
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
    const out = py.runPython(`import json; json.dumps(ochko_rounds(${seconds}))`);
    console.log(out);
""")


def setup() -> None:
    if not (BENCH_VENV / "bin" / "python").exists():
        subprocess.run([sys.executable, "-m", "venv", str(BENCH_VENV)], check=True)
    subprocess.run([str(BENCH_VENV / "bin" / "python"), "-m", "pip", "install", "--quiet",
                    "--disable-pip-version-check", "-r", str(ROOT / "bench" / "requirements.txt")],
                   check=True)


def run_ochko(seconds: float) -> dict[str, float]:
    scope: dict[str, object] = {}
    exec(OCHKO_LOOP, scope)  # noqa: S102  (the same source runs in Pyodide)
    result: dict[str, float] = scope["ochko_rounds"](seconds)  # type: ignore[operator]
    return result


def run_rlcard(seconds: float) -> dict[str, float] | None:
    python = BENCH_VENV / "bin" / "python"
    if not python.exists():
        return None
    out = subprocess.run([str(python), "-c", RLCARD_LOOP, str(seconds)], check=True,
                         capture_output=True, text=True)
    result: dict[str, float] = json.loads(out.stdout.strip().splitlines()[-1])
    return result


def run_pyodide(seconds: float) -> dict[str, float] | None:
    if not (ROOT / "node_modules" / "pyodide").is_dir():
        return None
    build = ROOT / "build"
    build.mkdir(exist_ok=True)
    runner = build / "ochko_bench_pyodide.mjs"
    loop = build / "ochko_bench_loop.py"
    runner.write_text(PYODIDE_RUNNER, encoding="utf-8")
    loop.write_text(OCHKO_LOOP, encoding="utf-8")
    env = dict(os.environ, NODE_PATH=str(ROOT / "node_modules"))
    # Node resolves bare imports from the script's folder upwards: run it from the root.
    out = subprocess.run(["node", str(runner), str(ROOT / "engine"), str(seconds), str(loop)],
                         check=True, capture_output=True, text=True, cwd=ROOT, env=env)
    result: dict[str, float] = json.loads(out.stdout.strip().splitlines()[-1])
    return result


def time_odds() -> dict[str, float]:
    from karty.bura import odds as bura_odds
    from karty.ochko import Rules, TwoAces, odds

    def timed(fn: object, *args: object, **kw: object) -> float:
        odds._banker_dist.cache_clear()
        start = time.perf_counter()
        fn(*args, **kw)  # type: ignore[operator]
        return time.perf_counter() - start

    house = Rules(five_pictures=True, two_aces=TwoAces.SUPEROCHKO, banker_draws_at_15=True,
                  banker_stands_at_17=True)
    return {
        "p_dealt_bura": timed(bura_odds.p_dealt_bura),
        "p_dealt_molodka": timed(bura_odds.p_dealt_molodka),
        "p_immediate_21": timed(odds.p_immediate_21),
        "p_bust_next (2 cards, 3 seen)": timed(odds.p_bust_next, "10♠ 6♥", "A♦ 7♣ 9♥"),
        "banker_totals, stand on 17, empty hand": timed(odds.banker_totals, None, 17),
        "banker_totals_by_rule 12..21, default rules":
            timed(odds.banker_totals_by_rule, None, range(12, 22)),
        "banker_totals_by_rule 12..21, all banker/hand house rules":
            timed(odds.banker_totals_by_rule, house, range(12, 22)),
        "p_game_made, 3 known cards, k=6": timed(bura_odds.p_game_made, "A♠ 10♠ K♠", 6),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--setup", action="store_true", help="create build/bench-venv with RLCard")
    parser.add_argument("--no-pyodide", action="store_true")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if args.setup:
        setup()
        return 0
    machine = {"uname": " ".join(platform.uname()), "nproc": os.cpu_count(),
               "python": platform.python_version(),
               "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())}
    ochko = run_ochko(args.seconds)
    rl = run_rlcard(args.seconds)
    odds_times = time_odds()
    pyo = None if args.no_pyodide else run_pyodide(args.seconds)
    result = {
        "machine": machine,
        "ochko_cpython": ochko,
        "rlcard_blackjack": rl,
        "ratio_ochko_to_rlcard": ochko["rounds_per_second"] / rl["rounds_per_second"] if rl
        else None,
        "odds_seconds": odds_times,
        "ochko_pyodide": pyo,
        "ratio_pyodide_to_cpython": pyo["rounds_per_second"] / ochko["rounds_per_second"] if pyo
        else None,
    }
    if args.json:
        print(json.dumps(result, indent=2))
        return 0
    print(f"machine: {machine['uname']}; nproc {machine['nproc']}; Python {machine['python']}; "
          f"{machine['date']}")
    print(f"Очко duel rounds/s (CPython, random agents): {ochko['rounds_per_second']:.0f} "
          f"({ochko['rounds']} rounds, {ochko['actions']} actions in {ochko['seconds']:.1f} s)")
    if rl:
        print(f"RLCard blackjack rounds/s (random agent):   {rl['rounds_per_second']:.0f}")
        print(f"ratio Очко / RLCard blackjack:              {result['ratio_ochko_to_rlcard']:.3f}")
    else:
        print("RLCard blackjack: not run (bench/ochko_bench.py --setup)")
    for name, seconds in odds_times.items():
        print(f"odds: {name}: {seconds * 1000:.2f} ms")
    if pyo:
        print(f"Очко duel rounds/s (Pyodide in Node):       {pyo['rounds_per_second']:.0f}")
        print(f"ratio Pyodide / CPython:                    "
              f"{result['ratio_pyodide_to_cpython']:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
