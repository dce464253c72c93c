"""The site as a host serves it: the build's brotli/gzip copies (docs/hooks/assets/compress.py)
and tools/serve.py, which sends them with their headers."""
from __future__ import annotations

import gzip
import http.client
import zipfile

import brotli
import pytest
from hooks.assets import compress
from hooks.offline import service_worker
from tool_module import load_tool

serve = load_tool("serve.py")


@pytest.mark.parametrize("rel", ["index.html", "ru/text/verse1/index.html", "search/search_index.json",
                                 "assets/css/edition.css", "assets/js/widgets.mjs",
                                 "assets/pyodide/pyodide.asm.wasm"])
def test_the_build_writes_copies_that_decode_to_the_file(site, rel):
    raw = (site / rel).read_bytes()
    br, gz = (site / (rel + ".br")).read_bytes(), (site / (rel + ".gz")).read_bytes()
    assert brotli.decompress(br) == raw
    assert gzip.decompress(gz) == raw
    assert len(br) < len(gz) < len(raw)


def test_no_copy_of_what_is_compressed_already(site):
    runtime = site / "assets" / "pyodide"
    assert not list(runtime.glob("*.bin.*.*"))
    assert not list(runtime.glob("*.gz.*")) and not list(runtime.glob("*.br.*"))


@pytest.mark.parametrize("pattern", ["python_stdlib.zip", "karty-*.whl"])
def test_the_runtime_zips_are_stored_and_the_host_compresses_them(site, pattern):
    """The standard library and the wheel are zips of stored members, so that the host's
    brotli copy, which decodes to the very zip, is much smaller than a deflated zip
    (with deflated members brotli could not shrink the file, and no copy was written)."""
    path = next((site / "assets" / "pyodide").glob(pattern))
    with zipfile.ZipFile(path) as z:
        members = z.infolist()
        assert members and all(m.compress_type == zipfile.ZIP_STORED for m in members), path.name
        assert z.testzip() is None
    raw = path.read_bytes()
    br = (path.parent / (path.name + ".br")).read_bytes()
    assert brotli.decompress(br) == raw
    assert gzip.decompress((path.parent / (path.name + ".gz")).read_bytes()) == raw
    assert len(br) < 0.3 * len(raw)


def test_the_service_worker_lists_no_copy(site):
    text = (site / "sw.js").read_text(encoding="utf-8")
    head = text[: text.index("};")]
    assert ".br\"" not in head and ".wasm.gz" not in head and "index.html.gz" not in head
    assert service_worker.is_compressed_copy(site / "index.html.br")
    assert not service_worker.is_compressed_copy(next((site / "assets" / "pyodide").glob("snapshot-*.bin")))
    assert service_worker.is_compressed_copy(next((site / "assets" / "pyodide").glob("snapshot-*.bin.br")))


@pytest.fixture
def small_site(tmp_path):
    root = tmp_path / "site"
    (root / "a").mkdir(parents=True)
    (root / "index.html").write_text("<!doctype html><p>" + "слово " * 400, encoding="utf-8")
    (root / "a" / "m.mjs").write_text("export const x = 1;\n" * 100, encoding="utf-8")
    (root / "tiny.css").write_text("p{}", encoding="utf-8")
    (root / "data.zip").write_bytes(gzip.compress(b"x" * 4000))
    sizes = compress.compress_site(root, tmp_path / "cache")
    assert set(sizes["index.html"]) == {".br", ".gz"}
    assert not (root / "tiny.css.br").exists() and not (root / "data.zip.gz").exists()
    server = serve.start(root, "127.0.0.1", 0)
    yield root, server.server_address[1], server
    server.shutdown()
    server.server_close()


def _get(port, path, **headers):
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    conn.request("GET", path, headers=headers)
    r = conn.getresponse()
    body = r.read()
    conn.close()
    return r, body


def test_serve_sends_the_best_copy_the_browser_accepts(small_site):
    root, port, _ = small_site
    raw = (root / "index.html").read_bytes()
    r, body = _get(port, "/", **{"Accept-Encoding": "gzip, deflate, br, zstd"})
    assert r.status == 200 and r.getheader("Content-Encoding") == "br"
    assert brotli.decompress(body) == raw
    assert r.getheader("Content-Type") == "text/html; charset=utf-8"
    assert r.getheader("Vary") == "Accept-Encoding"
    assert int(r.getheader("Content-Length")) == len(body)
    r, body = _get(port, "/", **{"Accept-Encoding": "gzip"})
    assert r.getheader("Content-Encoding") == "gzip" and gzip.decompress(body) == raw
    r, body = _get(port, "/", **{"Accept-Encoding": "br;q=0, identity"})
    assert r.getheader("Content-Encoding") is None and body == raw
    r, body = _get(port, "/a/m.mjs", **{"Accept-Encoding": "br"})
    assert r.getheader("Content-Type") == "text/javascript; charset=utf-8"
    r, body = _get(port, "/tiny.css", **{"Accept-Encoding": "br"})
    assert r.getheader("Content-Encoding") is None and r.getheader("Vary") is None and body == b"p{}"


def test_serve_revalidates_per_encoding_and_counts_bytes(small_site):
    _, port, server = small_site
    server.take()
    r, body = _get(port, "/", **{"Accept-Encoding": "br"})
    etag = r.getheader("ETag")
    assert r.getheader("Cache-Control") == "no-cache"
    assert server.take() > len(body)  # headers and body
    r, body = _get(port, "/", **{"Accept-Encoding": "br", "If-None-Match": etag})
    assert r.status == 304 and body == b""
    r, _ = _get(port, "/", **{"Accept-Encoding": "gzip", "If-None-Match": etag})
    assert r.status == 200  # another encoding, another entity
    r, _ = _get(port, "/a", **{"Accept-Encoding": "br"})
    assert r.status == 301 and r.getheader("Location").endswith("/a/")
    r, _ = _get(port, "/missing.js")
    assert r.status == 404
