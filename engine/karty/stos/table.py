"""The Стос table (``/play/stos/``): the reader punts against the computer's bank.

The banker makes no choice in Стос (he deals, and the deal is chance: see
:mod:`karty.stos.players`), so the reader is the punter and the computer only
deals; the token's level is kept for the token's grammar and means nothing here.

The token's choices are the reader's decisions (:mod:`karty.web.table.token`):
``p`` and one character, the card laid down (its index in :data:`karty.DECK`,
``0``–``9`` then ``a``–``z``); ``s`` and a number, the stake; ``r`` a corner bent
(«пароли»); ``x`` a stop. Each talia is dealt from a key of its own, talia *t*
from ``k[t-1]`` (one key per talia the rules allow, :func:`key_count`): every
talia is a fresh shuffle (stos.new-talia, stos.paroli-talia), so a finished
talia can be shared (its key) without a later one. A talia is decided in one
reply: the reader's stake (or bend) and the banker's cards up to the one that
decides it, none after; the rest of the deck's order is never drawn, so no
reply, token or link holds it.

This module is the one part of the game's package that uses the site's web
layer (:mod:`karty.web.table`'s token and common helpers); it is reached only
through ``GameSpec.table``, and no other module of the package imports it.

    >>> from karty.web.table.token import Token, game_id, keys_for
    >>> keys = keys_for("stos", bytes(16), key_count(Rules()))
    >>> t = replay(Token("stos", game_id("stos", "n", (), keys.key(0)), "n", (), "p4s3", ""), keys)
    >>> t.state.phase.value, len(t.state.results), t.codes
    ('next', 1, ['p4', 's3'])
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from ..cards import Card
from ..errors import IllegalActionError, NotationError, quoted
from ..registry import Explanation
from ..web.common import Lang
from ..web.table.common import open_keys, rules_of
from ..web.table.token import Keys, Token, hex_key
from .actions import Action, Paroli, Punt, Stake, Stop, Turn, parse_action
from .records import Phase
from .rules import MAX_TALIAS, Rules
from .state import PUNTER, StosState
from .table_view import view, why

YOU: Final = PUNTER
_INDEX: Final = "0123456789abcdefghijklmnopqrstuvwxyz"
_CHOICE: Final = re.compile(r"p([0-9a-z])|s([0-9]{1,3})|(r)|(x)")
#: A bound on what is replayed: per talia a card, a stake (or a bend), and a stop.
MAX_DECISIONS: Final = 2 * MAX_TALIAS + 1
#: The most actions one move may carry ("punt Q♠; stake 5": the card and its stake).
MAX_MOVE: Final = 2


@dataclass(slots=True)
class Entry:
    """One line of the log: who acted (``you``, or ``banker`` for a card turned),
    the action, and its explanation."""

    who: str
    action: Action
    steps: Explanation


@dataclass(slots=True)
class Table:
    token: Token
    keys: Keys
    rules: Rules
    state: StosState
    log: list[Entry] = field(default_factory=list)
    codes: list[str] = field(default_factory=list)
    #: for each talia begun (1-based, index t-1), the log index where it began
    starts: list[int] = field(default_factory=list)


def _code(action: Action) -> str:
    if isinstance(action, Punt):
        return f"p{_INDEX[action.card.index]}"
    if isinstance(action, Stake):
        return f"s{action.amount}"
    return "r" if isinstance(action, Paroli) else "x"


def _parse_choices(text: str) -> list[Action]:
    out: list[Action] = []
    pos = 0
    while pos < len(text):
        m = _CHOICE.match(text, pos)
        if m is None:
            raise NotationError(f"choices: {text[pos:pos + 8]!r} is not a Стос decision",
                                f"choices: «{text[pos:pos + 8]}» — не решение в стосе",
                                token=text[pos:pos + 8])
        if m.group(1):
            out.append(Punt(Card.from_index(_INDEX.index(m.group(1)))))
        elif m.group(2):
            amount = int(m.group(2))
            if amount < 1:
                raise NotationError(f"choices: stake {amount} is not a stake",
                                    f"choices: ставка {amount} — не ставка", token=m.group(0))
            out.append(Stake(amount))
        else:
            out.append(Paroli() if m.group(3) else Stop())
        pos = m.end()
        if len(out) > MAX_DECISIONS:
            raise NotationError(f"choices: more than {MAX_DECISIONS} decisions",
                                f"choices: больше {MAX_DECISIONS} решений", token="choices")
    return out


def _deals(text: str) -> int:
    """How many talias the choices deal (each stake and each bend deals one)."""
    return sum(1 for m in _CHOICE.finditer(text) if m.group(2) or m.group(3))


def _deal(table: Table) -> None:
    """The banker deals the talia on the table until a card decides it: each card
    drawn from the talia's own key."""
    s = table.state
    if s.phase is not Phase.DEAL:
        return
    rng = random.Random(hex_key(table.keys.key(s.talia - 1), "talia"))
    while s.phase is Phase.DEAL:
        turn = s.sample_chance(rng)
        table.log.append(Entry("banker", turn, s.apply_action(turn)))


def _apply(table: Table, action: Action) -> None:
    s = table.state
    if isinstance(action, (Punt, Paroli)):
        table.starts.append(len(table.log))
    table.log.append(Entry("you", action, s.apply_action(action)))
    table.codes.append(_code(action))
    _deal(table)


def _refusal(state: StosState, action: object, text: str) -> IllegalActionError | None:
    """Why the reader may not make ``action`` now (the engine's reason), or None."""
    if isinstance(action, Turn):
        return IllegalActionError(f"{quoted(text)}: the banker deals, not the punter",
                                  f"{quoted(text)}: мечет банкомёт, а не понтёр", token=text)
    e = state.illegal_reason(action)
    if e is None:
        return None
    return IllegalActionError(f"{quoted(text)}: {e.en}", f"{quoted(text)}: {e.ru}", token=text)


def replay(token: Token, keys: Keys) -> Table:
    rules: Rules = rules_of(token, Rules)
    table = Table(token, keys, rules, StosState(rules))
    for n, action in enumerate(_parse_choices(token.choices), 1):
        e = _refusal(table.state, action, str(action))
        if e is not None:
            raise NotationError(f"choices: decision {n}: {e.en}", f"choices: решение {n}: {e.ru}",
                                token=e.token)
        _apply(table, action)
    return table


def read_move(text: str) -> list[Action]:
    """The reader's move: one action, or a card and its stake joined by ``;``."""
    parts = [p for p in text.split(";") if p.strip()]
    if not parts or len(parts) > MAX_MOVE:
        raise NotationError(f"move: {quoted(text)} is not one or two actions joined by ';'",
                            f"move: {quoted(text)} — не одно или два действия через «;»",
                            token="move")
    return [parse_action(p) for p in parts]


def move(table: Table, text: str) -> int:
    """Apply the reader's move (and the deal it starts); the log index where the new
    entries start. An illegal action is refused with the engine's reason."""
    start = len(table.log)
    for action in read_move(text):
        e = _refusal(table.state, action, text)
        if e is not None:
            raise e
        _apply(table, action)
    return start


# ------------------------------------------------------------------ the table's API
# (what karty.web.table dispatches to for a token of this game; see GameSpec.table)
def key_count(rules: Rules) -> int:
    """One key per talia the rules allow."""
    return rules.talias


def open_table(token: Token, secret: bytes | None) -> Table:
    """The game the token names, checked and replayed: with the owner's secret, or
    read-only from a shared link's revealed key (that of its last talia dealt)."""
    rules: Rules = rules_of(token, Rules)
    keys = open_keys(token, secret, key_count(rules), _deals(token.choices) - 1)
    return replay(token, keys)


def api_new(token: Token, keys: Keys, lang: Lang) -> dict[str, Any]:
    return view(replay(token, keys), lang, 0)


def api_load(token: Token, secret: bytes | None, lang: Lang) -> dict[str, Any]:
    return view(open_table(token, secret), lang)


def api_move(token: Token, secret: bytes, text: str, lang: Lang) -> dict[str, Any]:
    table = open_table(token, secret)
    start = move(table, text)
    return view(table, lang, start)


def api_why(token: Token, secret: bytes, selection: str | Sequence[str],
            lang: Lang) -> dict[str, Any]:
    """Why a move is not allowed now (``selection``: the move's text, or a list of
    its parts), from the engine's own check."""
    table = open_table(token, secret)
    text = selection if isinstance(selection, str) else "; ".join(selection)
    return why(table, text, lang)


__all__ = ["MAX_DECISIONS", "Entry", "Table", "api_load", "api_move", "api_new", "api_why",
           "key_count", "move", "open_table", "read_move", "replay", "view", "why"]
