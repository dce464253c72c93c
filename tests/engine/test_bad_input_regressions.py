"""Each defect a hostile-input run found (issue 11), pinned: the input that broke an
entry point now gets a documented error naming it, or a sound answer."""

from __future__ import annotations

import copy
import json
import math

import pytest
from karty import DECK, NotationError, Rank, RulesError, StateError, Suit, bura, parse_cards
from karty.cli import main
from karty.errors import MAX_MESSAGE, shown
from karty.ochko import MAX_ROUNDS, State, play_session
from karty.ochko.odds import banker_totals, p_bust_next
from karty.ochko.state import Outcome
from karty.web import call, call_json


def run(capsys, *argv):
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


# ---------------------------------------------------------------- numbers written as text
@pytest.mark.parametrize("bad", ["--5", "²", "٣", "-", "5" * 13, "1e3", " "])
def test_widget_integers_and_rule_options_refuse_what_is_not_a_whole_number(bad):
    e = call("bura_made", {"state": {"k": bad}})["error"]
    assert e["field"] == "k" and e["type"] == "NotationError"
    if bad.strip():
        assert shown(bad) in e["message"] and shown(bad) in e["message_ru"]
    e = call("bura_rules", {"state": {"target": bad}})["error"]
    assert e["field"] == "target" and e["type"] == "RulesError"


@pytest.mark.parametrize("argv, words", [
    (["bura", "play", "--seed", "1", "--rule", "target=²"], "'²' is not a whole number"),
    (["bura", "play", "--seed", "1", "--rule", "target=--5"], "'--5' is not a whole number"),
    (["bura", "play", "--seed", "²"], "'²' is not a whole number"),
    (["bura", "play", "--seed", "1", "--playouts", "0"], "0 is not from 1 to 5000"),
    (["ochko", "play", "--forgetful", "nan"], "'nan' is not a probability"),
    (["ochko", "play", "--set", "min_bank=--5"], "'--5' is not a whole number"),
    (["odds", "immediate-21", "--set", "two_aces=²"], "two_aces"),
    (["bura", "trick", "--trump", "h", "--led", "6S 7S 8S 9S 10S JS QS KS AS",
      "--answer", "6H 7H 8H 9H 10H JH QH KH AH"], "a hand holds only 3"),
    (["bura", "trick", "--trump", "h", "--led", "KS QH", "--answer", "10S 6H"], "of one suit"),
])
def test_the_command_line_answers_with_one_error_line(capsys, argv, words):
    code, _, err = run(capsys, *argv)
    assert code == 2 and err.startswith("error: ") and words in err
    assert err.count("\n") == 1 and "Traceback" not in err


def test_replay_files_that_are_missing_folders_not_utf8_or_deep(capsys, tmp_path):
    bad_utf8 = tmp_path / "bad.json"
    bad_utf8.write_bytes(b"\xff\xfe{")
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100_000 + "]" * 100_000)
    for path, words in ((tmp_path / "missing.json", "no such file"), (tmp_path, "a folder"),
                        (bad_utf8, "not UTF-8"), (deep, "nested deeper")):
        code, _, err = run(capsys, "bura", "replay", str(path))
        assert code == 2 and words in err and "Traceback" not in err


# ---------------------------------------------------------------- the web API
def test_call_json_answers_deeply_nested_json():
    reply = json.loads(call_json("bura_made", "[" * 50_000))
    assert reply["ok"] is False and reply["error"]["type"] == "NotationError"


def test_a_megabyte_key_gives_a_short_message_quoting_it():
    e = call("bura_trick", {"state": {"k" * 1_048_576: "1"}})["error"]
    assert len(e["message"]) < MAX_MESSAGE and len(e["message_ru"]) < MAX_MESSAGE
    assert e["token"] in e["message"] and e["token"].endswith("…")


def test_a_lone_variation_selector_is_shown():
    with pytest.raises(NotationError) as info:
        parse_cards("\ufe0f")
    assert "<U+FE0F>" in info.value.en and info.value.token == "<U+FE0F>"
    e = call("bura_trick", {"state": {"led": "\ufe0f"}})["error"]
    assert "<U+FE0F>" in e["message"]


def test_the_proto_key_is_named():
    e = call("bura_trick", {"state": {"__proto__": "x"}})["error"]
    assert e["field"] == "__proto__" and "__proto__" in e["message"]


# ---------------------------------------------------------------- card parsers
@pytest.mark.parametrize("value", [5, None, {"a": 1}, ["♠"], 1.5, True])
def test_suit_and_rank_parse_refuse_what_is_not_text(value):
    for parse in (Suit.parse, Rank.parse):
        with pytest.raises(NotationError) as info:
            parse(value)
        assert info.value.token == shown(value) and info.value.token in info.value.en


def test_odds_refuse_what_is_not_cards_and_an_empty_deck():
    with pytest.raises(NotationError, match="hand: 5 is not cards"):
        p_bust_next(5)  # type: ignore[arg-type]
    with pytest.raises(RulesError, match="no unseen card") as info:
        banker_totals(seen=DECK)
    assert info.value.token == "seen"
    d = banker_totals(hand="10♠", seen=[c for c in DECK if str(c) != "10♠"])
    assert d == {"10": 1}  # he holds his card and cannot draw


# ---------------------------------------------------------------- states
def test_bura_from_dict_refuses_a_molodka_the_leader_does_not_hold():
    s = bura.new_game(0)
    d = s._v1_dict()  # the field snapshot: a position set up by hand
    d["history"] = []
    d["molodka"] = d["leader"]
    with pytest.raises(StateError) as info:
        bura.BuraState.from_dict(d)
    assert info.value.token == "molodka"


@pytest.mark.parametrize("key, value", [
    ("kon", math.inf), ("stake", float("nan")), ("seat", 1.0), ("kon", True),
    ("player_won", "false"), ("dark", 0), ("reason", None), ("player_cards", "A♠"),
])
def test_ochko_outcome_takes_only_json_integers_and_booleans(key, value):
    d = {"kon": 1, "seat": 1, "stake": 5, "player_won": False, "reason": "bust",
         "player_cards": ["10♠"], "banker_cards": ["7♣"], "dark": False}
    assert Outcome.from_dict(d).player_won is False
    d[key] = value
    with pytest.raises(StateError) as info:
        Outcome.from_dict(d)
    assert info.value.token == f"outcome.{key}"


def test_a_session_is_bounded_and_saves_without_every_outcome():
    with pytest.raises(RulesError, match=f"1 to {MAX_ROUNDS}"):
        State.initial(max_rounds=MAX_ROUNDS + 1)
    s, _ = play_session(3, players=4, max_rounds=5)
    d = s.to_dict()
    assert d["version"] == 3 and "outcomes" not in d["state"]
    assert d["state"]["duels"] == len(s.outcomes) and d["state"]["last_outcome"]
    assert State.from_dict(json.loads(json.dumps(d))) == s
    too_long = copy.deepcopy(d)
    too_long["history"] = too_long["history"] * 10_000
    del too_long["state"]
    with pytest.raises(StateError) as info:
        State.from_dict(too_long)
    assert info.value.token == "history"


def test_the_first_format_is_still_read_and_checked():
    s, _ = play_session(4, players=3, max_rounds=3)
    d = {"game": "ochko", "version": 1, "rules": s.rules.to_dict(), "players": s.n,
         "purses": list(s.start_purses), "max_rounds": s.max_rounds, "max_banks": s.max_banks,
         "history": [str(a) for a in s.history()], "state": s.snapshot()}
    snap = d["state"]
    del snap["duels"], snap["last_outcome"]
    snap["outcomes"] = [o.to_dict() for o in s.outcomes]
    assert State.from_dict(d) == s
    snap["outcomes"][0]["stake"] += 1
    with pytest.raises(StateError) as info:
        State.from_dict(d)
    assert info.value.token == "state.outcomes"


def test_a_seat_is_a_json_integer_not_a_float():
    """Found by the long fuzzing run: ``0.0 == 0`` let a float through as a seat."""
    from karty.bura import Match, RandomPlayer, Rules, play_match

    d = play_match([RandomPlayer(), RandomPlayer()], seed=2, rules=Rules(kons=2)).to_dict()
    d["first_dealer"] = 0.0
    with pytest.raises(StateError) as info:
        Match.from_dict(d)
    assert info.value.token == "first_dealer"
    with pytest.raises(RulesError):
        bura.BuraState(dealer=1.0)  # type: ignore[arg-type]
