"""The entry files: schema, stress marks, labels, cross-references, and one clear
error per malformed file."""
from __future__ import annotations

import json
import re
import unicodedata
from pathlib import Path

import jsonschema
import pytest
import yaml

from corpus.glossary import (
    CATEGORIES,
    GLOSSARY_DIR,
    LABELS,
    SCHEMA_FILE,
    STRESS,
    check_glossary,
    load_glossary,
)
from corpus.load import CorpusError

ENTRY_FILES = sorted(GLOSSARY_DIR.glob("*.yaml"))


def test_schema_is_a_valid_json_schema():
    schema = json.loads(SCHEMA_FILE.read_text(encoding="utf-8"))
    jsonschema.validators.validator_for(schema).check_schema(schema)


@pytest.mark.parametrize("path", ENTRY_FILES, ids=lambda p: p.stem)
def test_every_entry_validates_against_the_schema(path: Path):
    schema = json.loads(SCHEMA_FILE.read_text(encoding="utf-8"))
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    jsonschema.validate(data, schema)
    assert data["id"] == path.stem


def test_the_glossary_loads_without_problems(glossary):
    assert check_glossary(GLOSSARY_DIR) == []
    assert len(glossary) == len(ENTRY_FILES)


def test_size_and_categories(glossary):
    assert 40 <= len(glossary) <= 70
    groups = glossary.by_category()
    assert list(groups) == list(CATEGORIES)
    assert all(groups[c] for c in CATEGORIES), "every category has entries"
    assert sum(len(v) for v in groups.values()) == len(glossary)


def test_the_terms_the_issue_names_have_entries(glossary):
    headwords = {e.plain_headword.lower().replace("ё", "е") for e in glossary}
    for word in ["стос", "шухер", "карцер", "взводный", "метать", "лепить", "бура", "молодка", "очко",
                 "кон", "взятка", "снос", "крапом вверх", "банковать", "банкующий", "банкомет", "банк",
                 "бить", "бой", "ударить", "стук", "перебор", "зарезать", "в темную", "в открытую",
                 "красная москва", "суперочко", "козырь", "масть", "старшинство", "на старшего",
                 "срезать", "тасовать", "лист", "картинка", "туз", "король", "дама", "валет",
                 "десятка", "игра сделана", "взаимозачет", "казино", "командир", "стенгазета",
                 "исправительно-трудовая система", "соловецкие острова", "картежная игра", "азарт",
                 "последняя рука"]:
        assert word in headwords, word
    # очко twice: the point and the game
    assert {"ochko", "ochko-point"} <= set(glossary.ids)


def test_headwords_carry_stress_marks(glossary):
    vowels = set("аеёиоуыэюяАЕЁИОУЫЭЮЯ")
    for e in glossary:
        hw = unicodedata.normalize("NFC", e.headword)
        for word in re.split(r"[ -]", hw):
            syllables = sum(ch in vowels for ch in word)
            marks = word.count(STRESS) + word.lower().count("ё")
            assert marks <= 1, (e.id, word)
            if syllables >= 2:
                assert marks == 1, f"{e.id}: {word!r} needs a stress mark"
        for i, ch in enumerate(hw):
            if ch == STRESS:
                assert hw[i - 1] in vowels, (e.id, hw)
    spot = {e.id: e.headword for e in glossary}
    assert spot["shukher"] == "шу́хер"
    assert spot["bura"] == "бура́"
    assert spot["kozyr"] == "ко́зырь"
    assert spot["zarezat"] == "зареза́ть"  # imperfective, as «зарезает» in the text
    assert spot["srezat"] == "сре́зать"   # perfective: «дать срезать колоду»


def test_labels_senses_and_short_definitions(glossary):
    for e in glossary:
        assert set(e.labels) <= set(LABELS), e.id
        assert e.senses, e.id
        for s in e.senses:
            assert set(s.labels) <= set(LABELS)
            assert s.definition["ru"] and s.definition["en"]
        assert "\n" not in e.short["en"] and "\n" not in e.short["ru"], "tooltips are one line"
        assert len(e.short["en"]) <= 120 and len(e.short["ru"]) <= 120, e.id
        assert e.phrase == (" " in e.plain_headword.strip())


def test_related_ids_exist_and_are_not_self(glossary):
    ids = set(glossary.ids)
    for e in glossary:
        assert e.id not in e.related
        assert set(e.related) <= ids, (e.id, set(e.related) - ids)


def test_etymologies_mark_their_certainty(glossary):
    # шухер is disputed (SOURCES.md); the text's own terms are not given outside origins
    assert glossary["shukher"].etymology.certainty == "disputed"
    for ident in ("krasnaya-moskva", "bura", "kozyr", "stuk"):
        assert glossary[ident].etymology.certainty in ("uncertain", "disputed"), ident


def test_terms_known_only_from_the_text_say_so(glossary):
    for ident in ("krasnaya-moskva", "superochko"):
        e = glossary[ident]
        assert e.note is not None and "only from our text" in e.note["en"]
        assert not e.attestations


def test_attestations_are_sourced_and_flag_what_we_did_not_check(glossary):
    for e in glossary:
        for a in e.attestations:
            assert a.source and a.note["en"] and a.note["ru"]
            if a.quote:
                assert a.checked, f"{e.id}: a quotation must come from a passage we read"
            if not a.title_verified:
                assert "т. 2" in a.source and a.date is None, "unverified titles are cited by volume"
            if not a.checked:
                assert "not checked" in a.note["en"] or "not seen" in a.note["en"], e.id
            if a.checked:
                # a passage marked as read names the piece it comes from
                assert a.title_verified, f"{e.id}: {a.source}: checked, but the piece is unnamed"
                assert "«" in a.source and a.via, f"{e.id}: {a.source}"
    shalamov = [a for e in glossary for a in e.attestations if "Собрание сочинений" in a.source]
    assert shalamov and all(not a.title_verified and not a.checked for a in shalamov)
    # «На представку»: the phrase is known from a dictionary example, not from an edition of
    # the story, so it is not marked as read and carries no quotation (issue 27, item 8)
    story = [a for e in glossary for a in e.attestations if "«На представку»" in a.source]
    assert story and all(not a.checked and not a.quote and a.date == "1956" for a in story)
    dal = [a for a in glossary["stos"].attestations if "Даль" in a.source]
    assert dal and dal[0].date == "1863–1866" and dal[0].form == "штосс"


def test_entries_serialise_for_the_site(glossary):
    for e in glossary.alphabetical():
        d = e.to_dict()
        json.dumps(d, ensure_ascii=False)
        assert d["id"] == e.id and d["short"] == e.short
    alpha = [e.sort_key[0] for e in glossary.alphabetical()]
    assert alpha == sorted(alpha)


# --------------------------------------------------------------------------- malformed files

def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {path.name}: the test's anchor moved"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def _one_error(root: Path) -> CorpusError:
    errors = check_glossary(root)
    assert len(errors) == 1, "expected exactly one error, got:\n" + "\n".join(map(str, errors))
    with pytest.raises(CorpusError) as raised:
        load_glossary(root)
    assert str(raised.value) == str(errors[0])
    assert "\n" not in str(errors[0])
    return errors[0]


BREAKAGES = [
    # (file, old, new, expected message fragment)
    ("stos", "category: play", "category: games", "category: 'games' is not one of"),
    ("stos", "in_text: true", "in_text: true\nfoo: 1", "unknown key 'foo'"),
    ("stos", "short:\n", "shorty:\n", "unknown key 'shorty'"),
    ("stos", "pos: noun", "pos: noun\npos: verb", "duplicate key 'pos'"),
    ("stos", "id: stos", "id: stoss", "id 'stoss' differs from the file name 'stos.yaml'"),
    ("bankovat", "headword: банкова́ть", "headword: банковать", "'банковать' has no stress mark"),
    ("bankovat", "headword: банкова́ть", "headword: ба́нкова́ть", "more than one stress mark"),
    ("bankovat", "labels: [карт.]", "labels: [карт, жарг.]", "'карт' is not one of"),
    ("bankovat", "forms: [банковать]", "forms: []", "forms: must list the forms"),
    ("bankovat", "forms: [банковать]", "forms: [банкова́ть]", "has a stress mark"),
    ("bankovat", "forms: [банковать]", "forms: [банковать, Банковать]", "are the same"),
    ("bankovat", "related: [bank,", "related: [banc,", "related names an unknown entry 'banc'"),
    ("bankovat", "related: [bank,", "related: [bankovat, bank,", "related lists the entry itself"),
    ("bankovat", '"банковать:INFN"', '"банковать:FOO"', "does not match the pattern"),
    ("v-temnuyu", "phrase: true\n", "", "phrase must be true"),
    ("stos", "checked: false", "checked: maybe", "'maybe' should be of type boolean"),
    ("stos", 'date: "1863–1866"', 'date: "in the 1860s"', "does not match the pattern"),
    ("stos", "  certainty: probable", "  certainty: likely", "'likely' is not one of"),
    ("stos", "\nforms: [стос]", "\nforms: [стос]\nonly: [verse1-l8]", "does not match the pattern"),
    ("stos", "forms: [стос]\n", "forms: [стос\n", "bad YAML at line"),
]


@pytest.mark.parametrize("ident, old, new, expected", BREAKAGES,
                         ids=[f"{b[0]}:{b[3][:30]}" for b in BREAKAGES])
def test_a_malformed_entry_gives_one_clear_error(glossary_copy, ident, old, new, expected):
    root = glossary_copy()
    path = root / f"{ident}.yaml"
    _edit(path, old, new)
    err = _one_error(root)
    message = str(err)
    assert message.startswith(str(path)) or path.name in message, message
    assert expected in message, message
    assert err.file.name == path.name


def test_in_text_false_needs_a_note_and_no_forms(glossary_copy):
    root = glossary_copy()
    path = root / "lepit.yaml"
    _edit(path, "in_text: true", "in_text: false\nnote: {en: not in the text, ru: нет в тексте}")
    assert "forms: must be empty when in_text is false" in str(_one_error(root))
    _edit(path, "forms: [лепят]", "forms: []")
    assert check_glossary(root) == []
    _edit(path, "note: {en: not in the text, ru: нет в тексте}", "")
    assert "missing key 'note'" in str(_one_error(root))


def test_not_a_mapping_and_stray_files(glossary_copy):
    root = glossary_copy()
    (root / "stos.yaml").write_text("- just\n- a list\n", encoding="utf-8")
    assert "must hold one mapping" in str(_one_error(root))
    (root / "stos.yaml").write_bytes((GLOSSARY_DIR / "stos.yaml").read_bytes())
    (root / "bank.yml").write_text("id: bank\n", encoding="utf-8")
    assert "an entry file is <id>.yaml" in str(_one_error(root))


def test_every_bad_file_is_reported(glossary_copy):
    root = glossary_copy()
    _edit(root / "stos.yaml", "category: play", "category: x")
    _edit(root / "kon.yaml", "pos: noun", "pos: nn")
    errors = check_glossary(root)
    assert sorted(e.file.name for e in errors) == ["kon.yaml", "stos.yaml"]
