"""Очко, a session: what may be done now, why an action is not allowed, and the
chance outcomes of a shuffle or a cut.

    >>> from karty.ochko import new_game
    >>> new_game(3).legal_actions()
    (BankRange(lo=10, hi=100),)
"""

from __future__ import annotations

import random

from ..cards import shuffled_deck
from ..chance import ChanceOutcomes, Listed, Shuffles
from ..errors import (
    IllegalActionError,
)
from .actions import (
    Action,
    BankRange,
    Cut,
    OpeningBank,
    Shuffle,
    Stake,
    StakeRange,
    parse_action,
)
from .position import (
    _ASK,
    _COLLECT,
    _DARK,
    _DEAL,
    _DRAW,
    _EMPTY,
    _STAND,
    _STUK,
    OchkoPosition,
    Phase,
    _among,
    _shuffle_order,
    evaluate,
)
from .reasons import illegal
from .standing import banker_must


class OchkoLegality(OchkoPosition):
    """Legal actions, why an action is illegal, and chance: the second layer of
    :class:`~karty.ochko.state.OchkoState`."""

    __slots__ = ()

    def legal_actions(self) -> tuple[Action, ...]:
        """The legal actions, in a stable order. A stake or an opening bank is one
        entry for the whole range of amounts (:class:`StakeRange`,
        :class:`BankRange`): choose the amount with its ``at(n)`` or ``sample(rng)``.
        So the list never has more than three entries."""
        legal = self._legal_now()
        if legal and not isinstance(legal[0], (StakeRange, BankRange)):
            self._listed, self._listed_at = legal, len(self._history)
        return legal

    def _legal_now(self) -> tuple[Action, ...]:
        phase = self.phase
        if phase == "opening-bank":
            return (BankRange(self.rules.min_bank, self.purses[self.banker]),)
        if phase == "stuk":
            return (_STUK, _DEAL)
        if phase == "ask":
            return (_ASK, _COLLECT)
        if phase == "stake":
            lo, hi = self.stake_bounds()
            return (StakeRange(lo, hi),)
        if phase == "player":
            return self._player_actions()
        if phase == "banker":
            return self._banker_actions()
        return ()

    def _legal(self, action: object) -> bool:
        """Whether ``action`` may be applied now: one of :meth:`legal_actions`, or an
        amount within one of its ranges (a range itself is never applied)."""
        phase = self.phase
        if isinstance(action, (StakeRange, BankRange)):
            return False
        if isinstance(action, OpeningBank):
            return phase == "opening-bank" and \
                self.rules.min_bank <= action.amount <= self.purses[self.banker]
        if isinstance(action, Stake):
            lo, hi = self.stake_bounds()
            return phase == "stake" and lo <= action.amount <= hi
        if isinstance(action, Shuffle):
            return phase in ("first-draw", "shuffle")
        if isinstance(action, Cut):
            return phase == "cut"
        return action in self._legal_now()

    def _player_actions(self) -> tuple[Action, ...]:
        hand = self.hands[self.order[self.turn]]
        v = evaluate(hand, self.rules)
        if not v.is_final and self.drawable() > 0:
            if self.rules.dark and len(hand) >= self.rules.dark_min_cards:
                return (_DRAW, _DARK, _STAND)
            return (_DRAW, _STAND)
        return (_STAND,)

    def _banker_must(self) -> tuple[bool, bool]:
        """(must draw, must stand) for the banker now."""
        hand = self.hands[self.banker]
        v = evaluate(hand, self.rules) if hand else _EMPTY
        return banker_must(v, self.drawable(), self.rules, len(hand))

    def _banker_actions(self) -> tuple[Action, ...]:
        must_draw, must_stand = self._banker_must()
        if must_stand:
            return (_STAND,)
        if must_draw:
            return (_DRAW,)
        return (_DRAW, _STAND)

    def sample_chance(self, rng: random.Random) -> Action:
        if self.phase in ("first-draw", "shuffle"):
            return Shuffle._of(shuffled_deck(rng))
        if self.phase == "cut":
            return Cut(rng.randint(1, 35))
        raise IllegalActionError(f"not a chance node (phase {self.phase})",
                                 f"это не ход случая (фаза {self.phase})", token=self.phase)

    @classmethod
    def parse_action(cls, text: str) -> Action:
        return parse_action(text)

    def illegal_reason(self, action: object) -> IllegalActionError | None:
        """Why ``action`` may not be applied now, or ``None``.

        >>> from karty.ochko import new_game, OpeningBank, Stake
        >>> s = new_game(3)
        >>> s.illegal_reason(OpeningBank(10)) is None, s.illegal_reason(Stake(5)).en[:30]
        (True, "'stake 5' is not allowed now: ")
        """
        if self._listed_at == len(self._history) and _among(action, self._listed):
            return None  # one of the legal actions just listed
        return None if self._legal(action) else self._illegal(action)

    def chance_outcomes(self) -> ChanceOutcomes[Action]:
        """At a shuffle, every order of the deck (each 1/36!); at the cut, each
        of the 35 places to cut (each 1/35).

        >>> from karty.ochko import initial_state
        >>> s = initial_state()
        >>> s.chance_outcomes().total()
        Fraction(1, 1)
        """
        if self.phase in (Phase.FIRST_DRAW, Phase.SHUFFLE):
            return Shuffles(Shuffle, _shuffle_order)
        if self.phase == Phase.CUT:
            return Listed.uniform([Cut(at) for at in range(1, 36)])
        raise IllegalActionError(f"not a chance node (phase {self.phase})",
                                 f"это не ход случая (фаза {self.phase})", token=self.phase)

    def _illegal(self, action: object) -> IllegalActionError:
        """:func:`karty.ochko.reasons.illegal` (the play table's «why not?» calls it)."""
        return illegal(self, action, self.legal_actions())
