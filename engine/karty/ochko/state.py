"""A session of Очко: banks, кон, duels, in OpenSpiel's shape.

One :class:`OchkoState` is a whole evening at the table: the draw for the first
bank, then bank after bank. A bank is a run of кон (rounds); in each кон the
banker deals one card to every player and plays them one by one, each for a
stake named before his next card. Chance is explicit and replayable: every
:class:`Shuffle` carries the deck order, every :class:`Cut` its position.

    >>> s = new_game(seed=3, players=3)
    >>> str(s.phase), s.banker, s.current_player() == s.banker
    ('opening-bank', 0, True)
    >>> s.legal_actions()          # one entry for every amount he may put up
    (BankRange(lo=10, hi=100),)

Money is whole units; the bank plus all purses never changes, and
:meth:`OchkoState.returns` (each seat's gain, the open bank counted as its
banker's) always sums to zero.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Self

from ..errors import (
    RulesError,
    StateError,
    nested,
    quoted,
)
from ..game import FORMAT, check_setup, check_snapshot, opening, parse_history
from ..options import int_from_text, not_int_reason
from .actions import (
    parse_action,
)
from .position import (
    MAX_HISTORY,
    MAX_PLAYERS,
    MAX_ROUNDS,
    PHASES,
    Outcome,
    Phase,
    Reason,
    evaluate,
)
from .rules import Rules
from .view import OchkoView

__all__ = ["MAX_PLAYERS", "MAX_ROUNDS", "PHASES", "OchkoState", "Outcome", "Phase", "Reason",
           "State", "evaluate", "initial_state", "new_game"]


class OchkoState(OchkoView):
    """A session of Очко. Build one with :func:`new_game` or :func:`initial_state`."""

    __slots__ = ()

    # -- serialisation ------------------------------------------------------------------------

    VERSION: ClassVar[int] = FORMAT
    OLD_VERSIONS: ClassVar[tuple[int, ...]] = (1, 2)
    MAX_HISTORY: ClassVar[int] = MAX_HISTORY

    def snapshot(self) -> dict[str, Any]:
        """The position now (:meth:`karty.game.State.to_dict` checks it on reading).

        The size of :meth:`to_dict` is proportionate to the session: the history
        (about 0.7 kB per кон at a full table) and this snapshot, with the number of
        duels and the last one's outcome rather than every outcome (the history holds
        them). A session has at most :data:`MAX_ROUNDS` кон."""
        return {
            "phase": self.phase.value,
            "banker": self.banker,
            "bank": self.bank,
            "bank_start": self.bank_start,
            "purses": list(self.purses),
            "deck": [str(c) for c in self.deck],
            "crosswise": str(self.crosswise) if self.crosswise else None,
            "hands": [[str(c) for c in h] for h in self.hands],
            "dark": self.dark,
            "order": list(self.order),
            "turn": self.turn,
            "stake": self.stake,
            "stuk": self.stuk,
            "rounds": self.rounds,
            "banks_done": self.banks_done,
            "kon_in_bank": self.kon_in_bank,
            "public": [str(c) for c in self.public],
            "previous_public": [str(c) for c in self.previous_public],
            "duels": len(self.outcomes),
            "last_outcome": self.outcomes[-1].to_dict() if self.outcomes else None,
        }

    @classmethod
    def _from_old(cls, data: Mapping[str, Any], version: int) -> Self:
        """Versions 1 and 2 (before :data:`karty.game.FORMAT`): the table's settings as
        numbers beside the rules, the history, and a snapshot (in version 1 with every
        duel's outcome) that must agree with it."""
        known = {"game", "version", "rules", "players", "purses", "max_rounds", "max_banks",
                 "history", "state"}
        for key in data:
            if key not in known:
                raise StateError(f"unknown key {key!r}", f"неизвестный ключ «{key}»",
                                 token=str(key))
        try:
            rules = Rules.from_dict(data.get("rules", {}))
        except RulesError as e:
            raise nested(e, "rules") from None
        try:
            state = cls.initial(rules, players=data.get("players", 3),
                                purse=data.get("purses", 100),
                                max_rounds=data.get("max_rounds", 100),
                                max_banks=data.get("max_banks"))
        except RulesError as e:
            raise StateError(f"{e.token}: {e.en}", f"{e.token}: {e.ru}",
                             token=e.token) from None
        state.replay(parse_history(data.get("history", []), parse_action, MAX_HISTORY))
        snap = data.get("state")
        if snap is not None:
            if not isinstance(snap, Mapping):
                raise StateError("state must be a mapping", "state должен быть словарём",
                                 token="state")
            mine = state.snapshot()
            if version == 1:  # every duel's outcome, as the first format kept them
                mine["outcomes"] = [o.to_dict() for o in state.outcomes]
            check_snapshot(mine, snap, complete=False)
        return state

    @classmethod
    def from_setup(cls, rules: Mapping[str, str], table: Mapping[str, str]) -> Self:
        """The session before the first draw, from rule options and :meth:`setup`."""
        check_setup(rules, table)
        known = ("players", "purses", "max_rounds", "max_banks")
        for key in table:
            if key not in known:
                raise StateError(f"{key}: not a rule option or table setting of Очко",
                                 f"{key}: не правило и не настройка стола очка", token=key)
        def number(key: str, text: str) -> int:
            n = int_from_text(text)
            if n is None:
                en, ru = not_int_reason(text)
                raise StateError(f"{key}: {quoted(text)} {en}",
                                 f"{key}: {quoted(text)} {ru}", token=key)
            return n
        players = number("players", table.get("players", "3"))
        purse_text = table.get("purses", "100").split(",")
        purses = [number("purses", t) for t in purse_text]
        max_banks = table.get("max_banks")
        try:
            state = cls.initial(Rules.from_text(rules), players=players,
                                purse=purses[0] if len(purses) == 1 else purses,
                                max_rounds=number("max_rounds", table.get("max_rounds", "100")),
                                max_banks=None if max_banks is None else
                                number("max_banks", max_banks))
        except RulesError as e:
            raise StateError(e.en, e.ru, token=e.token) from None
        return state


def new_game(seed: int, rules: Rules | None = None, *, players: int = 3,
             purse: int | Sequence[int] = 100, max_rounds: int = 100,
             max_banks: int | None = None) -> OchkoState:
    """A new session: the draw for the first bank is shuffled from
    ``random.Random(seed)`` (the one meaning of ``new_game`` in every game:
    :func:`karty.game.opening`); the banker then puts up the opening bank.

    >>> s = new_game(7, players=4)
    >>> str(s.phase), s.bank, sum(s.purses)
    ('opening-bank', 0, 400)
    """
    state = OchkoState.initial(rules, players=players, purse=purse, max_rounds=max_rounds,
                               max_banks=max_banks)
    opening(state, seed)
    return state


def initial_state(rules: Rules | None = None, *, players: int = 3,
                  purse: int | Sequence[int] = 100, max_rounds: int = 100,
                  max_banks: int | None = None) -> OchkoState:
    """The session before the draw for the first bank: a chance node."""
    return OchkoState.initial(rules, players=players, purse=purse, max_rounds=max_rounds,
                              max_banks=max_banks)


#: The class's earlier name.
State = OchkoState
