"""Бура, one кон: the position (phases, outcome, the zones of the cards, the seats' points)
and the state's first layer, :class:`BuraPosition`. :mod:`karty.bura.state` builds
:class:`~karty.bura.state.BuraState` on it through legality, transitions and view.

    >>> from karty.bura import new_game
    >>> s = new_game(4)
    >>> len(s.hands[0]), len(s.stock), str(s.phase), s.points_in_play(), s.current_player()
    (3, 30, 'lead', 120, 0)
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from operator import attrgetter
from typing import Any, Self

from ..cards import DECK, Card, Suit
from ..errors import NotationError, RulesError, StateError, quoted
from ..game import CHANCE, TERMINAL, State
from ..registry import Step
from . import rulebook as R
from .actions import Action, Beat, Claim, Deal, Discard, Lead, Molodka, Pass
from .rules import (
    FirstLead,
    Rules,
)
from .scoring import (
    TOTAL_POINTS,
    points,
    strength,
)
from .text import (
    SEAT_EN,
    SEAT_RU,
)

_INDEX = attrgetter("index")
_STRENGTH_BY_INDEX: tuple[int, ...] = tuple(strength(c.rank) for c in DECK)
# Actions are immutable values: legal_actions hands out shared ones, one per card
# combination (singles made at import, larger ones on first use; at most 7,770 per
# kind), rather than making them anew on every call.
_LEAD1: tuple[Lead, ...] = tuple(Lead._of((c,)) for c in DECK)
_BEAT1: tuple[Beat, ...] = tuple(Beat._of((c,)) for c in DECK)
_DISCARD1: tuple[Discard, ...] = tuple(Discard._of((c,)) for c in DECK)
_MULTI: dict[int, Action] = {}
_KIND = {Lead: 0, Beat: 1, Discard: 2}


def _among(action: object, legal: tuple[Action, ...]) -> bool:
    """``action`` is one of the objects in ``legal`` (identity, not equality)."""
    for a in legal:
        if a is action:
            return True
    return False


def _multi(cls: type[Lead | Beat | Discard], combo: tuple[Card, ...]) -> Action:
    key = _KIND[cls]
    for c in combo:
        key = key * 36 + c.index
    key = key * 4 + len(combo)
    action = _MULTI.get(key)
    if action is None:
        action = _MULTI[key] = cls._of(combo)
    return action
_CLAIM = Claim()
_MOLODKA = Molodka()
_PASS = Pass()
_later = Step.later
_STOCK_EMPTY = Step(R.STOCK_EMPTY, "the stock is empty: play on without drawing",
                    "колода кончилась: играют без добора")


class Phase(enum.StrEnum):
    """Where a кон stands."""

    DEAL = "deal"
    """A chance node: the deck is to be shuffled and dealt."""
    MOLODKA = "molodka"
    """The player not on lead holds a Молодка and may declare it."""
    COUNTER = "counter"
    """A Молодка was declared against the leader, who holds one too."""
    LEAD = "lead"
    ANSWER = "answer"
    OVER = "over"


class Reason(enum.Enum):
    """Why a кон ended."""

    BURA = "bura"
    CLAIM_MADE = "claim-made"
    CLAIM_FAILED = "claim-failed"
    DECK_EXHAUSTED = "deck-exhausted"


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a кон ended: the winner (``None``: nobody), why, and each seat's
    points in the tricks it took (face-down cards included)."""

    winner: int | None
    reason: Reason
    points: tuple[int, int]
    claimant: int | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "winner": self.winner,
            "reason": self.reason.value,
            "points": list(self.points),
            "claimant": self.claimant,
        }

    @classmethod
    def from_dict(cls, data: Any) -> Outcome:
        d = _mapping(data, "outcome", {"winner", "reason", "points", "claimant"})
        winner = _seat_or_none(d["winner"], "outcome.winner")
        claimant = _seat_or_none(d["claimant"], "outcome.claimant")
        try:
            reason = Reason(d["reason"])
        except (ValueError, TypeError):
            raise _bad("outcome.reason", d["reason"], "bura, claim-made, claim-failed or "
                       "deck-exhausted") from None
        pts = d["points"]
        if (not isinstance(pts, list) or len(pts) != 2
                or not all(_is_int(x) and 0 <= x <= TOTAL_POINTS for x in pts)):
            raise _bad("outcome.points", pts, "two integers from 0 to 120")
        return cls(winner, reason, (pts[0], pts[1]), claimant)


def _is_int(x: object) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def _bad(where: str, value: object, expected: str) -> StateError:
    shown = quoted(value)
    return StateError(
        f"{where}: {shown} is not valid (expected {expected})",
        f"{where}: значение {shown} недопустимо (ожидается {expected})",
        token=where,
    )


def _mapping(data: Any, where: str, keys: set[str]) -> Mapping[str, Any]:
    if not isinstance(data, Mapping):
        raise _bad(where, data, "a mapping")
    for k in data:
        if k not in keys:
            raise StateError(
                f"{where}.{k}: unknown key (known: {', '.join(sorted(keys))})",
                f"{where}.{k}: неизвестный ключ (известны: {', '.join(sorted(keys))})",
                token=f"{where}.{k}",
            )
    for k in sorted(keys):
        if k not in data:
            raise StateError(f"{where}.{k}: missing", f"{where}.{k}: нет ключа",
                             token=f"{where}.{k}")
    return data


def _seat_or_none(x: Any, where: str) -> int | None:
    if x is None:
        return None
    if not _is_int(x) or x not in (0, 1):
        raise _bad(where, x, "0, 1 or null")
    return int(x)


def _card_list(x: Any, where: str) -> list[Card]:
    if not isinstance(x, list):
        raise _bad(where, x, "a list of cards")
    out = []
    for i, t in enumerate(x):
        if not isinstance(t, str):
            raise _bad(f"{where}[{i}]", t, "a card such as 'A♠'")
        try:
            out.append(Card.parse(t))
        except NotationError as e:
            raise StateError(f"{where}[{i}]: {e.en}", f"{where}[{i}]: {e.ru}",
                             token=f"{where}[{i}]") from None
    return out


def _seat_en(p: int) -> str:
    return SEAT_EN[p]


def _seat_ru(p: int) -> str:
    return SEAT_RU[p]


def _suit_en(s: Suit) -> str:
    return s.name_en



class BuraPosition(State[Action]):
    """The zones of the cards and whose turn it is: the first layer of
    :class:`~karty.bura.state.BuraState`."""

    __slots__ = (
        "_history",
        "_listed",
        "_listed_at",
        "_who",
        "dealer",
        "hands",
        "last_trick_winner",
        "leader",
        "molodka",
        "outcome",
        "phase",
        "rules",
        "stock",
        "table",
        "tricks",
        "trump",
        "trump_card",
        "trump_card_public",
        "won_down",
        "won_up",
    )


    GAME = "bura"
    VERSION = 1
    RULES = Rules

    def __init__(self, rules: Rules | None = None, dealer: int = 0) -> None:
        if rules is None:
            rules = Rules()
        if not isinstance(rules, Rules):
            raise RulesError(f"rules: {quoted(rules)} is not a karty.bura.Rules",
                             f"rules: {quoted(rules)} — не karty.bura.Rules", token=quoted(rules))
        if not (type(dealer) is int and dealer in (0, 1)):
            raise RulesError(f"dealer {quoted(dealer)} is not 0 or 1",
                             f"сдающий (dealer) {quoted(dealer)} — не 0 и не 1",
                             token=quoted(dealer))
        self.rules: Rules = rules
        self.dealer: int = dealer
        self.phase: Phase = Phase.DEAL
        self.leader: int = dealer if rules.first_lead is FirstLead.DEALER else 1 - dealer
        self.trump_card: Card | None = None
        # Whether the non-holder knows where the turned-up card is: it is public
        # in the stock, in the hand that drew it, and once played face up; it
        # stops being public when its holder throws off cards face down.
        self.trump_card_public: bool = True
        self.trump: Suit | None = None
        self.hands: list[list[Card]] = [[], []]
        self.stock: list[Card] = []
        self.table: list[Card] = []
        self.won_up: list[list[Card]] = [[], []]
        self.won_down: list[list[Card]] = [[], []]
        self.last_trick_winner: int | None = None
        self.tricks: int = 0
        self.molodka: int | None = None
        self.outcome: Outcome | None = None
        self._history: list[Action] = []
        self._who: list[int] = []  # who took each action of the history (CHANCE for the deal)
        # The last legal_actions() and the length of the history it was made at:
        # an action taken from it is applied without checking it again.
        self._listed: tuple[Action, ...] = ()
        self._listed_at = -1

    # ------------------------------------------------------------ the API
    def current_player(self) -> int:
        ph = self.phase
        if ph is Phase.LEAD or ph is Phase.COUNTER:
            return self.leader
        if ph is Phase.ANSWER or ph is Phase.MOLODKA:
            return 1 - self.leader
        if ph is Phase.DEAL:
            return CHANCE
        return TERMINAL

    def is_terminal(self) -> bool:
        return self.phase is Phase.OVER

    def history(self) -> Sequence[Action]:
        return tuple(self._history)

    def returns(self) -> tuple[int, ...]:
        """``(+stake, −stake)`` to the winner and loser of a finished кон;
        ``(0, 0)`` before the end and when nobody won."""
        o = self.outcome
        if o is None or o.winner is None:
            return (0, 0)
        s = self.rules.stake
        return (s, -s) if o.winner == 0 else (-s, s)

    # ------------------------------------------------------------ views
    def _points_pair(self) -> tuple[int, int]:
        return (self.points_taken(0), self.points_taken(1))

    def points_taken(self, player: int) -> int:
        """The true points in ``player``'s tricks, face-down cards included."""
        return points(self.won_up[player]) + points(self.won_down[player])

    def points_in_play(self) -> int:
        """Points in the hands, the stock and on the table."""
        return points(self.hands[0]) + points(self.hands[1]) + points(self.stock) + points(
            self.table)

    def all_cards(self) -> list[Card]:
        """Every card in every zone (36 once dealt)."""
        return (self.hands[0] + self.hands[1] + self.stock + self.table + self.won_up[0]
                + self.won_up[1] + self.won_down[0] + self.won_down[1])

    def cards_in_play(self) -> list[Card]:
        """Every card in every zone (:meth:`all_cards`): none before the deal, then the 36."""
        return self.all_cards()

    def clone(self) -> Self:
        """An independent copy (fast: no validation)."""
        c = type(self).__new__(type(self))
        c.rules = self.rules
        c.dealer = self.dealer
        c.phase = self.phase
        c.leader = self.leader
        c.trump_card = self.trump_card
        c.trump_card_public = self.trump_card_public
        c.trump = self.trump
        c.hands = [self.hands[0][:], self.hands[1][:]]
        c.stock = self.stock[:]
        c.table = self.table[:]
        c.won_up = [self.won_up[0][:], self.won_up[1][:]]
        c.won_down = [self.won_down[0][:], self.won_down[1][:]]
        c.last_trick_winner = self.last_trick_winner
        c.tricks = self.tricks
        c.molodka = self.molodka
        c.outcome = self.outcome
        c._history = self._history[:]
        c._who = self._who[:]
        c._listed = ()
        c._listed_at = -1
        return c

    # ------------------------------------------------------------ the table and the notation
    def setup(self) -> dict[str, str]:
        """``{"dealer": "0"}``: what the кон was set up with besides its rules."""
        return {"dealer": str(self.dealer)}




def _deal_order(action: object) -> tuple[Card, ...] | None:
    return action.order if isinstance(action, Deal) else None


#: The most actions a кон can have: the deal, at most 18 tricks of two actions, at most
#: 19 Молодка windows (after the deal and each drawing) of two, and a claim: 76.
MAX_HISTORY = 76
