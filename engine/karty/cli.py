"""``python -m karty <game|odds> …``: the command line.

Each subcommand lives with its game: ``karty.bura.cli``, ``karty.ochko.cli``,
``karty.odds_cli``. A subcommand module provides ``add_arguments(parser)`` and
``run(args) -> int``. Every subcommand takes ``--json``.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence

from .errors import KartyError

SUBCOMMANDS: dict[str, tuple[str, str]] = {
    "bura": ("karty.bura.cli", "Бура: play or replay a seeded кон, check a trick or a hand"),
    "ochko": ("karty.ochko.cli", "Очко: play a seeded bank session, value a hand"),
    "odds": ("karty.odds_cli", "exact odds for both games"),
}


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m karty", description=__doc__.splitlines()[0])
    parser.add_argument("--lang", choices=("en", "ru"), default="en",
                        help="language of the narration and of error messages")
    sub = parser.add_subparsers(dest="command", required=True)
    for name, (module_name, help_text) in SUBCOMMANDS.items():
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as e:
            # skip a subcommand whose module (or its game package) is not written yet
            if e.name is None or not (module_name + ".").startswith(e.name + "."):
                raise
            continue  # not written yet
        p = sub.add_parser(name, help=help_text, description=help_text)
        p.add_argument("--json", action="store_true", help="machine-readable output")
        module.add_arguments(p)
        p.set_defaults(_run=module.run)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        code: int = args._run(args)
    except KartyError as e:
        print(f"error: {e.message(args.lang)}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # e.g. piped into `head`: stop quietly
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115  (so the exit flush cannot fail)
        return 0
    return code
