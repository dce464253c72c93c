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
from collections import OrderedDict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Final

from ..cards import Card, Rank, cards_of
from ..errors import RulesError, quoted
from .rules import Rules
from .standing import draw_limit
from .strategy import (
    ACTIONS,
    STAND_ONS,
    Hand,
    Strategy,
    _Banker,
    _card_rules,
    _counts,
    _dp,
    _hands,
    _immediate,
    _rules,
    _Tables,
    _value,
    solve,
)
from .strategy_shown import SOLVE_CACHE_SIZE, _rank_index, _solve_one, solve_shown

__all__ = [
    "ChoiceValues",
    "banker_stand",
    "best_choice",
    "bust_chance",
    "choice_values",
    "estimate_stands",
    "stake_value",
    "stands_kept",
    "strategy_for",
]

#: The banker's best standing rules (card-blind punter, punter who sees his card),
#: computed by ``banker_stand(..., exact=True)`` (tools/ochko_stands.py) and kept here
#: for the rules a table most often uses, keyed by the options that decide a duel: the
#: default, each house rule alone and every pair of them («в тёмную» from 1, 2 or 3
#: cards; 4 to 8 are estimated). tests/engine/ochko/test_strategy_shown.py checks the
#: entries with the ace at 11 against the computation (the others take a minute each).
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
    # computed by tools/ochko_stands.py (2026-12-06): pairs of house rules
    ("1", True, "plain", False, False, True, 2): (16, 16),
    ("1", False, "plain", False, False, False, 2): (17, 17),
    ("1", False, "plain", True, False, True, 2): (16, 16),
    ("11", True, "plain", False, False, False, 2): (16, 16),
    ("11", False, "plain", False, False, True, 1): (15, 15),
    ("11", False, "plain", False, False, True, 3): (16, 16),
    ("1", False, "superochko", False, False, True, 2): (16, 16),
    ("1", False, "bust", False, False, True, 2): (16, 16),
    ("1", False, "plain", False, True, True, 2): (16, 16),
    ("1", False, "plain", False, False, True, 1): (16, 16),
    ("1", False, "plain", False, False, True, 3): (16, 16),
    ("1-or-11", True, "plain", False, False, True, 2): (16, 16),
    ("1-or-11", False, "superochko", False, False, True, 2): (16, 16),
    ("1-or-11", False, "bust", False, False, True, 2): (16, 16),
    ("1-or-11", False, "plain", True, False, True, 2): (16, 16),
    ("1-or-11", False, "plain", False, True, True, 2): (16, 16),
    ("1-or-11", False, "plain", False, False, False, 2): (17, 17),
    ("1-or-11", False, "plain", False, False, True, 1): (16, 16),
    ("1-or-11", False, "plain", False, False, True, 3): (17, 17),
    ("11", True, "superochko", False, False, True, 2): (15, 15),
    ("11", True, "plain", True, False, True, 2): (16, 16),
    ("11", True, "plain", False, True, True, 2): (15, 15),
    ("11", True, "plain", False, False, True, 1): (15, 15),
    ("11", True, "plain", False, False, True, 3): (16, 16),
    ("11", False, "superochko", True, False, True, 2): (16, 16),
    ("11", False, "superochko", False, True, True, 2): (15, 15),
    ("11", False, "superochko", False, False, False, 2): (16, 16),
    ("11", False, "superochko", False, False, True, 1): (15, 15),
    ("11", False, "superochko", False, False, True, 3): (16, 16),
    ("11", False, "plain", True, False, False, 2): (16, 16),
    ("11", False, "plain", True, False, True, 1): (16, 16),
    ("11", False, "plain", True, False, True, 3): (16, 16),
    ("11", False, "plain", False, True, False, 2): (16, 16),
    ("11", False, "plain", False, True, True, 1): (15, 15),
    ("11", False, "plain", False, True, True, 3): (16, 16),
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


def _normal(key: tuple[Any, ...]) -> tuple[Any, ...]:
    """``key`` with the options that cannot change a duel made equal: two aces that
    bust under the ace at 11 (they are 22 anyway), the least cards for «в тёмную»
    when it is not allowed."""
    ace, five, two, d15, s17, dark, least = key
    return (ace, five, "plain" if two == "bust" and ace == "11" else two, d15, s17, dark,
            least if dark else 2)


_DEFAULT_KEY: Final = ("11", False, "plain", False, False, True, 2)


def _kept(key: tuple[Any, ...], table: Mapping[tuple[Any, ...], tuple[int, int]],
          ) -> tuple[int, int] | None:
    key = _normal(key)
    for k, stands in table.items():
        if _normal(k) == key:
            return stands
    return None


def estimate_stands(rules: Rules | Mapping[str, Any] | None = None,
                    table: Mapping[tuple[Any, ...], tuple[int, int]] | None = None,
                    ) -> tuple[int, int]:
    """An estimate of the banker's best standing rules (card-blind, shown card) for
    rules whose exact ones are not kept, from those of ``table`` (default
    :data:`KNOWN_STANDS`). Not exact: it can be one off the best.

    1. The options on the banker's draws are set aside (drawing at 15, standing at 17).
    2. Of the kept mixes without them, the one that differs from the rules in the
       fewest duel options is taken (the first in the table among equals), and for
       each option that differs, the change that option alone makes from the default
       rules (where that is kept, else none) is added.
    3. The house rules on the banker's draws then clip it: at least 16 when he must
       draw at 15, at most 17 when he must stand at 17.

    Each kept mix of two house rules, estimated with it left out of the table, comes
    out within one of its exact stands, and equal for all but one of 34 (the ace at
    1 with «в тёмную» from three cards: 17 for 16; tests/engine/ochko/
    test_strategy_shown.py).

    >>> estimate_stands({"ace": "1", "dark": False})   # 16 for the ace at 1, +1 without «в тёмную»
    (17, 17)
    """
    table = KNOWN_STANDS if table is None else table
    key = _normal(duel_key(_rules(rules)))
    plain = key[:3] + (False, False) + key[5:]
    default = table[_DEFAULT_KEY]

    def alone(o: int, value: Any, which: int) -> int:
        got = _kept(_DEFAULT_KEY[:o] + (value,) + _DEFAULT_KEY[o + 1:], table)
        return 0 if got is None else got[which] - default[which]

    near = min((_normal(k) for k in table if not k[3] and not k[4]),
               key=lambda k: sum(a != b for a, b in zip(k, plain)))
    stands = _kept(near, table)
    assert stands is not None
    out = []
    for which in (0, 1):
        t = stands[which] + sum(alone(o, plain[o], which) - alone(o, near[o], which)
                                for o in range(len(key)) if near[o] != plain[o])
        if key[3]:
            t = max(t, 16)
        if key[4]:
            t = min(t, 17)
        out.append(min(max(t, STAND_ONS[0]), STAND_ONS[-1]))
    return out[0], out[1]


def stands_kept(rules: Rules | Mapping[str, Any] | None = None) -> bool:
    """Whether the exact best standing rules for ``rules`` are kept in
    :data:`KNOWN_STANDS` (if not, :func:`banker_stand` estimates them).

    >>> stands_kept({"two_aces": "bust", "banker_hand": "kept"}), stands_kept({"ace": "1", "dark_min_cards": 5})
    (True, False)
    """
    return _kept(duel_key(_rules(rules)), KNOWN_STANDS) is not None


@functools.lru_cache(maxsize=32)
def _exact_stands(rules: Rules) -> tuple[int, int]:
    return solve(rules, STAND_ONS).best_stand, solve_shown(rules, STAND_ONS).best_stand


def banker_stand(rules: Rules | Mapping[str, Any] | None = None, shown: bool = False,
                 exact: bool = False) -> int:
    """The banker's best standing rule (among 12 … 21) against a punter who plays his
    best, when the punter sees a card of his (``shown``) or not.

    The mixes of duel options a table most often uses are kept in
    :data:`KNOWN_STANDS`, exact (tools/ochko_stands.py computes more). For any other
    mix the exact answer means solving the punter's play against every rule 12 … 21,
    card-blind and for each banker's card: 20 s to over a minute of CPU in CPython,
    several times that in Pyodide, far too long for a computer's move. So by default
    such a mix gets :func:`estimate_stands` (it can be one off the best; the
    punter's play against the rule it gives stays exact), and ``exact=True`` solves
    it (for tools and tests).

    >>> banker_stand(), banker_stand(shown=True)
    (15, 15)
    """
    r = _rules(rules)
    if exact:
        return _exact_stands(r)[int(bool(shown))]
    return (_kept(duel_key(r), KNOWN_STANDS) or _estimated(r))[int(bool(shown))]


@functools.lru_cache(maxsize=32)
def _estimated(rules: Rules) -> tuple[int, int]:
    return estimate_stands(rules)


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


_Counts = dict[Hand, tuple[tuple[Fraction, ...], tuple[Fraction, ...]]]
#: The banker's counts of each punter's hand counted so far, by (the options that
#: decide the hands' values, the total below which he draws, the banker's card):
#: :func:`best_choice` counts each hand once, the first time a decision needs it.
_COUNTED: OrderedDict[tuple[Rules, int, int | None], _Counts] = OrderedDict()


@functools.lru_cache(maxsize=8)
def _all_hands(rules: Rules) -> tuple[Hand, ...]:
    return tuple(_hands(rules))


def _counted(card_rules: Rules, limit: int, shown: int | None, hands: Iterable[Hand]) -> _Counts:
    key = (card_rules, limit, shown)
    got = _COUNTED.pop(key, None)
    store: _Counts = {} if got is None else got
    _COUNTED[key] = store
    while len(_COUNTED) > SOLVE_CACHE_SIZE:
        _COUNTED.popitem(last=False)
    banker: _Banker | None = None
    for h in hands:
        if h not in store:
            banker = banker or _Banker(card_rules, (limit,))
            store[h] = banker.count(h, shown)
    return store


@functools.lru_cache(maxsize=64)
def _from_hand(rules: Rules, stand_on: int, shown: int | None, hand: Hand) -> _Tables:
    """The tables of :func:`strategy_for` for ``hand`` and every hand that grows from it
    (a hand's value depends on those only), counting the banker's draws against them."""
    hands = [h for h in _all_hands(rules) if all(a >= b for a, b in zip(h, hand))
             and (shown is None or h[shown] < 4)]
    counts = _counted(_card_rules(rules), draw_limit(rules, stand_on), shown,
                      [h for h in hands if not _immediate(_value(h, rules), sum(h))])
    return _dp(rules, hands, counts, [0], shown)[0]


def _tables_from(cards: Iterable[Card] | str, shown: Card | Rank | str | None,
                 rules: Rules | Mapping[str, Any] | None,
                 stand_on: int | None) -> tuple[Hand, Any]:
    """The hand ``cards`` make and the tables of every hand that grows from it, against
    a banker standing at ``stand_on`` (None: his best rule); a hand no play reaches, or a
    standing rule outside 12 … 21, is a RulesError naming it."""
    r = _rules(rules)
    hand, i = _hand(cards, shown)
    t = banker_stand(r, i is not None) if stand_on is None else stand_on
    if not isinstance(t, int) or isinstance(t, bool) or t not in STAND_ONS:
        raise RulesError(f"stand_on: {quoted(t)} is not 12 to 21",
                         f"stand_on: {quoted(t)} — не от 12 до 21", token="stand_on")
    tables = _from_hand(r, t, i, hand)
    if hand not in tables.choices:
        raise RulesError(f"hand: {quoted(cards)} is over 21, or not a hand of one deck beside "
                         "the banker's card",
                         f"рука: {quoted(cards)} — перебор или не рука из одной колоды рядом с "
                         "картой банкующего", token=quoted(cards))
    return hand, tables


def best_choice(cards: Iterable[Card] | str, shown: Card | Rank | str | None = None,
                rules: Rules | Mapping[str, Any] | None = None,
                stand_on: int | None = None) -> tuple[str, Fraction]:
    """The best play with ``cards`` in hand and the value of the hand (per unit staked),
    as :func:`strategy_for` gives them, computed for the hands that grow from ``cards``
    only: the hard computer's decisions (a first card's value is the stake's). Each
    hand is counted once for the rules, the banker's rule and card; a decision pays
    only for hands no earlier decision counted (about 0.2 s for a first card, against
    about 2 s for a whole card-blind strategy, CPython, bench/RESULTS.md).

    >>> best_choice("10♠ 7♥", shown="10♦")[0], best_choice("10♠ 7♥", shown="6♦")[0]
    ('dark', 'stand')
    >>> best_choice("10♠", shown="6♦")[1] == stake_value("10♠", shown="6♦")
    True
    """
    hand, tables = _tables_from(cards, shown, rules, stand_on)
    return tables.choices[hand], tables.values[hand]


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
    banker showing ``shown`` (or nothing), playing best afterwards: the numbers of
    :func:`strategy_for`, counted for the hands that grow from ``cards`` only (as
    :func:`best_choice`), so that a widget's or the coach's answer does not wait
    for a whole strategy."""
    hand, s = _tables_from(cards, shown, rules, stand_on)
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

