"""The actions of Бура: frozen values with ``parse(text)`` and ``str()`` that
round-trip. Verbs may be written in English or Russian::

    >>> parse_action("lead Q♠ K♠")
    Lead(cards=(Card.parse('Q♠'), Card.parse('K♠')))
    >>> str(parse_action("бью 10♠ 6ч"))
    'beat 10♠ 6♥'
    >>> parse_action("игра сделана")
    Claim()
    >>> parse_action("lead 11♠")
    Traceback (most recent call last):
    ...
    karty.errors.NotationError: '11♠': unknown rank '11' (expected 6-10, J/В, Q/Д, K/К, A/Т)

Cards inside an action are kept sorted, so ``Lead(K♠ Q♠) == Lead(Q♠ K♠)``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import ClassVar, Self

from ..cards import DECK, Card, parse_cards
from ..errors import NotationError, quoted
from ..game import Style
from .text import cards_en, cards_ru

__all__ = [
    "Action",
    "Answer",
    "Beat",
    "Claim",
    "Deal",
    "Discard",
    "Lead",
    "Molodka",
    "Pass",
    "format_action",
    "parse_action",
]


def _split(text: object) -> tuple[str, str]:
    if not isinstance(text, str):
        raise NotationError(
            f"{quoted(text)}: an action must be written as text, e.g. 'lead K♠'",
            f"{quoted(text)}: действие записывается текстом, например «ход К♠»",
            token=quoted(text),
        )
    raw = text.strip()
    for verb, cls in _VERBS:
        m = re.match(rf"(?i){verb}(?=$|[\s:,;|])[\s:,;|]*", raw)
        if m:
            return cls.VERB, raw[m.end():]
    first = raw.split(None, 1)[0] if raw else ""
    raise NotationError(
        f"{first!r}: unknown action (expected deal, lead, beat, discard, claim, molodka, pass)",
        f"«{first}»: неизвестное действие (ожидается: сдача, ход, бью, сброс, игра сделана, "
        "молодка, пас)",
        token=first,
    )


_IDX: dict[Card, int] = {c: i for i, c in enumerate(DECK)}


def _card_tuple(cards: Iterable[Card], verb: str, lo: int, hi: int) -> tuple[Card, ...]:
    out = tuple(cards)
    for c in out:
        if not isinstance(c, Card):
            raise NotationError(f"{quoted(c)} is not a card", f"{quoted(c)} — не карта",
                                token=quoted(c))
    if len(set(out)) != len(out):
        dup = next(c for c in out if out.count(c) > 1)
        raise NotationError(
            f"{verb}: {dup} appears twice", f"{verb}: {dup.russian()} встречается дважды",
            token=str(dup),
        )
    if not lo <= len(out) <= hi:
        want = f"{lo}" if lo == hi else f"{lo} to {hi}"
        want_ru = f"{lo}" if lo == hi else f"от {lo} до {hi}"
        raise NotationError(
            f"{verb} {cards_en(out)}: {len(out)} cards given, expected {want}",
            f"{verb} {cards_en(out)}: указано карт: {len(out)}, нужно {want_ru}",
            token=cards_en(out),
        )
    return out


class Action:
    """Base of all Бура actions."""

    __slots__ = ()
    VERB: ClassVar[str] = ""
    VERB_RU: ClassVar[str] = ""

    @classmethod
    def parse(cls, text: str) -> Self:
        """Parse ``text``; it must be an action of this class."""
        action = parse_action(text)
        if not isinstance(action, cls):
            raise NotationError(
                f"{text!r} is a {type(action).__name__}, not a {cls.__name__}",
                f"«{text}» — это {action.VERB_RU}, а не {cls.VERB_RU}",
                token=text,
            )
        return action

    def ru(self) -> str:
        """The action written with the Russian verb and card letters."""
        return self.VERB_RU

    def format(self, style: Style = "text") -> str:
        """The action as text that :func:`parse_action` reads back: ``text``
        (``str()``), ``ascii`` (Latin card letters, ``lead 10S QS``) or ``ru``
        (Russian verb and card letters, ``ход 10♠ Д♠``).

        >>> a = Lead("10♠ Q♠")
        >>> [a.format(s) for s in ("text", "ascii", "ru")]
        ['lead 10♠ Q♠', 'lead 10S QS', 'ход 10♠ Д♠']
        >>> all(parse_action(a.format(s)) == a for s in ("text", "ascii", "ru"))
        True
        """
        if style == "ru":
            return self.ru()
        if style == "ascii":
            cards = self._cards()
            return f"{self.VERB} {' '.join(c.ascii() for c in cards)}" if cards else self.VERB
        if style == "text":
            return str(self)
        raise NotationError(f"{quoted(style)} is not a style (text, ascii, ru)",
                            f"{quoted(style)} — не запись (text, ascii, ru)", token=quoted(style))

    def _cards(self) -> tuple[Card, ...]:
        return ()


@dataclass(frozen=True, slots=True)
class _Cards(Action):
    cards: tuple[Card, ...]
    LO: ClassVar[int] = 1
    HI: ClassVar[int] = 3

    def __init__(self, cards: Iterable[Card] | str) -> None:
        if isinstance(cards, str):
            cards = parse_cards(cards)
        ordered = tuple(sorted(_card_tuple(cards, self.VERB, self.LO, self.HI), key=_IDX.__getitem__))
        object.__setattr__(self, "cards", ordered)

    @classmethod
    def _of(cls, cards: tuple[Card, ...]) -> Self:
        """Internal fast path: ``cards`` already valid and in deck order."""
        a = object.__new__(cls)
        object.__setattr__(a, "cards", cards)
        return a

    def __str__(self) -> str:
        return f"{self.VERB} {cards_en(self.cards)}"

    def _cards(self) -> tuple[Card, ...]:
        return self.cards

    def ru(self) -> str:
        return f"{self.VERB_RU} {cards_ru(self.cards)}"


@dataclass(frozen=True, slots=True, init=False)
class Lead(_Cards):
    """Lead one card, or two or three cards of one suit (bura.lead)."""

    VERB: ClassVar[str] = "lead"
    VERB_RU: ClassVar[str] = "ход"


@dataclass(frozen=True, slots=True, init=False)
class Beat(_Cards):
    """Answer a lead by beating every led card (bura.beat)."""

    VERB: ClassVar[str] = "beat"
    VERB_RU: ClassVar[str] = "бью"


#: Another name for :class:`Beat`.
Answer = Beat


@dataclass(frozen=True, slots=True, init=False)
class Discard(_Cards):
    """Give up the trick: throw off as many cards face down (bura.surrender)."""

    VERB: ClassVar[str] = "discard"
    VERB_RU: ClassVar[str] = "сброс"


@dataclass(frozen=True, slots=True)
class Deal(Action):
    """The chance action: the whole deck order, top card first. The deal, the
    turned-up trump and the stock follow from it, so a кон replays exactly
    from its history.

    >>> d = Deal(DECK)
    >>> Deal.parse(str(d)) == d
    True
    """

    order: tuple[Card, ...]
    VERB: ClassVar[str] = "deal"
    VERB_RU: ClassVar[str] = "сдача"

    def __init__(self, order: Iterable[Card] | str) -> None:
        if isinstance(order, str):
            order = parse_cards(order)
        cards = _card_tuple(order, "deal", 36, 36)
        object.__setattr__(self, "order", cards)

    @classmethod
    def _of(cls, order: tuple[Card, ...]) -> Self:
        """Internal: ``order`` is known to be the whole deck (a shuffle of DECK)."""
        a = object.__new__(cls)
        object.__setattr__(a, "order", order)
        return a

    def __str__(self) -> str:
        return f"deal {cards_en(self.order)}"

    def _cards(self) -> tuple[Card, ...]:
        return self.order

    def ru(self) -> str:
        return f"сдача {cards_ru(self.order)}"

    def __repr__(self) -> str:
        return f"Deal.parse({str(self)!r})"


@dataclass(frozen=True, slots=True)
class Claim(Action):
    """«Игра сделана»: stop the play and count (bura.claim)."""

    VERB: ClassVar[str] = "claim"
    VERB_RU: ClassVar[str] = "игра сделана"

    def __str__(self) -> str:
        return "claim"


@dataclass(frozen=True, slots=True)
class Molodka(Action):
    """Declare «Молодка» and take the lead (bura.molodka)."""

    VERB: ClassVar[str] = "molodka"
    VERB_RU: ClassVar[str] = "молодка"

    def __str__(self) -> str:
        return "molodka"


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Decline to declare a Молодка."""

    VERB: ClassVar[str] = "pass"
    VERB_RU: ClassVar[str] = "пас"

    def __str__(self) -> str:
        return "pass"


# Longest verbs first, so that «игра сделана» wins over shorter words.
_VERBS: tuple[tuple[str, type[Action]], ...] = (
    (r"игра\s+сделана", Claim),
    ("deal", Deal), ("сдача", Deal),
    ("lead", Lead), ("хожу", Lead), ("ход", Lead),
    ("beat", Beat), ("answer", Beat), ("бью", Beat), ("побить", Beat),
    ("discard", Discard), ("сброс", Discard), ("сдаю", Discard),
    ("claim", Claim), ("сделана", Claim),
    ("molodka", Molodka), ("молодка", Molodka),
    ("pass", Pass), ("пас", Pass),
)
_BY_VERB: dict[str, type[Action]] = {cls.VERB: cls for _, cls in _VERBS}


def parse_action(text: str) -> Action:
    """Parse any Бура action; raises :class:`karty.NotationError` naming the
    bad token.

    >>> parse_action("discard 6♥ 7♣"), parse_action("pass")
    (Discard(cards=(Card.parse('7♣'), Card.parse('6♥'))), Pass())
    """
    verb, rest = _split(text)
    cls = _BY_VERB[verb]
    if cls in (Claim, Molodka, Pass):
        if rest.strip():
            raise NotationError(
                f"{verb!r} takes no cards, got {rest.strip()!r}",
                f"«{cls.VERB_RU}» без карт, а указано «{rest.strip()}»",
                token=rest.strip(),
            )
        return cls()
    if cls is Deal:
        return Deal(parse_cards(rest))
    assert issubclass(cls, _Cards)
    return cls(parse_cards(rest))


def format_action(action: Action, style: Style = "text") -> str:
    """``action.format(style)``: the inverse of :func:`parse_action`."""
    if not isinstance(action, Action):
        raise NotationError(f"{quoted(action)} is not a Бура action",
                            f"{quoted(action)} — не действие буры", token=quoted(action))
    return action.format(style)


assert len(DECK) == 36
