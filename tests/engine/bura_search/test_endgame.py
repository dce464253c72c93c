"""The endgame solver agrees with a brute-force minimax over the engine itself."""

import pytest
from karty.bura import BuraState, Claim, Rules
from karty.bura.search import solvable, solve
from karty.bura.state import Phase
from search_helpers import played


def brute(s: BuraState) -> int:
    """Seat 0's minimax value by trying every legal action through the engine
    (claims included, made or failed), with no shortcut of the solver's."""
    if s.is_terminal():
        r = s.returns()[0]
        return (r > 0) - (r < 0)
    p = s.current_player()
    values = []
    for a in s.legal_actions():
        c = s.clone()
        c.apply_action(a)
        values.append(brute(c))
    return max(values) if p == 0 else min(values)


def endgames(target: int, n: int, heuristic: bool) -> list[BuraState]:
    out = []
    seed = 0
    while len(out) < n and seed < 400:
        s = played(seed, 100, Rules(target=target), heuristic, until_empty=True)
        seed += 1
        if not s.is_terminal():
            assert solvable(s)
            out.append(s)
    return out


def _stop_early(s: BuraState, plies: int) -> BuraState:
    """``s`` with the stock already empty, ``plies`` moves further on."""
    for _ in range(plies):
        if s.is_terminal():
            break
        s.apply_action(next(a for a in s.legal_actions() if not isinstance(a, Claim)))
    return s


@pytest.mark.parametrize("target", [31, 55, 70, 120])
def test_solver_matches_brute_force(target):
    positions = endgames(target, 6, heuristic=target % 2 == 0)
    assert len(positions) == 6
    seen = set()
    for s in positions:
        v = solve(s)
        assert v == brute(s), s.to_dict()
        seen.add(v)
    if target == 120:  # nobody can claim: the cards decide, and both sides can win
        assert seen <= {-1, 0, 1}


def test_solver_answers_and_later_leads_match_brute_force():
    checked = 0
    for s in endgames(60, 8, heuristic=False):
        for plies in (1, 2, 3):
            t = _stop_early(s.clone(), plies)
            if t.is_terminal() or not solvable(t):
                continue
            assert solve(t) == brute(t)
            checked += t.phase is Phase.ANSWER
    assert checked > 0


def test_solve_refuses_a_stock_still_in_play():
    s = played(1, 2)
    assert s.stock and not solvable(s)
    with pytest.raises(ValueError):
        solve(s)
