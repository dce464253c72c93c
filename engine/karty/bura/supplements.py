"""The outside descriptions of Бура the rulebook cites (:mod:`karty.bura.rulebook`),
what each is and how it was read (for the rules page), and the helper that makes
a supplement's provenance."""

from __future__ import annotations

from ..registry import Provenance

# Outside descriptions consulted (see the report in bench/RESULTS.md and the
# module docstring of karty.bura.rules for what each one supports).
PAGAT = "pagat.com, J. McLeod: «Bura and Kozel»"
PARLETT = "D. Parlett, The Penguin Book of Card Games: «Bura»"
WIKI_EN = "en.wikipedia.org: «Bura (card game)»"
WIKI_RU = "ru.wikipedia.org: «Бура и буркозёл»"
EUROPEBET = "europebet.com: Bura table-game rules"
DENEXA = "denexa.com blog: «Bura» (2020)"

#: What each supplement is, and how it was read (for the rules page).
SUPPLEMENTS: dict[str, dict[str, str]] = {
    PAGAT: {
        "en": "John McLeod's page on pagat.com, based on information from Alexey Lobashev and "
        "Alexander Tvaladze; read in a stored copy of the page, not on pagat.com itself.",
        "ru": "Страница Джона Маклеода на pagat.com по сведениям Алексея Лобашева и Александра "
        "Тваладзе; прочитана в сохранённой копии, а не на самом pagat.com.",
    },
    PARLETT: {
        "en": "David Parlett's Penguin Book of Card Games, «Bura», which follows McLeod's "
        "article in The Playing-Card XXVI/2 (information from Alexey Lobashev). Read in an "
        "online copy (readonlinefree.net, reader page 85; its imprint names Penguin Books, "
        "London; the year of that printing and the print page are not shown there, not seen): "
        "'The leader may play one card, or two or three of the same suit'; 'Turn the next card "
        "for trump and half bury it under the stack'.",
        "ru": "«Bura» в книге Дэвида Парлетта «The Penguin Book of Card Games» — по статье "
        "Маклеода в «The Playing-Card» XXVI/2 (сведения Алексея Лобашева). Прочитано в сетевой "
        "копии (readonlinefree.net, с. 85 читалки; в выходных данных копии — Penguin Books, "
        "Лондон; год этого издания и печатная страница там не указаны, мы их не видели): "
        "ходящий может положить одну карту или две-три одной масти; следующую карту "
        "открывают как козырь и наполовину подкладывают под колоду.",
    },
    WIKI_EN: {
        "en": "The English Wikipedia article, which follows McLeod.",
        "ru": "Статья английской Википедии (по Маклеоду).",
    },
    WIKI_RU: {
        "en": "The Russian Wikipedia article, read in a stored copy.",
        "ru": "Статья русской Википедии, прочитана в сохранённой копии.",
    },
    EUROPEBET: {
        "en": "The rules of an online Georgian Bura (20 cards, 10 to ace): a modern, commercial "
        "description, cited only for when a claim may be made.",
        "ru": "Правила онлайн-буры по-грузински (20 карт, от десятки до туза): современное "
        "коммерческое описание, приводится только о том, когда можно заявлять.",
    },
    DENEXA: {
        "en": "The rules of Bura on the blog of Denexa, a maker of playing cards (August 2020), "
        "read in a stored copy; cited only for what a player knows of his own count: "
        "'they have no way of knowing they have [31], other than their memory of the cards "
        "they've captured'.",
        "ru": "Правила буры в блоге Denexa, производителя игральных карт (август 2020 г.), "
        "прочитаны в сохранённой копии; приводятся только о том, что игрок знает о своём "
        "счёте: узнать, набрал ли он 31, ему не из чего, кроме памяти о взятых картах.",
    },
}
UNVERIFIED_EN = "common practice (unverified): no outside description was found that says it"
UNVERIFIED_RU = "обычная практика (не проверено): внешнего описания, где это сказано, не нашлось"


def _sup(*names: str, segments: tuple[str, ...] = (), en: str = "", ru: str = "") -> Provenance:
    return Provenance.from_supplement("; ".join(names), segments=segments, note_en=en, note_ru=ru)

