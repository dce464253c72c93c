"""Inference summed over every history of the opponent's drawings, the
refined worlds, and the Monte Carlo search in the inferred worlds."""

import random

from karty.bura import HeuristicPlayer, Rules, initial_state
from karty.bura.search import InferencePlayer, Knowledge, consistent_worlds, likelihood
from karty.bura.search.inferred import restock
from karty.bura.search.refine import refined_worlds
from karty.bura.search.worlds import World, exact_likelihood
from search_helpers import played

SMALL = {"worlds": 6, "candidates": 12, "playouts": 16, "inferred": 1}


def _positions(kons):
    """(observation, true world) at seat 0's leads in rule-of-thumb games, from the third trick."""
    out = []
    for i in range(kons):
        s = initial_state(Rules(), dealer=i % 2)
        s.apply_action(s.sample_chance(random.Random(i)))
        rngs = [random.Random(2 * i + 1), random.Random(2 * i + 2)]
        while not s.is_terminal():
            p = s.current_player()
            legal = s.legal_actions()
            obs = s.observation(p)
            if p == 0 and s.tricks >= 2 and len(legal) > 1 and not s.table:
                out.append((obs, World(tuple(s.hands[1]), tuple(s.stock), tuple(s.won_down[0]))))
            s.apply_action(HeuristicPlayer().choose(obs, legal, rngs[p]))
    return out


def _brute(k, w, tremble):
    """The likelihood summed over every history of his drawings, path by path."""
    from karty.bura.players import _pick
    from karty.bura.rules import Declarations
    from karty.bura.scoring import is_bura
    from karty.bura.search.knowledge import Draw
    from karty.bura.search.worlds import _legal

    tl, refills = k.timeline, k.refills
    check = k.rules.declarations is Declarations.DEAL_AND_DRAWS

    def go(i, hand, p):
        if i < 0:
            return 0.0 if len(hand) == 3 and is_bura(hand, k.trump) else p
        if refills[i] and check and len(hand) == 3 and is_bura(hand, k.trump):
            return 0.0
        e = tl[i]
        if isinstance(e, Draw):
            if e.seat != k.opp:
                return go(i - 1, hand, p)
            if e.position == k.trump_position():
                return go(i - 1, hand - {k.trump_card}, p) if k.trump_card in hand else 0.0
            choices = [c for c in hand if c != k.trump_card]
            return sum(go(i - 1, hand - {c}, p / len(choices)) for c in choices)
        shown = e.cards if e.kind != "discard" else w.down[e.first_down:e.first_down + e.n]
        if any(c in hand for c in shown):
            return 0.0
        g = hand | set(shown)
        legal = _legal(e, list(g), k.trump)
        pick = _pick(legal, sorted(g, key=str), k.trump, e.table, 0, 0, 0.0, 10**6,
                     random.Random(0))
        same = pick.VERB == e.kind and set(pick.cards) == set(shown)
        return go(i - 1, g, p * ((1 - tremble) * same + tremble / len(legal)))

    return go(len(tl) - 1, frozenset(w.opp_hand), 1.0)


def test_exact_likelihood_sums_every_history():
    from karty.bura.search.knowledge import Draw

    checked = 0
    for obs, truth in _positions(12):
        k = Knowledge.of(obs)
        if sum(isinstance(e, Draw) and e.seat == k.opp for e in k.timeline) > 7:
            continue  # the path-by-path sum grows as 3 ** draws
        exact = exact_likelihood(k, truth, 0.1, {})
        assert exact > 0.0  # the true world always explains the play
        assert abs(exact - _brute(k, truth, 0.1)) <= 1e-12
        other = consistent_worlds(k, random.Random(3), 4, 1)[1][0]
        assert abs(exact_likelihood(k, other, 0.1, {}) - _brute(k, other, 0.1)) <= 1e-12
        checked += 1
    assert checked >= 8


def test_inference_finds_more_of_his_hand_than_a_uniform_draw():
    """Weighted by his play, the worlds hold more of the opponent's real
    cards than the same worlds unweighted (the real hand is read only to score)."""
    weighted = uniform = 0.0
    for obs, truth in _positions(10):
        k = Knowledge.of(obs)
        hidden = set(truth.opp_hand) - set(k.opp_known)
        _, every, weights = consistent_worlds(k, random.Random(2), 96, 1, 0.03, 0)
        held = [len(hidden & set(w.opp_hand)) for w in every]
        weighted += sum(h * wt for h, wt in zip(held, weights)) / sum(weights)
        uniform += sum(held) / len(held)
    assert weighted > uniform * 1.15


def test_refined_worlds_are_consistent_and_even():
    s = played(3, 8)
    p = s.current_player()
    k = Knowledge.of(s.observation(p))
    kept, every, weights = refined_worlds(k, random.Random(1), 20, 8, 0.03, 0, 3)
    assert len(kept) == 8 and len(every) == len(weights) == 20
    for w in every:
        assert set(k.opp_known) <= set(w.opp_hand)
        cards = list(w.opp_hand) + list(w.stock) + list(w.down)
        assert len(set(cards)) == len(cards)
        assert len(w.opp_hand) == len(s.hands[1 - p]) and len(w.stock) == len(s.stock)
        assert likelihood(k, w, random.Random(0), 0.03, 0) > 0.0


def test_restock_keeps_the_cards_and_the_turned_up_card():
    s = played(2, 4)
    p = s.current_player()
    k = Knowledge.of(s.observation(p))
    w = World(tuple(s.hands[1 - p]), tuple(s.stock), tuple(s.won_down[p]))
    r = restock(k, w, random.Random(4))
    assert sorted(map(str, r.stock)) == sorted(map(str, w.stock)) and r.stock != w.stock
    assert r.stock[-1] == s.trump_card == w.stock[-1]
    assert r.opp_hand == w.opp_hand and r.down == w.down


def test_inferred_search_is_legal_and_repeats_itself():
    for seed in range(5):
        s = played(seed, 3 + seed)
        if s.is_terminal():
            continue
        p = s.current_player()
        legal = s.legal_actions()
        moves = {str(InferencePlayer(**SMALL, passes=0).choose(s.observation(p), legal,
                                                               random.Random(7)))
                 for _ in range(3)}
        assert len(moves) == 1 and moves.pop() in {str(a) for a in legal}
