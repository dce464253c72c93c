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

from ..cards import DECK, Card
from ..errors import RulesError, StateError, nested, quoted
from ..game import FORMAT, check_setup, opening, parse_history
from .actions import parse_action
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
    Declarations,
    Exhausted,
    FirstLead,
    Rules,
    TrumpCard,
)
from .scoring import (
    is_bura,
    is_molodka,
)
from .text import (
    cards_en,
    cards_ru,
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
        """Consistency of a state read from a dict; raises StateError."""
        ph = self.phase
        zones: list[tuple[str, list[Card]]] = [
            ("hands[0]", self.hands[0]), ("hands[1]", self.hands[1]), ("stock", self.stock),
            ("table", self.table),
            ("won[0].face_up", self.won_up[0]), ("won[1].face_up", self.won_up[1]),
            ("won[0].face_down", self.won_down[0]), ("won[1].face_down", self.won_down[1]),
        ]
        seen: dict[Card, str] = {}
        for name, cards in zones:
            for c in cards:
                if c in seen:
                    where = seen[c] if seen[c] == name else f"{seen[c]} and {name}"
                    raise StateError(f"{c} appears twice ({where})",
                                     f"{c.russian()} встречается дважды ({where})", token=name)
                seen[c] = name
        if ph is Phase.DEAL:
            if seen or self.trump_card is not None or self.outcome is not None or self.tricks:
                raise StateError("phase: before the deal no card may be out and no trump turned",
                                 "phase: до сдачи карт на столе быть не может и козырь не открыт",
                                 token="phase")
            return
        if len(seen) != 36:
            missing = [c for c in DECK if c not in seen]
            raise StateError(f"cards missing: {cards_en(missing)}",
                             f"cards: не хватает карт: {cards_ru(missing)}", token="cards")
        if self.trump_card is None:
            raise _bad("trump_card", None, "the turned-up card once dealt")
        tc = self.trump_card
        public_must = (True if tc in self.stock or tc in self.table or tc in self.won_up[0]
                       or tc in self.won_up[1] else
                       False if tc in self.won_down[0] or tc in self.won_down[1] else None)
        if public_must is not None and self.trump_card_public is not public_must:
            raise _bad("trump_card_public", self.trump_card_public,
                       f"{str(public_must).lower()} with {tc} where it is")
        if tc in self.stock:
            pos_ok = (self.stock[-1] == tc if self.rules.trump_card is TrumpCard.UNDER_STOCK
                      else self.stock[0] == tc)
            if not pos_ok:
                raise StateError(f"stock: the turned-up {tc} is not where the rules put it",
                                 f"stock: открытый {tc.russian()} лежит не там, где велят правила",
                                 token="stock")
        for q in (0, 1):
            if len(self.hands[q]) > 3:
                raise StateError(f"hands[{q}]: more than three cards",
                                 f"hands[{q}]: больше трёх карт", token=f"hands[{q}]")
        played = sum(len(self.won_up[q]) + len(self.won_down[q]) for q in (0, 1))
        if played % 2:
            raise StateError("won: an odd number of cards taken in tricks",
                             "won: во взятках нечётное число карт", token="won")
        if (self.tricks == 0) != (self.last_trick_winner is None) or (self.tricks == 0) != (
                played == 0):
            raise StateError("tricks, last_trick_winner and won disagree",
                             "tricks, last_trick_winner и won не согласуются",
                             token="last_trick_winner")
        self._validate_piles()
        self._validate_trump_card()
        ld, ans = self.leader, 1 - self.leader
        hl, ha = len(self.hands[ld]), len(self.hands[ans])
        if ph is Phase.OVER:
            if self.outcome is None:
                raise _bad("outcome", None, "the outcome of a finished кон")
            self._validate_outcome()
            return
        if self.outcome is not None:
            raise _bad("outcome", self.outcome.to_dict(), "null before the end")
        if ph is Phase.ANSWER:
            k = len(self.table)
            if not 1 <= k <= 3 or len({c.suit for c in self.table}) != 1 and k > 1:
                raise StateError("table: a lead is one card or up to three of one suit",
                                 "table: ход — одна карта или до трёх одной масти",
                                 token="table")
            if hl + k != ha:
                raise StateError("hands: the answerer must hold as many cards as the leader "
                                 "held before leading", "hands: у отвечающего должно быть "
                                 "столько карт, сколько было у ходившего", token="hands")
            if self.stock and ha != 3:
                raise StateError("hands: the hands are not refilled though the stock lasts",
                                 "hands: карты не добраны, хотя колода не кончилась",
                                 token="hands")
            if self.molodka is not None:
                raise _bad("molodka", self.molodka, "null once the lead is made")
        else:
            if self.table:
                raise _bad("table", [str(c) for c in self.table], "empty before a lead")
            if hl != ha or (self.stock and hl != 3) or hl == 0:
                raise StateError("hands: both must hold the same number of cards, three while "
                                 "the stock lasts", "hands: у обоих должно быть поровну карт, "
                                 "по три, пока есть колода", token="hands")
            trump = self.trump
            assert trump is not None
            if any(is_bura(self.hands[q], trump) for q in (0, 1)) and (
                    self.tricks == 0 or self.rules.declarations is Declarations.DEAL_AND_DRAWS):
                raise StateError("hands: a Бура in hand would have ended the кон",
                                 "hands: бура на руках уже закончила бы кон", token="hands")
            if ph is Phase.MOLODKA:
                if not is_molodka(self.hands[ans], trump) or self.molodka is not None:
                    raise _bad("phase", ph.value, "a Молодка window only for a Молодка holder")
            elif ph is Phase.COUNTER:
                if self.molodka != ans or not is_molodka(self.hands[ld], trump):
                    raise _bad("phase", ph.value, "a counter only to a declared Молодка")
            elif self.molodka is not None and self.molodka != ld:
                raise _bad("molodka", self.molodka, "the leader or null")
            elif self.molodka == ld and not is_molodka(self.hands[ld], trump):
                raise _bad("molodka", self.molodka, "null: the leader holds no Молодка")
            self._validate_leader()

    def _validate_piles(self) -> None:
        """The piles against the tricks, as play makes them: a trick is one to three
        cards from each side, all taken by its winner; a beaten lead lies face up, a
        trick won by the leader holds his cards face up and as many thrown off face
        down. So each pile is even, holds no more face-down than face-up cards, and
        took from a sixth to a half of its cards in tricks; the last trick's winner
        has a pile."""
        lo = hi = 0
        for q in (0, 1):
            up, down = len(self.won_up[q]), len(self.won_down[q])
            if (up + down) % 2 or down > up:
                raise StateError(f"won[{q}]: {up} face up and {down} face down is not what "
                                 "tricks leave (an even pile, no more face down than face up)",
                                 f"won[{q}]: {up} открытых и {down} закрытых — так взятки не "
                                 "ложатся (чётное число, закрытых не больше открытых)",
                                 token=f"won[{q}]")
            lo += -(-(up + down) // 6)
            hi += (up + down) // 2
        if not lo <= self.tricks <= hi:
            raise StateError(f"tricks: {self.tricks} tricks cannot leave these piles "
                             f"(from {lo} to {hi})",
                             f"tricks: {self.tricks} взяток не могут дать такие кучи "
                             f"(от {lo} до {hi})", token="tricks")
        w = self.last_trick_winner
        if w is not None and not (self.won_up[w] or self.won_down[w]):
            raise _bad("last_trick_winner", w, "a seat that took cards")

    def _validate_trump_card(self) -> None:
        """The turned-up card is drawn last under the stock (so it lies there while the
        stock lasts), or first on top of it (so it lies there until the first trick)."""
        tc = self.trump_card
        assert tc is not None
        if self.rules.trump_card is TrumpCard.UNDER_STOCK:
            if self.stock and tc not in self.stock:
                raise StateError(f"trump_card: {tc} is out of the stock, but it is drawn last "
                                 "and the stock lasts",
                                 f"trump_card: {tc.russian()} не в колоде, а его берут последним "
                                 "и колода не кончилась", token="trump_card")
        elif (tc in self.stock) != (self.tricks == 0):
            raise StateError(f"trump_card: {tc} lies on top of the stock until the first trick "
                             "and is drawn after it",
                             f"trump_card: {tc.russian()} лежит на колоде до первой взятки и "
                             "после неё его берут", token="trump_card")

    def _validate_leader(self) -> None:
        """Who leads: the first leader by the rules before any trick, then the last
        trick's winner; only a declared Молодка moves the lead."""
        if self.phase not in (Phase.LEAD, Phase.MOLODKA, Phase.COUNTER) or (
                self.phase is Phase.LEAD and self.molodka is not None):
            return
        want = (self.last_trick_winner if self.last_trick_winner is not None else
                self.dealer if self.rules.first_lead is FirstLead.DEALER else 1 - self.dealer)
        if self.leader != want:
            raise _bad("leader", self.leader, f"{want}: the last trick's winner, or the first "
                       "leader by the rules")

    def _validate_outcome(self) -> None:
        o = self.outcome
        assert o is not None
        if o.points != self._points_pair():
            raise _bad("outcome.points", list(o.points), f"{list(self._points_pair())}")
        if o.reason in (Reason.CLAIM_MADE, Reason.CLAIM_FAILED):
            c = o.claimant
            if c is None:
                raise _bad("outcome.claimant", None, "the claimant")
            made = o.points[c] >= self.rules.target
            want = (Reason.CLAIM_MADE if made else Reason.CLAIM_FAILED,
                    c if made else 1 - c)
            if (o.reason, o.winner) != want:
                raise _bad("outcome", o.to_dict(), f"{want[0].value} won by seat {want[1]}")
        elif o.claimant is not None:
            raise _bad("outcome.claimant", o.claimant, "null unless a claim ended the кон")
        elif o.reason is Reason.DECK_EXHAUSTED:
            if self.hands[0] or self.hands[1] or self.stock or self.table:
                raise _bad("outcome.reason", o.reason.value, "cards all played out")
            p0, p1 = o.points
            w = (None if self.rules.exhausted is Exhausted.VOID or p0 == p1
                 else (0 if p0 > p1 else 1))
            if o.winner != w:
                raise _bad("outcome.winner", o.winner, repr(w))
        elif o.reason is Reason.BURA:
            trump = self.trump
            assert trump is not None
            if o.winner is None or not is_bura(self.hands[o.winner], trump):
                raise _bad("outcome.winner", o.winner, "a seat holding Бура")

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
