"""docs/hooks/edition/render.py + docs/templates/edition/: a reading page's block and
the witness tables from the real corpus, without a build."""
from __future__ import annotations

from dataclasses import replace

import pytest
from hooks.edition import render as er
from html_tree import parse

from corpus.collate import apparatus, diplomatic
from corpus.load import load_corpus

HOSTILE = '<img src=x onerror="alert(1)">'


@pytest.fixture(scope="module")
def corpus():
    return load_corpus()


@pytest.fixture(scope="module")
def collated(corpus):
    return tuple(apparatus(corpus)), {s: dict(diplomatic(corpus, s)) for s in corpus.sigla}


def section_html(corpus, collated, sid, lang="en"):
    entries, texts = collated
    return er.render_section(corpus.section(sid), sigla=corpus.sigla,
                             witnesses={w.siglum: w for w in corpus.witnesses}, apparatus=entries,
                             diplomatic=texts, lang=lang, tei_url="../../edition.tei.xml",
                             about_url="../../about/")


@pytest.mark.parametrize("sid", ["verse1", "bura", "ochko"])
def test_every_segment_is_a_row_and_every_id_it_reports_is_on_the_page(corpus, collated, sid):
    html, ids = section_html(corpus, collated, sid)
    root = parse(html)
    rows = [d.attrs["id"] for d in root.find_all("div") if "karty-seg" in d.classes()]
    assert rows == [s.id for s in corpus.section(sid).segments()]
    on_page = {e.attrs["id"] for e in root.iter() if "id" in e.attrs}
    assert ids <= on_page, ids - on_page


def test_each_variant_marker_opens_its_popover(corpus, collated):
    html, _ = section_html(corpus, collated, "bura")
    root = parse(html)
    markers = [b for b in root.find_all("button") if "karty-app" in b.classes()]
    assert markers, "the bura section has variants"
    pops = {d.attrs["id"]: d for d in root.find_all("div") if "karty-pop--app" in d.classes()}
    for n, m in enumerate(markers, start=1):
        assert m.text() == str(n)
        assert pops[m.attrs["popovertarget"]].attrs["data-type"] == m.attrs["data-type"]
    (filters,) = [f for f in root.find_all("fieldset") if "data-karty-filter" in f.attrs]
    counts = {i.attrs["value"]: i for i in filters.find_all("input")}
    assert set(counts) == set(er.VARIANT_TYPES)


def test_the_page_language_picks_the_labels_not_the_text(corpus, collated):
    en, _ = section_html(corpus, collated, "verse1", "en")
    ru, _ = section_html(corpus, collated, "verse1", "ru")
    assert parse(en).find("a", **{"class": "karty-tei"}).text() == "Download the whole edition as TEI P5 XML"
    assert parse(ru).find("a", **{"class": "karty-tei"}).text().startswith("Скачать")
    def corrections(html):
        return [s.attrs["data-annotation"] for s in parse(html).find_all("span") if "data-annotation" in s.attrs]

    assert corrections(en) == corrections(ru) and corrections(en)


def test_witness_data_stays_text(corpus):
    w = corpus.witnesses[0]
    bad = replace(w, name={"en": HOSTILE, "ru": HOSTILE}, description={"en": HOSTILE, "ru": HOSTILE})
    for compact in (False, True):
        html = str(er.render_witnesses([bad], {}, "en", compact=compact))
        assert "<img" not in html
        assert HOSTILE in parse(html).text()
    full = parse(er.render_witnesses(corpus.witnesses, {s.id: s.title for s in corpus.sections}, "en"))
    assert [d.attrs["id"] for d in full.find_all("div") if "karty-witness" in d.classes()] == [
        f"witness-{w.siglum}" for w in corpus.witnesses]
    assert [c.text() for c in full.find("div", id="witness-files").find_all("code")][1::2] == [
        w.sha256 for w in corpus.witnesses]
