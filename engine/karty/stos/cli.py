"""``python -m karty stos …``: play a seeded game, show a record, or compute exact odds.

    python -m karty stos play --seed 7 --player paroli
    python -m karty --lang ru stos play --seed 7 --set pair=half
    python -m karty stos odds --card Q♠ --dealt "9♥ 7♣" --json
    python -m karty stos replay "stos 3 / punt QS; stake 5; turn 9H; turn QD"
"""

from __future__ import annotations

import argparse
import json
import random
from typing import Any

from ..cli import option_pairs, whole
from ..errors import Lang
from ..registry import Explanation
from .actions import Action
from .odds import TaliaOdds, talia_odds, talia_odds_after
from .players import CautiousPlayer, ParoliPlayer, Player, RandomPlayer, play
from .rules import MAX_STAKE, Rules
from .state import StosState

PLAYERS: dict[str, type[CautiousPlayer | ParoliPlayer | RandomPlayer]] = {
    "cautious": CautiousPlayer, "paroli": ParoliPlayer, "random": RandomPlayer}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("what", nargs="?", choices=("play", "odds", "replay"), default="play",
                        help="play a seeded game (default), compute exact odds, or replay a "
                        "record")
    parser.add_argument("record", nargs="?", default="",
                        help="for replay: the game's notation, e.g. 'stos 3 / punt QS; stake 5; turn 9H'")
    parser.add_argument("--lang", choices=("en", "ru"), default=argparse.SUPPRESS,
                        help="language of the narration")
    parser.add_argument("--seed", type=whole(), default=1, help="the game's seed")
    parser.add_argument("--player", choices=tuple(PLAYERS), default="cautious",
                        help="the computer punter")
    parser.add_argument("--set", action="append", default=[], metavar="OPTION=VALUE",
                        help="set one rules option (repeatable), e.g. pair=half")
    parser.add_argument("--card", default=None, help="for odds: the punter's card, e.g. Q♠")
    parser.add_argument("--dealt", default="",
                        help="for odds: the cards already turned, in order, e.g. '9♥ 7♣'")
    parser.add_argument("--stake", type=whole(1, MAX_STAKE), default=None,
                        help="for odds: the stake (the smallest by default)")


def _odds_text(odds: TaliaOdds, lang: Lang) -> list[str]:
    def pct(f: Any) -> str:
        return f"{f} ≈ {float(f):.4f}"

    if lang == "ru":
        return [f"понтёр выигрывает: {pct(odds.win)}", f"банкомёт выигрывает: {pct(odds.lose)}",
                f"плие, банкомёт берёт всё: {pct(odds.pair)}",
                f"плие, банкомёт берёт половину: {pct(odds.split)}",
                f"ставка возвращается: {pct(odds.push)}",
                f"ожидаемый выигрыш понтёра при ставке {odds.stake}: {pct(odds.expected)}"]
    return [f"the punter wins: {pct(odds.win)}", f"the banker wins: {pct(odds.lose)}",
            f"«плие», the banker takes all: {pct(odds.pair)}",
            f"«плие», the banker takes half: {pct(odds.split)}",
            f"the stake is returned: {pct(odds.push)}",
            f"the punter's expected gain at stake {odds.stake}: {pct(odds.expected)}"]


def _transcript(transcript: list[tuple[Action, Explanation]], lang: Lang) -> list[str]:
    return [step.format(lang) for _, steps in transcript for step in steps]


def run(args: argparse.Namespace) -> int:
    lang: Lang = "ru" if getattr(args, "lang", "en") == "ru" else "en"
    rules = Rules.from_text(option_pairs(args.set, "--set"))
    if args.what == "odds":
        if args.card is None:
            odds = talia_odds(rules, args.stake)
        else:
            odds = talia_odds_after(rules, args.card, args.dealt, args.stake)
        if args.json:
            print(json.dumps({"rules": rules.to_dict(), "card": args.card, "dealt": args.dealt,
                              "odds": odds.to_dict()}, ensure_ascii=False, indent=1))
        else:
            print("\n".join(_odds_text(odds, lang)))
        return 0
    if args.what == "replay":
        state = StosState.from_notation(args.record)
        transcript: list[tuple[Action, Explanation]] = []
        replayed = StosState(state.rules)
        for action in state.history():
            transcript.append((action, replayed.apply_action(action)))
    else:
        player: Player = PLAYERS[args.player]()
        state, transcript = play(rules, player, random.Random(args.seed))
    if args.json:
        print(json.dumps({
            "rules": state.rules.to_dict(), "notation": state.notation(),
            "transcript": [{"action": a.format("text"), "steps": [s.to_dict() for s in st]}
                           for a, st in transcript],
            "returns": list(state.returns()), "state": state.to_dict()},
            ensure_ascii=False, indent=1))
        return 0
    print("\n".join(_transcript(transcript, lang)))
    head = "Итог" if lang == "ru" else "Result"
    who = ("банкомёт", "понтёр") if lang == "ru" else ("banker", "punter")
    banker, punter = state.returns()
    print(f"{head}: {who[0]} {banker:+d}, {who[1]} {punter:+d}")
    print(("Запись: " if lang == "ru" else "Notation: ") + state.notation())
    return 0
