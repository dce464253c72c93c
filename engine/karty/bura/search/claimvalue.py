"""What playing on is worth, for weighing «Игра сделана» against it.

With ``claim_vs`` set, the strong player (:mod:`.player`) claims when the
chance ``made`` that its claim holds (over its inferred worlds) is at least
the chance of winning by the move it would otherwise play, plus a margin.
That chance comes from the determinised Monte Carlo of
:class:`karty.bura.SearchPlayer`: :func:`play_on` runs that search over the
moves other than the claim, exactly as ``SearchPlayer.choose`` does (the same
draws from ``rng``, so the same move), and returns the move with its mean
play-out return ``v`` (per unit of stake) turned into a win chance ``(1 + v) / 2`` (a drawn
play-out counts half).

What the play-outs assume about our own later claims biases that chance:

* ``exact_self=False`` (``claim_vs=1``; no work beyond the search the move
  needs anyway): SearchPlayer's play-outs play both seats by the rule of
  thumb, whose claim is a guess from the face-up points and the number of
  face-down cards (:func:`karty.bura.players._pick`). In a play-out we
  therefore claim later than we would (a made total the guess does not see)
  or wrongly (a guess above the truth); our real later claims are decided
  over the inferred worlds and are better. Playing on is underrated, so the
  comparison leans towards claiming now; a positive margin offsets it.
* ``exact_self=True`` (``claim_vs=2``; a second search of the same size):
  the play-outs of :mod:`.playout`, where we claim exactly when the points
  of the sampled world reach the target, as if we saw our face-down pile.
  Our real later claims are not that good, so playing on is overrated and
  the comparison leans towards playing on.

Both model the opponent as the rule of thumb (a fair model of the heuristic
player, not of a stronger one), and both draw the worlds from
SearchPlayer's sampler, not from the inferred worlds ``made`` is weighed
over. The chance is a mean over the play-outs the chosen move got from the
successive halving (a third to a half of the budget; at 200 play-outs a
standard error up to about 0.06), and choosing a move for its better mean
raises it a little. The work is fixed by the play-out count, so a seed
gives the same answer.

    >>> import random
    >>> from karty.bura import new_game
    >>> s = new_game(3)
    >>> legal = s.legal_actions()
    >>> move, chance = play_on(s.observation(s.current_player()), legal, random.Random(0), 40)
    >>> move in legal and 0.0 <= chance <= 1.0
    True
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from ..actions import Action
from ..players import HeuristicPlayer, SearchPlayer, determinize, halving_playouts, paired_pick
from ..rules import Rules
from .playout import playout

__all__ = ["play_on"]


def play_on(obs: Mapping[str, Any], moves: Sequence[Action], rng: random.Random,
            playouts: int, exact_self: bool = False) -> tuple[Action, float]:
    """The move SearchPlayer(playouts) would choose among ``moves`` (drawing
    from ``rng`` as it does) and its chance of winning the кон (see the
    module). With ``exact_self`` the chance is measured by a second search
    whose play-outs claim exactly for us; the move is still the first's."""
    sp = SearchPlayer(playouts=playouts)
    rules = Rules.from_dict(obs["rules"])
    scale = rules.stake  # SearchPlayer's play-outs return the stake won
    prior = moves.index(HeuristicPlayer().choose(obs, moves, rng))
    results = sp._playouts(obs, moves, rng, prior)
    pick = paired_pick(results, prior, sp.z)
    if exact_self:
        me = int(obs["player"])
        scale = 1  # these play-outs return the sign
        results = halving_playouts(
            moves, rng, playouts, pick,
            lambda: determinize(obs, rng, rules=rules, model=sp.model),
            lambda w, seed: playout(w, me, random.Random(seed), sp.noise, sp.noise))
    r = results[pick]
    return moves[pick], (1.0 + sum(r.values()) / len(r) / scale) / 2.0
