"""The punter's best play when the banker's card lies face up.

In the engine the banker's cards lie open (:meth:`~karty.ochko.state.OchkoState.observation`),
so a punter who plays while the banker still holds the card he dealt himself sees
it: in the first duel of each кон, and in every duel of the кон under the house rule
that the banker keeps his card (``banker_hand: kept``). Then the banker's other
cards are, to the punter, a random draw from the cards that are neither his nor
that card, and the banker draws on *from* it. :func:`solve_shown` computes the
punter's best play for each card the banker can show, by the same exact dynamic
programme as :mod:`karty.ochko.strategy` (which stays the play of a duel in which
the banker holds no card yet).

    >>> sol = solve_shown(stand_ons=(15,))
    >>> sol.ev(15)                       # −1.644 % per unit staked (−2.139 % card-blind)
    Fraction(-1069326810667, 65055948457500)
    >>> s = sol.strategy(15, "6♠")      # the banker shows a 6: the punter's best case
    >>> s.action("10♥ 7♦")              # 17 against a 6: enough
    'stand'
    >>> sol.strategy(15, "10♠").action("10♥ 7♦")   # against a 10: one card «в тёмную»
    'dark'

Which duels show the card is a matter of the rules: :func:`shown_in` says,
for each duel of a кон (the first, the later ones), whether the punter sees a
card of the banker's.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Final

from ..cards import Card, Rank
from ..errors import RulesError, quoted
from .rules import BankerHand, Rules
from .standing import draw_limit
from .strategy import (
    RANKS,
    STAND_ONS,
    Hand,
    Strategy,
    _Banker,
    _banker_counts,
    _card_rules,
    _dp,
    _hands,
    _immediate,
    _rules,
    _stand_ons,
    _value,
)

__all__ = ["ShownSolution", "best_stand_shown", "shown_in", "solve_shown"]

_N: Final = len(RANKS)


def shown_in(rules: Rules | Mapping[str, Any] | None = None) -> tuple[bool, bool]:
    """Whether the punter sees one card of the banker's (first duel of a кон, later duels).

    The banker deals himself one card at the start of each кон and his cards lie
    open. Under ``banker_hand: renewed`` (the default) all his cards go back after
    the first duel and he starts each later duel with none; under ``kept`` he keeps
    the dealt card for every duel of the кон.

    >>> shown_in(), shown_in({"banker_hand": "kept"})
    ((True, False), (True, True))
    """
    r = _rules(rules)
    return True, r.banker_hand is BankerHand.KEPT


def _rank_index(card: Card | Rank | str) -> int:
    if isinstance(card, Rank):
        return RANKS.index(card)
    if isinstance(card, str):
        try:
            card = Card.parse(card)
        except ValueError:
            raise RulesError(f"shown: {quoted(card)} is not a card",
                             f"shown: {quoted(card)} — не карта", token=quoted(card)) from None
    if not isinstance(card, Card):
        raise RulesError(f"shown: {quoted(card)} is not a card",
                         f"shown: {quoted(card)} — не карта", token=quoted(card))
    return RANKS.index(card.rank)


#: How many (rules, standing rules, banker's card) solutions are kept: every card of
#: two tables' rules. Each holds its tables for every hand (engine/README.md).
SOLVE_CACHE_SIZE: Final = 18


@functools.lru_cache(maxsize=SOLVE_CACHE_SIZE)
def _shown_counts(card_rules: Rules, limits: tuple[int, ...], shown: int,
                  ) -> dict[Hand, tuple[tuple[Fraction, ...], tuple[Fraction, ...]]]:
    """:func:`karty.ochko.strategy._banker_counts` with the banker's card ``shown``."""
    banker = _Banker(card_rules, limits)
    out = {}
    for hand in _hands(card_rules):
        if hand[shown] < 4 and not _immediate(_value(hand, card_rules), sum(hand)):
            out[hand] = banker.count(hand, shown)
    return out


@dataclass(frozen=True, slots=True)
class ShownSolution:
    """The punter's best play for each card the banker shows and each standing rule.

    ``strategies[t][i]`` is the :class:`~karty.ochko.strategy.Strategy` against a
    banker who stands at ``t`` and shows a card of rank ``RANKS[i]``; its ``ev`` is
    the value of the duel once that card is seen, before the punter's first card is
    known (his first card is one of the 35 others).
    """

    rules: Rules
    strategies: Mapping[int, tuple[Strategy, ...]]

    def strategy(self, stand_on: int, shown: Card | Rank | str) -> Strategy:
        """The strategy against ``stand_on`` when the banker shows ``shown``."""
        return self.strategies[stand_on][_rank_index(shown)]

    def ev(self, stand_on: int) -> Fraction:
        """The value of a duel before any card is dealt: each card the banker may
        show weighed by its chance (a ninth each: four cards of each rank)."""
        return sum((s.ev for s in self.strategies[stand_on]), Fraction(0)) / _N

    @property
    def best_stand(self) -> int:
        """The standing rule worst for a punter who sees the banker's card and plays
        his best (ties: one the house rules leave as it is, then the lowest)."""
        return min(self.strategies, key=lambda t: (self.ev(t), draw_limit(self.rules, t) != t, t))


@functools.lru_cache(maxsize=SOLVE_CACHE_SIZE + 2)
def _solve_one(rules: Rules, stand_ons: tuple[int, ...], shown: int | None,
               ) -> tuple[Strategy, ...]:
    """The strategies against ``stand_ons`` with the banker's card ``shown`` (None:
    he shows none), counting the banker's draws for those rules only."""
    needed = [draw_limit(rules, t) for t in stand_ons]
    limits = tuple(sorted(set(needed)))
    card_rules = _card_rules(rules)
    if shown is None:
        counts = _banker_counts(card_rules, limits)
        hands = _hands(rules)
    else:
        counts = _shown_counts(card_rules, limits, shown)
        hands = [h for h in _hands(rules) if h[shown] < 4]
    tables = _dp(rules, hands, counts, [limits.index(lim) for lim in needed], shown)
    firsts = [tuple(int(i == k) for k in range(_N)) for i in range(_N)]
    out = []
    for j, t in enumerate(stand_ons):
        values = tables[j].values
        if shown is None:
            ev = sum((values[h] for h in firsts), Fraction(0)) / _N
        else:
            ev = sum(((4 - (i == shown)) * values[h] for i, h in enumerate(firsts)),
                     Fraction(0)) / 35
        out.append(tables[j].strategy(rules, t, ev, None if shown is None else RANKS[shown]))
    return tuple(out)


def solve_shown(rules: Rules | Mapping[str, Any] | None = None,
                stand_ons: Iterable[int] = STAND_ONS) -> ShownSolution:
    """The punter's best play, knowing the banker's card, against each standing rule."""
    r = _rules(rules)
    ts = _stand_ons(stand_ons)
    per = [_solve_one(r, ts, i) for i in range(_N)]
    return ShownSolution(r, {t: tuple(per[i][j] for i in range(_N)) for j, t in enumerate(ts)})


def best_stand_shown(rules: Rules | Mapping[str, Any] | None = None,
                     stand_ons: Iterable[int] = STAND_ONS) -> tuple[int, Fraction]:
    """The banker's best standing rule against a punter who sees his card and plays
    his best, and the value of the duel then."""
    sol = solve_shown(rules, stand_ons)
    t = sol.best_stand
    return t, sol.ev(t)
