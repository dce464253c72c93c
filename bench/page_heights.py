"""The height of built pages in CSS px at given viewport widths, as Chromium lays
them out (Playwright, /usr/bin/chromium). Used for the rules pages before and after
the "How to play" summary and the collapsible rules (issue 15, item 4).

    .venv/bin/python bench/page_heights.py SITE_DIR [SITE_DIR ...] \\
        [--page rules/bura/] [--width 1366 --width 375]

Each folder is a built site (``make site``), served on a free local port; the
height is ``document.documentElement.scrollHeight`` once the page has loaded, and
``sideways`` says whether the page scrolls sideways (``scrollWidth > innerWidth``).
"""
from __future__ import annotations

import argparse
import functools
import http.server
import os
import socket
import threading
from pathlib import Path

PAGES = ("rules/bura/", "rules/ochko/", "rules/stos/", "ru/rules/bura/", "ru/rules/ochko/", "ru/rules/stos/")
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


def _serve(root: Path) -> tuple[http.server.ThreadingHTTPServer, str]:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port),
                                             functools.partial(_Quiet, directory=str(root)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{port}/"


def measure(root: Path, pages: list[str], widths: list[int]) -> list[tuple[str, int, int, bool]]:
    from playwright.sync_api import sync_playwright

    server, base = _serve(root)
    out = []
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=os.environ.get("CHROMIUM", "/usr/bin/chromium"),
                                        args=ARGS)
            for width in widths:
                ctx = browser.new_context(viewport={"width": width, "height": 800})
                page = ctx.new_page()
                for path in pages:
                    page.goto(base + path, wait_until="load")
                    page.wait_for_timeout(300)
                    h, sw, iw = page.evaluate(
                        "[document.documentElement.scrollHeight, document.documentElement.scrollWidth,"
                        " window.innerWidth]")
                    out.append((path, width, int(h), sw > iw))
                ctx.close()
            browser.close()
    finally:
        server.shutdown()
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("sites", nargs="+", type=Path)
    ap.add_argument("--page", action="append", dest="pages")
    ap.add_argument("--width", action="append", dest="widths", type=int)
    a = ap.parse_args()
    pages, widths = a.pages or list(PAGES), a.widths or [1366, 375]
    results = {site: measure(site, pages, widths) for site in a.sites}
    head = "| page | width | " + " | ".join(str(s) for s in a.sites) + " |"
    print(head)
    print("|" + " --- |" * 2 + " ---: |" * len(a.sites))
    for k, (path, width, _, _) in enumerate(results[a.sites[0]]):
        cells = [f"{results[s][k][2]:,}{' (sideways!)' if results[s][k][3] else ''}" for s in a.sites]
        print(f"| /{path} | {width} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
