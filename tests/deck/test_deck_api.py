"""Showing a card: docs/hooks/play/deck.py (build time) and docs/assets/js/cards.mjs (browser)
give the same element, the same symbol and the same name as karty's Card.name."""
from __future__ import annotations

import doctest
import json
import shutil
import subprocess
from html.parser import HTMLParser

import pytest
from deckfiles import CARDS_MJS, REPO
from karty import DECK, NotationError, Rank

ROOTS = ["", ".", "..", "../", "../../", "a b/\"<x>'"]


class Elements(HTMLParser):
    """The start tags of a fragment, in order: [(tag, {attr: value})]."""

    def __init__(self, markup: str) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.text = ""
        self.feed(markup)
        self.close()

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))

    def handle_startendtag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))

    def handle_data(self, data):
        self.text += data


def parse(markup: str) -> tuple[dict[str, str | None], dict[str, str | None]]:
    found = Elements(markup)
    assert [t for t, _ in found.tags] == ["svg", "use"], markup
    assert found.text == ""
    return found.tags[0][1], found.tags[1][1]


def test_doctests(deck_api):
    result = doctest.testmod(deck_api, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0 and result.attempted >= 5


# ------------------------------------------------------------------ build-time markup
@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("root", ROOTS)
def test_card_svg_for_every_card(deck_api, ids, lang, root):
    for card in DECK:
        svg, use = parse(deck_api.card_svg(card, lang, root))
        assert svg == {"class": "karty-card", "viewbox": "0 0 200 280", "role": "img",
                       "aria-label": card.name(lang)}
        href = use["href"]
        assert href == f"{deck_api.deck_url(root)}#{deck_api.symbol_id(card, lang)}"
        symbol = href.rsplit("#", 1)[1]
        assert symbol in ids, symbol
        assert symbol.endswith("-ru") == (lang == "ru" and card.rank >= Rank.JACK)
        # the same card in any notation
        assert deck_api.card_svg(card.russian(), lang, root) == deck_api.card_svg(card, lang, root)


def test_roots(deck_api):
    assert [deck_api.deck_url(r) for r in ("", ".", "..", "../", "../..", "/")] == [
        "assets/cards/deck.svg", "assets/cards/deck.svg", "../assets/cards/deck.svg",
        "../assets/cards/deck.svg", "../../assets/cards/deck.svg", "/assets/cards/deck.svg"]


def test_markup_is_escaped(deck_api):
    markup = deck_api.card_svg("Q♦", "en", '"><script>x</script>',
                               extra_class='a" onclick="b')
    svg, use = parse(markup)
    assert "<script" not in markup and "onclick" not in svg
    assert svg["class"] == 'karty-card a" onclick="b'
    assert use["href"] == '"><script>x</script>/assets/cards/deck.svg#card-QD'


def test_bad_input_is_refused(deck_api):
    with pytest.raises(NotationError) as err:
        deck_api.card_svg("11♥", "en")
    assert err.value.token == "11♥" and "11" in err.value.message("ru")
    with pytest.raises(ValueError, match="'de': unknown language"):
        deck_api.card_svg("10♥", "de")
    with pytest.raises(ValueError, match="'de': unknown language"):
        deck_api.back_svg("de")
    with pytest.raises(TypeError):
        deck_api.card_svg("10♥", "en", None)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_face_down_card_names_no_card(deck_api, lang):
    markup = deck_api.back_svg(lang, "../", extra_class="karty-card--s")
    svg, use = parse(markup)
    assert svg == {"class": "karty-card karty-card--back karty-card--s",
                   "viewbox": "0 0 200 280", "role": "img",
                   "aria-label": {"en": "face-down card", "ru": "карта рубашкой вверх"}[lang]}
    assert use["href"] == "../assets/cards/deck.svg#card-back"
    for card in DECK:
        for name in (card.name("en"), card.name("ru"), f"card-{card.ascii()}"):
            assert name not in markup


# ------------------------------------------------------------------ the JS module agrees
NODE_SCRIPT = """
import * as m from %s;
const out = { names: {}, ids: {}, roots: {}, errors: [], back: m.BACK_NAME,
              path: m.DECK_PATH, viewBox: m.VIEWBOX, backId: m.BACK_ID };
for (const code of JSON.parse(process.argv[1])) {
  out.names[code] = { en: m.cardName(code, "en"), ru: m.cardName(code, "ru") };
  out.ids[code] = { en: m.symbolId(code, "en"), ru: m.symbolId(code, "ru") };
}
for (const r of JSON.parse(process.argv[2])) out.roots[r] = m.deckUrl(r);
for (const [card, lang] of [["11H", "en"], ["Дч", "ru"], ["", "en"], ["10H", "de"]]) {
  try { m.cardName(card, lang); out.errors.push(null); } catch (e) { out.errors.push(e.message); }
}
out.notations = ["10h", "TH", "th", "10♥", " 10H "].map((c) => m.cardCode(c));
console.log(JSON.stringify(out));
"""


@pytest.fixture(scope="module")
def js():
    node = shutil.which("node")
    if node is None:
        pytest.fail("node is missing (the project's npm setup needs it)")
    script = NODE_SCRIPT % json.dumps(CARDS_MJS.as_uri())
    codes = [c.ascii() for c in DECK]
    proc = subprocess.run([node, "--input-type=module", "-e", script, json.dumps(codes),
                           json.dumps(ROOTS)], capture_output=True, text=True, cwd=REPO,
                          timeout=60, check=False)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


def test_js_names_and_ids_agree_with_python(js, deck_api):
    for card in DECK:
        code = card.ascii()
        assert js["names"][code] == {"en": card.name("en"), "ru": card.name("ru")}, code
        assert js["ids"][code] == {lang: deck_api.symbol_id(card, lang) for lang in ("en", "ru")}
    assert js["back"] == deck_api.BACK_NAME
    assert (js["path"], js["viewBox"], js["backId"]) == (deck_api.DECK_PATH, deck_api.VIEWBOX,
                                                        deck_api.BACK_ID)
    assert js["roots"] == {r: deck_api.deck_url(r) for r in ROOTS}


def test_js_reads_the_notations_and_refuses_bad_input(js):
    assert js["notations"] == ["10H"] * 5
    assert js["errors"][0] == "'11H': not a card (write a rank and a suit, e.g. '10H', 'QS' or 'A♠')"
    assert js["errors"][1].startswith("'Дч': not a card")
    assert js["errors"][2].startswith("'': not a card")
    assert js["errors"][3] == "'de': unknown language (expected 'en' or 'ru')"
