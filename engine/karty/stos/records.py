"""The records of a game of Стос: its phases, how a talia ended, and what it paid.

    >>> Phase("deal"), Outcome("pair")
    (<Phase.DEAL: 'deal'>, <Outcome.PAIR: 'pair'>)
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any

from ..cards import Card

__all__ = ["Outcome", "Phase", "Result"]


class Phase(enum.StrEnum):
    """Where a game of Стос stands."""

    PUNT = "punt"
    """The punter lays down his card."""
    STAKE = "stake"
    """The punter names his stake."""
    DEAL = "deal"
    """The banker deals (chance)."""
    NEXT = "next"
    """A talia is decided: the punter stakes again, bends a corner, or stops."""
    OVER = "over"


class Outcome(enum.Enum):
    """How a talia ended, for the punter."""

    WIN = "win"        # his rank fell on his side first (stos.decides)
    LOSE = "lose"      # on the banker's side first (stos.decides)
    PAIR = "pair"      # both cards of a pair: the banker takes all (stos.pair)
    SPLIT = "split"    # both cards of a pair: the banker takes half (stos.pair)
    PUSH = "push"      # decided by no card: the stake is returned (stos.last-card)


@dataclass(frozen=True, slots=True)
class Result:
    """One decided talia: the punter's card, his stake, its bends, how it ended, what
    he won (+) or lost (−), and how many cards were turned."""

    talia: int
    card: Card
    stake: int
    paroli: int
    outcome: Outcome
    amount: int
    turned: int

    def to_dict(self) -> dict[str, Any]:
        return {"talia": self.talia, "card": str(self.card), "stake": self.stake,
                "paroli": self.paroli, "outcome": self.outcome.value, "amount": self.amount,
                "turned": self.turned}
