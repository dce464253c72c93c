"""docs/hooks/odds/narrow.py: the phone's copy of an odds chart, as a Vega-Lite
specification (no drawing, no build; tests/browser measures the drawn words)."""
from __future__ import annotations

import copy
import doctest

from hooks.odds import narrow as odds_narrow
from hooks.odds.narrow import LABEL, LEGEND_LABEL, TITLE, WIDE_LABEL, narrow, wide

LONG_RU = "Молодка (три карты одной некозырной масти)"
SPLIT = "split(datum.label, '\\n')"


def _bars() -> dict:
    return {"width": 440, "height": 110,
            "data": {"values": [{"hand": "Бура (три козыря)", "p": 0.01},
                                {"hand": LONG_RU, "p": 0.03}]},
            "mark": "bar", "padding": {"left": 55, "top": 5, "right": 5, "bottom": 5},
            "encoding": {"y": {"field": "hand", "type": "nominal", "title": None,
                               "axis": {"labelLimit": 0}},
                         "x": {"field": "p", "type": "quantitative",
                               "title": "Ожидаемый выигрыш игрока на единицу ставки"}}}


def test_doctests():
    assert doctest.testmod(odds_narrow).failed == 0


def test_a_bar_chart_is_drawn_narrow_with_its_labels_on_lines():
    spec = _bars()
    before = copy.deepcopy(spec)
    out = narrow(spec)
    assert spec == before                       # the wide chart's spec is left alone
    assert out["width"] == odds_narrow.WIDTH
    assert out["autosize"] == {"type": "fit-x", "contains": "padding"}
    hands = [v["hand"] for v in out["data"]["values"]]
    assert hands[0] == "Бура (три козыря)"      # short enough: as it was
    lines = hands[1].split("\n")
    assert len(lines) > 1 and all(len(x) <= LABEL for x in lines)
    assert " ".join(lines) == LONG_RU          # wrapped, not cut
    assert out["encoding"]["y"]["axis"]["labelExpr"] == SPLIT
    # each band as tall as its three lines; the left padding for the longest line only
    assert out["height"] >= 2 * 3 * odds_narrow.LINE_PX
    assert out["padding"]["left"] < spec["padding"]["left"]
    title = out["encoding"]["x"]["title"]
    assert isinstance(title, list) and all(len(x) <= TITLE for x in title)
    assert out["encoding"]["x"]["axis"]["labelSeparation"] > 0


def test_a_legends_long_series_are_wrapped_wherever_they_are_named():
    name = "выигрывает понтёр; выигрывает банкомёт (столь же часто)"
    spec = {"width": 440, "height": 260,
            "data": {"values": [{"x": 1, "k": name}, {"x": 2, "k": "плие"}]},
            "mark": "line",
            "encoding": {"x": {"field": "x", "type": "quantitative"},
                         "color": {"field": "k", "type": "nominal", "sort": [name, "плие"],
                                   "scale": {"domain": [name, "плие"]}}}}
    out = narrow(spec)
    color = out["encoding"]["color"]
    wrapped = out["data"]["values"][0]["k"]
    assert "\n" in wrapped and all(len(x) <= LEGEND_LABEL for x in wrapped.split("\n"))
    assert color["sort"] == [wrapped, "плие"] and color["scale"]["domain"] == [wrapped, "плие"]
    assert color["legend"]["labelExpr"] == SPLIT


def test_no_axis_is_added_where_there_was_none():
    """The self-play chart writes its statements as text marks and has no y axis; its
    statements are re-wrapped to the narrow width and its rows made as tall."""
    statement = "Взятки можно просматривать и пересчитывать когда угодно, кроме карт"
    spec = {"width": 440, "height": 100,
            "data": {"values": [{"name": statement, "lines": [statement], "rate": 0.5}]},
            "layer": [{"mark": {"type": "text", "limit": 440},
                       "encoding": {"y": {"field": "name", "type": "nominal", "axis": None},
                                    "text": {"field": "lines"}}}]}
    out = narrow(spec)
    y = out["layer"][0]["encoding"]["y"]
    assert y["axis"] is None
    lines = out["data"]["values"][0]["lines"]
    assert len(lines) > 1 and all(len(x) <= odds_narrow.STATEMENT for x in lines)
    assert out["height"] == odds_narrow.ROW_PX + odds_narrow.LINE_PX * len(lines)
    assert out["layer"][0]["mark"]["limit"] == odds_narrow.WIDTH


def test_the_wide_chart_wraps_only_its_bar_labels():
    out = wide(_bars())
    assert out["width"] == 440 and "autosize" not in out
    lines = out["data"]["values"][1]["hand"].split("\n")
    assert len(lines) == 2 and all(len(x) <= WIDE_LABEL for x in lines)
    assert out["encoding"]["x"]["title"] == _bars()["encoding"]["x"]["title"]
