"""The reading pages and the witness table (used by docs/hooks/edition/markers.py), as data
for the templates in docs/templates/edition/ (section.html, parts.html, witnesses.html).

Pure functions: corpus objects in, typed data prepared here (:class:`Section`,
:class:`Row`, :class:`Variant`…), HTML out of the templates (autoescaped). The
reading text inside a row (corrections, markers, term links) is hooks.edition.text's.
Everything a reader sees is rendered at build time; the page's JavaScript
(docs/assets/js/edition.mjs) only shows and hides what is already there.

Markup contract (edition.mjs, edition.css and tests/site rely on it). Only the
reading text and the translation go into the search index; everything else
carries ``data-search-exclude`` (the theme's search plugin skips it; its parser
ends an exclusion at the first end tag of the same name, so an excluded element
never contains an element of its own tag).

* ``.karty-edition[data-section][data-lang]`` wraps one section.
* ``.karty-seg#<segment id>`` is one segment (``bura.s7``): a row with
  ``a.karty-num`` (the permalink, showing the line or sentence number),
  ``.karty-ru`` (the Russian text) and ``.karty-en`` (the translation).
* Inside ``.karty-ru``, ``.karty-view[data-view=critical]`` is the reading text and
  ``.karty-view[data-view=<siglum>][hidden]`` each witness's diplomatic text, inside a
  ``template[data-karty-views]`` that edition.mjs unfolds when a witness is chosen (the
  text switch needs the script anyway).
* ``button.karty-app[data-type][popovertarget=app-…]`` is an apparatus marker; its
  ``.karty-pop[popover]#app-…`` lists every witness's reading and the variant type.
  A segment's popovers (variants, notes, glosses, rules) are in its
  ``template[data-karty-pops]``, unfolded by edition.mjs on the first click of one of
  its markers, and the same markup in a ``noscript.karty-noscript`` for a browser
  without scripting (edition.mjs adopts that copy when the theme's instant navigation
  has parsed it as elements). So the page's DOM holds what is read (issue 28).
* The toggles as the reader left them (localStorage, the keys of edition.mjs) are set
  by an inline script at the top of ``.karty-edition``, before its first paint, and
  ``.karty-edition[data-remembered]`` names them for the toolbar's ``.karty-remembered``
  lines (“The translation is hidden, as you left it…”).
* ``.karty-choice`` is a corrected (sic) or normalised (reg) span; its
  ``.karty-tip[role=tooltip]`` shows the original on hover and focus.
* ``button.karty-rulesbtn[popovertarget=rules-<segment id>]`` ends the
  ``.karty-ru`` of a segment that rules cite; its ``.karty-pop--rules[popover]``
  links to each rule and option citing it on the rules pages (hooks.rules.render).
* ``.karty-toolbar[hidden]`` holds the controls that need JavaScript (the script
  unhides it): the text switch, the variant-type filter, the translation toggle.
"""
from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from markupsafe import Markup

from hooks.core.html_text import i18n as _i18n
from hooks.core.templating import label_table, labeller, macros, render
from hooks.edition.text import Terms, critical_html, diplomatic_html

__all__ = ["Terms", "critical_html", "line_number", "render_section", "render_witnesses"]

#: The variant types of the apparatus, in the order the filter lists them.
VARIANT_TYPES: tuple[str, ...] = (
    "typographic",
    "run-together",
    "line-break-hyphen",
    "letter-confusion",
    "lacuna",
    "substantive",
)

#: the interface words of both languages (docs/labels.yaml, table `edition`)
LABELS = label_table("edition")

label = labeller("edition")

_NUMBER = re.compile(r"^[sl](?P<n>[0-9]+[a-z]?)$")


def line_number(segment_id: str) -> str:
    """The number shown beside a segment: its id's own number (``bura.s7`` → ``7``,
    ``bura.s31a`` → ``31a``), so that what a reader sees is what a citation uses.
    Headings and the citation line have none."""
    local = segment_id.split(".", 1)[1] if "." in segment_id else segment_id
    match = _NUMBER.match(local)
    return match.group("n") if match else ""


def type_label(lang: str, vtype: str) -> str:
    return label(lang, f"type.{vtype}") if f"type.{vtype}" in LABELS["en"] else vtype



# --------------------------------------------------------------------------- apparatus


#: Readings longer than this (a lacuna can span a whole section) are shown as
#: their beginning and end; the full text is on the page (the witness views).
LONG_READING = 160


@dataclass(frozen=True, slots=True)
class Reading:
    """One witness's reading in a variant's table."""

    kind: str  # absent | omitted | long | text
    text: str = ""
    head: str = ""
    tail: str = ""
    words: int = 0


def reading(value: str | None) -> Reading:
    if value is None:
        return Reading("absent")
    if value == "":
        return Reading("omitted")
    if len(value) > LONG_READING:
        return Reading("long", head=value[:70].rsplit(" ", 1)[0], tail=value[-50:].split(" ", 1)[-1],
                       words=len(value.split()))
    return Reading("text", text=value)


def app_id(entry: Any) -> str:
    """The popover's element id: the entry's own id (``app-bura-3``, also its
    xml:id in the TEI export), prefixed with ``app-`` if it lacks one."""
    return entry.id if str(entry.id).startswith("app-") else f"app-{entry.id}"


@dataclass(frozen=True, slots=True)
class Variant:
    """An entry of the apparatus, numbered in its section."""

    id: str
    number: int
    type: str
    type_label: str
    segment: str
    lemma: Reading | None
    readings: tuple[tuple[str, Reading], ...]
    note: str
    note_lang: str
    significance: str = "major"


def variant(entry: Any, number: int, sigla: Sequence[str], lang: str) -> Variant:
    readings = dict(entry.readings)
    order = [s for s in list(sigla) + sorted(set(readings) - set(sigla)) if s in readings or s in sigla]
    lemma = getattr(entry, "lemma", None)
    raw_note = getattr(entry, "note", None)
    return Variant(
        id=app_id(entry), number=number, type=entry.type, type_label=type_label(lang, entry.type),
        segment=entry.segment, lemma=reading(lemma) if lemma is not None else None,
        readings=tuple((s, reading(readings.get(s))) for s in order),
        note=_i18n(raw_note, lang),
        # a plain-string note is English (the collator writes it)
        note_lang=lang if isinstance(raw_note, Mapping) else "en",
        significance=str(getattr(entry, "significance", "major")))


def app_popover(entry: Any, number: int, sigla: Sequence[str], lang: str) -> Markup:
    return macros("edition/parts.html").app_popover(variant(entry, number, sigla, lang), lang)


def app_marker(entry: Any, number: int, lang: str) -> Markup:
    return macros("edition/parts.html").app_marker(variant(entry, number, (), lang), lang)


@dataclass(frozen=True, slots=True)
class Note:
    id: str
    orig: str
    text: str


@dataclass(frozen=True, slots=True)
class Gloss:
    """A gloss of the translation (a transliteration or literal meaning kept out of the
    line): its marker goes after the words `after`, its popover holds `text`."""

    id: str
    after: str
    text: str


def translation_parts(seg: Any) -> tuple[tuple[str, Gloss | None], ...]:
    """The translation as (text, the gloss that follows it or None) pieces."""
    out = []
    n = 0
    for text, gloss in seg.translation_parts():
        if gloss is not None:
            n += 1
            out.append((text, Gloss(f"gloss-{seg.id}-{n}", gloss.after, gloss.text)))
        else:
            out.append((text, None))
    return tuple(out)


# --------------------------------------------------------------------------- page parts


@dataclass(frozen=True, slots=True)
class Row:
    """One segment: its number, reading text, witnesses' texts, translation, popovers."""

    id: str
    number: str
    critical: Markup
    witnesses: tuple[tuple[str, Markup], ...]
    rules_button: Markup
    translation: tuple[tuple[str, Gloss | None], ...]  # () while the translation is to come
    popovers: tuple[Markup, ...]


@dataclass(frozen=True, slots=True)
class Paragraph:
    id: str
    role: str
    rows: tuple[Row, ...]


@dataclass(frozen=True, slots=True)
class CoverageRow:
    siglum: str
    present: int
    total: int
    percent: int
    cells: tuple[tuple[str, bool], ...]  # (segment id, in this witness)


@dataclass(frozen=True, slots=True)
class Gap:
    siglum: str
    start: str
    end: str  # "" when it is the start, or outside this section
    note: str


@dataclass(frozen=True, slots=True)
class Section:
    id: str
    kind: str
    witnesses: tuple[tuple[str, str], ...]  # (siglum, name) for the text switch
    filters: tuple[tuple[str, str, int], ...]  # (variant type, its label, how many)
    coverage: tuple[CoverageRow, ...]
    gaps: tuple[Gap, ...]
    tei_url: str
    about_url: str | None
    paragraphs: tuple[Paragraph, ...]


def _coverage(section: Any, sigla: Sequence[str], witnesses: Mapping[str, Any],
              diplomatic: Mapping[str, Mapping[str, str | None]], lang: str
              ) -> tuple[tuple[CoverageRow, ...], tuple[Gap, ...]]:
    segments = list(section.segments())
    total = len(segments)
    ids = {s.id for s in segments}
    rows, gaps = [], []
    for siglum in sigla:
        texts = diplomatic.get(siglum, {})
        cells = tuple((seg.id, texts.get(seg.id) is not None) for seg in segments)
        present = sum(has for _, has in cells)
        rows.append(CoverageRow(siglum, present, total, round(100 * present / total) if total else 0, cells))
        for gap in getattr(witnesses.get(siglum), "breaks_off", ()) or ():
            if gap.start in ids or gap.end in ids:
                end = gap.end if gap.end in ids and gap.end != gap.start else ""
                gaps.append(Gap(siglum, gap.start, end, _i18n(gap.note, lang)))
    return tuple(rows), tuple(gaps)


def render_section(
    section: Any,
    *,
    sigla: Sequence[str],
    witnesses: Mapping[str, Any],
    apparatus: Iterable[Any],
    diplomatic: Mapping[str, Mapping[str, str | None]],
    lang: str,
    tei_url: str,
    about_url: str | None = None,
    terms: Terms | None = None,
    rule_links: Callable[[str], tuple[str, str, set[str]]] | None = None,
) -> tuple[Markup, set[str]]:
    """One section as a reading page block. Returns (html, element ids it defines).
    With `terms`, the glossary's terms are links in the reading text and in every
    witness's diplomatic text (not in the translation). With `rule_links`, a segment
    that rules cite gets, at the end of its Russian text, the button and popover
    `rule_links(segment id)` gives (html of the button, html of the popover, their
    ids; empty strings for a segment no rule cites: rules_render.backlink_parts)."""
    parts = macros("edition/parts.html")
    segments = list(section.segments())
    seg_ids = {s.id for s in segments}
    order = {s.id: k for k, s in enumerate(segments)}
    entries = sorted(
        (e for e in apparatus if e.segment in seg_ids),
        # numbered in the order the markers appear: a marker goes at its span's end
        key=lambda e: (order[e.segment], e.span[1], e.span[0]),
    )
    by_segment: dict[str, list[tuple[int, Any]]] = {}
    type_counts: dict[str, int] = {}
    for number, entry in enumerate(entries, start=1):
        by_segment.setdefault(entry.segment, []).append((number, entry))
        type_counts[entry.type] = type_counts.get(entry.type, 0) + 1

    ids: set[str] = set()
    paragraphs = []
    for paragraph in section.paragraphs:
        rows = []
        for seg in paragraph.segments:
            ids.add(seg.id)
            numbered = [variant(e, n, sigla, lang) for n, e in by_segment.get(seg.id, [])]
            inserts = [(e.span[1], parts.app_marker(v, lang))
                       for (_, e), v in zip(by_segment.get(seg.id, []), numbered, strict=True)]
            pops = [parts.app_popover(v, lang) for v in numbered]
            notes = [Note(a.id, a.orig, _i18n(a.note, lang)) for a in seg.annotations if a.type == "note"]
            pops += [parts.note_popover(n, lang) for n in notes]
            ids.update(v.id for v in numbered)
            ids.update(f"note-{n.id}" for n in notes)
            ids.update(f"tip-{a.id}" for a in seg.annotations if a.type != "note")
            rules_button, rules_pop, rules_ids = rule_links(seg.id) if rule_links else ("", "", set())
            if rules_pop:
                pops.append(Markup(rules_pop))
                ids.update(rules_ids)
            translation = translation_parts(seg) if (seg.translation or "").strip() else ()
            glosses = [g for _, g in translation if g is not None]
            pops += [parts.gloss_popover(g, lang) for g in glosses]
            ids.update(g.id for g in glosses)
            rows.append(Row(
                id=seg.id, number=line_number(seg.id),
                critical=critical_html(seg, inserts, lang, terms),
                witnesses=tuple((s, diplomatic_html(diplomatic.get(s, {}).get(seg.id), lang, seg.id, s, terms))
                                for s in sigla),
                rules_button=Markup(rules_button),
                translation=translation,
                popovers=tuple(pops)))
        ids.add(paragraph.id)
        role = paragraph.role or ("stanza" if section.kind == "verse" else "paragraph")
        paragraphs.append(Paragraph(paragraph.id, role, tuple(rows)))
    coverage, gaps = _coverage(section, sigla, witnesses, diplomatic, lang)
    data = Section(
        id=section.id, kind=section.kind,
        witnesses=tuple((s, _i18n(getattr(witnesses.get(s), "name", None), lang)) for s in sigla),
        filters=tuple((v, type_label(lang, v), type_counts.get(v, 0)) for v in VARIANT_TYPES),
        coverage=coverage, gaps=gaps, tei_url=tei_url, about_url=about_url, paragraphs=tuple(paragraphs))
    return render("edition/section.html", s=data, lang=lang), ids


# --------------------------------------------------------------------------- witnesses


@dataclass(frozen=True, slots=True)
class WitnessGap:
    start: str
    end: str
    note: str


@dataclass(frozen=True, slots=True)
class Witness:
    siglum: str
    name: str
    description: str
    sections: str
    gaps: tuple[WitnessGap, ...]
    file: str
    sha256: str


def render_witnesses(witnesses: Sequence[Any], section_titles: Mapping[str, Mapping[str, str]],
                     lang: str, compact: bool = False) -> Markup:
    """The witnesses by their readable names: in full (About page: description, sections,
    gaps, each witness with the anchor ``witness-<siglum>``, then one technical table of
    the files and their checksums), or `compact` (History page: a table of sigla, names,
    sections and gaps). File names and checksums appear only in the technical table."""
    data = [Witness(
        siglum=w.siglum, name=_i18n(w.name, lang) or w.siglum, description=_i18n(w.description, lang),
        sections=", ".join(_i18n(section_titles.get(s, s), lang) for s in w.coverage),
        gaps=tuple(WitnessGap(g.start, g.end, _i18n(g.note, lang)) for g in (w.breaks_off or ())),
        file=w.file.name, sha256=w.sha256) for w in witnesses]
    return render("edition/witnesses.html", witnesses=data, lang=lang, compact=compact)
