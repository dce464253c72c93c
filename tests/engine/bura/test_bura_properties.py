"""Properties over every combination of options: cards are conserved, points in
play plus points taken make 120, from_dict(to_dict(s)) == s, random playouts
end and returns() is zero-sum; observations are JSON and hide what they must."""

import json
import random

from bura_helpers import random_playout
from hypothesis import given, settings
from hypothesis import strategies as st
from karty import DECK, IllegalActionError
from karty.bura import (
    BuraState,
    ClaimTiming,
    Counting,
    Declarations,
    DoubleBura,
    DrawFirst,
    Exhausted,
    FirstDealer,
    FirstLead,
    MolodkaLead,
    Phase,
    Rules,
    TrumpCard,
    parse_action,
)
from karty.players_common import is_json_value

#: A strategy for every option of ``Rules`` (a test checks that none is left out).
OPTION_STRATEGIES = {
    "first_lead": st.sampled_from(FirstLead),
    "trump_card": st.sampled_from(TrumpCard),
    "draw_first": st.sampled_from(DrawFirst),
    "declarations": st.sampled_from(Declarations),
    "double_bura": st.sampled_from(DoubleBura),
    "molodka_lead": st.sampled_from(MolodkaLead),
    "claim_timing": st.sampled_from(ClaimTiming),
    "counting": st.sampled_from(Counting),
    "exhausted": st.sampled_from(Exhausted),
    "first_dealer": st.sampled_from(FirstDealer),
    "target": st.integers(1, 120),
    "stake": st.integers(1, 9),
    "kons": st.integers(1, 30),
}
rules_st = st.builds(Rules, **OPTION_STRATEGIES)


def _mostly_no_claim(legal, rng):
    others = [a for a in legal if str(a) != "claim"]
    pool = others if others and rng.random() < 0.9 else legal
    return pool[rng.randrange(len(pool))]


def check_invariants(s: BuraState) -> None:
    if s.phase is not Phase.DEAL:
        assert sorted(s.all_cards()) == sorted(DECK)  # cards are conserved
        assert s.points_in_play() + s.points_taken(0) + s.points_taken(1) == 120
    d = s.to_dict()
    again = BuraState.from_dict(json.loads(json.dumps(d)))
    assert again == s and again.to_dict() == d
    assert s.clone() == s
    for p in (0, 1):
        obs = s.observation(p)
        assert is_json_value(obs) and json.loads(json.dumps(obs)) == obs
        shown = json.dumps(obs, ensure_ascii=False)
        tc = s.trump_card  # its face is public; only where it is may be hidden
        for c in s.hands[1 - p]:  # the opponent's hand is hidden
            if c == tc:
                assert obs["trump_card_at"] in ("opponent", "unknown")
            else:
                assert f'"{c}"' not in shown, (c, obs)
        for c in s.won_down[p]:  # the snos thrown off to p is hidden from p
            if c == tc:
                assert obs["trump_card_at"] == "unknown"
            else:
                assert f'"{c}"' not in shown
        if s.stock and obs["trump_card_at"] != "stock":
            assert all(f'"{c}"' not in shown for c in s.stock)
    if s.is_terminal():
        assert sum(s.returns()) == 0 and s.outcome is not None
        assert s.legal_actions() == ()


@settings(max_examples=40)
@given(rules_st, st.integers(0, 2**32), st.integers(0, 1), st.floats(0.0, 0.3))
def test_random_playouts_keep_every_invariant(rules, seed, dealer, claim_p):
    s = BuraState(rules, dealer)
    check_invariants(s)
    random_playout(s, random.Random(seed), claim_p=claim_p, check=check_invariants)
    assert s.is_terminal()
    r = s.returns()
    assert sum(r) == 0 and set(r) <= {0, rules.stake, -rules.stake}


@settings(max_examples=25)
@given(rules_st, st.integers(0, 2**32))
def test_replay_from_history_is_exact(rules, seed):
    s = random_playout(BuraState(rules, seed % 2), random.Random(seed))
    t = BuraState(rules, seed % 2)
    for a in s.history():
        t.apply_action(parse_action(str(a)))
    assert t == s and t.outcome == s.outcome


@settings(max_examples=25)
@given(rules_st, st.integers(0, 2**32), st.data())
def test_illegal_actions_are_refused_and_change_nothing(rules, seed, data):
    rng = random.Random(seed)
    s = BuraState(rules, 0)
    s.apply_action(s.sample_chance(rng))
    from karty.bura import Beat, Claim, Deal, Discard, Lead, Molodka, Pass

    while not s.is_terminal():
        legal = s.legal_actions()
        k = data.draw(st.integers(1, 3))
        cards = data.draw(st.lists(st.sampled_from(DECK), min_size=k, max_size=k, unique=True))
        probes = [Lead(cards), Beat(cards), Discard(cards), Claim(), Molodka(), Pass(),
                  Deal(DECK)]
        for a in probes:
            if a in legal:
                continue
            before = s.to_dict()
            try:
                s.apply_action(a)
            except IllegalActionError as e:
                assert e.message("en") and e.message("ru") and e.token
            else:
                raise AssertionError(f"{a} was applied but is not in legal_actions()")
            assert s.to_dict() == before
        s.apply_action(_mostly_no_claim(legal, rng))


@settings(max_examples=20)
@given(st.integers(0, 2**32))
def test_every_legal_action_applies(seed):
    rng = random.Random(seed)
    s = BuraState(Rules(), seed % 2)
    s.apply_action(s.sample_chance(rng))
    while not s.is_terminal():
        for a in s.legal_actions():
            c = s.clone()
            steps = c.apply_action(a)
            assert all(st_.rule_id.startswith("bura.") for st_ in steps)
        s.apply_action(_mostly_no_claim(s.legal_actions(), rng))


def test_the_properties_vary_every_option():
    assert set(OPTION_STRATEGIES) == {spec.name for spec in Rules.options()}
