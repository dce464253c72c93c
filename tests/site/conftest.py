"""Fixtures for the site tests (marked `site`).

The tests read a built site. By default the session builds one, once, with
``mkdocs build --strict`` into a temporary folder and keeps its log. To test an
existing build instead (e.g. the `site/` that `make site` just wrote), set
``KARTY_SITE_DIR=site``; the test that checks the build log is then skipped,
since the log is not available (that build was strict too, or it would have
failed).
"""
from __future__ import annotations

import os
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


@dataclass(frozen=True)
class Build:
    root: Path
    log: str | None  # None when the build was not made by this session
    returncode: int | None
    seconds: float | None


@pytest.fixture(scope="session")
def build(tmp_path_factory: pytest.TempPathFactory) -> Build:
    existing = os.environ.get("KARTY_SITE_DIR")
    if existing:
        root = Path(existing)
        if not root.is_absolute():
            root = REPO / root
        if not (root / "index.html").is_file():
            pytest.fail(f"KARTY_SITE_DIR={existing}: no built site there (no index.html)")
        return Build(root, None, None, None)
    root = tmp_path_factory.mktemp("site") / "site"
    env = dict(os.environ, NO_MKDOCS_2_WARNING="1")
    start = time.monotonic()
    proc = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "-d", str(root)],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        check=False,  # a failed build is reported below with its log
        timeout=900,
    )
    seconds = time.monotonic() - start
    log = proc.stdout + proc.stderr
    if proc.returncode != 0:
        pytest.fail(f"mkdocs build --strict failed ({proc.returncode}):\n{log[-4000:]}")
    return Build(root, log, proc.returncode, seconds)


@pytest.fixture(scope="session")
def site(build: Build) -> Path:
    """The root folder of the built site."""
    return build.root


@pytest.fixture(scope="session")
def mkdocs_config():
    from mkdocs.config import load_config

    return load_config(str(REPO / "mkdocs.yml"))


@pytest.fixture(scope="session")
def corpus():
    from corpus.load import load_corpus

    return load_corpus()


@pytest.fixture(scope="session")
def apparatus(corpus):
    from corpus.collate import apparatus

    return apparatus(corpus)


@pytest.fixture(scope="session")
def diplomatic(corpus):
    from corpus.collate import diplomatic

    return {siglum: diplomatic(corpus, siglum) for siglum in corpus.sigla}


@pytest.fixture(scope="session")
def page_sources() -> list[str]:
    """Every page's path under its language folder (docs/en/…), e.g. 'text/bura.md'."""
    return sorted(p.relative_to(REPO / "docs" / "en").as_posix() for p in (REPO / "docs" / "en").rglob("*.md"))
