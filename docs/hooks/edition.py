"""Build glue for the edition (an mkdocs hook, see `hooks:` in mkdocs.yml).

* Reading pages. A page whose Markdown holds the marker ``<!-- karty:edition bura -->``
  gets, in its place, the section rendered from the corpus (edition_render.py):
  the Russian text with ids and numbers, the translation, the apparatus, the
  witnesses' diplomatic texts and their coverage. Every glossary term in the
  reading text and in each witness's text links to its entry on the glossary page
  (``glossary.md`` of the same language), with the short definition as a tooltip
  (corpus.terms finds the terms; glossary_render.term_link makes the link;
  edition_render._link_terms says how links nest with the other markup). A sentence
  that rules of the engine cite gets a "§" button listing them, each linked to its
  anchor on its game's rules page (``_rule_links``). ``<!-- karty:witnesses -->``
  becomes the full description of the witnesses, ``<!-- karty:witnesses compact -->``
  a short table of them. The markers work the same in every language;
  the page's language picks the labels.
* The TEI export. ``edition.tei.xml`` (from ``corpus.tei.build_tei``) is added to
  the site's files, so it is written at the top of the built site, served by
  ``mkdocs serve``, and links to it from Markdown are checked like any other link.

A corpus error fails the build with the corpus's own one-line message (file,
segment, problem). Everything about the corpus itself lives in the `corpus`
package; this file only calls it.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import edition_render as render  # docs/hooks/edition_render.py (mkdocs puts this folder on sys.path)
import glossary_render  # docs/hooks/glossary_render.py
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.plugins import event_priority
from mkdocs.structure.files import File, Files
from mkdocs.structure.pages import Page

TEI_PATH = "edition.tei.xml"
ABOUT_PAGE = "about.md"
GLOSSARY_PAGE = "glossary.md"
MARKER = re.compile(r"<!--\s*karty:(?P<what>edition|witnesses)(?:\s+(?P<arg>[a-z][a-z0-9]*))?\s*-->")

_collation: dict[str, Any] = {"corpus": None, "apparatus": (), "diplomatic": {}}


def _corpus() -> Any:
    try:
        from corpus.load import CorpusError, load_corpus
    except ImportError as exc:  # the venv lacks the editable install (`make venv`)
        raise PluginError(f"cannot import the corpus package: {exc}") from None
    try:
        return load_corpus()
    except CorpusError as exc:
        raise PluginError(f"corpus: {exc}") from None


def _collated(corpus: Any) -> tuple[tuple[Any, ...], dict[str, dict[str, str | None]]]:
    """The apparatus and the diplomatic texts, computed once per corpus object
    (load_corpus returns the same object while no corpus file changes)."""
    if _collation["corpus"] is not corpus:
        from corpus.collate import apparatus, diplomatic
        from corpus.load import CorpusError

        try:
            entries = tuple(apparatus(corpus))
            texts = {siglum: dict(diplomatic(corpus, siglum)) for siglum in corpus.sigla}
        except CorpusError as exc:
            raise PluginError(f"corpus: {exc}") from None
        _collation.update(corpus=corpus, apparatus=entries, diplomatic=texts)
    return _collation["apparatus"], _collation["diplomatic"]


def _terms(lang: str, glossary_url: str) -> render.Terms:
    """The term links of one page: terms found by corpus.terms in whatever string
    the page renders, linked to `glossary_url` (the glossary page, relative to the
    page), with tooltips in `lang`."""
    from corpus import terms
    from corpus.glossary import load_glossary
    from corpus.load import CorpusError

    try:
        glossary = load_glossary()
    except CorpusError as exc:
        raise PluginError(f"glossary: {exc}") from None

    def find(text: str, segment_id: str) -> list[tuple[tuple[int, int], str]]:
        return [(o.span, o.entry_id) for o in terms.occurrences_in(text, segment_id, glossary)]

    def link(entry_id: str, inner_html: str, tip_id: str, occurrence: int) -> str:
        return glossary_render.term_link(glossary[entry_id], inner_html, tip_id, occurrence,
                                         href=f"{glossary_url}#{entry_id}", lang=lang)

    return render.Terms(find=find, render=link)


def _rule_links(lang: str, url_of: Callable[[str], str | None]) -> Callable[[str], tuple[str, str, set[str]]]:
    """The back-links of one reading page: for a segment, the button and popover
    linking to every rule and option of the engine that cites it, on its game's
    rules page (rules_data.py finds them, rules_render.py renders them)."""
    import rules_data
    import rules_render

    try:
        data = rules_data.load()
    except ImportError as exc:  # the venv lacks the editable install of engine/ (`make venv`)
        raise PluginError(f"cannot import the engine (karty): {exc}") from None

    def links(segment_id: str) -> tuple[str, str, set[str]]:
        out = []
        for c in data.citing(segment_id):
            path = rules_data.rules_page(c.game)
            url = url_of(path)
            if url is None:
                raise PluginError(f"the back-links of {segment_id} need {path}, which is missing")
            out.append(rules_render.BackLink(f"{url}#{c.anchor}", c.kind, c.ident, c.text,
                                             c.provenance_kind, c.values))
        return rules_render.backlink_parts(segment_id, out, lang)

    return links


def _language(page: Page, config: MkDocsConfig) -> str:
    lang = str(config.theme.get("language") or getattr(page.file, "locale", None) or "en")
    return lang if lang in render.LABELS else "en"


@event_priority(-110)  # after mkdocs-static-i18n (-100) has chosen this language's files
def on_files(files: Files, config: MkDocsConfig) -> Files:
    from corpus.tei import build_tei

    tei = build_tei(_corpus())
    if files.get_file_from_path(TEI_PATH) is None:
        files.append(File.generated(config, TEI_PATH, content=tei))
    return files


def on_page_content(html: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    if "karty:" not in html or not MARKER.search(html):
        return html
    corpus = _corpus()
    lang = _language(page, config)
    ids: set[str] = set()

    def url_of(path: str) -> str | None:
        target = files.get_file_from_path(path)
        return target.url_relative_to(page.file) if target is not None else None

    def replace(match: re.Match[str]) -> str:
        what, arg = match.group("what"), match.group("arg")
        if what == "witnesses":
            if arg not in (None, "compact"):
                raise PluginError(f"{page.file.src_uri}: <!-- karty:witnesses {arg} -->: unknown option")
            titles = {s.id: s.title for s in corpus.sections}
            ids.update(f"witness-{w.siglum}" for w in corpus.witnesses if arg is None)
            return render.render_witnesses(corpus.witnesses, titles, lang, compact=arg == "compact")
        if not arg:
            raise PluginError(f"{page.file.src_uri}: the marker <!-- karty:edition --> needs a section id")
        try:
            section = corpus.section(arg)
        except LookupError as exc:
            raise PluginError(f"{page.file.src_uri}: {exc}") from None
        entries, texts = _collated(corpus)
        tei_url = url_of(TEI_PATH)
        if tei_url is None:
            raise PluginError(f"{page.file.src_uri}: {TEI_PATH} is missing from the site files")
        glossary_url = url_of(GLOSSARY_PAGE)
        if glossary_url is None:
            raise PluginError(f"{page.file.src_uri}: the term links need {GLOSSARY_PAGE}, which is missing")
        block, block_ids = render.render_section(
            section,
            sigla=corpus.sigla,
            witnesses={w.siglum: w for w in corpus.witnesses},
            apparatus=entries,
            diplomatic=texts,
            lang=lang,
            tei_url=tei_url,
            about_url=url_of(ABOUT_PAGE),
            terms=_terms(lang, glossary_url),
            rule_links=_rule_links(lang, url_of),
        )
        ids.update(block_ids)
        return block

    html = MARKER.sub(replace, html)
    # let mkdocs check Markdown links to these anchors (validation.anchors in mkdocs.yml)
    if page.present_anchor_ids is not None:
        page.present_anchor_ids.update(ids)
    return html
