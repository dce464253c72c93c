"""The figures of the odds pages: for each marker, a chart specification, a data
table and a text alternative, in one language, from docs/hooks/odds/data.py's
data. No markup here (docs/templates/odds.html lays a figure out).

A figure is a dict: ``id``, ``title``, ``summary`` (the text alternative, also
the chart's accessible name), ``spec`` (Vega-Lite, drawn by hooks.odds.charts),
``columns`` and ``rows`` (the data table; a cell is text, or a number as
``{"exact": "n/d", "percent": "12.34 %"}``), and optional ``notes``
(sentences under the table).
"""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from fractions import Fraction
from typing import Any

from karty.plural import plural_form

from hooks.core import templating
from hooks.odds.narrow import wrap

#: The longest fraction shown in full; a longer one is named by its digits.
LONG = 40
WIDTH = 440

Label = Callable[..., str]


def labeller(lang: str) -> Label:
    """``t(key, **values)``: the odds table of docs/labels.yaml in ``lang``."""
    label = templating.labeller("odds")
    return lambda key, **values: label(lang, key, **values)


def pct(x: Fraction | float, lang: str, digits: int = 2, signed: bool = False) -> str:
    """``12.34%`` / ``12,34 %``, with a true minus sign."""
    v = float(x) * 100
    text = f"{abs(v):.{digits}f}"
    if lang == "ru":
        text = text.replace(".", ",")
    sign = "−" if v < 0 and float(text.replace(",", ".")) != 0 else ("+" if signed and v > 0 else "")
    return f"{sign}{text}{' %' if lang == 'ru' else '%'}"


def exact(x: Fraction, lang: str, t: Label, signed: bool = False) -> dict[str, str]:
    """A number as its exact fraction and its percentage."""
    text = f"{abs(x.numerator)}/{x.denominator}" if x.denominator != 1 else str(abs(x.numerator))
    sign = "−" if x < 0 else ""
    if len(text) > LONG:
        text = t("long_fraction", digits=len(str(abs(x.numerator))) + len(str(x.denominator)))
        sign = ""
    return {"exact": sign + text, "percent": pct(x, lang, signed=signed)}


def _F(text: str) -> Fraction:
    return Fraction(text)


def _line(values: list[dict[str, Any]], x: str, y: str, color: str | None,
          x_title: str, y_title: str, *, y_format: str = ".0%", x_type: str = "ordinal",
          color_title: str = "", sort: Sequence[str] | None = None) -> dict[str, Any]:
    enc: dict[str, Any] = {
        "x": {"field": x, "type": x_type, "title": x_title, "axis": {"labelAngle": 0}},
        "y": {"field": y, "type": "quantitative", "title": y_title,
              "axis": {"format": y_format}},
    }
    if color:
        enc["color"] = {"field": color, "type": "nominal", "title": color_title,
                        "sort": list(sort) if sort else None}
    return {"width": WIDTH, "height": 260, "data": {"values": values},
            "mark": {"type": "line", "point": True, "strokeWidth": 2}, "encoding": enc}


# -- Очко --------------------------------------------------------------------------------------


def _band_labels(spec: dict[str, Any], labels: Sequence[str]) -> dict[str, Any]:
    """Room for a bar chart's labels on the left, written whole. Vega sizes them with its
    own font's widths; the reader's system font may draw them up to a fifth wider, which
    ran the start of «Молодка (three of one plain suit)» off the picture, and Vega's
    default limit cut a long Russian one with «…». So: no limit, and a left padding of a
    fifth of the longest label's width (about 6 px a character at 12 px)."""
    longest = max(len(x) for x in labels)
    spec["encoding"]["y"]["axis"] = {"labelLimit": 0}
    spec["padding"] = {"left": 5 + round(0.2 * 6 * longest), "top": 5, "right": 5, "bottom": 5}
    return spec


def _card_count(n: int, lang: str, t: Label) -> str:
    """``1 card``, ``2 cards``; «1 карта», «2 карты», «5 карт» (the form the number asks
    for; English has one and many)."""
    return t(f"card_count.{plural_form(n, lang)}", n=n)


def ochko_bust(d: Mapping[str, Any], lang: str) -> dict[str, Any]:
    t = labeller(lang)
    rows, values = [], []
    for r in d["ochko"]["bust"]:
        p = _F(r["p"])
        series = _card_count(r["cards"], lang, t)
        values.append({"total": r["total"], "p": float(p), "series": series})
        rows.append([str(r["cards"]), str(r["total"]), exact(p, lang, t)])
    two = {r["total"]: _F(r["p"]) for r in d["ochko"]["bust"] if r["cards"] == 2}
    half = min(k for k, v in two.items() if v >= Fraction(1, 2))
    summary = {
        "en": f"With two cards, the next card busts a total of {half} or more at least half the "
              f"time; at 17 the chance is {pct(two[17], lang)}, at 19 {pct(two[19], lang)}, and "
              "at 20 every card busts (the lowest, a jack, counts 2).",
        "ru": f"С двумя картами следующая карта даёт перебор при {half} очках и больше хотя бы в "
              f"половине случаев; при 17 — с вероятностью {pct(two[17], lang)}, при 19 — "
              f"{pct(two[19], lang)}, а при 20 перебор даёт любая карта (младшая, валет, — 2 "
              "очка).",
    }[lang]
    spec = _line(values, "total", "p", "series", t("total"), t("bust_chance"),
                 x_type="quantitative", color_title=t("cards"))
    spec["encoding"]["x"]["scale"] = {"domain": [2, 21]}
    return {"id": "odds-bust", "title": t("bust_chance"), "summary": summary, "spec": spec,
            "columns": [t("cards"), t("total"), t("bust_chance")], "rows": rows}


def _final_label(label: str, t: Label) -> str:
    return {"bust": t("bust"), "five-pictures": t("five_pictures_hand"),
            "superochko": t("superochko_hand")}.get(label, label)


def ochko_banker(d: Mapping[str, Any], lang: str) -> dict[str, Any]:
    t = labeller(lang)
    rows, values, order = [], [], []
    for r in d["ochko"]["banker"]:
        p = _F(r["p"])
        name = _final_label(r["final"], t)
        if name not in order:
            order.append(name)
        values.append({"stand_on": r["stand_on"], "final": name, "p": float(p)})
        rows.append([str(r["stand_on"]), name, exact(p, lang, t)])
    order = sorted(order, key=lambda s: (not s.isdigit(), int(s) if s.isdigit() else 0))
    busts = {r["stand_on"]: _F(r["p"]) for r in d["ochko"]["banker"] if r["final"] == "bust"}
    summary = {
        "en": f"The higher the banker stands, the more often he busts: standing at 12 he busts "
              f"{pct(busts[12], lang)} of the time, at 15 {pct(busts[15], lang)}, at 17 "
              f"{pct(busts[17], lang)}, drawing to 21 {pct(busts[21], lang)}.",
        "ru": f"Чем выше банкующий останавливается, тем чаще перебирает: на 12 — в "
              f"{pct(busts[12], lang)} случаев, на 15 — {pct(busts[15], lang)}, на 17 — "
              f"{pct(busts[17], lang)}, набирая до 21 — {pct(busts[21], lang)}.",
    }[lang]
    spec = {
        "width": WIDTH, "height": 300, "data": {"values": values},
        "layer": [
            {"mark": {"type": "rect", "stroke": "#020202", "strokeWidth": 0.5},
             "encoding": {
                 "x": {"field": "stand_on", "type": "ordinal", "title": t("stand_on"),
                       "axis": {"labelAngle": 0}},
                 "y": {"field": "final", "type": "ordinal", "title": t("final"), "sort": order},
                 "color": {"value": "#0a0a01"},
                 "opacity": {"field": "p", "type": "quantitative", "title": t("chance"),
                             "scale": {"domain": [0, 1], "range": [0.05, 1]},
                             "legend": {"format": ".0%"}}}},
        ],
    }
    return {"id": "odds-banker", "title": t("final"), "summary": summary, "spec": spec,
            "columns": [t("stand_on"), t("final"), t("chance")], "rows": rows}


_ACTIONS = ("stand", "draw", "dark", "mixed")


def _cells(d: Mapping[str, Any], rules: str) -> dict[tuple[int, int], tuple[str, dict[str, int]]]:
    out = {}
    for r in d["ochko"]["strategy"]:
        if r["rules"] != rules:
            continue
        by = {a: r[a] for a in ("stand", "draw", "dark")}
        used = [a for a, n in by.items() if n]
        out[(r["total"], r["cards"])] = (used[0] if len(used) == 1 else "mixed", by)
    return out


def ochko_strategy(d: Mapping[str, Any], lang: str) -> dict[str, Any]:
    t = labeller(lang)
    best = d["ochko"]["best_stand"]
    cells = _cells(d, "default")
    names = [t(a) for a in _ACTIONS]
    values = [{"total": total, "cards": n, "action": t(a)} for (total, n), (a, _) in cells.items()]
    rows = [[str(total), str(n), t(a),
             ", ".join(f"{t(k)} {v}" for k, v in by.items() if v)]
            for (total, n), (a, by) in sorted(cells.items())]
    stands = sorted(total for (total, n), (a, _) in cells.items() if n == 2 and a == "stand")
    darks = sorted(total for (total, n), (a, _) in cells.items() if n == 2 and a == "dark")
    summary = {
        "en": f"Against a banker who stands at {best} (his best rule), the punter with two cards "
              f"draws up to {min(darks) - 1 if darks else min(stands) - 1}, takes one card "
              f"«в тёмную» at {min(darks)}–{max(darks)} and stands from {min(stands)}."
        if darks and stands else f"Against a banker who stands at {best}.",
        "ru": f"Против банкующего, который останавливается на {best} (его лучшее правило), "
              f"игрок с двумя картами тянет до {min(darks) - 1 if darks else min(stands) - 1}, "
              f"берёт карту «в тёмную» при {min(darks)}–{max(darks)} и останавливается с "
              f"{min(stands)}." if darks and stands else
              f"Против банкующего, который останавливается на {best}.",
    }[lang]
    spec = {
        "width": WIDTH, "height": 420, "data": {"values": values},
        "mark": {"type": "rect", "stroke": "#020202", "strokeWidth": 0.5},
        "encoding": {
            "x": {"field": "cards", "type": "ordinal", "title": t("cards"),
                  "axis": {"labelAngle": 0}},
            "y": {"field": "total", "type": "ordinal", "title": t("total"),
                  "sort": "descending"},
            "color": {"field": "action", "type": "nominal", "title": t("action"),
                      "scale": {"domain": names, "range": ["#0a0a02", "#0a0a01", "#0a0a03",
                                                           "#0a0a04"]}},
        },
    }
    notes = []
    for name in ("no_dark", "five_pictures", "two_aces_superochko", "two_aces_bust",
                 "banker_draws_at_15", "banker_stands_at_17"):
        other = _cells(d, name)
        diff = [f"{total}/{n}: {t(cells[(total, n)][0])} → {t(a)}"
                for (total, n), (a, _) in sorted(other.items())
                if (total, n) in cells and cells[(total, n)][0] != a]
        notes.append({"title": t(name), "items": diff, "empty": t("no_change")})
    return {"id": "odds-strategy", "title": t("action"), "summary": summary, "spec": spec,
            "columns": [t("total"), t("cards"), t("action"), t("hands")], "rows": rows,
            "groups": notes, "groups_title": t("changed_cells"),
            "groups_legend": f"{t('total')}/{t('cards')}"}


#: The lines of the value chart (five pictures and «суперочко» lie within 0.1 % of the
#: default table's line: they are in the table and in the house rules' chart).
_EV_SERIES = ("default", "no_dark", "banker_draws_at_15", "banker_stands_at_17")


def ochko_ev(d: Mapping[str, Any], lang: str) -> dict[str, Any]:
    t = labeller(lang)
    values, rows = [], []
    for r in d["ochko"]["ev"]:
        ev = _F(r["ev"])
        rows.append([t(r["rules"]), str(r["stand_on"]), exact(ev, lang, t, signed=True)])
        if r["rules"] in _EV_SERIES:
            values.append({"stand_on": r["stand_on"], "ev": float(ev), "rules": t(r["rules"])})
    best, ev = d["ochko"]["best_stand"], _F(d["ochko"]["best_ev"])
    summary = {
        "en": f"The banker does best standing at {best}: the punter, playing his best, then "
              f"expects {pct(ev, lang, signed=True)} of his stake per duel. Against a banker who "
              "stands higher or lower the punter's best play wins on average.",
        "ru": f"Банкующему выгоднее всего останавливаться на {best}: игрок при лучшей игре "
              f"ожидает тогда {pct(ev, lang, signed=True)} ставки за игру. Против банкующего, "
              "который останавливается выше или ниже, лучшая игра игрока в среднем выигрывает.",
    }[lang]
    spec = _line(values, "stand_on", "ev", "rules", t("stand_on"), t("ev"), y_format="+.0%",
                 color_title=t("rules"), sort=[t(s) for s in _EV_SERIES])
    spec["height"] = 320
    return {"id": "odds-ev", "title": t("ev"), "summary": summary, "spec": spec,
            "columns": [t("rules"), t("stand_on"), t("ev")], "rows": rows}


def ochko_house(d: Mapping[str, Any], lang: str) -> dict[str, Any]:
    t = labeller(lang)
    values, rows = [], []
    for w in d["ochko"]["worth"]:
        worth = _F(w["worth"])
        values.append({"rule": t(w["rule"]), "worth": float(worth)})
        rows.append([t(w["rule"]), str(w["stand_on"]), exact(_F(w["ev"]), lang, t, signed=True),
                     exact(worth, lang, t, signed=True)])
    dk = d["ochko"]["dark"]
    dark_worth = -_F(dk["worth"])      # what allowing it is worth to the banker
    values.append({"rule": t("dark_allowed"), "worth": float(dark_worth)})
    rows.append([t("dark_allowed"), str(dk["stand_on"]), exact(_F(dk["ev"]), lang, t, signed=True),
                 exact(dark_worth, lang, t, signed=True)])
    summary = {
        "en": f"«В тёмную» is the rule that matters: it is worth {pct(-dark_worth, lang)} of the "
              "stake to the punter (the banker's best rule moves from 16 to 15). Of the house "
              "rules, making the banker draw at 15 costs him most; two aces as a bust and the "
              "banker standing at 17 change nothing (with the ace at 11 two aces are 22 anyway, "
              "and the banker's best is to stand at 15).",
        "ru": f"Главное правило — «в тёмную»: оно даёт игроку {pct(-dark_worth, lang)} ставки "
              "(лучшее правило банкующего сдвигается с 16 на 15). Из домашних правил дороже всего "
              "банкующему обязанность тянуть на 15; два туза как перебор и обязанность стоять на "
              "17 ничего не меняют (при тузе в 11 два туза и так 22, а банкующему и так лучше "
              "стоять на 15).",
    }[lang]
    spec = {
        "width": WIDTH, "height": 220, "data": {"values": values},
        "mark": {"type": "bar", "color": "#0a0a01"},
        "encoding": {
            "y": {"field": "rule", "type": "nominal", "title": None, "sort": None},
            "x": {"field": "worth", "type": "quantitative", "title": t("worth"),
                  "axis": {"format": "+.1%"}},
        },
    }
    spec = _band_labels(spec, [v["rule"] for v in values])
    return {"id": "odds-house", "title": t("worth"), "summary": summary, "spec": spec,
            "columns": [t("rules"), t("best_stand"), t("value"), t("worth")], "rows": rows}


def ochko_stuk(d: Mapping[str, Any], lang: str) -> dict[str, Any]:
    t = labeller(lang)
    values, rows = [], []
    for r in d["ochko"]["stuk"]:
        p, g = _F(r["p_knock"]), _F(r["gain"])
        values.append({"bank": r["bank"], "p": float(p)})
        rows.append([str(r["bank"]), exact(p, lang, t), exact(g, lang, t, signed=True)])
    first = {r["bank"]: _F(r["p_knock"]) for r in d["ochko"]["stuk"]}
    factor = d["ochko"]["stuk_factor"]
    summary = {
        "en": f"A banker whose bank is one stake reaches {factor} times it (and may knock) with "
              f"chance {pct(first[1], lang)}; with a bank of 10 stakes, {pct(first[10], lang)}; "
              f"of 20, {pct(first[20], lang)}. Without «стук» he may not stop until the bank is "
              "broken.",
        "ru": f"Банкующий с банком в одну ставку доходит до {factor}-кратного банка (и может "
              f"объявить «стук») с вероятностью {pct(first[1], lang)}; с банком в 10 ставок — "
              f"{pct(first[10], lang)}; в 20 — {pct(first[20], lang)}. Без «стука» он не может "
              "остановиться, пока банк не сорван.",
    }[lang]
    spec = _line(values, "bank", "p", None, t("bank"), t("p_knock"), x_type="quantitative")
    return {"id": "odds-stuk", "title": t("p_knock"), "summary": summary, "spec": spec,
            "columns": [t("bank"), t("p_knock"), t("gain")], "rows": rows}


# -- Бура --------------------------------------------------------------------------------------


def bura_deal(d: Mapping[str, Any], lang: str) -> dict[str, Any]:
    t = labeller(lang)
    dealt = d["bura"]["dealt"]
    items = [(t("hand_bura"), _F(dealt["bura"])), (t("hand_molodka"), _F(dealt["molodka"]))]
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
    spec = _band_labels(spec, [name for name, _ in items])
    return {"id": "odds-deal", "title": t("chance"), "summary": summary, "spec": spec,
            "columns": [t("hand_kind"), t("chance")], "rows": rows}


def bura_claim(d: Mapping[str, Any], lang: str) -> dict[str, Any]:
    t = labeller(lang)
    values, rows = [], []
    for r in d["bura"]["claim"]:
        p = _F(r["p"])
        values.append({"points": r["points"], "p": float(p), "k": t("facedown_n", n=r["k"])})
        rows.append([str(r["points"]), str(r["k"]), exact(p, lang, t)])
    at = {(r["k"], r["points"]): _F(r["p"]) for r in d["bura"]["claim"]}
    summary = {
        "en": f"With 25 points showing, a claim succeeds with chance {pct(at[(1, 25)], lang)} over "
              f"one face-down card and {pct(at[(3, 25)], lang)} over three; with 29 showing, "
              f"{pct(at[(1, 29)], lang)} and {pct(at[(3, 29)], lang)}.",
        "ru": f"Если видно 25 очков, заявка верна с вероятностью {pct(at[(1, 25)], lang)} при "
              f"одной карте рубашкой вверх и {pct(at[(3, 25)], lang)} при трёх; если видно 29 — "
              f"{pct(at[(1, 29)], lang)} и {pct(at[(3, 29)], lang)}.",
    }[lang]
    spec = _line(values, "points", "p", "k", t("points"), t("claim"), x_type="quantitative",
                 color_title=t("facedown"),
                 sort=[t("facedown_n", n=k) for k in sorted({r["k"] for r in d["bura"]["claim"]})])
    return {"id": "odds-claim", "title": t("claim"), "summary": summary, "spec": spec,
            "columns": [t("points"), t("facedown"), t("claim")], "rows": rows}


def bura_selfplay(d: Mapping[str, Any], lang: str) -> dict[str, Any]:
    from karty import REGISTRY
    from karty.bura import Rules

    t = labeller(lang)
    sp = d["bura"]["selfplay"]
    values, rows = [], []
    for run in sp["runs"]:
        if run["option"] is None:
            name = t("default")
        else:
            rule = REGISTRY[Rules.from_dict({run["option"]: run["value"]}).rule_id(run["option"])]
            name = rule.statement_en if lang == "en" else rule.statement_ru
        values.append({"name": name, "lines": wrap(name, 58), "rate": run["rate"],
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


# -- Стос --------------------------------------------------------------------------------------


def stos_remaining(d: Mapping[str, Any], lang: str) -> dict[str, Any]:
    t = labeller(lang)
    kinds = [k for k in ("win", "lose", "pair", "split", "push")
             if any(_F(r[k]) for r in d["stos"])]
    # the punter's and the banker's wins are equal at every point: one line for both
    same = all(r["win"] == r["lose"] for r in d["stos"])
    drawn = [k for k in kinds if not (same and k == "lose")]

    def name(k: str) -> str:
        return t("stos_win_lose") if same and k == "win" else t(f"stos_{k}")

    values, rows = [], []
    for r in d["stos"]:
        for k in drawn:
            values.append({"left": r["left"], "p": float(_F(r[k])), "kind": name(k)})
        rows.append([str(r["left"]), *(exact(_F(r[k]), lang, t) for k in kinds),
                     exact(_F(r["expected"]), lang, t, signed=True)])
    at = {r["left"]: r for r in d["stos"]}
    summary = {
        "en": f"With the whole deck to come the punter wins and loses a talia equally often "
              f"({pct(_F(at[36]['win']), lang)} each); «плие» (his rank on both cards of a pair) "
              f"takes the rest, {pct(_F(at[36]['pair']), lang)}, and grows as the deck runs down "
              f"with his four cards still in it: {pct(_F(at[12]['pair']), lang)} with 12 cards "
              "left, certain with 4.",
        "ru": f"Когда впереди вся колода, понтёр выигрывает и проигрывает талию одинаково часто "
              f"(по {pct(_F(at[36]['win']), lang)}); остальное — «плие» (его карта на обеих "
              f"картах пары), {pct(_F(at[36]['pair']), lang)}, и оно растёт по мере того, как "
              f"колода кончается, а его четыре карты всё ещё в ней: "
              f"{pct(_F(at[12]['pair']), lang)} при 12 оставшихся картах, наверняка — при 4.",
    }[lang]
    spec = _line(values, "left", "p", "kind", t("stos_left"), t("chance"),
                 x_type="quantitative", color_title=t("stos_outcome"),
                 sort=[name(k) for k in drawn])
    spec["encoding"]["x"]["scale"] = {"domain": [36, 4]}
    return {"id": "odds-stos", "title": t("stos_title"), "summary": summary, "spec": spec,
            "columns": [t("stos_left"), *(t(f"stos_{k}") for k in kinds), t("stos_ev")],
            "rows": rows}


# -- Очко: the banker's face-up card ----------------------------------------------------------


def _rank_symbol(value: int, lang: str) -> str:
    from karty.cards import Rank

    r = Rank(value)
    return r.symbol_ru if lang == "ru" else r.symbol


def _one_of(items: Sequence[str], lang: str) -> str:
    """``a, b or c`` / «a, b или c»."""
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + (" или " if lang == "ru" else " or ") + items[-1]


def ochko_shown(d: Mapping[str, Any], lang: str) -> dict[str, Any]:
    t = labeller(lang)
    sh = d["ochko"]["shown"]
    values, rows = [], []
    for r in sh["by_card"]:
        ev = _F(r["ev"])
        name = _rank_symbol(r["card"], lang)
        values.append({"card": name, "ev": float(ev)})
        rows.append([name, exact(ev, lang, t, signed=True)])
    low = min(sh["by_card"], key=lambda r: _F(r["ev"]))
    high = max(sh["by_card"], key=lambda r: _F(r["ev"]))
    ev, blind = _F(sh["ev"]), _F(sh["blind_ev"])
    args = {"ev": pct(ev, lang, signed=True), "blind": pct(blind, lang, signed=True),
            "stand": sh["stand_on"], "low": pct(_F(low["ev"]), lang, signed=True),
            "high": pct(_F(high["ev"]), lang, signed=True),
            "low_card": t(f"rank_name.{low['card']}"), "high_card": t(f"rank_name.{high['card']}")}
    summary = {
        "en": "When the banker's own card lies face up, a punter who uses it and plays his best "
              "expects {ev} of his stake per duel against the banker's best rule (standing at "
              "{stand}); in a duel where the banker shows no card, {blind}. By the banker's card "
              "it ranges from {low} ({low_card} showing) to {high} ({high_card}).",
        "ru": "Когда своя карта банкующего лежит открытой, игрок, который ею пользуется и "
              "играет лучшим образом, ожидает {ev} ставки за игру против лучшего правила "
              "банкующего (остановка на {stand}); в игре, где у банкующего нет открытой карты, — "
              "{blind}. В зависимости от карты банкующего — от {low} (у него {low_card}) до "
              "{high} ({high_card}).",
    }[lang].format(**args)
    spec = {   # as tall as the value chart: its axis title is as long
        "width": WIDTH, "height": 320, "data": {"values": values},
        "mark": {"type": "bar", "color": "#0a0a01"},
        "encoding": {
            "x": {"field": "card", "type": "ordinal", "title": t("banker_card"),
                  "sort": None, "axis": {"labelAngle": 0}},
            "y": {"field": "ev", "type": "quantitative", "title": t("ev"),
                  "axis": {"format": "+.0%"}},
        },
    }
    return {"id": "odds-shown", "title": t("ev_by_card"), "summary": summary, "spec": spec,
            "columns": [t("banker_card"), t("ev")], "rows": rows}


def ochko_shown_strategy(d: Mapping[str, Any], lang: str) -> dict[str, Any]:
    t = labeller(lang)
    sh = d["ochko"]["shown"]
    names = [t(a) for a in _ACTIONS]
    values, rows = [], []
    stand_from: dict[int, list[int]] = {}
    cards = []
    for r in sh["strategy"]:
        by = {a: r[a] for a in ("stand", "draw", "dark")}
        used = [a for a, n in by.items() if n]
        action = used[0] if len(used) == 1 else "mixed"
        name = _rank_symbol(r["card"], lang)
        if r["card"] not in cards:
            cards.append(r["card"])
        values.append({"card": name, "total": r["total"], "action": t(action)})
        rows.append([name, str(r["total"]), t(action),
                     ", ".join(f"{t(k)} {v}" for k, v in by.items() if v)])
    for card in cards:
        acts = {r["total"]: r for r in sh["strategy"] if r["card"] == card}
        lowest = min(total for total in acts if all(
            acts[u]["draw"] == acts[u]["dark"] == 0 for u in acts if u >= total))
        stand_from.setdefault(lowest, []).append(card)
    parts = [("{t} " + ("против " if lang == "ru" else "against ") + "{cards}").format(
        t=total, cards=_one_of([t(f"rank_against.{c}") for c in cs], lang))
        for total, cs in sorted(stand_from.items(), key=lambda kv: (-len(kv[1]), kv[0]))]
    summary = {
        "en": "With two cards and the banker's card face up, the punter stands from "
              + "; from ".join(parts) + ". Below that he takes one card «в тёмную» on the "
              "middle totals and draws on the small ones.",
        "ru": "С двумя картами при открытой карте банкующего игрок останавливается с "
              + "; с ".join(parts) + ". Ниже он берёт карту «в тёмную» на средних суммах и "
              "тянет на малых.",
    }[lang]
    spec = {
        "width": WIDTH, "height": 420, "data": {"values": values},
        "mark": {"type": "rect", "stroke": "#020202", "strokeWidth": 0.5},
        "encoding": {
            "x": {"field": "card", "type": "ordinal", "title": t("banker_card"), "sort": None,
                  "axis": {"labelAngle": 0}},
            "y": {"field": "total", "type": "ordinal", "title": t("total_two"),
                  "sort": "descending"},
            "color": {"field": "action", "type": "nominal", "title": t("action"),
                      "scale": {"domain": names, "range": ["#0a0a02", "#0a0a01", "#0a0a03",
                                                           "#0a0a04"]}},
        },
    }
    return {"id": "odds-shown-strategy", "title": t("action_by_card"), "summary": summary,
            "spec": spec, "columns": [t("banker_card"), t("total_two"), t("action"), t("hands")],
            "rows": rows}


FIGURES: dict[str, Callable[[Mapping[str, Any], str], dict[str, Any]]] = {
    "ochko-bust": ochko_bust,
    "ochko-banker": ochko_banker,
    "ochko-strategy": ochko_strategy,
    "ochko-ev": ochko_ev,
    "ochko-shown": ochko_shown,
    "ochko-shown-strategy": ochko_shown_strategy,
    "ochko-house": ochko_house,
    "ochko-stuk": ochko_stuk,
    "bura-deal": bura_deal,
    "bura-claim": bura_claim,
    "bura-selfplay": bura_selfplay,
    "stos-remaining": stos_remaining,
}
