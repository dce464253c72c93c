"""The corpus check points a segment the engine cites at the rule's or the option's
own definition (issue 24: a missing ``bura.s1`` was reported at
``bura/__init__.py:1``, a docstring that mentions it)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from corpus import check
from corpus.check import _engine_citations, _engine_line


def _definition(path: Path, where: str) -> tuple[list[str], int]:
    """The file's lines and the 1-based line where ``where`` is defined in it."""
    lines = path.read_text(encoding="utf-8").splitlines()
    kind, _, name = where.rpartition(" ")
    if kind == "rule":
        pattern = re.compile(rf"""["']{re.escape(name)}["']""")
    else:
        pattern = re.compile(rf"^\s+{re.escape(name.split('.', 1)[1])}\s*:.*option\(")
    starts = [n for n, text in enumerate(lines, start=1) if pattern.search(text)]
    assert starts, f"{where} is not defined in {path}"
    return lines, starts[0]


def test_every_citation_is_found_in_its_own_definition() -> None:
    citations = list(_engine_citations())
    assert len(citations) > 100
    for where, ref, game in citations:
        path, line = _engine_line(game, ref, where)
        assert line is not None and path.name != "__init__.py", (where, ref, path, line)
        lines, start = _definition(path, where)
        assert start <= line, (where, ref, path.name, line, start)
        # nothing else is defined between the definition and the line named
        between = lines[start:line - 1]
        assert not any(re.match(r"^\S", t) and not t.startswith(")") for t in between), \
            (where, ref, path.name, line)
        assert ref in lines[line - 1] or line == start, (where, ref, lines[line - 1])


def test_the_missing_segment_of_the_issue() -> None:
    path, line = _engine_line("bura", "bura.s1", "rule bura.players")
    assert path.name == "rulebook_play.py"
    assert line is not None and '"bura.s1"' in path.read_text(encoding="utf-8").splitlines()[
        line - 1]


def test_a_segment_missing_from_the_edition_is_reported_at_the_rule(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The whole check, with one rule citing a segment the edition lacks."""
    real = list(_engine_citations())
    monkeypatch.setattr(check, "_engine_citations",
                        lambda: iter([*real, ("rule bura.players", "bura.s99", "bura")]))
    errors = check.cross_references()
    assert len(errors) == 1, errors
    text = str(errors[0])
    m = re.match(r"^(?P<file>\S+?):(?P<line>\d+): ", text)
    assert m and m.group("file").endswith("rulebook_play.py"), text
    named = Path(m.group("file")).read_text(encoding="utf-8").splitlines()[int(m.group("line")) - 1]
    assert '"bura.players"' in named and "bura.s99" in text
