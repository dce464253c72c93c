"""The History page states facts about the witnesses; these tests keep them true
as the corpus data and the collation change. (Each test names the claim.)"""
from __future__ import annotations

import pytest

pytestmark = pytest.mark.site


def test_only_a_is_complete(corpus, diplomatic):
    # "Only A has the whole passage."
    segments = [s.id for s in corpus.segments()]
    assert all(diplomatic["A"][s] is not None for s in segments)
    for siglum in corpus.sigla:
        if siglum != "A":
            assert any(diplomatic[siglum][s] is None for s in segments), siglum


def test_b_lacks_the_newspaper_reference(diplomatic):
    # "Witness B does not have the reference at all."
    assert diplomatic["B"]["verse2.cite"] is None
    assert diplomatic["A"]["verse2.cite"] is not None


def test_c_has_only_the_bura_rules_without_heading(corpus, diplomatic):
    # "C has only the rules of bura, without their heading."
    present = {s for s, text in diplomatic["C"].items() if text is not None}
    bura = {s.id for s in corpus.section("bura").segments()}
    assert present == bura - {"bura.title"}


def test_a_and_b_share_errors(corpus, diplomatic):
    # "both read «внугрилагерных» … (interlude.s1), and both have forms like
    # «банкуюший» … in the ochko rules"
    for siglum in ("A", "B"):
        assert "внугрилагерных" in (diplomatic[siglum]["interlude.s1"] or "")
        ochko = [diplomatic[siglum][s.id] or "" for s in corpus.section("ochko").segments()]
        assert any("банкуюш" in text for text in ochko), siglum


def test_bura_variants_are_only_typographic_hyphens_and_the_heading(corpus, apparatus):
    # "In the rules of bura … the computed apparatus finds only typographic
    # variants, line-break hyphens and C's missing heading"
    bura = {s.id for s in corpus.section("bura").segments()}
    types = {e.type for e in apparatus if e.segment in bura}
    assert types <= {"typographic", "line-break-hyphen", "lacuna"}
    lacunae = [e for e in apparatus if e.segment in bura and e.type == "lacuna"]
    assert [e.segment for e in lacunae] == ["bura.title"]
    assert [s for e in lacunae for s, r in e.readings.items() if r is None] == ["C"]
