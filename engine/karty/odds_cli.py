"""``python -m karty odds …``: exact odds, as fractions.

    python -m karty odds bura
    python -m karty odds molodka
    python -m karty odds immediate-21 --set two_aces=superochko
    python -m karty odds bust-next "10♠ 6♥" --seen "A♦ 7♣"
    python -m karty odds banker --stand-on 17 --hand "10♠" --set banker_draws_at_15=true
    python -m karty odds game-made "A♠ 10♠ K♠" -k 2 --seen "6♦ 7♦ 8♦"

Every answer takes ``--json`` (the fraction as ``"a/b"`` and as a float).
"""

from __future__ import annotations

import argparse
import json
from fractions import Fraction
from typing import Any

from . import odds
from .cli import option_pairs, whole
from .errors import Lang

QUESTIONS = ("bura", "molodka", "immediate-21", "immediate-win", "bust-next", "banker",
             "game-made")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("question", choices=QUESTIONS, help="what to compute")
    parser.add_argument("cards", nargs="?", default="",
                        help="the hand (bust-next) or the cards in one's tricks (game-made)")
    parser.add_argument("--seen", default="", help="other cards already seen")
    parser.add_argument("--hand", default="", help="the banker's cards so far (banker)")
    parser.add_argument("--stand-on", type=whole(1, 22), default=None,
                        help="the banker stops at this total (banker; default: 12 to 21)")
    parser.add_argument("-k", type=whole(0, 36), default=0,
                        help="unknown face-down discards in one's tricks (game-made)")
    parser.add_argument("--set", action="append", default=[], metavar="OPTION=VALUE",
                        help="a rules option of the game asked about (repeatable)")
    parser.add_argument("--lang", choices=("en", "ru"), default=argparse.SUPPRESS)


#: The questions about Бура; the others are about Очко (``--set`` names that game's options).
BURA_QUESTIONS = ("bura", "molodka", "game-made")


def _rules_dict(items: list[str], question: str) -> dict[str, Any]:
    """The ``--set`` options, parsed by the kinds of the options of the game asked about."""
    from .bura.rules import Rules as BuraRules
    from .ochko.rules import Rules as OchkoRules

    game = BuraRules if question in BURA_QUESTIONS else OchkoRules
    return game.values_from_text(option_pairs(items, "--set"))


def _frac(f: Fraction) -> dict[str, Any]:
    return {"fraction": f"{f.numerator}/{f.denominator}", "float": float(f)}


def answer(args: argparse.Namespace) -> dict[str, Any]:
    """The answer as a JSON-safe dict."""
    q = args.question
    r = _rules_dict(args.set, q)
    if q == "bura":
        return {"question": q, "p": _frac(odds.p_dealt_bura(r))}
    if q == "molodka":
        return {"question": q, "p": _frac(odds.p_dealt_molodka(r))}
    if q == "immediate-21":
        return {"question": q, "p": _frac(odds.p_immediate_21(r))}
    if q == "immediate-win":
        return {"question": q, "p": _frac(odds.p_immediate_win(r))}
    if q == "bust-next":
        return {"question": q, "hand": args.cards, "seen": args.seen,
                "p": _frac(odds.p_bust_next(args.cards, args.seen, r))}
    if q == "banker":
        stand_ons = [args.stand_on] if args.stand_on is not None else list(range(12, 22))
        table = odds.banker_totals_by_rule(r, stand_ons, args.hand, args.seen)
        return {"question": q, "hand": args.hand, "seen": args.seen,
                "by_stand_on": {str(t): {k: _frac(v) for k, v in d.items()}
                                for t, d in table.items()}}
    return {"question": q, "tricks": args.cards, "k": args.k, "seen": args.seen,
            "p": _frac(odds.p_game_made(args.cards, args.k, args.seen, r))}


def run(args: argparse.Namespace) -> int:
    lang: Lang = "ru" if getattr(args, "lang", "en") == "ru" else "en"
    result = answer(args)
    if args.json:
        print(json.dumps(result, ensure_ascii=False, indent=2))
        return 0
    if "p" in result:
        p = result["p"]
        label = "вероятность" if lang == "ru" else "probability"
        print(f"{args.question}: {label} {p['fraction']} ≈ {p['float']:.6f}")
        return 0
    for t, dist in result["by_stand_on"].items():
        head = f"стоит на {t}" if lang == "ru" else f"stands on {t}"
        cells = "  ".join(f"{k}: {v['float']:.4f}" for k, v in dist.items())
        print(f"{head}: {cells}")
    return 0
