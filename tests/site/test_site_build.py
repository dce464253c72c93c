"""The build itself: strict and silent, every page in both languages, the language
switch, search in both languages."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from site_html import LANGUAGES, built_page, parse_file, search_docs

pytestmark = pytest.mark.site

REPO = Path(__file__).resolve().parents[2]


def test_strict_build_has_no_warnings(build):
    if build.log is None:
        pytest.skip("testing an existing build (KARTY_SITE_DIR): its log is not available")
    assert build.returncode == 0
    warnings = [line for line in build.log.splitlines() if re.match(r"^\s*(WARNING|ERROR)\b", line)]
    assert warnings == [], "the build logged:\n" + "\n".join(warnings)
    print(f"mkdocs build --strict: {build.seconds:.1f} s")


def test_every_page_has_both_languages_in_the_sources():
    en = {p.relative_to(REPO / "docs" / "en").as_posix() for p in (REPO / "docs" / "en").rglob("*.md")}
    ru = {p.relative_to(REPO / "docs" / "ru").as_posix() for p in (REPO / "docs" / "ru").rglob("*.md")}
    assert en, "no pages in docs/en"
    assert sorted(en - ru) == [], "English pages without a Russian version"
    assert sorted(ru - en) == [], "Russian pages without an English version"


def test_every_page_is_built_in_both_languages(site, page_sources):
    missing = [
        str(built_page(site, lang, source).relative_to(site))
        for source in page_sources
        for lang in LANGUAGES
        if not built_page(site, lang, source).is_file()
    ]
    assert missing == []


def test_pages_declare_their_language(site, page_sources):
    for source in page_sources:
        for lang in LANGUAGES:
            doc = parse_file(built_page(site, lang, source))
            html = doc.find_all(lambda n: n.tag == "html")[0]
            assert html.get("lang") == lang, f"{lang}/{source}: <html lang={html.get('lang')!r}>"


def test_language_switch_links_to_the_same_page(site, page_sources):
    for source in page_sources:
        for lang in LANGUAGES:
            path = built_page(site, lang, source)
            doc = parse_file(path)
            links = {a.get("hreflang"): a for a in doc.by_class("md-select__link")}
            assert set(links) == set(LANGUAGES), f"{path}: language links {sorted(links)}"
            for other, a in links.items():
                target = (path.parent / (a.get("href") or "")).resolve()
                if target.is_dir():
                    target = target / "index.html"
                assert target == built_page(site, other, source).resolve(), (
                    f"{lang}/{source}: the {other} link goes to {a.get('href')}"
                )


def test_search_covers_both_languages(site):
    # one index per language (docs/hooks/search/language.py): English at the root, Russian under ru/
    for root, title in (("", "The rules of bura"), ("ru", "Правила буры")):
        index = json.loads((site / root / "search" / "search_index.json").read_text(encoding="utf-8"))
        assert {"en", "ru"} <= set(index["config"]["lang"])
        assert any(doc["title"] == title for doc in index["docs"]), (root, title)
        # the Russian text of the edition is searchable
        assert any("Обычно играют двое" in doc["text"] for doc in index["docs"])
    # the lunr stemmer for Russian is served by the site
    assert list(site.glob("assets/javascripts/lunr/min/lunr.ru.min.js"))


def test_search_indexes_the_text_not_the_apparatus(site):
    """Reading pages index the reading text and translation; the toolbar, coverage,
    witness views, tooltips and popovers carry data-search-exclude."""
    index = {"docs": search_docs(site)}
    reading = [d for d in index["docs"] if re.match(r"^(ru/)?text/[a-z0-9]+/", d["location"])]
    assert reading
    for doc in reading:
        for leftover in ("not in this witness", "нет в этом свидетеле", "Readings of the witnesses",
                         "Чтения свидетелей", "Witnesses of this section", "Свидетели этого раздела"):
            assert leftover not in doc["text"], (doc["location"], leftover)


def test_every_card_picture_names_a_card_of_the_deck(site):
    """Every <use> of the card sprite, on every page of both languages, points to a symbol
    the sprite has (a Russian page's 10♠ is the sprite's card-10S: only J Q K A have a
    -ru drawing); a missing one is an empty gap where a card should be."""
    sprite = (site / "assets" / "cards" / "deck.svg").read_text(encoding="utf-8")
    symbols = set(re.findall(r'<symbol[^>]*\sid="([^"]+)"', sprite))
    assert {"card-10S", "card-AS-ru", "card-back"} <= symbols
    uses = 0
    for page in site.rglob("*.html"):
        for ref in re.findall(r'(?:xlink:)?href="[^"#]*deck\.svg#([^"]+)"', page.read_text(encoding="utf-8")):
            assert ref in symbols, (page.relative_to(site).as_posix(), ref)
            uses += 1
    assert uses >= 50
