"""Small helpers for the bilingual narration of Бура."""

from __future__ import annotations

from collections.abc import Iterable

from ..cards import Card
from ..plural import plural_ru

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


def n_cards_en(n: int) -> str:
    return f"{n} card" if n == 1 else f"{n} cards"


def n_cards_ru(n: int) -> str:
    """The accusative after a verb of taking: «взял 1 карту», «2 карты», «5 карт».

    >>> n_cards_ru(1), n_cards_ru(22), n_cards_ru(11)
    ('1 карту', '22 карты', '11 карт')
    """
    return f"{n} {plural_ru(n, 'карту', 'карты', 'карт')}"


def n_points_ru(n: int) -> str:
    return f"{n} {plural_ru(n, 'очко', 'очка', 'очков')}"
