"""Бура as the source describes it (bura.s1–s31), every rule citing its sentence.

    >>> from karty import bura
    >>> bura.points(bura.parse_cards("A♠ 10♠ K♥"))
    25
    >>> bura.beats("K♠", "10♠", "♥")
    True
    >>> s = bura.new_game(seed=7)
    >>> while not s.is_terminal():
    ...     s.apply_action(s.legal_actions()[0])  # doctest: +ELLIPSIS
    (...)
    >>> sum(s.returns())
    0

The pieces: :mod:`~karty.bura.scoring` (points, rank order, beating,
declarations), :mod:`~karty.bura.rules` (options), :mod:`~karty.bura.actions`,
:mod:`~karty.bura.state` (one кон), :mod:`~karty.bura.match` (a match of N кон),
:mod:`~karty.bura.players` (computer players) and :mod:`~karty.bura.rulebook`
(the registered rules).
"""

from ..cards import parse_cards
from . import rulebook
from .actions import (
    Action,
    Answer,
    Beat,
    Claim,
    Deal,
    Discard,
    Lead,
    Molodka,
    Pass,
    format_action,
    parse_action,
)
from .match import KonRecord, Match, play_kon, play_match
from .players import HeuristicPlayer, Player, RandomPlayer, SearchPlayer
from .rules import (
    ClaimTiming,
    Counting,
    Declarations,
    DoubleBura,
    DrawFirst,
    Exhausted,
    FirstDealer,
    FirstLead,
    MolodkaLead,
    Rules,
    TrumpCard,
)
from .scoring import (
    POINTS,
    RANK_ORDER,
    TOTAL_POINTS,
    HandReport,
    beating_matching,
    beats,
    beats_card,
    explain_beats,
    explain_hand,
    is_bura,
    is_molodka,
    points,
    strength,
)
from .state import BuraState, Outcome, Phase, Reason, initial_state, new_game

#: The state class under the generic name.
State = BuraState

__all__ = [
    "POINTS",
    "RANK_ORDER",
    "TOTAL_POINTS",
    "Action",
    "Answer",
    "Beat",
    "BuraState",
    "Claim",
    "ClaimTiming",
    "Counting",
    "Deal",
    "Declarations",
    "Discard",
    "DoubleBura",
    "DrawFirst",
    "Exhausted",
    "FirstDealer",
    "FirstLead",
    "HandReport",
    "HeuristicPlayer",
    "KonRecord",
    "Lead",
    "Match",
    "Molodka",
    "MolodkaLead",
    "Outcome",
    "Pass",
    "Phase",
    "Player",
    "RandomPlayer",
    "Reason",
    "Rules",
    "SearchPlayer",
    "State",
    "TrumpCard",
    "beating_matching",
    "beats",
    "beats_card",
    "explain_beats",
    "explain_hand",
    "format_action",
    "initial_state",
    "is_bura",
    "is_molodka",
    "new_game",
    "parse_action",
    "parse_cards",
    "play_kon",
    "play_match",
    "points",
    "rulebook",
    "strength",
]
