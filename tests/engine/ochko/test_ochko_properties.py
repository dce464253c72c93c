"""Properties over every combination of house rules: money and cards are
conserved exactly, states round-trip, observations hide what they must, and
sessions always end."""

import json

import karty
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from karty import DECK
from karty.ochko import (
    Ace,
    ActionRange,
    BankerHand,
    FirstBankerOrder,
    ForgetfulBanker,
    HeuristicPlayer,
    PenaltyRemainder,
    RandomPlayer,
    Rules,
    State,
    StukMode,
    TwoAces,
    Zarez,
    play_session,
)
from ochko_helpers import examples

#: A strategy for every option of ``Rules`` (a test checks that none is left out).
OPTION_STRATEGIES = {
    "ace": st.sampled_from(Ace),
    "five_pictures": st.booleans(),
    "two_aces": st.sampled_from(TwoAces),
    "banker_draws_at_15": st.booleans(),
    "banker_stands_at_17": st.booleans(),
    "no_shuffle": st.booleans(),
    "dark": st.booleans(),
    "dark_min_cards": st.integers(1, 3),
    "min_bank": st.integers(1, 20),
    "min_stake": st.integers(1, 10),
    "stuk_factor": st.integers(2, 4),
    "stuk": st.sampled_from(StukMode),
    "banker_hand": st.sampled_from(BankerHand),
    "first_banker_order": st.sampled_from(FirstBankerOrder),
    "forgotten_penalty": st.booleans(),
    "penalty_remainder": st.sampled_from(PenaltyRemainder),
    "zarez": st.sampled_from(Zarez),
}
rules_st = st.builds(Rules, **OPTION_STRATEGIES)

#: A session of at most this many кон has at most this many actions.
MAX_ROUNDS = 6
STEP_BOUND = 5000


def strategies(kind, players):
    if kind == "random":
        return [RandomPlayer() for _ in range(players)]
    if kind == "forgetful":
        return [ForgetfulBanker(HeuristicPlayer(), 0.25) for _ in range(players)]
    return [HeuristicPlayer() for _ in range(players)]


def check_invariants(state: State, total: int) -> None:
    assert state.bank + sum(state.purses) == total
    assert state.bank >= 0 and all(p >= 0 for p in state.purses)
    assert sum(state.returns()) == 0
    cards = state.cards_in_play()
    assert len(cards) == 36 and set(cards) == set(DECK)
    if state.crosswise is not None:
        assert state.crosswise in state.deck


def check_observation(state: State) -> None:
    for seat in range(state.n):
        obs = state.observation(seat)
        assert json.loads(json.dumps(obs)) == obs and "deck" not in obs
        for other in range(state.n):
            if other not in (seat, state.banker):
                assert obs["hands"][other]["cards"] == []
                assert obs["hands"][other]["hidden"] == len(state.hands[other])
        if state.dark and state.order[state.turn] == seat:
            assert obs["hands"][seat]["hidden"] == 1


@settings(max_examples=examples(60), deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(rules=rules_st, seed=st.integers(0, 2**32 - 1), players=st.integers(2, 6),
       kind=st.sampled_from(["random", "heuristic", "forgetful"]),
       purse=st.integers(0, 150), data=st.data())
def test_sessions_conserve_money_and_cards_and_end(rules, seed, players, kind, purse, data):
    import random

    rng = random.Random(seed)
    state = State.initial(rules, players=players, purse=purse, max_rounds=MAX_ROUNDS)
    total = purse * players
    seats = strategies(kind, players)
    rngs = [random.Random(f"{seed}/{s}") for s in range(players)]
    check_every = data.draw(st.integers(5, 40), label="check_every")
    steps = 0
    while not state.is_terminal():
        who = state.current_player()
        legal = state.legal_actions()
        if who == karty.CHANCE:
            action = state.sample_chance(rng)
        else:
            assert legal and len(legal) <= 3, state  # a stake range is one entry
            action = seats[who].choose(state.observation(who), legal, rngs[who])
            assert action in legal or any(
                action in r for r in legal if isinstance(r, ActionRange))
            assert state.is_legal(action)
        state.apply_action(action)
        steps += 1
        assert steps < STEP_BOUND, "a session did not end"
        check_invariants(state, total)
        if steps % check_every == 0:
            assert State.from_dict(state.to_dict()) == state
            assert state.clone() == state
            check_observation(state)
    assert state.rounds <= MAX_ROUNDS and state.bank == 0
    assert State.from_dict(json.loads(json.dumps(state.to_dict()))) == state
    assert sum(state.returns()) == 0


@settings(max_examples=examples(20), deadline=None)
@given(rules=rules_st, seed=st.integers(0, 10**6))
def test_clone_is_independent_and_replays_identically(rules, seed):
    state, _ = play_session(seed, rules, players=3, max_rounds=2)
    again, _ = play_session(seed, rules, players=3, max_rounds=2)
    assert state == again
    c = state.clone()
    c.purses[0] += 1
    assert c != state


@settings(max_examples=examples(20), deadline=None)
@given(seed=st.integers(0, 10**6), n=st.integers(5, 60))
def test_observation_does_not_depend_on_hidden_cards(seed, n):
    """Shuffling what a seat cannot see (the fresh cards, the other players' hidden
    cards) leaves its observation, and so its player's choice, unchanged."""
    import random

    state, _ = play_session(seed, players=4, max_rounds=1)
    replay = State.initial(players=4, max_rounds=1)
    for action in state.history()[:n]:
        if replay.is_terminal():
            break
        replay.apply_action(action)
    if replay.is_terminal() or replay.current_player() < 0:
        return
    seat = replay.current_player()
    other = replay.clone()
    fresh = [c for c in other.deck if c not in other.public and c != other.crosswise]
    hidden = [(s, i) for s in range(other.n) if s not in (seat, other.banker)
              for i in range(len(other.hands[s]))]
    pool = fresh + [other.hands[s][i] for s, i in hidden]
    random.Random(seed).shuffle(pool)
    it = iter(pool)
    other.deck = [next(it) if (c not in other.public and c != other.crosswise) else c
                  for c in other.deck]
    for s, i in hidden:
        other.hands[s][i] = next(it)
    assert other.observation(seat) == replay.observation(seat)
    legal = replay.legal_actions()
    assert HeuristicPlayer().choose(other.observation(seat), legal, random.Random(1)) == \
        HeuristicPlayer().choose(replay.observation(seat), legal, random.Random(1))


def test_the_properties_vary_every_option():
    assert set(OPTION_STRATEGIES) == {spec.name for spec in Rules.options()}
