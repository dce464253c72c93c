"""Бура's review and coach for the site (named by the game's spec, ``review``):
the rater is the play table's hard level itself, so the coach and the review
never mark the move that level would play (:mod:`karty.bura.review`).

    >>> from karty.bura import new_game
    >>> s = new_game(4)
    >>> r = coach(s, s.current_player(), seed=1)
    >>> r.game, r.seat == s.current_player(), r.method
    ('bura', True, 'search')
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..errors import NotationError, StateError, quoted
from ..rating import Rating, Review
from .players import SearchPlayer
from .review import SearchRater, rate_decision
from .review import review as review_kon
from .state import BuraState
from .table import computer

__all__ = ["coach", "rater", "read_record", "review"]

#: The longest notation of a кон read (a кон has at most a few dozen actions).
MAX_RECORD = 20_000


def rater() -> SearchRater:
    """The rater: the table's hard computer (``computer("h")``) and its search."""
    player = computer("h")
    if not isinstance(player, SearchPlayer):  # pragma: no cover - the table changed its level
        raise TypeError("the hard level is no longer a search player: give it a rater")
    return SearchRater(player)


def read_record(record: Any) -> BuraState:
    """A кон from its record: the notation line (``bura 3 / deal …; lead …``),
    the state as ``BuraState.to_dict()`` writes it (with its history), or (from
    Python, e.g. a play table that rebuilt it) the state itself."""
    if isinstance(record, BuraState):
        return record
    if isinstance(record, str):
        if len(record) > MAX_RECORD:
            raise NotationError(f"record: longer than {MAX_RECORD} characters",
                                f"record: длиннее {MAX_RECORD} знаков", token="record")
        return BuraState.from_notation(record)
    if isinstance(record, Mapping):
        return BuraState.from_dict(record)
    raise NotationError(f"record: {quoted(record)} is neither the notation of a кон nor its state",
                        f"record: {quoted(record)} — не запись кона и не его состояние",
                        token="record")


def review(record: Any, seat: int, seed: int = 0) -> Review:
    """The finished кон of ``record`` reviewed for ``seat`` (an unfinished one is
    refused: its review would show hidden cards)."""
    state = read_record(record)
    if not state.is_terminal():
        raise StateError("record: the кон is not over: its review would show hidden cards",
                         "record: кон не окончен: разбор показал бы скрытые карты",
                         token="record")
    if not state.history():
        raise StateError("record: a position set up by hand has no history to review",
                         "record: у позиции, заданной вручную, нет истории для разбора",
                         token="record")
    return review_kon(state, seat, rater(), seed)


def coach(state: BuraState, seat: int, seed: int = 0) -> Rating:
    """The decision of ``seat`` in ``state``, rated from its observation; refused
    unless ``seat`` is to act (the rating lists the acting seat's own cards)."""
    if state.is_terminal() or state.current_player() != seat:
        raise StateError(f"seat: seat {seat!r} is not to act here: nothing to coach",
                         f"seat: место {seat!r} сейчас не ходит: советовать нечего",
                         token="seat")
    return rate_decision(state, rater(), seed)
