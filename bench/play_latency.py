"""Benchmark (not a test): how long the computer takes to answer at the play tables,
per strength (easy, normal, hard), side by side in one run.

    .venv/bin/python bench/play_latency.py [--site site] [--port 8106] [--moves 40] [--json]

* **CPython**: ``karty.web.table.table_move`` called directly (the reader's move, a
  legal one drawn from a seeded rng, and the computer's answer), wall time per call;
* **Chromium** (Debian's, headless, Playwright), on the built site served here
  (``--site``, built for ``http://127.0.0.1:<port>/`` by ``make site PORT=<port>``):
  /play/bura/ at each strength, moves made by clicking; the page's own marks give
  ``karty:play-engine`` (from the click to the worker's reply: the engine's answer in
  Pyodide, the message round trip included) and ``karty:play-shown`` (from the click
  to the computer's move drawn on the table; this includes the table's deliberate
  pause of 600 ms before the computer's move is shown).

Median and p95 of each. Nothing is cached between moves that would not be between
a reader's moves (each call replays the token, as the worker does).
"""

from __future__ import annotations

import argparse
import functools
import http.server
import json
import random
import statistics
import sys
import threading
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "engine"))

from karty.web.table import table_move, table_new

LEVELS = ("e", "n", "h")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]


def _pick(reply: dict, rng: random.Random) -> str:
    mv = reply["moves"]
    options = [m["move"] for m in mv["cards"]] + ["molodka"] * mv["molodka"] + ["pass"] * mv["pass"]
    return rng.choice(options)


def _stats(xs: list[float]) -> dict[str, float]:
    xs = sorted(xs)
    return {"n": len(xs), "median_ms": round(statistics.median(xs), 1),
            "p95_ms": round(xs[min(len(xs) - 1, int(0.95 * len(xs)))], 1),
            "max_ms": round(xs[-1], 1)}


def cpython(moves: int) -> dict[str, dict[str, float]]:
    out = {}
    for level in LEVELS:
        rng = random.Random(13)
        times: list[float] = []
        seed = 100
        reply = table_new({"game": "bura", "secret": f"{seed:032x}", "level": level, "lang": "en"})
        while len(times) < moves:
            if reply["kon"] is not None:
                seed += 1
                reply = table_new({"game": "bura", "secret": f"{seed:032x}", "level": level,
                                   "lang": "en"})
                continue
            t = time.perf_counter()
            reply = table_move({"token": reply["token"], "secret": f"{seed:032x}",
                                "move": _pick(reply, rng), "lang": "en"})
            times.append((time.perf_counter() - t) * 1000)
        out[level] = _stats(times)
    return out


class _Quiet(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,  # noqa: RUF012
                      ".mjs": "text/javascript", ".wasm": "application/wasm"}

    def log_message(self, *args: object) -> None:
        pass


MOVE_JS = """() => {
  const table = document.querySelector('.karty-play-live');
  const main = () => table.querySelector('.karty-play-actions .karty-play-btn--main');
  for (let i = 0; i < 3 && main() && main().disabled; i++) {
    const lit = table.querySelector('.karty-play-card.is-playable[aria-pressed=false]');
    if (!lit) break;
    lit.click();
  }
  if (main() && !main().disabled) { main().click(); return 'main'; }
  for (const c of table.querySelectorAll('.karty-play-card[aria-pressed=true]')) c.click();
  const k = table.querySelectorAll('.karty-play-trick svg').length;
  [...table.querySelectorAll('.karty-play-card')].slice(0, k).forEach((c) => c.click());
  table.querySelector('.karty-play-give').click();
  return 'give';
}"""


def chromium(site: Path, port: int, moves: int) -> dict[str, dict[str, dict[str, float]]]:
    from playwright.sync_api import sync_playwright

    handler = functools.partial(_Quiet, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{port}/"
    out: dict[str, dict[str, dict[str, float]]] = {}
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
            ctx = browser.new_context()
            for level in LEVELS:
                page = ctx.new_page()
                engine_ms: list[float] = []
                shown_ms: list[float] = []
                seed = 100
                while len(engine_ms) < moves:
                    # the game dealt from secret `seed`, put into the page's storage
                    r = table_new({"game": "bura", "secret": f"{seed:032x}", "level": level})
                    page.goto(f"{base}play/bura/")
                    page.evaluate("([id, s, t]) => { localStorage.setItem('karty.play.secrets',"
                                  " JSON.stringify([[id, s]])); localStorage.setItem("
                                  "'karty.play.bura', t); }", [r["id"], f"{seed:032x}", r["token"]])
                    page.goto(f"{base}play/bura/#t={r['token']}")
                    page.reload()
                    page.wait_for_function("() => document.querySelector('.karty-play')"
                                           "?.dataset.state === 'ready'", timeout=180_000)
                    page.evaluate("() => performance.clearMeasures()")
                    while len(engine_ms) < moves:
                        root = page.locator(".karty-play")
                        if root.get_attribute("data-to-act") != "you":
                            break
                        if page.locator(".karty-play-live button", has_text="Молодка").count():
                            break
                        page.evaluate(MOVE_JS)
                        page.wait_for_function("() => document.querySelector('.karty-play')"
                                               ".dataset.state === 'ready'", timeout=60_000)
                        m = page.evaluate("""() => Object.fromEntries(['engine', 'shown'].map((k) =>
                            [k, performance.getEntriesByName('karty:play-' + k).map((e) => e.duration)]))""")
                        page.evaluate("() => performance.clearMeasures()")
                        engine_ms += m["engine"]
                        shown_ms += m["shown"]
                    seed += 1
                out[level] = {"engine": _stats(engine_ms), "shown": _stats(shown_ms)}
                page.close()
            browser.close()
    finally:
        server.shutdown()
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--site", default="site")
    ap.add_argument("--port", type=int, default=8106)
    ap.add_argument("--moves", type=int, default=40)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    result = {"cpython": cpython(args.moves),
              "chromium": chromium(REPO / args.site, args.port, args.moves)}
    if args.json:
        print(json.dumps(result, indent=1))
        return
    names = {"e": "easy", "n": "normal", "h": "hard"}
    print("strength | CPython table_move median / p95 | Chromium engine reply median / p95 |"
          " Chromium on screen median / p95 (incl. 600 ms pause)")
    for lv in LEVELS:
        c, b = result["cpython"][lv], result["chromium"][lv]
        print(f"{names[lv]} | {c['median_ms']} / {c['p95_ms']} ms (n={c['n']}) | "
              f"{b['engine']['median_ms']} / {b['engine']['p95_ms']} ms (n={b['engine']['n']}) | "
              f"{b['shown']['median_ms']} / {b['shown']['p95_ms']} ms (n={b['shown']['n']})")


if __name__ == "__main__":
    main()
