"""The standard library the site serves is trimmed to what the engine needs
(docs/hooks/pyodide/snapshot.py, tools/trim_stdlib.mjs, tools/stdlib_modules.py), and
under Pyodide every module of the engine that karty.web can reach imports with it."""
from __future__ import annotations

import json
import shutil
import subprocess
import zipfile
from pathlib import Path

import pytest

pytestmark = [pytest.mark.site, pytest.mark.pyodide]
REPO = Path(__file__).resolve().parents[2]
from hooks.pyodide import snapshot as pyodide_snapshot

RUNTIME_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "pyodide-lock.json")


def node() -> str:
    found = shutil.which("node")
    if not found:
        pytest.skip("node is not installed (make node)")
    return found


def check(runtime: Path, wheel: str) -> dict:
    proc = subprocess.run([node(), str(REPO / "tools" / "trim_stdlib.mjs"), str(runtime), wheel, "check"],
                          capture_output=True, text=True, timeout=300, check=False)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return json.loads(proc.stdout.strip().splitlines()[-1])


@pytest.fixture(scope="module")
def runtime(site):
    rt = site / "assets" / "pyodide"
    return rt, json.loads((rt / "manifest.json").read_text(encoding="utf-8"))


def test_the_served_standard_library_is_the_trimmed_one(runtime):
    rt, manifest = runtime
    full = REPO / "node_modules" / "pyodide" / pyodide_snapshot.STDLIB
    served = rt / pyodide_snapshot.STDLIB
    assert manifest["stdlib"]["full_size"] == full.stat().st_size
    assert manifest["stdlib"]["size"] == served.stat().st_size
    # stored, not deflated (the host compresses it): smaller on the wire, and in what it holds
    wire = (rt / (pyodide_snapshot.STDLIB + ".br")).stat().st_size
    assert wire < full.stat().st_size / 2
    unpacked = sum(i.file_size for i in zipfile.ZipFile(served).infolist())
    assert unpacked < sum(i.file_size for i in zipfile.ZipFile(full).infolist()) / 2
    names = set(zipfile.ZipFile(served).namelist())
    assert {"json/__init__.py", "fractions.py", "random.py", "_pyodide/_base.py", "encodings/utf_8.py"} <= names
    assert not names & {"email/__init__.py", "unittest/__init__.py", "sqlite3/__init__.py", "tomllib/__init__.py"}
    assert names <= set(zipfile.ZipFile(full).namelist())


def test_every_module_the_web_api_reaches_imports_with_it(runtime):
    rt, manifest = runtime
    got = check(rt, manifest["wheel"])
    assert got["failed"] == {}
    karty = [m for m in got["imported"] if m.startswith("karty")]
    assert "karty.web" in karty and "karty.players_common" in karty and len(karty) > 50
    assert {"fractions", "json", "random", "dataclasses"} <= set(got["imported"])


def test_the_check_sees_a_module_that_is_missing(runtime, tmp_path):
    """The same check, on a zip without fractions.py: it must fail."""
    rt, manifest = runtime
    for name in (*RUNTIME_FILES, manifest["wheel"]):
        shutil.copyfile(rt / name, tmp_path / name)
    with zipfile.ZipFile(rt / pyodide_snapshot.STDLIB) as src:
        members = [n for n in src.namelist() if n != "fractions.py"]
    pyodide_snapshot.write_trimmed(rt / pyodide_snapshot.STDLIB, tmp_path / pyodide_snapshot.STDLIB, members)
    got = check(tmp_path, manifest["wheel"])
    assert "fractions" in got["failed"]
    assert "No module named 'fractions'" in got["failed"]["fractions"]
