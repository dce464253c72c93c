"""The best reply to a modelled opponent in one sampled world.

In a world every hidden card is in place, so once the opponent is modelled
as the rule-of-thumb player (:mod:`.playout`: deterministic when its noise
is 0) the rest of the кон is a one-player problem for the searching seat:
:func:`best_reply` tries every move of ``me`` down to ``depth`` of its own
decisions (every move, to the end, once the stock is empty and the tree is
small), lets the model answer, and finishes deeper lines with a play-out.
The value is ``me``'s: +1 a win, −1 a loss, 0 nobody's.

    >>> import random
    >>> from karty.bura import new_game
    >>> s = new_game(5)
    >>> best_reply(s, 0, 1, random.Random(1)) in (-1, 0, 1)
    True
"""

from __future__ import annotations

import random

from ..actions import Action, Claim
from ..players import _pick
from ..scoring import points
from ..state import BuraState, Phase
from .playout import CARD_MEAN, playout

__all__ = ["best_reply"]


def _model(s: BuraState, p: int, legal: tuple[Action, ...] | list[Action],
           rng: random.Random) -> Action:
    trump = s.trump
    assert trump is not None
    return _pick(legal, s.hands[p], trump, s.table, points(s.won_up[p]), len(s.won_down[p]),
                 CARD_MEAN, s.rules.target, rng, 0.0)


def best_reply(s: BuraState, me: int, depth: int, rng: random.Random) -> int:
    """``me``'s value of ``s`` (a full world, not changed) when it plays best
    against the modelled opponent for ``depth`` of its decisions (without
    limit once the stock is empty), then by play-out."""
    c = s.clone()
    while True:
        if c.phase is Phase.OVER:
            r = c.returns()[me]
            return (r > 0) - (r < 0)
        p = c.current_player()
        legal = c.legal_actions()
        if p != me:
            c.apply_unchecked(legal[0] if len(legal) == 1 else _model(c, p, legal, rng))
            continue
        if isinstance(legal[-1], Claim) and (points(c.won_up[me]) + points(c.won_down[me])
                                             >= c.rules.target):
            return 1
        if len(legal) == 1:
            c.apply_unchecked(legal[0])
            continue
        break
    if depth <= 0 and c.stock:
        return playout(c, me, rng, 0.0, 0.0)
    best = -2
    for a in legal:
        if isinstance(a, Claim):
            continue
        d = c.clone()
        d.apply_unchecked(a)
        v = best_reply(d, me, depth - 1, rng)
        if v > best:
            best = v
            if best == 1:
                break
    return best
