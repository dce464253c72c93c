"""Очко, a session: what each action does to the bank, the purses and the cards,
narrated step by step with the rule it applies.

    >>> from karty.ochko import new_game, OpeningBank
    >>> s = new_game(3)
    >>> [step.rule_id for step in s.apply_action(OpeningBank(20))][:1]
    ['ochko.opening-bank']
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ..cards import Card
from ..registry import Explanation, Step
from . import narration as N
from . import rulebook as R
from .actions import (
    Action,
    Ask,
    Collect,
    Cut,
    Dark,
    Deal,
    Draw,
    OpeningBank,
    Shuffle,
    Stake,
    Stand,
    Stuk,
)
from .bank import split_bank, stuk_threshold
from .duel import (
    after_player_draw,
    banker_stand_rule,
    first_banker,
    next_banker,
    settle,
)
from .legality import OchkoLegality
from .position import (
    _EMPTY,
    Outcome,
    Phase,
    Reason,
    evaluate,
    high_card_draw,
)
from .rules import BankerHand, StukMode, Zarez

_step_later = Step.later


class OchkoTransitions(OchkoLegality):
    """The effect of each legal action: the third layer of
    :class:`~karty.ochko.state.OchkoState`."""

    __slots__ = ()

    def _transition(self, action: Action) -> Explanation:
        self._steps = []
        self._history.append(action)
        self._apply(action)
        steps, self._steps = tuple(self._steps), []
        return steps

    # -- narration helpers -------------------------------------------------------------------

    def _say(self, step: Step) -> None:
        self._steps.append(step)

    def _later(self, rule_id: str, write: Callable[..., tuple[str, str]], *args: Any) -> None:
        """A step whose texts ``write(*args)`` writes when first read (args must not
        change afterwards: tuples, numbers, cards)."""
        self._steps.append(_step_later(rule_id, write, *args))

    # -- transitions -----------------------------------------------------------------------

    def _apply(self, action: Action) -> None:
        if isinstance(action, Shuffle):
            if self.phase == "first-draw":
                self._first_draw(action.order)
            else:
                self.deck = list(action.order)
                self.public = []
                self._say(N.SHUFFLE)
                self.phase = Phase.CUT
        elif isinstance(action, Cut):
            self.deck = self.deck[action.at:] + self.deck[:action.at]
            cutter = (self.banker - 1) % self.n
            self._later(R.CUT.id, N.cut, cutter, action.at)
            self._deal()
        elif isinstance(action, OpeningBank):
            self.purses[self.banker] -= action.amount
            self.bank = self.bank_start = action.amount
            self.kon_in_bank = 0
            self._later(R.OPENING_BANK.id, N.opening_bank, self.banker, action.amount)
            self._start_kon()
        elif isinstance(action, Stuk):
            self.stuk = True
            rel = "≥" if self.bank >= stuk_threshold(self.bank_start, self.rules) else "<"
            self._later(R.STUK.id, N.stuk, self.bank, rel, self.rules.stuk_factor,
                        self.bank_start)
            self._begin_deal()
        elif isinstance(action, Deal):
            self._say(N.DEAL_ON)
            self._begin_deal()
        elif isinstance(action, Ask):
            self._later(R.STAKE_FIRST.id, N.ask, self.order[self.turn])
            self.phase = Phase.STAKE
        elif isinstance(action, Collect):
            forgotten = self.order[self.turn:]
            self._later(R.FORGOTTEN.id, N.forgotten, tuple(forgotten))
            self._end_kon(forgotten)
        elif isinstance(action, Stake):
            self.stake = action.amount
            rule_id = R.STAKE_RANGE.id if action.amount > self.rules.min_stake else R.MIN_STAKE.id
            self._later(rule_id, N.stake, self.order[self.turn], action.amount, self.bank)
            self.phase = Phase.PLAYER
        elif isinstance(action, Draw):
            if self.phase == "player":
                self._player_draw()
            else:
                self._banker_draw()
        elif isinstance(action, Dark):
            seat = self.order[self.turn]
            card = self._draw()
            self.hands[seat].append(card)
            self.dark = True
            self._later(R.DARK.id, N.dark, seat)
            self._to_banker()
        elif isinstance(action, Stand):
            if self.phase == "player":
                self._later(R.PLAYER_DRAWS.id, N.player_stands, self.order[self.turn])
                self._to_banker()
            else:
                self._say(N.BANKER_STOPS)
                self._settle()
        else:  # pragma: no cover - the Action union is closed
            raise TypeError(action)

    def _first_draw(self, order: tuple[Card, ...]) -> None:
        self.deck = list(order)
        wishers = [s for s in range(self.n) if self.purses[s] >= self.rules.min_bank]
        if not wishers:
            self._say(N.NOBODY_BANKS)
            self.phase = Phase.OVER
            return
        rounds = high_card_draw(order, wishers, self.rules)
        for shown in rounds:
            self._later(R.FIRST_BANKER.id, N.first_banker_shown, shown)
        self.banker = first_banker(rounds, wishers, self.rules)
        rule_id = R.FIRST_BANKER_ORDER.id if len(wishers) > 1 else R.FIRST_BANKER.id
        self._later(rule_id, N.first_banker, self.banker)
        self.phase = Phase.OPENING_BANK

    def _eligible(self) -> list[int]:
        """The players dealt in: those who can cover the minimum бой, banker's left first."""
        return [s for k in range(1, self.n) if self.purses[s := (self.banker + k) % self.n]
                >= self.rules.min_stake]

    def _start_kon(self) -> None:
        if self.rounds >= self.max_rounds:
            self._later(R.SESSION_END.id, N.rounds_played, self.max_rounds)
            self._end_bank(final=True)
            return
        if not self._eligible():
            self._say(N.PURSE_LIMIT)
            self._end_bank()
            return
        reached = self.bank >= stuk_threshold(self.bank_start, self.rules)
        if not self.stuk and (reached or self.rules.stuk is StukMode.ANY_TIME):
            if self.rules.stuk is StukMode.MANDATORY:
                self.stuk = True
                self._later(R.STUK.id, N.stuk_due, self.bank)
            else:
                self.phase = Phase.STUK
                return
        self._begin_deal()

    def _begin_deal(self) -> None:
        if self.rules.no_shuffle and self.kon_in_bank > 0:
            self.deck.reverse()
            self._say(N.NO_SHUFFLE)
            self._deal()
        else:
            self.phase = Phase.SHUFFLE

    def _deal(self) -> None:
        # Cards shown in this кон (out of the fresh part); after a turn-over without a
        # shuffle, the last кон's shown cards lie at the bottom in the order laid (s55).
        turned = self.rules.no_shuffle and self.kon_in_bank > 0
        self.previous_public = self.public if turned else []
        self.public = []
        self.rounds += 1
        self.kon_in_bank += 1
        self.order = self._eligible()
        self.turn = 0
        for seat in (*self.order, self.banker):
            self.hands[seat] = [self.deck.pop(0)]
        self._later(R.DEAL.id, N.deal, self.rounds)
        if self.rules.zarez is Zarez.OWN_CARD:
            self._say(N.ZAREZ_OWN)
        else:
            card = self.deck.pop()
            self.deck.insert(0, card)
            self.crosswise = card
            self._later(R.ZAREZ.id, N.zarez_crosswise, card)
        self.phase = Phase.ASK

    def _draw(self) -> Card:
        card = self.deck.pop()
        if card == self.crosswise:
            self.crosswise = None
            self.deck.insert(0, card)
            self._say(N.DECK_EXHAUSTED)
            card = self.deck.pop()
        return card

    def _player_draw(self) -> None:
        seat = self.order[self.turn]
        hand = self.hands[seat]
        hand.append(self._draw())
        v = evaluate(hand, self.rules)
        then, rid = after_player_draw(v, len(hand))
        if then != "bust":
            self._later(R.DRAW_FROM_BOTTOM.id, N.draw_from_bottom, seat)
        if then == "bust" or then == "immediate":
            self.public.extend(hand)
            self._later(rid, N.player_bust if then == "bust" else N.immediate, seat, v,
                        tuple(hand), self.stake)
            self._pay(Reason.BUST if then == "bust" else Reason.IMMEDIATE, then != "bust")
            self._end_duel()
        elif then == "final":
            self._later(rid, N.player_stands_on, seat, v)
            self._to_banker()

    def _to_banker(self) -> None:
        self.phase = Phase.BANKER
        self._banker_auto()

    def _banker_auto(self) -> None:
        """Settle at once when the banker has no choice but to stand."""
        if self._banker_must()[1]:
            hand = self.hands[self.banker]
            if hand:
                v = evaluate(hand, self.rules)
                self._later(banker_stand_rule(v, self.rules), N.banker_must_stand, v)
            self._settle()

    def _banker_draw(self) -> None:
        hand = self.hands[self.banker]
        must_draw, _ = self._banker_must()
        card = self._draw()
        hand.append(card)
        v = evaluate(hand, self.rules)
        rid = R.BANKER_15.id if (must_draw and len(hand) > 1) else R.BANKER_DRAWS.id
        self._later(rid, N.banker_draws, card, tuple(hand), v)
        if v.is_bust:
            seat = self.order[self.turn]
            rid = R.DARK_BANKER_BUST.id if self.dark else R.BANKER_BUST.id
            self._later(rid, N.banker_bust, seat, self.stake)
            self.public.extend(self.hands[seat])
            self._pay(Reason.BANKER_BUST, True)
            self._end_duel()
            return
        self._banker_auto()

    def _settle(self) -> None:
        seat = self.order[self.turn]
        hand = self.hands[seat]
        bhand = self.hands[self.banker]
        self.public.extend(hand)
        reason, won, rid, write, values = settle(
            evaluate(hand, self.rules), evaluate(bhand, self.rules) if bhand else _EMPTY,
            self.dark)
        self._later(rid, write, seat, tuple(hand), *values, self.stake)
        self._pay(reason, won)
        self._end_duel()

    def _pay(self, reason: Reason, player_won: bool) -> None:
        """The duel's outcome recorded, and the stake paid from the bank or into it."""
        seat = self.order[self.turn]
        self.outcomes.append(Outcome(self.rounds, seat, self.stake, player_won, reason,
                                     tuple(self.hands[seat]), tuple(self.hands[self.banker]),
                                     self.dark))
        paid = self.stake if player_won else -self.stake
        self.bank -= paid
        self.purses[seat] += paid
        self._later(R.SETTLE.id, N.bank_now, self.bank)

    def _to_top(self, cards: Sequence[Card]) -> None:
        for card in cards:
            self.deck.insert(0, card)

    def _end_duel(self) -> None:
        seat = self.order[self.turn]
        bhand = self.hands[self.banker]
        keep = 1 if self.rules.banker_hand is BankerHand.KEPT else 0
        self._to_top(self.hands[seat])
        self._to_top(bhand[keep:])
        self.public.extend(bhand[keep:])
        self.hands[seat] = []
        self.hands[self.banker] = bhand[:keep]
        self._say(N.PLAYED_ON_TOP)
        self.dark = False
        self.stake = 0
        self.turn += 1
        if self.bank == 0:
            self._later(R.WHOLE_BANK.id, N.whole_bank, seat)
            self._end_kon([])
        elif self.turn == len(self.order):
            self._end_kon([])
        else:
            self.phase = Phase.ASK

    def _end_kon(self, forgotten: Sequence[int]) -> None:
        for seat in self.order:
            if self.hands[seat]:
                self._to_top(self.hands[seat])
                self.hands[seat] = []
        self._to_top(self.hands[self.banker])
        self.public.extend(self.hands[self.banker])
        self.hands[self.banker] = []
        self.crosswise = None
        self.order = []
        self.turn = 0
        if self.bank == 0:
            self._end_bank()
        elif forgotten and self.rules.forgotten_penalty:
            shares = split_bank(self.bank, forgotten, self.rules)
            given = sum(shares.values())
            for seat, amount in shares.items():
                self.purses[seat] += amount
            self.purses[self.banker] += self.bank - given
            self.bank = 0
            self._later(R.FORGOTTEN_PENALTY.id if len(forgotten) == 1 else R.PENALTY_SPLIT.id,
                        N.penalty, tuple(shares.items()))
            self._end_bank()
        elif self.stuk:
            self._later(R.STUK_END.id, N.stuk_end, self.bank)
            self._end_bank()
        else:
            self._start_kon()

    def _end_bank(self, final: bool = False) -> None:
        self.purses[self.banker] += self.bank
        self.bank = 0
        self.bank_start = 0
        self.stuk = False
        self.kon_in_bank = 0
        self.banks_done += 1
        old = self.banker
        if final or self.banks_done >= self.max_banks or self.rounds >= self.max_rounds:
            self._say(N.SESSION_OVER)
            self.phase = Phase.OVER
            return
        seat = next_banker(self.purses, old, self.rules)
        if seat is not None:
            self.banker = seat
            self._later(R.BANK_PASSES.id, N.bank_passes, seat)
            self.phase = Phase.OPENING_BANK
            return
        self._say(N.NOBODY_ELSE)
        self.phase = Phase.OVER
