"""The play tables (an mkdocs hook, see `hooks:` in mkdocs.yml): /play/<game>/ for
each game of ``karty.GAMES`` with a play table (``GameSpec.table``).

A play page holds ``<div class="karty-play" data-game="<game>"></div>``. Here it
becomes the table's root: its language, where rule and sentence ids link to
(``data-links``, as for the worked examples), and a still picture of a dealt
position, dealt at build by the engine (``karty.web.table.table_new`` with a fixed
deal number) and drawn with the project's deck, in <noscript>: what a reader sees
without JavaScript. With JavaScript, the root holds an empty table that says what
is loading until docs/assets/js/play/table.mjs puts the live table in it, and the
table's words (``data-words``, docs/labels.yaml's ``play_table``).

This module prepares data only: docs/templates/play/table.html writes the root,
and play/<game>.html (one per game with a table) the game's still picture, from
the table as ``table_new`` answers it and a :class:`Deck` of card pictures
(docs/templates/cards.html). A game with a table but no picture template, or a
``data-game`` that is not such a game, fails the build naming the page. A
face-down card names no card: the same symbol and name for all.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any, Final

from markupsafe import Markup
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page

from hooks.core.templating import label_table, page_language, render
from hooks.play import deck
from hooks.play.widgets import (
    _links,  # docs/hooks/play/widgets.py: where rule and sentence ids resolve
)

#: The ``page.meta`` key of a page whose head starts the engine's worker at once
#: (docs/overrides/main.html): a play table needs the engine to show anything, so its
#: worker need not wait for the theme's scripts and the page's modules (DOMContentLoaded).
ENGINE_NOW = "karty_engine_now"
ROOT = re.compile(r'<div class="karty-play" data-game="([^"<>]*)"></div>')
#: The game shown in the still pictures: its secret (karty.web.table.token; any
#: 32 hex digits would do: this one deals Бура with the reader to lead, the
#: computer's three cards and the turned-up trump in the middle of the table, and
#: Очко with cards on the table). A fixed, public secret: no game anyone plays.
STILL_SECRET: Final = f"{3:032x}"


@dataclass(frozen=True)
class Deck:
    """Card pictures (deck.Picture) for one page: its language and its path to the
    site's root. The templates ask for them by card code."""

    lang: str
    root: str

    def face(self, code: str, size: str = "karty-card--m") -> deck.Picture:
        return deck.picture(code, self.lang, self.root, extra_class=size)

    def faces(self, codes: list[str], size: str = "karty-card--m") -> list[deck.Picture]:
        return [self.face(c, size) for c in codes]

    def back(self, size: str = "karty-card--m") -> deck.Picture:
        return deck.back_picture(self.lang, self.root, extra_class=size)

    def backs(self, n: int, size: str = "karty-card--m") -> list[deck.Picture]:
        return [self.back(size) for _ in range(n)]


def render_table(game: str, lang: str, root: str, links: dict[str, dict[str, str]]) -> Markup:
    """The root of `game`'s play table with its still picture (`game` must be a game
    of the registry with a play table: a :class:`karty.NotationError` names it
    otherwise)."""
    from karty.games import table_game
    from karty.web.table import table_new

    spec = table_game(game)
    table: dict[str, Any] = table_new({"game": spec.name, "secret": STILL_SECRET, "level": "n",
                                       "lang": lang})["table"]
    return render("play/table.html", game=spec.name, lang=lang, table=table,
                  deck=Deck(lang, root), links_json=json.dumps(links),
                  words_json=words_json(lang))


def words_json(lang: str) -> str:
    """The table's words in ``lang`` for docs/assets/js/play/ (the root's
    data-words): docs/labels.yaml's ``play_table``, and ``segments`` for the cited
    places of the log."""
    return json.dumps({"play": label_table("play_table")[lang],
                       "segments": label_table("segments")[lang]},
                      ensure_ascii=False, sort_keys=True)


def _root(page: Page) -> str:
    depth = page.url.count("/")
    return "../" * depth if depth else ""


def on_page_content(html: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    if 'class="karty-play"' not in html:
        return html
    # the page's head starts the engine's worker at once (docs/overrides/main.html)
    page.meta[ENGINE_NOW] = True
    lang = page_language(page, config)
    links = _links(page, files)
    # the page that explains the numbers of the review and the coach (GameSpec.odds_page)
    from karty.games import GAMES

    links["odds"] = {}
    for spec in GAMES:
        f = files.get_file_from_path(spec.odds_page) if spec.odds_page else None
        if f is not None:
            links["odds"][spec.name] = f.url_relative_to(page.file)
    try:
        return ROOT.sub(lambda m: str(render_table(m.group(1), lang, _root(page), links)), html)
    except Exception as exc:  # a broken picture fails the build, naming the page
        raise PluginError(f"{page.file.src_uri}: the play table's picture: {exc}") from exc
