"""Collation: the critical apparatus is computed from the witnesses at build time.

Public API::

    apparatus(corpus) -> tuple[AppEntry, ...]          # every variant, classified, in text order
    diplomatic(corpus, siglum) -> dict[str, str | None] # each witness's own text per base segment
    coverage(corpus) -> dict[str, dict[str, float]]     # share of each section's segments a witness has
    alignment(corpus) -> Alignment                      # the aligned token table (for tools and tests)
    tokenize(text) -> list[Token]                       # the tokeniser, with `t` and `n`
    classify(readings) -> str                           # the variant class of one aligned place

How it works
------------
1. **Tokens.** Each witness is cut into word and punctuation tokens. A token
   keeps its original form `t` and gets a normalised form `n`: lower case,
   ё→е, every kind of quotation mark → ``"``, every dash (``-`` standing alone,
   ``–``, ``—``) → ``—``, ``...`` → ``…``; a word's inner hyphens are dropped
   (so A's «исправительнотрудовой» and B's «исправительно-трудовой» both become
   ``исправительнотрудовой``); a line-break hyphen («иг- року», a hyphen glued
   to a word and followed by white space and a lower-case letter) is joined
   into one token (``t`` = «иг- року», ``n`` = ``игроку``); two words run
   together across a lost line break (B's «МоментальноВ») are split where a
   lower-case letter meets an upper-case one. A witness's declared paratext
   (witnesses.yaml ``paratext``: B's title line and «Шрифт:») is not tokenised.
2. **Sections.** Witness A's tokens come from the segments, so each knows its
   segment. The other witnesses are cut into the same sections by a fast
   difflib alignment of the normalised token streams (unmatched tokens at a
   section boundary go to the earlier section up to the last line break, or,
   with no line break, punctuation to the earlier and words to the later one).
3. **CollateX** (``collatex.collate``, ``segmentation=False``,
   ``near_match=True``) aligns the witnesses section by section on ``n``.
   Collating section by section takes about a quarter of the time of
   collating whole witnesses, with the same alignment.
4. **Gap placement.** An island of up to three tokens that a witness keeps
   between two gaps (B keeps only the first word «В» of the first paragraph of
   Очко) is moved to the leftmost place in the gap before it where it matches:
   a text breaks off *after* what survives.
5. **Lacunae.** A run of aligned places where a witness has no token although
   others have words is a lacuna when it touches the start or end of that
   witness's text in the section, or holds at least ``LACUNA_MIN_WORDS`` words
   of the other witnesses; there the witness's reading is None (it does not
   cover the place) and the whole run is ONE entry of type ``lacuna``. A
   section a witness does not have at all (C has only Бура) is one lacuna
   entry too. A shorter run is an omission: the witness covers the place and
   reads "" there.
6. **Classes** (one per entry; see :func:`classify`):

   - ``typographic``: only punctuation differs or is missing (dashes, quotes,
     ``...``/``…``, commas, full stops), or words differ only in case or ё/е;
   - ``run-together``: the same word joined or hyphenated (``20х``/``20-х``);
   - ``line-break-hyphen``: a reading keeps a line-break hyphen (``иг- року``);
   - ``letter-confusion``: the words differ by at most ``LETTER_CONFUSION_MAX``
     edits (Levenshtein distance on ``n``) and at least one of them is not a
     dictionary word (pymorphy3 ``word_is_known``): a misspelling, not another
     word (``банкуюший``/``банкующий``). Two real words, however close
     (``выиграют``/``выиграл``), are a ``substantive`` variant;
   - ``lacuna``: see 5.;
   - ``substantive``: anything else (other words, omitted or added words).

7. **Entries.** Each variant place becomes an :class:`AppEntry` anchored in
   the base segment of witness A where its first A token lies (an addition
   with no A token is anchored, with an empty span, at the end of the A token
   before it). Adjacent substantive places in one segment form one entry.
   **Overlap rule:** an entry's span is widened to cover every sic/reg
   annotation it overlaps (for an empty span: every annotation that starts at
   or contains its position), and entries that then overlap are merged, so
   that in TEI each ``choice`` nests inside its ``lem``. The lemma is the
   edition's reading text of the span (annotations applied), stripped of outer
   white space. Entries are numbered ``app-<section>-<n>`` in text order.
"""
from __future__ import annotations

import difflib
import re
import threading
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from .model import Corpus, Section, Segment, Witness

VARIANT_TYPES: tuple[str, ...] = (
    "typographic", "run-together", "line-break-hyphen", "letter-confusion", "lacuna", "substantive")
#: precedence when places of different classes form one entry
_RANK = {t: i for i, t in enumerate(
    ("typographic", "run-together", "line-break-hyphen", "letter-confusion", "substantive", "lacuna"))}
#: What a reader needs to see by default. ``minor``: the witnesses differ in
#: punctuation, dashes, quotes, case, ё/е, a hyphen or a line-break hyphen only
#: (the reading view hides these unless the reader asks for the apparatus);
#: ``major``: another word, a misspelling, an omission or a lacuna (marked quietly).
SIGNIFICANCE: dict[str, str] = {
    "typographic": "minor", "run-together": "minor", "line-break-hyphen": "minor",
    "letter-confusion": "major", "substantive": "major", "lacuna": "major"}
LACUNA_MIN_WORDS = 4
LETTER_CONFUSION_MAX = 2
ISLAND_MAX = 3

_QUOTES = "«»\"„“”‘’'‹›"
_DASHES = "-‐‑‒–—―"
_TOKEN = re.compile(
    r"""
    (?P<word>\w+(?:-\w+)*                                  # a word, inner hyphens allowed
        (?:-[ \t]*\n?[ \t]+(?=[a-zа-яё])\w+(?:-\w+)*)*)    # + line-break-hyphen continuations
    |(?P<ellipsis>\.\.\.|…)
    |(?P<punct>[^\w\s])
    """, re.VERBOSE)
_CASE_JOIN = re.compile(r"(?<=[a-zа-яё])(?=[A-ZА-ЯЁ])")
_LBH = re.compile(r"-[ \t]*\n?[ \t]+")


# --------------------------------------------------------------------------- tokens

@dataclass(frozen=True, slots=True)
class Token:
    """A word or punctuation token of one witness.

    `start`/`end` are code-point offsets into the witness file's text, except for
    witness A, whose tokens carry offsets into their `segment`'s text."""

    t: str
    n: str
    start: int
    end: int
    word: bool
    segment: str | None = None

    def as_collatex(self, index: int) -> dict[str, Any]:
        return {"t": self.t, "n": self.n, "i": index}


def normalise(t: str) -> str:
    """The normalised form `n` of a token's original form `t`."""
    if t in ("...", "…"):
        return "…"
    if len(t) == 1 and t in _QUOTES:
        return '"'
    if len(t) == 1 and t in _DASHES:
        return "—"
    n = t.lower().replace("ё", "е")
    n = _LBH.sub("", n)
    return n.replace("-", "")


def tokenize(text: str, start: int = 0, end: int | None = None,
             masked: Sequence[tuple[int, int]] = (), segment: str | None = None) -> list[Token]:
    """Tokens of text[start:end], skipping any token that begins inside a masked range."""
    end = len(text) if end is None else end
    out: list[Token] = []
    for m in _TOKEN.finditer(text, start, end):
        if any(a <= m.start() < b for a, b in masked):
            continue
        if m.group("word"):
            pos = m.start()
            for part in _CASE_JOIN.split(m.group(0)):
                out.append(Token(part, normalise(part), pos, pos + len(part), True, segment))
                pos += len(part)
        else:
            t = m.group(0)
            out.append(Token(t, normalise(t), m.start(), m.end(), False, segment))
    return out


# --------------------------------------------------------------------------- the alignment

Column = dict[str, tuple[Token, ...]]


@dataclass
class SectionAlignment:
    section: str
    witnesses: tuple[str, ...]             # sigla collated in this section (A first)
    columns: list[Column]
    status: dict[str, list[str]] = field(default_factory=dict)  # per siglum per column: tok|om|lac|out
    seconds: float = 0.0


@dataclass
class Alignment:
    sections: dict[str, SectionAlignment]
    texts: dict[str, str]                      # siglum -> witness text (A: None-equivalent, unused)
    paratext: dict[str, tuple[tuple[int, int, str], ...]]  # siglum -> (start, end, text) not collated
    seconds: float = 0.0


def _paratext_ranges(witness: Witness, text: str) -> tuple[tuple[int, int, str], ...]:
    out = []
    for p in witness.paratext:
        i = text.find(p)
        while i >= 0:
            out.append((i, i + len(p), p))
            i = text.find(p, i + len(p))
    return tuple(sorted(out))


def _section_chunks(a_tokens: list[Token], a_section: list[str], w_tokens: list[Token], w_text: str,
                    order: list[str]) -> dict[str, list[Token]]:
    """Cut a witness's tokens into the base sections (difflib on normalised forms)."""
    sm = difflib.SequenceMatcher(None, [t.n for t in a_tokens], [t.n for t in w_tokens], autojunk=False)
    sec: list[str | None] = [None] * len(w_tokens)
    for a, b, size in sm.get_matching_blocks():
        for k in range(size):
            sec[b + k] = a_section[a + k]
    rank = {s: i for i, s in enumerate(order)}
    i = 0
    while i < len(w_tokens):
        if sec[i] is not None:
            i += 1
            continue
        j = i
        while j < len(w_tokens) and sec[j] is None:
            j += 1
        before = sec[i - 1] if i > 0 else None
        after = sec[j] if j < len(w_tokens) else None
        if before is None or after is None or before == after:
            fill: list[str | None] = [before or after] * (j - i)
        else:
            # split the run between two sections at its last line break, else
            # punctuation to the earlier section and words to the later one
            cut = None
            for k in range(j, i - 1, -1):
                lo = w_tokens[k - 1].end if k > 0 else 0
                hi = w_tokens[k].start if k < len(w_tokens) else len(w_text)
                if "\n" in w_text[lo:hi]:
                    cut = k
                    break
            if cut is None:
                cut = i
                while cut < j and not w_tokens[cut].word:
                    cut += 1
            fill = [before] * (cut - i) + [after] * (j - cut)  # type: ignore[assignment]
        sec[i:j] = fill
        i = j
    # a witness's tokens must run forward through the sections
    out: dict[str, list[Token]] = {}
    last = -1
    for tok, s in zip(w_tokens, sec):
        if s is None:
            continue
        if rank[s] < last:
            s = order[last]
        last = rank[s]
        out.setdefault(s, []).append(tok)
    return out


def _collatex(chunks: dict[str, list[Token]]) -> list[Column]:
    from collatex import collate

    sigla = list(chunks)
    data = {"witnesses": [{"id": s, "tokens": [t.as_collatex(i) for i, t in enumerate(chunks[s])]}
                          for s in sigla]}
    table = collate(data, output="table", segmentation=False, near_match=True)
    columns: list[Column] = []
    for column in table.columns:
        col: Column = {}
        for s in sigla:
            cell = column.tokens_per_witness.get(s)
            col[s] = tuple(chunks[s][tok.token_data["i"]] for tok in cell) if cell else ()
        columns.append(col)
    # sanity: every token of every witness appears once, in order
    for s in sigla:
        seen = [t for col in columns for t in col[s]]
        if seen != chunks[s]:
            raise RuntimeError(f"collation lost or reordered tokens of witness {s}")
    return columns


def _left_align_islands(columns: list[Column], siglum: str) -> None:
    """Move a short island of a witness's tokens between two gaps to the leftmost
    matching place of the gap before it (see the module docstring, step 4)."""
    n = len(columns)
    c = 0
    while c < n:
        if not columns[c][siglum] or c == 0 or columns[c - 1][siglum]:
            c += 1
            continue
        m = 0
        while c + m < n and len(columns[c + m][siglum]) == 1 and m <= ISLAND_MAX:
            m += 1
        # an island: a gap (or the end of the section) follows it
        if m == 0 or m > ISLAND_MAX or (c + m < n and columns[c + m][siglum]):
            c += max(m, 1)
            continue
        r0 = c - 1
        while r0 > 0 and not columns[r0 - 1][siglum]:
            r0 -= 1
        island = [columns[c + i][siglum][0] for i in range(m)]

        def others(col: Column) -> set[str]:
            return {t.n for s, toks in col.items() if s != siglum for t in toks}

        for k in range(r0, c - m + 1):
            if all(island[i].n in others(columns[k + i]) for i in range(m)):
                if k != c:
                    for i in range(m):
                        columns[k + i][siglum] = (island[i],)
                        columns[c + i][siglum] = ()
                break
        c += m


def _mark_status(al: SectionAlignment) -> None:
    cols = al.columns
    for s in al.witnesses:
        status = ["tok" if col[s] else "om" for col in cols]
        present = [i for i, st in enumerate(status) if st == "tok"]
        if not present:
            al.status[s] = ["out"] * len(cols)
            continue
        first, last = present[0], present[-1]
        i = 0
        while i < len(cols):
            if status[i] != "om":
                i += 1
                continue
            j = i
            while j < len(cols) and status[j] == "om":
                j += 1
            words = sum(1 for col in cols[i:j] for o, toks in col.items() if o != s for t in toks if t.word)
            # count words of the witness that reads most there
            most = max((sum(1 for col in cols[i:j] for t in col[o] if t.word) for o in al.witnesses if o != s),
                       default=0)
            edge = i < first or j > last
            if words and (edge or most >= LACUNA_MIN_WORDS):
                status[i:j] = ["lac"] * (j - i)
            i = j
        al.status[s] = status


def _build_alignment(corpus: Corpus) -> Alignment:
    t_start = time.perf_counter()
    base = corpus.sections[0].base
    order = [s.id for s in corpus.sections]
    a_tokens: list[Token] = []
    a_section: list[str] = []
    per_section_a: dict[str, list[Token]] = {}
    for section in corpus.sections:
        toks: list[Token] = []
        for seg in section.segments():
            toks.extend(tokenize(seg.text, segment=seg.id))
        per_section_a[section.id] = toks
        a_tokens.extend(toks)
        a_section.extend([section.id] * len(toks))
    texts: dict[str, str] = {}
    paratext: dict[str, tuple[tuple[int, int, str], ...]] = {}
    chunks: dict[str, dict[str, list[Token]]] = {sid: {base: per_section_a[sid]} for sid in order}
    for w in corpus.witnesses:
        if w.siglum == base:
            continue
        text = w.text()
        texts[w.siglum] = text
        paratext[w.siglum] = _paratext_ranges(w, text)
        w_tokens = tokenize(text, masked=[(a, b) for a, b, _ in paratext[w.siglum]])
        for sid, toks in _section_chunks(a_tokens, a_section, w_tokens, text, order).items():
            chunks[sid][w.siglum] = toks
    sections: dict[str, SectionAlignment] = {}
    for sid in order:
        t0 = time.perf_counter()
        present = chunks[sid]
        columns = _collatex(present)
        for s in present:
            if s != base:
                _left_align_islands(columns, s)
        # witnesses absent from this section get an empty cell everywhere
        for col in columns:
            for w in corpus.witnesses:
                col.setdefault(w.siglum, ())
        al = SectionAlignment(sid, tuple(present), columns, seconds=time.perf_counter() - t0)
        _mark_status(al)
        for w in corpus.witnesses:
            if w.siglum not in present:
                al.status[w.siglum] = ["out"] * len(columns)
        sections[sid] = al
    return Alignment(sections, texts, paratext, time.perf_counter() - t_start)


_cache_lock = threading.RLock()


@lru_cache(maxsize=4)
def _alignment_cached(corpus: Corpus) -> Alignment:
    return _build_alignment(corpus)


def alignment(corpus: Corpus) -> Alignment:
    """The aligned token table of every section (cached per Corpus object)."""
    with _cache_lock:
        return _alignment_cached(corpus)


# --------------------------------------------------------------------------- classification

_morph = None


def _is_word(w: str) -> bool:
    global _morph
    if _morph is None:
        import pymorphy3

        _morph = pymorphy3.MorphAnalyzer()
    return bool(_morph.word_is_known(w))


def _levenshtein(a: str, b: str) -> int:
    import Levenshtein

    return int(Levenshtein.distance(a, b))


def classify(readings: Iterable[Sequence[Token]]) -> str:
    """The class of one aligned place, given each covering witness's tokens there
    (an empty sequence: the witness has nothing there). Lacunae are decided
    before this, from the runs of missing tokens."""
    groups = [tuple(toks) for toks in readings]
    if len({"".join(t.t for t in g) for g in groups}) <= 1:
        raise ValueError("not a variant: every witness reads the same")
    if not any(t.word for g in groups for t in g):
        return "typographic"
    if any(not g for g in groups) or any(not all(t.word for t in g) for g in groups if g):
        return "substantive"
    ns = {"".join(t.n for t in g) for g in groups}
    ts = {"".join(t.t for t in g) for g in groups}
    if len(ns) == 1:
        if any(_LBH.search(t) for t in ts):
            return "line-break-hyphen"
        if len({t.replace("-", "") for t in ts}) == 1:
            return "run-together"
        return "typographic"
    forms = sorted(ns)
    for i, a in enumerate(forms):
        for b in forms[i + 1:]:
            if _levenshtein(a, b) > LETTER_CONFUSION_MAX or (_is_word(a) and _is_word(b)):
                return "substantive"
    return "letter-confusion"


# --------------------------------------------------------------------------- apparatus entries

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


def _a_token(col: Column, base: str) -> Token | None:
    toks = col[base]
    return toks[0] if toks else None


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


# --------------------------------------------------------------------------- diplomatic texts

@lru_cache(maxsize=16)
def _diplomatic_cached(corpus: Corpus, siglum: str) -> dict[str, str | None]:
    corpus.witness(siglum)  # raises for an unknown siglum
    base = corpus.sections[0].base
    if siglum == base:
        return {s.id: s.text for s in corpus.segments()}
    align = alignment(corpus)
    text = align.texts[siglum]
    out: dict[str, str | None] = {}
    for section in corpus.sections:
        al = align.sections[section.id]
        owner: list[str] = []
        current: str | None = None
        for col in al.columns:
            a = _a_token(col, base)
            if a is not None:
                current = a.segment
            owner.append(current or "")
        first_seg = next(s.id for s in section.segments())
        owner = [o or first_seg for o in owner]
        per: dict[str, list[Token]] = {}
        for col, owner_id in zip(al.columns, owner, strict=True):
            per.setdefault(owner_id, []).extend(col[siglum])
        for segment in section.segments():
            toks = per.get(segment.id, [])
            out[segment.id] = text[toks[0].start:toks[-1].end] if toks else None
    return out


def diplomatic(corpus: Corpus, siglum: str) -> dict[str, str | None]:
    """Witness `siglum`'s own text for each base segment, from the alignment
    (None where the witness has no text for that segment). For the base witness
    A it is each segment's `text`. Returns a fresh dict."""
    with _cache_lock:
        return dict(_diplomatic_cached(corpus, siglum))


def coverage(corpus: Corpus) -> dict[str, dict[str, float]]:
    """For each witness and section, the share (0..1) of base segments it has text for."""
    out: dict[str, dict[str, float]] = {}
    for w in corpus.witnesses:
        d = diplomatic(corpus, w.siglum)
        out[w.siglum] = {}
        for section in corpus.sections:
            segs = list(section.segments())
            out[w.siglum][section.id] = sum(1 for s in segs if d[s.id]) / len(segs)
    return out
