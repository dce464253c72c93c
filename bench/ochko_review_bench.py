"""Benchmark (not a test): the review of a whole Очко session through the play table's
API (``table_review``, one call per кон, each replaying the token as the worker does),
in CPython and, with ``--site``, in Pyodide (the page's own engine client).

    .venv/bin/python bench/ochko_review_bench.py [--sessions 5] [--seed 0]
        [--site site --port 8101] [--json]

Each session (secret ``seed``, ``seed+1``, …; the normal computers; 3 seats, 30 кон)
is played to its end by a seeded reader: the least bank and stake, then draws below
17, and at each draw with probability 0.25 a choice drawn at random from the legal
ones (so the review has mistakes to mark). Then every кон of it is reviewed, кон 1 to
the last: the time per session is the sum (what stepping through the whole session
costs), from a cold start (a fresh process for CPython is not used: the CPython
figures are with the caches of the sessions before; in Pyodide the page is reloaded
before each session, so each starts with a fresh worker and cold caches). Also the
engine's review of the whole session in one call (``karty.ochko.review.review``,
CPython). Reports each session's times and the load (``uptime``) before and after.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "engine"))

from karty.ochko.review import review as engine_review
from karty.ochko.rules import Rules
from karty.ochko.state import evaluate
from karty.web import FUNCTIONS
from karty.web.table import ochko as table_ochko
from karty.web.table import table_new
from karty.web.table.ochko_view import view
from karty.web.table.token import Token


def _choice(session: table_ochko.Session, rng: random.Random) -> str:
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


def play(n: int) -> tuple[str, str, int, table_ochko.Session]:
    """The session of secret ``n`` played to its end: (token, secret, кон, session)."""
    secret = f"{n:032x}"
    r = table_new({"game": "ochko", "secret": secret, "level": "n", "lang": "en"})
    session = table_ochko.open_session(Token.parse(r["token"]), bytes.fromhex(secret))
    rng = random.Random(n)
    while not session.state.is_terminal():
        table_ochko.move(session, _choice(session, rng))
    return view(session, "en")["token"], secret, session.state.rounds, session


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
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--site", default=None)
    ap.add_argument("--port", type=int, default=8101)
    a = ap.parse_args()
    result: dict = {"python": sys.version.split()[0], "uptime_before": _uptime(), "sessions": []}
    all_calls = []
    for k in range(a.sessions):
        token, secret, kons, session = play(a.seed + k)
        calls = [{"token": token, "secret": secret, "kon": kon, "lang": "en"}
                 for kon in range(1, kons + 1)]
        all_calls.append(calls)
        times, rated, marked = [], 0, 0
        for args in calls:
            t = time.perf_counter()
            out = FUNCTIONS["table_review"](args)
            times.append(time.perf_counter() - t)
            rated += sum(1 for s in out["steps"] if s["rating"])
            marked += out["mistakes"]
        t = time.perf_counter()
        engine_review(session.state, 0)
        whole = time.perf_counter() - t
        result["sessions"].append({"secret": a.seed + k, "kons": kons, "rated": rated,
                                   "marked": marked, "cpython_session_s": sum(times),
                                   "cpython_max_kon_s": max(times),
                                   "cpython_engine_whole_s": whole})
    if a.site:
        for row, times in zip(result["sessions"], _pyodide(a.site, a.port, all_calls), strict=True):
            row["pyodide_session_s"] = sum(times)
            row["pyodide_first_kon_s"] = times[0]
            row["pyodide_max_kon_s"] = max(times)
    result["uptime_after"] = _uptime()
    if a.json:
        print(json.dumps(result, indent=2))
        return
    print(f"CPython {result['python']}; load before: {result['uptime_before']}")
    for row in result["sessions"]:
        print(json.dumps(row))
    for key in ("cpython_session_s", "pyodide_session_s"):
        xs = [r[key] for r in result["sessions"] if key in r]
        if xs:
            print(f"{key}: median {statistics.median(xs):.2f} s, max {max(xs):.2f} s")
    print(f"load after: {result['uptime_after']}")


if __name__ == "__main__":
    main()
