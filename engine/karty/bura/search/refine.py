"""Sharper inference: weighted worlds moved towards the opponent's play by
Metropolis–Hastings steps.

:func:`~.worlds.consistent_worlds` draws worlds uniformly and weighs them by
how well they explain the opponent's play; most weight then sits on a few
worlds (an effective sample size of about 20 of 300, bench/RESULTS.md).
:func:`refined_worlds` resamples those worlds by weight and moves each by
``steps`` Metropolis–Hastings steps: swap one unseen card of the
opponent's hand or of our face-down pile with another unseen card (from the
stock, or between the hand and the pile), and keep the swap with chance
min(1, new weight / old weight). The swap is symmetric, so the worlds keep
the weighted distribution while they spread over its likely part: more
distinct good worlds for the same number. The turned-up card and the
opponent's known cards never move. Every step draws from the given
``random.Random``; nothing reads a hidden card.

    >>> import random
    >>> from karty.bura import new_game
    >>> from karty.bura.search import Knowledge
    >>> k = Knowledge.of(new_game(2).observation(0))
    >>> kept, every, weights = refined_worlds(k, random.Random(0), 16, 4, steps=2)
    >>> len(kept), len(every), len(set(weights))
    (4, 16, 1)
"""

from __future__ import annotations

import random

from .knowledge import Knowledge
from .worlds import Memo, World, consistent_worlds, likelihood

__all__ = ["refined_worlds"]


def _step(k: Knowledge, w: World, lik: float, rng: random.Random, tremble: float,
          passes: int, memo: Memo) -> tuple[World, float]:
    """One Metropolis–Hastings step from world ``w`` of weight ``lik``."""
    hand, stock, down = list(w.opp_hand), list(w.stock), list(w.down)
    tc = k.trump_card
    n_known = len(k.opp_known)
    # movable places: (region, index); region 0 hand, 1 stock, 2 down
    places = ([(0, i) for i in range(n_known, len(hand)) if hand[i] != tc]
              + [(2, i) for i in range(len(down)) if down[i] != tc])
    others = [(1, i) for i in range(len(stock)) if stock[i] != tc] + places
    if not places or len(others) < 2:
        return w, lik
    a = places[rng.randrange(len(places))]
    b = others[rng.randrange(len(others))]
    if a == b or a[0] == b[0] == 0:
        return w, lik  # a swap within the hand changes nothing
    regions = [hand, stock, down]
    regions[a[0]][a[1]], regions[b[0]][b[1]] = regions[b[0]][b[1]], regions[a[0]][a[1]]
    new = World(tuple(hand), tuple(stock), tuple(down))
    new_lik = likelihood(k, new, rng, tremble, passes, memo)
    if new_lik >= lik or rng.random() * lik < new_lik:
        return new, new_lik
    return w, lik


def refined_worlds(k: Knowledge, rng: random.Random, candidates: int, keep: int,
                   tremble: float = 0.1, passes: int = 1, steps: int = 2
                   ) -> tuple[list[World], list[World], list[float]]:
    """Like :func:`~.worlds.consistent_worlds` (``keep`` worlds for play,
    and ``candidates`` worlds with their weights), but the ``candidates``
    worlds are resampled by weight and moved by ``steps``
    Metropolis–Hastings steps each, after which they weigh the same."""
    _, worlds, weights = consistent_worlds(k, rng, candidates, 1, tremble, passes)
    if sum(weights) <= 0.0 or all(wt == weights[0] for wt in weights):
        # nothing to follow (no past play, or no world explains it): as drawn
        return rng.choices(worlds, k=keep), worlds, weights
    picks = rng.choices(range(len(worlds)), weights=weights, k=len(worlds))
    out: list[World] = []
    memo: Memo = {}
    for j in picks:
        w, lik = worlds[j], weights[j]
        for _ in range(steps):
            w, lik = _step(k, w, lik, rng, tremble, passes, memo)
        out.append(w)
    even = [1.0] * len(out)
    return rng.choices(out, k=keep), out, even
