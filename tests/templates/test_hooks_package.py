"""The site's build is the package `hooks` (docs/hooks/): mkdocs.yml's `hooks:` lists thin
entry files, each importing one module's events (docs/hooks/__init__.py says why)."""
from __future__ import annotations

import importlib
import importlib.util
import re
import tomllib
from pathlib import Path

import hooks

REPO = Path(__file__).resolve().parents[2]
HOOKS = REPO / "docs" / "hooks"


def listed_entries() -> list[str]:
    text = (REPO / "mkdocs.yml").read_text(encoding="utf-8")
    block = re.search(r"(?m)^hooks:\n((?:\s+(?:-|#).*\n)+)", text)
    assert block, "mkdocs.yml has no hooks"
    return [x.strip()[2:] for x in block.group(1).splitlines() if x.strip().startswith("- ")]


def test_the_package_is_the_one_in_docs_hooks():
    assert Path(hooks.__file__).resolve().parent == HOOKS


def test_every_subpackage_is_installed():
    config = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    packages = set(config["tool"]["setuptools"]["packages"])
    found = {"hooks", *("hooks." + p.parent.name for p in HOOKS.glob("*/__init__.py"))}
    assert found <= packages, f"pyproject.toml does not list {sorted(found - packages)}"


def test_each_entry_gives_mkdocs_every_event_of_its_module_and_nothing_else():
    entries = listed_entries()
    assert entries and all(e.startswith("docs/hooks/entry/") for e in entries), entries
    files = sorted(str(p.relative_to(REPO)) for p in (HOOKS / "entry").glob("*.py"))
    assert sorted(entries) == files, "an entry file is not listed in mkdocs.yml, or the reverse"
    modules = []
    for entry in entries:
        source = (REPO / entry).read_text(encoding="utf-8")
        imported = re.findall(r"(?m)^from (hooks\.[\w.]+) import ", source)
        assert len(imported) == 1, f"{entry}: imports from one module of the package"
        module = importlib.import_module(imported[0])
        modules.append(module.__name__)
        spec = importlib.util.spec_from_file_location(f"entry_{Path(entry).stem}", REPO / entry)
        assert spec and spec.loader
        loaded = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(loaded)
        events = {n for n in dir(module) if n.startswith("on_")}
        given = {n for n in dir(loaded) if n.startswith("on_")}
        assert events and given == events, f"{entry}: gives {sorted(given)}, {module.__name__} has {sorted(events)}"
        assert all(getattr(loaded, n) is getattr(module, n) for n in events), entry
    assert len(set(modules)) == len(modules), "two entries for one module"


def test_no_module_of_the_package_has_events_without_an_entry():
    listed = {re.search(r"(?m)^from (hooks\.[\w.]+) import ", (REPO / e).read_text(encoding="utf-8"))
              .group(1) for e in listed_entries()}
    for path in HOOKS.rglob("*.py"):
        if "entry" in path.parts or path.name == "__init__.py":
            continue
        name = "hooks." + ".".join(path.relative_to(HOOKS).with_suffix("").parts)
        source = path.read_text(encoding="utf-8")
        if re.search(r"(?m)^(?:def on_\w+\(|on_\w+ = )", source):
            assert name in listed, f"{name} defines mkdocs events but mkdocs.yml has no entry for it"
