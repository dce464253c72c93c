"""Fixtures for the glossary tests: the real corpus and glossary (loaded once), and
a copy of the glossary folder to break."""
from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from corpus import ROOT
from corpus.glossary import GLOSSARY_DIR, Glossary, load_glossary
from corpus.load import load_corpus
from corpus.model import Corpus


@pytest.fixture(scope="session")
def corpus() -> Corpus:
    return load_corpus(ROOT)


@pytest.fixture(scope="session")
def glossary() -> Glossary:
    """The project's glossary. A CorpusError here names the bad entry file."""
    return load_glossary(GLOSSARY_DIR)


@pytest.fixture
def glossary_copy(tmp_path: Path) -> Callable[..., Path]:
    """Copy corpus/glossary (all entries, or only the ids given) to tmp_path/glossary."""

    def make(*ids: str) -> Path:
        dest = tmp_path / "glossary"
        dest.mkdir()
        for path in sorted(GLOSSARY_DIR.glob("*.yaml")):
            if not ids or path.stem in ids:
                shutil.copy2(path, dest / path.name)
        return dest

    return make
