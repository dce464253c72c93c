"""Every rule of Очко the engine enforces, with its provenance.

Each sentence of the source (``ochko.s1`` … ``ochko.s67``) is formalised by
at least one rule here (a test checks it). Where the text is silent or
unclear, the rule says so: its provenance is a named outside description
(*supplement*) or our own reading (*editorial*, naming the sentences read).

    >>> from karty import REGISTRY
    >>> REGISTRY["ochko.tie-to-banker"].cite()
    '[ochko.tie-to-banker ← ochko.s34, ochko.s44]'
"""

from __future__ import annotations

# The rules live in three modules, imported here in this order (the order of the
# registry): the table and the bank (rulebook_bank), one кон (rulebook_duel), the
# house rules and the end of a session (rulebook_house); the outside description
# they cite in a fourth (supplements). Every name is re-exported from here.
from .rulebook_bank import (
    ACE,
    BANK_PASSES,
    CARD_VALUES,
    FIRST_BANKER,
    FIRST_BANKER_ORDER,
    MIN_STAKE,
    NO_STOPPING,
    OPENING_BANK,
    ORDER_OF_PLAY,
    PLAYERS,
    PURSE_LIMIT,
    SEATS_DRAW,
    STAKE_FIRST,
    STAKE_RANGE,
    STUK,
    STUK_END,
    WHOLE_BANK,
)
from .rulebook_duel import (
    BANKER_BUST,
    BANKER_DRAWS,
    BANKER_HAND,
    BUST,
    CARDS_SHOWN,
    CUT,
    DARK,
    DARK_21,
    DARK_BANKER_BUST,
    DARK_MIN_CARDS,
    DARK_PLAYER_BUST,
    DEAL,
    DECK_EXHAUSTED,
    DRAW_FROM_BOTTOM,
    GOAL,
    IMMEDIATE_21,
    PLAYED_ON_TOP,
    PLAYER_DRAWS,
    SETTLE,
    SHUFFLE,
    STAND_ON_21,
    TIE_TO_BANKER,
    ZAREZ,
)
from .rulebook_house import (
    BANKER_15,
    BANKER_17,
    FIVE_PICTURES,
    FORGOTTEN,
    FORGOTTEN_PENALTY,
    HOUSE_RULES,
    NO_SHUFFLE,
    PENALTY_SPLIT,
    SESSION_END,
    SUPEROCHKO,
    TWO_ACES_BUST,
)
from .supplements import CARDGAMES_WIKI, SUPPLEMENTS

#: The rules, in the order of the registry; and the outside description.
__all__ = [
    "ACE",
    "BANKER_15",
    "BANKER_17",
    "BANKER_BUST",
    "BANKER_DRAWS",
    "BANKER_HAND",
    "BANK_PASSES",
    "BUST",
    "CARDGAMES_WIKI",
    "CARDS_SHOWN",
    "CARD_VALUES",
    "CUT",
    "DARK",
    "DARK_21",
    "DARK_BANKER_BUST",
    "DARK_MIN_CARDS",
    "DARK_PLAYER_BUST",
    "DEAL",
    "DECK_EXHAUSTED",
    "DRAW_FROM_BOTTOM",
    "FIRST_BANKER",
    "FIRST_BANKER_ORDER",
    "FIVE_PICTURES",
    "FORGOTTEN",
    "FORGOTTEN_PENALTY",
    "GOAL",
    "HOUSE_RULES",
    "IMMEDIATE_21",
    "MIN_STAKE",
    "NO_SHUFFLE",
    "NO_STOPPING",
    "OPENING_BANK",
    "ORDER_OF_PLAY",
    "PENALTY_SPLIT",
    "PLAYED_ON_TOP",
    "PLAYERS",
    "PLAYER_DRAWS",
    "PURSE_LIMIT",
    "SEATS_DRAW",
    "SESSION_END",
    "SETTLE",
    "SHUFFLE",
    "STAKE_FIRST",
    "STAKE_RANGE",
    "STAND_ON_21",
    "STUK",
    "STUK_END",
    "SUPEROCHKO",
    "SUPPLEMENTS",
    "TIE_TO_BANKER",
    "TWO_ACES_BUST",
    "WHOLE_BANK",
    "ZAREZ",
]
