"""The engine's wheel as the site serves it (docs/hooks/pyodide/runtime.py writes it into
``assets/pyodide/``): the same wheel, made lighter on the wire for the reader's browser.

* **Stored, not deflated:** the host's brotli copy of a zip of stored members is far smaller
  than a deflated zip, which brotli cannot shrink (413 kB deflated → 247 kB, bench/RESULTS.md).
* **Docstrings blanked:** a docstring is the documentation and the doctests, which run from the
  build's own wheel (``build/wheel``: tests/pyodide), not from this one; in the browser nothing
  reads them (the command line, which prints its module's docstring, is not served to it). Each
  becomes ``""`` followed by as many empty lines as it had, so that every line of code keeps its
  number in a traceback. 247 kB → 189 kB on the wire.
* The wheel's ``RECORD`` is rewritten with the new hashes and sizes, so it is still a valid wheel.

>>> print(blank_docstrings("def f():\\n    'Its doc.'\\n    return 1\\n"), end="")
def f():
    ""
    return 1
"""
from __future__ import annotations

import ast
import base64
import csv
import hashlib
import io
import zipfile
from pathlib import Path

_DOCUMENTED = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)


def blank_docstrings(source: str) -> str:
    """``source`` with every module, class and function docstring replaced by ``""`` and
    the empty lines it took up (the line count is kept)."""
    spans = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, _DOCUMENTED) and node.body:
            first = node.body[0]
            if (isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
                    and isinstance(first.value.value, str) and first.end_lineno is not None
                    and first.end_col_offset is not None):
                spans.append((first.lineno, first.col_offset, first.end_lineno, first.end_col_offset))
    lines = source.splitlines(keepends=True)
    for start, col, end, end_col in sorted(spans, reverse=True):
        # ast's columns count UTF-8 bytes
        before = lines[start - 1].encode()[:col].decode()
        after = lines[end - 1].encode()[end_col:].decode()
        lines[start - 1:end] = [before + '""' + after] + ["\n"] * (end - start)
    out = "".join(lines)
    if out.count("\n") != source.count("\n"):
        raise ValueError("blank_docstrings changed the number of lines")
    return out


def _record_hash(data: bytes) -> str:
    return "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()


def write_served(source: Path, target: Path) -> None:
    """Write the served wheel ``target`` from the built wheel ``source``: its members in
    order and with their dates, stored, the ``.py`` files' docstrings blanked, ``RECORD``
    rewritten for them."""
    with zipfile.ZipFile(source) as src:
        infos = src.infolist()
        data = {info.filename: src.read(info) for info in infos}
    for name, raw in data.items():
        if name.endswith(".py"):
            text = blank_docstrings(raw.decode("utf-8"))
            compile(text, name, "exec", dont_inherit=True)
            data[name] = text.encode("utf-8")
    record = next((n for n in data if n.endswith(".dist-info/RECORD")), None)
    if record is not None:
        rows = list(csv.reader(io.StringIO(data[record].decode("utf-8"))))
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        for row in rows:
            if row and row[0] in data and row[0] != record:
                row = [row[0], _record_hash(data[row[0]]), str(len(data[row[0]]))]
            writer.writerow(row)
        data[record] = out.getvalue().encode("utf-8")
    with zipfile.ZipFile(target, "w") as out_zip:
        for info in infos:
            out_zip.writestr(info, data[info.filename], compress_type=zipfile.ZIP_STORED)
