"""The actions of Стос: frozen values whose ``format(style)`` and ``parse`` round-trip.

Verbs may be written in English or Russian, cards in any of the engine's
notations::

    >>> parse_action("punt Q♠"), parse_action("ставка 5"), parse_action("пароли")
    (Punt(card=Card.parse('Q♠')), Stake(amount=5), Paroli())
    >>> a = parse_action("мечу 10ч")
    >>> a, a.format("ascii"), a.format("ru")
    (Turn(card=Card.parse('10♥')), 'turn 10H', 'мечу 10♥')
    >>> all(parse_action(a.format(s)) == a for s in ("text", "ascii", "ru"))
    True
    >>> parse_action("double")
    Traceback (most recent call last):
    ...
    karty.errors.NotationError: 'double': not a Стос action (expected punt CARD, stake N, paroli, stop, turn CARD)

A :class:`Turn` is the chance step: the banker turns up the next card.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import ClassVar, Self

from ..cards import Card
from ..errors import NotationError, quoted, shown
from ..game import STYLES, Style
from ..options import MAX_WRITTEN, int_from_text, not_int_reason

__all__ = ["STYLES", "Action", "Paroli", "Punt", "Stake", "Stop", "Turn", "format_action",
           "parse_action"]

# The styles of Action.format are karty.game.STYLES: English verbs with Unicode suits
# ("text") or Latin letters ("ascii"), or Russian verbs and card letters ("ru").


def _card_text(card: Card, style: Style) -> str:
    if style == "ascii":
        return card.ascii()
    if style == "ru":
        return card.russian()
    return str(card)


def _check_style(style: object) -> Style:
    if style not in STYLES:
        raise NotationError(
            f"{quoted(style)}: unknown style (expected text, ascii or ru)",
            f"{quoted(style)}: неизвестная запись (ожидается text, ascii или ru)",
            token=quoted(style))
    return "ascii" if style == "ascii" else "ru" if style == "ru" else "text"


class Action:
    """Base of the actions of Стос."""

    __slots__ = ()
    VERB: ClassVar[str] = ""
    VERB_RU: ClassVar[str] = ""

    @classmethod
    def parse(cls, text: str) -> Self:
        """Parse ``text``; it must be an action of this class.

        >>> Stake.parse("stake 3")
        Stake(amount=3)
        >>> Stake.parse("stop")
        Traceback (most recent call last):
        ...
        karty.errors.NotationError: 'stop' is a stop, not a stake
        """
        action = parse_action(text)
        if not isinstance(action, cls):
            raise NotationError(
                f"{quoted(text)} is a {action.VERB}, not a {cls.VERB}",
                f"{quoted(text)} — это «{action.VERB_RU}», а не «{cls.VERB_RU}»",
                token=shown(text))
        return action

    def format(self, style: Style = "text") -> str:
        """The action as text: ``"text"`` (``punt Q♠``), ``"ascii"`` (``punt QS``) or
        ``"ru"`` (``карта Д♠``)."""
        return self.VERB_RU if _check_style(style) == "ru" else self.VERB

    def __str__(self) -> str:
        return self.format("text")


@dataclass(frozen=True, slots=True)
class _CardAction(Action):
    card: Card

    def __post_init__(self) -> None:
        if not isinstance(self.card, Card):
            raise NotationError(f"{self.VERB}: {quoted(self.card)} is not a card",
                                f"{self.VERB_RU}: {quoted(self.card)} — не карта",
                                token=quoted(self.card))

    def format(self, style: Style = "text") -> str:
        verb = self.VERB_RU if _check_style(style) == "ru" else self.VERB
        return f"{verb} {_card_text(self.card, style)}"


@dataclass(frozen=True, slots=True)
class Punt(_CardAction):
    """The punter lays down his card, face down (stos.punter-card)."""

    VERB: ClassVar[str] = "punt"
    VERB_RU: ClassVar[str] = "карта"


@dataclass(frozen=True, slots=True)
class Turn(_CardAction):
    """Chance: the banker turns up the next card of the talia (stos.deal)."""

    VERB: ClassVar[str] = "turn"
    VERB_RU: ClassVar[str] = "мечу"


@dataclass(frozen=True, slots=True)
class Stake(Action):
    """The punter names his stake (stos.stake)."""

    amount: int
    VERB: ClassVar[str] = "stake"
    VERB_RU: ClassVar[str] = "ставка"

    def __post_init__(self) -> None:
        a = self.amount
        if not isinstance(a, int) or isinstance(a, bool) or not 1 <= a <= MAX_WRITTEN:
            raise NotationError(f"stake {quoted(a)}: the stake must be a whole number from 1 to "
                                f"{MAX_WRITTEN}",
                                f"stake {quoted(a)}: ставка — целое число от 1 до {MAX_WRITTEN}",
                                token=f"stake {shown(a)}")

    def format(self, style: Style = "text") -> str:
        verb = self.VERB_RU if _check_style(style) == "ru" else self.VERB
        return f"{verb} {self.amount}"


@dataclass(frozen=True, slots=True)
class Paroli(Action):
    """The punter, having won, bends a corner of his card: the same card rides again with
    stake and winnings on it (stos.paroli)."""

    VERB: ClassVar[str] = "paroli"
    VERB_RU: ClassVar[str] = "пароли"


@dataclass(frozen=True, slots=True)
class Stop(Action):
    """The punter stops playing (stos.session)."""

    VERB: ClassVar[str] = "stop"
    VERB_RU: ClassVar[str] = "хватит"


_CARD_VERBS: dict[str, type[_CardAction]] = {
    "punt": Punt, "карта": Punt, "turn": Turn, "мечу": Turn}
_BARE: dict[str, type[Action]] = {
    "paroli": Paroli, "пароли": Paroli, "stop": Stop, "хватит": Stop}
_SPLIT = re.compile(r"[\s:,;|]+")


def _unknown(text: str) -> NotationError:
    return NotationError(
        f"'{shown(text)}': not a Стос action (expected punt CARD, stake N, paroli, stop, "
        "turn CARD)",
        f"«{shown(text)}»: это не действие стоса (ожидается: карта КАРТА, ставка N, пароли, "
        "хватит, мечу КАРТА)", token=text)


def parse_action(text: str) -> Action:
    """Parse one action of Стос, in English or Russian (see the module's examples)."""
    if not isinstance(text, str):
        raise NotationError(
            f"{quoted(text)}: an action must be written as text, e.g. 'punt Q♠'",
            f"{quoted(text)}: действие записывается текстом, например «карта Д♠»",
            token=quoted(text))
    words = [w for w in _SPLIT.split(text.strip()) if w]
    if not words:
        raise _unknown(text)
    verb = words[0].lower()
    if verb in _BARE:
        if len(words) != 1:
            raise NotationError(
                f"'{shown(text)}': «{verb}» takes nothing after it",
                f"«{shown(text)}»: после «{verb}» ничего не пишется", token=text)
        return _BARE[verb]()
    if verb in _CARD_VERBS:
        if len(words) != 2:
            raise NotationError(f"'{shown(text)}': write one card after «{verb}», e.g. "
                                f"'{verb} Q♠'", f"«{shown(text)}»: после «{verb}» нужна одна "
                                f"карта, например «{verb} Д♠»", token=text)
        return _CARD_VERBS[verb](Card.parse(words[1]))
    if verb in ("stake", "ставка"):
        n = int_from_text(words[1]) if len(words) == 2 else None
        if n is None and len(words) == 2 and "too large" in not_int_reason(words[1])[0]:
            en, ru = not_int_reason(words[1])
            raise NotationError(f"'{shown(text)}': '{shown(words[1])}' {en}",
                                f"«{shown(text)}»: «{shown(words[1])}» {ru}", token=text)
        if n is None:
            raise NotationError(f"'{shown(text)}': write a whole number after «{verb}», e.g. "
                                "'stake 5'", f"«{shown(text)}»: после «{verb}» нужно целое число, "
                                "например «ставка 5»", token=text)
        return Stake(n)
    raise _unknown(text)


def format_action(action: Action, style: Style = "text") -> str:
    """``action.format(style)``: the inverse of :func:`parse_action`.

    >>> format_action(Punt(Card.parse("Q♠")), "ru")
    'карта Д♠'
    """
    if not isinstance(action, Action):
        raise NotationError(f"{quoted(action)} is not a Стос action",
                            f"{quoted(action)} — не действие стоса", token=quoted(action))
    return action.format(style)
