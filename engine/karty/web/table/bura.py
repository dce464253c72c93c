"""The Бура table: a match against the computer, kept in a token.

The token's choices are one character per decision of either player, the
index of the action in ``legal_actions()`` (``0``–``9``, ``a``–``z``,
``A``–``Z``), and ``_`` between кон. Replaying them from the seed rebuilds the
match exactly (the deal of кон *k* comes from ``Random("karty.table.bura/<seed>/<k>")``,
the first dealer from ``Random(seed)`` as in :func:`karty.bura.play_match`), so
the page never holds a card it may not see.

    >>> from karty.web.table.bura import replay
    >>> t = replay(Token.parse("bura.1.7.n.-.-"))
    >>> t.kon_no, t.state.is_terminal(), len(t.state.hands[0])
    (1, False, 3)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from ...bura.actions import Action, Molodka, Pass, parse_action
from ...bura.match import Match
from ...bura.players import HeuristicPlayer, Player, RandomPlayer, SearchPlayer
from ...bura.rules import Rules
from ...bura.state import BuraState
from ...errors import IllegalActionError, NotationError, quoted
from ...registry import Explanation
from ..common import Lang
from .bura_view import view, why
from .token import Token

ALPHABET: Final = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
#: Play-outs of the "hard" computer per decision (see bench/play_latency.py).
HARD_PLAYOUTS: Final = 120
YOU: Final = 0
COMPUTER: Final = 1
DEAL: Final = -1


def computer(level: str) -> Player:
    """The computer at a strength: easy plays at random, normal by rules of
    thumb, hard by search."""
    if level == "e":
        return RandomPlayer()
    if level == "h":
        return SearchPlayer(playouts=HARD_PLAYOUTS)
    return HeuristicPlayer()


@dataclass(slots=True)
class Entry:
    """One line of the log: who acted (``-1`` the deal), what, and why."""

    who: int
    action: Action
    steps: Explanation
    private: bool = False  # the computer's silent pass: nobody saw it


@dataclass(slots=True)
class Table:
    token: Token
    rules: Rules
    match: Match
    state: BuraState
    kon_no: int
    log: list[Entry] = field(default_factory=list)
    kons: list[str] = field(default_factory=list)
    recorded: Explanation = ()

    def choices(self) -> str:
        return "_".join(self.kons)


def _bad_choice(kon: int, i: int, ch: str, why_en: str, why_ru: str) -> NotationError:
    return NotationError(f"choices: кон {kon}, move {i}: {ch!r} {why_en}",
                         f"choices: кон {kon}, ход {i}: «{ch}» {why_ru}", token=ch)


def _deal(table: Table) -> None:
    s = table.match.new_kon()
    rng = random.Random(f"karty.table.bura/{table.token.seed}/{table.kon_no - 1}")
    deal = s.sample_chance(rng)
    table.state = s
    table.log = [Entry(DEAL, deal, s.apply_action(deal))]


def _apply(table: Table, index: int) -> None:
    s = table.state
    legal = s.legal_actions()
    who = s.current_player()
    prev = table.log[-1].action if table.log else None
    action = legal[index]
    steps = s.apply_action(action)
    private = who == COMPUTER and isinstance(action, Pass) and not isinstance(prev, Molodka)
    table.log.append(Entry(who, action, steps, private))
    table.kons[-1] += ALPHABET[index]
    if s.is_terminal():
        table.recorded = table.match.record(s)


def replay(token: Token) -> Table:
    """The match the token names, replayed; a bad choice is a NotationError naming it."""
    from .common import rules_of

    rules = rules_of(token, Rules)
    match = Match.start(rules, random.Random(token.seed))
    parts = token.choices.split("_") if token.choices else [""]
    if len(parts) > rules.kons:
        raise NotationError(f"choices: {len(parts)} кон, but the match has {rules.kons}",
                            f"choices: {len(parts)} конов, а в партии {rules.kons}",
                            token="choices")
    table = Table(token, rules, match, BuraState(rules), 0)
    for k, part in enumerate(parts):
        if k > 0 and not table.state.is_terminal():
            raise NotationError(f"choices: кон {k} is not finished but another follows",
                                f"choices: кон {k} не доигран, а за ним следующий",
                                token="choices")
        table.kon_no = k + 1
        table.kons.append("")
        table.recorded = ()
        _deal(table)
        for i, ch in enumerate(part, 1):
            if table.state.is_terminal():
                raise _bad_choice(k + 1, i, ch, "comes after the end of the кон",
                                  "— после конца кона")
            n = ALPHABET.find(ch)
            if n < 0 or n >= len(table.state.legal_actions()):
                raise _bad_choice(k + 1, i, ch, "is not one of the moves allowed here",
                                  "— нет такого разрешённого хода")
            _apply(table, n)
    return table


def advance(table: Table) -> None:
    """Let the computer act until it is the reader's turn or the кон ends."""
    player = computer(table.token.level)
    s = table.state
    while not s.is_terminal() and s.current_player() == COMPUTER:
        rng = random.Random(f"karty.table.bura/{table.token.seed}/{table.kon_no}/"
                            f"{len(s.history())}")
        legal = s.legal_actions()
        action = player.choose(s.observation(COMPUTER), legal, rng)
        _apply(table, legal.index(action))


def _same(a: Action, b: Action) -> bool:
    if type(a) is not type(b):
        return False
    ca, cb = getattr(a, "cards", None), getattr(b, "cards", None)
    return ca is None or sorted(ca) == sorted(cb or ())


def move(table: Table, text: str) -> int:
    """Apply the reader's move (``lead 10H``, ``beat 9H``, ``discard 6S``,
    ``claim``, ``molodka``, ``pass``, or ``next`` for the next кон) and the
    computer's answers; returns the log index where the new entries start."""
    s = table.state
    if text.strip() == "next":
        if not s.is_terminal():
            raise IllegalActionError("next: the кон is not over yet", "next: кон ещё не окончен",
                                     token="next")
        if table.match.is_over():
            raise IllegalActionError("next: the match is over: start a new one",
                                     "next: партия окончена, начните новую", token="next")
        table.kon_no += 1
        table.kons.append("")
        table.recorded = ()
        _deal(table)
        advance(table)
        return 0
    action = parse_action(text)
    if s.is_terminal():
        raise IllegalActionError("the кон is over", "кон окончен", token=text)
    if s.current_player() != YOU:
        raise IllegalActionError("it is not your turn", "сейчас не ваш ход", token=text)
    legal = s.legal_actions()
    found = next((i for i, a in enumerate(legal) if _same(a, action)), None)
    if found is None:
        try:
            s.clone().apply_action(action)  # the engine's own reason
        except IllegalActionError as e:
            raise IllegalActionError(f"{quoted(text)}: {e.en}", f"{quoted(text)}: {e.ru}",
                                     token=text) from None
        raise IllegalActionError(f"{quoted(text)} is not allowed here",
                                 f"{quoted(text)} здесь не разрешено", token=text)
    start = len(table.log)
    _apply(table, found)
    advance(table)
    return start


# ------------------------------------------------------------------ the table's API
# (what karty.web.table dispatches to for a token of this game; see GameSpec.table)
def api_new(token: Token, lang: Lang) -> dict[str, Any]:
    table = replay(token)
    start = len(table.log)
    advance(table)
    return view(table, lang, start)


def api_load(token: Token, lang: Lang) -> dict[str, Any]:
    table = replay(token)
    advance(table)  # a token may stop where the computer is to act
    return view(table, lang)


def api_move(token: Token, text: str, lang: Lang) -> dict[str, Any]:
    table = replay(token)
    advance(table)
    start = move(table, text)
    return view(table, lang, start)


def api_why(token: Token, codes: Sequence[str], lang: Lang) -> dict[str, Any]:
    table = replay(token)
    advance(table)
    return why(table, codes, lang)


__all__ = ["ALPHABET", "Table", "advance", "api_load", "api_move", "api_new", "api_why",
           "computer", "move", "replay", "view", "why"]
