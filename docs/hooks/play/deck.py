"""Cards as pictures in build-time HTML: one card of the project's deck
(docs/assets/cards/deck.svg, drawn by tools/make_deck.py) as data (:class:`Picture`)
for the templates (docs/templates/cards.html), and as the markup they write.

A card is a small inline ``<svg>`` that uses a symbol of the sprite, so the sprite is
fetched once and cached by the browser::

    >>> print(card_svg("10h", "en", "../"))
    <svg class="karty-card" viewBox="0 0 200 280" role="img" aria-label="ten of hearts"><use href="../assets/cards/deck.svg#card-10H"/></svg>
    >>> print(card_svg("Дч", "ru", "", extra_class="karty-card--s"))
    <svg class="karty-card karty-card--s" viewBox="0 0 200 280" role="img" aria-label="дама червей"><use href="assets/cards/deck.svg#card-QH-ru"/></svg>
    >>> print(back_svg("ru", ".."))
    <svg class="karty-card karty-card--back" viewBox="0 0 200 280" role="img" aria-label="карта рубашкой вверх"><use href="../assets/cards/deck.svg#card-back"/></svg>

* ``card`` is a :class:`karty.Card` or any notation ``karty.Card.parse`` reads
  (``"10h"``, ``"Q♥"``, ``"Дч"``); a bad one raises :class:`karty.NotationError`.
* ``lang`` is the page's language, ``"en"`` or ``"ru"``: it gives the accessible name
  (``Card.name``) and the indices (J Q K A on English pages, В Д К Т on Russian ones).
* ``root`` is the relative path from the page to the site's root (``""``, ``"../"``,
  ``".."``: the theme's ``base_url``).
* A face-down card carries no identity: the same symbol and name for every card.

docs/assets/js/cards.mjs builds the same elements in the browser; docs/assets/css/cards.css
styles them (sizes ``karty-card--s`` / ``--m`` / ``--l``, the four-colour deck, focus and
the lifted state).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from karty import Card

DECK_PATH: Final = "assets/cards/deck.svg"
VIEWBOX: Final = "0 0 200 280"
BACK_ID: Final = "card-back"
BACK_NAME: Final = {"en": "face-down card", "ru": "карта рубашкой вверх"}
LANGS: Final = ("en", "ru")


def _lang(lang: str) -> str:
    if lang not in LANGS:
        raise ValueError(f"{lang!r}: unknown language (expected 'en' or 'ru')")
    return lang


def _card(card: Card | str) -> Card:
    return card if isinstance(card, Card) else Card.parse(card)


def symbol_id(card: Card | str, lang: str) -> str:
    """The sprite's symbol for ``card`` on a page in ``lang``.

    >>> symbol_id("10♥", "ru"), symbol_id("A♠", "en"), symbol_id("A♠", "ru")
    ('card-10H', 'card-AS', 'card-AS-ru')
    """
    c = _card(card)
    suffix = "-ru" if _lang(lang) == "ru" and c.rank.symbol != c.rank.symbol_ru else ""
    return f"card-{c.ascii()}{suffix}"


def deck_url(root: str = "") -> str:
    """The sprite's address relative to a page whose path to the root is ``root``.

    >>> deck_url(""), deck_url(".."), deck_url("../../")
    ('assets/cards/deck.svg', '../assets/cards/deck.svg', '../../assets/cards/deck.svg')
    """
    if not isinstance(root, str):
        raise TypeError(f"{root!r}: the path to the site's root must be a string")
    if root in ("", "."):
        return DECK_PATH
    return root.rstrip("/") + "/" + DECK_PATH


@dataclass(frozen=True, slots=True)
class Picture:
    """A card as data for a template (docs/templates/cards.html): its classes, its
    accessible name and the address of its sprite symbol."""

    classes: str
    label: str
    href: str
    viewbox: str = VIEWBOX


def picture(card: Card | str, lang: str, root: str = "", *, extra_class: str = "") -> Picture:
    """``card`` face up, as data: what :func:`card_svg` writes.

    >>> picture("10h", "ru", "../", extra_class="karty-card--m")
    Picture(classes='karty-card karty-card--m', label='десятка червей', href='../assets/cards/deck.svg#card-10H', viewbox='0 0 200 280')
    """
    c = _card(card)
    lang = _lang(lang)
    return Picture(_classes("karty-card", extra_class), c.name("ru" if lang == "ru" else "en"),
                   f"{deck_url(root)}#{symbol_id(c, lang)}")


def back_picture(lang: str, root: str = "", *, extra_class: str = "") -> Picture:
    """A face-down card, as data: the same for every card, naming none."""
    lang = _lang(lang)
    return Picture(_classes("karty-card karty-card--back", extra_class), BACK_NAME[lang],
                   f"{deck_url(root)}#{BACK_ID}")


def _svg(p: Picture) -> str:
    # the markup is docs/templates/cards.html's (imported here: docs/hooks is on the path)
    from hooks.core.templating import macros

    return str(macros("cards.html").card_href(p))


def _classes(base: str, extra_class: str) -> str:
    return f"{base} {extra_class.strip()}" if extra_class.strip() else base


def card_svg(card: Card | str, lang: str, root: str = "", *, extra_class: str = "") -> str:
    """The markup of ``card``, face up, on a page in ``lang``.

    >>> card_svg("Ks", "en", "../", extra_class='x" onload="y')
    '<svg class="karty-card x&#34; onload=&#34;y" ... aria-label="king of spades">...'
    """
    return _svg(picture(card, lang, root, extra_class=extra_class))


def back_svg(lang: str, root: str = "", *, extra_class: str = "") -> str:
    """The markup of a face-down card: the same for every card, naming none."""
    return _svg(back_picture(lang, root, extra_class=extra_class))
