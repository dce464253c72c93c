"""The glossary's page marker (a handler of docs/hooks/markers.py).

A page whose Markdown holds ``<!-- karty:glossary categories -->`` gets, in its
place, the entries by category (headwords linked to their entries);
``<!-- karty:glossary entries -->`` becomes the search filter and every entry in
alphabetical order, each with its KWIC concordance linked to the reading pages
and its rule ids linked to the rules on the rules pages (``rules/<game>/#<rule id>``).
The markers work the same in every language; the page's language picks the
labels and which definition comes first. The HTML is glossary_render.py's.

The term links on the reading pages are made by docs/hooks/edition.py (they are
part of the reading text). A glossary error fails the build with the glossary's
own one-line message.
"""
from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import glossary_render as render  # docs/hooks/glossary_render.py (mkdocs puts this folder on sys.path)
import rules_data  # docs/hooks/rules_data.py
from mkdocs.exceptions import PluginError

if TYPE_CHECKING:
    from markers import PageContext

log = logging.getLogger("mkdocs.hooks.karty.glossary")  # a warning fails the strict build


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


def glossary_marker(arg: str | None, page: PageContext) -> str:
    """``<!-- karty:glossary categories|entries -->``."""
    from corpus import terms
    from corpus.glossary import CATEGORIES, LABELS

    corpus, glossary = _data()
    lang = page.lang
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

    if arg == "categories":
        page.define({f"cat-{c}" for c in CATEGORIES})
        return render.render_categories(glossary.by_category(), CATEGORIES, lang)
    if arg == "entries":
        kwic = {e.id: terms.concordance(e.id, corpus, glossary, text="reading") for e in glossary}
        block, block_ids = render.render_entries(
            glossary.alphabetical(), lang=lang, kwic=kwic, categories=CATEGORIES,
            label_names=LABELS, segment_url=segment_url, rule_url=rule_url)
        page.define(block_ids)
        return block
    page.fail(f"<!-- karty:glossary {arg or ''} -->: say 'categories' or 'entries'")


MARKERS = {"glossary": glossary_marker}
