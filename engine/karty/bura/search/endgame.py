"""The exact end of a кон once the stock is empty, with every card known.

With no stock there is nothing left to draw, so no Бура and no Молодка can
come (a declaration needs three cards in hand after a drawing), and the кон
is a finite two-player game of perfect information in one world: each side
leads or answers, and whoever is to act with the target reached claims and
wins («Игра сделана», bura.s22); when the cards run out the rules'
``exhausted`` option decides. :func:`solve` searches it exhaustively
(minimax with cut-offs and a transposition table), so its value is exact:

    >>> from karty.bura import Claim, new_game
    >>> s = new_game(6)
    >>> while not solvable(s):
    ...     s.apply_unchecked(next(a for a in s.legal_actions() if a != Claim()))
    >>> s.points_taken(0), s.points_taken(1), s.current_player(), solve(s)
    (37, 55, 0, 1)

The value is seat 0's: +1 a win, −1 a loss, 0 a кон won by nobody.
"""

from __future__ import annotations

from itertools import combinations

from ...cards import DECK, Card, Suit
from ..rules import ClaimTiming, Exhausted, MolodkaLead
from ..scoring import can_beat, points
from ..state import BuraState, Phase

__all__ = ["solvable", "solve"]

_IDX: dict[Card, int] = {c: i for i, c in enumerate(DECK)}

def solvable(s: BuraState) -> bool:
    """True if ``s`` is a lead or an answer with the stock empty."""
    return not s.stock and s.phase in (Phase.LEAD, Phase.ANSWER)


class _Solver:
    __slots__ = ("answer_claims", "memo", "target", "trump", "void")

    def __init__(self, s: BuraState) -> None:
        assert s.trump is not None
        self.trump: Suit = s.trump
        self.target = s.rules.target
        self.answer_claims = s.rules.claim_timing is not ClaimTiming.ON_LEAD
        self.void = s.rules.exhausted is Exhausted.VOID
        self.memo: dict[tuple[object, ...], int] = {}

    def end(self, p0: int, p1: int) -> int:
        if self.void or p0 == p1:
            return 0
        return 1 if p0 > p1 else -1

    def lead(self, hands: tuple[tuple[Card, ...], tuple[Card, ...]], ld: int, p0: int,
             p1: int, forced: bool) -> int:
        """Value (seat 0's) with ``ld`` to lead."""
        if (p0 if ld == 0 else p1) >= self.target:
            return 1 if ld == 0 else -1
        mine = hands[ld]
        if not mine:
            return self.end(p0, p1)
        key = (hands, ld, p0, p1, forced)
        got = self.memo.get(key)
        if got is not None:
            return got
        best_for_mover = 1 if ld == 0 else -1
        best = -2 if ld == 0 else 2
        room = len(hands[1 - ld])
        leads: list[tuple[Card, ...]] = []
        if forced:
            leads.append(mine)
        else:
            for n in (1, 2, 3):
                if n > room:
                    break
                for combo in combinations(mine, n):
                    if n == 1 or all(c.suit == combo[0].suit for c in combo):
                        leads.append(combo)
        for cards in leads:
            rest = tuple(c for c in mine if c not in cards)
            nh = (rest, hands[1]) if ld == 0 else (hands[0], rest)
            v = self.answer(nh, ld, cards, p0, p1)
            if (ld == 0 and v > best) or (ld == 1 and v < best):
                best = v
                if best == best_for_mover:
                    break
        self.memo[key] = best
        return best

    def answer(self, hands: tuple[tuple[Card, ...], tuple[Card, ...]], ld: int,
               table: tuple[Card, ...], p0: int, p1: int) -> int:
        """Value (seat 0's) with ``table`` led by ``ld`` and the other to answer."""
        an = 1 - ld
        if self.answer_claims and (p0 if an == 0 else p1) >= self.target:
            return 1 if an == 0 else -1
        best_for_mover = 1 if an == 0 else -1
        best = -2 if an == 0 else 2
        mine = hands[an]
        trick = points(table)
        for combo in combinations(mine, len(table)):
            rest = tuple(c for c in mine if c not in combo)
            nh = (rest, hands[1]) if an == 0 else (hands[0], rest)
            gain = trick + points(combo)
            options = [ld]
            if can_beat(table, combo, self.trump):
                options.append(an)
            for w in options:
                q0 = p0 + gain if w == 0 else p0
                q1 = p1 + gain if w == 1 else p1
                v = self.lead(nh, w, q0, q1, False)
                if (an == 0 and v > best) or (an == 1 and v < best):
                    best = v
                    if best == best_for_mover:
                        return best
        return best


def solve(s: BuraState) -> int:
    """Seat 0's exact value of ``s`` (a :func:`solvable` state, every card in
    its place) when both sides play perfectly: +1, 0 or −1."""
    if not solvable(s):
        raise ValueError("solve: the stock must be empty and a lead or an answer due")
    sv = _Solver(s)
    p0, p1 = s.points_taken(0), s.points_taken(1)
    h0 = tuple(sorted(s.hands[0], key=_IDX.__getitem__))
    h1 = tuple(sorted(s.hands[1], key=_IDX.__getitem__))
    if s.phase is Phase.LEAD:
        forced = s.molodka == s.leader and s.rules.molodka_lead is MolodkaLead.ALL_THREE
        return sv.lead((h0, h1), s.leader, p0, p1, forced)
    return sv.answer((h0, h1), s.leader, tuple(s.table), p0, p1)
