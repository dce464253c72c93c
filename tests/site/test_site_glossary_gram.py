"""The grammar note on the built glossary pages (corpus/gram.py): in English words on
the English pages, with only the Russian word forms left in Russian (and marked
lang="ru"); on the Russian pages as written, each abbreviation spelt out in its title."""
from __future__ import annotations

import re

import pytest
from site_html import Node, built_page, parse_file

CYRILLIC = re.compile(r"[А-Яа-яЁё]")


@pytest.fixture(scope="session")
def glossary():
    from corpus.glossary import load_glossary

    return load_glossary()


def _gram_of(site, lang: str, entry_id: str) -> list[Node]:
    doc = parse_file(built_page(site, lang, f"glossary/{entry_id}.md"))
    [article] = [n for n in doc.iter() if n.tag == "article" and "karty-gl-entry" in n.classes]
    return article.by_class("karty-gl-gram")


def _is_russian(node: Node) -> bool:
    return node.get("lang") == "ru"


def test_english_pages_give_the_grammar_in_english(site, glossary):
    from corpus.gram import ABBREVIATIONS, parse_gram

    checked = 0
    for entry in glossary:
        spans = _gram_of(site, "en", entry.id)
        if not entry.gram:
            assert spans == [], entry.id
            continue
        [span] = spans
        english = span.text(skip=_is_russian)
        assert english.strip(), entry.id
        assert not CYRILLIC.search(english), f"{entry.id}: Russian outside the word forms: {english!r}"
        assert span.get("lang") != "ru", f"{entry.id}: the English note is marked as Russian"
        for abbr in ABBREVIATIONS:
            assert abbr not in span.text(), f"{entry.id}: {abbr!r} shown on the English page"
        forms = [p.text for p in parse_gram(entry.gram) if p.kind == "form"]
        assert [n.text() for n in span.find_all(_is_russian)] == forms, entry.id
        checked += 1
    assert checked >= 50, checked


def test_russian_pages_keep_the_note_and_spell_out_its_abbreviations(site, glossary):
    from corpus.gram import ABBREVIATIONS, parse_gram

    explained = 0
    for entry in glossary:
        spans = _gram_of(site, "ru", entry.id)
        if not entry.gram:
            assert spans == [], entry.id
            continue
        [span] = spans
        assert span.get("lang") == "ru", entry.id
        assert span.text() == entry.gram, entry.id
        abbrs = [(n.text(), n.get("title")) for n in span.find_all(lambda n: n.tag == "abbr")]
        want = [(p.text, ABBREVIATIONS[p.text]["ru"]) for p in parse_gram(entry.gram) if p.kind == "abbr"]
        assert abbrs == want, entry.id
        explained += len(abbrs)
    assert explained >= 50, explained
