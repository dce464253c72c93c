"""The strong Бура player's decisions measured apart from its inference.

    .venv/bin/python bench/bura_oracle.py --kons 200 --duel 'oracle:search=3' heuristic

A bench-only harness, never shipped to the site: the player ``oracle`` is
:class:`karty.bura.search.InferencePlayer` (its knobs after the colon, as in
``bench/bura_strength.py``) whose inference is replaced by the truth about
the opponent's hand and its own face-down pile. Every world it is handed
holds the opponent's real hand and the real face-down pile; only the stock
order is unknown (each world shuffles the real stock cards, the turned-up
trump card kept in its place). So its claims are exact and its moves are
decided by its search mode (``search=1`` the play-outs of the first
version, ``search=3`` :mod:`karty.bura.search.lookahead`) in worlds that
are right but for the stock: what the decision-maker is worth when the
inference is perfect. ``oracle_stock`` is also told the stock order
(every world is the true one): a bound no player can reach. The other names (``heuristic``, ``strong``, …) are
``bench/bura_strength.py``'s players; the seeding (кон ``i`` dealt from
``random.Random(i)``, dealer ``i % 2``, the first player in seat
``(i // 2) % 2``) is the same, so the two benches play the same deals.
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import statistics
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "engine"))
sys.path.insert(0, str(ROOT / "bench"))

from bura_strength import make_player, play_kon, wilson

#: The true state of the кон being played (this process only); read by the
#: oracle's worlds at the oracle's decisions.
_TRUTH: dict[str, Any] = {}


def oracle_world(k: Any, s: Any, rng: random.Random) -> Any:
    """The world of ``s`` for seat ``k.me`` with the stock order reshuffled
    (the turned-up trump card, if it lies in the stock, kept in its place)."""
    from karty.bura.rules import TrumpCard
    from karty.bura.search import World

    stock = list(s.stock)
    if k.trump_at == "stock":
        under = k.rules.trump_card is TrumpCard.UNDER_STOCK
        tc = stock.pop(-1 if under else 0)
        assert tc == k.trump_card
        rng.shuffle(stock)
        stock = stock + [tc] if under else [tc] + stock
    else:
        rng.shuffle(stock)
    return World(tuple(s.hands[k.opp]), tuple(stock), tuple(s.won_down[k.me]))


def _oracle_worlds(k: Any, rng: random.Random, candidates: int, keep: int,
                   tremble: float = 0.1, passes: int = 1) -> tuple[list[Any], list[Any],
                                                                  list[float]]:
    s = _TRUTH["state"]
    if _TRUTH["stock"]:
        from karty.bura.search import World
        kept = [World(tuple(s.hands[k.opp]), tuple(s.stock), tuple(s.won_down[k.me]))] * keep
    else:
        kept = [oracle_world(k, s, rng) for _ in range(keep)]
    return kept, list(kept), [1.0] * len(kept)


def make(spec: str) -> tuple[Any, str]:
    """A player from its spec, and which oracle it is (``""``: none)."""
    name, _, knobs = spec.partition(":")
    if name not in ("oracle", "oracle_stock"):
        return make_player(spec), ""
    import karty.bura.search.player as sp

    sp.consistent_worlds = _oracle_worlds  # type: ignore[assignment]
    return make_player("strong:" + knobs), name


def play_one(args: tuple[str, str, int]) -> tuple[int | None, bool, list[float], str]:
    """Kon ``seed`` between specs a and b (as ``bura_strength.play_one``), and how it ended."""
    a_spec, b_spec, seed = args
    (a, a_oracle), (b, b_oracle) = make(a_spec), make(b_spec)

    def before(is_a: bool, s: Any) -> None:
        kind = a_oracle if is_a else b_oracle
        _TRUTH["state"] = s if kind else None
        _TRUTH["stock"] = kind == "oracle_stock"

    s, a_seat, times = play_kon(a, b, seed, before)
    w = s.outcome.winner
    why = s.outcome.reason.value
    if s.outcome.claimant is not None:
        why += " by " + ("A" if s.outcome.claimant == a_seat else "B")
    elif w is not None:
        why += " to " + ("A" if w == a_seat else "B")
    return w, w == a_seat, times, why


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--duel", nargs=2, action="append", metavar=("A", "B"), required=True)
    ap.add_argument("--kons", type=int, default=200)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--procs", type=int, default=1)
    ap.add_argument("--per-kon", metavar="FILE",
                    help="append one line per duel: the spec and each кон's result (1 won, 0 not)")
    args = ap.parse_args(argv)
    for a, b in args.duel:
        jobs = [(a, b, args.seed + i) for i in range(args.kons)]
        t0 = time.perf_counter()
        if args.procs > 1:
            with multiprocessing.Pool(args.procs) as pool:
                results = pool.map(play_one, jobs, chunksize=4)
        else:
            results = [play_one(j) for j in jobs]
        secs = time.perf_counter() - t0
        wins = sum(1 for _, won, _, _ in results if won)
        decided = sum(1 for w, _, _, _ in results if w is not None)
        lo, hi = wilson(wins, decided)
        times = sorted(t for _, _, ts, _ in results for t in ts)
        why = Counter(r[3] for r in results)
        med = statistics.median(times) if times else 0.0
        p95 = times[int(0.95 * (len(times) - 1))] if times else 0.0
        print(f"{a} vs {b}: {wins}-{decided - wins} ({args.kons - decided} void) of "
              f"{args.kons} from {args.seed}: {100 * wins / max(decided, 1):.1f} % "
              f"[{100 * lo:.1f}, {100 * hi:.1f}], {secs:.0f} s, decision median {med:.3f} s, "
              f"95th pct {p95:.3f} s, max {times[-1] if times else 0.0:.3f} s", flush=True)
        if args.per_kon:
            with open(args.per_kon, "a", encoding="utf-8") as f:
                f.write(f"{a} {b} {args.seed} " + "".join(str(int(r[1])) for r in results) + "\n")
        print("  endings (A the first player): " + ", ".join(
            f"{k} {n}" for k, n in sorted(why.items())), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
