"""What the reading view rests on: variant significance, glosses kept out of the
translation line, romanised headwords and English glosses (issue 15)."""
from __future__ import annotations

import doctest
import re
from collections import Counter

import pytest

from corpus import collate, romanize
from corpus.glossary import load_glossary
from corpus.load import CorpusError, load_corpus


def test_romanize_doctests():
    result = doctest.testmod(romanize)
    assert result.attempted >= 5 and result.failed == 0


@pytest.mark.parametrize("cyrillic, scholarly, key", [
    ("ко́зырь", "kózyrʹ", "kozyr"), ("шу́хер", "šúxer", "shukher"), ("взя́тка", "vzjátka", "vzyatka"),
    ("перебо́р", "perebór", "perebor"), ("Солове́цкие острова́", "Solovéckie ostrová", "Solovetskie ostrova"),
    ("банку́ющий", "bankújuščij", "bankuyushchiy"), ("взаимозачёт", "vzaimozačët", "vzaimozachet"),
])
def test_romanisation(cyrillic, scholarly, key):
    assert romanize.scholarly(cyrillic) == scholarly
    assert romanize.ascii_key(cyrillic) == key


def test_every_entry_has_a_gloss_and_a_romanisation():
    for e in load_glossary().entries:
        assert e.gloss.strip(), e.id
        assert not re.search("[а-яё]", e.romanized, re.IGNORECASE), (e.id, e.romanized)
    assert load_glossary()["kozyr"].gloss == "trump"
    assert "kozyr" in load_glossary()["kozyr"].search_keys()


def test_variant_significance():
    entries = collate.apparatus(load_corpus())
    sig = Counter((e.type, e.significance) for e in entries)
    assert all(s == "minor" for (t, s) in sig if t in ("typographic", "run-together", "line-break-hyphen"))
    assert all(s == "major" for (t, s) in sig if t in ("substantive", "letter-confusion", "lacuna"))
    bura = [e for e in entries if e.section == "bura"]
    # the review counted 30 of Бура's 31 variants as typographic or hyphenation
    assert sum(e.significance == "minor" for e in bura) == 30 and len(bura) == 31
    assert collate.entry_as_dict(bura[0])["significance"] in ("minor", "major")


def test_annotation_significance():
    corpus = load_corpus()
    by = {(a.type, a.category): a.significance for _, a in corpus.annotations()}
    assert by[("reg", "dash")] == by[("reg", "quotes")] == "minor"
    assert by[("sic", "typo")] == by[("note", "term")] == "major"


def test_glosses_are_out_of_the_translation_line():
    corpus = load_corpus()
    glossed = [s for s in corpus.segments() if s.glosses]
    assert len(glossed) >= 25
    for seg in glossed:
        parts = seg.translation_parts()
        assert "".join(t for t, _ in parts) == seg.translation
        assert [g for _, g in parts if g] == sorted(seg.glosses, key=lambda g: seg.translation.index(g.after))
        for g in seg.glosses:
            assert f"({g.text})" not in seg.translation
    bura_s2 = corpus.segment("bura.s2")
    assert "rubashkoy" not in bura_s2.translation and bura_s2.glosses[0].text.startswith("rubashkoy vverkh")
    # the witnesses and the reading text are untouched: glosses live in the translation only
    assert bura_s2.reading().startswith("Раздается на руки по три карты")


def test_a_gloss_whose_words_are_not_in_the_translation_is_an_error(tmp_path):
    import shutil

    root = tmp_path / "corpus"
    shutil.copytree(load_corpus().root, root, ignore=shutil.ignore_patterns("__pycache__", "*.py"))
    path = root / "edition" / "bura.yaml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace('- after: "back up"', '- after: "shirt up"', 1), encoding="utf-8")
    with pytest.raises(CorpusError) as err:
        load_corpus(root)
    assert "shirt up" in str(err.value) and "bura.s2" in str(err.value)
