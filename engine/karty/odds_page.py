"""What the figures of every game's odds page share (each game's are in
``karty/<game>/odds_figures.py``, ``FIGURES``): the page's language and words
(:class:`Page`), numbers as percentages and exact fractions, and the Vega-Lite
building blocks. Imported only to build the site (docs/hooks/odds/figures.py).

A figure is a dict: ``id``, ``title``, ``summary`` (the text alternative, also
the chart's accessible name), ``spec`` (Vega-Lite, drawn by the site's
hooks.odds.charts), ``columns`` and ``rows`` (the data table; a cell is text, or a
number as ``{"exact": "n/d", "percent": "12.34 %"}``), and optional ``notes``
(sentences under the table).

    >>> pct(Fraction(1, 8), "ru"), pct(Fraction(-1, 3), "en", 1, signed=True)
    ('12,50 %', '−33.3%')
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from .plural import plural_form

__all__ = ["LONG", "WIDTH", "Figure", "Label", "Page", "band_labels", "card_count", "exact",
           "frac", "line", "one_of", "pct"]

#: The longest fraction shown in full; a longer one is named by its digits.
LONG = 40
WIDTH = 440

Label = Callable[..., str]
#: A figure's maker: from the game's page data (``page_data()``) and the page.
Figure = Callable[[Any, "Page"], dict[str, Any]]


@dataclass(frozen=True, slots=True)
class Page:
    """What a figure is made for: the page's language, its words (``t(key,
    **values)``: the odds table of the site's labels in that language) and the
    site's way of breaking a long label into lines (``wrap(text, width)``)."""

    lang: str
    t: Label
    wrap: Callable[[str, int], list[str]]


def frac(text: str) -> Fraction:
    """A fraction stored as ``"n/d"`` text."""
    return Fraction(text)


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


def line(values: list[dict[str, Any]], x: str, y: str, color: str | None,
         x_title: str, y_title: str, *, y_format: str = ".0%", x_type: str = "ordinal",
         color_title: str = "", sort: Sequence[str] | None = None) -> dict[str, Any]:
    """A line chart's Vega-Lite specification, a line for each ``color``."""
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


def band_labels(spec: dict[str, Any], labels: Sequence[str]) -> dict[str, Any]:
    """Room for a bar chart's labels on the left, written whole. Vega sizes them with its
    own font's widths; the reader's system font may draw them up to a fifth wider, which
    ran the start of «Молодка (three of one plain suit)» off the picture, and Vega's
    default limit cut a long Russian one with «…». So: no limit, and a left padding of a
    fifth of the longest label's width (about 6 px a character at 12 px)."""
    longest = max(len(x) for x in labels)
    spec["encoding"]["y"]["axis"] = {"labelLimit": 0}
    spec["padding"] = {"left": 5 + round(0.2 * 6 * longest), "top": 5, "right": 5, "bottom": 5}
    return spec


def card_count(n: int, page: Page) -> str:
    """``1 card``, ``2 cards``; «1 карта», «2 карты», «5 карт» (the form the number asks
    for; English has one and many)."""
    return page.t(f"card_count.{plural_form(n, page.lang)}", n=n)


def one_of(items: Sequence[str], lang: str) -> str:
    """``a, b or c`` / «a, b или c»."""
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + (" или " if lang == "ru" else " or ") + items[-1]
