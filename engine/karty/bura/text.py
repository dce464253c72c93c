"""Small helpers for the bilingual narration of Бура."""

from __future__ import annotations

from collections.abc import Iterable

from ..cards import Card

#: Seat names in the narration: seat 0 is A (А), seat 1 is B (Б).
SEAT_EN = ("A", "B")
SEAT_RU = ("А", "Б")


def card_ru(card: Card) -> str:
    """``Т♠`` for the ace of spades: Russian rank letters."""
    return card.russian()


def cards_en(cards: Iterable[Card]) -> str:
    return " ".join(str(c) for c in cards)


def cards_ru(cards: Iterable[Card]) -> str:
    return " ".join(c.russian() for c in cards)


def plural_ru(n: int, one: str, few: str, many: str) -> str:
    """Russian plural agreement: 1 карта, 2 карты, 5 карт.

    >>> plural_ru(1, "карта", "карты", "карт"), plural_ru(22, "карта", "карты", "карт")
    ('карта', 'карты')
    """
    n = abs(n)
    if n % 10 == 1 and n % 100 != 11:
        return one
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return few
    return many


def n_cards_en(n: int) -> str:
    return f"{n} card" if n == 1 else f"{n} cards"


def n_cards_ru(n: int) -> str:
    return f"{n} {plural_ru(n, 'карту', 'карты', 'карт')}"


def n_points_ru(n: int) -> str:
    return f"{n} {plural_ru(n, 'очко', 'очка', 'очков')}"
