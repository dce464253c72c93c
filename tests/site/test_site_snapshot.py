"""The engine's memory snapshot in the built site (docs/hooks/pyodide/snapshot.py,
tools/make_snapshot.mjs, docs/assets/js/snapshot-format.mjs): it is the file
manifest.json names (with its brotli and gzip copies), its header ties it to the runtime's files and the wheel
served with it, the runtime's id is computed alike in Python and in JavaScript,
and the wheel is unpacked by wheel-fs.mjs as zipfile reads it."""
from __future__ import annotations

import gzip
import hashlib
import json
import shutil
import struct
import subprocess
import zipfile
from pathlib import Path

import brotli
import pytest

pytestmark = pytest.mark.site
REPO = Path(__file__).resolve().parents[2]
from hooks.pyodide import snapshot as pyodide_snapshot

JS = REPO / "docs" / "assets" / "js"
MAGIC = b"KARTYSN1"


def node() -> str:
    found = shutil.which("node")
    if not found:
        pytest.skip("node is not installed (make node)")
    return found


def run_node(script: str, *args: str) -> str:
    proc = subprocess.run([node(), "--input-type=module", "-e", script, *args], capture_output=True,
                          text=True, timeout=120, check=False)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


def decode(raw: bytes) -> tuple[dict, bytes]:
    assert raw[:8] == MAGIC
    (length,) = struct.unpack("<I", raw[8:12])
    start = -(-(12 + length) // 16) * 16
    return json.loads(raw[12:12 + length]), raw[start:]


@pytest.fixture(scope="module")
def runtime(site):
    rt = site / "assets" / "pyodide"
    return rt, json.loads((rt / "manifest.json").read_text(encoding="utf-8"))


def test_the_snapshot_is_the_file_the_manifest_names(runtime):
    rt, manifest = runtime
    entry = manifest["snapshot"]
    path = rt / entry["file"]
    assert entry["file"] == f"snapshot-{manifest['runtime'][:16]}.bin"
    assert path.stat().st_size == entry["size"] == manifest["files"][entry["file"]]
    assert hashlib.sha256(path.read_bytes()).hexdigest() == entry["sha256"]
    assert sorted(p.name for p in rt.glob("snapshot-*")) == [entry["file"], entry["file"] + ".br",
                                                             entry["file"] + ".gz"]


def test_its_copies_decode_to_it_and_the_manifest_says_their_sizes(runtime):
    """The worker chooses by these sizes (engine-boot.mjs); tools/serve.py sends the copies."""
    rt, manifest = runtime
    entry = manifest["snapshot"]
    raw = (rt / entry["file"]).read_bytes()
    br, gz = (rt / (entry["file"] + ".br")).read_bytes(), (rt / (entry["file"] + ".gz")).read_bytes()
    assert brotli.decompress(br) == raw and gzip.decompress(gz) == raw
    assert entry["wire"] == {"br": len(br), "gzip": len(gz), "identity": len(raw)}
    assert len(br) < len(gz) < len(raw) / 3


def test_its_header_names_the_runtime_and_wheel_served_with_it(runtime):
    rt, manifest = runtime
    header, payload = decode((rt / manifest["snapshot"]["file"]).read_bytes())
    assert header["format"] == "karty-snapshot/1"
    assert header["pyodide"] == manifest["pyodide"]
    assert header["wheel"] == manifest["wheel"]
    files = {name: hashlib.sha256((rt / name).read_bytes()).hexdigest()
             for name in (*pyodide_snapshot.SNAPSHOT_INPUTS, manifest["wheel"])}
    assert header["files"] == files
    assert header["runtime"] == manifest["runtime"] == pyodide_snapshot.runtime_id(files)
    # Pyodide's own snapshot follows: its magic number, "\0snp" little-endian
    assert payload[:4] == struct.pack("<I", 0x706E7300)


def test_no_path_of_the_build_machine_is_in_the_snapshot(runtime):
    rt, manifest = runtime
    raw = (rt / manifest["snapshot"]["file"]).read_bytes()
    assert str(REPO).encode() not in raw
    assert b"make_snapshot.mjs" not in raw


def test_the_runtime_id_is_the_same_in_javascript_and_python():
    files = {"b.whl": "00" * 32, "a.wasm": "ab" * 32, "pyodide.mjs": "12" * 32}
    out = run_node("""
const { runtimeId } = await import(process.argv[1]);
console.log(await runtimeId(JSON.parse(process.argv[2])));
""", (JS / "snapshot-format.mjs").as_uri(), json.dumps(files))
    assert out.strip() == pyodide_snapshot.runtime_id(files)
    assert pyodide_snapshot.runtime_id(files) != pyodide_snapshot.runtime_id({**files, "b.whl": "01" * 32})


def test_a_header_of_another_runtime_or_wheel_is_refused():
    out = run_node("""
const f = await import(process.argv[1]);
const header = { format: f.FORMAT, pyodide: "1", runtime: "r", wheel: "k.whl", files: { "k.whl": "w", "s.zip": "s" } };
const bytes = f.encodeSnapshot(header, new Uint8Array([1, 2, 3]));
const { header: back, payload } = f.decodeSnapshot(bytes);
const results = [Array.from(payload).join(",")];
for (const expected of [
  { runtime: "r", pyodide: "1", files: { "k.whl": "w", "s.zip": "s" } },
  { runtime: "x", pyodide: "1", files: { "k.whl": "w" } },
  { runtime: "r", pyodide: "2", files: { "k.whl": "w" } },
  { runtime: "r", pyodide: "1", files: { "k.whl": "other" } },
]) {
  try { f.checkHeader(back, expected); results.push("ok"); } catch (e) { results.push(e.name + ": " + e.message); }
}
bytes[0] ^= 1;
try { f.decodeSnapshot(bytes); results.push("decoded"); } catch (e) { results.push(e.name + ": " + e.message); }
console.log(JSON.stringify(results));
""", (JS / "snapshot-format.mjs").as_uri())
    payload, ok, runtime, pyodide, wheel, magic = json.loads(out)
    assert payload == "1,2,3" and ok == "ok"
    assert runtime == "SnapshotMismatch: the snapshot belongs to another runtime (manifest.json)"
    assert pyodide == "SnapshotMismatch: the snapshot was made with Pyodide 1, not 2"
    assert wheel == "SnapshotMismatch: the snapshot was made with another k.whl"
    assert magic == "SnapshotMismatch: not a karty snapshot"


UNPACK = """
const { unpackWheel } = await import(process.argv[1]);
const fs = await import("node:fs");
const written = {};
const FS = { mkdirTree() {}, writeFile(path, data) { written[path] = Buffer.from(data).toString("base64"); } };
try {
  const n = await unpackWheel(FS, "/sp", new Uint8Array(fs.readFileSync(process.argv[2])));
  console.log(JSON.stringify({ n, written }));
} catch (e) {
  console.log(JSON.stringify({ error: e.message }));
}
"""


def test_wheel_fs_writes_the_wheels_package_files_as_zipfile_reads_them(runtime):
    rt, manifest = runtime
    wheel = rt / manifest["wheel"]
    got = json.loads(run_node(UNPACK, (JS / "wheel-fs.mjs").as_uri(), str(wheel)))
    import base64

    with zipfile.ZipFile(wheel) as z:
        want = {f"/sp/{n}": z.read(n) for n in z.namelist()
                if not n.endswith("/") and ".dist-info/" not in n}
    assert got["n"] == len(want) > 30
    assert {k: base64.b64decode(v) for k, v in got["written"].items()} == want


def test_wheel_fs_refuses_a_path_out_of_site_packages(tmp_path):
    bad = tmp_path / "bad.whl"
    with zipfile.ZipFile(bad, "w") as z:
        z.writestr("karty/__init__.py", "")
        z.writestr("../escape.py", "x = 1")
    got = json.loads(run_node(UNPACK, (JS / "wheel-fs.mjs").as_uri(), str(bad)))
    assert got == {"error": 'wheel: unsafe path "../escape.py"'}
