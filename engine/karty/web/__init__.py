"""The engine's JSON API for the site's worked examples.

The browser's worker (``docs/assets/js/worker.mjs``) and the site build both
call these functions, the first under Pyodide, the second in CPython: JSON
in, JSON out. :data:`FUNCTIONS` is the allow-list; nothing else is callable
through :func:`call`.

Each widget function takes ``{"lang": "en"|"ru", "state": {key: text}}``, the
state as the widget's form and its URL fragment hold it (all values are
text), and returns:

* ``state``: the state normalised (cards in Latin notation, defaults left
  out), which the page writes into the URL;
* ``view``: what to show, a view tree (:mod:`karty.web.view`), in the
  language asked for, every explanation step citing its rule id and the
  rule's provenance;
* ``data``: the same answer as numbers and ids, for tests and scripts.

Errors are the engine's own (:class:`karty.KartyError`): :func:`call` returns
them as ``{"type", "message", "message_ru", "token", "field"}``, ``field``
naming the state key at fault::

    >>> call("bura_trick", {"lang": "en", "state": {"trump": "h", "led": "KS QS",
    ...                                             "answer": "10S 6H"}})["result"]["data"]["beats"]
    True
    >>> err = call("bura_trick", {"lang": "en", "state": {"trump": "h", "led": "KS 11S",
    ...                                                   "answer": "10S"}})["error"]
    >>> err["type"], err["token"], err["field"]
    ('NotationError', '11S', 'led')
    >>> call("open", {})["error"]["type"]
    'UnknownFunction'
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Any

from ..cards import parse_cards as _parse_cards
from ..errors import KartyError, NotationError, quoted, shown
from ..game import json_nesting
from ..games import GAMES, load_game, table_game, table_games
from .common import FieldSpec, Lang
from .view import check
from .words import value_words

__all__ = ["FUNCTIONS", "KINDS", "FieldSpec", "call", "call_json", "read_args"]


def read_args(args: Any) -> tuple[Lang, dict[str, str]]:
    """``(lang, state)`` from a widget call's arguments."""
    if not isinstance(args, Mapping):
        raise NotationError(f"the arguments {quoted(args)} are not a JSON object",
                            f"аргументы {quoted(args)} — не объект JSON", token=quoted(args))
    lang = args.get("lang", "en")
    if lang not in ("en", "ru"):
        raise NotationError(f"lang: {quoted(lang)} is not 'en' or 'ru'",
                            f"lang: {quoted(lang)} — не «en» и не «ru»", token="lang")
    state = args.get("state", {})
    if not isinstance(state, Mapping):
        raise NotationError("state: must be a JSON object of keys and text",
                            "state: должен быть объектом JSON «ключ: текст»", token="state")
    return lang, dict(state)


def parse_cards(args: Any) -> dict[str, Any]:
    """Parse typed cards, for the card picker: ``{"text"}`` → the cards in Latin,
    Unicode and Russian notation."""
    if not isinstance(args, Mapping) or not isinstance(args.get("text", ""), str):
        raise NotationError("text: must be a string", "text: должен быть строкой", token="text")
    cards = _parse_cards(args.get("text", ""))
    return {"cards": [c.ascii() for c in cards], "unicode": [str(c) for c in cards],
            "ru": [c.russian() for c in cards]}


def rules_options(args: Any) -> dict[str, Any]:
    """Every option of a game's ``Rules``, with its values and their provenance."""
    game = args.get("game") if isinstance(args, Mapping) else None
    try:
        spec = load_game(game)
    except KartyError as e:
        raise NotationError(f"game: {e.en}", f"game: {e.ru}", token="game") from None
    options = []
    for o in spec.Rules.options():
        d = o.to_dict()
        for c in d["choices"]:  # each value in words, for the forms (no identifiers shown)
            words = value_words(str(game), o.name, c["value"])
            c["words"] = {"en": words[0], "ru": words[1]} if words else None
        options.append(d)
    return {"game": game, "options": options}


def _kinds() -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}
    for game in GAMES:
        kinds: dict[str, dict[str, Any]] = game.web_module().KINDS
        if tuple(kinds) != game.widgets:
            raise AssertionError(f"{game.web}.KINDS is not {game.widgets}")
        out.update(kinds)
    return out


def _functions() -> dict[str, Callable[[Any], dict[str, Any]]]:
    from . import table
    from .review import review_call
    from .table.review import table_coach, table_review

    out: dict[str, Callable[[Any], dict[str, Any]]] = {}
    for game in GAMES:
        out.update(game.web_module().FUNCTIONS)
    out.update({"parse_cards": parse_cards, "rules_options": rules_options,
                "table_new": table.table_new, "table_load": table.table_load,
                "table_move": table.table_move, "table_why": table.table_why,
                "table_review": table_review, "table_coach": table_coach,
                "review": review_call})
    return out


#: Widget kind (the fence name, ``data-widget``) → its function, its state keys
#: (besides the rule options of the game ``rules``, if any; ``rule_keys``, when
#: given, are the options its form shows, though every option is accepted;
#: ``rules_inline``, when true, shows those options as the form itself, not folded away).
KINDS: dict[str, dict[str, Any]]
#: The allow-list: function name → function.
FUNCTIONS: dict[str, Callable[[Any], dict[str, Any]]]


def _load() -> dict[str, Callable[[Any], dict[str, Any]]]:
    """:data:`FUNCTIONS` and :data:`KINDS`, made from each game's web module
    (``GameSpec.web``) the first time they are asked for."""
    found = globals().get("FUNCTIONS")
    if found is None:
        kinds, found = _kinds(), _functions()
        globals().update(KINDS=kinds, FUNCTIONS=found)
    return found


def __getattr__(name: str) -> Any:
    """:data:`FUNCTIONS` and :data:`KINDS` (PEP 562): a game's web module lives in
    its own package and imports this package's helpers (:mod:`karty.web.common`,
    :mod:`karty.web.view`), so when it is imported first, this package cannot list
    it yet; the tables are made at the first use."""
    if name in ("FUNCTIONS", "KINDS"):
        _load()
        return globals()[name]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def warm() -> None:
    """Import now what the first calls would import: the allow-list's modules and every
    play table's module (each :func:`karty.games.table_games` game's ``table``, through
    the registry). The site's build calls it before it saves the engine's memory snapshot,
    so that a page restored from the snapshot answers its first table call without importing.

    >>> warm(); import sys; all(f"karty.{g}.table" in sys.modules for g in table_games())
    True
    """
    _load()
    for name in table_games():
        table_game(name).table_module()


def error_dict(e: KartyError) -> dict[str, Any]:
    d: dict[str, Any] = dict(e.to_dict())
    d["field"] = getattr(e, "field", None)
    return d


def call(fn: str, args: Any) -> dict[str, Any]:
    """Call an allowed function: ``{"ok": True, "result"}`` or ``{"ok": False,
    "error"}``. Only bugs raise."""
    func = _load().get(fn) if isinstance(fn, str) else None
    if func is None:
        name = quoted(fn)
        return {"ok": False, "error": {
            "type": "UnknownFunction", "message": f"{name} is not an engine function",
            "message_ru": f"{name} — не функция движка", "token": name, "field": None}}
    try:
        result = func(args)
    except KartyError as e:
        return {"ok": False, "error": error_dict(e)}
    if "view" in result:
        check(result["view"])
    return {"ok": True, "result": result}


#: The deepest nesting of lists and objects :func:`call_json` reads (a widget's
#: arguments nest three levels: ``{"state": {"key": "text"}}``).
MAX_DEPTH = 32
#: The longest JSON text :func:`call_json` reads (a widget's state is a few kB).
MAX_JSON = 1_000_000


def _error(type_: str, en: str, ru: str, token: str | None = None) -> dict[str, Any]:
    return {"ok": False, "error": {"type": type_, "message": en, "message_ru": ru,
                                   "token": token, "field": None}}


def call_json(fn: str, args_json: str) -> str:
    """:func:`call` with JSON text in and out (what the worker uses). It always
    answers: bad JSON, JSON nested deeper than :data:`MAX_DEPTH` or longer than
    :data:`MAX_JSON` is a ``NotationError``; an unexpected failure of the engine
    (a bug) is an ``InternalError`` with a plain message, its Python type in
    ``detail`` and no traceback.

    >>> call_json("parse_cards", '{"text": "A♠"}')
    '{"ok":true,"result":{"cards":["AS"],"unicode":["A♠"],"ru":["Т♠"]}}'
    >>> json.loads(call_json("parse_cards", "[" * 10000))["error"]["message"]
    'the arguments are nested deeper than 32 levels'
    >>> json.loads(call_json("bura_made", '{"state": {"k": "--5"}}'))["error"]["message"]
    "k: '--5' is not a whole number"
    """
    if not isinstance(args_json, str) or len(args_json) > MAX_JSON:
        reply = _error("NotationError", f"the arguments are not JSON text of at most {MAX_JSON} "
                       "characters", f"arguments: не текст JSON длиной не больше {MAX_JSON} знаков",
                       "arguments")
    elif json_nesting(args_json, MAX_DEPTH) > MAX_DEPTH:
        reply = _error("NotationError", f"the arguments are nested deeper than {MAX_DEPTH} levels",
                       f"arguments: вложенность глубже {MAX_DEPTH} уровней", "arguments")
    else:
        try:
            args = json.loads(args_json)
        except (TypeError, ValueError, RecursionError):
            reply = _error("NotationError", "the arguments are not valid JSON",
                           "arguments: не правильный JSON", "arguments")
        else:
            try:
                reply = call(fn, args)
            except Exception as e:  # noqa: BLE001 - a bug: answered, never shown as a traceback
                reply = _error("InternalError",
                               "The engine could not answer this (an error in the engine, not "
                               "in what you wrote). Try another value.",
                               "Движок не смог ответить (ошибка в движке, а не в том, что вы "
                               "написали). Попробуйте другое значение.")
                reply["error"]["detail"] = shown(f"{type(e).__name__}: {e}", 200)
    return json.dumps(reply, ensure_ascii=False, separators=(",", ":"))


# Made now when they can be (so that an interpreter that imported karty.web, such as the
# browser's memory snapshot, has every game's web module loaded); not while a game's web
# module, imported first, is itself still being imported (then at the first use).
try:
    _load()
except (ImportError, AttributeError):
    pass
