"""Бура, one кон: what each seat sees (``observation``, ``hidden_from``) and the
position notation."""

from __future__ import annotations

from typing import Any

from ..cards import Card
from ..errors import IllegalActionError
from ..game import observation_core
from .actions import Deal, Discard, Molodka, Pass
from .position import (
    Phase,
)
from .rules import (
    Counting,
)
from .scoring import (
    points,
)
from .transitions import BuraTransitions


class BuraView(BuraTransitions):
    """What a seat sees, and the notation: the fourth layer of
    :class:`~karty.bura.state.BuraState`."""

    __slots__ = ()

    def observation(self, player: int) -> dict[str, Any]:
        """What ``player`` knows, JSON-safe, as the ``counting`` option allows.

        On the table he sees his hand, the turned-up trump (and who drew it), the
        stock's size, the table and the size of each trick pile. He remembers what
        he saw played: ``remembered[q]``, the cards he saw go face up into seat
        ``q``'s pile, and ``won[q]["face_down"]``, the cards he threw off himself
        into the other's pile. Under ``counting = memory`` (bura.counting.memory)
        the piles lie face down: ``won[q]["face_up"]`` is empty and ``counted`` is
        ``None``, so any count is the player's own, from memory. Under ``open``
        (bura.counting.open) he may look at the face-up cards of both piles and
        ``counted`` gives what he can count on the table. Never the opponent's
        hand, the stock order, or the face-down cards thrown off to him.
        """
        if not (type(player) is int and player in (0, 1)):
            raise IllegalActionError(f"no seat {player!r} (seats are 0 and 1)",
                                     f"нет места {player!r} (места 0 и 1)", token=repr(player))
        opp = 1 - player
        tc = self.trump_card
        tc_where: str | None = None
        if tc is not None:
            if tc in self.stock:
                tc_where = "stock"
            elif tc in self.hands[player]:
                tc_where = "hand"
            elif tc in self.won_down[opp]:
                tc_where = "played"  # thrown off by this player himself
            elif not self.trump_card_public:
                tc_where = "unknown"  # in the opponent's hand or face down in one's own pile
            elif tc in self.hands[opp]:
                tc_where = "opponent"
            else:
                tc_where = "played"
        log: list[str] = []
        visible_phase = self.phase
        for i, (a, who) in enumerate(zip(self._history, self._who, strict=True)):
            if isinstance(a, Deal):
                log.append("deal")
            elif isinstance(a, Discard) and who != player:
                log.append(f"{who}: discard {len(a.cards)}")
            elif isinstance(a, Pass) and who != player and self._pass_is_private(i):
                continue
            else:
                log.append(f"{who}: {a}")
        cp = self.current_player()
        to_act: int | None = cp if cp >= 0 else None
        if self.phase is Phase.MOLODKA and player != 1 - self.leader:
            # The leader does not see that the other may declare: to him the
            # table waits for his lead.
            visible_phase, to_act = Phase.LEAD, self.leader
        o = self.outcome
        open_piles = self.rules.counting is Counting.OPEN
        hand = sorted(self.hands[player])
        open_cards = [*self.table, *([tc] if tc is not None and tc_where == "stock" else [])]
        if open_piles:
            open_cards += [*self.won_up[0], *self.won_up[1]]
        return {
            **observation_core(self, player, hand, open_cards, to_act),
            "rules": self.rules.to_dict(),
            "dealer": self.dealer,
            "phase": visible_phase.value,
            "leader": self.leader,
            "trump": self.trump.symbol if self.trump else None,
            "trump_card": str(tc) if tc else None,
            "trump_card_at": tc_where,
            "stock_size": len(self.stock),
            "opponent_hand_size": len(self.hands[opp]),
            "opponent_known": [str(tc)] if tc_where == "opponent" else [],
            "table": [str(c) for c in self.table],
            "won": [
                {
                    "cards": len(self.won_up[q]) + len(self.won_down[q]),
                    # what may be looked at now: the face-up cards, only if the piles are open
                    "face_up": [str(c) for c in self.won_up[q]] if open_piles else [],
                    # a player knows the cards he threw off, i.e. the face-down
                    # cards in the other's pile, never those in his own
                    "face_down": [str(c) for c in self.won_down[q]] if q != player else [],
                    "face_down_unseen": len(self.won_down[q]) if q == player else 0,
                }
                for q in (0, 1)
            ],
            # what he saw go face up into each pile: his memory of the play
            "remembered": [[str(c) for c in self.won_up[q]] for q in (0, 1)],
            "counted": {
                "mine": points(self.won_up[player]),
                "opponent": points(self.won_up[opp]) + points(self.won_down[opp]),
            } if open_piles else None,
            "last_trick_winner": self.last_trick_winner,
            "tricks": self.tricks,
            "molodka": self.molodka,
            "outcome": o.to_dict() if o else None,
            "log": log,
        }

    def _pass_is_private(self, index: int) -> bool:
        # A pass in the MOLODKA window is silent (nobody saw a chance to
        # declare); a pass in the COUNTER window answers a public declaration.
        return index == 0 or not isinstance(self._history[index - 1], Molodka)

    def hidden_from(self, player: int) -> frozenset[Card]:
        """The cards ``player`` cannot see: the other hand, the stock and the
        cards thrown off face down to him; never the turned-up trump card, which
        everyone saw.

        >>> from karty.bura import new_game
        >>> s = new_game(3)
        >>> len(s.hidden_from(0)), sorted(s.observation(0))[:6]
        (32, ['counted', 'dealer', 'game', 'hand', 'last_trick_winner', 'leader'])
        """
        hidden = set(self.hands[1 - player]) | set(self.stock) | set(self.won_down[player])
        if self.trump_card is not None:
            hidden.discard(self.trump_card)
        return frozenset(hidden)
