"""The rules pages and the links between them and the text, in both directions and
both languages, checked against the engine itself (karty.REGISTRY, each game's
Rules.options()) and the corpus, not against the site's own build code.

* Every rule of the registry is on its game's rules page, once, as an element whose
  id is the rule id, with its statement in both languages (the page's first), its
  provenance kind, and each cited segment linked to its permalink on its reading
  page and quoted: the reading text, and the translation.
* Every option of a game's Rules is there (``#option-<name>``) with what it decides,
  its default, every value with its provenance, or its range.
* Every segment cited by a rule or an option has, on its reading page, a "§" button
  whose popover links to every rule and option citing it, and to nothing else; no
  other segment has one. Every such link lands on the rule or option it names.
* The glossary's rule ids link to their rules; the rules index counts the rules by
  provenance and lists the outside descriptions the rules name.
"""
from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest

# the site's words for segment ids
from hooks.core.segment_words import in_prose, segment_groups, segment_words
from karty import GAMES as KARTY_GAMES
from site_html import LANGUAGES, Node, built_page, search_docs
from site_html import parse_scripted as parse_file  # each folded rule once (its template)

pytestmark = pytest.mark.site

GAMES = tuple(g.name for g in KARTY_GAMES)
OTHER = {"en": "ru", "ru": "en"}
KIND_LABEL = {
    "en": {"source": "source", "supplement": "supplement", "editorial": "editorial"},
    "ru": {"source": "источник", "supplement": "дополнение", "editorial": "редакторское"},
}
EDITORIAL_READING = {"en": "our reading of", "ru": "наше прочтение:"}
EDITORIAL_CHOICE = {"en": "our choice", "ru": "наш выбор"}


@pytest.fixture(scope="module")
def karty():
    import karty as k
    import karty.bura  # registers the rules (karty imports it too)
    import karty.ochko

    return k


def game_rules(karty, game: str):
    import importlib

    return importlib.import_module(f"karty.{game}").Rules


def words(game: str, option: str, value, lang: str) -> str:
    """An option value in words (karty.web.words, the engine's), as the page shows it."""
    from karty.web.words import value_words

    w = value_words(game, option, getattr(value, "value", value))
    assert w is not None, (game, option, value)
    return w[1 if lang == "ru" else 0]


def json_value(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(getattr(value, "value", value))


def by_id(doc: Node) -> dict[str, Node]:
    return {n.get("id"): n for n in doc.iter() if n.get("id")}


def rules_page(site: Path, lang: str, game: str) -> Path:
    return built_page(site, lang, f"rules/{game}.md")


def resolve(page: Path, href: str) -> tuple[Path, str]:
    """The file and fragment a relative link on `page` points to."""
    parts = urlsplit(href)
    assert not parts.scheme and not parts.netloc and not parts.path.startswith("/"), href
    path = (page.parent / unquote(parts.path)) if parts.path else page
    if path.is_dir() or parts.path.endswith("/"):
        path = path / "index.html"
    return path.resolve(), unquote(parts.fragment)


def option_segments(spec) -> list[str]:
    segs = list(spec.provenance.segments) if spec.provenance else []
    for choice in spec.choices:
        segs += choice.provenance.segments
    return segs


def expected_backlinks(site: Path, karty, lang: str) -> dict[str, set[tuple[Path, str]]]:
    """Segment id → the (rules page, anchor) of every rule and option citing it."""
    out: dict[str, set[tuple[Path, str]]] = {}
    for rule in karty.REGISTRY:
        if rule.game not in GAMES:
            continue
        for seg in rule.provenance.segments:
            out.setdefault(seg, set()).add((rules_page(site, lang, rule.game).resolve(), rule.id))
    for game in GAMES:
        for spec in game_rules(karty, game).options():
            for seg in option_segments(spec):
                out.setdefault(seg, set()).add((rules_page(site, lang, game).resolve(), f"option-{spec.name}"))
    return out


def check_provenance(block: Node, prov, page: Path, site: Path, corpus, lang: str, where: str) -> int:
    """One rendered provenance against the engine's: kind, what it rests on, note,
    and every cited sentence linked to its permalink and quoted. Returns the
    number of citations checked."""
    kind = prov.kind.value
    assert block.get("data-kind") == kind, where
    badges = block.by_class("karty-prov__kind")
    assert [b.text() for b in badges] == [KIND_LABEL[lang][kind]], where
    [line] = block.by_class("karty-prov__line")
    text = line.text()
    # the sentences it rests on, in words, each keeping its id in data-segment
    assert [n.get("data-segment") for n in line.by_class("karty-prov__seg")] == list(prov.segments), where
    for seg in prov.segments:
        assert seg not in text, (where, seg)
    # grouped by section: "Bura, sentences 10, 12, 23", never "Bura, sentence 10, Bura, …"
    said = "; ".join(g.head + ", ".join(n for _, n in g.items) for g in segment_groups(prov.segments, lang))
    assert said in text, (where, said, text)
    if kind == "supplement":
        names = [n.strip() for n in prov.supplement.split(";") if n.strip()]
        assert [c.text() for c in line.find_all(lambda n: n.tag == "cite")] == names, where
    elif kind == "editorial":
        assert (EDITORIAL_READING if prov.segments else EDITORIAL_CHOICE)[lang] in text, where
    note = prov.note_ru if lang == "ru" else prov.note_en
    notes = [n.text() for n in block.by_class("karty-prov__note")]
    assert notes == ([in_prose(note, lang)] if note else []), where  # its segment ids in words
    cites = block.by_class("karty-cite")
    assert [c.get("data-segment") for c in cites] == list(prov.segments), where
    for cite, seg_id in zip(cites, prov.segments, strict=True):
        seg = corpus.segment(seg_id)
        links = cite.by_class("karty-cite__link")
        assert len(links) == 1 and links[0].tag == "a", (where, seg_id)
        assert links[0].text() == segment_words(seg_id, lang), (where, seg_id)
        target, fragment = resolve(page, links[0].get("href"))
        assert target == built_page(site, lang, f"text/{seg.section}.md").resolve(), (where, seg_id)
        assert fragment == seg_id, (where, seg_id)
        landing = by_id(parse_file(target)).get(fragment)
        assert landing is not None and "karty-seg" in landing.classes, (where, seg_id)
        [quote] = cite.by_class("karty-cite__ru")
        assert quote.tag == "q" and quote.get("lang") == "ru"
        assert quote.text() == seg.reading(), (where, seg_id)
        en = cite.by_class("karty-cite__en")
        assert [e.text() for e in en] == ([seg.translation] if seg.translation else []), (where, seg_id)
        assert all(e.get("lang") == "en" for e in en)
    return len(cites)


def check_statements(node: Node, cls: str, text: dict[str, str], lang: str, where: str) -> None:
    """The page's language first, then the other one, each with its lang."""
    found = [n for n in node.by_class(cls)]
    assert [(n.get("lang"), n.text()) for n in found] == [
        (lang, text[lang]), (OTHER[lang], text[OTHER[lang]])], where


# --------------------------------------------------------------------------- rules pages


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_rule_is_on_its_page_with_its_provenance_and_quotes(site, corpus, karty, lang, game):
    page = rules_page(site, lang, game)
    doc = parse_file(page)
    ids = [n.get("id") for n in doc.iter() if n.get("id")]
    assert sorted({i for i in ids if ids.count(i) > 1}) == [], f"{lang}/{game}: duplicate ids"
    nodes = by_id(doc)
    rules = karty.REGISTRY.for_game(game)
    assert len(rules) >= 15
    # each rule once, and no rule of another game
    shown = [n.get("data-rule") for n in doc.iter() if n.get("data-rule") and n.get("id")]
    assert sorted(shown) == sorted(r.id for r in rules), f"{lang}/{game}"
    cites = 0
    for rule in rules:
        where = f"{lang}/{game}: {rule.id}"
        node = nodes.get(rule.id)
        assert node is not None, f"{where}: no element with this id"
        assert node.get("data-rule") == rule.id and node.get("data-kind") == rule.provenance.kind.value, where
        # headed by its statement, not its id; the permalink goes to it
        # (an option's value that is a rule is headed by the value in words)
        [head] = node.by_class("karty-rule__head") or node.by_class("karty-opt__head")
        assert rule.id not in head.text(), where
        if "karty-rule__head" in head.classes:
            assert (rule.statement_ru if lang == "ru" else rule.statement_en) in head.text(), where
        assert f"#{rule.id}" in [a.get("href") for a in node.by_class("headerlink")], where
        check_statements(node, "karty-rule__statement", {"en": rule.statement_en, "ru": rule.statement_ru},
                         lang, where)
        blocks = [b for b in node.by_class("karty-prov") if b.get("data-for") == rule.id]
        assert len(blocks) == 1, where
        cites += check_provenance(blocks[0], rule.provenance, page, site, corpus, lang, where)
    assert cites == sum(len(r.provenance.segments) for r in rules)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_rules_are_grouped_by_paragraph_in_text_order(site, corpus, karty, lang, game):
    doc = parse_file(rules_page(site, lang, game))
    groups = doc.by_class("karty-rules__group")
    if game not in {s.id for s in corpus.sections}:  # named by the text, not described (Стос)
        assert [g.get("data-paragraph") or "" for g in groups] == [""]
        assert len(groups[0].by_class("karty-rule")) == len(karty.REGISTRY.for_game(game))
        return
    paragraphs = [p.id for p in corpus.section(game).paragraphs]
    keys = [g.get("data-paragraph") for g in groups]
    named = [k for k in keys if k]
    assert named == [p for p in paragraphs if p in named], "groups out of text order"
    assert all(k for k in keys[:-1]), "the group of rules outside the section comes last"
    own = {s.id for s in corpus.section(game).segments()}
    para_of = {s.id: p.id for p in corpus.section(game).paragraphs for s in p.segments}
    in_groups = 0
    for group in groups:
        for art in group.by_class("karty-rule"):
            rule = karty.REGISTRY[art.get("id")]
            first = next((s for s in rule.provenance.segments if s in own), None)
            assert (para_of[first] if first else "") == group.get("data-paragraph"), rule.id
            in_groups += 1
    assert in_groups > 0


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_option_with_its_default_values_and_provenance(site, corpus, karty, lang, game):
    page = rules_page(site, lang, game)
    doc = parse_file(page)
    nodes = by_id(doc)
    specs = game_rules(karty, game).options()
    assert sorted(n.get("data-option") for n in doc.by_class("karty-option")) == sorted(s.name for s in specs)
    for spec in specs:
        where = f"{lang}/{game}: option {spec.name}"
        node = nodes.get(f"option-{spec.name}")
        assert node is not None and "karty-option" in node.classes, where
        assert node.get("data-option") == spec.name and node.get("data-type") == spec.kind, where
        default = json_value(spec.default)
        assert node.get("data-default") == default, where
        # the default in words, never as the engine writes it (unless a number)
        assert [d.text() for d in node.by_class("karty-option__default")] == [
            words(game, spec.name, spec.default, lang)], where
        # what it decides heads the fold; the option's name is no visible text
        [head] = node.by_class("karty-option__head")
        assert head.text() == (spec.ru if lang == "ru" else spec.en).capitalize()[:1] + \
            (spec.ru if lang == "ru" else spec.en)[1:], where
        if "_" in spec.name:  # an identifier no sentence would use
            assert spec.name not in node.text(), where
        assert node.tag == "details" and not node.has("open"), f"{where}: not folded"
        check_statements(node, "karty-option__what", {"en": spec.en, "ru": spec.ru}, lang, where)
        values = node.by_class("karty-opt")
        own = [b for b in node.by_class("karty-prov") if b.get("data-for") == f"option-{spec.name}"]
        if spec.provenance:
            assert len(own) == 1, where
            check_provenance(own[0], spec.provenance, page, site, corpus, lang, where)
        else:
            assert own == [], where
        if spec.kind == "choice":
            assert [v.get("data-value") for v in values] == [json_value(c.value) for c in spec.choices], where
            for li, choice in zip(values, spec.choices, strict=True):
                v = json_value(choice.value)
                assert li.get("data-default") == ("true" if v == default else "false"), (where, v)
                # the default is labelled as such, and only the default
                assert bool(li.by_class("karty-opt__default")) == (v == default), (where, v)
                assert [c.text() for c in li.by_class("karty-opt__value")] == [
                    words(game, spec.name, choice.value, lang)], (where, v)
                blocks = li.by_class("karty-prov")
                assert len(blocks) == 1, (where, v)
                check_provenance(blocks[0], choice.provenance, page, site, corpus, lang, f"{where}={v}")
        elif spec.kind == "bool":
            assert [v.get("data-value") for v in values] == ["true", "false"], where
            assert [v.get("data-default") for v in values] == [
                "true" if spec.default else "false", "false" if spec.default else "true"], where
        else:
            assert values == [], where
            [rng] = node.by_class("karty-option__range")
            assert (rng.get("data-min"), rng.get("data-max")) == (str(spec.minimum), str(spec.maximum)), where
            # the numbers as written (1,000,000 / «1 000 000»), read back without the grouping
            digits = re.sub(r"(?<=\d)[,\u00a0](?=\d{3})", "", rng.text())
            assert str(spec.minimum) in digits and str(spec.maximum) in digits, where
    # each default value is marked once
    for node in doc.by_class("karty-option"):
        if node.get("data-type") == "choice":
            marked = [v.get("data-value") for v in node.by_class("karty-opt") if v.get("data-default") == "true"]
            assert marked == [node.get("data-default")], node.get("id")


# --------------------------------------------------------------------------- back-links


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_cited_segment_links_back_to_exactly_its_rules(site, corpus, karty, lang):
    expected = expected_backlinks(site, karty, lang)
    assert len(expected) > 80
    assert set(expected) <= {s.id for sec in corpus.sections for s in sec.segments()}
    checked = links_total = 0
    for section in corpus.sections:
        page = built_page(site, lang, f"text/{section.id}.md")
        doc = parse_file(page)
        nodes = by_id(doc)
        buttons = doc.by_class("karty-rulesbtn")
        assert len(buttons) == sum(1 for s in section.segments() if s.id in expected), section.id
        for seg in section.segments():
            node = nodes[seg.id]
            mine = node.by_class("karty-rulesbtn")
            want = expected.get(seg.id, set())
            if not want:
                assert mine == [] and not node.by_class("karty-pop--rules"), f"{lang}: {seg.id} cites nothing"
                continue
            where = f"{lang}: {seg.id}"
            assert len(mine) == 1, where
            button = mine[0]
            assert button.tag == "button" and button.get("type") == "button" and button.get("aria-label"), where
            assert button.has("data-search-exclude"), where
            # the button ends the Russian text, outside every view of it
            assert "karty-ru" in button.parent.classes, where
            pop = nodes.get(button.get("popovertarget"))
            assert pop is not None and pop.has("popover") and pop.has("data-search-exclude"), where
            up = pop
            while up is not None and up is not node:
                up = up.parent
            assert up is node, f"{where}: the popover is not in its segment"
            hrefs = [a.get("href") for a in pop.by_class("karty-backlink")]
            assert len(hrefs) == len(set(hrefs)), f"{where}: a link twice"
            got = {resolve(page, h) for h in hrefs}
            assert got == want, f"{where}: links {sorted(f for _, f in got)}, rules {sorted(f for _, f in want)}"
            for a, h in zip(pop.by_class("karty-backlink"), hrefs, strict=True):
                target, fragment = resolve(page, h)
                landing = by_id(parse_file(target)).get(fragment)
                assert landing is not None, f"{where}: {h} lands nowhere"
                if a.get("data-rule"):
                    assert fragment == a.get("data-rule") == landing.get("data-rule"), (where, h)
                    # the rule it lands on cites this segment
                    assert seg.id in [c.get("data-segment") for c in landing.by_class("karty-cite")], (where, h)
                else:
                    assert fragment == f"option-{a.get('data-option')}", (where, h)
                    assert landing.get("data-option") == a.get("data-option"), (where, h)
                    assert seg.id in [c.get("data-segment") for c in landing.by_class("karty-cite")], (where, h)
            checked += 1
            links_total += len(hrefs)
    assert checked == len(expected)
    print(f"{lang}: {checked} cited segments, {links_total} back-links")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_rules_pages_link_only_to_existing_sentences(site, corpus, lang):
    """Every link from a rules page to a reading page lands on a segment, and every
    segment that a rules page links to links back to that page."""
    for game in GAMES:
        page = rules_page(site, lang, game)
        doc = parse_file(page)
        links = doc.by_class("karty-cite__link")
        assert links
        for a in links:
            target, fragment = resolve(page, a.get("href"))
            text = parse_file(target)
            seg = by_id(text).get(fragment)
            assert seg is not None and "karty-seg" in seg.classes, a.get("href")
            back = {resolve(target, b.get("href"))[0] for b in seg.by_class("karty-backlink")}
            assert page.resolve() in back, f"{lang}: {fragment} does not link back to rules/{game}/"


# --------------------------------------------------------------------------- glossary, index, nav


@pytest.mark.parametrize("lang", LANGUAGES)
def test_glossary_rule_ids_link_to_their_rules(site, karty, lang):
    from corpus.glossary import load_glossary

    refs = [(page, ref) for page in (built_page(site, lang, f"glossary/{e.id}.md") for e in load_glossary())
            for ref in parse_file(page).by_class("karty-rule-ref")]
    assert len(refs) > 50
    for page, ref in refs:
        rid = ref.get("data-rule")
        assert ref.tag == "a", f"{lang}: {rid} is not a link"
        target, fragment = resolve(page, ref.get("href"))
        assert fragment == rid
        assert target == rules_page(site, lang, karty.REGISTRY[rid].game).resolve(), rid
        landing = by_id(parse_file(target)).get(rid)
        assert landing is not None and landing.get("data-rule") == rid, rid


@pytest.mark.parametrize("lang", LANGUAGES)
def test_rules_index_counts_and_outside_descriptions(site, karty, lang):
    page = built_page(site, lang, "rules/index.md")
    doc = parse_file(page)
    [table] = doc.find_all(lambda n: n.tag == "table" and n.get("data-karty") == "rules-summary")
    rows = {r.get("data-game"): r for r in table.find_all(lambda n: n.tag == "tr" and n.get("data-game"))}
    assert sorted(rows) == sorted(GAMES)
    for game, row in rows.items():
        rules = karty.REGISTRY.for_game(game)
        cells = {c.get("data-count"): c.text() for c in row.find_all(lambda n: n.tag == "td")}
        assert cells["rules"] == str(len(rules))
        for kind in ("source", "supplement", "editorial"):
            assert cells[kind] == str(sum(r.provenance.kind.value == kind for r in rules)), (game, kind)
        assert cells["options"] == str(len(game_rules(karty, game).options()))
        [a] = row.find_all(lambda n: n.tag == "a")
        assert resolve(page, a.get("href"))[0] == rules_page(site, lang, game).resolve()
    # every outside description named by a rule or an option is listed, and the
    # rules pages' supplement links land on it
    names = set()
    for game in GAMES:
        provs = [r.provenance for r in karty.REGISTRY.for_game(game)]
        for spec in game_rules(karty, game).options():
            provs += ([spec.provenance] if spec.provenance else []) + [c.provenance for c in spec.choices]
        names |= {n.strip() for p in provs if p.supplement for n in p.supplement.split(";") if n.strip()}
    items = {li.get("id"): li for li in doc.by_class("karty-supplement")}
    listed = {li.find_all(lambda n: n.tag == "cite")[0].text() for li in items.values()}
    assert listed == names
    for game in GAMES:
        rp = rules_page(site, lang, game)
        for a in parse_file(rp).by_class("karty-prov__supplement"):
            target, fragment = resolve(rp, a.get("href"))
            assert target == page.resolve()
            assert items[fragment].find_all(lambda n: n.tag == "cite")[0].text() == a.text()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_rules_index_introduces_every_game(site, lang):
    """The overview's opening list names every game that has a rules page (it
    listed two of the three once Стос had its page)."""
    page = built_page(site, lang, "rules/index.md")
    doc = parse_file(page)
    [article] = doc.find_all(lambda n: n.tag == "article")
    lists = article.find_all(lambda n: n.tag == "ul")
    pages = {rules_page(site, lang, g).resolve(): g for g in GAMES}
    first = lists[0]
    linked = {pages[t] for t in (resolve(page, a.get("href"))[0]
                                 for a in first.find_all(lambda n: n.tag == "a")) if t in pages}
    assert linked == set(GAMES), f"{lang}: the opening list links {sorted(linked)}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_rules_tab_and_home_card(site, lang):
    tab = {"en": "Rules", "ru": "Правила"}[lang]
    home = built_page(site, lang, "index.md")
    doc = parse_file(home)
    tabs = [a for a in doc.by_class("md-tabs__link")]
    [rules_tab] = [a for a in tabs if a.text().strip() == tab]
    assert resolve(home, rules_tab.get("href"))[0] == built_page(site, lang, "rules/index.md").resolve()
    content = doc.by_class("md-content")[0]
    targets = {resolve(home, a.get("href"))[0] for a in content.find_all(lambda n: n.tag == "a" and n.get("href"))}
    for source in ("rules/index.md", "rules/bura.md", "rules/ochko.md"):
        assert built_page(site, lang, source).resolve() in targets, source
    # the section's own navigation lists the three pages
    nav = parse_file(built_page(site, lang, "rules/bura.md"))
    hrefs = {resolve(built_page(site, lang, "rules/bura.md"), a.get("href"))[0]
             for a in nav.by_class("md-nav__link") if a.tag == "a" and a.get("href")}
    for source in ("rules/index.md", "rules/bura.md", "rules/ochko.md"):
        assert built_page(site, lang, source).resolve() in hrefs, source


def test_back_link_popovers_stay_out_of_the_search_index(site):
    index = {"docs": search_docs(site)}
    reading = [d for d in index["docs"] if re.match(r"^(ru/)?text/[a-z0-9]+/", d["location"])]
    assert reading
    for doc in reading:
        for leftover in ("Rules from this passage", "Правила к этому месту", "Rules formalising",
                         "Правила по предложению", "Правила к этому месту"):
            assert leftover not in doc["text"], (doc["location"], leftover)
    # the rules themselves are searchable, in both languages
    rules = [d for d in index["docs"] if re.match(r"^(ru/)?rules/", d["location"])]
    # (by what they state: ids are not shown, so not indexed as text)
    from karty import REGISTRY

    rule = REGISTRY["bura.rank-order"]
    assert any(rule.statement_en in d["text"] for d in rules if not d["location"].startswith("ru/"))
    assert any(rule.statement_ru in d["text"] for d in rules if d["location"].startswith("ru/"))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_large_numbers_are_grouped_as_the_language_writes_them(site, lang):
    """An option's range on the rules pages and in their "How to play" variants: the stake
    of a кон goes 'from 1 to 1,000,000' / «от 1 до 1 000 000», not '1000000'."""
    seen = 0
    for game in GAMES:
        doc = parse_file(built_page(site, lang, f"rules/{game}.md"))
        for node in doc.iter():
            if not ({"karty-option__range", "karty-howto__block--variants"} & node.classes):
                continue
            text = node.text()
            assert not re.search(r"\d{5,}", text), (lang, game, text[:200])
            seen += len(re.findall(r"\d{1,3}(?:,\d{3})+" if lang == "en" else r"\d{1,3}(?:\u00a0\d{3})+", text))
    assert seen >= 2
