"""The strong player: legal moves only, the same move for the same seed, and
nothing but the observation behind its choice."""

import random

import pytest
from karty.bura import HeuristicPlayer, Rules, initial_state
from karty.bura.search import InferencePlayer, Knowledge, consistent_worlds, likelihood
from karty.bura.search.knowledge import STOCK_AFTER_DEAL, Draw
from karty.bura.search.worlds import World
from karty.errors import RulesError
from search_helpers import played

SMALL = {"worlds": 6, "candidates": 12, "playouts": 16}


def test_plays_only_legal_moves_to_the_end():
    for seed in range(4):
        s = initial_state(Rules(), dealer=seed % 2)
        s.apply_action(s.sample_chance(random.Random(seed)))
        players = [InferencePlayer(**SMALL), HeuristicPlayer()]
        rngs = [random.Random(1), random.Random(2)]
        while not s.is_terminal():
            p = s.current_player()
            legal = s.legal_actions()
            a = players[p].choose(s.observation(p), legal, rngs[p])
            assert a in legal
            s.apply_action(a)


def test_same_seed_same_move():
    for seed in range(5):
        s = played(seed, 3)
        if s.is_terminal():
            continue
        p = s.current_player()
        moves = {str(InferencePlayer(**SMALL).choose(s.observation(p), s.legal_actions(),
                                                     random.Random(7))) for _ in range(3)}
        assert len(moves) == 1


def _hidden_swapped(s):
    """``s`` with the opponent's hand exchanged with stock cards the player
    to act cannot see (the turned-up card stays where it is)."""
    t = s.clone()
    p = t.current_player()
    opp = 1 - p
    movable = [c for c in t.stock if c != t.trump_card]
    hand = [c for c in t.hands[opp] if c != t.trump_card]
    k = min(len(movable), len(hand))
    for i in range(k):
        a, b = hand[i], movable[-1 - i]
        t.hands[opp][t.hands[opp].index(a)] = b
        t.stock[t.stock.index(b)] = a
    return t, k


@pytest.mark.parametrize("knobs", [{}, {"inferred": 1, "mix": 0.5}, {"search": 3}],
                         ids=["default", "inferred worlds", "look-ahead"])
def test_choice_depends_on_the_observation_only(knobs):
    """Two states that differ only in cards the player cannot see give it the
    same observation, and so the same move and the same random draws, whatever
    the search."""
    tried = 0
    for seed in range(12):
        s = played(seed, 2 + seed % 5)
        if s.is_terminal() or s.current_player() < 0:
            continue
        t, moved = _hidden_swapped(s)
        if not moved:
            continue
        p = s.current_player()
        assert t.hands[1 - p] != s.hands[1 - p]
        assert t.observation(p) == s.observation(p)
        r1, r2 = random.Random(3), random.Random(3)
        a1 = InferencePlayer(**SMALL, **knobs).choose(s.observation(p), s.legal_actions(), r1)
        a2 = InferencePlayer(**SMALL, **knobs).choose(t.observation(p), t.legal_actions(), r2)
        assert a1 == a2 and r1.random() == r2.random()
        tried += 1
    assert tried >= 5


def test_knowledge_adds_up_and_true_world_is_possible():
    for seed in range(20):
        s = played(seed, seed % 9)
        if s.is_terminal() or s.current_player() < 0:
            continue
        p = s.current_player()
        k = Knowledge.of(s.observation(p))
        hidden_tc = 1 if k.trump_at == "unknown" else 0
        assert k.n_opp_hidden + k.n_stock_hidden + k.n_down == len(k.unseen) + hidden_tc
        truth = set(s.hands[1 - p]) | set(s.stock) | set(s.won_down[p])
        assert set(k.unseen) <= truth
        draws = sum(1 for e in k.timeline if isinstance(e, Draw))
        assert draws == STOCK_AFTER_DEAL - len(s.stock)

        w = World(tuple(s.hands[1 - p]), tuple(s.stock), tuple(s.won_down[p]))
        assert likelihood(k, w, random.Random(0), 0.1) > 0.0


def test_worlds_are_consistent():
    s = played(3, 6)
    p = s.current_player()
    k = Knowledge.of(s.observation(p))
    kept, every, weights = consistent_worlds(k, random.Random(1), 20, 8)
    assert len(kept) == 8 and len(every) == len(weights) == 20
    for w in every:
        assert len(w.opp_hand) == len(s.hands[1 - p]) and len(w.stock) == len(s.stock)
        cards = list(w.opp_hand) + list(w.stock) + list(w.down)
        assert len(set(cards)) == len(cards)


@pytest.mark.parametrize("bad", [0, -1, True, 1.5, 10**6])
def test_counts_are_checked(bad):
    with pytest.raises(RulesError):
        InferencePlayer(worlds=bad)
