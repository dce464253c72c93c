"""The strong computer player: search over the information set.

At each decision :class:`InferencePlayer`

1. reads what its seat knows (:class:`~.knowledge.Knowledge`: the
   observation only — its hand, the cards it saw played, its own
   throw-offs, the public log);
2. draws ``candidates`` worlds consistent with that knowledge and weighs each
   by how well it explains the opponent's play so far (:mod:`.worlds`), then
   keeps ``worlds`` of them, resampled by weight;
3. values «Игра сделана» exactly over all the weighted worlds: the chance
   that the points it took (its face-down pile included, whose cards it never
   saw) reach the target;
4. values every other legal action in each kept world: exactly by
   :func:`~.endgame.solve` once the stock is empty, otherwise by
   ``rollouts`` play-outs to the end of the кон with the rule of thumb for
   both sides (the same play-out randomness for every action: common random
   numbers);
5. plays the rule-of-thumb move unless another move is better by more than
   ``z`` standard errors of the paired difference over the worlds.

The work per decision is fixed by these counts, not by a clock, so a seed
always gives the same move.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from typing import Any

from ...errors import RulesError
from ..actions import Action, Claim
from ..players import HeuristicPlayer, Player, _rollout
from ..scoring import points
from ..state import BuraState, Phase
from .endgame import solvable, solve
from .knowledge import Knowledge, cards
from .worlds import consistent_worlds, public_base, to_state

__all__ = ["BROWSER_BUDGET", "InferencePlayer"]

#: The counts the web page's computer uses: under 1 s per decision in Pyodide
#: on the benchmark machine (bench/RESULTS.md).
BROWSER_BUDGET: dict[str, int] = {"worlds": 24, "candidates": 96}

#: The most worlds or candidate worlds a player may be given.
MAX_WORLDS = 4096


def _count(name: str, value: object, low: int, high: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise RulesError(f"{name}: {value!r} is not {low} to {high}",
                         f"{name}: {value!r} — не от {low} до {high}", token=name)
    return value


class InferencePlayer(Player):
    """Search over worlds inferred from the opponent's play (see the module)."""

    name = "strong"

    def __init__(self, worlds: int = 48, candidates: int = 192, rollouts: int = 1,
                 z: float = 1.0, tremble: float = 0.1, noise: float = 0.05) -> None:
        self.worlds = _count("worlds", worlds, 1, MAX_WORLDS)
        self.candidates = _count("candidates", candidates, 1, MAX_WORLDS)
        self.rollouts = _count("rollouts", rollouts, 1, 64)
        self.z = z
        self.tremble = tremble
        self.noise = noise

    def _base(self, k: Knowledge, obs: Mapping[str, Any]) -> BuraState:
        rem = (cards(obs["remembered"][0]), cards(obs["remembered"][1]))
        return public_base(k, int(obs["dealer"]), str(obs["phase"]), int(obs["leader"]),
                           int(obs["tricks"]), obs["last_trick_winner"], obs["molodka"], rem,
                           cards(obs["won"][k.opp]["face_down"]))

    def values(self, observation: Mapping[str, Any], legal: Sequence[Action],
               rng: random.Random) -> list[list[float]]:
        """Per legal action, its value (+1 win … −1 loss) in each kept world;
        a claim gets its exact chance, the same in every world."""
        obs = observation
        k = Knowledge.of(obs)
        me = k.me
        kept, every, weights = consistent_worlds(k, rng, self.candidates, self.worlds,
                                                 self.tremble)
        total = sum(weights) or 1.0
        made = sum(wt for w, wt in zip(every, weights, strict=True)
                   if k.my_known + points(w.down) >= k.rules.target) / total
        base = self._base(k, obs)
        out: list[list[float]] = [[] for _ in legal]
        claim_value = 2.0 * made - 1.0
        for w in kept:
            s = to_state(k, w, base)
            seed = rng.getrandbits(32)
            for i, a in enumerate(legal):
                if isinstance(a, Claim):
                    out[i].append(claim_value)
                    continue
                out[i].append(self._value(s, a, me, seed))
        return out

    def _value(self, s: BuraState, a: Action, me: int, seed: int) -> float:
        c = s.clone()
        c.apply_unchecked(a)
        if c.phase is Phase.OVER:
            r = c.returns()[me]
            return float((r > 0) - (r < 0))
        if solvable(c):
            v = solve(c)
            return float(v if me == 0 else -v)
        total = 0.0
        for j in range(self.rollouts):
            r = _rollout(c.clone() if j < self.rollouts - 1 else c, me,
                         random.Random(seed + j), self.noise)
            total += (r > 0) - (r < 0)
        return total / self.rollouts

    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action],
               rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        prior = HeuristicPlayer().choose(observation, legal, rng)
        vals = self.values(observation, legal, rng)
        k = list(legal).index(prior)
        base = vals[k]
        best, best_score = k, 0.0
        m = len(base)
        for i, v in enumerate(vals):
            if i == k:
                continue
            diffs = [x - y for x, y in zip(v, base, strict=True)]
            mean = sum(diffs) / m
            var = sum((d - mean) ** 2 for d in diffs) / (m - 1) if m > 1 else 0.0
            score = mean - self.z * math.sqrt(var / m)
            if score > best_score:
                best, best_score = i, score
        return legal[best]

    def __repr__(self) -> str:
        return (f"InferencePlayer(worlds={self.worlds}, candidates={self.candidates}, "
                f"rollouts={self.rollouts}, z={self.z}, tremble={self.tremble})")
