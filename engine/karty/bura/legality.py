"""Бура, one кон: what may be played now (bura.lead, bura.beat, bura.surrender, bura.claim,
bura.molodka) and, at the deal, the chance outcomes."""

from __future__ import annotations

import random

from ..cards import shuffled_deck
from ..chance import Shuffles
from ..errors import IllegalActionError
from .actions import Action, Deal, parse_action
from .moves import DECLARE, DECLARE_OR_CLAIM, answers, leads
from .position import (
    BuraPosition,
    Phase,
    _among,
    _deal_order,
)
from .reasons import check
from .rules import (
    ClaimTiming,
    MolodkaLead,
)


class BuraLegality(BuraPosition):
    """Legal actions, why an action is illegal, and chance: the second layer of
    :class:`~karty.bura.state.BuraState`."""

    __slots__ = ()

    def chance_outcomes(self) -> Shuffles[Action]:
        """At the deal: every order of the deck, each with probability 1/36!.

        >>> from karty import DECK
        >>> from karty.bura import initial_state, Deal
        >>> o = initial_state().chance_outcomes()
        >>> o.total(), o.probability(Deal(DECK)) * o.count
        (Fraction(1, 1), Fraction(1, 1))
        """
        if self.phase is not Phase.DEAL:
            raise _not_chance()
        return Shuffles(Deal, _deal_order)

    def sample_chance(self, rng: random.Random) -> Deal:
        """The deal: a deck order drawn from ``rng`` only."""
        if self.phase is not Phase.DEAL:
            raise _not_chance()
        return Deal._of(shuffled_deck(rng))

    def legal_actions(self) -> tuple[Action, ...]:
        """Every legal action of the player to act, in a stable order
        (:mod:`karty.bura.moves`). At the chance node it is empty: use
        :meth:`sample_chance`."""
        ph = self.phase
        legal: tuple[Action, ...]
        if ph is Phase.LEAD:
            leader = self.leader
            legal = leads(self.hands[leader], len(self.hands[1 - leader]),
                          self.molodka == leader
                          and self.rules.molodka_lead is MolodkaLead.ALL_THREE)
        elif ph is Phase.ANSWER:
            assert self.trump is not None
            legal = answers(self.hands[1 - self.leader], self.table, self.trump,
                            self.rules.claim_timing is not ClaimTiming.ON_LEAD)
        elif ph is Phase.MOLODKA or ph is Phase.COUNTER:
            legal = (DECLARE_OR_CLAIM if self.rules.claim_timing is ClaimTiming.ANY_TIME
                     else DECLARE)
        else:
            return ()
        self._listed = legal
        self._listed_at = len(self._history)
        return legal

    @classmethod
    def parse_action(cls, text: str) -> Action:
        return parse_action(text)

    def illegal_reason(self, action: object) -> IllegalActionError | None:
        """Why ``action`` may not be applied now, or ``None``.

        >>> from karty import DECK
        >>> from karty.bura import new_game, Claim, Deal
        >>> s = new_game(1)
        >>> s.illegal_reason(Claim()) is None, s.illegal_reason(Deal(DECK)).en
        (True, 'the cards are already dealt')
        """
        if self._listed_at == len(self._history) and _among(action, self._listed):
            return None  # one of the legal actions just listed
        try:
            check(self, action)
        except IllegalActionError as e:
            return e
        return None


def _not_chance() -> IllegalActionError:
    return IllegalActionError("deal: this is not a chance node, the cards are dealt",
                              "deal: сейчас не сдача, карты уже сданы", token="deal")
