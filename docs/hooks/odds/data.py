"""The data of the odds pages, from the engine (no markup here: docs/hooks/odds/markers.py
and docs/templates/odds.html show it).

Every exact number comes from a named function of karty:

* Очко — ``karty.odds_tables.bust_by_total``, ``karty.odds.banker_totals_by_rule``,
  ``karty.ochko.strategy.solve`` (the punter's best play and its value against
  each standing rule), ``karty.ochko.strategy_shown.solve_shown`` (the same when he
  sees the banker's face-up card, by that card; ``shown_in``: which duels show it),
  ``karty.odds_tables.house_rule_worth`` and ``dark_worth``,
  ``karty.odds_tables.stuk_odds``;
* Стос — ``karty.odds_tables.stos_by_remaining`` (``karty.stos.talia_odds_after``);
* Бура — ``karty.odds.p_dealt_bura``, ``p_dealt_molodka``,
  ``karty.odds_tables.game_made_by_points``; and the self-play counts that
  bench/bura_selfplay.py wrote to bench/bura_selfplay.json (measured, not exact).

Solving Очко takes seconds, so :func:`load` keeps the result in
``build/odds-cache/`` under a key made of the engine's source (every file of
engine/karty) and this file: a warm build reads it, any change to the engine
recomputes it. Fractions are stored as ``"n/d"`` text.
"""
from __future__ import annotations

import hashlib
import json
from fractions import Fraction
from pathlib import Path
from typing import Any

from karty.stats import wilson

ROOT = Path(__file__).resolve().parents[3]
ENGINE = ROOT / "engine" / "karty"
CACHE = ROOT / "build" / "odds-cache"
SELFPLAY = ROOT / "bench" / "bura_selfplay.json"
#: The banker's standing rules the pages show.
STAND_ONS = tuple(range(12, 22))
#: The punter's cards in the bust chart.
BUST_CARDS = 5
#: Face-down cards in the «Игра сделана» chart, and the claimer's face-up cards.
CLAIM_KS = (0, 1, 2, 3, 4)
CLAIM_KNOWN = 6
#: The opening bank in stakes, for «стук» (the text's 'ten times', ochko.s9).
STUK_BANKS = tuple(range(1, 21))
STUK_FACTOR = 10


def source_key() -> str:
    """A hash of the engine's source and of this file: the cache's key."""
    h = hashlib.sha256()
    for path in sorted(ENGINE.rglob("*.py")) + [Path(__file__)]:
        h.update(str(path.relative_to(ROOT)).encode())
        h.update(path.read_bytes())
    return h.hexdigest()[:20]


def _f(x: Fraction) -> str:
    return f"{x.numerator}/{x.denominator}"


def fraction(text: str) -> Fraction:
    return Fraction(text)


def _compute() -> dict[str, Any]:
    from karty.errors import RulesError
    from karty.ochko import Rules
    from karty.ochko.strategy import RANKS, solve
    from karty.ochko.strategy import _value as hand_value
    from karty.ochko.strategy_shown import shown_in, solve_shown
    from karty.odds import banker_totals_by_rule, p_dealt_bura, p_dealt_molodka
    from karty.odds_tables import (
        HOUSE_RULES,
        bust_by_total,
        dark_worth,
        game_made_by_points,
        house_rule_worth,
        stos_by_remaining,
        stuk_odds,
    )

    default = Rules()
    bust = [{"cards": n, "total": t, "p": _f(p)}
            for (n, t), p in bust_by_total(default, BUST_CARDS).items()]
    banker = [{"stand_on": t, "final": label, "p": _f(p)}
              for t, dist in banker_totals_by_rule(default, STAND_ONS).items()
              for label, p in dist.items()]
    configs: list[tuple[str, Rules]] = [("default", default),
                                        ("no_dark", Rules(dark=False))]
    configs += [(name, Rules.from_dict(opts)) for name, opts in HOUSE_RULES]
    ev = []
    strategy = []
    for name, rules in configs:
        sol = solve(rules, STAND_ONS)
        for t, s in sol.strategies.items():
            ev.append({"rules": name, "stand_on": t, "ev": _f(s.ev),
                       "best": t == sol.best_stand})
        s = sol.strategies[sol.best_stand]
        cells: dict[tuple[int, int], dict[str, int]] = {}
        for hand, choice in s.choices.items():
            n = sum(hand)
            v = hand_value(hand, rules)
            if n == 2 and (v.rank == 22 or v.points == 21):
                continue                      # won at once: no choice
            cell = cells.setdefault((v.points, n), {"stand": 0, "draw": 0, "dark": 0})
            cell[choice] += 1
        for (total, n), by in sorted(cells.items()):
            strategy.append({"rules": name, "stand_on": sol.best_stand, "total": total,
                             "cards": n, **by})
    shown_sol = solve_shown(default, STAND_ONS)
    ts = shown_sol.best_stand
    by_card, shown_strategy = [], []
    for s in shown_sol.strategies[ts]:
        card = s.shown.value if s.shown is not None else 0
        by_card.append({"card": card, "ev": _f(s.ev)})
        two: dict[int, dict[str, int]] = {}
        for hand, choice in s.choices.items():
            v = hand_value(hand, default)
            if sum(hand) != 2 or v.rank == 22 or v.points == 21:
                continue                      # two cards only; 21 at once is no choice
            two.setdefault(v.points, {"stand": 0, "draw": 0, "dark": 0})[choice] += 1
        for total, by in sorted(two.items()):
            shown_strategy.append({"card": card, "total": total, **by})
    first, later = shown_in(default)
    shown = {"stand_on": ts, "ev": _f(shown_sol.ev(ts)), "by_card": by_card,
             "strategy": shown_strategy, "first": first, "later": later,
             "blind_ev": _f(solve(default, STAND_ONS).strategies[ts].ev)}
    worth = [{"rule": w.name, "stand_on": w.stand_on, "ev": _f(w.ev),
              "base_stand_on": w.base_stand_on, "base_ev": _f(w.base_ev), "worth": _f(w.worth)}
             for w in house_rule_worth(default)]
    dw = dark_worth(default)
    dark = {"stand_on": dw.base_stand_on, "ev": _f(dw.base_ev), "off_stand_on": dw.stand_on,
            "off_ev": _f(dw.ev), "worth": _f(dw.worth)}
    value = solve(default, STAND_ONS)
    best_ev = value.strategies[value.best_stand].ev
    p_punter = (1 + best_ev) / 2
    stuk = []
    for b in STUK_BANKS:
        o = stuk_odds(p_punter, bank=b, factor=STUK_FACTOR)
        stuk.append({"bank": b, "p_knock": _f(o.p_knock), "gain": _f(o.gain)})
    claim = []
    for k in CLAIM_KS:
        for points in range(31):
            try:
                p = game_made_by_points(points, k, CLAIM_KNOWN)
            except RulesError:
                continue                      # no six cards show these points
            claim.append({"k": k, "points": points, "p": _f(p)})
    stos = [{"left": left, **{k: _f(getattr(o, k)) for k in
                               ("win", "lose", "pair", "split", "push", "expected")}}
            for left, o in sorted(stos_by_remaining().items(), reverse=True)]
    return {
        "stos": stos,
        "ochko": {"bust": bust, "banker": banker, "ev": ev, "strategy": strategy,
                  "worth": worth, "dark": dark, "best_stand": value.best_stand,
                  "shown": shown,
                  "best_ev": _f(best_ev), "p_punter": _f(p_punter), "stuk": stuk,
                  "stuk_factor": STUK_FACTOR, "ranks": [r.value for r in RANKS]},
        "bura": {"dealt": {"bura": _f(p_dealt_bura()), "molodka": _f(p_dealt_molodka())},
                 "claim": claim, "claim_known": CLAIM_KNOWN},
    }




def selfplay() -> dict[str, Any]:
    """bench/bura_selfplay.json with each run's first-player win rate and its interval."""
    data = json.loads(SELFPLAY.read_text(encoding="utf-8"))
    for run in data["runs"]:
        decided = run["first_won"] + run["first_lost"]
        run["rate"] = run["first_won"] / decided if decided else 0.0
        run["low"], run["high"] = wilson(run["first_won"], decided)
    return data


def load() -> dict[str, Any]:
    """The pages' data: from the cache if the engine has not changed, else computed
    (and cached). The self-play file is read each time (it is small)."""
    key = source_key()
    path = CACHE / f"odds-{key}.json"
    data: dict[str, Any] | None = None
    if path.exists():
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            data = None
    if data is None:
        data = _compute()
        CACHE.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(".tmp")
        tmp.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
        tmp.replace(path)
        for old in CACHE.glob("odds-*.json"):
            if old != path:
                old.unlink(missing_ok=True)
    data["bura"]["selfplay"] = selfplay()
    return data
