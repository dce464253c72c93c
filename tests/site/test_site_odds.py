"""The odds pages, checked against the engine (each game's odds module,
karty.ochko.strategy) and not against the build code that wrote them.

* Both languages have the three pages, each reached from the Rules tab.
* Every figure is a chart drawn as inline SVG whose colours come from CSS (so it
  reads in both colour schemes), with an accessible name that says what it shows,
  and its data table in a ``<details>``.
* The numbers are the engine's, exact: a fraction and a percentage (with the
  language's decimal sign).
* No option name, figure name or other identifier reaches the reader.
"""
from __future__ import annotations

import re
from fractions import Fraction
from pathlib import Path

import pytest
from site_html import LANGUAGES, built_page
from site_html import parse_scripted as parse_file  # each table once (its template)

pytestmark = pytest.mark.site

PAGES = {"odds/index.md": 0, "odds/ochko.md": 8, "odds/bura.md": 3, "odds/stos.md": 1}
IDENTIFIERS = ("five_pictures", "two_aces", "banker_draws", "banker_stands", "no_dark",
               "first_lead", "karty:", "ochko-", "bura-", "stand_on", "dark_allowed")


def _page(build, lang, src):
    return parse_file(built_page(build.root, lang, src))


def _frac(x: Fraction) -> str:
    return f"{abs(x.numerator)}/{x.denominator}"


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("src", sorted(PAGES))
def test_figures(build, lang, src):
    doc = _page(build, lang, src)
    figures = doc.by_class("karty-figure")
    assert len(figures) == PAGES[src]
    for fig in figures:
        assert fig.tag == "figure" and fig.get("id", "").startswith("odds-")
        chart = fig.by_class("karty-figure__chart")[0]
        assert chart.get("role") == "img"
        label = chart.get("aria-label") or ""
        assert len(label) > 40 and re.search(r"\d", label), label
        svg = chart.find_all(lambda n: n.tag == "svg")
        assert len(svg) == 1 and svg[0].get("viewbox") or svg[0].get("viewBox")
        for node in svg[0].iter():
            for attr in ("fill", "stroke"):
                value = node.get(attr)
                # only "none": every colour is currentColor or a CSS variable in style=
                assert value in (None, "none", "transparent"), (fig.get("id"), attr, value)
            style = node.get("style") or ""
            assert "#" not in style
        details = [n for n in fig.iter() if n.tag == "details"]
        rows = details[0].find_all(lambda n: n.tag == "tr")
        assert len(rows) >= 3
        text = fig.text()
        for ident in IDENTIFIERS:
            assert ident not in text, (fig.get("id"), ident)
        if fig.get("id") in ("odds-strategy", "odds-shown-strategy"):
            continue                      # a table of plays and counts of hands
        if lang == "ru":
            assert re.search(r"\d,\d\d? %", text) and not re.search(r"\d\.\d\d%", text)
        else:
            assert re.search(r"\d\.\d\d?%", text)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_reached_from_the_rules_tab(build, lang):
    doc = _page(build, lang, "rules/index.md")
    hrefs = [n.get("href") or "" for n in doc.find_all(lambda n: n.tag == "a")]
    for page in ("odds/", "odds/ochko/", "odds/bura/", "odds/stos/"):
        assert any(h.rstrip("/").endswith(page.rstrip("/")) for h in hrefs), page


def _table_text(doc, fig_id):
    fig = next(f for f in doc.by_class("karty-figure") if f.get("id") == fig_id)
    return fig.text()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_numbers_are_the_engines(build, lang):
    from karty.bura.odds import p_dealt_bura, p_dealt_molodka
    from karty.ochko.odds_tables import bust_by_total, dark_worth, house_rule_worth

    ochko = _page(build, lang, "odds/ochko.md")
    dw = dark_worth()
    assert _frac(dw.worth) in _table_text(ochko, "odds-house")
    assert _frac(dw.base_ev) in _table_text(ochko, "odds-ev")
    for w in house_rule_worth():
        if w.worth:
            assert _frac(w.worth) in _table_text(ochko, "odds-house")
    bust = _table_text(ochko, "odds-bust")
    for key in ((2, 17), (3, 15), (1, 11)):
        assert _frac(bust_by_total()[key]) in bust
    bura = _page(build, lang, "odds/bura.md")
    deal = _table_text(bura, "odds-deal")
    assert _frac(p_dealt_bura()) in deal and _frac(p_dealt_molodka()) in deal
    from karty.stos.odds import stos_by_remaining

    stos = _table_text(_page(build, lang, "odds/stos.md"), "odds-stos")
    for left in (36, 12):
        assert _frac(stos_by_remaining()[left].pair) in stos
    # the value of the duel, as a percentage in the page's language
    pct = f"{abs(float(dw.base_ev)) * 100:.2f}"
    assert (pct.replace(".", ",") if lang == "ru" else pct) in _table_text(ochko, "odds-ev")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_banker_card_figures_are_the_engines(build, lang):
    """«The banker's card face up»: each card's value is karty.ochko.strategy_shown's,
    exact; the sentence under it gives the value of the duel seeing the card (the
    issue's −1.644 %), the card-blind one and the range, in the page's language; the
    two-card table's plays are the strategy's."""
    from karty.cards import Rank
    from karty.ochko.strategy import STAND_ONS, _value
    from karty.ochko.strategy_shown import solve_shown

    ochko = _page(build, lang, "odds/ochko.md")
    sol = solve_shown(stand_ons=STAND_ONS)
    t = sol.best_stand
    text = _table_text(ochko, "odds-shown")
    for s in sol.strategies[t]:
        assert _frac(s.ev) in text, s.shown
    [fig] = [f for f in ochko.by_class("karty-figure") if f.get("id") == "odds-shown"]
    label = fig.by_class("karty-figure__chart")[0].get("aria-label") or ""
    want = {"en": ("−1.64%", "−2.14%", "−18.13%", "+9.53%"),
            "ru": ("−1,64 %", "−2,14 %", "−18,13 %", "+9,53 %")}[lang]
    assert all(w in label for w in want), label
    assert "/" not in label                      # percentages in the running text
    # the two-card plays against a 10 showing: 17 takes a card «в тёмную», 18 stands
    strategy = _table_text(ochko, "odds-shown-strategy")
    ten = sol.strategies[t][list(Rank).index(Rank.TEN)]
    by_total = {}
    for hand, choice in ten.choices.items():
        v = _value(hand, ten.rules)
        if sum(hand) == 2 and v.points < 21:
            by_total.setdefault(v.points, set()).add(choice)
    assert by_total[17] == {"dark"} and by_total[18] == {"stand"}
    words = {"en": ("one card «в тёмную»", "stand"), "ru": ("карту «в тёмную»", "хватит")}[lang]
    assert all(w in strategy for w in words)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_bust_charts_legend_counts_cards_in_words(build, lang):
    """The legend of «Will the next card bust me?» names each line as a count of cards in
    the page's language: '1 card', '2 cards'; «1 карта», «2 карты», «5 карт»; not
    '1 card(s)' or «карт: 1»."""
    [fig] = [f for f in _page(build, lang, "odds/ochko.md").by_class("karty-figure")
             if f.get("id") == "odds-bust"]
    svg = fig.find_all(lambda n: n.tag == "svg")[0]
    texts = {" ".join(n.text().split()) for n in svg.iter() if n.tag == "text"}
    want = {"en": {"1 card", "2 cards", "3 cards", "4 cards", "5 cards"},
            "ru": {"1 карта", "2 карты", "3 карты", "4 карты", "5 карт"}}[lang]
    assert want <= texts, sorted(texts)
    assert not any("(s)" in t or t.startswith("карт:") for t in texts), sorted(texts)


#: A 375 px phone's text column is about 344 px wide: a chart drawn no wider is never
#: scaled down there, so its 12 px words stay 12 px (tests/browser measures them).
PHONE_COLUMN = 340


def _words(svg) -> set[str]:
    """The words of a chart's texts (numbers left out: the narrow axis has fewer ticks)."""
    # a wrapped label is a <text> of <tspan> lines: each line's own words
    text = " ".join(c for n in svg.iter() if n.tag in ("text", "tspan")
                    for c in n.children if isinstance(c, str))
    return {w for w in re.findall(r"[^\W\d_]{3,}", text)}


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("src", sorted(PAGES))
def test_each_chart_is_drawn_again_for_a_phone(build, lang, src):
    """Every figure has its wide chart and a copy drawn narrow enough for a phone's
    column, with the same accessible name and every word of the wide one (wrapped onto
    more lines, not cut); odds.css shows one or the other by the screen's width."""
    for fig in _page(build, lang, src).by_class("karty-figure"):
        wide = fig.by_class("karty-figure__chart--wide")
        narrow = fig.by_class("karty-figure__chart--narrow")
        assert len(wide) == 1 and len(narrow) == 1, fig.get("id")
        assert wide[0].get("role") == narrow[0].get("role") == "img"
        assert wide[0].get("aria-label") == narrow[0].get("aria-label")
        [w_svg] = wide[0].find_all(lambda n: n.tag == "svg")
        [n_svg] = narrow[0].find_all(lambda n: n.tag == "svg")
        width = float((n_svg.get("viewbox") or n_svg.get("viewBox") or "").split()[2])
        assert width <= PHONE_COLUMN, (fig.get("id"), width)
        assert _words(w_svg) <= _words(n_svg), (fig.get("id"), _words(w_svg) - _words(n_svg))
        assert not any(n.text().rstrip().endswith("…") for n in n_svg.iter() if n.tag == "text")


def test_the_stylesheet_shows_one_chart_by_the_screens_width(build):
    # the source: the site's copy is minified at build (docs/hooks/assets/minify.py)
    assert (build.root / "assets" / "css" / "odds.css").is_file()
    css = (Path(__file__).resolve().parents[2] / "docs" / "assets" / "css" / "odds.css").read_text(encoding="utf-8")
    flat = " ".join(css.split())
    assert ".karty-figure__chart--narrow { display: none; }" in flat
    media = re.search(r"@media screen and \(max-width: ([\d.]+)em\) \{([^@]*?\}) \}", flat)
    assert media, "no media query for the phone's chart"
    # a phone and a small tablet (375 to 720 px at 16 px an em) get the narrow chart
    assert 375 < float(media.group(1)) * 16 <= 720
    assert ".karty-figure__chart--wide { display: none; }" in media.group(2)
    assert ".karty-figure__chart--narrow { display: block; }" in media.group(2)
