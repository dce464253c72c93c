"""``python -m karty odds …``: exact odds, as fractions. The questions are the
games' (each game's odds module, ``QUESTIONS``: see :mod:`karty.odds`)::

    python -m karty odds molodka
    python -m karty odds immediate-win --set two_aces=bust
    python -m karty odds bust-next "10♠ 6♥" --seen "A♦ 7♣"
    python -m karty odds banker --stand-on 17 --hand "10♠" --set banker_draws_at_15=true
    python -m karty odds game-made "A♠ 10♠ K♠" -k 2 --seen "6♦ 7♦ 8♦"

Every answer takes ``--json`` (the fraction as ``"a/b"`` and as a float).
"""

from __future__ import annotations

import argparse
import json
from typing import TYPE_CHECKING, Any

from .cli import option_pairs, whole
from .errors import Lang
from .odds import Question

if TYPE_CHECKING:  # pragma: no cover
    from .games import GameSpec


def questions() -> dict[str, tuple[GameSpec, Question]]:
    """Every question of ``python -m karty odds``, by name, with its game (each
    game's odds module's ``QUESTIONS``, in the order of :data:`karty.GAMES`)."""
    from .games import GAMES

    out: dict[str, tuple[GameSpec, Question]] = {}
    for spec in GAMES:
        module = spec.odds_module()
        if module is not None:
            out.update((name, (spec, q)) for name, q in module.QUESTIONS.items())
    return out


def add_arguments(parser: argparse.ArgumentParser) -> None:
    asked = questions()
    parser.add_argument("question", choices=tuple(asked), help="what to compute: " + "; ".join(
        f"{name} ({spec.title_en}): {q.help}" for name, (spec, q) in asked.items()))
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


def answer(args: argparse.Namespace) -> dict[str, Any]:
    """The answer as a JSON-safe dict; ``--set`` is parsed by the kinds of the
    options of the game asked about."""
    spec, question = questions()[args.question]
    rules = spec.Rules.values_from_text(option_pairs(args.set, "--set"))
    return question.answer(args, rules)


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
