"""The corpus as Python objects: frozen, slotted dataclasses.

Objects are built by :func:`corpus.load.load_corpus`, which validates the data
first; nothing here reads files. Everything is immutable (the dicts inside are
plain dicts for easy JSON export: treat them as read-only). Objects that carry
an id hash by that id, so they can be used in sets and as cache keys.
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

SectionKind = Literal["prose", "verse"]
AnnotationType = Literal["sic", "reg", "note"]

#: Annotation categories that change only the look of the text (a normalised dash or
#: quotation mark, a word written run together, a note on line layout): the reading
#: view hides their markers unless the reader asks for the apparatus. Every other
#: annotation (a correction, a note on a word) is ``major``.
MINOR_CATEGORIES = frozenset({"dash", "quotes", "run-together", "typography"})


class UnknownIdError(LookupError):
    """An id that names nothing in the corpus (a LookupError, never a bare KeyError)."""

    def __init__(self, kind: str, ident: str, hint: str = "") -> None:
        self.kind = kind
        self.ident = ident
        message = f"no {kind} with id {ident!r} in the corpus"
        super().__init__(message + (f" ({hint})" if hint else ""))

    def __str__(self) -> str:  # LookupError would otherwise show args[0] only; keep it plain
        return str(self.args[0])


@dataclass(frozen=True, slots=True)
class Annotation:
    """A correction, normalisation or note anchored to a span of one segment's text."""

    id: str
    type: AnnotationType
    span: tuple[int, int]
    orig: str
    corr: str | None = None
    reg: str | None = None
    category: str | None = None
    note: dict[str, str] | None = None
    witnesses: tuple[str, ...] = ()

    def __hash__(self) -> int:
        return hash(self.id)

    @property
    def significance(self) -> str:
        """``minor`` for a typographic normalisation or layout note, else ``major``."""
        return "minor" if self.category in MINOR_CATEGORIES else "major"

    @property
    def replacement(self) -> str | None:
        """The text that replaces `orig` in the reading text (None for a note)."""
        if self.type == "sic":
            return self.corr
        if self.type == "reg":
            return self.reg
        return None


@dataclass(frozen=True, slots=True)
class Gloss:
    """A transliteration or literal meaning that belongs to the English translation
    but not in its line: shown as a note or tooltip after the words `after`
    (which occur exactly once in the translation; the loader checks this)."""

    after: str
    text: str


@dataclass(frozen=True, slots=True)
class Segment:
    """A sentence, verse line, heading or citation: the unit every id points to."""

    id: str
    section: str
    paragraph: str
    text: str
    translation: str
    annotations: tuple[Annotation, ...] = ()
    glosses: tuple[Gloss, ...] = ()

    def __hash__(self) -> int:
        return hash(self.id)

    def translation_parts(self) -> list[tuple[str, Gloss | None]]:
        """The translation cut after each gloss's words: [(text, gloss after it or None)],
        in order; joining the texts gives the translation back."""
        cuts = sorted(((self.translation.index(g.after) + len(g.after), i) for i, g in enumerate(self.glosses)))
        parts: list[tuple[str, Gloss | None]] = []
        pos = 0
        for end, i in cuts:
            parts.append((self.translation[pos:end], self.glosses[i]))
            pos = end
        parts.append((self.translation[pos:], None))
        return parts

    def reading(self) -> str:
        """The reading text: `text` with every sic span replaced by its corr and
        every reg span by its reg (notes change nothing)."""
        out: list[str] = []
        pos = 0
        for ann in sorted(self.annotations, key=lambda a: (a.span[0], a.span[1])):
            repl = ann.replacement
            if repl is None:
                continue
            start, end = ann.span
            out.append(self.text[pos:start])
            out.append(repl)
            pos = end
        out.append(self.text[pos:])
        return "".join(out)

    def reading_offset(self, offset: int) -> int:
        """Map a code-point offset in `text` to the matching offset in `reading()`.

        An offset inside a replaced span maps to the start of its replacement
        (or its end, if the offset is the span's end)."""
        shift = 0
        for ann in sorted(self.annotations, key=lambda a: (a.span[0], a.span[1])):
            repl = ann.replacement
            if repl is None:
                continue
            start, end = ann.span
            if offset >= end:
                shift += len(repl) - (end - start)
            elif offset > start:
                return start + shift
            else:
                break
        return offset + shift

    def reading_of(self, start: int, end: int) -> str:
        """The reading text of the span [start, end) of `text`."""
        return self.reading()[self.reading_offset(start) : self.reading_offset(end)]


@dataclass(frozen=True, slots=True)
class Paragraph:
    """A prose paragraph, a stanza (`lg`), a heading or a citation."""

    id: str
    role: str | None
    segments: tuple[Segment, ...]

    def __hash__(self) -> int:
        return hash(self.id)


@dataclass(frozen=True, slots=True)
class Section:
    """One section of the edition (one file in corpus/edition/)."""

    id: str
    kind: SectionKind
    title: dict[str, str]
    paragraphs: tuple[Paragraph, ...]
    base: str = "A"
    file: Path | None = None

    def __hash__(self) -> int:
        return hash(self.id)

    def segments(self) -> Iterator[Segment]:
        for paragraph in self.paragraphs:
            yield from paragraph.segments


@dataclass(frozen=True, slots=True)
class Gap:
    """A stretch of a covered section that a witness lacks (it breaks off or is lost).

    `start` and `end` are the first and last base segments wholly or partly missing."""

    start: str
    end: str
    note: dict[str, str]


@dataclass(frozen=True, slots=True)
class Witness:
    """One source file. `coverage` lists the section ids it has (whole or in part);
    `breaks_off` the stretches it lacks inside them; `paratext` the exact lines of
    the file that are not part of the text (a title, a web page's chrome)."""

    siglum: str
    file: Path
    sha256: str
    description: dict[str, str]
    coverage: tuple[str, ...]
    breaks_off: tuple[Gap, ...] = ()
    paratext: tuple[str, ...] = ()
    name: dict[str, str] = field(default_factory=dict)
    """A readable name, en/ru ("the full text"): what readers see instead of the file name."""

    def __hash__(self) -> int:
        return hash(self.siglum)

    def text(self) -> str:
        """The file's text, decoded from UTF-8, byte for byte (no newline translation)."""
        return self.file.read_bytes().decode("utf-8")


@dataclass(frozen=True, slots=True, eq=False)
class Corpus:
    """The whole edition. Compared and hashed by identity, so it is a good cache key:
    :func:`corpus.load.load_corpus` returns the same object while no file changes."""

    root: Path
    sections: tuple[Section, ...]
    witnesses: tuple[Witness, ...]
    _segments: dict[str, Segment] = field(default_factory=dict, repr=False)
    _sections: dict[str, Section] = field(default_factory=dict, repr=False)
    _order: dict[str, int] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        for section in self.sections:
            self._sections[section.id] = section
            for segment in section.segments():
                self._order[segment.id] = len(self._segments)
                self._segments[segment.id] = segment

    def segments(self) -> Iterator[Segment]:
        """Every segment, in reading order."""
        for section in self.sections:
            yield from section.segments()

    def segment(self, ident: str) -> Segment:
        try:
            return self._segments[ident]
        except KeyError:
            raise UnknownIdError("segment", ident, "segment ids look like 'bura.s7', 'verse1.l12'") from None

    def has_segment(self, ident: str) -> bool:
        return ident in self._segments

    def section(self, ident: str) -> Section:
        try:
            return self._sections[ident]
        except KeyError:
            known = ", ".join(s.id for s in self.sections)
            raise UnknownIdError("section", ident, f"sections: {known}") from None

    def witness(self, siglum: str) -> Witness:
        for witness in self.witnesses:
            if witness.siglum == siglum:
                return witness
        known = ", ".join(w.siglum for w in self.witnesses)
        raise UnknownIdError("witness", siglum, f"sigla: {known}")

    @property
    def sigla(self) -> tuple[str, ...]:
        return tuple(w.siglum for w in self.witnesses)

    def annotations(self) -> Iterator[tuple[Segment, Annotation]]:
        for segment in self.segments():
            for annotation in segment.annotations:
                yield segment, annotation

    def index(self, ident: str) -> int:
        """Position of a segment in reading order (for comparing ids)."""
        try:
            return self._order[ident]
        except KeyError:
            raise UnknownIdError("segment", ident) from None
