"""Fixtures for the corpus tests: the real corpus (loaded once) and broken copies."""
from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from corpus import ROOT
from corpus.load import Corpus, load_corpus


@pytest.fixture(scope="session")
def corpus() -> Corpus:
    """The project's corpus. A CorpusError here means the data is broken: its
    message names the file, the segment and the problem."""
    return load_corpus(ROOT)


@pytest.fixture(scope="session")
def entries(corpus: Corpus):
    from corpus.collate import apparatus

    return apparatus(corpus)


@pytest.fixture
def corpus_copy(tmp_path: Path) -> Callable[[], Path]:
    """A byte-for-byte copy of corpus/edition, corpus/witnesses and corpus/glossary
    under tmp_path (all that `python -m corpus check --root` reads), for tests that
    break a file; returns the copy's root."""

    def make() -> Path:
        root = tmp_path / "corpus"
        for sub in ("edition", "witnesses", "glossary"):
            shutil.copytree(ROOT / sub, root / sub)
        return root

    return make
