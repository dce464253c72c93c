"""The texts of a Бура кон's explanation steps, in English and Russian.

Each function takes what the step needs (seats, cards as tuples, numbers),
none of which changes afterwards, and returns ``(en, ru)``. The state makes
its steps with :meth:`karty.registry.Step.later`, so a text is written only
when somebody reads it::

    >>> from karty.cards import parse_cards
    >>> lead(0, parse_cards("Q♠ K♠"))
    ('A leads Q♠ K♠: 2 cards of one suit', 'А ходит Д♠ К♠: 2 карты одной масти')
"""

from __future__ import annotations

from ..cards import Card
from ..plural import plural_ru
from .scoring import points
from .text import (
    SEAT_EN,
    SEAT_RU,
    cards_en,
    cards_ru,
    n_cards_en,
    n_cards_ru,
    n_points_ru,
)

Texts = tuple[str, str]


def deal(dealer: int, turned: Card) -> Texts:
    return ((f"{SEAT_EN[dealer]} deals three cards each; {turned} is turned up: "
            f"{turned.suit.name_en} are trumps"),
            (f"{SEAT_RU[dealer]} сдаёт по три карты; открыт {turned.russian()}: козыри — "
            f"{turned.suit.name_ru}"))


def trump_under_stock(turned: Card) -> Texts:
    return (f"{turned} lies face up under the stock and will be drawn last",
            f"{turned.russian()} лежит лицом вверх под колодой и берётся последним")


def trump_top_of_stock(turned: Card) -> Texts:
    return (f"{turned} stays face up on top of the stock and will be drawn first",
            f"{turned.russian()} остаётся лицом вверх на колоде и берётся первым")


def first_lead(leader: int) -> Texts:
    return f"{SEAT_EN[leader]} leads first", f"первым ходит {SEAT_RU[leader]}"


def _when(after_deal: bool) -> Texts:
    return ("in the deal", "при сдаче") if after_deal else ("after the drawing", "после добора")


def double_bura(hand0: tuple[Card, ...], hand1: tuple[Card, ...], winner: int,
                after_deal: bool) -> Texts:
    when_en, when_ru = _when(after_deal)
    h0, h1 = sorted(hand0), sorted(hand1)
    return ((f"both hold Бура {when_en} (A: {cards_en(h0)}, B: {cards_en(h1)}); it goes to "
            f"{SEAT_EN[winner]}"),
            (f"бура у обоих {when_ru} (А: {cards_ru(h0)}, Б: {cards_ru(h1)}); выигрывает "
            f"{SEAT_RU[winner]}"))


def bura(winner: int, hand: tuple[Card, ...], after_deal: bool) -> Texts:
    when_en, when_ru = _when(after_deal)
    h = sorted(hand)
    w_en, w_ru = SEAT_EN[winner], SEAT_RU[winner]
    return (f"{w_en} holds three trumps ({cards_en(h)}) {when_en}: «Бура!» — {w_en} wins the кон",
            f"у {w_ru} три козыря ({cards_ru(h)}) {when_ru}: «Бура!» — {w_ru} выигрывает кон")


def molodka(seat: int) -> Texts:
    return (f"{SEAT_EN[seat]} declares «Молодка» and takes the lead",
            f"{SEAT_RU[seat]} объявляет «Молодка» и заходит вне очереди")


def molodka_both(leader: int, took_trick: bool) -> Texts:
    prev_en = "took the previous trick" if took_trick else "was to lead"
    prev_ru = "взял предыдущую взятку" if took_trick else "ходил бы и так"
    en, ru = SEAT_EN[leader], SEAT_RU[leader]
    return (f"{en} declares «Молодка» too; {en} {prev_en} and leads",
            f"{ru} тоже объявляет «Молодка»; {ru} {prev_ru} и ходит")


def lead_molodka(seat: int, cards: tuple[Card, ...]) -> Texts:
    en = (f"{SEAT_EN[seat]} leads the Молодка {cards_en(cards)}" if len(cards) == 3 else
          f"{SEAT_EN[seat]} leads {cards_en(cards)} after the Молодка")
    return en, f"{SEAT_RU[seat]} заходит с молодки: {cards_ru(cards)}"


def lead(seat: int, cards: tuple[Card, ...]) -> Texts:
    n = len(cards)
    more_en = "" if n == 1 else f": {n} cards of one suit"
    more_ru = "" if n == 1 else f": {n_cards_ru(n)} одной масти"
    return (f"{SEAT_EN[seat]} leads {cards_en(cards)}{more_en}",
            f"{SEAT_RU[seat]} ходит {cards_ru(cards)}{more_ru}")


def trick(seat: int, cards: tuple[Card, ...]) -> Texts:
    pts = points(cards)
    return (f"{SEAT_EN[seat]} takes the trick: {pts} points",
            f"{SEAT_RU[seat]} берёт взятку: {n_points_ru(pts)}")


def surrender(seat: int, n: int) -> Texts:
    return (f"{SEAT_EN[seat]} gives up the trick: {n_cards_en(n)} face down",
            f"{SEAT_RU[seat]} сдаёт взятку, сбросив {n_cards_ru(n)} крапом вверх")


def snos(leader: int, table: tuple[Card, ...], n: int) -> Texts:
    pts = points(table)
    return ((f"{SEAT_EN[leader]} takes {cards_en(table)} ({pts} points) and {n_cards_en(n)} "
            "thrown off face down, unseen"),
            (f"{SEAT_RU[leader]} берёт {cards_ru(table)} ({n_points_ru(pts)}) и снос из {n} "
            f"{plural_ru(n, 'карты', 'карт', 'карт')}, не глядя"))


def next_lead(seat: int) -> Texts:
    return f"{SEAT_EN[seat]} leads next", f"следующим ходит {SEAT_RU[seat]}"


def draw_first(seat: int, winner_first: bool) -> Texts:
    why_en = "took" if winner_first else "lost"
    why_ru = "взял" if winner_first else "отдал"
    return (f"{SEAT_EN[seat]} draws first: {SEAT_EN[seat]} {why_en} the trick",
            f"первым добирает {SEAT_RU[seat]}: {why_ru} взятку")


def draw(seats: tuple[int, ...], left: int) -> Texts:
    return (f"draw one at a time: {', '.join(SEAT_EN[q] for q in seats)}; {left} left",
            f"добирают по одной: {', '.join(SEAT_RU[q] for q in seats)}; в колоде {left}")


def trump_drawn(seat: int, card: Card) -> Texts:
    return (f"{SEAT_EN[seat]} draws the turned-up trump {card}",
            f"{SEAT_RU[seat]} берёт открытый козырь {card.russian()}")


def claim(seat: int, up: int, down: int) -> Texts:
    total = up + down
    return ((f"{SEAT_EN[seat]} declares «Игра сделана» and counts {total} points "
            f"({up} face up + {down} in the снос)"),
            (f"{SEAT_RU[seat]} объявляет «Игра сделана» и считает {n_points_ru(total)} "
            f"({up} открыто + {down} в сносе)"))


def claim_made(total: int, target: int, seat: int) -> Texts:
    return (f"{total} ≥ {target}: {SEAT_EN[seat]} wins the кон",
            f"{total} ≥ {target}: кон выигрывает {SEAT_RU[seat]}")


def claim_failed(total: int, target: int, other: int) -> Texts:
    return (f"{total} < {target}: {SEAT_EN[other]} wins the кон",
            f"{total} < {target}: кон выигрывает {SEAT_RU[other]}")


def exhausted_void(p0: int, p1: int) -> Texts:
    return (f"the cards are played out without a claim (A {p0}, B {p1}): the кон is void",
            f"карты сыграны без заявки (А {p0}, Б {p1}): кон не в счёт")


def exhausted_more(p0: int, p1: int, winner: int | None) -> Texts:
    res_en = "nobody wins" if winner is None else f"{SEAT_EN[winner]} wins the кон"
    res_ru = "никто не выигрывает" if winner is None else f"кон выигрывает {SEAT_RU[winner]}"
    return (f"the cards are played out without a claim: A {p0}, B {p1} — {res_en}",
            f"карты сыграны без заявки: А {p0}, Б {p1} — {res_ru}")


def stake(winner: int, amount: int) -> Texts:
    return (f"{SEAT_EN[1 - winner]} owes {SEAT_EN[winner]} the stake: {amount}",
            f"{SEAT_RU[1 - winner]} должен {SEAT_RU[winner]} ставку: {amount}")
