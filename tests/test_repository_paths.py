"""The repository names no path outside itself: no tracked file refers to an
absolute path on a machine (a home folder, a scratch folder, a work tree). What
the project relies on lives in the repository and is referred to by its
repository path (ARCHITECTURE.md, corpus/glossary/SOURCES.md)."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]

# Spelled without slashes so that this file does not match its own pattern.
_TOP = ("work", "tmp", "home", "root", "Users", "mnt", "srv")
MACHINE_PATH = re.compile(
    r"(?<![\w.:/~-])/(?:" + "|".join(_TOP) + r")/[\w.-]"  # a Unix home, scratch or work folder
    r"|\b[A-Za-z]:\\(?:Users|home)\\"                    # a Windows home folder
)
SKIPPED_DIRS = {".git", ".venv", "node_modules", "site", "build", "dist", "__pycache__",
                ".mypy_cache", ".ruff_cache", ".pytest_cache", ".hypothesis"}


def tracked_files() -> list[Path]:
    """The files git tracks; on a copy without git, every file outside the
    ignored and generated folders."""
    try:
        out = subprocess.run(["git", "ls-files", "-z"], cwd=REPO, capture_output=True,
                             check=True, timeout=60).stdout
    except (OSError, subprocess.SubprocessError):
        return sorted(p for p in REPO.rglob("*") if p.is_file()
                      and not SKIPPED_DIRS & set(p.relative_to(REPO).parts))
    return [REPO / name for name in out.decode("utf-8").split("\0") if name]


def offending_lines(text: str) -> list[tuple[int, str]]:
    return [(n, line.strip()[:120]) for n, line in enumerate(text.splitlines(), 1)
            if MACHINE_PATH.search(line)]


def _p(top: str, rest: str) -> str:
    """An absolute path, assembled so that this file holds none."""
    return "/" + top + "/" + rest


@pytest.mark.parametrize("sample, bad", [
    ("see " + _p("work", "shared/DESIGN.md"), True),
    ("open('" + _p("tmp", "x.json") + "')", True),
    ("HOME=" + _p("home", "pyodide"), True),
    ("cd " + _p("root", "karty"), True),
    ("C:" + "\\Users\\me\\karty", True),
    ("docs/assets/js/worker.mjs", False),
    ("https://example.org" + _p("home", "index.html"), False),
    ("the /work page of the site, ~" + _p("tmp", "") + " and ." + _p("home", "x"), False),
])
def test_the_pattern_finds_machine_paths_and_nothing_else(sample, bad):
    assert bool(offending_lines(sample)) is bad


def test_no_tracked_file_names_a_machine_path():
    files = tracked_files()
    assert len(files) > 100, "the file list is incomplete"
    found = {}
    for path in files:
        rel = path.relative_to(REPO).as_posix()
        if not path.is_file():
            continue
        try:
            text = path.read_bytes().decode("utf-8")
        except UnicodeDecodeError:
            continue  # binary files (none at present) cannot hold a readable path
        lines = offending_lines(text)
        if lines:
            found[rel] = lines
    assert not found, f"absolute machine paths in tracked files: {found}"
