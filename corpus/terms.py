"""Find the glossary's terms in the text: by lemma (pymorphy3) and by each entry's form list.

Public API::

    occurrences(corpus, glossary, *, text="base") -> tuple[Occurrence, ...]
        every occurrence in every segment, in reading order; spans index
        segment.text (witness A, the base text), or segment.reading() with text="reading"
    occurrences_in(text, segment_id=None, glossary=None) -> tuple[Occurrence, ...]
        the occurrences inside any string the site renders (reading or diplomatic
        text of one segment); `segment_id` lets an entry's only/exclude apply
    concordance(entry_id, corpus=None, glossary=None, *, width=40, text="base") -> tuple[KWIC, ...]
        KWIC lines (left, keyword, right, segment_id) for one entry
    check(corpus, glossary) -> list[CorpusError]
        what the tests require: every entry attested (or in_text: false), every listed
        form found, every form found listed, no word claimed by two entries
    Occurrence(entry_id, segment_id, span, surface)   KWIC(left, keyword, right, segment_id)

How a word is matched (see corpus/glossary/README.md):

* Text is split into words: letters, with inner hyphens («кого-то»). Case does not
  matter, ё = е, stress marks are ignored.
* A form of several words (an entry's phrase forms) matches a run of words separated
  only by spaces and quotation marks ("…", «…», „…“), so «"в темную"» and «в «темную»» match.
* A single-word form matches that word. Otherwise a word matches an entry when one of
  pymorphy3's parses of it has a normal form (and, when the entry says so, a part of
  speech) in the entry's `lemmas`; the parses are tried in pymorphy3's order and the
  first one that belongs to some entry decides.
* Overlaps: the longest match wins (a phrase beats a word inside it); for the same
  words, a listed form beats a lemma.
* An entry's `only` restricts it to the listed segments, `exclude` keeps it out of
  them (ambiguous words: «очко» the game vs the point, «сидят» serving time vs sitting).
  `occurrences_in` without a segment id applies no `exclude` and skips `only` entries.

The analyser is created once per process; parses are cached per word; results are
cached per (corpus, glossary) pair (both loaders return the same object while no
file changes), so calling these at every page build is cheap.
"""
from __future__ import annotations

import re
import threading
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Literal, NamedTuple

from .glossary import STRESS, Entry, Glossary, load_glossary
from .load import CorpusError

if TYPE_CHECKING:  # pragma: no cover
    from .model import Corpus

TextKind = Literal["base", "reading"]

#: A word: letters (no digits, no underscore), with inner hyphens; a stress mark
#: (U+0301) inside a word belongs to it.
_LETTERS = r"[^\W\d_](?:[^\W\d_]|\u0301)*"
WORD = re.compile(rf"{_LETTERS}(?:[-\u2010\u2011]{_LETTERS})*")
#: What may stand between the words of a phrase: whitespace and quotation marks.
PHRASE_GAP = re.compile(r"[\s\"'«»„“”‚‘’]*")


class Occurrence(NamedTuple):
    """One occurrence of an entry: `span` indexes the text it was found in."""

    entry_id: str
    segment_id: str | None
    span: tuple[int, int]
    surface: str


class KWIC(NamedTuple):
    """A concordance line: `keyword` is the occurrence as written, `left` and `right`
    about `width` characters of context (whole words; verse lines joined by « / »)."""

    left: str
    keyword: str
    right: str
    segment_id: str


def normalize(s: str) -> str:
    """Case-fold, ё→е, drop stress marks, unify hyphens."""
    return (s.replace(STRESS, "").lower().replace("ё", "е")
            .replace("\u2010", "-").replace("\u2011", "-"))


def form_key(s: str) -> str:
    """A form or a surface as the matcher sees it: its normalised words, space-separated
    (so «"в темную"» and «в темную» have the same key)."""
    return " ".join(normalize(m.group()) for m in WORD.finditer(s))


# --------------------------------------------------------------------------- morphology

_analyzer_lock = threading.Lock()


@lru_cache(maxsize=1)
def analyzer():  # type: ignore[no-untyped-def]
    """The one pymorphy3 MorphAnalyzer of the process (loading it takes ~0.1–0.5 s)."""
    import pymorphy3

    return pymorphy3.MorphAnalyzer()


@lru_cache(maxsize=65536)
def parses(word: str) -> tuple[tuple[str, str | None], ...]:
    """pymorphy3's parses of a (normalised) word: (normal form normalised, POS), best first."""
    with _analyzer_lock:
        found = analyzer().parse(word)
    out: list[tuple[str, str | None]] = []
    for p in found:
        item = (normalize(p.normal_form), p.tag.POS)
        if item not in out:
            out.append(item)
    return tuple(out)


# --------------------------------------------------------------------------- matcher

_PHRASE, _FORM, _LEMMA = 2, 1, 0


@dataclass(frozen=True, slots=True)
class _Candidate:
    first: int  # word index
    last: int  # word index, inclusive
    kind: int
    entry: str


class Matcher:
    """The glossary compiled for matching. Build it once per Glossary (`matcher(g)`)."""

    def __init__(self, glossary: Glossary) -> None:
        self.glossary = glossary
        self.order = {e.id: i for i, e in enumerate(glossary)}
        self.words: dict[str, list[str]] = defaultdict(list)
        self.phrases: dict[str, list[tuple[tuple[str, ...], str]]] = defaultdict(list)
        self.lemmas: dict[str, list[tuple[str | None, str]]] = defaultdict(list)
        self.only: dict[str, frozenset[str]] = {}
        self.exclude: dict[str, frozenset[str]] = {}
        for e in glossary:
            for form in e.forms:
                toks = tuple(normalize(m.group()) for m in WORD.finditer(form))
                if len(toks) == 1:
                    self.words[toks[0]].append(e.id)
                elif toks:
                    self.phrases[toks[0]].append((toks, e.id))
            for lemma, pos in e.lemma_specs():
                self.lemmas[normalize(lemma)].append((pos, e.id))
            if e.only:
                self.only[e.id] = frozenset(e.only)
            if e.exclude:
                self.exclude[e.id] = frozenset(e.exclude)
        for lst in self.phrases.values():
            lst.sort(key=lambda t: -len(t[0]))
        #: (segment id, surface, entry ids) of words two entries claim equally; filled by match()
        self.ambiguities: set[tuple[str | None, str, tuple[str, ...]]] = set()

    def _allowed(self, entry: str, segment_id: str | None) -> bool:
        only = self.only.get(entry)
        if only is not None and (segment_id is None or segment_id not in only):
            return False
        excl = self.exclude.get(entry)
        return not (excl is not None and segment_id is not None and segment_id in excl)

    def _lemma_entries(self, word: str, segment_id: str | None) -> list[str]:
        for lemma, pos in parses(word):
            hits = [eid for want, eid in self.lemmas.get(lemma, ())
                    if (want is None or want == pos) and self._allowed(eid, segment_id)]
            if hits:
                return sorted(set(hits), key=self.order.__getitem__)
        return []

    def candidates(self, text: str, segment_id: str | None,
                   words: list[tuple[int, int, str]]) -> list[_Candidate]:
        out: list[_Candidate] = []
        for i, (_, _, norm) in enumerate(words):
            for toks, eid in self.phrases.get(norm, ()):
                n = len(toks)
                if i + n > len(words) or not self._allowed(eid, segment_id):
                    continue
                if all(words[i + k][2] == toks[k] for k in range(n)) and all(
                        PHRASE_GAP.fullmatch(text, words[i + k][1], words[i + k + 1][0])
                        for k in range(n - 1)):
                    out.append(_Candidate(i, i + n - 1, _PHRASE, eid))
            form_hits = [eid for eid in self.words.get(norm, ()) if self._allowed(eid, segment_id)]
            for eid in form_hits:
                out.append(_Candidate(i, i, _FORM, eid))
            if self.lemmas:
                for eid in self._lemma_entries(norm, segment_id):
                    out.append(_Candidate(i, i, _LEMMA, eid))
        return out

    def match(self, text: str, segment_id: str | None = None) -> tuple[Occurrence, ...]:
        words = [(m.start(), m.end(), normalize(m.group())) for m in WORD.finditer(text)]
        cands = self.candidates(text, segment_id, words)
        # longest first, then the stronger kind, then leftmost, then glossary order
        cands.sort(key=lambda c: (-(c.last - c.first), -c.kind, c.first, self.order[c.entry]))
        taken: set[int] = set()
        chosen: list[_Candidate] = []
        for c in cands:
            span = range(c.first, c.last + 1)
            if any(k in taken for k in span):
                prev = next((p for p in chosen if p.first == c.first and p.last == c.last), None)
                if prev is not None and prev.kind == c.kind and prev.entry != c.entry:
                    s, e = words[c.first][0], words[c.last][1]
                    self.ambiguities.add((segment_id, text[s:e], tuple(sorted((prev.entry, c.entry)))))
                continue
            taken.update(span)
            chosen.append(c)
        chosen.sort(key=lambda c: c.first)
        out = []
        for c in chosen:
            s, e = words[c.first][0], words[c.last][1]
            out.append(Occurrence(c.entry, segment_id, (s, e), text[s:e]))
        return tuple(out)


_matchers: dict[int, tuple[Glossary, Matcher]] = {}
_matchers_lock = threading.Lock()


def matcher(glossary: Glossary | None = None) -> Matcher:
    """The compiled matcher of a glossary (cached per Glossary object)."""
    g = glossary if glossary is not None else load_glossary()
    with _matchers_lock:
        hit = _matchers.get(id(g))
        if hit is not None and hit[0] is g:
            return hit[1]
        m = Matcher(g)
        _matchers[id(g)] = (g, m)
        return m


# --------------------------------------------------------------------------- API

def occurrences_in(text: str, segment_id: str | None = None,
                   glossary: Glossary | None = None) -> tuple[Occurrence, ...]:
    """The occurrences of glossary terms in `text` (any string: a segment's base,
    reading or diplomatic text); spans index `text`."""
    return matcher(glossary).match(text, segment_id)


_results: dict[tuple[int, int, str], tuple[object, object, tuple[Occurrence, ...]]] = {}


def occurrences(corpus: Corpus, glossary: Glossary | None = None, *,
                text: TextKind = "base") -> tuple[Occurrence, ...]:
    """Every occurrence of every entry in the corpus, in reading order.

    Spans index `segment.text` (witness A, the base text), or `segment.reading()`
    when text="reading" (for pages that render the reading text)."""
    g = glossary if glossary is not None else load_glossary()
    key = (id(corpus), id(g), text)
    hit = _results.get(key)
    if hit is not None and hit[0] is corpus and hit[1] is g:
        return hit[2]
    m = matcher(g)
    out: list[Occurrence] = []
    for seg in corpus.segments():
        out.extend(m.match(seg.text if text == "base" else seg.reading(), seg.id))
    result = tuple(out)
    _results[key] = (corpus, g, result)
    return result


def by_entry(corpus: Corpus, glossary: Glossary | None = None, *,
             text: TextKind = "base") -> dict[str, tuple[Occurrence, ...]]:
    """{entry id: its occurrences} for every entry (empty tuple when none)."""
    g = glossary if glossary is not None else load_glossary()
    groups: dict[str, list[Occurrence]] = {e.id: [] for e in g}
    for occ in occurrences(corpus, g, text=text):
        groups[occ.entry_id].append(occ)
    return {k: tuple(v) for k, v in groups.items()}


def _flow(corpus: Corpus, section_id: str, text: TextKind) -> tuple[str, dict[str, int]]:
    """A section's segments joined into one string (« / » between verse lines), and
    each segment's offset in it."""
    section = corpus.section(section_id)
    sep = " / " if section.kind == "verse" else " "
    parts: list[str] = []
    starts: dict[str, int] = {}
    pos = 0
    for seg in section.segments():
        if parts:
            parts.append(sep)
            pos += len(sep)
        starts[seg.id] = pos
        body = seg.text if text == "base" else seg.reading()
        parts.append(body)
        pos += len(body)
    return "".join(parts), starts


def concordance(entry_id: str, corpus: Corpus | None = None, glossary: Glossary | None = None, *,
                width: int = 40, text: TextKind = "base") -> tuple[KWIC, ...]:
    """KWIC lines for one entry, in reading order; the context runs across segment
    boundaries within the section and is cut back to whole words."""
    if corpus is None:
        from .load import load_corpus
        corpus = load_corpus()
    g = glossary if glossary is not None else load_glossary()
    g[entry_id]  # an unknown id raises UnknownIdError
    flows: dict[str, tuple[str, dict[str, int]]] = {}
    out: list[KWIC] = []
    for occ in occurrences(corpus, g, text=text):
        if occ.entry_id != entry_id:
            continue
        assert occ.segment_id is not None
        section = corpus.segment(occ.segment_id).section
        if section not in flows:
            flows[section] = _flow(corpus, section, text)
        flow, starts = flows[section]
        s = starts[occ.segment_id] + occ.span[0]
        e = starts[occ.segment_id] + occ.span[1]
        left = flow[max(0, s - width):s]
        if s - width > 0 and not flow[s - width - 1].isspace():
            left = left.split(" ", 1)[1] if " " in left else ""
        right = flow[e:e + width]
        if e + width < len(flow) and not flow[e + width].isspace():
            right = right.rsplit(" ", 1)[0] if " " in right else ""
        out.append(KWIC(left, flow[s:e], right, occ.segment_id))
    return tuple(out)


# --------------------------------------------------------------------------- checks

def _entry_error(entry: Entry, problem: str, key: str) -> CorpusError:
    return CorpusError(entry.file or entry.id, None, f"entry {entry.id}: {problem}",
                       _entry_line(entry, key))


def _entry_line(entry: Entry, key: str) -> int | None:
    """The line of ``key`` in the entry's file."""
    from .glossary import _key_line

    if entry.file is None:
        return None
    try:
        return _key_line(entry.file.read_text(encoding="utf-8"), [key])
    except (OSError, UnicodeDecodeError):
        return None


def check(corpus: Corpus, glossary: Glossary | None = None) -> list[CorpusError]:
    """The glossary against the text: every problem, one CorpusError each.

    * an entry with in_text: true has occurrences; one with in_text: false has none;
    * every listed form is found as this entry somewhere (base or reading text);
    * every occurrence found (by lemma, too) is in the entry's form list, which is
      therefore the audited inventory of the forms in the text;
    * only/exclude name existing segments;
    * no word is claimed by two entries with the same strength."""
    g = glossary if glossary is not None else load_glossary()
    m = Matcher(g)  # a fresh matcher, so that `ambiguities` is about this run only
    found: dict[str, set[str]] = defaultdict(set)  # entry → normalised surfaces
    count: dict[str, int] = defaultdict(int)
    for seg in corpus.segments():
        for body, kind in ((seg.text, "base"), (seg.reading(), "reading")):
            for occ in m.match(body, seg.id):
                found[occ.entry_id].add(form_key(occ.surface))
                if kind == "base":
                    count[occ.entry_id] += 1
    errors: list[CorpusError] = []
    for e in g:
        if e.in_text and not found[e.id]:
            errors.append(_entry_error(e, "in_text is true but the term is not found in the text "
                                          "(check forms/lemmas, or set in_text: false)", "in_text"))
        if not e.in_text and found[e.id]:
            errors.append(_entry_error(e, f"in_text is false but the term is found "
                                          f"({', '.join(sorted(found[e.id]))})", "in_text"))
        listed = {form_key(f) for f in e.forms}
        missing = sorted(f for f in e.forms if form_key(f) not in found[e.id])
        if missing:
            errors.append(_entry_error(e, f"form{'s' if len(missing) > 1 else ''} "
                                          f"{', '.join(map(repr, missing))} not found as this term in "
                                          "the text (a typo in the list, or another entry wins there)",
                                       "forms"))
        unlisted = sorted(found[e.id] - listed)
        if unlisted:
            errors.append(_entry_error(e, f"found by lemma but not in forms: "
                                          f"{', '.join(map(repr, unlisted))} (add them to forms)",
                                       "forms"))
        for key in ("only", "exclude"):
            for sid in getattr(e, key):
                if not corpus.has_segment(sid):
                    errors.append(_entry_error(e, f"{key} names an unknown segment {sid!r}", key))
    for seg_id, surface, ids in sorted(m.ambiguities, key=lambda t: (t[0] or "", t[1], t[2])):
        errors.append(CorpusError(g[ids[-1]].file or ids[-1], seg_id,
                                  f"{surface!r} is claimed by entries {' and '.join(ids)} alike; "
                                  "give one of them `exclude` or `only`",
                                  _entry_line(g[ids[-1]], "forms")))
    return errors


def near_misses(corpus: Corpus, glossary: Glossary | None = None, *,
                text: TextKind = "base") -> list[tuple[str, str, str]]:
    """Words left unlinked that share a lemma with one of an entry's single-word forms
    or lemmas: (segment id, word, entry id), in reading order.

    These are the places to review by hand: a form missing from a list (a real miss),
    or the same word in its ordinary sense (e.g. «сидит», 'sits', beside «сидят»,
    'serve time'). The tests pin the reviewed list."""
    g = glossary if glossary is not None else load_glossary()
    lemma_of: dict[str, set[str]] = defaultdict(set)
    for e in g:
        for form in e.forms:
            words = WORD.findall(form)
            if len(words) == 1:
                for lemma, _ in parses(normalize(words[0]))[:1]:
                    lemma_of[lemma].add(e.id)
        for lemma, _ in e.lemma_specs():
            lemma_of[normalize(lemma)].add(e.id)
    linked: dict[str, list[tuple[int, int]]] = defaultdict(list)
    for occ in occurrences(corpus, g, text=text):
        assert occ.segment_id is not None
        linked[occ.segment_id].append(occ.span)
    out: list[tuple[str, str, str]] = []
    for seg in corpus.segments():
        body = seg.text if text == "base" else seg.reading()
        for m in WORD.finditer(body):
            if any(s <= m.start() < e for s, e in linked[seg.id]):
                continue
            for lemma, _ in parses(normalize(m.group())):
                if lemma in lemma_of:
                    out.extend((seg.id, m.group(), eid) for eid in sorted(lemma_of[lemma]))
                    break
    return out


def stats(corpus: Corpus, glossary: Glossary | None = None) -> dict[str, int]:
    """Counts for reports: entries, occurrences, per category."""
    g = glossary if glossary is not None else load_glossary()
    occ = occurrences(corpus, g)
    out = {"entries": len(g), "occurrences": len(occ),
           "segments_with_terms": len({o.segment_id for o in occ})}
    for cat, entries in g.by_category().items():
        out[f"entries:{cat}"] = len(entries)
    return out


def _main(argv: Iterable[str] | None = None) -> int:
    """`python -m corpus.terms [ENTRY…]`: counts and timings, or KWIC lines for entries."""
    import sys
    import time

    from .load import load_corpus

    args = list(sys.argv[1:] if argv is None else argv)
    t0 = time.perf_counter()
    corpus = load_corpus()
    t1 = time.perf_counter()
    g = load_glossary()
    t2 = time.perf_counter()
    analyzer()
    t3 = time.perf_counter()
    occ = occurrences(corpus, g)
    t4 = time.perf_counter()
    occurrences(corpus, g)
    t5 = time.perf_counter()
    if args:
        for ident in args:
            print(f"== {ident}: {g[ident].headword}")
            for k in concordance(ident, corpus, g):
                print(f"{k.left:>42} [{k.keyword}] {k.right:<42}  {k.segment_id}")
        return 0
    for key, value in stats(corpus, g).items():
        print(f"{key}\t{value}")
    print(f"time: corpus {t1 - t0:.3f}s, glossary {t2 - t1:.3f}s, analyser {t3 - t2:.3f}s, "
          f"matching {t4 - t3:.3f}s ({len(occ)} occurrences), cached {t5 - t4:.6f}s")
    problems = check(corpus, g)
    for p in problems:
        print(p)
    return 1 if problems else 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(_main())
