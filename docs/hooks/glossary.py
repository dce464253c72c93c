"""Build glue for the glossary page (an mkdocs hook, see `hooks:` in mkdocs.yml).

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
import re
from typing import Any

import glossary_render as render  # docs/hooks/glossary_render.py (mkdocs puts this folder on sys.path)
import rules_data  # docs/hooks/rules_data.py
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page

log = logging.getLogger("mkdocs.hooks.karty.glossary")  # a warning fails the strict build
MARKER = re.compile(r"<!--\s*karty:glossary(?:\s+(?P<arg>[a-z]+))?\s*-->")


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


def _language(page: Page, config: MkDocsConfig) -> str:
    lang = str(config.theme.get("language") or getattr(page.file, "locale", None) or "en")
    return lang if lang in render.LABELS else "en"


def on_page_content(html: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    if "karty:glossary" not in html or not MARKER.search(html):
        return html
    from corpus import terms
    from corpus.glossary import CATEGORIES, LABELS

    corpus, glossary = _data()
    lang = _language(page, config)
    ids: set[str] = set()
    section_urls: dict[str, str | None] = {}

    def segment_url(segment_id: str) -> str | None:
        if not corpus.has_segment(segment_id):
            return None
        section = corpus.segment(segment_id).section
        if section not in section_urls:
            target = files.get_file_from_path(f"text/{section}.md")
            section_urls[section] = target.url_relative_to(page.file) if target is not None else None
        url = section_urls[section]
        return f"{url}#{segment_id}" if url is not None else None

    rule_game = _rule_games()

    def rule_url(rule_id: str) -> str | None:
        game = rule_game.get(rule_id)
        if game is None:
            log.warning("%s: the glossary cites the rule %s, which the engine does not have",
                        page.file.src_uri, rule_id)
            return None
        target = files.get_file_from_path(rules_data.rules_page(game))
        if target is None:
            log.warning("%s: the rule links need %s, which is missing", page.file.src_uri,
                        rules_data.rules_page(game))
            return None
        return f"{target.url_relative_to(page.file)}#{rule_id}"

    def replace(match: re.Match[str]) -> str:
        arg = match.group("arg")
        if arg == "categories":
            ids.update(f"cat-{c}" for c in CATEGORIES)
            return render.render_categories(glossary.by_category(), CATEGORIES, lang)
        if arg == "entries":
            kwic = {e.id: terms.concordance(e.id, corpus, glossary, text="reading") for e in glossary}
            block, block_ids = render.render_entries(
                glossary.alphabetical(), lang=lang, kwic=kwic, categories=CATEGORIES,
                label_names=LABELS, segment_url=segment_url, rule_url=rule_url)
            ids.update(block_ids)
            return block
        raise PluginError(f"{page.file.src_uri}: <!-- karty:glossary {arg or ''} -->: "
                          "say 'categories' or 'entries'")

    html = MARKER.sub(replace, html)
    # let mkdocs check Markdown links to the entries (validation.anchors in mkdocs.yml)
    if page.present_anchor_ids is not None:
        page.present_anchor_ids.update(ids)
    return html
