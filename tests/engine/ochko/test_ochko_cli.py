"""``python -m karty ochko …`` and ``python -m karty odds …``."""

import json

import pytest
from karty.cli import main


def run(capsys, *argv):
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_ochko_play_narrates_with_citations(capsys):
    code, out, _ = run(capsys, "ochko", "play", "--seed", "7", "--players", "3",
                       "--max-rounds", "2")
    assert code == 0
    assert "[ochko.zarez ← editorial reading of ochko.s18, ochko.s19, ochko.s54]" in out
    assert out.strip().splitlines()[-1].startswith("Result: 1: ")


def test_ochko_play_russian_and_json(capsys):
    code, out, _ = run(capsys, "--lang", "ru", "ochko", "play", "--seed", "7",
                       "--max-rounds", "2")
    assert code == 0 and "Банкующий «зарезает» колоду" in out and "Итог" in out
    code, out, _ = run(capsys, "ochko", "play", "--seed", "7", "--max-rounds", "2", "--json",
                       "--set", "two_aces=superochko", "--forgetful", "0.5")
    data = json.loads(out)
    assert code == 0 and data["rules"]["two_aces"] == "superochko"
    assert sum(data["returns"]) == 0 and data["transcript"][0]["steps"][0]["rule"]


def test_ochko_value(capsys):
    code, out, _ = run(capsys, "ochko", "value", "A♠ A♥", "--set", "two_aces=bust",
                       "--json")
    data = json.loads(out)
    assert code == 0 and data["kind"] == "bust"
    assert "ochko.two-aces-bust" in [r["id"] for r in data["rules"]]


@pytest.mark.parametrize("argv, token", [
    (["ochko", "value", "A♠ 11♥"], "11♥"),
    (["ochko", "play", "--set", "two_aces=golden"], "two_aces"),
    (["ochko", "play", "--set", "two_aces=red-moscow"], "two_aces"),
    (["ochko", "play", "--players", "12"], "players"),
    (["odds", "bust-next", "10♠ 10♠"], "10♠"),
])
def test_errors_exit_2_with_a_message(capsys, argv, token):
    code, _, err = run(capsys, *argv)
    assert code == 2 and err.startswith("error: ") and token in err


@pytest.mark.parametrize("question, fraction", [
    ("bura", "8/935"), ("molodka", "36/935"), ("immediate-21", "8/315"),
])
def test_odds_answers(capsys, question, fraction):
    code, out, _ = run(capsys, "odds", question, "--json")
    assert code == 0 and json.loads(out)["p"]["fraction"] == fraction
    code, out, _ = run(capsys, "odds", question)
    assert fraction in out


def test_odds_bust_banker_game_made(capsys):
    code, out, _ = run(capsys, "odds", "bust-next", "10♠ 9♥", "--json")
    assert json.loads(out)["p"]["fraction"] == "15/17"
    code, out, _ = run(capsys, "odds", "banker", "--stand-on", "17", "--json")
    dist = json.loads(out)["by_stand_on"]["17"]
    assert set(dist) == {"17", "18", "19", "20", "21", "bust"}
    code, out, _ = run(capsys, "odds", "game-made", "A♠ 10♠ K♠ Q♠", "-k", "1", "--seen",
                       "A♥ 10♥ 6♦", "--json")
    assert json.loads(out)["p"]["fraction"] == "10/29"
    code, out, _ = run(capsys, "--lang", "ru", "odds", "banker")
    assert code == 0 and "стоит на 12" in out
