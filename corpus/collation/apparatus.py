"""Collation, step 7: the entries of the critical apparatus."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from ..model import Corpus, Section, Segment
from .alignment import (
    Alignment,
    SectionAlignment,
    _a_token,
    _cache_lock,
    alignment,
)
from .classes import (
    classify,
)
from .diplomatic import diplomatic
from .tokens import (
    _RANK,
    SIGNIFICANCE,
)


@dataclass(frozen=True, slots=True)
class AppEntry:
    """One apparatus entry.

    `segment`/`span`: where the marker goes, in witness A's base segment text
    (the span may be empty for an addition). `lemma`: the edition's reading text
    of the span. `readings`: siglum → the witness's own text there ("" if it has
    nothing there, None if it does not cover the place). `end`: for an entry that
    runs past its segment (a lacuna), the last base segment it covers and the end
    offset in it; None otherwise."""

    id: str
    segment: str
    span: tuple[int, int]
    lemma: str
    readings: dict[str, str | None]
    type: str
    note: dict[str, str] | None = None
    """Why, in English and Russian (lacunae only)."""
    end: tuple[str, int] | None = None
    section: str = ""

    def __hash__(self) -> int:
        return hash(self.id)

    @property
    def significance(self) -> str:
        """``minor`` (typographic, hyphenation) or ``major``: see :data:`SIGNIFICANCE`."""
        return SIGNIFICANCE[self.type]

    @property
    def missing(self) -> tuple[str, ...]:
        """Sigla of the witnesses that do not cover this place."""
        return tuple(s for s, r in self.readings.items() if r is None)


def entry_as_dict(e: AppEntry) -> dict[str, Any]:
    return {"id": e.id, "section": e.section, "segment": e.segment, "span": list(e.span),
            "end": list(e.end) if e.end else None, "lemma": e.lemma, "readings": e.readings,
            "type": e.type, "significance": e.significance, "note": e.note}


@dataclass
class _Unit:
    lo: int                   # first column
    hi: int                   # last column (inclusive)
    type: str
    segment: str = ""
    span: tuple[int, int] = (0, 0)
    lacuna_of: tuple[str, ...] = ()



def _anchor(al: SectionAlignment, base: str, lo: int, hi: int) -> tuple[str, tuple[int, int]]:
    a = [t for col in al.columns[lo:hi + 1] for t in col[base]]
    if a:
        seg = a[0].segment
        same = [t for t in a if t.segment == seg]
        return seg or "", (same[0].start, same[-1].end)
    for c in range(lo - 1, -1, -1):
        t = _a_token(al.columns[c], base)
        if t is not None:
            return t.segment or "", (t.end, t.end)
    for c in range(hi + 1, len(al.columns)):
        t = _a_token(al.columns[c], base)
        if t is not None:
            return t.segment or "", (t.start, t.start)
    raise RuntimeError(f"section {al.section}: no base token to anchor an entry to")


def _widen(seg: Segment, span: tuple[int, int]) -> tuple[int, int]:
    s, e = span
    if s == e:
        # an addition at a point: an annotation that starts at or contains the point
        # wins; failing that, one that ends there and adds text at its end
        # (the edition's «наводит» → «наводит —»)
        touching = [a for a in seg.annotations if a.type != "note"
                    and ((a.span[0] <= s < a.span[1]) or a.span[0] == a.span[1] == s)]
        if not touching:
            for a in seg.annotations:
                repl = a.replacement
                if (a.type != "note" and a.span[1] == s and repl is not None
                        and len(repl) > len(a.orig) and repl.startswith(a.orig)):
                    s = a.span[0]
                    break
    changed = True
    while changed:
        changed = False
        for ann in seg.annotations:
            if ann.type == "note":
                continue
            a0, a1 = ann.span
            if s == e:
                hit = (a0 <= s < a1) or (a0 == a1 == s)
            else:
                hit = (a0 < e and s < a1) or (a0 == a1 and s <= a0 <= e)
            if hit and (a0 < s or a1 > e):
                s, e = min(s, a0), max(e, a1)
                changed = True
    return s, e


def _columns_in_span(al: SectionAlignment, base: str, seg: str, span: tuple[int, int]) -> list[int]:
    out = []
    for c, col in enumerate(al.columns):
        for t in col[base]:
            if t.segment == seg and span[0] <= t.start and t.end <= span[1]:
                out.append(c)
    return out


def _reading(al: SectionAlignment, texts: dict[str, str], s: str, lo: int, hi: int) -> str | None:
    st = al.status[s][lo:hi + 1]
    toks = [t for col in al.columns[lo:hi + 1] for t in col[s]]
    if not toks:
        if any(x in ("lac", "out") for x in st):
            return None
        return ""
    return texts[s][toks[0].start:toks[-1].end]


def _variant_columns(al: SectionAlignment, base: str) -> list[tuple[int, str]]:
    out = []
    for c, col in enumerate(al.columns):
        covering = [s for s in col if al.status[s][c] in ("tok", "om")]
        groups = [col[s] for s in covering]
        if len({"".join(t.t for t in g) for g in groups}) > 1:
            out.append((c, classify(groups)))
    return out


def _section_units(al: SectionAlignment, base: str, corpus: Corpus) -> list[_Unit]:
    units: list[_Unit] = []
    # lacunae: one unit per run per witness (identical runs of several witnesses merged)
    runs: dict[tuple[int, int], list[str]] = {}
    for s in al.witnesses:
        if s == base:
            continue
        st = al.status[s]
        i = 0
        while i < len(st):
            if st[i] != "lac":
                i += 1
                continue
            j = i
            while j < len(st) and st[j] == "lac":
                j += 1
            runs.setdefault((i, j - 1), []).append(s)
            i = j
    for (lo, hi), sig in runs.items():
        units.append(_Unit(lo, hi, "lacuna", lacuna_of=tuple(sig)))
    # ordinary variants
    for c, kind in _variant_columns(al, base):
        seg = None
        a = _a_token(al.columns[c], base)
        if a is not None:
            seg = a.segment
        prev = units[-1] if units and units[-1].type != "lacuna" else None
        if (prev is not None and prev.hi == c - 1 and kind == "substantive" == prev.type
                and (seg is None or seg == prev.segment or not prev.segment)):
            prev.hi = c
            prev.segment = prev.segment or (seg or "")
            continue
        units.append(_Unit(c, c, kind, segment=seg or ""))
    # anchor, widen to annotations, merge overlaps
    for u in units:
        seg_id, span = _anchor(al, base, u.lo, u.hi)
        u.segment = seg_id
        if u.type != "lacuna":
            span = _widen(corpus.segment(seg_id), span)
            cols = _columns_in_span(al, base, seg_id, span)
            if cols:
                u.lo, u.hi = min(u.lo, min(cols)), max(u.hi, max(cols))
        u.span = span
    ordinary = sorted((u for u in units if u.type != "lacuna"), key=lambda u: (u.lo, u.hi))
    merged: list[_Unit] = []
    for u in ordinary:
        if merged:
            p = merged[-1]
            overlap_cols = u.lo <= p.hi
            overlap_span = (u.segment == p.segment and u.span[0] < p.span[1] and p.span[0] < u.span[1])
            if overlap_cols or overlap_span:
                p.hi = max(p.hi, u.hi)
                p.lo = min(p.lo, u.lo)
                if u.segment == p.segment:
                    p.span = (min(p.span[0], u.span[0]), max(p.span[1], u.span[1]))
                p.type = max(p.type, u.type, key=lambda t: _RANK[t])
                continue
        merged.append(u)
    return [u for u in units if u.type == "lacuna"] + merged


def _entry_from_unit(u: _Unit, al: SectionAlignment, align: Alignment, corpus: Corpus, base: str) -> AppEntry:
    seg = corpus.segment(u.segment)
    readings: dict[str, str | None] = {}
    end: tuple[str, int] | None = None
    if u.type == "lacuna":
        a_toks = [t for col in al.columns[u.lo:u.hi + 1] for t in col[base]]
        last = a_toks[-1]
        if last.segment != u.segment:
            end = (last.segment or "", last.end)
            segs = _segments_between(corpus, u.segment, last.segment or "")
            pieces = [seg.text[u.span[0]:]] + [s.text for s in segs[1:-1]] + [
                corpus.segment(last.segment or "").text[:last.end]]
            lemma_pieces = [seg.reading_of(u.span[0], len(seg.text))] + [s.reading() for s in segs[1:-1]] + [
                corpus.segment(last.segment or "").reading_of(0, last.end)]
            a_text = " ".join(p.strip() for p in pieces)
            lemma = " ".join(p.strip() for p in lemma_pieces)
        else:
            u.span = (u.span[0], last.end)
            a_text = seg.text[u.span[0]:u.span[1]]
            lemma = seg.reading_of(*u.span).strip()
    else:
        a_text = seg.text[u.span[0]:u.span[1]]
        lemma = seg.reading_of(*u.span).strip()
    for w in corpus.witnesses:
        s = w.siglum
        if s == base:
            readings[s] = a_text.strip()
        elif s in u.lacuna_of:
            readings[s] = None
        else:
            readings[s] = _reading(al, align.texts, s, u.lo, u.hi)
    note: dict[str, str] | None = None
    if u.type == "lacuna":
        who = " and ".join(u.lacuna_of)
        who_ru = " и ".join(u.lacuna_of)
        where = u.segment if end is None or end[0] == u.segment else f"{u.segment}–{end[0]}"
        one = len(u.lacuna_of) == 1
        en = f"{who} {'lacks' if one else 'lack'} the text here ({where})"
        ru = f"{'В свидетеле' if one else 'В свидетелях'} {who_ru} здесь нет текста ({where})"
        for s in u.lacuna_of:
            st = al.status[s]
            has_before = any(x == "tok" for x in st[:u.lo])
            has_after = any(x == "tok" for x in st[u.hi + 1:])
            if not has_before and has_after:
                en += f"; {s}'s text of this section begins after it"
                ru += f"; текст раздела в {s} начинается после этого места"
            elif has_before and not has_after:
                en += f"; {s}'s text of this section breaks off here"
                ru += f"; текст раздела в {s} здесь обрывается"
        note = {"en": en, "ru": ru}
    return AppEntry("", u.segment, u.span, lemma, readings, u.type, note, end, al.section)


def _segments_between(corpus: Corpus, first: str, last: str) -> list[Segment]:
    i, j = corpus.index(first), corpus.index(last)
    return [s for k, s in enumerate(corpus.segments()) if i <= k <= j]


def _uncovered_entry(section: Section, sigla: list[str], corpus: Corpus, base: str) -> AppEntry:
    segs = list(section.segments())
    first, last = segs[0], segs[-1]
    readings: dict[str, str | None] = {}
    diplo = {w.siglum: diplomatic(corpus, w.siglum) for w in corpus.witnesses}
    for w in corpus.witnesses:
        if w.siglum in sigla:
            readings[w.siglum] = None
        else:
            parts = [diplo[w.siglum][s.id] for s in segs]
            present = [p for p in parts if p]
            readings[w.siglum] = " ".join(present) if present else None
    who = " and ".join(sigla)
    verb = "does" if len(sigla) == 1 else "do"
    one = len(sigla) == 1
    note = {"en": f"{who} {verb} not contain this section",
            "ru": f"{'Свидетель' if one else 'Свидетели'} {' и '.join(sigla)} "
                  f"не {'содержит' if one else 'содержат'} этого раздела"}
    lemma = " ".join(s.reading() for s in segs)
    return AppEntry("", first.id, (0, len(first.text)), lemma, readings, "lacuna", note,
                    (last.id, len(last.text)) if last.id != first.id else None, section.id)


@lru_cache(maxsize=4)
def _apparatus_cached(corpus: Corpus) -> tuple[AppEntry, ...]:
    align = alignment(corpus)
    base = corpus.sections[0].base
    out: list[AppEntry] = []
    for section in corpus.sections:
        al = align.sections[section.id]
        entries = []
        absent = [w.siglum for w in corpus.witnesses if w.siglum not in al.witnesses]
        if absent:
            entries.append(_uncovered_entry(section, absent, corpus, base))
        for u in _section_units(al, base, corpus):
            entries.append(_entry_from_unit(u, al, align, corpus, base))
        entries.sort(key=lambda e: (corpus.index(e.segment), e.span[0], e.span[1],
                                    0 if e.type == "lacuna" and e.end else 1))
        for n, e in enumerate(entries, start=1):
            out.append(_replace_id(e, f"app-{section.id}-{n}"))
    return tuple(out)


def _replace_id(e: AppEntry, ident: str) -> AppEntry:
    return AppEntry(ident, e.segment, e.span, e.lemma, e.readings, e.type, e.note, e.end, e.section)


def apparatus(corpus: Corpus) -> tuple[AppEntry, ...]:
    """Every apparatus entry of the edition, in text order (cached per Corpus object)."""
    with _cache_lock:
        return _apparatus_cached(corpus)
