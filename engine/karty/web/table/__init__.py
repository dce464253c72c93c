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
from types import ModuleType
from typing import Any

from ...errors import NotationError, quoted
from ...games import GAMES, table_game
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


def _module(game: str) -> ModuleType:
    """The game's table module (``GameSpec.table``): ``api_new``, ``api_load``,
    ``api_move`` and, if it answers «why not?», ``api_why``."""
    return table_game(game).table_module()


def table_new(args: Any) -> dict[str, Any]:
    lang = read_lang(args)
    spec = table_game(args.get("game"))
    level = args.get("level", "n")
    if level not in LEVELS:
        raise NotationError(f"level: {quoted(level)} is not e, n or h",
                            f"level: {quoted(level)} — не e, n и не h", token="level")
    token = Token(spec.name, _seed(args), str(level), _options(args), "")
    # the options as the token writes them: checked, and those at their default dropped
    token = Token(token.game, token.seed, token.level, options_of(rules_of(token, spec.Rules)), "")
    result: dict[str, Any] = _module(spec.name).api_new(token, lang)
    return result


def table_load(args: Any) -> dict[str, Any]:
    lang = read_lang(args)
    token = read_token(args)
    result: dict[str, Any] = _module(token.game).api_load(token, lang)
    return result


def table_move(args: Any) -> dict[str, Any]:
    lang = read_lang(args)
    token = read_token(args)
    text = read_text(args, "move")
    result: dict[str, Any] = _module(token.game).api_move(token, text, lang)
    return result


def why_games() -> tuple[str, ...]:
    """The games whose table answers «why can't I play these cards?» (``api_why``)."""
    return tuple(g.name for g in GAMES
                 if g.table is not None and hasattr(g.table_module(), "api_why"))


def table_why(args: Any) -> dict[str, Any]:
    lang = read_lang(args)
    token = read_token(args)
    module = _module(token.game)
    if not hasattr(module, "api_why"):
        known = ", ".join(why_games())
        raise NotationError(f"the token is for {quoted(token.game)}, whose table does not answer "
                            f"«why not?» (tables that do: {known})",
                            f"ключ — для игры {quoted(token.game)}, а её стол не отвечает "
                            f"«почему нельзя?» (отвечают: {known})", token=token.game)
    cards = args.get("cards")
    if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
        raise NotationError("cards: must be a list of card texts",
                            "cards: должен быть списком карт", token="cards")
    result: dict[str, Any] = module.api_why(token, cards[:4], lang)
    return result
