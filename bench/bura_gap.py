"""Where the strong Бура player's gap to the oracle lies: at which decisions
knowing the opponent's hand pays, and how much of that hand his play can reveal.

    .venv/bin/python bench/bura_gap.py hybrid --kons 400 --truth-at none lead answer lead+answer
    .venv/bin/python bench/bura_gap.py hybrid --kons 400 --held --truth-at none lead+answer lead
    .venv/bin/python bench/bura_gap.py hidden --kons 400

``hybrid`` plays the player ``A`` against the rule of thumb on the seeded
deals of ``bench/bura_strength.py`` (кон ``i`` dealt from ``random.Random(i)``,
dealer ``i % 2``, ``A`` in seat ``(i // 2) % 2``). ``A`` is the oracle of
``bench/bura_oracle.py`` (``--oracle``, default ``search=1``: told the
opponent's hand and its own face-down pile, the stock order unknown) at the
decisions of the phases named by ``--truth-at`` (``lead``, ``answer``), and the
real strong player (``--strong``, default its defaults) at every other
decision. ``none`` is the strong player throughout, on the same deals. With
``--held`` the oracle is told less: its own face-down pile, and of the
opponent's hand only the cards he already held at his last decision with a
choice (those his play could have said something about) and those it knows;
his other cards, drawn since, are dealt at random with the stock
(:func:`held_world`). That is more than any inference from his play can
know, so it bounds what a better inference could bring this decider. Each
setting's кон are paired with the first one's: kon won by one and lost by the
other are counted both ways.

``hidden`` plays the rule of thumb against itself and, at each lead of seat 0
from the third trick on (as ``bench/bura_inference.py`` does), splits the
opponent's cards that seat 0 has not seen into those he already held at his
last decision with a choice (his play could have revealed something about
them) and those drawn since (nothing he did depends on them). A uniform guess
finds a drawn card with the chance (cards hidden) / (cards unseen); a perfect
inference could find at most every held card and that share of the drawn
ones. ``bench/bura_inference.py`` measures how many the inference finds on
the same positions (its ``cards`` column, ``--kons 40``).
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "engine"))
sys.path.insert(0, str(ROOT / "bench"))

import bura_oracle
from bura_strength import make_player, play_kon, wilson

_REAL_WORLDS: Any = None


def held_world(k: Any, s: Any, held_before: set[Any], rng: random.Random) -> Any:
    """A world of ``s`` for seat ``k.me`` that holds the true face-down pile and
    the opponent's cards that he held at his last decision with a choice (or
    that seat ``k.me`` knows); his other cards and the stock are drawn at
    random from the rest, the turned-up trump card kept in its place."""
    from karty.bura.rules import TrumpCard
    from karty.bura.scoring import is_bura
    from karty.bura.search import World

    hand = s.hands[k.opp]
    known = held_before | set(k.opp_known) | {k.trump_card}
    held = [c for c in hand if c in known]
    down = tuple(s.won_down[k.me])
    pool = [c for c in k.unseen if c not in held and c not in down]
    n_rest = len(hand) - len(held)
    for _ in range(50):
        rng.shuffle(pool)
        opp = tuple(held + pool[:n_rest])
        if not (len(opp) == 3 and is_bura(opp, k.trump)):
            break
    stock = pool[n_rest:]
    if k.trump_at == "stock":
        stock = stock + [k.trump_card] if k.rules.trump_card is TrumpCard.UNDER_STOCK \
            else [k.trump_card] + stock
    assert len(stock) == len(s.stock), (len(stock), len(s.stock))
    return World(opp, tuple(stock), down)


def _worlds(k: Any, rng: random.Random, candidates: int, keep: int, *args: Any,
            **kw: Any) -> Any:
    """The oracle's worlds while ``bura_oracle._TRUTH`` holds a state (with
    ``held`` set, :func:`held_world`'s), else the real inference."""
    truth = bura_oracle._TRUTH
    if truth.get("state") is None:
        return _REAL_WORLDS(k, rng, candidates, keep, *args, **kw)
    if truth.get("held") is None:
        return bura_oracle._oracle_worlds(k, rng, candidates, keep, *args, **kw)
    kept = [held_world(k, truth["state"], truth["held"], rng) for _ in range(keep)]
    return kept, list(kept), [1.0] * len(kept)


def _install() -> None:
    global _REAL_WORLDS
    import karty.bura.search.player as sp

    if _REAL_WORLDS is None:
        _REAL_WORLDS = sp.consistent_worlds
        sp.consistent_worlds = _worlds  # type: ignore[assignment]


class Hybrid:
    """The oracle at the decisions of ``phases``, the strong player elsewhere."""

    def __init__(self, phases: frozenset[str], oracle: str, strong: str) -> None:
        self.phases = phases
        self.oracle = make_player("strong:" + oracle)
        self.strong = make_player("strong:" + strong)

    def choose(self, obs: Any, legal: Any, rng: random.Random) -> Any:
        if obs["phase"] in self.phases:
            return self.oracle.choose(obs, legal, rng)
        bura_oracle._TRUTH["state"] = None
        return self.strong.choose(obs, legal, rng)


def hybrid_one(args: tuple[str, str, str, bool, int]) -> bool:
    """Kon ``seed`` of the hybrid (truth at ``truth_at``; with ``held`` only the
    cards the opponent held at his last choice) against the rule of thumb: won?"""
    truth_at, oracle, strong, held, seed = args
    _install()
    phases = frozenset() if truth_at == "none" else frozenset(truth_at.split("+"))
    a = Hybrid(phases, oracle, strong)

    his_last: set[Any] = set()

    def before(is_a: bool, s: Any) -> None:
        nonlocal his_last
        if not is_a and len(s.legal_actions()) > 1:
            his_last = set(s.hands[s.current_player()])
        bura_oracle._TRUTH["state"] = s if is_a else None
        bura_oracle._TRUTH["stock"] = False
        bura_oracle._TRUTH["held"] = his_last if held else None

    s, a_seat, _ = play_kon(a, make_player("heuristic"), seed, before)
    return bool(s.outcome.winner == a_seat)


def hidden_split(kons: int, seed: int, min_tricks: int = 2) -> dict[str, float]:
    """Per seat-0 lead of rule-of-thumb games: the opponent's hidden cards, those he
    held at his last decision with a choice, those drawn since, and a uniform
    guess's expected finds among the drawn ones."""
    from karty.bura import HeuristicPlayer, Rules, initial_state
    from karty.bura.players import unseen_cards
    from karty.bura.search import Knowledge

    n = hidden = held = drawn = 0
    guess = 0.0
    for i in range(seed, seed + kons):
        s = initial_state(Rules(), dealer=i % 2)
        s.apply_action(s.sample_chance(random.Random(i)))
        rngs = [random.Random(2 * i + 1), random.Random(2 * i + 2)]
        players = [HeuristicPlayer(), HeuristicPlayer()]
        at_last_choice: set[Any] = set()
        while not s.is_terminal():
            p = s.current_player()
            legal = s.legal_actions()
            obs = s.observation(p)
            if p == 1 and len(legal) > 1:
                at_last_choice = set(s.hands[1])
            if p == 0 and s.tricks >= min_tricks and len(legal) > 1 and not s.table:
                h = set(s.hands[1]) - set(Knowledge.of(obs).opp_known)
                if h:
                    kept = len(h & at_last_choice)
                    n += 1
                    hidden += len(h)
                    held += kept
                    drawn += len(h) - kept
                    guess += (len(h) - kept) * len(h) / len(unseen_cards(obs))
            s.apply_action(players[p].choose(obs, legal, rngs[p]))
    return {"positions": n, "hidden": hidden / n, "held": held / n, "drawn": drawn / n,
            "drawn_guess": guess / n, "bound": (held + guess) / n}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    sub = ap.add_subparsers(dest="what", required=True)
    h = sub.add_parser("hybrid")
    h.add_argument("--kons", type=int, default=400)
    h.add_argument("--seed", type=int, default=0)
    h.add_argument("--procs", type=int, default=2)
    h.add_argument("--truth-at", nargs="+", default=["none", "lead", "answer"],
                   help="none, lead, answer or lead+answer")
    h.add_argument("--oracle", default="search=1")
    h.add_argument("--strong", default="")
    h.add_argument("--held", action="store_true",
                   help="tell the oracle only the cards he held at his last choice "
                        "(and its own face-down pile), not the ones drawn since")
    d = sub.add_parser("hidden")
    d.add_argument("--kons", type=int, default=400)
    d.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    if args.what == "hidden":
        r = hidden_split(args.kons, args.seed)
        print(f"{r['positions']} leads of seat 0 in кон {args.seed}–{args.seed + args.kons - 1}: "
              f"his hidden cards {r['hidden']:.2f}, held at his last choice {r['held']:.2f}, "
              f"drawn since {r['drawn']:.2f} (a uniform guess finds {r['drawn_guess']:.2f} of "
              f"them); at most {r['bound']:.2f} findable")
        return 0
    first: list[bool] | None = None
    for truth_at in args.truth_at:
        jobs = [(truth_at, args.oracle, args.strong, args.held, args.seed + i) for i in range(args.kons)]
        t0 = time.perf_counter()
        if args.procs > 1:
            with multiprocessing.Pool(args.procs) as pool:
                won = pool.map(hybrid_one, jobs, chunksize=4)
        else:
            won = [hybrid_one(j) for j in jobs]
        w = sum(won)
        lo, hi = wilson(w, len(won))
        line = (f"truth at {truth_at}: {w}-{len(won) - w} of {len(won)} from {args.seed}: "
                f"{100 * w / len(won):.1f} % [{100 * lo:.1f}, {100 * hi:.1f}], "
                f"{time.perf_counter() - t0:.0f} s")
        if first is None:
            first = won
        else:
            more = sum(1 for x, y in zip(won, first, strict=True) if x and not y)
            less = sum(1 for x, y in zip(won, first, strict=True) if y and not x)
            line += f"; against {args.truth_at[0]}: won {more} it lost, lost {less} it won"
        print(line, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
