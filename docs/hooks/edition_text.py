"""The reading text of a segment as inline HTML (used by edition_render.py): the
Russian text with its corrections (sic/reg spans with their tooltips), noted spans,
the apparatus and note markers placed at their offsets, and the glossary's terms
linked without crossing any of that markup (:func:`_link_terms` says how they nest).

This is the one part of the reading pages still written in Python rather than a
template: the text is cut into tokens at every offset where markup begins or ends,
and a term link may span several tokens; each piece of data is escaped with
:func:`html_text.e` as it is written. The page around it (rows, toolbar, coverage,
popovers) is docs/templates/edition/.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from html_text import e as _e
from html_text import i18n as _i18n
from segment_words import in_prose
from templating import label_table, labeller

LABELS = label_table("edition")
label = labeller("edition")


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
    note = in_prose(_i18n(ann.note, lang), lang)  # segment ids in words
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


def diplomatic_html(reading: str | None, lang: str, segment_id: str = "", siglum: str = "",
                     terms: Terms | None = None) -> str:
    if reading is None:
        return f'<em class="karty-absent">{_e(label(lang, "absent"))}</em>'
    found = terms.find(reading, segment_id) if terms is not None else ()
    return _link_terms([("t", 0, reading)], found, terms, f"gl-{segment_id}-{siglum}")

