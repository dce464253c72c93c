"""High card's play table: the reader (seat 1) against the computer (seat 0, who keeps a
queen or better). One key deals the whole game; the token's choices are the reader's
``k`` (keep) or ``s`` (swap)."""

from __future__ import annotations

import random
from typing import Any

from karty.errors import NotationError, quoted
from karty.web.common import Lang
from karty.web.table.common import open_keys, rules_of, steps_json, token_fields
from karty.web.table.token import Keys, Token, hex_key

from .actions import Action, Keep, Swap, parse_action
from .rules import Rules
from .state import HighCardState

YOU, COMPUTER = 1, 0


def key_count(rules: Rules) -> int:
    return 1


def _play(token: Token, keys: Keys) -> tuple[HighCardState, list[dict[str, Any]], int]:
    """The game replayed: chance from key 0, the computer's rule of thumb, the reader's
    choices; the log and the log index where the reader's last choice began."""
    rules: Rules = rules_of(token, Rules)
    state = HighCardState(rules)
    rng = random.Random(hex_key(keys.key(0), "deal"))
    choices = [Keep() if c == "k" else Swap() for c in token.choices]
    if len(choices) > 1 or set(token.choices) - {"k", "s"}:
        raise NotationError(f"choices: {quoted(token.choices)} is not k or s",
                            f"choices: {quoted(token.choices)} — не k и не s", token="choices")
    log: list[Any] = []
    start = 0
    while not state.is_terminal():
        seat = state.current_player()
        if seat == YOU:
            if not choices:
                break
            start = len(log)
            action: Action = choices.pop()
        elif seat == COMPUTER:
            hand = state.hands[COMPUTER]
            assert hand is not None
            action = Keep() if rules.order(hand.rank) >= 12 else Swap()
        else:
            action = state.sample_chance(rng)
        log.append(state.apply_action(action))
    return state, log, start


def _view(token: Token, keys: Keys, state: HighCardState, lang: Lang,
          since: int = 0, log: list[Any] | None = None) -> dict[str, Any]:
    over = state.is_terminal()
    obs = state.observation(YOU)
    return {"game": state.GAME, **token_fields(token, keys, token.choices, 0 if over else None),
            "level": token.level, "options": dict(token.options), "over": over,
            "observation": obs, "returns": list(state.returns()),
            "moves": None if over else ["keep", "swap"],
            "new": [s for steps in (log or [])[since:] for s in steps_json(steps, lang)],
            # the still picture's table (play/highcard.html)
            "table": {"hand": [c.ascii() for c in state.hands[YOU:YOU + 1] if c is not None],
                      "open": [c.ascii() for c in state.discards],
                      "computer": 0 if over else 1}}


def api_new(token: Token, keys: Keys, lang: Lang) -> dict[str, Any]:
    state, log, _ = _play(token, keys)
    return _view(token, keys, state, lang, 0, log)


def api_load(token: Token, secret: bytes | None, lang: Lang) -> dict[str, Any]:
    keys = open_keys(token, secret, 1, 0)
    state, _, _ = _play(token, keys)
    return _view(token, keys, state, lang)


def api_move(token: Token, secret: bytes, text: str, lang: Lang) -> dict[str, Any]:
    action = parse_action(text)
    keys = open_keys(token, secret, 1, 0)
    code = "k" if isinstance(action, Keep) else "s" if isinstance(action, Swap) else ""
    if not code or token.choices:
        raise NotationError(f"move: {quoted(text)} is not your move now",
                            f"move: {quoted(text)} — сейчас не ваш ход", token="move")
    moved = token.with_choices(code)
    state, log, start = _play(moved, keys)
    return _view(moved, keys, state, lang, start, log)
