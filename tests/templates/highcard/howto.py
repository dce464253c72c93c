"""High card's "How to play" summary (karty.howto's shapes)."""

from __future__ import annotations

from typing import Final

from karty.cards import Rank
from karty.howto import DeckRow, Sentence

from .rules import Ace, Rules


def facts() -> dict[str, int]:
    return {"deck": 36, "stake": Rules().stake}


def card_points() -> tuple[tuple[Rank, int], ...]:
    return ()


def decks() -> tuple[DeckRow, ...]:
    """The ranks, strongest first, with the ace high or low."""
    ranks = sorted(Rank, key=lambda r: r.value, reverse=True)
    return (DeckRow("ace", Ace.HIGH.value, tuple(ranks), True),
            DeckRow("ace", Ace.LOW.value, (*ranks[1:], ranks[0]), False))


SENTENCES: Final = (
    Sentence("players", "[Two play](highcard.players) with a deck of {deck} cards.",
             "[Играют двое](highcard.players) колодой в {deck} карт."),
    Sentence("values", "Cards count no points: [the higher rank wins](highcard.showdown).",
             "Очков у карт нет: [выигрывает старшая](highcard.showdown)."),
    Sentence("deal", "[Each is dealt one card](highcard.deal).",
             "[Каждому сдают по карте](highcard.deal)."),
    Sentence("play", "Each [keeps his card or swaps it](highcard.choice) for [the top card of "
             "the deck](highcard.draw).", "Каждый [оставляет карту или меняет её](highcard.choice)"
             " на [верхнюю карту колоды](highcard.draw)."),
    Sentence("scoring", "[The higher card wins {stake}](highcard.showdown).",
             "[Старшая карта выигрывает {stake}](highcard.showdown)."),
)
