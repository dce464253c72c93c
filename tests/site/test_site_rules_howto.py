"""The rules pages open with a "How to play" summary, and their formal rules are
folded by paragraph, every rule still at its address. Checked on the built site
against the engine itself (its card points, its rule registry, its options and
their defaults, the numbers of its default rules), not against the build code.
"""
from __future__ import annotations

import importlib
import re

import pytest
from karty import GAMES as KARTY_GAMES
from site_html import LANGUAGES, Node, built_page, parse_file

pytestmark = pytest.mark.site

GAMES = tuple(g.name for g in KARTY_GAMES)
INTEGER = re.compile(r"\d+")


@pytest.fixture(scope="module")
def karty():
    import karty as k

    return k


def page(site, lang, game) -> Node:
    return parse_file(built_page(site, lang, f"rules/{game}.md"))


def summary(doc: Node) -> Node:
    [how] = doc.by_class("karty-howto")
    return how


def card_of(svg: Node):
    """The card a picture shows, from its sprite symbol (card-10H, card-QH-ru)."""
    from karty import Card

    [use] = svg.find_all(lambda n: n.tag == "use")
    href = use.get("xlink:href") or use.get("href") or ""
    symbol = href.rsplit("#", 1)[1]
    assert symbol.startswith("card-"), href
    return Card.parse(symbol.removeprefix("card-").removesuffix("-ru"))


def engine_points(game: str):
    if game == "bura":
        from karty.bura.scoring import POINTS

        return POINTS
    if game == "ochko":
        from karty import Card, Suit
        from karty.ochko import CARD_POINTS, Rules, card_points

        # the table gives the default rules' values (the ace at 11)
        return {rank: card_points(Card(rank, Suit.SPADES), Rules()) for rank in CARD_POINTS}
    return None


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_page_opens_with_the_summary(site, lang, game):
    doc = page(site, lang, game)
    [content] = doc.find_all(lambda n: n.tag == "article" and "md-content__inner" in n.classes)
    heads = [n for n in content.find_all(lambda n: n.tag in ("h1", "h2"))]
    assert heads[0].tag == "h1" and heads[1].tag == "h2" and heads[1].get("id") == "how-to-play", \
        [h.text() for h in heads[:3]]
    assert heads[1].text().rstrip("¶") == {"en": "How to play", "ru": "Как играть"}[lang]
    how = summary(doc)
    assert how.get("data-game") == game
    # nothing but the heading between the title and the summary
    order = [n for n in content.iter() if n is how or n in heads[:2]]
    assert order == [heads[0], heads[1], how]
    sections = [b.get("data-section") for b in how.by_class("karty-howto__block")]
    assert sections == ["players", "values", "deal", "play", "scoring", "variants"]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_card_values_table_is_the_engines(site, lang, game):
    """Every card pictured with its points; the points are the engine's, every rank
    of the deck is there once, and every picture is named in the page's language."""
    from karty import Card, Rank

    how = summary(page(site, lang, game))
    [table] = how.find_all(lambda n: n.tag == "table" and "karty-values" in n.classes)
    pictures = [n for n in table.iter() if n.tag == "svg" and "karty-card" in n.classes]
    assert pictures
    for svg in pictures:
        card = card_of(svg)
        assert svg.get("role") == "img" and svg.get("aria-label") == card.name(lang), (lang, card)
    points = engine_points(game)
    if points is not None:
        cells = {c.get("data-ranks"): c for c in table.by_class("karty-values__cards")}
        values = {c.get("data-ranks"): c for c in table.by_class("karty-values__points")}
        assert list(cells) == list(values) and cells
        seen = []
        for key, cell in cells.items():
            cards = [card_of(s) for s in cell.iter() if s.tag == "svg"]
            shown = [int(x) for x in INTEGER.findall(values[key].text())]
            if len(shown) == 1:
                shown = shown * len(cards)
            assert [points[c.rank] for c in cards] == shown, (lang, game, key, shown)
            seen += [c.rank for c in cards]
        assert sorted(seen) == sorted(Rank), "every rank once"
        # highest first, in the engine's order of strength (Бура: the ten below the ace)
        if game == "bura":
            from karty.bura.scoring import RANK_ORDER

            assert seen == list(RANK_ORDER)
    else:  # Стос: no points; the ranks of each deck the engine deals
        from karty.stos import Rules
        from karty.stos.rules import Deck

        rows = table.by_class("karty-values__cards")
        assert len(rows) == len(Deck)
        for row, deck in zip(rows, Deck, strict=True):
            ranks = [card_of(s).rank for s in row.iter() if s.tag == "svg"]
            assert sorted(ranks) == sorted({c.rank for c in Rules(deck=deck).cards()}), deck
    assert all(isinstance(card_of(s), Card) for s in pictures)


def _option_value_rules(game: str) -> dict[str, tuple[str, str]]:
    """Rule id → (option, value) for the rules that are one value of an option."""
    rules_module = importlib.import_module(f"karty.{game}.rules")
    stems = dict(getattr(rules_module, "OPTION_RULES", {}) or {})
    out = {}
    for spec in importlib.import_module(f"karty.{game}").Rules.options():
        stem = stems.get(spec.name)
        for choice in spec.choices if stem else ():
            out[f"{stem}.{getattr(choice.value, 'value', choice.value)}"] = (spec.name, choice.value)
    return out


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_sentence_links_to_the_rules_it_summarises(site, karty, lang, game):
    doc = page(site, lang, game)
    ids = {n.get("id"): n for n in doc.iter() if n.get("id")}
    how = summary(doc)
    registry = {r.id for r in karty.REGISTRY.for_game(game)}
    value_rules = _option_value_rules(game)
    specs = {s.name: s for s in importlib.import_module(f"karty.{game}").Rules.options()}
    sentences = [p for b in how.by_class("karty-howto__block") if b.get("data-section") != "variants"
                 for p in b.find_all(lambda n: n.tag == "p")]
    assert len(sentences) >= 5
    linked = set()
    for p in sentences:
        refs = p.by_class("karty-howto__ref")
        assert refs, f"{lang}/{game}: a sentence links to no rule: {p.text()!r}"
        for a in refs:
            target = a.get("href").removeprefix("#")
            assert target in ids, f"{lang}/{game}: {target} is not on the page"
            rid = a.get("data-rule")
            assert rid == target and rid in registry, (lang, game, target)
            assert a.text() != rid, "a rule id shown as the link's text"
            linked.add(rid)
            if rid in value_rules:  # the summary tells the usual game: the option's default
                name, value = value_rules[rid]
                assert value == specs[name].default, f"{rid} is not the default of {name}"
    assert len(linked) >= 8 if game != "stos" else len(linked) >= 6


FACTS = {  # the numbers the summary quotes, from the engine's default rules
    "bura": ("target", "kons"),
    "ochko": ("min_bank", "stuk_factor"),
    "stos": ("deck_size", "min_stake", "max_stake", "max_paroli", "talias"),
}


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_numbers_and_variants_are_the_engines(site, lang, game):
    from karty.web.words import value_words

    how = summary(page(site, lang, game))
    text = how.text()
    rules = importlib.import_module(f"karty.{game}").Rules()
    for n in (getattr(rules, name) for name in FACTS[game]):
        assert re.search(rf"(?<!\d){n}(?!\d)", text), f"{lang}/{game}: {n} not in the summary"
    specs = importlib.import_module(f"karty.{game}").Rules.options()
    [ul] = how.by_class("karty-variants")
    items = [li for li in ul.find_all(lambda n: n.tag == "li")]
    assert [li.get("data-option") for li in items] == [s.name for s in specs]
    for li, spec in zip(items, specs, strict=True):
        default = getattr(spec.default, "value", spec.default)
        words = value_words(game, spec.name, default)
        assert words is not None
        [shown] = li.by_class("karty-variants__default")
        assert shown.text() == words[1 if lang == "ru" else 0], (lang, spec.name)
        [a] = li.find_all(lambda n: n.tag == "a")
        assert a.get("href") == f"#option-{spec.name}"
        assert a.text() == (spec.ru if lang == "ru" else spec.en)[:1].upper() + \
            (spec.ru if lang == "ru" else spec.en)[1:]
        if spec.kind == "choice":
            others = li.by_class("karty-variants__others")[0].text()
            for c in spec.choices:
                if c.value != spec.default:
                    assert value_words(game, spec.name, c.value.value)[1 if lang == "ru" else 0] in others
        if "_" in spec.name:
            assert spec.name not in text, f"{lang}/{game}: the option name {spec.name} shown"


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_rule_keeps_its_address_inside_a_closed_fold(site, karty, lang, game):
    """Every rule id of the engine's registry is an element id on its page, inside a
    fold (closed); every option too; the folds are what the table of contents lists."""
    doc = page(site, lang, game)
    ids = {n.get("id"): n for n in doc.iter() if n.get("id")}
    rules = [r.id for r in karty.REGISTRY.for_game(game)]
    assert len(rules) >= 15
    missing = [r for r in rules if r not in ids]
    assert missing == [], f"{lang}/{game}: rule ids without an element: {missing}"
    options = [f"option-{s.name}" for s in importlib.import_module(f"karty.{game}").Rules.options()]
    for anchor in rules + options:
        node = ids[anchor]
        up = node
        while up is not None and not (up.tag == "details" and "karty-fold" in up.classes):
            up = up.parent
        assert up is not None, f"{lang}/{game}: {anchor} is not in a fold"
        assert not up.has("open"), f"{lang}/{game}: {up.get('id')} is open"
        [summ] = [c for c in up.children if isinstance(c, Node) and c.tag == "summary"]
        assert summ.text().strip()
    groups = doc.by_class("karty-rules__group")
    assert groups and all(g.tag == "details" for g in groups)
    toc = {a.get("href") for a in doc.by_class("md-nav__link") if a.get("href", "").startswith("#")}
    assert {f"#{g.get('id')}" for g in groups} <= toc


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_code_names_on_the_rules_pages(site, karty, lang):
    """No Python name, option name or rule id shown as a link's text or in the prose."""
    names = {f"karty.{g}" for g in GAMES} | {f"karty.{g}.Rules" for g in GAMES}
    rule_ids = {r.id for r in karty.REGISTRY}
    for source in [f"rules/{g}.md" for g in GAMES] + ["rules/index.md"]:
        doc = parse_file(built_page(site, lang, source))
        [content] = doc.find_all(lambda n: n.tag == "article" and "md-content__inner" in n.classes)
        text = content.text()
        for name in names:
            assert name not in text, f"{lang}/{source}: {name}"
        for a in content.find_all(lambda n: n.tag == "a"):
            shown = a.text().strip()
            assert shown not in rule_ids, f"{lang}/{source}: a link shows the rule id {shown}"
            assert not re.fullmatch(r"[a-z]+(_[a-z]+)+", shown), f"{lang}/{source}: a link shows {shown}"
