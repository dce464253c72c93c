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

import enum
import random
import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from .errors import Lang, NotationError, quoted, shown


class Suit(enum.Enum):
    """A suit. The value is its Latin letter."""

    SPADES = "S"
    CLUBS = "C"
    DIAMONDS = "D"
    HEARTS = "H"

    # A suit is a singleton equal only to itself: hash it by identity, in C,
    # rather than by Enum's hash of its name in Python (suits are hashed on
    # the engine's hot paths).
    __hash__ = object.__hash__

    @property
    def symbol(self) -> str:
        return _SUIT_SYMBOL[self]

    @property
    def name_ru(self) -> str:
        """The Russian name: пики, трефы, бубны, черви."""
        return _SUIT_RU[self]

    @property
    def name_en(self) -> str:
        return self.name.lower()

    @property
    def genitive_ru(self) -> str:
        """The Russian genitive plural, as in a card's name: пик, треф, бубён, червей.

        >>> [s.genitive_ru for s in SUITS]
        ['пик', 'треф', 'бубён', 'червей']
        """
        return _SUIT_GENITIVE_RU[self]

    @classmethod
    def parse(cls, text: str) -> Suit:
        """Parse one suit: ``♠``, ``S``, ``s``, ``п``, ``spades``, ``пики`` …

        >>> Suit.parse("ч")
        <Suit.HEARTS: 'H'>
        """
        if not isinstance(text, str):
            raise NotationError(
                f"{shown(text)}: a suit must be written as text, e.g. '♠' or 's'",
                f"«{shown(text)}»: масть записывается текстом, например «♠» или «п»",
                token=shown(text))
        key = text.strip().translate(_VARIATION_SELECTORS).lower()
        try:
            return _SUIT_BY_TOKEN[key]
        except KeyError:
            raise NotationError(
                f"{text!r}: unknown suit (expected ♠♣♦♥, S C D H, or п т б ч)",
                f"«{text}»: неизвестная масть (ожидается ♠♣♦♥, S C D H или п т б ч)",
                token=text,
            ) from None

    def __str__(self) -> str:
        return self.symbol


_SUIT_SYMBOL = {Suit.SPADES: "♠", Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥"}
_SUIT_RU = {Suit.SPADES: "пики", Suit.CLUBS: "трефы", Suit.DIAMONDS: "бубны", Suit.HEARTS: "черви"}
# «бубён» (with ё) rather than «бубен»: both are given as the genitive of «бубны»; the ё
# tells it from «бубен» (a tambourine) for readers and for speech synthesis.
_SUIT_GENITIVE_RU = {Suit.SPADES: "пик", Suit.CLUBS: "треф", Suit.DIAMONDS: "бубён",
                     Suit.HEARTS: "червей"}
_SUIT_BY_TOKEN: dict[str, Suit] = {}
for _s, _tokens in {
    Suit.SPADES: ("♠", "♤", "s", "п", "spades", "пики"),
    Suit.CLUBS: ("♣", "♧", "c", "т", "к", "clubs", "трефы", "крести"),
    Suit.DIAMONDS: ("♦", "♢", "d", "б", "diamonds", "бубны"),
    Suit.HEARTS: ("♥", "♡", "h", "ч", "hearts", "черви"),
}.items():
    for _t in _tokens:
        _SUIT_BY_TOKEN[_t] = _s
# A variation selector (U+FE0F) may follow an emoji suit; strip it on input.
_VARIATION_SELECTORS = str.maketrans("", "", "\ufe0e\ufe0f")


class Rank(enum.IntEnum):
    """A rank, valued in the ordinary order 6 < … < 10 < J < Q < K < A.

    Games define their own orders and values (Бура ranks the ten above the
    king); this natural order is only for sorting and display.
    """

    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def symbol(self) -> str:
        """``6``…``10``, ``J``, ``Q``, ``K``, ``A``."""
        return _RANK_SYMBOL[self]

    @property
    def symbol_ru(self) -> str:
        """``6``…``10``, ``В``, ``Д``, ``К``, ``Т``."""
        return _RANK_SYMBOL_RU[self]

    @property
    def name_en(self) -> str:
        """The English name: ``six`` … ``ten``, ``jack``, ``queen``, ``king``, ``ace``."""
        return _RANK_NAME_EN[self]

    @property
    def name_ru(self) -> str:
        """The Russian name: шестёрка, семёрка, восьмёрка, девятка, десятка, валет,
        дама, король, туз.

        >>> Rank.EIGHT.name_ru, Rank.QUEEN.name_en
        ('восьмёрка', 'queen')
        """
        return _RANK_NAME_RU[self]

    @property
    def is_picture(self) -> bool:
        """Jack, queen or king (a «картинка»)."""
        return self in (Rank.JACK, Rank.QUEEN, Rank.KING)

    @classmethod
    def parse(cls, text: str) -> Rank:
        """Parse one rank: ``A``, ``10``, ``T``, ``Т`` (туз), ``Д`` …

        >>> Rank.parse("Т"), Rank.parse("T")
        (<Rank.ACE: 14>, <Rank.TEN: 10>)
        """
        if not isinstance(text, str):
            raise NotationError(
                f"{shown(text)}: a rank must be written as text, e.g. 'A' or '10'",
                f"«{shown(text)}»: достоинство записывается текстом, например «Т» или «10»",
                token=shown(text))
        try:
            return _RANK_BY_TOKEN[text.strip()]
        except KeyError:
            try:
                return _RANK_BY_TOKEN[text.strip().upper()]
            except KeyError:
                raise NotationError(
                    f"{text!r}: unknown rank (expected 6-10, J/В, Q/Д, K/К, A/Т)",
                    f"«{text}»: неизвестное достоинство (ожидается 6-10, В/J, Д/Q, К/K, Т/A)",
                    token=text,
                ) from None

    def __str__(self) -> str:
        return self.symbol


_RANK_SYMBOL = {r: str(r.value) for r in Rank if r <= Rank.TEN} | {
    Rank.JACK: "J",
    Rank.QUEEN: "Q",
    Rank.KING: "K",
    Rank.ACE: "A",
}
_RANK_SYMBOL_RU = {r: str(r.value) for r in Rank if r <= Rank.TEN} | {
    Rank.JACK: "В",
    Rank.QUEEN: "Д",
    Rank.KING: "К",
    Rank.ACE: "Т",
}
_RANK_NAME_EN = {Rank.SIX: "six", Rank.SEVEN: "seven", Rank.EIGHT: "eight", Rank.NINE: "nine",
                 Rank.TEN: "ten", Rank.JACK: "jack", Rank.QUEEN: "queen", Rank.KING: "king",
                 Rank.ACE: "ace"}
_RANK_NAME_RU = {Rank.SIX: "шестёрка", Rank.SEVEN: "семёрка", Rank.EIGHT: "восьмёрка",
                 Rank.NINE: "девятка", Rank.TEN: "десятка", Rank.JACK: "валет",
                 Rank.QUEEN: "дама", Rank.KING: "король", Rank.ACE: "туз"}
# Exact-case tokens first: the Latin "T" is the ten, the Cyrillic "Т" the ace.
_RANK_BY_TOKEN: dict[str, Rank] = {str(r.value): r for r in Rank if r <= Rank.TEN} | {
    "T": Rank.TEN,
    "J": Rank.JACK,
    "Q": Rank.QUEEN,
    "K": Rank.KING,
    "A": Rank.ACE,
    "В": Rank.JACK,
    "Д": Rank.QUEEN,
    "К": Rank.KING,
    "Т": Rank.ACE,
}


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
        object.__setattr__(self, "index", _SUITS.index(suit) * 9 + (rank - 6))
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
                f"{token!r}: a card must be written as text, e.g. 'A♠' or '10h'",
                f"«{token}»: карта записывается текстом, например «Т♠» или «10ч»",
                token=repr(token),
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


_SUITS = (Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS)
_CARD_RE = re.compile(r"(\d+|[A-Za-zА-Яа-яЁё])(.+)")

#: The 36-card deck in a fixed order: ♠ 6…A, ♣ 6…A, ♦ 6…A, ♥ 6…A.
DECK: tuple[Card, ...] = tuple(Card(r, s) for s in _SUITS for r in Rank)
#: The four suits in deck order.
SUITS: tuple[Suit, ...] = _SUITS
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
            f"{text!r}: cards must be written as text, e.g. 'A♠ 10h'",
            f"«{text}»: карты записываются текстом, например «Т♠ 10ч»",
            token=repr(text),
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
