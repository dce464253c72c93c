"""The play tables' API (``/play/<game>/`` for each game whose ``GameSpec.table``
names a module): four functions the
worker calls, each taking JSON and answering what the page shows.

* ``table_new({"game", "secret", "level", "lang", "options"?})`` deals a new
  game from the page's ``secret`` (32 hex digits, 128 random bits the page makes
  and keeps; :mod:`karty.web.table.token`);
* ``table_load({"token", "secret"?, "lang"})`` rebuilds a game from its token
  (a shared link, or the copy kept in ``localStorage``), checking every part:
  with the game's secret, the game; without it, only a shared link of a
  finished кон or session (read-only), else an error naming the missing secret;
* ``table_move({"token", "secret", "move", "lang"})`` plays the reader's move
  and the computer's answers; ``new`` lists what happened, for the page to show
  in turn;
* ``table_why({"token", "secret", "cards" or "move", "lang"})`` says why chosen
  cards (or a move's text) are not a move now, naming the rule.

Every reply carries ``token`` (to keep and send back), ``share`` (the link to
give: the token, or when a кон is over the token with that кон's key), ``id``
and ``readonly``. The token carries no card and no key of an unfinished кон;
the page gets only what the reader may see, and never a secret.

The tables bound some options below what the game's rules allow, so that a
token stays under :data:`~karty.web.table.token.MAX_TOKEN` characters
(:func:`table_limits`: the table module's ``LIMITS``; a limit of this site's tables,
not of the game).

    >>> r = table_new({"game": "bura", "secret": "00" * 16, "level": "n", "lang": "en"})
    >>> r["token"].startswith("bura.2." + r["id"] + ".n.-."), len(r["table"]["hand"])
    (True, 3)
    >>> table_load({"token": r["token"], "secret": "00" * 16})["token"] == r["token"]
    True
    >>> table_load({"token": r["token"]})
    Traceback (most recent call last):
    ...
    karty.errors.NotationError: secret: this game's cards are kept in the browser that started it, and this browser does not hold them: start a new game (or open the link there)
"""

from __future__ import annotations

from collections.abc import Mapping
from types import ModuleType
from typing import Any

from ... import games
from ...errors import NotationError, RulesError, quoted
from ...games import table_game
from .common import options_of, read_lang, read_secret_arg, read_text, read_token, rules_of
from .token import LEVELS, Token, game_id, keys_for

__all__ = ["table_limits", "table_load", "table_move", "table_new", "table_why"]


def table_limits(game: str) -> Mapping[str, int]:
    """The largest value of an option the game's table accepts, below the game's
    own bound (the table module's ``LIMITS``, option name → most; none if it has
    none): editorial, a limit of this site's play tables, so that the longest
    game's token stays under MAX_TOKEN (tests/engine/web/test_table_tokens.py).

    >>> dict(table_limits("bura"))
    {'kons': 50}
    """
    limits: Mapping[str, int] = getattr(_module(game), "LIMITS", {})
    return limits


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
    secret = read_secret_arg(args, required=True)
    assert secret is not None
    draft = Token(spec.name, "", str(level), _options(args), "", "")
    # the options as the token writes them: checked, and those at their default dropped
    rules = rules_of(draft, spec.Rules)
    _limit(spec.name, rules)
    options = options_of(rules)
    module = _module(spec.name)
    keys = keys_for(spec.name, secret, module.key_count(rules))
    token = Token(spec.name, game_id(spec.name, draft.level, options, keys.key(0)), draft.level,
                  options, "", "")
    result: dict[str, Any] = module.api_new(token, keys, lang)
    return result


def _limit(game: str, rules: Any) -> None:
    for name, most in table_limits(game).items():
        value = getattr(rules, name)
        if value > most:
            raise RulesError(
                f"options: {name}={value} is more than this site's play table allows "
                f"({most}; a limit of the table, not of the game)",
                f"options: {name}={value} — больше, чем позволяет игровой стол сайта "
                f"({most}; это предел стола, а не игры)", token=name)


def table_load(args: Any) -> dict[str, Any]:
    lang = read_lang(args)
    token = read_token(args)
    secret = read_secret_arg(args, required=False)
    result: dict[str, Any] = _module(token.game).api_load(token, secret, lang)
    return result


def table_move(args: Any) -> dict[str, Any]:
    lang = read_lang(args)
    token = read_token(args)
    text = read_text(args, "move")
    secret = read_secret_arg(args, required=True)
    result: dict[str, Any] = _module(token.game).api_move(token, secret, text, lang)
    return result


def why_games() -> tuple[str, ...]:
    """The games whose table answers «why can't I play these cards?» (``api_why``)."""
    return tuple(g.name for g in games.GAMES
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
    # what is asked about: the chosen cards (``cards``), or a move's text (``move``)
    if "move" in args:
        selection: str | list[str] = read_text(args, "move")
    else:
        cards = args.get("cards")
        if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
            raise NotationError("cards: must be a list of card texts",
                                "cards: должен быть списком карт", token="cards")
        selection = cards[:4]
    secret = read_secret_arg(args, required=True)
    result: dict[str, Any] = module.api_why(token, secret, selection, lang)
    return result
