"""The engine's memory snapshot, made at build (used by hooks.pyodide.runtime).

``make(repo, runtime_dir, wheel_name)`` writes ``snapshot-<id>.bin.gz`` into the
site's ``assets/pyodide/`` and returns its entry for ``manifest.json``:
``{"file", "size", "raw_size", "sha256"}`` (sizes in bytes; sha256 of the
compressed file), and the runtime's id. The snapshot is made under Node by
``tools/make_snapshot.mjs`` (its format: docs/assets/js/snapshot-format.mjs),
about 4 s; it depends only on the runtime's files, the wheel and the code that
makes it, so it is kept in ``build/pyodide-snapshot/`` under those hashes and
reused by the next build of the same runtime.

``runtime_id(files)`` is the runtime's identity, computed exactly as
``runtimeId`` in snapshot-format.mjs: the sha256 of ``"<name> <sha256>\\n"``
lines sorted by name, over ``SNAPSHOT_INPUTS`` and the wheel. The worker uses a
snapshot only if its header names the same runtime as manifest.json and the
same sha256 for the .wasm, the standard library and the wheel it loads.
"""
from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import time
from pathlib import Path

from mkdocs.exceptions import PluginError

SNAPSHOT_INPUTS = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
TOOL = "tools/make_snapshot.mjs"
# the code a snapshot is made with: a change makes a new one
TOOL_SOURCES = (TOOL, "docs/assets/js/snapshot-format.mjs", "docs/assets/js/wheel-fs.mjs")
CACHE_DIR = "build/pyodide-snapshot"
KEEP = 4  # snapshots kept in the cache


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
    return f"snapshot-{runtime[:16]}.bin.gz"


def _tool_hash(repo: Path) -> str:
    h = hashlib.sha256()
    for rel in TOOL_SOURCES:
        h.update((repo / rel).read_bytes())
    return h.hexdigest()


def make(repo: Path, runtime_dir: Path, wheel_name: str) -> tuple[str, dict[str, object]]:
    """Write the snapshot for the runtime in ``runtime_dir``; return (runtime id,
    manifest entry)."""
    files = {name: sha256_file(runtime_dir / name) for name in (*SNAPSHOT_INPUTS, wheel_name)}
    runtime = runtime_id(files)
    cache = repo / CACHE_DIR
    key = f"{runtime[:24]}-{_tool_hash(repo)[:12]}"
    cached, summary_path = cache / f"{key}.bin.gz", cache / f"{key}.json"
    if not (cached.is_file() and summary_path.is_file()):
        cache.mkdir(parents=True, exist_ok=True)
        node = shutil.which("node")
        if node is None:
            raise PluginError("node is needed to make the engine's snapshot (`make node`)")
        started = time.monotonic()
        tmp = cached.with_suffix(".tmp")
        proc = subprocess.run([node, str(repo / TOOL), str(runtime_dir), wheel_name, str(tmp)],
                              cwd=repo, capture_output=True, text=True, timeout=600, check=False)
        if proc.returncode != 0:
            raise PluginError(f"making the engine's snapshot failed ({TOOL}):\n"
                              f"{proc.stdout[-2000:]}{proc.stderr[-4000:]}")
        summary = json.loads(proc.stdout.strip().splitlines()[-1])
        if summary["runtime"] != runtime:
            raise PluginError(f"{TOOL} computed the runtime id {summary['runtime']}, the build "
                              f"{runtime}: snapshot-format.mjs and snapshot.py disagree")
        summary["build_seconds"] = round(time.monotonic() - started, 1)
        tmp.replace(cached)
        summary_path.write_text(json.dumps(summary, indent=1) + "\n", encoding="utf-8")
        for old in sorted(cache.glob("*.bin.gz"), key=lambda p: p.stat().st_mtime)[:-KEEP]:
            old.unlink()
            old.with_suffix("").with_suffix(".json").unlink(missing_ok=True)
    summary = json.loads(summary_path.read_text(encoding="utf-8"))
    name = snapshot_name(runtime)
    shutil.copyfile(cached, runtime_dir / name)
    if sha256_file(runtime_dir / name) != summary["sha256"]:
        raise PluginError(f"{cached}: the cached snapshot does not match its summary")
    return runtime, {"file": name, "size": summary["size"], "raw_size": summary["raw_size"],
                     "sha256": summary["sha256"]}
