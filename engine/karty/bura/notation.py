"""Бура: a position set up by hand, written as the table settings of the position
notation (:meth:`karty.game.State.notation`), like a chess FEN.

A кон dealt from a shuffle needs only its dealer: the deal is in its history. A
position set up by hand (a puzzle, a worked example) has no deal to replay, so
its setup names every zone, each a ``KEY=VALUE`` word of the notation's head
(cards in ASCII, ``,`` between cards, ``|`` between the two seats, ``-`` for
nothing)::

    bura 3 dealer=0 phase=lead leader=0 turned=10C turned_public=true
        hands=8C,10D,8H|6S,JC,AS stock=… table=- won_up=-|- won_down=-|-
        last_trick_winner=- tricks=0 molodka=- outcome=- / lead 8H

:func:`position_text` writes these settings, :func:`position_fields` reads them
back into the fields of the state (which the state then checks for consistency),
refusing a bad value with a :class:`karty.StateError` that names the setting and
quotes the bad part, in both languages.

    >>> from karty.bura import new_game
    >>> table = position_text(new_game(3))
    >>> table["hands"], table["turned"]
    ('8C,10D,8H|JC,JS,6C', '10C')
    >>> position_fields({**table, "hands": "8C,XX|-"})
    Traceback (most recent call last):
    ...
    karty.errors.StateError: hands: 'XX' is not a card ('8C,XX|-')
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Final

from ..cards import Card
from ..errors import NotationError, StateError, quoted
from .scoring import points

if TYPE_CHECKING:
    from .position import BuraPosition

__all__ = ["POSITION_KEYS", "position_fields", "position_text"]

#: The settings of a position set up by hand, in the order the notation writes them
#: (none is the name of a rule option of Бура: the test of the notation checks it).
POSITION_KEYS: Final = ("phase", "leader", "turned", "turned_public", "hands", "stock", "table",
                        "won_up", "won_down", "last_trick_winner", "tricks", "molodka",
                        "outcome")

NONE: Final = "-"


def _cards(cards: list[Card]) -> str:
    return ",".join(c.ascii() for c in cards) or NONE


def _seat(seat: int | None) -> str:
    return NONE if seat is None else str(seat)


def position_text(s: BuraPosition) -> dict[str, str]:
    """The settings that set up position ``s`` by hand (:data:`POSITION_KEYS`)."""
    o = s.outcome
    return {
        "phase": s.phase.value,
        "leader": str(s.leader),
        "turned": s.trump_card.ascii() if s.trump_card else NONE,
        "turned_public": "true" if s.trump_card_public else "false",
        "hands": "|".join(_cards(h) for h in s.hands),
        "stock": _cards(s.stock),
        "table": _cards(s.table),
        "won_up": "|".join(_cards(p) for p in s.won_up),
        "won_down": "|".join(_cards(p) for p in s.won_down),
        "last_trick_winner": _seat(s.last_trick_winner),
        "tricks": str(s.tricks),
        "molodka": _seat(s.molodka),
        "outcome": NONE if o is None else f"{o.reason.value},{_seat(o.winner)},{_seat(o.claimant)}",
    }


def _bad(key: str, part: str, text: str, en: str, ru: str) -> StateError:
    whole = f" ({quoted(text)})" if part != text else ""
    return StateError(f"{key}: {quoted(part)} {en}{whole}", f"{key}: {quoted(part)} — {ru}{whole}",
                      token=part)


def _card_texts(key: str, part: str, text: str) -> list[str]:
    if part == NONE:
        return []
    out = []
    for word in part.split(","):
        try:
            out.append(str(Card.parse(word)))
        except NotationError:
            raise _bad(key, word, text, "is not a card", "не карта") from None
    return out


def _pair(key: str, text: str) -> list[list[str]]:
    parts = text.split("|")
    if len(parts) != 2:
        raise _bad(key, text, text, "is not two lists of cards, one per seat, split by '|'",
                   "не два списка карт, по одному на место, через «|»")
    return [_card_texts(key, p, text) for p in parts]


def _seat_of(key: str, text: str) -> int | None:
    if text == NONE:
        return None
    if text not in ("0", "1"):
        raise _bad(key, text, text, "is not a seat (0 or 1) nor '-'", "не место (0 или 1) и не «-»")
    return int(text)


def position_fields(table: Mapping[str, str]) -> dict[str, Any]:
    """The fields of the state (as version 1 of its format named them) from the
    settings of a position set up by hand; each setting must be given."""
    missing = [k for k in POSITION_KEYS if k not in table]
    if missing:
        raise StateError(f"{missing[0]}: missing from a position set up by hand (it needs "
                         f"{', '.join(POSITION_KEYS)})",
                         f"{missing[0]}: нет в позиции, заданной вручную (нужны "
                         f"{', '.join(POSITION_KEYS)})", token=missing[0])
    t = table
    tricks = t["tricks"]
    if not (tricks.isascii() and tricks.isdigit() and len(tricks) <= 2):
        raise _bad("tricks", tricks, tricks, "is not a number of tricks", "не число взяток")
    if t["turned_public"] not in ("true", "false"):
        raise _bad("turned_public", t["turned_public"], t["turned_public"], "is not true or false",
                   "не true и не false")
    leader = _seat_of("leader", t["leader"])
    if leader is None:
        raise _bad("leader", t["leader"], t["leader"], "is not a seat (0 or 1)",
                   "не место (0 или 1)")
    turned = _card_texts("turned", t["turned"], t["turned"])
    if len(turned) > 1:
        raise _bad("turned", t["turned"], t["turned"], "is not one card", "не одна карта")
    up, down = _pair("won_up", t["won_up"]), _pair("won_down", t["won_down"])
    outcome: dict[str, Any] | None = None
    if t["outcome"] != NONE:
        parts = t["outcome"].split(",")
        if len(parts) != 3:
            raise _bad("outcome", t["outcome"], t["outcome"], "is not REASON,WINNER,CLAIMANT",
                       "не ПРИЧИНА,ПОБЕДИТЕЛЬ,ЗАЯВИВШИЙ")
        pts = [points(Card.parse(c) for c in up[q] + down[q]) for q in (0, 1)]
        outcome = {"reason": parts[0], "winner": _seat_of("outcome", parts[1]),
                   "claimant": _seat_of("outcome", parts[2]), "points": pts}
    return {
        "phase": t["phase"], "leader": leader, "trump_card": turned[0] if turned else None,
        "trump_card_public": t["turned_public"] == "true", "hands": _pair("hands", t["hands"]),
        "stock": _card_texts("stock", t["stock"], t["stock"]),
        "table": _card_texts("table", t["table"], t["table"]),
        "won": [{"face_up": up[q], "face_down": down[q]} for q in (0, 1)],
        "last_trick_winner": _seat_of("last_trick_winner", t["last_trick_winner"]),
        "tricks": int(tricks), "molodka": _seat_of("molodka", t["molodka"]), "outcome": outcome,
    }
