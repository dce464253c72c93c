"""The 36-card deck and its notations.

Three notations are accepted and can be mixed:

* Unicode suits: ``A♠ 10♥ Q♦ J♣``
* Latin letters: ``AS Th 10h qd`` (``T`` or ``10`` for the ten; any case)
* Russian letters: ``Т♠ Дч Вб 10п Кт`` (Т туз, К король, Д дама, В валет;
  п пики, т/к трефы (крести), б бубны, ч черви)

Tokens are separated by spaces, commas, semicolons or ``|``::

    >>> parse_cards("A♠, 10h; Дч")
    (Card.parse('A♠'), Card.parse('10♥'), Card.parse('Q♥'))
    >>> c = Card.parse("Тп")
    >>> str(c), c.ascii(), c.russian()
    ('A♠', 'AS', 'Т♠')
    >>> eval(repr(c)) == c
    True

Note that the Latin ``T`` is the ten, the Cyrillic ``Т`` is the ace (туз).

Every card has a name in English and in Russian, for text alternatives::

    >>> c.name("en"), c.name("ru")
    ('ace of spades', 'туз пик')
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from .errors import Lang, NotationError, quoted, shown
from .suit_rank import (
    _RANK_SYMBOL,
    _RANK_SYMBOL_RU,
    _SUIT_SYMBOL,
    _VARIATION_SELECTORS,
    SUITS,
    Rank,
    Suit,
)

# Suit and Rank are their own module (karty.suit_rank); they stay importable from here.
__all__ = ["DECK", "SUITS", "Card", "Rank", "Suit", "card_texts", "cards_of", "format_cards",
           "parse_cards", "shuffled_deck"]


@dataclass(frozen=True, slots=True, eq=False)
class Card:
    """One card. Sorts by suit, then natural rank; equal cards are equal by
    value (rank and suit), whether or not they are the same object.

    >>> Card.parse("10♠") == Card(Rank.TEN, Suit.SPADES)
    True
    >>> hash(Card(Rank.TEN, Suit.SPADES)) == hash(DECK[4]), Card.parse("6♥").index
    (True, 27)

    Its index in :data:`DECK` and its written forms are computed once, when the
    card is made (the engine's hot paths hash, compare and print cards).
    """

    suit: Suit
    rank: Rank
    #: Position in :data:`DECK` (suits ♠♣♦♥, ranks 6…A); also the card's hash.
    index: int = field(init=False, repr=False)
    _str: str = field(init=False, repr=False)
    _ru: str = field(init=False, repr=False)

    def __init__(self, rank: Rank, suit: Suit) -> None:
        # Rank first, as cards are written ("10♠"); the fields keep suit first
        # so that sorting groups a hand by suit.
        rank, suit = Rank(rank), Suit(suit)
        object.__setattr__(self, "rank", rank)
        object.__setattr__(self, "suit", suit)
        object.__setattr__(self, "index", SUITS.index(suit) * 9 + (rank - 6))
        object.__setattr__(self, "_str", _RANK_SYMBOL[rank] + _SUIT_SYMBOL[suit])
        object.__setattr__(self, "_ru", _RANK_SYMBOL_RU[rank] + _SUIT_SYMBOL[suit])

    def __eq__(self, other: object) -> bool:
        if other.__class__ is Card:
            return self.index == other.index
        return NotImplemented

    def __hash__(self) -> int:
        return self.index

    def __lt__(self, other: object) -> bool:
        if other.__class__ is Card:
            return self.index < other.index
        return NotImplemented

    def __le__(self, other: object) -> bool:
        if other.__class__ is Card:
            return self.index <= other.index
        return NotImplemented

    def __gt__(self, other: object) -> bool:
        if other.__class__ is Card:
            return self.index > other.index
        return NotImplemented

    def __ge__(self, other: object) -> bool:
        if other.__class__ is Card:
            return self.index >= other.index
        return NotImplemented

    @classmethod
    def parse(cls, token: str) -> Card:
        """Parse one card in any of the three notations.

        >>> Card.parse("Th"), Card.parse("Дч"), Card.parse("A♠")
        (Card.parse('10♥'), Card.parse('Q♥'), Card.parse('A♠'))
        """
        known = _CARD_BY_TOKEN.get(token) if isinstance(token, str) else None
        if known is not None:  # the engine's own notations, as it writes them
            return known
        if not isinstance(token, str):
            raise NotationError(
                f"{quoted(token)}: a card must be written as text, e.g. 'A♠' or '10h'",
                f"«{shown(token)}»: карта записывается текстом, например «Т♠» или «10ч»",
                token=shown(token),
            )
        raw = token.strip().translate(_VARIATION_SELECTORS)
        if not raw:
            if token.strip():  # only invisible characters, e.g. a lone variation selector
                raise NotationError(
                    f"'{shown(token)}': not a card, only invisible characters "
                    "(write a rank and a suit, e.g. 'A♠' or '10h')",
                    f"«{shown(token)}»: это не карта, а только невидимые знаки (напишите "
                    "достоинство и масть, например «Т♠» или «10ч»)",
                    token=token,
                )
            raise NotationError(
                f"'{shown(token)}': empty card: write a rank and a suit, e.g. 'A♠' or '10h'",
                f"«{shown(token)}»: пустая карта: напишите достоинство и масть, например «Т♠» или «10ч»",
                token=token,
            )
        match = _CARD_RE.fullmatch(raw)
        if match is None:
            raise NotationError(
                f"{token!r}: not a card (write a rank and a suit, e.g. 'A♠', '10h', 'Дч')",
                f"«{token}»: это не карта (нужны достоинство и масть, например «Т♠», «10ч», «Дч»)",
                token=token,
            )
        rank_text, suit_text = match.group(1), match.group(2)
        try:
            rank = Rank.parse(rank_text)
        except NotationError:
            raise NotationError(
                f"{token!r}: unknown rank {rank_text!r} (expected 6-10, J/В, Q/Д, K/К, A/Т)",
                f"«{token}»: неизвестное достоинство «{rank_text}» (ожидается 6-10, В/J, Д/Q, К/K, Т/A)",
                token=token,
            ) from None
        try:
            suit = Suit.parse(suit_text)
        except NotationError:
            raise NotationError(
                f"{token!r}: unknown suit {suit_text!r} (expected ♠♣♦♥, S C D H, or п т б ч)",
                f"«{token}»: неизвестная масть «{suit_text}» (ожидается ♠♣♦♥, S C D H или п т б ч)",
                token=token,
            ) from None
        return cls(rank, suit)

    @classmethod
    def from_index(cls, index: int) -> Card:
        """The card at ``index`` (0-35) of :data:`DECK`."""
        if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < 36:
            raise NotationError(
                f"{index!r}: a card index must be an integer from 0 to 35",
                f"«{index}»: номер карты должен быть целым числом от 0 до 35",
                token=repr(index),
            )
        return DECK[index]

    def ascii(self) -> str:
        """Latin notation, as used in URLs: ``10S``, ``QH``."""
        return f"{self.rank.symbol}{self.suit.value}"

    def russian(self) -> str:
        """Russian rank letters with suit symbols: ``Т♠``, ``Д♥``."""
        return self._ru

    def name(self, lang: Lang = "en") -> str:
        """The card's name in ``lang``, as a text alternative for its picture.

        >>> Card.parse("10♥").name("en"), Card.parse("10♥").name("ru")
        ('ten of hearts', 'десятка червей')
        >>> [Card.parse(t).name("ru") for t in ("Кб", "Дт", "6п")]
        ['король бубён', 'дама треф', 'шестёрка пик']
        >>> Card.parse("A♠").name("de")
        Traceback (most recent call last):
        ...
        karty.errors.NotationError: 'de': unknown language (expected 'en' or 'ru')
        """
        if lang == "en":
            return f"{self.rank.name_en} of {self.suit.name_en}"
        if lang == "ru":
            return f"{self.rank.name_ru} {self.suit.genitive_ru}"
        raise NotationError(f"{quoted(lang)}: unknown language (expected 'en' or 'ru')",
                            f"{quoted(lang)}: неизвестный язык (ожидается «en» или «ru»)",
                            token=quoted(lang))

    def __str__(self) -> str:
        return self._str

    def __repr__(self) -> str:
        return f"Card.parse({self._str!r})"


_CARD_RE = re.compile(r"(\d+|[A-Za-zА-Яа-яЁё])(.+)")

#: The 36-card deck in a fixed order: ♠ 6…A, ♣ 6…A, ♦ 6…A, ♥ 6…A.
DECK: tuple[Card, ...] = tuple(Card(r, s) for s in SUITS for r in Rank)
# The forms the engine writes (A♠, AS, Т♠), for a fast path of Card.parse.
_CARD_BY_TOKEN: dict[str, Card] = {f(c): c for c in DECK
                                   for f in (str, Card.ascii, Card.russian)}

_SEPARATORS = re.compile(r"[\s,;|]+")


def parse_cards(text: str, *, allow_duplicates: bool = False) -> tuple[Card, ...]:
    """Parse a list of cards; a duplicate card is an error.

    >>> parse_cards("AS Th 10d")
    (Card.parse('A♠'), Card.parse('10♥'), Card.parse('10♦'))
    >>> parse_cards("")
    ()
    >>> parse_cards("AS as")
    Traceback (most recent call last):
    ...
    karty.errors.NotationError: 'as': A♠ appears twice
    """
    if not isinstance(text, str):
        raise NotationError(
            f"{quoted(text)}: cards must be written as text, e.g. 'A♠ 10h'",
            f"«{shown(text)}»: карты записываются текстом, например «Т♠ 10ч»",
            token=shown(text),
        )
    cards: list[Card] = []
    seen: set[Card] = set()
    for token in _SEPARATORS.split(text.strip()):
        if not token:
            continue
        card = Card.parse(token)
        if card in seen and not allow_duplicates:
            raise NotationError(
                f"{token!r}: {card} appears twice",
                f"«{token}»: карта {card.russian()} встречается дважды",
                token=token,
            )
        seen.add(card)
        cards.append(card)
    return tuple(cards)


def cards_of(value: object, what: str = "cards") -> tuple[Card, ...]:
    """Cards given as text (any notation, see :func:`parse_cards`), as one
    :class:`Card`, or as a list, tuple or set of them; anything else is a
    :class:`NotationError` naming ``what`` and the value.

    >>> cards_of("A♠ 10h"), cards_of(Card.parse("A♠"))
    ((Card.parse('A♠'), Card.parse('10♥')), (Card.parse('A♠'),))
    >>> cards_of(5, "hand")
    Traceback (most recent call last):
    ...
    karty.errors.NotationError: hand: 5 is not cards (write them as text, e.g. 'A♠ 10h')
    """
    if isinstance(value, str):
        return parse_cards(value)
    if isinstance(value, Card):
        return (value,)
    if not isinstance(value, (list, tuple, set, frozenset)):
        token = shown(value)
        raise NotationError(f"{what}: {token} is not cards (write them as text, e.g. 'A♠ 10h')",
                            f"{what}: {token} — не карты (пишите текстом, например «Т♠ 10ч»)",
                            token=token)
    out = tuple(value)
    for c in out:
        if not isinstance(c, Card):
            token = shown(c)
            raise NotationError(f"{what}: {token} is not a card", f"{what}: {token} — не карта",
                                token=token)
    return out


def card_texts(cards: Iterable[Card]) -> list[str]:
    """``[str(c) for c in cards]``, faster (the engine's observations list cards so).

    >>> card_texts(parse_cards("AS 10h"))
    ['A♠', '10♥']
    """
    return [c._str for c in cards]


def format_cards(cards: Iterable[Card], style: str = "unicode") -> str:
    """Write cards back: ``style`` is ``"unicode"`` (``A♠``), ``"ascii"``
    (``AS``) or ``"ru"`` (``Т♠``).

    >>> format_cards(parse_cards("AS 10h"), "ascii")
    'AS 10H'
    """
    if style == "unicode":
        return " ".join(str(c) for c in cards)
    if style == "ascii":
        return " ".join(c.ascii() for c in cards)
    if style == "ru":
        return " ".join(c.russian() for c in cards)
    raise NotationError(f"{quoted(style)}: unknown card style (expected unicode, ascii or ru)",
                        f"{quoted(style)}: неизвестная запись карт (ожидается unicode, ascii или "
                        "ru)", token=quoted(style))


def shuffled_deck(rng: random.Random) -> tuple[Card, ...]:
    """A shuffled copy of :data:`DECK`, drawn from ``rng`` only.

    >>> shuffled_deck(random.Random(1)) == shuffled_deck(random.Random(1))
    True
    """
    cards = list(DECK)
    if type(rng) is not random.Random:
        rng.shuffle(cards)
        return tuple(cards)
    # random.Random.shuffle, inlined: the same draws (getrandbits of each bound's
    # bit length, redrawn while out of range), so the same order, in fewer calls.
    getrandbits = rng.getrandbits
    for i, k in _SHUFFLE_BITS:
        r = getrandbits(k)
        while r > i:
            r = getrandbits(k)
        cards[i], cards[r] = cards[r], cards[i]
    return tuple(cards)


# (i, the bit length of i + 1) for i from 35 down to 1, as random.shuffle goes.
_SHUFFLE_BITS = tuple((i, (i + 1).bit_length()) for i in reversed(range(1, len(DECK))))
