"""The tables of the odds pages: exact chances for Очко and Бура, as
:class:`fractions.Fraction`, computed from the engine's rules.

Each function is one table or chart of the site (docs/hooks/odds.py draws
them at build) and each is checked against a seeded simulation in
tests/engine/test_odds_tables.py::

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

from .errors import RulesError
from .ochko.rules import Rules as OchkoRules
from .ochko.strategy import RANKS, STAND_ONS, _rules, _value, solve

__all__ = [
    "HOUSE_RULES",
    "HouseRuleWorth",
    "StukOdds",
    "bust_by_total",
    "dark_worth",
    "ev_by_stand",
    "game_made_by_points",
    "house_rule_worth",
    "stos_by_remaining",
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


# -- Очко ------------------------------------------------------------------------------------


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


# -- Бура ------------------------------------------------------------------------------------

#: Бура's card points (bura.s4–s7) by class, with how many cards of the deck have them.
_BURA_CLASSES: Final[tuple[tuple[int, int], ...]] = ((11, 4), (10, 4), (4, 4), (3, 4), (2, 4),
                                                     (0, 16))


def game_made_by_points(points: int, k: int, known: int = 6, target: int = 31) -> Fraction:
    """The chance that «Игра сделана» succeeds for a claimer whose face-up
    tricks are ``known`` cards showing ``points``, with ``k`` face-down cards
    (the other player's «снос», bura.s23) among what he took.

    His face-up cards are taken as any ``known`` cards of the deck that show
    ``points`` (all such sets equally likely), the face-down ones as any ``k``
    of the other ``36 − known``: as for :func:`karty.odds.p_game_made`, for a
    claimer who assumes nothing about what the other player threw off. A
    ``points`` that no ``known`` cards show is a :class:`RulesError`.

    >>> game_made_by_points(29, 1)        # needs a jack or better among 30 cards
    Fraction(287, 555)
    """
    for name, x, lo, hi in (("points", points, 0, 120), ("k", k, 0, 30),
                            ("known", known, 0, 36), ("target", target, 1, 120)):
        if not isinstance(x, int) or isinstance(x, bool) or not lo <= x <= hi:
            raise RulesError(f"{name}: {x!r} is not {lo} to {hi}",
                             f"{name}: {x!r} — не от {lo} до {hi}", token=name)
    if known + k > 36:
        raise RulesError(f"known + k: {known} + {k} is more than the 36 cards",
                         f"known + k: {known} + {k} — больше 36 карт", token="k")
    return _game_made(points, k, known, target)


def _splits(total: int, classes: tuple[tuple[int, int], ...]) -> list[tuple[int, ...]]:
    """Every way to take ``total`` cards by class (within each class's count)."""
    out: list[tuple[int, ...]] = []

    def go(i: int, left: int, acc: list[int]) -> None:
        if i == len(classes):
            if left == 0:
                out.append(tuple(acc))
            return
        for j in range(min(classes[i][1], left) + 1):
            acc.append(j)
            go(i + 1, left - j, acc)
            acc.pop()

    go(0, total, [])
    return out


@functools.lru_cache(maxsize=4096)
def _game_made(points: int, k: int, known: int, target: int) -> Fraction:
    classes = _BURA_CLASSES
    good = 0
    total = 0
    for seen in _splits(known, classes):
        if sum(j * v for j, (v, _) in zip(seen, classes)) != points:
            continue
        w = 1
        for j, (_, m) in zip(seen, classes):
            w *= comb(m, j)
        rest = tuple((v, m - j) for j, (v, m) in zip(seen, classes))
        ok = 0
        for hidden in _splits(k, rest):
            if points + sum(j * v for j, (v, _) in zip(hidden, rest)) >= target:
                c = 1
                for j, (_, m) in zip(hidden, rest):
                    c *= comb(m, j)
                ok += c
        total += w * comb(36 - known, k)
        good += w * ok
    if total == 0:
        raise RulesError(f"points: no {known} cards show {points} points",
                         f"points: никакие {known} карт не дают {points} очков", token="points")
    return Fraction(good, total)


# -- Стос --------------------------------------------------------------------------------------


def stos_by_remaining(rules: Any = None) -> dict[int, Any]:
    """The odds of a talia of Стос (:func:`karty.stos.talia_odds_after`) by the number
    of cards left in the banker's deck, when none of the cards dealt so far was of the
    punter's rank (otherwise the talia would be over): ``{cards left: TaliaOdds}``,
    from the full deck down to the punter's four cards, a pair at a time.

    >>> odds = stos_by_remaining()
    >>> odds[36].pair, odds[4].pair          # at the end his four cards must pair
    (Fraction(67, 1155), Fraction(1, 1))
    """
    from .cards import Rank
    from .stos import Rules as StosRules
    from .stos import talia_odds_after

    r = StosRules() if rules is None else (
        rules if isinstance(rules, StosRules) else StosRules.from_dict(rules))
    deck = r.cards()
    rank = Rank.QUEEN if any(c.rank is Rank.QUEEN for c in deck) else deck[0].rank
    card = next(c for c in deck if c.rank is rank)
    others = [c for c in deck if c.rank is not rank]
    out = {}
    for dealt in range(0, len(others) + 1, 2):
        out[len(deck) - dealt] = talia_odds_after(r, card, tuple(others[:dealt]))
    return out
