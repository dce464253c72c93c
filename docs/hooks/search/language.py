"""Search in the reader's language (an mkdocs hook, see `hooks:` in mkdocs.yml).

The theme's search (mkdocs-material's lunr worker) reads one index,
``<base>/search/search_index.json``, where ``base`` comes from each page's
``__config``. mkdocs-static-i18n writes one index with the pages of both
languages, so every page used to turn up twice. Here:

* **one index per language.** After the build (after mkdocs-static-i18n's own
  ``on_post_build`` at -100 has merged the languages), the index is split:
  ``search/search_index.json`` keeps the English pages and
  ``ru/search/search_index.json`` gets the Russian ones, with their locations
  made relative to ``ru/``; each Russian page's ``__config`` names ``ru/`` as its
  base (``on_post_page``), so its search loads the Russian index and resolves
  results under ``ru/``. (``ru/sitemap.xml``, which the theme also reads under the
  base, is written by docs/hooks/core/site.py. Switching language loads the whole
  page: docs/overrides/partials/alternate.html.)
* **word forms.** Both sites stem with lunr's English and Russian stemmers (mkdocs.yml's
  ``pipeline``), and every page's ``__config`` names ``karty-search.js`` as the search
  worker: the theme's worker with the query's words stemmed too (search-worker.js), so
  that «козыри», «козыря» and «козырем» all find «козырь».
* **glossary entries first.** Each glossary entry's section gets a document
  boost and, as its ``tags`` (a field the theme weighs far above title and text),
  the headword without stress marks, every form the text uses, the English gloss
  and ASCII romanisations of all of them (corpus.romanize.search_keys: "kozyr"
  finds «козырь»). The theme shows tags as chips under a result; site.css hides
  them in the search results (they are search keys, not labels).
* **snippets keep their spaces.** The theme's indexer drops the markup between
  ``</dt><dd>``, ``</td><td>`` and the like, so the words on either side ran
  together ("In the text asкозырем"); a line break is put between such adjacent
  block tags for the indexer, and the page's own HTML is put back after it.
"""
from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.plugins import CombinedEvent, event_priority
from mkdocs.structure.pages import Page

from corpus.glossary import load_glossary

INDEX = "search/search_index.json"
WORKERS = "assets/javascripts/workers"
#: the site's search worker: the theme's, with the query's words stemmed (search-worker.js)
WORKER = "karty-search.js"
WORKER_SOURCE = Path(__file__).with_name("search-worker.js")
_CONFIG_SEARCH = re.compile(r'(<script id="__config" type="application/json">\{[^<]*?"search": ")([^"]*/)(search\.[0-9a-f]+\.min\.js)(")')
#: the boost of a glossary entry's document (lunr multiplies its score by this)
GLOSSARY_BOOST = 10
_BLOCK = r"(?:p|div|dt|dd|td|th|tr|li|ul|ol|dl|table|thead|tbody|caption|figcaption|figure|summary|details|h[1-6]|section|blockquote)"
_ADJACENT_BLOCKS = re.compile(rf"(</{_BLOCK}>)(?=<)")
_CONFIG_BASE = re.compile(r'(<script id="__config" type="application/json">\{[^<]*?"base": ")([^"]*)(")')


def _other_roots(config: MkDocsConfig) -> list[str]:
    """The language roots other than the default one ("ru/")."""
    out = []
    for root in config.extra.get("alternate") or []:
        link = str(root.get("link", "")).strip()
        if link and link not in ("./", ".", "/") and "//" not in link and ":" not in link:
            out.append(link.strip("/") + "/")
    return out


_UNSPACED: dict[int, str] = {}


@event_priority(100)  # before the search plugin indexes the page (priority 0)
def _spaced(context: dict[str, Any], page: Page, config: MkDocsConfig, nav: Any) -> dict[str, Any]:
    if page.content:
        _UNSPACED[id(page)] = page.content
        page.content = _ADJACENT_BLOCKS.sub("\\1\n", page.content)
    return context


@event_priority(-50)  # after the search plugin: the page itself is built from its own HTML
def _restore(context: dict[str, Any], page: Page, config: MkDocsConfig, nav: Any) -> dict[str, Any]:
    original = _UNSPACED.pop(id(page), None)
    if original is not None and page.content is not None:
        # the search plugin strips data-search-* attributes after indexing; do the same
        page.content = re.sub(r"\s?data-search-\w+=\"[^\"]+\"", "", original)
    return context


on_page_context = CombinedEvent(_spaced, _restore)


def on_post_page(output: str, page: Page, config: MkDocsConfig) -> str:
    output = _CONFIG_SEARCH.sub(lambda m: m.group(1) + m.group(2) + WORKER + m.group(4), output, count=1)
    root = next((r for r in _other_roots(config) if page.url.startswith(r)), None)
    if root is None:
        return output
    # "../.." -> "../../ru/" (the trailing slash matters: URLs resolve against it)
    return _CONFIG_BASE.sub(lambda m: m.group(1) + m.group(2).rstrip("/") + "/" + root + m.group(3),
                            output, count=1)


def _entry_of(location: str, ids: set[str]) -> str | None:
    """The glossary entry a document is (``glossary/#kozyr`` or ``glossary/kozyr/``), or None."""
    path, _, fragment = location.partition("#")
    if not path.startswith("glossary/"):
        return None
    if fragment in ids:
        return fragment
    tail = path[len("glossary/"):].strip("/")
    return tail if not fragment and tail in ids else None


def entry_tags(entry: Any) -> list[str]:
    """What a search for the entry should match: plain headword, forms, gloss, romanisations."""
    tags = [entry.plain_headword, *entry.forms]
    # the gloss's core: "trump"; not "bura (the game); three trumps in hand", whose
    # "trumps" would put bura level with козырь for "trump"
    core = re.sub(r"\([^)]*\)", "", entry.gloss.split(";")[0]).strip(" '")
    if core:
        tags.append(core)
    tags += sorted(entry.search_keys())
    seen: set[str] = set()
    return [t for t in tags if not (t.lower() in seen or seen.add(t.lower()))]


def split_index(site: Path, roots: list[str]) -> dict[str, int]:
    """Split the merged index into one per language; boost and tag the glossary entries.
    Returns the number of documents per index file."""
    path = site / INDEX
    data = json.loads(path.read_text(encoding="utf-8"))
    glossary = load_glossary()
    ids = {e.id for e in glossary.entries}
    by_id = {e.id: e for e in glossary.entries}
    buckets: dict[str, list[dict[str, Any]]] = {"": [], **{r: [] for r in roots}}
    for doc in data["docs"]:
        root = next((r for r in roots if doc["location"].startswith(r)), "")
        doc = dict(doc, location=doc["location"][len(root):])
        ident = _entry_of(doc["location"], ids)
        if ident is not None:
            doc["boost"] = GLOSSARY_BOOST
            doc["tags"] = entry_tags(by_id[ident])
        buckets[root].append(doc)
    counts = {}
    for root, docs in buckets.items():
        target = site / root / INDEX
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(dict(data, docs=docs), ensure_ascii=False, separators=(",", ":")),
                          encoding="utf-8")
        counts[root + INDEX] = len(docs)
    return counts


# After mkdocs-static-i18n (-100) has written the merged index, before the service
# worker (-200) lists the files.
@event_priority(-150)
def on_post_build(config: MkDocsConfig) -> None:
    site = Path(config.site_dir)
    if (site / INDEX).is_file():
        split_index(site, _other_roots(config))
    write_worker(site)


def write_worker(site: Path) -> Path | None:
    """``assets/javascripts/workers/karty-search.js``: the theme's worker, then search-worker.js."""
    folder = site / WORKERS
    theme = sorted(folder.glob("search.*.min.js")) if folder.is_dir() else []
    if not theme:
        return None
    target = folder / WORKER
    target.write_text(f"// Written by docs/hooks/search/language.py.\nimportScripts({json.dumps(theme[0].name)});\n\n"
                      + WORKER_SOURCE.read_text(encoding="utf-8"), encoding="utf-8")
    return target
