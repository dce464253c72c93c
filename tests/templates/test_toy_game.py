"""Issue 26, item 5, "the proof": a game is one package.

A toy fourth game, High card (tests/templates/highcard/: each player is dealt a card,
keeps it or swaps it for the top card of the deck, the higher rank wins), is defined
here, in the test folder, and registered for this module's tests with
``karty.games.registered`` (what its one entry in ``karty.games.GAMES`` would do). From
its package alone the site's hooks build its rules page (the ``rules``, ``options`` and
``howto`` markers, through hooks.core.markers as the build calls it) and its play page
(hooks.play.tables, with the page's links), its play table answers ``table_new`` and
``table_move``, and the conformance suite's checks (tests/engine/test_conformance.py)
hold over it, every option value too. Besides its package, the only files outside
``karty`` it needs are new ones (its pages, its still picture ``play/highcard.html``),
put on the template loader's path here. No build: the hooks' own entry points are
called with the page objects they read.

The proof fails if a shared module has to name the game: the toy's name appears in no
shared module of the engine, the hooks or the scripts (the search of
tests/test_no_game_names.py), and outside the ``with`` block the registry does not know
it. ARCHITECTURE.md's "Adding a game" says what this needed.
"""
from __future__ import annotations

import importlib.util
import inspect
import json
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType, SimpleNamespace
from typing import Any

import karty
import pytest
from hooks.core import markers as core_markers
from hooks.core import templating
from hooks.play import tables as play
from html_tree import parse
from jinja2 import ChoiceLoader, FileSystemLoader
from karty import REGISTRY
from karty.web.table import table_load, table_move, table_new
from karty.web.table.token import Token, keys_for
from mkdocs.structure.files import File, Files

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
TOY = "highcard"
SECRET = "5e" * 16


def _by_path(name: str, path: Path) -> ModuleType:
    """A test module of another folder (not on sys.path), loaded by its path."""
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


conformance = _by_path("toy_conformance", REPO / "tests" / "engine" / "test_conformance.py")
names = _by_path("toy_no_game_names", REPO / "tests" / "test_no_game_names.py")


@pytest.fixture(scope="module")
def toy() -> Iterator[Any]:
    """The toy registered, its still picture on the template loader's path; afterwards
    the registry, its rules and the loader as they were."""
    rules_before = {r.id for r in REGISTRY}
    import highcard

    env = templating.environment()
    loader = env.loader
    env.loader = ChoiceLoader([FileSystemLoader(str(HERE / "highcard" / "templates")), loader])
    if env.cache is not None:
        env.cache.clear()
    try:
        with karty.games.registered(highcard.SPEC):
            yield highcard
    finally:
        env.loader = loader
        if env.cache is not None:
            env.cache.clear()
        for rule_id in {r.id for r in REGISTRY} - rules_before:
            del REGISTRY._rules[rule_id]
        for module in [m for m in sys.modules if m == TOY or m.startswith(f"{TOY}.")]:
            del sys.modules[module]


# ------------------------------------------------------------------ the registry
def test_before_the_block_the_toy_is_not_a_game():
    # (first in the module: the fixture registers the toy until the module's end)
    assert TOY not in [g.name for g in karty.GAMES]
    with pytest.raises(karty.KartyError, match=TOY):
        karty.load_game(TOY)


def test_the_registry_knows_the_toy_only_while_it_is_registered(toy):
    assert [g.name for g in karty.GAMES][-1] == TOY == karty.load_game(TOY).name
    assert karty.games.GAMES is karty.GAMES and karty.games.table_game(TOY).table
    assert karty.load_game(TOY).parameters() == {"rules": {"ace": toy.Ace.HIGH, "stake": 1},
                                                 "setup": {}}
    with pytest.raises(karty.KartyError, match="already a game"), \
            karty.games.registered(toy.SPEC):
        pass


def test_no_shared_module_names_the_toy(toy):
    # its name, and its titles as written (Очко's «high card» draw is another thing)
    pattern = re.compile(f"(?i:{TOY})|{toy.SPEC.title_en}|{toy.SPEC.title_ru}")
    found = [f"{path.relative_to(REPO)}:{line}"
             for path in names.shared_files() if path.suffix in (".py", ".js", ".mjs")
             for line, text in (names.python_code(path.read_text(encoding="utf-8"))
                                if path.suffix == ".py"
                                else names.script_code(path.read_text(encoding="utf-8")))
             if pattern.search(text)]
    assert not found, f"a shared module names the toy game: {found}"
    # nor do the templates and the words, but for its own new still picture
    shared = [p for p in (REPO / "docs" / "templates").rglob("*.html")] + [REPO / "docs" / "labels.yaml"]
    assert not [p for p in shared if pattern.search(p.read_text(encoding="utf-8"))]


# ------------------------------------------------------------------ the contract
def _checks(*params: str) -> list[str]:
    """The conformance suite's tests over one game whose parameters are ``params``."""
    return [n for n, f in vars(conformance).items() if n.startswith("test_") and callable(f)
            and list(inspect.signature(f).parameters) == list(params)]


#: The suite's tests that take no game: the one that sees that every option is swept
#: (done below for the toy) and the search's own check.
NOT_OVER_A_GAME = {"test_every_option_value_is_covered"}


def test_every_conformance_check_is_run_over_the_toy():
    every = {n for n in vars(conformance) if n.startswith("test_")}
    run = {*_checks("name"), *_checks("name", "seed"), *_checks("name", "option", "value")}
    assert every - run == NOT_OVER_A_GAME, "a conformance check the toy does not run"


@pytest.mark.parametrize("check", _checks("name"))
def test_each_conformance_check_holds_over_the_toy(toy, check):
    getattr(conformance, check)(TOY)


@pytest.mark.parametrize("seed", range(20))
def test_the_conformance_playouts_hold_over_the_toy(toy, seed):
    for check in _checks("name", "seed"):
        getattr(conformance, check)(TOY, seed)


def test_the_conformance_checks_hold_over_every_option_value_of_the_toy(toy):
    values = conformance.option_values(TOY)
    assert {o for o, _ in values} == {o.name for o in toy.Rules.options()}
    assert ("ace", toy.Ace.LOW) in values and ("stake", 5) in values
    for option, value in values:
        for check in _checks("name", "option", "value"):
            if not check.endswith("_50_seeds"):  # the slow sweep: KARTY_SLOW's
                getattr(conformance, check)(TOY, option, value)


def test_the_ace_option_decides_the_showdown(toy):
    def showdown(rules):
        s = toy.HighCardState(rules).replay(["deal AS", "deal KS", "keep", "keep"])
        return s.returns()
    assert showdown(toy.Rules()) == (1, -1)
    assert showdown(toy.Rules(ace=toy.Ace.LOW, stake=3)) == (-3, 3)


# ------------------------------------------------------------------ the pages
def _files(*paths: str) -> Files:
    return Files([File(p, "docs", "site", use_directory_urls=True) for p in paths])


def _page(path: str, files: Files) -> Any:
    f = files.get_file_from_path(path)
    return SimpleNamespace(file=f, url=f.url, toc=[], present_anchor_ids=set(), meta={})


RULES_PAGE = """<h1>The rules of High card</h1>
<h2 id="how-to-play">How to play</h2>
<!-- karty:howto highcard -->
<h2 id="rules">The rules in full</h2>
<!-- karty:rules highcard -->
<h2 id="options">Options</h2>
<!-- karty:options highcard -->
"""


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_rules_page_is_built_from_the_package(toy, lang):
    files = _files("rules/index.md", "rules/highcard.md", "play/highcard.md")
    page = _page("rules/highcard.md", files)
    html = core_markers.on_page_content(RULES_PAGE, page, SimpleNamespace(theme={"language": lang}),
                                        files)
    assert "karty:" not in html
    root = parse(html)
    rules = root.find("div", **{"class": "karty-rules"}) if root.find_all(
        "div", **{"class": "karty-rules"}) else root.find(**{"data-game": TOY})
    assert rules is not None
    ids = {r.id for r in REGISTRY.for_game(TOY)}
    assert {a.attrs["id"] for a in root.find_all("article") if a.attrs.get("data-rule")} == ids
    for r in REGISTRY.for_game(TOY):
        assert r.statement(lang) in root.text()
    options = {d.attrs["data-option"] for d in root.find_all("details")
               if d.attrs.get("data-option")}
    assert options == {"ace", "stake"}
    words = toy.Rules.VALUE_WORDS["ace"]["low"][1 if lang == "ru" else 0]
    assert words in root.text()  # the option's value in words, from its package
    # the how-to summary: every section, each linked to the toy's rules, its values table
    how = root.find("section", **{"data-game": TOY})
    sections = [b.attrs["data-section"] for b in how.iter()
                if b.attrs.get("data-section")]
    assert sections == [*karty.howto.SECTIONS, "variants"]
    assert {a.attrs["data-rule"] for a in how.find_all("a") if a.attrs.get("data-rule")} == ids
    rows = [td.attrs["data-ranks"] for td in how.find_all("td") if td.attrs.get("data-ranks")]
    assert rows == ["A K Q J 10 9 8 7 6", "K Q J 10 9 8 7 6 A"]
    assert toy.Rules.VALUE_WORDS["ace"]["high"][1 if lang == "ru" else 0] in how.text()
    sentence = toy.howto.SENTENCES[0].text(lang)
    assert re.sub(r"\[([^\]]+)\]\([^)]+\)", r"\1", sentence).format(deck=36) in \
        " ".join(how.text().split())
    # the page's table of contents got the summary's, the rules' and the options' entries
    assert set(page.present_anchor_ids) >= {"how-players", "how-variants", *ids}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_play_page_is_built_from_the_package(toy, lang):
    files = _files("rules/index.md", "rules/highcard.md", "play/highcard.md")
    page = _page("play/highcard.md", files)
    html = play.on_page_content('<div class="karty-play" data-game="highcard"></div>', page,
                                SimpleNamespace(theme={"language": lang}), files)
    root = parse(html)
    div = root.find("div", **{"class": "karty-play"})
    assert (div.attrs["data-game"], div.attrs["data-lang"]) == (TOY, lang)
    assert page.meta[play.ENGINE_NOW] is True  # its head starts the engine at once (main.html)
    assert json.loads(div.attrs["data-links"])["rules"] == {TOY: "../../rules/highcard/"}
    # the still picture: the reader's card face up, the computer's face down and absent
    dealt = table_new({"game": TOY, "secret": play.STILL_SECRET, "lang": lang})
    still = root.find("noscript").find("div", **{"class": "karty-still-table"})
    uses = [u.attrs["xlink:href"].split("#")[1] for u in still.find_all("use")]
    assert uses.count("card-back") == 1
    faces = [u.removesuffix("-ru") for u in uses if u != "card-back"]
    assert faces == [f"card-{c}" for c in dealt["table"]["open"] + dealt["table"]["hand"]]
    assert all(g.attrs["aria-label"] for g in still.iter() if g.attrs.get("role") == "group")


# ------------------------------------------------------------------ the play table
def test_the_table_deals_plays_and_hides_the_computers_card(toy):
    new = table_new({"game": TOY, "secret": SECRET, "lang": "en"})
    assert new["token"].startswith(f"{TOY}.2.") and not new["over"] and new["moves"]
    # the same deal, replayed from the token's key: the computer's card (kept, or drawn
    # after a swap) is nowhere in the reply, by any name
    keys = keys_for(TOY, bytes.fromhex(SECRET), 1)
    state, _, _ = toy.table._play(Token.parse(new["token"]), keys)
    computer = state.hands[0]
    assert computer is not None and not state.is_terminal()
    reply = json.dumps(new, ensure_ascii=False)
    assert str(computer) not in reply and f'"{computer.ascii()}"' not in reply
    assert computer.name("en") not in reply and computer.name("ru") not in reply
    assert table_load({"token": new["token"], "secret": SECRET})["token"] == new["token"]
    done = table_move({"token": new["token"], "secret": SECRET, "move": "swap", "lang": "ru"})
    assert done["over"] and sum(done["returns"]) == 0 and done["moves"] is None
    assert done["new"] and all(e["rule"].startswith(f"{TOY}.") for e in done["new"])
    assert all(e["text"] and re.search("[а-я]", e["text"]) for e in done["new"])
    with pytest.raises(karty.NotationError, match="move"):
        table_move({"token": done["token"], "secret": SECRET, "move": "keep"})


# ------------------------------------------------------------------ mkdocs.yml
def _mkdocs() -> dict[str, Any]:
    import yaml

    class Loader(yaml.SafeLoader):
        pass

    Loader.add_multi_constructor("tag:yaml.org,2002:python/", lambda *_: None)
    Loader.add_constructor("!ENV", lambda *_: None)
    config: dict[str, Any] = yaml.load((REPO / "mkdocs.yml").read_text(encoding="utf-8"),
                                       Loader=Loader)
    return config


def _nav(items: Any, trail: tuple[str, ...] = ()) -> Iterator[tuple[tuple[str, ...], str]]:
    for item in items:
        if isinstance(item, dict):
            for title, value in item.items():
                if isinstance(value, list):
                    yield from _nav(value, (*trail, title))
                else:
                    yield (*trail, title), value


def test_what_mkdocs_yml_needs_of_a_game_is_its_nav_and_its_russian_title():
    """The toy builds no site; what "Adding a game" says of mkdocs.yml, held over the
    registry's games: its rules page under Rules (and its play page under Play, if it
    has a table) titled with the spec's ``title_en``, and that title's Russian, the
    spec's ``title_ru``, in the i18n plugin's ``nav_translations``."""
    config = _mkdocs()
    nav = {page: trail for trail, page in _nav(config["nav"])}
    i18n = next(p["i18n"] for p in config["plugins"] if isinstance(p, dict) and "i18n" in p)
    ru = next(lang for lang in i18n["languages"] if lang["locale"] == "ru")
    for spec in (g for g in karty.GAMES if g.name != TOY):  # the toy builds no site
        assert nav[f"rules/{spec.name}.md"] == ("Rules", spec.title_en)
        if spec.table is not None:
            assert nav[f"play/{spec.name}.md"] == ("Play", spec.title_en)
        assert ru["nav_translations"][spec.title_en] == spec.title_ru
