"""Golden playthroughs: seeded sessions, checked in under tests/engine/golden/ochko/.

Each file holds the table, the whole history (chance actions included), the
narrated transcript in both languages, and the final returns. A session
replayed from the same seed and players must reproduce it exactly, and
``State.from_dict`` must rebuild it from the history alone.

Regenerate (after a deliberate change, and review the diff)::

    .venv/bin/python tests/engine/ochko/test_ochko_golden.py
"""

from __future__ import annotations

import json
import pathlib
import sys

import pytest
from karty.ochko import (
    ForgetfulBanker,
    HeuristicPlayer,
    RandomPlayer,
    Rules,
    State,
    play_session,
)

GOLDEN = pathlib.Path(__file__).resolve().parents[1] / "golden" / "ochko"

SCENARIOS = {
    "default-3-players": {"seed": 1, "players": 3, "max_rounds": 6, "kind": "heuristic", "rules": {}},
    "house-rules-on": {"seed": 2, "players": 4, "max_rounds": 6, "kind": "heuristic", "rules": {
        "five_pictures": True, "two_aces": "superochko", "banker_draws_at_15": True,
        "banker_stands_at_17": True, "no_shuffle": True}},
    "forgetful-banker": {"seed": 3, "players": 5, "max_rounds": 5, "kind": "forgetful", "rules": {
        "ace": "1-or-11", "two_aces": "bust", "penalty_remainder": "last-hand"}},
    "stuk-random-players": {"seed": 4, "players": 3, "max_rounds": 12, "kind": "random", "rules": {
        "stuk_factor": 2, "stuk": "mandatory", "banker_hand": "kept", "min_bank": 5}},
    "zarez-own-card": {"seed": 5, "players": 4, "max_rounds": 6, "kind": "heuristic", "rules": {
        "zarez": "own-card"}},
}


def _players(kind: str, n: int):
    if kind == "random":
        return [RandomPlayer() for _ in range(n)]
    if kind == "forgetful":
        return [ForgetfulBanker(HeuristicPlayer(), 0.3) for _ in range(n)]
    return [HeuristicPlayer() for _ in range(n)]


def record(name: str) -> dict:
    sc = SCENARIOS[name]
    rules = Rules.from_dict(sc["rules"])
    state, transcript = play_session(sc["seed"], rules, players=sc["players"],
                                     max_rounds=sc["max_rounds"],
                                     strategies=_players(sc["kind"], sc["players"]))
    return {
        "scenario": name,
        **{k: sc[k] for k in ("seed", "players", "max_rounds", "kind")},
        "rules": rules.to_dict(),
        "history": [str(a) for a, _ in transcript],
        "transcript_en": [s.format("en") for _, steps in transcript for s in steps],
        "transcript_ru": [s.format("ru") for _, steps in transcript for s in steps],
        "returns": list(state.returns()),
        "state": state.to_dict(),
    }


@pytest.mark.parametrize("name", sorted(SCENARIOS))
def test_golden_playthrough(name):
    path = GOLDEN / f"{name}.json"
    if not path.exists():
        pytest.skip(f"{path} is not available here")
    expected = json.loads(path.read_text(encoding="utf-8"))
    got = record(name)
    assert got["history"] == expected["history"]
    assert got["transcript_en"] == expected["transcript_en"]
    assert got["transcript_ru"] == expected["transcript_ru"]
    assert got["returns"] == expected["returns"] and sum(got["returns"]) == 0
    rebuilt = State.from_dict(expected["state"])
    assert rebuilt.is_terminal() and list(rebuilt.returns()) == expected["returns"]


def test_golden_files_cover_the_notable_rules():
    files = sorted(GOLDEN.glob("*.json"))
    if not files:
        pytest.skip("golden files are not available here")
    text = " ".join(path.read_text(encoding="utf-8") for path in files)
    for rule_id in ("ochko.first-banker", "ochko.zarez", "ochko.no-shuffle",
                    "ochko.forgotten-player", "ochko.stuk-end", "ochko.dark",
                    "ochko.tie-to-banker", "ochko.bank-passes"):
        assert f"[{rule_id} ←" in text, rule_id


if __name__ == "__main__":
    GOLDEN.mkdir(parents=True, exist_ok=True)
    for scenario in SCENARIOS:
        out = GOLDEN / f"{scenario}.json"
        out.write_text(json.dumps(record(scenario), ensure_ascii=False, indent=1) + "\n",
                       encoding="utf-8")
        print(f"wrote {out}", file=sys.stderr)
