"""The Очко table: a session at the bank, you (player 1) and computer punters.

The token's choices are the reader's decisions, one letter each, an amount
after ``b`` (the opening bank) and ``p`` (the stake): ``d`` draw, ``t`` a card
«в тёмную», ``s`` enough, ``k`` «стук», ``n`` deal on, ``a`` ask the next
player, ``c`` gather the cards. Everything else — the shuffles and cuts, the
computer players' decisions — replays from the session's one key ``k[0]``
(:mod:`karty.web.table.token`: the deck and the bank run on from кон to кон,
so a session has one key, revealed only when the session is over). The
computer players' decisions are not in the token: they are recomputed (Очко's
players are rules of thumb, cheap to replay).

    >>> from karty.web.table.token import Token, game_id, keys_for
    >>> keys = keys_for("ochko", bytes(16), 1)
    >>> s = replay(Token("ochko", game_id("ochko", "n", (), keys.key(0)), "n", (), "", ""), keys)
    >>> s.state.current_player(), s.state.phase in ("stake", "opening-bank", "ask", "stuk")
    (0, True)
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from typing import Any, Final

from ..errors import IllegalActionError, NotationError, StateError, quoted
from ..registry import Explanation
from ..web.common import Lang
from ..web.table.common import open_keys, rules_of
from ..web.table.token import Keys, Token, hex_key
from .actions import Action, OpeningBank, Stake, parse_action
from .players import ExactPlayer, HeuristicPlayer, Player, RandomPlayer
from .rules import Rules
from .state import State
from .table_view import _seen, view
from .web_session import forced_action as _forced

YOU: Final = 0
#: The table: you and two computer punters, 100 each, at most 30 кон.
PLAYERS: Final = 3
PURSE: Final = 100
ROUNDS: Final = 30
#: More than a session can hold (a кон asks the reader at most a stake or a bank,
#: «стук» or deal on, two asks or gathering, and about ten draws): a bound on what
#: is replayed, and on the token (each decision at most 4 characters: ``p300``).
MAX_DECISIONS: Final = 25 * ROUNDS
_LETTERS: Final = {"d": "draw", "t": "dark", "s": "stand", "k": "stuk", "n": "deal", "a": "ask",
                   "c": "collect"}
_CODES: Final = {v: k for k, v in _LETTERS.items()}
_CHOICE = re.compile(r"([dtskna c])|([bp])([0-9]{1,5})".replace(" ", ""))


def computer(level: str) -> Player:
    """Easy plays at random; normal by rules of thumb; hard the exact best play from
    what it sees (:class:`~karty.ochko.players.ExactPlayer`)."""
    return RandomPlayer() if level == "e" else ExactPlayer() if level == "h" else \
        HeuristicPlayer()


@dataclass(slots=True)
class Entry:
    who: int  # a seat, or -1 for chance (the shuffle, the cut)
    action: str
    steps: Explanation
    seen: dict[str, Any] | None = None  # the table as the reader saw it after this entry


class _Rngs:
    """The session's random sources, from its key: chance, and one per computer player."""

    __slots__ = ("bots", "chance")

    def __init__(self, key: bytes) -> None:
        self.chance = random.Random(hex_key(key, "chance"))
        self.bots = [random.Random(hex_key(key, "player", s)) for s in range(PLAYERS)]


@dataclass(slots=True)
class Session:
    token: Token
    keys: Keys
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
    if len(out) > MAX_DECISIONS:
        raise NotationError(f"choices: more than {MAX_DECISIONS} decisions",
                            f"choices: больше {MAX_DECISIONS} решений", token="choices")
    return out


def replay(token: Token, keys: Keys) -> Session:
    rules = rules_of(token, Rules)
    state = State.initial(rules, players=PLAYERS, purse=PURSE, max_rounds=ROUNDS)
    rngs = _Rngs(keys.key(0))
    session = Session(token, keys, rules, state, rngs)
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
def key_count(rules: Rules) -> int:
    """One key for the whole session."""
    return 1


def open_session(token: Token, secret: bytes | None) -> Session:
    """The session the token names, checked and replayed: with the owner's
    secret, or read-only from a shared link of a finished session."""
    keys = open_keys(token, secret, 1, 0)
    session = replay(token, keys)
    if not keys.owner and not session.state.is_terminal():
        raise NotationError("reveal: the shared link's session is not over",
                            "reveal: игра в ссылке не окончена", token="reveal")
    return session


def finished_kon(token: Token, secret: bytes | None, kon: int) -> tuple[Any, int, int, bool]:
    """The finished session, for a review (``table_review``) opened at its кон
    ``kon`` (from 1): ``(its record, the reader's seat, the session's кон,
    read-only)``. The whole session is reviewed in one call (one replay of the
    token, every decision rated once; the page steps through it кон after кон
    without asking again). The session has one key, revealed only at its end, and
    its deck runs on from кон to кон: so only a session that is over is reviewed
    (StateError otherwise: its review would show hidden cards)."""
    from .web_review import KonRecord

    session = open_session(token, secret)
    s = session.state
    if not s.is_terminal():
        raise StateError("kon: the session is not over: its review would show hidden cards",
                         "kon: игра не окончена: разбор показал бы скрытые карты", token="kon")
    total = max(1, s.rounds)
    if not 1 <= kon <= total:
        raise StateError(f"kon: the session had no кон {kon} (it had {total})",
                         f"kon: в этой игре нет кона {kon} (их было {total})", token="kon")
    return KonRecord(s), YOU, total, not session.keys.owner


def api_new(token: Token, keys: Keys, lang: Lang) -> dict[str, Any]:
    return view(replay(token, keys), lang, 0)


def api_load(token: Token, secret: bytes | None, lang: Lang) -> dict[str, Any]:
    return view(open_session(token, secret), lang)


def api_move(token: Token, secret: bytes, text: str, lang: Lang) -> dict[str, Any]:
    session = open_session(token, secret)
    start = move(session, text)
    return view(session, lang, start)


def api_coach(token: Token, secret: bytes, lang: Lang, seed: int) -> dict[str, Any]:
    """The coach (:mod:`karty.ochko.table_coach`)."""
    from .table_coach import api_coach as coach

    return coach(token, secret, lang, seed)


__all__ = ["Session", "api_coach", "api_load", "api_move", "api_new", "finished_kon", "key_count", "move",
           "open_session",
           "replay", "view"]
