"""A card's two halves: :class:`Suit` and :class:`Rank`, their symbols and names
in English and Russian, and the tokens each is parsed from (:mod:`karty.cards`,
which re-exports them, puts them together)."""

from __future__ import annotations

import enum

from .errors import NotationError, shown


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

#: The four suits in deck order.
SUITS: tuple[Suit, ...] = (Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS)
