"""Benchmark (not a test): navigation → first tappable card at /play/bura/, against a bare
``loadPyodide()`` page from the same files, locally and on an emulated slow link.

    .venv/bin/python bench/play_start.py [--site site] [--runs 3] [--mbps 10] [--latency 40]

The built site is served by tools/serve.py (brotli/gzip copies, ``Cache-Control:
no-cache``), which counts the bytes it sends. Each repetition runs, in fresh Chromium
contexts and one after the other: the play table and the bare page, each on the
local link and on Chromium's emulated link (``Network.emulateNetworkConditions``:
``--mbps`` down and up, ``--latency`` ms), each **cold** (a new context, service
worker blocked) and then **return** (the same page again in that context: HTTP cache,
revalidated); and the play table's return visit under its service worker
(**return+sw**: a context where the worker was allowed to install on a first
visit, and a second visit waited for it to store the runtime and the snapshot). "Ready": the table's first enabled card (``button.karty-play-card``), or
``loadPyodide()`` resolved on the bare page, in ``performance.now()`` of the page.

Two more reference pages show what the engine alone costs, without the page around it
(bench/wire_bytes.py's ENGINE): **engine** (Pyodide started the normal way, the site's
wheel, ``import karty.web`` and a first Бура deal, on the page's thread) and
**engine+snapshot** (the same from the build's snapshot, local link only): no page that
deals a table from this runtime can be ready much sooner than they are. ``--base OTHER``
visits another build of the site (say, before a change) in the same rounds.

Prints the load average before and after, the medians, the ratios of the medians
(site / bare of the same link and visit), each run's figures, how the site's engine
started (snapshot or normal, and why) and the bytes sent for each first visit.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "tools"))
import serve  # tools/serve.py
from wire_bytes import CHROMIUM_ARGS, WATCH, BareHandler, built_port

STATE = "() => window.karty && window.karty.engineState ? window.karty.engineState().start : null"


def emulate(ctx, page, mbps: float, latency: float) -> None:
    if not mbps:
        return
    cdp = ctx.new_cdp_session(page)
    cdp.send("Network.enable")
    rate = mbps * 1e6 / 8
    cdp.send("Network.emulateNetworkConditions", {"offline": False, "latency": latency,
                                                  "downloadThroughput": rate, "uploadThroughput": rate})


def visit(ctx, server, url: str, mbps: float, latency: float) -> dict[str, Any]:
    server.take()
    page = ctx.new_page()
    emulate(ctx, page, mbps, latency)
    page.goto(url, timeout=240_000)
    page.wait_for_function("() => window.karty_ready_at", timeout=240_000, polling=50)
    ready = float(page.evaluate("window.karty_ready_at"))
    start = page.evaluate(STATE) if "play" in url else None
    by = page.evaluate("window.karty_ready_by || null")
    page.close()
    return {"ms": ready, "bytes": server.take(), "start": start, "by": by}


def run(site: Path, port: int, runs: int, mbps: float, latency: float, base_site: Path | None = None,
        links: tuple[str, ...] = ("local", "slow"), sw: bool = True) -> dict[str, list[dict[str, Any]]]:
    from playwright.sync_api import sync_playwright

    server = serve.start(site, "127.0.0.1", port, BareHandler)
    base = f"http://127.0.0.1:{port}/"
    # another build of the site (--base), served on the next port, visited in the same rounds
    other = serve.start(base_site, "127.0.0.1", port + 1, BareHandler) if base_site else None
    pages = [("site", server, base + "play/bura/"), ("bare", server, base + "__bare/"),
             ("engine", server, base + "__engine/"), ("engine+snapshot", server, base + "__engine_snapshot/")]
    if other:
        pages.append(("base", other, f"http://127.0.0.1:{port + 1}/play/bura/"))
    snap = json.loads((site / "assets/pyodide/manifest.json").read_text(encoding="utf-8"))["snapshot"]["file"]
    out: dict[str, list[dict[str, Any]]] = {}
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=os.environ.get("CHROMIUM", "/usr/bin/chromium"),
                                        args=CHROMIUM_ARGS)
            for _ in range(runs):
                for link, (m, lat) in (("local", (0.0, 0.0)), (f"{mbps:g} Mbit/s", (mbps, latency))):
                    if ("local" if link == "local" else "slow") not in links:
                        continue
                    for who, srv, url in pages:
                        if who == "engine+snapshot" and link != "local":
                            continue  # on the slow link the site does not fetch the snapshot
                        ctx = browser.new_context(service_workers="block", viewport={"width": 412, "height": 823})
                        ctx.add_init_script(WATCH)
                        out.setdefault(f"{link} {who} cold", []).append(visit(ctx, srv, url, m, lat))
                        out.setdefault(f"{link} {who} return", []).append(visit(ctx, srv, url, m, lat))
                        ctx.close()
                    if not sw:
                        continue
                    ctx = browser.new_context(viewport={"width": 412, "height": 823})
                    ctx.add_init_script(WATCH)
                    visit(ctx, server, base + "play/bura/", m, lat)
                    # a second visit under the service worker, kept open until it holds
                    # the runtime with the snapshot (stored after the engine's start)
                    page = ctx.new_page()
                    emulate(ctx, page, m, lat)
                    page.goto(base + "play/bura/", timeout=240_000)
                    page.wait_for_function("() => window.karty_ready_at", timeout=240_000, polling=50)
                    deadline = time.monotonic() + 120
                    while time.monotonic() < deadline and not page.evaluate(
                            """async (name) => { for (const c of await caches.keys()) {
                                 if (!c.startsWith('karty-')) continue;
                                 const keys = await (await caches.open(c)).keys();
                                 if (keys.some((r) => r.url.endsWith(name))) return true; } return false; }""", snap):
                        time.sleep(0.5)
                    page.close()
                    out.setdefault(f"{link} site return+sw", []).append(visit(ctx, server, base + "play/bura/", m, lat))
                    ctx.close()
            browser.close()
    finally:
        for srv in (server, other):
            if srv:
                srv.shutdown()
                srv.server_close()
    return out


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--site", default="site")
    ap.add_argument("--port", type=int)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--mbps", type=float, default=10.0)
    ap.add_argument("--latency", type=float, default=40.0)
    ap.add_argument("--base", help="another build of the site (e.g. before a change), visited in the same rounds "
                                   "on the next port: its cold and return visits, side by side")
    ap.add_argument("--links", default="local,slow", help="local, slow or both (default)")
    ap.add_argument("--no-sw", action="store_true", help="skip the visits under the service worker")
    args = ap.parse_args()
    site = (ROOT / args.site) if not Path(args.site).is_absolute() else Path(args.site)
    port = args.port or built_port(site)
    base_site = None if not args.base else (ROOT / args.base) if not Path(args.base).is_absolute() else Path(args.base)
    before = os.getloadavg()
    out = run(site, port, args.runs, args.mbps, args.latency, base_site,
              tuple(args.links.split(",")), not args.no_sw)
    after = os.getloadavg()
    print(f"load average before {before[0]:.2f} / {before[1]:.2f} / {before[2]:.2f}, "
          f"after {after[0]:.2f} / {after[1]:.2f} / {after[2]:.2f}; runs {args.runs}")
    med = {k: statistics.median(r["ms"] for r in v) for k, v in out.items()}
    print("| measure | median ms | runs (ms) | bytes sent (median) | site's start |")
    print("|---|---:|---|---:|---|")
    for k, v in out.items():
        starts = ", ".join(sorted({r["start"]["via"] for r in v if r["start"]})) or "—"
        buttons = sum(1 for r in v if r["by"] == "button")
        if buttons:  # a deal that ended the кон: ready at «Next кон», not at a card
            starts += f" ({buttons} ready at a button)"
        print(f"| {k} | {med[k]:,.0f} | {' / '.join(f'{r['ms']:,.0f}' for r in v)} | "
              f"{statistics.median(r['bytes'] for r in v) / 1e6:.2f} MB | {starts} |")
    print()
    for k in out:
        for ref in (" engine ", " engine+snapshot "):
            if " site " in k and k.replace(" site ", ref).replace("return+sw", "return") in out:
                other = k.replace(" site ", ref).replace("return+sw", "return")
                print(f"{k} / {other}: {med[k] / med[other]:.2f}")
            if ref in k:
                print(f"{k} / {k.replace(ref, ' bare ')}: {med[k] / med[k.replace(ref, ' bare ')]:.2f}")
        if " site " in k or " base " in k:
            bare = k.replace(" site ", " bare ").replace(" base ", " bare ").replace("return+sw", "return")
            print(f"{k} / {bare}: {med[k] / med[bare]:.2f}")
        if " site " in k and k.replace(" site ", " base ") in out:
            print(f"{k} / {k.replace(' site ', ' base ')}: {med[k] / med[k.replace(' site ', ' base ')]:.2f}")
    print(json.dumps({k: [r["start"] for r in v if r["start"]] for k, v in out.items() if " site " in k})[:3000])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
