"""HTML for the reading pages and the witness table (used by docs/hooks/edition.py).

Pure functions: corpus objects in, an HTML string out. Everything a reader sees is
rendered here, at build time, with every piece of corpus text escaped; the page's
JavaScript (docs/assets/js/edition.mjs) only shows and hides what is already there.

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
  ``.karty-view[data-view=<siglum>][hidden]`` each witness's diplomatic text.
* ``button.karty-app[data-type][popovertarget=app-…]`` is an apparatus marker; its
  ``.karty-pop[popover]#app-…`` lists every witness's reading and the variant type.
* ``.karty-choice`` is a corrected (sic) or normalised (reg) span; its
  ``.karty-tip[role=tooltip]`` shows the original on hover and focus.
* ``button.karty-rulesbtn[popovertarget=rules-<segment id>]`` ends the
  ``.karty-ru`` of a segment that rules cite; its ``.karty-pop--rules[popover]``
  links to each rule and option citing it on the rules pages (rules_render.py).
* ``.karty-toolbar[hidden]`` holds the controls that need JavaScript (the script
  unhides it): the text switch, the variant-type filter, the translation toggle.
"""
from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from html_text import e as _e
from html_text import i18n as _i18n
from templating import label_table, labeller

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


# --------------------------------------------------------------------------- text


def _tip(ann: Any, lang: str) -> str:
    """The tooltip of a sic or reg span: what the witness has, and why."""
    parts = []
    key = "sic" if ann.type == "sic" else "reg"
    if ann.orig.strip():
        parts.append(
            f'<b class="karty-tip__label">{_e(label(lang, key))}</b> '
            f'<i class="karty-tip__orig" lang="ru">{_e(ann.orig)}</i>'
        )
    elif ann.orig:  # a dash the witness lacks is a reg of the space it has there
        parts.append(
            f'<b class="karty-tip__label">{_e(label(lang, key))}</b> '
            f'<i class="karty-tip__orig">{_e(label(lang, "space"))}</i>'
        )
    else:
        parts.append(f'<b class="karty-tip__label">{_e(label(lang, "added"))}</b>')
    if not ann.replacement:
        parts.append(_e(label(lang, "removed")))
    if ann.category:
        cat_key = f"cat.{ann.category}"
        parts.append(_e(label(lang, cat_key) if cat_key in LABELS["en"] else ann.category))
    if ann.witnesses:
        parts.append(_e(label(lang, "supported", sigla=", ".join(ann.witnesses))))
    note = _i18n(ann.note, lang)
    if note:
        parts.append(_e(note))
    return (
        f'<span class="karty-tip" role="tooltip" id="tip-{_e(ann.id)}" data-search-exclude>'
        + ' <b class="karty-tip__sep" aria-hidden="true">·</b> '.join(parts)
        + "</span>"
    )


def _choice_parts(ann: Any, lang: str) -> tuple[str, str, str, str, str]:
    """A sic/reg span as (lead, open html, core, close html, trail): the white space
    before and after its replacement stay outside the span (so that a marker can go
    before the trailing space: «Туз —① одиннадцать»); `core` is the text inside it,
    unescaped. lead + core + trail is the replacement."""
    repl = ann.replacement or ""
    core = repl.strip()
    lead = repl[: len(repl) - len(repl.lstrip())] if core else ""
    trail = repl[len(repl.rstrip()):] if core else ""
    classes = f"karty-choice karty-choice--{ann.type}"
    if not core:
        classes += " karty-choice--empty"
        core = repl  # empty, or white space only
    open_html = (
        f'<span class="{classes}" tabindex="0" aria-describedby="tip-{_e(ann.id)}"'
        f' data-annotation="{_e(ann.id)}" data-significance="{_e(getattr(ann, "significance", "major"))}">'
        '<span class="karty-choice__reading">'
    )
    close_html = f"</span>{_tip(ann, lang)}</span>"
    return lead, open_html, core, close_html, trail


def _choice(ann: Any, lang: str) -> tuple[str, str]:
    """A sic/reg span as HTML, and the white space that ends its replacement
    (returned apart, so that a marker can go before it: «Туз —① одиннадцать»)."""
    lead, open_html, core, close_html, trail = _choice_parts(ann, lang)
    return f"{_e(lead)}{open_html}{_e(core)}{close_html}", _e(trail)


def _note_marker(ann: Any, lang: str) -> str:
    return (
        f'<button type="button" class="karty-note" popovertarget="note-{_e(ann.id)}" data-search-exclude'
        f' data-significance="{_e(getattr(ann, "significance", "major"))}"'
        f' aria-label="{_e(label(lang, "note.marker", orig=ann.orig))}">'
        '<span aria-hidden="true">*</span></button>'
    )


def _note_popover(ann: Any, lang: str) -> str:
    return (
        f'<div class="karty-pop karty-pop--note" id="note-{_e(ann.id)}" popover data-search-exclude>'
        f'<p class="karty-pop__head"><span class="karty-pop__title">{_e(label(lang, "note.title"))}</span>'
        f' <span class="karty-pop__lemma" lang="ru">«{_e(ann.orig)}»</span>'
        f'{_close_button("note-" + ann.id, lang)}</p>'
        f'<p class="karty-pop__note">{_e(_i18n(ann.note, lang))}</p>'
        "</div>"
    )


def _translation_html(seg: Any, lang: str) -> tuple[str, list[str], set[str]]:
    """The translation with a gloss marker after each gloss's words (a transliteration or
    literal meaning kept out of the line), the glosses' popovers and their ids."""
    out: list[str] = []
    pops: list[str] = []
    ids: set[str] = set()
    for text, gloss in seg.translation_parts():
        out.append(_e(text))
        if gloss is None:
            continue
        pop_id = f"gloss-{seg.id}-{len(pops) + 1}"
        ids.add(pop_id)
        out.append(
            f'<button type="button" class="karty-note karty-note--gloss" popovertarget="{_e(pop_id)}"'
            f' data-search-exclude aria-label="{_e(label(lang, "gloss.marker", after=gloss.after))}">'
            '<span aria-hidden="true">°</span></button>'
        )
        pops.append(
            f'<div class="karty-pop karty-pop--note karty-pop--gloss" id="{_e(pop_id)}" popover data-search-exclude>'
            f'<p class="karty-pop__head"><span class="karty-pop__title">{_e(label(lang, "gloss.title"))}</span>'
            f' <span class="karty-pop__lemma" lang="en">{_e(gloss.after)}</span>'
            f'{_close_button(pop_id, lang)}</p>'
            f'<p class="karty-pop__note" lang="en">{_e(gloss.text)}</p>'
            "</div>"
        )
    return "".join(out), pops, ids


def _close_button(target: str, lang: str) -> str:
    return (
        f'<button type="button" class="karty-pop__close" popovertarget="{_e(target)}"'
        f' popovertargetaction="hide" aria-label="{_e(label(lang, "close"))}">'
        '<span aria-hidden="true">×</span></button>'
    )


#: A piece of rendered text: ("t", offset in the rendered reading, text) is text
#: (escaped on output; a term link may wrap it), ("h", -1, html) is markup that a
#: term link never crosses (a tag, a marker, a tooltip).
_Token = tuple[str, int, str]


@dataclass(frozen=True)
class Terms:
    """How the reading pages link the glossary's terms (docs/hooks/edition.py makes one).

    `find(text, segment_id)` gives the terms in a string the page renders, as
    ((start, end), entry id), in order and not overlapping; `render(entry_id,
    inner_html, tip_id, occurrence)` gives the markup of one link around
    `inner_html` (already escaped) with its tooltip, whose element id is `tip_id`."""

    find: Callable[[str, str], Sequence[tuple[tuple[int, int], str]]]
    render: Callable[[str, str, str, int], str]


def _link_terms(tokens: Sequence[_Token], found: Sequence[tuple[tuple[int, int], str]],
                terms: Terms | None, tip_prefix: str) -> str:
    """The tokens as HTML, each term of `found` (spans into the rendered text) wrapped
    in a link.

    The overlap rule: a link never crosses markup. A term is cut at every tag or
    marker inside it (a correction span, a noted span, an apparatus or note marker);
    each piece is a link of its own to the same entry, placed inside the innermost
    element around it (so a term inside a correction is linked inside the
    correction's reading, and the correction's own tooltip stays). White space at
    the ends of a piece is left outside it; a piece of white space only is no link."""
    out: list[str] = []
    if terms is None or not found:
        for tok in tokens:
            out.append(_e(tok[2]) if tok[0] == "t" else tok[2])
        return "".join(out)
    spans = sorted(found)
    pieces = 0
    run: list[str] = []  # the text of the current piece
    run_term = -1  # its term's index in `spans`, or -1 for text outside terms

    def flush() -> None:
        nonlocal run, pieces
        text = "".join(run)
        run = []
        if run_term < 0 or not text.strip():
            out.append(_e(text))
            return
        core = text.strip()
        lead = text[: len(text) - len(text.lstrip())]
        trail = text[len(text.rstrip()):]
        pieces += 1
        (_, _), entry = spans[run_term]
        out.append(_e(lead))
        out.append(terms.render(entry, _e(core), f"{tip_prefix}-{pieces}", run_term + 1))
        out.append(_e(trail))

    k = 0  # the first term that may still matter
    for tok in tokens:
        kind, offset, text = tok
        if kind != "t":
            flush()
            run_term = -1
            out.append(text)
            continue
        pos = 0
        while pos < len(text):
            here = offset + pos
            while k < len(spans) and spans[k][0][1] <= here:
                k += 1
            if k < len(spans) and spans[k][0][0] <= here:
                term, stop = k, spans[k][0][1]
            else:
                term, stop = -1, spans[k][0][0] if k < len(spans) else offset + len(text)
            cut = min(len(text), stop - offset)
            if term != run_term:
                flush()
                run_term = term
            run.append(text[pos:cut])
            pos = cut
    flush()
    return "".join(out)


def critical_html(segment: Any, inserts: Sequence[tuple[int, str]], lang: str,
                  terms: Terms | None = None) -> str:
    """The reading text of `segment` as HTML: sic/reg spans as `.karty-choice`,
    note spans marked, and each (offset, html) of `inserts` (apparatus markers;
    offsets into `segment.text`) placed at its offset, or after the corrected span
    it falls inside. With `terms`, every glossary term found in the reading text is
    a link (see `_link_terms` for how links and the other markup nest). The visible
    text, markers and tooltips aside, is exactly ``segment.reading()``."""
    text = segment.text
    anns = sorted(segment.annotations, key=lambda a: (a.span[0], a.span[1]))
    placed = []
    for order, (offset, html) in enumerate(inserts):
        for ann in anns:
            start, end = ann.span
            if ann.type != "note" and start < offset < end:
                offset = end
        placed.append((offset, order, html))
    placed.sort()
    tokens: list[_Token] = []
    pos = 0
    shift = 0  # reading offset minus text offset, outside replaced spans
    i = 0

    def plain(s: str) -> None:
        if s:
            tokens.append(("t", pos + shift, s))

    def upto(limit: int) -> None:
        nonlocal pos, i
        while i < len(placed) and placed[i][0] <= limit:
            offset = placed[i][0]
            if offset > pos:
                plain(text[pos:offset])
                pos = offset
            tokens.append(("h", -1, placed[i][2]))
            i += 1
        if limit > pos:
            plain(text[pos:limit])
            pos = limit

    for ann in anns:
        start, end = ann.span
        if ann.type == "note":
            upto(start)
            tokens.append(("h", -1, '<span class="karty-noted">'))
            # markers inside a noted span stay inside it
            upto(end)
            tokens.append(("h", -1, "</span>"))
            tokens.append(("h", -1, _note_marker(ann, lang)))
            continue
        upto(start)
        lead, open_html, core, close_html, trail = _choice_parts(ann, lang)
        r = start + shift  # where the replacement starts in the reading text
        if lead:
            tokens.append(("t", r, lead))
        tokens.append(("h", -1, open_html))
        if core:
            tokens.append(("t", r + len(lead), core))
        tokens.append(("h", -1, close_html))
        shift += len(ann.replacement or "") - (end - start)
        pos = end
        upto(end)  # markers that end with this span go before its trailing space
        if trail:
            tokens.append(("t", end + shift - len(trail), trail))
    upto(len(text))
    found = terms.find(segment.reading(), segment.id) if terms is not None else ()
    return _link_terms(tokens, found, terms, f"gl-{segment.id}")


def _diplomatic_html(reading: str | None, lang: str, segment_id: str = "", siglum: str = "",
                     terms: Terms | None = None) -> str:
    if reading is None:
        return f'<em class="karty-absent">{_e(label(lang, "absent"))}</em>'
    found = terms.find(reading, segment_id) if terms is not None else ()
    return _link_terms([("t", 0, reading)], found, terms, f"gl-{segment_id}-{siglum}")


# --------------------------------------------------------------------------- apparatus


#: Readings longer than this (a lacuna can span a whole section) are shown as
#: their beginning and end; the full text is on the page (the witness views).
LONG_READING = 160


def _reading_cell(value: str | None, lang: str) -> str:
    if value is None:
        return f'<td class="karty-absent">{_e(label(lang, "absent"))}</td>'
    if value == "":
        return f'<td class="karty-omitted">{_e(label(lang, "omitted"))}</td>'
    if len(value) > LONG_READING:
        words = len(value.split())
        head = value[:70].rsplit(" ", 1)[0]
        tail = value[-50:].split(" ", 1)[-1]
        return (
            f'<td lang="ru">{_e(head)} … {_e(tail)}'
            f' <span class="karty-long" lang="{_e(lang)}">{_e(label(lang, "long", n=words))}</span></td>'
        )
    return f'<td lang="ru">{_e(value)}</td>'


def app_id(entry: Any) -> str:
    """The popover's element id: the entry's own id (``app-bura-3``, also its
    xml:id in the TEI export), prefixed with ``app-`` if it lacks one."""
    return entry.id if str(entry.id).startswith("app-") else f"app-{entry.id}"


def app_popover(entry: Any, number: int, sigla: Sequence[str], lang: str) -> str:
    pop_id = app_id(entry)
    vtype = entry.type
    rows = []
    lemma = getattr(entry, "lemma", None)
    if lemma is not None:
        rows.append(
            f'<tr class="karty-pop__lemma-row"><th scope="row">{_e(label(lang, "pop.lemma"))}</th>'
            f"{_reading_cell(lemma, lang)}</tr>"
        )
    readings = dict(entry.readings)
    for siglum in list(sigla) + sorted(set(readings) - set(sigla)):
        if siglum not in readings and siglum not in sigla:
            continue
        rows.append(
            f'<tr><th scope="row">{_e(siglum)}</th>{_reading_cell(readings.get(siglum), lang)}</tr>'
        )
    raw_note = getattr(entry, "note", None)
    note = _i18n(raw_note, lang)
    # a plain-string note is English (the collator writes it)
    note_lang = lang if isinstance(raw_note, Mapping) else "en"
    return (
        f'<div class="karty-pop karty-pop--app" id="{_e(pop_id)}" popover data-type="{_e(vtype)}"'
        " data-search-exclude>"
        f'<p class="karty-pop__head"><span class="karty-pop__title">{_e(label(lang, "pop.title", n=number))}</span>'
        f' <span class="karty-pop__type karty-type--{_e(vtype)}">{_e(type_label(lang, vtype))}</span>'
        f' <span class="karty-pop__where">{_e(label(lang, "pop.segment", id=entry.segment))}</span>'
        f"{_close_button(pop_id, lang)}</p>"
        f'<table class="karty-pop__readings"><caption>{_e(label(lang, "pop.witnesses"))}</caption>'
        f'<tbody>{"".join(rows)}</tbody></table>'
        + (f'<p class="karty-pop__note" lang="{_e(note_lang)}">{_e(note)}</p>' if note else "")
        + "</div>"
    )


def app_marker(entry: Any, number: int, lang: str) -> str:
    return (
        f'<button type="button" class="karty-app karty-type--{_e(entry.type)}" data-search-exclude'
        f' data-type="{_e(entry.type)}" data-significance="{_e(getattr(entry, "significance", "major"))}"'
        f' popovertarget="{_e(app_id(entry))}"'
        f' aria-label="{_e(label(lang, "marker", n=number, type=type_label(lang, entry.type)))}">'
        f"{number}</button>"
    )


# --------------------------------------------------------------------------- page parts


def _toolbar(section: Any, sigla: Sequence[str], witnesses: Mapping[str, Any],
             type_counts: Mapping[str, int], lang: str) -> str:
    name = f"karty-view-{section.id}"
    views = [
        (f'<label class="karty-radio" title="{_e(label(lang, "view.critical.title"))}">'
         f'<input type="radio" name="{_e(name)}" value="critical" checked> '
         f'{_e(label(lang, "view.critical"))}</label>')
    ]
    for siglum in sigla:
        wname = _i18n(getattr(witnesses.get(siglum), "name", None), lang)
        views.append(
            f'<label class="karty-radio" title="{_e(label(lang, "view.witness.title", siglum=siglum, name=wname))}">'
            f'<input type="radio" name="{_e(name)}" value="{_e(siglum)}"> '
            f'{_e(label(lang, "view.witness", siglum=siglum))}</label>'
        )
    filters = []
    for vtype in VARIANT_TYPES:
        count = type_counts.get(vtype, 0)
        disabled = " disabled" if count == 0 else ""
        filters.append(
            f'<label class="karty-check karty-type--{_e(vtype)}"><input type="checkbox" value="{_e(vtype)}"'
            f' checked{disabled}> <span class="karty-swatch" aria-hidden="true"></span>'
            f'{_e(type_label(lang, vtype))} <span class="karty-count">({count})</span></label>'
        )
    return (
        f'<div class="karty-toolbar" role="group" aria-label="{_e(label(lang, "tools"))}" hidden'
        " data-search-exclude>"
        f'<fieldset class="karty-toolbar__views" data-karty-views><legend>{_e(label(lang, "view.legend"))}</legend>'
        f'{"".join(views)}</fieldset>'
        f'<fieldset class="karty-toolbar__filter" data-karty-filter><legend>{_e(label(lang, "filter.legend"))}</legend>'
        f'{"".join(filters)}</fieldset>'
        f'<button type="button" class="md-button karty-toolbar__apparatus" data-karty-apparatus'
        f' aria-pressed="false">{_e(label(lang, "apparatus"))}</button>'
        f'<button type="button" class="md-button karty-toolbar__translation" data-karty-translation'
        f' aria-pressed="true">{_e(label(lang, "translation"))}</button>'
        "</div>"
    )


def _coverage(section: Any, sigla: Sequence[str], witnesses: Mapping[str, Any],
              diplomatic: Mapping[str, Mapping[str, str | None]], lang: str) -> str:
    segments = list(section.segments())
    total = len(segments)
    rows = []
    gaps = []
    ids = {s.id for s in segments}
    for siglum in sigla:
        texts = diplomatic.get(siglum, {})
        cells = []
        present = 0
        for seg in segments:
            has = texts.get(seg.id) is not None
            present += has
            key = "coverage.cell.present" if has else "coverage.cell.absent"
            cells.append(
                f'<span class="karty-cov__cell {"is-present" if has else "is-absent"}"'
                f' title="{_e(label(lang, key, id=seg.id, siglum=siglum))}"></span>'
            )
        pct = round(100 * present / total) if total else 0
        rows.append(
            f'<p class="karty-cov__row" data-witness="{_e(siglum)}">'
            f'<span class="karty-cov__siglum">{_e(siglum)}</span>'
            f'<span class="karty-cov__bar" role="img" style="--karty-cov:{pct}%"'
            f' aria-label="{_e(label(lang, "coverage.bar", siglum=siglum, n=present, total=total))}">'
            f'{"".join(cells)}</span>'
            f'<span class="karty-cov__count">{_e(label(lang, "coverage.count", n=present, total=total))}</span>'
            "</p>"
        )
        witness = witnesses.get(siglum)
        for gap in getattr(witness, "breaks_off", ()) or ():
            if gap.start in ids or gap.end in ids:
                gaps.append(
                    f'<li><span class="karty-cov__siglum">{_e(siglum)}</span> '
                    f'<a href="#{_e(gap.start)}">{_e(gap.start)}</a>'
                    + (f'–<a href="#{_e(gap.end)}">{_e(gap.end)}</a>' if gap.end in ids and gap.end != gap.start else "")
                    + f": {_e(_i18n(gap.note, lang))}</li>"
                )
    return (
        f'<div class="karty-coverage" data-search-exclude>'
        f'<p class="karty-coverage__title">{_e(label(lang, "coverage"))}</p>'
        f'{"".join(rows)}'
        + (f'<ul class="karty-coverage__gaps">{"".join(gaps)}</ul>' if gaps else "")
        + "</div>"
    )


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
) -> tuple[str, set[str]]:
    """One section as a reading page block. Returns (html, element ids it defines).
    With `terms`, the glossary's terms are links in the reading text and in every
    witness's diplomatic text (not in the translation). With `rule_links`, a segment
    that rules cite gets, at the end of its Russian text, the button and popover
    `rule_links(segment id)` gives (html of the button, html of the popover, their
    ids; empty strings for a segment no rule cites: rules_render.backlink_parts)."""
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
            numbered = by_segment.get(seg.id, [])
            inserts = [(e.span[1], app_marker(e, n, lang)) for n, e in numbered]
            pops = [app_popover(e, n, sigla, lang) for n, e in numbered]
            pops += [_note_popover(a, lang) for a in seg.annotations if a.type == "note"]
            ids.update(app_id(e) for _, e in numbered)
            ids.update(f"note-{a.id}" for a in seg.annotations if a.type == "note")
            ids.update(f"tip-{a.id}" for a in seg.annotations if a.type != "note")
            rules_button, rules_pop, rules_ids = rule_links(seg.id) if rule_links else ("", "", set())
            if rules_pop:
                pops.append(rules_pop)
                ids.update(rules_ids)
            views = [
                f'<span class="karty-view" data-view="critical">{critical_html(seg, inserts, lang, terms)}</span>'
            ]
            for siglum in sigla:
                reading = diplomatic.get(siglum, {}).get(seg.id)
                views.append(
                    f'<span class="karty-view" data-view="{_e(siglum)}" hidden data-search-exclude>'
                    f"{_diplomatic_html(reading, lang, seg.id, siglum, terms)}</span>"
                )
            number = line_number(seg.id)
            translation = seg.translation or ""
            glossed, gloss_pops, gloss_ids = _translation_html(seg, lang)
            pops += gloss_pops
            ids.update(gloss_ids)
            en = (
                glossed
                if translation.strip()
                else f'<span class="karty-pending">{_e(label(lang, "pending"))}</span>'
            )
            rows.append(
                f'<div class="karty-seg" id="{_e(seg.id)}" data-segment>'
                f'<a class="karty-num" href="#{_e(seg.id)}" data-search-exclude'
                f' aria-label="{_e(label(lang, "permalink", id=seg.id))}">'
                f'{_e(number) if number else "¶"}</a>'
                f'\n<div class="karty-ru" lang="ru">{"".join(views)}{rules_button}</div>'
                f'\n<div class="karty-en" lang="en">{en}</div>\n'
                f'{"".join(pops)}'
                "</div>"
            )
        role = paragraph.role or ("stanza" if section.kind == "verse" else "paragraph")
        ids.add(paragraph.id)
        paragraphs.append(
            f'<div class="karty-para karty-para--{_e(role)}" id="{_e(paragraph.id)}">\n{"\n".join(rows)}\n</div>'
        )

    links = [f'<a class="karty-tei" href="{_e(tei_url)}" download="karty-edition.tei.xml">{_e(label(lang, "tei"))}</a>']
    if about_url:
        links.append(f'<a href="{_e(about_url)}">{_e(label(lang, "about"))}</a>')
    html = (
        f'<div class="karty-edition karty-edition--{_e(section.kind)}" data-section="{_e(section.id)}"'
        f' data-lang="{_e(lang)}" data-translation="shown">'
        + _toolbar(section, sigla, witnesses, type_counts, lang)
        + _coverage(section, sigla, witnesses, diplomatic, lang)
        + f'<p class="karty-links">{" · ".join(links)}</p>'
        + '<div class="karty-colheads" aria-hidden="true" data-search-exclude><span></span>'
        f'<span lang="{_e(lang)}">{_e(label(lang, "col.ru"))}</span>'
        f'<span class="karty-colheads__en">{_e(label(lang, "col.en"))}</span></div>'
        + f'<div class="karty-text">\n{"\n".join(paragraphs)}\n</div>'
        + "</div>"
    )
    return html, ids


def render_witnesses(witnesses: Sequence[Any], section_titles: Mapping[str, Mapping[str, str]],
                     lang: str, compact: bool = False) -> str:
    """The witnesses by their readable names: in full (About page: description, sections,
    gaps, each witness with the anchor ``witness-<siglum>``, then one technical table of
    the files and their checksums), or `compact` (History page: a table of sigla, names,
    sections and gaps). File names and checksums appear only in the technical table."""
    def sections_of(w: Any) -> str:
        return ", ".join(_i18n(section_titles.get(s, s), lang) for s in w.coverage)

    def gap_range(g: Any) -> str:
        return f"<code>{_e(g.start)}</code>" + (f"–<code>{_e(g.end)}</code>" if g.end != g.start else "")

    def name_of(w: Any) -> str:
        return _i18n(w.name, lang) or w.siglum

    if compact:
        head = "".join(
            f"<th>{_e(label(lang, k))}</th>"
            for k in ("witness.siglum", "witness.name", "witness.coverage", "witness.gaps")
        )
        rows = []
        for w in witnesses:
            gaps = ", ".join(gap_range(g) for g in (w.breaks_off or ())) or _e(label(lang, "witness.none"))
            rows.append(
                f'<tr><th scope="row">{_e(w.siglum)}</th><td>{_e(name_of(w))}</td>'
                f"<td>{_e(sections_of(w))}</td><td>{gaps}</td></tr>"
            )
        return (
            f'<div class="karty-witnesses karty-witnesses--compact"><table><thead><tr>{head}</tr></thead>'
            f'<tbody>{"".join(rows)}</tbody></table></div>'
        )

    blocks = []
    for w in witnesses:
        gaps = "".join(f"<li>{gap_range(g)}: {_e(_i18n(g.note, lang))}</li>" for g in (w.breaks_off or ()))
        blocks.append(
            f'<div class="karty-witness" id="witness-{_e(w.siglum)}">'
            f'<p class="karty-witness__head"><span class="karty-witness__siglum">{_e(w.siglum)}</span> '
            f"{_e(name_of(w))}</p>"
            f"<p>{_e(_i18n(w.description, lang))}</p>"
            f'<dl class="karty-witness__facts">'
            f"<dt>{_e(label(lang, 'witness.coverage'))}</dt><dd>{_e(sections_of(w))}</dd>"
            f"<dt>{_e(label(lang, 'witness.gaps'))}</dt>"
            f'<dd>{f"<ul>{gaps}</ul>" if gaps else _e(label(lang, "witness.none"))}</dd>'
            "</dl></div>"
        )
    head = "".join(f'<th scope="col">{_e(label(lang, k))}</th>'
                   for k in ("witness.siglum", "witness.file", "witness.sha256"))
    rows = "".join(
        f'<tr><th scope="row">{_e(w.siglum)}</th><td><code>{_e(w.file.name)}</code></td>'
        f'<td class="karty-hash"><code>{_e(w.sha256)}</code></td></tr>'
        for w in witnesses
    )
    files = (
        f'<div class="karty-witnesses__files" id="witness-files"><table>'
        f"<caption>{_e(label(lang, 'witness.files'))}</caption>"
        f"<thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table></div>"
    )
    return f'<div class="karty-witnesses">{"".join(blocks)}{files}</div>'
