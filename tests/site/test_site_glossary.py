"""The glossary on the site: every term occurrence on the reading pages links to its
entry (in the reading text and in each witness's text), with a tooltip in the
page's language; the links nest correctly with the corrections and the apparatus
markers; the glossary's index page has a line per entry (with the entry id as its
anchor) linked to the entry's own page, which has its data and its concordance; the
search filter's data; nav and home page.

The expected occurrences come from corpus.terms (the glossary's own matcher, with
its hand-checked tests in tests/glossary); what is tested here is that the built
pages put a link to the right entry at the right place."""
from __future__ import annotations

import importlib.util
import re
import unicodedata
from collections import defaultdict
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest
from site_html import LANGUAGES, Node, built_page, parse_file, search_docs

pytestmark = pytest.mark.site

REPO = Path(__file__).resolve().parents[2]
STRESS = "\u0301"


# --------------------------------------------------------------------------- helpers


@pytest.fixture(scope="session")
def glossary():
    from corpus.glossary import load_glossary

    return load_glossary()


@pytest.fixture(scope="session")
def hand_checked():
    """The hand-checked lists of tests/glossary/test_glossary_matching.py (PAIRS:
    segment, form as written in A, entry; READING_PAIRS: the same in the reading
    text; NEGATIVES: segment, word that must not be linked)."""
    path = REPO / "tests" / "glossary" / "test_glossary_matching.py"
    spec = importlib.util.spec_from_file_location("karty_glossary_pairs", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def reading_page(site: Path, lang: str, section: str) -> Node:
    return parse_file(built_page(site, lang, f"text/{section}.md"))


def glossary_page(site: Path, lang: str) -> Node:
    return parse_file(built_page(site, lang, "glossary.md"))


def by_id(doc: Node) -> dict[str, Node]:
    return {n.get("id"): n for n in doc.iter() if n.get("id")}


def view(seg: Node, name: str) -> Node:
    found = [n for n in seg.by_class("karty-view") if n.get("data-view") == name]
    assert len(found) == 1, f"{seg.get('id')}: {len(found)} views {name!r}"
    return found[0]


def hidden_from_reader(n: Node) -> bool:
    """Markers, tooltips and popovers: not part of the text a reader reads."""
    return n.tag == "button" or "karty-tip" in n.classes or n.has("popover")


def ancestors(node: Node):
    node = node.parent
    while node is not None:
        yield node
        node = node.parent


class Link:
    """One occurrence as the page links it: its pieces merged."""

    def __init__(self, entry: str, occ: str) -> None:
        self.entry, self.occ = entry, occ
        self.pieces: list[tuple[int, int, Node]] = []

    @property
    def span(self) -> tuple[int, int]:
        return min(p[0] for p in self.pieces), max(p[1] for p in self.pieces)


def linked_text(root: Node) -> tuple[str, list[Link]]:
    """The visible text of `root` and its term links, each with its place in that text."""
    out: list[str] = []
    pos = 0
    links: dict[str, Link] = {}
    order: list[Link] = []

    def walk(node: Node, anchor: Node | None) -> None:
        nonlocal pos
        for child in node.children:
            if isinstance(child, str):
                if anchor is not None:
                    term = anchor.parent
                    assert term is not None and "karty-term" in term.classes, "a term link outside its wrapper"
                    key = term.get("data-occ") or ""
                    if key not in links:
                        links[key] = Link(term.get("data-entry") or "", key)
                        order.append(links[key])
                    links[key].pieces.append((pos, pos + len(child), anchor))
                out.append(child)
                pos += len(child)
            elif not hidden_from_reader(child):
                is_link = child.tag == "a" and "karty-term__link" in child.classes
                walk(child, child if is_link else anchor)

    walk(root, None)
    return "".join(out), order


def term_links(doc: Node) -> list[Node]:
    return [n for n in doc.iter() if n.tag == "a" and "karty-term__link" in n.classes]


def resolve(page: Path, href: str) -> tuple[Path, str]:
    parts = urlsplit(href)
    path = (page.parent / unquote(parts.path)).resolve()
    if path.is_dir() or parts.path.endswith("/"):
        path = path / "index.html"
    return path, unquote(parts.fragment)


def fold(text: str) -> str:
    return unicodedata.normalize("NFC", text).replace(STRESS, "").lower().replace("ё", "е")


# --------------------------------------------------------------------------- reading pages


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_occurrence_is_linked_in_the_reading_text(site, corpus, glossary, lang):
    """Every occurrence corpus.terms finds in the base text (witness A), mapped to the
    reading text, is one link to its entry at that place, and there is no other link."""
    from corpus.terms import occurrences

    expected: dict[str, list[tuple[int, int, str]]] = defaultdict(list)
    for occ in occurrences(corpus, glossary):  # base text
        seg = corpus.segment(occ.segment_id)
        start, end = seg.reading_offset(occ.span[0]), seg.reading_offset(occ.span[1])
        expected[seg.id].append((start, end, occ.entry_id))
    reading = {(o.segment_id, o.span, o.entry_id) for o in occurrences(corpus, glossary, text="reading")}
    total = 0
    for section in corpus.sections:
        nodes = by_id(reading_page(site, lang, section.id))
        for seg in section.segments():
            text, links = linked_text(view(nodes[seg.id], "critical"))
            assert text == seg.reading(), seg.id
            got = sorted((*link.span, link.entry) for link in links)
            assert got == sorted(expected[seg.id]), f"{lang}: {seg.id}: links {got}, occurrences {expected[seg.id]}"
            for start, end, entry in got:
                assert (seg.id, (start, end), entry) in reading, (seg.id, text[start:end], entry)
            total += len(got)
    assert total == len(occurrences(corpus, glossary)) and total > 200


@pytest.mark.parametrize("lang", LANGUAGES)
def test_hand_checked_pairs_are_linked_on_the_page(site, corpus, hand_checked, lang):
    """tests/glossary's hand-checked pairs, on the built page: in witness A's view as
    written, and in the reading text where A's form stands corrected."""
    pages: dict[str, dict[str, Node]] = {}

    def seg_node(seg_id: str) -> Node:
        section = corpus.segment(seg_id).section
        if section not in pages:
            pages[section] = by_id(reading_page(site, lang, section))
        return pages[section][seg_id]

    def check(root: Node, form: str, entry: str, where: str) -> None:
        text, links = linked_text(root)
        spots = hand_checked._instances(text, form)
        assert spots, f"{where}: {form!r} not on the page"
        for spot in spots:
            hits = [link for link in links if link.span == spot]
            assert [h.entry for h in hits] == [entry], f"{where}: {form!r} at {spot} → {[h.entry for h in hits]}"

    for seg_id, form, entry in hand_checked.PAIRS:
        check(view(seg_node(seg_id), "A"), form, entry, f"{lang} {seg_id} (A)")
        seg = corpus.segment(seg_id)
        for s, e in hand_checked._instances(seg.text, form):
            read_form = seg.reading()[seg.reading_offset(s):seg.reading_offset(e)]
            check(view(seg_node(seg_id), "critical"), read_form, entry, f"{lang} {seg_id} (critical)")
    for seg_id, form, entry in hand_checked.READING_PAIRS:
        check(view(seg_node(seg_id), "critical"), form, entry, f"{lang} {seg_id} (critical)")
    for seg_id, word in hand_checked.NEGATIVES:
        text, links = linked_text(view(seg_node(seg_id), "critical"))
        for s, e in hand_checked._instances(text, word):
            assert not [link for link in links if link.span[0] < e and s < link.span[1]], (seg_id, word)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_occurrence_is_linked_in_the_witness_views(site, corpus, glossary, diplomatic, lang):
    from corpus.terms import occurrences_in

    total = 0
    for section in corpus.sections:
        nodes = by_id(reading_page(site, lang, section.id))
        for seg in section.segments():
            for siglum in corpus.sigla:
                reading = diplomatic[siglum].get(seg.id)
                text, links = linked_text(view(nodes[seg.id], siglum))
                if reading is None:
                    assert links == []
                    continue
                assert text == reading, (seg.id, siglum)
                got = sorted((*link.span, link.entry) for link in links)
                want = sorted((*o.span, o.entry_id) for o in occurrences_in(reading, seg.id, glossary))
                assert got == want, f"{lang}: {seg.id} ({siglum})"
                total += len(got)
    assert total > 400


# (segment, witness, the words as the witness writes them, entry); None: not linked
WITNESS_CASES = [
    ("ochko.s39", "A", "Банкуюший", "bankuyushchiy"),        # A's typo
    ("ochko.s39", "B", "Банкующий", "bankuyushchiy"),        # B spells it right
    ("ochko.s10", "B", "банкуюший", "bankuyushchiy"),        # B has the typo too
    ("ochko.s8", "B", "банкуюшего", "bankuyushchiy"),
    ("ochko.s8", "B", "Стук", "stuk"),                       # inside «…»
    ("ochko.s38", "B", "в темную", "v-temnuyu"),             # a phrase, in B's «…»
    ("ochko.s38", "A", "в темную", "v-temnuyu"),             # in A's "…"
    ("intro.s1", "A", "исправительнотрудовой системе", "ispravitelno-trudovaya-sistema"),
    ("intro.s1", "B", "исправительно-трудовой системе", "ispravitelno-trudovaya-sistema"),
    ("verse1.l9", "A", "лепят", "lepit"),
    ("verse1.l9", "B", "Моментально", None),                # B breaks off before «лепят»
    ("ochko.title", "A", "Очко", "ochko"),                   # the game only in the heading
    ("ochko.s30", "A", "конечно", None),
]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("seg_id, siglum, words, entry", WITNESS_CASES,
                         ids=[f"{c[0]}-{c[1]}-{c[3]}" for c in WITNESS_CASES])
def test_witness_view_cases(site, corpus, lang, seg_id, siglum, words, entry):
    nodes = by_id(reading_page(site, lang, corpus.segment(seg_id).section))
    text, links = linked_text(view(nodes[seg_id], siglum))
    start = text.find(words)
    assert start >= 0, f"{words!r} not in {seg_id} ({siglum}): {text!r}"
    span = (start, start + len(words))
    hits = [link for link in links if link.span[0] < span[1] and span[0] < link.span[1]]
    if entry is None:
        assert hits == []
        if siglum == "B" and seg_id == "verse1.l9":
            assert "лепят" not in text
        return
    assert len(hits) == 1 and hits[0].span == span and hits[0].entry == entry, [(h.span, h.entry) for h in hits]
    [piece] = hits[0].pieces  # one link: a plain witness text has no markup to cut it
    assert "".join(c for c in piece[2].children if isinstance(c, str)) == words


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_term_cut_by_a_correction_and_a_marker(site, lang):
    """intro.s1: «исправительно-трудовой системе», whose first word is a normalisation
    (A runs it together) followed by an apparatus marker. The rule: the link never
    crosses the markup; the term is two links to the same entry, the first inside
    the correction, then the marker, then the second."""
    nodes = by_id(reading_page(site, lang, "intro"))
    critical = view(nodes["intro.s1"], "critical")
    text, links = linked_text(critical)
    [link] = [link for link in links if link.entry == "ispravitelno-trudovaya-sistema"]
    assert text[slice(*link.span)] == "исправительно-трудовой системе"
    first, second = link.pieces
    assert text[first[0]:first[1]] == "исправительно-трудовой" and text[second[0]:second[1]] == "системе"
    choice = next(a for a in ancestors(first[2]) if "karty-choice" in a.classes)
    assert choice.get("data-annotation") == "intro.s1.a1"
    assert not any("karty-choice" in a.classes for a in ancestors(second[2]))
    # the marker stands between the two pieces, outside both
    flat = [n for n in critical.iter() if n is first[2] or n is second[2] or n.tag == "button"]
    i, j = flat.index(first[2]), flat.index(second[2])
    assert any(n.tag == "button" and "karty-app" in n.classes for n in flat[i + 1:j])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_term_links_nest_with_the_other_markup(site, corpus, lang):
    """A term link holds text only: no marker, no correction, nothing focusable; it is
    never inside a marker, a tooltip, a popover or another link, nor in the
    translation. A correction that is exactly a term holds the link inside its
    reading, so both tooltips are there."""
    inside_choice = 0
    for section in corpus.sections:
        doc = reading_page(site, lang, section.id)
        for a in term_links(doc):
            for d in a.iter():
                if d is a:
                    continue
                assert d.tag not in ("a", "button") and not d.has("tabindex"), (section.id, d.tag)
                assert not (d.classes & {"karty-choice", "karty-app", "karty-note", "karty-term"})
            for up in ancestors(a):
                assert up.tag not in ("a", "button"), section.id
                assert not (up.classes & {"karty-tip", "karty-pop", "karty-en", "karty-app"}), section.id
                assert not up.has("popover")
            if any("karty-choice__reading" in up.classes for up in ancestors(a)):
                inside_choice += 1
        for en in doc.by_class("karty-en"):
            assert not en.by_class("karty-term")
        # no marker or correction inside a term wrapper either
        for term in doc.by_class("karty-term"):
            assert not [d for d in term.iter() if d is not term and (d.tag == "button" or "karty-choice" in d.classes)]
    assert inside_choice >= 12  # the corrected «банкуюш-» forms, intro.s1


@pytest.mark.parametrize("lang", LANGUAGES)
def test_links_go_to_existing_entries_in_the_same_language(site, corpus, glossary, lang):
    """Every term link goes to its entry's own page in the page's language, whose
    heading has the entry id."""
    count = 0
    for section in corpus.sections:
        path = built_page(site, lang, f"text/{section.id}.md")
        doc = parse_file(path)
        for a in term_links(doc):
            entry = a.parent.get("data-entry")
            assert entry in glossary, entry
            target, fragment = resolve(path, a.get("href") or "")
            assert target == entry_page(site, lang, entry).resolve(), f"{section.id}: {a.get('href')}"
            assert fragment == ""
            count += 1
    assert count > 600  # the reading text and the witnesses' texts (219 + 219 + 158 + 67 now)
    for entry in glossary:
        [h1] = [n for n in parse_file(entry_page(site, lang, entry.id)).iter() if n.tag == "h1"]
        assert h1.get("id") == entry.id


@pytest.mark.parametrize("lang", LANGUAGES)
def test_tooltips_give_the_short_definition_in_the_page_language(site, corpus, glossary, lang):
    other = "ru" if lang == "en" else "en"
    for section in corpus.sections:
        doc = reading_page(site, lang, section.id)
        nodes = by_id(doc)
        for a in term_links(doc):
            entry = glossary[a.parent.get("data-entry")]
            tip_id = a.get("aria-describedby")
            tip = nodes.get(tip_id)
            assert tip is not None, f"{section.id}: no tooltip {tip_id}"
            assert tip.parent is a.parent, "the tooltip sits beside its link"
            assert tip.get("role") == "tooltip" and tip.get("lang") == lang
            assert tip.has("data-search-exclude")
            text = tip.text()
            assert entry.short[lang] in text and entry.headword in text
            if entry.short[other] != entry.short[lang]:
                assert entry.short[other] not in text


def test_search_index_keeps_the_text_not_the_tooltips(site, glossary):
    """The term links stay in the index (they are the text), their tooltips do not,
    and the witness views are still excluded (A's typo «банкуюший» is not indexed)."""
    index = {"docs": search_docs(site)}
    reading = [d for d in index["docs"] if re.match(r"^(ru/)?text/[a-z0-9]+/", d["location"])]
    text = " ".join(d["text"] for d in reading)
    assert "банкующий" in text.lower()
    assert "банкуюший" not in text.lower()
    # a tooltip is «headword · definition», and most headwords have a stress mark,
    # which the text never has
    assert not [d["location"] for d in reading if STRESS in d["text"]]
    assert not [e.id for e in glossary for k in ("en", "ru") if f"{e.headword} · {e.short[k]}" in text]


def test_excluded_elements_never_hold_their_own_tag(site, page_sources):
    """The theme's search parser ends a data-search-exclude element at the first end
    tag of its name, so an excluded element must not contain an element of its tag."""
    problems = []
    for source in page_sources:
        for lang in LANGUAGES:
            for node in parse_file(built_page(site, lang, source)).iter():
                if node.has("data-search-exclude"):
                    same = [d for d in node.iter() if d is not node and d.tag == node.tag]
                    if same:
                        problems.append(f"{lang}/{source}: <{node.tag}> {node.get('class')}")
    assert problems == []


# --------------------------------------------------------------------------- the glossary: index and entry pages


def entry_page(site: Path, lang: str, entry_id: str) -> Path:
    return built_page(site, lang, f"glossary/{entry_id}.md")


def lines_of(doc: Node) -> list[Node]:
    """The index page's lines, one per entry."""
    return [n for n in doc.iter() if n.tag == "li" and "karty-gl-entry" in n.classes]


def article_of(site: Path, lang: str, entry_id: str) -> tuple[Path, Node, Node]:
    """An entry's page: its path, its heading and its article."""
    path = entry_page(site, lang, entry_id)
    doc = parse_file(path)
    [h1] = [n for n in doc.iter() if n.tag == "h1"]
    [article] = [n for n in doc.iter() if n.tag == "article" and "karty-gl-entry" in n.classes]
    return path, h1, article


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_entry_has_its_line_and_its_page_in_alphabetical_order(site, glossary, lang):
    """The index has one line per entry, in alphabetical order, whose id is the entry id
    (an old address glossary/#<id> still lands on it) and whose link goes to the entry's
    page; every entry's page exists, with the entry id on its heading."""
    path = built_page(site, lang, "glossary.md")
    doc = parse_file(path)
    lines = lines_of(doc)
    ids = [li.get("id") for li in lines]
    assert sorted(ids) == sorted(glossary.ids) and len(ids) == len(set(ids))
    all_ids = [n.get("id") for n in doc.iter() if n.get("id")]
    assert [i for i in all_ids if all_ids.count(i) > 1] == []
    headwords = [li.by_class("karty-gl-hw")[0].text() for li in lines]
    assert headwords == [glossary[i].headword for i in ids]
    keys = [fold(h) for h in headwords]
    assert keys == sorted(keys), "not in alphabetical order"
    # stress marks and ё do not disturb the order (a plain code-point sort would)
    pos = {i: k for k, i in enumerate(ids)}
    assert pos["kartezhnaya-igra"] < pos["kartinka"] < pos["kartser"]  # картёжная, карти́нка, ка́рцер
    assert sorted(["ка́рцер", "карти́нка"]) == ["ка́рцер", "карти́нка"]  # the trap the page avoids
    assert all(not li.has("hidden") for li in lines), "every entry shows without JavaScript"
    for li in lines:
        entry = glossary[li.get("id")]
        [a] = li.by_class("karty-gl-entry__link")
        target, fragment = resolve(path, a.get("href") or "")
        assert target == entry_page(site, lang, entry.id).resolve() and target.is_file() and fragment == ""
        # headword, romanisation, English equivalent, category, short definition in the page's language
        assert a.by_class("karty-gl-rom")[0].text() == entry.romanized
        assert a.by_class("karty-gl-gloss")[0].text() == entry.gloss
        from corpus.glossary import CATEGORIES

        assert li.get("data-category") == entry.category
        assert li.by_class("karty-gl-cat")[0].text() == CATEGORIES[entry.category][lang]
        assert li.by_class("karty-gl-short")[0].text() == entry.short[lang]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_letter_index_leads_to_the_letter_groups(site, glossary, lang):
    doc = parse_file(built_page(site, lang, "glossary.md"))
    nodes = by_id(doc)
    [letters] = doc.by_class("karty-gl-letters")
    hrefs = [a.get("href") for a in letters.find_all(lambda n: n.tag == "a")]
    assert len(hrefs) >= 15
    seen = []
    for href in hrefs:
        group = nodes[href[1:]]
        assert "karty-gl-group" in group.classes
        seen += [li.get("id") for li in lines_of(group)]
    assert seen == [e.id for e in glossary.alphabetical()]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_entry_pages_know_their_counterpart_and_the_sitemap_lists_them(site, glossary, lang):
    other = "ru" if lang == "en" else "en"
    sitemap = (site / "sitemap.xml").read_text(encoding="utf-8")
    for entry in glossary:
        path, h1, article = article_of(site, lang, entry.id)
        doc = parse_file(path)
        links = {a.get("hreflang"): a.get("href") for a in doc.iter() if a.tag == "a" and a.get("hreflang")}
        assert resolve(path, links[other])[0] == entry_page(site, other, entry.id).resolve(), entry.id
        rel = ("ru/" if lang == "ru" else "") + f"glossary/{entry.id}/"
        assert f"{rel}</loc>" in sitemap, rel
        assert article.get("data-entry") == entry.id == h1.get("id")
        html = next(n for n in doc.iter() if n.tag == "html")
        assert html.get("lang") == lang


@pytest.mark.parametrize("lang", LANGUAGES)
def test_entry_pages_lead_back_to_the_index_and_to_their_neighbours(site, glossary, lang):
    index = built_page(site, lang, "glossary.md").resolve()
    index_ids = set(by_id(parse_file(index)))
    entries = glossary.alphabetical()
    for k, entry in enumerate(entries):
        path = entry_page(site, lang, entry.id)
        doc = parse_file(path)
        [crumbs] = doc.by_class("karty-gl-crumbs")
        targets = [resolve(path, a.get("href") or "") for a in crumbs.find_all(lambda n: n.tag == "a")]
        assert all(t == index for t, _ in targets) and targets[1][1] in index_ids
        assert entry.id in [li.get("id") for li in lines_of(by_id(parse_file(index))[targets[1][1]])]
        [pager] = doc.by_class("karty-gl-pager")
        want = [e.id for e in (entries[k - 1] if k else None, entries[k + 1] if k + 1 < len(entries) else None) if e]
        got = [resolve(path, a.get("href") or "")[0] for a in pager.find_all(lambda n: n.tag == "a")]
        assert got == [entry_page(site, lang, i).resolve() for i in want]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_entry_content(site, glossary, lang):
    from corpus.glossary import LABELS
    from corpus.gram import english

    other = "ru" if lang == "en" else "en"
    for entry in glossary:
        path, h1, article = article_of(site, lang, entry.id)
        where = f"{lang}: {entry.id}"
        text = article.text()
        assert h1.by_class("karty-gl-hw")[0].text() == entry.headword
        assert h1.by_class("karty-gl-rom")[0].text() == entry.romanized
        assert h1.by_class("karty-gl-gloss")[0].text() == entry.gloss
        # part of speech, grammar, labels (with their meaning in the page's language)
        assert article.by_class("karty-gl-pos")[0].text(), where
        if entry.gram:  # in English words on the English page (test_site_glossary_gram.py)
            assert (entry.gram if lang == "ru" else english(entry.gram)) in text, where
        [grammar] = article.by_class("karty-gl-grammar")
        labels = [(n.text(), n.get("title")) for n in grammar.by_class("karty-gl-label")]
        # the abbreviation in the page's language (an English page shows no Russian label)
        shown = [lab if lang == "ru" else LABELS[lab]["abbr_en"] for lab in entry.labels]
        assert labels == [(s, LABELS[lab][lang]) for s, lab in zip(shown, entry.labels)], where
        senses = [li for ol in article.by_class("karty-gl-senses") for li in ol.children
                  if isinstance(li, Node) and li.tag == "li"]
        assert len(senses) == len(entry.senses), where
        for li, sense in zip(senses, entry.senses, strict=True):
            assert [n.text() for n in li.by_class("karty-gl-label")] == [
                lab if lang == "ru" else LABELS[lab]["abbr_en"] for lab in sense.labels], where
        # senses: the page's language first, the other one too
        defs = article.by_class("karty-gl-def")
        assert [d.get("lang") for d in defs] == [lang, other] * len(entry.senses), where
        assert [re.sub(r"^[^:]*: ", "", d.text()) if "karty-gl-alt" in d.classes else d.text() for d in defs] == [
            segment_ids_in_words(s.definition[k], k) for s in entry.senses for k in (lang, other)] or [
            _unparenthesised(re.sub(r"^[^:]*: ", "", d.text()) if "karty-gl-alt" in d.classes else d.text())
            for d in defs] == [_unparenthesised(s.definition[k]) for s in entry.senses for k in (lang, other)], where
        # the short definition
        assert article.by_class("karty-gl-short")[0].text() == entry.short[lang]
        # etymology and its certainty
        if entry.etymology:
            [cert] = article.by_class("karty-gl-certainty")
            assert cert.get("data-certainty") == entry.etymology.certainty, where
            assert entry.etymology.text[lang] in text and entry.etymology.text[other] in text
        # related terms, linked to their pages
        related = [resolve(path, a.get("href") or "")[0] for a in article.by_class("karty-gl-facts__related")[-1]
                   .find_all(lambda n: n.tag == "a")] if entry.related else []
        assert related == [entry_page(site, lang, r).resolve() for r in entry.related], where
        # rules, each in a stable element (a link to its rule: test_site_rules.py), shown
        # by what they state, never by id
        refs = article.by_class("karty-rule-ref")
        assert [r.get("data-rule") for r in refs] == list(entry.rules), where
        for ref in refs:
            rule = karty_registry()[ref.get("data-rule")]
            assert ref.text() == (rule.statement_ru if lang == "ru" else rule.statement_en), where
        # attestations: source, date, checked or not, quotes only when checked
        atts = article.by_class("karty-gl-att")
        assert len(atts) == len(entry.attestations), where
        for node, att in zip(atts, entry.attestations, strict=True):
            assert node.get("data-checked") == ("true" if att.checked else "false")
            assert att.source in node.text()
            if att.date:
                assert att.date in node.text()
            status = node.by_class("karty-gl-status")[0]
            assert ("karty-gl-status--checked" in status.classes) == att.checked
            assert bool(node.by_class("karty-gl-att__quote")) == bool(att.quote and att.checked)
        for ref in entry.references:
            assert ref.source in text
        if entry.note:
            assert _unparenthesised(entry.note[lang]) in _unparenthesised(text)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_kwic_lines_link_to_the_segments(site, corpus, glossary, lang):
    from corpus.terms import concordance, occurrences

    ids_cache: dict[Path, set[str]] = {}
    total = 0
    for entry in glossary:
        path, _, article = article_of(site, lang, entry.id)
        rows = [r for t in article.by_class("karty-kwic") for r in t.find_all(
            lambda n: n.tag == "tr" and n.get("data-segment"))]
        lines = concordance(entry.id, corpus, glossary, text="reading")
        if not entry.in_text:  # a term not in the text (понтёр): no lines
            assert not rows and not lines, entry.id
            continue
        assert len(rows) == len(lines) > 0, entry.id
        for row, line in zip(rows, lines, strict=True):
            assert row.get("data-segment") == line.segment_id
            assert row.by_class("karty-kwic__kw")[0].text() == line.keyword
            assert row.by_class("karty-kwic__left")[0].text() == line.left
            assert row.by_class("karty-kwic__right")[0].text() == line.right
            [cite] = row.by_class("karty-kwic__cite")
            target, fragment = resolve(path, cite.get("href") or "")
            section = corpus.segment(line.segment_id).section
            assert target == built_page(site, lang, f"text/{section}.md").resolve()
            assert fragment == line.segment_id
            if target not in ids_cache:
                ids_cache[target] = {n.get("id") for n in parse_file(target).iter() if n.get("id")}
            assert fragment in ids_cache[target]
            total += 1
    assert total == len(occurrences(corpus, glossary, text="reading"))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_search_filter_data(site, glossary, lang):
    """The filter (glossary.mjs) compares the folded query with data-filter: it holds
    the headword, the forms, ASCII romanisations and the definitions in both languages,
    folded."""
    doc = parse_file(built_page(site, lang, "glossary.md"))
    [toolbar] = doc.by_class("karty-gl-toolbar")
    assert toolbar.has("hidden"), "the filter shows only with JavaScript, which makes it work"
    inputs = toolbar.find_all(lambda n: n.tag == "input" and n.get("type") == "search")
    assert len(inputs) == 1
    labels = toolbar.find_all(lambda n: n.tag == "label" and n.get("for") == inputs[0].get("id"))
    assert labels, "the search input has a label"
    chips = [n.get("value") for n in toolbar.find_all(lambda n: n.tag == "input" and n.get("type") == "radio")]
    assert chips == ["", "cards-scoring", "play", "banking", "camp-life"]
    for li in lines_of(doc):
        entry = glossary[li.get("id")]
        hay = li.get("data-filter") or ""
        assert STRESS not in hay and "ё" not in hay and hay == hay.lower()
        for text in (entry.headword, *entry.forms, entry.short["en"], entry.short["ru"], *entry.search_keys(),
                     *(s.definition[k] for s in entry.senses for k in ("en", "ru"))):
            assert " ".join(fold(text).split()) in hay, (entry.id, text)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_glossary_in_nav_and_on_the_home_page(site, lang):
    title = {"en": "Glossary", "ru": "Глоссарий"}[lang]
    home = built_page(site, lang, "index.md")
    doc = parse_file(home)
    gl = built_page(site, lang, "glossary.md").resolve()
    tabs = [a for a in doc.by_class("md-tabs__link") if a.tag == "a"]
    assert any(a.text().strip() == title and resolve(home, a.get("href") or "")[0] == gl for a in tabs)
    cards = doc.by_class("cards")
    assert cards and any(resolve(home, a.get("href") or "")[0] == gl
                         for a in cards[0].find_all(lambda n: n.tag == "a"))
    page = glossary_page(site, lang)
    [h1] = [n for n in page.iter() if n.tag == "h1"]
    assert h1.text().strip().startswith(title)


def karty_registry():
    from karty import REGISTRY

    return REGISTRY


def segment_ids_in_words(text, lang):
    """The cited segments of a definition as the pages name them ("Verse 2, line 1"),
    docs/hooks/core/segment_words.py."""

    from hooks.core.segment_words import in_prose

    return in_prose(text, lang)


def _unparenthesised(text):
    """A definition without its citations in brackets (the pages name the cited
    sentences in words, piece by piece: "(Ochko, sentence 2, sentence 7)")."""
    return re.sub(r"\([^()]*[0-9][^()]*\)", "()", text)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_entrys_rules_are_a_list_one_statement_an_item(site, glossary, lang):
    """The rules an entry lists are long sentences: run together with « · » between them,
    each wrapped to a line of its own and left the separator alone on the next line;
    as a list, each rule is one item and nothing stands between them."""
    count = 0
    for entry in glossary:
        if not entry.rules:
            continue
        _, _, article = article_of(site, lang, entry.id)
        [dd] = [n for n in article.iter() if n.tag == "dd" and "karty-gl-facts__rules" in n.classes]
        kids = [n for n in dd.children if isinstance(n, Node)]
        assert [n.tag for n in kids] == ["ul"], (entry.id, dd.text())
        ul = kids[0]
        assert "karty-gl-rules" in ul.classes, entry.id
        assert all(not isinstance(c, str) or not c.strip() for c in dd.children), entry.id
        items = [n for n in ul.children if isinstance(n, Node)]
        assert [li.tag for li in items] == ["li"] * len(entry.rules), entry.id
        assert [li.by_class("karty-rule-ref")[0].get("data-rule") for li in items] == list(entry.rules)
        assert all(not c.strip() for c in ul.children if isinstance(c, str)), entry.id
        count += 1
    assert count >= 5
