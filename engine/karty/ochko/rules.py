"""The house rules of Очко: a frozen ``Rules`` with declared options.

The source lists its own house rules (ochko.s46–s55): five pictures, two aces
as «суперочко» or as a bust (two aces, the text says, are called «красная
Москва»), limits on the banker at 15 and 17, and no shuffle between кон. Where the text is silent or unclear the default is the
most common practice (or our reading) and the alternatives are options, each
with its provenance::

    >>> r = Rules.from_dict({"two_aces": "superochko", "banker_stands_at_17": True})
    >>> r.two_aces, r.banker_stands_at_17
    (<TwoAces.SUPEROCHKO: 'superochko'>, True)
    >>> Rules.from_dict({"two_aces": "red-moscow"})  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    karty.errors.RulesError: rule option 'two_aces': 'red-moscow' is no longer a value; use 'bust' (...)
    >>> Rules.from_dict({"tow_aces": "superochko"})
    Traceback (most recent call last):
    ...
    karty.errors.RulesError: unknown rule option 'tow_aces' (known: ace, five_pictures, two_aces, banker_draws_at_15, banker_stands_at_17, no_shuffle, dark, dark_min_cards, min_bank, min_stake, stuk_factor, stuk, banker_hand, zarez, first_banker_order, forgotten_penalty, penalty_remainder)
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass
from typing import ClassVar, Final

from ..options import RulesBase, option
from ..registry import Provenance
from .rulebook import CARDGAMES_WIKI

__all__ = [
    "MAX_MONEY",
    "Ace",
    "BankerHand",
    "FirstBankerOrder",
    "PenaltyRemainder",
    "Rules",
    "StukMode",
    "TwoAces",
    "Zarez",
]


#: The largest purse or bank amount accepted. (``legal_actions()`` offers a stake or
#: an opening bank as one range, whatever the amounts.)
MAX_MONEY = 100_000


class Ace(enum.Enum):
    """What an ace counts."""

    ELEVEN = "11"
    ONE = "1"
    ONE_OR_ELEVEN = "1-or-11"


class TwoAces(enum.Enum):
    """What two aces (a two-card hand, «красная Москва» in the text's words) mean."""

    PLAIN = "plain"
    """No special rule: the aces are added up (22 with the ace at 11: a bust)."""
    SUPEROCHKO = "superochko"
    """The house rule the text calls «суперочко»: above any twenty-one (ochko.s48)."""
    BUST = "bust"
    """Two aces are a bust, however the ace counts (ochko.s49)."""


class StukMode(enum.Enum):
    """When the banker may, or must, knock («стук», ochko.s8–s9)."""

    VOLUNTARY = "voluntary"
    """His choice, once the bank holds ``stuk_factor`` times the opening bank."""
    MANDATORY = "mandatory"
    """Forced as soon as the bank holds ``stuk_factor`` times the opening bank."""
    ANY_TIME = "any-time"
    """His choice at the start of any кон: the threshold is only what 'usually' happens."""


class BankerHand(enum.Enum):
    RENEWED = "renewed"
    KEPT = "kept"


class FirstBankerOrder(enum.Enum):
    NATURAL = "natural"
    """6 < 7 < 8 < 9 < 10 < J < Q < K < A."""
    POINTS = "points"
    """By the Очко value: J(2) < Q(3) < K(4) < 6 < … < 10 < A(11)."""


class Zarez(enum.Enum):
    """Which card the banker lays across the deck when he «зарезает» it (ochko.s19)."""

    BOTTOM_CARD = "bottom-card"
    """The bottom card, turned face up: shown to all and out of play."""
    OWN_CARD = "own-card"
    """His own dealt card: no card is shown or taken out of play."""


class PenaltyRemainder(enum.Enum):
    IN_TURN_ORDER = "in-turn-order"
    LAST_HAND = "last-hand"
    TO_BANKER = "to-banker"


#: Each option's values in words ``(en, ru)`` (``Rules.VALUE_WORDS``, :class:`karty.options.RulesBase`):
#: the site's forms and tables show these, never the identifier.
WORDS: Final[dict[str, dict[str, tuple[str, str]]]] = {
    "ace": {"11": ("11", "11"), "1": ("1", "1"),
            "1-or-11": ("1 or 11, as suits the hand", "1 или 11, как выгоднее")},
    "two_aces": {"plain": ("no special rule: each ace counts as the ace rule says",
                           "особого правила нет: туз считается по правилу туза"),
                 "superochko": ("«суперочко»: wins at once", "«суперочко»: сразу выигрыш"),
                 "bust": ("a bust", "перебор")},
    "stuk": {"voluntary": ("may knock at the threshold", "может на пороге"),
             "mandatory": ("must knock at the threshold", "обязан на пороге"),
             "any-time": ("may knock at any time", "может в любой момент")},
    "banker_hand": {"renewed": ("a new card for each duel", "новая карта в каждой игре"),
                    "kept": ("kept for the whole кон", "одна на весь кон")},
    "zarez": {"bottom-card": ("the bottom card", "нижняя карта"),
              "own-card": ("the banker's own card", "своя карта банкующего")},
    "first_banker_order": {"natural": ("by rank (ace highest)", "по старшинству (туз старше)"),
                           "points": ("by points", "по очкам")},
    "penalty_remainder": {"in-turn-order": ("in turn order", "по очереди"),
                          "last-hand": ("the last hand", "последней руке"),
                          "to-banker": ("the banker", "банкующему")},
}


@dataclass(frozen=True, slots=True)
class Rules(RulesBase):
    """The options of a game of Очко. ``Rules()`` is the default table."""

    GAME: ClassVar[str] = "ochko"
    VALUE_WORDS: ClassVar[Mapping[str, Mapping[str, tuple[str, str]]]] = WORDS

    ace: Ace = option(
        Ace.ELEVEN, en="what an ace counts", ru="сколько очков даёт туз",
        choices={
            Ace.ELEVEN: Provenance.from_supplement(
                CARDGAMES_WIKI, segments=("bura.s4", "bura.s30"),
                note_en="The value the text gives the ace in Бура; one of the two the outside "
                        "description allows.",
                note_ru="Значение туза в буре по тексту; одно из двух, допускаемых внешним "
                        "описанием."),
            Ace.ONE: Provenance.from_supplement(
                CARDGAMES_WIKI, note_en="'Decided between players before the start of the "
                "game'.", note_ru="«По договорённости до начала игры»."),
            Ace.ONE_OR_ELEVEN: Provenance.editorial(
                "As in blackjack: whichever is better for the hand. Not attested for Очко.",
                "Как в блэкджеке: как выгоднее руке. Для очка не засвидетельствовано."),
        })
    five_pictures: bool = option(
        False, en="five picture cards count as 21", ru="пять картинок считаются за 21",
        provenance=Provenance.editorial(
            "A house rule 'some players agree' on (ochko.s47); off by default. «Пять картинок "
            "подряд» is read as a hand of exactly five cards, all pictures.",
            "Домашнее правило («некоторые договариваются», ochko.s47); по умолчанию выключено. "
            "«Пять картинок подряд» прочитано как ровно пять карт на руках, и все — картинки.",
            segments=("ochko.s47",)))
    two_aces: TwoAces = option(
        TwoAces.PLAIN, en="what two aces mean", ru="что значат два туза",
        choices={
            TwoAces.PLAIN: Provenance.editorial(
                "No special rule: the aces are added (with the ace at 11 that is 22, a bust, "
                "as under the house rule of ochko.s49).",
                "Особого правила нет: тузы складываются (при тузе в 11 это 22 — перебор, "
                "как и по домашнему правилу ochko.s49)."),
            TwoAces.SUPEROCHKO: Provenance.editorial(
                "'Some try to set a «суперочко» above the ordinary ochko (two aces, for "
                "instance)'; that it wins at once is our reading.",
                "«Некоторые над обычным очком пытаются установить „суперочко“ (к примеру, два "
                "туза)»; что оно сразу выигрывает — наше прочтение.",
                segments=("ochko.s48", "ochko.s35")),
            TwoAces.BUST: Provenance.source(
                "ochko.s49",
                note_en="'With others two aces mean merely a bust'. The text adds that two aces "
                "are called «красная Москва»: the name of the hand, not of this rule.",
                note_ru="«А у других два туза означают всего лишь перебор». Текст добавляет, что "
                "два туза именуют «красной Москвой»: это название набора, а не правила."),
        },
        retired={"red-moscow": (
            "bust",
            ("«красная Москва» is what the text calls two aces, not the name of the house "
             "rule that makes them a bust"),
            ("«красная Москва» — так текст называет два туза, а не домашнее правило, по "
             "которому они — перебор"))})
    banker_draws_at_15: bool = option(
        False, en="the banker must draw at 15 or less", ru="банкующий обязан тянуть на 15 и "
        "меньше", provenance=Provenance.editorial(
            "A house rule (ochko.s50–s51); «на пятнадцати» read as 'at 15 or less'.",
            "Домашнее правило (ochko.s50–s51); «на пятнадцати» прочитано как «на 15 и меньше».",
            segments=("ochko.s50", "ochko.s51")))
    banker_stands_at_17: bool = option(
        False, en="the banker must stand at 17 or more", ru="банкующий обязан стоять на 17 и "
        "больше", provenance=Provenance.editorial(
            "A house rule (ochko.s50, s52); «на семнадцати» read as 'at 17 or more'.",
            "Домашнее правило (ochko.s50, s52); «на семнадцати» прочитано как «на 17 и больше».",
            segments=("ochko.s50", "ochko.s52")))
    no_shuffle: bool = option(
        False, en="no shuffle between the кон of a bank (the deck is turned over)",
        ru="между конами колоду не тасуют (переворачивают)",
        provenance=Provenance.source("ochko.s53", "ochko.s54", "ochko.s55"))
    dark: bool = option(
        True, en="a player may take one card «в тёмную»", ru="можно взять карту «в тёмную»",
        provenance=Provenance.source("ochko.s36", "ochko.s37", "ochko.s38",
                                     note_en="'There is also this variant': on by default, "
                                     "as the text describes it at length.",
                                     note_ru="«Есть и такой вариант»: по умолчанию включено, "
                                     "раз текст описывает его подробно."))
    dark_min_cards: int = option(
        2, en="cards a player must hold before asking for one «в тёмную»",
        ru="сколько карт надо иметь, чтобы попросить карту «в тёмную»", minimum=1, maximum=8,
        provenance=Provenance.editorial("'Набрал уже несколько карт': read as two.",
                                        "«Набрал уже несколько карт»: прочитано как две.",
                                        segments=("ochko.s37",)))
    min_bank: int = option(
        10, en="the minimum bank", ru="минимальный банк", minimum=1, maximum=MAX_MONEY,
        provenance=Provenance.source("ochko.s7", note_en="The amount is ours.",
                                     note_ru="Сумма наша."))
    min_stake: int = option(
        1, en="the minimum «бой» (stake)", ru="минимальный «бой»", minimum=1, maximum=MAX_MONEY,
        provenance=Provenance.source("ochko.s7", note_en="The amount is ours.",
                                     note_ru="Сумма наша."))
    stuk_factor: int = option(
        10, en="«стук» when the bank reaches this multiple of the opening bank",
        ru="«стук», когда банк во столько раз больше первоначального", minimum=2, maximum=1000,
        provenance=Provenance.source(
            "ochko.s9", note_en="'Usually … ten times the initial sum'.",
            note_ru="«Обычно … в десять раз превышающая первоначальную»."))
    stuk: StukMode = option(
        StukMode.VOLUNTARY, en="when the banker may, or must, knock («стук»)",
        ru="когда банкующий может или должен объявить «стук»",
        choices={
            StukMode.VOLUNTARY: Provenance.editorial(
                "An announcement of the banker's (ochko.s8), 'usually' made once the bank holds "
                "ten times the opening sum (ochko.s9): «обычно» read as the table's rule, so he "
                "may knock only from then on.",
                "Объявление банкующего (ochko.s8), «обычно» — когда в банке вдесятеро больше "
                "первоначального (ochko.s9): «обычно» прочитано как правило стола, и стучать "
                "можно только с этого момента.",
                segments=("ochko.s8", "ochko.s9", "ochko.s10")),
            StukMode.MANDATORY: Provenance.editorial(
                "The banker must knock as soon as the threshold is reached.",
                "Банкующий обязан объявить стук, как только порог достигнут.",
                segments=("ochko.s9",)),
            StukMode.ANY_TIME: Provenance.editorial(
                "«Обычно» read as what usually happens, not as a rule: the banker may knock at "
                "the start of any кон of his bank.",
                "«Обычно» прочитано как описание обычая, а не правило: банкующий может "
                "объявить стук в начале любого кона своего банка.",
                segments=("ochko.s8", "ochko.s9")),
        })
    banker_hand: BankerHand = option(
        BankerHand.RENEWED, en="the banker's own card across the duels of a кон",
        ru="своя карта банкующего в играх одного кона",
        choices={
            BankerHand.RENEWED: Provenance.editorial(
                "All his cards go on top after each duel ('как и свои собственные'); he "
                "starts afresh against the next player.",
                "После каждой игры все его карты идут наверх («как и свои собственные»); "
                "против следующего игрока он набирает заново.",
                segments=("ochko.s18", "ochko.s27")),
            BankerHand.KEPT: Provenance.editorial(
                "He keeps the card he dealt himself for every duel of the кон; only the cards "
                "drawn against a player go on top after that duel.",
                "Сданная себе карта остаётся у него на все игры кона; наверх после каждой "
                "игры идут только карты, добранные против игрока.",
                segments=("ochko.s18", "ochko.s27")),
        })
    zarez: Zarez = option(
        Zarez.BOTTOM_CARD, en="which card lies across the deck when it is knifed («зарезана»)",
        ru="какая карта ложится поперёк колоды, когда её «зарезают»",
        choices={
            Zarez.BOTTOM_CARD: Provenance.editorial(
                "'With the bottom card he knifes («зарезает») the deck': the bottom card is "
                "turned up and laid "
                "across the top of the deck, shown to all and out of play; the played cards "
                "laid on top (s27) stay above it, so it marks where the fresh cards end.",
                "«Нижней картой он «зарезает» колоду»: нижнюю карту открывают и кладут поперёк "
                "колоды сверху; её видят все, в игре она не участвует; сыгранные карты (s27) "
                "ложатся над ней, и она отделяет свежие карты от сыгранных.",
                segments=("ochko.s19", "ochko.s54")),
            Zarez.OWN_CARD: Provenance.editorial(
                "'Отделяет свою карту, которую он кладёт поперёк колоды': the crosswise card is "
                "the card he dealt himself (s18); no card is shown or taken out of play, and "
                "the played cards are drawn on from the bottom once the fresh ones run out.",
                "«Отделяет свою карту, которую он кладёт поперёк колоды»: поперёк кладётся "
                "карта, сданная себе (s18); никакая карта не открывается и не выходит из игры, "
                "а когда свежие карты кончатся, снизу тянут сыгранные.",
                segments=("ochko.s18", "ochko.s19")),
        })
    first_banker_order: FirstBankerOrder = option(
        FirstBankerOrder.NATURAL, en="which card is «старшая» in the draw for the first bank",
        ru="какая карта «старшая» при розыгрыше первого банка",
        choices={
            FirstBankerOrder.NATURAL: Provenance.editorial(
                "The usual seniority of the cards, the ace highest ('туз, к примеру').",
                "Обычное старшинство карт, туз старше всех («туз, к примеру»).",
                segments=("ochko.s4",)),
            FirstBankerOrder.POINTS: Provenance.editorial(
                "By the card's value in Очко (the ace still highest).",
                "По очкам карты в очке (туз всё равно старше всех).",
                segments=("ochko.s4",)),
        })
    forgotten_penalty: bool = option(
        True, en="the forgotten-player penalty", ru="штраф за забытого игрока",
        provenance=Provenance.source("ochko.s56", "ochko.s66", "ochko.s67"))
    penalty_remainder: PenaltyRemainder = option(
        PenaltyRemainder.IN_TURN_ORDER,
        en="who gets the units of the bank that do not divide equally among the wronged",
        ru="кому достаётся неделимый остаток банка при дележе между обиженными",
        choices={
            PenaltyRemainder.IN_TURN_ORDER: Provenance.editorial(
                "One unit each to the wronged players in turn order (from the banker's left), "
                "so the whole bank goes to them and the shares differ by at most one.",
                "По единице обиженным по порядку хода (слева от банкующего): весь банк "
                "достаётся им, доли разнятся не больше чем на единицу.",
                segments=("ochko.s66", "ochko.s67")),
            PenaltyRemainder.LAST_HAND: Provenance.editorial(
                "The whole remainder to the wronged player nearest the banker's right, the "
                "'last hand' the text speaks of.",
                "Весь остаток — обиженному, сидящему ближе всех справа от банкующего, той "
                "«последней руке», о которой говорит текст.",
                segments=("ochko.s58", "ochko.s67")),
            PenaltyRemainder.TO_BANKER: Provenance.editorial(
                "The remainder stays with the banker (so he does not quite give 'the whole "
                "bank').", "Остаток остаётся у банкующего (так что «весь банк» он отдаёт не "
                "целиком).", segments=("ochko.s67",)),
        })
