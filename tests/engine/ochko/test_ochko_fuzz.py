"""The parsers fuzzed: only NotationError, StateError or RulesError may escape."""

import json

from hypothesis import given, settings
from hypothesis import strategies as st
from karty import NotationError, RulesError, StateError
from karty.ochko import Rules, State, evaluate, hand_value, parse_action, play_session
from ochko_helpers import examples

OK = (NotationError, RulesError)  # StateError is a NotationError

json_leaf = st.one_of(st.none(), st.booleans(), st.integers(-5, 10**6), st.text(max_size=12))
json_value = st.recursive(json_leaf, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=10), inner, max_size=4)),
    max_leaves=12)

_BASE, _ = play_session(5, players=3, max_rounds=2)
BASE = _BASE.to_dict()


@settings(max_examples=examples(300), deadline=None)
@given(st.text(max_size=30))
def test_parse_action_fuzz(text):
    try:
        action = parse_action(text)
    except NotationError as e:
        assert e.token is not None
        return
    assert parse_action(str(action)) == action


@settings(max_examples=examples(200), deadline=None)
@given(st.sampled_from(["stake", "bank", "cut", "shuffle", "draw", "stuk"]), st.text(max_size=20))
def test_parse_action_fuzz_near_misses(head, tail):
    try:
        parse_action(f"{head} {tail}")
    except NotationError:
        pass


@settings(max_examples=examples(200), deadline=None)
@given(st.text(max_size=40), st.dictionaries(st.sampled_from(list(Rules().to_dict())),
                                            json_leaf, max_size=3))
def test_hand_value_and_rules_fuzz(text, rules):
    try:
        r = Rules.from_dict(rules)
    except RulesError as e:
        assert e.token is not None
        r = Rules()
    try:
        v = evaluate(text, r)
    except NotationError:
        return
    assert hand_value(text, r) == v.points


@settings(max_examples=examples(200), deadline=None)
@given(json_value)
def test_rules_from_dict_fuzz(data):
    try:
        Rules.from_dict(data)
    except RulesError:
        pass


@settings(max_examples=examples(200), deadline=None)
@given(json_value)
def test_state_from_dict_fuzz_garbage(data):
    try:
        State.from_dict(data)
    except StateError:
        pass


@settings(max_examples=examples(150), deadline=None)
@given(st.sampled_from(sorted(BASE)), json_value, st.data())
def test_state_from_dict_fuzz_mutations(key, value, data):
    mutated = json.loads(json.dumps(BASE))
    if key == "history" and data.draw(st.booleans()):
        hist = mutated["history"]
        i = data.draw(st.integers(0, len(hist) - 1))
        hist[i] = value if isinstance(value, str) else str(value)
    elif key == "state" and data.draw(st.booleans()):
        sub = data.draw(st.sampled_from(sorted(mutated["state"])))
        mutated["state"][sub] = value
    else:
        mutated[key] = value
    try:
        s = State.from_dict(mutated)
    except StateError as e:
        assert e.token
        return
    assert State.from_dict(s.to_dict()) == s


def test_state_from_dict_names_the_bad_part():
    bad = json.loads(json.dumps(BASE))
    bad["history"][3] = "stake 999999"
    try:
        State.from_dict(bad)
    except StateError as e:
        assert e.token == "history[3]" and "history[3]" in str(e)
    else:
        raise AssertionError("accepted a bad history")
    bad = json.loads(json.dumps(BASE))
    bad["state"]["bank"] = bad["state"]["bank"] + 1
    try:
        State.from_dict(bad)
    except StateError as e:
        assert e.token == "state.bank"
    else:
        raise AssertionError("accepted a wrong snapshot")
