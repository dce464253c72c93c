"""The engine and the corpus tools are strictly typed and the tree is lint-clean: all
checked by `make test`."""

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], cwd=REPO, capture_output=True,
                          text=True, check=False, timeout=600)


def test_engine_passes_mypy_strict():
    proc = _run("mypy", "--strict", "engine/karty")
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_tree_passes_ruff():
    proc = _run("ruff", "check", ".")
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_corpus_passes_mypy_strict():
    """corpus/ (the edition's loader, checks, collation and glossary) is held to the
    engine's standard; pyproject.toml lists the two libraries it uses that ship no types."""
    proc = _run("mypy", "--strict", "corpus")
    assert proc.returncode == 0, proc.stdout + proc.stderr
