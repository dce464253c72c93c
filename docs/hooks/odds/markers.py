"""The odds pages' marker (its handler is registered in docs/hooks/core/markers.py).

``<!-- karty:odds <figure> -->`` in a page becomes one figure: a chart drawn
at build (hooks.odds.charts, Vega-Lite through vl-convert-python) twice, wide and
for a phone (hooks.odds.narrow), its caption
with a text alternative, and its data table in a ``<details>``. The figures
are listed in hooks.odds.figures (``FIGURES``); their data comes from the engine
through hooks.odds.data (cached in build/odds-cache/ by the engine's source);
the markup is docs/templates/odds.html. A figure name that does not exist
fails the build.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from markupsafe import Markup
from mkdocs.exceptions import PluginError

from hooks.core import templating
from hooks.odds import charts as odds_charts
from hooks.odds import data as odds_data
from hooks.odds import figures as odds_figures
from hooks.odds import narrow as odds_narrow

if TYPE_CHECKING:
    from hooks.core.markers import PageContext

_DATA: dict[str, Any] = {}


def data() -> dict[str, Any]:
    if not _DATA:
        try:
            _DATA.update(odds_data.load())
        except ImportError as exc:  # the venv lacks the engine or vl-convert (`make venv`)
            raise PluginError(f"odds pages: {exc}") from None
    return _DATA


def figure(name: str, lang: str) -> tuple[str, str]:
    """The HTML of figure ``name`` in ``lang``, and the element id it defines."""
    make = odds_figures.FIGURES.get(name)
    if make is None:
        raise PluginError(f"karty:odds {name}: no such figure "
                          f"(known: {', '.join(sorted(odds_figures.FIGURES))})")
    fig = make(data(), lang)
    svg = odds_charts.draw(odds_narrow.wide(fig["spec"]))
    svg_narrow = odds_charts.draw(odds_narrow.narrow(fig["spec"]))
    html = templating.render("odds.html", fig=fig, svg=Markup(svg), svg_narrow=Markup(svg_narrow),
                             lang=lang)
    return str(html), str(fig["id"])


def marker(arg: str | None, ctx: PageContext) -> str:
    """``<!-- karty:odds <figure> -->`` (registered in hooks.core.markers)."""
    if not arg:
        ctx.fail("karty:odds needs the name of a figure")
    html, element_id = figure(arg, ctx.lang)
    ctx.define({element_id})
    return html


MARKERS = {"odds": marker}
