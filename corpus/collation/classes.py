"""Collation, step 6: the class of each variant place."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .tokens import (
    _LBH,
    LETTER_CONFUSION_MAX,
    Token,
)

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
