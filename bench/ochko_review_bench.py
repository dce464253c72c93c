"""Benchmark (not a test): the review of a whole finished Очко session through the play
table's API (``table_review``: one call reviews the session, each decision rated once,
replaying the token first as the worker does), in CPython, in Pyodide under Node
(``--pyodide``, the wheel ``make wheel`` builds) and, with ``--site``, in the page's
own engine client in Chromium.

    nice -n 10 .venv/bin/python bench/ochko_review_bench.py --sessions 5 --pyodide \
        [--site site --port 8101]

Each session (secret ``seed``, ``seed+1``, …; the normal computers; 3 seats, 30 кон)
is played to its end by a seeded reader: the least bank, the least or the most stake,
draws below 17, and at each draw with probability 0.25 a choice drawn at random from
the legal ones (so the review has mistakes to mark). Each session is reviewed in a
fresh process (CPython, Node) or a freshly loaded page (Chromium), so the exact values'
caches start cold, as for a reader who opens the review at the end of a session;
a second call (another кон of the same session) shows the warm cost. Wall and CPU
time (Node's ``process.cpuUsage()`` under Pyodide, the whole process; none in the
page), and the load (``uptime``) before and after.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "engine"))

LOOP = '''
import random, time
from karty.ochko.rules import Rules
from karty.ochko.state import evaluate
from karty.web import FUNCTIONS
from karty.ochko import table as table_ochko
from karty.web.table import table_new
from karty.ochko.table_view import view
from karty.web.table.token import Token

try:  # under Node, Pyodide's process_time is the wall clock: ask Node for its CPU time
    import js
    js.process.cpuUsage

    def cpu():
        u = js.process.cpuUsage()
        return (u.user + u.system) / 1e6
except (ImportError, AttributeError):
    cpu = time.process_time

def _choice(session, rng):
    s = session.state
    obs = s.observation(0)
    legal = [str(a) for a in s.legal_actions()]
    phase = obs["phase"]
    if phase == "opening-bank":
        return f"bank {obs['bank_bounds'][0]}"
    if phase == "stake":
        lo, hi = obs["stake_bounds"]
        return f"stake {rng.choice((lo, hi))}"
    if phase == "stuk":
        return "deal"
    if phase == "ask":
        return "ask" if "ask" in legal else legal[0]
    if phase == "player" and rng.random() < 0.25:
        return rng.choice(legal)
    want = "draw" if evaluate(s.hands[0], Rules()).points < 17 else "stand"
    return want if want in legal else legal[0]


def play(n):
    """The session of secret ``n`` played to its end: (token, secret, кон, session)."""
    secret = f"{n:032x}"
    r = table_new({"game": "ochko", "secret": secret, "level": "n", "lang": "en"})
    session = table_ochko.open_session(Token.parse(r["token"]), bytes.fromhex(secret))
    rng = random.Random(n)
    while not session.state.is_terminal():
        table_ochko.move(session, _choice(session, rng))
    return view(session, "en")["token"], secret, session.state.rounds, session



def measure(n):
    token, secret, kons, _ = play(n)
    out = {"secret": n, "kons": kons}
    for name, kon in (("cold", 1), ("warm", kons)):
        t0, c0 = time.perf_counter(), cpu()
        r = FUNCTIONS["table_review"]({"token": token, "secret": secret, "kon": kon, "lang": "en"})
        out[name + "_wall_s"] = time.perf_counter() - t0
        out[name + "_cpu_s"] = cpu() - c0
    out["steps"] = len(r["steps"])
    out["rated"] = sum(1 for s in r["steps"] if s["rating"])
    out["marked"] = r["mistakes"]
    return out
'''

PYODIDE_RUNNER = r'''
import fs from "node:fs";
import { loadPyodide } from "pyodide";
const [wheel, loop, n] = process.argv.slice(2);
const py = await loadPyodide();
const site = py.runPython("import sysconfig; sysconfig.get_paths()['purelib']");
py.unpackArchive(new Uint8Array(fs.readFileSync(wheel)), "wheel", { extractDir: site });
py.runPython(fs.readFileSync(loop, "utf8"));
const r = py.runPython(`import json; json.dumps(measure(${Number(n)}))`);
console.log(JSON.stringify({ result: JSON.parse(r), pyodide: py.version }));
'''


_NS: dict[str, Any] = {}
exec(LOOP, _NS)  # noqa: S102  (the same source that runs in Pyodide)
play = _NS["play"]


def _uptime() -> str:
    return subprocess.run(["uptime"], capture_output=True, text=True, check=False).stdout.strip()


def _pyodide(site: str, port: int, sessions: list[list[dict]]) -> list[list[float]]:
    import functools
    import http.server
    import threading

    from playwright.sync_api import sync_playwright

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args: object) -> None:
            pass

    handler = functools.partial(Quiet, directory=site)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    out: list[list[float]] = []
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium",
                                        args=["--no-sandbox", "--disable-gpu"])
            page = browser.new_page()
            for calls in sessions:
                page.goto(f"http://127.0.0.1:{port}/play/ochko/")
                page.wait_for_function("() => document.querySelector('.karty-play')?.dataset"
                                       ".state === 'ready'", timeout=300_000)
                times = page.evaluate("""async (calls) => {
                  const m = await import(new URL('assets/js/engine-client.mjs', document.baseURI
                    .replace(/play\\/ochko\\/.*$/, '')).href);
                  const out = [];
                  for (const args of calls) {
                    const t = performance.now();
                    const r = await m.callEngine('table_review', args);
                    if (!r || !r.ok) throw new Error(JSON.stringify(r && r.error));
                    out.push((performance.now() - t) / 1000);
                  }
                  return out;
                }""", calls)
                out.append(times)
            browser.close()
    finally:
        server.shutdown()
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--sessions", type=int, default=5)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--pyodide", action="store_true")
    ap.add_argument("--site", default=None)
    ap.add_argument("--port", type=int, default=8101)
    a = ap.parse_args()
    print(f"CPython {sys.version.split()[0]}; load before: {_uptime()}", flush=True)
    seeds = list(range(a.seed, a.seed + a.sessions))
    work = REPO / "build" / "bench"
    work.mkdir(parents=True, exist_ok=True)
    (work / "ochko_review_loop.py").write_text(LOOP, encoding="utf-8")
    rows: dict[str, list[dict]] = {"CPython": []}
    for n in seeds:  # a fresh process each: cold caches
        code = ("import json, sys; sys.path.insert(0, 'engine'); "
                f"exec(open({str(work / 'ochko_review_loop.py')!r}).read()); "
                f"print(json.dumps(measure({n})))")
        out = subprocess.run([sys.executable, "-c", code],
                             cwd=REPO, check=True, capture_output=True, text=True)
        rows["CPython"].append(json.loads(out.stdout.strip().splitlines()[-1]))
    if a.pyodide:
        subprocess.run(["make", "--no-print-directory", "wheel"], cwd=REPO, check=True,
                       capture_output=True)
        wheel = next((REPO / "build" / "wheel").glob("karty-*.whl"))
        (work / "ochko_review_pyodide.mjs").write_text(PYODIDE_RUNNER, encoding="utf-8")
        rows["Pyodide (Node)"] = []
        for n in seeds:
            out = subprocess.run(["node", str(work / "ochko_review_pyodide.mjs"), str(wheel),
                                  str(work / "ochko_review_loop.py"), str(n)],
                                 cwd=REPO, check=True, capture_output=True, text=True)
            rows["Pyodide (Node)"].append(json.loads(out.stdout.strip().splitlines()[-1])["result"])
    if a.site:
        sessions = []
        for n in seeds:
            token, secret, kons, _ = play(n)
            sessions.append([{"token": token, "secret": secret, "kon": k, "lang": "en"}
                             for k in (1, kons)])
        rows["Chromium page"] = [{"secret": n, "cold_wall_s": t[0], "warm_wall_s": t[1]}
                                 for n, t in zip(seeds, _pyodide(a.site, a.port, sessions),
                                                 strict=True)]
    for name, got in rows.items():
        for r in got:
            print(name, json.dumps(r), flush=True)
        for key in ("cold_wall_s", "cold_cpu_s", "warm_wall_s", "warm_cpu_s"):
            xs = [r[key] for r in got if key in r]
            if xs:
                print(f"  {name} {key}: median {statistics.median(xs):.2f} s, max {max(xs):.2f} s")
    print(f"load after: {_uptime()}")


if __name__ == "__main__":
    main()
