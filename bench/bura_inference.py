"""How well the strong Бура player infers the opponent's hidden hand.

    .venv/bin/python bench/bura_inference.py --kons 40 \\
        --method candidates=192,tremble=0.1 --method candidates=768,tremble=0.03,passes=2

Plays ``--kons`` seeded кон of the rule of thumb against itself (кон ``i``
dealt from ``random.Random(i)``, dealer ``i % 2``, as in bura_strength.py)
and, at each lead of seat 0 (a decision with an empty table and more than
one legal action) from the third trick on where the opponent holds cards
seat 0 has not seen, infers worlds from seat 0's observation
only (:func:`karty.bura.search.consistent_worlds`, or the refined sampler
``refine=n``: :func:`karty.bura.search.refined_worlds`). It reports per
method:

* **hit**: the weighted share of the opponent's unseen cards that a world
  puts in his hand (1.0 is perfect inference; a uniform draw gets about
  0.16 of them);
* **cards**: the weighted number of those cards a world puts in his hand
  (the measure bench/RESULTS.md quoted before: a uniform draw gets about
  0.47, the weighted worlds about 0.81);
* **ess**: the effective sample size of the weights, (Σw)² / Σw²;
* **down ±**: the weighted mean error, in points, of the world's face-down
  pile of seat 0 (the cards the opponent threw off to it unseen), over the
  positions with such a pile;
* **ms**: the mean milliseconds of the inference per position (CPython,
  this process, one after the other on the same positions).

The true hand is read from the state by this script only, to score; the
inference never sees it.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "engine"))


def parse_method(spec: str) -> dict[str, Any]:
    kw: dict[str, Any] = {}
    for item in filter(None, spec.split(",")):
        key, _, value = item.partition("=")
        kw[key] = float(value) if "." in value else int(value)
    return kw


Position = tuple[dict[str, Any], set[Any], int]


def positions(kons: int, seed: int, min_tricks: int) -> list[Position]:
    """(seat 0's observation, the opponent's cards it has not seen, the points
    of seat 0's face-down pile) at each seat-0 lead of rule-of-thumb games."""
    from karty.bura import HeuristicPlayer, Rules, initial_state
    from karty.bura.scoring import points
    from karty.bura.search import Knowledge

    out = []
    for i in range(seed, seed + kons):
        s = initial_state(Rules(), dealer=i % 2)
        s.apply_action(s.sample_chance(random.Random(i)))
        rngs = [random.Random(2 * i + 1), random.Random(2 * i + 2)]
        players = [HeuristicPlayer(), HeuristicPlayer()]
        while not s.is_terminal():
            p = s.current_player()
            legal = s.legal_actions()
            obs = s.observation(p)
            if p == 0 and s.tricks >= min_tricks and len(legal) > 1 and not s.table:
                k = Knowledge.of(obs)
                hidden = set(s.hands[1]) - set(k.opp_known)
                if hidden:
                    out.append((obs, hidden, points(s.won_down[0])))
            s.apply_action(players[p].choose(obs, legal, rngs[p]))
    return out


def measure(pos: list[Position], kw: dict[str, Any], seed: int
            ) -> dict[str, float]:
    from karty.bura.scoring import points
    from karty.bura.search import Knowledge, consistent_worlds, refined_worlds

    rng = random.Random(seed)
    hit = held = ess = down_err = 0.0
    n_down = 0
    t = 0.0
    for obs, hidden, down_pts in pos:
        k = Knowledge.of(obs)
        t0 = time.perf_counter()
        refine = int(kw.get("refine", 0))
        if refine:
            _, worlds, weights = refined_worlds(
                k, rng, int(kw.get("candidates", 192)), 1, float(kw.get("tremble", 0.1)),
                int(kw.get("passes", 1)), refine)
        else:
            _, worlds, weights = consistent_worlds(
                k, rng, int(kw.get("candidates", 192)), 1, float(kw.get("tremble", 0.1)),
                int(kw.get("passes", 1)))
        t += time.perf_counter() - t0
        total = sum(weights)
        got = sum(wt * len(hidden & set(w.opp_hand))
                  for w, wt in zip(worlds, weights, strict=True)) / total
        held += got
        hit += got / len(hidden)
        if k.n_down:
            n_down += 1
            down_err += sum(wt * abs(points(w.down) - down_pts)
                            for w, wt in zip(worlds, weights, strict=True)) / total
        ess += total * total / sum(wt * wt for wt in weights)
    n = len(pos)
    return {"hit": hit / n, "cards": held / n, "ess": ess / n, "ms": 1000 * t / n, "positions": n,
            "down_err": down_err / max(1, n_down)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--kons", type=int, default=40)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--min-tricks", type=int, default=2)
    ap.add_argument("--method", action="append", default=[])
    args = ap.parse_args()
    pos = positions(args.kons, args.seed, args.min_tricks)
    for spec in args.method or ["candidates=192,tremble=0.1"]:
        r = measure(pos, parse_method(spec), args.seed)
        print(f"{spec:45s} hit {r['hit']:.3f}  cards {r['cards']:.3f}  ess {r['ess']:6.1f}  "
              f"down ±{r['down_err']:.2f}  "
              f"{r['ms']:7.1f} ms/position  ({r['positions']:.0f} positions)", flush=True)


if __name__ == "__main__":
    main()
