"""Collation, steps 2–5: sections, CollateX, gap placement and lacunae: the aligned token table."""

from __future__ import annotations

import difflib
import threading
import time
from dataclasses import dataclass, field
from functools import lru_cache

from ..model import Corpus, Witness
from .tokens import (
    ISLAND_MAX,
    LACUNA_MIN_WORDS,
    Token,
    tokenize,
)

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

def _a_token(col: Column, base: str) -> Token | None:
    toks = col[base]
    return toks[0] if toks else None
