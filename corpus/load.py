"""Load and validate the corpus: YAML → JSON Schema → semantic checks → model objects.

Public API::

    load_corpus(root: Path = corpus.ROOT) -> Corpus     # raises CorpusError
    check(root: Path = corpus.ROOT) -> list[CorpusError] # every problem, for `python -m corpus check`
    CorpusError(ValueError)                               # .file .segment .problem .line

A malformed file fails with ONE CorpusError whose str() is one line naming the
file (and line, when known), the segment (or "-" when the problem is not inside
a segment) and the problem, e.g.::

    corpus/edition/bura.yaml:57: segment bura.s7: annotation bura.s7.a1: span [3, 99] is outside the segment (its text has 38 characters)

`load_corpus` is cached: it returns the same Corpus object as long as no file
under `root` has changed (by path, size and mtime), so callers may call it freely.
"""
from __future__ import annotations

import hashlib
import re
from pathlib import Path

from . import ROOT
from .filecache import FileCache
from .files import (
    ANNOTATION_ID,
    EDITION_DIR,
    PARAGRAPH_ID,
    SCHEMA_DIR,
    SCHEMAS,
    SECTION_ORDER,
    SEGMENT_ID,
    WITNESS_DIR,
    WITNESS_LIST,
    CorpusError,
    _parse_yaml,
    _show,
    _Source,
)
from .model import Annotation, Corpus, Gap, Gloss, Paragraph, Section, Segment, Witness
from .schema_check import _line_at, _schema_errors, schema_for

# The files and their ids (corpus.files) and the JSON Schema check
# (corpus.schema_check) are modules of their own; their public names stay here.
__all__ = [
    "ANNOTATION_ID",
    "EDITION_DIR",
    "PARAGRAPH_ID",
    "SCHEMAS",
    "SCHEMA_DIR",
    "SECTION_ORDER",
    "SEGMENT_ID",
    "WITNESS_DIR",
    "WITNESS_LIST",
    "Corpus",
    "CorpusError",
    "check",
    "load_corpus",
    "schema_for",
]


# --------------------------------------------------------------------------- building + checks

class _Errors(list[CorpusError]):
    def add(self, src: _Source | Path, segment: str | None, problem: str, anchor: str | None = None,
            line: int | None = None) -> None:
        if isinstance(src, _Source):
            self.append(CorpusError(src.path, segment, problem, line or src.line_of(anchor or segment)))
        else:
            self.append(CorpusError(src, segment, problem, line))


_CYRILLIC = re.compile(r"[\u0400-\u04ff]")
_LATIN = re.compile(r"[A-Za-z]")


def _untranslated(text: str, translation: str) -> str | None:
    """Why ``translation`` is not an English translation of ``text``, or None: it is
    the Russian text itself, or is written in Cyrillic more than in Latin letters
    (no translation of the edition quotes a Russian word in Cyrillic)."""
    if not translation.strip():
        return None  # the schema reports an empty one
    if " ".join(translation.split()) == " ".join(text.split()):
        return "the Russian text itself, not an English translation"
    if len(_CYRILLIC.findall(translation)) > len(_LATIN.findall(translation)):
        return "written in Cyrillic, not English (is it the Russian text?)"
    return None


def _key_line_after(src: _Source, ident: str, key: str) -> int | None:
    """The line of ``key:`` in the block of the id ``ident`` (else the id's line)."""
    start = src.line_of(ident)
    if start is None:
        return None
    lines = src.text.splitlines()
    indent = len(lines[start - 1]) - len(lines[start - 1].lstrip(" -"))
    pattern = re.compile(rf"^ {{{indent}}}{re.escape(key)}:")
    for n in range(start, len(lines)):  # from the line after the id, to the next sibling
        line = lines[n]
        if line.strip() and len(line) - len(line.lstrip(" -")) < indent:
            break
        if pattern.match(line):
            return n + 1
    return start


def _spans_overlap(a: tuple[int, int], b: tuple[int, int]) -> bool:
    (s1, e1), (s2, e2) = a, b
    if s1 == e1 and s2 == e2:
        return s1 == s2
    if s1 == e1:
        return s2 < s1 < e2
    if s2 == e2:
        return s1 < s2 < e1
    return s1 < e2 and s2 < e1


def _build_section(src: _Source, errors: _Errors, sigla: set[str] | None) -> Section | None:
    data = src.data
    sid = data["id"]
    start = len(errors)
    if sid != src.path.stem:
        errors.add(src, None, f"section id {sid!r} differs from the file name {src.path.name!r}", sid)
    if sid not in SECTION_ORDER:
        errors.add(src, None, f"unknown section {sid!r} (known: {', '.join(SECTION_ORDER)}; "
                              "a new section needs an entry in corpus.load.SECTION_ORDER)", sid)
    kind = data["kind"]
    if sigla is not None and data["base"] not in sigla:
        errors.add(src, None, f"base witness {data['base']!r} is not in witnesses.yaml", sid)
    paragraphs = []
    for pdata in data["paragraphs"]:
        pid = pdata["id"]
        m = PARAGRAPH_ID.match(pid)
        if not m or m.group("section") != sid:
            errors.add(src, None, f"paragraph id {pid!r} does not start with the section id '{sid}.'", pid)
        segments = []
        for sdata in pdata["segments"]:
            seg_id = sdata["id"]
            text = sdata["text"]
            m = SEGMENT_ID.match(seg_id)
            if not m or m.group("section") != sid:
                errors.add(src, seg_id, f"segment id {seg_id!r} does not follow the pattern "
                                        f"'{sid}.s<n>', '{sid}.l<n>', '{sid}.title' or '{sid}.cite'")
            elif m.group("kind") == "l" and kind != "verse":
                errors.add(src, seg_id, f"verse-line id {seg_id!r} in a {kind} section (use '{sid}.s<n>')")
            elif m.group("kind") == "s" and kind != "prose":
                errors.add(src, seg_id, f"sentence id {seg_id!r} in a {kind} section (use '{sid}.l<n>')")
            if text != text.strip():
                errors.add(src, seg_id, "text begins or ends with whitespace (whitespace between segments "
                                        "belongs to no segment)")
            untranslated = _untranslated(text, sdata["translation"])
            if untranslated:
                errors.add(src, seg_id, f"translation: {untranslated}",
                           line=_key_line_after(src, seg_id, "translation"))
            anns = []
            for adata in sdata.get("annotations", []):
                aid = adata["id"]
                am = ANNOTATION_ID.match(aid)
                if not am or am.group("segment") != seg_id:
                    errors.add(src, seg_id, f"annotation id {aid!r} does not follow the pattern "
                                            f"'{seg_id}.a<n>'", aid)
                s0, s1 = adata["span"]
                if s0 > s1:
                    errors.add(src, seg_id, f"annotation {aid}: span [{s0}, {s1}] ends before it starts", aid)
                    continue
                if s1 > len(text):
                    errors.add(src, seg_id, f"annotation {aid}: span [{s0}, {s1}] is outside the segment "
                                            f"(its text has {len(text)} characters)", aid)
                    continue
                if adata["orig"] != text[s0:s1]:
                    errors.add(src, seg_id, f"annotation {aid}: orig {adata['orig']!r} differs from "
                                            f"text[{s0}:{s1}] {text[s0:s1]!r}", aid)
                    continue
                repl = adata.get("corr", adata.get("reg"))
                if repl is not None and repl == adata["orig"]:
                    errors.add(src, seg_id, f"annotation {aid}: the {adata['type']} replacement "
                                            f"{repl!r} equals orig", aid)
                wits = tuple(adata.get("witnesses", ()))
                if sigla is not None:
                    unknown = [w for w in wits if w not in sigla]
                    if unknown:
                        errors.add(src, seg_id, f"annotation {aid}: unknown witness "
                                                f"{', '.join(unknown)} (known: {', '.join(sorted(sigla))})", aid)
                anns.append(Annotation(
                    id=aid, type=adata["type"], span=(s0, s1), orig=adata["orig"],
                    corr=adata.get("corr"), reg=adata.get("reg"), category=adata.get("category"),
                    note=dict(adata["note"]) if "note" in adata else None, witnesses=wits))
            ordered = sorted(anns, key=lambda a: (a.span[0], a.span[1]))
            for i, a in enumerate(ordered):
                for b in ordered[i + 1:]:
                    if b.span[0] > a.span[1]:
                        break
                    if _spans_overlap(a.span, b.span):
                        errors.add(src, seg_id, f"annotations {a.id} {list(a.span)} and {b.id} "
                                                f"{list(b.span)} overlap", b.id)
            glosses = []
            for gdata in sdata.get("glosses", []):
                count = sdata["translation"].count(gdata["after"])
                if count != 1:
                    errors.add(src, seg_id, f"gloss {gdata['text']!r}: its words {gdata['after']!r} occur "
                                            f"{count} times in the translation (they must occur once)")
                    continue
                glosses.append(Gloss(gdata["after"], gdata["text"]))
            segments.append(Segment(seg_id, sid, pid, text, sdata["translation"], tuple(ordered),
                                    tuple(glosses)))
        paragraphs.append(Paragraph(pid, pdata.get("role"), tuple(segments)))
    if len(errors) > start:
        return None
    return Section(sid, kind, dict(data["title"]), tuple(paragraphs), data["base"], src.path)


def _build_witnesses(src: _Source, wdir: Path, errors: _Errors) -> list[Witness] | None:
    start = len(errors)
    out = []
    seen_sigla: set[str] = set()
    seen_files: set[str] = set()
    for i, wdata in enumerate(src.data["witnesses"]):
        sig = wdata["siglum"]
        label = f"witness {sig}"

        def at(key: str, i: int = i) -> int | None:
            return _line_at(src, ["witnesses", i, key])

        if sig in seen_sigla:
            errors.add(src, None, f"{label}: duplicate siglum", line=at("siglum"))
        seen_sigla.add(sig)
        if wdata["file"] in seen_files:
            errors.add(src, None, f"{label}: file {wdata['file']} is listed twice", line=at("file"))
        seen_files.add(wdata["file"])
        path = wdir / wdata["file"]
        if not path.is_file():
            errors.add(src, None, f"{label}: file {wdata['file']} not found in {_show(wdir)}",
                       line=at("file"))
            continue
        raw = path.read_bytes()
        digest = hashlib.sha256(raw).hexdigest()
        if digest != wdata["sha256"]:
            errors.add(src, None, f"{label}: sha256 mismatch for {wdata['file']}: the file has {digest}, "
                                  f"witnesses.yaml records {wdata['sha256']} (a witness is kept byte for "
                                  "byte: restore the file, or record a deliberate change)",
                       line=at("sha256"))
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            errors.add(src, None, f"{label}: {wdata['file']} is not UTF-8", line=at("file"))
            continue
        for para in wdata.get("paratext", []):
            if para not in text:
                errors.add(src, None, f"{label}: paratext {para!r} does not occur in {wdata['file']}",
                           line=at("paratext"))
        for cov in wdata["coverage"]:
            if cov not in SECTION_ORDER:
                errors.add(src, None, f"{label}: coverage names an unknown section {cov!r} "
                                      f"(known: {', '.join(SECTION_ORDER)})", line=at("coverage"))
        gaps = tuple(Gap(g["from"], g["to"], dict(g["note"])) for g in wdata.get("breaks_off", []))
        out.append(Witness(sig, path, wdata["sha256"], dict(wdata["description"]),
                           tuple(wdata["coverage"]), gaps, tuple(wdata.get("paratext", [])),
                           name=dict(wdata["name"])))
    listed = {w["file"] for w in src.data["witnesses"]}
    for f in sorted(wdir.glob("*.txt")):
        if f.name not in listed:
            errors.add(src, None, f"witness file {f.name} is not listed in {WITNESS_LIST}")
    if len(errors) > start:
        return None
    return out


def _check_base_text(sections: list[Section], base: Witness, sources: dict[str, _Source],
                     errors: _Errors) -> None:
    """The segment texts, in order, are witness A with only inter-segment whitespace removed."""
    text = base.text()
    pos = 0
    last: Section | None = None
    for section in sections:
        last = section
        for seg in section.segments():
            while pos < len(text) and text[pos].isspace():
                pos += 1
            if text.startswith(seg.text, pos):
                pos += len(seg.text)
                continue
            # find how far they agree, for a useful message
            k = 0
            while k < len(seg.text) and pos + k < len(text) and seg.text[k] == text[pos + k]:
                k += 1
            found = text[pos + k:pos + k + 20]
            errors.add(sources[section.id], seg.id, f"text differs from witness {base.siglum} ({base.file.name}) at "
                                    f"character {k} of the segment: the segment has {seg.text[k:k + 20]!r}, "
                                    f"the witness {found!r}")
            return
    if text[pos:].strip() and last is not None:
        errors.add(sources[last.id], None,
                   f"witness {base.siglum} ({base.file.name}) continues after the last segment: "
                   f"{text[pos:].strip()[:40]!r}")


def _collect(root: Path) -> tuple[Corpus | None, list[CorpusError]]:
    root = Path(root)
    errors = _Errors()
    wdir = root / WITNESS_DIR
    witnesses: list[Witness] | None = None
    sigla: set[str] | None = None
    wsrc: _Source | None = None
    try:
        wsrc = _parse_yaml(wdir / WITNESS_LIST)
    except CorpusError as exc:
        if exc.problem == "file not found":
            exc = CorpusError(exc.file, None, f"file not found: the witness list (siglum, file, sha256, "
                                              f"description, coverage) is missing; see {_show(SCHEMA_DIR / SCHEMAS['witnesses'])}")
        errors.append(exc)
    if wsrc is not None:
        found = _schema_errors(wsrc, "witnesses")
        if found:
            errors.extend(found)
            if isinstance(wsrc.data, dict) and isinstance(wsrc.data.get("witnesses"), list):
                sigla = {w["siglum"] for w in wsrc.data["witnesses"]
                         if isinstance(w, dict) and isinstance(w.get("siglum"), str)}
        else:
            witnesses = _build_witnesses(wsrc, wdir, errors)
            # a broken witness list is its own error: no cascade of "unknown witness"
            sigla = {w["siglum"] for w in wsrc.data["witnesses"]} if witnesses is not None else None

    edir = root / EDITION_DIR
    present = {p.stem: p for p in sorted(edir.glob("*.yaml"))}
    for stem, path in present.items():
        if stem not in SECTION_ORDER:
            errors.add(path, None, f"unknown section file (known sections: {', '.join(SECTION_ORDER)}; "
                                   "a new section needs an entry in corpus.load.SECTION_ORDER)")
    sections: list[Section] = []
    sources: dict[str, _Source] = {}
    complete = True
    for sid in SECTION_ORDER:
        path = edir / f"{sid}.yaml"
        try:
            src = _parse_yaml(path)
        except CorpusError as exc:
            errors.append(exc)
            complete = False
            continue
        found = _schema_errors(src, "edition")
        if found:
            errors.extend(found)
            complete = False
            continue
        section = _build_section(src, errors, sigla)
        if section is None:
            complete = False
            continue
        sections.append(section)
        sources[sid] = src

    # ids are unique across all files: sections, paragraphs, segments, annotations
    first: dict[str, tuple[Section, _Source]] = {}
    for section in sections:
        src = sources[section.id]
        ids = [section.id]
        for p in section.paragraphs:
            ids.append(p.id)
            for s in p.segments:
                ids.append(s.id)
                ids.extend(a.id for a in s.annotations)
        for ident in ids:
            if ident in first:
                _other_sec, other_src = first[ident]
                where = _show(other_src.path) + (f":{other_src.line_of(ident)}" if other_src.line_of(ident) else "")
                seg = ident if SEGMENT_ID.match(ident) else None
                if seg is None:
                    am = ANNOTATION_ID.match(ident)
                    seg = am.group("segment") if am else None
                # the line of the *second* occurrence
                lines = [n for n, i in src.id_lines if i == ident]
                line = lines[-1] if lines else None
                errors.append(CorpusError(src.path, seg, f"duplicate id {ident!r} (already used at {where})", line))
            else:
                first[ident] = (section, src)

    corpus: Corpus | None = None
    if witnesses is not None and complete and not errors:
        corpus = Corpus(root, tuple(sections), tuple(witnesses))
        assert wsrc is not None
        for wi, w in enumerate(witnesses):
            for gi, gap in enumerate(w.breaks_off):
                for key, end in (("from", gap.start), ("to", gap.end)):
                    if not corpus.has_segment(end):
                        errors.add(wsrc, None, f"witness {w.siglum}: breaks_off names an unknown segment {end!r}",
                                   line=_line_at(wsrc, ["witnesses", wi, "breaks_off", gi, key]))
                gap_line = _line_at(wsrc, ["witnesses", wi, "breaks_off", gi])
                if corpus.has_segment(gap.start) and corpus.has_segment(gap.end):
                    if corpus.index(gap.start) > corpus.index(gap.end):
                        errors.add(wsrc, None, f"witness {w.siglum}: breaks_off from {gap.start} to {gap.end} "
                                               "runs backwards", line=gap_line)
                    for end in (gap.start, gap.end):
                        if corpus.segment(end).section not in w.coverage:
                            errors.add(wsrc, None, f"witness {w.siglum}: breaks_off at {end}, in a section "
                                                   "the witness does not cover", line=gap_line)
        bases = {s.base for s in sections}
        for b in sorted(bases):
            _check_base_text([s for s in sections if s.base == b], corpus.witness(b), sources, errors)
    if errors:
        return None, list(errors)
    return corpus, []


def check(root: Path = ROOT) -> list[CorpusError]:
    """Every problem in the corpus under `root` (empty when it is valid)."""
    return _collect(Path(root))[1]


_cache: FileCache[Corpus] = FileCache()


def _corpus_files(root: Path) -> list[Path]:
    files = []
    for sub in (EDITION_DIR, WITNESS_DIR):
        d = root / sub
        if d.is_dir():
            files.extend(sorted(p for p in d.iterdir() if p.is_file()))
    files.extend(sorted(SCHEMA_DIR.glob("*.json")))
    return files


def load_corpus(root: Path = ROOT) -> Corpus:
    """Load and validate the corpus under `root`; raise the first CorpusError found.

    Cached: while no file under `root` changes, the same Corpus object is returned."""
    root = Path(root).resolve()
    return _cache.get_checked(root, _corpus_files(root), lambda: _collect(root))
