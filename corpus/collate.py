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

The code lives in :mod:`corpus.collation`, one module per step: ``tokens`` (1),
``alignment`` (2–5), ``classes`` (6), ``apparatus`` (7) and ``diplomatic``
(each witness's text per segment, coverage); this module is its public face.
"""
from __future__ import annotations

from .collation.alignment import (
    Alignment,
    Column,
    SectionAlignment,
    _build_alignment,
    alignment,
)
from .collation.apparatus import (
    AppEntry,
    _section_units,
    apparatus,
    entry_as_dict,
)
from .collation.classes import (
    classify,
)
from .collation.diplomatic import (
    coverage,
    diplomatic,
)
from .collation.tokens import (
    ISLAND_MAX,
    LACUNA_MIN_WORDS,
    LETTER_CONFUSION_MAX,
    SIGNIFICANCE,
    VARIANT_TYPES,
    Token,
    normalise,
    tokenize,
)

__all__ = [
    "ISLAND_MAX", "LACUNA_MIN_WORDS", "LETTER_CONFUSION_MAX", "SIGNIFICANCE", "VARIANT_TYPES",
    "Alignment", "AppEntry", "Column", "SectionAlignment", "Token", "_build_alignment",
    "_section_units", "alignment", "apparatus", "classify", "coverage", "diplomatic",
    "entry_as_dict", "normalise", "tokenize",
]
