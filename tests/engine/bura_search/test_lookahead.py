"""The look-ahead decision-maker (karty.bura.search.lookahead): wins the rule
of thumb misses, an exact end no worse than any other line, the same move
for the same worlds, and nothing but the observation and the worlds behind
its choice."""

import random

import pytest
from karty.bura import Claim, HeuristicPlayer
from karty.bura.search import InferencePlayer, Knowledge, World
from karty.bura.search.endgame import solvable, solve
from karty.bura.search.lookahead import base_of, best_response, choose, look, play_out
from karty.errors import RulesError
from search_helpers import played


def _truth(s, me):
    """The world as it is (the stock order included)."""
    return World(tuple(s.hands[1 - me]), tuple(s.stock), tuple(s.won_down[me]))


def _setup(seed, steps):
    s = played(seed, steps)
    if s.is_terminal():
        return s, None, None, None, []
    me = s.current_player()
    obs = s.observation(me)
    k = Knowledge.of(obs)
    moves = [a for a in s.legal_actions() if not isinstance(a, Claim)]
    return s, me, obs, k, moves


@pytest.mark.parametrize("seed,steps", [(7, 12), (10, 12), (14, 4), (15, 8)])
def test_finds_the_win_the_rule_of_thumb_misses(seed, steps):
    """Handed the true world, with the rule of thumb as its own play-out
    policy (no lead scoring, no exact end), it leads differently from the
    rule of thumb and wins where the rule of thumb's lead loses."""
    s, me, obs, k, moves = _setup(seed, steps)
    prior = HeuristicPlayer().choose(obs, moves, random.Random(0))
    c = s.clone()
    c.apply_unchecked(prior)
    assert play_out(c, me, 0.0, False) == -1
    m = choose(k, base_of(k, obs), obs, moves, [_truth(s, me)], 0.0, False, 0.0, 1)
    assert m != prior
    c = s.clone()
    c.apply_unchecked(m)
    assert play_out(c, me, 0.0, False) == 1


def test_best_response_is_no_worse_than_any_line_it_searches():
    """Once the stock is empty, the best line against the rule of thumb's
    fixed answers is at least what the rule of thumb's own play gets, and at
    least the minimax value (the opponent playing his best)."""
    n = 0
    for seed in range(120):
        s = played(seed, 200, heuristic=seed % 2 == 0, until_empty=True)
        if not solvable(s):
            continue
        n += 1
        me = s.current_player()
        b = best_response(s.clone(), me)
        assert b >= play_out(s.clone(), me, 0.0, False)
        v = solve(s.clone())
        assert b >= (v if me == 0 else -v)
    assert n > 50


def test_deeper_look_is_no_worse_in_the_true_world():
    """In the one true world, looking at our next move too can only help."""
    for seed in range(20):
        s, me, _, _, moves = _setup(seed, 6)
        if len(moves) < 2:
            continue
        for a in moves:
            one, two = s.clone(), s.clone()
            one.apply_unchecked(a)
            two.apply_unchecked(a)
            assert look(two, me, 2, 0.0, False) >= look(one, me, 1, 0.0, False)


def test_same_worlds_same_move_and_only_the_worlds_matter():
    """No randomness of its own: the same worlds give the same move; and two
    true states with the same observation give the same move for the same
    worlds (it cannot see the state)."""
    for seed in range(6):
        s, me, obs, k, moves = _setup(seed, 5)
        if len(moves) < 2:
            continue
        rng = random.Random(seed)
        worlds = []
        for _ in range(6):
            stock = list(s.stock)
            rng.shuffle(stock)
            worlds.append(World(tuple(s.hands[1 - me]), tuple(stock), tuple(s.won_down[me])))
        first = choose(k, base_of(k, obs), obs, moves, worlds)
        assert all(choose(k, base_of(k, obs), obs, moves, worlds) == first for _ in range(2))
        t = s.clone()
        t.stock.reverse()  # unseen by the player: the same observation
        if t.observation(me) == obs:
            assert choose(Knowledge.of(t.observation(me)), base_of(k, obs), obs, moves,
                          worlds) == first


def test_worlds_change_the_move():
    """Which move it plays follows the worlds it is given: the truth versus a
    world with the opponent's hand and the stock swapped around."""
    changed = 0
    for seed, steps in [(7, 12), (10, 12), (14, 4), (15, 8)]:
        s, me, obs, k, moves = _setup(seed, steps)
        truth = _truth(s, me)
        wrong = World(truth.stock[:len(truth.opp_hand)], truth.opp_hand
                      + truth.stock[len(truth.opp_hand):], truth.down)
        a = choose(k, base_of(k, obs), obs, moves, [truth], 0.0, False, 0.0, 1)
        b = choose(k, base_of(k, obs), obs, moves, [wrong], 0.0, False, 0.0, 1)
        changed += a != b
    assert changed


def test_player_mode_plays_legal_moves_and_rejects_bad_knobs():
    small = {"worlds": 4, "candidates": 8, "search": 3}
    for seed in range(3):
        s = played(seed, 4)
        if s.is_terminal():
            continue
        p = s.current_player()
        legal = s.legal_actions()
        assert InferencePlayer(**small).choose(s.observation(p), legal, random.Random(1)) in legal
    with pytest.raises(RulesError):
        InferencePlayer(search=4)
    with pytest.raises(RulesError):
        InferencePlayer(depth=0)


def test_the_opponent_model_is_the_rule_of_thumb():
    """In the true state, the modelled opponent plays exactly as the
    rule-of-thumb player does from his observation (claims included)."""
    from karty.bura import Rules, initial_state
    from karty.bura.search.lookahead import opp_move

    n = claims = 0
    for seed in range(40):
        s = initial_state(Rules(), dealer=seed % 2)
        s.apply_action(s.sample_chance(random.Random(seed)))
        rng = random.Random(seed)
        while not s.is_terminal():
            p = s.current_player()
            legal = s.legal_actions()
            a = HeuristicPlayer().choose(s.observation(p), legal, rng)
            if len(legal) > 1:
                assert opp_move(s, legal) == a
                n += 1
                claims += isinstance(a, Claim)
            s.apply_action(a)
    assert n > 300 and claims > 20
