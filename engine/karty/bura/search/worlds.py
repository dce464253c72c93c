"""Worlds consistent with what one seat knows, weighted by how well they
explain the opponent's play.

A world deals the unseen cards to the three places the seat cannot see: the
opponent's hand, the stock, and the face-down cards thrown off to the seat
(a card only the opponent saw). Each sampled world is traced back through
the public log (:mod:`.knowledge`) to the opponent's hand at each of his
past decisions; the world's weight is the chance that a rule-of-thumb
player (:class:`karty.bura.HeuristicPlayer`) holding those hands would have
played as the opponent did, each move trembling to a uniformly random legal
one with probability ``tremble``. A world in which the opponent would have
held a Бура after a deal or a drawing is impossible (weight 0): the кон
would have ended.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import combinations

from ...cards import DECK, Card, Suit
from ..actions import Action, Beat, Discard, Lead
from ..players import _pick
from ..rules import Declarations, TrumpCard
from ..scoring import can_beat, is_bura
from ..state import BuraState, Phase
from .knowledge import Decision, Draw, Knowledge

__all__ = ["World", "consistent_worlds", "exact_likelihood", "likelihood", "to_state"]

_IDX: dict[Card, int] = {c: i for i, c in enumerate(DECK)}
#: A target no count reaches: the replayed rule of thumb never claims.
_NO_CLAIM = 10**6


#: Chances of a play per (decision, hand, cards shown), shared by the worlds of one decision.
Memo = dict[tuple[int, frozenset[Card], tuple[Card, ...]], float]


@dataclass(frozen=True, slots=True)
class World:
    """Where the unseen cards are in one world."""

    opp_hand: tuple[Card, ...]
    stock: tuple[Card, ...]
    down: tuple[Card, ...]


def _sample(k: Knowledge, rng: random.Random) -> World:
    pool = list(k.unseen)
    rng.shuffle(pool)
    n_opp, n_stock = k.n_opp_hidden, k.n_stock_hidden
    tc = k.trump_card
    if k.trump_at == "unknown":
        # in his hand or face down in our pile: one of n_opp + n_down places
        slot = rng.randrange(n_opp + k.n_down)
        pool.insert(slot if slot < n_opp else n_stock - 1 + slot, tc)
    opp = list(k.opp_known) + pool[:n_opp]
    stock = pool[n_opp:n_opp + n_stock]
    if k.trump_at == "stock":
        stock = stock + [tc] if k.rules.trump_card is TrumpCard.UNDER_STOCK else [tc] + stock
    return World(tuple(opp), tuple(stock), tuple(pool[n_opp + n_stock:]))


def _legal(d: Decision, hand: list[Card], trump: Suit) -> list[Action]:
    """The opponent's legal plays (no claim) at decision ``d`` with ``hand``,
    in the order of ``BuraState.legal_actions``."""
    h = sorted(hand, key=_IDX.__getitem__)
    out: list[Action] = []
    if d.kind == "lead":
        if d.forced_all:
            return [Lead._of(tuple(h))]
        for n in (1, 2, 3):
            if n > d.room:
                break
            for combo in combinations(h, n):
                if n == 1 or all(c.suit == combo[0].suit for c in combo):
                    out.append(Lead._of(combo))
        return out
    n = len(d.table)
    combos = list(combinations(h, n))
    return ([Beat._of(c) for c in combos if can_beat(d.table, c, trump)]
            + [Discard._of(c) for c in combos])


def likelihood(k: Knowledge, w: World, rng: random.Random, tremble: float,
               passes: int = 1, memo: Memo | None = None
               ) -> float:
    """The chance of the opponent's public play in world ``w``; 0 if impossible.

    Which of his cards he drew when is not known: each of ``passes`` traces
    back draws a random history of his drawings, and the chances are averaged;
    ``passes=0`` sums over every history exactly (:func:`exact_likelihood`,
    with ``memo`` shared between the worlds of one decision)."""
    if passes == 0:
        return exact_likelihood(k, w, tremble, {} if memo is None else memo)
    return sum(_trace(k, w, rng, tremble) for _ in range(passes)) / passes


def _factor(k: Knowledge, e: Decision, hand: frozenset[Card], shown: tuple[Card, ...],
            tremble: float) -> float:
    """The chance that the rule of thumb holding ``hand`` plays ``shown`` at ``e``."""
    legal = _legal(e, list(hand), k.trump)
    if not legal:
        return 0.0
    pick = _pick(legal, sorted(hand, key=_IDX.__getitem__), k.trump, e.table, e.known, 0,
                 0.0, _NO_CLAIM, random.Random(0))
    same = (pick.VERB == e.kind and isinstance(pick, (Lead, Beat, Discard))
            and set(pick.cards) == set(shown))
    return (1.0 - tremble) * same + tremble / len(legal)


def exact_likelihood(k: Knowledge, w: World, tremble: float,
                     memo: Memo) -> float:
    """:func:`likelihood` summed over every history of his drawings (each
    drawing equally likely to have brought any card of his hand but the
    turned-up one): the hands he may have held at each step are carried back
    as a distribution, one entry per distinct hand. ``memo`` keeps the
    chance of each (decision, hand, shown cards) for the other worlds of the
    same decision: a throw-off's cards depend on the world, so they are part
    of the key through the hand that held them."""
    trump = k.trump
    tc = k.trump_card
    tc_pos = k.trump_position()
    check_draws = k.rules.declarations is Declarations.DEAL_AND_DRAWS
    dist: dict[frozenset[Card], float] = {frozenset(w.opp_hand): 1.0}
    tl, refills = k.timeline, k.refills
    for i in range(len(tl) - 1, -1, -1):
        if refills[i] and check_draws:
            dist = {h: p for h, p in dist.items() if not (len(h) == 3 and is_bura(h, trump))}
        e = tl[i]
        nxt: dict[frozenset[Card], float] = {}
        if isinstance(e, Draw):
            if e.seat != k.opp:
                continue
            for h, p in dist.items():
                if e.position == tc_pos:
                    if tc in h:
                        g = h - {tc}
                        nxt[g] = nxt.get(g, 0.0) + p
                    continue
                choices = [c for c in h if c != tc]
                for c in choices:
                    g = h - {c}
                    nxt[g] = nxt.get(g, 0.0) + p / len(choices)
        else:
            shown = e.cards if e.kind != "discard" else w.down[e.first_down:e.first_down + e.n]
            if len(shown) != e.n:
                return 0.0
            for h, p in dist.items():
                if any(c in h for c in shown):
                    continue
                g = h.union(shown)
                key = (i, g, tuple(shown))
                f = memo.get(key)
                if f is None:
                    f = memo[key] = _factor(k, e, g, shown, tremble)
                if f:
                    nxt[g] = nxt.get(g, 0.0) + p * f
        dist = nxt
        if not dist:
            return 0.0
    return sum(p for h, p in dist.items() if not (len(h) == 3 and is_bura(h, trump)))


def _trace(k: Knowledge, w: World, rng: random.Random, tremble: float) -> float:
    trump = k.trump
    hand = set(w.opp_hand)
    tc = k.trump_card
    tc_pos = k.trump_position()
    check_draws = k.rules.declarations is Declarations.DEAL_AND_DRAWS
    weight = 1.0
    tl, refills = k.timeline, k.refills
    for i in range(len(tl) - 1, -1, -1):
        if refills[i] and check_draws and len(hand) == 3 and is_bura(hand, trump):
            return 0.0
        e = tl[i]
        if isinstance(e, Draw):
            if e.seat != k.opp:
                continue
            if e.position == tc_pos:
                if tc not in hand:
                    return 0.0
                hand.discard(tc)
            else:
                choices = sorted((c for c in hand if c != tc), key=_IDX.__getitem__)
                if not choices:
                    return 0.0
                hand.discard(choices[rng.randrange(len(choices))])
            continue
        shown = e.cards if e.kind != "discard" else w.down[e.first_down:e.first_down + e.n]
        if len(shown) != e.n or any(c in hand for c in shown):
            return 0.0
        hand.update(shown)
        legal = _legal(e, list(hand), trump)
        if not legal:
            return 0.0
        pick = _pick(legal, sorted(hand, key=_IDX.__getitem__), trump, e.table, e.known, 0,
                     0.0, _NO_CLAIM, rng)
        same = (pick.VERB == e.kind and isinstance(pick, (Lead, Beat, Discard))
                and set(pick.cards) == set(shown))
        weight *= (1.0 - tremble) * same + tremble / len(legal)
    if len(hand) == 3 and is_bura(hand, trump):
        return 0.0
    return weight


def consistent_worlds(k: Knowledge, rng: random.Random, candidates: int, keep: int,
                      tremble: float = 0.1, passes: int = 1
                      ) -> tuple[list[World], list[World], list[float]]:
    """``candidates`` worlds drawn uniformly, weighed by :func:`likelihood`;
    returns ``keep`` of them resampled by weight (for play), and all of them
    with their weights (for exact averages such as a claim's chance)."""
    worlds = [_sample(k, rng) for _ in range(candidates)]
    memo: Memo = {}
    weights = [likelihood(k, w, rng, tremble, passes, memo) for w in worlds]
    total = sum(weights)
    if total <= 0.0:
        weights = [1.0] * len(worlds)
        total = float(len(worlds))
    chosen = rng.choices(worlds, weights=weights, k=keep)
    return chosen, worlds, weights


def to_state(k: Knowledge, w: World, base: BuraState) -> BuraState:
    """The full state of world ``w``: ``base`` (the public part, built once
    per decision) with the hidden cards put in place."""
    s = base.clone()
    s.hands[k.opp] = list(w.opp_hand)
    s.stock = list(w.stock)
    s.won_down[k.me] = list(w.down)
    tc = k.trump_card
    if tc in w.down:
        s.trump_card_public = False
    return s


def public_base(k: Knowledge, dealer: int, obs_phase: str, leader: int, tricks: int,
                last_trick_winner: int | None, molodka: int | None,
                remembered: tuple[tuple[Card, ...], tuple[Card, ...]],
                my_discards: tuple[Card, ...]) -> BuraState:
    """The state with everything the seat knows in place and the hidden
    places empty (filled by :func:`to_state`)."""
    s = BuraState(k.rules, dealer)
    s.phase = Phase(obs_phase)
    s.leader = leader
    s.trump_card = k.trump_card
    s.trump = k.trump
    s.trump_card_public = k.trump_at != "unknown"
    s.table = list(k.table)
    s.last_trick_winner = last_trick_winner
    s.tricks = tricks
    s.molodka = molodka
    s.won_up = [list(remembered[0]), list(remembered[1])]
    s.won_down[k.opp] = list(my_discards)
    s.hands[k.me] = list(k.hand)
    return s
