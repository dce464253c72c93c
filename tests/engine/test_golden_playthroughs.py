"""The golden playthroughs of every game (tests/engine/golden/<game>/), in one
format by one generator (golden_playthroughs.py): replaying a file's history gives
its transcript (both languages), returns and notation again, and playing its
scenario again gives its history. (Converted from each game's own format at
issue 26: the generator reproduced all 15 recorded histories, explanation steps
and returns exactly before the files were rewritten.)"""

from __future__ import annotations

import json

import karty
import pytest
from golden_playthroughs import SCENARIOS, path, play, record, scenario

CASES = [(game, name) for game in SCENARIOS for name in SCENARIOS[game]]


def test_every_game_has_golden_playthroughs() -> None:
    assert list(SCENARIOS) == [g.name for g in karty.GAMES]
    assert all(len(s) >= 3 for s in SCENARIOS.values())


@pytest.mark.parametrize(("game", "name"), CASES, ids=[f"{g}-{n}" for g, n in CASES])
def test_the_history_replays_to_the_same_transcript(game: str, name: str) -> None:
    golden = json.loads(path(game, name).read_text(encoding="utf-8"))
    sc = scenario(game, name)
    assert golden["scenario"] == sc, "scenario changed: regenerate with --write"
    assert record(sc, golden["history"]) == golden
    assert golden["terminal"]


@pytest.mark.parametrize(("game", "name"), CASES, ids=[f"{g}-{n}" for g, n in CASES])
def test_the_scenario_plays_the_same(game: str, name: str) -> None:
    golden = json.loads(path(game, name).read_text(encoding="utf-8"))
    assert play(scenario(game, name)) == golden["history"]
