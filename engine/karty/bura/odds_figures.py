"""The figures of Бура's odds page: for each, a chart specification, a data
table and a text alternative in one language, from :func:`karty.bura.odds.page_data`'s
numbers (:mod:`karty.odds_page` says what a figure is). Imported only to build
the site: docs/hooks/odds/figures.py finds ``FIGURES`` through the game's spec
(``<game>-<name>`` in a page's marker).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..odds_page import WIDTH, Figure, Page, band_labels, exact, frac, line, pct
from ..registry import REGISTRY
from .rules import Rules


def deal(d: Mapping[str, Any], page: Page) -> dict[str, Any]:
    t, lang = page.t, page.lang
    dealt = d["dealt"]
    items = [(t("hand_bura"), frac(dealt["bura"])), (t("hand_molodka"), frac(dealt["molodka"]))]
    values = [{"hand": name, "p": float(p)} for name, p in items]
    rows = [[name, exact(p, lang, t)] for name, p in items]
    summary = {
        "en": f"About one deal in {round(1 / float(items[0][1]))} gives a player Бура, and about "
              f"one in {round(1 / float(items[1][1]))} a Молодка.",
        "ru": f"Бура приходит игроку примерно в одной сдаче из {round(1 / float(items[0][1]))}, "
              f"молодка — примерно в одной из {round(1 / float(items[1][1]))}.",
    }[lang]
    spec = {"width": WIDTH, "height": 110, "data": {"values": values},
            "mark": {"type": "bar", "color": "#0a0a01"},
            "encoding": {"y": {"field": "hand", "type": "nominal", "title": None},
                         "x": {"field": "p", "type": "quantitative", "title": t("chance"),
                               "axis": {"format": ".1%"}}}}
    spec = band_labels(spec, [name for name, _ in items])
    return {"id": "odds-deal", "title": t("chance"), "summary": summary, "spec": spec,
            "columns": [t("hand_kind"), t("chance")], "rows": rows}


def claim(d: Mapping[str, Any], page: Page) -> dict[str, Any]:
    t, lang = page.t, page.lang
    values, rows = [], []
    for r in d["claim"]:
        p = frac(r["p"])
        values.append({"points": r["points"], "p": float(p), "k": t("facedown_n", n=r["k"])})
        rows.append([str(r["points"]), str(r["k"]), exact(p, lang, t)])
    at = {(r["k"], r["points"]): frac(r["p"]) for r in d["claim"]}
    summary = {
        "en": f"With 25 points showing, a claim succeeds with chance {pct(at[(1, 25)], lang)} over "
              f"one face-down card and {pct(at[(3, 25)], lang)} over three; with 29 showing, "
              f"{pct(at[(1, 29)], lang)} and {pct(at[(3, 29)], lang)}.",
        "ru": f"Если видно 25 очков, заявка верна с вероятностью {pct(at[(1, 25)], lang)} при "
              f"одной карте рубашкой вверх и {pct(at[(3, 25)], lang)} при трёх; если видно 29 — "
              f"{pct(at[(1, 29)], lang)} и {pct(at[(3, 29)], lang)}.",
    }[lang]
    spec = line(values, "points", "p", "k", t("points"), t("claim"), x_type="quantitative",
                 color_title=t("facedown"),
                 sort=[t("facedown_n", n=k) for k in sorted({r["k"] for r in d["claim"]})])
    return {"id": "odds-claim", "title": t("claim"), "summary": summary, "spec": spec,
            "columns": [t("points"), t("facedown"), t("claim")], "rows": rows}


def selfplay(d: Mapping[str, Any], page: Page) -> dict[str, Any]:
    t, lang = page.t, page.lang
    sp = d["selfplay"]
    values, rows = [], []
    for run in sp["runs"]:
        if run["option"] is None:
            name = t("default")
        else:
            rule = REGISTRY[Rules.from_dict({run["option"]: run["value"]}).rule_id(run["option"])]
            name = rule.statement_en if lang == "en" else rule.statement_ru
        values.append({"name": name, "lines": page.wrap(name, 58), "rate": run["rate"],
                       "low": run["low"], "high": run["high"]})
        rows.append([name, str(run["kons"]), str(run["first_won"]), str(run["first_lost"]),
                     str(run["no_winner"]),
                     (f"{pct(run['rate'], lang, 1)} ({pct(run['low'], lang, 1)}–"
                     f"{pct(run['high'], lang, 1)})")])
    base = sp["runs"][0]
    summary = {
        "en": f"With both players following the engine's rules of thumb, the first leader wins "
              f"{pct(base['rate'], lang, 1)} of the decided rounds (95 % interval "
              f"{pct(base['low'], lang, 1)}–{pct(base['high'], lang, 1)}; rounds played: "
              f"{base['kons']}). Measured by self-play, not exact.",
        "ru": f"Когда оба игрока следуют эмпирическим правилам движка, первый ходящий выигрывает "
              f"{pct(base['rate'], lang, 1)} решённых конов (95-процентный интервал "
              f"{pct(base['low'], lang, 1)}–{pct(base['high'], lang, 1)}; сыграно конов: "
              f"{base['kons']}). "
              "Измерено самоигрой, не точно.",
    }[lang]
    lo = min(v["low"] for v in values) - 0.01
    hi = max(v["high"] for v in values) + 0.01
    x_scale = {"domain": [lo, hi], "zero": False}
    # each row's band: its label from the top (as many lines as the longest needs, 15 px
    # each), its interval at the foot, below the label (a three-line label in a band made
    # for two ran into its interval)
    lines = max(len(v["lines"]) for v in values)
    y = {"field": "name", "type": "nominal", "sort": None, "axis": None,
         "scale": {"paddingInner": 0.15, "paddingOuter": 0.05}, "bandPosition": 0.85}
    y_text = {**y, "bandPosition": 0}
    spec = {
        "width": WIDTH, "height": (26 + 15 * lines) * len(values), "data": {"values": values},
        "layer": [
            {"mark": {"type": "rule", "color": "#0a0a01", "strokeWidth": 2},
             "encoding": {"x": {"field": "low", "type": "quantitative", "title": t("first_win"),
                                "axis": {"format": ".0%", "tickCount": 5},
                                "scale": x_scale},
                          "x2": {"field": "high"}, "y": y}},
            {"mark": {"type": "point", "filled": True, "color": "#0a0a01", "size": 50},
             "encoding": {"x": {"field": "rate", "type": "quantitative"}, "y": y}},
            {"mark": {"type": "text", "align": "left", "baseline": "top", "limit": WIDTH,
                      "fontSize": 12},
             "encoding": {"x": {"datum": lo}, "y": y_text, "text": {"field": "lines"}}},
            {"data": {"values": [{"x": 0.5}]},
             "mark": {"type": "rule", "color": "#020202", "strokeDash": [4, 3]},
             "encoding": {"x": {"field": "x", "type": "quantitative"}}},
        ],
    }
    # how it was measured, in words (no command line in reader-facing text)
    notes = [{"before": t("selfplay_note", seed=sp["seed"], machine=sp["machine"],
                          date=sp["date"], seconds=sp["seconds"]), "code": "", "after": ""}]
    return {"id": "odds-selfplay", "title": t("first_win"), "summary": summary, "spec": spec,
            "columns": [t("variant"), t("played"), t("won"), t("lost"), t("no_winner"),
                        t("first_win")], "rows": rows, "notes": notes}


FIGURES: dict[str, Figure] = {
    "deal": deal,
    "claim": claim,
    "selfplay": selfplay,
}
