"""The service worker in the built site (docs/hooks/offline/service_worker.py): sw.js at the
site's root lists this build's files with their sha256, the pages by their
addresses; its version changes with any file; every page registers it."""
from __future__ import annotations

import hashlib
import json
import shutil
from pathlib import Path

import pytest

pytestmark = pytest.mark.site
REPO = Path(__file__).resolve().parents[2]
from hooks.offline import service_worker


def build_of(site: Path) -> dict:
    text = (site / "sw.js").read_text(encoding="utf-8")
    return json.loads(text[text.index("{"):text.index("};") + 1])


def file_of(site: Path, address: str) -> Path:
    if address == "./":
        return site / "index.html"
    return site / (address + "index.html" if address.endswith("/") else address)


def test_sw_js_lists_this_builds_files_and_their_sha256(site):
    build = build_of(site)
    for address, sha in {**build["shell"], **build["runtime"]}.items():
        assert hashlib.sha256(file_of(site, address).read_bytes()).hexdigest() == sha, address
    manifest = json.loads((site / "assets/pyodide/manifest.json").read_text(encoding="utf-8"))
    assert set(build["runtime"]) == {f"assets/pyodide/{n}" for n in [*manifest["files"], "manifest.json"]}
    assert manifest["snapshot"]["file"] in {Path(p).name for p in build["runtime"]}


def test_the_shell_is_every_page_and_what_they_need(site):
    shell = build_of(site)["shell"]
    pages = {p.parent.relative_to(site).as_posix() for p in site.rglob("index.html")}
    assert {"./" if p == "." else p + "/" for p in pages} <= set(shell)
    for needed in ("404.html", "sitemap.xml", "ru/sitemap.xml", "search/search_index.json",
                   "assets/js/widgets.mjs", "assets/js/worker.mjs", "assets/js/engine-boot.mjs",
                   "assets/javascripts/lunr/min/lunr.ru.min.js", "edition.tei.xml"):
        assert needed in shell, needed
    assert not [a for a in shell if a.endswith((".map", ".gz", "index.html"))
                or a == "sw.js" or a.startswith("assets/pyodide/")]
    assert "assets/javascripts/lunr/wordcut.js" not in shell  # Thai: not a language of this site


def test_every_page_registers_it(site):
    for page in site.rglob("index.html"):
        assert "assets/js/offline.mjs" in page.read_text(encoding="utf-8"), page


def test_the_version_changes_with_any_file(site, tmp_path):
    copy = tmp_path / "site"
    shutil.copytree(site, copy)
    first = service_worker.write(copy, ["en", "ru"])
    assert first == build_of(site)
    assert service_worker.write(copy, ["en", "ru"])["version"] == first["version"]
    page = copy / "history" / "index.html"
    page.write_text(page.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    second = service_worker.write(copy, ["en", "ru"])
    assert second["version"] != first["version"]
    assert second["shell"]["history/"] != first["shell"]["history/"]
