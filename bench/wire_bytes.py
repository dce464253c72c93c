"""Benchmark (not a test): bytes on the wire and time to ready, as a host serves the site.

    .venv/bin/python bench/wire_bytes.py [--site site] [--runs 3] [--plain] [--markdown]

The built site is served by tools/serve.py (the build's brotli/gzip copies, ETag and
``Cache-Control: no-cache``: every reuse is revalidated), which counts every byte it
sends, headers included. ``--plain`` serves the same files uncompressed, for
comparison. The site must have been built for the port it is served on (``--port``,
default: the port of its sitemap's first address), since the theme's instant
navigation compares addresses.

For each page (a reading page in each language, the Бура play table), median of
``--runs`` runs, each in a fresh Chromium context:

* **first visit, page only**: service worker blocked; navigation until the page is
  ready (reading: ``load`` and no request for 1 s; the play table: its first card a
  reader can tap, an enabled ``button.karty-play-card`` of the ready table), bytes sent and the time from
  navigation to ready (``performance.now()``);
* **return visit**: the same page again in that context (HTTP cache warm; revalidated);
* **first visit with the service worker**: allowed to install; bytes until it holds
  the shell (about every page, for reading offline) and the page is ready, and the
  return visit then;
* **bare Pyodide**: a page that only calls ``loadPyodide()`` on the site's own runtime
  files, first visit and return, for the play table's ratio.

The machine is shared: the load average is printed with the figures; under load the
times are pessimistic, the byte counts are not affected.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
import serve  # tools/serve.py

CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]
PAGES = [("text/verse1/", "reading"), ("ru/text/bura/", "reading"), ("history/", "reading"),
         ("play/bura/", "play")]
BARE = """<!doctype html><meta charset="utf-8"><title>bare</title>
<script type="module">
import { loadPyodide } from "/assets/pyodide/pyodide.mjs";
await loadPyodide({ indexURL: "/assets/pyodide/" });
window.karty_ready_at = performance.now();
</script>"""
# records when the page is ready, from the page itself (polled every 10 ms): the table's
# first enabled card or, when the deal has already ended the кон (a «Бура» on the deal,
# about 1 in 60 deals), its enabled main button («Next кон»); `karty_ready_by` says which.
# (Before, such a deal left the page "not ready" until the benchmark's 240 s timeout.)
WATCH = """(() => {
  const t = setInterval(() => {
    const table = '.karty-play[data-state=ready] ';
    const card = document.querySelector(table + 'button.karty-play-card:not([disabled])');
    const main = card ? null : document.querySelector(table + 'button.karty-play-btn--main:not([disabled])');
    if (card || (main && main.offsetParent)) {
      window.karty_ready_at = window.karty_ready_at || performance.now();
      window.karty_ready_by = card ? 'card' : 'button';
      clearInterval(t);
    }
  }, 10);
})();"""


# The engine alone, without the page around it: Pyodide, the site's wheel (written into
# site-packages as the worker does), `import karty.web` and a first table deal, on the page's
# own thread as the bare page does; from the snapshot (`__engine_snapshot/`) or the normal way
# (`__engine/`). What any page that deals a table from this runtime must do at least.
ENGINE = """<!doctype html><meta charset="utf-8"><title>engine</title>
<script type="module">
import { loadPyodide } from "/assets/pyodide/pyodide.mjs";
import { readWheel, writeFiles } from "/assets/js/wheel-fs.mjs";
import { decodeSnapshot } from "/assets/js/snapshot-format.mjs";
const base = "/assets/pyodide/";
const manifest = await (await fetch(base + "manifest.json", { cache: "no-cache" })).json();
const wheel = fetch(base + manifest.wheel).then((r) => r.arrayBuffer()).then((b) => readWheel(new Uint8Array(b)));
const snapshot = SNAPSHOT ? fetch(base + manifest.snapshot.file).then((r) => r.arrayBuffer())
  .then((b) => decodeSnapshot(new Uint8Array(b)).payload) : null;
const py = await loadPyodide({ indexURL: base, ...(snapshot ? { _loadSnapshot: snapshot } : {}),
  fsInit: async (FS, { sitePackages }) => writeFiles(FS, sitePackages, await wheel) });
const reply = JSON.parse(py.pyimport("karty.web").call_json("table_new", JSON.stringify(
  { game: "bura", secret: "00112233445566778899aabbccddeeff", level: "n", lang: "en", options: {} })));
if (!reply.ok) throw new Error(JSON.stringify(reply));
window.karty_ready_at = performance.now();
</script>"""
PAGES_OF = {"/__bare/": BARE, "/__engine/": ENGINE.replace("SNAPSHOT ?", "false ?"),
            "/__engine_snapshot/": ENGINE.replace("SNAPSHOT ?", "true ?")}


class BareHandler(serve.Handler):
    def send_head(self):  # type: ignore[override]
        page = next((text for path, text in PAGES_OF.items() if self.path.startswith(path)), None)
        if page is not None:
            body = page.encode()
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.send_header("Cache-Control", "no-store")
            self.end_headers()
            import io

            return io.BytesIO(body)
        return super().send_head()


class PlainHandler(BareHandler):
    use_copies = False


def built_port(site: Path) -> int:
    m = re.search(r"<loc>\s*http://[^:/]+:(\d+)/", (site / "sitemap.xml").read_text(encoding="utf-8"))
    return int(m.group(1)) if m else 8000


def wait_ready(page, kind: str) -> float:
    if kind == "reading":
        page.wait_for_load_state("load")
        page.wait_for_load_state("networkidle")
        return float(page.evaluate("performance.getEntriesByType('navigation')[0].loadEventEnd"))
    page.wait_for_function("() => window.karty_ready_at", timeout=240_000, polling=50)
    return float(page.evaluate("window.karty_ready_at"))


def visit(ctx, server, url: str, kind: str, settle_sw: bool = False) -> dict[str, float]:
    server.take()
    page = ctx.new_page()
    page.goto(url, timeout=240_000)
    ready = wait_ready(page, kind)
    if settle_sw:  # until the service worker is active (it has stored the shell) and all is quiet
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline and not page.evaluate(
                """async () => { const r = await navigator.serviceWorker.getRegistration();
                   return !!(r && r.active && r.active.state === 'activated'); }"""):
            time.sleep(0.5)
        page.wait_for_load_state("networkidle")
        time.sleep(1.5)
    page.close()
    return {"bytes": server.take(), "ready_ms": ready}


def run(site: Path, port: int, runs: int, plain: bool) -> dict[str, Any]:
    from playwright.sync_api import sync_playwright

    handler = PlainHandler if plain else BareHandler
    server = serve.start(site, "127.0.0.1", port, handler)
    base = f"http://127.0.0.1:{port}/"
    results: dict[str, dict[str, list[float]]] = {}

    def add(key: str, got: dict[str, float]) -> None:
        slot = results.setdefault(key, {"bytes": [], "ready_ms": []})
        slot["bytes"].append(got["bytes"])
        slot["ready_ms"].append(got["ready_ms"])

    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=os.environ.get("CHROMIUM", "/usr/bin/chromium"),
                                        args=CHROMIUM_ARGS)
            for _ in range(runs):
                for path, kind in [*PAGES, ("__bare/", "bare")]:
                    url = base + path
                    k = "play" if kind == "bare" else kind
                    ctx = browser.new_context(service_workers="block", viewport={"width": 412, "height": 823})
                    if kind == "play":
                        ctx.add_init_script(WATCH)
                    add(f"{path} first", visit(ctx, server, url, k))
                    add(f"{path} return", visit(ctx, server, url, k))
                    ctx.close()
                    if kind == "bare":
                        continue
                    ctx = browser.new_context(viewport={"width": 412, "height": 823})
                    if kind == "play":
                        ctx.add_init_script(WATCH)
                    add(f"{path} first+sw", visit(ctx, server, url, k, settle_sw=True))
                    add(f"{path} return+sw", visit(ctx, server, url, k))
                    ctx.close()
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
    return {k: {m: statistics.median(v) for m, v in d.items()} | {"runs": len(d["bytes"])}
            for k, d in results.items()}


def markdown(res: dict[str, Any], plain: bool) -> str:
    lines = [(f"| page, visit ({'uncompressed' if plain else 'brotli/gzip'}) | bytes on the wire | "
             "navigation → ready (ms) |"), "|---|---:|---:|"]
    for key, v in res.items():
        lines.append(f"| {key} | {v['bytes'] / 1000:,.1f} kB | {v['ready_ms']:,.0f} |")
    return "\n".join(lines)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--site", default="site")
    ap.add_argument("--port", type=int)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--plain", action="store_true")
    ap.add_argument("--markdown", action="store_true")
    args = ap.parse_args()
    site = (ROOT / args.site) if not Path(args.site).is_absolute() else Path(args.site)
    port = args.port or built_port(site)
    load_before = os.getloadavg()
    res = run(site, port, args.runs, args.plain)
    load_after = os.getloadavg()
    print(f"load average before {load_before[0]:.2f}, after {load_after[0]:.2f}; runs {args.runs}")
    print(markdown(res, args.plain) if args.markdown else json.dumps(res, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
