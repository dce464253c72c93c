"""The site's service worker (an mkdocs hook, see `hooks:` in mkdocs.yml; it runs
after every other step of the build, since it lists the files they write).

After the build, ``sw.js`` is written at the site's root: the script
docs/hooks/offline/service-worker.js, preceded by this build's description::

    const KARTY_BUILD = {"version": ..., "shell": {path: sha256}, "runtime": {path: sha256}};

* ``runtime``: every file of ``assets/pyodide/`` (Pyodide, the wheel, the lock,
  manifest.json, the engine's snapshot);
* ``shell``: every other file a reader may need offline: the pages (as their
  addresses, ``text/bura/``), the theme's and the site's assets, the search
  index and the lunr languages it uses, the sitemaps, the TEI file; not source
  maps, the gzipped sitemap, lunr's other languages, or the brotli/gzip copies of
  files (docs/hooks/assets/compress.py: they decode to the files listed);
* ``version``: a hash of both lists, so that any change of the build is a new
  service worker, with a new cache, never mixed with the old one.

The worker (see the script) checks every file's sha256 before it stores it.
docs/assets/js/offline.mjs registers it.
"""
from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.plugins import event_priority

from hooks.pyodide import snapshot as pyodide_snapshot

SCRIPT = Path(__file__).with_name("service-worker.js")
NAME = "sw.js"
RUNTIME_DIR = "assets/pyodide/"
LUNR = "assets/javascripts/lunr/"
SKIPPED_SUFFIXES = (".map", ".gz", ".br")  # source maps, sitemap.xml.gz, copies (docs/hooks/assets/compress.py)


def _lunr_files(langs: list[str]) -> set[str]:
    """The lunr files the theme's search worker loads for these languages."""
    names = ["min/lunr.stemmer.support.min.js", *(f"min/lunr.{lang}.min.js" for lang in langs if lang != "en")]
    if len(langs) > 1:
        names.append("min/lunr.multi.min.js")
    if "ja" in langs:
        names.append("tinyseg.js")
    if "th" in langs:
        names.append("wordcut.js")
    return {LUNR + name for name in names}


def is_compressed_copy(path: Path) -> bool:
    """Whether ``path`` is a brotli/gzip copy of a file beside it (docs/hooks/assets/compress.py):
    ``x.br``, ``x.gz`` next to ``x`` (the engine's snapshot's too: docs/hooks/pyodide/snapshot.py)."""
    return path.suffix in (".br", ".gz") and path.with_suffix("").is_file()


def address(rel: str) -> str:
    """The address a page is asked for by: ``a/b/index.html`` → ``a/b/``, ``index.html`` → ``./``."""
    if rel == "index.html":
        return "./"
    if rel.endswith("/index.html"):
        return rel[: -len("index.html")]
    return rel


def describe(site: Path, search_langs: list[str]) -> dict[str, Any]:
    lunr = _lunr_files(search_langs)
    shell: dict[str, str] = {}
    runtime: dict[str, str] = {}
    for path in sorted(p for p in site.rglob("*") if p.is_file()):
        rel = path.relative_to(site).as_posix()
        if is_compressed_copy(path):
            continue
        if rel.startswith(RUNTIME_DIR):
            runtime[rel] = pyodide_snapshot.sha256_file(path)
        elif rel == NAME or rel.endswith(SKIPPED_SUFFIXES):
            continue
        elif not rel.startswith(LUNR) or rel in lunr:
            shell[address(rel)] = pyodide_snapshot.sha256_file(path)
    lines = "".join(f"{k} {v}\n" for k, v in [*sorted(shell.items()), *sorted(runtime.items())])
    version = hashlib.sha256(lines.encode("utf-8")).hexdigest()[:16]
    return {"version": version, "shell": shell, "runtime": runtime}


def write(site: Path, search_langs: list[str]) -> dict[str, Any]:
    """Write ``sw.js`` into ``site``; return the build's description."""
    build = describe(site, search_langs)
    head = ("// Written by docs/hooks/offline/service_worker.py: this build's files and their sha256.\n"
            f"const KARTY_BUILD = {json.dumps(build, indent=0, sort_keys=True)};\n\n")
    (site / NAME).write_text(head + SCRIPT.read_text(encoding="utf-8"), encoding="utf-8")
    return build


def _search_langs(config: MkDocsConfig) -> list[str]:
    search = config.plugins.get("material/search") or config.plugins.get("search")
    langs = search.config.get("lang") if search is not None else None
    return list(langs or ["en"])


# After everything else, mkdocs-static-i18n's own on_post_build (-100) included: it
# builds the other languages and then rewrites the search index.
@event_priority(-200)
def on_post_build(config: MkDocsConfig) -> None:
    write(Path(config.site_dir), _search_langs(config))
