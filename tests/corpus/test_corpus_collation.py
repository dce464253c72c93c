"""The computed apparatus: tokeniser, classes, and a hand-verified list of variants.

Every expected variant below was checked by reading the witness files
(corpus/witnesses/*.txt) with Python, e.g. `"исправительнотрудовой" in A`,
`"исправительно-трудовой" in B`; see the comment on each row."""
from __future__ import annotations

import pytest

from corpus.collate import (
    VARIANT_TYPES,
    AppEntry,
    Token,
    alignment,
    apparatus,
    classify,
    coverage,
    diplomatic,
    normalise,
    tokenize,
)

# --------------------------------------------------------------------------- tokens


def test_normalised_forms():
    assert normalise("Ёлка") == "елка"
    assert normalise("«") == normalise("»") == normalise('"') == '"'
    assert normalise("-") == normalise("—") == normalise("–") == "—"
    assert normalise("...") == normalise("…") == "…"
    assert normalise("исправительно-трудовой") == normalise("исправительнотрудовой")
    assert normalise("20-х") == normalise("20х")
    assert normalise("иг- року") == "игроку"


def test_tokeniser():
    toks = tokenize("Каждому иг- року надо")
    assert [t.t for t in toks] == ["Каждому", "иг- року", "надо"]
    assert toks[1].n == "игроку" and toks[1].word
    toks = tokenize("Туз - одиннадцать")  # a dash between spaces is not a line-break hyphen
    assert [t.t for t in toks] == ["Туз", "-", "одиннадцать"] and not toks[1].word
    toks = tokenize("Моментально МоментальноВ общем")
    assert [t.t for t in toks] == ["Моментально", "Моментально", "В", "общем"]
    toks = tokenize('чудный «стос». кто-то...')
    assert [t.t for t in toks] == ["чудный", "«", "стос", "»", ".", "кто-то", "..."]
    assert [t.n for t in toks] == ["чудный", '"', "стос", '"', ".", "ктото", "…"]
    text = "Игра в буру — азарт"
    assert all(text[t.start:t.end] == t.t for t in tokenize(text))
    masked = tokenize("Шрифт:\nТекст", masked=[(0, 6)])
    assert [t.t for t in masked] == ["Текст"]


def _toks(*forms: str) -> list[list[Token]]:
    return [tokenize(f) for f in forms]


@pytest.mark.parametrize("forms, kind", [
    (('"', "«"), "typographic"),
    (("-", "—"), "typographic"),
    (("", "—"), "typographic"),
    ((",", "."), "typographic"),
    (("Стук", "стук"), "typographic"),
    (("исправительнотрудовой", "исправительно-трудовой"), "run-together"),
    (("игроку", "иг- року"), "line-break-hyphen"),
    (("Банкуюший", "Банкующий"), "letter-confusion"),
    (("внугрилагерных", "внутрилагерных"), "letter-confusion"),
    (("выиграют", "выиграл"), "substantive"),       # two real words: not a misspelling
    (("карты", "карту"), "substantive"),
    (("игре", "партии"), "substantive"),
    (("игре", ""), "substantive"),                  # a one-word omission is not a lacuna
])
def test_classify(forms, kind):
    assert classify(_toks(*forms)) == kind


def test_classify_refuses_a_non_variant():
    with pytest.raises(ValueError):
        classify(_toks("игра", "игра"))


# --------------------------------------------------------------------------- the hand-verified list

def _find(corpus, entries, segment: str, needle: str, occurrence: int = 0) -> AppEntry:
    """The one non-lacuna entry of `segment` whose span touches `needle` in its text."""
    text = corpus.segment(segment).text
    start = -1
    for _ in range(occurrence + 1):
        start = text.index(needle, start + 1)
    end = start + len(needle)
    hits = [e for e in entries if e.segment == segment and e.type != "lacuna"
            and (e.span[0] < end and start < e.span[1] or (e.span[0] == e.span[1] and start <= e.span[0] <= end))]
    assert len(hits) == 1, f"{segment} {needle!r}: expected one entry, found {hits}"
    return hits[0]


# (segment, needle in A's text, class, expected readings (None = not covered), how it was verified)
VARIANTS = [
    ("intro.s1", "исправительнотрудовой", "run-together",
     {"A": "исправительнотрудовой", "B": "исправительно-трудовой", "C": None}),   # A, B line 1
    ("intro.s3", "20х", "run-together", {"A": "20х", "B": "20-х", "C": None}),     # «в середине 20х/20-х годов»
    ("verse1.l8", '"', "typographic", {"A": '"', "B": "«", "C": None}),             # чудный "стос" / «стос»
    ("interlude.s2", "огрехов растраты", "typographic", {"A": "", "B": "—", "C": None}),  # B: «огрехов — растраты»
    ("verse2.l4", "...", "typographic", {"A": "...", "B": "…", "C": None}),          # «черный дым...» / «дым…»
    ("bura.s3", "игроку", "line-break-hyphen", {"A": "игроку", "B": "игроку", "C": "иг- року"}),
    ("bura.s16", "победой", "line-break-hyphen", {"A": "победой", "B": "победой", "C": "побе- дой"}),
    ("bura.s31", "четыре", "line-break-hyphen", {"A": "четыре", "B": "четыре", "C": "че- тыре"}),
    ("bura.s4", "Туз - одиннадцать", "typographic", {"A": "-", "B": "—", "C": "-"}),  # C also has " - "
    ("bura.s5", "Десятка десять", "typographic", {"A": "", "B": "—", "C": "-"}),      # B «Десятка — десять», C «Десятка - десять»
    ("ochko.s8", ",", "typographic", {"A": ",", "B": ".", "C": None}),               # «банкуюшего, что» / «банкуюшего. что»
    ("ochko.s10", "выиграют", "substantive", {"A": "выиграют", "B": "выиграл", "C": None}),
    ("ochko.s29", "какуюто", "run-together", {"A": "какуюто", "B": "какую-то", "C": None}),
    ("ochko.s39", "Банкуюший", "letter-confusion", {"A": "Банкуюший", "B": "Банкующий", "C": None}),
]


@pytest.mark.parametrize("segment, needle, kind, readings", VARIANTS, ids=[f"{v[0]}:{v[1]}" for v in VARIANTS])
def test_hand_verified_variant(corpus, entries, segment, needle, kind, readings):
    e = _find(corpus, entries, segment, needle)
    assert e.type == kind
    assert e.readings == readings


def test_verse2_line1_dash_is_typographic_and_its_lemma_follows_the_edition(corpus, entries):
    e = _find(corpus, entries, "verse2.l1", "наводит")
    assert e.type == "typographic"
    assert e.readings["B"].endswith("—") and not e.readings["A"].endswith("—")
    assert e.lemma == corpus.segment("verse2.l1").reading_of(*e.span).strip()


# lacunae: (witness, first base segment, last base segment)
LACUNAE = [
    ("B", "verse1.l9", "verse1.l16"),   # B: «…«стос». МоментальноВ общем…»: breaks off after «Моментально»
    ("B", "verse2.cite", "verse2.cite"),  # B: «тюрьму…Бура»: no newspaper citation
    ("B", "ochko.s1", "ochko.s7"),      # B: «Очко\nВ\n«Стук» …»: only the first word of ochko.s1
    ("B", "ochko.s46", "ochko.s67"),    # B ends with «…пришло раньше.» (ochko.s45)
    ("C", "bura.title", "bura.title"),  # C begins with «Обычно играют двое.»
]


def _lacunae(entries, siglum):
    return {(e.segment, e.end[0] if e.end else e.segment) for e in entries
            if e.type == "lacuna" and e.readings[siglum] is None and not (e.note or {}).get("en", "").endswith("this section")}


@pytest.mark.parametrize("siglum, first, last", LACUNAE)
def test_hand_verified_lacuna(entries, siglum, first, last):
    hits = [e for e in entries if e.type == "lacuna" and e.segment == first and e.readings[siglum] is None]
    assert len(hits) == 1, hits
    e = hits[0]
    assert (e.end[0] if e.end else e.segment) == last
    assert e.readings["A"]


def test_lacuna_in_verse1_starts_after_the_surviving_word(corpus, entries):
    e = next(e for e in entries if e.type == "lacuna" and e.segment == "verse1.l9")
    assert corpus.segment("verse1.l9").text[:e.span[0]].strip() == "Моментально"
    e = next(e for e in entries if e.type == "lacuna" and e.segment == "ochko.s1")
    assert corpus.segment("ochko.s1").text[:e.span[0]].strip() == "В"


def test_c_is_one_lacuna_per_section_it_lacks(corpus, entries):
    whole = [e for e in entries if e.type == "lacuna" and (e.note or {}).get("en", "").endswith("not contain this section")]
    assert sorted(e.section for e in whole) == sorted(["intro", "verse1", "interlude", "verse2", "ochko"])
    assert all(e.missing == ("C",) for e in whole)
    # and no per-word entries for C outside Бура
    for e in entries:
        if e.section != "bura":
            assert e.readings["C"] is None


def test_no_variant_where_the_witnesses_agree(corpus, entries):
    # «внугрилагерных» is misspelt in both A and B (C lacks the interlude): not a variant
    text = corpus.segment("interlude.s1").text
    i = text.index("внугрилагерных")
    assert not [e for e in entries if e.segment == "interlude.s1" and e.type != "lacuna"
                and e.span[0] < i + 14 and i < e.span[1]]
    # B's last sentence is whole: its final full stop is not displaced
    assert not [e for e in entries if e.segment == "ochko.s45" and e.type != "typographic"]
    # «Обычно играют двое.» is the same in all three
    assert not [e for e in entries if e.segment == "bura.s1"]


def test_every_class_occurs_and_counts_are_plausible(entries):
    counts = {t: sum(1 for e in entries if e.type == t) for t in VARIANT_TYPES}
    assert {e.type for e in entries} == set(VARIANT_TYPES)
    assert counts["line-break-hyphen"] == 8      # the eight «x- y» breaks of C
    assert counts["typographic"] > 40
    assert counts["lacuna"] == 10                 # 5 B/C gaps + C lacks 5 sections


def test_entries_are_well_formed_and_in_text_order(corpus, entries):
    sigla = corpus.sigla
    last_key = None
    per_section: dict[str, int] = {}
    for e in entries:
        seg = corpus.segment(e.segment)
        assert e.section == seg.section
        per_section[e.section] = per_section.get(e.section, 0) + 1
        assert e.id == f"app-{e.section}-{per_section[e.section]}"
        assert 0 <= e.span[0] <= e.span[1] <= len(seg.text)
        assert tuple(e.readings) == sigla
        assert e.type in VARIANT_TYPES
        if e.type != "lacuna":
            assert e.lemma == seg.reading_of(*e.span).strip()
            assert e.readings["A"] == seg.text[e.span[0]:e.span[1]].strip()
            covering = {r for r in e.readings.values() if r is not None}
            assert len(covering) > 1, f"{e.id} is not a variant"
        key = (corpus.index(e.segment), e.span[0])
        assert last_key is None or key >= last_key
        last_key = key
    assert len({e.id for e in entries}) == len(entries)


def test_paratext_is_not_collated(corpus, entries):
    for e in entries:
        for r in e.readings.values():
            assert r is None or ("Шрифт" not in r and "Побеги, тюремные" not in r)
    al = alignment(corpus)
    assert [p for _, _, p in al.paratext["B"]] == ["Побеги, тюремные игры", "Шрифт:"]


def test_apparatus_is_cached_and_deterministic(corpus, entries):
    assert apparatus(corpus) is entries
    from corpus.collate import _build_alignment, _section_units  # recompute without the cache
    fresh = _build_alignment(corpus)
    base = corpus.sections[0].base
    again = [(u.lo, u.hi, u.type) for s in corpus.sections for u in _section_units(fresh.sections[s.id], base, corpus)]
    cached = [(u.lo, u.hi, u.type) for s in corpus.sections
              for u in _section_units(alignment(corpus).sections[s.id], base, corpus)]
    assert again == cached


# --------------------------------------------------------------------------- diplomatic texts and coverage

def test_diplomatic_text_of_A_is_the_segment_text(corpus):
    assert diplomatic(corpus, "A") == {s.id: s.text for s in corpus.segments()}


def test_diplomatic_texts_of_B_and_C(corpus):
    b = diplomatic(corpus, "B")
    assert b["intro.s1"].startswith("Позднее, уже при советской исправительно-трудовой")
    assert b["verse1.l8"] == "Четко мечет в чудный «стос»."
    assert b["verse1.l9"] == "Моментально"
    assert b["verse1.l10"] is None
    assert b["verse2.cite"] is None
    assert b["ochko.s1"] == "В"
    assert b["ochko.s8"].startswith("«Стук» — это объявление банкуюшего. что")
    assert b["ochko.s46"] is None
    c = diplomatic(corpus, "C")
    assert c["bura.title"] is None
    assert c["bura.s3"] == "Каждому иг- року надо набрать тридцать одно (не меньше) очко взятками."
    assert c["intro.s1"] is None and c["ochko.s8"] is None
    with pytest.raises(LookupError):
        diplomatic(corpus, "Z")


@pytest.mark.parametrize("siglum", ["A", "B", "C"])
def test_diplomatic_texts_hold_every_token_of_the_witness_once_in_order(corpus, siglum):
    w = corpus.witness(siglum)
    text = w.text()
    for p in w.paratext:
        text = text.replace(p, " ", 1)
    joined = " ".join(v for v in diplomatic(corpus, siglum).values() if v)
    assert [t.t for t in tokenize(joined)] == [t.t for t in tokenize(text)]


def test_computed_coverage_and_lacunae_agree_with_witnesses_yaml(corpus, entries):
    cov = coverage(corpus)
    for w in corpus.witnesses:
        assert tuple(s for s, share in cov[w.siglum].items() if share > 0) == w.coverage, w.siglum
        declared = {(g.start, g.end) for g in w.breaks_off}
        computed = {(a, b) for a, b in _lacunae(entries, w.siglum) if corpus.segment(a).section in w.coverage}
        assert computed == declared, w.siglum
    assert cov["A"] == {s.id: 1.0 for s in corpus.sections}
    assert cov["C"]["bura"] < 1.0  # no heading


def test_apparatus_cli(entries):
    import json
    import subprocess
    import sys

    run = subprocess.run(check=False, args=[sys.executable, "-m", "corpus", "apparatus", "--json"],
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    data = json.loads(run.stdout)
    assert [d["id"] for d in data] == [e.id for e in entries]
    assert data[0].keys() >= {"id", "segment", "span", "lemma", "readings", "type", "note"}
    run = subprocess.run(check=False, args=[sys.executable, "-m", "corpus", "apparatus"], capture_output=True, text=True, timeout=300)
    assert run.returncode == 0 and len(run.stdout.splitlines()) == len(entries)


def test_annotations_that_name_witnesses_agree_with_the_collation(corpus, entries):
    """A sic/reg that lists `witnesses` claims they read the corrected form: the
    computed apparatus must show each of them reading it (up to typography: C's
    hyphen-minus stands for B's dash)."""
    def norm(text):
        return [t.n for t in tokenize(text or "")]

    checked = 0
    for seg, ann in corpus.annotations():
        if ann.type == "note" or not ann.witnesses:
            continue
        hits = [e for e in entries if e.segment == seg.id and e.type != "lacuna"
                and e.span[0] <= ann.span[0] and ann.span[1] <= e.span[1]]
        assert hits, f"{ann.id} names {ann.witnesses} but the witnesses do not differ from A there"
        lemma = seg.reading_of(*hits[0].span)
        for siglum in ann.witnesses:
            assert norm(hits[0].readings[siglum]) == norm(lemma), (ann.id, siglum, hits[0].readings)
        checked += 1
    assert checked > 30
