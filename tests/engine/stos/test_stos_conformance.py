"""Random playouts of Стос under every combination of the deciding options: the
contract every game keeps (zero-sum, cards conserved, serialisation and notation
that round-trip, actions that parse back, chance outcomes that sum to 1, hidden
cards hidden)."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest
from karty import CHANCE, TERMINAL
from karty.stos import (
    STYLES,
    ParoliPlayer,
    Phase,
    Rules,
    State,
    new_game,
    parse_action,
    play,
)
from karty.stos.state import BANKER, PUNTER
from stos_helpers import DECIDING


def _check_step(s: State, full: bool) -> None:
    assert sum(s.returns()) == 0
    if full:  # each replays the whole history: not at every step
        assert State.from_dict(s.to_dict()) == s
        assert State.from_notation(s.notation()) == s
        assert eval(repr(s), {"StosState": State}) == s
        assert s.clone() == s
    # cards conserved: the talia's cards are distinct cards of the deck
    assert len(set(s.dealt)) == len(s.dealt)
    assert set(s.dealt) <= set(s.rules.cards())
    assert set(s.dealt) | set(s.remaining()) == set(s.rules.cards())
    player = s.current_player()
    assert player in (CHANCE, TERMINAL, PUNTER)  # the banker never chooses
    if player == CHANCE:
        outcomes = s.chance_outcomes()
        assert sum(p for _, p in outcomes) == Fraction(1)
        assert [a for a, _ in outcomes] == list(s.legal_actions())
    for action in s.legal_actions():
        for style in STYLES:
            assert parse_action(action.format(style)) == action
        assert type(action).parse(str(action)) == action
    if s.card is not None:  # laid down, not yet decided: hidden from the banker
        banker = s.observation(BANKER)
        assert banker["card"] is None and banker["card_down"]
        assert all(r["talia"] < s.talia for r in banker["results"])
        assert s.observation(PUNTER)["card"] == str(s.card)


@pytest.mark.parametrize("index", range(len(DECIDING)))
def test_random_playouts_keep_the_contract(index):
    rules = DECIDING[index]
    rng = random.Random(index)
    for _ in range(2):
        s = new_game(0, rules=rules.replace(talias=3, max_stake=6))
        step = 0
        while not s.is_terminal():
            step += 1
            _check_step(s, full=step % 9 == 0)
            legal = s.legal_actions()
            action = s.sample_chance(rng) if s.is_chance_node() else legal[rng.randrange(len(legal))]
            assert action in legal
            s.apply_action(action)
        _check_step(s, full=True)
        assert s.phase is Phase.OVER
        assert sum(r.amount for r in s.results) == s.returns()[1]
        for r in s.results:  # each talia ended by a rule, with an amount the stake allows
            assert abs(r.amount) <= r.stake


def test_a_paroli_player_bends_and_a_game_replays_from_its_history():
    s, transcript = play(Rules(talias=8), ParoliPlayer(), random.Random(11))
    assert any(r.paroli for r in s.results)
    again = State.replayed(s.rules, [a.format("ru") for a, _ in transcript])
    assert again == s and again.returns() == s.returns()


def test_from_dict_names_the_bad_part():
    good = new_game(0).to_dict()
    for bad, token in (({**good, "game": "ochko"}, "game"), ({**good, "version": 2}, "version"),
                       ({**good, "rules": {"pair": "most"}}, "rules.pair"),
                       ({**good, "history": ["punt QS", "stake 0"]}, "history[1]"),
                       ({**good, "extra": 1}, "extra"), ({**good, "history": "punt QS"},
                                                          "history")):
        with pytest.raises(ValueError) as e:
            State.from_dict(bad)
        assert e.value.token == token, (bad, e.value)
