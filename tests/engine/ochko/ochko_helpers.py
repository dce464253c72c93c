"""Helpers for the Очко tests (a uniquely named module, so that it never shadows
another folder's conftest): a table with a chosen first banker, and rigged decks.

A rigged deal fixes the order of the deck after the cut: the cards dealt from
the top (players in turn from the banker's left, the banker last), then the
cards that will be drawn from the bottom, in the order they are drawn, and
the bottom card that the banker turns up crosswise («зарезает»).
"""

from __future__ import annotations

import os
import sys

import pytest
from karty import DECK, Card, parse_cards
from karty.ochko import Cut, OpeningBank, Rules, Shuffle, State, parse_action

#: Smaller samples inside Pyodide or when KARTY_FAST is set.
FAST = sys.platform == "emscripten" or bool(os.environ.get("KARTY_FAST"))


def examples(n: int) -> int:
    """Hypothesis examples: ``n`` normally, a quarter of it in the fast mode."""
    return max(5, n // 4) if FAST else n


def first_draw(banker: int, players: int) -> Shuffle:
    """A shuffle for the draw «на старшего» that makes ``banker`` the highest."""
    low = [c for c in DECK if c.rank.value <= 9][: players]
    shown = list(low)
    shown[banker] = Card.parse("A♠")
    rest = [c for c in DECK if c not in shown]
    return Shuffle((*shown, *rest))


def rig(dealt: str, draws: str = "", crosswise: str | None = None) -> tuple[Shuffle, Cut]:
    """The chance actions that put the deck in the rigged order (see the module doc)."""
    top = list(parse_cards(dealt))
    drawn = list(parse_cards(draws))
    used = set(top) | set(drawn)
    cross = Card.parse(crosswise) if crosswise else next(c for c in reversed(DECK)
                                                          if c not in used)
    used.add(cross)
    filler = [c for c in DECK if c not in used]
    deck = [*top, *filler, *reversed(drawn), cross]
    assert len(deck) == 36 and set(deck) == set(DECK)
    # Cut(1) moves the top card to the bottom: shuffle so that the cut gives `deck`.
    return Shuffle((deck[-1], *deck[:-1])), Cut(1)


def act(state: State, *actions: str) -> list:
    """Apply actions written as text; return the explanation steps of the last."""
    steps: list = []
    for text in actions:
        steps = list(state.apply_action(parse_action(text)))
    return steps


@pytest.fixture
def table():
    """``table(rules, players=2, banker=0, bank=10, purse=100)``: a state at the
    first shuffle of the first bank."""

    def make(rules: Rules | None = None, *, players: int = 2, banker: int = 0,
             bank: int = 10, purse=100, max_rounds: int = 100,
             max_banks: int | None = None) -> State:
        s = State.initial(rules or Rules(), players=players, purse=purse,
                          max_rounds=max_rounds, max_banks=max_banks)
        s.apply_action(first_draw(banker, players))
        assert s.banker == banker
        s.apply_action(OpeningBank(bank))
        return s

    return make


@pytest.fixture
def deal():
    """``deal(state, dealt, draws="", crosswise=None)``: apply a rigged shuffle and cut."""

    def apply(state: State, dealt: str, draws: str = "", crosswise: str | None = None) -> State:
        shuffle, cut = rig(dealt, draws, crosswise)
        assert state.phase == "shuffle", state.phase
        state.apply_action(shuffle)
        state.apply_action(cut)
        return state

    return apply
