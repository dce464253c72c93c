"""The odds pages (an mkdocs hook, see `hooks:` in mkdocs.yml).

``<!-- karty:odds <figure> -->`` in a page becomes one figure: a chart drawn
at build (odds_charts.py, Vega-Lite through vl-convert-python), its caption
with a text alternative, and its data table in a ``<details>``. The figures
are listed in odds_figures.py (``FIGURES``); their data comes from the engine
through odds_data.py (cached in build/odds-cache/ by the engine's source);
the markup is docs/templates/odds.html. A figure name that does not exist
fails the build.
"""
from __future__ import annotations

import functools
import re
from typing import Any

import odds_charts  # docs/hooks/odds_charts.py (mkdocs puts this folder on sys.path)
import odds_data  # docs/hooks/odds_data.py
import odds_figures  # docs/hooks/odds_figures.py
from jinja2 import Environment, FileSystemLoader, StrictUndefined
from markupsafe import Markup
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page

MARKER = re.compile(r"<!--\s*karty:odds\s+(?P<arg>[a-z][a-z0-9-]*)\s*-->")


@functools.cache
def _env() -> Environment:
    return Environment(loader=FileSystemLoader(str(odds_figures.LABELS_FILE.parent)),
                       autoescape=True, undefined=StrictUndefined, trim_blocks=True,
                       lstrip_blocks=True)


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
    svg = odds_charts.draw(fig["spec"])
    html = _env().get_template("odds.html").render(
        fig=fig, svg=Markup(svg), t=odds_figures.labeller(lang))
    return html, str(fig["id"])


def _language(page: Page, config: MkDocsConfig) -> str:
    lang = str(config.theme.get("language") or getattr(page.file, "locale", None) or "en")
    return lang if lang in ("en", "ru") else "en"


def marker(arg: str | None, ctx: Any) -> str:
    """The handler of ``karty:odds`` for a marker hook (``handler(argument, page context)``)."""
    if not arg:
        ctx.fail("karty:odds needs the name of a figure")
    html, element_id = figure(arg, ctx.lang)
    ctx.define({element_id})
    return html


MARKERS = {"odds": marker}


def on_page_content(html: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    if "karty:odds" not in html:
        return html
    lang = _language(page, config)
    return MARKER.sub(lambda m: figure(m.group("arg"), lang)[0], html)
