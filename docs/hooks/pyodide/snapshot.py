"""The engine's memory snapshot, made at build (used by hooks.pyodide.runtime).

``trim_stdlib(repo, runtime_dir, wheel_name)`` first replaces the runtime's
``python_stdlib.zip`` by the part of it the engine needs (the snapshot holds the
zip's index, so it is made with the trimmed one).

``make(repo, runtime_dir, wheel_name)`` writes ``snapshot-<id>.bin`` into the
site's ``assets/pyodide/``, with its brotli and gzip copies ``.bin.br`` and
``.bin.gz`` (served with ``Content-Encoding``, see tools/serve.py), and returns
its entry for ``manifest.json``: ``{"file", "size", "sha256", "wire"}`` (size and
sha256 of the file; ``wire``: its bytes on the wire by encoding, ``br``, ``gzip``,
``identity``, with which the worker chooses whether to use it), and the
runtime's id. The snapshot is made under Node by ``tools/make_snapshot.mjs`` (its
format: docs/assets/js/snapshot-format.mjs), about 4 s, and its brotli copy takes
about 40 s; it depends only on the runtime's files, the wheel and the code that
makes it, so it is kept in ``build/pyodide-snapshot/`` under those hashes and
reused by the next build of the same runtime. The trimmed zip is kept there too.

``runtime_id(files)`` is the runtime's identity, computed exactly as
``runtimeId`` in snapshot-format.mjs: the sha256 of ``"<name> <sha256>\\n"``
lines sorted by name, over ``SNAPSHOT_INPUTS`` and the wheel. The worker uses a
snapshot only if its header names the same runtime as manifest.json and the
same sha256 for the .wasm, the standard library and the wheel it loads.
"""
from __future__ import annotations

import gzip
import hashlib
import json
import shutil
import subprocess
import time
import zipfile
from pathlib import Path

import brotli
from mkdocs.exceptions import PluginError

SNAPSHOT_INPUTS = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
TOOL = "tools/make_snapshot.mjs"
# The copies served for the snapshot (docs/hooks/assets/compress.py leaves them alone).
# Chosen by measurement on its 31.5 MB (bench/RESULTS.md): gzip 9 7.41 MB in 6 s;
# brotli 5 6.17 MB in 0.5 s, 9 (window 2^24) 5.70 MB in 4.6 s, 10 (window 2^24)
# 5.14 MB in 41 s, 11 5.07 MB in 135 s. Brotli 10 is made once per snapshot, which
# is cached.
SNAPSHOT_BROTLI = {"quality": 10, "lgwin": 24}
COPIES = (".br", ".gz")
# the code a snapshot is made with: a change makes a new one
TOOL_SOURCES = (TOOL, "docs/assets/js/snapshot-format.mjs", "docs/assets/js/wheel-fs.mjs")
CACHE_DIR = "build/pyodide-snapshot"
KEEP = 4  # snapshots kept in the cache
STDLIB = "python_stdlib.zip"
TRIM_TOOL = "tools/trim_stdlib.mjs"
TRIM_SOURCES = (TRIM_TOOL, "tools/stdlib_modules.py", "docs/assets/js/wheel-fs.mjs",
                "docs/hooks/pyodide/snapshot.py")


def sha256_file(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def runtime_id(files: dict[str, str]) -> str:
    text = "".join(f"{name} {files[name]}\n" for name in sorted(files))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def snapshot_name(runtime: str) -> str:
    return f"snapshot-{runtime[:16]}.bin"


def _tool_hash(repo: Path, sources: tuple[str, ...] = TOOL_SOURCES) -> str:
    h = hashlib.sha256()
    for rel in sources:
        h.update((repo / rel).read_bytes())
    return h.hexdigest()


def _node(repo: Path, tool: str, args: list[str], what: str) -> str:
    node = shutil.which("node")
    if node is None:
        raise PluginError(f"node is needed to make {what} (`make node`)")
    proc = subprocess.run([node, str(repo / tool), *args], cwd=repo, capture_output=True,
                          text=True, timeout=600, check=False)
    if proc.returncode != 0:
        raise PluginError(f"making {what} failed ({tool}):\n{proc.stdout[-2000:]}{proc.stderr[-4000:]}")
    return proc.stdout.strip().splitlines()[-1]


def write_trimmed(source: Path, target: Path, members: list[str]) -> None:
    """Write the zip ``target`` with the ``members`` of ``source``, in its order, with
    its dates (the same bytes for the same input), stored, not deflated: the host
    compresses the whole file (docs/hooks/assets/compress.py), and brotli over the
    stored zip sends 619 kB where the deflated zip, which it cannot shrink, sent 867 kB
    (bench/RESULTS.md); Python reads a stored member without inflating it."""
    keep = set(members)
    with zipfile.ZipFile(source) as src, zipfile.ZipFile(target, "w") as out:
        for info in src.infolist():
            if info.filename in keep:
                out.writestr(info, src.read(info), compress_type=zipfile.ZIP_STORED)


def trim_stdlib(repo: Path, runtime_dir: Path, wheel_name: str) -> dict[str, object]:
    """Replace ``python_stdlib.zip`` in ``runtime_dir`` by the standard library the
    engine needs (tools/trim_stdlib.mjs finds it in Pyodide, under Node, with the
    whole zip; then checks, with the trimmed one, that every module of the engine
    that karty.web reaches imports). Kept in ``build/pyodide-snapshot/`` under the
    hashes of the zip, the wheel and the tools. Returns ``{"members", "size",
    "full_size"}``."""
    zpath = runtime_dir / STDLIB
    key = "-".join(h[:12] for h in (sha256_file(zpath), sha256_file(runtime_dir / wheel_name),
                                     _tool_hash(repo, TRIM_SOURCES)))
    cache = repo / CACHE_DIR
    cached, summary_path = cache / f"stdlib-{key}.zip", cache / f"stdlib-{key}.json"
    full_size = zpath.stat().st_size
    if not (cached.is_file() and summary_path.is_file()):
        cache.mkdir(parents=True, exist_ok=True)
        found = json.loads(_node(repo, TRIM_TOOL, [str(runtime_dir), wheel_name, "list"],
                                 "the trimmed standard library"))
        tmp = cached.with_suffix(".tmp")
        write_trimmed(zpath, tmp, found["members"])
        shutil.copyfile(tmp, zpath)
        check = json.loads(_node(repo, TRIM_TOOL, [str(runtime_dir), wheel_name, "check"],
                                 "the trimmed standard library's check"))
        if check["failed"]:
            raise PluginError(f"{TRIM_TOOL}: with the trimmed standard library these modules "
                              f"do not import: {check['failed']}")
        tmp.replace(cached)
        summary = {"members": len(found["members"]), "imported": len(check["imported"])}
        summary_path.write_text(json.dumps(summary) + "\n", encoding="utf-8")
        for old in sorted(cache.glob("stdlib-*.zip"), key=lambda p: p.stat().st_mtime)[:-KEEP]:
            old.unlink()
            old.with_suffix(".json").unlink(missing_ok=True)
    shutil.copyfile(cached, zpath)
    summary = json.loads(summary_path.read_text(encoding="utf-8"))
    return {"members": summary["members"], "size": zpath.stat().st_size, "full_size": full_size}


def _copies(raw: bytes, settings: dict[str, int]) -> dict[str, bytes]:
    """The snapshot's compressed copies, by the suffix compress.py gives them."""
    return {".br": brotli.compress(raw, **settings), ".gz": gzip.compress(raw, 9, mtime=0)}


def make(repo: Path, runtime_dir: Path, wheel_name: str,
         settings: dict[str, int] = SNAPSHOT_BROTLI) -> tuple[str, dict[str, object]]:
    """Write the snapshot for the runtime in ``runtime_dir``, and its brotli and gzip
    copies; return (runtime id, manifest entry)."""
    files = {name: sha256_file(runtime_dir / name) for name in (*SNAPSHOT_INPUTS, wheel_name)}
    runtime = runtime_id(files)
    cache = repo / CACHE_DIR
    key = f"{runtime[:24]}-{_tool_hash(repo)[:12]}-br{settings['quality']}"
    cached, summary_path = cache / f"{key}.bin", cache / f"{key}.json"
    if not (cached.is_file() and summary_path.is_file()
            and all(cached.with_name(cached.name + s).is_file() for s in COPIES)):
        cache.mkdir(parents=True, exist_ok=True)
        started = time.monotonic()
        tmp = cached.with_suffix(".tmp")
        summary = json.loads(_node(repo, TOOL, [str(runtime_dir), wheel_name, str(tmp)],
                                   "the engine's snapshot"))
        if summary["runtime"] != runtime:
            raise PluginError(f"{TOOL} computed the runtime id {summary['runtime']}, the build "
                              f"{runtime}: snapshot-format.mjs and snapshot.py disagree")
        raw = tmp.read_bytes()
        for suffix, data in _copies(raw, settings).items():
            cached.with_name(cached.name + suffix).write_bytes(data)
            summary[suffix] = len(data)
        summary["build_seconds"] = round(time.monotonic() - started, 1)
        tmp.replace(cached)
        summary_path.write_text(json.dumps(summary, indent=1) + "\n", encoding="utf-8")
        for old in sorted(cache.glob("*.bin"), key=lambda p: p.stat().st_mtime)[:-KEEP]:
            for path in (old, old.with_suffix(".json"), *(old.with_name(old.name + s) for s in COPIES)):
                path.unlink(missing_ok=True)
    summary = json.loads(summary_path.read_text(encoding="utf-8"))
    name = snapshot_name(runtime)
    shutil.copyfile(cached, runtime_dir / name)
    for suffix in COPIES:
        shutil.copyfile(cached.with_name(cached.name + suffix), runtime_dir / (name + suffix))
        shutil.copystat(runtime_dir / name, runtime_dir / (name + suffix))  # as compress.py does
    if sha256_file(runtime_dir / name) != summary["sha256"]:
        raise PluginError(f"{cached}: the cached snapshot does not match its summary")
    # the bytes on the wire by Content-Encoding, for the worker's choice (engine-boot.mjs)
    wire = {"br": summary[".br"], "gzip": summary[".gz"], "identity": summary["raw_size"]}
    return runtime, {"file": name, "size": summary["raw_size"], "sha256": summary["sha256"],
                     "wire": wire}
