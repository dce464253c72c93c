"""The rules pages' markers (handlers of docs/hooks/core/markers.py).

The rules pages are generated from the engine at build time: ``karty.REGISTRY``
(every rule, with its statement in English and Russian and its provenance) and each
game's ``Rules.options()`` (every option, its default, its values and theirs). In a
page's Markdown:

* ``<!-- karty:rules bura -->`` becomes the game's rules, grouped by the paragraph
  of the text they formalise, each with its id as an anchor, its statement in both
  languages, its provenance and every cited sentence linked to its permalink on the
  reading page and quoted (reading text and translation);
* ``<!-- karty:options bura -->`` becomes every option of ``karty.bura.Rules``;
* ``<!-- karty:howto bura -->`` becomes the game's "How to play" summary
  (hooks.rules.howto): card values, deal, play, scoring and the variants, each
  sentence linked to the rules it summarises on the same page;
* ``<!-- karty:rules-summary -->`` a table of the games' rules by provenance kind;
* ``<!-- karty:supplements -->`` the outside descriptions the rules name.

The groups and the options are added to the page's table of contents under the
headings with the ids ``rules`` and ``options``. The back-links from the reading
pages to these rules are made by docs/hooks/edition/markers.py (with hooks.rules.data and
hooks.rules.render); the glossary's rule ids are linked by docs/hooks/glossary/markers.py.
The HTML is hooks.rules.render's.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mkdocs.exceptions import PluginError

from hooks.rules import data as rules_data
from hooks.rules import howto as rules_howto
from hooks.rules import render

if TYPE_CHECKING:
    from hooks.core.markers import PageContext

INDEX_PAGE = "rules/index.md"


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


def _context(page: PageContext) -> render.Context:
    corpus = _corpus()

    def quote(segment_id: str) -> render.Quote:
        if not corpus.has_segment(segment_id):
            page.fail(f"a rule cites {segment_id}, which is not in the corpus")
        seg = corpus.segment(segment_id)
        return render.Quote(segment_id, f"{page.need_url(f'text/{seg.section}.md', 'the rules')}#{segment_id}",
                            seg.reading(), seg.translation or "")

    return render.Context(lang=page.lang, quote=quote, index_url=page.need_url(INDEX_PAGE, "the rules"))


def _game(arg: str | None, marker: str, page: PageContext) -> rules_data.Game:
    games = _data().games
    if arg not in games:
        page.fail(f"<!-- karty:{marker} {arg or ''} -->: name a game ({', '.join(games)})")
    return games[arg]


def rules_marker(arg: str | None, page: PageContext) -> str:
    """``<!-- karty:rules <game> -->``: the game's rules, grouped by paragraph."""
    game = _game(arg, "rules", page)
    paragraphs: list[render.Paragraph] = []
    # a game the text names but does not describe (Стос) has no section: its rules
    # all fall in the last group
    if game.game in {s.id for s in _corpus().sections}:
        section = _corpus().section(game.game)
        text_url = page.need_url(f"text/{section.id}.md", "the rules")
        paragraphs = [
            render.Paragraph(p.id, tuple(s.id for s in p.segments), f"{text_url}#{p.id}")
            for p in section.paragraphs
        ]
    block, block_ids, entries = render.render_rules(game, paragraphs, _context(page), rules_data.option_anchor)
    page.toc.setdefault("rules", []).extend(entries)
    page.define(block_ids)
    return block


def options_marker(arg: str | None, page: PageContext) -> str:
    """``<!-- karty:options <game> -->``: every option of the game's ``Rules``."""
    block, block_ids, entries = render.render_options(_game(arg, "options", page), _context(page),
                                                      rules_data.option_anchor)
    page.toc.setdefault("options", []).extend(entries)
    page.define(block_ids)
    return block


def _root(page: PageContext) -> str:
    depth = str(page.page.url).count("/")
    return "../" * depth if depth else ""


def howto_marker(arg: str | None, page: PageContext) -> str:
    """``<!-- karty:howto <game> -->``: the game's "How to play" summary."""
    game = _game(arg, "howto", page)
    try:
        block, block_ids, entries = rules_howto.render_howto(
            game.game, page.lang, _root(page), {str(r["id"]) for r in game.rules}, rules_data.option_anchor)
    except rules_howto.HowToError as exc:
        page.fail(str(exc))
    page.toc.setdefault("how-to-play", []).extend(entries)
    page.define(block_ids)
    return block


def _page_url(page: PageContext) -> Any:
    return lambda game: page.need_url(rules_data.rules_page(game), "the rules")


def summary_marker(arg: str | None, page: PageContext) -> str:
    """``<!-- karty:rules-summary -->``: the games' rules by provenance kind."""
    return render.render_summary(_data().games, page.lang, _page_url(page))


def supplements_marker(arg: str | None, page: PageContext) -> str:
    """``<!-- karty:supplements -->``: the outside descriptions the rules name."""
    block, block_ids = render.render_supplements(_data().games, page.lang, _page_url(page),
                                                 rules_data.option_anchor)
    page.define(block_ids)
    return block


MARKERS = {"rules": rules_marker, "howto": howto_marker, "options": options_marker, "rules-summary": summary_marker,
           "supplements": supplements_marker}
