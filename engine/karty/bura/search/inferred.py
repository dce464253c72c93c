"""The determinised Monte Carlo of :class:`karty.bura.SearchPlayer`, played
in the inferred worlds instead of its own sampler's.

:class:`karty.bura.SearchPlayer` deals the unseen cards with a fixed lean
(cheap cards thrown off, trumps in hand) and never looks at what the
opponent's play says about his hand. :func:`choose_inferred` runs the same
search (:func:`karty.bura.players.halving_playouts` and
:func:`~karty.bura.players.paired_pick`) — successive halving of the play-out
budget over the legal moves, every move played out in the same world with the
same play-out randomness (common random numbers), the rule-of-thumb play-outs of
:func:`karty.bura.players._rollout` — but draws each world from the
weighted worlds of :mod:`.worlds` (resampled by weight, the stock's order
shuffled afresh, since the opponent's play says nothing about it). With
chance ``mix`` a world comes from SearchPlayer's own sampler instead (a
fall-back in case the opponent is not the rule of thumb). Like
SearchPlayer it keeps the rule-of-thumb move unless another is better by
more than ``z`` standard errors of the paired difference. With
``model_opp`` the play-outs are :func:`.playout.playout`'s instead: the
searching seat claims exactly when its points reach the target, the
opponent plays the rule of thumb without noise.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from itertools import accumulate
from typing import Any

from ..actions import Action
from ..players import (
    HeuristicPlayer,
    OpponentModel,
    _rollout,
    determinize,
    halving_playouts,
    paired_pick,
)
from ..rules import TrumpCard
from ..state import BuraState
from .knowledge import Knowledge
from .playout import playout
from .worlds import World, to_state

__all__ = ["choose_inferred", "restock"]


def restock(k: Knowledge, w: World, rng: random.Random) -> World:
    """World ``w`` with its stock shuffled (the turned-up card kept in place)."""
    stock = list(w.stock)
    if k.trump_at == "stock" and stock:
        under = k.rules.trump_card is TrumpCard.UNDER_STOCK
        tc = stock.pop(-1 if under else 0)
        rng.shuffle(stock)
        stock = stock + [tc] if under else [tc] + stock
    else:
        rng.shuffle(stock)
    return World(w.opp_hand, tuple(stock), w.down)


def choose_inferred(k: Knowledge, base: BuraState, obs: Mapping[str, Any],
                    moves: Sequence[Action], every: Sequence[World], weights: Sequence[float],
                    rng: random.Random, playouts: int, noise: float = 0.05, z: float = 1.5,
                    mix: float = 0.0, model_opp: bool = False) -> Action:
    """The move chosen by play-outs in worlds drawn from ``every`` by
    ``weights`` (see the module)."""
    if len(moves) == 1:
        return moves[0]
    prior = HeuristicPlayer().choose(obs, moves, rng)
    keep = moves.index(prior)
    cum = list(accumulate(weights))
    if cum[-1] <= 0.0:
        cum = list(accumulate(1.0 for _ in every))
    model = OpponentModel()
    me = k.me

    def world() -> BuraState:
        if mix and rng.random() < mix:
            return determinize(obs, rng, rules=k.rules, model=model)
        w = rng.choices(every, cum_weights=cum)[0]
        return to_state(k, restock(k, w, rng), base)

    def value(c: BuraState, seed: int) -> float:
        pr = random.Random(seed)
        return playout(c, me, pr, noise, 0.0) if model_opp else _rollout(c, me, pr, noise)

    return moves[paired_pick(halving_playouts(moves, rng, playouts, keep, world, value), keep, z)]
