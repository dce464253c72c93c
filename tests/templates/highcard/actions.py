"""The actions of High card: ``deal CARD`` and ``draw CARD`` (chance), ``keep``, ``swap``.

    >>> [parse_action(t) for t in ("deal QS", "меняю", "беру 10ч")]
    [Deal(card=Card.parse('Q♠')), Swap(), Draw(card=Card.parse('10♥'))]
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from karty.cards import Card
from karty.errors import NotationError, quoted, shown
from karty.game import STYLES, Style


class Action:
    __slots__ = ()
    VERB: ClassVar[str] = ""
    VERB_RU: ClassVar[str] = ""

    def format(self, style: Style = "text") -> str:
        if style not in STYLES:
            raise NotationError(f"{quoted(style)}: unknown style",
                                f"{quoted(style)}: неизвестная запись", token=quoted(style))
        return self.VERB_RU if style == "ru" else self.VERB

    def __str__(self) -> str:
        return self.format("text")


@dataclass(frozen=True, slots=True)
class _CardAction(Action):
    card: Card

    def format(self, style: Style = "text") -> str:
        text = self.card.ascii() if style == "ascii" else \
            self.card.russian() if style == "ru" else str(self.card)
        return f"{Action.format(self, style)} {text}"


@dataclass(frozen=True, slots=True)
class Deal(_CardAction):
    """Chance: a card dealt to the next player (highcard.deal)."""
    VERB: ClassVar[str] = "deal"
    VERB_RU: ClassVar[str] = "сдача"


@dataclass(frozen=True, slots=True)
class Draw(_CardAction):
    """Chance: the top card of the deck, taken by a player who swaps (highcard.draw)."""
    VERB: ClassVar[str] = "draw"
    VERB_RU: ClassVar[str] = "беру"


@dataclass(frozen=True, slots=True)
class Keep(Action):
    VERB: ClassVar[str] = "keep"
    VERB_RU: ClassVar[str] = "оставляю"


@dataclass(frozen=True, slots=True)
class Swap(Action):
    VERB: ClassVar[str] = "swap"
    VERB_RU: ClassVar[str] = "меняю"


_CARD: dict[str, type[_CardAction]] = {"deal": Deal, "сдача": Deal, "draw": Draw, "беру": Draw}
_BARE: dict[str, type[Action]] = {"keep": Keep, "оставляю": Keep, "swap": Swap, "меняю": Swap}


def parse_action(text: str) -> Action:
    """Any action, in English or Russian, cards in any notation."""
    words = text.split() if isinstance(text, str) else []
    if len(words) == 1 and words[0].lower() in _BARE:
        return _BARE[words[0].lower()]()
    if len(words) == 2 and words[0].lower() in _CARD:
        return _CARD[words[0].lower()](Card.parse(words[1]))
    raise NotationError(f"'{shown(text)}': not a High card action (keep, swap, deal CARD, "
                        "draw CARD)", f"«{shown(text)}»: не действие игры «Старшая карта» "
                        "(оставляю, меняю, сдача КАРТА, беру КАРТА)", token=quoted(text))


def format_action(action: Action, style: Style = "text") -> str:
    return action.format(style)
