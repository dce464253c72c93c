"""The JSON Schema check of one corpus file (the schemas in corpus/schema/): every schema
error as a :class:`~corpus.files.CorpusError` naming the segment, the innermost
paragraph, annotation or witness, and the line. Used by :mod:`corpus.load`."""
from __future__ import annotations

import json
import re
from collections.abc import Mapping
from functools import cache
from typing import Any

import jsonschema

from .files import SCHEMA_DIR, SCHEMAS, CorpusError, _Source, node_line

# --------------------------------------------------------------------------- JSON Schema

@cache
def _validator(kind: str) -> jsonschema.protocols.Validator:
    schema = json.loads((SCHEMA_DIR / SCHEMAS[kind]).read_text(encoding="utf-8"))
    cls = jsonschema.validators.validator_for(schema)
    cls.check_schema(schema)
    return cls(schema)


def schema_for(kind: str) -> dict[str, Any]:
    """The JSON Schema for a file kind ('edition' or 'witnesses')."""
    schema = _validator(kind).schema
    assert isinstance(schema, Mapping), schema  # a schema file holds an object
    return dict(schema)


def _path_key(error: jsonschema.ValidationError) -> tuple[Any, ...]:
    return tuple((0, p) if isinstance(p, int) else (1, str(p)) for p in error.absolute_path)


def _locate(src: _Source, path: list[Any]) -> tuple[str | None, str | None, int]:
    """For a JSON path into a corpus file: (segment, label of the innermost object
    that has an identity — paragraph, segment, annotation, witness —, how many
    path items lead to that object)."""
    segment: str | None = None
    label: str | None = None
    consumed = 0
    node: Any = src.data
    parent_list_key: Any = None
    siblings: list[Any] = []
    for i, key in enumerate(path):
        try:
            child = node[key]
        except (KeyError, IndexError, TypeError):
            break
        if isinstance(key, int) and isinstance(child, dict):
            ident = child.get("id")
            named = isinstance(ident, str)
            if parent_list_key == "paragraphs":
                label = f"paragraph {ident}" if named else f"paragraph #{key + 1}"
                consumed = i + 1
            elif parent_list_key == "segments":
                if named:
                    segment = ident
                else:
                    before = next((s["id"] for s in reversed(siblings[:key])
                                   if isinstance(s, dict) and isinstance(s.get("id"), str)), None)
                    para = label[len("paragraph "):] if label else "its paragraph"
                    segment = f"#{key + 1} of {para} (no id" + (f", after {before})" if before else ", the first)")
                label = None
                consumed = i + 1
            elif parent_list_key == "annotations":
                label = f"annotation {ident}" if named else f"annotation #{key + 1}"
                consumed = i + 1
            elif parent_list_key == "witnesses":
                sig = child.get("siglum")
                label = f"witness {sig}" if isinstance(sig, str) else f"witness #{key + 1}"
                consumed = i + 1
        parent_list_key = key
        siblings = child if isinstance(child, list) else []
        node = child
    return segment, label, consumed


def _line_at(src: _Source, path: list[Any]) -> int | None:
    """1-based line of the YAML node at a JSON path (as deep as the path resolves)."""
    return node_line(src.node, path)


def schema_properties(error: jsonschema.ValidationError) -> Mapping[str, Any]:
    """The properties the failing (sub)schema declares."""
    schema = error.schema
    props = schema.get("properties", {}) if isinstance(schema, Mapping) else {}
    return props if isinstance(props, Mapping) else {}


def _describe(error: jsonschema.ValidationError, rest: list[Any]) -> str:
    v = error.validator
    inst = error.instance
    key = ".".join(str(p) if not isinstance(p, int) else f"[{p}]" for p in rest).replace(".[", "[")
    if v == "additionalProperties" and isinstance(inst, dict):
        allowed = set(schema_properties(error))
        extra = sorted(k for k in inst if k not in allowed)
        return (f"unknown key{'s' if len(extra) > 1 else ''} {', '.join(repr(k) for k in extra)}"
                f" (allowed: {', '.join(sorted(allowed))})")
    if v == "required":
        m = re.match(r"'([^']+)' is a required property", error.message)
        missing = m.group(1) if m else error.message
        return f"missing key {missing!r}"
    if v == "not" and isinstance(error.validator_value, dict) and "required" in error.validator_value:
        keys = error.validator_value["required"]
        kind = inst.get("type") if isinstance(inst, dict) else None
        return f"a {kind} annotation may not have {', '.join(repr(k) for k in keys)}"
    prefix = f"{key}: " if key else ""
    if v == "pattern" and rest == ["id"] and len(error.absolute_path) >= 3:
        owner = str(error.absolute_path[-3])
        human = {"segments": "'<section>.s<n>', '<section>.l<n>', '<section>.title' or '<section>.cite'",
                 "paragraphs": "'<section>.<name>' (e.g. bura.p3, verse1.lg2)",
                 "annotations": "'<segment id>.a<n>'"}.get(owner)
        if human:
            return f"id {inst!r} does not follow the pattern {human}"
    if (v == "pattern" and error.validator_value == "\\S") or (v == "minLength" and inst == ""):
        return f"{prefix}empty (write the text, or leave the key out where it is optional)"
    if v == "pattern":
        return f"{prefix}{inst!r} does not match the pattern {error.validator_value}"
    if v == "type":
        return f"{prefix}{inst!r} should be of type {error.validator_value}"
    if v == "enum":
        options: Any = error.validator_value
        return f"{prefix}{inst!r} is not one of {', '.join(map(repr, options))}"
    if v in ("minItems", "maxItems") and key.endswith("span"):
        return f"{prefix}a span is [start, end], got {inst!r}"
    return prefix + error.message


def _schema_errors(src: _Source, kind: str) -> list[CorpusError]:
    out = []
    errors = sorted(_validator(kind).iter_errors(src.data), key=_path_key)
    for error in errors:
        path = list(error.absolute_path)
        segment, label, consumed = _locate(src, path)
        problem = _describe(error, path[consumed:])
        if label:
            problem = f"{label}: {problem}"
        out.append(CorpusError(src.path, segment, problem, _line_at(src, path)))
    return out
