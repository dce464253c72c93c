"""Deciding a move when the worlds are given: look-ahead against a
rule-of-thumb opponent.

The rule-of-thumb player (:class:`karty.bura.HeuristicPlayer`, noise 0)
is deterministic: in a world where every card is in its place, his answer
to each of our moves is known exactly, and so is the rest of the кон once
our own play is fixed. :func:`choose` values each of our moves in each
given world (:class:`~.worlds.World`: the opponent's hand, the stock
order, our face-down pile) by playing the world out:

* the opponent plays the rule of thumb without noise (his claims his
  guess from the face-up points he took and his count of face-down cards,
  as in :mod:`.playout`);
* we claim exactly when the points we took in that world reach the target,
  lead by the rule of thumb's score plus ``lead_weight`` times the points
  the trick brings once the modelled opponent has answered from the
  world's hand (:func:`~.leads.blind_value`), and answer by the rule of
  thumb;
* once the stock is empty (nothing left to draw, every card in its place),
  with ``exact`` the rest is solved exactly: our best line against his
  fixed answers (:func:`best_response`), a search over our moves alone.

The move with the best mean over the worlds is played, unless it is no
better than the rule of thumb's own move by ``z`` standard errors of the
paired difference (every move is valued in the same worlds: common random
numbers). Worlds that are the same are valued once. This reads only the
observation's knowledge and the worlds handed to it; the opponent model
is the rule of thumb's published rules, applied in those worlds.

    >>> import random
    >>> from karty.bura import new_game
    >>> from karty.bura.search import Knowledge
    >>> from karty.bura.search.worlds import consistent_worlds
    >>> s = new_game(4)
    >>> me = s.current_player()
    >>> obs = s.observation(me)
    >>> k = Knowledge.of(obs)
    >>> kept, _, _ = consistent_worlds(k, random.Random(0), 16, 4)
    >>> legal = s.legal_actions()
    >>> choose(k, base_of(k, obs), obs, legal, kept) in legal
    True
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ..actions import Action, Beat, Claim, Discard, Lead, Molodka
from ..players import HeuristicPlayer, _pick, _trump_cost
from ..scoring import points
from ..state import BuraState, Phase
from .endgame import solvable
from .knowledge import Knowledge, cards
from .leads import blind_value
from .playout import CARD_MEAN
from .worlds import World, public_base, to_state

__all__ = ["base_of", "best_response", "choose", "look", "move_values", "opp_move", "play_out"]

#: A target no count reaches: ``_pick`` then never claims by itself.
_NEVER = 10**6
#: The rule of thumb draws from its generator only when it has noise; these
#: players have none, so it is never drawn from.
_UNUSED = random.Random(0)
_CLAIM = Claim()
#: The most points one card is worth (an ace).
_ACE = 11
_MOLODKA = Molodka()


def base_of(k: Knowledge, obs: Mapping[str, Any]) -> BuraState:
    """The public part of the state (:func:`~.worlds.public_base`) read from ``obs``."""
    rem = (cards(obs["remembered"][0]), cards(obs["remembered"][1]))
    return public_base(k, int(obs["dealer"]), str(obs["phase"]), int(obs["leader"]),
                       int(obs["tricks"]), obs["last_trick_winner"], obs["molodka"], rem,
                       cards(obs["won"][k.opp]["face_down"]))


def opp_move(s: BuraState, legal: Sequence[Action]) -> Action:
    """The rule-of-thumb player's move in ``s`` (noise 0; deterministic).

    His guess at a claim counts the face-down cards in his pile at the mean
    points of the cards he has not seen (our hand, the stock, that pile),
    which in a full world are known; it is worked out only when it could
    tip him into claiming."""
    p = s.current_player()
    assert s.trump is not None
    known, n, target = points(s.won_up[p]), len(s.won_down[p]), s.rules.target
    avg = CARD_MEAN
    if n and isinstance(legal[-1], Claim) and known < target <= known + 0.6 * n * _ACE - 3:
        unseen = [*s.hands[1 - p], *s.stock, *s.won_down[p]]
        if s.trump_card_public and s.trump_card in s.stock:
            unseen.remove(s.trump_card)
        avg = points(unseen) / len(unseen)
    return _pick(legal, s.hands[p], s.trump, s.table, known, n, avg, target, _UNUSED, 0.0)


def _total(s: BuraState, p: int) -> int:
    return points(s.won_up[p]) + points(s.won_down[p])


def _trick(s: BuraState, lead: Lead, me: int) -> float:
    """What the trick led with ``lead`` brings ``me`` when the modelled
    opponent answers from his hand in ``s`` (trumps spent counted as the
    rule of thumb counts them)."""
    c = s.clone()
    c.apply_unchecked(lead)
    if c.phase is not Phase.ANSWER:
        return 0.0
    legal = [a for a in c.legal_actions() if not isinstance(a, Claim)]
    answer = opp_move(c, legal)
    if not isinstance(answer, (Beat, Discard)):
        return 0.0
    assert s.trump is not None
    pts = points(lead.cards) + points(answer.cards)
    his_cost = sum(_trump_cost(x, s.trump) for x in answer.cards)
    return -pts + his_cost if isinstance(answer, Beat) else pts + 0.5 * his_cost


def my_move(s: BuraState, legal: Sequence[Action], me: int, lead_weight: float) -> Action:
    """Our play-out policy in a world (see the module)."""
    if isinstance(legal[-1], Claim) and _total(s, me) >= s.rules.target:
        return _CLAIM
    moves = [a for a in legal if not isinstance(a, Claim)]
    if len(moves) == 1:
        return moves[0]
    assert s.trump is not None
    if any(isinstance(a, Molodka) for a in moves):
        return _MOLODKA
    leads = [a for a in moves if isinstance(a, Lead)]
    if not leads or not lead_weight:
        return _pick(moves, s.hands[me], s.trump, s.table, 0, 0, 0.0, _NEVER, _UNUSED, 0.0)
    trump = s.trump
    return max(leads, key=lambda a: blind_value(a.cards, trump) + lead_weight * _trick(s, a, me))


def _best_choice(s: BuraState, me: int, value: Callable[[BuraState], int], solve_end: bool) -> int:
    """``me``'s result in ``s`` (a full world): the opponent's fixed answers
    and ``me``'s forced moves are played; at ``me``'s first real choice, a
    winning claim is +1, else the best ``value`` of the states its moves lead
    to. With ``solve_end``, once the stock is empty :func:`best_response`
    decides. ``s`` is played on."""
    target = s.rules.target
    while s.phase is not Phase.OVER:
        if solve_end and solvable(s):
            return best_response(s, me)
        legal = s.legal_actions()
        if s.current_player() != me:
            s.apply_unchecked(legal[0] if len(legal) == 1 else opp_move(s, legal))
            continue
        if isinstance(legal[-1], Claim):
            if _total(s, me) >= target:
                return 1
            legal = legal[:-1]
        if len(legal) == 1:
            s.apply_unchecked(legal[0])
            continue
        best = -1
        for a in legal:
            c = s.clone()
            c.apply_unchecked(a)
            best = max(best, value(c))
            if best == 1:
                break
        return best
    r = s.returns()[me]
    return (r > 0) - (r < 0)


def best_response(s: BuraState, me: int) -> int:
    """``me``'s result (+1, 0, −1) in ``s`` (a full world) when ``me`` plays
    its best line against the rule-of-thumb opponent's fixed answers: a
    search over ``me``'s moves alone. Meant for the end of a кон (the stock
    empty); ``s`` is played on."""
    return _best_choice(s, me, lambda c: best_response(c, me), solve_end=False)


def play_out(s: BuraState, me: int, lead_weight: float, exact: bool) -> int:
    """Play ``s`` (a full world) to the end, ``me`` by :func:`my_move`, the
    opponent by :func:`opp_move`; with ``exact``, solve the end once the
    stock is empty. ``me``'s result: +1, 0, −1. ``s`` is played on."""
    while s.phase is not Phase.OVER:
        if exact and solvable(s):
            return best_response(s, me)
        legal = s.legal_actions()
        if len(legal) == 1:
            a = legal[0]
        elif s.current_player() == me:
            a = my_move(s, legal, me, lead_weight)
        else:
            a = opp_move(s, legal)
        s.apply_unchecked(a)
    r = s.returns()[me]
    return (r > 0) - (r < 0)


def look(s: BuraState, me: int, depth: int, lead_weight: float, exact: bool) -> int:
    """``me``'s result in ``s`` (a full world) when ``me`` chooses its next
    ``depth - 1`` moves by looking at every one of them in this world (the
    opponent's answers fixed, the stock order the world's) and the rest by
    :func:`play_out`. ``s`` is played on."""
    if depth <= 1:
        return play_out(s, me, lead_weight, exact)
    return _best_choice(s, me, lambda c: look(c, me, depth - 1, lead_weight, exact),
                        solve_end=exact)


def move_values(k: Knowledge, base: BuraState, moves: Sequence[Action], worlds: Sequence[World],
                lead_weight: float = 3.0, exact: bool = True, depth: int = 1
                ) -> list[list[float]]:
    """Per move, its value in each distinct world of ``worlds`` (in the
    order they first appear), each world counted as often as it appears."""
    counts: dict[World, int] = {}
    for w in worlds:
        counts[w] = counts.get(w, 0) + 1
    out: list[list[float]] = [[] for _ in moves]
    for w, n in counts.items():
        s = to_state(k, w, base)
        for i, a in enumerate(moves):
            c = s.clone()
            c.apply_unchecked(a)
            v = float(look(c, k.me, depth, lead_weight, exact))
            out[i].extend([v] * n)
    return out


def _better(vals: list[list[float]], prior: int, z: float) -> int:
    """The move with the best mean, unless it beats ``prior`` by no more
    than ``z`` standard errors of the paired difference."""
    means = [sum(v) / len(v) for v in vals]
    best = max(range(len(vals)), key=lambda i: (means[i], i == prior))
    if best == prior:
        return prior
    diffs = [x - y for x, y in zip(vals[best], vals[prior], strict=True)]
    m = len(diffs)
    mean = sum(diffs) / m
    var = sum((d - mean) ** 2 for d in diffs) / (m - 1) if m > 1 else 0.0
    return best if mean > z * math.sqrt(var / m) else prior


def choose(k: Knowledge, base: BuraState, obs: Mapping[str, Any], moves: Sequence[Action],
           worlds: Sequence[World], lead_weight: float = 3.0, exact: bool = True,
           z: float = 0.0, depth: int = 1) -> Action:
    """The move to play among ``moves`` (no claim among them is valued as
    a claim: pass the moves other than «Игра сделана»), valued in ``worlds``."""
    if len(moves) == 1:
        return moves[0]
    vals = move_values(k, base, moves, worlds, lead_weight, exact, depth)
    prior = HeuristicPlayer().choose(obs, moves, _UNUSED)
    return moves[_better(vals, moves.index(prior), z)]
