"""The play tables' API (``/play/bura/``, ``/play/ochko/``): four functions the
worker calls, each taking JSON and answering what the page shows.

* ``table_new({"game", "seed", "level", "lang", "options"?})`` deals a new game;
* ``table_load({"token", "lang"})`` rebuilds a game from its token (a shared
  link, or the copy kept in ``localStorage``), checking every part;
* ``table_move({"token", "move", "lang"})`` plays the reader's move and the
  computer's answers; ``new`` lists what happened, for the page to show in turn;
* ``table_why({"token", "cards", "lang"})`` says why chosen cards are not a
  move now, naming the rule.

The token (:mod:`karty.web.table.token`) carries no card; the page gets only
what the reader may see.

    >>> r = table_new({"game": "bura", "seed": 5, "level": "n", "lang": "en"})
    >>> r["token"].startswith("bura.1.5.n.-."), len(r["table"]["hand"])
    (True, 3)
    >>> table_load({"token": r["token"]})["token"] == r["token"]
    True
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...errors import NotationError, quoted
from . import bura as _bura
from . import ochko as _ochko
from .common import options_of, read_lang, read_text, read_token, rules_of
from .token import LEVELS, MAX_SEED, Token

__all__ = ["table_load", "table_move", "table_new", "table_why"]


def _seed(args: Mapping[str, Any]) -> int:
    seed = args.get("seed")
    if type(seed) is not int or not 0 <= seed <= MAX_SEED:
        raise NotationError(f"seed: {quoted(seed)} is not a whole number from 0 to {MAX_SEED}",
                            f"seed: {quoted(seed)} — не целое число от 0 до {MAX_SEED}",
                            token="seed")
    return seed


def _options(args: Mapping[str, Any]) -> tuple[tuple[str, str], ...]:
    opts = args.get("options", {})
    if not isinstance(opts, Mapping) or len(opts) > 40 or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in opts.items()):
        raise NotationError("options: must be an object of option names and text values",
                            "options: должен быть объектом «правило: значение»", token="options")
    return tuple(sorted(opts.items()))


def table_new(args: Any) -> dict[str, Any]:
    lang = read_lang(args)
    game = args.get("game")
    if game not in ("bura", "ochko"):
        raise NotationError(f"game: {quoted(game)} is not bura or ochko",
                            f"game: {quoted(game)} — не bura и не ochko", token="game")
    level = args.get("level", "n")
    if level not in LEVELS:
        raise NotationError(f"level: {quoted(level)} is not e, n or h",
                            f"level: {quoted(level)} — не e, n и не h", token="level")
    token = Token(str(game), _seed(args), str(level), _options(args), "")
    if game == "bura":
        from ...bura.rules import Rules as BuraRules

        token = Token(token.game, token.seed, token.level,
                      options_of(rules_of(token, BuraRules)), "")
        table = _bura.replay(token)
        start = len(table.log)
        _bura.advance(table)
        return _bura.view(table, lang, start)
    from ...ochko.rules import Rules as OchkoRules

    token = Token(token.game, token.seed, token.level, options_of(rules_of(token, OchkoRules)), "")
    return _ochko.view(_ochko.replay(token), lang, 0)


def table_load(args: Any) -> dict[str, Any]:
    lang = read_lang(args)
    token = read_token(args)
    if token.game == "bura":
        table = _bura.replay(token)
        _bura.advance(table)  # a token may stop where the computer is to act
        return _bura.view(table, lang)
    return _ochko.view(_ochko.replay(token), lang)


def table_move(args: Any) -> dict[str, Any]:
    lang = read_lang(args)
    token = read_token(args)
    text = read_text(args, "move")
    if token.game == "bura":
        table = _bura.replay(token)
        _bura.advance(table)
        start = _bura.move(table, text)
        return _bura.view(table, lang, start)
    session = _ochko.replay(token)
    start = _ochko.move(session, text)
    return _ochko.view(session, lang, start)


def table_why(args: Any) -> dict[str, Any]:
    lang = read_lang(args)
    token = read_token(args, "bura")
    cards = args.get("cards")
    if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
        raise NotationError("cards: must be a list of card texts",
                            "cards: должен быть списком карт", token="cards")
    table = _bura.replay(token)
    _bura.advance(table)
    return _bura.why(table, cards[:4], lang)
