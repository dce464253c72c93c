"""The inputs of the fuzzing (see fuzzing.py): arbitrary text and JSON, mutations of
real states, a widget's state with some values wrong, command lines and files, all
drawn from an explicit ``random.Random``; and, for each entry point of the engine,
the call to make (:data:`ENGINE`)."""

from __future__ import annotations

import copy
import functools
import json
import math
import random
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

import karty
import karty.web
from karty import DECK
from karty.bura import BuraState, Match, RandomPlayer, play_match
from karty.bura import Rules as BuraRules
from karty.bura import parse_action as bura_action
from karty.bura.odds import p_game_made
from karty.bura.scoring import beats, explain_beats, explain_hand
from karty.bura.state import Outcome as BuraOutcome
from karty.game import State
from karty.ochko import Rules as OchkoRules
from karty.ochko import State as OchkoState
from karty.ochko import evaluate, play_session
from karty.ochko import parse_action as ochko_action
from karty.ochko.odds import banker_totals, p_bust_next, p_immediate_21
from karty.ochko.state import Outcome as OchkoOutcome
from karty.stos import Rules as StosRules

# ---------------------------------------------------------------- inputs

NASTY = (
    "", " ", "\t", "²", "--5", "-0", "-", "+5", "٣", "1e3", "0x10", "5" * 13, "-" + "9" * 12,
    "\ufe0f", "A♠\ufe0f", "\ufe0f\ufe0f", "\u200b", "\x00", "\n", "'", '"', "\\", "<b>x</b>",
    "__proto__", "constructor", "null", "true", "false", "NaN", "Infinity", "-Infinity", "None",
    "A♠", "10h", "Дч", "Т♠", "T♥", "11♥", "AS as", "KS QS", "6♠ 7♠ 8♠ 9♠", "10S 6H", "zz",
    "♠", "h", "ч", "spades", "пики", "x", "A", "Т", "10", "1..5", "5..1", "stake 1..30",
    "stake 5", "bank 10", "bank 1..99999", "cut 12", "cut 36", "shuffle", "stuk", "стук",
    "deal", "ask", "collect", "draw", "dark", "stand", "lead A♠", "beat 10♠", "discard 6♥",
    "claim", "molodka", "pass", "lead A♠ K♠ Q♠ J♠", "heuristic", "search", "random",
)
_WORDS = ("lead", "beat", "discard", "claim", "molodka", "pass", "deal", "stake", "bank",
          "cut", "ask", "draw", "stand", "dark", "stuk", "collect", "shuffle")


def cards_text(rng: random.Random, lo: int = 0, hi: int = 8) -> str:
    """Cards in a random notation, sometimes with a duplicate or a bad token."""
    cards = rng.sample(DECK, rng.randint(lo, hi))
    style = rng.choice((str, karty.Card.ascii, karty.Card.russian))
    tokens = [style(c) for c in cards]
    if tokens and rng.random() < 0.1:
        tokens.append(rng.choice(tokens))
    if rng.random() < 0.1:
        tokens.insert(rng.randrange(len(tokens) + 1), rng.choice(NASTY))
    return rng.choice((" ", ", ", ";", " | ")).join(tokens)


def number_text(rng: random.Random) -> str:
    return str(rng.choice((rng.randint(-3, 40), rng.randint(-10**6, 10**6), 10**rng.randint(0, 15))))


def unicode_text(rng: random.Random, n: int = 12) -> str:
    pools = ((0x20, 0x7E), (0x400, 0x4FF), (0x2660, 0x2667), (0xFE00, 0xFE0F), (0x0, 0x1F),
             (0x200B, 0x200F), (0x1F0A0, 0x1F0FF), (0x80, 0x10FF))
    out = []
    for _ in range(rng.randint(0, n)):
        a, b = rng.choice(pools)
        out.append(chr(rng.randint(a, b)))
    return "".join(out)


def text(rng: random.Random) -> str:
    r = rng.random()
    if r < 0.3:
        return rng.choice(NASTY)
    if r < 0.55:
        return cards_text(rng)
    if r < 0.7:
        return number_text(rng)
    if r < 0.8:
        return f"{rng.choice(_WORDS)} {rng.choice((cards_text(rng, 1, 3), number_text(rng), rng.choice(NASTY)))}"
    if r < 0.97:
        return unicode_text(rng)
    return rng.choice(("x", "A♠ ", "9", "\ufe0f")) * rng.choice((61, 600, 5000, 100_000))


def scalar(rng: random.Random) -> Any:
    r = rng.random()
    if r < 0.08:
        return None
    if r < 0.16:
        return rng.random() < 0.5
    if r < 0.35:
        return rng.choice((rng.randint(-5, 40), rng.randint(-10**6, 10**6), 10**30, -10**30, 0))
    if r < 0.45:
        return rng.choice((0.5, -0.0, 1e308, math.inf, -math.inf, math.nan, 3.0, 1e-300))
    return text(rng)


def json_value(rng: random.Random, depth: int = 0) -> Any:
    """An arbitrary JSON-shaped value (``NaN`` and ``Infinity`` included, as Python's
    json module reads them)."""
    r = rng.random()
    if depth >= 4 or r < 0.6:
        return scalar(rng)
    if r < 0.8:
        return [json_value(rng, depth + 1) for _ in range(rng.randint(0, 5))]
    return {text(rng) if rng.random() < 0.5 else rng.choice(("game", "rules", "state",
                                                               "history", "lang", "text")):
            json_value(rng, depth + 1) for _ in range(rng.randint(0, 5))}


def deep_json(rng: random.Random) -> Any:
    """A value nested far deeper than any real input."""
    value: Any = rng.choice((1, "x", None))
    # (Python in the browser cannot build a list nested 2,000 deep: the engine
    # refuses such JSON before parsing it, see karty.game.json_nesting)
    for _ in range(rng.choice((40, 200) if sys.platform == "emscripten" else (40, 200, 5000))):
        value = [value] if rng.random() < 0.5 else {"k": value}
    return value


def mutate(rng: random.Random, data: Any, edits: int = 3) -> Any:
    """A copy of ``data`` with a few edits: a value replaced, a key deleted or added,
    a card swapped, a list shortened."""
    d = copy.deepcopy(data)
    for _ in range(rng.randint(1, edits)):
        paths = list(_paths(d))
        path = rng.choice(paths)
        if not path:
            return json_value(rng)
        parent = d
        for k in path[:-1]:
            parent = parent[k]
        last = path[-1]
        how = rng.random()
        try:
            if how < 0.45:
                parent[last] = json_value(rng) if rng.random() < 0.5 else text(rng)
            elif how < 0.6:
                del parent[last]
            elif how < 0.7 and isinstance(parent, dict):
                parent[text(rng)] = json_value(rng)
            elif how < 0.85 and isinstance(parent[last], str):
                parent[last] = rng.choice((str(rng.choice(DECK)), parent[last][:-1],
                                           parent[last] + " " + str(rng.choice(DECK))))
            elif isinstance(parent[last], list) and parent[last]:
                parent[last].pop(rng.randrange(len(parent[last])))
            elif isinstance(parent[last], int) and not isinstance(parent[last], bool):
                parent[last] += rng.choice((-1, 1))
        except (KeyError, IndexError, TypeError):
            pass
    return d


def _paths(d: Any, prefix: tuple[Any, ...] = ()) -> Any:
    yield prefix
    if isinstance(d, dict):
        for k, v in d.items():
            yield from _paths(v, (*prefix, k))
    elif isinstance(d, list):
        for i, v in enumerate(d):
            yield from _paths(v, (*prefix, i))


# ---------------------------------------------------------------- samples to mutate

def _bura_states() -> list[dict[str, Any]]:
    out = []
    for seed in range(6):
        s = karty.bura.new_game(seed)
        rng = random.Random(seed)
        for _ in range(seed * 3):
            if s.is_terminal():
                break
            legal = s.legal_actions()
            s.apply_action(legal[rng.randrange(len(legal))])
        out.append(s.to_dict())
        d = s.to_dict()
        d["history"] = []
        out.append(d)
    return out


def _ochko_states() -> list[dict[str, Any]]:
    out = []
    for seed, n in ((1, 2), (2, 3), (3, 4)):
        s, _ = play_session(seed, players=n, max_rounds=2)
        out.append(s.to_dict())
        d = s.to_dict()
        del d["state"]
        d["history"] = d["history"][: len(d["history"]) // 2]
        out.append(d)
    return out


def _stos_states() -> list[dict[str, Any]]:
    out = []
    for seed in range(4):
        s = karty.load_game("stos").new_game(seed)
        rng = random.Random(seed)
        for _ in range(seed * 5):
            if s.is_terminal():
                break
            if s.current_player() == karty.CHANCE:
                s.apply_action(s.sample_chance(rng))
            else:
                s.apply_action(rng.choice(s.legal_actions()))
        out.append(s.to_dict())
    return out


@dataclass
class Samples:
    bura: list[dict[str, Any]] = field(default_factory=_bura_states)
    ochko: list[dict[str, Any]] = field(default_factory=_ochko_states)
    stos: list[dict[str, Any]] = field(default_factory=_stos_states)
    match: dict[str, Any] = field(default_factory=lambda: json.loads(json.dumps(
        play_match([RandomPlayer(), RandomPlayer()], seed=2, rules=BuraRules(kons=2)).to_dict())))


_SAMPLES: Samples | None = None


def samples() -> Samples:
    global _SAMPLES
    if _SAMPLES is None:
        _SAMPLES = Samples()
    return _SAMPLES


# ---------------------------------------------------------------- soundness of what is accepted

def _bura_sound(s: BuraState) -> None:
    assert BuraState.from_dict(json.loads(json.dumps(s.to_dict()))) == s
    for a in s.legal_actions():
        s.clone().apply_action(a)  # an offered action never raises


def _ochko_sound(s: OchkoState) -> None:
    assert OchkoState.from_dict(json.loads(json.dumps(s.to_dict()))) == s
    for a in s.legal_actions():
        c = s.clone()
        c.apply_action(a.at(a.lo) if isinstance(a, karty.ochko.ActionRange) else a)


# ---------------------------------------------------------------- the entry points

def _rules_dict(rng: random.Random, cls: type[Any]) -> Any:
    names = [o.name for o in cls.options()]
    if rng.random() < 0.1:
        return json_value(rng)
    return {rng.choice((*names, text(rng))) if rng.random() < 0.9 else text(rng):
            (json_value(rng) if rng.random() < 0.5 else
             rng.choice([c.json_value() for o in cls.options() for c in o.choices] or [1]))
            for _ in range(rng.randint(0, 3))}


def _rules_text(rng: random.Random, cls: type[Any]) -> dict[str, str]:
    names = [o.name for o in cls.options()]
    return {rng.choice(names) if rng.random() < 0.9 else text(rng): text(rng)
            for _ in range(rng.randint(0, 3))}


def _bura_from_dict(rng: random.Random) -> Callable[[], Any]:
    data = deep_json(rng) if rng.random() < 0.02 else mutate(rng, rng.choice(samples().bura))
    return lambda: _bura_sound(BuraState.from_dict(data))


def _ochko_from_dict(rng: random.Random) -> Callable[[], Any]:
    data = deep_json(rng) if rng.random() < 0.02 else mutate(rng, rng.choice(samples().ochko))
    return lambda: _ochko_sound(OchkoState.from_dict(data))


def _ochko_rules(rng: random.Random) -> Any:
    return _rules_dict(rng, OchkoRules) if rng.random() < 0.5 else None


def _text_or_json(rng: random.Random, p: float = 0.8) -> Any:
    return text(rng) if rng.random() < p else json_value(rng)


def _cards_or_json(rng: random.Random, lo: int, hi: int) -> Any:
    return cards_text(rng, lo, hi) if rng.random() < 0.9 else json_value(rng)


def _evaluate(cards: Any, rules: Any) -> Any:
    return evaluate(cards, OchkoRules.from_dict(rules))


# ---------------------------------------------------------------- every game's entry points

_STATE_CLASS = {g.name: type(g.new_game(1)) for g in karty.GAMES}
#: The documented parameters of each game's ``new_game`` besides seed and rules.
_PARAMS = {"bura": ("dealer",), "ochko": ("players", "purse", "max_rounds", "max_banks"),
           "stos": ()}
#: A JSON whole number longer than Python turns into text (4,300 digits), and others.
_BIG = (10**4400, -(10**4400), 10**30, 2**63, 10**12, 10**12 - 1)


def _odd_value(rng: random.Random) -> Any:
    """A value of a wrong type or size, or of the right one."""
    r = rng.random()
    if r < 0.15:
        return rng.choice(_BIG)
    if r < 0.3:
        return rng.choice(([], {}, (), object(), b"7", bytearray(b"1"), 1.5, True, None,
                           karty.bura.Rules(), {1: 2}, [("a", "b")]))
    return json_value(rng)


def _new_game(rng: random.Random, name: str) -> Callable[[], Any]:
    spec = karty.load_game(name)
    seed = rng.choice((rng.randint(0, 10**6),) * 3 + (_odd_value(rng),))
    r = rng.random()
    rules: Any = (None if r < 0.3 else spec.Rules() if r < 0.4 else
                  _rules_dict(rng, spec.Rules) if r < 0.7 else _odd_value(rng))
    params = {p: (_odd_value(rng) if rng.random() < 0.5 else rng.randint(-2, 12))
              for p in _PARAMS[name] if rng.random() < 0.4}

    def call() -> Any:
        s = spec.new_game(seed, rules, **params)
        assert isinstance(s, State)
        return s
    return call


def _setup_text(rng: random.Random, cls: type[Any], table_keys: tuple[str, ...]) -> Any:
    r = rng.random()
    if r < 0.15:
        return _odd_value(rng)
    out: dict[Any, Any] = {}
    for _ in range(rng.randint(0, 3)):
        key = rng.choice((*table_keys, *(o.name for o in cls.options()), text(rng)))
        out[key] = rng.choice((text(rng), number_text(rng), str(rng.choice(_BIG[2:])),
                               "9" * rng.choice((13, 20, 5000)), _odd_value(rng)))
    if rng.random() < 0.05:
        out[rng.choice((1, None, ("t",)))] = "1"
    return out


_TABLE_KEYS = {"bura": ("dealer",), "ochko": ("players", "purses", "max_rounds", "max_banks"),
               "stos": ()}


def _from_setup(rng: random.Random, name: str) -> Callable[[], Any]:
    cls = _STATE_CLASS[name]
    rules_cls = karty.load_game(name).Rules
    rules = _setup_text(rng, rules_cls, ())
    table = _setup_text(rng, rules_cls, _TABLE_KEYS[name])
    return lambda: cls.from_setup(rules, table)


def _from_text(rng: random.Random, name: str) -> Callable[[], Any]:
    cls = karty.load_game(name).Rules
    data = _setup_text(rng, cls, ()) if rng.random() < 0.5 else _rules_text(rng, cls)
    return partial(cls.from_text, data)


def _parse_and_write(rng: random.Random, name: str) -> Callable[[], Any]:
    """``parse_action`` of text, and of an action's own writing in a random style:
    what is read is written back and read again as the same action."""
    spec = karty.load_game(name)
    data = _text_or_json(rng, 0.9)
    if rng.random() < 0.3:
        data = spec.format_action(rng.choice(_actions(name)), rng.choice(("text", "ascii", "ru")))

    def call() -> Any:
        a = spec.parse_action(data)
        for style in ("text", "ascii", "ru"):
            assert spec.parse_action(spec.format_action(a, style)) == a, (a, style)
        return a
    return call


_ACTIONS: dict[str, list[Any]] = {}


def _actions(name: str) -> list[Any]:
    """Actions of a few seeded games (every kind a game offers)."""
    if name not in _ACTIONS:
        spec = karty.load_game(name)
        out: list[Any] = []
        for seed in range(4):
            rng = random.Random(seed)
            s = spec.new_game(seed)
            for _ in range(60):
                if s.is_terminal():
                    break
                if s.current_player() == karty.CHANCE:
                    a = s.sample_chance(rng)
                else:
                    a = rng.choice(s.legal_actions())
                    out.append(a)
                    if hasattr(a, "sample"):
                        a = a.sample(rng)
                out.append(a)
                s.apply_action(a)
        _ACTIONS[name] = out
    return _ACTIONS[name]


def _format_action(rng: random.Random, name: str) -> Callable[[], Any]:
    spec = karty.load_game(name)
    action = rng.choice(_actions(name)) if rng.random() < 0.6 else _odd_value(rng)
    style = rng.choice(("text", "ascii", "ru")) if rng.random() < 0.8 else _odd_value(rng)
    return partial(spec.format_action, action, style)


def _replay(rng: random.Random, name: str) -> Callable[[], Any]:
    cls = _STATE_CLASS[name]
    r = rng.random()
    if r < 0.3:
        moves: Any = _odd_value(rng)
    else:
        acts = _actions(name)
        start = rng.randrange(len(acts))
        moves = [rng.choice((str(a), a, text(rng))) if rng.random() < 0.2 else str(a)
                 for a in acts[start:start + rng.randint(0, 8)]]
    return lambda: cls.from_setup({}, {}).replay(moves)


def _from_notation(rng: random.Random, name: str) -> Callable[[], Any]:
    cls = _STATE_CLASS[name]
    good = karty.load_game(name).new_game(rng.randint(0, 50)).notation()
    r = rng.random()
    if r < 0.5:
        i = rng.randrange(len(good) + 1)
        data: Any = good[:i] + text(rng) + good[i + rng.randint(0, 5):]
    elif r < 0.6:
        data = good.replace(" / ", f" {rng.choice(('seed', 'dealer', 'players', 'x'))}="
                            f"{rng.choice(('9' * 20, '9' * 5000, '-1', '', text(rng)))} / ", 1)
    elif r < 0.9:
        data = good
    else:
        data = _odd_value(rng)
    return lambda: cls.from_notation(data)


def _stos_from_dict(rng: random.Random) -> Callable[[], Any]:
    data = deep_json(rng) if rng.random() < 0.02 else mutate(rng, rng.choice(samples().stos))
    cls = _STATE_CLASS["stos"]
    return lambda: cls.from_dict(data)


_BURA_OUTCOME = {"winner": 0, "reason": "claim-made", "points": [31, 20], "claimant": 0}
_OCHKO_OUTCOME = {"kon": 1, "seat": 1, "stake": 5, "player_won": False, "reason": "bust",
                  "player_cards": ["10♠", "K♥", "9♦"], "banker_cards": ["7♣"], "dark": False}

#: entry point → a function of the rng that returns the call to make.
ENGINE: dict[str, Callable[[random.Random], Callable[[], Any]]] = {
    "Card.parse": lambda rng: partial(karty.Card.parse, _text_or_json(rng)),
    "Suit.parse": lambda rng: partial(karty.Suit.parse, _text_or_json(rng)),
    "Rank.parse": lambda rng: partial(karty.Rank.parse, _text_or_json(rng)),
    "parse_cards": lambda rng: partial(karty.parse_cards, _text_or_json(rng)),
    "Card.name": lambda rng: partial(rng.choice(DECK).name, rng.choice(("en", "ru", text(rng)))),
    "format_cards": lambda rng: partial(karty.format_cards, rng.sample(DECK, 3),
                                        rng.choice(("unicode", "ascii", "ru", text(rng)))),
    "bura.parse_action": lambda rng: partial(bura_action, _text_or_json(rng, 0.9)),
    "ochko.parse_action": lambda rng: partial(ochko_action, _text_or_json(rng, 0.9)),
    "bura.Rules.from_dict": lambda rng: partial(BuraRules.from_dict, _rules_dict(rng, BuraRules)),
    "ochko.Rules.from_dict": lambda rng: partial(OchkoRules.from_dict,
                                                 _rules_dict(rng, OchkoRules)),
    "bura.Rules.from_text": lambda rng: partial(BuraRules.from_text, _rules_text(rng, BuraRules)),
    "ochko.Rules.from_text": lambda rng: partial(OchkoRules.from_text,
                                                 _rules_text(rng, OchkoRules)),
    "bura.BuraState.from_dict": _bura_from_dict,
    "ochko.State.from_dict": _ochko_from_dict,
    "bura.Outcome.from_dict": lambda rng: partial(BuraOutcome.from_dict,
                                                  mutate(rng, _BURA_OUTCOME)),
    "ochko.Outcome.from_dict": lambda rng: partial(OchkoOutcome.from_dict,
                                                   mutate(rng, _OCHKO_OUTCOME)),
    "bura.Match.from_dict": lambda rng: partial(Match.from_dict, mutate(rng, samples().match)),
    "bura.beats": lambda rng: partial(beats, cards_text(rng, 0, 12), cards_text(rng, 0, 12),
                                      text(rng) if rng.random() < 0.3 else "h"),
    "bura.explain_beats": lambda rng: partial(explain_beats, cards_text(rng, 1, 10),
                                              cards_text(rng, 1, 10),
                                              rng.choice(("h", "♠", "d", text(rng)))),
    "bura.explain_hand": lambda rng: partial(explain_hand, _cards_or_json(rng, 0, 6),
                                             rng.choice(("h", "♠", text(rng)))),
    "ochko.evaluate": lambda rng: partial(_evaluate, _cards_or_json(rng, 0, 12),
                                          _rules_dict(rng, OchkoRules) if rng.random() < 0.3
                                          else {}),
    "odds.p_bust_next": lambda rng: partial(p_bust_next, _cards_or_json(rng, 0, 12),
                                            _cards_or_json(rng, 0, 36), _ochko_rules(rng)),
    "odds.banker_totals": lambda rng: partial(
        banker_totals, _ochko_rules(rng), rng.choice((17, 12, 21, rng.randint(-2, 25),
                                                      json_value(rng))),
        _cards_or_json(rng, 0, 4), _cards_or_json(rng, 0, 36)),
    "odds.p_game_made": lambda rng: partial(
        p_game_made, cards_text(rng, 0, 20),
        rng.choice((0, 1, 3, rng.randint(-3, 40), json_value(rng))), cards_text(rng, 0, 20)),
    "odds.p_immediate_21": lambda rng: partial(p_immediate_21, _rules_dict(rng, OchkoRules)),
    "stos.Rules.from_dict": lambda rng: partial(StosRules.from_dict,
                                                _rules_dict(rng, StosRules)
                                                if rng.random() < 0.85 else _odd_value(rng)),
    "stos.State.from_dict": _stos_from_dict,
}
for _name in karty.games.game_names():
    ENGINE |= {
        f"{_name}.Rules.from_text*": partial(_from_text, name=_name),
        f"{_name}.State.from_setup": partial(_from_setup, name=_name),
        f"load_game({_name!r}).new_game": partial(_new_game, name=_name),
        f"{_name}.parse_action+format": partial(_parse_and_write, name=_name),
        f"{_name}.format_action": partial(_format_action, name=_name),
        f"{_name}.State.replay": partial(_replay, name=_name),
        f"{_name}.State.from_notation": partial(_from_notation, name=_name),
    }


# ---------------------------------------------------------------- the web API

def _valid_value(rng: random.Random, spec: Any) -> str:
    """A value of the right kind for a widget's field or a rule option (not always
    one the rules accept: three cards of two suits are cards all the same)."""
    kind = getattr(spec, "type", None)
    if kind == "cards":
        hi = {"led": 3, "answer": 3, "hand": 3, "banker": 2}.get(spec.key, 8)
        return cards_text(rng, 1 if spec.required else 0, hi)
    if kind == "int":
        lo = spec.minimum if spec.minimum is not None else 0
        hi = spec.maximum if spec.maximum is not None else 100
        return str(rng.randint(lo, min(hi, lo + 40)))
    if kind == "suit":
        return rng.choice(("h", "♠", "d", "c", "ч", "S"))
    if kind == "choice":
        return rng.choice([c[0] for c in spec.choices])
    if kind == "moves":
        return ""
    choices = [str(c.json_value()) for c in spec.choices]
    if spec.kind == "bool":
        return rng.choice(("true", "false"))
    if spec.kind == "int":
        return str(rng.randint(spec.minimum or 0, min(spec.maximum or 100, (spec.minimum or 0) + 40)))
    return rng.choice(choices)


def _bad_value(rng: random.Random, spec: Any) -> str:
    kind = getattr(spec, "type", None)
    if kind == "int":
        lo = spec.minimum if spec.minimum is not None else 0
        hi = spec.maximum if spec.maximum is not None else 100
        return rng.choice((str(hi + 1), str(lo - 1), number_text(rng), text(rng)))
    if kind == "moves":
        return ";".join(rng.choice(NASTY[-20:] + (text(rng),)) for _ in range(rng.randint(1, 6)))
    if kind == "cards":
        return rng.choice((cards_text(rng, 0, 14), text(rng)))
    return text(rng)


def web_args(rng: random.Random, fn: str) -> Any:
    """Arguments for ``karty.web.call(fn, …)``: a widget's state with a few values
    wrong (sometimes none), sometimes any JSON at all."""
    if rng.random() < 0.1:
        return json_value(rng) if rng.random() < 0.8 else deep_json(rng)
    if fn == "parse_cards":
        return {"text": text(rng) if rng.random() < 0.9 else json_value(rng)}
    if fn == "rules_options":
        return {"game": rng.choice((*(g.name for g in karty.GAMES), text(rng), None))}
    if fn.startswith("table_"):
        return table_args(rng, fn)
    if fn == "review":
        return review_args(rng)
    kind = next(k for k, v in karty.web.KINDS.items() if v["fn"] == fn)
    fields = list(karty.web.KINDS[kind]["fields"])
    game = karty.web.KINDS[kind]["rules"]
    options = list(karty.load_game(game).Rules.options()) if game else []
    state: dict[str, Any] = {}
    for spec in fields:
        if getattr(spec, "required", False) or rng.random() < 0.5:
            state[spec.key] = _valid_value(rng, spec)
    for spec in options:
        if rng.random() < 0.15:
            state[spec.name] = _valid_value(rng, spec)
    specs = {getattr(s, "key", None) or s.name: s for s in fields + options}
    for _ in range(rng.choice((0, 0, 1, 1, 2))):
        key = rng.choice(list(specs))
        state[key] = _bad_value(rng, specs[key]) if rng.random() < 0.95 else json_value(rng)
    if rng.random() < 0.05:
        state[rng.choice(("__proto__", "colour", text(rng)))] = text(rng)
    args: dict[str, Any] = {"lang": rng.choice(("en", "ru", "en", "ru", text(rng))), "state": state}
    if rng.random() < 0.03:
        args["state"] = json_value(rng)
    return args


# ---------------------------------------------------------------- the command line

def _cli_value(rng: random.Random) -> str:
    return rng.choice(("1", "7", "0", "-1", "2", "3", "9", "12", "31", "100", "²", "--5", "nan",
                       "inf", "0.5", "1e9", "10000000000000", "", "x", "h", "KS QS", "10S 6H",
                       "A♠ 10♥", "random,heuristic", "heuristic,heuristic", "search,random",
                       "random", "first_lead=non-dealer", "target=41", "target=²",
                       "two_aces=superochko", "kons=2", "stake=--5", "=", "x=y",
                       '{"ace": "1"}', "[", "12345678901234567890", "9" * 5000,
                       '{"min_bank": ' + "9" * 4400 + "}", '{"min_bank": 1e999}',
                       "talias=50", "deck=32", "max_stake=" + "9" * 20, "odds", "replay",
                       "punt QS; stake 1; turn 10D", text(rng)))


_CLI_WORDS = ("bura", "ochko", "odds", "play", "replay", "match", "trick", "hand", "rules",
              "value", "bust-next", "banker", "game-made", "immediate-21", "immediate-win",
              "molodka", "stos", "--card", "--dealt", "--player", "--stake", "--seed", "--dealer", "--players", "--playouts", "--history", "--json",
              "--lang", "ru", "en", "--rule", "--set", "--kons", "--trump", "--led", "--answer",
              "--hand", "--seen", "--stand-on", "-k", "--purse", "--max-rounds", "--max-banks",
              "--rules", "--random", "--forgetful", "--help", "-h", "--bogus")


def cli_argv(rng: random.Random, files: list[str]) -> list[str]:
    """A command line: a known command with random (often wrong) arguments, a replay
    of a random file, or any words at all."""
    r = rng.random()
    if r < 0.15:
        return [rng.choice(_CLI_WORDS) if rng.random() < 0.7 else _cli_value(rng)
                for _ in range(rng.randint(0, 6))]
    if r < 0.35:
        return ["bura", "replay", rng.choice(files), *rng.sample(["--json", "--lang", "ru"],
                                                                rng.randint(0, 1))]
    base = rng.choice((["bura", "play", "--seed", "1", "--players", "random,heuristic"],
                       ["bura", "match", "--seed", "1", "--kons", "2", "--players",
                        "random,random"],
                       ["bura", "trick", "--trump", "h", "--led", "KS QS", "--answer", "10S 6H"],
                       ["bura", "hand", "--trump", "h", "--hand", "AH KH 6H"], ["bura", "rules"],
                       ["ochko", "play", "--seed", "1", "--max-rounds", "2"],
                       ["ochko", "value", "A♠ 10♥"], ["odds", "bust-next", "10♠ 6♥"],
                       ["odds", "banker", "--stand-on", "17"], ["odds", "game-made", "A♠ 10♠",
                                                                 "-k", "1"], ["odds", "bura"],
                       ["stos", "play", "--seed", "1", "--set", "talias=2"],
                       ["stos", "odds", "--card", "Q♠", "--dealt", "10♦ K♥"],
                       ["stos", "replay", "punt QS; stake 1; turn 10D; turn QH"],
                       ["ochko", "play", "--rules", '{"min_bank": 5}', "--max-rounds", "2"],
                       ["bura", "replay", rng.choice(files)]))
    argv = list(base)
    for _ in range(rng.randint(1, 3)):
        how = rng.random()
        if how < 0.5 and len(argv) > 2:
            i = rng.randrange(2, len(argv))
            argv[i] = _cli_value(rng)
        elif how < 0.8:
            argv += [rng.choice(_CLI_WORDS[16:]), _cli_value(rng)]
        else:
            argv.insert(rng.randrange(len(argv) + 1), rng.choice(_CLI_WORDS))
    return argv


def cli_files(folder: Path, rng: random.Random) -> list[str]:
    """Replay files, good and bad: a state, a history, random JSON, deep JSON, bad
    UTF-8, random bytes, an empty file, a folder, a missing path."""
    folder.mkdir(parents=True, exist_ok=True)
    out = []
    good = samples().bura[0]
    contents: list[bytes] = [
        json.dumps(good).encode(), json.dumps(good["history"]).encode(),
        json.dumps({"rules": {}, "dealer": 0, "history": good["history"][:3]}).encode(),
        json.dumps(mutate(rng, good)).encode(), json.dumps(json_value(rng)).encode(),
        json.dumps(deep_json(rng)).encode(), b"[" * 100_000 + b"]" * 100_000,
        b"\xff\xfe\x00bad", b"",
        bytes(rng.randrange(256) for _ in range(200)), "не JSON".encode(),
        json.dumps(["lead A♠"] * 1000).encode(),
        b'{"rules": {}, "dealer": 1' + b"0" * 5000 + b', "history": []}',
        b"[" + b"9" * 4400 + b"]", b'{"rules": {"target": ' + b"9" * 4301 + b"}}",
        b'{"rules": {"target": 1e999}, "dealer": 0, "history": []}',
    ]
    for i, data in enumerate(contents):
        p = folder / f"f{i}.json"
        p.write_bytes(data)
        out.append(str(p))
    (folder / "a-folder").mkdir(exist_ok=True)
    out += [str(folder / "a-folder"), str(folder / "missing.json"), "-"]
    return out




# ------------------------------------------------------------------ the review
_FINISHED: list[str] = []


def finished_kons() -> list[str]:
    """The notation of a few finished Бура кон (rule-of-thumb self-play)."""
    if not _FINISHED:
        from karty.bura import HeuristicPlayer, new_game

        for seed in range(6):
            s = new_game(seed)
            while not s.is_terminal():
                p = s.current_player()
                s.apply_action(HeuristicPlayer().choose(s.observation(p), s.legal_actions(),
                                                        random.Random(seed)))
            _FINISHED.append(s.notation())
    return _FINISHED


def review_args(rng: random.Random) -> dict[str, Any]:
    """Arguments of ``review``: a finished кон's record (sometimes cut short, changed,
    as a state object, or any JSON), a seat and a seed, some of them wrong."""
    from karty.bura import BuraState

    record: Any = rng.choice(finished_kons())
    roll = rng.random()
    if roll < 0.15:
        record = record[:rng.randrange(len(record))]
    elif roll < 0.3:
        i = rng.randrange(len(record))
        record = record[:i] + text(rng) + record[i + 1:]
    elif roll < 0.45:
        record = BuraState.from_notation(record).to_dict()
        if rng.random() < 0.5:
            record[rng.choice(list(record))] = json_value(rng)
    elif roll < 0.55:
        record = json_value(rng)
    args: dict[str, Any] = {"lang": rng.choice(("en", "ru", "en", "ru", text(rng))),
                            "game": rng.choice(("bura",) * 6 + ("ochko", "stos", text(rng))),
                            "record": record}
    if rng.random() < 0.8:
        args["seat"] = rng.choice((0, 1, 0, 1, -1, 2, "0", 1.5, None, True))
    if rng.random() < 0.5:
        args["seed"] = rng.choice((0, 7, rng.randrange(2**31), -1, 2**40, "3", None))
    return args


# ------------------------------------------------------------------ the play tables
#: The secret of every fuzzed table game (karty.web.table.token), and a few of its tokens.
_TABLE_SECRET = "5eed" * 8


def _table_tokens() -> tuple[str, ...]:
    from karty.web.table import table_new

    out = []
    for game, level, options in (("bura", "e", {}), ("bura", "n", {}), ("bura", "e", {"kons": "2"}),
                                 ("ochko", "e", {}), ("ochko", "n", {}),
                                 ("ochko", "e", {"dark": "false"}),
                                 ("stos", "n", {}), ("stos", "n", {"talias": "2"})):
        out.append(table_new({"game": game, "secret": _TABLE_SECRET, "level": level,
                              "options": options})["token"])
    return tuple(out)


_TABLE_TOKENS = _table_tokens()


@functools.cache
def _finished_token() -> str:
    """A Бура game of two кон whose first кон is over (easy computer, the first move
    the page offers each time)."""
    from karty.web.table import table_move, table_new

    r = table_new({"game": "bura", "secret": _TABLE_SECRET, "level": "e",
                   "options": {"kons": "2"}})
    for _ in range(200):
        if r["kon"] is not None:
            return str(r["token"])
        r = table_move({"token": r["token"], "secret": _TABLE_SECRET,
                        "move": _offered(r["token"])[0]})
    raise AssertionError("the first кон did not end in 200 moves")


@functools.cache
def _offered(token: str) -> tuple[str, ...]:
    """The moves the page offers for ``token`` (its buttons, cards and amounts)."""
    from karty.web.table import table_load

    r = table_load({"token": token, "secret": _TABLE_SECRET})
    moves = r.get("moves") or {}
    if r.get("game") == "stos":  # a card and its stake, a bend, a stop
        out = [f"punt {c}; stake {moves['stake']['min']}" for c in moves.get("cards", [])[:3]]
        out += ["paroli"] * bool(moves.get("paroli", {}).get("legal")) + ["stop"] * bool(
            moves.get("stop"))
        return tuple(out) or ("stop",)
    out = [m["move"] for m in moves.get("cards", [])]
    out += [b["move"] for b in r.get("buttons") or []]
    if r.get("amount"):
        out.append(f"{r['amount']['kind']} {r['amount']['min']}")
    return tuple(out) or ("next",)


def table_token(rng: random.Random) -> str:
    """A play table token: a valid one, one with a part changed, or any text."""
    token = rng.choice(_TABLE_TOKENS)
    parts = token.split(".")
    roll = rng.random()
    if roll < 0.3:
        return token
    if roll < 0.85:
        i = rng.randrange(len(parts))
        parts[i] = rng.choice((text(rng), number_text(rng), "", "-", "0123456789abcdefghij" * 3,
                               "z_z", "kons=99", "seed=1", "dark=maybe", "p99999", "b0",
                               str(2**33), "00", "h"))
        return ".".join(parts)
    return text(rng)


def table_args(rng: random.Random, fn: str) -> dict[str, Any]:
    args: dict[str, Any] = {"lang": rng.choice(("en", "ru") * 4 + (text(rng),))}
    if fn == "table_new":
        args["game"] = rng.choice(karty.games.table_games() * 2 + (text(rng),))
        args["secret"] = rng.choice((_TABLE_SECRET,) * 4 + ("00" * 15, "zz" * 16, 1.5, None, True,
                                                             rng.randbytes(16).hex()))
        args["level"] = rng.choice(("e", "n", "e", "n", "x", None, text(rng)))
        if rng.random() < 0.3:
            args["options"] = rng.choice(({"kons": "3"}, {"dark": "false"}, {"kons": "0"},
                                          {text(rng): text(rng)}, json_value(rng)))
        return args
    args["token"] = table_token(rng) if rng.random() < 0.95 else json_value(rng)
    if rng.random() < 0.9:
        args["secret"] = rng.choice((_TABLE_SECRET,) * 6 + ("00" * 16, text(rng)))
    if fn == "table_move":
        args["move"] = rng.choice(("next", "claim", "pass", "molodka", "lead 6S", "beat 10H",
                                   "discard 6S 7S", "draw", "stand", "stake 3", "bank 10",
                                   "dark", "punt QS; stake 3", "paroli", "stop", "turn 6S",
                                   "stake 0; punt 6S", text(rng), json_value(rng)))
        if rng.random() < 0.25:  # a move the page offers now, on a good token
            args["token"] = rng.choice(_TABLE_TOKENS)
            args["secret"] = _TABLE_SECRET
            args["move"] = rng.choice(_offered(args["token"]))
    if fn in ("table_review", "table_coach"):
        args["kon"] = rng.choice((1, 1, 1, 2, 0, -1, "1", None, 10**30, 1.0))
        args["seed"] = rng.choice((0, 0, 0, 7, -1, 2**40, "0", None))
        if rng.random() < 0.3:  # a game whose first кон is over (review) or in play (coach)
            args["token"] = _finished_token() if fn == "table_review" else \
                rng.choice(_TABLE_TOKENS)
            args["secret"] = _TABLE_SECRET
    if fn == "table_why" and rng.random() < 0.3:  # a move's text (Стос's «why not?»)
        args["move"] = rng.choice(("paroli", "stop", "punt QS; stake 99", text(rng),
                                   json_value(rng)))
    elif fn == "table_why":
        args["cards"] = rng.choice((["6S"], ["6S", "7H"], [], [text(rng)], json_value(rng),
                                    [c.ascii() for c in rng.sample(DECK, 2)]))
        if rng.random() < 0.4:  # cards of the reader's hand, when the token is good
            from karty.bura import table as table_bura
            from karty.web.table.token import Token

            args["token"] = rng.choice(_TABLE_TOKENS[:3])
            args["secret"] = _TABLE_SECRET
            hand = table_bura.open_table(Token.parse(args["token"]),
                                         bytes.fromhex(_TABLE_SECRET)).state.hands[0]
            args["cards"] = [c.ascii() for c in rng.sample(hand, rng.randint(1, len(hand)))]
    return args
