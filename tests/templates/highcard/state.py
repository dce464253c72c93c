"""A game of High card, on the one State contract (karty.game.State).

    >>> s = new_game(3)
    >>> s.current_player(), len(s.hidden_from(0))
    (0, 35)
    >>> _ = s.apply_action(Keep()); _ = s.apply_action(Swap())
    >>> s.current_player() == CHANCE, len(s.chance_outcomes())
    (True, 33)
    >>> eval(repr(s)) == s
    True
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Self

from karty.cards import DECK, Card
from karty.chance import Listed
from karty.errors import IllegalActionError, StateError, quoted
from karty.game import CHANCE, TERMINAL, State, check_setup, observation_core, opening
from karty.options import RulesBase
from karty.registry import Explanation, Step

from . import rulebook as R
from .actions import Action, Deal, Draw, Keep, Swap, parse_action
from .rules import Rules


class HighCardState(State[Action]):
    GAME: ClassVar[str] = "highcard"
    RULES: ClassVar[type[RulesBase]] = Rules
    rules: Rules

    def __init__(self, rules: Rules | None = None) -> None:
        self.rules = Rules() if rules is None else rules
        self.hands: list[Card | None] = [None, None]
        self.discards: list[Card] = []
        self.phase = "deal"          # deal, choose, draw, over
        self.turn = 0                # the seat dealt to, choosing or drawing
        self._history: list[Action] = []

    # -- the contract ----------------------------------------------------------
    def current_player(self) -> int:
        return TERMINAL if self.phase == "over" else \
            self.turn if self.phase == "choose" else CHANCE

    def is_terminal(self) -> bool:
        return self.phase == "over"

    def history(self) -> Sequence[Action]:
        return tuple(self._history)

    def remaining(self) -> tuple[Card, ...]:
        """The deck: every card not in a hand or face up, in the deck's order."""
        out = {c for c in self.hands if c is not None} | set(self.discards)
        return tuple(c for c in DECK if c not in out)

    def returns(self) -> tuple[int, ...]:
        if self.phase != "over":
            return (0, 0)
        a, b = (self.rules.order(c.rank) for c in self.hands if c is not None)
        win = self.rules.stake * ((a > b) - (a < b))
        return (win, -win)

    def legal_actions(self) -> tuple[Action, ...]:
        if self.phase == "choose":
            return (Keep(), Swap())
        if self.phase == "over":
            return ()
        kind = Deal if self.phase == "deal" else Draw
        return tuple(kind(c) for c in self.remaining())

    def chance_outcomes(self) -> Listed[Action]:
        if self.current_player() != CHANCE:
            raise IllegalActionError("chance outcomes: no chance step now",
                                     "исходы случая: сейчас нет случайного шага", token=self.phase)
        return Listed.uniform(self.legal_actions())

    def sample_chance(self, rng: random.Random) -> Action:
        outcomes = self.chance_outcomes()
        return outcomes[rng.randrange(outcomes.count)][0]

    def illegal_reason(self, action: object) -> IllegalActionError | None:
        if action in self.legal_actions():
            return None
        token = str(action) if isinstance(action, Action) else quoted(action)
        return IllegalActionError(f"{token}: not a move now (phase {self.phase})",
                                  f"{token}: сейчас так нельзя (фаза {self.phase})", token=token)

    @classmethod
    def parse_action(cls, text: str) -> Action:
        return parse_action(text)

    def _transition(self, action: Action) -> Explanation:
        self._history.append(action)
        seat = self.turn
        if isinstance(action, Deal):
            self.hands[seat] = action.card
            self.turn, self.phase = (1, "deal") if seat == 0 else (0, "choose")
            return (Step(R.DEAL.id, f"player {seat + 1} is dealt a card",
                         f"игроку {seat + 1} сдана карта"),)
        if isinstance(action, Swap):
            card = self.hands[seat]
            assert card is not None
            self.discards.append(card)
            self.hands[seat] = None
            self.phase = "draw"
            return (Step(R.DRAW.id, f"player {seat + 1} swaps {card}",
                         f"игрок {seat + 1} меняет {card.russian()}"),)
        if isinstance(action, Draw):
            self.hands[seat] = action.card
            step = Step(R.DRAW.id, f"player {seat + 1} takes the top card",
                        f"игрок {seat + 1} берёт верхнюю карту")
        else:
            step = Step(R.CHOICE.id, f"player {seat + 1} keeps his card",
                        f"игрок {seat + 1} оставляет свою карту")
        if seat == 0:
            self.turn, self.phase = 1, "choose"
            return (step,)
        self.phase = "over"
        return (step, Step(R.SHOWDOWN.id, f"the cards are shown: {self.returns()}",
                           f"карты открыты: {self.returns()}"))

    def observation(self, player: int) -> dict[str, Any]:
        own = self.hands[player]
        shown = [*self.discards, *(c for c in self.hands if c is not None and self.phase == "over")]
        return {**observation_core(self, player, [own] if own is not None else [], shown),
                "phase": self.phase, "stake": self.rules.stake}

    def hidden_from(self, player: int) -> frozenset[Card]:
        other = self.hands[1 - player]
        hidden = set(self.remaining())
        if other is not None and self.phase != "over":
            hidden.add(other)
        return frozenset(hidden)

    def cards_in_play(self) -> list[Card]:
        return [*(c for c in self.hands if c is not None), *self.discards, *self.remaining()]

    def snapshot(self) -> dict[str, Any]:
        return {"hands": [None if c is None else c.ascii() for c in self.hands],
                "discards": [c.ascii() for c in self.discards], "phase": self.phase,
                "turn": self.turn}

    def setup(self) -> dict[str, str]:
        return {}

    @classmethod
    def from_setup(cls, rules: Mapping[str, str], table: Mapping[str, str]) -> Self:
        check_setup(rules, table)
        for key in table:
            raise StateError(f"{key}: not a rule option of High card",
                             f"{key}: не правило игры «Старшая карта»", token=key)
        return cls(Rules.from_text(rules))


def new_game(seed: int, rules: Rules | None = None) -> HighCardState:
    """The one meaning of ``new_game`` (:func:`karty.game.opening`): both cards dealt."""
    state = HighCardState(rules)
    opening(state, seed)
    return state
