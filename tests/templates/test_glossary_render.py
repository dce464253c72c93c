"""docs/hooks/glossary/render.py + docs/templates/glossary/: the term link, the index page
and an entry's page from the real glossary and corpus, without a build."""
from __future__ import annotations

from dataclasses import replace

import pytest
from hooks.glossary import render as gr
from html_tree import parse

from corpus.glossary import CATEGORIES, LABELS, load_glossary

HOSTILE = '<img src=x onerror="alert(1)">'


@pytest.fixture(scope="module")
def glossary():
    return load_glossary()


def index_lines(glossary, lang="en"):
    return [gr.index_entry(e, lang=lang, categories=CATEGORIES, href=f"{e.id}/") for e in glossary.alphabetical()]


def index_html(glossary, lang="en", lines=None):
    return gr.render_index(lines if lines is not None else index_lines(glossary, lang), lang=lang,
                           letters=gr.letter_ids(glossary.alphabetical()), categories=CATEGORIES)


def view(glossary, entry_id, lang="en", kwic=(), segment_url=lambda s: f"../../text/x/#{s}",
         rule_url=lambda r: f"../../rules/x/#{r}"):
    entries = glossary.alphabetical()
    entry = glossary[entry_id]
    return gr.entry_view(entry, lang=lang, kwic=kwic, headwords={e.id: e.headword for e in entries},
                         categories=CATEGORIES, label_names=LABELS, segment_url=segment_url,
                         entry_url=lambda i: f"../{i}/", letter_id=gr.letter_ids(entries)[gr.initial(entry)],
                         rule_url=rule_url)


# --------------------------------------------------------------------------- the term link


def test_term_link_keeps_the_markup_contract(glossary):
    entry = glossary["kozyr"]
    html = gr.term_link(entry, "<b>козырем</b>", "tip-1", 3, href="../../glossary/kozyr/", lang="en")
    root = parse(html)
    [term] = root.find_all("karty-term")
    assert term.classes() == {"karty-term"} and term.attrs["data-entry"] == "kozyr" and term.attrs["data-occ"] == "3"
    [a, tip] = [c for c in term.children if not isinstance(c, str)]
    assert a.tag == "a" and a.classes() == {"karty-term__link"}
    assert a.attrs["href"] == "../../glossary/kozyr/" and a.attrs["aria-describedby"] == "tip-1"
    assert a.find("b").text() == "козырем"  # the inner HTML is kept as HTML
    assert tip.tag == "small" and tip.classes() == {"karty-tip", "karty-tip--term"}
    assert tip.attrs["role"] == "tooltip" and tip.attrs["id"] == "tip-1" and tip.attrs["lang"] == "en"
    assert "data-search-exclude" in tip.attrs
    assert tip.text() == f"{entry.headword} · {entry.short['en']}"
    # no white space between the pieces of the reading text
    assert html.startswith('<karty-term class="karty-term"') and "</a><small" in html and html.endswith("</small></karty-term>")


def test_term_link_escapes_the_entry_data(glossary):
    entry = replace(glossary["kozyr"], headword=HOSTILE, short={"en": HOSTILE, "ru": HOSTILE})
    html = gr.term_link(entry, "x", 'a" onmouseover="x', 1, href='"><script>', lang="en")
    assert "<img" not in html and "<script>" not in html
    root = parse(html)
    assert root.find("a").attrs["href"] == '"><script>'
    assert root.find("small").attrs["id"] == 'a" onmouseover="x'
    assert HOSTILE in root.find("small").text()


# --------------------------------------------------------------------------- the index page


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_index_lists_every_entry_once_under_its_letter_with_its_link(glossary, lang):
    html, ids = index_html(glossary, lang)
    root = parse(html)
    lines = [li for li in root.find_all("li") if "karty-gl-entry" in li.classes()]
    assert [li.attrs["id"] for li in lines] == [e.id for e in glossary.alphabetical()]
    assert {li.attrs["id"] for li in lines} <= ids
    for li in lines:
        entry = glossary[li.attrs["id"]]
        [a] = [x for x in li.find_all("a") if "karty-gl-entry__link" in x.classes()]
        assert a.attrs["href"] == f"{entry.id}/"
        assert [s.text() for s in a.find_all("span")] == [entry.headword, entry.romanized, entry.gloss]
        assert li.attrs["data-category"] == entry.category
        short = [s for s in li.find_all("span") if "karty-gl-short" in s.classes()]
        assert [s.text() for s in short] == [entry.short[lang]] and short[0].attrs["lang"] == lang
        cat = [s for s in li.find_all("span") if "karty-gl-cat" in s.classes()]
        assert [c.text() for c in cat] == [CATEGORIES[entry.category][lang]]
        section = li.parent.parent
        assert section.tag == "section" and section.attrs["id"] in ids
        assert section.find("h3").text() == gr.initial(entry)
    # the letter index links to every letter group, in order
    letters = root.find("nav")
    groups = [s.attrs["id"] for s in root.find_all("section")]
    assert [a.attrs["href"] for a in letters.find_all("a")] == [f"#{g}" for g in groups]
    assert len(groups) == len(set(groups)) >= 15


def test_index_filter_data_and_chips(glossary):
    root = parse(index_html(glossary)[0])
    kozyr = root.find("li", id="kozyr")
    hay = kozyr.attrs["data-filter"]
    assert "козырь" in hay and "trump" in hay and "kozyr" in hay and "\u0301" not in hay
    assert glossary["kozyr"].search_keys() and all(k in hay for k in glossary["kozyr"].search_keys())
    chips = [i.attrs["value"] for i in root.find_all("input", type="radio")]
    assert chips == ["", *CATEGORIES]
    assert "hidden" in root.find("div", role="search").attrs
    counts = [lab.find("span").text() for lab in root.find_all("label") if "karty-gl-chip" in lab.classes()]
    total = len(glossary.alphabetical())
    assert counts[0] == f"({total})"
    assert sum(int(c.strip("()")) for c in counts[1:]) == total


@pytest.mark.parametrize("lang, english", [("en", True), ("ru", False)])
def test_the_english_index_only_on_the_english_page(glossary, lang, english):
    root = parse(index_html(glossary, lang)[0])
    found = [d for d in root.find_all("details") if "karty-gl-index" in d.classes()]
    assert bool(found) == english
    if english:
        items = found[0].find_all("li")
        assert len(items) == sum(bool(e.gloss) for e in glossary)
        trump = [li for li in items if li.find("a").text() == "trump"]
        assert trump and trump[0].find("a").attrs["href"] == "kozyr/"


def test_index_escapes_the_data(glossary):
    lines = index_lines(glossary)
    lines[0] = replace(lines[0], headword="а" + HOSTILE, short=HOSTILE, href='"><script>', gloss=HOSTILE)
    html, _ = index_html(glossary, lines=lines)
    assert "<img" not in html and "<script>" not in html
    li = parse(html).find("li", id=lines[0].id)
    assert li.find("a").attrs["href"] == '"><script>'
    assert HOSTILE in li.text()


# --------------------------------------------------------------------------- an entry's page


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_entry_page_has_the_whole_entry(glossary, lang):
    from corpus.terms import concordance

    other = "ru" if lang == "en" else "en"
    for entry in glossary:
        kwic = concordance(entry.id, text="reading")
        html, ids = gr.render_entry_page(view(glossary, entry.id, lang, kwic=kwic), lang=lang, index_href="../",
                                         prev=gr.Link("а", "../a/"), next=None)
        root = parse(html)
        [h1] = root.find_all("h1")
        assert h1.attrs["id"] == entry.id and ids == {entry.id}
        assert root.children[0] is h1, "the heading comes first (one search document per entry)"
        assert [s.text() for s in h1.find_all("span")] == [entry.headword, entry.romanized, entry.gloss]
        [article] = root.find_all("article")
        assert article.attrs["data-entry"] == entry.id and article.attrs["data-category"] == entry.category
        senses = article.find("ol").find_all("li")
        assert len(senses) == len(entry.senses), entry.id
        defs = [p for p in article.find_all("p") if "karty-gl-def" in p.classes()]
        assert [d.attrs["lang"] for d in defs] == [lang, other] * len(entry.senses), entry.id
        refs = [r.attrs["data-rule"] for r in article.iter() if "karty-rule-ref" in r.classes()]
        assert refs == list(entry.rules)
        related = [a.attrs["href"] for dd in article.find_all("dd") if "karty-gl-facts__related" in dd.classes()
                   for a in dd.find_all("a")]
        assert related == [f"../{r}/" for r in entry.related]
        rows = [tr for tr in article.find_all("tr") if tr.attrs.get("data-segment")]
        assert [tr.attrs["data-segment"] for tr in rows] == [line.segment_id for line in kwic]
        atts = [li for li in article.find_all("li") if "karty-gl-att" in li.classes()]
        assert [li.attrs["data-checked"] for li in atts] == [str(a.checked).lower() for a in entry.attestations]
        # the way back: the index, the letter, the category; the neighbours
        crumbs = root.find("nav").find_all("a")
        assert [a.attrs["href"] for a in crumbs] == [
            "../", f"../#{gr.letter_ids(glossary.alphabetical())[gr.initial(entry)]}", f"../?category={entry.category}"]
        pager = root.find_all("nav")[-1]
        assert [a.attrs.get("rel") for a in pager.find_all("a")] == ["prev"]


def test_entry_page_links_cited_segments_and_rules(glossary):
    sidet = glossary["sidet"]
    cited = [s for s in sidet.senses if "verse2.l5" in s.definition["en"]]
    assert cited
    root = parse(gr.render_entry_page(view(glossary, "sidet"), lang="en", index_href="../")[0])
    segrefs = [a for a in root.find_all("a") if "karty-gl-segref" in a.classes()]
    # named in words, the id only in the link
    assert any(a.text() == "Verse 2, line 5" and a.attrs["href"] == "../../text/x/#verse2.l5" for a in segrefs)
    # a rule the rules pages lack is named by its statement, not linked
    entry = next(e for e in glossary if e.rules)
    root = parse(gr.render_entry_page(view(glossary, entry.id, rule_url=lambda r: None), lang="en",
                                      index_href="../")[0])
    refs = [r for r in root.iter() if "karty-rule-ref" in r.classes()]
    assert refs and all(r.tag == "span" for r in refs)


def test_entry_page_escapes_the_data(glossary):
    v = view(glossary, "kozyr")
    v = replace(v, headword=HOSTILE, short=HOSTILE, gloss=HOSTILE,
                senses=(gr.SenseView((gr.Label(HOSTILE, HOSTILE),), (gr.Linked("en", (gr.Piece(HOSTILE),)),), ()),),
                related=(gr.Link(HOSTILE, '"><script>'),))
    html, _ = gr.render_entry_page(v, lang="en", index_href="../", next=gr.Link(HOSTILE, "../x/"))
    assert "<img" not in html and "<script>" not in html
    root = parse(html)
    assert root.find("h1").find("span").text() == HOSTILE
    assert any(a.attrs.get("href") == '"><script>' for a in root.find_all("a"))


def test_linked_splits_only_existing_segments():
    text = gr.linked("see verse2.l5 and bura.s999, then ochko.title", "en",
                     lambda s: None if s == "bura.s999" else f"#{s}")
    assert [(p.text, p.href) for p in text.pieces] == [
        ("see ", None), ("verse2.l5", "#verse2.l5"), (" and bura.s999, then ", None), ("ochko.title", "#ochko.title")]
    assert gr.bilingual({"en": "one", "ru": "два"}, "ru", lambda s: None)[0].lang == "ru"
    assert gr.bilingual(None, "en", lambda s: None) == ()


def test_letter_ids_are_unique_and_ascii(glossary):
    ids = gr.letter_ids(glossary.alphabetical())
    assert len(set(ids.values())) == len(ids)
    assert all(i.startswith("letter-") and i.isascii() for i in ids.values())
    assert ids["К"] == "letter-k"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_entry_page_grammar_note(glossary, lang):
    """«ж., вин. п. буру́»: English words with the form marked Russian on the English page;
    on the Russian page the note as written, each abbreviation spelt out in its title."""
    root = parse(gr.render_entry_page(view(glossary, "bura", lang), lang=lang, index_href="../")[0])
    [note] = [e for e in root.iter() if "karty-gl-gram" in e.classes()]
    if lang == "en":
        assert note.text() == "feminine, accusative буру́"
        assert note.attrs.get("lang") is None
        assert [s.text() for s in note.find_all("span", lang="ru")] == ["буру́"]
        assert note.find_all("abbr") == []
    else:
        assert note.text() == "ж., вин. п. буру́" and note.attrs.get("lang") == "ru"
        assert [(a.text(), a.attrs.get("title")) for a in note.find_all("abbr")] == [
            ("ж.", "женский род"), ("вин. п.", "винительный падеж")]


def test_entry_page_grammar_note_escapes_the_data(glossary):
    from corpus.gram import GramPiece

    v = replace(view(glossary, "bura"), gram=(GramPiece("form", HOSTILE, HOSTILE),
                                              GramPiece("abbr", "ж.", HOSTILE, HOSTILE)))
    for lang in ("en", "ru"):
        html, _ = gr.render_entry_page(v, lang=lang, index_href="../")
        assert "<img" not in html
