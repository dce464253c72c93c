"""Fixtures for the browser tests (marked `browser`): the built site served on
127.0.0.1 by the test itself, and Debian's Chromium driven by Playwright.

Which site:

* ``KARTY_BROWSER_SITE`` (``make test`` sets it to ``site``, which `make site`
  has just built for ``KARTY_BROWSER_SITE_URL``, by default
  http://127.0.0.1:8000/): served on that address, if the port is free;
* otherwise (no such variable, or the port taken) the session builds its own
  copy with ``mkdocs build --strict`` into a temporary folder, for the port it
  serves on. Material's instant navigation needs the page's address to match
  the built ``site_url``, hence the rebuild rather than another port.

Chromium is ``/usr/bin/chromium`` (``CHROMIUM`` overrides it); Playwright cannot
download one here. One browser serves the whole session; tests share one context
(its HTTP cache keeps Pyodide's 12 MB warm) unless they need a clean one.
"""
from __future__ import annotations

import http.server
import importlib.util
import os
import socket
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from urllib.parse import urlsplit

import pytest

REPO = Path(__file__).resolve().parents[2]
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]


def _load_serve() -> ModuleType:
    """tools/serve.py: the site served as a host serves it (the build's brotli/gzip copies)."""
    spec = importlib.util.spec_from_file_location("karty_serve", REPO / "tools" / "serve.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("karty_serve", module)
    spec.loader.exec_module(module)
    return module


serve = _load_serve()


def _port_free(host: str, port: int) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as the server does
        try:
            s.bind((host, port))
        except OSError:
            return False
    return True


def _free_port(host: str) -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind((host, 0))
        return int(s.getsockname()[1])


@dataclass
class Served:
    root: Path
    base: str  # http://127.0.0.1:PORT/
    server: http.server.ThreadingHTTPServer = field(repr=False)

    def url(self, path: str = "") -> str:
        return self.base + path.lstrip("/")

    def pages(self) -> list[str]:
        """Every page of the site, as paths relative to the root."""
        out = []
        for p in sorted(self.root.rglob("index.html")):
            rel = p.parent.relative_to(self.root).as_posix()
            out.append("" if rel == "." else rel + "/")
        return out


@pytest.fixture(scope="session")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    host = "127.0.0.1"
    given = os.environ.get("KARTY_BROWSER_SITE") or None
    want = urlsplit(os.environ.get("KARTY_BROWSER_SITE_URL", "http://127.0.0.1:8000/"))
    root: Path | None = None
    port = want.port or 8000
    if given and _port_free(host, port):
        root = Path(given) if Path(given).is_absolute() else REPO / given
        if not (root / "assets" / "pyodide" / "manifest.json").is_file():
            pytest.fail(f"KARTY_BROWSER_SITE={given}: no built site with its runtime there "
                        "(run `make site`)")
    else:
        if not _port_free(host, port):
            port = _free_port(host)
        root = tmp_path_factory.mktemp("browser-site") / "site"
        env = dict(os.environ, NO_MKDOCS_2_WARNING="1", KARTY_SITE_URL=f"http://{host}:{port}/")
        proc = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-d", str(root)],
                              cwd=REPO, env=env, capture_output=True, text=True, timeout=900,
                              check=False)
        if proc.returncode != 0:
            pytest.fail(f"mkdocs build failed:\n{(proc.stdout + proc.stderr)[-4000:]}")
    server = serve.start(root, host, port)
    try:
        yield Served(root, f"http://{host}:{port}/", server)
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="session")
def browser():
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:  # pragma: no cover
        pytest.fail("playwright is not installed (make venv)")
    chromium = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    if not Path(chromium).is_file():
        pytest.fail(f"{chromium} is missing: run `make chromium` or set CHROMIUM")
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
        yield b
        b.close()


@pytest.fixture(scope="session")
def context(browser):
    """The shared context: its HTTP cache keeps the runtime warm between tests."""
    ctx = browser.new_context(viewport={"width": 1200, "height": 900})
    yield ctx
    ctx.close()


class Console:
    """The errors a page reports: console.error, uncaught exceptions, failed requests."""

    def __init__(self, page) -> None:
        self.errors: list[str] = []
        page.on("console", self._console)
        page.on("pageerror", lambda e: self.errors.append(f"pageerror: {e}"))
        page.on("requestfailed", self._failed)
        page.on("worker", self._worker)

    def _console(self, msg) -> None:
        if msg.type in ("error", "assert"):
            self.errors.append(f"console.{msg.type}: {msg.text} @ {msg.location}")

    def _failed(self, request) -> None:
        # a request cut short by leaving the page (e.g. the search index) is no error, nor
        # the engine's worker asking the caches alone for the snapshot (engine-boot.mjs)
        failure = request.failure or ""
        probe = "ERR_CACHE_MISS" in failure and "/assets/pyodide/snapshot-" in request.url
        if "ERR_ABORTED" not in failure and not probe:
            self.errors.append(f"request failed: {request.url} ({request.failure})")

    def _worker(self, worker) -> None:
        worker.on("console", self._console) if hasattr(worker, "on") else None


@pytest.fixture
def page(context):
    p = context.new_page()
    p.console = Console(p)
    yield p
    p.close()


@pytest.fixture
def phone(browser):
    """A page on a phone-sized touch screen (375 × 740 CSS px, twice the pixel density), in a
    context of its own, with its errors collected as ``page.console``."""
    ctx = browser.new_context(viewport={"width": 375, "height": 740}, has_touch=True,
                              is_mobile=True, device_scale_factor=2)
    p = ctx.new_page()
    p.console = Console(p)
    yield p
    ctx.close()
