"""Helpers shared by the Стос tests."""

from __future__ import annotations

import itertools

from karty.stos import Rules

#: Every combination of the options that change how a talia is decided.
DECIDING = [
    Rules.from_dict({"deck": deck, "first_side": side, "first_card": first, "pair": pair})
    for deck, side, first, pair in itertools.product(
        ("36", "32"), ("right", "left"), ("counts", "blank"), ("all", "half", "none"))
]


def play_out(state, texts):
    """Apply actions written as text; returns the explanations."""
    from karty.stos import parse_action

    return [state.apply_action(parse_action(t)) for t in texts]
