"""Очко (twenty-one) as the source describes it: a bank that grows and passes,
stakes taken from the bank, «стук», «в тёмную», the forgotten-player penalty,
and the house rules the text itself lists, each a :class:`Rules` option.

    >>> from karty import ochko, parse_cards
    >>> ochko.hand_value(parse_cards("A♠ 10♥"), ochko.Rules())
    21
    >>> s = ochko.new_game(seed=1, players=3)
    >>> s.current_player() == s.banker
    True
"""

from . import rulebook
from .actions import (
    Action,
    ActionRange,
    Ask,
    BankRange,
    Collect,
    Cut,
    Dark,
    Deal,
    Draw,
    OpeningBank,
    Shuffle,
    Stake,
    StakeRange,
    Stand,
    Stuk,
    format_action,
    parse_action,
)
from .bank import split_bank, stake_bounds, stuk_threshold
from .players import ForgetfulBanker, HeuristicPlayer, Player, RandomPlayer, play_session
from .rules import (
    Ace,
    BankerHand,
    FirstBankerOrder,
    PenaltyRemainder,
    Rules,
    StukMode,
    TwoAces,
    Zarez,
)
from .state import (
    MAX_PLAYERS,
    MAX_ROUNDS,
    PHASES,
    OchkoState,
    Outcome,
    Phase,
    Reason,
    State,
    initial_state,
    new_game,
)
from .values import CARD_POINTS, HandValue, Kind, card_points, evaluate, hand_value

__all__ = [
    "CARD_POINTS",
    "MAX_PLAYERS",
    "MAX_ROUNDS",
    "PHASES",
    "Ace",
    "Action",
    "ActionRange",
    "Ask",
    "BankRange",
    "BankerHand",
    "Collect",
    "Cut",
    "Dark",
    "Deal",
    "Draw",
    "FirstBankerOrder",
    "ForgetfulBanker",
    "HandValue",
    "HeuristicPlayer",
    "Kind",
    "OchkoState",
    "OpeningBank",
    "Outcome",
    "PenaltyRemainder",
    "Phase",
    "Player",
    "RandomPlayer",
    "Reason",
    "Rules",
    "Shuffle",
    "Stake",
    "StakeRange",
    "Stand",
    "State",
    "Stuk",
    "StukMode",
    "TwoAces",
    "Zarez",
    "card_points",
    "evaluate",
    "format_action",
    "hand_value",
    "initial_state",
    "new_game",
    "parse_action",
    "play_session",
    "rulebook",
    "split_bank",
    "stake_bounds",
    "stuk_threshold",
]
