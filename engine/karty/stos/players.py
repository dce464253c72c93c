"""Computer punters for Стос, and a loop that plays a seeded game.

The banker makes no choice in Стос: he deals, and the deal is chance. A punter
chooses from its observation and the legal actions only, with an explicit
``random.Random``::

    >>> import random
    >>> state, transcript = play(Rules(talias=3), ParoliPlayer(), random.Random(4))
    >>> state.is_terminal(), sum(state.returns()), len(state.results)
    (True, 0, 2)
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..game import Player as GamePlayer
from ..registry import Explanation
from .actions import Action, Paroli, Punt, Stake, Stop
from .rules import Rules
from .state import StosState

__all__ = ["CautiousPlayer", "ParoliPlayer", "Player", "RandomPlayer", "play"]


#: A computer punter: the one player protocol of every game
#: (:class:`karty.game.Player`), choosing one of ``legal`` from ``observation`` and
#: ``rng`` only.
type Player = GamePlayer[Action]


@dataclass
class RandomPlayer:
    """Uniformly random among the legal actions."""

    name: str = "random"

    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action],
               rng: random.Random) -> Action:
        return legal[rng.randrange(len(legal))]


def _card(legal: Sequence[Action], rng: random.Random) -> Action:
    cards = [a for a in legal if isinstance(a, Punt)]
    return cards[rng.randrange(len(cards))]


@dataclass
class CautiousPlayer:
    """Plays every talia at the smallest stake and never bends a corner (what Pushkin's
    Surin calls playing «мирандолем»); the card is random."""

    name: str = "cautious"

    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action],
               rng: random.Random) -> Action:
        stakes = [a for a in legal if isinstance(a, Stake)]
        if stakes:
            return min(stakes, key=lambda a: a.amount)
        return _card(legal, rng)


@dataclass
class ParoliPlayer:
    """Bends a corner after every win while the rules allow, else stakes the smallest
    amount on a random card; stops after a loss that follows a bend."""

    name: str = "paroli"

    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action],
               rng: random.Random) -> Action:
        if Paroli() in legal:
            return Paroli()
        results = observation.get("results") or []
        if Stop() in legal and results and results[-1]["paroli"] > 0 \
                and results[-1]["amount"] < 0:
            return Stop()
        stakes = [a for a in legal if isinstance(a, Stake)]
        if stakes:
            return min(stakes, key=lambda a: a.amount)
        return _card(legal, rng)


def play(rules: Rules, punter: Player, rng: random.Random,
         state: StosState | None = None) -> tuple[StosState, list[tuple[Action, Explanation]]]:
    """Play from ``state`` (a new game under ``rules`` by default) to the end: chance
    from ``rng``, the punter's choices from ``punter``. Returns the final state and
    each action with its explanation."""
    s = StosState(rules) if state is None else state
    transcript: list[tuple[Action, Explanation]] = []

    def record(_s: object, action: Action, steps: Explanation, _who: int) -> None:
        transcript.append((action, steps))
    from ..players_common import run  # the one play loop, imported when used

    # The banker never chooses; the punter's choices and the cards share ``rng``.
    run(s, [punter, punter], [rng, rng], rng, record)
    return s, transcript
