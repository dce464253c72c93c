"""The engine's wheel as the site serves it (docs/hooks/pyodide/served_wheel.py): stored, its
docstrings blanked with every line kept in its place, its RECORD true to its files."""
from __future__ import annotations

import ast
import base64
import csv
import hashlib
import io
import zipfile
from pathlib import Path

import pytest
from hooks.pyodide.served_wheel import blank_docstrings

REPO = Path(__file__).resolve().parents[2]


def test_a_docstring_becomes_an_empty_string_and_its_lines_stay():
    source = ('"""Module.\n\nMore."""\nclass C:\n    """Класс: ``Д♥``."""\n    def f(self):\n'
              '        """Two\n        lines."""  # a comment\n        return "not a docstring"\n')
    out = blank_docstrings(source)
    assert out.count("\n") == source.count("\n")
    assert out.splitlines()[0] == '""' and out.splitlines()[4] == '    ""'
    assert out.splitlines()[6] == '        ""  # a comment'
    assert 'return "not a docstring"' in out.splitlines()[8]
    tree = ast.parse(out)
    assert not [n for n in ast.walk(tree) if isinstance(n, ast.Constant) and n.value in ("Module.\n\nMore.", "Two")]


@pytest.fixture(scope="module")
def served(site):
    path = next((site / "assets" / "pyodide").glob("karty-*.whl"))
    with zipfile.ZipFile(path) as z:
        return {i.filename: z.read(i) for i in z.infolist()}


def test_every_module_keeps_its_lines_and_loses_its_docstrings(served):
    modules = [n for n in served if n.endswith(".py")]
    assert len(modules) > 50
    for name in modules:
        text = served[name].decode("utf-8")
        source = (REPO / "engine" / name).read_text(encoding="utf-8")
        assert text.count("\n") == source.count("\n"), name
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
                first = node.body[0]
                if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and isinstance(first.value.value, str):
                    assert first.value.value == "", (name, getattr(node, "name", "module"))
    # what the browser reads is still there: messages and words are not docstrings
    assert "не бьёт".encode() in b"".join(served[n] for n in modules)


def test_the_record_names_every_file_with_its_hash(served):
    record = next(n for n in served if n.endswith(".dist-info/RECORD"))
    rows = {r[0]: r for r in csv.reader(io.StringIO(served[record].decode("utf-8"))) if r}
    assert set(rows) == set(served)
    for name, row in rows.items():
        if name == record:
            continue
        digest = base64.urlsafe_b64encode(hashlib.sha256(served[name]).digest()).rstrip(b"=").decode()
        assert row[1:] == [f"sha256={digest}", str(len(served[name]))], name
