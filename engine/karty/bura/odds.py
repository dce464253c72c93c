"""Exact odds of Бура, as :class:`fractions.Fraction`; the questions of
``python -m karty odds`` about it, and the data of its odds page (its figures are
:mod:`karty.bura.odds_figures`).

The turned-up trump card is seen by both players, so a player's first three
cards are three of the other 35, and 8 trumps remain among them::

    >>> p_dealt_bura()                   # C(8,3) / C(35,3)
    Fraction(8, 935)
    >>> p_dealt_molodka()                # 3 · C(9,3) / C(35,3)
    Fraction(36, 935)
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Mapping
from fractions import Fraction
from math import comb
from types import ModuleType
from typing import TYPE_CHECKING, Any, Final

from ..cards import DECK, Card
from ..errors import RulesError, shown
from ..odds import Question, cards, disjoint, fraction_json, whole_at_least
from .rules import Rules
from .scoring import POINTS

if TYPE_CHECKING:  # pragma: no cover
    import argparse

__all__ = ["CLAIM_KNOWN", "CLAIM_KS", "MEASURED", "QUESTIONS", "figures",
           "game_made_by_points", "measured", "p_dealt_bura", "p_dealt_molodka", "p_game_made",
           "page_data"]


def _rules(rules: object) -> Rules:
    return Rules.coerce(rules)


def p_dealt_bura(rules: Rules | Mapping[str, Any] | None = None) -> Fraction:
    """The chance that a player's first three cards are all trumps (Бура, bura.s15).

    What is known: the turned-up trump card, and nothing else. The player's
    three cards are then three of the other 35 cards, among which 8 trumps
    remain, whoever dealt and whatever the options (they decide where the
    trump card goes afterwards, not the deal): C(8,3)/C(35,3).
    """
    _rules(rules)
    return Fraction(comb(8, 3), comb(35, 3))


def p_dealt_molodka(rules: Rules | Mapping[str, Any] | None = None) -> Fraction:
    """The chance that a player's first three cards are three of one non-trump
    suit (Молодка, bura.s21), the trump card seen: 3·C(9,3)/C(35,3)."""
    _rules(rules)
    return Fraction(3 * comb(9, 3), comb(35, 3))


def p_game_made(tricks: Iterable[Card] | str, k: int = 0, seen: Iterable[Card] | str = (),
                rules: Rules | Mapping[str, Any] | None = None) -> Fraction:
    """Whether «Игра сделана» reaches the target (31) — the chance, for a player
    who knows (remembers, bura.counting) the cards ``tricks`` he took face up,
    that they together with the ``k`` face-down discards of the other player
    (the «снос», bura.s23) make at least ``rules.target`` points.

    The discards are taken as any ``k`` of the cards the claimer has not seen
    (not in ``tricks``, not in ``seen``), all equally likely: an exact
    hypergeometric count over the point classes of the unseen cards. (A real
    opponent discards on purpose, usually his lowest cards; this is the chance
    for someone who assumes nothing about that.)

    >>> p_game_made("A♠ 10♠ K♠ Q♠", k=0)        # 28 known, nothing hidden
    Fraction(0, 1)
    >>> p_game_made("A♠ 10♠ K♠ Q♠", k=1, seen="A♥ 10♥ 6♦")   # 28: a Q, K, 10 or A
    Fraction(10, 29)
    """
    r = _rules(rules)
    pts = POINTS
    known = cards(tricks, "tricks")
    others = cards(seen, "seen")
    disjoint((known, "tricks"), (others, "seen"))
    k = whole_at_least(k, "k")
    unseen = [c for c in DECK if c not in set(known) | set(others)]
    if k > len(unseen):
        raise RulesError(f"k: {shown(k)} face-down cards, but only {len(unseen)} cards are "
                         "unseen", f"k: {shown(k)} карт рубашкой вверх, а неизвестных карт всего "
                         f"{len(unseen)}",
                         token="k")
    base = sum(pts[c.rank] for c in known)
    need = r.target - base
    classes: dict[int, int] = {}
    for c in unseen:
        classes[pts[c.rank]] = classes.get(pts[c.rank], 0) + 1
    values = sorted(classes)

    def ways(i: int, left: int, got: int) -> int:
        if i == len(values):
            return 1 if left == 0 and got >= need else 0
        v, m = values[i], classes[values[i]]
        return sum(comb(m, j) * ways(i + 1, left - j, got + j * v)
                   for j in range(min(m, left) + 1))

    return Fraction(ways(0, k, 0), comb(len(unseen), k))


#: Бура's card points (bura.s4–s7) by class, with how many cards of the deck have them.
_BURA_CLASSES: Final[tuple[tuple[int, int], ...]] = ((11, 4), (10, 4), (4, 4), (3, 4), (2, 4),
                                                     (0, 16))


def game_made_by_points(points: int, k: int, known: int = 6, target: int = 31) -> Fraction:
    """The chance that «Игра сделана» succeeds for a claimer whose face-up
    tricks are ``known`` cards showing ``points``, with ``k`` face-down cards
    (the other player's «снос», bura.s23) among what he took.

    His face-up cards are taken as any ``known`` cards of the deck that show
    ``points`` (all such sets equally likely), the face-down ones as any ``k``
    of the other ``36 − known``: as for :func:`p_game_made`, for a
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




# -- the odds page -----------------------------------------------------------------------------

#: Face-down cards in the «Игра сделана» chart, and the claimer's face-up cards.
CLAIM_KS: Final = (0, 1, 2, 3, 4)
CLAIM_KNOWN: Final = 6


def _f(x: Fraction) -> str:
    return f"{x.numerator}/{x.denominator}"


def page_data() -> dict[str, Any]:
    """The exact numbers of the odds page, JSON-safe (fractions as ``"n/d"``)."""
    claim = []
    for k in CLAIM_KS:
        for points in range(31):
            try:
                p = game_made_by_points(points, k, CLAIM_KNOWN)
            except RulesError:
                continue                      # no six cards show these points
            claim.append({"k": k, "points": points, "p": _f(p)})
    return {"dealt": {"bura": _f(p_dealt_bura()), "molodka": _f(p_dealt_molodka())},
            "claim": claim, "claim_known": CLAIM_KNOWN}


#: The page's measured (not exact) numbers: its key in the page's data, and the file
#: of the repository that holds them (written by bench/bura_selfplay.py).
MEASURED: Final[Mapping[str, str]] = {"selfplay": "bench/bura_selfplay.json"}


def measured(key: str, data: dict[str, Any],
             interval: Callable[[int, int], tuple[float, float]]) -> dict[str, Any]:
    """The measured file ``key`` of :data:`MEASURED` with each self-play run's
    first-player win rate and its ``interval`` (95 %)."""
    if key != "selfplay":
        raise KeyError(key)
    for run in data["runs"]:
        decided = run["first_won"] + run["first_lost"]
        run["rate"] = run["first_won"] / decided if decided else 0.0
        run["low"], run["high"] = interval(run["first_won"], decided)
    return data


def figures() -> ModuleType:
    """The module of the page's figures (imported only to build the site)."""
    from . import odds_figures

    return odds_figures


# -- python -m karty odds ----------------------------------------------------------------------


def _game_made_answer(args: argparse.Namespace, r: dict[str, Any]) -> dict[str, Any]:
    return {"question": args.question, "tricks": args.cards, "k": args.k, "seen": args.seen,
            "p": fraction_json(p_game_made(args.cards, args.k, args.seen, r))}


QUESTIONS: Final[Mapping[str, Question]] = {
    "bura": Question("Бура dealt (three trumps)", lambda a, r: {
        "question": a.question, "p": fraction_json(p_dealt_bura(r))}),
    "molodka": Question("a Молодка dealt (three of one plain suit)", lambda a, r: {
        "question": a.question, "p": fraction_json(p_dealt_molodka(r))}),
    "game-made": Question("«Игра сделана» with the cards in one's tricks and -k face down",
                          _game_made_answer),
}
