"""The examples in the docstrings of karty.ochko are run as tests."""

import doctest
import importlib

import pytest

MODULES = ["karty.ochko", "karty.ochko.actions", "karty.ochko.bank", "karty.ochko.players",
           "karty.ochko.position", "karty.ochko.legality", "karty.ochko.transitions",
           "karty.ochko.view",
           "karty.ochko.rulebook", "karty.ochko.rules", "karty.ochko.state",
           "karty.ochko.values", "karty.ochko.strategy_shown", "karty.ochko.advice",
           "karty.ochko.review", "karty.ochko.howto", "karty.ochko.odds", "karty.ochko.duel",
           "karty.ochko.reasons", "karty.ochko.course", "karty.ochko.standing",
           "karty.ochko.table", "karty.ochko.table_view", "karty.ochko.table_coach",
           "karty.ochko.web_review"]


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name):
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0
    if name not in ("karty.ochko.rulebook",):
        assert result.attempted > 0, f"{name} has no examples"
