"""Benchmark (not a test): the engine in the browser, in one Chromium run.

    .venv/bin/python bench/browser_bench.py [--site site] [--runs 3] [--json] [--markdown]

Measures, against the built site served on 127.0.0.1 by this script:

* **bare vs site worker:** the time from ``new Worker(…)`` on a page to "ready",
  for a bare module worker that only calls ``loadPyodide()`` on the site's own
  Pyodide files, and for the site's worker (docs/assets/js/worker.mjs: byte
  counting, ``loadPyodide()``, ``loadPackage("karty")`` with its sha256 check,
  ``import karty.web``), each in a fresh browser context (empty HTTP cache),
  and again in the same context (warm cache); the ratio site/bare;
* **first answer after ready:** the site's worker, the first call of each
  widget function right after "ready", then the median of 20 more;
* **the page:** examples/bura/ in a fresh context: from navigation to every
  widget live, the main thread's longest task (PerformanceObserver
  ``longtask``) over the whole load and within the engine's loading
  (``karty:engine-start`` … ``karty:engine-ready`` marks of widgets.mjs); then a
  warm reload of the same page.

The two tiny bench pages live only in this script's server (``/__bench/``), not in
the site. The site is ``--site`` (built for http://127.0.0.1:8000/ by `make site`)
if port 8000 is free, else a fresh build for the port used.
"""

from __future__ import annotations

import argparse
import datetime
import functools
import http.server
import json
import os
import platform
import socket
import statistics
import subprocess
import sys
import threading
from pathlib import Path
from typing import ClassVar

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]

BENCH = {
    "bare-worker.mjs": """
import { loadPyodide } from "/assets/pyodide/pyodide.mjs";
const pyodide = await loadPyodide({ indexURL: "/assets/pyodide/" });
postMessage({ type: "ready", pyodide: pyodide.version });
""",
    "bench.html": """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title></head>
<body><script type="module">
window.startWorker = (url, start) => new Promise((resolve, reject) => {
  const t0 = performance.now();
  const w = new Worker(url, { type: "module" });
  window.benchWorker = w;
  w.addEventListener("error", (e) => reject(new Error(e.message)));
  w.addEventListener("message", (e) => {
    if (e.data && e.data.type === "ready") resolve(performance.now() - t0);
    if (e.data && e.data.type === "failed") reject(new Error(JSON.stringify(e.data.error)));
  });
  if (start) w.postMessage({ type: "start" });
});
let next = 1;
window.callWorker = (fn, args) => new Promise((resolve) => {
  const id = next++;
  const t0 = performance.now();
  const on = (e) => {
    if (e.data && e.data.id === id) {
      window.benchWorker.removeEventListener("message", on);
      resolve({ ms: performance.now() - t0, ok: e.data.ok });
    }
  };
  window.benchWorker.addEventListener("message", on);
  window.benchWorker.postMessage({ id, fn, args });
});
window.benchReady = true;
</script></body></html>
""",
}

CALLS = {
    "bura_trick": {"lang": "en", "state": {"trump": "h", "led": "KS QS", "answer": "10S 6H"}},
    "bura_made": {"lang": "en", "state": {"tricks": "AS 10S KS", "k": "6"}},
    "bura_play": {"lang": "en", "state": {"seed": "7", "moves": "lead JS"}},
    "ochko_hand": {"lang": "en", "state": {"hand": "10S 6H"}},
    "ochko_duel": {"lang": "en", "state": {"player": "10S 8H", "banker": "9D", "stand_on": "15"}},
    "ochko_session": {"lang": "en", "state": {"seed": "1", "stuk_factor": "2"}},
}

LONGTASKS = """
window.__longtasks = [];
try {
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longtasks.push([e.startTime, e.duration]);
  }).observe({ type: "longtask", buffered: true });
} catch (e) { window.__longtasks = null; }
"""
READY = ("() => { const ws = [...document.querySelectorAll('.karty-widget')];"
         " return ws.length > 0 && ws.every(w => w.dataset.state === 'ready'); }")


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map: ClassVar[dict[str, str]] = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".mjs": "text/javascript", ".js": "text/javascript",
                      ".wasm": "application/wasm"}

    def do_GET(self) -> None:
        if self.path.startswith("/__bench/"):
            name = self.path[len("/__bench/"):].split("?")[0]
            body = BENCH.get(name)
            if body is None:
                self.send_error(404)
                return
            data = body.encode()
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8" if name.endswith(".html")
                             else "text/javascript")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)
            return
        super().do_GET()

    def log_message(self, format: str, *args: object) -> None:
        pass


def port_free(port: int) -> bool:
    with socket.socket() as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            s.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def site_for(args: argparse.Namespace) -> tuple[Path, int]:
    given = ROOT / args.site
    if (given / "assets" / "pyodide" / "manifest.json").is_file() and port_free(8000):
        return given, 8000
    port = 8000 if port_free(8000) else free_port()
    out = ROOT / "build" / "bench-site"
    env = dict(os.environ, NO_MKDOCS_2_WARNING="1", KARTY_SITE_URL=f"http://127.0.0.1:{port}/")
    print(f"building the site into {out} for port {port} …", file=sys.stderr)
    subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-q", "-d", str(out)],
                   cwd=ROOT, env=env, check=True)
    return out, port


def worker_time(browser, base: str, url: str, start: bool, warm_context=None) -> tuple[float, object]:
    ctx = warm_context or browser.new_context()
    page = ctx.new_page()
    page.goto(base + "__bench/bench.html")
    page.wait_for_function("() => window.benchReady === true")
    ms = page.evaluate("([u, s]) => window.startWorker(u, s)", [url, start])
    return ms, (page, ctx)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--site", default="site", help="the built site (default: site)")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--json", action="store_true", help="print the figures as JSON")
    ap.add_argument("--markdown", action="store_true", help="print a bench/RESULTS.md section")
    args = ap.parse_args()

    from playwright.sync_api import sync_playwright

    root, port = site_for(args)
    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", port), functools.partial(Handler, directory=str(root)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{port}/"
    manifest = json.loads((root / "assets/pyodide/manifest.json").read_text())
    res: dict[str, list] = {k: [] for k in (
        "bare_cold", "site_cold", "bare_warm", "site_warm", "page_cold", "page_engine_cold",
        "longest_task", "longest_task_engine", "longtasks_engine", "page_warm",
        "page_engine_warm", "longest_task_warm")}
    calls: dict[str, dict[str, list[float]]] = {fn: {"first": [], "median": []} for fn in CALLS}
    chromium = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
        version = browser.version
        for run in range(args.runs):
            print(f"run {run + 1}/{args.runs} …", file=sys.stderr)
            # bare loadPyodide(), cold, then warm in the same context
            ms, (page, ctx) = worker_time(browser, base, "/__bench/bare-worker.mjs", False)
            res["bare_cold"].append(ms)
            page.close()
            ms, (page, _) = worker_time(browser, base, "/__bench/bare-worker.mjs", False, ctx)
            res["bare_warm"].append(ms)
            ctx.close()
            # the site's worker, cold then warm; first answers on the warm one
            ms, (page, ctx) = worker_time(browser, base, "/assets/js/worker.mjs", True)
            res["site_cold"].append(ms)
            page.close()
            ms, (page, _) = worker_time(browser, base, "/assets/js/worker.mjs", True, ctx)
            res["site_warm"].append(ms)
            for fn, fargs in CALLS.items():
                first = page.evaluate("([f, a]) => window.callWorker(f, a)", [fn, fargs])
                assert first["ok"], (fn, first)
                calls[fn]["first"].append(first["ms"])
                more = [page.evaluate("([f, a]) => window.callWorker(f, a)", [fn, fargs])["ms"]
                        for _ in range(20)]
                calls[fn]["median"].append(statistics.median(more))
            ctx.close()
            # the examples page, cold, then a warm reload
            ctx = browser.new_context(viewport={"width": 1200, "height": 900})
            ctx.add_init_script(LONGTASKS)
            page = ctx.new_page()
            for label in ("cold", "warm"):
                if label == "cold":
                    page.goto(base + "examples/bura/")
                else:
                    page.reload()
                page.wait_for_function(READY, timeout=120_000)
                t = page.evaluate("""() => {
                    const m = (n) => (performance.getEntriesByName(n)[0] || {}).startTime;
                    const s = m('karty:engine-start'), r = m('karty:engine-ready');
                    const lt = window.__longtasks || [];
                    const inside = lt.filter(([st, d]) => st + d > s && st < r);
                    return {now: performance.now(), start: s, ready: r,
                            longest: Math.max(0, ...lt.map(x => x[1])),
                            longestEngine: Math.max(0, ...inside.map(x => x[1])),
                            countEngine: inside.length};
                }""")
                if label == "cold":
                    res["page_cold"].append(t["now"])
                    res["page_engine_cold"].append(t["ready"] - t["start"])
                    res["longest_task"].append(t["longest"])
                    res["longest_task_engine"].append(t["longestEngine"])
                    res["longtasks_engine"].append(t["countEngine"])
                else:
                    res["page_warm"].append(t["now"])
                    res["page_engine_warm"].append(t["ready"] - t["start"])
                    res["longest_task_warm"].append(t["longest"])
            ctx.close()
        browser.close()
    server.shutdown()

    med = {k: statistics.median(v) for k, v in res.items() if v}
    out = {
        "machine": platform.uname()._asdict() | {"nproc": os.cpu_count()},
        "date": datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d %H:%M UTC"),
        "commit": subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT,
                                 capture_output=True, text=True, check=False).stdout.strip(),
        "chromium": version, "pyodide": manifest["pyodide"], "runs": args.runs,
        "site": str(root.relative_to(ROOT)) if root.is_relative_to(ROOT) else str(root),
        "port": port, "load_average": os.getloadavg(),
        "runs_ms": res, "median_ms": med,
        "ratio_site_over_bare_cold": med["site_cold"] / med["bare_cold"],
        "ratio_site_over_bare_warm": med["site_warm"] / med["bare_warm"],
        "calls_ms": {fn: {k: statistics.median(v) for k, v in d.items()} for fn, d in calls.items()},
        "calls_runs_ms": calls,
    }
    if args.json:
        print(json.dumps(out, indent=1))
    if args.markdown or not args.json:
        print(markdown(out))
    return 0


def markdown(o: dict) -> str:
    def row(label: str, key: str) -> str:
        runs = " / ".join(f"{x:,.0f}" for x in o["runs_ms"][key])
        return f"| {label} | {o['median_ms'][key]:,.0f} | {runs} |"

    m = o["machine"]
    lines = [
        "## The engine in the browser (`bench/browser_bench.py`)",
        "",
        (f"- **Machine:** `{m['system']} {m['node']} {m['release']} {m['version']} {m['machine']}`, "
        f"`nproc` {m['nproc']}; Chromium {o['chromium']} (Debian's, headless, through Playwright); "
        f"Pyodide {o['pyodide']} from the npm package, served by the site."),
        (f"- **Date and code:** {o['date']}, commit `{o['commit']}`, {o['runs']} runs in one "
        "Chromium process."),
        (f"- **Command:** `.venv/bin/python bench/browser_bench.py --runs {o['runs']} --json "
         f"--markdown`; the script served `{o['site']}/` on 127.0.0.1:{o['port']} itself"
         + (" (`make site`'s build)." if o["site"] == "site" else
            " (its own build for that port, as port 8000 was taken).")),
        ("- **Load:** the machine was shared with other work; load average at the end of the "
         "run " + " / ".join(f"{x:.1f}" for x in o["load_average"]) + " (1, 5, 15 min) on "
         f"{m['nproc']} cores, so single runs vary by several hundred ms."),
        "",
        "Milliseconds, median and each run:",
        "",
        "| measure | median | runs |",
        "| --- | ---: | ---: |",
        row("bare `loadPyodide()` in a module worker, cold cache", "bare_cold"),
        row("the site's worker to \"engine ready\", cold cache", "site_cold"),
        row("bare `loadPyodide()`, warm cache (same context)", "bare_warm"),
        row("the site's worker, warm cache", "site_warm"),
        row("examples/bura/: navigation to every widget live, cold", "page_cold"),
        row("… of which the engine's loading (start → ready marks), cold", "page_engine_cold"),
        row("… main thread's longest task during the whole load", "longest_task"),
        row("… main thread's longest task while the engine loads", "longest_task_engine"),
        row("examples/bura/ reloaded (warm): navigation to every widget live", "page_warm"),
        row("… of which the engine's loading, warm", "page_engine_warm"),
        row("… main thread's longest task during the warm reload", "longest_task_warm"),
        "",
        (f"Ratio site worker / bare `loadPyodide()`: **{o['ratio_site_over_bare_cold']:.2f}** cold, "
        f"**{o['ratio_site_over_bare_warm']:.2f}** warm. Long tasks on the main thread while the "
        f"engine loads, per run: {', '.join(str(x) for x in o['runs_ms']['longtasks_engine'])}."),
        "",
        ("The site worker's answer after \"ready\" (the first call of each function, then the "
        "median of 20 more; medians over the runs, ms):"),
        "",
        "| function | first call | then |",
        "| --- | ---: | ---: |",
    ]
    for fn, d in o["calls_ms"].items():
        lines.append(f"| `{fn}` | {d['first']:.1f} | {d['median']:.1f} |")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    sys.exit(main())
