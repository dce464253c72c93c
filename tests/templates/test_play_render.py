"""docs/hooks/play/tables.py + docs/templates/play/: the play tables' roots and still
pictures, rendered for every game of the registry with a play table, without a build."""
from __future__ import annotations

import json
import re

import karty
import pytest
from hooks.play import tables as play
from html_tree import parse
from karty.bura import table as table_bura
from karty.web.table import table_new
from karty.web.table.token import Token

HOSTILE = '<img src=x onerror="alert(1)">'
TABLES = [g.name for g in karty.GAMES if g.table is not None]
LINKS = {"rules": {"bura": "../../rules/bura/"}, "text": {"bura": "../../text/bura/"}}


def symbols(el) -> list[str]:
    return [u.attrs["xlink:href"].split("#")[1] for u in el.find_all("use")]


@pytest.mark.parametrize("game", TABLES)
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_table_has_a_root_and_a_still_picture_in_the_pages_language(game, lang):
    root = parse(play.render_table(game, lang, "../../", LINKS))
    div = root.find("div", **{"class": "karty-play"})
    assert (div.attrs["data-game"], div.attrs["data-lang"], div.attrs["data-state"]) == (game, lang, "loading")
    assert json.loads(div.attrs["data-links"]) == LINKS
    # the root holds an empty table that says what is loading, and no card: the still
    # picture of another deal is only for a browser without JavaScript (<noscript>)
    loading = div.find("div", **{"class": "karty-play-loading"})
    assert loading.find("p").attrs["role"] == "status" and loading.find("p").text()
    assert not div.find_all("svg") and not div.find_all("figure")
    # the table's words, in the page's language, every key of play_table
    words = json.loads(div.attrs["data-words"])
    assert set(words["play"]) == set(play.label_table("play_table")[lang])
    assert words["play"] == play.label_table("play_table")[lang]
    assert words["segments"]["section.bura"] == play.label_table("segments")[lang]["section.bura"]
    noscript = root.find("noscript")
    still = noscript.find("figure").find("div", **{"class": "karty-still-table"})
    groups = [g for g in still.iter() if g.attrs.get("role") == "group"]
    assert groups and all(g.attrs["aria-label"] for g in groups)
    svgs = still.find_all("svg")
    assert svgs and all(s.attrs["role"] == "img" and s.attrs["aria-label"] for s in svgs)
    assert all(u.attrs["xlink:href"].startswith("../../assets/cards/deck.svg#card-")
               for u in still.find_all("use"))
    assert "JavaScript" in noscript.find("p").text() and noscript.find("figcaption").text()
    # the same table in the other language is another text, and the words are not keys
    other = play.render_table(game, "ru" if lang == "en" else "en", "../../", LINKS)
    assert parse(other).find("figcaption").text() != noscript.find("figcaption").text()
    assert "nojs" not in root.text() and "still" not in noscript.find("figcaption").text()


def test_the_bura_picture_shows_the_readers_cards_and_hides_the_computers():
    html = play.render_table("bura", "en", "", LINKS)
    table = table_new({"game": "bura", "secret": play.STILL_SECRET, "level": "n", "lang": "en"})
    t = table_bura.open_table(Token.parse(table["token"]), bytes.fromhex(play.STILL_SECRET))
    hand = parse(html).find("div", **{"class": "karty-still-row karty-still-hand"})
    assert sorted(symbols(hand)) == sorted(f"card-{c}" for c in table["table"]["hand"])
    computer = parse(html).find("div", **{"class": "karty-still-row karty-still-computer"})
    assert symbols(computer) == ["card-back"] * len(t.state.hands[1])
    hidden = {c.ascii() for c in t.state.hands[1] + t.state.stock} - {t.state.trump_card.ascii()}
    shown = set(re.findall(r"#card-([0-9JQKA]+[SCDH])", str(html)))
    assert shown and not shown & hidden
    names = {c.name("en") for c in t.state.hands[1]}
    assert not any(n in str(html) for n in names)


def test_data_is_escaped():
    html = str(play.render_table("ochko", "en", '"><script>', {"rules": {"x": HOSTILE}, "text": {}}))
    assert "<script>" not in html and "<img" not in html
    div = parse(html).find("div", **{"class": "karty-play"})
    assert json.loads(div.attrs["data-links"])["rules"]["x"] == HOSTILE


@pytest.mark.parametrize("game", ["durak", "poker", '"><b>'])
def test_a_game_without_a_table_is_refused_naming_it(game):
    assert game not in TABLES
    with pytest.raises(karty.NotationError) as e:
        play.render_table(game, "en", "", LINKS)
    assert repr(game)[1:-1] in e.value.en and repr(game)[1:-1] in e.value.ru
