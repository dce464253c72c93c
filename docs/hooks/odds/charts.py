"""Charts of the odds pages: Vega-Lite specifications drawn to SVG at build by
vl-convert-python (Vega's own renderer, run offline in the build; no script
reaches the page).

Why Vega-Lite through vl-convert rather than matplotlib's SVG backend: its SVG
keeps text as ``<text>`` (matplotlib draws glyphs as paths unless told
otherwise), marks are plain shapes with no embedded fonts or clip-path
boilerplate, and a chart is a small declarative JSON easy to review; the size
of each chart is measured in bench/RESULTS.md.

Colours: the specification uses placeholder colours, which :func:`theme`
replaces by CSS: text and axes take ``currentColor`` (the page's text colour
in either scheme) and each series a ``var(--karty-chart-N)`` that
docs/assets/css/odds.css sets per colour scheme, so one SVG reads in both.
Vega's own ARIA attributes are dropped: the figure's caption and its data
table are the text alternative (docs/templates/odds.html).
"""
from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[3]
CACHE = ROOT / "build" / "odds-cache"

#: Placeholder colours and what replaces them.
TEXT = "#010101"
GRID = "#020202"
SERIES = tuple(f"#0a0a{i:02x}" for i in range(1, 9))
_REPLACE = {TEXT: "currentColor", GRID: "var(--karty-chart-grid)",
            **{c: f"var(--karty-chart-{i + 1})" for i, c in enumerate(SERIES)}}
FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"

CONFIG: dict[str, Any] = {
    "background": None,
    "font": FONT,
    "view": {"stroke": None},
    "axis": {"labelColor": TEXT, "titleColor": TEXT, "domainColor": TEXT, "tickColor": TEXT,
             "gridColor": GRID, "labelFontSize": 12, "titleFontSize": 12,
             "titleFontWeight": "normal"},
    "legend": {"labelColor": TEXT, "titleColor": TEXT, "labelFontSize": 12,
               "titleFontSize": 12, "titleFontWeight": "normal", "orient": "bottom",
               "direction": "vertical", "labelLimit": 400, "symbolStrokeWidth": 2},
    "title": {"color": TEXT},
    "text": {"color": TEXT},
    "range": {"category": list(SERIES)},
    "mark": {"color": SERIES[0]},
}

_TAG = re.compile(r"<(?P<name>[a-zA-Z]+)(?P<attrs>[^<>]*?)(?P<end>/?)>")
_PAINT = re.compile(r'\s(?P<prop>fill|stroke)="(?P<value>#[0-9a-fA-F]{6})"')
_DROP = re.compile(r'\s(?:aria-[a-z]+|role)="[^"]*"')


def theme(svg: str) -> str:
    """Placeholder colours to CSS (one ``style`` per element), Vega's ARIA dropped,
    the size left to CSS (the ``viewBox`` keeps the proportions)."""

    def tag(match: re.Match[str]) -> str:
        attrs = _DROP.sub("", match.group("attrs"))
        styles = []

        def paint(m: re.Match[str]) -> str:
            value = m.group("value").lower()
            if value in _REPLACE:
                styles.append(f"{m.group('prop')}:{_REPLACE[value]}")
                return ""
            return m.group(0)

        attrs = _PAINT.sub(paint, attrs)
        if styles:
            attrs += f' style="{";".join(styles)}"'
        return f"<{match.group('name')}{attrs}{match.group('end')}>"

    out = _TAG.sub(tag, svg)
    out = re.sub(r'^<svg([^>]*?) width="[0-9.]+" height="[0-9.]+"', r"<svg\1", out, count=1)
    return out


def draw(spec: dict[str, Any]) -> str:
    """The themed SVG of a Vega-Lite ``spec`` (cached in build/ by the spec's hash)."""
    full = {"$schema": "https://vega.github.io/schema/vega-lite/v5.json", "config": CONFIG,
            **spec}
    text = json.dumps(full, sort_keys=True, ensure_ascii=False)
    key = hashlib.sha256(text.encode()).hexdigest()[:24]
    path = CACHE / f"chart-{key}.svg"
    if path.exists():
        return path.read_text(encoding="utf-8")
    import vl_convert

    svg = theme(vl_convert.vegalite_to_svg(full))
    CACHE.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(svg, encoding="utf-8")
    tmp.replace(path)
    return svg
