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

from ...cards import DECK
from ...errors import RulesError
from ..actions import Action, Claim, Lead
from ..rules import ClaimTiming
from ..players import HeuristicPlayer, Player, _rollout
from ..scoring import points
from ..state import BuraState, Phase
from .endgame import solvable, solve
from .knowledge import Knowledge, cards
from .leads import lead_scores
from .playout import playout
from .respond import best_reply
from .worlds import World, consistent_worlds, public_base, to_state

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


def _his_claim(k: Knowledge, obs: Mapping[str, Any], every: list[World],
               weights: list[float]) -> float:
    """The chance that the opponent, if he is the rule-of-thumb player
    (:class:`karty.bura.HeuristicPlayer`), claims at his next decision with
    the points he has now: his face-up points reach the target, or they and
    his guess at the face-down cards we threw him (0.6 of their number times
    the mean points of the cards he has not seen, in each weighted world)
    reach the target plus 3."""
    target = k.rules.target
    up = cards(obs["remembered"][k.opp])
    his_up = points(up)
    if his_up >= target:
        return 1.0
    n = len(obs["won"][k.opp]["face_down"])
    if not n or his_up + 0.6 * n * 11 < target + 3:
        return 0.0
    seen = set(up) | set(cards(obs["remembered"][k.me])) | set(k.table)
    if k.trump_at == "stock" or k.trump_card in k.hand:
        seen.add(k.trump_card)
    total = sum(weights) or 1.0
    yes = 0.0
    for w, wt in zip(every, weights, strict=True):
        unseen = [c for c in DECK if c not in seen and c not in w.opp_hand and c not in w.down]
        avg = points(unseen) / len(unseen) if unseen else 0.0
        if his_up + 0.6 * n * avg >= target + 3:
            yes += wt
    return yes / total


class InferencePlayer(Player):
    """Search over worlds inferred from the opponent's play (see the module)."""

    name = "strong"

    def __init__(self, worlds: int = 48, candidates: int = 192, rollouts: int = 1,
                 z: float = 1.0, tremble: float = 0.1, noise: float = 0.05,
                 model: int = 1, noise_opp: float = 0.0, passes: int = 1,
                 endgame: int = 1, depth: int = 0, claim_at: float = 0.0,
                 search: int = 1, desperate: float = 0.05, lam: float = 0.0) -> None:
        self.worlds = _count("worlds", worlds, 1, MAX_WORLDS)
        self.candidates = _count("candidates", candidates, 1, MAX_WORLDS)
        self.rollouts = _count("rollouts", rollouts, 1, 64)
        self.z = z
        self.tremble = tremble
        self.noise = noise
        self.model = _count("model", model, 0, 1)
        self.noise_opp = noise_opp
        self.passes = _count("passes", passes, 1, 64)
        self.endgame = _count("endgame", endgame, 0, 2)
        self.depth = _count("depth", depth, 0, 8)
        self.claim_at = claim_at
        self.desperate = desperate
        self.lam = lam
        self.search = _count("search", search, 0, 2)

    def _base(self, k: Knowledge, obs: Mapping[str, Any]) -> BuraState:
        rem = (cards(obs["remembered"][0]), cards(obs["remembered"][1]))
        return public_base(k, int(obs["dealer"]), str(obs["phase"]), int(obs["leader"]),
                           int(obs["tricks"]), obs["last_trick_winner"], obs["molodka"], rem,
                           cards(obs["won"][k.opp]["face_down"]))

    def _worlds(self, obs: Mapping[str, Any], rng: random.Random
                ) -> tuple[Knowledge, list[World], float, list[World], list[float]]:
        """What the seat knows, the kept worlds, and the chance that its
        points (face-down pile included) reach the target, over all the
        weighted candidate worlds."""
        k = Knowledge.of(obs)
        kept, every, weights = consistent_worlds(k, rng, self.candidates, self.worlds,
                                                 self.tremble, self.passes)
        total = sum(weights) or 1.0
        made = sum(wt for w, wt in zip(every, weights, strict=True)
                   if k.my_known + points(w.down) >= k.rules.target) / total
        return k, kept, made, every, weights

    def values(self, observation: Mapping[str, Any], legal: Sequence[Action],
               rng: random.Random) -> list[list[float]]:
        """Per legal action, its value (+1 win … −1 loss) in each kept world;
        a claim gets its exact chance, the same in every world."""
        k, kept, made, _, _ = self._worlds(observation, rng)
        return self._values(observation, legal, rng, k, kept, made)

    def _values(self, obs: Mapping[str, Any], legal: Sequence[Action], rng: random.Random,
                k: Knowledge, kept: list[World], made: float) -> list[list[float]]:
        me = k.me
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
        if self.depth or (self.endgame == 2 and solvable(c)):
            return float(best_reply(c, me, self.depth, random.Random(seed)))
        if self.endgame == 1 and solvable(c):
            v = solve(c)
            return float(v if me == 0 else -v)
        total = 0.0
        for j in range(self.rollouts):
            if self.model:
                total += playout(c.clone() if j < self.rollouts - 1 else c, me,
                                 random.Random(seed + j), self.noise, self.noise_opp)
                continue
            r = _rollout(c.clone() if j < self.rollouts - 1 else c, me,
                         random.Random(seed + j), self.noise)
            total += (r > 0) - (r < 0)
        return total / self.rollouts

    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action],
               rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        if self.claim_at > 0.0:
            return self._choose_claim_first(observation, legal, rng)
        prior = HeuristicPlayer().choose(observation, legal, rng)
        vals = self.values(observation, legal, rng)
        return legal[self._pick(vals, list(legal).index(prior))]

    def _choose_claim_first(self, obs: Mapping[str, Any], legal: Sequence[Action],
                            rng: random.Random) -> Action:
        moves = [a for a in legal if not isinstance(a, Claim)]
        late = self.search == 1 or (self.search == 2 and obs["stock_size"] == 0)
        if len(moves) == len(legal) and not late and not (
                self.lam and obs["phase"] == Phase.LEAD.value):
            return HeuristicPlayer().choose(obs, moves, rng)
        k, kept, made, every, weights = self._worlds(obs, rng)
        if len(moves) < len(legal) and self._claims(k, obs, made, every, weights):
            return legal[-1]
        if len(moves) == 1:
            return moves[0]
        if self.lam and obs["phase"] == Phase.LEAD.value:
            leads = [a for a in moves if isinstance(a, Lead)]
            if len(leads) > 1 and len(leads) == len(moves):
                scores = lead_scores(k, self._base(k, obs), leads, every, weights, self.lam)
                return leads[max(range(len(leads)), key=scores.__getitem__)]
        prior = HeuristicPlayer().choose(obs, moves, rng)
        if not late:
            return prior
        vals = self._values(obs, moves, rng, k, kept, made)
        return moves[self._pick(vals, moves.index(prior))]

    def _claims(self, k: Knowledge, obs: Mapping[str, Any], made: float,
                every: list[World], weights: list[float]) -> bool:
        """Whether to claim now, given the chance ``made`` that the claim
        succeeds and what the opponent, modelled as the rule of thumb, will
        do at his next decision: if he would claim then (his face-up points
        reach the target) his claim's fate is known exactly, since every
        card in his pile is known (face up, or thrown off to him by us)."""
        target = k.rules.target
        if k.rules.claim_timing is not ClaimTiming.ON_LEAD and \
                _his_claim(k, obs, every, weights) >= 0.99:
            if k.opp_total >= target:
                return made >= self.desperate  # he will claim and win: any chance is better
            if obs["phase"] == Phase.LEAD.value:
                return made >= 1.0  # he will claim and fail when he answers
        return made >= self.claim_at

    def _pick(self, vals: list[list[float]], k: int) -> int:
        """Index ``k`` (the prior) unless another action's mean is better by
        more than ``z`` standard errors of the paired difference."""
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
        return best

    def __repr__(self) -> str:
        return (f"InferencePlayer(worlds={self.worlds}, candidates={self.candidates}, "
                f"rollouts={self.rollouts}, z={self.z}, tremble={self.tremble})")
