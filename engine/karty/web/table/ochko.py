"""The Очко table: a session at the bank, you (player 1) and computer punters.

The token's choices are the reader's decisions, one letter each, an amount
after ``b`` (the opening bank) and ``p`` (the stake): ``d`` draw, ``t`` a card
«в тёмную», ``s`` enough, ``k`` «стук», ``n`` deal on, ``a`` ask the next
player, ``c`` gather the cards. Everything else — the shuffles from
``Random(seed)``, the computer players' decisions — replays from the seed.

    >>> from karty.web.table.token import Token
    >>> s = replay(Token.parse("ochko.1.3.n.-.-"))
    >>> s.state.current_player(), s.state.phase in ("stake", "opening-bank", "ask", "stuk")
    (0, True)
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from typing import Any, Final

from ...errors import IllegalActionError, NotationError, quoted
from ...ochko.actions import Action, OpeningBank, Stake, parse_action
from ...ochko.players import HeuristicPlayer, Player, RandomPlayer
from ...ochko.rules import Rules
from ...ochko.state import State
from ...registry import Explanation
from ..common import Lang
from ..ochko_session import forced_action as _forced
from .common import rules_of
from .ochko_view import _seen, view
from .token import Token

YOU: Final = 0
#: The table: you and two computer punters, 100 each, at most 30 кон.
PLAYERS: Final = 3
PURSE: Final = 100
ROUNDS: Final = 30
_LETTERS: Final = {"d": "draw", "t": "dark", "s": "stand", "k": "stuk", "n": "deal", "a": "ask",
                   "c": "collect"}
_CODES: Final = {v: k for k, v in _LETTERS.items()}
_CHOICE = re.compile(r"([dtskna c])|([bp])([0-9]{1,5})".replace(" ", ""))


def computer(level: str) -> Player:
    """Easy plays at random; normal and hard by rules of thumb (Очко's only
    decisions are when to stop and how much to stake; there is no search)."""
    return RandomPlayer() if level == "e" else HeuristicPlayer()


@dataclass(slots=True)
class Entry:
    who: int  # a seat, or -1 for chance (the shuffle, the cut)
    action: str
    steps: Explanation
    seen: dict[str, Any] | None = None  # the table as the reader saw it after this entry


class _Rngs:
    """The session's random sources: chance from the seed, one per computer player."""

    __slots__ = ("bots", "chance")

    def __init__(self, seed: int) -> None:
        self.chance = random.Random(seed)
        self.bots = [random.Random(f"karty.table.ochko/{seed}/{s}") for s in range(PLAYERS)]


@dataclass(slots=True)
class Session:
    token: Token
    rules: Rules
    state: State
    rngs: _Rngs
    capture: bool = False  # keep what the reader saw after each entry (for the new ones)
    log: list[Entry] = field(default_factory=list)
    codes: list[str] = field(default_factory=list)


def _code(a: Action) -> str:
    if isinstance(a, Stake):
        return f"p{a.amount}"
    if isinstance(a, OpeningBank):
        return f"b{a.amount}"
    return _CODES[str(a)]


def _run(session: Session, pending: list[Action], rng: random.Random,
         bots: list[random.Random]) -> None:
    """Play on until the reader must decide with nothing pending, or the end."""
    player = computer(session.token.level)
    _play(session, pending, rng, bots, player)


def _play(session: Session, pending: list[Action], rng: random.Random,
          bots: list[random.Random], player: Player) -> None:
    s = session.state
    log = session.log

    def add(who: int, action: str, steps: Explanation) -> None:
        log.append(Entry(who, action, steps, _seen(s) if session.capture else None))

    while not s.is_terminal():
        who = s.current_player()
        if who < 0:
            a: Action = s.sample_chance(rng)
            add(who, str(a).split()[0], s.apply_action(a))
            continue
        if who == YOU:
            forced = _forced(s)
            if forced is not None:
                add(who, str(forced), s.apply_action(forced))
                continue
            if not pending:
                return
            a = pending.pop(0)
            if not s.is_legal(a):
                raise s._illegal(a)
            add(who, str(a), s.apply_action(a))
            session.codes.append(_code(a))
            continue
        legal = s.legal_actions()
        a = player.choose(s.observation(who), legal, bots[who])
        if not s.is_legal(a):  # a range: the random player names an amount in it
            a = legal[0].sample(bots[who])  # type: ignore[union-attr]
        add(who, str(a), s.apply_action(a))


def _parse_choices(text: str) -> list[Action]:
    out: list[Action] = []
    pos = 0
    while pos < len(text):
        m = _CHOICE.match(text, pos)
        if m is None:
            raise NotationError(f"choices: {text[pos:pos + 8]!r} is not an Очко decision",
                                f"choices: «{text[pos:pos + 8]}» — не решение в очко",
                                token=text[pos:pos + 8])
        if m.group(1):
            out.append(parse_action(_LETTERS[m.group(1)]))
        else:
            amount = int(m.group(3))
            out.append(OpeningBank(amount) if m.group(2) == "b" else Stake(amount))
        pos = m.end()
    if len(out) > 600:
        raise NotationError("choices: more than 600 decisions", "choices: больше 600 решений",
                            token="choices")
    return out


def replay(token: Token) -> Session:
    rules = rules_of(token, Rules)
    state = State.initial(rules, players=PLAYERS, purse=PURSE, max_rounds=ROUNDS)
    rngs = _Rngs(token.seed)
    session = Session(token, rules, state, rngs)
    pending = _parse_choices(token.choices)
    total = len(pending)
    try:
        _run(session, pending, rngs.chance, rngs.bots)
    except IllegalActionError as e:
        n = len(session.codes) + 1
        raise NotationError(f"choices: decision {n}: {e.en}", f"choices: решение {n}: {e.ru}",
                            token=e.token) from None
    if pending:
        raise NotationError(f"choices: decision {total - len(pending) + 1} comes after the end",
                            f"choices: решение {total - len(pending) + 1} — после конца игры",
                            token="choices")
    return session


def move(session: Session, text: str) -> int:
    """Apply the reader's decision and play on; the log index where new entries start."""
    s = session.state
    if s.is_terminal():
        raise IllegalActionError("the session is over", "игра окончена", token=text)
    a = parse_action(text)
    if not s.is_legal(a):
        e = s._illegal(a)
        raise IllegalActionError(f"{quoted(text)}: {e.en}", f"{quoted(text)}: {e.ru}",
                                 token=text)
    start = len(session.log)
    session.capture = True
    _run(session, [a], session.rngs.chance, session.rngs.bots)
    return start


# ------------------------------------------------------------------ the table's API
# (what karty.web.table dispatches to for a token of this game; see GameSpec.table)
def api_new(token: Token, lang: Lang) -> dict[str, Any]:
    return view(replay(token), lang, 0)


def api_load(token: Token, lang: Lang) -> dict[str, Any]:
    return view(replay(token), lang)


def api_move(token: Token, text: str, lang: Lang) -> dict[str, Any]:
    session = replay(token)
    start = move(session, text)
    return view(session, lang, start)


__all__ = ["Session", "api_load", "api_move", "api_new", "move", "replay", "view"]
