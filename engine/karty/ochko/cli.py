"""``python -m karty ochko …``: play a seeded bank session, or value a hand.

    python -m karty ochko play --seed 7 --players 4
    python -m karty --lang ru ochko play --seed 7 --set two_aces=superochko
    python -m karty ochko value "A♠ 10♥" --json
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from ..cli import option_pairs, parse_json_text, probability, whole
from ..errors import Lang, RulesError, shown
from ..registry import REGISTRY
from .players import ForgetfulBanker, HeuristicPlayer, Player, RandomPlayer, play_session
from .rules import MAX_MONEY, Rules
from .state import MAX_PLAYERS, MAX_ROUNDS
from .values import evaluate


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("what", nargs="?", choices=("play", "value"), default="play",
                        help="play a session (default) or value a hand")
    parser.add_argument("cards", nargs="?", default="", help="the hand to value, e.g. 'A♠ 10♥'")
    parser.add_argument("--lang", choices=("en", "ru"), default=argparse.SUPPRESS,
                        help="language of the narration")
    parser.add_argument("--seed", type=whole(), default=1, help="the session's seed")
    parser.add_argument("--players", type=whole(2, MAX_PLAYERS), default=3,
                        help=f"seats at the table (2–{MAX_PLAYERS})")
    parser.add_argument("--purse", type=whole(0, MAX_MONEY), default=100,
                        help=f"each player's money (0–{MAX_MONEY})")
    parser.add_argument("--max-rounds", type=whole(1, MAX_ROUNDS), default=30,
                        help=f"кон at most (1–{MAX_ROUNDS})")
    parser.add_argument("--max-banks", type=whole(1, MAX_ROUNDS), default=None,
                        help="banks at most")
    parser.add_argument("--rules", default=None, help="rules options as a JSON object")
    parser.add_argument("--set", action="append", default=[], metavar="OPTION=VALUE",
                        help="set one rules option (repeatable), e.g. two_aces=superochko")
    parser.add_argument("--random", action="store_true", help="random players instead of "
                        "the rule-of-thumb ones")
    parser.add_argument("--forgetful", type=probability, default=0.0, metavar="P",
                        help="each banker forgets the next player with probability P")


def rules_from_args(args: argparse.Namespace) -> Rules:
    data: dict[str, Any] = {}
    if args.rules:
        try:
            loaded = parse_json_text(args.rules, "--rules", RulesError)
        except RecursionError:
            raise RulesError(f"--rules is not a JSON object: {shown(args.rules)}",
                             f"--rules — не объект JSON: {shown(args.rules)}",
                             token=args.rules) from None
        if not isinstance(loaded, dict):
            raise RulesError(f"--rules must be a JSON object: {shown(args.rules)}",
                             f"--rules должен быть объектом JSON: {shown(args.rules)}",
                             token=args.rules)
        data.update(loaded)
    data.update(Rules.values_from_text(option_pairs(args.set, "--set")))
    return Rules.from_dict(data)


def run(args: argparse.Namespace) -> int:
    lang: Lang = "ru" if getattr(args, "lang", "en") == "ru" else "en"
    rules = rules_from_args(args)
    if args.what == "value":
        v = evaluate(args.cards, rules)
        if args.json:
            print(json.dumps({"cards": args.cards, "points": v.points, "kind": v.kind.value,
                              "rules": [REGISTRY[r].to_dict() for r in v.rule_ids]},
                             ensure_ascii=False, indent=2))
        else:
            print(f"{args.cards}: {v.points} ({v.kind.value})")
            for rid in v.rule_ids:
                rule = REGISTRY[rid]
                print(f"  {rule.statement(lang)} {rule.cite()}")
        return 0
    strategies: list[Player] = []
    for seat in range(args.players):
        inner: Player = RandomPlayer() if args.random else HeuristicPlayer()
        if args.forgetful > 0:
            inner = ForgetfulBanker(inner, args.forgetful)
        strategies.append(inner)
    state, transcript = play_session(args.seed, rules, players=args.players,
                                     purse=args.purse, max_rounds=args.max_rounds,
                                     max_banks=args.max_banks, strategies=strategies)
    if args.json:
        print(json.dumps({
            "seed": args.seed,
            "rules": rules.to_dict(),
            "transcript": [{"action": str(a), "steps": [s.to_dict() for s in steps]}
                           for a, steps in transcript],
            "returns": list(state.returns()),
            "purses": state.purses,
            "state": state.to_dict(),
        }, ensure_ascii=False, indent=1))
        return 0
    for action, steps in transcript:
        for step in steps:
            print(step.format(lang))
        if not steps and args.random:
            print(f"  ({action})")
    head = "Итог" if lang == "ru" else "Result"
    seats = ", ".join(f"{i + 1}: {r:+d}" for i, r in enumerate(state.returns()))
    print(f"{head}: {seats}")
    return 0
