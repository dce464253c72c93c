"""Fixtures for the integration tests: the real corpus and glossary, loaded once."""
from __future__ import annotations

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
    return load_glossary(GLOSSARY_DIR)
