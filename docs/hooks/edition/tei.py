"""The TEI export (an mkdocs hook, see `hooks:` in mkdocs.yml).

``edition.tei.xml`` (from ``corpus.tei.build_tei``) is added to the site's files,
so it is written at the top of the built site, served by ``mkdocs serve``, and
links to it from Markdown (and the reading pages' download link, hooks.edition.markers) are
checked like any other link.
"""
from __future__ import annotations

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.plugins import event_priority
from mkdocs.structure.files import File, Files

from hooks.edition.markers import TEI_PATH, _corpus


@event_priority(-110)  # after mkdocs-static-i18n (-100) has chosen this language's files
def on_files(files: Files, config: MkDocsConfig) -> Files:
    from corpus.tei import build_tei

    tei = build_tei(_corpus())
    if files.get_file_from_path(TEI_PATH) is None:
        files.append(File.generated(config, TEI_PATH, content=tei))
    return files
