"""Benchmark (not a test): the play table's review of a finished Бура кон and one
coach answer, through the table API (``karty.web.FUNCTIONS``: ``table_review``,
``table_coach``) in CPython, as the worker calls them (each call replays the token).

    .venv/bin/python bench/table_review_bench.py [--kons 20] [--seed 0] [--json]
        [--site site --port 8110]

For each of ``--kons`` one-кон matches (dealt from secrets ``seed``, ``seed+1``, …;
the reader's moves drawn at random from the legal ones with a seeded rng), the coach
is asked at every decision of the reader and the finished кон is reviewed once.
Reports the median, p95 and largest wall time of each, and the load (``uptime``).

With ``--site`` (the site built by ``make site PORT=<port>``), the same calls are
also made in Pyodide: the site is served on the port, Chromium (Debian's, headless,
Playwright) opens /play/bura/, and the page's own engine client (its Web Worker)
is called with the same arguments; the time is from the call to the reply, the
message round trip included.
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

from karty.web import FUNCTIONS
from karty.web.table import table_move, table_new


def _move(reply: dict, rng: random.Random) -> str:
    mv = reply["moves"]
    options = [m["move"] for m in mv["cards"]] + [k for k in ("pass", "molodka") if mv[k]]
    return rng.choice(options)


def _stats(xs: list[float]) -> dict[str, float]:
    xs = sorted(xs)
    return {"n": len(xs), "median_s": statistics.median(xs),
            "p95_s": xs[min(len(xs) - 1, int(0.95 * len(xs)))], "max_s": xs[-1]}


def _pyodide(site: str, port: int, calls: list[tuple[str, dict]]) -> dict[str, list[float]]:
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
    out: dict[str, list[float]] = {}
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium",
                                        args=["--no-sandbox", "--disable-gpu"])
            page = browser.new_page()
            page.goto(f"http://127.0.0.1:{port}/play/bura/")
            page.wait_for_function("() => document.querySelector('.karty-play')?.dataset.state"
                                   " === 'ready'", timeout=300_000)
            for fn, args in calls:
                ms = page.evaluate("""async ([fn, args]) => {
                  const m = await import(new URL('assets/js/engine-client.mjs', document.baseURI
                    .replace(/play\\/bura\\/.*$/, '')).href);
                  const t = performance.now();
                  const r = await m.callEngine(fn, args);
                  if (!r || !r.ok) throw new Error(JSON.stringify(r && r.error));
                  return performance.now() - t;
                }""", [fn, args])
                out.setdefault(fn, []).append(ms / 1000)
            browser.close()
    finally:
        server.shutdown()
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--kons", type=int, default=20)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--site", default=None)
    ap.add_argument("--port", type=int, default=8110)
    a = ap.parse_args()
    coach: list[float] = []
    review: list[float] = []
    steps: list[int] = []
    calls: list[tuple[str, dict]] = []
    for k in range(a.kons):
        secret = f"{a.seed + k:032x}"
        rng = random.Random(a.seed + k)
        r = table_new({"game": "bura", "secret": secret, "level": "n", "lang": "en",
                       "options": {"kons": "1"}})
        while r["kon"] is None:
            args = {"token": r["token"], "secret": secret, "lang": "en"}
            t = time.perf_counter()
            FUNCTIONS["table_coach"](args)
            coach.append(time.perf_counter() - t)
            calls.append(("table_coach", args))
            r = table_move({"token": r["token"], "secret": secret, "move": _move(r, rng),
                            "lang": "en"})
        args = {"token": r["token"], "secret": secret, "kon": 1, "lang": "en"}
        calls.append(("table_review", args))
        t = time.perf_counter()
        out = FUNCTIONS["table_review"](args)
        review.append(time.perf_counter() - t)
        steps.append(len(out["steps"]))
    result = {"python": sys.version.split()[0],
              "uptime": subprocess.run(["uptime"], capture_output=True, text=True, check=False).stdout.strip(),
              "review_per_kon": _stats(review), "coach_per_decision": _stats(coach),
              "steps_per_kon": {"median": statistics.median(steps), "max": max(steps)}}
    if a.site:
        py = _pyodide(a.site, a.port, calls)
        result["pyodide_review_per_kon"] = _stats(py["table_review"])
        result["pyodide_coach_per_decision"] = _stats(py["table_coach"])
    if a.json:
        print(json.dumps(result, indent=2))
        return
    print(f"CPython {result['python']}; load: {result['uptime']}")
    for name in ("review_per_kon", "coach_per_decision", "pyodide_review_per_kon",
                 "pyodide_coach_per_decision"):
        if name not in result:
            continue
        s = result[name]
        print(f"{name:27} n={s['n']:4}  median {s['median_s'] * 1000:7.0f} ms  "
              f"p95 {s['p95_s'] * 1000:7.0f} ms  max {s['max_s'] * 1000:7.0f} ms")
    print(f"steps per кон: median {result['steps_per_kon']['median']}, "
          f"max {result['steps_per_kon']['max']}")


if __name__ == "__main__":
    main()
