"""Collation: each witness's own text per base segment, and its coverage."""

from __future__ import annotations

from functools import lru_cache

from ..model import Corpus
from .alignment import (
    _a_token,
    _cache_lock,
    alignment,
)
from .tokens import (
    Token,
)


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
