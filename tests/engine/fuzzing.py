"""Seeded fuzzing of every public entry point of karty, karty.web and the CLI.

Shared by the fuzz tests (tests/engine/test_fuzz_entry_points.py, a few hundred
inputs per entry point) and the long run (bench/fuzz_bench.py, 10⁵ per entry
point). Every input comes from an explicit ``random.Random(seed)``.

What every call must do, whatever the input (:func:`run_one`):

* return, or raise one of the documented errors: :class:`karty.KartyError`
  (NotationError, StateError, RulesError, IllegalActionError); the CLI returns 0,
  or 2 with one ``error: …`` line, and ``--help`` exits 0; the web API answers
  ``{"ok": true, "result"}`` or ``{"ok": false, "error"}``;
* in an error, quote the offending input (``token``) in both languages, and keep
  each message under :data:`MAX_MESSAGE` characters;
* take at most :data:`LIMIT_SECONDS` of CPU time (CPU, not wall-clock time, so
  that other work on a shared machine does not count).

A state that ``from_dict`` accepts must also be sound: it round-trips, and every
action its ``legal_actions()`` offers can be applied.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import random
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import karty
import karty.web
from fuzz_inputs import ENGINE, cli_argv, cli_files, text, web_args
from karty import KartyError
from karty.bura import Rules as BuraRules
from karty.cli import main as cli_main
from karty.ochko import Rules as OchkoRules

#: The longest message allowed (the engine keeps its own under 500 characters).
MAX_MESSAGE = 500
#: Fewer inputs inside Pyodide or when KARTY_FAST is set (as the other engine tests).
FAST = sys.platform == "emscripten" or bool(os.environ.get("KARTY_FAST"))
#: The most CPU time one call may take (Pyodide runs about half as fast).
LIMIT_SECONDS = 1.0 if sys.platform != "emscripten" else 3.0

# ---------------------------------------------------------------- running and checking

@dataclass
class Tally:
    calls: int = 0
    ok: int = 0
    errors: dict[str, int] = field(default_factory=dict)
    slowest: float = 0.0
    longest_message: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {"calls": self.calls, "ok": self.ok, "errors": dict(sorted(self.errors.items())),
                "slowest_cpu_s": round(self.slowest, 4), "longest_message": self.longest_message}


class FuzzFailure(AssertionError):
    pass


def quotes(message: str, token: str | None) -> bool:
    """Whether ``message`` quotes ``token``: as is, or, for cards, in the Russian
    notation a Russian message writes them in (``K♦`` as ``К♦``)."""
    if token is None:
        return False
    if token in message:
        return True
    try:
        cards = karty.parse_cards(token)
    except KartyError:
        return False
    return bool(cards) and " ".join(c.russian() for c in cards) in message


def check_error(e: KartyError, where: str) -> None:
    """A documented error: short messages in both languages that quote the token."""
    for lang, msg in (("en", e.en), ("ru", e.ru)):
        if not isinstance(msg, str) or not msg or len(msg) >= MAX_MESSAGE:
            raise FuzzFailure(f"{where}: {lang} message of {len(msg)} characters: {msg[:200]!r}")
        if not quotes(msg, e.token):
            raise FuzzFailure(f"{where}: the {lang} message does not quote the token "
                              f"{e.token!r}: {msg!r}")


def check_web_error(err: Any, where: str) -> None:
    if not isinstance(err, dict):
        raise FuzzFailure(f"{where}: error is not an object: {err!r}")
    for key in ("type", "message", "message_ru", "token", "field"):
        if key not in err:
            raise FuzzFailure(f"{where}: error lacks {key!r}: {err!r}")
    if err["type"] == "InternalError":
        raise FuzzFailure(f"{where}: the engine failed: {err!r}")
    for key in ("message", "message_ru"):
        msg = err[key]
        if not isinstance(msg, str) or not msg or len(msg) >= MAX_MESSAGE:
            raise FuzzFailure(f"{where}: {key} of {len(msg)} characters")
        if not quotes(msg, err["token"]):
            raise FuzzFailure(f"{where}: {key} does not quote the token {err['token']!r}: {msg!r}")


def run_one(name: str, call: Callable[[], Any], tally: Tally) -> Any:
    """Run one call; raise :class:`FuzzFailure` if it breaks a rule above."""
    start = time.process_time()
    result = None
    try:
        result = call()
        tally.ok += 1
    except KartyError as e:
        tally.errors[type(e).__name__] = tally.errors.get(type(e).__name__, 0) + 1
        tally.longest_message = max(tally.longest_message, len(e.en), len(e.ru))
        check_error(e, name)
    except FuzzFailure:
        raise
    except Exception as e:  # any other error is the failure looked for
        raise FuzzFailure(f"{name}: {type(e).__name__}: {e!s:.300}") from e
    finally:
        spent = time.process_time() - start
        tally.calls += 1
        tally.slowest = max(tally.slowest, spent)
    if spent > LIMIT_SECONDS:
        raise FuzzFailure(f"{name}: {spent:.2f} s of CPU for one call")
    return result


def fuzz_engine(name: str, seed: int, n: int) -> Tally:
    """``n`` calls of the engine entry point ``name``."""
    rng = random.Random(f"karty-fuzz/{name}/{seed}")
    tally = Tally()
    make = ENGINE[name]
    for i in range(n):
        call = make(rng)
        try:
            run_one(name, call, tally)
        except FuzzFailure as e:
            raise FuzzFailure(f"{e} (seed {seed}, input {i})") from e
    return tally


#: The widgets played move by move: their moves field, and where the answer lists
#: the reader's possible moves.
PLAYED = {"bura_play": "legal", "ochko_session": "choices"}


class _Game:
    """A game played through the web API by a random reader: each call adds a move
    the answer offered (sometimes a wrong one, or one with a changed amount), so the
    fuzzing reaches the middle and the end of games, not only their start."""

    def __init__(self, rng: random.Random, fn: str) -> None:
        self.rng, self.fn = rng, fn
        self.restart()

    def restart(self) -> None:
        rng = self.rng
        self.state: dict[str, Any] = {"seed": str(rng.randint(0, 10**6))}
        if self.fn == "bura_play":
            self.state["ai"] = rng.choice(("heuristic", "random", "search", "random"))
            self.state["dealer"] = rng.choice(("0", "1"))
            for o in BuraRules.options():
                if rng.random() < 0.2:
                    self.state[o.name] = str(rng.choice(
                        [c.json_value() for c in o.choices] or [o.default]))
        else:
            self.state |= {"players": str(rng.randint(2, 6)),
                           "purse": str(rng.choice((1, 5, 100, 10000))),
                           "rounds": str(rng.randint(1, 8))}
            for o in OchkoRules.options():
                if rng.random() < 0.2:
                    self.state[o.name] = str(rng.choice(
                        [c.json_value() for c in o.choices] or [o.default]))
        self.moves: list[str] = []

    def args(self) -> dict[str, Any]:
        return {"lang": self.rng.choice(("en", "ru")),
                "state": self.state | {"moves": ";".join(self.moves)}}

    def advance(self, reply: dict[str, Any]) -> None:
        rng = self.rng
        if not reply.get("ok"):
            if self.moves:
                self.moves.pop()  # take back the move that was refused
            if rng.random() < 0.2:
                self.restart()
            return
        offered = reply["result"]["data"].get(PLAYED[self.fn]) or []
        if not offered or len(self.moves) > 120:
            self.restart()
            return
        move = rng.choice(offered)
        r = rng.random()
        if r < 0.05:
            move = text(rng)
        elif r < 0.15 and move.split()[0] in ("stake", "bank"):
            move = f"{move.split()[0]} {rng.choice((0, 1, 10**6, rng.randint(1, 200)))}"
        elif r < 0.2:
            move = rng.choice(("claim", "pass", "molodka", "stuk", "collect", "draw"))
        self.moves.append(move)


def fuzz_web(fn: str, seed: int, n: int) -> Tally:
    """``n`` calls of ``karty.web.call(fn, …)`` and, for some, ``call_json``; for the
    widgets that are played, half of the calls play games move by move."""
    rng = random.Random(f"karty-fuzz/web/{fn}/{seed}")
    tally = Tally()
    game = _Game(rng, fn) if fn in PLAYED else None
    for i in range(n):
        playing = game is not None and i % 2 == 0
        args = game.args() if game is not None and playing else web_args(rng, fn)
        where = f"web {fn} (seed {seed}, input {i}): {json.dumps(args, ensure_ascii=False)[:300]}"
        reply = run_one(where, lambda a=args: karty.web.call(fn, a), tally)
        if not isinstance(reply, dict) or "ok" not in reply:
            raise FuzzFailure(f"{where}: not an answer: {reply!r:.300}")
        if playing and game is not None:
            game.advance(reply)
        if reply["ok"]:
            json.dumps(reply["result"])
        else:
            tally.errors[reply["error"]["type"]] = tally.errors.get(reply["error"]["type"], 0) + 1
            tally.longest_message = max(tally.longest_message, len(reply["error"]["message"]),
                                        len(reply["error"]["message_ru"]))
            check_web_error(reply["error"], where)
        if i % 10 == 0:  # the worker's path: JSON text in and out
            try:
                text_in = json.dumps(args)
            except (ValueError, RecursionError):
                continue
            out = json.loads(karty.web.call_json(fn, text_in))
            if not out["ok"]:
                check_web_error(out["error"], where + " (call_json)")
    return tally


def fuzz_cli(seed: int, n: int, folder: Path) -> Tally:
    """``n`` command lines through ``karty.cli.main``."""
    rng = random.Random(f"karty-fuzz/cli/{seed}")
    files = cli_files(folder, rng)
    tally = Tally()
    for i in range(n):
        argv = cli_argv(rng, files)
        where = f"cli (seed {seed}, input {i}): {argv!r:.300}"
        # a third of the time a terminal that writes ASCII only (PYTHONIOENCODING=ascii)
        encoding = "ascii" if rng.random() < 0.33 else "utf-8"
        out = io.TextIOWrapper(io.BytesIO(), encoding=encoding)
        err = io.TextIOWrapper(io.BytesIO(), encoding=encoding)
        stdin = io.TextIOWrapper(io.BytesIO(rng.choice((b"[]", b"{", b"\xff", b"[" * 5000))))

        def call(argv: list[str] = argv) -> int:
            try:
                return cli_main(argv)
            except SystemExit as e:  # --help
                if e.code != 0 or not ({"--help", "-h"} & set(argv)):
                    raise FuzzFailure(f"exit {e.code!r}") from None
                return 0

        saved = sys.stdin
        sys.stdin = stdin
        try:
            with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
                code = run_one(where, call, tally)
        finally:
            sys.stdin = saved
        if code not in (0, 2):
            raise FuzzFailure(f"{where}: exit code {code!r}")
        message = _written(err)
        printed = _written(out)
        if "--json" in argv and code == 0 and printed and not {"--help", "-h"} & set(argv):
            try:  # one JSON document, on an ASCII terminal too (escaped, not replaced)
                json.loads(printed)
            except ValueError:
                raise FuzzFailure(f"{where}: --json printed no JSON ({encoding}): "
                                  f"{printed[:200]!r}") from None
        if code == 2:
            tally.errors["exit 2"] = tally.errors.get("exit 2", 0) + 1
            lines = message.splitlines()
            if len(lines) != 1 or not lines[0].startswith("error: ") or \
                    len(lines[0]) >= MAX_MESSAGE + len("error: ") + 20:
                raise FuzzFailure(f"{where}: not one short 'error:' line: {message[:300]!r}")
            tally.longest_message = max(tally.longest_message, len(lines[0]))
        elif "Traceback" in message:
            raise FuzzFailure(f"{where}: a traceback: {message[-300:]!r}")
    return tally


def _written(stream: io.TextIOWrapper) -> str:
    stream.flush()
    raw = stream.buffer
    assert isinstance(raw, io.BytesIO)
    return raw.getvalue().decode(stream.encoding)


WEB_FUNCTIONS = tuple(sorted(karty.web.FUNCTIONS))
ENGINE_ENTRY_POINTS = tuple(ENGINE)
