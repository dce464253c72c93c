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
from collections.abc import Callable, Sequence

from .errors import StateError
from .game import Player, State, opening
from .registry import Explanation

__all__ = ["Player", "is_json_value", "play", "run"]


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
           chance_rng: random.Random,
           on_step: Callable[[State[T], T, Explanation, int], None] | None = None) -> State[T]:
    """The one play loop of every game: play ``state`` to the end, chance from
    ``chance_rng``, each seat's moves from its player and its own rng (a player of
    every seat that chooses: a seat that never chooses, Стос's banker, may have any).
    ``on_step(state, action, explanation, who)`` is called after each action, ``who``
    the seat that chose it or :data:`karty.CHANCE`. Returns the (same) state.

    >>> from karty.stos import RandomPlayer, Rules, new_game
    >>> steps = []
    >>> s = play(new_game(4, Rules(talias=2)), 4, [RandomPlayer()] * 2, transcript=steps)
    >>> s.is_terminal(), len(steps) == len(s.history())
    (True, True)
    """
    while not state.is_terminal():
        p = state.current_player()
        if p < 0:
            action = state.sample_chance(chance_rng)
        else:
            action = players[p].choose(state.observation(p), state.legal_actions(), rngs[p])
        steps = state.apply_action(action)
        if on_step is not None:
            on_step(state, action, steps, p)
    return state


def play[T](state: State[T], seed: int, players: Sequence[Player[T]],
            rngs: Sequence[random.Random] | None = None,
            transcript: list[tuple[T, Explanation]] | None = None) -> State[T]:
    """Play the game ``new_game(seed, …)`` gave to the end with :func:`run`: every
    chance step from ``random.Random(seed)``, continued where
    :func:`karty.game.opening` left it, so that the seed decides every chance step,
    in every game; each seat's moves from ``rngs[seat]`` (by default
    ``random.Random(f"{seed}/{seat}")``). Each action after the opening and its
    explanation is appended to ``transcript`` if given. A state that is not the one
    ``new_game(seed)`` opens is a :class:`karty.StateError`.

    >>> from karty.bura import new_game, RandomPlayer
    >>> s = new_game(3)
    >>> play(s, 3, [RandomPlayer()] * 2).is_terminal()
    True
    >>> play(new_game(3), 4, [RandomPlayer()] * 2)
    Traceback (most recent call last):
    ...
    karty.errors.StateError: state: not the game that new_game(4) opens
    """
    fresh = type(state).from_setup(state.rules.to_text(), state.setup())
    chance = opening(fresh, seed)
    if fresh != state:
        raise StateError(f"state: not the game that new_game({seed}) opens",
                         f"state: это не та игра, что открывает new_game({seed})", token="state")
    if rngs is None:
        rngs = [random.Random(f"{seed}/{seat}") for seat in range(len(state.returns()))]

    def record(_s: State[T], action: T, steps: Explanation, _who: int) -> None:
        if transcript is not None:
            transcript.append((action, steps))
    return run(state, players, rngs, chance, record)
