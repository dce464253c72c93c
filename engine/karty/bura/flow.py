"""Бура, one кон: how it goes on after each trick, as functions of the cards alone
(no state): drawing from the stock (bura.draw), what the cards that came to hand
declare (Бура, bura.s15; Молодка, bura.molodka), how a кон ends (a claim,
bura.claim; the cards played out, bura.exhausted; a double Бура), and the
narration of each step, with the rule it applies. The state's transitions
(:mod:`karty.bura.transitions`) apply them.

    >>> from karty import parse_cards
    >>> hands = [list(parse_cards("6♠ 7♠")), list(parse_cards("8♠ 9♠"))]
    >>> stock = list(parse_cards("10♥ J♥ Q♥"))
    >>> refill(hands, stock, 1), [str(c) for c in hands[1]], len(stock)
    ((1, 0), ['8♠', '9♠', '10♥'], 1)
    >>> exhausted_winner(61, 59, Exhausted.MORE_POINTS), exhausted_winner(61, 59, Exhausted.VOID)
    (0, None)
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import Card, Suit
from ..registry import Step
from . import narration as N
from . import rulebook as R
from . import shared_steps as K
from .position import _STOCK_EMPTY, Outcome, Phase, Reason, _later
from .rules import DoubleBura, DrawFirst, Exhausted, Rules
from .scoring import beat_steps, points, strength

__all__ = [
    "after_declaration",
    "bura_steps",
    "bura_winner",
    "claim_steps",
    "deal_steps",
    "dealt",
    "declarations",
    "draw_steps",
    "exhausted_step",
    "exhausted_winner",
    "holds",
    "lead_step",
    "played_out",
    "refill",
    "snos_steps",
    "trick_steps",
]


def holds(cards: Sequence[Card], card: Card | None) -> bool:
    """Whether ``card`` is among ``cards`` (by index: Card.__eq__ is a Python call)."""
    if card is None:
        return False
    i = card.index
    for c in cards:
        if c.index == i:
            return True
    return False


def take(hand: list[Card], cards: Sequence[Card]) -> None:
    """Take ``cards`` out of ``hand`` (they are played)."""
    for c in cards:
        hand.remove(c)


# -- drawing ----------------------------------------------------------------------------------


def refill(hands: list[list[Card]], stock: list[Card], first: int) -> tuple[int, ...]:
    """Draw from the top of ``stock`` into ``hands``, one card at a time in turn from
    seat ``first``, until both hold three or the stock is out (bura.draw); the seat
    that drew each card, in order."""
    h0, h1 = hands
    if len(h0) == 2 and len(h1) == 2 and len(stock) >= 2:
        # The usual drawing after a trick of one card each: one card to each.
        hands[first].append(stock[0])
        hands[1 - first].append(stock[1])
        del stock[:2]
        return (first, 1 - first)
    seats: list[int] = []
    p = first
    while stock and (len(h0) < 3 or len(h1) < 3):
        h = hands[p]
        if len(h) < 3:
            h.append(stock.pop(0))
            seats.append(p)
        p = 1 - p
    return tuple(seats)


def draw(rules: Rules, hands: list[list[Card]], stock: list[Card], winner: int,
         trump_card: Card | None, steps: list[Step] | None) -> None:
    """The drawing after a trick won by ``winner`` (:func:`refill`, the winner or the
    other first as ``rules.draw_first`` says), narrated into ``steps`` if given."""
    winner_first = rules.draw_first is DrawFirst.WINNER
    first = winner if winner_first else 1 - winner
    if steps is None:
        refill(hands, stock, first)
        return
    top = stock[:6]
    seats = refill(hands, stock, first)
    if seats:
        steps.extend(draw_steps(rules, winner_first, first, seats, top, len(stock), trump_card))


def draw_steps(rules: Rules, winner_first: bool, first: int, seats: tuple[int, ...],
               drawn: Sequence[Card], left: int, trump_card: Card | None) -> list[Step]:
    """The narration of a drawing: who draws first, the cards drawn (``drawn``, by
    ``seats``), who drew the turned-up ``trump_card`` if it came, and an empty stock."""
    steps = [K.DRAW_FIRST[winner_first][first],
             K.DRAW2[first][left] if seats == (first, 1 - first) else K.draws(seats, left)]
    if trump_card is not None:
        for seat, c in zip(seats, drawn, strict=False):
            if c.index == trump_card.index:
                steps.append(K.trump_drawn(rules.rule_id("trump_card"), seat, trump_card))
    if not left:
        steps.append(_STOCK_EMPTY)
    return steps


# -- the deal and what the cards in hand declare --------------------------------------------------------------


def dealt(order: tuple[Card, ...], dealer: int,
          under: bool) -> tuple[list[list[Card]], list[Card]]:
    """The hands and the stock after the deal (bura.deal): three cards each, one at a
    time, the dealer's opponent first; the next card turned up for trumps and laid
    under the stock (``under``) or on top of it."""
    hands: list[list[Card]] = [[], []]
    hands[1 - dealer] = [order[0], order[2], order[4]]
    hands[dealer] = [order[1], order[3], order[5]]
    tc, rest = order[6], list(order[7:])
    return hands, rest + [tc] if under else [tc] + rest


def deal_steps(rules: Rules, dealer: int, trump_card: Card, under: bool,
               leader: int) -> list[Step]:
    """The narration of the deal: who dealt, where the turned-up card lies, who leads."""
    i = trump_card.index
    return [K.DEAL[dealer][i], K.TRUMP_UNDER_STOCK[i] if under else K.TRUMP_TOP_OF_STOCK[i],
            K.first_lead(rules.rule_id("first_lead"), leader)]


def after_declaration(counter: bool, declared: bool, leader: int,
                      leader_holds: bool) -> tuple[Phase, int, int | None]:
    """The phase, the leader and the seat whose Молодка stands once a window closes
    (bura.molodka): the seat not on lead declares (and leads, unless the leader holds a
    Молодка too and may counter) or passes; a counter declared keeps the lead with the
    leader (bura.molodka-both), one passed gives it to the first declarer."""
    other = 1 - leader
    if not counter:
        if not declared:
            return Phase.LEAD, leader, None
        return (Phase.COUNTER, leader, other) if leader_holds else (Phase.LEAD, other, other)
    return (Phase.LEAD, leader, leader) if declared else (Phase.LEAD, other, other)


def declarations(hands: list[list[Card]], trump: Suit,
                 leader: int) -> tuple[tuple[int, ...], bool]:
    """After the deal or a drawing: the seats holding Бура (three trumps, bura.s15), and
    whether the seat not on lead holds a Молодка (three of one plain suit, bura.molodka).
    (is_bura and is_molodka, written out for the two hands.)"""
    h0, h1 = hands
    b0 = len(h0) == 3 and h0[0].suit is trump and h0[1].suit is trump and h0[2].suit is trump
    b1 = len(h1) == 3 and h1[0].suit is trump and h1[1].suit is trump and h1[2].suit is trump
    if b0 or b1:
        return (0, 1) if b0 and b1 else (0,) if b0 else (1,), False
    h = h1 if leader == 0 else h0
    if len(h) != 3:
        return (), False
    suit = h[0].suit
    return (), suit is not trump and h[1].suit is suit and h[2].suit is suit



def bura_winner(hands: list[list[Card]], buras: tuple[int, ...], double_bura: DoubleBura) -> int:
    """Who wins by Бура: its one holder, or of two (bura.double-bura) the one with more
    points or with the higher card, as the option says."""
    if len(buras) == 1:
        return buras[0]

    def top(p: int) -> int:
        return max(strength(c.rank) for c in hands[p])

    if double_bura is DoubleBura.MORE_POINTS:
        keys = [(points(hands[p]), top(p)) for p in (0, 1)]
    else:
        keys = [(top(p), 0) for p in (0, 1)]
    return 0 if keys[0] > keys[1] else 1


def bura_steps(rules: Rules, hands: list[list[Card]], buras: tuple[int, ...], winner: int,
               after_deal: bool) -> list[Step]:
    """The narration of a Бура (and of two, bura.double-bura)."""
    steps = []
    if len(buras) == 2:
        steps.append(_later(rules.rule_id("double_bura"), N.double_bura, tuple(hands[0]),
                            tuple(hands[1]), winner, after_deal))
    steps.append(_later(R.BURA, N.bura, winner, tuple(hands[winner]), after_deal))
    return steps


# -- a trick ----------------------------------------------------------------------------------


def lead_step(rules: Rules, seat: int, cards: tuple[Card, ...], molodka: bool) -> Step:
    """The narration of a lead (of a declared Молодка's cards if ``molodka``)."""
    if molodka:
        return _later(rules.rule_id("molodka_lead"), N.lead_molodka, seat, cards)
    n = len(cards)
    return (K.LEAD1[seat][cards[0].index] if n == 1 else K.lead2(seat, cards[0], cards[1])
            if n == 2 else _later(R.LEAD, N.lead, seat, cards))


def trick_steps(seat: int, table: list[Card], cards: tuple[Card, ...],
                trump: Suit) -> list[Step]:
    """The narration of ``seat`` beating the lead ``table`` with ``cards``: why they
    beat, and the trick taken."""
    if len(cards) == 1:
        lc, ac = table[0], cards[0]
        return [K.why_beats1(lc, ac, trump), K.trick1(seat, lc, ac)]
    return [*beat_steps(table, cards, trump), _later(R.TRICK, N.trick, seat, (*table, *cards))]


def snos_steps(seat: int, leader: int, table: list[Card], n: int) -> list[Step]:
    """The narration of ``seat`` giving up the trick: ``n`` cards thrown off face down
    into the leader's pile (the «снос», bura.s23)."""
    return [K.SURRENDER[seat][n - 1],
            K.SNOS1[leader][table[0].index] if n == 1 else K.snos2(leader, table) if n == 2
            else _later(R.SNOS, N.snos, leader, tuple(table), n)]


# -- the end ------------------------------------------------------------------------------------


def claim_steps(seat: int, up: int, down: int, target: int) -> list[Step]:
    """The narration of ``seat``'s claim «Игра сделана» (bura.claim) with ``up`` points
    face up and ``down`` face down in his tricks: made, or failed (bura.claim-made,
    bura.claim-failed)."""
    total = up + down
    return [_later(R.CLAIM, N.claim, seat, up, down),
            _later(R.CLAIM_MADE, N.claim_made, total, target, seat) if total >= target else
            _later(R.CLAIM_FAILED, N.claim_failed, total, target, 1 - seat)]


def exhausted_step(p0: int, p1: int, winner: int | None, exhausted: Exhausted) -> Step:
    """The narration of the cards played out with no claim (bura.exhausted)."""
    if exhausted is Exhausted.VOID:
        return _later(R.EXHAUSTED_VOID, N.exhausted_void, p0, p1)
    return _later(R.EXHAUSTED_MORE, N.exhausted_more, p0, p1, winner)


def played_out(points: tuple[int, int], exhausted: Exhausted) -> tuple[Outcome, Step]:
    """How a кон ends when the cards are played out with no claim (bura.exhausted),
    each seat with ``points`` in its tricks: the outcome and its narration."""
    p0, p1 = points
    winner = exhausted_winner(p0, p1, exhausted)
    return (Outcome(winner, Reason.DECK_EXHAUSTED, points),
            exhausted_step(p0, p1, winner, exhausted))


def exhausted_winner(p0: int, p1: int, exhausted: Exhausted) -> int | None:
    """Who wins when the cards are played out with no claim (bura.exhausted): nobody
    under ``void``, else the seat with more points (nobody at equal points)."""
    if exhausted is Exhausted.VOID or p0 == p1:
        return None
    return 0 if p0 > p1 else 1
