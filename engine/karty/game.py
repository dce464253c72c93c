"""The game API shared by Бура and Очко, in OpenSpiel's shape.

A game module provides ``Rules`` (see :mod:`karty.options`), action types,
and a ``State`` subclass of :class:`State`. The life of a state::

    state = karty.bura.new_game(seed=7)          # the deal is applied from Random(7)
    while not state.is_terminal():
        player = state.current_player()          # a seat number, or CHANCE
        action = choose(state.observation(player), state.legal_actions())
        state.apply_action(action)               # IllegalActionError if not legal
    state.returns()                              # zero-sum tuple, one entry per seat

Chance is explicit: at a chance node ``current_player()`` is :data:`CHANCE`
and the only legal step is a chance action (a shuffle, carrying the whole
deck order), which :meth:`State.sample_chance` draws from an explicit
``random.Random``. Because the shuffle is an ordinary action in the history, a
game replays exactly from its history, whatever RNG produced it.

Actions are frozen dataclasses, never strings or bare ints, so a typo cannot
pass silently. Each action type has ``parse(text)`` and ``str()`` that
round-trip.
"""

from __future__ import annotations

import abc
import random
from collections.abc import Mapping, Sequence
from typing import Any, Final, Literal, Self

from .registry import Explanation

#: The deepest nesting of lists and mappings a serialised state may have (the
#: deepest real one nests four levels); ``from_dict`` refuses deeper input before
#: reading it, so that no input can exhaust the stack.
MAX_DEPTH = 32


def nesting(value: object, limit: int = MAX_DEPTH) -> int:
    """How deep ``value`` nests lists, tuples and mappings, counted without
    recursion; the count stops as soon as it passes ``limit``.

    >>> nesting({"a": [1, [2]]}), nesting("x"), nesting([[[[[]]]]], limit=2)
    (3, 0, 3)
    """
    deepest = 0
    stack: list[tuple[object, int]] = [(value, 1)]
    while stack:
        node, depth = stack.pop()
        if isinstance(node, (list, tuple, Mapping)):
            deepest = max(deepest, depth)
            if deepest > limit:
                break
            items = node.values() if isinstance(node, Mapping) else node
            stack.extend((v, depth + 1) for v in items)
    return deepest


def json_nesting(text: str, limit: int = MAX_DEPTH) -> int:
    """How deep the brackets of JSON ``text`` nest (strings skipped), read without
    parsing it, so that JSON too deep to parse safely is refused before it is
    parsed (Python in the browser cannot even build a list nested 2,000 deep);
    stops counting past ``limit``.

    >>> json_nesting('{"a": [1, "]["]}'), json_nesting("[" * 10**6, limit=40)
    (2, 41)
    """
    depth = deepest = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > limit:
                    break
        elif ch in "]}":
            depth -= 1
    return deepest


#: How an action is written by ``format(style)``: ``text`` (English verbs, Unicode
#: suits: what ``str()`` gives), ``ascii`` (English verbs, Latin card letters such
#: as ``10S``: what URLs and the browser hold), ``ru`` (Russian verbs and card
#: letters). The game's ``parse_action`` reads all three back.
Style = Literal["text", "ascii", "ru"]
STYLES: Final[tuple[Style, ...]] = ("text", "ascii", "ru")

#: ``current_player()`` at a chance node (the deal, a reshuffle).
CHANCE: Final = -1
#: ``current_player()`` once the game is over.
TERMINAL: Final = -4

class State[A](abc.ABC):
    """Abstract game state. Subclasses implement the abstract methods.

    Equality is by :meth:`to_dict`, so ``State.from_dict(s.to_dict()) == s``
    is a meaningful check.
    """

    @abc.abstractmethod
    def current_player(self) -> int:
        """The seat to act (0, 1, …), :data:`CHANCE`, or :data:`TERMINAL`."""

    @abc.abstractmethod
    def legal_actions(self) -> tuple[A, ...]:
        """Every legal action for the player to act, in a stable order."""

    @abc.abstractmethod
    def apply_action(self, action: A) -> Explanation:
        """Apply ``action`` in place and return the explanation of its effect.

        Raises :class:`karty.IllegalActionError` (the state is unchanged) if
        the action is not legal here, saying why.
        """

    @abc.abstractmethod
    def sample_chance(self, rng: random.Random) -> A:
        """At a chance node, draw the chance action from ``rng``."""

    @abc.abstractmethod
    def is_terminal(self) -> bool: ...

    @abc.abstractmethod
    def returns(self) -> tuple[int, ...]:
        """What each seat won (+) or lost (−) in stake units; sums to zero."""

    @abc.abstractmethod
    def observation(self, player: int) -> dict[str, Any]:
        """What ``player`` can see, JSON-safe; hidden cards are absent."""

    @abc.abstractmethod
    def to_dict(self) -> dict[str, Any]:
        """The whole state, JSON-safe."""

    @classmethod
    @abc.abstractmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        """Rebuild a state from :meth:`to_dict`; raises :class:`karty.StateError`
        naming the bad part if ``data`` is malformed or inconsistent."""

    @abc.abstractmethod
    def history(self) -> Sequence[A]:
        """Every action applied so far, chance actions included."""

    def is_chance_node(self) -> bool:
        return self.current_player() == CHANCE

    def clone(self) -> Self:
        """An independent copy."""
        return type(self).from_dict(self.to_dict())

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        assert isinstance(other, State)
        return self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]  # mutable
