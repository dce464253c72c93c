"""The engine's import graph has no cycle: a module never imports (even for
type checking only) a module that imports it back, directly or through others.
A layer imports only what lies below it (ARCHITECTURE.md, "Layers")."""

from __future__ import annotations

import ast
from pathlib import Path

import karty

ROOT = Path(karty.__file__).parent


def module_name(path: Path) -> str:
    parts = ["karty", *path.relative_to(ROOT).with_suffix("").parts]
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports(path: Path, modules: set[str]) -> set[str]:
    """The karty modules ``path`` imports, at any depth of its code (type-checking
    imports included): ``from .x import y`` counts ``x.y`` when that is a module,
    else ``x``."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names if a.name in modules)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[:len(base) - node.level + 1]
                target = ".".join([*base, *([node.module] if node.module else [])])
            else:
                target = node.module or ""
            for alias in node.names:
                sub = f"{target}.{alias.name}"
                if sub in modules:
                    out.add(sub)
                elif target in modules:
                    out.add(target)
    out.discard(name)
    return out


def graph() -> dict[str, set[str]]:
    paths = sorted(ROOT.rglob("*.py"))
    modules = {module_name(p) for p in paths}
    edges = {module_name(p): imports(p, modules) for p in paths}
    # A package's __init__ importing its own modules is the package's interface, not
    # a dependency of theirs; a module importing its parent package reaches __init__.
    return {m: {t for t in ts if not m.startswith(t + ".") or t == "karty"}
            for m, ts in edges.items()}


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []
    counter = 0
    for root in sorted(edges):
        if root in index:
            continue
        work = [(root, iter(sorted(edges[root])))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on.add(root)
        while work:
            node, it = work[-1]
            for nxt in it:
                if nxt not in index:
                    index[nxt] = low[nxt] = counter
                    counter += 1
                    stack.append(nxt)
                    on.add(nxt)
                    work.append((nxt, iter(sorted(edges.get(nxt, ())))))
                    break
                if nxt in on:
                    low[node] = min(low[node], index[nxt])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    comp = []
                    while True:
                        m = stack.pop()
                        on.discard(m)
                        comp.append(m)
                        if m == node:
                            break
                    if len(comp) > 1:
                        out.append(sorted(comp))
    return out


def test_the_cycle_finder_finds_a_cycle() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_the_graph_sees_relative_imports() -> None:
    edges = graph()
    assert "karty.stos.legality" in edges["karty.stos.state"]
    assert "karty.game" in edges["karty.bura.position"] or any(
        "karty.game" in edges[m] for m in edges if m.startswith("karty.bura."))


#: Cycles outside the engine's game rules, each with why it is let stand: a game's play
#: table view (``karty.<game>.table_view``) imports its table's ``Entry``/``Table`` for
#: type checking only (Стос's also ``read_move`` inside ``why``), and Очко's table imports
#: its coach and its review's record lazily, inside functions. Nothing else may be added here.
KNOWN = [["karty.bura.table", "karty.bura.table_view"],
         ["karty.ochko.table", "karty.ochko.table_coach", "karty.ochko.table_view",
          "karty.ochko.web_review"],
         ["karty.stos.table", "karty.stos.table_view"]]


def test_the_engine_imports_no_cycle() -> None:
    found = cycles(graph())
    assert [c for c in found if c not in KNOWN] == []
    # the games' rules and the contract are in no cycle (a game's site modules aside:
    # its play table's, ``table*``, and its web functions', ``web*``)
    assert not any(m.startswith(("karty.bura", "karty.ochko", "karty.stos", "karty.game"))
                   and not m.rpartition(".")[2].startswith(("table", "web"))
                   for c in found for m in c)
