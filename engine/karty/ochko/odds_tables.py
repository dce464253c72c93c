"""The tables of Очко's odds page: exact chances, as :class:`fractions.Fraction`,
computed from the engine's rules, and :func:`page_data`, the page's numbers (its
figures are :mod:`karty.ochko.odds_figures`). Each table is checked against a
seeded simulation in tests/engine/odds/::

    >>> bust_by_total(max_cards=2)[(2, 19)]     # 19: all but the 4 jacks of 34 bust
    Fraction(15, 17)
    >>> stuk_odds(Fraction(1, 2), bank=1, factor=2)   # a fair coin from 1 to 2 before 0
    StukOdds(p_knock=Fraction(1, 2), gain=Fraction(0, 1))
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from math import comb
from typing import Any, Final

from ..errors import RulesError
from .rules import Rules as OchkoRules
from .strategy import RANKS, STAND_ONS, _rules, _value, solve

__all__ = [
    "HOUSE_RULES",
    "HouseRuleWorth",
    "StukOdds",
    "bust_by_total",
    "dark_worth",
    "ev_by_stand",
    "house_rule_worth",
    "page_data",
    "stuk_odds",
]

#: The house rules of Очко whose worth the site shows (ochko.s46–s52), each as
#: the options that switch it on from the default table.
HOUSE_RULES: Final[tuple[tuple[str, Mapping[str, Any]], ...]] = (
    ("five_pictures", {"five_pictures": True}),
    ("two_aces_superochko", {"two_aces": "superochko"}),
    ("two_aces_bust", {"two_aces": "bust"}),
    ("banker_draws_at_15", {"banker_draws_at_15": True}),
    ("banker_stands_at_17", {"banker_stands_at_17": True}),
)


def bust_by_total(rules: OchkoRules | Mapping[str, Any] | None = None,
                  max_cards: int = 5) -> dict[tuple[int, int], Fraction]:
    """The chance that the next card busts a hand, by the hand's number of cards
    and total: ``{(cards, total): chance}``.

    The hand is any ``cards`` cards of the deck (all sets equally likely) that
    make ``total`` without a bust, and the next card is any of the other
    ``36 − cards`` (the asker has seen only his hand). A hand the rules end at
    once (21 with two cards, «суперочко», five pictures) still counts: the
    chance is what the next card would do to its total.
    """
    r = _rules(rules)
    if not isinstance(max_cards, int) or isinstance(max_cards, bool) or not 1 <= max_cards <= 8:
        raise RulesError(f"max_cards: {max_cards!r} is not 1 to 8",
                         f"max_cards: {max_cards!r} — не от 1 до 8", token="max_cards")
    ways: dict[tuple[int, int], int] = {}
    busts: dict[tuple[int, int], int] = {}

    def walk(i: int, hand: list[int]) -> None:
        n = sum(hand)
        if i == len(RANKS):
            if n == 0:
                return
            t = tuple(hand)
            v = _value(t, r)
            if v.is_bust:
                return
            w = 1
            for h in hand:
                w *= comb(4, h)
            bust = 0
            for j, h in enumerate(hand):
                if h < 4:
                    nxt = t[:j] + (h + 1,) + t[j + 1:]
                    if _value(nxt, r).is_bust:
                        bust += 4 - h
            key = (n, v.points)
            ways[key] = ways.get(key, 0) + w
            busts[key] = busts.get(key, 0) + w * bust
            return
        for h in range(min(4, max_cards - n) + 1):
            hand.append(h)
            walk(i + 1, hand)
            hand.pop()

    walk(0, [])
    return {key: Fraction(busts[key], ways[key] * (36 - key[0])) for key in sorted(ways)}


def ev_by_stand(rules: OchkoRules | Mapping[str, Any] | None = None,
                stand_ons: Iterable[int] = STAND_ONS) -> dict[int, Fraction]:
    """The punter's expected gain per unit staked, playing his best
    (:mod:`karty.ochko.strategy`), against each standing rule of the banker."""
    sol = solve(rules, stand_ons)
    return {t: s.ev for t, s in sol.strategies.items()}


@dataclass(frozen=True, slots=True)
class HouseRuleWorth:
    """A house rule's worth to the banker: the duel's value (the punter's
    expected gain, each side at its best) without and with it."""

    name: str
    stand_on: int
    ev: Fraction
    base_stand_on: int
    base_ev: Fraction

    @property
    def worth(self) -> Fraction:
        """What the rule gives the banker, per unit staked (negative: it costs him)."""
        return self.base_ev - self.ev


@functools.lru_cache(maxsize=4)
def _house_rule_worth(base: OchkoRules) -> tuple[HouseRuleWorth, ...]:
    t0, ev0 = _best(base)
    out = []
    for name, opts in HOUSE_RULES:
        rules = OchkoRules.from_dict({**base.to_dict(), **opts})
        t, ev = _best(rules)
        out.append(HouseRuleWorth(name, t, ev, t0, ev0))
    return tuple(out)


def _best(rules: OchkoRules) -> tuple[int, Fraction]:
    sol = solve(rules)
    return sol.best_stand, sol.strategies[sol.best_stand].ev


def house_rule_worth(rules: OchkoRules | Mapping[str, Any] | None = None,
                     ) -> tuple[HouseRuleWorth, ...]:
    """What each of :data:`HOUSE_RULES` is worth to the banker, added to ``rules``:
    the banker picks his best standing rule, the punter plays his best, with and
    without the house rule."""
    return _house_rule_worth(_rules(rules))


def dark_worth(rules: OchkoRules | Mapping[str, Any] | None = None) -> HouseRuleWorth:
    """What the card «в тёмную» (ochko.dark) is worth to the punter: the duel's
    value with it minus without it, the banker at his best standing rule in each.
    (As a :class:`HouseRuleWorth` of taking it away: ``worth`` is what the banker
    would gain, i.e. what it is worth to the punter.)"""
    r = _rules(rules)
    on = OchkoRules.from_dict({**r.to_dict(), "dark": True})
    off = OchkoRules.from_dict({**r.to_dict(), "dark": False})
    t1, ev1 = _best(on)
    t0, ev0 = _best(off)
    return HouseRuleWorth("no_dark", t0, ev0, t1, ev1)


@dataclass(frozen=True, slots=True)
class StukOdds:
    """A bank's fate when the banker knocks («стук») as soon as he may."""

    p_knock: Fraction
    """The chance the bank reaches the knock before a player breaks it."""
    gain: Fraction
    """The banker's expected gain, in units of the opening bank."""


def stuk_odds(p_punter: Fraction, bank: int = 10, factor: int = 10) -> StukOdds:
    """The chance that a bank opened at ``bank`` units reaches ``factor`` times
    that (when the banker may knock, ochko.stuk) before it is broken, if every
    duel is for one unit and the punter wins it with chance ``p_punter``; and
    the banker's expected gain then, in units of the opening bank, counting the
    knocked bank as his (its last кон taken as even). Gambler's ruin, exactly.

    Without «стук» the banker may not stop before the bank is broken
    (ochko.no-stopping): he could only lose his bank.
    """
    if not isinstance(p_punter, Fraction) or not 0 < p_punter < 1:
        raise RulesError(f"p_punter: {p_punter!r} is not a Fraction between 0 and 1",
                         f"p_punter: {p_punter!r} — не Fraction между 0 и 1", token="p_punter")
    for name, x, lo in (("bank", bank, 1), ("factor", factor, 2)):
        if not isinstance(x, int) or isinstance(x, bool) or not lo <= x <= 1000:
            raise RulesError(f"{name}: {x!r} is not {lo} to 1000",
                             f"{name}: {x!r} — не от {lo} до 1000", token=name)
    up = 1 - p_punter            # the banker wins a unit
    top = bank * factor
    if up == p_punter:
        p = Fraction(bank, top)
    else:
        ratio = p_punter / up
        p = (1 - ratio ** bank) / (1 - ratio ** top)
    gain = (p * (top - bank) - (1 - p) * bank) / bank
    return StukOdds(p, gain)


# -- the odds page -----------------------------------------------------------------------------

#: The punter's cards in the bust chart.
BUST_CARDS: Final = 5
#: The opening bank in stakes, for «стук» (the text's 'ten times', ochko.s9).
STUK_BANKS: Final = tuple(range(1, 21))
STUK_FACTOR: Final = 10


def _f(x: Fraction) -> str:
    return f"{x.numerator}/{x.denominator}"


def page_data() -> dict[str, Any]:
    """The exact numbers of the odds page, JSON-safe (fractions as ``"n/d"``):
    :func:`bust_by_total`, (:func:`karty.ochko.odds.page_data` adds the banker's
    final hands by his standing rule)
    :func:`karty.ochko.strategy.solve` (the punter's best play and its value against
    each standing rule), :func:`karty.ochko.strategy_shown.solve_shown` (the same
    when he sees the banker's face-up card; ``shown_in``: which duels show it),
    :func:`house_rule_worth`, :func:`dark_worth` and :func:`stuk_odds`. Solving
    takes seconds: the site caches it."""
    from .strategy_shown import shown_in, solve_shown

    default = OchkoRules()
    bust = [{"cards": n, "total": t, "p": _f(p)}
            for (n, t), p in bust_by_total(default, BUST_CARDS).items()]
    configs: list[tuple[str, OchkoRules]] = [("default", default),
                                             ("no_dark", OchkoRules(dark=False))]
    configs += [(name, OchkoRules.from_dict(opts)) for name, opts in HOUSE_RULES]
    ev = []
    strategy = []
    for name, rules in configs:
        sol = solve(rules, STAND_ONS)
        for t, s in sol.strategies.items():
            ev.append({"rules": name, "stand_on": t, "ev": _f(s.ev),
                       "best": t == sol.best_stand})
        s = sol.strategies[sol.best_stand]
        cells: dict[tuple[int, int], dict[str, int]] = {}
        for hand, choice in s.choices.items():
            n = sum(hand)
            v = _value(hand, rules)
            if n == 2 and (v.rank == 22 or v.points == 21):
                continue                      # won at once: no choice
            cell = cells.setdefault((v.points, n), {"stand": 0, "draw": 0, "dark": 0})
            cell[choice] += 1
        for (total, n), by in sorted(cells.items()):
            strategy.append({"rules": name, "stand_on": sol.best_stand, "total": total,
                             "cards": n, **by})
    shown_sol = solve_shown(default, STAND_ONS)
    ts = shown_sol.best_stand
    by_card, shown_strategy = [], []
    for sh in shown_sol.strategies[ts]:
        card = sh.shown.value if sh.shown is not None else 0
        by_card.append({"card": card, "ev": _f(sh.ev)})
        two: dict[int, dict[str, int]] = {}
        for hand, choice in sh.choices.items():
            v = _value(hand, default)
            if sum(hand) != 2 or v.rank == 22 or v.points == 21:
                continue                      # two cards only; 21 at once is no choice
            two.setdefault(v.points, {"stand": 0, "draw": 0, "dark": 0})[choice] += 1
        for total, by in sorted(two.items()):
            shown_strategy.append({"card": card, "total": total, **by})
    first, later = shown_in(default)
    shown = {"stand_on": ts, "ev": _f(shown_sol.ev(ts)), "by_card": by_card,
             "strategy": shown_strategy, "first": first, "later": later,
             "blind_ev": _f(solve(default, STAND_ONS).strategies[ts].ev)}
    worth = [{"rule": w.name, "stand_on": w.stand_on, "ev": _f(w.ev),
              "base_stand_on": w.base_stand_on, "base_ev": _f(w.base_ev), "worth": _f(w.worth)}
             for w in house_rule_worth(default)]
    dw = dark_worth(default)
    dark = {"stand_on": dw.base_stand_on, "ev": _f(dw.base_ev), "off_stand_on": dw.stand_on,
            "off_ev": _f(dw.ev), "worth": _f(dw.worth)}
    value = solve(default, STAND_ONS)
    best_ev = value.strategies[value.best_stand].ev
    p_punter = (1 + best_ev) / 2
    stuk = []
    for b in STUK_BANKS:
        o = stuk_odds(p_punter, bank=b, factor=STUK_FACTOR)
        stuk.append({"bank": b, "p_knock": _f(o.p_knock), "gain": _f(o.gain)})
    return {"bust": bust, "ev": ev, "strategy": strategy,
            "worth": worth, "dark": dark, "best_stand": value.best_stand,
            "shown": shown,
            "best_ev": _f(best_ev), "p_punter": _f(p_punter), "stuk": stuk,
            "stuk_factor": STUK_FACTOR, "ranks": [r.value for r in RANKS]}
