"""The options of Стос: a frozen ``Rules`` with declared options.

No description settles every point, so each variant the descriptions differ on
is an option, and each value names where it comes from::

    >>> r = Rules.from_dict({"deck": "32", "pair": "half"})
    >>> r.deck, r.pair, r.deck_size
    (<Deck.D32: '32'>, <Pair.BANKER_HALF: 'half'>, 32)
    >>> Rules.from_dict({"pairs": "half"})
    Traceback (most recent call last):
    ...
    karty.errors.RulesError: unknown rule option 'pairs' (known: deck, first_side, first_card, pair, min_stake, max_stake, max_paroli, talias)
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass
from typing import ClassVar, Final

from ..cards import DECK, Card, Rank
from ..errors import RulesError
from ..options import RulesBase, option
from ..registry import Provenance
from .rulebook import CHERKASHINA, CULTURE_RF, CYCLOPAEDIA, GAME_WIKI, HOYLE, PUSHKIN, STUSS

__all__ = ["MAX_STAKE", "MAX_TALIAS", "Deck", "FirstCard", "Pair", "Rules", "Side"]

#: The largest stake the options accept (``legal_actions()`` lists every amount).
MAX_STAKE = 100
#: The most talias a game may be set to last.
MAX_TALIAS = 50
#: The most corners a punter may bend in a row (soixante-et-le-va is the fifth).
MAX_PAROLI = 5


class Deck(enum.Enum):
    """The deck the banker deals (and the punter chooses from)."""

    D36 = "36"
    """Sixes to aces, the deck of our text's games."""
    D32 = "32"
    """Sevens to aces."""


class Side(enum.Enum):
    """A side of the table, seen from the banker."""

    RIGHT = "right"
    """The banker's own side: a card of the punter's rank here wins for the bank."""
    LEFT = "left"
    """The punter's side."""

    @property
    def other(self) -> Side:
        return Side.LEFT if self is Side.RIGHT else Side.RIGHT


class FirstCard(enum.Enum):
    """Whether the first card of a talia counts."""

    COUNTS = "counts"
    BLANK = "blank"


class Pair(enum.Enum):
    """What happens when both cards of one pair are of the punter's rank («плие»)."""

    BANKER_ALL = "all"
    """The banker takes the whole stake."""
    BANKER_HALF = "half"
    """The banker takes half the stake (rounded up); the punter keeps the rest."""
    NONE = "none"
    """No pair rule: the first of the two cards decides, as any first card of the rank."""


#: Each option's values in words ``(en, ru)`` (``Rules.VALUE_WORDS``, :class:`karty.options.RulesBase`):
#: the site's forms and tables show these, never the identifier.
WORDS: Final[dict[str, dict[str, tuple[str, str]]]] = {
    "deck": {"36": ("36 cards (6 to ace)", "36 карт (от шестёрки)"),
             "32": ("32 cards (7 to ace)", "32 карты (от семёрки)")},
    "first_side": {"right": ("to the right, the banker's side",
                             "направо, на сторону банкомёта"),
                   "left": ("to the left, the punter's side",
                            "налево, на сторону понтёра")},
    "first_card": {"counts": ("counts (it can win or lose)", "в счёт"),
                   "blank": ("blank (neither wins nor loses)", "не в счёт")},
    "pair": {"all": ("the banker takes the stake", "банкомёт берёт всю ставку"),
             "half": ("the banker takes half", "банкомёт берёт половину"),
             "none": ("no pair rule: the first card decides",
                      "без правила пары: решает первая карта")},
}


@dataclass(frozen=True, slots=True)
class Rules(RulesBase):
    """The options of a game of Стос. ``Rules()`` is the default table."""

    GAME: ClassVar[str] = "stos"
    VALUE_WORDS: ClassVar[Mapping[str, Mapping[str, tuple[str, str]]]] = WORDS

    deck: Deck = option(
        Deck.D36, en="the deck", ru="колода",
        choices={
            Deck.D36: Provenance.from_supplement(
                CULTURE_RF, note_en="'A deck of 52 or 36 cards'. 36 is our default, the deck of "
                "our text's games; the only cited source on usage (game-wiki.guru) says 32 was "
                "usual in the second half of the twentieth century.",
                note_ru="«Колоду на 52 или на 36 карт». 36 — наш выбор по умолчанию, колода игр "
                "нашего текста; единственный приведённый источник об обычае (game-wiki.guru) "
                "говорит, что во второй половине XX века обычно играли колодой в 32 листа."),
            Deck.D32: Provenance.from_supplement(
                GAME_WIKI, note_en="'In the second half of the twentieth century the small "
                "deck of 32 cards is usually used'.", note_ru="«Во второй половине XX века "
                "обычно употребляется малая колода в 32 листа»."),
        })
    first_side: Side = option(
        Side.RIGHT, en="which side the banker deals to first",
        ru="на какую сторону банкомёт мечет первую карту",
        choices={
            Side.RIGHT: Provenance.from_supplement(
                PUSHKIN, note_en="«Направо легла девятка, налево тройка»; the American "
                "Cyclopaedia: 'first to his right for the bank'.",
                note_ru="«Направо легла девятка, налево тройка»; Американская энциклопедия: "
                "«сначала направо, для банка»."),
            Side.LEFT: Provenance.editorial(
                "Not attested: offered to show how much the order of the deal is worth to the "
                "bank.", "Не засвидетельствовано: чтобы показать, сколько стоит банку порядок "
                "сдачи."),
        })
    first_card: FirstCard = option(
        FirstCard.COUNTS, en="whether the first card of a talia counts",
        ru="идёт ли в счёт первая карта талии",
        choices={
            FirstCard.COUNTS: Provenance.from_supplement(
                PUSHKIN, note_en="The Russian descriptions have no blank card; Germann's third "
                "evening is decided by the first card of the talia: «Направо легла дама, налево "
                "туз» — «Дама ваша убита».",
                note_ru="В русских описаниях пустой карты нет; третий вечер Германна решает "
                "первая карта талии: «Направо легла дама, налево туз» — «Дама ваша убита»."),
            FirstCard.BLANK: Provenance.from_supplement(
                CYCLOPAEDIA, note_en="Faro: 'The first card is considered blank'.",
                note_ru="Фараон: «первая карта считается пустой»."),
        })
    pair: Pair = option(
        Pair.BANKER_ALL, en="both cards of a pair of the punter's rank («плие»)",
        ru="обе карты пары — достоинства понтёра («плие»)",
        choices={
            Pair.BANKER_ALL: Provenance.from_supplement(
                CHERKASHINA, note_en="«Плие»: 'the winnings go to the banker'. Stuss too "
                f"({STUSS}).", note_ru="«Плие»: «выигрыш достаётся банкомёту». Так же в stuss "
                f"({STUSS})."),
            Pair.BANKER_HALF: Provenance.from_supplement(
                CYCLOPAEDIA, note_en=f"Faro: 'the player loses half the stake'; so {HOYLE}.",
                note_ru=f"Фараон: «игрок теряет половину ставки»; так же {HOYLE}."),
            Pair.NONE: Provenance.from_supplement(
                CULTURE_RF, note_en="The simple game as Культура.РФ tells it, with no pair rule: "
                "the first card of the rank decides.",
                note_ru="Простая игра, как её описывает «Культура.РФ», без правила пары: решает "
                "первая карта того же достоинства."),
        })
    min_stake: int = option(
        1, en="the smallest stake", ru="наименьшая ставка", minimum=1, maximum=MAX_STAKE,
        provenance=Provenance.editorial("The amount is ours.", "Сумма наша."))
    max_stake: int = option(
        10, en="the largest stake", ru="наибольшая ставка", minimum=1, maximum=MAX_STAKE,
        provenance=Provenance.editorial("The amount is ours.", "Сумма наша."))
    max_paroli: int = option(
        MAX_PAROLI, en="how many corners the punter may bend in a row («пароли»)",
        ru="сколько раз подряд понтёр может загнуть угол («пароли»)", minimum=0,
        maximum=MAX_PAROLI, provenance=Provenance.from_supplement(
            CYCLOPAEDIA, note_en="Paroli, sept-et-le-va, quinze, trente and soixante-et-le-va, "
            "'the highest chance in the game': five bends. 0 is a game without doubling.",
            note_ru="Пароли, сет-е-ле-ва, кенз, трант и суасант-е-ле-ва, «высший шанс в игре»: "
            "пять загибов. 0 — игра без удвоений."))
    talias: int = option(
        5, en="the most talias in a game", ru="наибольшее число талий в игре", minimum=1,
        maximum=MAX_TALIAS, provenance=Provenance.editorial(
            "Ours: it keeps a game finite.", "Наше: так игра конечна."))

    def __post_init__(self) -> None:
        RulesBase.__post_init__(self)
        if self.min_stake > self.max_stake:
            raise RulesError(
                f"rule option 'min_stake': {self.min_stake} is above max_stake "
                f"{self.max_stake}",
                f"правило «min_stake»: {self.min_stake} больше max_stake {self.max_stake}",
                token="min_stake")

    @property
    def deck_size(self) -> int:
        return 36 if self.deck is Deck.D36 else 32

    def card_set(self) -> frozenset[Card]:
        """The cards of the deck, as a set."""
        return _CARD_SETS[self.deck]

    def cards(self) -> tuple[Card, ...]:
        """The cards of the deck, in the engine's deck order.

        >>> len(Rules().cards()), len(Rules(deck=Deck.D32).cards())
        (36, 32)
        """
        return _CARDS[self.deck]

    def side_of(self, position: int) -> Side | None:
        """The side the card dealt at ``position`` (0-based) of a talia falls on, or
        ``None`` for a blank first card.

        >>> [Rules().side_of(i).value for i in range(3)]
        ['right', 'left', 'right']
        >>> Rules(first_card=FirstCard.BLANK).side_of(0) is None
        True
        """
        counted = self.counted_index(position)
        if counted is None:
            return None
        return self.first_side if counted % 2 == 0 else self.first_side.other

    def counted_index(self, position: int) -> int | None:
        """The index among the counted cards of the card at ``position`` (``None`` for
        the blank first card)."""
        if self.first_card is FirstCard.BLANK:
            return None if position == 0 else position - 1
        return position


_CARDS: dict[Deck, tuple[Card, ...]] = {
    Deck.D36: DECK, Deck.D32: tuple(c for c in DECK if c.rank >= Rank.SEVEN)}
_CARD_SETS: dict[Deck, frozenset[Card]] = {d: frozenset(cs) for d, cs in _CARDS.items()}
