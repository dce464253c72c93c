"""Other builds of the site, for the browser tests of the engine's start and the
service worker: a server whose folder can be switched (a site "deployed" again),
and a build B made from the built site A with another karty wheel (its
``__version__`` changed, so the engine says which one runs), with its own lock,
snapshot, manifest and sw.js, made by the build's own code (docs/hooks/).
"""
from __future__ import annotations

import collections
import http.server
import json
import shutil
import socket
import sys
import threading
import zipfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "tools"))
import serve  # tools/serve.py

VERSION_B = "0.1.0+b"


def free_port(host: str = "127.0.0.1") -> int:
    with socket.socket() as s:
        s.bind((host, 0))
        return int(s.getsockname()[1])


class _Handler(serve.Handler):
    """tools/serve.py's: the build's compressed copies, as a host serves them (the
    engine's worker judges the link by the bytes on the wire)."""


class SwitchableServer:
    """The files of ``root`` on a port of their own; ``root`` may be changed at any
    time (the next request is answered from the new folder). ``sent`` counts the
    answers with a body (200) per path."""

    def __init__(self, root: Path, host: str = "127.0.0.1") -> None:
        self.root = root
        port = free_port(host)
        self.base = f"http://{host}:{port}/"
        self.sent: collections.Counter[str] = collections.Counter()
        sent = self.sent

        class Counting(_Handler):
            # one request a connection: each is answered from the folder of now
            protocol_version = "HTTP/1.0"

            def send_response(self, code: int, message: str | None = None) -> None:
                if code == 200:
                    sent[self.path.split("?")[0]] += 1
                super().send_response(code, message)

        def handler(*args: object, **kwargs: object) -> http.server.BaseHTTPRequestHandler:
            return Counting(*args, directory=str(self.root), **kwargs)  # type: ignore[arg-type]

        self.server = serve.Server((host, port), handler)
        self.server.daemon_threads = True
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def url(self, path: str = "") -> str:
        return self.base + path.lstrip("/")

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def _hooks():
    from hooks.offline import service_worker
    from hooks.pyodide import runtime as pyodide_runtime

    return pyodide_runtime, service_worker


def manifest(root: Path) -> dict:
    return json.loads((root / "assets/pyodide/manifest.json").read_text(encoding="utf-8"))


def sw_build(root: Path) -> dict:
    """KARTY_BUILD of a site's sw.js."""
    text = (root / "sw.js").read_text(encoding="utf-8")
    return json.loads(text[text.index("{"):text.index("};") + 1])


def wheel_variant(wheel: Path, out_dir: Path, version: str) -> Path:
    """A copy of the karty wheel (same name) whose ``karty.__version__`` is ``version``."""
    out_dir.mkdir(parents=True, exist_ok=True)
    out = out_dir / wheel.name
    with zipfile.ZipFile(wheel) as src, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            data = src.read(info)
            if info.filename == "karty/__init__.py":
                text = data.decode("utf-8")
                old = next(line for line in text.splitlines() if line.startswith("__version__ = "))
                data = text.replace(old, f'__version__ = "{version}"').encode("utf-8")
            dst.writestr(info, data)
    return out


def drop_stale_copies(root: Path) -> None:
    """Remove the brotli/gzip copies (docs/hooks/assets/compress.py) whose file was rewritten
    or removed since (a copy has its file's modification time), which tools/serve.py
    would otherwise send for the new file."""
    for copy in [*root.rglob("*.br"), *root.rglob("*.gz")]:
        source = copy.with_suffix("")
        if not source.is_file() or source.stat().st_mtime_ns != copy.stat().st_mtime_ns:
            copy.unlink()


def build_b(site_a: Path, out: Path) -> Path:
    """Site A with the karty wheel replaced by one whose version is VERSION_B: a new
    lock, snapshot, manifest and sw.js, as the build writes them."""
    pyodide_runtime, service_worker = _hooks()
    shutil.copytree(site_a, out)
    wheel = out / "assets/pyodide" / manifest(site_a)["wheel"]
    variant = wheel_variant(wheel, out.parent / f"{out.name}-wheel", VERSION_B)
    # the snapshot's brotli copy at quality 5 (0.5 s, the build's 10 takes 40 s)
    pyodide_runtime.install_runtime(REPO, out, variant, snapshot_brotli={"quality": 5, "lgwin": 24})
    service_worker.write(out, ["en", "ru"])
    drop_stale_copies(out)
    return out


def stale_snapshot(site_a: Path, site_b: Path, out: Path, *, keep_runtime: str) -> Path:
    """Build B serving build A's snapshot, as a stale cache would. ``keep_runtime``:
    "b" keeps B's manifest (the snapshot names another runtime), "a" puts A's
    runtime id and snapshot entry in it (the snapshot names the right runtime but
    was made with another wheel, A's, than the one loaded, B's)."""
    shutil.copytree(site_b, out)
    rt = out / "assets/pyodide"
    ma, mb = manifest(site_a), manifest(site_b)
    (rt / mb["snapshot"]["file"]).unlink()
    for suffix in ("", ".br", ".gz"):
        shutil.copy2(site_a / "assets/pyodide" / (ma["snapshot"]["file"] + suffix), rt / (ma["snapshot"]["file"] + suffix))
    m = dict(mb, snapshot=ma["snapshot"])
    m["files"] = {k: v for k, v in mb["files"].items() if k != mb["snapshot"]["file"]}
    m["files"][ma["snapshot"]["file"]] = ma["snapshot"]["size"]
    m["runtime"] = ma["runtime"] if keep_runtime == "a" else mb["runtime"]
    (rt / "manifest.json").write_text(json.dumps(m, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    drop_stale_copies(out)
    return out

