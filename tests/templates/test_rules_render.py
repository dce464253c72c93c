"""docs/hooks/rules/render.py + docs/templates/rules/: the rules pages' blocks from the
engine's real registry (rules_data.load()), without a build."""
from __future__ import annotations

import karty
import pytest
from hooks.rules import data as rules_data
from hooks.rules import render as rr
from html_tree import parse, parse_scripted

HOSTILE = '<img src=x onerror="alert(1)">'


def ctx(lang="en", reading="Туз — одиннадцать.", translation="The ace is eleven."):
    return rr.Context(lang=lang, quote=lambda s: rr.Quote(s, f"../../text/x/#{s}", reading, translation),
                      index_url="../")


@pytest.fixture(scope="module")
def data():
    return rules_data.load()


def paragraphs_of(game):
    from corpus.load import load_corpus

    corpus = load_corpus()
    if game not in {s.id for s in corpus.sections}:  # Стос: no witness text, rules from
        return []                                    # outside descriptions only
    section = corpus.section(game)
    return [rr.Paragraph(p.id, tuple(s.id for s in p.segments), f"../../text/{game}/#{p.id}")
            for p in section.paragraphs]


@pytest.mark.parametrize("game", [g.name for g in karty.GAMES])
def test_every_rule_is_on_the_page_once_with_its_provenance(data, game):
    g = data.games[game]
    html, ids, toc = rr.render_rules(g, paragraphs_of(game), ctx(), rules_data.option_anchor)
    root = parse_scripted(html)
    shown = [a.attrs["id"] for a in root.find_all("article")]
    assert sorted(shown) == sorted(r["id"] for r in g.rules if r["id"] not in g.value_rule_ids)
    assert set(shown) <= ids
    groups = root.find_all("details")
    assert [gid for _, gid in toc] == [s.attrs["id"] for s in groups]
    # each group folded, closed
    assert groups and all("karty-fold" in d.classes() and "open" not in d.attrs for d in groups)
    for article in root.find_all("article"):
        prov = article.find("div", **{"data-for": article.attrs["id"]})
        assert prov.attrs["data-kind"] == article.attrs["data-kind"]
        # headed by its statement in the page's language, then the other one; no id shown
        [head] = [h for h in article.find_all("h4") if "karty-rule__head" in h.classes()]
        spans = [s for s in article.find_all("span") if "karty-rule__statement" in s.classes()]
        assert [s.attrs["lang"] for s in spans] == ["en", "ru"]
        assert [s.attrs["lang"] for s in head.find_all("span")] == ["en"]
        assert article.attrs["id"] not in head.text()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_folds_content_waits_in_a_template_with_a_noscript_copy(data, lang):
    g = data.games["bura"]
    for html in (rr.render_rules(g, paragraphs_of("bura"), ctx(lang), rules_data.option_anchor)[0],
                 rr.render_options(g, ctx(lang), rules_data.option_anchor)[0]):
        folds = parse(html).find_all("details")
        assert folds
        for fold in folds:
            kids = [c for c in fold.children if not isinstance(c, str)]
            assert [k.tag for k in kids] == ["summary", "noscript", "template"], fold.attrs["id"]
            copy, later = kids[1], kids[2]
            assert "data-karty-fold" in later.attrs and "data-search-exclude" in later.attrs
            assert copy.text() == later.text() and later.find_all("p"), fold.attrs["id"]


def test_quotes_and_notes_are_text_not_markup(data):
    g = data.games["bura"]
    html, _, _ = rr.render_rules(g, paragraphs_of("bura"), ctx(reading=HOSTILE, translation=HOSTILE),
                                 rules_data.option_anchor)
    assert "<img" not in str(html)
    quotes = parse(html).find_all("q")
    assert quotes and all(q.text() == HOSTILE for q in quotes)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_options_show_every_value_and_the_default(data, lang):
    g = data.games["bura"]
    html, ids, toc = rr.render_options(g, ctx(lang), rules_data.option_anchor)
    root = parse_scripted(html)
    for opt in g.options:
        art = root.find("details", **{"data-option": opt["name"]})
        assert art.attrs["id"] == rules_data.option_anchor(opt["name"]) in ids
        values = [li.attrs["data-value"] for li in art.find_all("li") if "karty-opt" in li.classes()]
        if opt["kind"] == "choice":
            assert values == [rr._value(c["value"]) for c in opt["choices"]]
        defaults = [li for li in art.find_all("li") if li.attrs.get("data-default") == "true"]
        if values:
            assert [d.attrs["data-value"] for d in defaults] == [rr._value(opt["default"])]
    # the table of contents names what each option decides, never its name
    assert [title for title, _ in toc] == [
        o["description"][lang][:1].upper() + o["description"][lang][1:] for o in g.options]


def test_the_summary_names_every_game_of_the_registry_in_the_page_language(data):
    html = rr.render_summary(data.games, "ru", lambda g: f"{g}/")
    rows = parse(html).find_all("tr")
    games = [r.attrs["data-game"] for r in rows if "data-game" in r.attrs]
    assert games == list(data.games)
    titles = {a.attrs["href"]: a.text() for a in parse(html).find_all("a")}
    assert titles == {f"{g}/": karty.load_game(g).title("ru") for g in data.games}


def test_a_back_link_popover_lists_each_rule_and_option(data):
    links = [rr.BackLink("../../rules/bura/#bura.rank-order", "rule", "bura.rank-order",
                         {"en": HOSTILE, "ru": "ru"}, "source"),
             rr.BackLink("../../rules/bura/#option-x", "option", "x", {"en": "x", "ru": "x"}, "", ("", "a", "b"))]
    button, pop, ids = rr.backlink_parts("bura.s7", links, "en")
    b = parse(button).find("button")
    assert b.attrs["popovertarget"] == "rules-bura.s7" and ids == {"rules-bura.s7"}
    assert b.attrs["aria-label"] == "Rules formalising sentence 7: 2"
    root = parse(pop)
    assert "bura.s7" not in root.text() and "sentence 7" in root.text()  # the segment in words, not its id
    assert [a.attrs.get("data-rule") or a.attrs.get("data-option") for a in root.find_all("a")] == [
        "bura.rank-order", "x"]
    assert "(values: a, b)" in root.text()
    assert HOSTILE in root.text() and "<img" not in str(pop)
    assert rr.backlink_parts("bura.s7", [], "en") == ("", "", set())


def test_segment_words_doctests():
    """docs/hooks/core/segment_words.py: segment ids in words, in both languages."""
    import doctest

    from hooks.core import segment_words

    result = doctest.testmod(segment_words)
    assert result.attempted >= 6 and result.failed == 0


def test_the_engine_and_the_site_name_segments_alike():
    """The play log and worked examples (karty.web.words) and the pages
    (docs/hooks/core/segment_words.py) name every segment of the corpus the same way."""
    from hooks.core.segment_words import segment_words
    from karty.web.words import segment_words as engine_words

    from corpus.load import load_corpus

    ids = [s.id for sec in load_corpus().sections for s in sec.segments()]
    assert len(ids) > 100
    for lang in ("en", "ru"):
        for sid in ids:
            assert engine_words([sid], lang) == [segment_words(sid, lang)], (lang, sid)
