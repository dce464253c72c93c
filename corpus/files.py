"""The corpus's files: where they are, the ids they use, one YAML file read
(duplicate keys refused, each id's line kept for messages), and
:class:`CorpusError`, the one error a bad file raises. Used by
:mod:`corpus.load`, which re-exports the public names."""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

#: The sections, in reading order. A new section needs a file *and* an entry here.
SECTION_ORDER: tuple[str, ...] = ("intro", "verse1", "interlude", "verse2", "bura", "ochko")
EDITION_DIR = "edition"
WITNESS_DIR = "witnesses"
WITNESS_LIST = "witnesses.yaml"
SCHEMA_DIR = Path(__file__).resolve().parent / "schema"
SCHEMAS = {"edition": "edition-section.json", "witnesses": "witnesses.json"}

SEGMENT_ID = re.compile(r"^(?P<section>[a-z][a-z0-9]*)\.(?P<local>(?P<kind>s|l)[0-9]+[a-z]?|title|cite)$")
PARAGRAPH_ID = re.compile(r"^(?P<section>[a-z][a-z0-9]*)\.[a-z][a-z0-9]*$")
ANNOTATION_ID = re.compile(r"^(?P<segment>.+)\.a[0-9]+$")
_ID_LINE = re.compile(r"""^\s*(?:-\s+)?\{?\s*id:\s*["']?([A-Za-z0-9_.\-]+)""")


class CorpusError(ValueError):
    """One problem in one corpus file.

    Attributes: ``file`` (Path), ``segment`` (the segment id, a description of
    the segment's position when it has no id, or None when the problem is not
    inside a segment), ``problem`` (str) and ``line`` (1-based, or None)."""

    def __init__(self, file: Path | str, segment: str | None, problem: str, line: int | None = None):
        self.file = Path(file)
        self.segment = segment
        self.problem = problem
        self.line = line
        super().__init__(self.__str__())

    def __str__(self) -> str:
        where = _show(self.file) + (f":{self.line}" if self.line else "")
        seg = f"segment {self.segment}" if self.segment else "-"
        return " ".join(f"{where}: {seg}: {self.problem}".split())

    def __reduce__(self) -> tuple[Any, ...]:
        return (CorpusError, (self.file, self.segment, self.problem, self.line))


def _show(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(Path.cwd().resolve()))
    except ValueError:
        return str(path)

# --------------------------------------------------------------------------- YAML

class _Loader(yaml.SafeLoader):
    """SafeLoader that refuses duplicate keys (PyYAML silently keeps the last)."""


def _construct_mapping(loader: _Loader, node: yaml.MappingNode, deep: bool = False) -> dict[Any, Any]:
    seen: dict[Any, yaml.Node] = {}
    for key_node, _ in node.value:
        key = loader.construct_object(key_node, deep=deep)
        if key in seen:
            raise yaml.constructor.ConstructorError(
                "while constructing a mapping", node.start_mark,
                f"found duplicate key {key!r}", key_node.start_mark)
        seen[key] = key_node
    return loader.construct_mapping(node, deep=deep)


_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping)


@dataclass
class _Source:
    """A parsed YAML file and where its ids are (for line numbers in messages)."""

    path: Path
    text: str
    data: Any
    id_lines: list[tuple[int, str]]
    node: Any = None

    def line_of(self, ident: str | None) -> int | None:
        if ident is None:
            return None
        for line, found in self.id_lines:
            if found == ident:
                return line
        return None


def _id_lines(text: str) -> list[tuple[int, str]]:
    out = []
    for n, line in enumerate(text.splitlines(), start=1):
        m = _ID_LINE.match(line)
        if m:
            out.append((n, m.group(1)))
    return out


def _parse_yaml(path: Path) -> _Source:
    try:
        text = path.read_bytes().decode("utf-8")
    except FileNotFoundError:
        raise CorpusError(path, None, "file not found") from None
    except UnicodeDecodeError as exc:
        raise CorpusError(path, None, f"not UTF-8 ({exc.reason} at byte {exc.start})") from None
    id_lines = _id_lines(text)
    try:
        data = yaml.load(text, Loader=_Loader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else None
        col = mark.column + 1 if mark else None
        near = None
        if line is not None:
            for n, ident in id_lines:
                if n <= line and SEGMENT_ID.match(ident):
                    near = ident
        what = exc.problem or exc.context or "malformed"
        where = f"line {line}, column {col}" if line else "unknown position"
        raise CorpusError(path, near, f"bad YAML at {where}: {what}", line) from None
    except yaml.YAMLError as exc:
        raise CorpusError(path, None, f"bad YAML: {exc}") from None
    return _Source(path, text, data, id_lines, yaml.compose(text, Loader=_Loader))


def node_line(node: yaml.Node | None, path: list[Any]) -> int | None:
    """The 1-based line of the YAML node at a JSON path (mapping keys and list
    indices) below ``node``, as deep as the path resolves; None for no node.

    >>> node_line(yaml.compose("a:\\n  b: [1, 2]\\n", Loader=yaml.SafeLoader), ["a", "b", 1])
    2
    """
    if node is None:
        return None
    line: int = node.start_mark.line + 1
    for key in path:
        if isinstance(node, yaml.MappingNode):
            for k, v in node.value:
                if isinstance(k, yaml.ScalarNode) and k.value == str(key):
                    node = v
                    break
            else:
                break
        elif isinstance(node, yaml.SequenceNode) and isinstance(key, int) and key < len(node.value):
            node = node.value[key]
        else:
            break
        line = node.start_mark.line + 1
    return line
