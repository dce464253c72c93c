"""The deck in Chromium: docs/assets/js/cards.mjs builds the elements docs/hooks/play/deck.py
writes, and the sprite really draws every card from the served site, with the suit
colours, the four-colour class, the dark scheme and a back that names no card."""
from __future__ import annotations

import struct
import zlib
from html.parser import HTMLParser

import pytest

pytestmark = pytest.mark.browser

from hooks.play import deck
from karty import DECK

SUITS = {"S": "#231d1a", "C": "#231d1a", "D": "#b3261e", "H": "#b3261e"}
FOUR = {"S": "#231d1a", "C": "#087060", "D": "#2038b0", "H": "#b3261e"}
FACE = "#f7f0df"
PANEL = "#efe2c3"  # the paper inside the frame of the pictures and aces
BACK = "#2d4a62"

BUILD_JS = """async ([url, roots]) => {
  const m = await import(url);
  const out = [];
  for (const code of %s) for (const lang of ["en", "ru"]) for (const root of roots) {
    for (const el of [m.cardSvg(code, lang, root, "karty-card--s"), m.backSvg(lang, root)]) {
      out.push({ code, lang, root, ns: el.namespaceURI, html: el.outerHTML,
                 children: el.childNodes.length, useNs: el.firstChild.namespaceURI });
    }
  }
  return out;
}"""

SHOW_JS = """async ([url, codes]) => {
  const m = await import(url);
  await (await fetch(m.deckUrl())).text();  // the sprite in the cache before it is used
  const box = document.createElement("div");
  box.id = "deck-test";
  box.style.cssText = "position:fixed;inset:0;z-index:10000;background:#888;padding:8px;"
    + "display:flex;flex-wrap:wrap;gap:8px;align-content:flex-start";
  for (const code of codes) {
    const el = code === "back" ? m.backSvg("en") : m.cardSvg(code, "ru");
    el.style.setProperty("--karty-card-width", "70px");
    el.style.filter = "none";
    el.dataset.test = code;
    box.append(el);
  }
  document.body.append(box);
  await new Promise((r) => setTimeout(r, 500));
}"""


class _Tags(HTMLParser):
    def __init__(self, markup: str) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.feed(markup)

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))

    handle_startendtag = handle_starttag


def png_pixels(data: bytes) -> list[tuple[int, int, int]]:
    """The RGB pixels of an 8-bit, non-interlaced RGB or RGBA PNG (Chromium's screenshots)."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, idat, width = 8, b"", 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        chunk = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", chunk)
            assert depth == 8 and colour in (2, 6) and interlace == 0
            bpp = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            idat += chunk
        pos += 12 + length
    raw, stride = zlib.decompress(idat), width * bpp
    rows: list[bytearray] = []
    prev = bytearray(stride)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b, c = prev[i], prev[i - bpp] if i >= bpp else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line)
        prev = line
    return [tuple(row[x * bpp:x * bpp + 3]) for row in rows for x in range(width)]


def share(pixels: list[tuple[int, int, int]], colour: str, tolerance: float = 40) -> float:
    """The share of ``pixels`` within ``tolerance`` (RGB distance) of ``colour``."""
    want = tuple(int(colour[i:i + 2], 16) for i in (1, 3, 5))
    near = sum(1 for p in pixels if sum((a - b) ** 2 for a, b in zip(p, want)) <= tolerance ** 2)
    return near / len(pixels)


def test_png_reader_reads_a_known_picture():
    # 2 × 1: red, blue (filter 1: "sub")
    row = bytes([1, 255, 0, 0, (0 - 255) & 255, 0, 255])
    ihdr = struct.pack(">IIBBBBB", 2, 1, 8, 2, 0, 0, 0)
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(row)) + chunk(b"IEND", b"")
    assert png_pixels(png) == [(255, 0, 0), (0, 0, 255)]
    assert share([(255, 0, 0), (0, 0, 255)], "#f00000") == 0.5


def test_js_builds_the_elements_the_build_writes(served, page):
    page.goto(served.url(""))
    codes = [c.ascii() for c in DECK]
    roots = ["", "../", ".."]
    built = page.evaluate(BUILD_JS % codes, [served.url("assets/js/cards.mjs"), roots])
    assert len(built) == len(codes) * 2 * len(roots) * 2
    for item in built:
        assert item["ns"] == item["useNs"] == "http://www.w3.org/2000/svg"
        assert item["children"] == 1
        is_back = "karty-card--back" in item["html"]
        expected = (deck.back_svg(item["lang"], item["root"]) if is_back else
                    deck.card_svg(item["code"], item["lang"], item["root"],
                                  extra_class="karty-card--s"))
        assert _Tags(item["html"]).tags == _Tags(expected).tags, item


def test_every_card_is_drawn_in_its_colours(served, page):
    """Each symbol, fetched from the served sprite, shows paper and its suit's colour;
    the back shows its own colour and no suit colour."""
    page.goto(served.url(""))
    codes = [c.ascii() for c in DECK] + ["back"]
    page.evaluate(SHOW_JS, [served.url("assets/js/cards.mjs"), codes])
    checks = {"two": SUITS}
    for scheme_four in (False, True):
        if scheme_four:  # the four-colour deck, in the dark scheme
            page.evaluate("document.getElementById('deck-test').classList.add('karty-four-colour');"
                          "document.body.setAttribute('data-md-color-scheme', 'slate')")
            page.wait_for_timeout(200)
            checks = {"four": FOUR}
        palette = next(iter(checks.values()))
        for code in codes:
            pixels = png_pixels(page.locator(f'[data-test="{code}"]').screenshot())
            paper = share(pixels, FACE, 12) + share(pixels, PANEL, 12)
            if code == "back":  # a paper margin round a field of the back's colour
                assert paper > 0.08 and share(pixels, BACK, 30) > 0.25, scheme_four
                assert share(pixels, "#b3261e") == 0 and share(pixels, "#2038b0") < 0.01
                continue
            assert paper > 0.3, (code, scheme_four)  # paper in both schemes
            suit = code[-1]
            assert share(pixels, palette[suit]) > 0.01, (code, palette[suit], scheme_four)
            for other in set(palette.values()) - {palette[suit], palette["S"]}:
                assert share(pixels, other) < 0.002, (code, other, scheme_four)


def test_a_face_down_card_names_nothing(served, page):
    page.goto(served.url("ru/"))
    page.evaluate("""async (url) => {
      const m = await import(url);
      const hand = document.createElement("div");
      hand.id = "hand";
      for (let i = 0; i < 3; i++) hand.append(m.backSvg("ru"));
      document.body.append(hand);
    }""", served.url("assets/js/cards.mjs"))
    hand = page.locator("#hand")
    assert page.get_by_role("img", name="карта рубашкой вверх").count() == 3
    html = hand.evaluate("el => el.outerHTML")
    assert html.count("#card-back") == 3
    for card in DECK:
        assert f"card-{card.ascii()}" not in html and card.name("ru") not in html
    assert page.console.errors == []
