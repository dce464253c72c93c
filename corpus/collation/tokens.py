"""Collation, step 1: witnesses cut into tokens with a normalised form (see :mod:`corpus.collate`)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

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
