"""TEI P5 export of the whole edition: ``build_tei(corpus) -> str``.

Built with xml.etree.ElementTree, so the output is well-formed by construction.

- ``teiHeader``: titleStmt, publicationStmt, sourceDesc/listWit (one ``witness``
  per siglum, ``xml:id`` = siglum, with its description and coverage),
  encodingDesc with ``variantEncoding method="parallel-segmentation"
  location="internal"`` and an editorialDecl that states the rules below.
- ``text/body``: one ``div`` per section (``xml:id`` = section id); a heading
  paragraph becomes ``head``, a stanza ``lg`` with ``l`` (``xml:id`` = line id),
  a prose paragraph ``p`` with ``s`` (``xml:id`` = sentence id), the newspaper
  citation a ``p rend="citation"``. After each section, its English
  translation as ``div type="translation" xml:lang="en"`` whose elements point
  back with ``corresp`` (so every segment id is an ``xml:id`` exactly once).
- Annotations: ``sic`` → ``choice/sic+corr``, ``reg`` → ``choice/orig+reg``
  (``xml:id`` = annotation id, ``type`` = category), ``note`` → the annotated
  span wrapped in ``seg`` and a ``note`` after it pointing at it.
- Apparatus (parallel segmentation, ch. 12): each entry of
  :func:`corpus.collate.apparatus` is an ``app`` (``xml:id`` = entry id,
  ``type`` = variant class) with ``lem wit="#A …"`` (the base text with its
  ``choice`` elements, i.e. the edition's reading) and one ``rdg wit="…"`` per
  distinct reading of the other witnesses (empty for an omission).

Rules that the model needs but TEI leaves open:

- **Overlap.** Parallel segmentation cannot overlap. The collator already
  widens every apparatus span to cover the sic/reg annotations it touches, so
  each ``choice`` nests inside its ``lem`` or lies outside every ``app``. A
  ``note``'s span is wrapped in ``seg`` only when that nests with the apps;
  otherwise the note points at the whole sentence or line.
- **Fragmentary witnesses.** A witness whose text begins after the edition's
  start or ends before its end gets ``witStart``/``witEnd`` (in an ``app`` of
  type ``lacuna``) at the first/last segment it has (C: the Бура rules without
  their heading; B: ends with ochko.s45). Outside that extent it is silent.
  Inside it, a lacuna is ``lacunaStart`` where the text breaks off and
  ``lacunaEnd`` where it resumes (B: verse 1 after «Моментально», the
  citation, Очко after «В»). The per-section lacuna entries of a witness that
  lacks the section altogether fall outside its extent and have no element.
"""
from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Callable
from dataclasses import dataclass, field

from .collate import AppEntry, apparatus, diplomatic
from .model import Annotation, Corpus, Paragraph, Section, Segment

TEI_NS = "http://www.tei-c.org/ns/1.0"
XML_NS = "http://www.w3.org/XML/1998/namespace"
ET.register_namespace("", TEI_NS)

_T = f"{{{TEI_NS}}}"
_ID = f"{{{XML_NS}}}id"
_LANG = f"{{{XML_NS}}}lang"


def _el(tag: str, parent: ET.Element | None = None, text: str | None = None, **attrs: str) -> ET.Element:
    attrib = {}
    for k, v in attrs.items():
        if k == "xml_id":
            attrib[_ID] = v
        elif k == "xml_lang":
            attrib[_LANG] = v
        else:
            attrib[k.rstrip("_")] = v
    e = ET.Element(_T + tag, attrib) if parent is None else ET.SubElement(parent, _T + tag, attrib)
    if text is not None:
        e.text = text
    return e


def _append_text(parent: ET.Element, text: str) -> None:
    if not text:
        return
    if len(parent):
        last = parent[-1]
        last.tail = (last.tail or "") + text
    else:
        parent.text = (parent.text or "") + text


# --------------------------------------------------------------------------- inline rendering

Builder = Callable[[ET.Element], ET.Element]


@dataclass
class _Range:
    start: int
    end: int
    order: int                       # among ranges with the same start/end: outer first
    open: Callable[[ET.Element], ET.Element]   # makes the element, returns where the inner text goes
    after: Callable[[ET.Element], ET.Element] | None = None  # finishes the element (e.g. app readings)
    inner: list[_Range] = field(default_factory=list)


@dataclass
class _Point:
    pos: int
    order: int
    build: Callable[[ET.Element], None]


def _contains(outer: _Range, r: _Range) -> bool:
    if r.start == r.end:  # an empty range (an addition) nests only strictly inside
        return outer.start < r.start < outer.end
    if (outer.start, outer.end) == (r.start, r.end):
        return outer.order < r.order
    return outer.start <= r.start and r.end <= outer.end


def _nest(ranges: list[_Range]) -> list[_Range]:
    """Turn properly nested ranges into a forest (children in `inner`)."""
    roots: list[_Range] = []
    stack: list[_Range] = []
    for r in sorted(ranges, key=lambda r: (r.start, -r.end, r.order)):
        r.inner = []
        while stack and not _contains(stack[-1], r):
            stack.pop()
        (stack[-1].inner if stack else roots).append(r)
        stack.append(r)
    return roots


def _render(parent: ET.Element, text: str, start: int, end: int,
            ranges: list[_Range], points: list[_Point]) -> None:
    pos = start
    pts = sorted((p for p in points if start <= p.pos <= end), key=lambda p: (p.pos, p.order))
    pi = 0
    for r in sorted(ranges, key=lambda r: (r.start, -r.end, r.order)):
        while pi < len(pts) and (pts[pi].pos < r.start or (pts[pi].pos == r.start and r.start < r.end)
                                 or (pts[pi].pos == r.start == r.end and pts[pi].order < r.order)):
            _append_text(parent, text[pos:pts[pi].pos])
            pos = pts[pi].pos
            pts[pi].build(parent)
            pi += 1
        _append_text(parent, text[pos:r.start])
        holder = r.open(parent)
        inside = [p for p in pts[pi:] if r.start < p.pos < r.end]
        _render(holder, text, r.start, r.end, r.inner, inside)
        pts = [p for p in pts if p not in inside]
        if r.after is not None:
            r.after(parent)
        pos = r.end
    while pi < len(pts):
        _append_text(parent, text[pos:pts[pi].pos])
        pos = max(pos, pts[pi].pos)
        pts[pi].build(parent)
        pi += 1
    _append_text(parent, text[pos:end])


def _i18n_segs(parent: ET.Element, texts: dict[str, str]) -> None:
    for lang in ("en", "ru"):
        if lang in texts:
            _el("seg", parent, texts[lang], xml_lang=lang)


def _choice_range(ann: Annotation) -> _Range:
    def open_(parent: ET.Element) -> ET.Element:
        choice = _el("choice", parent, xml_id=ann.id)
        first, second = ("sic", "corr") if ann.type == "sic" else ("orig", "reg")
        holder = _el(first, choice)
        repl = _el(second, choice, ann.replacement or "")
        if ann.category:
            repl.set("type", ann.category)
        return holder

    def after(parent: ET.Element) -> ET.Element:
        if ann.note:
            note = _el("note", parent, type="editorial", xml_id=f"{ann.id}.note", target=f"#{ann.id}")
            _i18n_segs(note, ann.note)
        return parent

    return _Range(ann.span[0], ann.span[1], 2, open_, after)


def _note_parts(ann: Annotation, wrap: bool, segment_id: str) -> tuple[_Range | None, _Point]:
    target = f"#{ann.id}.span" if wrap else f"#{segment_id}"

    def build(parent: ET.Element) -> None:
        attrs = {"type": "editorial", "xml_id": ann.id, "target": target}
        if ann.category:
            attrs["subtype"] = ann.category
        note = _el("note", parent, **attrs)
        _i18n_segs(note, ann.note or {})

    rng = None
    if wrap:
        rng = _Range(ann.span[0], ann.span[1], 3, lambda p: _el("seg", p, type="annotated", xml_id=f"{ann.id}.span"))
    return rng, _Point(ann.span[1], 0, build)


def _padded(reading: str, raw: str) -> str:
    """A reading with the white space that surrounds the base text's span, so that
    putting a rdg in place of its lem gives that witness's text."""
    lead = raw[:len(raw) - len(raw.lstrip())]
    trail = raw[len(raw.rstrip()):]
    if not reading:
        return " " if lead or trail else ""
    return lead + reading + trail


def _app_range(entry: AppEntry, base: str, seg: Segment) -> _Range:
    raw = seg.text[entry.span[0]:entry.span[1]]
    groups: dict[str, list[str]] = {}
    a_reading = entry.readings.get(base) or ""
    lem_wits = [base]
    for sig, r in entry.readings.items():
        if sig == base or r is None:
            continue
        if r == a_reading:
            lem_wits.append(sig)
        else:
            groups.setdefault(r, []).append(sig)

    holder: dict[str, ET.Element] = {}

    def open_(parent: ET.Element) -> ET.Element:
        app = _el("app", parent, type=entry.type, xml_id=entry.id)
        holder["app"] = app
        return _el("lem", app, wit=" ".join(f"#{s}" for s in lem_wits))

    def after(parent: ET.Element) -> ET.Element:
        app = holder["app"]
        for reading, sigla in groups.items():
            _el("rdg", app, _padded(reading, raw) or None, wit=" ".join(f"#{s}" for s in sigla))
        if entry.note:
            _i18n_segs(_el("note", app), entry.note)
        return parent

    return _Range(entry.span[0], entry.span[1], 1, open_, after)


def _marker(kind: str, siglum: str, entry_id: str | None, corresp: str | None) -> Callable[[ET.Element], None]:
    def build(parent: ET.Element) -> None:
        attrs = {"type": "lacuna"}
        if entry_id:
            attrs["xml_id"] = entry_id
        if corresp:
            attrs["corresp"] = f"#{corresp}"
        app = _el("app", parent, **attrs)
        rdg = _el("rdg", app, wit=f"#{siglum}")
        _el(kind, rdg)
    return build


# --------------------------------------------------------------------------- structure

@dataclass
class _Plan:
    ranges: dict[str, list[_Range]] = field(default_factory=dict)
    points: dict[str, list[_Point]] = field(default_factory=dict)

    def range(self, seg: str, r: _Range) -> None:
        self.ranges.setdefault(seg, []).append(r)

    def point(self, seg: str, p: _Point) -> None:
        self.points.setdefault(seg, []).append(p)


def _nests(a: tuple[int, int], b: tuple[int, int]) -> bool:
    (s1, e1), (s2, e2) = a, b
    return e1 <= s2 or e2 <= s1 or (s1 <= s2 and e2 <= e1) or (s2 <= s1 and e1 <= e2)


def _plan(corpus: Corpus) -> _Plan:
    plan = _Plan()
    base = corpus.sections[0].base
    entries = apparatus(corpus)
    order = [s.id for s in corpus.segments()]
    # each witness's extent: first and last base segment it has text for
    extent: dict[str, tuple[int, int]] = {}
    for w in corpus.witnesses:
        d = diplomatic(corpus, w.siglum)
        have = [i for i, sid in enumerate(order) if d[sid]]
        if have:
            extent[w.siglum] = (have[0], have[-1])
    used_ids: set[str] = set()
    def end_index(e: AppEntry) -> int:
        return corpus.index(e.end[0] if e.end else e.segment)

    for sig, (first, last) in extent.items():
        if first > 0:
            seg = corpus.segment(order[first])
            # the lacuna entry of the same section that ends right before the witness begins
            prev = next((e for e in entries if e.type == "lacuna" and e.readings.get(sig) is None
                         and end_index(e) == first - 1 and e.section == seg.section), None)
            eid = prev.id if prev and prev.id not in used_ids else None
            if eid:
                used_ids.add(eid)
            plan.point(seg.id, _Point(0, -1, _marker("witStart", sig, eid, None)))
        if last < len(order) - 1:
            seg = corpus.segment(order[last])
            # the lacuna entry of the same section that begins right after the witness ends
            nxt = next((e for e in entries if e.type == "lacuna" and e.readings.get(sig) is None
                        and corpus.index(e.segment) == last + 1 and e.section == seg.section), None)
            eid = nxt.id if nxt and nxt.id not in used_ids else None
            if eid:
                used_ids.add(eid)
            plan.point(seg.id, _Point(len(seg.text), 9, _marker("witEnd", sig, eid, None)))
    app_spans: dict[str, list[tuple[int, int]]] = {}
    for e in entries:
        if e.type == "lacuna":
            start_i = corpus.index(e.segment)
            end_seg, end_off = e.end if e.end else (e.segment, e.span[1])
            end_i = corpus.index(end_seg)
            first_marker = True
            for sig, r in e.readings.items():
                if r is not None or sig not in extent:
                    continue
                lo, hi = extent[sig]
                if start_i < lo or start_i > hi:
                    continue  # outside the witness's text: witStart/witEnd say it
                eid = e.id if first_marker and e.id not in used_ids else None
                if eid:
                    used_ids.add(eid)
                first_marker = False
                plan.point(e.segment, _Point(e.span[0], 5, _marker("lacunaStart", sig, eid, None)))
                if end_i <= hi:
                    plan.point(end_seg, _Point(end_off, 6, _marker("lacunaEnd", sig, None, e.id)))
            continue
        seg = corpus.segment(e.segment)
        plan.range(seg.id, _app_range(e, base, seg))
        app_spans.setdefault(seg.id, []).append(e.span)
    for seg in corpus.segments():
        spans = app_spans.get(seg.id, [])
        for ann in seg.annotations:
            if ann.type == "note":
                wrap = ann.span[0] < ann.span[1] and all(_nests(ann.span, s) for s in spans if s[0] < s[1])
                rng, pt = _note_parts(ann, wrap, seg.id)
                if rng is not None:
                    plan.range(seg.id, rng)
                plan.point(seg.id, pt)
            elif ann.span[0] == ann.span[1]:
                point_choice = _choice_range(ann)

                def build(parent: ET.Element, r: _Range = point_choice) -> None:
                    r.open(parent)
                    if r.after:
                        r.after(parent)
                plan.point(seg.id, _Point(ann.span[0], 3, build))
            else:
                plan.range(seg.id, _choice_range(ann))
    return plan


def _segment_content(elem: ET.Element, seg: Segment, plan: _Plan) -> None:
    ranges = _nest(plan.ranges.get(seg.id, []))
    _render(elem, seg.text, 0, len(seg.text), ranges, plan.points.get(seg.id, []))


def _paragraph(div: ET.Element, section: Section, para: Paragraph, plan: _Plan) -> None:
    if para.role == "heading":
        container = _el("head", div, xml_id=para.id)
        for i, seg in enumerate(para.segments):
            if i:
                _append_text(container, " ")
            _segment_content(_el("s", container, xml_id=seg.id), seg, plan)
        return
    if section.kind == "verse" and para.role is None:
        lg = _el("lg", div, xml_id=para.id, type="stanza")
        for seg in para.segments:
            _segment_content(_el("l", lg, xml_id=seg.id), seg, plan)
        return
    attrs = {"xml_id": para.id}
    if para.role:
        attrs["rend"] = para.role
    p = _el("p", div, **attrs)
    for i, seg in enumerate(para.segments):
        if i:
            _append_text(p, " ")
        _segment_content(_el("s", p, xml_id=seg.id), seg, plan)


def _translated(parent: ET.Element, tag: str, seg: Segment) -> None:
    """The segment's translation as `tag`, each gloss a ``note type="gloss"`` after its words."""
    el = _el(tag, parent, corresp=f"#{seg.id}")
    for text, gloss in seg.translation_parts():
        _append_text(el, text)
        if gloss is not None:
            _el("note", el, gloss.text, type="gloss")


def _translation(body: ET.Element, section: Section) -> None:
    div = _el("div", body, type="translation", xml_lang="en", corresp=f"#{section.id}")
    _el("head", div, section.title.get("en", section.id))
    for para in section.paragraphs:
        if section.kind == "verse" and para.role is None:
            lg = _el("lg", div, corresp=f"#{para.id}", type="stanza")
            for seg in para.segments:
                _translated(lg, "l", seg)
            continue
        tag = "p"
        p = _el(tag, div, corresp=f"#{para.id}", **({"rend": para.role} if para.role else {}))
        for i, seg in enumerate(para.segments):
            if i:
                _append_text(p, " ")
            _translated(p, "s", seg)


def _header(tei: ET.Element, corpus: Corpus) -> None:
    header = _el("teiHeader", tei)
    fd = _el("fileDesc", header)
    ts = _el("titleStmt", fd)
    _el("title", ts, "Karty: card games of the Soviet camps. A critical edition of the passage "
                     "on camp card games headed «Побеги, тюремные игры»", xml_lang="en")
    _el("title", ts, "Карты: карточные игры советских лагерей. Критическое издание отрывка "
                     "о лагерных карточных играх под заголовком «Побеги, тюремные игры»",
        xml_lang="ru")
    resp = _el("respStmt", ts)
    _el("resp", resp, "edition, translation, annotation and computed apparatus")
    _el("name", resp, "the Karty project")
    ps = _el("publicationStmt", fd)
    _el("publisher", ps, "the Karty project")
    _el("p", ps, "Generated at build time from the project's corpus data (corpus/edition/*.yaml) "
                 "by corpus.tei.build_tei; the apparatus is computed by collating the witnesses "
                 "with CollateX (corpus.collate).")
    sd = _el("sourceDesc", fd)
    _el("p", sd, "The passage survives in three plain-text copies, none of which names the "
                 "book's author or date. Witness A is the base text; B and C are collated against it.")
    lw = _el("listWit", sd)
    for w in corpus.witnesses:
        wit = _el("witness", lw, w.name.get("en", w.siglum), xml_id=w.siglum)
        _el("note", wit, f"file {w.file.name}", type="file", xml_lang="en")
        for lang in ("en", "ru"):
            if lang in w.description:
                _el("note", wit, w.description[lang], type="description", xml_lang=lang)
        cov = ", ".join(w.coverage)
        _el("note", wit, f"Covers the sections: {cov}. sha256 {w.sha256}.", type="coverage", xml_lang="en")
        for gap in w.breaks_off:
            _el("note", wit, f"{gap.start}–{gap.end}: {gap.note.get('en', '')}", type="lacuna", xml_lang="en")
        for para in w.paratext:
            _el("note", wit, para, type="paratext")
    ed = _el("encodingDesc", header)
    _el("variantEncoding", ed, method="parallel-segmentation", location="internal")
    decl = _el("editorialDecl", ed)
    for text in (
        ("Segments (s, l) carry the text of witness A unchanged; every correction (sic/corr) and "
        "normalisation (orig/reg) is a choice element, and the reading text is the corr/reg branch."),
        ("The apparatus is computed: the witnesses are tokenised with an original and a normalised "
        "form (case, ё/е, quotation marks, dashes, ellipsis, inner and line-break hyphens "
        "normalised), collated with CollateX section by section, and each variant is classed (app/@type) "
        "as typographic, run-together, line-break-hyphen, letter-confusion, lacuna or substantive."),
        ("An apparatus entry's lemma is widened to cover any choice it overlaps, so that choice nests "
        "inside lem. Fragmentary witnesses are marked with witStart/witEnd, lacunae inside a witness's "
        "text with lacunaStart/lacunaEnd."),
    ):
        _el("p", decl, text)
    prof = _el("profileDesc", header)
    lu = _el("langUsage", prof)
    _el("language", lu, "Russian", ident="ru")
    _el("language", lu, "English (translation and notes)", ident="en")


def build_tei_tree(corpus: Corpus) -> ET.ElementTree:
    """The TEI document as an ElementTree."""
    tei = _el("TEI", xml_lang="ru")
    _header(tei, corpus)
    text = _el("text", tei)
    body = _el("body", text)
    plan = _plan(corpus)
    for n, section in enumerate(corpus.sections, start=1):
        div = _el("div", body, type="section", xml_id=section.id, n=str(n))
        for lang in ("ru", "en"):
            if lang in section.title:
                _el("head", div, section.title[lang], type="editorial", xml_lang=lang)
        for para in section.paragraphs:
            _paragraph(div, section, para, plan)
        _translation(body, section)
    return ET.ElementTree(tei)


def build_tei(corpus: Corpus) -> str:
    """The whole edition as a TEI P5 XML document (a str, with XML declaration)."""
    root = build_tei_tree(corpus).getroot()  # not indented: white space inside s and l is text
    assert root is not None
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + str(ET.tostring(root, encoding="unicode")) + "\n"
