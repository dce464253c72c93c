"""Стос (штосс, штосс): the banking game our text names in a verse
(«Чётко мечет в чудный „стос“», verse1.l8), formalised from outside
descriptions, each rule cited (:mod:`karty.stos.rulebook`).

    >>> from karty import stos
    >>> s = stos.new_game(1, stos.Rules(max_stake=3))
    >>> [str(a) for a in s.legal_actions()[:2]]
    ['punt 6♠', 'punt 7♠']
    >>> odds = stos.talia_odds(stos.Rules())
    >>> odds.win + odds.lose + odds.pair + odds.split + odds.push
    Fraction(1, 1)
"""

from . import rulebook
from .actions import STYLES, Action, Paroli, Punt, Stake, Stop, Turn, format_action, parse_action
from .odds import TaliaOdds, talia_odds, talia_odds_after, talia_odds_by_walk
from .players import CautiousPlayer, ParoliPlayer, Player, RandomPlayer, play
from .rules import MAX_STAKE, MAX_TALIAS, Deck, FirstCard, Pair, Rules, Side
from .state import (
    BANKER,
    MAX_HISTORY,
    PUNTER,
    VERSION,
    Outcome,
    Phase,
    Result,
    State,
    StosState,
    new_game,
)

__all__ = [
    "BANKER",
    "MAX_HISTORY",
    "MAX_STAKE",
    "MAX_TALIAS",
    "PUNTER",
    "STYLES",
    "VERSION",
    "Action",
    "CautiousPlayer",
    "Deck",
    "FirstCard",
    "Outcome",
    "Pair",
    "Paroli",
    "ParoliPlayer",
    "Phase",
    "Player",
    "Punt",
    "RandomPlayer",
    "Result",
    "Rules",
    "Side",
    "Stake",
    "State",
    "Stop",
    "StosState",
    "TaliaOdds",
    "Turn",
    "format_action",
    "new_game",
    "parse_action",
    "play",
    "rulebook",
    "talia_odds",
    "talia_odds_after",
    "talia_odds_by_walk",
]
