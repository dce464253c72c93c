"""What every computer player of every game shares: the interface.

A player chooses from what its seat can see and nothing else::

    action = player.choose(state.observation(seat), state.legal_actions(), rng)

``observation`` is a JSON-safe dict (a fresh copy: it holds no reference into
the state), ``legal`` the legal actions, ``rng`` the only source of
randomness the player may use. Nothing else is passed, so a player cannot
reach the hidden cards. :func:`run` drives a game with players and
:func:`is_json_value` checks that an observation is plain data.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from .game import Player, State

__all__ = ["Player", "is_json_value", "run"]


def is_json_value(x: object) -> bool:
    """True if ``x`` is built only of dicts with str keys, lists, str, int,
    float, bool and None (what ``json`` round-trips).

    >>> is_json_value({"a": [1, "b", None, {"c": True}]}), is_json_value({"a": (1,)})
    (True, False)
    """
    if x is None or isinstance(x, (str, bool, int, float)):
        return True
    if isinstance(x, list):
        return all(is_json_value(v) for v in x)
    if isinstance(x, dict):
        return all(isinstance(k, str) and is_json_value(v) for k, v in x.items())
    return False


def run[T](state: State[T], players: Sequence[Player[T]], rngs: Sequence[random.Random],
        chance_rng: random.Random) -> State[T]:
    """Play ``state`` to the end: chance from ``chance_rng``, each seat's
    moves from its player and its own rng. Returns the (same) state."""
    while not state.is_terminal():
        p = state.current_player()
        if p < 0:
            state.apply_action(state.sample_chance(chance_rng))
            continue
        action = players[p].choose(state.observation(p), state.legal_actions(), rngs[p])
        state.apply_action(action)
    return state
