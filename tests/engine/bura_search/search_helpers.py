"""Positions for the search tests: seeded кон played part way."""

import random

from karty.bura import BuraState, Claim, HeuristicPlayer, RandomPlayer, Rules, new_game


def played(seed: int, steps: int, rules: Rules | None = None, heuristic: bool = True,
           until_empty: bool = False) -> BuraState:
    """Kon ``seed`` after up to ``steps`` moves of two players (no claims),
    or (``until_empty``) until the stock is empty and a lead or answer is due."""
    s = new_game(seed, rules, dealer=seed % 2)
    rng = random.Random(seed)
    player = HeuristicPlayer() if heuristic else RandomPlayer()
    for _ in range(steps):
        if s.is_terminal() or (until_empty and not s.stock
                                and s.current_player() >= 0 and s.phase.value in ("lead", "answer")):
            break
        legal = [a for a in s.legal_actions() if not isinstance(a, Claim)]
        a = player.choose(s.observation(s.current_player()), legal, rng)
        if s.is_terminal():
            break
        s.apply_action(a)
    return s
