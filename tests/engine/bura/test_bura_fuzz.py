"""Every public parser of karty.bura fed random text and JSON: only
NotationError (StateError is one) or RulesError may escape."""

import copy
import json
import os
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from karty import NotationError, RulesError, StateError
from karty.bura import BuraState, Match, RandomPlayer, Rules, new_game, play_match
from karty.bura.scoring import beats, explain_hand

json_scalars = st.one_of(st.none(), st.booleans(), st.integers(-5, 200), st.floats(
    allow_nan=False, allow_infinity=False), st.text(max_size=12))
json_values = st.recursive(
    json_scalars,
    lambda kids: st.one_of(st.lists(kids, max_size=4),
                           st.dictionaries(st.text(max_size=10), kids, max_size=4)),
    max_leaves=12,
)
option_names = st.sampled_from([s.name for s in Rules.options()] + ["colour", ""])


@given(st.one_of(json_values, st.dictionaries(option_names, json_values, max_size=4)))
def test_rules_from_dict_fuzz(data):
    try:
        r = Rules.from_dict(data)
    except RulesError as e:
        assert e.token is not None
        return
    assert Rules.from_dict(r.to_dict()) == r


@pytest.mark.parametrize("bad, key", [
    ({"first_lead": "nobody"}, "first_lead"),
    ({"target": 0}, "target"),
    ({"target": 121}, "target"),
    ({"kons": "20"}, "kons"),
    ({"stake": True}, "stake"),
    ({"trump": "under-stock"}, "trump"),
])
def test_rules_errors_name_the_key(bad, key):
    with pytest.raises(RulesError) as info:
        Rules.from_dict(bad)
    assert info.value.token == key


def _paths(d, prefix=()):
    """Every (path) into a nested dict/list."""
    yield prefix
    if isinstance(d, dict):
        for k, v in d.items():
            yield from _paths(v, prefix + (k,))
    elif isinstance(d, list):
        for i, v in enumerate(d):
            yield from _paths(v, prefix + (i,))


def _sample_states():
    out = []
    for seed in range(6):
        s = new_game(seed)
        rng = random.Random(seed)
        for _ in range(seed * 2):
            if s.is_terminal():
                break
            legal = [a for a in s.legal_actions() if str(a) != "claim"] or s.legal_actions()
            s.apply_action(legal[rng.randrange(len(legal))])
        out.append(s.to_dict())
        d = s.to_dict()
        d["history"] = []  # the same position without its history
        out.append(d)
    return out


SAMPLES = _sample_states()


@settings(max_examples=int(os.environ.get("KARTY_FUZZ_EXAMPLES", "150")))
@given(st.sampled_from(range(len(SAMPLES))), st.data())
def test_state_from_dict_fuzz(i, data):
    d = copy.deepcopy(SAMPLES[i])
    paths = list(_paths(d))
    for _ in range(data.draw(st.integers(1, 3))):
        path = data.draw(st.sampled_from(paths))
        how = data.draw(st.sampled_from(["replace", "delete", "add", "swap-card"]))
        parent = d
        for k in path[:-1]:
            parent = parent[k]
        if not path:
            d = data.draw(json_values)
            break
        last = path[-1]
        try:
            if how == "replace":
                parent[last] = data.draw(json_values)
            elif how == "delete":
                del parent[last]
            elif how == "add" and isinstance(parent, dict):
                parent[data.draw(st.text(max_size=6))] = data.draw(json_values)
            elif how == "swap-card" and isinstance(parent[last], str):
                parent[last] = data.draw(st.sampled_from(["A♠", "6♥", "10♦", "Q♣", "zz"]))
        except (KeyError, IndexError, TypeError):
            pass
        paths = list(_paths(d))
    try:
        s = BuraState.from_dict(d)
    except (NotationError, RulesError) as e:
        assert e.token is not None
        return
    assert BuraState.from_dict(s.to_dict()) == s


@pytest.mark.parametrize("mutate, token", [
    (lambda d: d.__setitem__("colour", 1), "colour"),
    (lambda d: d["state"].pop("stock"), "state.stock"),
    (lambda d: d["state"]["hands"][0].__setitem__(0, d["state"]["hands"][1][0]), "state.hands"),
    (lambda d: d["setup"].__setitem__("dealer", "2"), "dealer"),
    (lambda d: d["setup"].__setitem__("dealer", 0), "'dealer'"),
    (lambda d: d["setup"].__setitem__("hands", "AS|KS"), "phase"),
    (lambda d: d["rules"].__setitem__("target", 500), "rules.target"),
    (lambda d: d.__setitem__("history", ["lead A♠"]), "history[0]"),
    (lambda d: d["state"].__setitem__("phase", "bidding"), "state.phase"),
    (lambda d: d.__setitem__("version", 2), "version"),
])
def test_state_errors_name_the_bad_part(mutate, token):
    d = new_game(3).to_dict()
    mutate(d)
    with pytest.raises(StateError) as info:
        BuraState.from_dict(d)
    assert info.value.token == token, info.value
    assert info.value.message("ru")


@pytest.mark.parametrize("mutate, token", [
    (lambda d: d.__setitem__("colour", 1), "state.colour"),
    (lambda d: d.pop("stock"), "state.stock"),
    (lambda d: d["hands"][0].__setitem__(0, d["hands"][1][0]), "hands[1]"),
    (lambda d: d["hands"][0].__setitem__(0, "11♠"), "hands[0][0]"),
    (lambda d: d.__setitem__("dealer", "0"), "dealer"),
    (lambda d: d["rules"].__setitem__("target", 500), "rules.target"),
    (lambda d: d.__setitem__("history", ["lead A♠"]), "history[0]"),
    (lambda d: d.__setitem__("phase", "bidding"), "phase"),
    (lambda d: d["stock"].pop(), "cards"),
])
def test_the_first_format_s_errors_name_the_bad_part(mutate, token):
    """Version 1 (a field snapshot beside the history) is still read and checked."""
    d = new_game(3)._v1_dict()
    mutate(d)
    with pytest.raises(StateError) as info:
        BuraState.from_dict(d)
    assert info.value.token == token, info.value
    assert info.value.message("ru")


def test_history_must_lead_to_the_state():
    d = new_game(3).to_dict()
    d["history"] = new_game(4).to_dict()["history"]
    with pytest.raises(StateError, match="disagrees with the history"):
        BuraState.from_dict(d)
    d = new_game(3)._v1_dict()
    d["history"] = new_game(4)._v1_dict()["history"]  # each a consistent position on its own
    with pytest.raises(StateError, match="does not match what the history leads to"):
        BuraState.from_dict(d)


@settings(max_examples=60)
@given(st.data())
def test_match_from_dict_fuzz(data):
    m = play_match([RandomPlayer(), RandomPlayer()], seed=data.draw(st.integers(0, 50)),
                   rules=Rules(kons=2))
    d = json.loads(json.dumps(m.to_dict()))
    key = data.draw(st.sampled_from(["game", "rules", "first_dealer", "kons", "extra"]))
    d[key] = data.draw(json_values)
    try:
        Match.from_dict(d)
    except (NotationError, RulesError) as e:
        assert e.token is not None


@given(st.text(max_size=20), st.text(max_size=20), st.text(max_size=3))
def test_card_level_parsers_fuzz(led, answer, trump):
    try:
        beats(led, answer, trump)
    except NotationError:
        pass
    try:
        explain_hand(led, trump)
    except NotationError:
        pass


@pytest.mark.parametrize("mutate, token", [
    (lambda d: d.__setitem__("first_dealer", 2), "first_dealer"),
    (lambda d: d["kons"][0].__setitem__("dealer", 1 - d["kons"][0]["dealer"]), "kons[0].dealer"),
    (lambda d: d["kons"][0]["history"].__setitem__(1, "lead A♠ K♥"), "kons[0].history[1]"),
    (lambda d: d["kons"][0]["history"].pop(), "kons[0].history"),
    (lambda d: d["kons"][0].__setitem__("returns", [5, -5]), "kons[0].outcome"),
    (lambda d: d.__setitem__("colour", 1), "colour"),
])
def test_match_errors_name_the_bad_part(mutate, token):
    m = play_match([RandomPlayer(), RandomPlayer()], seed=2, rules=Rules(kons=2))
    d = json.loads(json.dumps(m.to_dict()))
    mutate(d)
    with pytest.raises(StateError) as info:
        Match.from_dict(d)
    assert info.value.token == token
