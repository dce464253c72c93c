"""Exact odds for Бура and Очко, as :class:`fractions.Fraction`.

Every answer is an exact count over the cards the asker has not seen, all
orders of which are taken as equally likely (a well-shuffled deck). Tests
check each one against a seeded simulation.

Бура: the turned-up trump card is seen by both players, so a player's first
three cards are three of the other 35, and 8 trumps remain among them::

    >>> p_dealt_bura()                   # C(8,3) / C(35,3)
    Fraction(8, 935)
    >>> p_dealt_molodka()                # 3 · C(9,3) / C(35,3)
    Fraction(36, 935)

Очко: the first two cards make 21 only as an ace and a ten (ace at 11)::

    >>> from karty.ochko import Rules, TwoAces
    >>> p_immediate_21()                 # 2 · 4 · 4 / (36 · 35)
    Fraction(8, 315)
    >>> p_immediate_win(Rules(two_aces=TwoAces.SUPEROCHKO))   # … or two aces
    Fraction(11, 315)
    >>> p_bust_next("10♠ 9♥")            # at 19 only the 4 jacks of 34 cards do not bust
    Fraction(15, 17)

The stable names the site calls are :func:`p_dealt_bura`,
:func:`p_dealt_molodka`, :func:`p_immediate_21` and :func:`p_bust_next`.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping
from fractions import Fraction
from math import comb
from typing import TYPE_CHECKING, Any

from .bura.scoring import POINTS
from .cards import DECK, Card, Rank, Suit, cards_of
from .errors import NotationError, RulesError, quoted, shown
from .ochko.rules import Rules as OchkoRules
from .ochko.values import CARD_POINTS, Kind, _evaluate_counts, evaluate

if TYPE_CHECKING:  # pragma: no cover
    from .bura.rules import Rules as BuraRules

__all__ = [
    "banker_totals",
    "banker_totals_by_rule",
    "p_bust_next",
    "p_dealt_bura",
    "p_dealt_molodka",
    "p_game_made",
    "p_immediate_21",
    "p_immediate_win",
]

_RANKS: tuple[Rank, ...] = tuple(Rank)  # 6 … A


def _cards(x: Iterable[Card] | str, what: str) -> tuple[Card, ...]:
    return cards_of(x, what)


def _disjoint(*groups: tuple[tuple[Card, ...], str]) -> None:
    seen: dict[Card, str] = {}
    for cards, name in groups:
        for c in cards:
            if c in seen:
                raise NotationError(
                    f"{c} is given twice ({seen[c]} and {name})",
                    f"карта {c.russian()} указана дважды ({seen[c]} и {name})", token=str(c))
            seen[c] = name


def _ochko_rules(rules: object) -> OchkoRules:
    return OchkoRules.coerce(rules)


def _bura_rules(rules: object) -> BuraRules | None:
    """The Бура rules asked about; ``None`` (the defaults) only if ``karty.bura``
    cannot be imported and none were given."""
    try:
        from .bura.rules import Rules as BuraRules
    except ModuleNotFoundError:  # pragma: no cover - karty.bura ships with karty
        if rules is None or (isinstance(rules, Mapping) and not rules):
            return None
        raise
    return BuraRules.coerce(rules)


#: Бура's card points (bura.s4–s7): the scoring module's own table.
_BURA_POINTS: dict[Rank, int] = POINTS


# -- Бура ------------------------------------------------------------------------------------


def p_dealt_bura(rules: BuraRules | Mapping[str, Any] | None = None) -> Fraction:
    """The chance that a player's first three cards are all trumps (Бура, bura.s15).

    What is known: the turned-up trump card, and nothing else. The player's
    three cards are then three of the other 35 cards, among which 8 trumps
    remain, whoever dealt and whatever the options (they decide where the
    trump card goes afterwards, not the deal): C(8,3)/C(35,3).
    """
    _bura_rules(rules)
    return Fraction(comb(8, 3), comb(35, 3))


def p_dealt_molodka(rules: BuraRules | Mapping[str, Any] | None = None) -> Fraction:
    """The chance that a player's first three cards are three of one non-trump
    suit (Молодка, bura.s21), the trump card seen: 3·C(9,3)/C(35,3)."""
    _bura_rules(rules)
    return Fraction(3 * comb(9, 3), comb(35, 3))


def p_game_made(tricks: Iterable[Card] | str, k: int = 0, seen: Iterable[Card] | str = (),
                rules: BuraRules | Mapping[str, Any] | None = None) -> Fraction:
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
    r = _bura_rules(rules)
    pts = _BURA_POINTS
    known = _cards(tricks, "tricks")
    others = _cards(seen, "seen")
    _disjoint((known, "tricks"), (others, "seen"))
    if not isinstance(k, int) or isinstance(k, bool) or k < 0:
        raise RulesError(f"k: {quoted(k)} is not a whole number ≥ 0",
                         f"k: {quoted(k)} — не целое ≥ 0",
                         token="k")
    unseen = [c for c in DECK if c not in set(known) | set(others)]
    if k > len(unseen):
        raise RulesError(f"k: {shown(k)} face-down cards, but only {len(unseen)} cards are "
                         "unseen", f"k: {shown(k)} карт рубашкой вверх, а неизвестных карт всего "
                         f"{len(unseen)}",
                         token="k")
    base = sum(pts[c.rank] for c in known)
    need = (31 if r is None else r.target) - base
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


# -- Очко ------------------------------------------------------------------------------------


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
    the house rules: he must draw at 15 or less if ``banker_draws_at_15``, must
    stand at 17 or more if ``banker_stands_at_17``, and stops at 21 or a
    special hand. Keys: totals as strings (``"17"``), ``"five-pictures"``,
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
        must_stand = n > 0 and (v.is_final or left == 0 or (
            rules.banker_stands_at_17 and v.points >= 17))
        draws = not must_stand and (n == 0 or v.points < stand_on or (
            rules.banker_draws_at_15 and v.points <= 15))
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
