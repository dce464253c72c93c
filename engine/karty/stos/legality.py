"""Legality in Стос: why an action may not be applied now, in English and Russian.

    >>> from karty.stos import new_game, parse_action
    >>> illegal_reason(new_game(0), parse_action("stake 5"))
    ('a stake is named after the card is laid down', 'ставка называется после того, как поставлена карта')
    >>> illegal_reason(new_game(0), parse_action("punt Q♠")) is None
    True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from ..cards import Card
from ..errors import quoted
from ..plural import plural_ru
from .actions import Action, Paroli, Punt, Stake, Stop, Turn
from .records import Outcome, Phase, Result
from .rules import Rules

__all__ = ["Position", "illegal_reason"]


class Position(Protocol):
    """What legality reads of a game of Стос (:class:`karty.stos.StosState` is one);
    a protocol, so that this module does not import the state that imports it."""

    @property
    def phase(self) -> Phase: ...
    @property
    def rules(self) -> Rules: ...
    @property
    def dealt(self) -> Sequence[Card]: ...
    @property
    def results(self) -> Sequence[Result]: ...
    def can_paroli(self) -> bool: ...


def illegal_reason(state: Position, action: object) -> tuple[str, str] | None:
    """Why ``action`` is not legal now, in English and Russian, or ``None``."""
    if not isinstance(action, Action):
        return (f"{quoted(action)} is not an action of Стос",
                f"{quoted(action)} — не действие стоса")
    phase = state.phase
    if phase is Phase.OVER:
        return "the game is over", "игра окончена"
    if isinstance(action, Turn):
        if phase is not Phase.DEAL:
            return "the banker deals only once the card and stake are down", \
                "банкомёт мечет, только когда карта и ставка поставлены"
        if action.card not in state.rules.card_set():
            return f"{action.card} is not in a {state.rules.deck_size}-card deck", \
                f"{action.card.russian()} нет в колоде из {state.rules.deck_size} карт"
        if action.card in state.dealt:
            return f"{action.card} is already turned in this talia", \
                f"{action.card.russian()} уже открыта в этой талии"
        return None
    if phase is Phase.DEAL:
        return "the banker is dealing: wait until the card is decided", \
            "банкомёт мечет: дождитесь, пока карта решится"
    if isinstance(action, Punt):
        if phase is Phase.STAKE:
            return "the card is down: name the stake", "карта поставлена: назовите ставку"
        if action.card not in state.rules.card_set():
            return f"{action.card} is not in a {state.rules.deck_size}-card deck", \
                f"{action.card.russian()} нет в колоде из {state.rules.deck_size} карт"
        return None
    if isinstance(action, Stake):
        if phase is not Phase.STAKE:
            return "a stake is named after the card is laid down", \
                "ставка называется после того, как поставлена карта"
        lo, hi = state.rules.min_stake, state.rules.max_stake
        if not lo <= action.amount <= hi:
            return f"the stake must be from {lo} to {hi}", \
                f"ставка должна быть от {lo} до {hi}"
        return None
    if isinstance(action, Paroli):
        if state.can_paroli():
            return None
        if phase is not Phase.NEXT or not state.results:
            return "a corner is bent only after a talia", "угол загибают только после талии"
        if state.results[-1].outcome is not Outcome.WIN:
            return "a corner is bent only after a win", "угол загибают только после выигрыша"
        n = state.rules.max_paroli
        # after «не больше» the genitive: 1, 21 … загиба; otherwise загибов
        corners_ru = plural_ru(n, "загиба", "загибов", "загибов")
        return (f"at most {n} {'corner' if n == 1 else 'corners'} in a row on one card",
                f"не больше {n} {corners_ru} подряд на одной карте")
    if isinstance(action, Stop):
        if phase is not Phase.NEXT:
            return "the punter may stop only between talias", \
                "понтёр может прекратить игру только между талиями"
        return None
    return f"{action} is not an action of Стос", f"{action} — не действие стоса"
