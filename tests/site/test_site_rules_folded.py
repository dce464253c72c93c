"""The rules and odds pages' DOM is what is read (issue 28): what is under a closed
fold's summary (a group of rules, an option, a figure's data) waits in a ``template[data-karty-fold]`` that
rules.mjs puts in place when the fold opens, with the same markup in a
``noscript.karty-noscript`` for readers without scripting; the search index reads
that copy, so each rule is indexed once, as before the folding."""
from __future__ import annotations

import html

import pytest
from site_html import LANGUAGES, Node, built_page, parse_file, search_docs
from test_site_folded import _ids, _live

pytestmark = pytest.mark.site

GAMES = ("bura", "ochko", "stos")
#: elements a scripting browser builds for a rules page before any fold is opened
#: (counted so: 1,974, 2,773 and 1,025 before the folding, 751, 927 and 609 after)
DOM_LIMIT = 1000


def _page(site, lang: str, game: str) -> Node:
    return parse_file(built_page(site, lang, f"rules/{game}.md"))


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_closed_folds_wait_in_templates_with_a_noscript_copy(site, lang, game):
    doc = _page(site, lang, game)
    folds = [n for n in doc.iter() if n.tag == "details" and "karty-fold" in n.classes]
    assert len(folds) > 5, f"{lang}/{game}"
    for fold in folds:
        where = f"{lang}/{game}#{fold.get('id')}"
        assert not fold.has("open"), where
        kids = [c for c in fold.children if isinstance(c, Node)]
        assert [c.tag for c in kids] == ["summary", "noscript", "template"], where
        _, copy, later = kids
        assert "karty-noscript" in copy.classes and later.has("data-karty-fold"), where
        # the search plugin skips the template, and reads the copy
        assert later.has("data-search-exclude") and not copy.has("data-search-exclude"), where
        assert _ids(later) == _ids(copy) and later.text() == copy.text(), where
        assert [n for n in later.iter() if n.tag in ("article", "li", "p")], f"{where}: empty"
    # no rule is in the live DOM before its fold is opened
    live = _live(doc)
    assert not [n for n in live if "karty-rule" in n.classes or "karty-opt" in n.classes]
    assert len(live) <= DOM_LIMIT, f"{lang}/{game}: {len(live)} elements"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_rule_is_indexed_once_for_search(site, lang):
    from karty import REGISTRY

    prefix = LANGUAGES[lang]
    docs = [d for d in search_docs(site) if str(d["location"]).startswith(f"{prefix}rules/")
            and not (lang == "en" and str(d["location"]).startswith("ru/"))]

    def flat(s: str) -> str:  # the index keeps markup escaped ("6 &lt; 7")
        return " ".join(html.unescape(s).split())

    text = flat("\n".join(str(d["text"]) for d in docs))
    for game in GAMES:
        for rule in REGISTRY.for_game(game):
            statement = flat(rule.statement_ru if lang == "ru" else rule.statement_en)
            assert text.count(statement) >= 1, (lang, rule.id)
    # the fold's copy is read once: the first rule's statement is not doubled
    first = REGISTRY.for_game("bura")[0]
    own = flat(first.statement_ru if lang == "ru" else first.statement_en)
    bura = flat("\n".join(str(d["text"]) for d in docs if str(d["location"]).startswith(f"{prefix}rules/bura/")))
    assert bura.count(own) == 1, own


ODDS = ("bura", "ochko", "stos")
#: elements of an odds page before any data table is opened (counted so: odds/ochko
#: 6,185 before the folding, 3,473 after; odds/bura 2,339 → 1,331; odds/stos 904 → 658)
ODDS_DOM_LIMIT = 4000


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", ODDS)
def test_odds_data_tables_wait_in_templates(site, lang, game):
    doc = parse_file(built_page(site, lang, f"odds/{game}.md"))
    folds = [n for n in doc.iter() if n.tag == "details" and "karty-figure__data" in n.classes]
    assert folds, f"{lang}/{game}"
    for fold in folds:
        kids = [c for c in fold.children if isinstance(c, Node)]
        assert [c.tag for c in kids] == ["summary", "noscript", "template"], f"{lang}/{game}"
        _, copy, later = kids
        assert later.has("data-karty-fold") and later.has("data-search-exclude")
        assert later.text() == copy.text() and later.text().strip()
    live = _live(doc)
    assert not [n for n in live if "karty-figure__table" in n.classes], f"{lang}/{game}: a data table is live"
    assert len(live) <= ODDS_DOM_LIMIT, f"{lang}/{game}: {len(live)} elements"
