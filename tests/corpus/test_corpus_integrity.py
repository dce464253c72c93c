"""Corpus integrity: witness hashes, ids, spans, base text, translation, schemas."""
from __future__ import annotations

import hashlib
import itertools
import json
import re
from pathlib import Path

import jsonschema
import pytest
import yaml

from corpus import ROOT
from corpus.load import SCHEMA_DIR, SECTION_ORDER, SEGMENT_ID, CorpusError, check, load_corpus

WITNESS_LIST = ROOT / "witnesses" / "witnesses.yaml"
EDITION_FILES = [ROOT / "edition" / f"{s}.yaml" for s in SECTION_ORDER]


def _witness_list() -> list[dict]:
    assert WITNESS_LIST.is_file(), (
        f"{WITNESS_LIST} is missing: it must record each witness's siglum, file, sha256, "
        f"description and coverage (schema: {SCHEMA_DIR / 'witnesses.json'})")
    return yaml.safe_load(WITNESS_LIST.read_text(encoding="utf-8"))["witnesses"]


def test_witness_files_match_their_recorded_sha256():
    listed = _witness_list()
    assert {w["siglum"] for w in listed} == {"A", "B", "C"}
    for w in listed:
        path = ROOT / "witnesses" / w["file"]
        assert path.is_file(), f"witness {w['siglum']}: {path} is missing"
        digest = hashlib.sha256(path.read_bytes()).hexdigest()
        assert digest == w["sha256"], f"witness {w['siglum']}: {w['file']} has sha256 {digest}, recorded {w['sha256']}"


def test_every_witness_file_is_listed():
    listed = {w["file"] for w in _witness_list()}
    present = {p.name for p in (ROOT / "witnesses").glob("*.txt")}
    assert present == listed
    assert len(present) == 3


def test_the_corpus_loads_and_checks_clean():
    errors = check(ROOT)
    assert errors == [], "\n".join(map(str, errors))
    corpus = load_corpus(ROOT)
    assert [s.id for s in corpus.sections] == list(SECTION_ORDER)
    assert corpus.sigla == ("A", "B", "C")
    assert load_corpus(ROOT) is corpus, "load_corpus is cached while no file changes"


def test_segment_texts_are_witness_A_without_the_whitespace_between_segments(corpus):
    a = corpus.witness("A").text()
    texts = [s.text for s in corpus.segments()]
    pos = 0
    gaps = []
    for seg, text in zip(corpus.segments(), texts):
        gap_start = pos
        while pos < len(a) and a[pos].isspace():
            pos += 1
        gaps.append(a[gap_start:pos])
        assert a[pos:pos + len(text)] == text, f"{seg.id}: not the next stretch of witness A at {pos}"
        pos += len(text)
    assert a[pos:].strip() == "", "witness A has text after the last segment"
    # only whitespace was removed, and only between segments
    assert len("".join(texts)) + sum(map(len, gaps)) + len(a[pos:]) == len(a)
    assert all(g.strip() == "" for g in gaps)
    assert all(t == t.strip() for t in texts), "a segment text begins or ends with whitespace"


def _raw_ids() -> list[tuple[str, str]]:
    out = []
    for path in EDITION_FILES:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        out.append((data["id"], path.name))
        for p in data["paragraphs"]:
            out.append((p["id"], path.name))
            for s in p["segments"]:
                out.append((s["id"], path.name))
                for a in s.get("annotations", []):
                    out.append((a["id"], path.name))
    return out


def test_every_id_is_unique_across_all_files():
    ids = _raw_ids()
    seen: dict[str, str] = {}
    dups = []
    for ident, f in ids:
        if ident in seen:
            dups.append(f"{ident} ({seen[ident]} and {f})")
        seen[ident] = f
    assert not dups, "duplicate ids: " + ", ".join(dups)
    assert len(ids) > 131


def test_every_segment_id_resolves_and_follows_the_pattern(corpus):
    raw_segments = [i for i, _ in _raw_ids() if SEGMENT_ID.match(i)]
    assert len(raw_segments) == len(list(corpus.segments()))
    for ident in raw_segments:
        seg = corpus.segment(ident)
        assert seg.id == ident
        assert ident.startswith(seg.section + ".")
        kind = corpus.section(seg.section).kind
        if re.search(r"\.l\d", ident):
            assert kind == "verse", ident
        if re.search(r"\.s\d", ident):
            assert kind == "prose", ident
    assert corpus.segment("bura.s7").text.startswith("Остальные карты")
    assert corpus.segment("verse1.l12").text == "Наготове есть опять."
    with pytest.raises(LookupError, match="bura.s999"):
        corpus.segment("bura.s999")
    with pytest.raises(LookupError, match="nosuch"):
        corpus.section("nosuch")


def test_every_annotation_span_resolves(corpus):
    count = 0
    for seg, ann in corpus.annotations():
        start, end = ann.span
        assert 0 <= start <= end <= len(seg.text), f"{ann.id}: span {ann.span} outside {seg.id}"
        assert seg.text[start:end] == ann.orig, f"{ann.id}: orig differs from the text"
        assert ann.id.startswith(seg.id + ".a")
        count += 1
    assert count > 50


def test_annotation_spans_never_overlap(corpus):
    for seg in corpus.segments():
        spans = sorted(a.span for a in seg.annotations)
        for (s1, e1), (s2, e2) in itertools.pairwise(spans):
            assert e1 <= s2 and (s1, e1) != (s2, e2), f"{seg.id}: spans {(s1, e1)} and {(s2, e2)} overlap"


def test_the_reading_text_applies_sic_and_reg(corpus):
    seg = corpus.segment("ochko.s39")
    assert seg.text.startswith("Банкуюший")
    assert seg.reading().startswith("Банкующий")
    for seg in corpus.segments():
        expected = seg.text
        for ann in sorted(seg.annotations, key=lambda a: a.span, reverse=True):
            if ann.type in ("sic", "reg"):
                expected = expected[:ann.span[0]] + (ann.corr if ann.type == "sic" else ann.reg) + expected[ann.span[1]:]
        assert seg.reading() == expected, seg.id


def test_translation_is_complete(corpus):
    missing = [s.id for s in corpus.segments() if not s.translation.strip()]
    assert not missing, f"{len(missing)} segments have no English translation: {', '.join(missing[:20])}"
    untranslated = [s.id for s in corpus.segments() if s.translation.strip() == s.text.strip() and len(s.text) > 12]
    assert not untranslated, f"translation is a copy of the Russian: {untranslated}"


def _schema(name: str) -> dict:
    schema = json.loads((SCHEMA_DIR / name).read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    return schema


@pytest.mark.parametrize("path", EDITION_FILES, ids=lambda p: p.name)
def test_each_edition_file_validates_against_its_schema(path: Path):
    validator = jsonschema.Draft202012Validator(_schema("edition-section.json"))
    errors = [f"{list(e.absolute_path)}: {e.message}" for e in validator.iter_errors(
        yaml.safe_load(path.read_text(encoding="utf-8")))]
    assert not errors, "\n".join(errors)


def test_the_witness_list_validates_against_its_schema():
    assert WITNESS_LIST.is_file(), f"{WITNESS_LIST} is missing"
    validator = jsonschema.Draft202012Validator(_schema("witnesses.json"))
    errors = [f"{list(e.absolute_path)}: {e.message}" for e in validator.iter_errors(
        yaml.safe_load(WITNESS_LIST.read_text(encoding="utf-8")))]
    assert not errors, "\n".join(errors)


def test_the_schemas_reject_what_they_should():
    edition = jsonschema.Draft202012Validator(_schema("edition-section.json"))
    good = yaml.safe_load(EDITION_FILES[0].read_text(encoding="utf-8"))
    assert not list(edition.iter_errors(good))
    bad = json.loads(json.dumps(good))
    bad["paragraphs"][0]["segments"][0]["colour"] = "red"
    assert list(edition.iter_errors(bad))
    bad = json.loads(json.dumps(good))
    del bad["paragraphs"][0]["segments"][0]["id"]
    assert list(edition.iter_errors(bad))
    bad = json.loads(json.dumps(good))
    bad["paragraphs"][0]["segments"][0]["annotations"] = [
        {"id": "intro.s1.a9", "type": "sic", "span": [0, 1], "orig": "П"}]  # a sic needs corr
    assert list(edition.iter_errors(bad))
    witnesses = jsonschema.Draft202012Validator(_schema("witnesses.json"))
    assert list(witnesses.iter_errors({"witnesses": [{"siglum": "A"}]}))


def test_corpus_error_is_a_value_error_with_one_line():
    err = CorpusError(Path("corpus/edition/bura.yaml"), "bura.s7", "unknown key 'x'\n(allowed: id)", 12)
    assert isinstance(err, ValueError)
    assert "\n" not in str(err)
    assert str(err).startswith("corpus/edition/bura.yaml:12: segment bura.s7: unknown key 'x'")
