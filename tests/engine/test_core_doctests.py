"""The examples in the docstrings of karty's core modules run as tests (here and in Pyodide)."""

import doctest
import importlib

import pytest

MODULES = ["karty", "karty.cards", "karty.suit_rank", "karty.errors", "karty.registry", "karty.options", "karty.game",
           "karty.games", "karty.chance", "karty.rating", "karty.plural", "karty.stats", "karty.howto",
           "karty.players_common"]


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name):
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0
    assert result.attempted > 0
