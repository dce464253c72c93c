"""Очко, a session: the bank's course between the duels, as functions of the position
(the state's transitions call them): the draw «на старшего» for the first bank
(ochko.first-banker), a кон begun (no more кон, nobody to stake, «стук» due or
offered, ochko.stuk), dealt (one card each, the crosswise card, ochko.zarez) and
ended (the forgotten-player penalty, ochko.forgotten), and a bank ended and passed
on (ochko.bank-passes). The duel itself (the player's and the banker's draws, the
settlement) is :mod:`karty.ochko.transitions`; the money is :mod:`karty.ochko.bank`.
Each step is narrated into the transition's explanation.

    >>> from karty.ochko import new_game, OpeningBank
    >>> s = new_game(3)
    >>> _ = s.apply_action(OpeningBank(20))
    >>> eligible(s), str(s.phase)
    ([1, 2], 'shuffle')
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import Card
from . import narration as N
from . import rulebook as R
from .bank import split_bank, stuk_threshold
from .duel import first_banker, next_banker
from .position import OchkoPosition, Phase, high_card_draw
from .rules import BankerHand, StukMode, Zarez

__all__ = [
    "begin_deal",
    "deal",
    "draw",
    "eligible",
    "end_bank",
    "end_duel",
    "end_kon",
    "first_draw",
    "start_kon",
    "to_top",
]


def first_draw(st: OchkoPosition, order: tuple[Card, ...]) -> None:
    st.deck = list(order)
    wishers = [s for s in range(st.n) if st.purses[s] >= st.rules.min_bank]
    if not wishers:
        st._say(N.NOBODY_BANKS)
        st.phase = Phase.OVER
        return
    rounds = high_card_draw(order, wishers, st.rules)
    for shown in rounds:
        st._later(R.FIRST_BANKER.id, N.first_banker_shown, shown)
    st.banker = first_banker(rounds, wishers, st.rules)
    rule_id = R.FIRST_BANKER_ORDER.id if len(wishers) > 1 else R.FIRST_BANKER.id
    st._later(rule_id, N.first_banker, st.banker)
    st.phase = Phase.OPENING_BANK


def eligible(st: OchkoPosition) -> list[int]:
    """The players dealt in: those who can cover the minimum бой, banker's left first."""
    return [s for k in range(1, st.n) if st.purses[s := (st.banker + k) % st.n]
            >= st.rules.min_stake]


def start_kon(st: OchkoPosition) -> None:
    if st.rounds >= st.max_rounds:
        st._later(R.SESSION_END.id, N.rounds_played, st.max_rounds)
        end_bank(st, final=True)
        return
    if not eligible(st):
        st._say(N.PURSE_LIMIT)
        end_bank(st)
        return
    reached = st.bank >= stuk_threshold(st.bank_start, st.rules)
    if not st.stuk and (reached or st.rules.stuk is StukMode.ANY_TIME):
        if st.rules.stuk is StukMode.MANDATORY:
            st.stuk = True
            st._later(R.STUK.id, N.stuk_due, st.bank)
        else:
            st.phase = Phase.STUK
            return
    begin_deal(st)


def begin_deal(st: OchkoPosition) -> None:
    if st.rules.no_shuffle and st.kon_in_bank > 0:
        st.deck.reverse()
        st._say(N.NO_SHUFFLE)
        deal(st)
    else:
        st.phase = Phase.SHUFFLE


def deal(st: OchkoPosition) -> None:
    # Cards shown in this кон (out of the fresh part); after a turn-over without a
    # shuffle, the last кон's shown cards lie at the bottom in the order laid (s55).
    turned = st.rules.no_shuffle and st.kon_in_bank > 0
    st.previous_public = st.public if turned else []
    st.public = []
    st.rounds += 1
    st.kon_in_bank += 1
    st.order = eligible(st)
    st.turn = 0
    for seat in (*st.order, st.banker):
        st.hands[seat] = [st.deck.pop(0)]
    st._later(R.DEAL.id, N.deal, st.rounds)
    if st.rules.zarez is Zarez.OWN_CARD:
        st._say(N.ZAREZ_OWN)
    else:
        card = st.deck.pop()
        st.deck.insert(0, card)
        st.crosswise = card
        st._later(R.ZAREZ.id, N.zarez_crosswise, card)
    st.phase = Phase.ASK


def draw(st: OchkoPosition) -> Card:
    """The next card from the bottom of the deck; the crosswise card comes last (the deck
    is then exhausted: it goes under the rest, ochko.zarez)."""
    card = st.deck.pop()
    if card == st.crosswise:
        st.crosswise = None
        st.deck.insert(0, card)
        st._say(N.DECK_EXHAUSTED)
        card = st.deck.pop()
    return card



def end_duel(st: OchkoPosition) -> None:
    """A duel over: its cards on top of the deck (the banker keeping his own as the rules
    say), then the next player, or the кон's end (the bank won whole, or all have played)."""
    seat = st.order[st.turn]
    bhand = st.hands[st.banker]
    keep = 1 if st.rules.banker_hand is BankerHand.KEPT else 0
    to_top(st.deck, st.hands[seat])
    to_top(st.deck, bhand[keep:])
    st.public.extend(bhand[keep:])
    st.hands[seat] = []
    st.hands[st.banker] = bhand[:keep]
    st._say(N.PLAYED_ON_TOP)
    st.dark = False
    st.stake = 0
    st.turn += 1
    if st.bank == 0:
        st._later(R.WHOLE_BANK.id, N.whole_bank, seat)
        end_kon(st, [])
    elif st.turn == len(st.order):
        end_kon(st, [])
    else:
        st.phase = Phase.ASK



def to_top(deck: list[Card], cards: Sequence[Card]) -> None:
    """Lay ``cards`` on top of ``deck``, one by one (the played cards, ochko.s55)."""
    for card in cards:
        deck.insert(0, card)


def end_kon(st: OchkoPosition, forgotten: Sequence[int]) -> None:
    for seat in st.order:
        if st.hands[seat]:
            to_top(st.deck, st.hands[seat])
            st.hands[seat] = []
    to_top(st.deck, st.hands[st.banker])
    st.public.extend(st.hands[st.banker])
    st.hands[st.banker] = []
    st.crosswise = None
    st.order = []
    st.turn = 0
    if st.bank == 0:
        end_bank(st)
    elif forgotten and st.rules.forgotten_penalty:
        shares = split_bank(st.bank, forgotten, st.rules)
        given = sum(shares.values())
        for seat, amount in shares.items():
            st.purses[seat] += amount
        st.purses[st.banker] += st.bank - given
        st.bank = 0
        st._later(R.FORGOTTEN_PENALTY.id if len(forgotten) == 1 else R.PENALTY_SPLIT.id,
                    N.penalty, tuple(shares.items()))
        end_bank(st)
    elif st.stuk:
        st._later(R.STUK_END.id, N.stuk_end, st.bank)
        end_bank(st)
    else:
        start_kon(st)


def end_bank(st: OchkoPosition, final: bool = False) -> None:
    st.purses[st.banker] += st.bank
    st.bank = 0
    st.bank_start = 0
    st.stuk = False
    st.kon_in_bank = 0
    st.banks_done += 1
    old = st.banker
    if final or st.banks_done >= st.max_banks or st.rounds >= st.max_rounds:
        st._say(N.SESSION_OVER)
        st.phase = Phase.OVER
        return
    seat = next_banker(st.purses, old, st.rules)
    if seat is not None:
        st.banker = seat
        st._later(R.BANK_PASSES.id, N.bank_passes, seat)
        st.phase = Phase.OPENING_BANK
        return
    st._say(N.NOBODY_ELSE)
    st.phase = Phase.OVER
