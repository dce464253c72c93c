"""``python -m karty <game|odds> …``: the command line.

Each subcommand lives with its game (the module :data:`karty.GAMES` names, e.g.
``karty.bura.cli``), and ``karty.odds_cli``. A subcommand module provides ``add_arguments(parser)`` and
``run(args) -> int``. Every subcommand takes ``--json``.
"""

from __future__ import annotations

import argparse
import importlib
import json
import math
import os
import sys
from collections.abc import Callable, Sequence
from typing import Any, NoReturn

from .errors import KartyError, RulesError, StateError, shown
from .game import json_nesting, nesting
from .options import int_from_text

#: The deepest nesting of lists and objects a JSON file given to a command may have.
MAX_JSON_DEPTH = 64
#: The largest JSON file a command reads (a whole Очко session is far smaller).
MAX_JSON_BYTES = 50_000_000


def whole(lo: int | None = None, hi: int | None = None) -> Callable[[str], int]:
    """An argparse ``type``: a whole number in ASCII digits (``int("٣")`` would
    accept other scripts' digits), from ``lo`` to ``hi``."""
    def parse(text: str) -> int:
        n = int_from_text(text)
        if n is None:
            raise argparse.ArgumentTypeError(f"'{shown(text)}' is not a whole number")
        if (lo is not None and n < lo) or (hi is not None and n > hi):
            want = f"from {lo} to {hi}" if lo is not None and hi is not None else (
                f"at least {lo}" if lo is not None else f"at most {hi}")
            raise argparse.ArgumentTypeError(f"{n} is not {want}")
        return n

    parse.__name__ = "whole number"
    return parse


def probability(text: str) -> float:
    """An argparse ``type``: a number from 0 to 1 (not ``nan``, not ``inf``)."""
    try:
        p = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{shown(text)}' is not a number") from None
    if math.isnan(p) or not 0.0 <= p <= 1.0:
        raise argparse.ArgumentTypeError(f"'{shown(text)}' is not a probability from 0 to 1")
    return p


def option_pairs(items: Sequence[str], flag: str) -> dict[str, str]:
    """``["target=41", …]`` (a repeated ``--rule``/``--set``) as ``{"target": "41"}``."""
    out: dict[str, str] = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            raise RulesError(f"{flag} '{shown(item)}': write NAME=VALUE",
                             f"{flag} «{shown(item)}»: пишите ИМЯ=ЗНАЧЕНИЕ", token=item)
        out[key.strip()] = value.strip()
    return out


def read_json_file(path: str) -> Any:
    """The JSON in ``path`` (``-``: standard input). Whatever is wrong with the file —
    missing, a folder, unreadable, not UTF-8, not JSON, nested deeper than
    :data:`MAX_JSON_DEPTH` — is a :class:`karty.StateError` naming it."""
    name = "stdin" if path == "-" else path
    try:
        if path == "-":
            raw = sys.stdin.buffer.read(MAX_JSON_BYTES + 1)
        else:
            with open(path, "rb") as f:
                raw = f.read(MAX_JSON_BYTES + 1)
    except FileNotFoundError:
        raise StateError(f"{shown(name)}: no such file", f"{shown(name)}: нет такого файла",
                         token=name) from None
    except IsADirectoryError:
        raise StateError(f"{shown(name)}: a folder, not a file", f"{shown(name)}: это папка, а не "
                         "файл", token=name) from None
    except OSError as e:
        why = shown(e.strerror or type(e).__name__)
        raise StateError(f"{shown(name)}: cannot be read ({why})",
                         f"{shown(name)}: не читается ({why})", token=name) from None
    if len(raw) > MAX_JSON_BYTES:
        raise StateError(f"{shown(name)}: larger than {MAX_JSON_BYTES} bytes",
                         f"{shown(name)}: больше {MAX_JSON_BYTES} байт", token=name)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise StateError(f"{shown(name)}: not UTF-8 text (byte {e.start})",
                         f"{shown(name)}: не текст UTF-8 (байт {e.start})", token=name) from None
    deep = json_nesting(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH
    try:
        data = None if deep else json.loads(text)
    except json.JSONDecodeError as e:
        raise StateError(f"{shown(name)}: not JSON ({e.msg}, line {e.lineno})",
                         f"{shown(name)}: не JSON ({e.msg}, строка {e.lineno})",
                         token=name) from None
    except RecursionError:
        data, deep = None, True
    if deep or nesting(data, MAX_JSON_DEPTH) > MAX_JSON_DEPTH:
        raise StateError(f"{shown(name)}: nested deeper than {MAX_JSON_DEPTH} levels",
                         f"{shown(name)}: вложенность глубже {MAX_JSON_DEPTH} уровней",
                         token=name)
    return data

def subcommands() -> dict[str, tuple[str, str]]:
    """Subcommand → (its module, its help line): one per game of :data:`karty.GAMES`,
    then ``odds``."""
    from .games import GAMES

    out = {g.name: (g.cli, g.cli_help) for g in GAMES}
    out["odds"] = ("karty.odds_cli", "exact odds for the games")
    return out


class UsageError(Exception):
    """A command line that argparse cannot read: :func:`main` prints it and returns 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{self.prog}: {shown(message, 300)}")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="python -m karty", description=__doc__.splitlines()[0])
    parser.add_argument("--lang", choices=("en", "ru"), default="en",
                        help="language of the narration and of error messages")
    sub = parser.add_subparsers(dest="command", required=True)
    for name, (module_name, help_text) in subcommands().items():
        module = importlib.import_module(module_name)  # a missing module is a bug: it raises
        p = sub.add_parser(name, help=help_text, description=help_text)
        p.add_argument("--json", action="store_true", help="machine-readable output")
        module.add_arguments(p)
        p.set_defaults(_run=module.run)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run a command: 0 on success, 2 with a one-line ``error: …`` on standard error
    for a command line that does not parse or an input the engine refuses."""
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except UsageError as e:
        print(f"error: {e} (see --help)", file=sys.stderr)
        return 2
    try:
        code: int = args._run(args)
    except KartyError as e:
        print(f"error: {e.message(args.lang)}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # e.g. piped into `head`: stop quietly
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115  (so the exit flush cannot fail)
        return 0
    return code
