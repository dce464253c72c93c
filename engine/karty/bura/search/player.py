"""The strong computer player: claims decided over the worlds its
observation allows, every other move by search.

At each decision :class:`InferencePlayer`

1. reads what its seat knows (:class:`~.knowledge.Knowledge`: the
   observation only — its hand, the cards it saw played, its own
   throw-offs, the public log);
2. draws ``candidates`` worlds consistent with that knowledge and weighs each
   by how well it explains the opponent's play so far (:mod:`.worlds`);
3. claims «Игра сделана» when the weighted chance that the points it took
   (its face-down pile included, whose cards it never saw) reach the target
   is at least ``claim_at``; or, with any chance above ``desperate``, when
   the opponent — modelled as the rule-of-thumb player — would claim and
   win at his next decision (his pile holds only cards we saw: face up, or
   thrown off to him by us, so his total is known); never when he would
   claim and fail at his answer to our lead. With ``claim_vs`` 1 or 2 (by
   default 2 with the default ``search`` 2 without ``inferred``, which it
   needs; 0 otherwise) the threshold ``claim_at`` gives way to a
   comparison: outside those two cases it claims when ``made`` is at least
   the chance of winning by the move the search would play instead, plus
   ``claim_margin`` (0.2; but a sure claim is always made;
   :mod:`.claimvalue` says how the play-outs' own later claims bias that
   chance: ``1`` rule-of-thumb claims, playing on underrated; ``2`` exact
   claims, overrated, yet measured below the кон actually won, hence the
   margin); ``claim_vs=0`` keeps the threshold;
4. chooses every other move by ``search``: ``2`` (the default) the
   determinised Monte Carlo of :class:`karty.bura.SearchPlayer` with
   ``playouts`` play-outs, over the moves other than the claim; ``1`` its own
   values in ``worlds`` worlds resampled by weight — exactly by
   :func:`~.endgame.solve` once the stock is empty, otherwise by ``rollouts``
   play-outs (:mod:`.playout`, the same randomness for every move: common
   random numbers) — playing another move than the rule of thumb's only if
   it is better by more than ``z`` standard errors of the paired
   difference; ``3`` the look-ahead of :mod:`.lookahead` in the kept
   worlds (the opponent's answers modelled as the rule of thumb's, our
   play-outs scoring leads by ``look_lead``, with ``exact`` the end solved
   once the stock is empty, ``depth`` our own next moves looked at in each
   world, ``z`` as for ``1``); ``0`` the rule-of-thumb move. With ``lead_weight`` above 0
   (and ``search`` 0 or 1) a lead is chosen by its rule-of-thumb score plus
   ``lead_weight`` times what the trick brings over the weighted worlds
   (:mod:`.leads`). With ``inferred=1`` (and ``search`` 2) the Monte Carlo
   draws its worlds from the inferred, weighted worlds instead of its own
   sampler (:mod:`.inferred`; ``mix`` the share still drawn by
   SearchPlayer's sampler, ``model_opp=1`` play-outs with exact claims for
   the searcher and a noiseless rule of thumb for the opponent).
   ``passes=0`` weighs each world over every history of the opponent's
   drawings at once (:func:`~.worlds.exact_likelihood`) instead of
   ``passes`` random ones.

bench/RESULTS.md measures the settings against each other. The opponent
model is the rule of thumb's published rules
(:class:`karty.bura.HeuristicPlayer`) applied in sampled worlds, never to
the real hidden cards: a fair model of a heuristic opponent, and one reason
the player does best against one. The work per decision is fixed by
counts, not by a clock, so a seed always gives the same move.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from typing import Any

from ...cards import DECK
from ...errors import RulesError
from ..actions import Action, Claim, Lead
from ..players import MAX_PLAYOUTS, HeuristicPlayer, Player, SearchPlayer
from ..rules import ClaimTiming
from ..scoring import points
from ..state import BuraState, Phase
from . import lookahead
from .claimvalue import play_on
from .endgame import solvable, solve
from .inferred import choose_inferred
from .knowledge import Knowledge, cards
from .leads import lead_scores
from .playout import playout
from .worlds import World, consistent_worlds, public_base, to_state

__all__ = ["BROWSER_BUDGET", "InferencePlayer"]

#: The counts the web page's computer uses: under 1 s per decision in Pyodide
#: on the benchmark machine (bench/RESULTS.md).
BROWSER_BUDGET: dict[str, int] = {"candidates": 96, "playouts": 60}

#: The most worlds or candidate worlds a player may be given.
MAX_WORLDS = 4096


def _count(name: str, value: object, low: int, high: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise RulesError(f"{name}: {value!r} is not {low} to {high}",
                         f"{name}: {value!r} — не от {low} до {high}", token=name)
    return value


def _chance(name: str, value: object) -> float:
    if not isinstance(value, (int, float)) or isinstance(value, bool) or not 0 <= value <= 1:
        raise RulesError(f"{name}: {value!r} is not 0 to 1",
                         f"{name}: {value!r} — не от 0 до 1", token=name)
    return float(value)


def his_claim(k: Knowledge, obs: Mapping[str, Any], every: Sequence[World],
              weights: Sequence[float]) -> float:
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
    """The rule of thumb with inferred claims and leads, and optional search
    (see the module)."""

    name = "strong"

    def __init__(self, worlds: int = 48, candidates: int = 192, claim_at: float = 0.9,
                 desperate: float = 0.05, lead_weight: float = 0.0, search: int = 2,
                 rollouts: int = 1, z: float = 1.0, tremble: float = 0.1,
                 noise: float = 0.05, passes: int = 1, playouts: int = 200,
                 inferred: int = 0, mix: float = 0.0, model_opp: int = 0,
                 look_lead: float = 3.0, exact: int = 1, depth: int = 1,
                 claim_vs: int | None = None, claim_margin: float = 0.2) -> None:
        self.worlds = _count("worlds", worlds, 1, MAX_WORLDS)
        self.candidates = _count("candidates", candidates, 1, MAX_WORLDS)
        self.claim_at = _chance("claim_at", claim_at)
        self.desperate = _chance("desperate", desperate)
        self.lead_weight = float(lead_weight)
        self.search = _count("search", search, 0, 3)
        self.playouts = _count("playouts", playouts, 1, MAX_PLAYOUTS)
        self.rollouts = _count("rollouts", rollouts, 1, 64)
        self.z = z
        self.tremble = _chance("tremble", tremble)
        self.noise = _chance("noise", noise)
        self.passes = _count("passes", passes, 0, 64)
        self.inferred = _count("inferred", inferred, 0, 1)
        self.mix = _chance("mix", mix)
        self.model_opp = _count("model_opp", model_opp, 0, 1)
        self.look_lead = float(look_lead)
        self.exact = _count("exact", exact, 0, 1)
        self.depth = _count("depth", depth, 1, 4)
        if claim_vs is None:  # the measured default where it applies (bench/RESULTS.md)
            claim_vs = 2 if self.search == 2 and not self.inferred else 0
        self.claim_vs = _count("claim_vs", claim_vs, 0, 2)
        self.claim_margin = _chance("claim_margin", claim_margin)
        if self.claim_vs and (self.search != 2 or self.inferred):
            raise RulesError(
                f"claim_vs: {claim_vs!r} needs search=2 and inferred=0",
                f"claim_vs: {claim_vs!r} — только при search=2 и inferred=0",
                token="claim_vs")

    def _base(self, k: Knowledge, obs: Mapping[str, Any]) -> BuraState:
        rem = (cards(obs["remembered"][0]), cards(obs["remembered"][1]))
        return public_base(k, int(obs["dealer"]), str(obs["phase"]), int(obs["leader"]),
                           int(obs["tricks"]), obs["last_trick_winner"], obs["molodka"], rem,
                           cards(obs["won"][k.opp]["face_down"]))

    def _worlds(self, obs: Mapping[str, Any], rng: random.Random
                ) -> tuple[Knowledge, list[World], list[World], list[float], float]:
        """What the seat knows; the kept worlds; every candidate world with its
        weight; and the weighted chance that the seat's points (face-down
        pile included) reach the target."""
        k = Knowledge.of(obs)
        kept, every, weights = consistent_worlds(k, rng, self.candidates, self.worlds,
                                                 self.tremble, self.passes)
        total = sum(weights) or 1.0
        made = sum(wt for w, wt in zip(every, weights, strict=True)
                   if k.my_known + points(w.down) >= k.rules.target) / total
        return k, kept, every, weights, made

    def values(self, observation: Mapping[str, Any], legal: Sequence[Action],
               rng: random.Random) -> list[list[float]]:
        """Per legal action, its value (+1 win … −1 loss) in each kept world;
        a claim gets its chance of success, the same in every world."""
        k, kept, _, _, made = self._worlds(observation, rng)
        return self._values(observation, legal, rng, k, kept, made)

    def _values(self, obs: Mapping[str, Any], legal: Sequence[Action], rng: random.Random,
                k: Knowledge, kept: list[World], made: float) -> list[list[float]]:
        base = self._base(k, obs)
        out: list[list[float]] = [[] for _ in legal]
        claim_value = 2.0 * made - 1.0
        for w in kept:
            s = to_state(k, w, base)
            seed = rng.getrandbits(32)
            for i, a in enumerate(legal):
                out[i].append(claim_value if isinstance(a, Claim)
                              else self._value(s, a, k.me, seed))
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
        total = 0
        for j in range(self.rollouts):
            total += playout(c.clone() if j < self.rollouts - 1 else c, me,
                             random.Random(seed + j), self.noise, 0.0)
        return total / self.rollouts

    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action],
               rng: random.Random) -> Action:
        obs = observation
        if len(legal) == 1:
            return legal[0]
        moves = [a for a in legal if not isinstance(a, Claim)]
        can_claim = len(moves) < len(legal)
        leading = bool(self.lead_weight) and obs["phase"] == Phase.LEAD.value
        if not can_claim and self.search == 2 and not self.inferred:
            return SearchPlayer(playouts=self.playouts).choose(obs, moves, rng)
        if not can_claim and not leading and not self.search:
            return HeuristicPlayer().choose(obs, moves, rng)
        k, kept, every, weights, made = self._worlds(obs, rng)
        if can_claim:
            forced = self._forced(k, obs, made, every, weights)
            if forced is not None:
                if forced:
                    return legal[-1]
            elif self.claim_vs:
                if made > 0 and made >= self.claim_margin:  # else the claim cannot be chosen
                    move, chance = play_on(obs, moves, rng, self.playouts, self.claim_vs == 2)
                    # a sure claim is never worse than playing on, whatever the margin
                    return legal[-1] if made >= min(1.0, chance + self.claim_margin) else move
            elif made >= self.claim_at:
                return legal[-1]
        if len(moves) == 1:
            return moves[0]
        if self.search == 2 and self.inferred:
            return choose_inferred(k, self._base(k, obs), obs, moves, every, weights, rng,
                                   self.playouts, mix=self.mix,
                                   model_opp=bool(self.model_opp))
        if self.search == 3:
            return lookahead.choose(k, self._base(k, obs), obs, moves, kept, self.look_lead,
                                    bool(self.exact), self.z, self.depth)
        if self.search == 2:
            return SearchPlayer(playouts=self.playouts).choose(obs, moves, rng)
        leads = [a for a in moves if isinstance(a, Lead)]
        if leading and len(leads) == len(moves):
            scores = lead_scores(k, self._base(k, obs), leads, every, weights, self.lead_weight)
            return leads[max(range(len(leads)), key=scores.__getitem__)]
        prior = HeuristicPlayer().choose(obs, moves, rng)
        if not self.search:
            return prior
        vals = self._values(obs, moves, rng, k, kept, made)
        return moves[self._pick(vals, moves.index(prior))]

    def _forced(self, k: Knowledge, obs: Mapping[str, Any], made: float,
                every: list[World], weights: list[float]) -> bool | None:
        """Whether to claim now when the opponent's next claim decides it
        (step 3 of the module); ``None`` when it does not."""
        target = k.rules.target
        if k.rules.claim_timing is not ClaimTiming.ON_LEAD and \
                his_claim(k, obs, every, weights) >= 0.99:
            if k.opp_total >= target:
                return made >= self.desperate  # he will claim and win: any chance is better
            if obs["phase"] == Phase.LEAD.value:
                return made >= 1.0  # he will claim and fail when he answers
        return None

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
                f"claim_at={self.claim_at}, lead_weight={self.lead_weight}, "
                f"search={self.search}, z={self.z}, tremble={self.tremble}, "
                f"passes={self.passes}, inferred={self.inferred}, mix={self.mix}, "
                f"claim_vs={self.claim_vs}, claim_margin={self.claim_margin})")
