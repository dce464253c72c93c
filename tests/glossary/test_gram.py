"""The grammar notes (corpus/gram.py): every abbreviation the glossary uses is in the
table, the English reading keeps no Russian but the word forms, and a note with an
abbreviation or word the tables lack stops the glossary from loading, naming both."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from corpus.glossary import check_glossary, load_glossary
from corpus.gram import ABBREVIATIONS, PHRASES, GramError, english, parse_gram
from corpus.load import CorpusError

CYRILLIC = re.compile(r"[А-Яа-яЁё]")
#: an abbreviation as a script finds it, independently of the parser: a run of
#: Cyrillic letters ending in a full stop (with «3 л.», «вин. п.» as one token)
ABBR_TOKEN = re.compile(r"(?:\d )?[А-Яа-яЁё]+\.(?: п\.)?")


def _notes(glossary) -> dict[str, str]:
    return {e.id: e.gram for e in glossary if e.gram}


def test_every_abbreviation_in_the_data_is_in_the_table(glossary):
    found = {tok for note in _notes(glossary).values() for tok in ABBR_TOKEN.findall(note)}
    assert found, "the scan found no abbreviation at all"
    assert found <= set(ABBREVIATIONS), sorted(found - set(ABBREVIATIONS))
    # the ones the glossary uses now (if a note changes, update this list on purpose)
    assert {"ж.", "м.", "ср.", "мн.", "нескл.", "вин. п.", "род. п.", "род.", "предл.", "сов.", "несов.",
            "1 л.", "3 л.", "сущ.", "прил.", "прич.", "нареч.", "межд.", "субст.", "разг."} <= found


def test_every_note_reads_back_and_in_english_keeps_only_the_forms_russian(glossary):
    for ident, note in _notes(glossary).items():
        pieces = parse_gram(note)
        assert "".join(p.text for p in pieces) == note, ident
        rest = "".join(p.en for p in pieces if p.kind != "form")
        assert not CYRILLIC.search(rest), (ident, rest)
        for p in pieces:
            if p.kind == "form":
                assert p.text not in PHRASES and not p.text.endswith("."), (ident, p)
            if p.kind == "abbr":
                assert p.ru and p.en and not CYRILLIC.search(p.en), (ident, p)


@pytest.mark.parametrize("note, english_text", [
    ("ж., вин. п. буру́", "feminine, accusative буру́"),
    ("несов.; 3 л. мн. ле́пят", "imperfective; 3rd person plural ле́пят"),
    ("ср., нескл.", "neuter, indeclinable"),
    ("мн.; разг. Соловки́", "plural; colloquial Соловки́"),
    ("ж., род. п. та́лии (у Пушкина та́льи)", "feminine, genitive та́лии (in Pushkin та́льи)"),
    ("м., тв. п. ед. ко́ном", "masculine, instrumental singular ко́ном"),
    ("нескл.; от сокр. бу́ра", "indeclinable; from abbreviation бу́ра"),
])
def test_english_reading(note, english_text):
    assert english(note) == english_text


@pytest.mark.parametrize("note, token, kind", [
    ("ж., зват. п. бу́ра", "зват.", "abbreviation"),
    ("м.; уменьш. ко́ник", "уменьш.", "abbreviation"),
    ("ж., обычно буру́", "обычно", "word"),
])
def test_an_unknown_token_is_an_error_naming_it_in_both_languages(note, token, kind):
    with pytest.raises(GramError) as raised:
        parse_gram(note)
    message = str(raised.value)
    assert repr(token) in message and f"«{token}»" in message, message
    assert repr(note) in message and f"«{note}»" in message, message
    assert f"unknown {kind}" in message
    assert ("неизвестное сокращение" if kind == "abbreviation" else "неизвестное слово") in message
    assert isinstance(raised.value, ValueError)


def test_an_entry_with_an_unknown_abbreviation_does_not_load(glossary_copy):
    root: Path = glossary_copy()
    path = root / "bura.yaml"
    text = path.read_text(encoding="utf-8")
    assert 'gram: "ж., вин. п. буру́"' in text
    path.write_text(text.replace('gram: "ж., вин. п. буру́"', 'gram: "ж., зват. п. буру́"'), encoding="utf-8")
    errors = check_glossary(root)
    assert len(errors) == 1, errors
    message = str(errors[0])
    assert errors[0].file.name == "bura.yaml" and errors[0].line == 4, message
    assert "entry bura" in message and "'зват.'" in message and "«зват.»" in message, message
    with pytest.raises(CorpusError, match="зват"):
        load_glossary(root)


def test_the_module_examples():
    import doctest

    import corpus.gram

    result = doctest.testmod(corpus.gram)
    assert result.attempted >= 3 and result.failed == 0, result
