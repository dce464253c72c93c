"""The play tables' review and coach: ``table_review`` and ``table_coach``,
web functions like the other ``table_*`` (:mod:`karty.web.table`).

* ``table_review({"token", "kon", "lang", "secret"?})``: a finished кон of the
  game the token names, move by move, every card face up (it is over), each
  move with the rules it rests on and each of the reader's decisions rated by
  the game's rater (:func:`karty.web.review.review_state_json`; Бура's is the
  hard level's own search). With the game's secret any finished кон; without
  it, from a shared link of a finished кон (its revealed keys), the kons up to
  that one. An unfinished кон is refused: its review would show hidden cards.
  A table may review more than the one кон (Очко's: the whole finished session,
  its steps each with its кон, ``before.kon``); ``kon`` is then where it opens.
* ``table_coach({"token", "lang", "secret"})``: the reader's decision now,
  every legal move with the rater's view of it (:func:`karty.web.review.coach_json`),
  from what the reader sees (his observation); refused unless he is to act. A
  table with its own coach (``api_coach``: Очко's exact values,
  :mod:`karty.ochko.table_coach`) answers it itself.

    >>> from karty.web.table import table_new
    >>> r = table_new({"game": "bura", "secret": "00" * 16, "level": "n", "lang": "en",
    ...                "options": {"kons": "1"}})
    >>> table_review({"token": r["token"], "secret": "00" * 16, "kon": 1})
    Traceback (most recent call last):
    ...
    karty.errors.StateError: kon: кон 1 is not finished: its review would show hidden cards
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ... import games
from ...errors import NotationError, StateError, quoted
from ...games import table_game
from ..review import coach_json, review_state_json
from .common import read_lang, read_secret_arg, read_token

__all__ = ["coach_games", "review_games", "table_coach", "table_review"]


def review_games() -> tuple[str, ...]:
    """The games whose table has a review of its finished kons (``finished_kon``)."""
    return tuple(g.name for g in games.GAMES if g.table is not None and g.review is not None
                 and hasattr(g.table_module(), "finished_kon"))


def coach_games() -> tuple[str, ...]:
    """The games whose table has a coach: its own (``api_coach``, Очко's exact
    values) or the game's rater on the position (``coach_state``, Бура's)."""
    return tuple(g.name for g in games.GAMES if g.table is not None and (
        hasattr(g.table_module(), "api_coach")
        or (g.review is not None and hasattr(g.table_module(), "coach_state"))))


def _unsupported(game: str, what_en: str, what_ru: str, known: tuple[str, ...]) -> NotationError:
    names = ", ".join(known)
    return NotationError(f"the token is for {quoted(game)}, whose table has no {what_en} "
                         f"(tables that have one: {names})",
                         f"ключ — для игры {quoted(game)}, а у её стола нет {what_ru} "
                         f"(есть у: {names})", token=game)


def _kon_arg(args: Mapping[str, Any]) -> int:
    value = args.get("kon")
    if type(value) is not int or not 1 <= value <= 1000:
        raise NotationError(f"kon: {quoted(value)} is not the number of a кон (1, 2, …)",
                            f"kon: {quoted(value)} — не номер кона (1, 2, …)", token="kon")
    return value


def _seed_arg(args: Mapping[str, Any]) -> int:
    value = args.get("seed", 0)
    if type(value) is not int or not 0 <= value < 2**31:
        raise NotationError(f"seed: {quoted(value)} is not a whole number from 0 to 2³¹−1",
                            f"seed: {quoted(value)} — не целое число от 0 до 2³¹−1",
                            token="seed")
    return value


def table_review(args: Any) -> dict[str, Any]:
    lang = read_lang(args)
    token = read_token(args)
    spec = table_game(token.game)
    module = spec.table_module()
    if spec.review is None or not hasattr(module, "finished_kon"):
        raise _unsupported(token.game, "review", "разбора", review_games())
    kon = _kon_arg(args)
    seed = _seed_arg(args)
    secret = read_secret_arg(args, required=False)
    state, seat, total, shared = module.finished_kon(token, secret, kon)
    out = review_state_json(spec.name, state, seat, lang, seed)
    return {**out, "kon": kon, "kons": total, "readonly": shared}


def table_coach(args: Any) -> dict[str, Any]:
    lang = read_lang(args)
    token = read_token(args)
    spec = table_game(token.game)
    module = spec.table_module()
    seed = _seed_arg(args)
    if hasattr(module, "api_coach"):
        secret = read_secret_arg(args, required=True)
        assert secret is not None
        result: dict[str, Any] = module.api_coach(token, secret, lang, seed)
        return result
    if spec.review is None or not hasattr(module, "coach_state"):
        raise _unsupported(token.game, "coach", "подсказок", coach_games())
    secret = read_secret_arg(args, required=True)
    assert secret is not None
    state, seat = module.coach_state(token, secret)
    if state.is_terminal() or state.current_player() != seat:
        raise StateError("it is not your decision now: nothing to advise",
                         "сейчас решаете не вы: советовать нечего", token="token")
    return coach_json(spec.name, state, seat, lang, seed)
