"""Computer players: legal, reproducible, and blind to what their seat cannot see."""

import json
import random

import pytest
from bura_helpers import position
from hypothesis import given, settings
from hypothesis import strategies as st
from karty.bura import (
    BuraState,
    HeuristicPlayer,
    Phase,
    RandomPlayer,
    Rules,
    SearchPlayer,
    TrumpCard,
    initial_state,
    new_game,
    play_kon,
)
from karty.bura.players import determinize, unseen_cards
from karty.players_common import is_json_value

PLAYERS = [RandomPlayer(), HeuristicPlayer(), SearchPlayer(playouts=24)]


@pytest.mark.parametrize("player", PLAYERS, ids=lambda p: p.name)
def test_players_choose_legal_actions_reproducibly(player):
    for seed in range(4):
        s = new_game(seed)
        rng = random.Random(seed)
        while not s.is_terminal():
            p = s.current_player()
            obs, legal = s.observation(p), s.legal_actions()
            a = player.choose(obs, legal, random.Random(seed * 1000 + len(s.history())))
            assert a in legal
            b = player.choose(obs, legal, random.Random(seed * 1000 + len(s.history())))
            assert a == b
            s.apply_action(a if rng.random() < 0.8 else legal[rng.randrange(len(legal))])


def _twin_positions():
    """Two positions that differ only in cards seat 0 cannot see: the
    opponent's hand, the stock order and the face-down cards seat 0 took."""
    common = {"trump": "6♥", "won_up": ("K♠ Q♠", "A♣ 6♣"), "leader": 0}
    a = position(hands=("8♠ 9♣ J♦", "7♣ K♦ 10♥"), won_down=("7♦ 8♦", ""),
                 stock="9♠ 10♠ A♦ 10♣ Q♦ J♥ 6♠ 7♠ J♠ A♠ 8♣ J♣ Q♣ K♣ 6♦ 9♦ 10♦ 7♥ 8♥ 9♥ Q♥ K♥ "
                       "A♥ 6♥", **common)
    b = position(hands=("8♠ 9♣ J♦", "A♦ 10♣ Q♦"), won_down=("J♥ 9♥", ""),
                 stock="7♦ 8♦ 7♣ K♦ 10♥ 9♠ 10♠ 6♠ 7♠ J♠ A♠ 8♣ J♣ Q♣ K♣ 6♦ 9♦ 10♦ 7♥ 8♥ Q♥ K♥ "
                       "A♥ 6♥", **common)
    return a, b


def test_players_see_only_the_observation():
    a, b = _twin_positions()
    assert a != b and a.hands[1] != b.hands[1]
    assert a.observation(0) == b.observation(0)
    for player in PLAYERS:
        for seed in range(5):
            ca = player.choose(a.observation(0), a.legal_actions(), random.Random(seed))
            cb = player.choose(b.observation(0), b.legal_actions(), random.Random(seed))
            assert ca == cb, player


def _lists_in(x, out):
    if isinstance(x, list):
        out.append(x)
        for v in x:
            _lists_in(v, out)
    elif isinstance(x, dict):
        out.append(x)
        for v in x.values():
            _lists_in(v, out)
    return out


def test_observation_holds_no_reference_into_the_state():
    s = new_game(9)
    obs = s.observation(s.current_player())
    assert is_json_value(obs) and json.loads(json.dumps(obs)) == obs
    inner = {id(x) for x in (s.hands[0], s.hands[1], s.stock, s.table, *s.won_up, *s.won_down)}
    assert not inner & {id(x) for x in _lists_in(obs, [])}
    before = s.to_dict()
    obs["hand"].clear()
    obs["won"][0]["face_up"].append("A♠")
    assert s.to_dict() == before  # what a player does to its observation cannot touch the state


def test_unseen_cards_and_determinize_respect_the_observation():
    a, _ = _twin_positions()
    obs = a.observation(0)
    assert len(unseen_cards(obs)) == 3 + 23 + 2  # his hand, the stock but 6♥, our snos
    w = determinize(obs, random.Random(0))
    assert w.observation(0) | {"log": []} == obs | {"log": []}
    assert sorted(w.all_cards()) == sorted(a.all_cards())


@settings(max_examples=20)
@given(st.integers(0, 2**32), st.sampled_from(TrumpCard), st.integers(0, 30))
def test_determinized_worlds_look_the_same(seed, trump_card, steps):
    rng = random.Random(seed)
    s = new_game(seed, Rules(trump_card=trump_card))
    for _ in range(steps):
        if s.is_terminal():
            return
        legal = [a for a in s.legal_actions() if str(a) != "claim"] or s.legal_actions()
        s.apply_action(legal[rng.randrange(len(legal))])
    if s.is_terminal():
        return
    p = s.current_player()
    obs = s.observation(p)
    for k in range(3):
        w = determinize(obs, random.Random(seed + k))
        assert w.observation(p) | {"log": []} == obs | {"log": []}
        assert BuraState.from_dict(w.to_dict()) == w  # a consistent position
        assert w.phase is s.phase


def _win_rate(a, b, n, seed0=0):
    wins = 0
    for seed in range(seed0, seed0 + n):
        pl = [a, b] if seed % 2 else [b, a]
        s = play_kon(initial_state(Rules(), dealer=seed % 2), pl,
                     [random.Random(seed), random.Random(seed + 10_000)], random.Random(seed))
        w = s.outcome.winner
        wins += w is not None and pl[w] is a
    return wins / n


def test_heuristic_beats_random():
    assert _win_rate(HeuristicPlayer(), RandomPlayer(), 100) >= 0.8


def test_search_beats_random():
    assert _win_rate(SearchPlayer(playouts=24), RandomPlayer(), 20) >= 0.7


def test_search_takes_a_sure_claim():
    s = position(hands=("7♣ 8♣ 9♣", "7♦ 8♦ 9♦"), trump="J♥", won_up=("A♠ 10♠ A♣ 10♣", ""),
                 leader=0)
    assert s.phase is Phase.LEAD
    a = SearchPlayer(playouts=30).choose(s.observation(0), s.legal_actions(), random.Random(1))
    assert str(a) == "claim"
    assert str(HeuristicPlayer().choose(s.observation(0), s.legal_actions(),
                                        random.Random(1))) == "claim"


def test_nothing_draws_from_the_global_rng():
    from karty.bura import play_match

    def match():
        return play_match([SearchPlayer(playouts=12), HeuristicPlayer()], seed=4,
                          rules=Rules(kons=2)).to_dict()

    random.seed(1)
    a = match()
    random.seed(2)
    b = match()
    assert a == b
