"""``python -m karty <game|odds> …``: the command line.

Each subcommand lives with its game (the module :data:`karty.GAMES` names, e.g.
``karty.bura.cli``), and ``karty.odds_cli``. A subcommand module provides ``add_arguments(parser)`` and
``run(args) -> int``. Every subcommand takes ``--json``.
"""

from __future__ import annotations

import argparse
import codecs
import contextlib
import importlib
import json
import math
import os
import sys
import unicodedata
from collections.abc import Callable, Iterator, Sequence
from typing import Any, NoReturn

from .errors import KartyError, RulesError, StateError, shown
from .game import json_nesting, nesting
from .options import int_from_text, not_int_reason

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
            raise argparse.ArgumentTypeError(f"'{shown(text)}' {not_int_reason(text)[0]}")
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


#: The most digits a whole number in a JSON input may have (Python's own limit for
#: turning text into an int; no option or amount of the engine comes near it).
MAX_JSON_DIGITS = 4300


class _TooManyDigits(ValueError):
    def __init__(self, digits: int) -> None:
        super().__init__(digits)
        self.digits = digits


def _json_int(text: str) -> int:
    digits = len(text.lstrip("-"))
    if digits > MAX_JSON_DIGITS:
        raise _TooManyDigits(digits)
    return int(text)


def parse_json_text(text: str, name: str, error: type[KartyError] = StateError) -> Any:
    """The JSON value in ``text`` (named ``name`` in messages). Text that is not JSON,
    or holds a whole number of more than :data:`MAX_JSON_DIGITS` digits, is an
    ``error`` naming ``name``; nesting is the caller's to check.

    >>> parse_json_text('{"a": [1, 2]}', "x")
    {'a': [1, 2]}
    >>> parse_json_text("[" + "9" * 5000 + "]", "x")
    Traceback (most recent call last):
    ...
    karty.errors.StateError: x: a whole number of 5000 digits (at most 4300)
    """
    try:
        return json.loads(text, parse_int=_json_int)
    except _TooManyDigits as e:
        raise error(f"{shown(name)}: a whole number of {e.digits} digits (at most "
                    f"{MAX_JSON_DIGITS})", f"{shown(name)}: целое число из {e.digits} цифр "
                    f"(не больше {MAX_JSON_DIGITS})", token=name) from None
    except json.JSONDecodeError as e:
        raise error(f"{shown(name)}: not JSON ({e.msg}, line {e.lineno})",
                    f"{shown(name)}: не JSON ({e.msg}, строка {e.lineno})",
                    token=name) from None


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
    except ValueError:  # a NUL character in the name
        raise StateError(f"{shown(name)}: not a file name", f"{shown(name)}: не имя файла",
                         token=name) from None
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
        data = None if deep else parse_json_text(text, name)
    except RecursionError:
        data, deep = None, True
    if deep or nesting(data, MAX_JSON_DEPTH) > MAX_JSON_DEPTH:
        raise StateError(f"{shown(name)}: nested deeper than {MAX_JSON_DEPTH} levels",
                         f"{shown(name)}: вложенность глубже {MAX_JSON_DEPTH} уровней",
                         token=name)
    return data

# ---------------------------------------------------------------- a terminal without Unicode

#: What a character the terminal cannot show is written as (the engine's ASCII card
#: notation for the suits); Cyrillic is transliterated, anything else spelt ``<U+XXXX>``.
_ASCII: dict[str, str] = {
    "♠": "S", "♥": "H", "♦": "D", "♣": "C", "♤": "S", "♡": "H", "♢": "D", "♧": "C",
    "←": "<-", "→": "->", "↔": "<->", "⇒": "=>", "—": "--", "–": "-", "−": "-", "…": "...",
    "«": '"', "»": '"', "„": '"', "“": '"', "”": '"', "‘": "'", "’": "'", "≥": ">=", "≤": "<=",
    "≠": "!=", "×": "x", "·": "*", "•": "*", "\u00a0": " ", "\u202f": " ", "\u2009": " ",
    "№": "No.", "½": "1/2", "⁵": "^5", "✓": "v", "✗": "x",
}
_CYRILLIC = dict(zip("абвгдеёжзийклмнопрстуфхцчшщъыьэюя",
                     ("a", "b", "v", "g", "d", "e", "yo", "zh", "z", "i", "y", "k", "l", "m", "n",
                      "o", "p", "r", "s", "t", "u", "f", "kh", "ts", "ch", "sh", "shch", '"', "y",
                      "'", "e", "yu", "ya"), strict=True))


def ascii_fallback(ch: str) -> str:
    """``ch`` written in ASCII for a terminal that cannot show it.

    >>> "".join(ascii_fallback(c) for c in "10♥ — кон Ёж")
    '10H -- kon Yozh'
    """
    if ch.isascii():
        return ch
    if ch in _ASCII:
        return _ASCII[ch]
    low = ch.lower()
    if low in _CYRILLIC:
        out = _CYRILLIC[low]
        return out.capitalize() if ch != low else out
    plain = unicodedata.normalize("NFKD", ch).encode("ascii", "ignore").decode()
    return plain or f"<U+{ord(ch):04X}>"


def _readable(err: UnicodeError) -> tuple[str, int]:
    if not isinstance(err, UnicodeEncodeError):
        raise err
    return "".join(ascii_fallback(ch) for ch in err.object[err.start:err.end]), err.end


def _json_escape(err: UnicodeError) -> tuple[str, int]:
    """JSON's own escapes (``\\u2665``, surrogate pairs beyond the BMP): the output
    stays the same JSON (only strings hold characters beyond ASCII)."""
    if not isinstance(err, UnicodeEncodeError):
        raise err
    out = []
    for ch in err.object[err.start:err.end]:
        data = ch.encode("utf-16-be", "surrogatepass")
        out += [f"\\u{int.from_bytes(data[i:i + 2]):04x}" for i in range(0, len(data), 2)]
    return "".join(out), err.end


codecs.register_error("karty-readable", _readable)
codecs.register_error("karty-json", _json_escape)


@contextlib.contextmanager
def fitted_streams(json_output: bool) -> Iterator[None]:
    """While running a command: if standard output or error cannot encode the
    engine's text (``PYTHONIOENCODING=ascii``, an old console), write what it cannot
    show readably (:func:`ascii_fallback`), or, for ``--json``, as JSON escapes;
    the streams are restored afterwards."""
    changed: list[tuple[Any, str]] = []
    for stream, errors in ((sys.stdout, "karty-json" if json_output else "karty-readable"),
                           (sys.stderr, "karty-readable")):
        encoding = getattr(stream, "encoding", None)
        if not encoding or not hasattr(stream, "reconfigure"):
            continue
        try:
            "♠♥♦♣ЁёЖж«»—…←".encode(encoding)
            continue
        except (UnicodeEncodeError, LookupError):
            pass
        old = getattr(stream, "errors", None) or "strict"
        try:
            stream.reconfigure(errors=errors)
        except (ValueError, OSError, AttributeError):
            continue
        changed.append((stream, old))
    try:
        yield
    finally:
        for stream, old in changed:
            with contextlib.suppress(ValueError, OSError, AttributeError):
                stream.flush()
                stream.reconfigure(errors=old)


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
    with fitted_streams("--json" in (sys.argv[1:] if argv is None else argv)):
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
