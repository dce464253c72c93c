"""Every rule of Бура the engine enforces, registered in :data:`karty.REGISTRY`.

Each rule has an id ``bura.<name>``, a one-line statement in English and in
Russian, and its provenance: the sentences of the source (segment ids of the
edition, ``bura.s1`` … ``bura.s31``), a named outside description
(*supplement*), or an editorial choice. Where the source is silent and
:class:`karty.bura.Rules` offers alternatives, each alternative is a rule of
its own, ``bura.<option rule>.<value>`` (e.g. ``bura.first-lead.dealer``),
whose provenance is the provenance of that option value.

    >>> from karty import REGISTRY
    >>> REGISTRY["bura.next-lead"].cite()
    '[bura.next-lead ← bura.s12]'
    >>> [r.id for r in REGISTRY.citing("bura.s8")]
    ['bura.first-lead.dealer', 'bura.molodka-both']
"""

from __future__ import annotations

# The rules live in two modules, imported here in this order (the order of the
# registry): the play of a trick (rulebook_play), then how a кон is won
# (rulebook_score); the outside descriptions they cite in a third (supplements).
# Every name is re-exported from here.
from .rulebook_play import (
    ANSWER_COUNT,
    BEAT,
    CARD_POINTS,
    DEAL,
    DECK,
    DRAW,
    DRAW_FIRST_LOSER,
    DRAW_FIRST_WINNER,
    FIRST_LEAD_DEALER,
    FIRST_LEAD_NON_DEALER,
    LEAD,
    NEXT_LEAD,
    PLAYERS,
    RANK_ORDER,
    SNOS,
    STOCK_EMPTY,
    SURRENDER,
    TOTAL_POINTS,
    TRICK,
    TRUMP_BEATS,
    TRUMP_BEATS_TRUMP,
    TRUMP_TOP_OF_STOCK,
    TRUMP_UNDER_STOCK,
)
from .rulebook_score import (
    BURA,
    CLAIM,
    CLAIM_ANY_TIME,
    CLAIM_FAILED,
    CLAIM_MADE,
    CLAIM_ON_LEAD,
    CLAIM_ON_TURN,
    COUNT_MEMORY,
    COUNT_OPEN,
    DECLARE_DEAL_AND_DRAWS,
    DECLARE_DEAL_ONLY,
    DOUBLE_BURA_HIGHEST,
    DOUBLE_BURA_POINTS,
    EXHAUSTED_MORE,
    EXHAUSTED_VOID,
    FIRST_DEALER_LOT,
    FIRST_DEALER_SEAT0,
    MATCH,
    MOLODKA,
    MOLODKA_BOTH,
    MOLODKA_LEAD_ALL,
    MOLODKA_LEAD_ANY,
    NEXT_DEALER,
    STAKE,
)
from .supplements import (
    DENEXA,
    EUROPEBET,
    PAGAT,
    PARLETT,
    SUPPLEMENTS,
    UNVERIFIED_EN,
    UNVERIFIED_RU,
    WIKI_EN,
    WIKI_RU,
)

__all__ = [
    "ANSWER_COUNT",
    "BEAT",
    "BURA",
    "CARD_POINTS",
    "CLAIM",
    "CLAIM_ANY_TIME",
    "CLAIM_FAILED",
    "CLAIM_MADE",
    "CLAIM_ON_LEAD",
    "CLAIM_ON_TURN",
    "COUNT_MEMORY",
    "COUNT_OPEN",
    "DEAL",
    "DECK",
    "DECLARE_DEAL_AND_DRAWS",
    "DECLARE_DEAL_ONLY",
    "DENEXA",
    "DOUBLE_BURA_HIGHEST",
    "DOUBLE_BURA_POINTS",
    "DRAW",
    "DRAW_FIRST_LOSER",
    "DRAW_FIRST_WINNER",
    "EUROPEBET",
    "EXHAUSTED_MORE",
    "EXHAUSTED_VOID",
    "FIRST_DEALER_LOT",
    "FIRST_DEALER_SEAT0",
    "FIRST_LEAD_DEALER",
    "FIRST_LEAD_NON_DEALER",
    "LEAD",
    "MATCH",
    "MOLODKA",
    "MOLODKA_BOTH",
    "MOLODKA_LEAD_ALL",
    "MOLODKA_LEAD_ANY",
    "NEXT_DEALER",
    "NEXT_LEAD",
    "PAGAT",
    "PARLETT",
    "PLAYERS",
    "RANK_ORDER",
    "SNOS",
    "STAKE",
    "STOCK_EMPTY",
    "SUPPLEMENTS",
    "SURRENDER",
    "TOTAL_POINTS",
    "TRICK",
    "TRUMP_BEATS",
    "TRUMP_BEATS_TRUMP",
    "TRUMP_TOP_OF_STOCK",
    "TRUMP_UNDER_STOCK",
    "UNVERIFIED_EN",
    "UNVERIFIED_RU",
    "WIKI_EN",
    "WIKI_RU",
]
