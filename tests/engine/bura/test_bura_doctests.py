"""The examples in the docstrings of karty.bura are run as tests (here and in Pyodide)."""

import doctest
import importlib

import pytest

MODULES = ["karty.bura", "karty.bura.actions", "karty.bura.match", "karty.bura.players",
           "karty.bura.rulebook", "karty.bura.rules", "karty.bura.scoring", "karty.bura.state",
           "karty.bura.text", "karty.players_common", "karty.bura.position", "karty.bura.legality",
           "karty.bura.transitions", "karty.bura.view", "karty.bura.notation", "karty.bura.shared_steps",
           "karty.bura.search", "karty.bura.search.knowledge", "karty.bura.search.endgame",
           "karty.bura.search.lookahead", "karty.bura.review", "karty.bura.howto",
           "karty.bura.odds", "karty.bura.moves", "karty.bura.reasons", "karty.bura.flow",
           "karty.bura.table", "karty.bura.table_view", "karty.bura.web_review"]


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name):
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0 and result.attempted > 0
