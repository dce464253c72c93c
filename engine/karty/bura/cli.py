"""``python -m karty bura …``: play or replay a seeded кон with a narrated,
rule-cited transcript, play a match, check a trick or a hand, list the rules.

Examples::

    python -m karty bura play --seed 7
    python -m karty --lang ru bura play --seed 7 --players heuristic,search --playouts 200
    python -m karty bura play --seed 7 --rule first_lead=non-dealer --json
    python -m karty bura replay game.json
    python -m karty bura match --seed 1 --kons 20
    python -m karty bura trick --trump h --led "KS QS" --answer "10S 6H"
    python -m karty bura hand --trump h --hand "AH KH 6H"
    python -m karty bura rules --json
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Sequence
from typing import Any

from ..cli import option_pairs, read_json_file, whole
from ..errors import Lang, RulesError, StateError
from ..game import parse_history
from ..registry import REGISTRY, Explanation
from .actions import Action, parse_action
from .match import Match
from .players import MAX_PLAYOUTS, HeuristicPlayer, Player, RandomPlayer, SearchPlayer
from .position import MAX_HISTORY
from .rules import Rules
from .scoring import explain_beats, explain_hand
from .search import InferencePlayer
from .state import BuraState
from .text import SEAT_EN, SEAT_RU, cards_en, cards_ru


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the ``bura`` sub-commands to ``parser``."""
    parser.add_argument("--lang", choices=("en", "ru"), default=argparse.SUPPRESS,
                        help="language of the narration (also accepted before 'bura')")
    sub = parser.add_subparsers(dest="bura_command", required=True)

    def common(p: argparse.ArgumentParser) -> None:
        p.add_argument("--json", action="store_true", default=argparse.SUPPRESS,
                       help="machine-readable output")
        p.add_argument("--lang", choices=("en", "ru"), default=argparse.SUPPRESS)

    def with_rules(p: argparse.ArgumentParser) -> None:
        p.add_argument("--rule", action="append", default=[], metavar="NAME=VALUE",
                       help="a rule option, e.g. first_lead=non-dealer (repeatable)")

    p = sub.add_parser("play", help="play a seeded кон between computer players")
    common(p)
    with_rules(p)
    p.add_argument("--seed", type=whole(), required=True, help="the deal comes from Random(seed)")
    p.add_argument("--dealer", type=whole(0, 1), choices=(0, 1), default=0)
    p.add_argument("--players", default="heuristic,heuristic",
                   help="two of random, heuristic, search, strong (default heuristic,heuristic)")
    p.add_argument("--playouts", type=whole(1, MAX_PLAYOUTS), default=200,
                   help=f"strength of the search player (1 to {MAX_PLAYOUTS})")
    p.add_argument("--history", action="store_true",
                   help="print only the action history, one per line")

    p = sub.add_parser("replay", help="replay a кон from a JSON state or history")
    common(p)
    p.add_argument("file", help="JSON file ('-' for stdin): a state (to_dict), "
                   "{rules, dealer, history} or a list of actions")

    p = sub.add_parser("match", help="play a seeded match of N кон")
    common(p)
    with_rules(p)
    p.add_argument("--seed", type=whole(), required=True)
    p.add_argument("--kons", type=whole(), default=None, help="number of кон (default: rules)")
    p.add_argument("--players", default="heuristic,heuristic")
    p.add_argument("--playouts", type=whole(1, MAX_PLAYOUTS), default=200,
                   help=f"strength of the search player (1 to {MAX_PLAYOUTS})")

    p = sub.add_parser("trick", help="does an answer beat a lead?")
    common(p)
    p.add_argument("--trump", required=True, help="the trump suit: ♥ h ч …")
    p.add_argument("--led", required=True, help="the led cards, e.g. 'KS QS'")
    p.add_argument("--answer", required=True, help="the answering cards, e.g. '10S 6H'")

    p = sub.add_parser("hand", help="points and declarations of a hand")
    common(p)
    p.add_argument("--trump", required=True)
    p.add_argument("--hand", required=True, help="one to three cards, e.g. 'AH KH 6H'")

    p = sub.add_parser("rules", help="every rule and option, with provenance")
    common(p)


def _lang(args: argparse.Namespace) -> Lang:
    return "ru" if getattr(args, "lang", "en") == "ru" else "en"


def _rules(pairs: Sequence[str]) -> Rules:
    return Rules.from_text(option_pairs(pairs, "--rule"))


def _player(name: str, playouts: int) -> Player:
    name = name.strip().lower()
    if name == "random":
        return RandomPlayer()
    if name == "heuristic":
        return HeuristicPlayer()
    if name == "search":
        return SearchPlayer(playouts)
    if name == "strong":
        return InferencePlayer()
    raise RulesError(f"unknown player {name!r} (random, heuristic, search, strong)",
                     f"неизвестный игрок «{name}» (random, heuristic, search, strong)",
                     token=name)


def _players(spec: str, playouts: int) -> list[Player]:
    names = spec.split(",")
    if len(names) != 2:
        raise RulesError(f"--players {spec!r}: name two players, e.g. heuristic,search",
                         f"--players «{spec}»: нужны два игрока, например heuristic,search",
                         token=spec)
    return [_player(n, playouts) for n in names]


def _fmt(steps: Explanation, lang: Lang) -> list[str]:
    return [s.format(lang) for s in steps]


def _table_line(s: BuraState, lang: Lang) -> str:
    seat = SEAT_RU if lang == "ru" else SEAT_EN
    cf = cards_ru if lang == "ru" else cards_en
    hands = " | ".join(f"{seat[q]}: {cf(sorted(s.hands[q]))}" for q in (0, 1))
    pts = f"{seat[0]} {s.points_taken(0)}, {seat[1]} {s.points_taken(1)}"
    if lang == "ru":
        return f"    руки — {hands}; в колоде {len(s.stock)}; очки во взятках: {pts}"
    return f"    hands — {hands}; stock {len(s.stock)}; points taken: {pts}"


class _Transcript:
    """Collects the narration of a кон, for text or JSON."""

    def __init__(self, lang: Lang) -> None:
        self.lang = lang
        self.lines: list[str] = []
        self.entries: list[dict[str, Any]] = []

    def step(self, s: BuraState, action: Action, steps: Explanation, who: int) -> None:
        seat = SEAT_RU if self.lang == "ru" else SEAT_EN
        name = "—" if who < 0 else seat[who]
        shown = action.ru() if self.lang == "ru" else str(action)
        if who < 0:
            shown = "сдача" if self.lang == "ru" else "deal"
        hidden = ""
        if action.VERB == "discard":
            hidden = " (крапом вверх)" if self.lang == "ru" else " (face down)"
        self.lines.append(f"{len(self.entries) + 1:>3}. {name}: {shown}{hidden}")
        self.lines.extend("      " + t for t in _fmt(steps, self.lang))
        if action.VERB in ("deal", "beat", "discard"):
            self.lines.append(_table_line(s, self.lang))
        self.entries.append({
            "player": None if who < 0 else who,
            "action": str(action),
            "steps": [st.to_dict() for st in steps],
        })


def _play(state: BuraState, players: Sequence[Player], rngs: Sequence[random.Random],
          chance: random.Random, tr: _Transcript) -> None:
    from ..players_common import run  # the one play loop, imported when used

    def step(s: object, a: Action, steps: Explanation, p: int) -> None:
        assert s is state
        tr.step(state, a, steps, p)
    run(state, players, rngs, chance, step)


def _result(s: BuraState) -> dict[str, Any]:
    return {
        "rules": s.rules.to_dict(),
        "dealer": s.dealer,
        "history": [str(a) for a in s.history()],
        "outcome": s.outcome.to_dict() if s.outcome else None,
        "returns": list(s.returns()),
    }


def _emit(args: argparse.Namespace, data: dict[str, Any], lines: list[str]) -> None:
    if getattr(args, "json", False):
        json.dump(data, sys.stdout, ensure_ascii=False, indent=1)
        sys.stdout.write("\n")
    else:
        for line in lines:
            print(line)


def _cmd_play(args: argparse.Namespace) -> int:
    lang = _lang(args)
    rules = _rules(args.rule)
    players = _players(args.players, args.playouts)
    s = BuraState(rules, args.dealer)
    chance = random.Random(args.seed)
    rngs = [random.Random(args.seed * 2 + 1), random.Random(args.seed * 2 + 2)]
    tr = _Transcript(lang)
    head = (f"Бура, кон: seed {args.seed}, сдаёт {SEAT_RU[args.dealer]}; игроки "
            f"{players[0].name} (А) и {players[1].name} (Б)" if lang == "ru" else
            f"Бура, one кон: seed {args.seed}, {SEAT_EN[args.dealer]} deals; players "
            f"{players[0].name} (A) and {players[1].name} (B)")
    _play(s, players, rngs, chance, tr)
    if getattr(args, "history", False) and not getattr(args, "json", False):
        for a in s.history():
            print(a)
        return 0
    data = _result(s) | {"seed": args.seed, "players": [p.name for p in players],
                         "transcript": tr.entries}
    _emit(args, data, [head, *tr.lines])
    return 0


def _load_replay(path: str) -> tuple[Rules, int, list[Action]]:
    data = read_json_file(path)
    if isinstance(data, list):
        rules, dealer, hist = Rules(), 0, data
    elif isinstance(data, dict) and "setup" in data:  # a whole state, as to_dict saves it
        state = BuraState.from_dict(data)
        if state.setup().keys() - {"dealer"}:
            raise StateError("a position set up by hand has no deal to replay",
                             "у позиции, заданной вручную, нет сдачи для повтора", token="setup")
        return state.rules, state.dealer, list(state.history())
    elif isinstance(data, dict) and "history" in data:
        if "hands" in data:  # a whole state in the first format: validate it first
            BuraState.from_dict(data)
        try:
            rules = Rules.from_dict(data.get("rules", {}))
        except RulesError as e:
            raise StateError(f"rules: {e.en}", f"rules: {e.ru}", token="rules") from None
        dealer, hist = data.get("dealer", 0), data["history"]
        if not (type(dealer) is int and dealer in (0, 1)):
            raise StateError("dealer must be 0 or 1", "dealer — 0 или 1", token="dealer")
        if not isinstance(hist, list):
            raise StateError("history must be a list", "history — список", token="history")
    else:
        raise StateError("expected a state, {rules, dealer, history} or a list of actions",
                         "ожидается состояние, {rules, dealer, history} или список действий",
                         token=path)
    if len(hist) > MAX_HISTORY:
        raise StateError(f"history: {len(hist)} actions, more than a кон can have ({MAX_HISTORY})",
                         f"history: {len(hist)} действий — больше, чем бывает в коне "
                         f"({MAX_HISTORY})", token="history")
    return rules, dealer, parse_history(hist, parse_action, MAX_HISTORY)


def _cmd_replay(args: argparse.Namespace) -> int:
    lang = _lang(args)
    rules, dealer, actions = _load_replay(args.file)
    s = BuraState(rules, dealer)
    tr = _Transcript(lang)
    for a in actions:
        who = s.current_player()
        tr.step(s, a, s.apply_action(a), who)
    data = _result(s) | {"transcript": tr.entries, "finished": s.is_terminal()}
    _emit(args, data, tr.lines)
    return 0


def _cmd_match(args: argparse.Namespace) -> int:
    lang = _lang(args)
    rules = _rules(args.rule)
    if args.kons is not None:
        rules = rules.replace(kons=args.kons)
    players = _players(args.players, args.playouts)
    rng = random.Random(args.seed)
    m = Match.start(rules, rng)
    rngs = [random.Random(rng.getrandbits(64)), random.Random(rng.getrandbits(64))]
    lines = []
    seat = SEAT_RU if lang == "ru" else SEAT_EN
    while not m.is_over():
        s = m.new_kon()
        _play(s, players, rngs, rng, _Transcript(lang))
        o = s.outcome
        assert o is not None
        steps = m.record(s)
        w = "—" if o.winner is None else seat[o.winner]
        lines.append(f"{len(m.kons):>3}. {seat[s.dealer]} → {w} ({o.reason.value}, "
                     f"{o.points[0]}:{o.points[1]}) {m.returns()[0]:+d}")
        lines.extend("      " + t for t in _fmt(steps, lang))
    lines.extend(_fmt(m.settlement(), lang))
    data = m.to_dict() | {"returns": list(m.returns()), "wins": list(m.wins()),
                          "settlement": [st.to_dict() for st in m.settlement()]}
    _emit(args, data, lines)
    return 0


def _cmd_trick(args: argparse.Namespace) -> int:
    lang = _lang(args)
    ok, steps = explain_beats(args.led, args.answer, args.trump)
    verdict = (("бьёт" if ok else "не бьёт") if lang == "ru" else ("beats" if ok else
                                                                   "does not beat"))
    data = {"beats": ok, "explanation": [s.to_dict() for s in steps]}
    _emit(args, data, [verdict, *_fmt(steps, lang)])
    return 0


def _cmd_hand(args: argparse.Namespace) -> int:
    lang = _lang(args)
    r = explain_hand(args.hand, args.trump)
    _emit(args, r.to_dict(), _fmt(r.explanation, lang))
    return 0


def _cmd_rules(args: argparse.Namespace) -> int:
    lang = _lang(args)
    rules = REGISTRY.for_game("bura")
    data = {
        "rules": [r.to_dict() for r in rules],
        "options": [o.to_dict() for o in Rules.options()],
    }
    lines = [f"{r.id}: {r.statement(lang)} ← {r.provenance.label()}" for r in rules]
    for o in Rules.options():
        d = o.to_dict()
        desc = d["description"][lang]
        alts = ", ".join(str(c["value"]) for c in d["choices"]) or (
            f"{d['minimum']}..{d['maximum']}")
        lines.append(f"option {o.name} = {d['default']} ({desc}; {alts})")
    _emit(args, data, lines)
    return 0


_COMMANDS = {
    "play": _cmd_play,
    "replay": _cmd_replay,
    "match": _cmd_match,
    "trick": _cmd_trick,
    "hand": _cmd_hand,
    "rules": _cmd_rules,
}


def run(args: argparse.Namespace) -> int:
    """Run the sub-command chosen in ``args``."""
    return _COMMANDS[args.bura_command](args)
