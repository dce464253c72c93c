"""The play table's «hard» Бура computer against the rule of thumb and against
the held oracle of ``bench/bura_gap.py``: seeded кон, Wilson intervals.

    nice -n 10 .venv/bin/python bench/bura_hard.py --kons 2000 --seed 4000 --against heuristic
    nice -n 10 .venv/bin/python bench/bura_hard.py --kons 2000 --seed 4000 --against held

The hard computer is exactly the table's: ``karty.bura.table.computer("h")``
(``SearchPlayer(playouts=HARD_PLAYOUTS)``). The seating and seeding are
``bench/bura_strength.py``'s (кон ``i`` dealt from ``random.Random(i)``,
dealer ``i % 2``, the hard computer in seat ``(i // 2) % 2``, each seat
choosing from its own ``random.Random``). ``held`` is the opponent of
``bura_gap.py hybrid --held --truth-at lead+answer``: the oracle (told its own
face-down pile and, of the hard computer's hand, the cards it already held at
its last decision with a choice; the rest and the stock dealt at random) at
leads and answers, the strong player elsewhere. ``--out FILE`` appends one
line per run: the opponent, the first кон and each кон's result (1 the hard
computer won, 0 it lost, - nobody won).
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "engine"))
sys.path.insert(0, str(ROOT / "bench"))

import bura_gap
import bura_oracle
from bura_strength import make_player, play_kon, wilson


def hard() -> Any:
    from karty.bura.table import computer

    return computer("h")


def one(args: tuple[str, int]) -> tuple[int | None, bool, float]:
    """Kon ``seed`` of the hard computer against ``against``: (winning seat,
    hard won?, CPU seconds of the кон)."""
    against, seed = args
    t0 = time.process_time()
    if against == "held":
        bura_gap._install()
        oracle = bura_gap.Hybrid(frozenset({"lead", "answer"}), "search=1", "")
        his_last: set[Any] = set()

        def before(is_hard: bool, s: Any) -> None:
            nonlocal his_last
            if is_hard and len(s.legal_actions()) > 1:
                his_last = set(s.hands[s.current_player()])
            bura_oracle._TRUTH["state"] = None if is_hard else s
            bura_oracle._TRUTH["stock"] = False
            bura_oracle._TRUTH["held"] = his_last

        s, seat, _ = play_kon(hard(), oracle, seed, before)
    else:
        s, seat, _ = play_kon(hard(), make_player(against), seed)
    w = s.outcome.winner
    return w, w == seat, time.process_time() - t0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--kons", type=int, default=100)
    ap.add_argument("--seed", type=int, default=4000)
    ap.add_argument("--against", default="heuristic", help="heuristic, held, or a player spec")
    ap.add_argument("--procs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--out", metavar="FILE")
    args = ap.parse_args(argv)
    jobs = [(args.against, args.seed + i) for i in range(args.kons)]
    t0 = time.perf_counter()
    if args.procs > 1:
        with multiprocessing.Pool(args.procs) as pool:
            results = pool.map(one, jobs, chunksize=4)
    else:
        results = [one(j) for j in jobs]
    wall = time.perf_counter() - t0
    wins = sum(1 for _, won, _ in results if won)
    decided = sum(1 for w, _, _ in results if w is not None)
    lo, hi = wilson(wins, decided)
    cpu = sum(c for *_, c in results)
    print(f"hard vs {args.against}: {wins}-{decided - wins} ({args.kons - decided} void) of "
          f"{args.kons} from {args.seed}: {100 * wins / max(decided, 1):.1f} % "
          f"[{100 * lo:.1f}, {100 * hi:.1f}], wall {wall:.0f} s, CPU {cpu:.0f} s "
          f"({cpu / args.kons:.2f} s per кон)", flush=True)
    if args.out:
        with open(args.out, "a", encoding="utf-8") as f:
            f.write(f"{args.against} {args.seed} " + "".join(
                "-" if w is None else str(int(won)) for w, won, _ in results) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
