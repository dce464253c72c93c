"""Бура, one кон: whether a position read from a dict (a position set up by hand has
no history to check it against) is one that play can reach: every card once, the
piles as tricks leave them, the turned-up card where the rules put it, the leader,
the phase and the outcome consistent. :meth:`~karty.bura.state.BuraState.from_dict`
calls :func:`check_position`; it raises :class:`karty.StateError` naming the bad part.
"""

from __future__ import annotations

from ..cards import DECK, Card
from ..errors import StateError
from .position import BuraPosition, Phase, Reason, _bad
from .rules import Declarations, Exhausted, FirstLead, TrumpCard
from .scoring import is_bura, is_molodka
from .text import cards_en, cards_ru

__all__ = ["check_position"]


def check_position(s: BuraPosition) -> None:
    """Consistency of a state read from a dict; raises StateError."""
    ph = s.phase
    zones: list[tuple[str, list[Card]]] = [
        ("hands[0]", s.hands[0]), ("hands[1]", s.hands[1]), ("stock", s.stock),
        ("table", s.table),
        ("won[0].face_up", s.won_up[0]), ("won[1].face_up", s.won_up[1]),
        ("won[0].face_down", s.won_down[0]), ("won[1].face_down", s.won_down[1]),
    ]
    seen: dict[Card, str] = {}
    for name, cards in zones:
        for c in cards:
            if c in seen:
                where = seen[c] if seen[c] == name else f"{seen[c]} and {name}"
                raise StateError(f"{c} appears twice ({where})",
                                 f"{c.russian()} встречается дважды ({where})", token=name)
            seen[c] = name
    if ph is Phase.DEAL:
        if seen or s.trump_card is not None or s.outcome is not None or s.tricks:
            raise StateError("phase: before the deal no card may be out and no trump turned",
                             "phase: до сдачи карт на столе быть не может и козырь не открыт",
                             token="phase")
        return
    if len(seen) != 36:
        missing = [c for c in DECK if c not in seen]
        raise StateError(f"cards missing: {cards_en(missing)}",
                         f"cards: не хватает карт: {cards_ru(missing)}", token="cards")
    if s.trump_card is None:
        raise _bad("trump_card", None, "the turned-up card once dealt")
    tc = s.trump_card
    public_must = (True if tc in s.stock or tc in s.table or tc in s.won_up[0]
                   or tc in s.won_up[1] else
                   False if tc in s.won_down[0] or tc in s.won_down[1] else None)
    if public_must is not None and s.trump_card_public is not public_must:
        raise _bad("trump_card_public", s.trump_card_public,
                   f"{str(public_must).lower()} with {tc} where it is")
    if tc in s.stock:
        pos_ok = (s.stock[-1] == tc if s.rules.trump_card is TrumpCard.UNDER_STOCK
                  else s.stock[0] == tc)
        if not pos_ok:
            raise StateError(f"stock: the turned-up {tc} is not where the rules put it",
                             f"stock: открытый {tc.russian()} лежит не там, где велят правила",
                             token="stock")
    for q in (0, 1):
        if len(s.hands[q]) > 3:
            raise StateError(f"hands[{q}]: more than three cards",
                             f"hands[{q}]: больше трёх карт", token=f"hands[{q}]")
    played = sum(len(s.won_up[q]) + len(s.won_down[q]) for q in (0, 1))
    if played % 2:
        raise StateError("won: an odd number of cards taken in tricks",
                         "won: во взятках нечётное число карт", token="won")
    if (s.tricks == 0) != (s.last_trick_winner is None) or (s.tricks == 0) != (
            played == 0):
        raise StateError("tricks, last_trick_winner and won disagree",
                         "tricks, last_trick_winner и won не согласуются",
                         token="last_trick_winner")
    _piles(s)
    _trump_card(s)
    ld, ans = s.leader, 1 - s.leader
    hl, ha = len(s.hands[ld]), len(s.hands[ans])
    if ph is Phase.OVER:
        if s.outcome is None:
            raise _bad("outcome", None, "the outcome of a finished кон")
        _outcome(s)
        return
    if s.outcome is not None:
        raise _bad("outcome", s.outcome.to_dict(), "null before the end")
    if ph is Phase.ANSWER:
        k = len(s.table)
        if not 1 <= k <= 3 or len({c.suit for c in s.table}) != 1 and k > 1:
            raise StateError("table: a lead is one card or up to three of one suit",
                             "table: ход — одна карта или до трёх одной масти",
                             token="table")
        if hl + k != ha:
            raise StateError("hands: the answerer must hold as many cards as the leader "
                             "held before leading", "hands: у отвечающего должно быть "
                             "столько карт, сколько было у ходившего", token="hands")
        if s.stock and ha != 3:
            raise StateError("hands: the hands are not refilled though the stock lasts",
                             "hands: карты не добраны, хотя колода не кончилась",
                             token="hands")
        if s.molodka is not None:
            raise _bad("molodka", s.molodka, "null once the lead is made")
    else:
        if s.table:
            raise _bad("table", [str(c) for c in s.table], "empty before a lead")
        if hl != ha or (s.stock and hl != 3) or hl == 0:
            raise StateError("hands: both must hold the same number of cards, three while "
                             "the stock lasts", "hands: у обоих должно быть поровну карт, "
                             "по три, пока есть колода", token="hands")
        trump = s.trump
        assert trump is not None
        if any(is_bura(s.hands[q], trump) for q in (0, 1)) and (
                s.tricks == 0 or s.rules.declarations is Declarations.DEAL_AND_DRAWS):
            raise StateError("hands: a Бура in hand would have ended the кон",
                             "hands: бура на руках уже закончила бы кон", token="hands")
        if ph is Phase.MOLODKA:
            if not is_molodka(s.hands[ans], trump) or s.molodka is not None:
                raise _bad("phase", ph.value, "a Молодка window only for a Молодка holder")
        elif ph is Phase.COUNTER:
            if s.molodka != ans or not is_molodka(s.hands[ld], trump):
                raise _bad("phase", ph.value, "a counter only to a declared Молодка")
        elif s.molodka is not None and s.molodka != ld:
            raise _bad("molodka", s.molodka, "the leader or null")
        elif s.molodka == ld and not is_molodka(s.hands[ld], trump):
            raise _bad("molodka", s.molodka, "null: the leader holds no Молодка")
        _leader(s)


def _piles(s: BuraPosition) -> None:
    """The piles against the tricks, as play makes them: a trick is one to three
    cards from each side, all taken by its winner; a beaten lead lies face up, a
    trick won by the leader holds his cards face up and as many thrown off face
    down. So each pile is even, holds no more face-down than face-up cards, and
    took from a sixth to a half of its cards in tricks; the last trick's winner
    has a pile."""
    lo = hi = 0
    for q in (0, 1):
        up, down = len(s.won_up[q]), len(s.won_down[q])
        if (up + down) % 2 or down > up:
            raise StateError(f"won[{q}]: {up} face up and {down} face down is not what "
                             "tricks leave (an even pile, no more face down than face up)",
                             f"won[{q}]: {up} открытых и {down} закрытых — так взятки не "
                             "ложатся (чётное число, закрытых не больше открытых)",
                             token=f"won[{q}]")
        lo += -(-(up + down) // 6)
        hi += (up + down) // 2
    if not lo <= s.tricks <= hi:
        raise StateError(f"tricks: {s.tricks} tricks cannot leave these piles "
                         f"(from {lo} to {hi})",
                         f"tricks: {s.tricks} взяток не могут дать такие кучи "
                         f"(от {lo} до {hi})", token="tricks")
    w = s.last_trick_winner
    if w is not None and not (s.won_up[w] or s.won_down[w]):
        raise _bad("last_trick_winner", w, "a seat that took cards")


def _trump_card(s: BuraPosition) -> None:
    """The turned-up card is drawn last under the stock (so it lies there while the
    stock lasts), or first on top of it (so it lies there until the first trick)."""
    tc = s.trump_card
    assert tc is not None
    if s.rules.trump_card is TrumpCard.UNDER_STOCK:
        if s.stock and tc not in s.stock:
            raise StateError(f"trump_card: {tc} is out of the stock, but it is drawn last "
                             "and the stock lasts",
                             f"trump_card: {tc.russian()} не в колоде, а его берут последним "
                             "и колода не кончилась", token="trump_card")
    elif (tc in s.stock) != (s.tricks == 0):
        raise StateError(f"trump_card: {tc} lies on top of the stock until the first trick "
                         "and is drawn after it",
                         f"trump_card: {tc.russian()} лежит на колоде до первой взятки и "
                         "после неё его берут", token="trump_card")


def _leader(s: BuraPosition) -> None:
    """Who leads: the first leader by the rules before any trick, then the last
    trick's winner; only a declared Молодка moves the lead."""
    if s.phase not in (Phase.LEAD, Phase.MOLODKA, Phase.COUNTER) or (
            s.phase is Phase.LEAD and s.molodka is not None):
        return
    want = (s.last_trick_winner if s.last_trick_winner is not None else
            s.dealer if s.rules.first_lead is FirstLead.DEALER else 1 - s.dealer)
    if s.leader != want:
        raise _bad("leader", s.leader, f"{want}: the last trick's winner, or the first "
                   "leader by the rules")


def _outcome(s: BuraPosition) -> None:
    o = s.outcome
    assert o is not None
    if o.points != s._points_pair():
        raise _bad("outcome.points", list(o.points), f"{list(s._points_pair())}")
    if o.reason in (Reason.CLAIM_MADE, Reason.CLAIM_FAILED):
        c = o.claimant
        if c is None:
            raise _bad("outcome.claimant", None, "the claimant")
        made = o.points[c] >= s.rules.target
        want = (Reason.CLAIM_MADE if made else Reason.CLAIM_FAILED,
                c if made else 1 - c)
        if (o.reason, o.winner) != want:
            raise _bad("outcome", o.to_dict(), f"{want[0].value} won by seat {want[1]}")
    elif o.claimant is not None:
        raise _bad("outcome.claimant", o.claimant, "null unless a claim ended the кон")
    elif o.reason is Reason.DECK_EXHAUSTED:
        if s.hands[0] or s.hands[1] or s.stock or s.table:
            raise _bad("outcome.reason", o.reason.value, "cards all played out")
        p0, p1 = o.points
        w = (None if s.rules.exhausted is Exhausted.VOID or p0 == p1
             else (0 if p0 > p1 else 1))
        if o.winner != w:
            raise _bad("outcome.winner", o.winner, repr(w))
    elif o.reason is Reason.BURA:
        trump = s.trump
        assert trump is not None
        if o.winner is None or not is_bura(s.hands[o.winner], trump):
            raise _bad("outcome.winner", o.winner, "a seat holding Бура")
