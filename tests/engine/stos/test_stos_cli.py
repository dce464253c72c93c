"""``python -m karty stos``: play, odds, replay, and errors on standard error."""

from __future__ import annotations

import json

from karty import cli


def test_the_command_comes_from_the_registry():
    assert "stos" in cli.subcommands()


def test_play_narrates_and_ends_zero_sum(capsys):
    assert cli.main(["stos", "play", "--seed", "7", "--player", "paroli"]) == 0
    out = capsys.readouterr().out
    assert "[stos.decides ←" in out and "Notation: stos 3 / punt " in out
    assert cli.main(["stos", "play", "--seed", "7", "--player", "paroli", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert sum(data["returns"]) == 0 and data["notation"].startswith("stos 3 / ")


def test_odds_are_exact(capsys):
    assert cli.main(["--lang", "ru", "stos", "odds"]) == 0
    assert "544/1155" in capsys.readouterr().out
    assert cli.main(["stos", "odds", "--card", "QS", "--dealt", "9H 7C", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["odds"]["win"]["fraction"] == [160, 341]


def test_replay_and_bad_input(capsys):
    assert cli.main(["stos", "replay", "stos 1 / punt QS; stake 5; turn 9H; turn QD"]) == 0
    assert "the punter wins 5" in capsys.readouterr().out
    assert cli.main(["stos", "replay", "stos 1 / punt QS; stake 5; turn 9H; turn 9H"]) == 2
    assert "already turned" in capsys.readouterr().err
    assert cli.main(["stos", "odds", "--set", "pair=most"]) == 2
    assert "pair" in capsys.readouterr().err
