"""Exact odds of Очко, as :class:`fractions.Fraction`, and the questions of
``python -m karty odds`` about it. The tables of its odds page are
:mod:`karty.ochko.odds_tables`, its figures :mod:`karty.ochko.odds_figures`.

The first two cards make 21 only as an ace and a ten (ace at 11)::

    >>> from karty.ochko import Rules, TwoAces
    >>> p_immediate_21()                 # 2 · 4 · 4 / (36 · 35)
    Fraction(8, 315)
    >>> p_immediate_win(Rules(two_aces=TwoAces.SUPEROCHKO))   # … or two aces
    Fraction(11, 315)
    >>> p_bust_next("10♠ 9♥")            # at 19 only the 4 jacks of 34 cards do not bust
    Fraction(15, 17)

The banker's final hand follows his standing rule (:mod:`karty.ochko.standing`).
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping
from fractions import Fraction
from types import ModuleType
from typing import TYPE_CHECKING, Any, Final

from ..cards import DECK, Card, Rank, Suit
from ..errors import RulesError, quoted
from ..odds import Question, cards, disjoint, fraction_json
from .rules import Rules as OchkoRules
from .standing import banker_draws
from .values import CARD_POINTS, Kind, _evaluate_counts, evaluate

if TYPE_CHECKING:  # pragma: no cover
    import argparse

__all__ = [
    "BANKER_CACHE_SIZE",
    "QUESTIONS",
    "banker_totals",
    "banker_totals_by_rule",
    "figures",
    "p_bust_next",
    "p_immediate_21",
    "p_immediate_win",
    "page_data",
]

_RANKS: tuple[Rank, ...] = tuple(Rank)  # 6 … A


def _ochko_rules(rules: object) -> OchkoRules:
    return OchkoRules.coerce(rules)


_cards = cards
_disjoint = disjoint


def _two_card(rules: OchkoRules, *, win: bool) -> Fraction:
    good = total = 0
    for i, a in enumerate(DECK):
        for b in DECK[i + 1:]:
            v = evaluate((a, b), rules)
            total += 1
            if (v.kind is Kind.TOTAL and v.points == 21) or (win and v.kind is Kind.SUPEROCHKO):
                good += 1
    return Fraction(good, total)


def p_immediate_21(rules: OchkoRules | Mapping[str, Any] | None = None) -> Fraction:
    """The chance that a player's first two cards make 21 (ochko.s35) under ``rules``.

    Only a total of 21 counts: two aces under «суперочко» are above 21 and are
    counted by :func:`p_immediate_win`, not here. With the ace at 1 two cards
    never make 21.

    >>> from karty.ochko import Rules, Ace
    >>> p_immediate_21(Rules(ace=Ace.ONE))
    Fraction(0, 1)
    """
    return _two_card(_ochko_rules(rules), win=False)


def p_immediate_win(rules: OchkoRules | Mapping[str, Any] | None = None) -> Fraction:
    """The chance that a player's first two cards win at once: 21 (ochko.s35), or
    two aces under «суперочко» (ochko.s48)."""
    return _two_card(_ochko_rules(rules), win=True)


def p_bust_next(hand: Iterable[Card] | str, seen: Iterable[Card] | str = (),
                rules: OchkoRules | Mapping[str, Any] | None = None) -> Fraction:
    """The chance that the next card busts ``hand``, drawn from the cards not in
    ``hand`` and not in ``seen`` (the cards the asker has seen elsewhere).

    «Красная Москва» counts as a bust; five pictures under that house rule do not.

    >>> p_bust_next("A♠", rules={"two_aces": "bust"})   # only the three aces
    Fraction(3, 35)
    >>> p_bust_next("6♠ 6♥ 6♦", seen="6♣")          # 18: a king, 7, 8, 9, 10 or ace busts
    Fraction(3, 4)
    """
    r = _ochko_rules(rules)
    h = _cards(hand, "hand")
    s = _cards(seen, "seen")
    _disjoint((h, "hand"), (s, "seen"))
    known = set(h) | set(s)
    unseen = [c for c in DECK if c not in known]
    if not unseen:
        raise RulesError("seen: no unseen card is left to draw",
                         "seen: не осталось неизвестных карт", token="seen")
    bust = sum(1 for c in unseen if evaluate((*h, c), r).is_bust)
    return Fraction(bust, len(unseen))


def _composition(cards: Iterable[Card]) -> tuple[int, ...]:
    excluded = set(cards)
    return tuple(sum(1 for s in Suit if Card(r, s) not in excluded) for r in _RANKS)


def _label(kind: Kind, points: int) -> str:
    if kind is Kind.BUST:
        return "bust"
    if kind is Kind.SUPEROCHKO:
        return "superochko"
    if kind is Kind.FIVE_PICTURES:
        return "five-pictures"
    return str(points)


def _label_order(label: str) -> tuple[int, int]:
    if label.isdigit():
        return (0, int(label))
    return (1, ("five-pictures", "superochko", "bust").index(label))


def banker_totals(rules: OchkoRules | Mapping[str, Any] | None = None, stand_on: int = 17,
                  hand: Iterable[Card] | str = (), seen: Iterable[Card] | str = (),
                  ) -> dict[str, Fraction]:
    """The exact distribution of the banker's final hand when he draws from the
    unseen cards until he reaches ``stand_on`` (his own standing rule), within
    the house rules (:func:`karty.ochko.standing.banker_draws`: he must draw at 15
    or less if ``banker_draws_at_15``, must stand at 17 or more if
    ``banker_stands_at_17``, and stops at 21 or a special hand). Keys: totals as strings (``"17"``), ``"five-pictures"``,
    ``"superochko"``, ``"bust"``. Computed by recursion over the composition of
    the remaining deck, memoised within the call; the last
    :data:`BANKER_CACHE_SIZE` answers are remembered.

    >>> d = banker_totals(stand_on=21, hand="10♠")
    >>> d["21"]                          # drawing to 21 from a ten: reaches it exactly
    Fraction(86929, 405790)
    >>> sum(d.values())
    Fraction(1, 1)
    """
    r = _ochko_rules(rules)
    if not isinstance(stand_on, int) or isinstance(stand_on, bool) or not 1 <= stand_on <= 22:
        raise RulesError(f"stand_on: {quoted(stand_on)} is not 1 to 22",
                         f"stand_on: {quoted(stand_on)} — не от 1 до 22", token="stand_on")
    h = _cards(hand, "hand")
    s = _cards(seen, "seen")
    _disjoint((h, "hand"), (s, "seen"))
    start = (sum(CARD_POINTS[c.rank] for c in h if c.rank is not Rank.ACE),
             sum(1 for c in h if c.rank is Rank.ACE), len(h),
             sum(1 for c in h if c.rank.is_picture))
    rest = _composition((*h, *s))
    if not h and not sum(rest):
        raise RulesError("seen: no unseen card is left for the banker to draw",
                         "seen: у банкующего нет ни карты, ни неизвестных карт, чтобы тянуть",
                         token="seen")
    return dict(_banker_dist(r, stand_on, start, rest))


#: How many answers of :func:`banker_totals` are remembered (least recently used
#: first out). Each is a dozen fractions, about 2 KB; the positions worked out on
#: the way are kept only for the one call.
BANKER_CACHE_SIZE = 256


@functools.lru_cache(maxsize=BANKER_CACHE_SIZE)
def _banker_dist(rules: OchkoRules, stand_on: int, start: tuple[int, int, int, int],
                 rest: tuple[int, ...]) -> tuple[tuple[str, Fraction], ...]:
    """The distribution of the banker's final hand, in :func:`_label_order`; the
    memo of the recursion lives for this call only."""
    memo: dict[tuple[tuple[int, int, int, int], tuple[int, ...]], dict[str, Fraction]] = {}

    def dist(hand: tuple[int, int, int, int], rest: tuple[int, ...]) -> dict[str, Fraction]:
        key = (hand, rest)
        done = memo.get(key)
        if done is not None:
            return done
        non_ace, aces, n, pictures = hand
        v = _evaluate_counts(non_ace, aces, n, pictures, rules)
        left = sum(rest)
        draws = banker_draws(v, n, left, rules, stand_on)
        out: dict[str, Fraction] = {}
        if not draws:
            out[_label(v.kind, v.points)] = Fraction(1)
        else:
            for i, m in enumerate(rest):
                if not m:
                    continue
                rank = _RANKS[i]
                nxt = (non_ace + (0 if rank is Rank.ACE else CARD_POINTS[rank]),
                       aces + (rank is Rank.ACE), n + 1, pictures + rank.is_picture)
                sub = dist(nxt, rest[:i] + (m - 1,) + rest[i + 1:])
                p = Fraction(m, left)
                for label, q in sub.items():
                    out[label] = out.get(label, Fraction(0)) + p * q
        memo[key] = out
        return out

    return tuple(sorted(dist(start, rest).items(), key=lambda kv: _label_order(kv[0])))


def banker_totals_by_rule(rules: OchkoRules | Mapping[str, Any] | None = None,
                          stand_ons: Iterable[int] = range(12, 22),
                          hand: Iterable[Card] | str = (), seen: Iterable[Card] | str = (),
                          ) -> dict[int, dict[str, Fraction]]:
    """:func:`banker_totals` for each standing rule in ``stand_ons``."""
    return {t: banker_totals(rules, t, hand, seen) for t in stand_ons}


def page_data() -> dict[str, Any]:
    """The exact numbers of the odds page, JSON-safe (fractions as ``"n/d"``): the
    tables of :func:`karty.ochko.odds_tables.page_data`, and ``banker``, the
    banker's final hand by his standing rule (:func:`banker_totals_by_rule`)."""
    from .odds_tables import page_data as tables
    from .strategy import STAND_ONS

    return {**tables(), "banker": [
        {"stand_on": t, "final": label, "p": f"{p.numerator}/{p.denominator}"}
        for t, dist in banker_totals_by_rule(OchkoRules(), STAND_ONS).items()
        for label, p in dist.items()]}


def figures() -> ModuleType:
    """The module of the page's figures (imported only to build the site)."""
    from . import odds_figures

    return odds_figures


# -- python -m karty odds ----------------------------------------------------------------------


def _bust_next(args: argparse.Namespace, r: dict[str, Any]) -> dict[str, Any]:
    return {"question": args.question, "hand": args.cards, "seen": args.seen,
            "p": fraction_json(p_bust_next(args.cards, args.seen, r))}


def _banker(args: argparse.Namespace, r: dict[str, Any]) -> dict[str, Any]:
    stand_ons = [args.stand_on] if args.stand_on is not None else list(range(12, 22))
    table = banker_totals_by_rule(r, stand_ons, args.hand, args.seen)
    return {"question": args.question, "hand": args.hand, "seen": args.seen,
            "by_stand_on": {str(t): {k: fraction_json(v) for k, v in d.items()}
                            for t, d in table.items()}}


QUESTIONS: Final[Mapping[str, Question]] = {
    "immediate-21": Question("21 with the first two cards", lambda a, r: {
        "question": a.question, "p": fraction_json(p_immediate_21(r))}),
    "immediate-win": Question("a win with the first two cards (21, or «суперочко»)",
                              lambda a, r: {"question": a.question,
                                            "p": fraction_json(p_immediate_win(r))}),
    "bust-next": Question("the next card busts the hand", _bust_next),
    "banker": Question("the banker's final hand by his standing rule", _banker),
}
