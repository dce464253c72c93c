"""Очко, a session: what each action does to the bank, the purses and the cards,
narrated step by step with the rule it applies.

    >>> from karty.ochko import new_game, OpeningBank
    >>> s = new_game(3)
    >>> [step.rule_id for step in s.apply_action(OpeningBank(20))][:1]
    ['ochko.opening-bank']
"""

from __future__ import annotations

from ..registry import Explanation
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
from .bank import stuk_threshold
from .course import begin_deal, deal, draw, end_duel, end_kon, first_draw, start_kon
from .duel import (
    after_player_draw,
    settle,
)
from .legality import OchkoLegality
from .position import (
    _EMPTY,
    Outcome,
    Phase,
    Reason,
    evaluate,
)
from .standing import banker_stand_rule


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

    def _apply(self, action: Action) -> None:
        if isinstance(action, Shuffle):
            if self.phase == "first-draw":
                first_draw(self, action.order)
            else:
                self.deck = list(action.order)
                self.public = []
                self._say(N.SHUFFLE)
                self.phase = Phase.CUT
        elif isinstance(action, Cut):
            self.deck = self.deck[action.at:] + self.deck[:action.at]
            cutter = (self.banker - 1) % self.n
            self._later(R.CUT.id, N.cut, cutter, action.at)
            deal(self)
        elif isinstance(action, OpeningBank):
            self.purses[self.banker] -= action.amount
            self.bank = self.bank_start = action.amount
            self.kon_in_bank = 0
            self._later(R.OPENING_BANK.id, N.opening_bank, self.banker, action.amount)
            start_kon(self)
        elif isinstance(action, Stuk):
            self.stuk = True
            rel = "≥" if self.bank >= stuk_threshold(self.bank_start, self.rules) else "<"
            self._later(R.STUK.id, N.stuk, self.bank, rel, self.rules.stuk_factor,
                        self.bank_start)
            begin_deal(self)
        elif isinstance(action, Deal):
            self._say(N.DEAL_ON)
            begin_deal(self)
        elif isinstance(action, Ask):
            self._later(R.STAKE_FIRST.id, N.ask, self.order[self.turn])
            self.phase = Phase.STAKE
        elif isinstance(action, Collect):
            forgotten = self.order[self.turn:]
            self._later(R.FORGOTTEN.id, N.forgotten, tuple(forgotten))
            end_kon(self, forgotten)
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
            card = draw(self)
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

    def _player_draw(self) -> None:
        seat = self.order[self.turn]
        hand = self.hands[seat]
        hand.append(draw(self))
        v = evaluate(hand, self.rules)
        then, rid = after_player_draw(v, len(hand))
        if then != "bust":
            self._later(R.DRAW_FROM_BOTTOM.id, N.draw_from_bottom, seat)
        if then == "bust" or then == "immediate":
            self.public.extend(hand)
            self._later(rid, N.player_bust if then == "bust" else N.immediate, seat, v,
                        tuple(hand), self.stake)
            self._pay(Reason.BUST if then == "bust" else Reason.IMMEDIATE, then != "bust")
            end_duel(self)
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
        card = draw(self)
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
            end_duel(self)
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
        end_duel(self)

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
