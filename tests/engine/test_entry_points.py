"""The public entry points of issue 24 raise only Karty's errors, every action a
game can construct is written as text its ``parse_action`` reads back, and the
command line survives big JSON numbers and a terminal that writes ASCII only.
(The seeded fuzzing of the same entry points is test_fuzz_entry_points.py.)"""

from __future__ import annotations

import itertools
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import karty
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from karty import DECK, KartyError
from karty.bura import actions as bura_actions
from karty.bura import odds as bura_odds
from karty.ochko import actions as ochko_actions
from karty.ochko import odds as ochko_odds
from karty.options import MAX_WRITTEN
from karty.stos import actions as stos_actions

GAMES = [g.name for g in karty.GAMES]
STYLES = ("text", "ascii", "ru")


def _state_class(name: str) -> Any:
    return type(karty.load_game(name).new_game(1))


def _refused(call: Any, *quoted: str) -> KartyError:
    with pytest.raises(KartyError) as info:
        call()
    e = info.value
    assert e.en and e.ru and e.token is not None
    for text in quoted:
        assert text in e.en and text in e.ru, (e.en, e.ru)
    return e


# ---------------------------------------------------------------- wrong types

@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("value", [None, [], "target=41", 5, [("a", "b")]])
def test_rules_from_text_of_a_non_mapping(name: str, value: Any) -> None:
    e = _refused(lambda: karty.load_game(name).Rules.from_text(value))
    assert e.token in e.en and e.token in e.ru


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize(("rules", "table", "part"), [
    ({}, None, "table"), (None, {}, "rules"), ({}, [], "table"), ({}, {1: "2"}, "table"),
    ({}, {"x": 5}, "table"), ({"deck": None}, {}, "rules"), ("", {}, "rules")])
def test_from_setup_of_wrong_types(name: str, rules: Any, table: Any, part: str) -> None:
    _refused(lambda: _state_class(name).from_setup(rules, table), part)


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize(("args", "kwargs"), [
    (([],), {}), (("7",), {}), ((1.5,), {}), ((None, []), {}), ((1, "x"), {}), ((1, 5), {}),
    ((1, {"zz": 1}), {})])
def test_new_game_of_wrong_types(name: str, args: tuple[Any, ...],
                                 kwargs: dict[str, Any]) -> None:
    spec = karty.load_game(name)
    _refused(lambda: spec.new_game(*args, **kwargs))


@pytest.mark.parametrize(("name", "params"), [
    ("bura", {"dealer": "1"}), ("bura", {"dealer": 10**5000}), ("ochko", {"players": 10**5000}),
    ("ochko", {"purse": [10**5000, 1, 1]}), ("ochko", {"purse": "100"}),
    ("ochko", {"max_rounds": None}), ("ochko", {"max_banks": 0.5})],
    ids=lambda v: v if isinstance(v, str) else ",".join(v))
def test_new_game_of_wrong_parameters(name: str, params: dict[str, Any]) -> None:
    _refused(lambda: karty.load_game(name).new_game(1, None, **params))


@pytest.mark.parametrize("name", GAMES)
def test_format_action_and_replay_of_wrong_types(name: str) -> None:
    spec = karty.load_game(name)
    _refused(lambda: spec.format_action(None, "text"), "None")
    _refused(lambda: spec.format_action("stand", "text"), "stand")
    fresh = _state_class(name).from_setup({}, {})
    for moves in (None, 5, "stand", {"a": 1}):
        _refused(lambda m=moves: fresh.replay(m), "history")


# ---------------------------------------------------------------- round trips

def _round_trip(name: str, action: Any) -> None:
    spec = karty.load_game(name)
    for style in STYLES:
        text = spec.format_action(action, style)
        assert spec.parse_action(text) == action, (action, style, text)


def _constructible(make: Any, *args: Any) -> Any:
    try:
        return make(*args)
    except KartyError:
        return None


def test_every_bura_card_action_round_trips() -> None:
    """Exhaustive: every lead, beat and throw-off of one to three cards the
    constructor accepts (7,806 card sets each), and the bare actions."""
    count = 0
    for k in (1, 2, 3):
        for cards in itertools.combinations(DECK, k):
            for cls in (bura_actions.Lead, bura_actions.Beat, bura_actions.Discard):
                action = _constructible(cls, cards)
                if action is not None:
                    _round_trip("bura", action)
                    count += 1
    for action in (bura_actions.Claim(), bura_actions.Molodka(), bura_actions.Pass()):
        _round_trip("bura", action)
    assert count >= 3 * (36 + 630 + 7140) // 2


def test_every_fixed_ochko_and_stos_action_round_trips() -> None:
    for at in range(1, 36):
        _round_trip("ochko", ochko_actions.Cut(at))
    for cls in (ochko_actions.Stuk, ochko_actions.Deal, ochko_actions.Ask, ochko_actions.Collect,
                ochko_actions.Draw, ochko_actions.Dark, ochko_actions.Stand):
        _round_trip("ochko", cls())
    for card in DECK:
        _round_trip("stos", stos_actions.Punt(card))
        _round_trip("stos", stos_actions.Turn(card))
    _round_trip("stos", stos_actions.Paroli())
    _round_trip("stos", stos_actions.Stop())


AMOUNTS = st.one_of(st.integers(1, 1000), st.integers(1, MAX_WRITTEN),
                    st.sampled_from((1, MAX_WRITTEN, MAX_WRITTEN - 1, 10**11)))


@settings(max_examples=300)
@given(AMOUNTS, AMOUNTS)
def test_every_amount_round_trips(a: int, b: int) -> None:
    lo, hi = sorted((a, b))
    for action in (ochko_actions.Stake(a), ochko_actions.OpeningBank(a),
                   ochko_actions.StakeRange(lo, hi), ochko_actions.BankRange(lo, hi)):
        _round_trip("ochko", action)
    _round_trip("stos", stos_actions.Stake(a))


@settings(max_examples=60)
@given(st.permutations(DECK))
def test_every_deck_order_round_trips(order: list[Any]) -> None:
    _round_trip("bura", bura_actions.Deal(order))
    _round_trip("ochko", ochko_actions.Shuffle(tuple(order)))


@pytest.mark.parametrize("amount", [10**12, 10**13, 10**5000, 0, -1],
                         ids=["1e12", "1e13", "1e5000", "0", "-1"])
def test_an_amount_that_could_not_be_read_back_is_not_constructible(amount: int) -> None:
    """``Stake(10**12).format()`` once wrote text that parse_action refused."""
    for cls in (ochko_actions.Stake, ochko_actions.OpeningBank, stos_actions.Stake):
        _refused(lambda c=cls: c(amount), "stake" if "Stake" in cls.__name__ else "bank")


@pytest.mark.parametrize("text", ["stake 1000000000000", "ставка 12345678901234567890",
                                  "bank 99999999999999"])
def test_a_too_long_amount_is_called_too_large(text: str) -> None:
    for name in ("ochko", "stos") if "bank" not in text else ("ochko",):
        e = _refused(lambda n=name: karty.load_game(n).parse_action(text))
        assert "too large" in e.en and "слишком большое" in e.ru, e.en


# ---------------------------------------------------------------- the command line

ROOT = Path(__file__).resolve().parents[2]


def _karty(*argv: str, encoding: str = "utf-8", stdin: bytes = b"") -> subprocess.CompletedProcess[bytes]:
    env = dict(os.environ, PYTHONIOENCODING=encoding)
    return subprocess.run([sys.executable, "-m", "karty", *argv], input=stdin, env=env,
                          capture_output=True, timeout=120, check=False, cwd=ROOT)


@pytest.mark.skipif(sys.platform == "emscripten", reason="no subprocess in Pyodide")
@pytest.mark.parametrize(("argv", "stdin", "said"), [
    (("bura", "replay", "-"), b"[" + b"9" * 5000 + b"]", "5000 digits"),
    (("bura", "replay", "-"), b'{"rules": {}, "dealer": 1' + b"0" * 5000 + b', "history": []}',
     "5001 digits"),
    (("ochko", "play", "--rules", '{"min_bank": ' + "9" * 5000 + "}"), b"", "5000 digits"),
    (("ochko", "play", "--rules", '{"min_bank": ' + "9" * 4000 + "}"), b"", "min_bank"),
    (("bura", "play", "--seed", "12345678901234567890"), b"", "too large"),
    (("ochko", "play", "--set", "min_bank=" + "9" * 20), b"", "too large"),
])
def test_the_command_line_refuses_in_one_line(argv: tuple[str, ...], stdin: bytes,
                                              said: str) -> None:
    run = _karty(*argv, stdin=stdin)
    err = run.stderr.decode()
    assert run.returncode == 2 and "Traceback" not in err, err[-500:]
    assert err.count("\n") == 1 and err.startswith("error: ") and said in err, err


@pytest.mark.skipif(sys.platform == "emscripten", reason="no subprocess in Pyodide")
@pytest.mark.parametrize("argv", [
    ("bura", "play", "--seed", "7"), ("--lang", "ru", "bura", "play", "--seed", "7"),
    ("bura", "trick", "--trump", "h", "--led", "KS QS", "--answer", "10S 6H"),
    ("ochko", "play", "--seed", "3", "--max-rounds", "3"), ("stos", "play", "--seed", "2"),
    ("odds", "bura"), ("bura", "rules"), ("--lang", "ru", "ochko", "value", "Т♠ 10♥")])
def test_an_ascii_terminal_gets_readable_text(argv: tuple[str, ...]) -> None:
    run = _karty(*argv, encoding="ascii")
    assert run.returncode == 0 and not run.stderr, run.stderr.decode()[-500:]
    text = run.stdout.decode("ascii")  # nothing but ASCII
    full = _karty(*argv).stdout.decode()
    assert len(text.splitlines()) == len(full.splitlines())
    if "♥" in full or "♠" in full:
        assert "<U+" not in text  # suits become letters, not codes
    if "кон" in full:
        assert "kon" in text


@pytest.mark.skipif(sys.platform == "emscripten", reason="no subprocess in Pyodide")
@pytest.mark.parametrize("argv", [("bura", "play", "--seed", "7", "--json"),
                                  ("--lang", "ru", "ochko", "play", "--seed", "3", "--json"),
                                  ("stos", "play", "--seed", "2", "--json")])
def test_an_ascii_terminal_gets_the_same_json(argv: tuple[str, ...]) -> None:
    ascii_run, full = _karty(*argv, encoding="ascii"), _karty(*argv)
    assert ascii_run.returncode == 0 and not ascii_run.stderr
    assert json.loads(ascii_run.stdout.decode("ascii")) == json.loads(full.stdout.decode())


@pytest.mark.skipif(sys.platform == "emscripten", reason="no subprocess in Pyodide")
def test_an_ascii_terminal_gets_errors_readably() -> None:
    run = _karty("--lang", "ru", "bura", "trick", "--trump", "h", "--led", "KS", "--answer",
                 "ZZ", encoding="ascii")
    err = run.stderr.decode("ascii")
    assert run.returncode == 2 and err.startswith("error: ") and "\\u" not in err, err


HUGE = 10**5000  # str() of it raises ValueError: a message must not write it out


@pytest.mark.parametrize("call", [
    lambda: karty.Card.parse(HUGE), lambda: karty.parse_cards([HUGE]),
    lambda: karty.parse_cards(HUGE),
    lambda: karty.bura.Match.from_dict({"game": "bura-match", "rules": {}, "first_dealer": HUGE}),
    lambda: bura_odds.p_game_made("A♠", HUGE, ""), lambda: ochko_odds.banker_totals(None, HUGE),
    lambda: karty.ochko.new_game(1).apply_action(HUGE),
    lambda: karty.ochko.State.from_dict({**karty.ochko.new_game(1).to_dict(),
                                         "state": {"bank": HUGE}}),
], ids=["Card.parse", "parse_cards-list", "parse_cards", "Match.from_dict", "p_game_made",
        "banker_totals", "ochko.apply_action", "ochko.from_dict"])
def test_a_5000_digit_number_is_refused_not_crashed_on(call: Any) -> None:
    _refused(call)


def test_a_file_name_with_a_nul_character(capsys: pytest.CaptureFixture[str]) -> None:
    """Found by bench/fuzz_bench.py's 10⁵ command lines: ``open()`` raised ValueError."""
    from karty.cli import main

    assert main(["bura", "replay", "a\x00b.json"]) == 2
    err = capsys.readouterr().err
    assert err == "error: a<U+0000>b.json: not a file name\n"
