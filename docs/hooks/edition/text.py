"""The reading text of a segment (used by hooks.edition.render): the Russian text with
its corrections (sic/reg spans with their tooltips), noted spans, the apparatus and
note markers placed at their offsets, and the glossary's terms linked without
crossing any of that markup (:func:`_link_terms` says how they nest).

The text is cut into pieces at every offset where markup begins or ends, and a
term link may span several pieces. This module only works out that sequence, as
typed pieces (:data:`Piece`: text, a correction's opening and its closing with the
tooltip, a noted span's ends, a note marker, a term link, an apparatus marker);
docs/templates/edition/text.html writes them (autoescaped). The page around it
(rows, toolbar, coverage, popovers) is docs/templates/edition/.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from markupsafe import Markup, escape

from hooks.core.html_text import i18n as _i18n
from hooks.core.segment_words import in_prose
from hooks.core.templating import label_table, labeller, render

LABELS = label_table("edition")
label = labeller("edition")


# --------------------------------------------------------------------------- the pieces
@dataclass(frozen=True)
class Text:
    """Text of the reading (escaped when written)."""

    kind: ClassVar[str] = "text"
    text: str


@dataclass(frozen=True)
class Html:
    """Markup made elsewhere, placed as is: an apparatus marker (edition_render's
    ``app_marker``) or a term link (``Terms.render``)."""

    kind: ClassVar[str] = "html"
    html: Markup


@dataclass(frozen=True)
class Tip:
    """The tooltip of a sic or reg span: what the witness has (``head``, the label,
    then ``orig`` in ``orig_lang``, or no ``orig`` when the witness has nothing
    there), and the notes that follow (removed, category, witnesses, the note)."""

    id: str
    head: str
    orig: str | None
    orig_lang: str | None
    notes: tuple[str, ...]


@dataclass(frozen=True)
class ChoiceOpen:
    """The start of a sic/reg span, up to its reading."""

    kind: ClassVar[str] = "choice-open"
    id: str
    type: str
    empty: bool
    significance: str


@dataclass(frozen=True)
class ChoiceClose:
    """The end of a sic/reg span's reading, and its tooltip."""

    kind: ClassVar[str] = "choice-close"
    tip: Tip


@dataclass(frozen=True)
class Noted:
    """The start (``end`` False) or end of a span an editorial note is about."""

    kind: ClassVar[str] = "noted"
    end: bool


@dataclass(frozen=True)
class NoteMarker:
    """The marker of an editorial note (its popover is edition/parts.html's)."""

    kind: ClassVar[str] = "note-marker"
    id: str
    significance: str
    label: str


Piece = Text | Html | ChoiceOpen | ChoiceClose | Noted | NoteMarker


def _tip(ann: Any, lang: str) -> Tip:
    """The tooltip of a sic or reg span: what the witness has, and why."""
    key = "sic" if ann.type == "sic" else "reg"
    if ann.orig.strip():
        head, orig, orig_lang = label(lang, key), ann.orig, "ru"
    elif ann.orig:  # a dash the witness lacks is a reg of the space it has there
        head, orig, orig_lang = label(lang, key), label(lang, "space"), None
    else:
        head, orig, orig_lang = label(lang, "added"), None, None
    notes = []
    if not ann.replacement:
        notes.append(label(lang, "removed"))
    if ann.category:
        cat_key = f"cat.{ann.category}"
        notes.append(label(lang, cat_key) if cat_key in LABELS["en"] else ann.category)
    if ann.witnesses:
        notes.append(label(lang, "supported", sigla=", ".join(ann.witnesses)))
    note = in_prose(_i18n(ann.note, lang), lang)  # segment ids in words
    if note:
        notes.append(note)
    return Tip(ann.id, head, orig, orig_lang, tuple(notes))


def _choice_parts(ann: Any, lang: str) -> tuple[str, ChoiceOpen, str, ChoiceClose, str]:
    """A sic/reg span as (lead, its opening, core, its closing, trail): the white
    space before and after its replacement stay outside the span (so that a marker
    can go before the trailing space: «Туз —① одиннадцать»); `core` is the text
    inside it. lead + core + trail is the replacement."""
    repl = ann.replacement or ""
    core = repl.strip()
    lead = repl[: len(repl) - len(repl.lstrip())] if core else ""
    trail = repl[len(repl.rstrip()):] if core else ""
    empty = not core
    if empty:
        core = repl  # empty, or white space only
    significance = str(getattr(ann, "significance", "major"))
    return (lead, ChoiceOpen(ann.id, ann.type, empty, significance), core,
            ChoiceClose(_tip(ann, lang)), trail)


def _note_marker(ann: Any, lang: str) -> NoteMarker:
    return NoteMarker(ann.id, str(getattr(ann, "significance", "major")),
                      label(lang, "note.marker", orig=ann.orig))


def write(pieces: Sequence[Piece]) -> Markup:
    """The pieces as HTML (docs/templates/edition/text.html)."""
    return render("edition/text.html", pieces=pieces)


#: A token of the text before terms are linked: (offset in the rendered reading,
#: text) is text a term link may wrap; a :data:`Piece` is markup a term link never
#: crosses (a tag, a marker, a tooltip).
_Token = tuple[int, str] | Piece


@dataclass(frozen=True)
class Terms:
    """How the reading pages link the glossary's terms (docs/hooks/edition/markers.py makes one).

    `find(text, segment_id)` gives the terms in a string the page renders, as
    ((start, end), entry id), in order and not overlapping; `render(entry_id,
    inner_html, tip_id, occurrence)` gives the markup of one link around
    `inner_html` (already escaped) with its tooltip, whose element id is `tip_id`."""

    find: Callable[[str, str], Sequence[tuple[tuple[int, int], str]]]
    render: Callable[[str, str, str, int], str]


def _link_terms(tokens: Sequence[_Token], found: Sequence[tuple[tuple[int, int], str]],
                terms: Terms | None, tip_prefix: str) -> list[Piece]:
    """The tokens as pieces, each term of `found` (spans into the rendered text)
    wrapped in a link.

    The overlap rule: a link never crosses markup. A term is cut at every tag or
    marker inside it (a correction span, a noted span, an apparatus or note marker);
    each piece is a link of its own to the same entry, placed inside the innermost
    element around it (so a term inside a correction is linked inside the
    correction's reading, and the correction's own tooltip stays). White space at
    the ends of a piece is left outside it; a piece of white space only is no link."""
    out: list[Piece] = []
    if terms is None or not found:
        for tok in tokens:
            out.append(Text(tok[1]) if isinstance(tok, tuple) else tok)
        return out
    spans = sorted(found)
    pieces = 0
    run: list[str] = []  # the text of the current piece
    run_term = -1  # its term's index in `spans`, or -1 for text outside terms

    def flush() -> None:
        nonlocal run, pieces
        text = "".join(run)
        run = []
        if run_term < 0 or not text.strip():
            if text:
                out.append(Text(text))
            return
        core = text.strip()
        lead = text[: len(text) - len(text.lstrip())]
        trail = text[len(text.rstrip()):]
        pieces += 1
        (_, _), entry = spans[run_term]
        if lead:
            out.append(Text(lead))
        out.append(Html(Markup(terms.render(entry, str(escape(core)), f"{tip_prefix}-{pieces}",
                                            run_term + 1))))
        if trail:
            out.append(Text(trail))

    k = 0  # the first term that may still matter
    for tok in tokens:
        if not isinstance(tok, tuple):
            flush()
            run_term = -1
            out.append(tok)
            continue
        offset, text = tok
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
    return out


def critical_pieces(segment: Any, inserts: Sequence[tuple[int, Markup]], lang: str,
                    terms: Terms | None = None) -> list[Piece]:
    """The reading text of `segment` as pieces: sic/reg spans as `.karty-choice`,
    note spans marked, and each (offset, html) of `inserts` (apparatus markers;
    offsets into `segment.text`) placed at its offset, or after the corrected span
    it falls inside. With `terms`, every glossary term found in the reading text is
    a link (see `_link_terms` for how links and the other markup nest). The text of
    the pieces, markers and tooltips aside, is exactly ``segment.reading()``."""
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
            tokens.append((pos + shift, s))

    def upto(limit: int) -> None:
        nonlocal pos, i
        while i < len(placed) and placed[i][0] <= limit:
            offset = placed[i][0]
            if offset > pos:
                plain(text[pos:offset])
                pos = offset
            tokens.append(Html(Markup(placed[i][2])))
            i += 1
        if limit > pos:
            plain(text[pos:limit])
            pos = limit

    for ann in anns:
        start, end = ann.span
        if ann.type == "note":
            upto(start)
            tokens.append(Noted(end=False))
            # markers inside a noted span stay inside it
            upto(end)
            tokens.append(Noted(end=True))
            tokens.append(_note_marker(ann, lang))
            continue
        upto(start)
        lead, opening, core, closing, trail = _choice_parts(ann, lang)
        r = start + shift  # where the replacement starts in the reading text
        if lead:
            tokens.append((r, lead))
        tokens.append(opening)
        if core:
            tokens.append((r + len(lead), core))
        tokens.append(closing)
        shift += len(ann.replacement or "") - (end - start)
        pos = end
        upto(end)  # markers that end with this span go before its trailing space
        if trail:
            tokens.append((end + shift - len(trail), trail))
    upto(len(text))
    found = terms.find(segment.reading(), segment.id) if terms is not None else ()
    return _link_terms(tokens, found, terms, f"gl-{segment.id}")


def critical_html(segment: Any, inserts: Sequence[tuple[int, Markup]], lang: str,
                  terms: Terms | None = None) -> Markup:
    """The reading text of `segment` as HTML (:func:`critical_pieces`, written)."""
    return write(critical_pieces(segment, inserts, lang, terms))


def diplomatic_html(reading: str | None, lang: str, segment_id: str = "", siglum: str = "",
                     terms: Terms | None = None) -> Markup:
    """A witness's text of a segment as HTML, its terms linked; an absent one says so."""
    if reading is None:
        return render("edition/text.html", pieces=(), absent=label(lang, "absent"))
    found = terms.find(reading, segment_id) if terms is not None else ()
    return write(_link_terms([(0, reading)], found, terms, f"gl-{segment_id}-{siglum}"))
