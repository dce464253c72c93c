"""The deck's sprite (docs/assets/cards/deck.svg): what tools/make_deck.py draws, every
card and the back, self-contained, small, and with suit colours that can be told apart."""
from __future__ import annotations

import gzip
import itertools
import re
import xml.etree.ElementTree as ET

import pytest
from deckfiles import CARDS_CSS, SPRITE, SVG

RANKS = ("6", "7", "8", "9", "10", "J", "Q", "K", "A")
SUITS = ("S", "C", "D", "H")
RU = {"J": "В", "Q": "Д", "K": "К", "A": "Т"}
SUIT_PROP = {"S": "--karty-suit-s", "C": "--karty-suit-c", "D": "--karty-suit-d",
             "H": "--karty-suit-h"}
MAX_RAW = 80_000
MAX_GZIP = 12_000


def tag(node: ET.Element) -> str:
    return node.tag.removeprefix(SVG)


def refs(node: ET.Element, ids: dict[str, ET.Element], seen: set[str] | None = None) -> set[str]:
    """Every id that ``node`` uses, directly or through what it uses."""
    seen = set() if seen is None else seen
    for n in node.iter():
        href = n.get("href")
        if href and href.startswith("#") and href[1:] not in seen:
            seen.add(href[1:])
            refs(ids[href[1:]], ids, seen)
    return seen


def subtree_text(node: ET.Element, ids: dict[str, ET.Element]) -> str:
    return "".join(ET.tostring(n, encoding="unicode")
                   for n in [node, *(ids[i] for i in sorted(refs(node, ids)))])


# ------------------------------------------------------------------ the file
def test_committed_sprite_is_what_the_generator_draws(make_deck, sprite_text):
    assert make_deck.build() == sprite_text, "run: python tools/make_deck.py"
    assert make_deck.main(["--check"]) == 0


def test_generator_check_fails_on_a_changed_sprite(make_deck, monkeypatch, tmp_path):
    changed = tmp_path / "deck.svg"
    changed.write_text(make_deck.build().replace("card-back", "card-bak"), encoding="utf-8")
    monkeypatch.setattr(make_deck, "OUT", changed)
    monkeypatch.setattr(make_deck, "REPO", tmp_path)
    assert make_deck.main(["--check"]) == 1


def test_sprite_is_well_formed_svg(sprite):
    assert sprite.tag == f"{SVG}svg"


def test_every_card_and_the_back_has_a_symbol(ids):
    expected = {f"card-{r}{s}" for r in RANKS for s in SUITS}
    expected |= {f"card-{r}{s}-ru" for r in RU for s in SUITS}
    expected.add("card-back")
    assert len(expected) == 36 + 16 + 1
    cards = {i for i in ids if i.startswith("card-")}
    assert cards == expected
    for i in expected:
        assert tag(ids[i]) == "symbol", i
        assert ids[i].get("viewBox") == "0 0 200 280", i


def test_every_reference_is_inside_the_sprite(sprite, ids):
    for node in sprite.iter():
        for name, value in node.attrib.items():
            if name.endswith("href"):
                assert value.startswith("#") and value[1:] in ids, (tag(node), value)


def test_no_external_references_and_no_fonts(sprite, sprite_text):
    banned = {"image", "foreignObject", "script", "style", "text", "a", "font", "font-face",
              "feImage", "iframe", "link"}
    assert {tag(n) for n in sprite.iter()} & banned == set()
    for node in sprite.iter():
        for name, value in node.attrib.items():
            low = value.lower()
            assert not any(s in low for s in ("http", "//", "data:", "url(", "@import")), (name, value)
            assert "font" not in name.lower() and "font" not in low, (name, value)
    # the only address in the file is the SVG namespace itself
    assert re.findall(r"https?:[^\s\"']*", sprite_text) == ["http://www.w3.org/2000/svg"]


def test_sprite_is_small():
    raw = SPRITE.read_bytes()
    packed = gzip.compress(raw, compresslevel=9, mtime=0)
    assert len(raw) < MAX_RAW, f"{len(raw)} bytes raw"
    assert len(packed) < MAX_GZIP, f"{len(packed)} bytes gzipped"


# ------------------------------------------------------------------ the faces
@pytest.mark.parametrize("suit", SUITS)
@pytest.mark.parametrize("rank", ["6", "7", "8", "9", "10"])
def test_number_cards_show_their_pips_and_index(ids, rank, suit):
    symbol = ids[f"card-{rank}{suit}"]
    pips = [n for n in symbol.iter() if n.get("href") == f"#p{suit}"]
    assert len(pips) == int(rank)
    used = refs(symbol, ids)
    assert f"r{rank}" in used and f"s{suit}" in used
    others = {f"{k}{s}" for k in "psb" for s in SUITS if s != suit}
    assert used & others == set()
    assert f"color:var({SUIT_PROP[suit]}," in ET.tostring(symbol, encoding="unicode")


@pytest.mark.parametrize("suit", SUITS)
@pytest.mark.parametrize("rank", list(RU))
def test_pictures_and_aces_have_latin_and_russian_indices(ids, rank, suit):
    latin, russian = ids[f"card-{rank}{suit}"], ids[f"card-{rank}{suit}-ru"]
    used_latin, used_russian = refs(latin, ids), refs(russian, ids)
    assert f"r{rank}" in used_latin and f"r{RU[rank]}" not in used_latin
    assert f"r{RU[rank]}" in used_russian and f"r{rank}" not in used_russian
    # the same picture under both indices
    assert f"a{rank}{suit}" in used_latin and f"a{rank}{suit}" in used_russian
    art = {"J": "fJ", "Q": "fQ", "K": "fK", "A": "ace"}[rank]
    assert art in used_latin
    for symbol in (latin, russian):
        assert f"color:var({SUIT_PROP[suit]}," in ET.tostring(symbol, encoding="unicode")


def test_number_cards_are_shared_by_both_languages(ids):
    assert not any(f"card-{r}{s}-ru" in ids for r in ("6", "7", "8", "9", "10") for s in SUITS)


def test_pip_layouts_are_the_usual_ones_and_clear_of_the_indices(make_deck):
    """Half-turn symmetric (a card reads the same either way up) but for the seven, whose
    seventh pip is above the middle as on real cards; inside the card, off the corner
    indices, and not overlapping each other."""
    half = make_deck.PIP / 2
    index_right = make_deck.INDEX_X + 27  # the widest index ("10", "Д") ends before this
    index_bottom = make_deck.INDEX_SUIT_Y + make_deck.INDEX_SUIT
    for rank, points in make_deck.LAYOUT.items():
        assert len(points) == int(rank)
        turned = {(round(200 - x, 1), round(280 - y, 1)) for x, y in points}
        if rank == "7":
            assert set(points) - set(make_deck.LAYOUT["6"]) == {(100, 90)}
        else:
            assert turned == {(round(x, 1), round(y, 1)) for x, y in points}, rank
        for x, y in points:
            assert half <= x - 0 and x + half <= 200 and half <= y and y + half <= 280
            assert not (x - half < index_right and y - half < index_bottom), (rank, x, y)
        for (ax, ay), (bx, by) in itertools.combinations(points, 2):
            # pips are about as wide as high; centres closer than 0.95 pip would overlap
            assert ((ax - bx) ** 2 + (ay - by) ** 2) ** 0.5 >= 0.95 * make_deck.PIP, rank


# ------------------------------------------------------------------ the back
def test_the_back_carries_no_identity(ids):
    back = ids["card-back"]
    assert refs(back, ids) == {"face"}
    text = subtree_text(back, ids)
    assert "--karty-suit" not in text
    assert not re.search(r'href="#(?!face")', text)


def test_the_back_is_the_same_either_way_up(ids):
    """A back that changed under a half turn would let a card's orientation mark it."""
    back = ids["card-back"]
    assert sum(1 for n in back.iter() if n.get("d")) == 1
    for node in back.iter():
        if node.get("d"):  # the lattice
            segments = re.findall(r"M([\d.]+),([\d.]+)L([\d.]+),([\d.]+)", node.get("d"))
            assert len(segments) > 20
            ends = {frozenset({(float(a), float(b)), (float(c), float(d))})
                    for a, b, c, d in segments}
            turned = {frozenset({(200 - x, 280 - y) for x, y in seg}) for seg in ends}
            assert ends == turned
        for x, y, w, h in [(node.get("x"), node.get("y"), node.get("width"), node.get("height"))]:
            if x is not None and w is not None:  # rectangles centred on the card
                assert float(x) * 2 + float(w) == 200 and float(y) * 2 + float(h) == 280
        if node.get("cx") is not None:
            assert (node.get("cx"), node.get("cy")) == ("100", "140")


# ------------------------------------------------------------------ colours
def _lin(c: float) -> float:
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _rgb(hex_colour: str) -> tuple[float, float, float]:
    h = hex_colour.lstrip("#")
    r, g, b = (int(h[i:i + 2], 16) / 255 for i in (0, 2, 4))
    return r, g, b


def luminance(hex_colour: str) -> float:
    r, g, b = (_lin(c) for c in _rgb(hex_colour))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: str, b: str) -> float:
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


# Machado, Oliveira & Fernandes (2009), "A physiologically-based model for simulation of
# color vision deficiency", severity 1.0, on linear RGB.
CVD = {
    "protan": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
               (-0.003882, -0.048116, 1.051998)),
    "deutan": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
               (-0.011820, 0.042940, 0.968881)),
    "tritan": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
               (0.004733, 0.691367, 0.303900)),
}


def lab(hex_colour: str, vision: str | None = None) -> tuple[float, float, float]:
    """CIELAB (D65) of a colour as seen with ``vision`` (None: normal)."""
    lin = [_lin(c) for c in _rgb(hex_colour)]
    if vision:
        lin = [min(max(sum(m * v for m, v in zip(row, lin, strict=True)), 0.0), 1.0)
               for row in CVD[vision]]
    r, g, b = lin
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def delta_e(a: tuple[float, float, float], b: tuple[float, float, float]) -> float:
    return sum((p - q) ** 2 for p, q in zip(a, b, strict=True)) ** 0.5


def palettes(make_deck) -> dict[str, dict[str, str]]:
    two = {s: make_deck.COLOURS[s][1] for s in SUITS}
    return {"two-colour": two, "four-colour": {**two, **make_deck.FOUR_COLOUR}}


def test_suit_colours_keep_3_to_1_on_the_face(make_deck):
    face = make_deck.COLOURS["face"][1]
    for name, palette in palettes(make_deck).items():
        for suit, colour in palette.items():
            assert contrast(colour, face) >= 3.0, (name, suit, colour)


def test_the_four_colours_stay_apart_for_colour_blind_readers(make_deck):
    """Every pair of the four suit colours keeps a CIELAB distance of at least 20 under
    simulated protanopia, deuteranopia and tritanopia (red against green is the usual
    trap), and of at least 40 with normal vision."""
    palette = palettes(make_deck)["four-colour"]
    for vision, least in ((None, 40), ("protan", 20), ("deutan", 20), ("tritan", 20)):
        for a, b in itertools.combinations(SUITS, 2):
            d = delta_e(lab(palette[a], vision), lab(palette[b], vision))
            assert d >= least, (vision, a, b, round(d, 1))


def test_the_colour_check_can_fail():
    # the stock red and green of a four-colour deck, which deuteranopes confuse
    assert delta_e(lab("#b3261e", "deutan"), lab("#4a7a12", "deutan")) < 20
    assert contrast("#f7f0df", "#e0c080") < 3.0


def _css_block(css: str, selector: str) -> dict[str, str]:
    match = re.search(re.escape(selector) + r"\s*\{([^}]*)\}", css)
    assert match, selector
    return dict(re.findall(r"(--karty-[\w-]+)\s*:\s*([^;]+);", match.group(1)))


def test_cards_css_states_the_sprites_colours(make_deck):
    css = CARDS_CSS.read_text(encoding="utf-8")
    root = _css_block(css, ":root")
    for prop, default in make_deck.COLOURS.values():
        assert root.get(prop, "").lower() == default.lower(), prop
    four = _css_block(css, ".karty-four-colour")
    assert four == {SUIT_PROP[s]: c for s, c in make_deck.FOUR_COLOUR.items()}
