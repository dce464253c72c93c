"""Golden playthroughs: seeded games of Стос, checked in under tests/engine/golden/stos/.

Each file holds the rules, the computer punter, the whole history (every card
turned), the narrated transcript in both languages and the returns. A game
played again from the same seed must reproduce it exactly, and
``State.from_dict`` must rebuild it from the history alone.

Regenerate (after a deliberate change, and review the diff)::

    .venv/bin/python tests/engine/stos/test_stos_golden.py
"""

from __future__ import annotations

import json
import pathlib
import random
import sys

import pytest
from karty.stos import CautiousPlayer, ParoliPlayer, RandomPlayer, Rules, State, play

GOLDEN = pathlib.Path(__file__).resolve().parents[1] / "golden" / "stos"
PLAYERS = {"cautious": CautiousPlayer, "paroli": ParoliPlayer, "random": RandomPlayer}
SCENARIOS = {
    "default-cautious": {"seed": 1, "player": "cautious", "rules": {}},
    "paroli-half-pair": {"seed": 5, "player": "paroli", "rules": {"pair": "half", "talias": 8}},
    "blank-first-32-random": {"seed": 9, "player": "random", "rules": {
        "deck": "32", "first_card": "blank", "first_side": "left", "max_stake": 4}},
}


def record(name: str) -> dict:
    sc = SCENARIOS[name]
    rules = Rules.from_dict(sc["rules"])
    state, transcript = play(rules, PLAYERS[sc["player"]](), random.Random(sc["seed"]))
    return {
        "scenario": name, **sc,
        "history": [a.format("ascii") for a in state.history()],
        "notation": state.notation(),
        "transcript": {lang: [s.format(lang) for _, steps in transcript for s in steps]
                       for lang in ("en", "ru")},
        "returns": list(state.returns()),
    }


@pytest.mark.parametrize("name", sorted(SCENARIOS))
def test_golden_playthrough(name):
    want = json.loads((GOLDEN / f"{name}.json").read_text(encoding="utf-8"))
    assert record(name) == want
    state = State.from_dict({"game": "stos", "version": 1, "rules": want["rules"],
                             "history": want["history"]})
    assert list(state.returns()) == want["returns"] and state.is_terminal()
    assert State.from_notation(want["notation"]) == state


if __name__ == "__main__":
    GOLDEN.mkdir(parents=True, exist_ok=True)
    for scenario in SCENARIOS:
        path = GOLDEN / f"{scenario}.json"
        path.write_text(json.dumps(record(scenario), ensure_ascii=False, indent=1) + "\n",
                        encoding="utf-8")
        print(path.relative_to(GOLDEN.parents[2]), file=sys.stderr)
