"""A finished кон of Бура reviewed move by move, and the rater behind it and
behind the coach at the table.

:class:`SearchRater` rates a decision with the search of
:class:`~karty.bura.players.SearchPlayer` — pass it the very player of the
table's hard level, and the move that level would play (same settings, same
random source) is the rating's ``best``, never a mistake
(:mod:`karty.rating`). :func:`review` replays a finished кон from its record
(the state's history, deal included): every action with the rules it rests
on and the position before it, both hands face up, and each decision of one
seat rated from that seat's observation only.

    >>> from karty.bura import new_game, HeuristicPlayer, SearchPlayer
    >>> import random
    >>> s = new_game(11)
    >>> while not s.is_terminal():
    ...     p = s.current_player()
    ...     _ = s.apply_action(HeuristicPlayer().choose(s.observation(p), s.legal_actions(),
    ...                                                 random.Random(0)))
    >>> r = review(s, 0, SearchRater(SearchPlayer(playouts=30), extra=4))
    >>> r.steps[0].action[:4], r.steps[0].seat, r.returns == s.returns()
    ('deal', None, True)
    >>> rated = [st for st in r.steps if st.rating is not None]
    >>> all(st.seat == 0 for st in rated) and all(len(st.rating.moves) > 1 for st in rated)
    True
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from ..cards import Card
from ..errors import StateError
from ..game import CHANCE
from ..rating import Rater, Rating, Review, ReviewStep, decision_rng
from .actions import Action
from .players import SearchPlayer
from .scoring import points
from .state import BuraState

__all__ = ["RATE_EXTRA", "BuraPosition", "SearchRater", "position", "rate_decision", "review"]

#: Worlds added to the hard search when rating, each with every legal move played
#: out, so that every move's loss rests on that many paired play-outs at least
#: (bench/bura_review.py measures what they cost and how the uncertainty shrinks).
RATE_EXTRA: Final = 96


@dataclass(frozen=True, slots=True)
class SearchRater:
    """A :class:`karty.rating.Rater` from a search player: its ``rate`` with
    ``extra`` paired worlds added after the choice."""

    player: SearchPlayer
    extra: int = RATE_EXTRA

    def rate(self, observation: Mapping[str, Any], legal: Sequence[Any],
             rng: random.Random) -> Rating:
        return self.player.rate(observation, legal, rng, extra=self.extra)


@dataclass(frozen=True, slots=True)
class BuraPosition:
    """A position with every card face up (for a finished кон only): both
    hands, the trick on the table, the stock's size, the turned-up trump card
    and where it is, the points and cards in each seat's tricks, who is to act."""

    hands: tuple[tuple[Card, ...], tuple[Card, ...]]
    table: tuple[Card, ...]
    stock: int
    trump_card: Card | None
    trump_card_in_stock: bool
    points: tuple[int, int]
    cards_won: tuple[int, int]
    leader: int
    to_act: int | None

    def to_json(self) -> dict[str, Any]:
        """Cards in Latin notation (``10S``), as the play tables write them."""
        return {"hands": [[c.ascii() for c in h] for h in self.hands],
                "table": [c.ascii() for c in self.table], "stock": self.stock,
                "trump_card": self.trump_card.ascii() if self.trump_card else None,
                "trump_card_in_stock": self.trump_card_in_stock,
                "points": list(self.points), "cards_won": list(self.cards_won),
                "leader": self.leader, "to_act": self.to_act}


def position(s: BuraState) -> BuraPosition:
    """``s`` with every card face up."""
    cp = s.current_player()
    tc = s.trump_card
    return BuraPosition(
        (tuple(sorted(s.hands[0])), tuple(sorted(s.hands[1]))), tuple(s.table), len(s.stock),
        tc, tc is not None and tc in s.stock,
        (points(s.won_up[0]) + points(s.won_down[0]), points(s.won_up[1]) + points(s.won_down[1])),
        (len(s.won_up[0]) + len(s.won_down[0]), len(s.won_up[1]) + len(s.won_down[1])),
        s.leader, cp if cp >= 0 else None)


def rate_decision(s: BuraState, rater: Rater, seed: int = 0) -> Rating:
    """The current decision of ``s``, rated from the acting seat's observation
    only (what the coach shows): the same numbers whatever the hidden cards,
    for the same observation and ``seed``."""
    seat = s.current_player()
    if seat < 0:
        raise StateError("state: no seat is to decide here (the кон is over or a deal is due)",
                         "state: здесь никому не решать (кон окончен или пора сдавать)",
                         token="state")
    obs = s.observation(seat)
    return rater.rate(obs, s.legal_actions(), decision_rng("bura", obs, seed))


def review(state: BuraState, seat: int, rater: Rater, seed: int = 0) -> Review:
    """The finished кон ``state`` replayed from its history, every decision of
    ``seat`` with a choice rated (:func:`rate_decision`). A кон not yet over is
    refused: its review would show cards still hidden."""
    if not state.is_terminal():
        raise StateError("state: the кон is not over: its review would show hidden cards",
                         "state: кон не окончен: разбор показал бы скрытые карты", token="state")
    if seat not in (0, 1):
        raise StateError(f"seat: {seat!r} is not 0 or 1", f"seat: {seat!r} — не 0 и не 1",
                         token="seat")
    s = BuraState(state.rules, state.dealer)
    steps: list[ReviewStep] = []
    history: Sequence[Action] = state.history()
    for i, action in enumerate(history):
        who = s.current_player()
        before = position(s)
        rating = None
        if who == seat and len(s.legal_actions()) > 1:
            rating = rate_decision(s, rater, seed)
        explanation = s.apply_action(action)
        steps.append(ReviewStep(i, None if who == CHANCE else who, action.format("ascii"),
                                explanation, before, rating))
    return Review("bura", seat, tuple(steps), position(s), s.returns(),
                  (("seed", str(seed)),))
