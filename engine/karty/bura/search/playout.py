"""Play-outs for the strong player's search, with a model of each side.

A play-out plays one sampled world to the end of the кон. The searching
seat ``me`` plays the rule of thumb, but claims «Игра сделана» exactly when
the points it took in that world (its face-down pile included) reach the
target, and never otherwise: the strong player values a claim from its
inferred worlds, so its future claims are near-exact, and a play-out that
claimed by the rule of thumb's guess would misjudge every line that ends in
a claim. The opponent is modelled as the rule-of-thumb player
(:class:`karty.bura.HeuristicPlayer`): its claims are its guess from the
face-up points it saw go into its pile and its count of face-down cards,
and it plays a random legal move with chance ``noise_opp``. This is a model
of a heuristic opponent (the benchmark's and the web page's weaker levels),
built from what its rules say, not from a look at its cards: the play-out
runs in a sampled world, never the real one.

    >>> import random
    >>> from karty.bura import new_game
    >>> s = new_game(5)
    >>> playout(s.clone(), 0, random.Random(1), 0.0, 0.0) in (-1, 0, 1)
    True
"""

from __future__ import annotations

import random

from ..actions import Action, Claim
from ..players import _pick
from ..scoring import points
from ..state import BuraState, Phase

__all__ = ["playout"]

#: The rule of thumb's guess at the points of one face-down card it never saw
#: (the mean points of a card: 120 / 36).
CARD_MEAN = 10.0 / 3.0
#: A target no count reaches: ``_pick`` then never claims by itself.
_NEVER = 10**6
_CLAIM = Claim()


def playout(s: BuraState, me: int, rng: random.Random, noise_me: float, noise_opp: float) -> int:
    """Play ``s`` (a full world) out; ``me``'s sign of the result: +1, 0, −1."""
    target = s.rules.target
    trump = s.trump
    assert trump is not None
    while s.phase is not Phase.OVER:
        p = s.current_player()
        legal = s.legal_actions()
        a: Action
        if len(legal) == 1:
            a = legal[0]
        elif p == me:
            if isinstance(legal[-1], Claim) and points(s.won_up[p]) + points(s.won_down[p]) >= target:
                a = _CLAIM
            else:
                a = _pick(legal, s.hands[p], trump, s.table, 0, 0, 0.0, _NEVER, rng, noise_me)
        else:
            a = _pick(legal, s.hands[p], trump, s.table, points(s.won_up[p]),
                      len(s.won_down[p]), CARD_MEAN, target, rng, noise_opp)
        s.apply_unchecked(a)
    r = s.returns()[me]
    return (r > 0) - (r < 0)
