"""The outside description of Очко the rulebook cites (:mod:`karty.ochko.rulebook`),
what it is and how it was read (for the rules page)."""

from __future__ import annotations

#: The one outside description we found of this banking form of Очко
#: (ace 1 or 11 "decided between players before the start", K=4 Q=3 J=2, the
#: banker's card shown, the bottom card turned up on top of the deck).
CARDGAMES_WIKI = "cardgames.wiki: «Point (21)» (allgames-2/21)"

#: What each supplement is, and how it was read (for the rules page).
SUPPLEMENTS: dict[str, dict[str, str]] = {
    CARDGAMES_WIKI: {
        "en": "An English rules page for the Russian game of twenty-one on cardgames.wiki, read "
        "in a stored copy: the ace 1 or 11 by agreement, king 4, queen 3, jack 2; the banker's "
        "own card shown; the bottom card turned up on top of the deck; the most points win, "
        "ties go to the banker.",
        "ru": "Англоязычная страница правил русской игры в двадцать одно на cardgames.wiki, "
        "прочитана в сохранённой копии: туз — 1 или 11 по договорённости, король 4, дама 3, "
        "валет 2; карта банкующего открыта; нижнюю карту открывают и кладут на колоду; "
        "выигрывает больший набор, при равенстве — банкующий.",
    },
}

_BURA_VALUES = ("bura.s4", "bura.s5", "bura.s6", "bura.s7", "bura.s30", "bura.s31")
