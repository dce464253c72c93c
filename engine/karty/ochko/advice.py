"""What each of the punter's choices is worth, from what he sees: for the coach,
the review and the hard computer.

At each decision of a duel the punter sees his own cards and, while the banker
holds the card he dealt himself (:func:`~karty.ochko.strategy_shown.shown_in`),
that card. :func:`choice_values` gives the exact expected gain per unit staked of
standing, drawing and taking a card «в тёмную», playing his best afterwards;
:func:`stake_value` the value of the duel at the stake (a stake of ``s`` is
worth ``s`` times it); :func:`bust_chance` the chance that the next card busts.
The banker is taken to stand at his best standing rule for the rules and for
what the punter sees (:func:`banker_stand`), unless ``stand_on`` says otherwise.
The cards shown earlier in the кон and the crosswise card are not counted (the
model is one duel from a fresh deck, :mod:`karty.ochko.strategy`).

    >>> v = choice_values("10♠ 7♥", shown="10♦")   # 17 against a 10 showing
    >>> v.best, [f"{float(x):+.1%}" for x in v.values().values()]
    ('dark', ['-37.5%', '-48.1%', '-28.7%'])
    >>> choice_values("10♠ 7♥", shown="6♦").best   # against a 6: enough
    'stand'
    >>> bust_chance("10♠ 6♥", shown="6♦")   # a 6 to an ace: 21 of the 33 unseen cards
    Fraction(7, 11)
    >>> f"{float(stake_value('10♠', shown='6♦')):+.1%}"   # a 10 against a 6: stake high
    '+25.4%'
    >>> stake_value("10♠", shown="10♦") < 0                # against a 10: stake the least
    True
"""

from __future__ import annotations

import enum
import functools
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Final

from ..cards import Card, Rank, cards_of
from ..errors import RulesError, quoted
from .rules import Rules
from .strategy import ACTIONS, STAND_ONS, Strategy, _counts, _rules, _value, solve
from .strategy_shown import _rank_index, _solve_one, solve_shown

__all__ = [
    "ChoiceValues",
    "banker_stand",
    "bust_chance",
    "choice_values",
    "stake_value",
    "strategy_for",
]

#: The banker's best standing rules (card-blind punter, punter who sees his card),
#: computed by :func:`banker_stand` and kept here for the rules a table most often
#: uses, keyed by the options that decide a duel (tests/engine/ochko/test_advice.py
#: checks every entry against the computation).
KNOWN_STANDS: Final[dict[tuple[Any, ...], tuple[int, int]]] = {
    # ace, five pictures, two aces, draws at 15, stands at 17, «в тёмную», its cards
    ("11", False, "plain", False, False, True, 2): (15, 15),  # the default rules
    ("1", False, "plain", False, False, True, 2): (16, 16),
    ("1-or-11", False, "plain", False, False, True, 2): (16, 16),
    ("11", True, "plain", False, False, True, 2): (15, 15),
    ("11", False, "superochko", False, False, True, 2): (15, 15),
    ("11", False, "bust", False, False, True, 2): (15, 15),
    ("11", False, "plain", True, False, True, 2): (16, 16),
    ("11", False, "plain", False, True, True, 2): (15, 15),
    ("11", False, "plain", True, True, True, 2): (16, 16),
    ("11", False, "plain", False, False, False, 2): (16, 16),
}

_DUEL_OPTIONS: Final = ("ace", "five_pictures", "two_aces", "banker_draws_at_15",
                        "banker_stands_at_17", "dark", "dark_min_cards")


def duel_key(rules: Rules) -> tuple[Any, ...]:
    """The options of ``rules`` that decide a duel's play (the others decide the bank),
    as they are written in the rules' JSON.

    >>> duel_key(Rules())
    ('11', False, 'plain', False, False, True, 2)
    """
    out = []
    for k in _DUEL_OPTIONS:
        v = getattr(rules, k)
        out.append(v.value if isinstance(v, enum.Enum) else v)
    return tuple(out)


@functools.lru_cache(maxsize=32)
def _stands(rules: Rules) -> tuple[int, int]:
    known = KNOWN_STANDS.get(duel_key(rules))
    if known is not None:
        return known
    return solve(rules, STAND_ONS).best_stand, solve_shown(rules, STAND_ONS).best_stand


def banker_stand(rules: Rules | Mapping[str, Any] | None = None, shown: bool = False) -> int:
    """The banker's best standing rule (among 12 … 21) against a punter who plays his
    best, when the punter sees a card of his (``shown``) or not.

    >>> banker_stand(), banker_stand(shown=True)
    (15, 15)
    """
    return _stands(_rules(rules))[int(bool(shown))]


def strategy_for(rules: Rules | Mapping[str, Any] | None = None,
                 shown: Card | Rank | str | None = None,
                 stand_on: int | None = None) -> Strategy:
    """The punter's best play when the banker shows ``shown`` (None: no card) and
    stands at ``stand_on`` (None: his best rule, :func:`banker_stand`). Computed for
    that card and rule only, and kept (about 0.1 s the first time)."""
    r = _rules(rules)
    i = None if shown is None else _rank_index(shown)
    t = banker_stand(r, i is not None) if stand_on is None else stand_on
    if not isinstance(t, int) or isinstance(t, bool) or t not in STAND_ONS:
        raise RulesError(f"stand_on: {quoted(t)} is not 12 to 21",
                         f"stand_on: {quoted(t)} — не от 12 до 21", token="stand_on")
    return _solve_one(r, (t,), i)[0]


@dataclass(frozen=True, slots=True)
class ChoiceValues:
    """The expected gain per unit staked of each choice open to the punter (None:
    not open), and the best (ties go to standing, then drawing)."""

    stand: Fraction
    draw: Fraction | None
    dark: Fraction | None
    best: str

    def values(self) -> dict[str, Fraction]:
        """The open choices and their values, in the order stand, draw, dark."""
        got = {"stand": self.stand, "draw": self.draw, "dark": self.dark}
        return {a: v for a in ACTIONS if (v := got[a]) is not None}


def _hand(cards: Iterable[Card] | str, shown: Card | Rank | str | None,
          ) -> tuple[tuple[int, ...], int | None]:
    hand = _counts(cards)
    i = None if shown is None else _rank_index(shown)
    if isinstance(shown, (Card, str)) and not isinstance(shown, Rank):
        card = shown if isinstance(shown, Card) else Card.parse(shown)
        if card in cards_of(cards):
            raise RulesError(f"shown: {card} is also in the hand",
                             f"shown: {card.russian()} — эта карта и на руке", token=str(card))
    return hand, i


def choice_values(cards: Iterable[Card] | str, shown: Card | Rank | str | None = None,
                  rules: Rules | Mapping[str, Any] | None = None,
                  stand_on: int | None = None) -> ChoiceValues:
    """The value of standing, drawing and «в тёмную» with ``cards`` in hand, the
    banker showing ``shown`` (or nothing), playing best afterwards."""
    s = strategy_for(rules, shown, stand_on)
    hand, _ = _hand(cards, shown)
    if hand not in s.choices:
        raise RulesError(f"hand: {quoted(cards)} is over 21, or not a hand of one deck beside "
                         "the banker's card",
                         f"рука: {quoted(cards)} — перебор или не рука из одной колоды рядом с "
                         "картой банкующего", token=quoted(cards))
    return ChoiceValues(s.stand[hand], s.draw.get(hand), s.dark.get(hand), s.choices[hand])


def stake_value(card: Card | str, shown: Card | Rank | str | None = None,
                rules: Rules | Mapping[str, Any] | None = None,
                stand_on: int | None = None) -> Fraction:
    """The value of the duel per unit staked, at the stake: the punter holds ``card``
    and will play his best. Staking the most is best when it is positive, the least
    otherwise."""
    s = strategy_for(rules, shown, stand_on)
    hand, _ = _hand([Card.parse(card)] if isinstance(card, str) else [card], shown)
    if hand not in s.values:
        raise RulesError(f"card: {quoted(card)} is the banker's card",
                         f"card: {quoted(card)} — это карта банкующего", token=quoted(card))
    return s.values[hand]


def bust_chance(cards: Iterable[Card] | str, shown: Card | Rank | str | None = None,
                rules: Rules | Mapping[str, Any] | None = None) -> Fraction:
    """The chance that one more card busts the hand, among the cards the punter does
    not see (the deck less his hand and the banker's card), as the values count them.

    >>> bust_chance("10♠ A♥")
    Fraction(1, 1)
    """
    r = _rules(rules)
    hand, i = _hand(cards, shown)
    left = [4 - h for h in hand]
    if i is not None:
        left[i] -= 1
    total = sum(left)
    if total == 0:
        return Fraction(1)
    bust = sum(m for k, m in enumerate(left)
               if m and _value(hand[:k] + (hand[k] + 1,) + hand[k + 1:], r).is_bust)
    return Fraction(bust, total)

