"""The options of Бура where the source is silent or can be read two ways.

Each option's default is the most common practice (or the source's own
word), and each allowed value carries its provenance — the same provenance as
the rule ``bura.<option rule>.<value>`` that the engine cites when it applies
that value::

    >>> r = Rules()
    >>> r.first_lead, r.provenance_of("first_lead").label()
    (<FirstLead.DEALER: 'dealer'>, 'bura.s8')
    >>> Rules.from_dict({"first_lead": "non-dealer"}).rule_id("first_lead")
    'bura.first-lead.non-dealer'
    >>> Rules.from_dict({"first_lead": "nobody"})
    Traceback (most recent call last):
    ...
    karty.errors.RulesError: rule option 'first_lead': 'nobody' is not allowed (allowed: dealer, non-dealer)
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass
from typing import ClassVar, Final

from ..options import RulesBase, option
from ..registry import REGISTRY, Provenance
from . import rulebook as R

__all__ = [
    "ClaimTiming",
    "Counting",
    "Declarations",
    "DoubleBura",
    "DrawFirst",
    "Exhausted",
    "FirstDealer",
    "FirstLead",
    "MolodkaLead",
    "Rules",
    "TrumpCard",
]


class FirstLead(enum.Enum):
    """Who leads to the first trick of a кон."""

    DEALER = "dealer"
    NON_DEALER = "non-dealer"


class TrumpCard(enum.Enum):
    """Where the turned-up trump card goes."""

    UNDER_STOCK = "under-stock"
    TOP_OF_STOCK = "top-of-stock"


class DrawFirst(enum.Enum):
    """Who draws first after a trick."""

    WINNER = "winner"
    LOSER = "loser"


class Declarations(enum.Enum):
    """When Бура and Молодка are looked for."""

    DEAL_AND_DRAWS = "deal-and-draws"
    DEAL_ONLY = "deal-only"


class DoubleBura(enum.Enum):
    """How Бура against Бура is decided (bura.s27)."""

    HIGHEST_CARD = "highest-card"
    MORE_POINTS = "more-points"


class MolodkaLead(enum.Enum):
    """What the declarer of a Молодка must lead."""

    ALL_THREE = "all-three"
    ANY = "any"


class ClaimTiming(enum.Enum):
    """When «Игра сделана» may be declared."""

    ANY_TIME = "any-time"
    """At any decision of the play, Молодка windows included (bura.s22)."""
    ON_TURN = "on-turn"
    """Only on one's turn to lead or to answer."""
    ON_LEAD = "on-lead"
    """Only on one's turn to lead."""


class Counting(enum.Enum):
    """What a player may see of the trick piles, and so count, during a кон."""

    MEMORY = "memory"
    """The piles lie face down: a player counts from memory."""
    OPEN = "open"
    """The face-up cards of both piles may be looked at and counted at any time."""


class Exhausted(enum.Enum):
    """What happens when the cards are played out and nobody has claimed."""

    MORE_POINTS = "more-points"
    VOID = "void"


class FirstDealer(enum.Enum):
    """Who deals the first кон of a match."""

    LOT = "lot"
    SEAT_0 = "seat-0"


def _p(rule_id: str) -> Provenance:
    return REGISTRY[rule_id].provenance


#: Option name → the stem of the rule ids of its values.
OPTION_RULES: dict[str, str] = {
    "first_lead": "bura.first-lead",
    "trump_card": "bura.trump-card",
    "draw_first": "bura.draw-first",
    "declarations": "bura.declarations",
    "double_bura": "bura.double-bura",
    "molodka_lead": "bura.molodka-lead",
    "claim_timing": "bura.claim-timing",
    "counting": "bura.counting",
    "exhausted": "bura.exhausted",
    "first_dealer": "bura.first-dealer",
    "target": "bura.claim-made",
    "stake": "bura.stake",
    "kons": "bura.match",
}


#: Each option's values in words ``(en, ru)`` (``Rules.VALUE_WORDS``, :class:`karty.options.RulesBase`):
#: the site's forms and tables show these, never the identifier.
WORDS: Final[dict[str, dict[str, tuple[str, str]]]] = {
    "first_lead": {"dealer": ("the dealer", "сдающий"),
                   "non-dealer": ("the non-dealer", "несдающий")},
    "trump_card": {"under-stock": ("under the stock, drawn last",
                                   "под колоду, берётся последним"),
                   "top-of-stock": ("on top of the stock, drawn first",
                                    "на колоду, берётся первым")},
    "draw_first": {"winner": ("the trick's winner", "взявший взятку"),
                   "loser": ("the trick's loser", "отдавший взятку")},
    "declarations": {"deal-and-draws": ("after the deal and after each drawing",
                                        "после сдачи и после каждого добора"),
                     "deal-only": ("after the deal only", "только после сдачи")},
    "double_bura": {"highest-card": ("the higher top card", "у кого старше карта"),
                    "more-points": ("more points in hand", "у кого больше очков")},
    "molodka_lead": {"all-three": ("with all three cards", "всеми тремя картами"),
                     "any": ("with any lead", "любым ходом")},
    "claim_timing": {"any-time": ("at any time", "в любой момент"),
                     "on-turn": ("on one's turn", "в свой ход"),
                     "on-lead": ("only when leading", "только когда ходишь первым")},
    "counting": {"memory": ("from memory (piles face down)",
                            "по памяти (взятки рубашкой вверх)"),
                 "open": ("the piles may be counted", "взятки можно пересчитать")},
    "exhausted": {"more-points": ("more points wins", "выигрывает, у кого больше очков"),
                  "void": ("the кон does not count", "кон не в счёт")},
    "first_dealer": {"lot": ("by lot", "по жребию"),
                     "seat-0": ("the first player", "первый игрок")},
}


@dataclass(frozen=True, slots=True)
class Rules(RulesBase):
    """The rules of a game of Бура. Defaults: the source where it speaks, else
    the most common practice. ``Rules.options()`` lists every option with its
    allowed values and their provenance (JSON-safe through ``to_dict()``)."""

    GAME: ClassVar[str] = "bura"
    VALUE_WORDS: ClassVar[Mapping[str, Mapping[str, tuple[str, str]]]] = WORDS

    first_lead: FirstLead = option(
        FirstLead.DEALER,
        en="who leads to the first trick",
        ru="кто ходит первым",
        choices={FirstLead.DEALER: _p(R.FIRST_LEAD_DEALER),
                 FirstLead.NON_DEALER: _p(R.FIRST_LEAD_NON_DEALER)},
    )
    trump_card: TrumpCard = option(
        TrumpCard.UNDER_STOCK,
        en="where the turned-up trump card goes",
        ru="куда кладётся открытый козырь",
        choices={TrumpCard.UNDER_STOCK: _p(R.TRUMP_UNDER_STOCK),
                 TrumpCard.TOP_OF_STOCK: _p(R.TRUMP_TOP_OF_STOCK)},
    )
    draw_first: DrawFirst = option(
        DrawFirst.WINNER,
        en="who draws first after a trick",
        ru="кто первым добирает после взятки",
        choices={DrawFirst.WINNER: _p(R.DRAW_FIRST_WINNER),
                 DrawFirst.LOSER: _p(R.DRAW_FIRST_LOSER)},
    )
    declarations: Declarations = option(
        Declarations.DEAL_AND_DRAWS,
        en="when Бура and Молодка are looked for",
        ru="когда считаются бура и молодка",
        choices={Declarations.DEAL_AND_DRAWS: _p(R.DECLARE_DEAL_AND_DRAWS),
                 Declarations.DEAL_ONLY: _p(R.DECLARE_DEAL_ONLY)},
    )
    double_bura: DoubleBura = option(
        DoubleBura.HIGHEST_CARD,
        en="who wins when both hold Бура",
        ru="кто выигрывает, если бура у обоих",
        choices={DoubleBura.HIGHEST_CARD: _p(R.DOUBLE_BURA_HIGHEST),
                 DoubleBura.MORE_POINTS: _p(R.DOUBLE_BURA_POINTS)},
    )
    molodka_lead: MolodkaLead = option(
        MolodkaLead.ALL_THREE,
        en="what the declarer of a Молодка leads",
        ru="чем заходит объявивший молодку",
        choices={MolodkaLead.ALL_THREE: _p(R.MOLODKA_LEAD_ALL),
                 MolodkaLead.ANY: _p(R.MOLODKA_LEAD_ANY)},
    )
    claim_timing: ClaimTiming = option(
        ClaimTiming.ANY_TIME,
        en="when «Игра сделана» may be declared",
        ru="когда можно объявить «Игра сделана»",
        choices={ClaimTiming.ANY_TIME: _p(R.CLAIM_ANY_TIME),
                 ClaimTiming.ON_TURN: _p(R.CLAIM_ON_TURN),
                 ClaimTiming.ON_LEAD: _p(R.CLAIM_ON_LEAD)},
    )
    counting: Counting = option(
        Counting.MEMORY,
        en="what a player may see of the trick piles, and so count",
        ru="что игрок видит во взятках и может пересчитать",
        choices={Counting.MEMORY: _p(R.COUNT_MEMORY),
                 Counting.OPEN: _p(R.COUNT_OPEN)},
    )
    exhausted: Exhausted = option(
        Exhausted.MORE_POINTS,
        en="the end when the cards are played out and nobody has claimed",
        ru="исход, если карты сыграны и никто не заявил",
        choices={Exhausted.MORE_POINTS: _p(R.EXHAUSTED_MORE),
                 Exhausted.VOID: _p(R.EXHAUSTED_VOID)},
    )
    first_dealer: FirstDealer = option(
        FirstDealer.LOT,
        en="who deals the first кон of a match",
        ru="кто сдаёт первый кон партии",
        choices={FirstDealer.LOT: _p(R.FIRST_DEALER_LOT),
                 FirstDealer.SEAT_0: _p(R.FIRST_DEALER_SEAT0)},
    )
    target: int = option(
        31, en="points a claim needs", ru="сколько очков нужно для заявки",
        minimum=1, maximum=120, provenance=_p(R.CLAIM_MADE),
    )
    stake: int = option(
        1, en="the stake of one кон", ru="ставка одного кона",
        minimum=1, maximum=1_000_000,
        provenance=Provenance.editorial(
            "The text leaves the sum to the players; one unit by default.",
            "Сумму текст оставляет игрокам; по умолчанию — одна единица.",
            segments=("bura.s19",)),
    )
    kons: int = option(
        20, en="кон in a match", ru="конов в партии",
        minimum=1, maximum=1000, provenance=_p(R.MATCH),
    )

    def rule_id(self, name: str) -> str:
        """The rule id the engine cites for option ``name`` as currently set.

        >>> Rules().rule_id("trump_card")
        'bura.trump-card.under-stock'
        >>> Rules().rule_id("target")
        'bura.claim-made'
        """
        stem = OPTION_RULES[name]
        value = getattr(self, name)
        if isinstance(value, enum.Enum):
            return f"{stem}.{value.value}"
        return stem
