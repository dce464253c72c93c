"""The standard library the engine needs, found inside Pyodide (run by tools/trim_stdlib.mjs).

Run in Pyodide with the karty wheel unpacked into site-packages; ``main(mode)`` returns
JSON, with ``mode``

* ``"list"``: with Pyodide's whole ``python_stdlib.zip``: every module of the engine
  that ``karty.web`` can reach is imported, and the zip's members that the
  interpreter then holds (the modules Pyodide imports at start-up, those the engine
  imports, and the text codecs of ``ENCODINGS``), as ``{"members": [...], "karty": [...]}``;
* ``"check"``: with the trimmed zip: the same modules are imported again, and the
  result is ``{"imported": [...], "failed": {module: error}}``.

"Reachable" is the closure of ``import`` statements (anywhere in a module, inside
functions too) over the engine's own sources, from ``karty.web``; the engine is
stdlib-only, so its imports name the standard library's modules it can ever use.
Modules the standard library imports lazily, inside its own functions, are not
followed (following them all keeps 1.7 of the 2.5 MB); tests/site/test_site_stdlib.py
and the browser tests run the engine on the trimmed zip.
"""
from __future__ import annotations

import ast
import importlib
import importlib.util
import json
import os
import sys

ROOT = "karty.web"
# codecs kept beyond those imported at start-up (utf-8): the ones a text could name
ENCODINGS = ("aliases", "ascii", "latin_1", "utf_8", "utf_8_sig", "utf_16", "utf_16_le", "utf_16_be",
             "utf_32", "utf_32_le", "utf_32_be", "cp1251", "koi8_r", "unicode_escape",
             "raw_unicode_escape", "charmap")


def _source(name: str, site: str) -> tuple[str, bool] | None:
    base = os.path.join(site, *name.split("."))
    for path, is_pkg in ((base + ".py", False), (os.path.join(base, "__init__.py"), True)):
        if os.path.isfile(path):
            return path, is_pkg
    return None


def _imports(name: str, path: str, is_pkg: bool) -> set[str]:
    package = name if is_pkg else name.rpartition(".")[0]
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read(), path)
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = (importlib.util.resolve_name("." * node.level + (node.module or ""), package)
                    if node.level else (node.module or ""))
            found.add(base)
            found |= {f"{base}.{a.name}" for a in node.names if a.name != "*"}
    out: set[str] = set()
    for dotted in found:
        parts = dotted.split(".")
        out |= {".".join(parts[:i]) for i in range(1, len(parts) + 1)}
    return out


def reachable(root: str = ROOT) -> list[str]:
    """The engine's modules that ``root`` reaches by its imports, and the other
    (standard library) names they import (``from a import b`` gives ``a`` and ``a.b``,
    which may be a module or a name in ``a``)."""
    site = next(p for p in sys.path if p.endswith("site-packages"))
    seen: set[str] = set()
    out: set[str] = set()
    todo = [root]
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        if name.split(".")[0] != "karty":
            out.add(name)
            continue
        found = _source(name, site)
        if found is not None:
            out.add(name)
            todo.extend(_imports(name, *found))
    return sorted(out)


def _import_all(names: list[str]) -> tuple[list[str], dict[str, str]]:
    imported: list[str] = []
    failed: dict[str, str] = {}
    for name in names:
        try:
            importlib.import_module(name)
            imported.append(name)
        except ModuleNotFoundError as err:
            parent, _, attr = name.rpartition(".")
            if err.name == name and parent in sys.modules and hasattr(sys.modules[parent], attr):
                continue  # ``from parent import attr``: a name, not a module
            failed[name] = repr(err)
        except Exception as err:  # noqa: BLE001 - reported to the build
            failed[name] = repr(err)
    return imported, failed


def zip_path() -> str:
    return next(p for p in sys.path if p.endswith(".zip"))


def members() -> list[str]:
    import zipfile

    zpath = zip_path()
    names = set(zipfile.ZipFile(zpath).namelist())
    keep = {f"encodings/{name}.py" for name in ENCODINGS} & names
    for module in list(sys.modules.values()):
        file = getattr(module, "__file__", None) or ""
        if file.startswith(zpath + "/"):
            keep.add(file[len(zpath) + 1:])
    # the packages' own folders, as zipimport lists them
    for name in list(keep):
        parts = name.split("/")[:-1]
        keep |= {"/".join(parts[:i]) + "/" for i in range(1, len(parts) + 1)} & names
    return sorted(keep)


def main(mode: str) -> str:
    names = reachable()
    imported, failed = _import_all(names)
    if mode == "list":
        if failed:
            raise SystemExit(f"the engine's modules do not import with the whole standard library: {failed}")
        return json.dumps({"members": members(), "karty": [n for n in imported if n.startswith("karty")]})
    return json.dumps({"imported": imported, "failed": failed})

