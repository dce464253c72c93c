"""Бура: the legal moves of a position, from the hands, the table and the trump alone
(bura.lead, bura.beat, bura.surrender, bura.claim, bura.molodka), in a stable order.

Actions are immutable values: these hand out shared ones, one per card combination
(:data:`karty.bura.position._LEAD1` …), and unroll the usual cases (three cards in
hand, one card led), which make most of a played-out кон.

    >>> from karty import parse_cards
    >>> from karty.cards import Suit
    >>> [str(a) for a in leads(parse_cards("6♠ 7♠ A♥"), 3, False)]
    ['lead 6♠', 'lead 7♠', 'lead A♥', 'lead 6♠ 7♠', 'claim']
    >>> [str(a) for a in answers(parse_cards("6♠ 7♥ A♥"), parse_cards("10♥"), Suit.SPADES, False)]
    ['beat 6♠', 'beat A♥', 'discard 6♠', 'discard 7♥', 'discard A♥']
"""

from __future__ import annotations

from itertools import combinations

from ..cards import Card, Suit
from .actions import Action, Beat, Discard, Lead
from .position import (
    _BEAT1,
    _CLAIM,
    _DISCARD1,
    _INDEX,
    _LEAD1,
    _MOLODKA,
    _MULTI,
    _PASS,
    _STRENGTH_BY_INDEX,
    _multi,
)
from .scoring import can_beat

__all__ = ["DECLARE", "DECLARE_OR_CLAIM", "answers", "leads"]


def leads(held: list[Card], room: int, all_three: bool) -> tuple[Action, ...]:
    """Every lead from ``held`` when the other holds ``room`` cards, then the claim;
    ``all_three``: the leader declared a Молодка and must lead its three cards."""
    if len(held) == 3 and room >= 2 and not all_three:
        # The usual lead, unrolled. In deck order cards of one suit lie next
        # to each other; the pairs come as (a, b), (a, c), (b, c).
        a, b, c, ia, ib, ic = _sort3(held)
        ab, bc = a.suit is b.suit, b.suit is c.suit
        if ab and bc:
            return (_LEAD1[ia], _LEAD1[ib], _LEAD1[ic], _lead2(a, b, ia, ib),
                    _lead2(a, c, ia, ic), _lead2(b, c, ib, ic),
                    *((_multi(Lead, (a, b, c)),) if room >= 3 else ()), _CLAIM)
        if ab:
            return (_LEAD1[ia], _LEAD1[ib], _LEAD1[ic], _lead2(a, b, ia, ib), _CLAIM)
        if bc:
            return (_LEAD1[ia], _LEAD1[ib], _LEAD1[ic], _lead2(b, c, ib, ic), _CLAIM)
        return (_LEAD1[ia], _LEAD1[ib], _LEAD1[ic], _CLAIM)
    hand = sorted(held, key=_INDEX)
    if all_three:
        return (_LEAD1[hand[0].index] if len(hand) == 1 else _multi(Lead, tuple(hand)),
                _CLAIM)
    out: list[Action] = []
    n = len(hand)
    if room >= 1:
        for c in hand:
            out.append(_LEAD1[c.index])
    if room >= 2 and n >= 2:
        for i in range(n - 1):
            a = hand[i]
            for j in range(i + 1, n):
                if hand[j].suit is a.suit:
                    out.append(_multi(Lead, (a, hand[j])))
        if room >= 3 and n == 3:
            a, b, c = hand
            if a.suit is b.suit is c.suit:
                out.append(_multi(Lead, (a, b, c)))
    out.append(_CLAIM)
    return tuple(out)


def answers(held: list[Card], table: list[Card], trump: Suit,
            claim: bool) -> tuple[Action, ...]:
    """Every answer from ``held`` to the lead ``table``: the beats in deck order, then
    the throw-offs, then the claim if ``claim`` (it may be made on the answer)."""
    if len(table) == 1 and len(held) == 3:
        # The usual answer, unrolled: the beats in deck order, then the throw-offs.
        a, b, c, ia, ib, ic = _sort3(held)
        lc = table[0]
        lsuit, lstr = lc.suit, _STRENGTH_BY_INDEX[lc.index]
        ruff = lsuit is not trump
        beats: list[Action] = []
        if (a.suit is lsuit and _STRENGTH_BY_INDEX[ia] > lstr) or (ruff and a.suit is trump):
            beats.append(_BEAT1[ia])
        if (b.suit is lsuit and _STRENGTH_BY_INDEX[ib] > lstr) or (ruff and b.suit is trump):
            beats.append(_BEAT1[ib])
        if (c.suit is lsuit and _STRENGTH_BY_INDEX[ic] > lstr) or (ruff and c.suit is trump):
            beats.append(_BEAT1[ic])
        if claim:
            return (*beats, _DISCARD1[ia], _DISCARD1[ib], _DISCARD1[ic], _CLAIM)
        return (*beats, _DISCARD1[ia], _DISCARD1[ib], _DISCARD1[ic])
    if len(table) == 2:
        return _answers2(sorted(held, key=_INDEX), table, trump, claim)
    return _answers(sorted(held, key=_INDEX), table, trump, claim)



#: A Молодка window's choices, and the same when a claim may be made at any time.
DECLARE: tuple[Action, ...] = (_MOLODKA, _PASS)
DECLARE_OR_CLAIM: tuple[Action, ...] = (_MOLODKA, _PASS, _CLAIM)


def _answers(hand: list[Card], table: list[Card], trump: Suit,
             claim: bool) -> tuple[Action, ...]:
    """Every answer from ``hand`` (in deck order) to ``table``: beats, then throw-offs."""
    beats: list[Action]
    discards: list[Action]
    if len(table) == 1:
        lc = table[0]
        lsuit, lstr = lc.suit, _STRENGTH_BY_INDEX[lc.index]
        beats = [_BEAT1[c.index] for c in hand
                 if (c.suit is lsuit and _STRENGTH_BY_INDEX[c.index] > lstr)
                 or (c.suit is trump and lsuit is not trump)]
        discards = [_DISCARD1[c.index] for c in hand]
    else:
        combos = list(combinations(hand, len(table)))
        beats = [_multi(Beat, combo) for combo in combos if can_beat(table, combo, trump)]
        discards = [_multi(Discard, combo) for combo in combos]
    return (*beats, *discards, _CLAIM) if claim else (*beats, *discards)


def _answers2(hand: list[Card], table: list[Card], trump: Suit,
              claim: bool) -> tuple[Action, ...]:
    """:func:`_answers` to a lead of two cards, written out: a pair beats the lead
    when its cards beat the led ones crosswise or straight (as :func:`can_beat`)."""
    l1, l2 = table
    s1, s2 = l1.suit, l2.suit
    t1, t2 = _STRENGTH_BY_INDEX[l1.index], _STRENGTH_BY_INDEX[l2.index]
    r1, r2 = s1 is not trump, s2 is not trump
    cards = []
    for c in hand:
        i, s = c.index, c.suit
        st = _STRENGTH_BY_INDEX[i]
        cards.append((c, i, (s is s1 and st > t1) or (r1 and s is trump),
                      (s is s2 and st > t2) or (r2 and s is trump)))
    beats: list[Action] = []
    discards: list[Action] = []
    n = len(cards)
    for u in range(n - 1):
        cu, iu, u1, u2 = cards[u]
        for v in range(u + 1, n):
            cv, iv, v1, v2 = cards[v]
            if (u1 and v2) or (v1 and u2):
                beats.append(_pair(Beat, 1, cu, cv, iu, iv))
            discards.append(_pair(Discard, 2, cu, cv, iu, iv))
    return (*beats, *discards, _CLAIM) if claim else (*beats, *discards)


def _pair(cls: type[Lead | Beat | Discard], kind: int, a: Card, b: Card, ia: int,
          ib: int) -> Action:
    """``_multi(cls, (a, b))`` (the same shared action), its key written out."""
    action = _MULTI.get(((kind * 36 + ia) * 36 + ib) * 4 + 2)
    return action if action is not None else _multi(cls, (a, b))


def _sort3(hand: list[Card]) -> tuple[Card, Card, Card, int, int, int]:
    """Three cards in deck order, and their indices."""
    a, b, c = hand
    ia, ib, ic = a.index, b.index, c.index
    if ia > ib:
        a, b, ia, ib = b, a, ib, ia
    if ib > ic:
        b, c, ib, ic = c, b, ic, ib
        if ia > ib:
            a, b, ia, ib = b, a, ib, ia
    return a, b, c, ia, ib, ic


def _lead2(a: Card, b: Card, ia: int, ib: int) -> Action:
    """``_multi(Lead, (a, b))`` (the same shared action), its key written out."""
    action = _MULTI.get((ia * 36 + ib) * 4 + 2)  # Lead's kind is 0
    return action if action is not None else _multi(Lead, (a, b))
