"""Очко: the rules of one duel as functions of the hands' values (no state): what a
card drawn by the player does (ochko.bust, ochko.immediate-21, ochko.superochko),
how a duel is settled (ochko.goal, ochko.tie-to-banker,
ochko.dark-21, ochko.dark-player-bust), and who banks first or next. The session's
transitions (:mod:`karty.ochko.transitions`) apply them and narrate each.

    >>> from karty.ochko.values import evaluate
    >>> settle(evaluate("10♠ 9♥"), evaluate("10♦ 9♣"), dark=False)[:3]
    (<Reason.TIE: 'tie'>, False, 'ochko.tie-to-banker')
    >>> after_player_draw(evaluate("A♠ 10♥"), 2), after_player_draw(evaluate("10♠ 9♥ 8♦"), 3)
    (('immediate', 'ochko.immediate-21'), ('bust', 'ochko.bust'))
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..cards import Card
from . import narration as N
from . import rulebook as R
from .position import Reason, _first_banker_key
from .rules import Rules
from .values import HandValue, Kind

__all__ = ["after_player_draw", "first_banker", "next_banker", "settle"]

Texts = Callable[..., tuple[str, str]]


def after_player_draw(v: HandValue, cards: int) -> tuple[str | None, str]:
    """What the player's hand of ``cards`` cards worth ``v`` does after a card:
    ``("bust", rule)`` (ochko.bust; two aces under the house rule), ``("immediate",
    rule)`` (21 or «суперочко» with two cards: he wins at once), ``("final", rule)``
    (21 or a special hand: he stands) or ``(None, "")`` (he may go on)."""
    if v.is_bust:
        return "bust", (R.TWO_ACES_BUST.id if R.TWO_ACES_BUST.id in v.rule_ids else R.BUST.id)
    if cards == 2 and (v.kind is Kind.SUPEROCHKO or (v.kind is Kind.TOTAL and v.points == 21)):
        return "immediate", (R.SUPEROCHKO.id if v.kind is Kind.SUPEROCHKO
                             else R.IMMEDIATE_21.id)
    return ("final", R.STAND_ON_21.id) if v.is_final else (None, "")


def settle(pv: HandValue, bv: HandValue, dark: bool,
           ) -> tuple[Reason, bool, str, Texts, tuple[HandValue, ...]]:
    """How a duel that came to the banker ends: the reason, whether the player won,
    the rule, the narration and its values (after the seat and the hand shown)."""
    if dark and pv.is_bust:
        return Reason.DARK_BUST, False, R.DARK_PLAYER_BUST.id, N.dark_bust, (pv,)
    if dark and pv.rank == 21 and bv.rank == 21:
        return Reason.DARK_21, True, R.DARK_21.id, N.dark_21, (pv,)
    if pv.rank > bv.rank:
        return Reason.HIGHER, True, R.GOAL.id, N.higher, (pv, bv)
    if pv.rank == bv.rank:
        return Reason.TIE, False, R.TIE_TO_BANKER.id, N.tie, (pv,)
    return Reason.LOWER, False, R.GOAL.id, N.lower, (pv, bv)


def first_banker(rounds: Sequence[Sequence[tuple[int, Card]]], wishers: Sequence[int],
                 rules: Rules) -> int:
    """The seat that banks first after the draw «на старшего» (ochko.first-banker):
    the first of the last round's highest cards (the only wisher if there was no
    round)."""
    if not rounds:
        return wishers[0]
    best = max(_first_banker_key(c, rules) for _, c in rounds[-1])
    return next(s for s, c in rounds[-1] if _first_banker_key(c, rules) == best)


def next_banker(purses: Sequence[int], old: int, rules: Rules) -> int | None:
    """The seat the bank passes to (ochko.bank-passes): the first to the old
    banker's left who can open a bank while someone else can stake; None: nobody."""
    n = len(purses)
    for k in range(1, n):
        seat = (old + k) % n
        if purses[seat] >= rules.min_bank and any(
                purses[s] >= rules.min_stake for s in range(n) if s != seat):
            return seat
    return None
