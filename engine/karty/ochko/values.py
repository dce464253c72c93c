"""What a hand of Очко is worth.

Cards count 6–10 at face value, jack 2, queen 3, king 4, ace 11
(``ochko.card-values``); the house rules change a few hands::

    >>> from karty import parse_cards
    >>> hand_value(parse_cards("A♠ 10♥"))
    21
    >>> hand_value(parse_cards("K♠ Q♠ J♠ K♥ Q♥"), Rules(five_pictures=True))
    21
    >>> evaluate(parse_cards("A♠ A♥"), Rules(two_aces=TwoAces.SUPEROCHKO)).kind
    <Kind.SUPEROCHKO: 'superochko'>
    >>> evaluate(parse_cards("A♠ A♥")).kind      # 22 with the ace at 11
    <Kind.BUST: 'bust'>

:func:`hand_value` gives the points only; :func:`evaluate` also says whether
the hand is a bust or a special hand, and gives the key hands are compared by.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass

from ..cards import Card, Rank, cards_of
from ..errors import NotationError
from .rules import Ace, Rules, TwoAces

__all__ = ["CARD_POINTS", "HandValue", "Kind", "card_points", "evaluate", "hand_value"]

#: Points of each rank with the ace at 11 (``ochko.card-values``).
CARD_POINTS: dict[Rank, int] = {
    Rank.SIX: 6, Rank.SEVEN: 7, Rank.EIGHT: 8, Rank.NINE: 9, Rank.TEN: 10,
    Rank.JACK: 2, Rank.QUEEN: 3, Rank.KING: 4, Rank.ACE: 11,
}
_DEFAULT = Rules()


class Kind(enum.Enum):
    """What sort of total a hand is."""

    TOTAL = "total"
    """An ordinary total of at most 21."""
    BUST = "bust"
    """More than 21, or «красная Москва»."""
    FIVE_PICTURES = "five-pictures"
    """Five picture cards under the house rule: counts as 21."""
    SUPEROCHKO = "superochko"
    """Two aces under the house rule: above 21."""


@dataclass(frozen=True, slots=True)
class HandValue:
    """A hand's points, its kind, and which rules made it so."""

    points: int
    kind: Kind
    rule_ids: tuple[str, ...]

    @property
    def is_bust(self) -> bool:
        return self.kind is Kind.BUST

    @property
    def rank(self) -> int:
        """The comparison key: a bust is −1, a total its points, «суперочко» 22."""
        if self.kind is Kind.BUST:
            return -1
        if self.kind is Kind.SUPEROCHKO:
            return 22
        return self.points

    @property
    def is_final(self) -> bool:
        """Nothing is to be gained by another card (21, a special hand, a bust)."""
        return self.kind is not Kind.TOTAL or self.points >= 21


def card_points(card: Card, rules: Rules = _DEFAULT) -> int:
    """One card's points (the ace as the ``ace`` option says; ``1-or-11`` gives 11).

    >>> card_points(Card.parse("K♠")), card_points(Card.parse("A♠"), Rules(ace=Ace.ONE))
    (4, 1)
    """
    if card.rank is Rank.ACE and rules.ace is Ace.ONE:
        return 1
    return CARD_POINTS[card.rank]


def _as_cards(cards: Iterable[Card] | str) -> tuple[Card, ...]:
    out = cards_of(cards)
    if len(set(out)) != len(out):
        dup = next(c for c in out if out.count(c) > 1)
        raise NotationError(f"{dup} appears twice", f"карта {dup.russian()} встречается дважды",
                            token=str(dup))
    return out


def evaluate(cards: Iterable[Card] | str, rules: Rules = _DEFAULT) -> HandValue:
    """Value a hand under ``rules``.

    >>> evaluate("A♠ A♥", Rules(ace=Ace.ONE_OR_ELEVEN))
    HandValue(points=12, kind=<Kind.TOTAL: 'total'>, rule_ids=('ochko.card-values', 'ochko.ace'))
    >>> evaluate("A♠ A♥", Rules(ace=Ace.ONE_OR_ELEVEN, two_aces=TwoAces.BUST)).kind
    <Kind.BUST: 'bust'>
    """
    hand = _as_cards(cards)
    return _evaluate_counts(
        sum(CARD_POINTS[c.rank] for c in hand if c.rank is not Rank.ACE),
        sum(1 for c in hand if c.rank is Rank.ACE),
        len(hand),
        sum(1 for c in hand if c.rank.is_picture),
        rules,
    )


_IDS = (("ochko.card-values",), ("ochko.card-values", "ochko.ace"))
_IDS_WITH: dict[tuple[bool, str], tuple[str, ...]] = {
    (bool(a), extra): (*_IDS[a], extra) for a in (0, 1)
    for extra in ("ochko.superochko", "ochko.two-aces-bust", "ochko.five-pictures", "ochko.bust")}


def _evaluate_counts(non_ace: int, aces: int, n: int, pictures: int,
                     rules: Rules) -> HandValue:
    """The core of :func:`evaluate`, from counts (the odds use it too)."""
    has_ace = aces > 0
    ace = rules.ace
    if ace is Ace.ONE:
        points = non_ace + aces
    else:
        points = non_ace + 11 * aces
        if ace is Ace.ONE_OR_ELEVEN:
            soft = aces
            while points > 21 and soft:
                points -= 10
                soft -= 1
    if n == 2 and aces == 2:
        if rules.two_aces is TwoAces.SUPEROCHKO:
            return HandValue(points, Kind.SUPEROCHKO, _IDS_WITH[has_ace, "ochko.superochko"])
        if rules.two_aces is TwoAces.BUST:
            return HandValue(points, Kind.BUST, _IDS_WITH[has_ace, "ochko.two-aces-bust"])
    if n == 5 and pictures == 5 and rules.five_pictures:
        return HandValue(21, Kind.FIVE_PICTURES, _IDS_WITH[has_ace, "ochko.five-pictures"])
    if points > 21:
        return HandValue(points, Kind.BUST, _IDS_WITH[has_ace, "ochko.bust"])
    return HandValue(points, Kind.TOTAL, _IDS[has_ace])


def hand_value(cards: Iterable[Card] | str, rules: Rules = _DEFAULT) -> int:
    """The points of a hand under ``rules`` (five pictures count 21 under that house
    rule; «суперочко» and two aces as a bust are kinds, see :func:`evaluate`).

    >>> hand_value("K♠ Q♦ 9♥"), hand_value("A♠ 6♥", Rules(ace=Ace.ONE))
    (16, 7)
    """
    return evaluate(cards, rules).points
