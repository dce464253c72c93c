"""One page per glossary entry (an mkdocs hook, see `hooks:` in mkdocs.yml).

For each entry of corpus/glossary/, a page ``glossary/<id>.md`` is added to the site's
files of the language being built (mkdocs-static-i18n builds each language in turn),
so that it is served at ``glossary/<id>/`` (English) and ``ru/glossary/<id>/``. Its
Markdown is a title and the marker ``<!-- karty:glossary-entry <id> -->``, which
docs/hooks/glossary/markers.py renders; so the pages are built, checked and indexed for search
like the written ones, and Markdown links to them (``../glossary/kozyr.md``) are
validated by the strict build. The pages are not in the nav (the index page
``glossary.md`` lists them). Each page knows its counterpart in the other language (the
header's language selector, docs/hooks/core/site.py) and is listed in the sitemap.
"""
from __future__ import annotations

import json
from pathlib import PurePosixPath
from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.plugins import event_priority
from mkdocs.structure.files import File, Files, InclusionLevel

from hooks.core.templating import LANGUAGES, labeller

label = labeller("glossary")


def markdown(entry: Any, lang: str) -> str:
    """An entry page's Markdown: its title and its marker."""
    title = label(lang, "page.title", headword=entry.plain_headword)
    return (f"---\ntitle: {json.dumps(title, ensure_ascii=False)}\nhide:\n  - toc\n---\n\n"
            f"<!-- karty:glossary-entry {entry.id} -->\n")


def _languages(config: MkDocsConfig) -> tuple[str, str]:
    """(the language being built, the default language)."""
    i18n = config.plugins.get("i18n")
    if i18n is not None:
        return str(i18n.current_language), str(i18n.default_language)
    return LANGUAGES[0], LANGUAGES[0]  # one language: the site's first


def _file(config: MkDocsConfig, entry: Any, lang: str, default: str) -> File:
    dest = PurePosixPath("glossary", entry.id, "index.html")
    if lang != default:
        dest = PurePosixPath(lang) / dest
    f = File.generated(config, f"{lang}/glossary/{entry.id}.md", content=markdown(entry, lang),
                       inclusion=InclusionLevel.NOT_IN_NAV)
    f.dest_uri = dest.as_posix()
    f.locale = lang  # what mkdocs-static-i18n gives its own files
    f.locale_alternate_of = lang
    return f


@event_priority(-110)  # after mkdocs-static-i18n (-100) has chosen this language's files
def on_files(files: Files, config: MkDocsConfig) -> Files:
    from corpus.glossary import load_glossary

    lang, default = _languages(config)
    others = [x for x in LANGUAGES if x != lang]
    added = []
    for entry in load_glossary():
        if files.get_file_from_path(f"{lang}/glossary/{entry.id}.md") is not None:
            continue
        f = _file(config, entry, lang, default)
        f.alternates = {lang: f, **{x: _file(config, entry, x, default) for x in others}}
        files.append(f)
        added.append(f)
    # the sitemap (mkdocs-static-i18n's template) lists the pages it saw in on_files
    i18n = config.plugins.get("i18n")
    listed = getattr(i18n, "i18n_files_per_language", {}).get(lang) if i18n is not None else None
    if isinstance(listed, list):
        listed.extend(added)
    return files
