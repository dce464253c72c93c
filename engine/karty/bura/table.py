"""The Бура table: a match against the computer, kept in a token.

The token's choices are one character per decision of either player, the
index of the action in ``legal_actions()`` (``0``–``9``, ``a``–``z``,
``A``–``Z``), and ``_`` between кон. Replaying them rebuilds the match
exactly: кон *k* is dealt from the game's key ``k[k]``
(:mod:`karty.web.table.token`), the computer's random draws in it come from
the same key, and the first dealer is drawn by lot from ``k[0]``. Without the
keys nothing can be dealt, so the page never holds a card it may not see.

A кон ends in one of four ways: on the deal (someone is dealt «Бура»), by a
claim that holds, by a claim that fails, or when the cards are played out;
each is booked in the match (:class:`karty.bura.match.Match`) the moment it
ends. :func:`review` rebuilds the finished kons of a game move by move.

    >>> from karty.web.table.token import keys_for, game_id
    >>> keys = keys_for("bura", bytes(16), 20)
    >>> t = replay(Token("bura", game_id("bura", "n", (), keys.key(0)), "n", (), "", ""), keys)
    >>> t.kon_no, t.state.is_terminal(), len(t.state.hands[0])
    (1, False, 3)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from ..errors import IllegalActionError, NotationError, StateError, quoted
from ..registry import Explanation
from ..web.common import Lang
from ..web.table.common import open_keys, rules_of
from ..web.table.token import Keys, Token, hex_key
from .actions import Action, Molodka, Pass, parse_action
from .match import Match
from .players import HeuristicPlayer, Player, RandomPlayer, SearchPlayer
from .rules import Rules
from .state import BuraState
from .table_view import view, why

ALPHABET: Final = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
#: Play-outs of the "hard" computer per decision (see bench/play_latency.py).
HARD_PLAYOUTS: Final = 120
YOU: Final = 0
COMPUTER: Final = 1
DEAL: Final = -1
#: The largest value of an option this table accepts, below the game's own bound
#: (editorial: a limit of this site's play table, so that the longest match's token
#: stays under MAX_TOKEN; tests/engine/web/test_table_tokens.py; see
#: :func:`karty.web.table.table_limits`).
LIMITS: Final = {"kons": 50}


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
    keys: Keys
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
    rng = random.Random(hex_key(table.keys.key(table.kon_no - 1), "deal"))
    deal = s.sample_chance(rng)
    table.state = s
    table.log = [Entry(DEAL, deal, s.apply_action(deal))]
    if s.is_terminal():  # «Бура» dealt: the кон ends on the deal, and is booked like any other
        table.recorded = table.match.record(s)


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


def kon_count(token: Token) -> int:
    """How many кон the token's choices reach into (its last one may be unfinished)."""
    return token.choices.count("_") + 1


def replay(token: Token, keys: Keys) -> Table:
    """The match the token names, replayed with ``keys``; a bad choice is a
    NotationError naming it. Without the owner's secret (a shared link), every
    choice of the computer is recomputed and must be the one recorded."""
    rules = rules_of(token, Rules)
    match = Match.start(rules, random.Random(hex_key(keys.key(0), "first")))
    parts = token.choices.split("_") if token.choices else [""]
    if len(parts) > rules.kons:
        raise NotationError(f"choices: {len(parts)} кон, but the match has {rules.kons}",
                            f"choices: {len(parts)} конов, а в партии {rules.kons}",
                            token="choices")
    table = Table(token, keys, rules, match, BuraState(rules), 0)
    player = None if keys.owner else computer(token.level)
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
            if player is not None and table.state.current_player() == COMPUTER \
                    and _computer_choice(table, player) != n:
                raise _bad_choice(k + 1, i, ch, "is not the move the computer made here: the "
                                  "link was changed", "— не тот ход, что сделал здесь компьютер: "
                                  "ссылка изменена")
            _apply(table, n)
    return table


def _computer_choice(table: Table, player: Player) -> int:
    """The index of the computer's move now (its random draws from the кон's key)."""
    s = table.state
    rng = random.Random(hex_key(table.keys.key(table.kon_no - 1), "computer",
                                len(s.history())))
    legal = s.legal_actions()
    return legal.index(player.choose(s.observation(COMPUTER), legal, rng))


def advance(table: Table) -> None:
    """Let the computer act until it is the reader's turn or the кон ends."""
    player = computer(table.token.level)
    s = table.state
    while not s.is_terminal() and s.current_player() == COMPUTER:
        _apply(table, _computer_choice(table, player))


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
def key_count(rules: Rules) -> int:
    """How many keys a game needs: one per кон of the match."""
    return rules.kons


def open_table(token: Token, secret: bytes | None) -> Table:
    """The game the token names, checked and replayed: with the owner's secret,
    or read-only from a shared link's revealed keys (its last кон finished)."""
    rules = rules_of(token, Rules)
    keys = open_keys(token, secret, key_count(rules), kon_count(token) - 1)
    table = replay(token, keys)
    if not keys.owner and not table.state.is_terminal():
        raise NotationError("reveal: the shared link's last кон is not finished",
                            "reveal: последний кон в ссылке не окончен", token="reveal")
    return table


def review(token: Token, secret: bytes | None) -> Match:
    """The finished kons of a game, for a review: ``review(...).kons[i]`` is a
    :class:`karty.bura.match.KonRecord` whose ``history`` (the deal first,
    with the deck's order) rebuilds кон *i* move by move
    (``KonRecord.replay(rules)``, or its actions applied one at a time to a
    ``BuraState(rules, record.dealer)``). Only finished kons are in it."""
    return open_table(token, secret).match


def finished_kon(token: Token, secret: bytes | None, kon: int) -> tuple[BuraState, int, int, bool]:
    """Кон ``kon`` (from 1) of the game, finished, replayed from its record for a
    review: ``(state, the reader's seat, the match's kons, read-only)``. Refused
    (StateError) if that кон is not finished: its review would show hidden cards."""
    table = open_table(token, secret)
    done = table.match.kons
    if not 1 <= kon <= len(done):
        raise StateError(f"kon: кон {kon} is not finished: its review would show hidden cards",
                         f"kon: кон {kon} не окончен: разбор показал бы скрытые карты",
                         token="kon")
    return done[kon - 1].replay(table.rules), YOU, table.rules.kons, not table.keys.owner


def coach_state(token: Token, secret: bytes) -> tuple[BuraState, int]:
    """The position now, for the coach (the reader's seat; only his observation
    is read by the rater)."""
    table = open_table(token, secret)
    advance(table)
    return table.state, YOU


def api_new(token: Token, keys: Keys, lang: Lang) -> dict[str, Any]:
    table = replay(token, keys)
    start = len(table.log)
    advance(table)
    return view(table, lang, start)


def api_load(token: Token, secret: bytes | None, lang: Lang) -> dict[str, Any]:
    table = open_table(token, secret)
    if table.keys.owner:
        advance(table)  # a token may stop where the computer is to act
    return view(table, lang)


def api_move(token: Token, secret: bytes, text: str, lang: Lang) -> dict[str, Any]:
    table = open_table(token, secret)
    advance(table)
    start = move(table, text)
    return view(table, lang, start)


def api_why(token: Token, secret: bytes, codes: Sequence[str], lang: Lang) -> dict[str, Any]:
    table = open_table(token, secret)
    advance(table)
    return why(table, codes, lang)


__all__ = ["ALPHABET", "Table", "advance", "api_load", "api_move", "api_new", "api_why",
           "coach_state", "computer", "finished_kon", "key_count", "kon_count", "move", "open_table", "replay", "review", "view",
           "why"]
