"""Очко's review and coach for the site (named by the game's spec, ``review``):
the rater is exact (:mod:`karty.ochko.review`, the values of
:mod:`karty.ochko.advice` that the hard level plays by), so the best choice is
never marked and a mark's cost is the exact difference.

``review(record, seat, seed)`` takes the finished session as
``OchkoState.to_dict()`` writes it, the state itself, or ``{"session": …,
"kon": k}`` for one кон of it (a play table passes :class:`KonRecord`);
``seed`` is unused (nothing is drawn at random).

    >>> from karty.ochko.players import play_session
    >>> s, _ = play_session(5, players=3, max_rounds=3)
    >>> r = review(s.to_dict(), 0)
    >>> r.game, len(r.steps) == len(s.history())
    ('ochko', True)
    >>> len(review({"session": s.to_dict(), "kon": 2}, 0).steps) < len(r.steps)
    True
    >>> action_text("stake 5", "ru"), action_text("shuffle", "en")
    ('идёт на 5', 'shuffles')
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

from ..errors import NotationError, StateError, quoted
from ..rating import Rating, Review
from ..web.common import Lang, tr
from .review import rate_decision
from .review import review as review_session
from .state import OchkoState
from .table_view import _text

__all__ = ["KonRecord", "action_text", "choice_text", "coach", "read_record", "review"]


@dataclass(frozen=True, slots=True)
class KonRecord:
    """One кон (from 1) of a finished session, or the whole of it (``kon`` None)."""

    state: OchkoState
    kon: int | None = None


def action_text(action: str, lang: Lang) -> str:
    """An action as the table's log words it («идёт на 5», "draws a card")."""
    return _text(action, lang)


_CHOICES: Final = {"draw": ("another card", "ещё карту"), "stand": ("enough", "хватит"),
                   "dark": ("a card «в тёмную»", "карту «в тёмную»")}


def choice_text(action: str, lang: Lang) -> str:
    """A punter's choice as the review names it («лучше: ещё карту», "stake 20").

    >>> choice_text("draw", "ru"), choice_text("stake 20", "en")
    ('ещё карту', 'stake 20')
    """
    head, _, rest = action.partition(" ")
    if head == "stake":
        return tr(lang, f"stake {rest}", f"ставка {rest}")
    if head in _CHOICES:
        return tr(lang, *_CHOICES[head])
    return _text(action, lang)


def read_record(record: Any) -> KonRecord:
    """The session (and кон) to review from its record."""
    if isinstance(record, KonRecord):
        return record
    if isinstance(record, OchkoState):
        return KonRecord(record)
    if isinstance(record, Mapping) and "session" in record:
        unknown = sorted(set(record) - {"session", "kon"})
        if unknown:
            raise NotationError(f"record: unknown key {quoted(unknown[0])}",
                                f"record: неизвестный ключ {quoted(unknown[0])}",
                                token=str(unknown[0]))
        kon = record.get("kon")
        if kon is not None and (type(kon) is not int or kon < 1):
            raise NotationError(f"record.kon: {quoted(kon)} is not the number of a кон (1, 2, …)",
                                f"record.kon: {quoted(kon)} — не номер кона (1, 2, …)",
                                token="kon")
        return KonRecord(read_record(record["session"]).state, kon)
    if isinstance(record, Mapping):
        return KonRecord(OchkoState.from_dict(record))
    raise NotationError(f"record: {quoted(record)} is not the state of an Очко session",
                        f"record: {quoted(record)} — не состояние игры в очко", token="record")


def review(record: Any, seat: int, seed: int = 0) -> Review:
    """The finished session of ``record`` (or its кон) reviewed for ``seat``; an
    unfinished one is refused: its review would show hidden cards."""
    got = read_record(record)
    if not got.state.is_terminal():
        raise StateError("record: the session is not over: its review would show hidden cards",
                         "record: игра не окончена: разбор показал бы скрытые карты",
                         token="record")
    return review_session(got.state, seat, got.kon)


def coach(state: OchkoState, seat: int, seed: int = 0) -> Rating:
    """The decision of ``seat`` as punter in ``state``, rated exactly from his
    observation; refused unless he is to act at a punter's decision."""
    if state.is_terminal() or state.current_player() != seat:
        raise StateError(f"seat: seat {seat!r} is not to act here: nothing to coach",
                         f"seat: место {seat!r} сейчас не ходит: советовать нечего",
                         token="seat")
    rating = rate_decision(state)
    if rating is None:
        raise StateError("seat: the coach weighs the punter's choices only; here there is "
                         "nothing to weigh",
                         "seat: подсказка оценивает только решения понтёра; здесь оценивать "
                         "нечего", token="seat")
    return rating
