"""The reading pages: every segment with its id, the reading text, the apparatus
markers and popovers, the witnesses' diplomatic texts, coverage, labels, the
TEI link."""
from __future__ import annotations

import pytest
from site_html import LANGUAGES, Node, built_page, parse_file

pytestmark = pytest.mark.site

ABSENT = {"en": "not in this witness", "ru": "нет в этом свидетеле"}
OMITTED = {"en": "(nothing)", "ru": "(ничего)"}


def reading_page(site, lang: str, section: str) -> Node:
    return parse_file(built_page(site, lang, f"text/{section}.md"))


def ids_in(doc: Node) -> list[str]:
    """The ids of one DOM: a segment's popovers are in its <template> (with scripting)
    or its <noscript> copy (without), never both (test_site_folded.py)."""
    return [n.get("id") for n in doc.iter() if n.get("id") and not _in_noscript(n)]


def _in_noscript(n: Node) -> bool:
    up = n.parent
    while up is not None:
        if up.tag == "noscript":
            return True
        up = up.parent
    return False


def by_id(doc: Node) -> dict[str, Node]:
    return {n.get("id"): n for n in doc.iter() if n.get("id")}


def view(seg: Node, name: str) -> Node:
    found = [n for n in seg.by_class("karty-view") if n.get("data-view") == name]
    assert len(found) == 1, f"{seg.get('id')}: {len(found)} views {name!r}"
    return found[0]


def visible_reading(node: Node) -> str:
    """The text a reader sees, without markers, tooltips and popovers."""
    def skip(n: Node) -> bool:
        return n.tag == "button" or "karty-tip" in n.classes or n.has("popover")

    return node.text(skip)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_segment_is_an_element_with_its_id(site, corpus, lang):
    for section in corpus.sections:
        doc = reading_page(site, lang, section.id)
        ids = ids_in(doc)
        duplicates = sorted({i for i in ids if ids.count(i) > 1})
        assert duplicates == [], f"{lang}/{section.id}: duplicate ids {duplicates}"
        nodes = by_id(doc)
        for seg in section.segments():
            assert seg.id in nodes, f"{lang}: {seg.id} is not an element id on text/{section.id}/"
            node = nodes[seg.id]
            assert "karty-seg" in node.classes
            # the permalink affordance
            links = [a for a in node.by_class("karty-num") if a.tag == "a"]
            assert [a.get("href") for a in links] == [f"#{seg.id}"]


def _is_gloss_marker(node: Node) -> bool:
    return "karty-note--gloss" in (node.get("class") or "")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_reading_text_and_translation(site, corpus, lang):
    for section in corpus.sections:
        nodes = by_id(reading_page(site, lang, section.id))
        for seg in section.segments():
            node = nodes[seg.id]
            critical = view(node, "critical")
            assert not critical.has("hidden")
            assert visible_reading(critical) == seg.reading(), seg.id
            en = node.by_class("karty-en")
            assert len(en) == 1 and en[0].get("lang") == "en"
            if seg.translation.strip():
                # the translation line, without its gloss markers (issue 15: a transliteration
                # is a note after its words, never in the line)
                assert en[0].text(skip=_is_gloss_marker) == seg.translation, seg.id
                markers = [n for n in en[0].iter() if _is_gloss_marker(n)]
                assert len(markers) == len(seg.glosses), seg.id
                pops = [nodes[m.get("popovertarget")] for m in markers]
                assert all(g.text in p.text() for p, g in zip(pops, seg.glosses, strict=True)), seg.id
            ru = node.by_class("karty-ru")
            assert len(ru) == 1 and ru[0].get("lang") == "ru"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_corrections_show_the_original(site, corpus, lang):
    for section in corpus.sections:
        nodes = by_id(reading_page(site, lang, section.id))
        for seg in section.segments():
            for ann in seg.annotations:
                if ann.type == "note":
                    assert f"note-{ann.id}" in nodes, ann.id
                    continue
                tip = nodes.get(f"tip-{ann.id}")
                assert tip is not None and tip.get("role") == "tooltip", ann.id
                choice = tip.parent
                assert "karty-choice" in choice.classes and choice.get("tabindex") == "0"
                assert choice.get("aria-describedby") == f"tip-{ann.id}"
                if ann.orig.strip():
                    assert ann.orig in tip.text(), ann.id


@pytest.mark.parametrize("lang", LANGUAGES)
def test_diplomatic_views(site, corpus, diplomatic, lang):
    for section in corpus.sections:
        nodes = by_id(reading_page(site, lang, section.id))
        for seg in section.segments():
            for siglum in corpus.sigla:
                alt = view(nodes[seg.id], siglum)
                assert alt.has("hidden"), f"{seg.id} {siglum}: shown without JS"
                expected = diplomatic[siglum].get(seg.id)
                # the witness's text as it stands (the term links' tooltips aside)
                assert visible_reading(alt) == (ABSENT[lang] if expected is None else expected), (seg.id, siglum)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_apparatus_markers_and_popovers(site, corpus, apparatus, lang):
    for section in corpus.sections:
        doc = reading_page(site, lang, section.id)
        nodes = by_id(doc)
        markers = doc.by_class("karty-app")
        entries = [e for e in apparatus if e.segment in {s.id for s in section.segments()}]
        assert len(markers) == len(entries), f"{lang}/{section.id}: {len(markers)} markers, {len(entries)} entries"
        assert [m.text() for m in markers] == [str(n) for n in range(1, len(markers) + 1)]
        by_target = {m.get("popovertarget"): m for m in markers}
        for entry in entries:
            pop_id = entry.id if entry.id.startswith("app-") else f"app-{entry.id}"
            marker = by_target.get(pop_id)
            assert marker is not None, f"{lang}: no marker for {entry.id}"
            assert marker.tag == "button" and marker.get("type") == "button"
            assert marker.get("data-type") == entry.type
            assert marker.get("aria-label"), entry.id
            # the marker sits in the critical text of its segment
            seg = marker
            while seg is not None and "karty-seg" not in seg.classes:
                seg = seg.parent
            assert seg is not None and seg.get("id") == entry.segment
            pop = nodes.get(pop_id)
            assert pop is not None and pop.has("popover"), f"{lang}: no popover {pop_id}"
            assert pop.get("data-type") == entry.type
            rows = {}
            for tr in pop.find_all(lambda n: n.tag == "tr"):
                th = [c for c in tr.children if isinstance(c, Node) and c.tag == "th"]
                td = [c for c in tr.children if isinstance(c, Node) and c.tag == "td"]
                rows[th[0].text()] = td[0]
            for siglum in corpus.sigla:
                assert siglum in rows, f"{entry.id}: no row for witness {siglum}"
                reading = entry.readings.get(siglum)
                cell = rows[siglum].text()
                if reading is None:
                    assert cell == ABSENT[lang]
                elif reading == "":
                    assert cell == OMITTED[lang]
                elif len(reading) <= 160:
                    assert cell == reading
            # close button inside the popover
            assert any(b.get("popovertargetaction") == "hide" for b in pop.find_all(lambda n: n.tag == "button"))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_filter_and_switches(site, corpus, lang):
    legend = {"en": "Text", "ru": "Текст"}[lang]
    for section in corpus.sections:
        doc = reading_page(site, lang, section.id)
        [root] = doc.by_class("karty-edition")
        assert root.get("data-lang") == lang
        [toolbar] = root.by_class("karty-toolbar")
        assert toolbar.has("hidden")  # shown by the script, which makes it work
        views = [i.get("value") for i in toolbar.find_all(lambda n: n.tag == "input" and n.get("type") == "radio")]
        assert views == ["critical", *corpus.sigla]
        types = [i.get("value") for i in toolbar.find_all(lambda n: n.tag == "input" and n.get("type") == "checkbox")]
        assert types == ["typographic", "run-together", "line-break-hyphen", "letter-confusion", "lacuna", "substantive"]
        assert legend in [n.text() for n in toolbar.find_all(lambda n: n.tag == "legend")]
        assert toolbar.find_all(lambda n: n.has("data-karty-translation"))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_coverage_bars(site, corpus, diplomatic, lang):
    for section in corpus.sections:
        doc = reading_page(site, lang, section.id)
        rows = {r.get("data-witness"): r for r in doc.by_class("karty-cov__row")}
        assert sorted(rows) == sorted(corpus.sigla)
        segments = list(section.segments())
        for siglum, row in rows.items():
            cells = row.by_class("karty-cov__cell")
            assert len(cells) == len(segments)
            present = ["is-present" in c.classes for c in cells]
            assert present == [diplomatic[siglum].get(s.id) is not None for s in segments], (section.id, siglum)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_reading_page_links_to_the_tei(site, corpus, lang):
    for section in corpus.sections:
        path = built_page(site, lang, f"text/{section.id}.md")
        links = [a for a in parse_file(path).by_class("karty-tei")]
        assert len(links) == 1
        assert (path.parent / links[0].get("href")).resolve() == (site / "edition.tei.xml").resolve()
        assert links[0].get("download")
