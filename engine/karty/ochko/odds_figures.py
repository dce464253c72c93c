"""The figures of Очко's odds page: for each, a chart specification, a data
table and a text alternative in one language, from :func:`karty.ochko.odds.page_data`'s
numbers (:mod:`karty.odds_page` says what a figure is). Imported only to build
the site: docs/hooks/odds/figures.py finds ``FIGURES`` through the game's spec
(``<game>-<name>`` in a page's marker).
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from ..odds_page import (
    WIDTH,
    Figure,
    Label,
    Page,
    band_labels,
    card_count,
    exact,
    frac,
    line,
    one_of,
    pct,
)


def bust(d: Mapping[str, Any], page: Page) -> dict[str, Any]:
    t, lang = page.t, page.lang
    rows, values = [], []
    for r in d["bust"]:
        p = frac(r["p"])
        series = card_count(r["cards"], page)
        values.append({"total": r["total"], "p": float(p), "series": series})
        rows.append([str(r["cards"]), str(r["total"]), exact(p, lang, t)])
    two = {r["total"]: frac(r["p"]) for r in d["bust"] if r["cards"] == 2}
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
    spec = line(values, "total", "p", "series", t("total"), t("bust_chance"),
                 x_type="quantitative", color_title=t("cards"))
    spec["encoding"]["x"]["scale"] = {"domain": [2, 21]}
    return {"id": "odds-bust", "title": t("bust_chance"), "summary": summary, "spec": spec,
            "columns": [t("cards"), t("total"), t("bust_chance")], "rows": rows}


def _final_label(label: str, t: Label) -> str:
    return {"bust": t("bust"), "five-pictures": t("five_pictures_hand"),
            "superochko": t("superochko_hand")}.get(label, label)


def banker(d: Mapping[str, Any], page: Page) -> dict[str, Any]:
    t, lang = page.t, page.lang
    rows, values, order = [], [], []
    for r in d["banker"]:
        p = frac(r["p"])
        name = _final_label(r["final"], t)
        if name not in order:
            order.append(name)
        values.append({"stand_on": r["stand_on"], "final": name, "p": float(p)})
        rows.append([str(r["stand_on"]), name, exact(p, lang, t)])
    order = sorted(order, key=lambda s: (not s.isdigit(), int(s) if s.isdigit() else 0))
    busts = {r["stand_on"]: frac(r["p"]) for r in d["banker"] if r["final"] == "bust"}
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
    for r in d["strategy"]:
        if r["rules"] != rules:
            continue
        by = {a: r[a] for a in ("stand", "draw", "dark")}
        used = [a for a, n in by.items() if n]
        out[(r["total"], r["cards"])] = (used[0] if len(used) == 1 else "mixed", by)
    return out


def strategy(d: Mapping[str, Any], page: Page) -> dict[str, Any]:
    t, lang = page.t, page.lang
    best = d["best_stand"]
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


def ev(d: Mapping[str, Any], page: Page) -> dict[str, Any]:
    t, lang = page.t, page.lang
    values, rows = [], []
    for r in d["ev"]:
        ev = frac(r["ev"])
        rows.append([t(r["rules"]), str(r["stand_on"]), exact(ev, lang, t, signed=True)])
        if r["rules"] in _EV_SERIES:
            values.append({"stand_on": r["stand_on"], "ev": float(ev), "rules": t(r["rules"])})
    best, ev = d["best_stand"], frac(d["best_ev"])
    summary = {
        "en": f"The banker does best standing at {best}: the punter, playing his best, then "
              f"expects {pct(ev, lang, signed=True)} of his stake per duel. Against a banker who "
              "stands higher or lower the punter's best play wins on average.",
        "ru": f"Банкующему выгоднее всего останавливаться на {best}: игрок при лучшей игре "
              f"ожидает тогда {pct(ev, lang, signed=True)} ставки за игру. Против банкующего, "
              "который останавливается выше или ниже, лучшая игра игрока в среднем выигрывает.",
    }[lang]
    spec = line(values, "stand_on", "ev", "rules", t("stand_on"), t("ev"), y_format="+.0%",
                 color_title=t("rules"), sort=[t(s) for s in _EV_SERIES])
    spec["height"] = 320
    return {"id": "odds-ev", "title": t("ev"), "summary": summary, "spec": spec,
            "columns": [t("rules"), t("stand_on"), t("ev")], "rows": rows}


def house(d: Mapping[str, Any], page: Page) -> dict[str, Any]:
    t, lang = page.t, page.lang
    values: list[dict[str, Any]] = []
    rows: list[list[Any]] = []
    for w in d["worth"]:
        worth = frac(w["worth"])
        values.append({"rule": t(w["rule"]), "worth": float(worth)})
        rows.append([t(w["rule"]), str(w["stand_on"]), exact(frac(w["ev"]), lang, t, signed=True),
                     exact(worth, lang, t, signed=True)])
    dk = d["dark"]
    dark_worth = -frac(dk["worth"])      # what allowing it is worth to the banker
    values.append({"rule": t("dark_allowed"), "worth": float(dark_worth)})
    rows.append([t("dark_allowed"), str(dk["stand_on"]), exact(frac(dk["ev"]), lang, t, signed=True),
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
    spec = band_labels(spec, [v["rule"] for v in values])
    return {"id": "odds-house", "title": t("worth"), "summary": summary, "spec": spec,
            "columns": [t("rules"), t("best_stand"), t("value"), t("worth")], "rows": rows}


def stuk(d: Mapping[str, Any], page: Page) -> dict[str, Any]:
    t, lang = page.t, page.lang
    values, rows = [], []
    for r in d["stuk"]:
        p, g = frac(r["p_knock"]), frac(r["gain"])
        values.append({"bank": r["bank"], "p": float(p)})
        rows.append([str(r["bank"]), exact(p, lang, t), exact(g, lang, t, signed=True)])
    first = {r["bank"]: frac(r["p_knock"]) for r in d["stuk"]}
    factor = d["stuk_factor"]
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
    spec = line(values, "bank", "p", None, t("bank"), t("p_knock"), x_type="quantitative")
    return {"id": "odds-stuk", "title": t("p_knock"), "summary": summary, "spec": spec,
            "columns": [t("bank"), t("p_knock"), t("gain")], "rows": rows}


# -- the banker's face-up card --------------------------------------------------


def _rank_symbol(value: int, lang: str) -> str:
    from karty.cards import Rank

    r = Rank(value)
    return r.symbol_ru if lang == "ru" else r.symbol


def shown(d: Mapping[str, Any], page: Page) -> dict[str, Any]:
    t, lang = page.t, page.lang
    sh = d["shown"]
    values, rows = [], []
    for r in sh["by_card"]:
        ev = frac(r["ev"])
        name = _rank_symbol(r["card"], lang)
        values.append({"card": name, "ev": float(ev)})
        rows.append([name, exact(ev, lang, t, signed=True)])
    low = min(sh["by_card"], key=lambda r: frac(r["ev"]))
    high = max(sh["by_card"], key=lambda r: frac(r["ev"]))
    ev, blind = frac(sh["ev"]), frac(sh["blind_ev"])
    args = {"ev": pct(ev, lang, signed=True), "blind": pct(blind, lang, signed=True),
            "stand": sh["stand_on"], "low": pct(frac(low["ev"]), lang, signed=True),
            "high": pct(frac(high["ev"]), lang, signed=True),
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


def shown_strategy(d: Mapping[str, Any], page: Page) -> dict[str, Any]:
    t, lang = page.t, page.lang
    sh = d["shown"]
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
        t=total, cards=one_of([t(f"rank_against.{c}") for c in cs], lang))
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


FIGURES: dict[str, Figure] = {
    "bust": bust,
    "banker": banker,
    "strategy": strategy,
    "ev": ev,
    "shown": shown,
    "shown-strategy": shown_strategy,
    "house": house,
    "stuk": stuk,
}
