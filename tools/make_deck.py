#!/usr/bin/env python3
"""Draw the project's deck of cards: docs/assets/cards/deck.svg, one SVG symbol sprite.

    python tools/make_deck.py            write the sprite
    python tools/make_deck.py --check    exit 1 if the committed sprite differs from this drawing

Standard library only, deterministic (the same bytes on every run); tests/deck/ checks
that the committed file is what this script draws.

What the sprite holds (every card is a ``<symbol viewBox="0 0 200 280">``):

* ``card-<rank><suit>`` for the 36 cards, with Latin indices: ranks ``6``…``10``, ``J``,
  ``Q``, ``K``, ``A``; suits ``S`` ``C`` ``D`` ``H`` (as ``karty.Card.ascii()``);
* ``card-<rank><suit>-ru`` for the jacks, queens, kings and aces with the Russian indices
  В, Д, К, Т (the number cards are the same in both languages);
* ``card-back``, the back: a pattern that carries no identity of any card.

The look: a stencilled deck on paper. Suits, indices and figures are solid shapes cut by
thin "bridges" (the paper ties of a stencil), in at most three inks: the suit's colour,
a dark ink and an ochre. Everything is drawn as paths: no text, no fonts, nothing from
another file or host.

Colours are CSS custom properties with the defaults below, read where the card is
shown (``<use>`` passes inherited properties into the sprite), so one sprite serves the
two-colour and the four-colour decks and any page theme; docs/assets/css/cards.css sets
them.
"""
from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
OUT = REPO / "docs" / "assets" / "cards" / "deck.svg"

W, H = 200, 280  # a card's viewBox (5:7)
CX, CY = W // 2, H // 2  # the centre: the lower half of a card is the upper half turned
TURN = f"rotate(180 {CX} {CY})"

RANKS = ("6", "7", "8", "9", "10", "J", "Q", "K", "A")
SUITS = ("S", "C", "D", "H")
PICTURES = ("J", "Q", "K")
RU_INDEX = {"J": "В", "Q": "Д", "K": "К", "A": "Т"}  # the ranks whose index differs in Russian

# name: (custom property, default). The suit colours keep >= 3:1 on the face.
COLOURS: dict[str, tuple[str, str]] = {
    "face": ("--karty-face", "#f7f0df"),
    "edge": ("--karty-edge", "#6b5846"),
    "ink": ("--karty-ink", "#231d1a"),
    "ochre": ("--karty-ochre", "#a8741c"),
    "back": ("--karty-back", "#2d4a62"),
    "panel": ("--karty-panel", "#efe2c3"),
    "S": ("--karty-suit-s", "#231d1a"),
    "C": ("--karty-suit-c", "#231d1a"),
    "D": ("--karty-suit-d", "#b3261e"),
    "H": ("--karty-suit-h", "#b3261e"),
}
#: The four-colour deck (cards.css, class ``karty-four-colour``): ♦ blue, ♣ green.
FOUR_COLOUR = {"D": "#2038b0", "C": "#087060"}


def var(name: str) -> str:
    prop, default = COLOURS[name]
    return f"var({prop},{default})"


def num(v: float) -> str:
    r = round(v, 1)
    return str(int(r)) if r == int(r) else f"{r}"


# ------------------------------------------------------------------ suits (100 × 100)
SUIT_PATH = {
    "H": "M50,95C44,84 30,73 18,61C8,51 3,42 3,31C3,16 14,6 27,6C38,6 46,13 50,23"
         "C54,13 62,6 73,6C86,6 97,16 97,31C97,42 92,51 82,61C70,73 56,84 50,95Z",
    "D": "M50,1C60,19 74,35 92,50C74,65 60,81 50,99C40,81 26,65 8,50C26,35 40,19 50,1Z",
    "S": "M50,3C58,18 74,30 86,42C95,51 98,58 98,66C98,79 88,88 76,88C66,88 58,83 54,76"
         "C55,86 59,93 68,98H32C41,93 45,86 46,76C42,83 34,88 24,88C12,88 2,79 2,66"
         "C2,58 5,51 14,42C26,30 42,18 50,3Z",
    "C": "M28,28a22,22 0 1,0 44,0a22,22 0 1,0-44,0Z"
         "M4,61a22,22 0 1,0 44,0a22,22 0 1,0-44,0Z"
         "M52,61a22,22 0 1,0 44,0a22,22 0 1,0-44,0Z"
         "M38,52a12,12 0 1,0 24,0a12,12 0 1,0-24,0Z"
         "M50,55C51,74 57,88 68,98H32C43,88 49,74 50,55Z",
}
# the stencil's bridge: the stem of a spade or a club is cut from its blade or leaves
SUIT_BRIDGE = {"S": "M36,91H64", "C": "M40,80H60"}

# ------------------------------------------------------------------ indices
# Glyphs as centre lines stroked SW wide, GH high: (width, line, bridges). The digits
# have no bridges (a cut "0" reads as "D" at 40 px); the letters do.
SW = 10  # the index's stroke
GH = 50  # the glyph's height (centre line)
GLYPH: dict[str, tuple[float, str, str]] = {
    "1": (8, "M0,9L8,0V50", ""),
    "0": (18, "M0,9V41A9,9 0 0 0 18,41V9A9,9 0 0 0 0,9Z", ""),
    "6": (24, "M22,0C9,1 0,16 0,38M0,38A12,12 0 1 0 24,38A12,12 0 1 0 0,38Z", ""),
    "7": (24, "M0,0H24C15,15 10,32 9,50", ""),
    "8": (26, ("M2.5,10.5a10.5,10.5 0 1,0 21,0a10.5,10.5 0 1,0-21,0ZM0,37a13,13 0 1,0 26,0"
              "a13,13 0 1,0-26,0Z"), ""),
    "A": (32, "M0,50L16,0L32,50M6,35H26", "M16,-8V10"),
    "J": (20, "M3,0H20V37A10,10 0 0 1 0,37", ""),
    "Q": (24, "M0,12V38A12,12 0 0 0 24,38V12A12,12 0 0 0 0,12ZM14,38L27,54", "M12,-6V7"),
    "K": (24, "M0,0V50M24,0L3,27M11,19L25,50", "M8,6V44"),
    "В": (24, "M13,23H0V0H12A11.5,11.5 0 0 1 12,23A13.5,13.5 0 0 1 12,50H0V23", "M7,-6V56"),
    "Д": (32, "M-1,54V40H33V54M6,40C10,27 11,13 11,0H26V40", "M18.5,-6V6"),
    "Т": (30, "M0,0H30M15,0V50", "M9,6.5H21"),
}
GLYPH["9"] = GLYPH["6"]  # drawn turned, see _rank_def
GLYPH["К"] = GLYPH["K"]

INDEX_X = 30  # the centre of the corner index column
INDEX_Y = 13  # the top of the glyph's centre line
INDEX_SUIT = 40  # the corner suit mark's size
INDEX_SUIT_Y = 74  # its top

# ------------------------------------------------------------------ pips (number cards)
PIP = 34
COL = (74, 126)
ROWS4 = (38, 106, 174, 242)
ROWS3 = (38, 140, 242)
LAYOUT: dict[str, list[tuple[float, float]]] = {
    "6": [(x, y) for y in ROWS3 for x in COL],
    "7": [(x, y) for y in ROWS3 for x in COL] + [(CX, 90)],
    "8": [(x, y) for y in ROWS3 for x in COL] + [(CX, 90), (CX, 190)],
    "9": [(x, y) for y in ROWS4 for x in COL] + [(CX, CY)],
    "10": [(x, y) for y in ROWS4 for x in COL] + [(CX, 72), (CX, 208)],
}

# ------------------------------------------------------------------ pictures
# The panel of the jacks, queens, kings and aces: notched where the indices sit.
FRAME = "M58,12H188V160H142V268H12V120H58Z"
# Each figure is its upper half (y < 140), drawn again turned. Pieces are filled
# shapes outlined in the paper's colour (the stencil's gaps where they overlap);
# (fill, path) in drawing order; fills name COLOURS or "suit".
# the shoulders keep out of the notch (x < 58, y < 120)
ROBE_L = "M26,140C26,128 34,122 52,121C60,120 62,112 68,108C74,104 80,102 86,100"
ROBE_R = "C120,102 126,104 132,108C138,112 140,120 148,121C166,122 174,128 174,140Z"
# the sleeves: stencil cuts from the shoulders to the divider
SLEEVES = ("face", 3, "M50,123C58,128 62,134 64,140M150,123C142,128 138,134 136,140")
FIGURE: dict[str, list[tuple[str, str]]] = {
    "K": [
        ("suit", ROBE_L + "L100,118L114,100" + ROBE_R),
        ("ochre", "M80,100L100,124L120,100L126,103L100,132L74,103Z"),
        ("ink", ("M74,46C68,60 68,82 72,98C76,114 88,126 100,134C112,126 124,114 128,98"
                "C132,82 132,60 126,46Z")),
        ("face", "M80,50H120C123,64 123,80 120,92C112,99 88,99 80,92C77,80 77,64 80,50Z"),
        ("ink", ("M82,96C88,87 95,87 100,91C105,87 112,87 118,96C111,99 105,98 100,97"
                "C95,98 89,99 82,96Z")),
        ("ochre", "M72,48L68,16L85,31L100,10L115,31L132,16L128,48Z"),
        ("ochre", "M164,33a7,7 0 1,0 14,0a7,7 0 1,0-14,0ZM168,40L150,134L155,135L174,41Z"),
    ],
    "Q": [
        ("suit", ROBE_L + "C90,108 95,110 100,110C105,110 110,108 114,100" + ROBE_R),
        ("ink", ("M78,50C68,66 66,94 62,116L84,108L86,62H114L116,108L138,116"
                "C134,94 132,66 122,50Z")),
        ("face", ("M100,50C112,50 117,60 117,73C117,88 109,98 100,98C91,98 83,88 83,73"
                 "C83,60 88,50 100,50Z")),
        ("suit", "M94,89q6,-3 12,0q-6,5 -12,0Z"),
        ("ochre", ("M74,56C74,30 86,14 100,10C114,14 126,30 126,56C118,50 110,48 100,48"
                  "C90,48 82,50 74,56Z")),
        ("ochre", "M156,40C156,54 162,62 169,62C176,62 182,54 182,40L175,47L169,36L163,47Z"),
    ],
    "J": [
        ("suit", ROBE_L + "C92,104 108,104 114,100" + ROBE_R),
        ("ink", "M76,52C70,66 72,86 80,98L86,64H114L120,98C128,86 130,66 124,52Z"),
        ("face", "M85,58H115C117,76 113,94 100,100C87,94 83,76 85,58Z"),
        ("suit", "M72,60C68,42 84,24 106,24C126,24 136,38 130,56C112,50 90,52 72,60Z"),
        ("ochre", "M72,60C90,52 112,50 130,56L131,63C112,57 90,59 73,67Z"),
        ("ochre", "M118,44C122,30 134,18 152,12C150,24 138,38 124,48Z"),
        ("ink", "M159,30L164,31L153,135L148,134Z"),
        ("ochre", "M158,33L163,16L168,34Z"),
        ("ochre", "M163,40L184,34L182,62L160,56Z"),
    ],
}
# Fine lines drawn over the pieces: (colour, stroke width, path); a zero-length
# line with its round caps is a dot.
FEATURES: dict[str, list[tuple[str, float, str]]] = {
    "K": [SLEEVES, ("ink", 3.5, "M86,68h9M105,68h9"),
          ("ink", 2.5, "M85,61q5,-4 11,-1M104,60q6,-3 11,1M100,64V80q-3,2 -5,1"),
          ("face", 5, "M86,40h0M100,40h0M114,40h0")],
    "Q": [SLEEVES, ("ink", 3, "M88,72q4,-3 8,0M104,72q4,-3 8,0"),
          ("ink", 2.5, "M100,75V84q-2,1 -4,0M168,64C164,86 156,106 150,128"),
          ("face", 4.5, "M82,44h0M91,34h0M100,28h0M109,34h0M118,44h0"),
          ("ochre", 4.5, "M88,106h0M94,109h0M100,110h0M106,109h0M112,106h0")],
    "J": [SLEEVES, ("ink", 3, "M89,74h8M103,74h8"), ("ink", 2.5, "M100,76V86q-2,1 -4,0M95,92h10"),
          ("face", 1.5, "M123,45L149,16"),
          ("ochre", 6, "M100,114h0M100,126h0M100,138h0")],
}
EMBLEM = (127, 129, 18)  # the suit emblem cut from the robe: x, y, size


# ------------------------------------------------------------------ SVG text
def attrs(**kw: object) -> str:
    out = []
    for k, v in kw.items():
        if v is None:
            continue
        name = k.rstrip("_").replace("_", "-")
        out.append(f'{name}="{v}"')
    return " ".join(out)


def el(tag: str, body: str = "", **kw: object) -> str:
    a = attrs(**kw)
    head = f"<{tag} {a}" if a else f"<{tag}"
    return f"{head}>{body}</{tag}>" if body else f"{head}/>"


def use(ref: str, **kw: object) -> str:
    return el("use", href=f"#{ref}", **kw)


def pip(suit: str, x: float, y: float, size: float, *, kind: str = "p",
        turned: bool = False) -> str:
    """A suit sign of ``kind`` (see _suit_defs) centred on (x, y)."""
    half = size / 2
    transform = f"rotate(180 {num(x)} {num(y)})" if turned else None
    return use(f"{kind}{suit}", x=num(x - half), y=num(y - half),
               width=num(size), height=num(size), transform=transform)


# ------------------------------------------------------------------ definitions
def _suit_defs() -> Iterable[str]:
    """Per suit: ``s`` the solid sign (indices, emblems), ``p`` the pip (with its
    stencil bridge), ``b`` the ace's pip (a paper line inside its edge)."""
    for s in SUITS:
        solid = el("path", fill="currentColor", d=SUIT_PATH[s])
        yield el("symbol", solid, id=f"s{s}", viewBox="0 0 100 100")
        bridge = ""
        if s in SUIT_BRIDGE:
            bridge = el("path", fill="none", style=f"stroke:{var('face')}", stroke_width=4,
                        d=SUIT_BRIDGE[s])
        yield el("symbol", solid + bridge, id=f"p{s}", viewBox="0 0 100 100")
        inset = (el("path", fill="none", style=f"stroke:{var('face')}", stroke_width=9,
                    d=SUIT_PATH[s])
                 + el("path", fill="none", stroke="currentColor", stroke_width=4.5,
                      d=SUIT_PATH[s]))
        yield el("symbol", solid + inset + bridge, id=f"b{s}", viewBox="-3 -3 106 106")


def _index_text(rank: str, lang: str) -> str:
    return RU_INDEX[rank] if lang == "ru" and rank in RU_INDEX else rank


def _rank_def(text: str) -> str:
    """The rank's corner glyphs, centred on the index column."""
    gap = 14  # between the centre lines: 14 - SW between the strokes
    widths = [GLYPH[ch][0] for ch in text]
    total = sum(widths) + gap * (len(text) - 1)  # of the centre lines
    x = INDEX_X - total / 2
    parts = []
    for ch, w in zip(text, widths, strict=True):
        _, line, bridge = GLYPH[ch]
        transform = f"translate({num(x)} {INDEX_Y})"
        if ch == "9":
            transform += f" rotate(180 {num(w / 2)} {num(GH / 2)})"
        body = el("path", d=line)
        if bridge:
            body += el("path", style=f"stroke:{var('face')}", stroke_width=3, d=bridge)
        parts.append(el("g", body, transform=transform))
        x += w + gap
    return el("g", "".join(parts), id=f"r{text}", fill="none", stroke="currentColor",
              stroke_width=SW, stroke_linejoin="round")


def _face_def() -> str:
    return el("rect", id="face", x=1, y=1, width=W - 2, height=H - 2, rx=12,
              style=f"fill:{var('face')};stroke:{var('edge')}", stroke_width=1.5,
              vector_effect="non-scaling-stroke")


def _figure_def(rank: str) -> str:
    pieces = []
    for fill, d in FIGURE[rank]:
        paint = "currentColor" if fill == "suit" else var(fill)
        pieces.append(el("path", style=f"fill:{paint}", d=d))
    for colour, width, d in FEATURES[rank]:
        pieces.append(el("path", fill="none", style=f"stroke:{var(colour)}", stroke_width=width,
                         stroke_linecap="round", d=d))
    return el("g", "".join(pieces), id=f"f{rank}", style=f"stroke:{var('face')}",
              stroke_width=4, paint_order="stroke", stroke_linejoin="round")


def _frame() -> str:
    return el("path", d=FRAME, style=f"fill:{var('panel')};stroke:{var('ink')}", stroke_width=2)


# ------------------------------------------------------------------ cards
def _suit_colour(suit: str) -> str:
    return f"color:{var(suit)}"


def _index(card_id: str, rank_text: str, suit: str) -> str:
    """Both corner indices: the rank over the suit, top left and (turned) bottom right."""
    mark = pip(suit, INDEX_X, INDEX_SUIT_Y + INDEX_SUIT / 2, INDEX_SUIT, kind="s")
    group = el("g", use(f"r{rank_text}") + mark, id=f"i{card_id}")
    return group + use(f"i{card_id}", transform=TURN)


def _number_art(rank: str, suit: str) -> str:
    return "".join(pip(suit, x, y, PIP, turned=y > CY) for x, y in LAYOUT[rank])


def _picture_art(rank: str, suit: str) -> str:
    x, y, size = EMBLEM
    emblem = el("g", pip(suit, x, y, size, kind="s"), style=f"color:{var('face')}")
    half_id = f"h{rank}{suit}"
    divider = el("path", d="M12,140H188", fill="none", style=f"stroke:{var('ink')}",
                 stroke_width=1.5)
    return (_frame() + divider + el("g", use(f"f{rank}") + emblem, id=half_id)
            + use(half_id, transform=TURN))


ACE_PIP = 68


def _ace_def() -> str:
    """The aces' ornament: a ring of stencilled rays round the pip (inside the notches'
    corners, 46.5 from the centre), and a rosette in each free corner of the panel."""
    rays = el("circle", cx=CX, cy=CY, r=43, fill="none", style=f"stroke:{var('ochre')}",
              stroke_width=6, stroke_dasharray="2.6 3.03")  # 48 rays: 2π·43 / 48 = 5.63
    rosettes = "".join(
        el("circle", cx=x, cy=y, r=9, fill="none", style=f"stroke:{var('ochre')}",
           stroke_width=8, stroke_dasharray="3.5 3.57")  # 8 petals
        + el("circle", cx=x, cy=y, r=3, style=f"fill:{var('ochre')}")
        for x, y in ((166, 34), (W - 166, H - 34)))
    return el("g", _frame() + rays + rosettes, id="ace")


def _ace_art(suit: str) -> str:
    return use("ace") + pip(suit, CX, CY, ACE_PIP, kind="b")


def _card_symbol(symbol_id: str, art_ref: str | None, art: str, index: str, suit: str) -> str:
    body = use("face")
    body += el("g", (use(art_ref) if art_ref else art) + index, style=_suit_colour(suit))
    return el("symbol", body, id=symbol_id, viewBox=f"0 0 {W} {H}")


def _cards(defs: list[str]) -> Iterable[str]:
    """The card symbols; the art the Latin and Russian faces share goes to ``defs``."""
    for suit in SUITS:
        for rank in RANKS:
            ascii_id = f"{rank}{suit}"
            if rank in RU_INDEX:
                art = _ace_art(suit) if rank == "A" else _picture_art(rank, suit)
                art_id = f"a{ascii_id}"
                defs.append(el("g", art, id=art_id))
                for lang in ("en", "ru"):
                    suffix = "-ru" if lang == "ru" else ""
                    index = _index(ascii_id + suffix, _index_text(rank, lang), suit)
                    yield _card_symbol(f"card-{ascii_id}{suffix}", art_id, "", index, suit)
            else:
                index = _index(ascii_id, rank, suit)
                yield _card_symbol(f"card-{ascii_id}", None, _number_art(rank, suit), index, suit)


def _lattice(x0: float, y0: float, x1: float, y1: float, step: float) -> str:
    """Diagonals both ways across the box, through its centre and every ``step`` from it."""
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    n = int((x1 - x0 + y1 - y0) / step)
    out = []
    for k in range(-n, n + 1):
        c = cx - cy + k * step  # the line x - y = c
        lo, hi = max(x0, y0 + c), min(x1, y1 + c)
        if lo < hi:
            out.append(f"M{num(lo)},{num(lo - c)}L{num(hi)},{num(hi - c)}")
        c = cx + cy + k * step  # the line x + y = c
        lo, hi = max(x0, c - y1), min(x1, c - y0)
        if lo < hi:
            out.append(f"M{num(lo)},{num(c - lo)}L{num(hi)},{num(c - hi)}")
    return "".join(out)


def _back() -> str:
    """The back: a lattice cut in the paper over a field of one ink, a roundel in the
    middle. The same for every card, and the same either way up."""
    x0, y0, x1, y1 = 12, 12, W - 12, H - 12
    field = el("rect", x=x0, y=y0, width=x1 - x0, height=y1 - y0, rx=6,
               style=f"fill:{var('back')}")
    lattice = el("path", d=_lattice(x0, y0, x1, y1, 14), fill="none",
                 style=f"stroke:{var('face')}", stroke_width=1.6, opacity=0.6)
    border = el("rect", x=x0 + 6, y=y0 + 6, width=x1 - x0 - 12, height=y1 - y0 - 12, rx=3,
                fill="none", style=f"stroke:{var('face')}", stroke_width=2.5)
    roundel = (el("circle", cx=CX, cy=CY, r=40, style=f"fill:{var('back')};stroke:{var('face')}",
                  stroke_width=3)
               + el("circle", cx=CX, cy=CY, r=30, fill="none", style=f"stroke:{var('ochre')}",
                    stroke_width=6, stroke_dasharray="4 3.85")  # 24 teeth: 2π·30 / 24 = 7.85
               + el("circle", cx=CX, cy=CY, r=16, style=f"fill:{var('face')}")
               + el("circle", cx=CX, cy=CY, r=8, style=f"fill:{var('back')}"))
    return el("symbol", use("face") + field + lattice + border + roundel, id="card-back",
              viewBox=f"0 0 {W} {H}")


def build() -> str:
    """The sprite's text."""
    defs = [_face_def(), *_suit_defs()]
    texts = sorted({_index_text(r, lang) for r in RANKS for lang in ("en", "ru")},
                   key=lambda t: (len(t), t))
    defs += [_rank_def(t) for t in texts]
    defs += [_figure_def(r) for r in PICTURES]
    defs.append(_ace_def())
    cards = list(_cards(defs))
    head = ("<!-- Karty's deck: 36 cards (Latin and Russian indices) and a back, drawn by "
            "tools/make_deck.py; do not edit by hand. -->\n")
    body = el("defs", "\n".join(defs)) + "\n" + "\n".join(cards) + "\n" + _back()
    return head + f'<svg xmlns="http://www.w3.org/2000/svg">\n{body}\n</svg>\n'


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="compare with the committed sprite instead of writing it")
    args = parser.parse_args(argv)
    text = build()
    if args.check:
        current = OUT.read_text(encoding="utf-8") if OUT.is_file() else None
        if current != text:
            print(f"{OUT.relative_to(REPO)} is not what tools/make_deck.py draws: run it",
                  file=sys.stderr)
            return 1
        return 0
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(text, encoding="utf-8", newline="\n")
    print(f"wrote {OUT.relative_to(REPO)} ({len(text.encode('utf-8'))} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
