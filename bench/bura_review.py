"""The Бура review and coach: time per full кон reviewed and per coached
decision, in CPython and in Pyodide (Node), and what the extra paired worlds
buy in uncertainty.

    nice -n 10 .venv/bin/python bench/bura_review.py --kons 10 --extra 0 24 48 96 --pyodide

Kon ``i`` (from ``--seed``) is dealt from ``random.Random(i)``, dealer ``i % 2``;
seat 0 plays the rule of thumb with 20 % random moves (a player who makes
mistakes), seat 1 the table's hard computer. At each of seat 0's decisions
with a choice the coach's rating is timed (:func:`karty.bura.review.rate_decision`
with the hard level's search and ``extra`` paired worlds); after the кон the
whole review of seat 0 (:func:`karty.bura.web_review`'s, through
``karty.web.review.review_json``, JSON included) is timed. Also reported: the
mean standard error of a move's loss against the engine's move, the share
of decisions where some move is marked a mistake and where the engine's
move has the highest mean of all moves. The same loop (``LOOP``) runs in
CPython and, with ``--pyodide``, in Pyodide from the wheel ``make wheel`` builds.
Both wall and CPU time are given (on a shared machine the CPU time is the
steadier figure; in Pyodide it is Node's ``process.cpuUsage()``, the whole
Node process).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "engine"))

LOOP = '''
import random, time
from karty.bura import HeuristicPlayer, Rules, initial_state
from karty.bura.review import SearchRater, rate_decision, review
from karty.games import load_game
from karty.web.review import review_json
from karty.bura.table import computer

try:  # under Node, Pyodide's process_time is the wall clock: ask Node for its CPU time
    import js
    js.process.cpuUsage

    def cpu():
        u = js.process.cpuUsage()
        return (u.user + u.system) / 1e6
except (ImportError, AttributeError):
    cpu = time.process_time

def measure(kons, seed0, extra):
    hard = computer("h")
    rater = SearchRater(hard, extra=extra)
    spec = load_game("bura")
    coach, whole, loss_se, marked, argmax, decisions = [], [], [], 0, 0, 0
    coach_cpu, whole_cpu = [], []
    for i in range(seed0, seed0 + kons):
        s = initial_state(Rules(), dealer=i % 2)
        s.apply_action(s.sample_chance(random.Random(i)))
        rng = [random.Random(2 * i + 1), random.Random(2 * i + 2)]
        while not s.is_terminal():
            p = s.current_player()
            legal = s.legal_actions()
            obs = s.observation(p)
            if p == 0:
                if len(legal) > 1:
                    t0, c0 = time.perf_counter(), cpu()
                    r = rate_decision(s, rater, seed=i)
                    coach.append(time.perf_counter() - t0)
                    coach_cpu.append(cpu() - c0)
                    decisions += 1
                    marked += any(m.mistake for m in r.moves)
                    top = max(m.value for m in r.moves)
                    argmax += r.moves[r.best].value == top
                    loss_se.extend(m.loss_se for j, m in enumerate(r.moves) if j != r.best)
                a = HeuristicPlayer(noise=0.2).choose(obs, legal, rng[0])
            else:
                a = hard.choose(obs, legal, rng[1])
            s.apply_action(a)
        t0, c0 = time.perf_counter(), cpu()
        review_json(spec, review(s, 0, rater, seed=i), "en")
        whole.append(time.perf_counter() - t0)
        whole_cpu.append(cpu() - c0)
    return {"coach": coach, "review": whole, "coach_cpu": coach_cpu, "review_cpu": whole_cpu, "loss_se": sum(loss_se) / len(loss_se),
            "marked": marked / decisions, "argmax": argmax / decisions, "decisions": decisions}
'''

PYODIDE_RUNNER = r'''
import fs from "node:fs";
import { loadPyodide } from "pyodide";
const [wheel, loop, args] = process.argv.slice(2);
const py = await loadPyodide();
const site = py.runPython("import sysconfig; sysconfig.get_paths()['purelib']");
py.unpackArchive(new Uint8Array(fs.readFileSync(wheel)), "wheel", { extractDir: site });
py.runPython(fs.readFileSync(loop, "utf8"));
const r = py.runPython("import json; json.dumps(measure(*json.loads('" + args + "')))");
console.log(JSON.stringify({ result: JSON.parse(r), pyodide: py.version }));
'''


def summary(times: list[float]) -> str:
    t = sorted(times)
    return (f"median {statistics.median(t):.3f} s, 95th pct {t[int(0.95 * (len(t) - 1))]:.3f} s, "
            f"max {t[-1]:.3f} s")


def line(runtime: str, extra: int, r: dict[str, Any]) -> str:
    return (f"{runtime}, extra {extra}: coach ({r['decisions']} decisions) wall {summary(r['coach'])}"
            f" | CPU {summary(r['coach_cpu'])}; review ({len(r['review'])} кон) wall "
            f"{summary(r['review'])} | CPU {summary(r['review_cpu'])}; mean loss SE "
            f"{100 * r['loss_se']:.1f} % of the stake; a mistake marked at "
            f"{100 * r['marked']:.0f} % of decisions; the engine's move has the top mean at "
            f"{100 * r['argmax']:.0f} %")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--kons", type=int, default=10)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--extra", type=int, nargs="+", default=[24])
    ap.add_argument("--pyodide", action="store_true")
    args = ap.parse_args(argv)
    print(f"{' '.join(platform.uname())}; CPython {sys.version.split()[0]}; "
          f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}; load "
          f"{os.getloadavg()[0]:.1f}", flush=True)
    ns: dict[str, Any] = {}
    exec(LOOP, ns)  # noqa: S102  (the same source that runs in Pyodide)
    wheel = None
    if args.pyodide:
        subprocess.run(["make", "--no-print-directory", "wheel"], cwd=ROOT, check=True,
                       capture_output=True)
        wheel = next((ROOT / "build" / "wheel").glob("karty-*.whl"))
        work = ROOT / "build" / "bench"
        work.mkdir(parents=True, exist_ok=True)
        (work / "review_pyodide.mjs").write_text(PYODIDE_RUNNER, encoding="utf-8")
        (work / "review_loop.py").write_text(LOOP, encoding="utf-8")
    for extra in args.extra:
        print(line("CPython", extra, ns["measure"](args.kons, args.seed, extra)), flush=True)
        if wheel is not None:
            out = subprocess.run(
                ["node", str(ROOT / "build" / "bench" / "review_pyodide.mjs"), str(wheel),
                 str(ROOT / "build" / "bench" / "review_loop.py"),
                 json.dumps([args.kons, args.seed, extra])],
                cwd=ROOT, check=True, capture_output=True, text=True)
            data = json.loads(out.stdout.strip().splitlines()[-1])
            print(line(f"Pyodide {data['pyodide']}", extra, data["result"]) +
                  f"; load {os.getloadavg()[0]:.1f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
