"""Golden playthroughs of every game in one format, written by one generator.

A scenario names the game, the seed, the rule options and the table's setup (as
text, as the position notation writes them), a computer player per seat (a
Python expression over the game's package, such as ``HeuristicPlayer()``) and
where each seat draws its random choices (``rngs``: ``None`` for
``random.Random(f"{seed}/{seat}")``, a list of seeds, or ``"chance"`` to share
the generator of the chance steps). The game is set up (``from_setup``), opened
from the seed (:func:`karty.game.opening`, what ``new_game`` does) and played by
the one play loop (:func:`karty.players_common.run`); the file holds the history
(ASCII), the transcript in both languages (each action, then its explanation's
steps), the returns and the final notation. The test replays the history and
must get the same transcript, returns and notation, and plays the scenario again
and must get the same history.

Write the files (only after a deliberate change; review the diff)::

    .venv/bin/python tests/engine/golden_playthroughs.py --write
"""

from __future__ import annotations

import importlib
import json
import pathlib
import random
import sys
from typing import Any

import karty
from karty.game import State, format_ascii, opening
from karty.players_common import run

GOLDEN = pathlib.Path(__file__).resolve().parent / "golden"

_HEURISTIC_OCHKO = {"players": "3", "max_rounds": "6"}

#: Every scenario, by game (the games of karty.GAMES; a test checks each has some).
SCENARIOS: dict[str, dict[str, dict[str, Any]]] = {
    "bura": {
        "default-claim-made": {"seed": 3, "setup": {"dealer": "1"},
                               "players": ["HeuristicPlayer()"] * 2, "rngs": [7, 8]},
        "bura-after-drawing": {"seed": 8, "players": ["HeuristicPlayer()"] * 2,
                               "rngs": [17, 18]},
        "molodka": {"seed": 22, "players": ["HeuristicPlayer()"] * 2, "rngs": [45, 46]},
        "claim-failed": {"seed": 28, "players": ["HeuristicPlayer()"] * 2, "rngs": [57, 58]},
        "every-alternative": {"seed": 5, "setup": {"dealer": "1"}, "rules": {
            "first_lead": "non-dealer", "trump_card": "top-of-stock", "draw_first": "loser",
            "declarations": "deal-only", "double_bura": "more-points", "molodka_lead": "any",
            "claim_timing": "on-lead", "counting": "open", "exhausted": "void",
            "first_dealer": "seat-0", "stake": "3"},
            "players": ["HeuristicPlayer()", "RandomPlayer()"], "rngs": [11, 12]},
        "played-out": {"seed": 6, "rules": {"target": "100"},
                       "players": ["HeuristicPlayer()"] * 2, "rngs": [13, 14]},
        "search-vs-heuristic": {"seed": 1, "players": ["SearchPlayer(playouts=30)",
                                                       "HeuristicPlayer()"], "rngs": [3, 4]},
    },
    "ochko": {
        "default-3-players": {"seed": 1, "setup": _HEURISTIC_OCHKO,
                              "players": ["HeuristicPlayer()"] * 3},
        "house-rules-on": {"seed": 2, "setup": {"players": "4", "max_rounds": "6"}, "rules": {
            "five_pictures": "true", "two_aces": "superochko", "banker_draws_at_15": "true",
            "banker_stands_at_17": "true", "no_shuffle": "true"},
            "players": ["HeuristicPlayer()"] * 4},
        "forgetful-banker": {"seed": 3, "setup": {"players": "5", "max_rounds": "5"}, "rules": {
            "ace": "1-or-11", "two_aces": "bust", "penalty_remainder": "last-hand"},
            "players": ["ForgetfulBanker(HeuristicPlayer(), 0.3)"] * 5},
        "stuk-random-players": {"seed": 4, "setup": {"players": "3", "max_rounds": "12"},
                                "rules": {"stuk_factor": "2", "stuk": "mandatory",
                                          "banker_hand": "kept", "min_bank": "5"},
                                "players": ["RandomPlayer()"] * 3},
        "zarez-own-card": {"seed": 5, "setup": {"players": "4", "max_rounds": "6"},
                           "rules": {"zarez": "own-card"}, "players": ["HeuristicPlayer()"] * 4},
    },
    "stos": {
        "default-cautious": {"seed": 1, "players": ["CautiousPlayer()"] * 2, "rngs": "chance"},
        "paroli-half-pair": {"seed": 5, "rules": {"pair": "half", "talias": "8"},
                             "players": ["ParoliPlayer()"] * 2, "rngs": "chance"},
        "blank-first-32-random": {"seed": 9, "rules": {
            "deck": "32", "first_card": "blank", "first_side": "left", "max_stake": "4"},
            "players": ["RandomPlayer()"] * 2, "rngs": "chance"},
    },
}


def scenario(game: str, name: str) -> dict[str, Any]:
    """The scenario with every field written out."""
    sc = SCENARIOS[game][name]
    return {"game": game, "name": name, "seed": sc["seed"], "rules": sc.get("rules", {}),
            "setup": sc.get("setup", {}), "players": sc["players"], "rngs": sc.get("rngs")}


def _class(game: str) -> type[State[Any]]:
    return type(karty.load_game(game).new_game(0))


def _lines(actions: list[Any], steps: list[Any], lang: str) -> list[str]:
    out = []
    for a, st in zip(actions, steps, strict=True):
        out.append(karty.load_game(a[0]).format_action(a[1], "ru" if lang == "ru" else "text"))
        out.extend("  " + s.format(lang) for s in st)
    return out


def record(sc: dict[str, Any], history: list[str]) -> dict[str, Any]:
    """The golden file of ``sc`` from its history: the game set up and replayed."""
    state = _class(sc["game"]).from_setup(sc["rules"], sc["setup"])
    actions, steps = [], []
    for text in history:
        action = state.parse_action(text)
        steps.append(state.apply_action(action))
        actions.append((sc["game"], action))
    return {"scenario": sc, "history": history,
            "transcript": {lang: _lines(actions, steps, lang) for lang in ("en", "ru")},
            "returns": list(state.returns()), "terminal": state.is_terminal(),
            "notation": state.notation()}


def play(sc: dict[str, Any]) -> list[str]:
    """The history of ``sc`` played: set up, opened from the seed, then the one play
    loop."""
    state = _class(sc["game"]).from_setup(sc["rules"], sc["setup"])
    history: list[str] = []
    chance = opening(state, sc["seed"])
    history += [format_ascii(a) for a in state.history()]
    package = vars(importlib.import_module(f"karty.{sc['game']}"))
    players = [eval(p, dict(package)) for p in sc["players"]]
    rngs = sc["rngs"]
    if rngs is None:
        seat_rngs = [random.Random(f"{sc['seed']}/{seat}") for seat in range(len(players))]
    elif rngs == "chance":
        seat_rngs = [chance] * len(players)
    else:
        seat_rngs = [random.Random(s) for s in rngs]

    def step(_s: object, action: Any, _steps: object, _who: int) -> None:
        history.append(format_ascii(action))
    run(state, players, seat_rngs, chance, step)
    return history


def path(game: str, name: str) -> pathlib.Path:
    return GOLDEN / game / f"{name}.json"


def main(argv: list[str]) -> int:
    if argv != ["--write"]:
        print(__doc__)
        return 2
    for game, scenarios in SCENARIOS.items():
        for name in scenarios:
            sc = scenario(game, name)
            data = record(sc, play(sc))
            path(game, name).write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n",
                                        encoding="utf-8")
            print(game, name, data["returns"])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
