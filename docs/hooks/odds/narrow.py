"""A phone's copy of an odds chart: the same Vega-Lite specification (hooks.odds.figures)
redrawn narrow, so that its 12 px words are drawn at least 12 px tall on a 375 px
screen instead of being scaled down with a chart made for a wide page.

The wide chart is about 600 px wide; on a phone the page has some 340 px for it,
so its text came out about 8 px tall. The narrow copy is :data:`WIDTH` px wide in
all (``autosize: fit-x`` counts the axes, labels and legend in), which is less than
a 375 px page's text column, so it is never scaled down there. Its font sizes are the
wide chart's; what does not fit is written on more lines:

* an axis or legend title longer than :data:`TITLE` characters becomes a list of
  lines (Vega draws a list as a multi-line title);
* a category label longer than :data:`LABEL` characters (a bar chart's rule, a
  legend's series) is pre-wrapped with newlines and split back into lines by
  ``labelExpr``; the data, sort orders and colour domains that name it are wrapped
  the same way, so nothing else changes;
* the self-play chart's statements are re-wrapped to the narrow width and its rows
  made as tall as the new longest statement.

:func:`wide` wraps the wide chart's bar labels too (at :data:`WIDE_LABEL`
characters), so that no wide chart is wider than a wide page's column.

docs/templates/odds.html shows one copy or the other by a media query
(docs/assets/css/odds.css); the hidden one is ``display: none``, out of the
accessibility tree, so a screen reader meets each chart once.
"""
from __future__ import annotations

import copy
from typing import Any

#: The narrow chart's whole width in px (a 375 px page's text column is about 340).
WIDTH = 320
#: The longest line, in characters, of an axis or legend title (about 6.5 px a
#: character at 12 px: 250 px, inside the plot's width or a 200 px tall y axis).
TITLE = 38
#: The longest line of a category label on the side of a bar chart or in a legend.
LABEL = 20
LEGEND_LABEL = 36
#: The wide chart's bar labels.
WIDE_LABEL = 26
#: The self-play chart's statements: characters a line, and px a line and a row's rest
#: (odds_figures.bura_selfplay: 15 px a line, 26 px for the interval below).
STATEMENT = 40
LINE_PX, ROW_PX = 15, 26
#: A bar's band beyond its label's lines (the bar chart's labels may take three).
BAND_PX = 20
#: The least room between two labels of the horizontal axis (Vega sizes them with its
#: own font; the browser's may be wider, and «0.0%1.0%» ran together).
LABEL_GAP = 8
#: The vertical axes and legends of the channels.
_SIDE = ("y",)
_LEGEND = ("color", "opacity")


def wrap(text: str, width: int) -> list[str]:
    """``text`` in lines of at most ``width`` characters, broken at spaces (a longer
    word stands alone on its line).

    >>> wrap("Банкующий обязан стоять на 17", 20)
    ['Банкующий обязан', 'стоять на 17']
    >>> wrap("short", 20)
    ['short']
    """
    lines: list[str] = []
    for word in text.split():
        if lines and len(lines[-1]) + 1 + len(word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines or [text]


def _title(title: Any) -> Any:
    if isinstance(title, str) and len(title) > TITLE:
        return wrap(title, TITLE)
    return title


def _relabel(spec: dict[str, Any], enc: dict[str, Any], channel: str, width: int) -> None:
    """Wrap the long category values of ``enc[channel]``'s field everywhere they are
    named, and split them back into lines where they are drawn."""
    field = enc.get("field")
    values = spec.get("data", {}).get("values", [])
    key = "legend" if channel in _LEGEND else "axis"
    if not field or enc.get("type") not in ("nominal", "ordinal") or (
            key in enc and enc[key] is None):  # no axis or legend drawn: no label to wrap
        return
    names = {v[field] for v in values if isinstance(v.get(field), str)}
    long = {n for n in names if len(n) > width}
    if not long:
        return

    def wrapped(name: Any) -> Any:
        return "\n".join(wrap(name, width)) if name in long else name

    for v in values:
        v[field] = wrapped(v.get(field))
    if channel in _SIDE:  # each band as tall as its label's lines
        lines = max(len(wrap(n, width)) for n in names)
        spec["height"] = max(spec.get("height", 0), len(names) * (LINE_PX * lines + BAND_PX))
    if isinstance(enc.get("sort"), list):
        enc["sort"] = [wrapped(n) for n in enc["sort"]]
    scale = enc.get("scale") or {}
    if isinstance(scale.get("domain"), list):
        scale["domain"] = [wrapped(n) for n in scale["domain"]]
    guide = enc.get(key) or {}
    enc[key] = {**guide, "labelExpr": "split(datum.label, '\\n')", "labelLimit": 0}


def _statements(spec: dict[str, Any]) -> None:
    """The self-play chart: each statement re-wrapped, the rows as tall as the longest."""
    values = spec["data"]["values"]
    for v in values:
        v["lines"] = wrap(v["name"], STATEMENT)
    lines = max(len(v["lines"]) for v in values)
    spec["height"] = (ROW_PX + LINE_PX * lines) * len(values)
    for layer in spec["layer"]:
        mark = layer.get("mark")
        if isinstance(mark, dict) and mark.get("type") == "text" and "limit" in mark:
            mark["limit"] = WIDTH


def narrow(spec: dict[str, Any]) -> dict[str, Any]:
    """The narrow copy of a wide chart's ``spec`` (which is left as it is).

    >>> s = narrow({"width": 440, "height": 100, "data": {"values": [{"r": "a b c"}]},
    ...             "mark": "bar", "encoding": {"y": {"field": "r", "type": "nominal",
    ...             "title": "a rather long title for the side of a small chart"}}})
    >>> s["width"], s["autosize"]["type"], s["encoding"]["y"]["title"]
    (320, 'fit-x', ['a rather long title for the side of a', 'small chart'])
    """
    out = copy.deepcopy(spec)
    out["width"] = WIDTH
    out["autosize"] = {"type": "fit-x", "contains": "padding"}
    values = out.get("data", {}).get("values", [])
    if values and "lines" in values[0]:
        _statements(out)
    encodings = [out.get("encoding", {})] + [layer.get("encoding", {})
                                             for layer in out.get("layer", [])]
    for encoding in encodings:
        for channel, enc in encoding.items():
            if not isinstance(enc, dict):
                continue
            if "title" in enc:
                enc["title"] = _title(enc["title"])
            if channel in _SIDE + _LEGEND:
                _relabel(out, enc, channel, LEGEND_LABEL if channel in _LEGEND else LABEL)
            if channel == "x" and enc.get("type") == "quantitative" and enc.get("axis", {}) is not None:
                enc["axis"] = {**enc.get("axis", {}), "labelSeparation": LABEL_GAP,
                               "labelOverlap": True}
    _pad(out)
    return out


def _pad(spec: dict[str, Any]) -> None:
    """odds_figures._band_labels's room for the browser's font, for the wrapped labels."""
    padding = spec.get("padding")
    if isinstance(padding, dict):
        field = spec.get("encoding", {}).get("y", {}).get("field")
        labels = [line for v in spec["data"]["values"] if isinstance(v.get(field), str)
                  for line in v[field].split("\n")]
        if labels:
            padding["left"] = 5 + round(0.2 * 6 * max(len(x) for x in labels))


def wide(spec: dict[str, Any]) -> dict[str, Any]:
    """The wide chart's ``spec`` with its bar labels on lines of at most
    :data:`WIDE_LABEL` characters: whole, «Молодка (три карты одной некозырной масти)»
    made the Бура deal chart 767 px wide, wider than a wide page's column (about 690
    px), so its 12 px words were drawn 10.8 px tall."""
    out = copy.deepcopy(spec)
    y = out.get("encoding", {}).get("y")
    if isinstance(y, dict):
        _relabel(out, y, "y", WIDE_LABEL)
    _pad(out)
    return out
