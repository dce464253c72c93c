"""A position set up by hand (a state without history) is checked as thoroughly as a
replayed one: what play guarantees about the turned-up trump card, the piles, the
count of tricks and who leads is refused when it does not hold, and every position
play reaches is accepted (issue 24, item 5)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from karty import StateError
from karty.bura import BuraState, Claim, Rules, TrumpCard, new_game


def _positions(rules: Rules, seeds: range) -> list[dict[str, Any]]:
    """Every state of random кон, without its history."""
    out = []
    for seed in seeds:
        rng = random.Random(seed)
        s = new_game(seed, rules, dealer=seed % 2)
        while True:
            d = s._v1_dict()  # the field snapshot (version 1), the position by hand
            d["history"] = []
            out.append(d)
            if s.is_terminal():
                break
            s.apply_action(rng.choice(s.legal_actions()))
    return out


def _refused(d: dict[str, Any], part: str) -> None:
    with pytest.raises(StateError) as e:
        BuraState.from_dict(d)
    assert e.value.token == part, e.value.en


@pytest.mark.parametrize("name", [o.name for o in Rules.options() if o.choices])
def test_every_position_play_reaches_is_accepted(name: str) -> None:
    """No false refusal: each value of each option, 12 кон played at random."""
    spec = next(o for o in Rules.options() if o.name == name)
    for choice in spec.choices:
        for d in _positions(Rules(**{name: choice.value}), range(12)):
            assert BuraState.from_dict(d)._v1_dict() == d


@pytest.mark.parametrize("where", list(TrumpCard))
def test_the_trump_card_in_a_hand_while_the_stock_lasts_is_refused(where: TrumpCard) -> None:
    swaps = 0
    for d in _positions(Rules(trump_card=where), range(10)):
        tc = d["trump_card"]
        if tc not in d["stock"] or len(d["stock"]) < 2:
            continue
        for q in (0, 1):
            for i in range(len(d["hands"][q])):
                e = {**d, "hands": [list(h) for h in d["hands"]], "stock": list(d["stock"])}
                j = e["stock"].index(tc)
                e["stock"][j], e["hands"][q][i] = e["hands"][q][i], tc
                _refused(e, "trump_card")
                swaps += 1
    assert swaps > 50


def test_the_trump_card_on_top_is_drawn_after_the_first_trick() -> None:
    """Under top-of-stock it lies on the stock only before the first trick: put back
    on top after a trick, it is refused."""
    rules = Rules(trump_card=TrumpCard.TOP_OF_STOCK)
    moved = 0
    for d in _positions(rules, range(6)):
        tc = d["trump_card"]
        if d["tricks"] and d["stock"] and tc in d["hands"][0]:
            e = {**d, "hands": [list(h) for h in d["hands"]], "stock": list(d["stock"])}
            i = e["hands"][0].index(tc)
            e["hands"][0][i], e["stock"][0] = e["stock"][0], tc
            _refused(e, "trump_card")
            moved += 1
    assert moved


def _mid_game() -> dict[str, Any]:
    s = new_game(3)
    rng = random.Random(3)
    while s.tricks < 4 or s.table or s.molodka is not None or str(s.phase) != "lead":
        s.apply_action(rng.choice([a for a in s.legal_actions() if not isinstance(a, Claim)]))
        assert not s.is_terminal()
    d = s._v1_dict()
    d["history"] = []
    BuraState.from_dict(d)  # the position itself is accepted
    return d


def test_tricks_are_checked_against_the_piles() -> None:
    d = _mid_game()
    cards = sum(len(p["face_up"]) + len(p["face_down"]) for p in d["won"])
    _refused({**d, "tricks": cards // 2 + 1}, "tricks")  # more tricks than card pairs
    assert cards > 6
    _refused({**d, "tricks": 1}, "tricks")  # one trick takes at most six cards


def test_a_pile_is_what_tricks_leave() -> None:
    d = _mid_game()
    q = next(q for q in (0, 1) if d["won"][q]["face_up"])
    won = [dict(p) for p in d["won"]]
    # every card face down: no trick leaves more face-down than face-up cards
    won[q] = {"face_up": [], "face_down": d["won"][q]["face_up"] + d["won"][q]["face_down"]}
    _refused({**d, "won": won}, f"won[{q}]")
    # the last trick's winner took nothing
    other = 1 - d["last_trick_winner"]
    won = [dict(p) for p in d["won"]]
    won[other] = {"face_up": won[other]["face_up"] + won[1 - other]["face_up"],
                  "face_down": won[other]["face_down"] + won[1 - other]["face_down"]}
    won[1 - other] = {"face_up": [], "face_down": []}
    _refused({**d, "won": won}, "last_trick_winner")


def test_the_lead_follows_the_tricks() -> None:
    d = _mid_game()
    _refused({**d, "leader": 1 - d["leader"]}, "leader")
    fresh = new_game(5, dealer=0)._v1_dict()
    fresh["history"] = []
    if fresh["phase"] == "lead":
        _refused({**fresh, "leader": 1 - fresh["leader"]}, "leader")


@pytest.mark.parametrize("trump_card", list(TrumpCard))
def test_a_position_set_up_by_hand_has_a_notation_that_round_trips(trump_card) -> None:
    """Like a chess FEN: a position set up by hand is written as its setup (every
    zone), ``repr`` evaluates back to an equal state, before and after moves from
    it, and ``to_dict``/``from_dict`` keep it (its setup and the moves since)."""
    rng = random.Random(1)
    checked = 0
    for d in _positions(Rules(trump_card=trump_card), range(4))[::5]:
        s = BuraState.from_dict(d)
        for _ in range(3):
            if s.phase.value != "deal":
                assert "hands=" in s.notation()
            assert eval(repr(s), {"BuraState": BuraState}) == s
            assert BuraState.from_dict(s.to_dict()) == s
            assert BuraState.from_setup(s.rules.to_text(), s.setup()).replay(s.history()) == s
            checked += 1
            if s.is_terminal():
                break
            s.apply_action(rng.choice(s.legal_actions()))
    assert checked > 10


def test_a_bad_position_setting_is_refused_naming_it() -> None:
    s = BuraState.from_dict(_mid_game())
    setup = s.setup()
    for key, value, part in (("hands", "AS,ZZ|KS", "ZZ"), ("hands", "AS", "AS"),
                             ("leader", "2", "2"), ("tricks", "x", "x"),
                             ("turned_public", "maybe", "maybe")):
        with pytest.raises(StateError) as e:
            BuraState.from_setup({}, {**setup, key: value})
        assert e.value.token == part and part in e.value.en and part in e.value.ru
        assert key in e.value.en and key in e.value.ru
    with pytest.raises(StateError) as e:
        BuraState.from_setup({}, {k: v for k, v in setup.items() if k != "stock"})
    assert e.value.token == "stock"


def test_no_position_setting_is_a_rule_option() -> None:
    from karty.bura.notation import POSITION_KEYS
    assert not {o.name for o in Rules.options()} & {"dealer", *POSITION_KEYS}
