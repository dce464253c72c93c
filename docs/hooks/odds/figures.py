"""The figures of the odds pages: for each marker, a chart specification, a data
table and a text alternative, in one language, from docs/hooks/odds/data.py's
data. No markup here (docs/templates/odds.html lays a figure out).

The figures are the games' own (``karty/<game>/odds_figures.py``, ``FIGURES``,
found through each game's spec; :mod:`karty.odds_page` says what a figure is):
``<game>-<name>`` names one in a page's marker. This module gives them the
page's words (the odds table of docs/labels.yaml) and the way a long label is
broken into lines (hooks.odds.narrow.wrap).
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import karty
from karty.odds_page import Label, Page

from hooks.core import templating
from hooks.odds.narrow import wrap


def labeller(lang: str) -> Label:
    """``t(key, **values)``: the odds table of docs/labels.yaml in ``lang``."""
    label = templating.labeller("odds")
    return lambda key, **values: label(lang, key, **values)


def _figures() -> dict[str, Callable[[Mapping[str, Any], str], dict[str, Any]]]:
    out: dict[str, Callable[[Mapping[str, Any], str], dict[str, Any]]] = {}
    for spec in karty.GAMES:
        module = spec.odds_module()
        if module is None:
            continue
        for name, make in module.figures().FIGURES.items():
            def figure(d: Mapping[str, Any], lang: str, game: str = spec.name,
                       make: Any = make) -> dict[str, Any]:
                page = Page(lang, labeller(lang), wrap)
                return dict(make(d[game], page))
            out[f"{spec.name}-{name}"] = figure
    return out


FIGURES: dict[str, Callable[[Mapping[str, Any], str], dict[str, Any]]] = _figures()
