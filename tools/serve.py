"""Serve the built site as a static host does: pre-compressed files, with their headers.

    .venv/bin/python tools/serve.py [--port 8000] [--bind 127.0.0.1] [--directory site]

The build writes, beside every text file worth it (docs/hooks/assets/compress.py), a brotli
(``.br``) and a gzip (``.gz``) copy. This server answers a request for ``x`` with
``x.br`` when the browser accepts ``br``, else ``x.gz`` when it accepts ``gzip``,
else ``x`` itself, with:

* ``Content-Type`` of ``x`` (``.mjs`` as JavaScript, ``.wasm`` as WebAssembly),
  ``Content-Encoding`` of the copy sent, ``Vary: Accept-Encoding`` whenever a copy
  exists, ``Content-Length`` of the bytes sent;
* ``ETag`` (per encoding) and ``Last-Modified``, and ``304 Not Modified`` for a
  revalidation that matches; ``Cache-Control: no-cache`` (every reuse is revalidated:
  a pessimistic host; GitHub Pages, for one, lets files be reused for 10 minutes);
* ``sitemap.xml.gz`` and other files that are gzip themselves served as they are.

`make serve`, the browser tests (tests/browser/conftest.py), tools/lighthouse.py and
the benchmarks in bench/ serve the site with it. ``Server.sent`` counts every byte
written to the network (headers included), for the benchmarks.
"""
from __future__ import annotations

import argparse
import email.utils
import functools
import http.server
import os
import threading
from pathlib import Path
from typing import Any, BinaryIO, ClassVar
from urllib.parse import unquote, urlsplit

#: the encodings the build writes, best first: (Accept-Encoding token, file suffix)
ENCODINGS = (("br", ".br"), ("gzip", ".gz"))
TYPES = {".mjs": "text/javascript", ".js": "text/javascript", ".wasm": "application/wasm",
         ".json": "application/json", ".svg": "image/svg+xml", ".xml": "application/xml",
         ".css": "text/css", ".html": "text/html", ".txt": "text/plain",
         ".gz": "application/gzip", ".br": "application/octet-stream", ".whl": "application/zip",
         ".zip": "application/zip", ".bin": "application/octet-stream"}


def accepted(header: str | None) -> set[str]:
    """The codings an ``Accept-Encoding`` header accepts (``q=0`` refuses one).

    >>> sorted(accepted("gzip, deflate, br, zstd"))
    ['br', 'deflate', 'gzip', 'zstd']
    >>> sorted(accepted("br;q=0, gzip;q=0.5"))
    ['gzip']
    >>> accepted(None)
    set()
    """
    out = set()
    for part in (header or "").split(","):
        name, _, params = part.strip().partition(";")
        q = 1.0
        for p in params.split(";"):
            key, _, value = p.strip().partition("=")
            if key == "q":
                try:
                    q = float(value)
                except ValueError:
                    q = 0.0
        if name and q > 0:
            out.add(name.strip().lower())
    return out


class _Counting:
    """A write-only file that counts what goes through it into its server."""

    def __init__(self, raw: BinaryIO, server: Server) -> None:
        self.raw, self.server = raw, server

    def write(self, data: bytes) -> int:
        n = self.raw.write(data)
        self.server.count(len(data))
        return n if n is not None else len(data)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.raw, name)


class Handler(http.server.SimpleHTTPRequestHandler):
    """A static file handler that serves the build's ``.br`` / ``.gz`` copies."""

    server: Server
    protocol_version = "HTTP/1.1"
    cache_control: ClassVar[str] = "no-cache"
    #: False: never the compressed copies (a host that does not compress, for comparison)
    use_copies: ClassVar[bool] = True
    extensions_map: ClassVar[dict[str, str]] = {**http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES}

    def setup(self) -> None:
        super().setup()
        if isinstance(self.server, Server):
            self.wfile = _Counting(self.wfile, self.server)  # type: ignore[assignment]

    def log_message(self, format: str, *args: object) -> None:  # quiet
        pass

    def guess_type(self, path: str | os.PathLike[str]) -> str:
        kind = TYPES.get(Path(path).suffix) or super().guess_type(path)
        if kind.startswith("text/") or kind in ("application/json", "application/xml", "image/svg+xml",
                                                 "application/javascript"):
            kind += "; charset=utf-8"
        return kind

    def end_headers(self) -> None:
        if not getattr(self, "_has_cache_control", False):
            self.send_header("Cache-Control", self.cache_control)
        super().end_headers()

    def send_header(self, keyword: str, value: str) -> None:
        if keyword.lower() == "cache-control":
            self._has_cache_control = True
        super().send_header(keyword, value)

    def send_head(self) -> BinaryIO | None:  # type: ignore[override]
        self._has_cache_control = False
        url_path = unquote(urlsplit(self.path).path)
        path = Path(self.translate_path(self.path))
        if path.is_dir():
            if not url_path.endswith("/"):
                return super().send_head()  # the redirect to the slash
            path = path / "index.html"
        if not path.is_file():
            return super().send_head()  # 404
        codings = accepted(self.headers.get("Accept-Encoding")) if self.use_copies else set()
        variants = [(name, path.with_name(path.name + suffix)) for name, suffix in ENCODINGS
                    if path.suffix != suffix]
        has_variant = self.use_copies and any(p.is_file() for _, p in variants)
        coding, served = None, path
        for name, candidate in variants:
            if name in codings and candidate.is_file():
                coding, served = name, candidate
                break
        f = served.open("rb")
        try:
            st = os.fstat(f.fileno())
            etag = f'"{st.st_mtime_ns:x}-{st.st_size:x}{"-" + coding if coding else ""}"'
            modified = email.utils.formatdate(st.st_mtime, usegmt=True)
            if self._not_modified(etag, st.st_mtime):
                f.close()
                self.send_response(http.HTTPStatus.NOT_MODIFIED)
                self.send_header("ETag", etag)
                self.send_header("Last-Modified", modified)
                if has_variant:
                    self.send_header("Vary", "Accept-Encoding")
                self.end_headers()
                return None
            self.send_response(http.HTTPStatus.OK)
            self.send_header("Content-Type", self.guess_type(path))
            self.send_header("Content-Length", str(st.st_size))
            self.send_header("Last-Modified", modified)
            self.send_header("ETag", etag)
            if coding:
                self.send_header("Content-Encoding", coding)
            if has_variant:
                self.send_header("Vary", "Accept-Encoding")
            self.end_headers()
            return f
        except BaseException:
            f.close()
            raise

    def _not_modified(self, etag: str, mtime: float) -> bool:
        match = self.headers.get("If-None-Match")
        if match is not None:
            return etag in [t.strip() for t in match.split(",")] or match.strip() == "*"
        since = self.headers.get("If-Modified-Since")
        if since:
            try:
                return email.utils.parsedate_to_datetime(since).timestamp() >= int(mtime)
            except (TypeError, ValueError):
                return False
        return False


class Server(http.server.ThreadingHTTPServer):
    """A threading server that counts the bytes it sends (``sent``, ``take()``)."""

    daemon_threads = True

    def __init__(self, address: tuple[str, int], handler: Any) -> None:
        super().__init__(address, handler)
        self.sent = 0
        self._lock = threading.Lock()

    def count(self, n: int) -> None:
        with self._lock:
            self.sent += n

    def take(self) -> int:
        """The bytes sent since the last call."""
        with self._lock:
            n, self.sent = self.sent, 0
            return n


def make_server(root: Path, host: str = "127.0.0.1", port: int = 8000,
                handler: type[Handler] = Handler) -> Server:
    return Server((host, port), functools.partial(handler, directory=str(root)))


def start(root: Path, host: str = "127.0.0.1", port: int = 8000,
          handler: type[Handler] = Handler) -> Server:
    """A server for ``root`` answering on its own thread (``shutdown()`` it when done)."""
    server = make_server(root, host, port, handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--port", type=int, default=8000)
    ap.add_argument("--bind", default="127.0.0.1")
    ap.add_argument("--directory", default="site")
    args = ap.parse_args(argv)
    root = Path(args.directory)
    if not (root / "index.html").is_file():
        raise SystemExit(f"{root}: no built site there (run `make site`)")
    server = make_server(root, args.bind, args.port)
    print(f"Serving {root}/ on http://{args.bind}:{args.port}/ (compressed copies when asked)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
