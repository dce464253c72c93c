"""Engine speed (issue 16): the three goals side by side in one run, repeated.

    .venv/bin/python bench/ochko_bench.py --setup       # once: build/bench-venv with RLCard
    .venv/bin/python bench/speed_bench.py [--repeat 5] [--seconds 3] [--kons 1500] [--json]

Each repetition runs, one after another on the same machine:

* the Очко duel loop of ``bench/ochko_bench.py`` (``OCHKO_LOOP``: random agents
  at a two-seat table, every action through ``apply_action``) for ``--seconds``;
* RLCard's blackjack (``env.run()`` with one ``RandomAgent``, rlcard 1.2.0 in
  build/bench-venv) for ``--seconds``;
* the Бура loop of ``bench/bura_bench.py`` (``LOOP``): ``--kons`` random кон
  played out (no claims) and ``--kons`` with claims among the choices.

Then, in the same repetition, a Node process runs the same two loop sources
inside Pyodide (the npm package pinned in package.json, the engine's source
copied into its file system; its start-up is not timed). The machine is shared
and noisy, so the report gives every repetition, its ratios, and the medians.
"""

from __future__ import annotations

import argparse
import json
import os
import pathlib
import platform
import statistics
import subprocess
import sys
import textwrap
import time
from typing import Any

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "engine"))
sys.path.insert(0, str(ROOT / "bench"))

from bura_bench import LOOP as BURA_LOOP
from ochko_bench import OCHKO_LOOP, run_rlcard

PYODIDE_RUNNER = textwrap.dedent("""
    import { loadPyodide } from "pyodide";
    import fs from "node:fs";
    import path from "node:path";
    const [engineDir, loopFile, seconds, kons, repeat] = process.argv.slice(2);
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
    py.runPython("random_kons(200, 1, False); ochko_rounds(0.5)");  // warm up
    const out = [];
    for (let i = 0; i < Number(repeat); i++) {
      out.push(JSON.parse(py.runPython(`import json; json.dumps(one_rep(${seconds}, ${kons}))`)));
    }
    const v = py.runPython("import sys; sys.version.split()[0]");
    console.log(JSON.stringify({ reps: out, python: v, pyodide: py.version }));
""")

ONE_REP = textwrap.dedent("""
    def one_rep(seconds, kons):
        o = ochko_rounds(seconds)
        n, a, t = random_kons(kons, 1, False)
        nc, ac, tc = random_kons(kons, 1, True)
        return {"ochko": o["rounds_per_second"], "bura_played_out": n / t,
                "bura_with_claims": nc / tc}
""")

LOOPS = OCHKO_LOOP + BURA_LOOP + ONE_REP


def cpython_rep(seconds: float, kons: int, ns: dict[str, Any]) -> dict[str, float]:
    result: dict[str, float] = ns["one_rep"](seconds, kons)
    return result


def pyodide_reps(seconds: float, kons: int, repeat: int) -> dict[str, Any] | None:
    if not (ROOT / "node_modules" / "pyodide").is_dir():
        return None
    work = ROOT / "build" / "bench"
    work.mkdir(parents=True, exist_ok=True)
    (work / "speed_pyodide.mjs").write_text(PYODIDE_RUNNER, encoding="utf-8")
    (work / "speed_loops.py").write_text(LOOPS, encoding="utf-8")
    env = dict(os.environ, NODE_PATH=str(ROOT / "node_modules"))
    out = subprocess.run(["node", str(work / "speed_pyodide.mjs"), str(ROOT / "engine"),
                          str(work / "speed_loops.py"), str(seconds), str(kons), str(repeat)],
                         check=True, capture_output=True, text=True, cwd=ROOT, env=env)
    data: dict[str, Any] = json.loads(out.stdout.strip().splitlines()[-1])
    return data


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--seconds", type=float, default=3.0, help="Очко and RLCard, per repetition")
    ap.add_argument("--kons", type=int, default=1500, help="Бура кон per loop and repetition")
    ap.add_argument("--no-pyodide", action="store_true")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    git = subprocess.run(["git", "rev-parse", "--short", "HEAD"], check=False, cwd=ROOT, capture_output=True,
                         text=True).stdout.strip()
    report: dict[str, Any] = {
        "machine": " ".join(platform.uname()), "nproc": os.cpu_count(),
        "python": platform.python_version(), "commit": git,
        "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
        "load_before": os.getloadavg(),
        "command": " ".join(["bench/speed_bench.py", *(argv if argv is not None
                                                       else sys.argv[1:])]),
    }
    ns: dict[str, Any] = {}
    exec(LOOPS, ns)  # noqa: S102  (the same source runs in Pyodide)
    ns["random_kons"](200, 1, False)
    ns["ochko_rounds"](0.5)
    reps = []
    pyo: dict[str, Any] | None = None
    for i in range(args.repeat):
        rep = cpython_rep(args.seconds, args.kons, ns)
        rl = run_rlcard(args.seconds)
        rep["rlcard"] = rl["rounds_per_second"] if rl else float("nan")
        rep["ochko_over_rlcard"] = rep["ochko"] / rep["rlcard"]
        # Pyodide right after, in the same repetition (its start-up is not timed), so
        # that each ratio compares runs made under the same load.
        one = None if args.no_pyodide else pyodide_reps(args.seconds, args.kons, 1)
        if one:
            pyo = pyo or {"reps": [], "python": one["python"], "pyodide": one["pyodide"]}
            p = one["reps"][0]
            pyo["reps"].append(p)
            for k in ("ochko", "bura_played_out", "bura_with_claims"):
                rep[f"pyodide_{k}"] = p[k]
                rep[f"pyodide_over_cpython_{k}"] = p[k] / rep[k]
        reps.append(rep)
        if not args.json:
            print(f"rep {i + 1}: " + ", ".join(f"{k} {v:,.2f}" if v < 10 else f"{k} {v:,.0f}"
                                               for k, v in rep.items()), flush=True)
    report["cpython"] = reps
    med = {k: statistics.median(r[k] for r in reps) for k in reps[0]}
    report["cpython_median"] = med
    if pyo:
        report["pyodide"] = pyo
        pmed = {k: statistics.median(r[k] for r in pyo["reps"]) for k in pyo["reps"][0]}
        report["pyodide_median"] = pmed
        report["pyodide_over_cpython"] = {k: pmed[k] / med[k] for k in pmed}
    report["load_after"] = os.getloadavg()
    if args.json:
        print(json.dumps(report, ensure_ascii=False, indent=1))
        return 0
    print(f"{report['machine']}; nproc {report['nproc']}; Python {report['python']}; "
          f"{report['date']}; commit {git}; load {report['load_before']}")
    print(f"median of {args.repeat}: Очко rounds/s {med['ochko']:,.0f}, RLCard blackjack "
          f"{med['rlcard']:,.0f}, ratio of medians {med['ochko'] / med['rlcard']:.2f} "
          f"(median of per-run ratios {med['ochko_over_rlcard']:.2f})")
    print(f"median of {args.repeat}: Бура played-out кон/s {med['bura_played_out']:,.0f}, "
          f"with claims {med['bura_with_claims']:,.0f}")
    if pyo:
        pm = report["pyodide_median"]
        r = report["pyodide_over_cpython"]
        print("median of the per-repetition ratios Pyodide/CPython: " + ", ".join(
            f"{k} {med[f'pyodide_over_cpython_{k}']:.2f}"
            for k in ("ochko", "bura_played_out", "bura_with_claims")))
        print(f"Pyodide {pyo['pyodide']} (Python {pyo['python']}) medians: Очко "
              f"{pm['ochko']:,.0f} ({r['ochko']:.2f}x), Бура played out "
              f"{pm['bura_played_out']:,.0f} ({r['bura_played_out']:.2f}x), with claims "
              f"{pm['bura_with_claims']:,.0f} ({r['bura_with_claims']:.2f}x)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
