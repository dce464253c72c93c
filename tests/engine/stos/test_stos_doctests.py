"""The examples in the docstrings of karty.stos and karty.stos.web are run as tests."""

import doctest
import importlib

import pytest

MODULES = ["karty.stos", "karty.stos.actions", "karty.stos.legality",
           "karty.stos.odds", "karty.stos.players", "karty.stos.records",
           "karty.stos.rulebook", "karty.stos.rules", "karty.stos.state", "karty.stos.table",
           "karty.stos.table_view", "karty.stos.web", "karty.stos.howto"]


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name):
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0
    assert result.attempted > 0, f"{name} has no examples"
