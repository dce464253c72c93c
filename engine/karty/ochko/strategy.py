"""The punter's optimal play in Очко, computed exactly over the deck.

The model is one duel from a well-shuffled 36-card deck: one punter against
the banker. The punter knows only his own cards; the banker's cards (his dealt
card included) are, to him, a random draw from the cards he does not hold.
The banker follows a fixed standing rule — he draws until his total reaches
``stand_on`` — within the house rules (he must draw at 15 or less under
``banker_draws_at_15``, must stand at 17 or more under
``banker_stands_at_17``), as :mod:`karty.ochko.standing` defines it. The punter,
with each hand he may hold (its composition, not only its total), chooses the
best of standing, drawing and taking a card «в тёмную» (ochko.dark), by
dynamic programming over every hand.

The rules of a duel are the engine's (:mod:`karty.ochko.state`): 21 or
«суперочко» with two cards wins at once (ochko.immediate-21); a bust loses at
once; a tie is the banker's (ochko.tie-to-banker); «в тёмную», the banker's
bust wins whatever the hidden card (ochko.dark-banker-bust), and both at 21
is the punter's (ochko.dark-21). A crosswise card turned up (ochko.zarez) is
not used by the punter: it is one more random card he ignores, which does not
change any chance below.

    >>> s = optimal_strategy(stand_on=17)
    >>> s.ev                         # per unit staked, for the punter: +3.35 %
    Fraction(32653239, 973527100)
    >>> s.action("10♠ 6♥"), s.action("10♠ 8♥")     # 16: one card unseen; 18: enough
    ('dark', 'stand')

Every number is a :class:`fractions.Fraction`. The banker's cards are
counted, for each hand of the punter, by a recursion over the banker's hands
in which all the standing rules are carried side by side (one integer holds a
count for each rule), so a whole table of rules costs about as much as one.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Final

from ..cards import Card, Rank, cards_of
from ..errors import RulesError, quoted
from .rules import Ace, Rules, TwoAces
from .standing import draw_limit, must_stand
from .values import CARD_POINTS, HandValue, Kind, _evaluate_counts

__all__ = [
    "ACTIONS",
    "STAND_ONS",
    "Solution",
    "Strategy",
    "best_stand",
    "optimal_strategy",
    "punter_ev",
    "solve",
]

#: The ranks in the order of a hand's counts: 6, 7, 8, 9, 10, J, Q, K, A.
RANKS: Final[tuple[Rank, ...]] = tuple(Rank)
#: The banker's standing rules looked at by default: he draws below 12 … 21.
STAND_ONS: Final[tuple[int, ...]] = tuple(range(12, 22))
#: The punter's choices, by name (the site shows them translated).
ACTIONS: Final[tuple[str, ...]] = ("stand", "draw", "dark")
_STAND, _DRAW, _DARK = ACTIONS
#: Every banker's draw is counted as a sequence of this many cards from the
#: rest of the deck (the cards after he stops are any): more than a banker and
#: one card «в тёмную» can ever hold.
_DEPTH: Final = 14
#: Bits of one count in the packed integer (falling(36, 14) < 2**72).
_WIDTH: Final = 76
_FULL: Final[tuple[int, ...]] = (4,) * len(RANKS)
_PICTURE: Final[tuple[bool, ...]] = tuple(r.is_picture for r in RANKS)
_ACE: Final = RANKS.index(Rank.ACE)
_POINTS: Final[tuple[int, ...]] = tuple(0 if r is Rank.ACE else CARD_POINTS[r] for r in RANKS)

Hand = tuple[int, ...]


def _falling(n: int, k: int) -> int:
    out = 1
    for i in range(k):
        out *= n - i
    return out


def _value(hand: Hand, rules: Rules) -> HandValue:
    return _evaluate_counts(sum(h * p for h, p in zip(hand, _POINTS)), hand[_ACE], sum(hand),
                            sum(h for h, pic in zip(hand, _PICTURE) if pic), rules)


def _immediate(v: HandValue, n: int) -> bool:
    return n == 2 and (v.kind is Kind.SUPEROCHKO or (v.kind is Kind.TOTAL and v.points == 21))


def _counts(cards: Iterable[Card] | str) -> Hand:
    hand = cards_of(cards, "hand")
    counts = [0] * len(RANKS)
    for c in hand:
        counts[RANKS.index(c.rank)] += 1
    return tuple(counts)


@dataclass(frozen=True, slots=True)
class Strategy:
    """The punter's best play against one standing rule of the banker.

    ``values[hand]`` is the punter's expected gain per unit staked with the
    best play from ``hand`` on, and ``choices[hand]`` that play, for every
    hand he can hold that is not over 21 (``hand`` counts the cards of each
    rank in :data:`RANKS` order). ``stand``, ``draw`` and ``dark`` hold the
    value of each choice where it is open. ``ev`` is the value of the duel
    before the first card.
    """

    rules: Rules
    stand_on: int
    ev: Fraction
    values: Mapping[Hand, Fraction]
    choices: Mapping[Hand, str]
    stand: Mapping[Hand, Fraction]
    draw: Mapping[Hand, Fraction]
    dark: Mapping[Hand, Fraction]
    #: The rank of the banker's card the punter sees, or None (he sees none).
    shown: Rank | None = None

    def action(self, cards: Iterable[Card] | str) -> str:
        """The best play with ``cards`` in hand (``'stand'``, ``'draw'`` or ``'dark'``).

        >>> optimal_strategy(stand_on=17).action("A♠ 9♥")
        'stand'
        """
        hand = _counts(cards)
        if hand not in self.choices:
            raise RulesError(f"hand: {quoted(cards)} is over 21 or not a hand of one deck",
                             f"рука: {quoted(cards)} — перебор или не рука из одной колоды",
                             token=quoted(cards))
        return self.choices[hand]


@dataclass(frozen=True, slots=True)
class Solution:
    """:class:`Strategy` for each standing rule of the banker, under one set of rules."""

    rules: Rules
    strategies: Mapping[int, Strategy]

    @property
    def best_stand(self) -> int:
        """The standing rule that is worst for a punter who plays his best (if
        several are equal, one the house rules do not change, then the lowest)."""
        return min(self.strategies, key=lambda t: (self.strategies[t].ev,
                                                   draw_limit(self.rules, t) != t, t))


def _rules(rules: object) -> Rules:
    return Rules.coerce(rules)


def _stand_ons(stand_ons: Iterable[int]) -> tuple[int, ...]:
    out = tuple(stand_ons)
    for t in out:
        if not isinstance(t, int) or isinstance(t, bool) or not 2 <= t <= 22:
            raise RulesError(f"stand_on: {t!r} is not 2 to 22", f"stand_on: {t!r} — не от 2 до 22",
                             token="stand_on")
    if not out or len(set(out)) != len(out):
        raise RulesError(f"stand_ons: {out!r} must be one or more different rules",
                         f"stand_ons: {out!r} — нужно одно или несколько разных правил",
                         token="stand_ons")
    return out


def _hands(rules: Rules) -> list[Hand]:
    """Every hand of one to nine cards that is not a bust, fewest cards first."""
    out: list[Hand] = []
    frontier = {tuple(int(i == j) for j in range(len(RANKS))) for i in range(len(RANKS))}
    while frontier:
        keep = sorted(h for h in frontier if not _value(h, rules).is_bust)
        out.extend(keep)
        frontier = {h[:i] + (h[i] + 1,) + h[i + 1:] for h in keep
                    if not _value(h, rules).is_final for i in range(len(RANKS)) if h[i] < 4}
    return out


_FALLING: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(_falling(n, k) for k in range(_DEPTH + 1)) for n in range(37))
_POW5: Final[tuple[int, ...]] = tuple(5 ** i for i in range(len(RANKS)))


class _Banker:
    """The banker's draws against one punter's hand, every standing rule at once.

    ``limits`` are the totals below which the banker draws, one per standing
    rule. A count for rule ``j`` lives in bits ``[WIDTH·2j, WIDTH·(2j+1))``
    (the punter, standing, wins) and the next :data:`_WIDTH` bits (the punter,
    having taken a card «в тёмную», wins); each counts the banker's sequences
    of :data:`_DEPTH` cards from the rest of the deck, so adding up the
    children of a position times their number of cards is one addition of
    integers for all the rules.
    """

    def __init__(self, rules: Rules, limits: Sequence[int]) -> None:
        self.rules = rules
        self.limits = tuple(limits)
        n = len(limits)
        one = (1 << _WIDTH) - 1
        self.stand_mask = [sum(1 << (_WIDTH * 2 * j) for j in range(n) if p >= limits[j])
                           for p in range(32)]
        self.dark_mask = [sum(1 << (_WIDTH * (2 * j + 1)) for j in range(n) if p >= limits[j])
                          for p in range(32)]
        self.draw_mask = [sum(one << (_WIDTH * k) for j in range(n) if p < limits[j]
                              for k in (2 * j, 2 * j + 1)) for p in range(32)]
        self.all_stand = sum(1 << (_WIDTH * 2 * j) for j in range(n))
        self.all_dark = sum(1 << (_WIDTH * (2 * j + 1)) for j in range(n))
        self.values: dict[tuple[int, int, int, int], HandValue] = {}

    def value(self, non_ace: int, aces: int, n: int, pictures: int) -> HandValue:
        key = (non_ace, aces, n, pictures)
        v = self.values.get(key)
        if v is None:
            v = self.values[key] = _evaluate_counts(non_ace, aces, n, pictures, self.rules)
        return v

    def count(self, hand: Hand, shown: int | None = None,
              ) -> tuple[tuple[Fraction, ...], tuple[Fraction, ...]]:
        """For each standing rule: the chance that the punter, standing with
        ``hand``, wins; and that he wins after one more card «в тёмную».
        ``shown``: the index in :data:`RANKS` of the banker's card lying face up
        (he draws on from it), or None (he starts from nothing)."""
        rules = self.rules
        mine_rank = _value(hand, rules).rank
        rest = [4 - h for h in hand]
        start = (0, 0, 0, 0)
        if shown is not None:
            rest[shown] -= 1
            start = (_POINTS[shown], int(shown == _ACE), 1, int(_PICTURE[shown]))
        n0 = start[2]
        # for each banker's final rank, the ranks of the card «в тёмную» that win
        after = [(_value(hand[:i] + (hand[i] + 1,) + hand[i + 1:], rules).rank
                  if hand[i] < 4 else -2) for i in range(len(RANKS))]
        winners = {b: tuple(i for i, p in enumerate(after)
                            if b == -1 or (p != -1 and (p > b or (p == 21 and b == 21))))
                   for b in range(-1, 23)}
        memo: dict[int, int] = {}
        ranks = range(len(RANKS))

        def go(code: int, left: int, non_ace: int, aces: int, n: int, pictures: int) -> int:
            done = memo.get(code)
            if done is not None:
                return done
            depth = _DEPTH - n + n0
            b = -1
            if n == 0:
                draws, stop_s, stop_d = self.draw_mask[0], 0, 0
            else:
                v = self.value(non_ace, aces, n, pictures)
                b = v.rank
                if must_stand(v, left, rules):
                    draws, stop_s, stop_d = 0, self.all_stand, self.all_dark
                else:
                    draws = self.draw_mask[v.points]
                    stop_s, stop_d = self.stand_mask[v.points], self.dark_mask[v.points]
            total = 0
            if stop_s:
                if mine_rank > b:
                    total = _FALLING[left][depth] * stop_s
                wins = 0
                for i in winners[b]:
                    wins += rest[i]
                if wins:
                    total += wins * _FALLING[left - 1][depth - 1] * stop_d
            if draws:
                sub = 0
                for i in ranks:
                    m = rest[i]
                    if m:
                        rest[i] = m - 1
                        sub += m * go(code - _POW5[i], left - 1, non_ace + _POINTS[i],
                                      aces + (i == _ACE), n + 1, pictures + _PICTURE[i])
                        rest[i] = m
                total += sub & draws
            memo[code] = total
            return total

        packed = go(sum(r * p for r, p in zip(rest, _POW5)), sum(rest), *start)
        whole = _FALLING[sum(rest)][_DEPTH]
        one = (1 << _WIDTH) - 1
        n = len(self.limits)
        return (tuple(Fraction((packed >> (_WIDTH * 2 * j)) & one, whole) for j in range(n)),
                tuple(Fraction((packed >> (_WIDTH * (2 * j + 1))) & one, whole)
                      for j in range(n)))




def _card_rules(rules: Rules) -> Rules:
    """The options that decide what the banker's and the punter's hands are worth
    (the rest only decide who may draw): rules with the same ones share counts.
    Under the ace at 11 two aces are 22, a bust, with or without the house rule."""
    two = rules.two_aces
    if two is TwoAces.BUST and rules.ace is Ace.ELEVEN:
        two = TwoAces.PLAIN
    return Rules(ace=rules.ace, five_pictures=rules.five_pictures, two_aces=two)


@functools.lru_cache(maxsize=8)
def _banker_counts(card_rules: Rules, limits: tuple[int, ...],
                   ) -> dict[Hand, tuple[tuple[Fraction, ...], tuple[Fraction, ...]]]:
    """For every hand of the punter: his chances standing and «в тёмную», for
    each of ``limits`` (the totals below which the banker draws). The house
    rules on the banker's draws are applied through the limit."""
    banker = _Banker(card_rules, limits)
    out = {}
    for hand in _hands(card_rules):
        v = _value(hand, card_rules)
        if not _immediate(v, sum(hand)):
            out[hand] = banker.count(hand)
    return out




@dataclass(frozen=True, slots=True)
class _Tables:
    """One standing rule's tables from :func:`_dp`."""

    values: dict[Hand, Fraction]
    choices: dict[Hand, str]
    stand: dict[Hand, Fraction]
    draw: dict[Hand, Fraction]
    dark: dict[Hand, Fraction]

    def strategy(self, rules: Rules, stand_on: int, ev: Fraction,
                 shown: Rank | None = None) -> Strategy:
        return Strategy(rules, stand_on, ev, self.values, self.choices, self.stand, self.draw,
                        self.dark, shown)


def _dp(rules: Rules, hands: Sequence[Hand],
        counts: Mapping[Hand, tuple[tuple[Fraction, ...], tuple[Fraction, ...]]],
        at: Sequence[int], shown: int | None = None) -> list[_Tables]:
    """The punter's values, best choices and each choice's value, for every hand of
    ``hands`` (those the deck allows beside the banker's ``shown`` card) and each
    standing rule (``at``: its index in the counts): the dynamic programme from the
    hands of most cards down. Returns, per rule, (values, choices, stand, draw, dark)."""
    n_t = len(at)
    stand: list[dict[Hand, Fraction]] = [{} for _ in at]
    dark: list[dict[Hand, Fraction]] = [{} for _ in at]
    values: list[dict[Hand, Fraction]] = [{} for _ in at]
    draw: list[dict[Hand, Fraction]] = [{} for _ in at]
    choices: list[dict[Hand, str]] = [{} for _ in at]
    two = Fraction(2)
    one = Fraction(1)
    minus = Fraction(-1)
    full = [4] * len(RANKS)
    if shown is not None:
        full[shown] = 3
    deck = sum(full)
    for hand in reversed(hands):  # most cards first: a hand's successors are done
        v = _value(hand, rules)
        n = sum(hand)
        if _immediate(v, n):
            for j in range(n_t):
                values[j][hand] = one
                choices[j][hand] = _STAND
                stand[j][hand] = one
            continue
        can_dark = rules.dark and not v.is_final and n >= rules.dark_min_cards
        p_stand, p_dark = counts[hand]
        left = deck - n
        for j in range(n_t):
            best, choice = two * p_stand[at[j]] - 1, _STAND
            stand[j][hand] = best
            if not v.is_final and left > 0:
                ev = Fraction(0)
                vj = values[j]
                for i, h in enumerate(hand):
                    m = full[i] - h
                    if m > 0:
                        got = vj.get(hand[:i] + (h + 1,) + hand[i + 1:])
                        ev += m * (got if got is not None else minus)
                ev /= left
                draw[j][hand] = ev
                if ev > best:
                    best, choice = ev, _DRAW
                if can_dark:
                    dv = two * p_dark[at[j]] - 1
                    dark[j][hand] = dv
                    if dv > best:
                        best, choice = dv, _DARK
            values[j][hand] = best
            choices[j][hand] = choice
    return [_Tables(values[j], choices[j], stand[j], draw[j], dark[j]) for j in range(n_t)]


@functools.lru_cache(maxsize=16)
def _solve(rules: Rules, stand_ons: tuple[int, ...]) -> Solution:
    hands = _hands(rules)
    needed = [draw_limit(rules, t) for t in stand_ons]
    # the default standing rules (and so every house rule's clipping of them) share one count
    limits = tuple(sorted(set(STAND_ONS) | set(needed)))
    counts = _banker_counts(_card_rules(rules), limits)
    at = [limits.index(lim) for lim in needed]
    tables = _dp(rules, hands, counts, at)
    strategies = {}
    for j, t in enumerate(stand_ons):
        values = tables[j].values
        ev = sum((values[h] for h in hands if sum(h) == 1), Fraction(0)) / len(RANKS)
        strategies[t] = tables[j].strategy(rules, t, ev)
    return Solution(rules, strategies)


def solve(rules: Rules | Mapping[str, Any] | None = None,
          stand_ons: Iterable[int] = STAND_ONS) -> Solution:
    """The punter's best play against each of the banker's standing rules ``stand_ons``.

    >>> sol = solve(stand_ons=(15, 17))
    >>> sol.best_stand in (15, 17)
    True
    """
    return _solve(_rules(rules), _stand_ons(stand_ons))


def optimal_strategy(rules: Rules | Mapping[str, Any] | None = None,
                     stand_on: int = 17) -> Strategy:
    """The punter's best play against a banker who stands at ``stand_on``."""
    return solve(rules, (stand_on,)).strategies[stand_on]


def punter_ev(rules: Rules | Mapping[str, Any] | None = None, stand_on: int = 17) -> Fraction:
    """The punter's expected gain per unit staked, playing his best."""
    return optimal_strategy(rules, stand_on).ev


def best_stand(rules: Rules | Mapping[str, Any] | None = None,
               stand_ons: Iterable[int] = STAND_ONS) -> tuple[int, Fraction]:
    """The banker's best standing rule among ``stand_ons`` against a punter who
    plays his best, and the punter's expected gain then (the value of the duel)."""
    sol = solve(rules, stand_ons)
    t = sol.best_stand
    return t, sol.strategies[t].ev

