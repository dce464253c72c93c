"""The engine's own test suite (tests/engine) passes inside Pyodide, in Node,
with Pyodide from the pinned npm package: the same Python the browser runs."""

from __future__ import annotations

import pathlib
import re
import shutil
import subprocess

import pytest

pytestmark = pytest.mark.pyodide

ROOT = pathlib.Path(__file__).resolve().parents[2]


def test_engine_suite_passes_in_pyodide():
    node = shutil.which("node")
    assert node, "node is needed to run Pyodide"
    build = subprocess.run(["make", "--no-print-directory", "wheel", "pyodide-test-deps"],
                           check=False, cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert build.returncode == 0, build.stdout[-2000:] + build.stderr[-2000:]
    run = subprocess.run([node, "tests/pyodide/run_engine_tests.mjs"], check=False, cwd=ROOT,
                         capture_output=True, text=True, timeout=900)
    out = run.stdout + run.stderr
    assert run.returncode == 0, out[-5000:]
    assert "on emscripten" in run.stdout  # it really ran in Pyodide
    summary = [line for line in run.stdout.splitlines() if re.search(r"\d+ passed", line)]
    assert summary, out[-3000:]
    passed = int(re.search(r"(\d+) passed", summary[-1]).group(1))
    assert passed > 100, summary[-1]
    assert not re.search(r"\d+ (failed|error)", summary[-1]), summary[-1]
