"""Fixtures for the deck's tests: the generator (tools/make_deck.py), the committed
sprite (docs/assets/cards/deck.svg) and the build-time API (docs/hooks/play/deck.py)."""
from __future__ import annotations

import importlib.util
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest
from deckfiles import API, GENERATOR, SPRITE


def _load(name: str, path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def make_deck() -> ModuleType:
    return _load("make_deck", GENERATOR)


@pytest.fixture(scope="session")
def deck_api() -> ModuleType:
    # the package's module (it renders docs/templates/cards.html through hooks.core.templating)
    from hooks.play import deck

    assert Path(deck.__file__).resolve() == API.resolve()
    return deck


@pytest.fixture(scope="session")
def sprite_text() -> str:
    return SPRITE.read_text(encoding="utf-8")


@pytest.fixture(scope="session")
def sprite(sprite_text: str) -> ET.Element:
    return ET.fromstring(sprite_text)


@pytest.fixture(scope="session")
def ids(sprite: ET.Element) -> dict[str, ET.Element]:
    out: dict[str, ET.Element] = {}
    for node in sprite.iter():
        if "id" in node.attrib:
            assert node.attrib["id"] not in out, f"duplicate id {node.attrib['id']}"
            out[node.attrib["id"]] = node
    return out
