"""The banker's standing rule of Очко, written once (ochko.banker-draws and the
house rules ochko.banker-15, ochko.banker-17).

The game asks it what the banker may do (:func:`banker_must`); the exact odds of
his final hand (:func:`karty.ochko.odds.banker_totals`), the punter's best play
(:mod:`karty.ochko.strategy`, :mod:`karty.ochko.advice`) and the computer banker
(:mod:`karty.ochko.players`) ask it for a banker who follows a fixed rule, «draw
below ``stand_on``» (:func:`draw_limit`, :func:`banker_draws`)::

    >>> from karty.ochko import Rules
    >>> from karty.ochko.values import evaluate
    >>> r = Rules(banker_draws_at_15=True)
    >>> banker_must(evaluate("10♠ 6♥", r), 20, r)      # 16: his choice
    (False, False)
    >>> banker_must(evaluate("10♠ Q♥", r), 20, r)      # 13: the house rule makes him draw
    (True, False)
    >>> draw_limit(r, 14), draw_limit(Rules(banker_stands_at_17=True), 19)
    (16, 17)
"""

from __future__ import annotations

from . import rulebook as R
from .rules import Rules
from .values import HandValue

__all__ = ["banker_draws", "banker_must", "banker_stand_rule", "draw_limit", "must_stand"]


def must_stand(value: HandValue, cards_left: int, rules: Rules) -> bool:
    """The banker holding ``value`` must stand: 21, a bust or a special hand, no card
    left to draw, or 17 or more under ``banker_stands_at_17``. (A banker without a
    card yet has the value of no cards: 0, not final.)"""
    return value.is_final or cards_left == 0 or (
        rules.banker_stands_at_17 and value.points >= 17)


def banker_must(value: HandValue, cards_left: int, rules: Rules,
                cards: int = 1) -> tuple[bool, bool]:
    """``(must draw, must stand)`` for a banker holding ``cards`` cards worth
    ``value`` with ``cards_left`` cards to draw from: he draws his first card, and at
    15 or less under ``banker_draws_at_15``; neither: the choice is his."""
    stand = must_stand(value, cards_left, rules)
    return (not stand and (cards == 0 or (rules.banker_draws_at_15 and value.points <= 15)),
            stand)


def draw_limit(rules: Rules, stand_on: int) -> int:
    """The total below which a banker who stands at ``stand_on`` draws, within the
    house rules (at least 16 under ``banker_draws_at_15``, at most 17 under
    ``banker_stands_at_17``)."""
    lim = max(stand_on, 16) if rules.banker_draws_at_15 else stand_on
    return min(lim, 17) if rules.banker_stands_at_17 else lim


def banker_draws(value: HandValue, cards: int, cards_left: int, rules: Rules,
                 stand_on: int) -> bool:
    """Whether a banker who stands at ``stand_on`` draws another card: he draws his
    first, and then below :func:`draw_limit` unless he must stand."""
    if cards == 0:
        return True
    return not must_stand(value, cards_left, rules) and value.points < draw_limit(rules,
                                                                                  stand_on)


def banker_stand_rule(v: HandValue, rules: Rules) -> str:
    """The rule that makes the banker stand with ``v``: the house rule at 17, or 21
    and the special hands."""
    return (R.BANKER_17.id if rules.banker_stands_at_17 and v.points >= 17 and not v.is_final
            else R.STAND_ON_21.id)
