"""docs/hooks/edition/text.py + docs/templates/edition/text.html: a segment's reading
text (corrections with their tooltips, noted spans, markers, term links) rendered
from made-up segments, without a build."""
from __future__ import annotations

from hooks.edition import text as et
from html_tree import parse
from markupsafe import Markup

from corpus.model import Annotation, Segment

HOSTILE = '<img src=x onerror="alert(1)">'


def seg(text: str, *annotations: Annotation, sid: str = "t.s1") -> Segment:
    return Segment(id=sid, section="t", paragraph="t.p1", text=text, translation="",
                   annotations=annotations)


def visible(el) -> str:
    """The reading as a reader sees it: tooltips and markers left out."""
    out = []
    for c in el.children:
        if isinstance(c, str):
            out.append(c)
        elif not ({"karty-tip", "karty-note", "karty-app"} & c.classes()):
            out.append(visible(c))
    return "".join(out)


def test_a_correction_keeps_its_spaces_outside_and_its_tooltip_says_what_and_why():
    s = seg("Туз-одиннадцать", Annotation("a1", "reg", (3, 4), "-", reg=" — ",
                                          category="punctuation", witnesses=("A", "B")))
    html = et.critical_html(s, [(4, Markup('<button class="karty-app">1</button>'))], "en")
    root = parse(html)
    choice = root.find("span", data_annotation="a1")
    assert choice.classes() == {"karty-choice", "karty-choice--reg"}
    assert choice.attrs["aria-describedby"] == "tip-a1" and choice.attrs["tabindex"] == "0"
    reading, tip_el = [c for c in choice.children if not isinstance(c, str)]
    assert reading.classes() == {"karty-choice__reading"} and "karty-tip" in tip_el.classes()
    assert reading.text() == "—"  # the spaces are outside the span
    tip = root.find("span", id="tip-a1")
    assert tip.attrs["role"] == "tooltip" and "data-search-exclude" in tip.attrs
    assert tip.find("i").text() == "-" and tip.find("i").attrs["lang"] == "ru"
    assert "A, B" in tip.text()
    # the marker of a variant ending in the span goes before its trailing space
    assert '</span></span><button class="karty-app">1</button> одиннадцать' in str(html)
    assert visible(root) == s.reading() == "Туз — одиннадцать"


def test_a_note_marks_its_span_and_adds_a_marker_named_in_the_pages_language():
    s = seg("бить «в тёмную»", Annotation("n1", "note", (5, 15), "«в тёмную»",
                                          note={"en": "blind", "ru": "вслепую"}))
    for lang in ("en", "ru"):
        root = parse(et.critical_html(s, [], lang))
        assert root.find("span", **{"class": "karty-noted"}).text() == "«в тёмную»"
        marker = root.find("button", popovertarget="note-n1")
        assert "karty-note" in marker.classes() and "«в тёмную»" in marker.attrs["aria-label"]
        assert visible(root) == s.reading()
    assert et.critical_html(s, [], "en") != et.critical_html(s, [], "ru")


def test_every_piece_of_data_is_escaped():
    s = seg(HOSTILE + " x", Annotation("z1", "sic", (0, 4), "<img", corr=HOSTILE,
                                        note={"en": HOSTILE, "ru": HOSTILE}))
    html = str(et.critical_html(s, [], "en"))
    assert "<img" not in html and "&lt;img" in html
    root = parse(html)
    assert HOSTILE in root.find("span", id="tip-z1").text()
    assert "<img" not in str(et.diplomatic_html(HOSTILE, "en", "t.s1", "A"))


def test_a_term_cut_by_a_correction_is_two_links_with_one_occurrence():
    # «банкуюшего» corrected to «банкующего»: the term covers text on both sides
    s = seg("у банкуюшего кон", Annotation("c1", "sic", (7, 9), "юш", corr="ющ"))
    rendered = []

    def render(entry, inner, tip, occ):
        rendered.append((entry, inner, tip, occ))
        return f'<karty-term data-entry="{entry}" data-occ="{occ}">{inner}</karty-term>'

    terms = et.Terms(find=lambda text, sid: [((2, 12), "bankovat")] if "банкующего" in text else [],
                     render=render)
    root = parse(et.critical_html(s, [], "ru", terms))
    links = root.find_all("karty-term")
    assert [link.text() for link in links] == ["банку", "ющ", "его"]
    assert {link.attrs["data-occ"] for link in links} == {"1"}
    # the middle piece is inside the correction's reading, and the tooltip stays
    assert links[1].parent.classes() == {"karty-choice__reading"}
    assert [tip for _, _, tip, _ in rendered] == ["gl-t.s1-1", "gl-t.s1-2", "gl-t.s1-3"]
    assert visible(root) == s.reading()


def test_a_witness_text_links_terms_and_an_absent_one_says_so():
    terms = et.Terms(find=lambda text, sid: [((0, 3), "kon")],
                     render=lambda e, inner, tip, occ: f'<karty-term id="{tip}">{inner}</karty-term>')
    root = parse(et.diplomatic_html("кон <b>", "en", "t.s1", "B", terms))
    assert root.find("karty-term").attrs["id"] == "gl-t.s1-B-1"
    assert root.text() == "кон <b>"
    for lang in ("en", "ru"):
        absent = parse(et.diplomatic_html(None, lang, "t.s1", "B")).find("em")
        assert absent.classes() == {"karty-absent"} and absent.text()
    assert et.diplomatic_html(None, "en") != et.diplomatic_html(None, "ru")
