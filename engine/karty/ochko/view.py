"""Очко, a session: what each seat sees (``observation``, ``hidden_from``).

    >>> from karty.ochko import new_game
    >>> new_game(3).observation(1)["hands"][1]
    {'seat': 1, 'cards': [], 'hidden': 0}
"""

from __future__ import annotations

from typing import Any

from ..cards import Card, card_texts
from ..errors import (
    IllegalActionError,
)
from ..game import observation_core
from .transitions import OchkoTransitions


class OchkoView(OchkoTransitions):
    """What a seat sees: the fourth layer of :class:`~karty.ochko.state.OchkoState`."""

    __slots__ = ()

    # -- what a player sees ------------------------------------------------------------------

    def observation(self, player: int) -> dict[str, Any]:
        """What ``player`` sees: his own hand (not a card «в тёмную»), the banker's
        cards, the cards shown in this кон (``public``; under the no-shuffle house
        rule also ``previous_public``, the last кон's, which now lie at the bottom
        in the order they were laid), the crosswise card; never the deck's order
        or another player's hidden cards."""
        if not isinstance(player, int) or not 0 <= player < self.n:
            raise IllegalActionError(f"{player!r} is not a seat", f"{player!r} — нет такого места",
                                     token=repr(player))
        dark_seat = self.order[self.turn] if self.dark else None
        banker = self.banker
        hands: list[dict[str, Any]] = []
        for seat, hand in enumerate(self.hands):
            if seat == banker:
                hands.append({"seat": seat, "cards": card_texts(hand), "hidden": 0})
            elif seat == player:
                if seat == dark_seat:
                    hands.append({"seat": seat, "cards": card_texts(hand[:-1]), "hidden": 1})
                else:
                    hands.append({"seat": seat, "cards": card_texts(hand), "hidden": 0})
            else:
                hands.append({"seat": seat, "cards": [], "hidden": len(hand)})
        crosswise = self.crosswise
        outcomes = self.outcomes
        own = self.hands[player]
        own = own[:-1] if player == dark_seat and player != banker else own
        open_cards = [*self.hands[banker], *self.public, *([crosswise] if crosswise else [])]
        obs: dict[str, Any] = {
            **observation_core(self, player, own, open_cards),
            "rules": self._rules_json.copy(),
            "phase": self.phase._value_,
            "current_player": self.current_player(),
            "banker": banker,
            "bank": self.bank,
            "bank_start": self.bank_start,
            "stuk": self.stuk,
            "purses": self.purses.copy(),
            "order": self.order.copy(),
            "turn": self.turn,
            "stake": self.stake,
            "dark": self.dark,
            "hands": hands,
            "crosswise": str(crosswise) if crosswise else None,
            "drawable": len(self.deck) - (1 if crosswise is not None else 0),
            "public": card_texts(self.public),
            "previous_public": card_texts(self.previous_public),
            "last_outcome": outcomes[-1].to_dict() if outcomes else None,
            "round": self.rounds,
            "banks_done": self.banks_done,
        }
        if self.phase == "stake":
            obs["stake_bounds"] = list(self.stake_bounds())
        if self.phase == "opening-bank":
            obs["bank_bounds"] = [self.rules.min_bank, self.purses[self.banker]]
        return obs

    def hidden_from(self, player: int) -> frozenset[Card]:
        """The cards in play that ``player`` cannot see (the one definition of
        :meth:`karty.game.State.hidden_from`): the deck, the hands of the other
        players (not the banker's, which lie open), and his own card «в тёмную»;
        less every card whose name is shown. Cards are named, not told apart by
        where they lie: the cards shown in this кон and the last (``public``,
        ``previous_public``), the last duel's (``last_outcome``) and the crosswise
        card are named in every observation, so once they go back into the deck or
        are dealt again their names are not hidden, though no one is told where they
        now lie (as in Стос).

        >>> from karty.ochko import new_game
        >>> len(new_game(3).hidden_from(0))     # before the draw: the whole deck
        36
        """
        dark_seat = self.order[self.turn] if self.dark and self.order else None
        shown: set[Card] = set(self.public) | set(self.previous_public)
        for seat, hand in enumerate(self.hands):
            if seat == self.banker:
                shown.update(hand)
            elif seat == player:
                shown.update(hand[:-1] if seat == dark_seat and hand else hand)
        if self.outcomes:
            last = self.outcomes[-1]
            shown.update(last.player_cards)
            shown.update(last.banker_cards)
        if self.crosswise is not None:
            shown.add(self.crosswise)
        return frozenset(c for c in self.cards_in_play() if c not in shown)
