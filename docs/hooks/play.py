"""The play tables (an mkdocs hook, see `hooks:` in mkdocs.yml): /play/bura/ and
/play/ochko/.

A play page holds ``<div class="karty-play" data-game="bura"></div>``. Here it
becomes the table's root: its language, where rule and sentence ids link to
(``data-links``, as for the worked examples), and a still picture of a dealt
position, drawn at build by the engine (``karty.web.table.table_new`` with a
fixed deal number) with the project's deck. The picture is what a reader sees
without JavaScript, or when the engine cannot start (the text beside it says
why); docs/assets/js/play/table.mjs replaces it with the live table.

Cards use ``xlink:href`` in ``<use>``: Material's instant navigation swaps the
page's content, and the plain ``href`` of a ``<use>`` in the swapped content
was not drawn. A face-down card names no card: the same symbol and name for all.
"""
from __future__ import annotations

import json
import re
from html import escape
from typing import Any, Final

import deck  # docs/hooks/deck.py (mkdocs puts this folder on sys.path)
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page
from templating import page_language
from widgets import _links  # docs/hooks/widgets.py: where rule and sentence ids resolve

ROOT = re.compile(r'<div class="karty-play" data-game="(bura|ochko)"></div>')
#: The deal shown in the still pictures (any number would do; this one deals a
#: position with a card in the middle of the table).
STILL_SEED: Final = 2
TEXT: Final = {
    "en": {
        "still": "A dealt position (a picture: the table needs JavaScript)",
        "nojs": "The table cannot start: JavaScript is turned off or blocked in this browser. "
                "The game runs the rules engine (Python) in your browser, and that needs "
                "JavaScript and WebAssembly. Here is a dealt position instead.",
        "computer": "The computer's hand: {n} cards, face down",
        "stock": "Stock: {n} cards",
        "trump": "Trump card: {card}",
        "trick": "On the table",
        "hand": "Your hand",
        "bank": "Bank: {n}",
        "seat": "{name}: {n} money",
    },
    "ru": {
        "still": "Сданная позиция (картинка: для игры нужен JavaScript)",
        "nojs": "Стол не запускается: в этом браузере JavaScript выключен или заблокирован. "
                "Игра запускает движок правил (Python) у вас в браузере, а для этого нужны "
                "JavaScript и WebAssembly. Вместо игры — сданная позиция.",
        "computer": "Карты компьютера: {n}, рубашкой вверх",
        "stock": "Колода: {n}",
        "trump": "Козырь: {card}",
        "trick": "На столе",
        "hand": "Ваши карты",
        "bank": "Банк: {n}",
        "seat": "{name}: {n} денег",
    },
}


def _use(html: str) -> str:
    return html.replace("<use href=", "<use xlink:href=")


def _card(code: str, lang: str, root: str, size: str = "karty-card--m") -> str:
    return _use(deck.card_svg(code, lang, root, extra_class=size))


def _back(lang: str, root: str, size: str = "karty-card--m") -> str:
    return _use(deck.back_svg(lang, root, extra_class=size))


def _row(label: str, cards: list[str], cls: str) -> str:
    return (f'<div class="{cls}" role="group" aria-label="{escape(label)}">'
            + "".join(cards) + "</div>")


def still_bura(lang: str, root: str) -> str:
    from karty.web.table import table_new

    t = TEXT[lang]
    r: dict[str, Any] = table_new({"game": "bura", "seed": STILL_SEED, "level": "n",
                                   "lang": lang})["table"]
    n = r["computer_cards"]
    parts = [_row(t["computer"].format(n=n), [_back(lang, root) for _ in range(n)],
                  "karty-still-row karty-still-computer")]
    stock = [_back(lang, root)]
    if r["trump_card"]:
        stock.append(_card(r["trump_card"], lang, root, "karty-card--m karty-play-crosswise"))
    parts.append('<div class="karty-still-middle">'
                 + _row(t["stock"].format(n=r["stock"]), stock, "karty-still-stock")
                 + _row(t["trick"], [_card(c, lang, root) for c in r["trick"]],
                        "karty-still-trick") + "</div>")
    parts.append(_row(t["hand"], [_card(c, lang, root, "karty-card--l") for c in r["hand"]],
                      "karty-still-row karty-still-hand"))
    return "".join(parts)


def still_ochko(lang: str, root: str) -> str:
    from karty.web.table import table_new

    t = TEXT[lang]
    r: dict[str, Any] = table_new({"game": "ochko", "seed": STILL_SEED, "level": "n",
                                   "lang": lang})["table"]
    seats = []
    for s in r["seats"]:
        cards = [_card(c, lang, root) for c in s["cards"]]
        cards += [_back(lang, root) for _ in range(s["hidden"])]
        seats.append(_row(t["seat"].format(name=s["name"], n=s["purse"]), cards,
                          "karty-still-row" + (" karty-still-hand" if s["you"] else "")))
    middle = [_card(r["crosswise"], lang, root, "karty-card--m karty-play-crosswise")] \
        if r["crosswise"] else []
    return (_row(t["bank"].format(n=r["bank"]), middle, "karty-still-middle")
            + "".join(seats))


def render(game: str, lang: str, root: str, links: dict[str, dict[str, str]]) -> str:
    t = TEXT[lang]
    still = still_bura(lang, root) if game == "bura" else still_ochko(lang, root)
    return (f'<div class="karty-play" data-game="{game}" data-lang="{lang}" '
            f'data-state="static" data-links="{escape(json.dumps(links))}">'
            f'<figure class="karty-play-still"><div class="karty-still-table">{still}</div>'
            f'<figcaption>{escape(t["still"])}</figcaption></figure>'
            f'<p class="karty-play-why" role="status">{escape(t["nojs"])}</p>'
            "</div>")


def _root(page: Page) -> str:
    depth = page.url.count("/")
    return "../" * depth if depth else ""


def on_page_content(html: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    if 'class="karty-play"' not in html:
        return html
    lang = page_language(page, config)
    links = _links(page, files)
    try:
        return ROOT.sub(lambda m: render(m.group(1), lang, _root(page), links), html)
    except Exception as exc:  # a broken picture fails the build, naming the page
        raise PluginError(f"{page.file.src_uri}: the play table's picture: {exc}") from exc
