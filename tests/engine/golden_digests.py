"""Seeded random games of both games, recorded in full and reduced to digests.

The speed work of issue 16 must not change a single thing a reader or a
player sees. This module plays many seeded games of each game (random and
rule-of-thumb players, default rules and every alternative) and records,
action by action: the player to act, every legal action, every seat's
observation, the action, and each explanation step (rule id, English and
Russian text, and the formatted citation), then the final ``to_dict()``,
returns and outcome. The record of each scenario is reduced to a SHA-256
digest; ``tests/engine/golden/digests.json`` holds the digests recorded
before the engine was optimised, and ``test_golden_digests.py`` checks them.

Write the digests (only after a deliberate change to a game, and review why)::

    .venv/bin/python tests/engine/golden_digests.py --write

Dump a scenario's whole record as JSON lines, to diff two versions::

    .venv/bin/python tests/engine/golden_digests.py --dump bura-random-claims > a.jsonl
"""

from __future__ import annotations

import hashlib
import json
import pathlib
import random
import sys
from collections.abc import Callable, Iterator
from typing import Any

from karty import CHANCE, bura, ochko

DIGESTS = pathlib.Path(__file__).resolve().parent / "golden" / "digests.json"

EVERY_BURA_ALTERNATIVE = {
    "first_lead": "non-dealer", "trump_card": "top-of-stock", "draw_first": "loser",
    "declarations": "deal-only", "double_bura": "more-points", "molodka_lead": "any",
    "claim_timing": "on-lead", "counting": "open", "exhausted": "void", "first_dealer": "seat-0",
    "stake": 3}
OCHKO_HOUSE = {"five_pictures": True, "two_aces": "superochko", "banker_draws_at_15": True,
               "banker_stands_at_17": True, "no_shuffle": True}
OCHKO_OTHER = {"ace": "1-or-11", "two_aces": "bust", "penalty_remainder": "last-hand",
               "stuk_factor": 2, "stuk": "mandatory", "banker_hand": "kept", "min_bank": 5,
               "zarez": "own-card"}


def _line(**fields: Any) -> str:
    return json.dumps(fields, ensure_ascii=False, sort_keys=True)


def _bura_end(s: Any) -> dict[str, Any]:
    """Бура's state as its ``to_dict()`` wrote it when these digests were recorded
    (version 1, a field snapshot, which ``from_dict`` still reads), without the
    ``version`` key, which the State contract (issue 12) added later: so the
    recorded digests still prove that nothing else changed (issue 26 moved every
    game to one model, karty.game.FORMAT)."""
    return {k: v for k, v in s._v1_dict().items() if k != "version"}


def _ochko_end(s: Any) -> dict[str, Any]:
    """Очко's state as its ``to_dict()`` wrote it when these digests were recorded
    (version 2, which ``from_dict`` still reads); see :func:`_bura_end`."""
    return {"game": "ochko", "version": 2, "rules": s.rules.to_dict(), "players": s.n,
            "purses": list(s.start_purses), "max_rounds": s.max_rounds,
            "max_banks": s.max_banks, "history": [str(a) for a in s.history()],
            "state": s.snapshot()}


#: The observation core's keys each game gained after these digests were recorded
#: (karty.game.CORE_KEYS; Бура had ``player``, ``to_act`` and ``hand`` already):
#: left out, so that the recorded digests still prove that nothing else changed.
ADDED_CORE = {"bura": {"open", "result"}, "ochko": {"to_act", "hand", "open", "result"}}


def _obs(s: Any, seat: int) -> dict[str, Any]:
    added = ADDED_CORE[s.GAME]
    return {k: v for k, v in s.observation(seat).items() if k not in added}


def _steps(steps: Any) -> list[list[str]]:
    return [[s.rule_id, s.en, s.ru, s.format("en"), s.format("ru")] for s in steps]


def _bura_kons(rules: dict[str, Any], kons: int, seed: int, players: tuple[str, str],
               claims: bool) -> Iterator[str]:
    r = bura.Rules.from_dict(rules)
    make: dict[str, Callable[[], Any]] = {"random": bura.RandomPlayer,
                                          "heuristic": bura.HeuristicPlayer}
    for k in range(kons):
        rng = random.Random(f"{seed}/{k}")
        seats = [make[p]() for p in players]
        s = bura.BuraState(r, k % 2)
        while not s.is_terminal():
            who = s.current_player()
            if who == CHANCE:
                a = s.sample_chance(rng)
                yield _line(who=who, action=str(a))
            else:
                legal = s.legal_actions()
                obs = [_obs(s, p) for p in (0, 1)]
                if not claims:
                    legal = tuple(x for x in legal if not isinstance(x, bura.Claim)) or legal
                a = seats[who].choose(obs[who], legal, rng)
                yield _line(who=who, legal=[str(x) for x in s.legal_actions()], obs=obs,
                            action=str(a))
            yield _line(steps=_steps(s.apply_action(a)))
        assert s.outcome is not None
        yield _line(end=_bura_end(s), returns=list(s.returns()),
                    outcome=s.outcome.to_dict())


def _ochko_sessions(rules: dict[str, Any], sessions: int, seed: int, players: int, kind: str,
                    max_rounds: int) -> Iterator[str]:
    r = ochko.Rules.from_dict(rules)
    for k in range(sessions):
        rng = random.Random(f"{seed}/{k}")
        seats = [ochko.RandomPlayer() if kind == "random" else ochko.HeuristicPlayer()
                 for _ in range(players)]
        s = ochko.State.initial(r, players=players, purse=100, max_rounds=max_rounds)
        while not s.is_terminal():
            who = s.current_player()
            if who == CHANCE:
                a = s.sample_chance(rng)
                yield _line(who=who, action=str(a))
            else:
                legal = s.legal_actions()
                obs = [_obs(s, p) for p in range(players)]
                a = seats[who].choose(obs[who], legal, rng)
                yield _line(who=who, legal=[str(x) for x in legal], obs=obs, action=str(a))
            yield _line(steps=_steps(s.apply_action(a)))
        yield _line(end=_ochko_end(s), returns=list(s.returns()))


#: name -> a generator of the scenario's record, one JSON line per event.
SCENARIOS: dict[str, Callable[[], Iterator[str]]] = {
    "bura-random-claims": lambda: _bura_kons({}, 150, 1, ("random", "random"), True),
    "bura-random-played-out": lambda: _bura_kons({}, 80, 2, ("random", "random"), False),
    "bura-heuristic": lambda: _bura_kons({}, 80, 3, ("heuristic", "random"), True),
    "bura-every-alternative": lambda: _bura_kons(EVERY_BURA_ALTERNATIVE, 80, 4,
                                                 ("random", "heuristic"), False),
    "bura-declarations-draws": lambda: _bura_kons(
        {"declarations": "deal-and-draws", "molodka_lead": "all-three",
         "claim_timing": "any-time", "double_bura": "highest-card"}, 80, 5,
        ("heuristic", "heuristic"), True),
    "ochko-random-2": lambda: _ochko_sessions({}, 60, 6, 2, "random", 40),
    "ochko-heuristic-4": lambda: _ochko_sessions({}, 6, 7, 4, "heuristic", 20),
    "ochko-house-rules": lambda: _ochko_sessions(OCHKO_HOUSE, 30, 8, 3, "random", 25),
    "ochko-other-rules": lambda: _ochko_sessions(OCHKO_OTHER, 6, 9, 5, "heuristic", 25),
}


def digest(name: str) -> dict[str, Any]:
    h = hashlib.sha256()
    lines = 0
    for line in SCENARIOS[name]():
        h.update(line.encode("utf-8"))
        h.update(b"\n")
        lines += 1
    return {"sha256": h.hexdigest(), "lines": lines}


def main(argv: list[str]) -> int:
    if argv[:1] == ["--dump"] and len(argv) == 2:
        for line in SCENARIOS[argv[1]]():
            print(line)
        return 0
    if argv != ["--write"]:
        print(__doc__)
        return 2
    out = {name: digest(name) for name in SCENARIOS}
    DIGESTS.write_text(json.dumps(out, indent=1) + "\n", encoding="utf-8")
    for name, d in out.items():
        print(name, d["lines"], d["sha256"][:16])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
