"""Exact odds of a talia of Стос, by walking the game tree.

The walk keeps no copy of the rules: from a state at the deal it applies the
engine's own :class:`~karty.stos.actions.Turn` actions to clones, weighting each
by :meth:`~karty.stos.state.StosState.chance_outcomes`, until the talia is
decided. Cards of the punter's rank are alike, and so are the others, so the
outcomes are walked in two groups (a card of his rank, or not), each with the
sum of its probabilities, and the walk remembers the value of each
(cards of his rank left, others left, first card of the pair his) it has seen.

The punter's chance when his card falls on his side first, with the default
rules (36 cards, the right side first, «плие» to the banker)::

    >>> odds = talia_odds(Rules())
    >>> odds.win, odds.lose, odds.pair
    (Fraction(544, 1155), Fraction(544, 1155), Fraction(67, 1155))
    >>> odds.expected
    Fraction(-67, 1155)

And given what has been dealt (the punter holds a queen; nine and seven fell)::

    >>> talia_odds_after(Rules(), "Q♠", "9♥ 7♣").win
    Fraction(160, 341)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from types import ModuleType
from typing import Any, Final

from ..cards import Card, Rank, cards_of
from ..errors import NotationError
from ..odds import Question
from .actions import Punt, Stake, Turn
from .rules import Rules
from .state import Outcome, Phase, StosState

__all__ = ["QUESTIONS", "TaliaOdds", "figures", "page_data", "stos_by_remaining", "talia_odds",
           "talia_odds_after", "talia_odds_by_walk"]


@dataclass(frozen=True, slots=True)
class TaliaOdds:
    """The probability of each way the current talia can end, and the punter's expected
    gain at its stake (exact fractions)."""

    stake: int
    win: Fraction
    lose: Fraction
    pair: Fraction
    split: Fraction
    push: Fraction
    expected: Fraction

    @property
    def banker(self) -> Fraction:
        """The chance the banker takes something (a loss, «плие» or a split)."""
        return self.lose + self.pair + self.split

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe: each fraction as ``[numerator, denominator]`` and as a float."""
        out: dict[str, Any] = {"stake": self.stake}
        for name in ("win", "lose", "pair", "split", "push", "expected"):
            f: Fraction = getattr(self, name)
            out[name] = {"fraction": [f.numerator, f.denominator], "value": float(f)}
        return out


_Key = tuple[int, int, bool]
_Value = tuple[Fraction, Fraction, Fraction, Fraction, Fraction, Fraction]
_ZERO = Fraction(0)


def talia_odds_by_walk(state: StosState) -> TaliaOdds:
    """The exact odds of the talia being dealt in ``state`` (at the deal, the card and
    the stake down), given the cards already turned."""
    if state.phase is not Phase.DEAL or state.card is None or state.stake is None:
        raise NotationError("odds: the talia is not being dealt (lay down a card and a stake)",
                            "шансы: талия не мечется (поставьте карту и ставку)", token="odds")
    rank = state.card.rank
    memo: dict[_Key, _Value] = {}

    def value(s: StosState) -> _Value:
        left = s.remaining()
        key = (sum(c.rank == rank for c in left), sum(c.rank != rank for c in left), s.pending)
        if key in memo:
            return memo[key]
        total = [_ZERO] * 6
        outcomes = s.chance_outcomes()
        groups: dict[bool, tuple[Turn, Fraction]] = {}
        for action, p in outcomes:
            same = action.card.rank == rank
            rep, weight = groups.get(same, (action, _ZERO))
            groups[same] = (rep, weight + p)
        for action, weight in groups.values():
            child = s.clone()
            child.apply_action(action)
            if len(child.results) > len(s.results):
                r = child.results[-1]
                index = ("win", "lose", "pair", "split", "push").index(r.outcome.value)
                total[index] += weight
                total[5] += weight * r.amount
            else:
                sub = value(child)
                for i in range(6):
                    total[i] += weight * sub[i]
        result: _Value = (total[0], total[1], total[2], total[3], total[4], total[5])
        memo[key] = result
        return result

    v = value(state)
    return TaliaOdds(state.stake, *v)


def talia_odds(rules: Rules, stake: int | None = None) -> TaliaOdds:
    """The odds of a fresh talia under ``rules`` at ``stake`` (the smallest by default).
    The punter's card does not matter: every rank has four cards."""
    s = StosState(rules)
    s.apply_action(Punt(rules.cards()[0]))
    s.apply_action(Stake(rules.min_stake if stake is None else stake))
    return talia_odds_by_walk(s)


def talia_odds_after(rules: Rules, card: Card | str, dealt: object = "",
                     stake: int | None = None) -> TaliaOdds:
    """The odds of a talia once ``dealt`` (cards, in the order turned) have fallen and
    none has decided it yet, for the punter's ``card``. Cards that are not in the deck,
    fall twice or would have decided the talia are refused, naming the card."""
    punt = cards_of(card, "card")
    if len(punt) != 1:
        raise NotationError("card: give exactly one card", "card: нужна ровно одна карта",
                            token="card")
    s = StosState(rules)
    s.apply_action(Punt(punt[0]))
    s.apply_action(Stake(rules.min_stake if stake is None else stake))
    for c in cards_of(dealt, "dealt"):
        s.apply_action(Turn(c))
        if s.phase is not Phase.DEAL:
            outcome = s.results[-1].outcome
            raise NotationError(
                f"dealt: the talia was decided at {c} ({outcome.value})",
                f"dealt: талия решилась на {c.russian()} ({_OUTCOME_RU[outcome]})",
                token=str(c))
    return talia_odds_by_walk(s)


_OUTCOME_RU = {Outcome.WIN: "выигрыш понтёра", Outcome.LOSE: "выигрыш банкомёта",
               Outcome.PAIR: "плие", Outcome.SPLIT: "плие, половина", Outcome.PUSH: "ничья"}


# -- the odds page -----------------------------------------------------------------------------


def stos_by_remaining(rules: Rules | Mapping[str, Any] | None = None) -> dict[int, TaliaOdds]:
    """The odds of a talia (:func:`talia_odds_after`) by the number of cards left in
    the banker's deck, when none of the cards dealt so far was of the punter's rank
    (otherwise the talia would be over): ``{cards left: TaliaOdds}``, from the full
    deck down to the punter's four cards, a pair at a time.

    >>> odds = stos_by_remaining()
    >>> odds[36].pair, odds[4].pair          # at the end his four cards must pair
    (Fraction(67, 1155), Fraction(1, 1))
    """
    r = Rules() if rules is None else (
        rules if isinstance(rules, Rules) else Rules.from_dict(rules))
    deck = r.cards()
    rank = Rank.QUEEN if any(c.rank is Rank.QUEEN for c in deck) else deck[0].rank
    card = next(c for c in deck if c.rank is rank)
    others = [c for c in deck if c.rank is not rank]
    out = {}
    for dealt in range(0, len(others) + 1, 2):
        out[len(deck) - dealt] = talia_odds_after(r, card, tuple(others[:dealt]))
    return out


def _f(x: Fraction) -> str:
    return f"{x.numerator}/{x.denominator}"


def page_data() -> list[dict[str, Any]]:
    """The exact numbers of the odds page, JSON-safe (fractions as ``"n/d"``): a row
    of :func:`stos_by_remaining` for each number of cards left, the most first."""
    return [{"left": left, **{k: _f(getattr(o, k)) for k in
                              ("win", "lose", "pair", "split", "push", "expected")}}
            for left, o in sorted(stos_by_remaining().items(), reverse=True)]


def figures() -> ModuleType:
    """The module of the page's figures (imported only to build the site)."""
    from . import odds_figures

    return odds_figures


#: ``python -m karty odds`` asks nothing of Стос: ``python -m karty stos odds`` does.
QUESTIONS: Final[Mapping[str, Question]] = {}
