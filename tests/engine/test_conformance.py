"""The State contract, checked over every game of karty.GAMES by random playouts
from explicit seeds: at every step the cards are conserved, observations are
plain data and hide every card hidden from their seat, every legal action is
legal by ``illegal_reason`` and round-trips through ``format``/``parse`` in every
style, chance outcomes sum to exactly 1 and include the sampled action; every few
steps the state round-trips through ``to_dict``, ``clone``, the position
notation and ``repr``; every game ends zero-sum. (The golden playthroughs of
each game, under tests/engine/<game>/, prove the games did not change.)"""

from __future__ import annotations

import json
import random
from collections import Counter
from fractions import Fraction
from typing import Any

import karty
import pytest
from karty import CHANCE, TERMINAL, GameSpec
from karty.cards import DECK
from karty.game import STYLES, State
from karty.players_common import is_json_value

NAMES = [g.name for g in karty.GAMES]
SEEDS = range(3)
#: A playout stops after this many actions (an Очко session can be long).
MAX_STEPS = 250
#: Every this many steps the slower round-trips (dict, notation, repr) are checked.
EVERY = 7


def _strings(value: Any) -> set[str]:
    """Every word of every string in a JSON value."""
    out: set[str] = set()
    stack = [value]
    while stack:
        v = stack.pop()
        if isinstance(v, str):
            out.update(v.split())
        elif isinstance(v, dict):
            stack.extend(v.values())
            stack.extend(v.keys())
        elif isinstance(v, list):
            stack.extend(v)
    return out


def _round_trips(spec: GameSpec, s: State[Any]) -> None:
    d = s.to_dict()
    assert d["game"] == spec.name and isinstance(d["version"], int)
    assert json.loads(json.dumps(d)) == d
    assert type(s).from_dict(d) == s
    assert s.clone() == s and s.clone() is not s
    text = s.notation()
    assert type(s).from_notation(text) == s
    assert text.startswith(f"{spec.name} {type(s).VERSION}")
    namespace = {type(s).__name__: type(s)}
    assert eval(repr(s), namespace) == s


def _check_chance(s: State[Any], rng: random.Random) -> Any:
    outcomes = s.chance_outcomes()
    assert outcomes.total() == Fraction(1)
    if outcomes.count <= 100:
        assert sum((p for _, p in outcomes), Fraction(0)) == Fraction(1)
        sample = [a for a, _ in outcomes]
    else:  # a shuffle: 36! orders; check a few, spread over the range
        sample = [outcomes[i][0] for i in (0, 1, outcomes.count // 3, outcomes.count - 1)]
        assert len({repr(a) for a in sample}) == len(sample)
    for a in sample:
        assert s.illegal_reason(a) is None, a
        assert outcomes.probability(a) > 0
    action = s.sample_chance(rng)
    assert action in outcomes
    return action


def _check_node(spec: GameSpec, s: State[Any], deck: Counter[Any]) -> None:
    cards = Counter(s.cards_in_play())
    assert not cards or cards == deck, "cards are not conserved"
    seats = len(s.returns())
    assert sum(s.returns()) == 0
    for seat in range(seats):
        obs = s.observation(seat)
        assert is_json_value(obs)
        words = _strings(obs)
        for card in s.hidden_from(seat):
            assert str(card) not in words and card.ascii() not in words, (seat, card)
    for a in s.legal_actions():
        for style in STYLES:
            assert spec.parse_action(spec.format_action(a, style)) == a, (a, style)
        if not hasattr(a, "sample"):  # an Очко range stands for many actions
            assert s.illegal_reason(a) is None, a


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("name", NAMES)
def test_random_playouts_keep_the_contract(name, seed):
    spec = karty.load_game(name)
    rng = random.Random(f"conformance/{name}/{seed}")
    s = spec.new_game(seed)
    deck = Counter(DECK)
    steps = 0
    while not s.is_terminal() and steps < MAX_STEPS:
        _check_node(spec, s, deck)
        if steps % EVERY == 0:
            _round_trips(spec, s)
        player = s.current_player()
        if player == CHANCE:
            action = _check_chance(s, rng)
        else:
            assert 0 <= player < len(s.returns())
            legal = s.legal_actions()
            assert legal
            action = rng.choice(legal)
            if hasattr(action, "sample"):
                action = action.sample(rng)
        s.apply_action(action)
        steps += 1
    _check_node(spec, s, deck)
    _round_trips(spec, s)
    assert sum(s.returns()) == 0
    if s.is_terminal():
        assert s.current_player() == TERMINAL and not s.legal_actions()


@pytest.mark.parametrize("name", NAMES)
def test_an_illegal_action_is_refused_and_changes_nothing(name):
    spec = karty.load_game(name)
    s = spec.new_game(5)
    before = s.to_dict()
    fresh = type(s).from_setup({}, {})  # before the first (chance) action
    assert fresh.is_chance_node() and not fresh.history()
    chance = fresh.chance_outcomes()[0][0]
    error = s.illegal_reason(chance)  # a shuffle after the shuffle
    assert error is not None and error.en and error.ru and error.en != error.ru
    with pytest.raises(karty.IllegalActionError):
        s.apply_action(chance)
    assert s.to_dict() == before


@pytest.mark.parametrize("name", NAMES)
def test_a_bad_notation_is_refused_naming_the_part(name):
    spec = karty.load_game(name)
    cls = type(spec.new_game(1))
    text = spec.new_game(1).notation()
    for bad, part in ((text.replace(f"{name} ", "poker ", 1), "poker"),
                      (text + "; fly", "history["),
                      (text.replace(" / ", " colour=red / ", 1), "colour")):
        with pytest.raises(karty.StateError) as info:
            cls.from_notation(bad)
        assert part in info.value.en and part in info.value.ru
