"""Бура, one кон: what each action does, narrated step by step with the rule it applies.

    >>> from karty.bura import new_game
    >>> s = new_game(4)
    >>> [(step.rule_id, step.en) for step in s.apply_action(s.legal_actions()[0])]
    [('bura.lead', 'A leads 10♣')]
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..registry import Explanation, Step
from . import narration as N
from . import rulebook as R
from . import shared_steps as K
from .actions import Action, Beat, Claim, Deal, Discard, Lead, Molodka, Pass
from .flow import (
    after_declaration,
    bura_steps,
    bura_winner,
    claim_steps,
    deal_steps,
    dealt,
    declarations,
    draw,
    holds,
    lead_step,
    played_out,
    snos_steps,
    take,
    trick_steps,
)
from .legality import BuraLegality
from .position import (
    Outcome,
    Phase,
    Reason,
    _later,
)
from .rules import (
    Declarations,
    TrumpCard,
)
from .scoring import (
    is_molodka,
    points,
)


class BuraTransitions(BuraLegality):
    """The effect of each legal action: the third layer of
    :class:`~karty.bura.state.BuraState`."""

    __slots__ = ()

    def apply_action(self, action: Action) -> Explanation:
        """Apply ``action`` in place and return the explanation of its effect
        (:meth:`karty.game.State.apply_action`; an action taken from the last
        :meth:`legal_actions`, while the state has not moved, goes straight in)."""
        if self._listed_at == len(self._history):
            for a in self._listed:
                if a is action:
                    return self._transition(action)
        return super().apply_action(action)

    def _transition(self, action: Action) -> Explanation:
        steps: list[Step] = []
        self._apply(action, steps)
        return tuple(steps)

    def apply_unchecked(self, action: Action) -> None:
        """Apply an action taken from :meth:`legal_actions` without checking
        or explaining it (for search playouts)."""
        self._apply(action, None)

    # ------------------------------------------------------------ applying
    def _apply(self, action: Action, steps: list[Step] | None) -> None:
        ph = self.phase
        # current_player(), written out (the phase is never DEAL here but at the deal)
        self._who.append(self.leader if ph is Phase.LEAD or ph is Phase.COUNTER
                         else 1 - self.leader if ph is Phase.ANSWER or ph is Phase.MOLODKA
                         else self.current_player())
        self._history.append(action)
        _APPLY[type(action)](self, action, steps)

    def _deal(self, action: Deal, steps: list[Step] | None) -> None:
        under = self.rules.trump_card is TrumpCard.UNDER_STOCK
        self.hands, self.stock = dealt(action.order, self.dealer, under)
        tc = self.trump_card = action.order[6]
        self.trump = tc.suit
        if steps is not None:
            steps.extend(deal_steps(self.rules, self.dealer, tc, under, self.leader))
        self._checkpoint(steps, after_deal=True)

    def _checkpoint(self, steps: list[Step] | None, *, after_deal: bool) -> None:
        """After the deal or a drawing: Бура, Молодка, or the end of the cards."""
        h0, h1 = self.hands
        if not h0 and not h1 and not self.stock:
            outcome, step = played_out(self._points_pair(), self.rules.exhausted)
            if steps is not None:
                steps.append(step)
            self._finish(outcome, steps)
            return
        assert self.trump is not None
        if after_deal or self.rules.declarations is Declarations.DEAL_AND_DRAWS:
            buras, molodka = declarations(self.hands, self.trump, self.leader)
            if buras:
                w = bura_winner(self.hands, buras, self.rules.double_bura)
                if steps is not None:
                    steps.extend(bura_steps(self.rules, self.hands, buras, w, after_deal))
                self._finish(Outcome(w, Reason.BURA, self._points_pair()), steps)
                return
            if molodka:
                self.phase = Phase.MOLODKA
                self.molodka = None
                return
        self.phase = Phase.LEAD
        self.molodka = None

    def _window(self, action: Molodka | Pass, steps: list[Step] | None) -> None:
        """A Молодка declared or passed (bura.molodka, bura.molodka-both)."""
        counter, declared = self.phase is Phase.COUNTER, isinstance(action, Molodka)
        if steps is not None and declared:
            steps.append(_later(R.MOLODKA_BOTH, N.molodka_both, self.leader,
                                self.last_trick_winner is not None) if counter
                         else _later(R.MOLODKA, N.molodka, 1 - self.leader))
        assert self.trump is not None
        self.phase, self.leader, self.molodka = after_declaration(
            counter, declared, self.leader, is_molodka(self.hands[self.leader], self.trump))

    def _lead(self, action: Lead, steps: list[Step] | None) -> None:
        p = self.leader
        cards = action.cards
        take(self.hands[p], cards)
        if holds(cards, self.trump_card):
            self.trump_card_public = True
        self.table = list(cards)
        if steps is not None:
            steps.append(lead_step(self.rules, p, cards, self.molodka == p))
        self.molodka = None
        self.phase = Phase.ANSWER

    def _beat(self, action: Beat, steps: list[Step] | None) -> None:
        ans = 1 - self.leader
        cards = action.cards
        take(self.hands[ans], cards)
        if holds(cards, self.trump_card):
            self.trump_card_public = True
        if steps is not None:
            assert self.trump is not None
            steps.extend(trick_steps(ans, self.table, cards, self.trump))
        self.won_up[ans].extend((*self.table, *cards))
        self._end_trick(ans, steps)

    def _discard(self, action: Discard, steps: list[Step] | None) -> None:
        ans, ld, cards = 1 - self.leader, self.leader, action.cards
        hand = self.hands[ans]
        take(hand, cards)
        if holds(cards, self.trump_card) or holds(hand, self.trump_card):
            self.trump_card_public = False
        if steps is not None:
            steps.extend(snos_steps(ans, ld, self.table, len(cards)))
        self.won_up[ld].extend(self.table)
        self.won_down[ld].extend(cards)
        self._end_trick(ld, steps)

    def _end_trick(self, winner: int, steps: list[Step] | None) -> None:
        self.table = []
        self.tricks += 1
        self.last_trick_winner = winner
        self.leader = winner
        if steps is not None:
            steps.append(K.NEXT_LEAD[winner])
        if self.stock:
            draw(self.rules, self.hands, self.stock, winner, self.trump_card, steps)
        self._checkpoint(steps, after_deal=False)

    def _claim(self, action: Claim, steps: list[Step] | None) -> None:
        c = self.current_player()
        up, down = points(self.won_up[c]), points(self.won_down[c])
        made = up + down >= self.rules.target
        if steps is not None:
            steps.extend(claim_steps(c, up, down, self.rules.target))
        self._finish(Outcome(c if made else 1 - c,
                             Reason.CLAIM_MADE if made else Reason.CLAIM_FAILED,
                             self._points_pair(), c), steps)

    def _finish(self, outcome: Outcome, steps: list[Step] | None) -> None:
        self.outcome = outcome
        self.phase = Phase.OVER
        self.molodka = None
        if steps is not None and outcome.winner is not None:
            steps.append(_later(R.STAKE, N.stake, outcome.winner, self.rules.stake))


#: Each action's transition, by its type (the action classes are final).
_APPLY: dict[type, Callable[[BuraTransitions, Any, list[Step] | None], None]] = {
    Lead: BuraTransitions._lead, Discard: BuraTransitions._discard, Beat: BuraTransitions._beat,
    Deal: BuraTransitions._deal, Claim: BuraTransitions._claim, Molodka: BuraTransitions._window,
    Pass: BuraTransitions._window,
}
