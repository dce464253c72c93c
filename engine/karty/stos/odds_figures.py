"""The figures of Стос's odds page: for each, a chart specification, a data
table and a text alternative in one language, from :func:`karty.stos.odds.page_data`'s
numbers (:mod:`karty.odds_page` says what a figure is). Imported only to build
the site: docs/hooks/odds/figures.py finds ``FIGURES`` through the game's spec
(``<game>-<name>`` in a page's marker).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..odds_page import Figure, Page, exact, frac, line, pct


def remaining(d: Sequence[Mapping[str, Any]], page: Page) -> dict[str, Any]:
    t, lang = page.t, page.lang
    kinds = [k for k in ("win", "lose", "pair", "split", "push")
             if any(frac(r[k]) for r in d)]
    # the punter's and the banker's wins are equal at every point: one line for both
    same = all(r["win"] == r["lose"] for r in d)
    drawn = [k for k in kinds if not (same and k == "lose")]

    def name(k: str) -> str:
        return t("stos_win_lose") if same and k == "win" else t(f"stos_{k}")

    values, rows = [], []
    for r in d:
        for k in drawn:
            values.append({"left": r["left"], "p": float(frac(r[k])), "kind": name(k)})
        rows.append([str(r["left"]), *(exact(frac(r[k]), lang, t) for k in kinds),
                     exact(frac(r["expected"]), lang, t, signed=True)])
    at = {r["left"]: r for r in d}
    summary = {
        "en": f"With the whole deck to come the punter wins and loses a talia equally often "
              f"({pct(frac(at[36]['win']), lang)} each); «плие» (his rank on both cards of a pair) "
              f"takes the rest, {pct(frac(at[36]['pair']), lang)}, and grows as the deck runs down "
              f"with his four cards still in it: {pct(frac(at[12]['pair']), lang)} with 12 cards "
              "left, certain with 4.",
        "ru": f"Когда впереди вся колода, понтёр выигрывает и проигрывает талию одинаково часто "
              f"(по {pct(frac(at[36]['win']), lang)}); остальное — «плие» (его карта на обеих "
              f"картах пары), {pct(frac(at[36]['pair']), lang)}, и оно растёт по мере того, как "
              f"колода кончается, а его четыре карты всё ещё в ней: "
              f"{pct(frac(at[12]['pair']), lang)} при 12 оставшихся картах, наверняка — при 4.",
    }[lang]
    spec = line(values, "left", "p", "kind", t("stos_left"), t("chance"),
                 x_type="quantitative", color_title=t("stos_outcome"),
                 sort=[name(k) for k in drawn])
    spec["encoding"]["x"]["scale"] = {"domain": [36, 4]}
    return {"id": "odds-stos", "title": t("stos_title"), "summary": summary, "spec": spec,
            "columns": [t("stos_left"), *(t(f"stos_{k}") for k in kinds), t("stos_ev")],
            "rows": rows}


FIGURES: dict[str, Figure] = {
    "remaining": remaining,
}
