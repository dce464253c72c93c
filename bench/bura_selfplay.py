"""Бура by self-play: what the first lead is worth, and how each rule option
changes it. Writes bench/bura_selfplay.json, which the odds pages read
at build (docs/hooks/odds/data.py); the build does not play.

Both seats are the engine's rule-of-thumb player (karty.bura.HeuristicPlayer,
no noise). Each кон is dealt from its own seed (``random.Random(seed)`` for the
deal, and one derived rng per seat); the dealer alternates with the seed. For
the default rules and for each other value of each option (one change at a
time), the JSON holds the кон played, how many the first leader (the player
who leads to the first trick, by the ``first_lead`` option) won, lost and left
without a winner, and the mean points of each. Wilson 95 % intervals are
computed by the build from these counts.

    .venv/bin/python bench/bura_selfplay.py [--kons 4000] [--out bench/bura_selfplay.json]
"""
from __future__ import annotations

import argparse
import json
import platform
import random
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

from karty.bura import HeuristicPlayer, Rules
from karty.bura.state import initial_state

ROOT = Path(__file__).resolve().parent.parent
#: The options whose values change how a кон is played (the match-level ones —
#: stake, кон per match, first dealer — do not).
OPTIONS = ("first_lead", "trump_card", "draw_first", "declarations", "double_bura",
           "molodka_lead", "claim_timing", "counting", "exhausted")


def play(rules: Rules, kons: int, seed0: int) -> dict[str, int | float]:
    players = [HeuristicPlayer(), HeuristicPlayer()]
    won = lost = none = 0
    pts_first = pts_second = 0
    for k in range(kons):
        seed = seed0 + k
        rng = random.Random(seed)
        rngs = [random.Random(rng.getrandbits(64)), random.Random(rng.getrandbits(64))]
        state = initial_state(rules, dealer=seed % 2)
        first = state.leader          # who leads to the first trick (the first_lead option)
        while not state.is_terminal():
            p = state.current_player()
            if p < 0:
                state.apply_action(state.sample_chance(rng))
                continue
            state.apply_action(players[p].choose(state.observation(p), state.legal_actions(),
                                                 rngs[p]))
        out = state.outcome
        assert out is not None
        if out.winner is None:
            none += 1
        elif out.winner == first:
            won += 1
        else:
            lost += 1
        pts_first += out.points[first]
        pts_second += out.points[1 - first]
    return {"kons": kons, "first_won": won, "first_lost": lost, "no_winner": none,
            "first_points_mean": round(pts_first / kons, 3),
            "second_points_mean": round(pts_second / kons, 3)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--kons", type=int, default=4000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "bura_selfplay.json")
    args = ap.parse_args(argv)
    started = time.perf_counter()
    default = Rules()
    runs = [{"option": None, "value": None, **play(default, args.kons, args.seed)}]
    for name in OPTIONS:
        current = getattr(default, name)
        for value in type(current):
            if value is current:
                continue
            rules = Rules.from_dict({name: value.value})
            runs.append({"option": name, "value": value.value,
                         **play(rules, args.kons, args.seed)})
            print(name, value.value, runs[-1], file=sys.stderr)
    data = {
        "what": "Бура self-play, HeuristicPlayer against itself; one option changed per run",
        "command": "bench/bura_selfplay.py " + " ".join(argv if argv is not None else sys.argv[1:]),
        "seed": args.seed,
        "seeds": f"кон k uses random.Random({args.seed} + k), dealer (seed) % 2, the same "
                 "seeds in every run",
        "machine": f"{platform.machine()}, Python {platform.python_version()}",
        "date": datetime.now(UTC).strftime("%Y-%m-%d"),
        "seconds": round(time.perf_counter() - started, 1),
        "runs": runs,
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {args.out} in {data['seconds']} s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
