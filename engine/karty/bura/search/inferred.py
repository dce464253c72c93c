"""The determinised Monte Carlo of :class:`karty.bura.SearchPlayer`, played
in the inferred worlds instead of its own sampler's.

:class:`karty.bura.SearchPlayer` deals the unseen cards with a fixed lean
(cheap cards thrown off, trumps in hand) and never looks at what the
opponent's play says about his hand. :func:`choose_inferred` runs the same
search — successive halving of the play-out budget over the legal moves,
every move played out in the same world with the same play-out randomness
(common random numbers), the rule-of-thumb play-outs of
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
from ..players import HeuristicPlayer, OpponentModel, _rollout, determinize
from ..rules import TrumpCard
from ..state import BuraState
from .knowledge import Knowledge
from .playout import playout
from .worlds import World, to_state

__all__ = ["choose_inferred", "restock"]

#: Fewest paired play-outs before a move may displace the rule of thumb's.
MIN_PAIRS = 8


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
    n = len(moves)
    results: list[dict[int, float]] = [{} for _ in range(n)]
    alive = list(range(n))
    phases = max(1, (n - 1).bit_length())
    world_no = 0
    for phase in range(phases):
        rounds = max(1, playouts // phases // len(alive))
        for _ in range(rounds):
            if mix and rng.random() < mix:
                s = determinize(obs, rng, rules=k.rules, model=model)
            else:
                w = rng.choices(every, cum_weights=cum)[0]
                s = to_state(k, restock(k, w, rng), base)
            seed = rng.getrandbits(32)
            for i in alive:
                c = s.clone()
                c.apply_unchecked(moves[i])
                pr = random.Random(seed)
                results[i][world_no] = (playout(c, me, pr, noise, 0.0) if model_opp
                                        else _rollout(c, me, pr, noise))
            world_no += 1
        if phase < phases - 1 and len(alive) > 1:
            alive.sort(key=lambda i: sum(results[i].values()) / len(results[i]), reverse=True)
            survivors = alive[:(len(alive) + 1) // 2]
            if keep not in survivors:
                survivors.append(keep)
            alive = sorted(survivors)
    base_r = results[keep]
    best, best_score = keep, 0.0
    for i, r in enumerate(results):
        if i == keep or not r:
            continue
        diffs = [v - base_r[wn] for wn, v in r.items() if wn in base_r]
        m = len(diffs)
        if m < MIN_PAIRS:
            continue
        mean = sum(diffs) / m
        var = sum((d - mean) ** 2 for d in diffs) / (m - 1)
        score = mean - z * (var / m) ** 0.5
        if score > best_score:
            best, best_score = i, score
    return moves[best]
