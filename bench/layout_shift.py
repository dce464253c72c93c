"""Benchmark (not a test): cumulative layout shift of a first visit, as a host serves the site.

    .venv/bin/python bench/layout_shift.py [--site site] [--runs 3] [--page text/bura/ ...]

Served by tools/serve.py (compressed), each page opened in a fresh Chromium context
(service worker blocked) at a phone's size (412 × 823, as Lighthouse's mobile preset)
and at 1350 × 940; the layout shifts the page reports (``PerformanceObserver``,
``layout-shift``, without those after input) are summed until the page has been quiet
for 2 s (for the play table: until its first tappable card, then 2 s). Prints the
median of the runs per page and size, and the largest shifts' elements.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
import serve  # tools/serve.py
from wire_bytes import CHROMIUM_ARGS, built_port

PAGES = ["text/bura/", "history/", "play/bura/", "ru/text/bura/", "ru/history/", "ru/play/bura/"]
OBSERVE = """(() => {
  window.__cls = 0; window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      window.__cls += e.value;
      window.__shifts.push([e.value, e.startTime, (e.sources || []).map((s) => s.node ?
        (s.node.nodeName + '.' + (s.node.className && s.node.className.baseVal === undefined ? s.node.className : '')).slice(0, 80) : '?')]);
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();"""


def measure(browser, url: str, width: int, height: int, play: bool) -> tuple[float, list]:
    ctx = browser.new_context(service_workers="block", viewport={"width": width, "height": height},
                              is_mobile=width < 600, has_touch=width < 600)
    ctx.add_init_script(OBSERVE)
    page = ctx.new_page()
    page.goto(url, timeout=240_000)
    page.wait_for_load_state("load")
    if play:
        page.wait_for_selector(".karty-play[data-state=ready] button.karty-play-card:not([disabled])",
                               state="attached", timeout=240_000)
    page.wait_for_load_state("networkidle")
    time.sleep(2)
    cls, shifts = page.evaluate("[window.__cls, window.__shifts]")
    ctx.close()
    return float(cls), sorted(shifts, reverse=True)[:3]


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--site", default="site")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--page", action="append")
    args = ap.parse_args()
    from playwright.sync_api import sync_playwright

    site = ROOT / args.site
    port = built_port(site)
    server = serve.start(site, "127.0.0.1", port)
    base = f"http://127.0.0.1:{port}/"
    print(f"load average before: {os.getloadavg()[0]:.2f}")
    print(f"| page | size | CLS (median of {args.runs}) | largest shifts (last run) |")
    print("|---|---|---:|---|")
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=os.environ.get("CHROMIUM", "/usr/bin/chromium"),
                                        args=CHROMIUM_ARGS)
            for path in args.page or PAGES:
                for w, h in ((412, 823), (1350, 940)):
                    got = [measure(browser, base + path, w, h, "play/" in path) for _ in range(args.runs)]
                    print(f"| {path} | {w}×{h} | {statistics.median(c for c, _ in got):.3f} | "
                          f"{[(round(v, 3), s) for v, _, s in got[-1][1]]} |", flush=True)
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
    print(f"load average after: {os.getloadavg()[0]:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
