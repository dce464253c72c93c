"""One check of everything the site build relies on (`python -m corpus check`).

    check_all(root: Path = corpus.ROOT) -> list[CorpusError]   # every problem, [] when valid

It validates, in this order:

1. the witnesses and the edition (`corpus.load.check`): YAML, JSON Schema, ids,
   annotations, the witnesses' bytes against their sha256, the base text;
2. the glossary's entry files (`corpus.glossary.check_glossary`): YAML, schema,
   headwords, forms, `related`, no two entries for the same headword;
3. the cross-references, once both load: every segment id cited in the text of a
   glossary entry or an edition note exists; every rule id a glossary entry names
   is a rule of the engine (`karty.REGISTRY`); every segment a rule or a rules
   option of the engine cites exists; the glossary agrees with the text
   (`corpus.terms.check`: every form found, no ambiguity, `only`/`exclude`).

Each problem is ONE CorpusError whose str() is one line naming the file, the line
(when there is one to name) and the problem. The site build (docs/hooks/core/check.py)
runs this same check before anything else and stops on the first problem.
"""
from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import yaml

from . import ROOT
from .files import node_line
from .load import EDITION_DIR, SECTION_ORDER, CorpusError

#: What the site links as a segment id in a text (docs/hooks/glossary/render.py).
SEGMENT_REF = re.compile(r"\b[a-z][a-z0-9]*\.(?:[sl][0-9]+[a-z]?|title|cite)\b")
ENGINE_DIR = Path(__file__).resolve().parent.parent / "engine" / "karty"


def check_all(root: Path = ROOT) -> list[CorpusError]:
    """Every problem in the corpus under ``root`` (edition/, witnesses/, glossary/)
    and in its references to and from the engine; empty when all is valid."""
    from .glossary import check_glossary
    from .load import check

    root = Path(root)
    errors = list(check(root))
    glossary_errors = check_glossary(root / "glossary")
    errors.extend(glossary_errors)
    if errors:
        return errors
    return cross_references(root)


def cross_references(root: Path = ROOT) -> list[CorpusError]:
    """The references among segments, rules, glossary entries and `related`, for a
    corpus and a glossary that load."""
    from . import terms
    from .glossary import load_glossary
    from .load import load_corpus

    corpus = load_corpus(root)
    glossary = load_glossary(root / "glossary")
    segments = {s.id for s in corpus.segments()}
    errors: list[CorpusError] = []
    # segment ids cited in the text of the glossary entries and of the edition's notes
    for entry in glossary:
        path = entry.file
        assert path is not None
        for ref in sorted(_refs(_strings(_entry_texts(entry)))):
            if ref not in segments:
                errors.append(CorpusError(path, None, f"entry {entry.id}: cites the segment "
                                          f"{ref!r}, which is not in the edition",
                                          _text_line(path, ref)))
    for sid in SECTION_ORDER:
        path = root / EDITION_DIR / f"{sid}.yaml"
        for seg in corpus.section(sid).segments():
            for ann in seg.annotations:
                for ref in sorted(_refs(_strings(ann.note))):
                    if ref not in segments:
                        errors.append(CorpusError(path, seg.id, f"annotation {ann.id}: its note "
                                                  f"cites the segment {ref!r}, which is not in "
                                                  "the edition", _text_line(path, ref)))
    # the engine: its rules, the rule ids the glossary names, the segments the rules cite
    registry = _registry()
    for entry in glossary:
        for rule_id in entry.rules:
            if rule_id not in registry:
                path = entry.file
                assert path is not None
                errors.append(CorpusError(path, None, f"entry {entry.id}: rules names {rule_id!r}, "
                                          "which is not a rule of the engine (karty.REGISTRY)",
                                          _text_line(path, rule_id)))
    for where, ref, game in _engine_citations():
        if ref not in segments:
            path, line = _engine_line(game, ref, where)
            errors.append(CorpusError(path, None, f"{where} cites the segment {ref!r}, which is "
                                      "not in the edition", line))
    # the glossary against the text
    errors.extend(terms.check(corpus, glossary))
    return errors


# --------------------------------------------------------------------------- helpers

def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from _strings(v)
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from _strings(v)


def _refs(texts: Iterator[str]) -> set[str]:
    return {m.group() for text in texts for m in SEGMENT_REF.finditer(text)}


def _entry_texts(entry: Any) -> list[Any]:
    """Every text of an entry the glossary page shows with segment links."""
    out: list[Any] = [entry.short, entry.note]
    for sense in entry.senses:
        out += [sense.definition, sense.note]
    if entry.etymology is not None:
        out.append(entry.etymology.text)
    out += [a.note for a in entry.attestations] + [r.note for r in entry.references]
    return out


def _text_line(path: Path, needle: str) -> int | None:
    """The first line of ``path`` that contains ``needle``."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError):
        return None
    pattern = re.compile(rf"(?<![\w.-]){re.escape(needle)}(?![\w-])")
    for n, line in enumerate(lines, start=1):
        if pattern.search(line):
            return n
    return None


def _registry() -> set[str]:
    import karty

    return {r.id for r in karty.REGISTRY}


def _engine_citations() -> Iterator[tuple[str, str, str]]:
    """(what cites, segment id, game) for every rule and rules option of the engine."""
    import karty

    for rule in karty.REGISTRY:
        for seg in rule.provenance.segments:
            yield f"rule {rule.id}", seg, rule.game
    for g in karty.GAMES:
        game, rules_cls = g.name, g.Rules
        for spec in rules_cls.options():
            provs = [c.provenance for c in spec.choices]
            if spec.provenance is not None:
                provs.append(spec.provenance)
            for prov in provs:
                for seg in prov.segments:
                    yield f"rules option {game}.{spec.name}", seg, game


def _engine_line(game: str, ref: str, where: str = "") -> tuple[Path, int | None]:
    """The engine's source file and line where ``where`` (``rule <id>`` or ``rules
    option <game>.<name>``) cites ``ref``: in the rule's or the option's own
    definition (the line that names ``ref`` there, else the definition's first line),
    not the first mention of ``ref`` in some docstring."""
    folder = ENGINE_DIR / game
    files = sorted(folder.glob("*.py")) if folder.is_dir() else []
    kind, _, name = where.rpartition(" ")
    start: re.Pattern[str] | None
    block_end: re.Pattern[str] | None
    if kind == "rule":
        start = re.compile(rf"""(?<![\w.-])["']{re.escape(name)}["']""")
        block_end = re.compile(r"^\S")  # the next top-level statement
    elif kind == "rules option":
        option = name.split(".", 1)[-1]
        start = re.compile(rf"^\s+{re.escape(option)}\s*:.*=\s*option\(")
        block_end = re.compile(r"^(\s+\w+\s*:.*=\s*option\(|\S)")
    else:
        start = block_end = None
    if start is not None and block_end is not None:
        quoted_ref = re.compile(rf"""(?<![\w.-])["']?{re.escape(ref)}["']?(?![\w-])""")
        for path in files:
            try:
                lines = path.read_text(encoding="utf-8").splitlines()
            except (OSError, UnicodeDecodeError):
                continue
            for n, text in enumerate(lines):
                if not start.search(text):
                    continue
                for m in range(n, len(lines)):
                    if m > n and block_end.match(lines[m]) and not lines[m].startswith(")"):
                        break
                    if quoted_ref.search(lines[m]):
                        return path, m + 1
                return path, n + 1
    for path in files:
        line = _text_line(path, ref)
        if line is not None:
            return path, line
    return folder, None


def yaml_line(path: Path, keys: list[Any]) -> int | None:
    """The 1-based line of the node at ``keys`` (mapping keys and list indices) in
    the YAML file ``path``, as deep as the path resolves."""
    try:
        node = yaml.compose(path.read_text(encoding="utf-8"), Loader=yaml.SafeLoader)
    except (OSError, UnicodeDecodeError, yaml.YAMLError):
        return None
    return node_line(node, keys)
