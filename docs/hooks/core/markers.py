"""The page markers (an mkdocs hook, see `hooks:` in mkdocs.yml): one hook finds
every ``<!-- karty:<name> [argument] -->`` in a page and replaces it with what the
handler registered for ``<name>`` returns.

Handlers (each module's ``MARKERS`` table, name → function):

* hooks.edition.markers: ``edition <section>`` (a reading page), ``witnesses [compact]``;
* hooks.glossary.markers: ``glossary entries`` (the index page), ``glossary-entry <id>`` (an entry's page,
  written by hooks.glossary.pages);
* hooks.rules.markers: ``rules <game>``, ``options <game>``, ``rules-summary``, ``supplements``;
* hooks.odds.markers: ``odds <figure>`` (the odds pages' charts and tables);
* hooks.edition.timeline: ``timeline`` (the History page's timeline).

A handler is called as ``handler(argument or None, page)`` with a :class:`PageContext`
(the page's language, its URLs, the element ids it defines, its table of contents)
and returns HTML. The element ids the handlers report are checked for duplicates and
given to mkdocs (``validation.anchors`` then checks Markdown links to them); entries
they add to the table of contents go under the heading with the id they name.
A marker no handler knows fails the build, and so does a ``karty:`` marker left in a
finished page (``on_post_page``), so a misspelt marker never reaches a reader.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, NoReturn

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page
from mkdocs.structure.toc import AnchorLink

from hooks.core.templating import page_language
from hooks.edition import markers as edition
from hooks.edition import timeline
from hooks.glossary import markers as glossary
from hooks.odds import markers as odds
from hooks.rules import markers as rules

MARKER = re.compile(r"<!--\s*karty:(?P<name>[a-z][a-z-]*)(?:\s+(?P<arg>[a-z][a-z0-9-]*))?\s*-->")
LEFT_OVER = re.compile(r"<!--\s*karty:[^>]*-->")


@dataclass
class PageContext:
    """What a marker handler knows of the page it renders into."""

    page: Page
    files: Files
    lang: str
    ids: set[str] = field(default_factory=set)
    toc: dict[str, list[tuple[str, str]]] = field(default_factory=dict)

    @property
    def src(self) -> str:
        return str(self.page.file.src_uri)

    def url_of(self, path: str) -> str | None:
        """The URL of the site file `path` (docs-relative) from this page, or None."""
        target = self.files.get_file_from_path(path)
        return target.url_relative_to(self.page.file) if target is not None else None

    def need_url(self, path: str, why: str) -> str:
        url = self.url_of(path)
        if url is None:
            self.fail(f"{why} need {path}, which is missing")
        return url

    def fail(self, message: str) -> NoReturn:
        raise PluginError(f"{self.src}: {message}")

    def define(self, ids: set[str]) -> None:
        """Record the element ids a marker's HTML defines; an id defined twice is an error."""
        twice = self.ids & ids
        if twice:
            self.fail(f"element ids defined twice: {sorted(twice)}")
        self.ids.update(ids)


Handler = Callable[[str | None, PageContext], str]
HANDLERS: dict[str, Handler] = {**edition.MARKERS, **glossary.MARKERS, **rules.MARKERS, **odds.MARKERS,
                                 **timeline.MARKERS}


def _add_to_toc(page: Page, parent_id: str, entries: list[tuple[str, str]]) -> None:
    from markupsafe import escape

    for item in page.toc:
        stack = [item]
        while stack:
            node = stack.pop()
            if node.id == parent_id:
                for title, anchor in entries:
                    node.children.append(AnchorLink(str(escape(title)), anchor, node.level + 1))
                return
            stack.extend(node.children)


def on_page_content(html: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    if "karty:" not in html or not MARKER.search(html):
        return html
    ctx = PageContext(page=page, files=files, lang=page_language(page, config))

    def replace(match: re.Match[str]) -> str:
        handler = HANDLERS.get(match.group("name"))
        if handler is None:
            ctx.fail(f"{match.group(0)}: no such marker (known: {', '.join(sorted(HANDLERS))})")
        return handler(match.group("arg"), ctx)

    html = MARKER.sub(replace, html)
    for parent, entries in ctx.toc.items():
        _add_to_toc(page, parent, entries)
    # let mkdocs check Markdown links to these anchors (validation.anchors in mkdocs.yml)
    if page.present_anchor_ids is not None:
        page.present_anchor_ids.update(ctx.ids)
    return html


def on_post_page(output: str, page: Page, config: MkDocsConfig) -> str:
    left = LEFT_OVER.search(output)
    if left is not None:
        raise PluginError(f"{page.file.src_uri}: {left.group(0)}: no handler replaced this marker")
    return output


def handlers() -> dict[str, Any]:
    """The marker names and their handlers (for tests and ARCHITECTURE.md)."""
    return dict(HANDLERS)
