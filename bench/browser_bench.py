"""Benchmark (not a test): the engine in the browser, in one Chromium run.

    .venv/bin/python bench/browser_bench.py [--site site] [--runs 5] [--json] [--markdown]

Against the built site, served on 127.0.0.1 by this script as a static host
would: files gzip-compressed when the browser accepts it (HTML, JS, CSS, JSON,
XML, SVG and the .wasm; not the zip, the wheel or the snapshot, which are
compressed already), with Last-Modified and 304 answers. Every byte the server
sends is counted. Each run measures:

* **the worker alone**, from ``new Worker(…)`` on a bench page to "ready": a bare
  module worker that only calls ``loadPyodide()`` on the site's own Pyodide files,
  and the site's worker (docs/assets/js/worker.mjs: from the build's memory
  snapshot, or the normal start if it cannot), each in a fresh browser context
  (cold: empty HTTP cache, no service worker) and again in the same context (warm
  HTTP cache); the ratios site/bare; then, on the warm site worker, the first
  answer of each widget function and the median of 20 more;
* **a first visit**: examples/bura/ in a fresh context (service worker allowed):
  navigation to every widget live; the engine's start → ready marks of
  widgets.mjs; the main thread's longest task (PerformanceObserver ``longtask``)
  over the load and within the engine's start; then the wait until the service
  worker holds the runtime; bytes sent, for the page and engine, and in all
  (the service worker's install included);
* **a return visit** in that context: the page again (a new navigation), the
  worker alone on the bench page (which the service worker controls, like the
  site), and their bytes;
* **offline**: the network off, ru/examples/ochko/ opened: every widget live, and a
  widget's answer to an edit;
* **a phone proxy**: with 4× CPU throttling (``Emulation.setCPUThrottlingRate``),
  the bare worker cold, the site's worker cold, and the return visit of the
  worker alone;
* **slower networks**: Chromium's network emulation (--net-mbps, default 10 and 40
  Mbit/s, 40 ms latency), the bare and the site's worker, cold, and the bytes sent;
* **the throttling itself**: a CPU-bound loop in a worker, with and without the 4×
  CPU throttling of its page (the emulation slows a worker less than 4×).

The bench pages live only in this script's server (``/__bench/``). The site is
``--site`` (built for http://127.0.0.1:8000/ by `make site`) if port 8000 is free,
else a fresh build for the port used.
"""

from __future__ import annotations

import argparse
import datetime
import email.utils
import gzip
import http.server
import json
import os
import platform
import socket
import statistics
import subprocess
import sys
import threading
import time
import urllib.parse
from pathlib import Path

from bench_report import markdown

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]
CPU_THROTTLE = 4
POLL_MS = 25
LATENCY_MS = 40

BENCH = {
    "bare-worker.mjs": """
import { loadPyodide } from "/assets/pyodide/pyodide.mjs";
const pyodide = await loadPyodide({ indexURL: "/assets/pyodide/" });
postMessage({ type: "ready", pyodide: pyodide.version });
""",
    "cpu-loop.mjs": """
const t0 = performance.now();
let x = 0;
for (let i = 0; i < 2e8; i++) x += i % 7;
postMessage({ type: "ready", via: "bare", x });
""",
    "bench.html": """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title></head>
<body><script type="module">
window.startWorker = (url, start) => new Promise((resolve, reject) => {
  const t0 = performance.now();
  const w = new Worker(url, { type: "module" });
  window.benchWorker = w;
  w.addEventListener("error", (e) => reject(new Error(e.message)));
  w.addEventListener("message", (e) => {
    if (e.data && e.data.type === "ready") resolve({ ms: performance.now() - t0, via: e.data.via || "bare" });
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
PAGE_TIMES = """() => {
  const m = (n) => (performance.getEntriesByName(n)[0] || {}).startTime;
  const s = m('karty:engine-start'), r = m('karty:engine-ready');
  const lt = window.__longtasks || [];
  const inside = lt.filter(([st, d]) => st + d > s && st < r);
  return {now: performance.now(), start: s, ready: r, via: window.karty.engineState().start.via,
          longest: Math.max(0, ...lt.map(x => x[1])),
          longestEngine: Math.max(0, ...inside.map(x => x[1])), countEngine: inside.length};
}"""
CACHED = """async (urls) => {
  for (const name of await caches.keys()) {
    const have = new Set((await (await caches.open(name)).keys()).map((r) => r.url));
    if (urls.every((u) => have.has(u))) return true;
  }
  return false;
}"""
# .bin: the engine's snapshot, served raw with a compressed copy since issue 28
# (bench/play_start.py serves the build's brotli copies through tools/serve.py)
COMPRESSED = (".html", ".js", ".mjs", ".css", ".json", ".xml", ".svg", ".txt", ".wasm", ".bin")
TYPES = {".mjs": "text/javascript", ".js": "text/javascript", ".wasm": "application/wasm",
         ".json": "application/json", ".gz": "application/gzip", ".whl": "application/zip"}


class Site:
    """The built site as a static host serves it, gzip-compressed in advance."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.files: dict[str, tuple[bytes, bytes | None, float]] = {}
        for path in root.rglob("*"):
            if path.is_file():
                raw = path.read_bytes()
                gz = gzip.compress(raw, 6, mtime=0) if path.suffix in COMPRESSED else None
                self.files["/" + path.relative_to(root).as_posix()] = (raw, gz, path.stat().st_mtime)
        self.sent = 0
        self.lock = threading.Lock()

    def count(self, n: int) -> None:
        with self.lock:
            self.sent += n

    def take(self) -> int:
        with self.lock:
            n, self.sent = self.sent, 0
            return n


def make_handler(site: Site) -> type[http.server.BaseHTTPRequestHandler]:
    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, format: str, *args: object) -> None:
            pass

        def _send(self, status: int, headers: dict[str, str], body: bytes = b"") -> None:
            head = f"{self.protocol_version} {status} {self.responses[status][0]}\r\n" + "".join(
                f"{k}: {v}\r\n" for k, v in headers.items()) + "\r\n"
            self.wfile.write(head.encode("latin-1") + body)
            site.count(len(head) + len(body))

        def do_GET(self) -> None:
            path = urllib.parse.unquote(urllib.parse.urlsplit(self.path).path)
            if path.startswith("/__bench/"):
                body = BENCH.get(path[len("/__bench/"):], "").encode()
                kind = "text/html; charset=utf-8" if path.endswith(".html") else "text/javascript"
                self._send(200 if body else 404, {"Content-Type": kind, "Content-Length": str(len(body)),
                                                  "Cache-Control": "no-store"}, body)
                return
            if path.endswith("/"):
                path += "index.html"
            found = site.files.get(path)
            if found is None:
                if path + "/index.html" in site.files:
                    self._send(301, {"Location": path + "/", "Content-Length": "0"})
                else:
                    self._send(404, {"Content-Length": "0"})
                return
            raw, gz, mtime = found
            modified = email.utils.formatdate(mtime, usegmt=True)
            since = self.headers.get("If-Modified-Since")
            if since and email.utils.parsedate_to_datetime(since).timestamp() >= int(mtime):
                self._send(304, {"Last-Modified": modified})
                return
            use_gz = gz is not None and "gzip" in self.headers.get("Accept-Encoding", "")
            body = gz if use_gz else raw
            suffix = Path(path).suffix
            headers = {"Content-Type": TYPES.get(suffix) or self.guess(suffix), "Content-Length": str(len(body)),
                       "Last-Modified": modified, "Vary": "Accept-Encoding"}
            if use_gz:
                headers["Content-Encoding"] = "gzip"
            self._send(200, headers, body)

        @staticmethod
        def guess(suffix: str) -> str:
            import mimetypes

            kind = mimetypes.types_map.get(suffix, "application/octet-stream")
            return kind + ("; charset=utf-8" if kind.startswith("text/") else "")

    return Handler


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


class Bench:
    def __init__(self, browser, base: str, site: Site) -> None:
        self.browser, self.base, self.site = browser, base, site

    def context(self, **options):
        return self.browser.new_context(viewport={"width": 1200, "height": 900}, **options)

    def throttle(self, page, cpu: float = 1, net: float = 0) -> None:
        cdp = page.context.new_cdp_session(page)
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": cpu})
        if net:
            cdp.send("Network.enable")
            rate = net * 1e6 / 8
            cdp.send("Network.emulateNetworkConditions", {"offline": False, "latency": LATENCY_MS,
                                                          "downloadThroughput": rate, "uploadThroughput": rate})

    def worker(self, ctx, url: str, start: bool, cpu: float = 1, net: float = 0) -> tuple[dict, object]:
        page = ctx.new_page()
        page.goto(self.base + "__bench/bench.html")
        page.wait_for_function("() => window.benchReady === true")
        if cpu != 1 or net:
            self.throttle(page, cpu, net)
        return page.evaluate("([u, s]) => window.startWorker(u, s)", [url, start]), page

    def fresh_worker(self, url: str, start: bool, **throttling) -> dict:
        ctx = self.context(service_workers="block")
        try:
            got, _ = self.worker(ctx, url, start, **throttling)
            return got
        finally:
            ctx.close()

    def page_visit(self, page, path: str) -> dict:
        page.goto(self.base + path)
        # polled on a timer: Playwright's default polls on every animation frame, which
        # puts its own work into the frames whose long tasks are measured
        page.wait_for_function(READY, timeout=180_000, polling=POLL_MS)
        return page.evaluate(PAGE_TIMES)


def run_once(b: Bench, res: dict, calls: dict, runtime_urls: list[str], nets: list[float]) -> None:
    site_url, bare_url = "/assets/js/worker.mjs", "/__bench/bare-worker.mjs"
    # the worker alone: bare, then the site's, cold then warm
    for name, url, start in (("bare", bare_url, False), ("site", site_url, True)):
        ctx = b.context(service_workers="block")
        got, page = b.worker(ctx, url, start)
        res[f"{name}_cold"].append(got["ms"])
        res["vias"].append(got["via"])
        page.close()
        got, page = b.worker(ctx, url, start)
        res[f"{name}_warm"].append(got["ms"])
        if name == "site":
            for fn, fargs in CALLS.items():
                first = page.evaluate("([f, a]) => window.callWorker(f, a)", [fn, fargs])
                assert first["ok"], (fn, first)
                calls[fn]["first"].append(first["ms"])
                more = [page.evaluate("([f, a]) => window.callWorker(f, a)", [fn, fargs])["ms"] for _ in range(20)]
                calls[fn]["median"].append(statistics.median(more))
        ctx.close()
    # a first visit, a return visit, offline
    ctx = b.context()
    ctx.add_init_script(LONGTASKS)
    page = ctx.new_page()
    b.site.take()
    t = b.page_visit(page, "examples/bura/")
    res["bytes_first_page"].append(b.site.take())
    res["page_cold"].append(t["now"])
    res["page_engine_cold"].append(t["ready"] - t["start"])
    res["longest_task"].append(t["longest"])
    res["longest_task_engine"].append(t["longestEngine"])
    res["longtasks_engine"].append(t["countEngine"])
    res["vias"].append(t["via"])
    deadline = time.monotonic() + 120
    while not page.evaluate(CACHED, runtime_urls):
        assert time.monotonic() < deadline, "the service worker did not store the runtime"
        time.sleep(0.2)
    res["bytes_first_sw"].append(b.site.take())
    t = b.page_visit(page, "examples/bura/")
    res["bytes_return_page"].append(b.site.take())
    res["page_return"].append(t["now"])
    res["page_engine_return"].append(t["ready"] - t["start"])
    res["longest_task_return"].append(t["longest"])
    res["vias"].append(t["via"])
    page.close()
    got, page = b.worker(ctx, site_url, True)
    res["site_return"].append(got["ms"])
    res["bytes_return_worker"].append(b.site.take())
    res["vias"].append(got["via"])
    page.close()
    got, page = b.worker(ctx, site_url, True, cpu=CPU_THROTTLE)
    res["site_return_cpu4"].append(got["ms"])
    res["vias"].append(got["via"])
    page.close()
    ctx.set_offline(True)
    page = ctx.new_page()
    t = b.page_visit(page, "ru/examples/ochko/")
    res["page_offline"].append(t["now"])
    res["vias"].append(t["via"])
    page.fill("#ochko-hand-1-hand", "A♠ A♥")
    page.wait_for_function("() => document.querySelector('#ochko-hand-1 .karty-widget__answer')"
                           ".textContent.includes('22')", timeout=20_000)
    res["offline_answered"].append(1)
    ctx.close()
    # a phone proxy: 4x CPU throttling, cold
    for name, url, start in (("bare", bare_url, False), ("site", site_url, True)):
        got = b.fresh_worker(url, start, cpu=CPU_THROTTLE)
        res[f"{name}_cold_cpu4"].append(got["ms"])
        res["vias"].append(got["via"])
    # slower networks, cold
    for mbps in nets:
        for name, url, start in (("bare", bare_url, False), ("site", site_url, True)):
            b.site.take()
            got = b.fresh_worker(url, start, net=mbps)
            res.setdefault(f"{name}_cold_net{mbps:g}", []).append(got["ms"])
            res[f"bytes_{name}_cold"].append(b.site.take())
            res["vias"].append(got["via"])
    # how much the CPU throttling slows a worker
    for key, cpu in (("cpu_loop", 1), ("cpu_loop_cpu4", CPU_THROTTLE)):
        res[key].append(b.fresh_worker("/__bench/cpu-loop.mjs", False, cpu=cpu)["ms"])


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--site", default="site", help="the built site (default: site)")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--net-mbps", type=float, nargs="+", default=[10.0, 40.0],
                    help="the emulated networks' download rates, Mbit/s")
    ap.add_argument("--json", action="store_true", help="print the figures as JSON")
    ap.add_argument("--markdown", action="store_true", help="print a bench/RESULTS.md section")
    args = ap.parse_args()

    from playwright.sync_api import sync_playwright

    root, port = site_for(args)
    site = Site(root)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), make_handler(site))
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{port}/"
    manifest = json.loads((root / "assets/pyodide/manifest.json").read_text())
    sw = (root / "sw.js").read_text()
    runtime_urls = [base + p for p in json.loads(sw[sw.index("{"):sw.index("};") + 1])["runtime"]]
    res: dict[str, list] = {k: [] for k in (
        "bare_cold", "site_cold", "bare_warm", "site_warm", "page_cold", "page_engine_cold",
        "longest_task", "longest_task_engine", "longtasks_engine", "page_return", "page_engine_return",
        "longest_task_return", "site_return", "site_return_cpu4", "page_offline", "offline_answered",
        "bare_cold_cpu4", "site_cold_cpu4", "cpu_loop", "cpu_loop_cpu4", "bytes_first_page",
        "bytes_first_sw", "bytes_return_page", "bytes_return_worker", "bytes_bare_cold", "bytes_site_cold",
        "vias")}
    calls: dict[str, dict[str, list[float]]] = {fn: {"first": [], "median": []} for fn in CALLS}
    chromium = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    load = [os.getloadavg()]
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
        version = browser.version
        b = Bench(browser, base, site)
        for run in range(args.runs):
            print(f"run {run + 1}/{args.runs} …", file=sys.stderr)
            run_once(b, res, calls, runtime_urls, args.net_mbps)
            load.append(os.getloadavg())
        browser.close()
    server.shutdown()

    vias = res.pop("vias")
    med = {k: statistics.median(v) for k, v in res.items() if v}
    sizes = {name: {"raw": len(site.files[f"/assets/pyodide/{name}"][0]),
                    "wire": len(site.files[f"/assets/pyodide/{name}"][1] or site.files[f"/assets/pyodide/{name}"][0])}
             for name in manifest["files"]}
    out = {
        "machine": platform.uname()._asdict() | {"nproc": os.cpu_count()},
        "date": datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d %H:%M UTC"),
        "commit": subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT,
                                 capture_output=True, text=True, check=False).stdout.strip(),
        "chromium": version, "pyodide": manifest["pyodide"], "runs": args.runs,
        "site": str(root.relative_to(ROOT)) if root.is_relative_to(ROOT) else str(root),
        "port": port, "load_average": load, "net_mbps": args.net_mbps, "latency_ms": LATENCY_MS,
        "cpu_throttle": CPU_THROTTLE, "snapshot_used": vias.count("snapshot"),
        "starts": len([v for v in vias if v != "bare"]),
        "runs_ms": res, "median_ms": med, "sizes": sizes,
        "ratio_cold": med["site_cold"] / med["bare_cold"],
        "ratio_warm": med["site_warm"] / med["bare_warm"],
        "ratio_return": med["site_return"] / med["bare_warm"],
        "ratio_cold_cpu4": med["site_cold_cpu4"] / med["bare_cold_cpu4"],
        "ratio_return_cpu4": med["site_return_cpu4"] / med["bare_cold_cpu4"],
        "ratio_cold_net": {f"{m:g}": med[f"site_cold_net{m:g}"] / med[f"bare_cold_net{m:g}"]
                           for m in args.net_mbps},
        "cpu_factor": med["cpu_loop_cpu4"] / med["cpu_loop"],
        "calls_ms": {fn: {k: statistics.median(v) for k, v in d.items()} for fn, d in calls.items()},
        "calls_runs_ms": calls,
    }
    if args.json:
        print(json.dumps(out, indent=1))
    if args.markdown or not args.json:
        print(markdown(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
