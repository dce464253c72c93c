"""``python -m karty highcard --seed N [--json]``: a seeded game, both keeping."""

from __future__ import annotations

import argparse
import json

from .actions import Keep
from .state import new_game


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--json", action="store_true")


def run(args: argparse.Namespace) -> int:
    state = new_game(args.seed)
    state.replay([Keep(), Keep()])
    print(json.dumps(state.to_dict()) if args.json else state.notation())
    return 0
