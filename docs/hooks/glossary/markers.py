"""The glossary's page markers (handlers of docs/hooks/core/markers.py).

* ``<!-- karty:glossary entries -->`` (the glossary's index page, ``glossary.md``)
  becomes the filter, the letter index and one line per entry in alphabetical order
  (headword, romanisation, English equivalent, category, short definition), each
  linked to the entry's own page.
* ``<!-- karty:glossary-entry <id> -->`` (an entry's page, ``glossary/<id>.md``,
  written at build by docs/hooks/glossary/pages.py) becomes the whole entry: senses,
  etymology, related entries, rule ids linked to the rules on the rules pages
  (``rules/<game>/#<rule id>``), attestations, and its KWIC concordance linked to the
  reading pages.

The markers work the same in every language; the page's language picks the labels and
which definition comes first. The data is prepared and rendered by hooks.glossary.render
(templates in docs/templates/glossary/).

The term links on the reading pages are made by docs/hooks/edition/markers.py (they are part
of the reading text). A glossary error fails the build with the glossary's own
one-line message.
"""
from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from mkdocs.exceptions import PluginError

from hooks.glossary import render
from hooks.rules import data as rules_data

if TYPE_CHECKING:
    from hooks.core.markers import PageContext

log = logging.getLogger("mkdocs.hooks.karty.glossary")  # a warning fails the strict build

INDEX_PAGE = "glossary.md"


def entry_page(entry_id: str) -> str:
    """The docs-relative path of an entry's page."""
    return f"glossary/{entry_id}.md"


def _data() -> tuple[Any, Any]:
    try:
        from corpus.glossary import load_glossary
        from corpus.load import CorpusError, load_corpus
    except ImportError as exc:  # the venv lacks the editable install (`make venv`)
        raise PluginError(f"cannot import the corpus package: {exc}") from None
    try:
        return load_corpus(), load_glossary()
    except CorpusError as exc:
        raise PluginError(f"glossary: {exc}") from None


def _rule_games() -> dict[str, str]:
    """Every rule id of the engine → its game (whose rules page shows it)."""
    try:
        return rules_data.load().rule_game
    except ImportError as exc:  # the venv lacks the editable install of engine/ (`make venv`)
        raise PluginError(f"cannot import the engine (karty): {exc}") from None


def _entry_url(page: PageContext, entry_id: str) -> str:
    return page.need_url(entry_page(entry_id), f"the link to the glossary entry {entry_id}")


def index_marker(arg: str | None, page: PageContext) -> str:
    """``<!-- karty:glossary entries -->``: the index page."""
    from corpus.glossary import CATEGORIES

    if arg != "entries":
        page.fail(f"<!-- karty:glossary {arg or ''} -->: say 'entries' (each entry has its own page: "
                  "<!-- karty:glossary-entry <id> -->)")
    _, glossary = _data()
    entries = glossary.alphabetical()
    lines = [render.index_entry(e, lang=page.lang, categories=CATEGORIES, href=_entry_url(page, e.id))
             for e in entries]
    block, ids = render.render_index(lines, lang=page.lang, letters=render.letter_ids(entries),
                                     categories=CATEGORIES)
    page.define(ids)
    return block


def entry_marker(arg: str | None, page: PageContext) -> str:
    """``<!-- karty:glossary-entry <id> -->``: an entry's page."""
    from corpus import terms
    from corpus.glossary import CATEGORIES, LABELS

    corpus, glossary = _data()
    entry = glossary.get(arg or "")
    if entry is None:
        page.fail(f"<!-- karty:glossary-entry {arg or ''} -->: no such glossary entry")
    section_urls: dict[str, str | None] = {}

    def segment_url(segment_id: str) -> str | None:
        if not corpus.has_segment(segment_id):
            return None
        section = corpus.segment(segment_id).section
        if section not in section_urls:
            section_urls[section] = page.url_of(f"text/{section}.md")
        url = section_urls[section]
        return f"{url}#{segment_id}" if url is not None else None

    rule_game = _rule_games()

    def rule_url(rule_id: str) -> str | None:
        game = rule_game.get(rule_id)
        if game is None:
            log.warning("%s: the glossary cites the rule %s, which the engine does not have",
                        page.src, rule_id)
            return None
        url = page.url_of(rules_data.rules_page(game))
        if url is None:
            log.warning("%s: the rule links need %s, which is missing", page.src,
                        rules_data.rules_page(game))
            return None
        return f"{url}#{rule_id}"

    entries = glossary.alphabetical()
    at = [e.id for e in entries].index(entry.id)
    neighbours = [render.Link(e.headword, _entry_url(page, e.id)) if e is not None else None
                  for e in (entries[at - 1] if at > 0 else None, entries[at + 1] if at + 1 < len(entries) else None)]
    view = render.entry_view(
        entry, lang=page.lang, kwic=terms.concordance(entry.id, corpus, glossary, text="reading"),
        headwords={e.id: e.headword for e in entries}, categories=CATEGORIES, label_names=LABELS,
        segment_url=segment_url, entry_url=lambda i: _entry_url(page, i),
        letter_id=render.letter_ids(entries)[render.initial(entry)], rule_url=rule_url)
    block, ids = render.render_entry_page(view, lang=page.lang,
                                          index_href=page.need_url(INDEX_PAGE, "the glossary's entries"),
                                          prev=neighbours[0], next=neighbours[1])
    page.define(ids)
    return block


MARKERS = {"glossary": index_marker, "glossary-entry": entry_marker}
