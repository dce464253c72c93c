"""Бура's shared explanation steps.

A step is an immutable value whose texts depend only on its arguments (written
when first read: :meth:`karty.registry.Step.later`), so the usual ones (a seat,
a card or two, a count) are made once and handed out again, as
:meth:`~karty.bura.legality.BuraLegality.legal_actions` hands out shared
actions: a played-out кон gives about 80 steps, and making a step costs more
than finding it. The keys are deck indices, so equal cards find the same step;
every table is bounded by the cards, the seats and the rules' options.

    >>> from karty.cards import Card
    >>> LEAD1[0][Card.parse("10♠").index].en, lead2(1, Card.parse("Q♠"), Card.parse("K♠")).ru
    ('A leads 10♠', 'Б ходит Д♠ К♠: 2 карты одной масти')
    >>> NEXT_LEAD[1] is NEXT_LEAD[1], snos2(0, (Card.parse("Q♠"), Card.parse("K♠"))) is \\
    ...     snos2(0, (Card.parse("Q♠"), Card.parse("K♠")))
    (True, True)
"""

from __future__ import annotations

from ..cards import DECK, Card, Suit
from ..registry import Step
from . import narration as N
from . import rulebook as R
from .rules import DrawFirst, Rules
from .scoring import _why_beats

_later = Step.later
_SEATS = (0, 1)
_N = len(DECK)

#: The rule cited for the order of drawing, by who draws first.
DRAW_FIRST_WINNER = Rules(draw_first=DrawFirst.WINNER).rule_id("draw_first")
DRAW_FIRST_LOSER = Rules(draw_first=DrawFirst.LOSER).rule_id("draw_first")

#: Seat q leads next: NEXT_LEAD[q].
NEXT_LEAD = tuple(_later(R.NEXT_LEAD, N.next_lead, q) for q in _SEATS)
#: Seat q draws first, the winner of the trick or not: DRAW_FIRST[winner_first][q].
DRAW_FIRST = {wf: tuple(_later(DRAW_FIRST_WINNER if wf else DRAW_FIRST_LOSER, N.draw_first,
                               q, wf) for q in _SEATS) for wf in (False, True)}
#: One card each, seat q first, with n cards left in the stock: DRAW2[q][n].
DRAW2 = tuple(tuple(_later(R.DRAW, N.draw, (q, 1 - q), n) for n in range(_N)) for q in _SEATS)
#: Seat q gives up a trick of n cards (n = 1, 2, 3): SURRENDER[q][n - 1].
SURRENDER = tuple(tuple(_later(R.SURRENDER, N.surrender, q, n) for n in (1, 2, 3))
                  for q in _SEATS)
#: Seat q leads one card, by its deck index: LEAD1[q][i].
LEAD1 = tuple(tuple(_later(R.LEAD, N.lead, q, (c,)) for c in DECK) for q in _SEATS)
#: The leader q takes one led card (by index) and the one thrown off: SNOS1[q][i].
SNOS1 = tuple(tuple(_later(R.SNOS, N.snos, q, (c,), 1) for c in DECK) for q in _SEATS)
#: The dealer d deals with the card of index i turned up: DEAL[d][i].
DEAL = tuple(tuple(_later(R.DEAL, N.deal, d, c) for c in DECK) for d in _SEATS)
#: Where the turned-up card of index i lies: TRUMP_UNDER_STOCK[i], TRUMP_TOP_OF_STOCK[i].
TRUMP_UNDER_STOCK = tuple(_later(R.TRUMP_UNDER_STOCK, N.trump_under_stock, c) for c in DECK)
TRUMP_TOP_OF_STOCK = tuple(_later(R.TRUMP_TOP_OF_STOCK, N.trump_top_of_stock, c) for c in DECK)

# Made on first use, by an integer key (or the rule id, for the steps whose rule is
# an option's): two cards, a trick, a beat, the first lead, a drawing.
_WHY_BEATS1: dict[Suit, dict[int, Step]] = {}
_TRICK1: dict[int, Step] = {}
_LEAD2: dict[int, Step] = {}
_SNOS2: dict[int, Step] = {}
_FIRST_LEAD: dict[tuple[str, int], Step] = {}
_TRUMP_DRAWN: dict[tuple[str, int, int], Step] = {}
_DRAWS: dict[tuple[tuple[int, ...], int], Step] = {}


def trick1(seat: int, lc: Card, ac: Card) -> Step:
    """``seat`` takes the trick of ``lc`` beaten by ``ac``."""
    key = (seat * _N + lc.index) * _N + ac.index
    step = _TRICK1.get(key)
    if step is None:
        step = _TRICK1[key] = _later(R.TRICK, N.trick, seat, (DECK[lc.index], DECK[ac.index]))
    return step


def why_beats1(lc: Card, ac: Card, trump: Suit) -> Step:
    """Why ``ac`` beats ``lc`` (:func:`karty.bura.scoring.beat_steps` of one card)."""
    steps = _WHY_BEATS1.get(trump)
    if steps is None:
        steps = _WHY_BEATS1[trump] = {}
    key = lc.index * _N + ac.index
    step = steps.get(key)
    if step is None:
        step = steps[key] = _why_beats(DECK[lc.index], DECK[ac.index], trump)
    return step


def lead2(seat: int, a: Card, b: Card) -> Step:
    """``seat`` leads the two cards ``a`` and ``b`` (in this order)."""
    key = (seat * _N + a.index) * _N + b.index
    step = _LEAD2.get(key)
    if step is None:
        step = _LEAD2[key] = _later(R.LEAD, N.lead, seat, (DECK[a.index], DECK[b.index]))
    return step


def snos2(leader: int, table: tuple[Card, Card] | list[Card]) -> Step:
    """The leader takes the two led cards ``table`` and the two thrown off."""
    a, b = table
    key = (leader * _N + a.index) * _N + b.index
    step = _SNOS2.get(key)
    if step is None:
        step = _SNOS2[key] = _later(R.SNOS, N.snos, leader, (DECK[a.index], DECK[b.index]), 2)
    return step


def first_lead(rule_id: str, leader: int) -> Step:
    """``leader`` leads first, by the rule ``rule_id`` (an option's)."""
    key = (rule_id, leader)
    step = _FIRST_LEAD.get(key)
    if step is None:
        step = _FIRST_LEAD[key] = _later(rule_id, N.first_lead, leader)
    return step


def trump_drawn(rule_id: str, seat: int, card: Card) -> Step:
    """``seat`` draws the turned-up ``card``, by the rule ``rule_id`` (an option's)."""
    key = (rule_id, seat, card.index)
    step = _TRUMP_DRAWN.get(key)
    if step is None:
        step = _TRUMP_DRAWN[key] = _later(rule_id, N.trump_drawn, seat, DECK[card.index])
    return step


def draws(seats: tuple[int, ...], left: int) -> Step:
    """The cards drawn, one at a time by ``seats`` in order, ``left`` in the stock."""
    key = (seats, left)
    step = _DRAWS.get(key)
    if step is None:
        step = _DRAWS[key] = _later(R.DRAW, N.draw, seats, left)
    return step
