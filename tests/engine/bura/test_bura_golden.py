"""Golden playthroughs: seeded кон, checked in under tests/engine/golden/bura/.

Each file holds the scenario (seed, dealer, rules, players), the whole
history (the deal carries the deck order), the narrated transcript in both
languages, the outcome and the returns. The test replays the history and
must get the same transcript and outcome, and plays the scenario again with
the same seed and players and must get the same history.

The files are written only on request, after a deliberate change (review
the diff before committing)::

    .venv/bin/python tests/engine/bura/test_bura_golden.py --write
"""

from __future__ import annotations

import json
import pathlib
import random
import sys
from typing import Any

import pytest
from karty.bura import (
    BuraState,
    HeuristicPlayer,
    RandomPlayer,
    Rules,
    SearchPlayer,
    parse_action,
    play_kon,
)

GOLDEN = pathlib.Path(__file__).resolve().parents[1] / "golden" / "bura"

SCENARIOS: dict[str, dict[str, Any]] = {
    "default-claim-made": {"seed": 3, "dealer": 1, "players": ["heuristic", "heuristic"],
                           "rules": {}},
    "bura-after-drawing": {"seed": 8, "dealer": 0, "players": ["heuristic", "heuristic"],
                           "rules": {}},
    "molodka": {"seed": 22, "dealer": 0, "players": ["heuristic", "heuristic"], "rules": {}},
    "claim-failed": {"seed": 28, "dealer": 0, "players": ["heuristic", "heuristic"],
                     "rules": {}},
    "every-alternative": {"seed": 5, "dealer": 1, "players": ["heuristic", "random"], "rules": {
        "first_lead": "non-dealer", "trump_card": "top-of-stock", "draw_first": "loser",
        "declarations": "deal-only", "double_bura": "more-points", "molodka_lead": "any",
        "claim_timing": "on-lead", "counting": "open", "exhausted": "void", "first_dealer": "seat-0",
        "stake": 3}},
    "played-out": {"seed": 6, "dealer": 0, "players": ["heuristic", "heuristic"],
                   "rules": {"target": 100}},
    "search-vs-heuristic": {"seed": 1, "dealer": 0, "players": ["search", "heuristic"],
                            "rules": {}},
}


def _player(name: str) -> Any:
    return {"random": RandomPlayer, "heuristic": HeuristicPlayer,
            "search": lambda: SearchPlayer(playouts=30)}[name]()


def _transcript(s: BuraState, steps_by_action: list[Any], lang: str) -> list[str]:
    out = []
    for a, steps in zip(s.history(), steps_by_action, strict=True):
        out.append(f"{a}")
        out.extend("  " + st.format(lang) for st in steps)
    return out


def play(spec: dict[str, Any]) -> dict[str, Any]:
    rules = Rules.from_dict(spec["rules"])
    s = BuraState(rules, spec["dealer"])
    seed = spec["seed"]
    players = [_player(n) for n in spec["players"]]
    play_kon(s, players, [random.Random(seed * 2 + 1), random.Random(seed * 2 + 2)],
             random.Random(seed))
    return record(spec, [str(a) for a in s.history()])


def record(spec: dict[str, Any], history: list[str]) -> dict[str, Any]:
    s = BuraState(Rules.from_dict(spec["rules"]), spec["dealer"])
    steps = [s.apply_action(parse_action(t)) for t in history]
    assert s.outcome is not None
    return {
        "scenario": spec,
        "history": history,
        "outcome": s.outcome.to_dict(),
        "returns": list(s.returns()),
        "transcript": {"en": _transcript(s, steps, "en"), "ru": _transcript(s, steps, "ru")},
    }


@pytest.mark.parametrize("name", sorted(SCENARIOS))
def test_golden_replay(name):
    path = GOLDEN / f"{name}.json"
    golden = json.loads(path.read_text(encoding="utf-8"))
    assert golden["scenario"] == SCENARIOS[name], "scenario changed: regenerate with --write"
    again = record(golden["scenario"], golden["history"])
    assert again == golden


@pytest.mark.parametrize("name", sorted(SCENARIOS))
def test_golden_plays_the_same(name):
    golden = json.loads((GOLDEN / f"{name}.json").read_text(encoding="utf-8"))
    assert play(SCENARIOS[name])["history"] == golden["history"]


def test_golden_scenarios_cover_every_ending():
    reasons = set()
    for name in SCENARIOS:
        golden = json.loads((GOLDEN / f"{name}.json").read_text(encoding="utf-8"))
        reasons.add(golden["outcome"]["reason"])
    assert reasons == {"bura", "claim-made", "claim-failed", "deck-exhausted"}


def main(argv: list[str]) -> int:
    if argv != ["--write"]:
        print(__doc__)
        print("refusing to write without --write")
        return 2
    GOLDEN.mkdir(parents=True, exist_ok=True)
    for name, spec in SCENARIOS.items():
        data = play(spec)
        (GOLDEN / f"{name}.json").write_text(
            json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        print(f"wrote {name}: {data['outcome']}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
