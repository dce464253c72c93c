"""One кон of Бура as a game state in OpenSpiel's shape.

    >>> from karty.bura import new_game, Lead
    >>> s = new_game(seed=3)
    >>> s.current_player(), str(s.trump_card), s.hands[0]
    (0, '10♣', [Card.parse('8♣'), Card.parse('10♦'), Card.parse('8♥')])
    >>> for step in s.apply_action(Lead("8♥")):
    ...     print(step.format())  # doctest: +ELLIPSIS
    A leads 8♥ [bura.lead ← supplement: pagat.com, J. McLeod: «Bura and Kozel»; ...]
    >>> s.legal_actions()[:2]
    (Beat(cards=(Card.parse('6♣'),)), Beat(cards=(Card.parse('J♣'),)))

Seats are 0 and 1 (named A and B in the narration). Seat 0 deals the first
кон unless ``new_game`` is told otherwise.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar, Self

from ..errors import RulesError, StateError, nested, quoted
from ..game import FORMAT, check_setup, opening, parse_history
from .actions import parse_action
from .consistency import check_position
from .notation import POSITION_KEYS, position_fields, position_text
from .position import (
    MAX_HISTORY,
    Outcome,
    Phase,
    Reason,
    _bad,
    _card_list,
    _is_int,
    _mapping,
    _seat_or_none,
)
from .rules import (
    Rules,
)
from .view import BuraView

__all__ = ["BuraState", "Outcome", "Phase", "Reason", "initial_state", "new_game"]


class BuraState(BuraView):
    """The state of one кон. Mutable: :meth:`apply_action` changes it in place.

    Attributes are public for reading (``hands``, ``stock`` top card first,
    ``table``, ``won_up``/``won_down`` per seat, …); change them only through
    :meth:`apply_action`.
    """

    __slots__ = ("_start",)
    #: A position set up by hand: the settings it started from (unset otherwise).
    _start: dict[str, str] | None

    # ------------------------------------------------------------ (de)serialising
    VERSION: ClassVar[int] = FORMAT
    OLD_VERSIONS: ClassVar[tuple[int, ...]] = (1,)
    MAX_HISTORY: ClassVar[int] = MAX_HISTORY

    def snapshot(self) -> dict[str, Any]:
        """The position now, field by field (:meth:`karty.game.State.to_dict` checks
        it on reading)."""
        return {
            "phase": self.phase.value,
            "leader": self.leader,
            "trump_card": str(self.trump_card) if self.trump_card else None,
            "trump_card_public": self.trump_card_public,
            "hands": [[str(c) for c in h] for h in self.hands],
            "stock": [str(c) for c in self.stock],
            "table": [str(c) for c in self.table],
            "won": [
                {"face_up": [str(c) for c in self.won_up[q]],
                 "face_down": [str(c) for c in self.won_down[q]]}
                for q in (0, 1)
            ],
            "last_trick_winner": self.last_trick_winner,
            "tricks": self.tricks,
            "molodka": self.molodka,
            "outcome": self.outcome.to_dict() if self.outcome else None,
        }

    def _v1_dict(self) -> dict[str, Any]:
        """The state as version 1 wrote it (a field snapshot beside the history)."""
        return {"game": "bura", "version": 1, "rules": self.rules.to_dict(),
                "dealer": self.dealer, **self.snapshot(),
                "history": [str(a) for a in self._history]}

    _V1_KEYS = frozenset({
        "game", "version", "rules", "dealer", "phase", "leader", "trump_card", "trump_card_public", "hands",
        "stock", "table",
        "won", "last_trick_winner", "tricks", "molodka", "outcome", "history",
    })

    def setup(self) -> dict[str, str]:
        """The dealer, and for a position set up by hand the position it started
        from (:data:`POSITION_KEYS`), as text :meth:`from_setup` reads.

        >>> new_game(1, dealer=1).setup()
        {'dealer': '1'}
        """
        start = getattr(self, "_start", None)
        if start is None and not self._history and self.phase is not Phase.DEAL:
            start = position_text(self)  # its fields set by hand, as a search's world
        return {"dealer": str(self.dealer), **(start or {})}

    def clone(self) -> Self:
        c = super().clone()
        c._start = getattr(self, "_start", None)
        return c

    @classmethod
    def _from_old(cls, data: Mapping[str, Any], version: int) -> Self:
        """Version 1 (before :data:`karty.game.FORMAT`), validated: raises
        :class:`karty.StateError` naming the bad part. A state with a history
        must be the one its history leads to; a state without history (a
        position set up by hand) must be consistent on its own.

        >>> s = new_game(5)
        >>> BuraState.from_dict(s._v1_dict()) == s
        True
        >>> d = s._v1_dict(); d["hands"][1][0] = d["hands"][0][0]
        >>> BuraState.from_dict(d)  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        karty.errors.StateError: ... appears twice (hands[0] and hands[1])
        """
        if "version" not in data:  # written before the version
            data = {**data, "version": 1}
        d = _mapping(data, "state", set(cls._V1_KEYS))
        try:
            rules = Rules.from_dict(d["rules"])
        except RulesError as e:
            raise nested(e, "rules") from None
        dealer = _seat_or_none(d["dealer"], "dealer")
        if dealer is None:
            raise _bad("dealer", None, "0 or 1")
        s = cls(rules, dealer)
        try:
            s.phase = Phase(d["phase"])
        except (ValueError, TypeError):
            raise _bad("phase", d["phase"], ", ".join(p.value for p in Phase)) from None
        leader = _seat_or_none(d["leader"], "leader")
        if leader is None:
            raise _bad("leader", None, "0 or 1")
        s.leader = leader
        tc = d["trump_card"]
        if tc is not None:
            s.trump_card = _card_list([tc], "trump_card")[0]
            s.trump = s.trump_card.suit
        if not isinstance(d["trump_card_public"], bool):
            raise _bad("trump_card_public", d["trump_card_public"], "true or false")
        s.trump_card_public = d["trump_card_public"]
        hands = d["hands"]
        if not isinstance(hands, list) or len(hands) != 2:
            raise _bad("hands", hands, "two lists of cards")
        s.hands = [_card_list(hands[q], f"hands[{q}]") for q in (0, 1)]
        s.stock = _card_list(d["stock"], "stock")
        s.table = _card_list(d["table"], "table")
        won = d["won"]
        if not isinstance(won, list) or len(won) != 2:
            raise _bad("won", won, "two piles")
        for q in (0, 1):
            pile = _mapping(won[q], f"won[{q}]", {"face_up", "face_down"})
            s.won_up[q] = _card_list(pile["face_up"], f"won[{q}].face_up")
            s.won_down[q] = _card_list(pile["face_down"], f"won[{q}].face_down")
        s.last_trick_winner = _seat_or_none(d["last_trick_winner"], "last_trick_winner")
        tricks = d["tricks"]
        if not _is_int(tricks) or not 0 <= tricks <= 18:
            raise _bad("tricks", tricks, "an integer from 0 to 18")
        s.tricks = tricks
        s.molodka = _seat_or_none(d["molodka"], "molodka")
        s.outcome = None if d["outcome"] is None else Outcome.from_dict(d["outcome"])
        actions = parse_history(d["history"], parse_action, MAX_HISTORY)
        s._validate()
        if actions:
            replay = cls(rules, dealer).replay(actions)
            mine, theirs = replay._v1_dict(), dict(d)
            for key in sorted(cls._V1_KEYS - {"history", "version"}):
                if mine[key] != theirs[key]:
                    raise StateError(
                        f"{key}: does not match what the history leads to",
                        f"{key}: не совпадает с тем, к чему ведёт история",
                        token=key,
                    )
            s._history = actions
            s._who = replay._who
        elif s.phase is not Phase.DEAL:
            s._start = position_text(s)
        return s

    def _validate(self) -> None:
        """Consistency of a state read from a dict (:func:`karty.bura.consistency.check_position`)."""
        check_position(self)

    @classmethod
    def from_setup(cls, rules: Mapping[str, str], table: Mapping[str, str]) -> Self:
        """A кон before the deal, from rule options and the dealer as text.

        >>> BuraState.from_setup({"target": "41"}, {"dealer": "1"}).setup()
        {'dealer': '1'}
        """
        check_setup(rules, table)
        unknown = sorted(set(table) - {"dealer", *POSITION_KEYS})
        if unknown:
            raise StateError(f"{unknown[0]}: not a rule option or table setting of Бура",
                             f"{unknown[0]}: не правило и не настройка стола буры",
                             token=unknown[0])
        text = table.get("dealer", "0")
        if text not in ("0", "1"):
            raise StateError(f"dealer: {quoted(text)} is not 0 or 1",
                             f"dealer: {quoted(text)} — не 0 и не 1", token="dealer")
        parsed = Rules.from_text(rules)
        if not set(table) & set(POSITION_KEYS):
            return cls(parsed, int(text))
        v1 = {"game": "bura", "version": 1, "rules": parsed.to_dict(), "dealer": int(text),
              **position_fields(table), "history": []}
        return cls._from_old(v1, 1)


def initial_state(rules: Rules | None = None, dealer: int = 0) -> BuraState:
    """A кон before the deal: a chance node."""
    return BuraState(rules, dealer)


def new_game(seed: int, rules: Rules | None = None, *, dealer: int = 0) -> BuraState:
    """A кон with the deal applied from ``random.Random(seed)`` (the one meaning of
    ``new_game`` in every game: :func:`karty.game.opening`).

    >>> s = new_game(1)
    >>> s.current_player() in (0, 1), len(s.stock), s.points_in_play()
    (True, 30, 120)
    """
    s = BuraState(rules, dealer)
    opening(s, seed)
    return s
