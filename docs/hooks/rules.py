"""Build glue for the rules pages (an mkdocs hook, see `hooks:` in mkdocs.yml).

The rules pages are generated from the engine at build time: ``karty.REGISTRY``
(every rule, with its statement in English and Russian and its provenance) and each
game's ``Rules.options()`` (every option, its default, its values and theirs). In a
page's Markdown:

* ``<!-- karty:rules bura -->`` becomes the game's rules, grouped by the paragraph
  of the text they formalise, each with its id as an anchor, its statement in both
  languages, its provenance and every cited sentence linked to its permalink on the
  reading page and quoted (reading text and translation);
* ``<!-- karty:options bura -->`` becomes every option of ``karty.bura.Rules``;
* ``<!-- karty:rules-summary -->`` a table of the games' rules by provenance kind;
* ``<!-- karty:supplements -->`` the outside descriptions the rules name.

The groups and the options are added to the page's table of contents under the
headings with the ids ``rules`` and ``options``. The back-links from the reading
pages to these rules are made by docs/hooks/edition.py (with rules_data.py and
rules_render.py); the glossary's rule ids are linked by docs/hooks/glossary.py.
The HTML is rules_render.py's.
"""
from __future__ import annotations

import re
from typing import Any

import rules_data  # docs/hooks/rules_data.py (mkdocs puts this folder on sys.path)
import rules_render as render  # docs/hooks/rules_render.py
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page
from mkdocs.structure.toc import AnchorLink

MARKER = re.compile(
    r"<!--\s*karty:(?P<what>rules-summary|rules|options|supplements)(?:\s+(?P<arg>[a-z][a-z0-9]*))?\s*-->")
INDEX_PAGE = "rules/index.md"


def _language(page: Page, config: MkDocsConfig) -> str:
    lang = str(config.theme.get("language") or getattr(page.file, "locale", None) or "en")
    return lang if lang in render.LABELS else "en"


def _data() -> rules_data.Data:
    try:
        return rules_data.load()
    except ImportError as exc:  # the venv lacks the editable install of engine/ (`make venv`)
        raise PluginError(f"cannot import the engine (karty): {exc}") from None


def _corpus() -> Any:
    from corpus.load import CorpusError, load_corpus

    try:
        return load_corpus()
    except CorpusError as exc:
        raise PluginError(f"corpus: {exc}") from None


def _add_to_toc(page: Page, parent_id: str, entries: list[tuple[str, str]]) -> None:
    for item in page.toc:
        stack = [item]
        while stack:
            node = stack.pop()
            if node.id == parent_id:
                for title, anchor in entries:
                    node.children.append(AnchorLink(render._e(title), anchor, node.level + 1))
                return
            stack.extend(node.children)


def on_page_content(html: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    if "karty:" not in html or not MARKER.search(html):
        return html
    data = _data()
    corpus = _corpus()
    lang = _language(page, config)
    ids: set[str] = set()
    toc: dict[str, list[tuple[str, str]]] = {}

    def url_of(path: str) -> str:
        target = files.get_file_from_path(path)
        if target is None:
            raise PluginError(f"{page.file.src_uri}: the rules need {path}, which is missing")
        return target.url_relative_to(page.file)

    def quote(segment_id: str) -> render.Quote:
        if not corpus.has_segment(segment_id):
            raise PluginError(f"{page.file.src_uri}: a rule cites {segment_id}, which is not in the corpus")
        seg = corpus.segment(segment_id)
        return render.Quote(segment_id, f"{url_of(f'text/{seg.section}.md')}#{segment_id}",
                            seg.reading(), seg.translation or "")

    def page_url(game: str) -> str:
        return url_of(rules_data.rules_page(game))

    ctx = render.Context(lang=lang, quote=quote, index_url=url_of(INDEX_PAGE))

    def game_of(match: re.Match[str]) -> rules_data.Game:
        arg = match.group("arg")
        if arg not in data.games:
            raise PluginError(f"{page.file.src_uri}: {match.group(0)}: name a game "
                              f"({', '.join(data.games)})")
        return data.games[arg]

    def replace(match: re.Match[str]) -> str:
        what = match.group("what")
        if what == "rules":
            game = game_of(match)
            section = corpus.section(game.game)
            text_url = url_of(f"text/{section.id}.md")
            paragraphs = [
                render.Paragraph(p.id, tuple(s.id for s in p.segments), f"{text_url}#{p.id}")
                for p in section.paragraphs
            ]
            block, block_ids, entries = render.render_rules(game, paragraphs, ctx, rules_data.option_anchor)
            toc.setdefault("rules", []).extend(entries)
        elif what == "options":
            block, block_ids, entries = render.render_options(game_of(match), ctx, rules_data.option_anchor)
            toc.setdefault("options", []).extend(entries)
        elif what == "rules-summary":
            return render.render_summary(data.games, lang, page_url)
        else:
            block, block_ids = render.render_supplements(data.games, lang, page_url, rules_data.option_anchor)
        duplicates = ids & block_ids
        if duplicates:
            raise PluginError(f"{page.file.src_uri}: element ids defined twice: {sorted(duplicates)}")
        ids.update(block_ids)
        return block

    html = MARKER.sub(replace, html)
    for parent, entries in toc.items():
        _add_to_toc(page, parent, entries)
    # let mkdocs check Markdown links to these anchors (validation.anchors in mkdocs.yml)
    if page.present_anchor_ids is not None:
        page.present_anchor_ids.update(ids)
    return html
