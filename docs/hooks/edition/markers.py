"""The edition's page markers (handlers of docs/hooks/core/markers.py).

* ``<!-- karty:edition bura -->`` becomes the section rendered from the corpus
  (hooks.edition.render): the Russian text with ids and numbers, the translation, the
  apparatus, the witnesses' diplomatic texts and their coverage. Every glossary term
  in the reading text and in each witness's text links to its entry's own page
  (``glossary/<id>.md`` of the same language), with the short definition as a tooltip
  (corpus.terms finds the terms; glossary_render.term_link makes the link;
  edition_render._link_terms says how links nest with the other markup). A sentence
  that rules of the engine cite gets a "§" button listing them, each linked to its
  anchor on its game's rules page (``_rule_links``).
* ``<!-- karty:witnesses -->`` becomes the full description of the witnesses,
  ``<!-- karty:witnesses compact -->`` a short table of them.

The markers work the same in every language; the page's language picks the labels.
The TEI export (``edition.tei.xml``) is added to the site by docs/hooks/edition/tei.py.

A corpus error fails the build with the corpus's own one-line message (file,
segment, problem). Everything about the corpus itself lives in the `corpus`
package; this file only calls it.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from mkdocs.exceptions import PluginError

from hooks.edition import render
from hooks.glossary import render as glossary_render

if TYPE_CHECKING:
    from hooks.core.markers import PageContext

TEI_PATH = "edition.tei.xml"
ABOUT_PAGE = "about.md"


def glossary_entry_page(entry_id: str) -> str:
    """A glossary entry's own page (written at build by docs/hooks/glossary/pages.py)."""
    return f"glossary/{entry_id}.md"

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


def _terms(lang: str, entry_url: Callable[[str], str]) -> render.Terms:
    """The term links of one page: terms found by corpus.terms in whatever string
    the page renders, linked to `entry_url(entry id)` (the entry's own page, relative
    to the page), with tooltips in `lang`."""
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
                                         href=entry_url(entry_id), lang=lang)

    return render.Terms(find=find, render=link)


def _rule_links(lang: str, url_of: Callable[[str], str | None]) -> Callable[[str], tuple[str, str, set[str]]]:
    """The back-links of one reading page: for a segment, the button and popover
    linking to every rule and option of the engine that cites it, on its game's
    rules page (hooks.rules.data finds them, hooks.rules.render renders them)."""
    from hooks.rules import data as rules_data
    from hooks.rules import render as rules_render

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


def witnesses(arg: str | None, page: PageContext) -> str:
    """``<!-- karty:witnesses [compact] -->``."""
    if arg not in (None, "compact"):
        page.fail(f"<!-- karty:witnesses {arg} -->: unknown option")
    corpus = _corpus()
    titles = {s.id: s.title for s in corpus.sections}
    page.define({f"witness-{w.siglum}" for w in corpus.witnesses if arg is None})
    return render.render_witnesses(corpus.witnesses, titles, page.lang, compact=arg == "compact")


def edition(arg: str | None, page: PageContext) -> str:
    """``<!-- karty:edition <section id> -->``."""
    if not arg:
        page.fail("the marker <!-- karty:edition --> needs a section id")
    corpus = _corpus()
    try:
        section = corpus.section(arg)
    except LookupError as exc:
        page.fail(str(exc))
    entries, texts = _collated(corpus)
    tei_url = page.need_url(TEI_PATH, "the download links")
    entry_urls: dict[str, str] = {}

    def entry_url(entry_id: str) -> str:
        if entry_id not in entry_urls:
            entry_urls[entry_id] = page.need_url(glossary_entry_page(entry_id), "the term links")
        return entry_urls[entry_id]

    block, block_ids = render.render_section(
        section,
        sigla=corpus.sigla,
        witnesses={w.siglum: w for w in corpus.witnesses},
        apparatus=entries,
        diplomatic=texts,
        lang=page.lang,
        tei_url=tei_url,
        about_url=page.url_of(ABOUT_PAGE),
        terms=_terms(page.lang, entry_url),
        rule_links=_rule_links(page.lang, page.url_of),
    )
    page.define(block_ids)
    return block


MARKERS = {"edition": edition, "witnesses": witnesses}
