"""Readers' words (issue 28): no build talk in what a reader reads, in either language;
exact fractions on demand (a percentage in running text, the fraction in a tooltip or a
data table); SHA-256 sums only in the one technical table (the About page's witness
files); places cited in words, never as code."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml
from site_html import Node, parse_file

pytestmark = pytest.mark.site

REPO = Path(__file__).resolve().parents[2]
BUILD_TALK = re.compile(
    r"site is built|site was built|at build time|at every build|each time the site|generated from the engine"
    r"|при сборке|при каждой сборке|из движка", re.IGNORECASE)
#: a fraction with a denominator of two digits or more, standing as a number of its own
FRACTION = re.compile(r"(?<![\w/.\-])[−-]?\d+/\d{2,}(?![\w/])")
SHA256 = re.compile(r"\b[0-9a-f]{64}\b")
#: a citation of a place in the text: "Verse 1, line 9", «Бура, предложение 10», or an id
PLACE = re.compile(r"\b(line|sentence|строка|предложение)\s+\d|\b(verse[12]|bura|ochko|intro|interlude)\.[sl]\d",
                   re.IGNORECASE)
SKIP = {"script", "style", "svg", "template", "noscript"}


def _pages(site: Path) -> list[Path]:
    return sorted(p for p in site.rglob("index.html") if "__" not in p.as_posix() and "assets" not in p.parts)


def _texts(node: Node, inside: tuple[str, ...] = ()):
    """(text, the tags and classes it is inside) for every text of the page a reader sees."""
    for child in node.children:
        if isinstance(child, str):
            yield child, inside
        elif child.tag not in SKIP:
            yield from _texts(child, inside + (child.tag, *sorted(child.classes), "#" + (child.get("id") or "")))


def test_no_build_talk_on_any_page_nor_in_the_interface_words(site):
    found = []
    for page in _pages(site):
        text = " ".join(t for t, _ in _texts(parse_file(page)))
        found += [f"{page.relative_to(site)}: {m.group()!r}" for m in BUILD_TALK.finditer(" ".join(text.split()))]
    labels = yaml.safe_load((REPO / "docs" / "labels.yaml").read_text(encoding="utf-8"))
    for table, words in labels.items():
        for key, langs in words.items():
            for lang, value in (langs or {}).items():
                if isinstance(value, str) and BUILD_TALK.search(value):
                    found.append(f"labels.yaml {table}.{key}.{lang}: {value!r}")
    assert found == []


def test_fractions_only_in_tooltips_and_data_tables(site):
    found = []
    for page in _pages(site):
        for text, inside in _texts(parse_file(page)):
            if "table" in inside or "karty-tip" in inside or "code" in inside:
                continue
            found += [f"{page.relative_to(site)}: {m.group()!r} in {' '.join(text.split())[:80]!r}"
                      for m in FRACTION.finditer(text)]
    assert found == []


@pytest.mark.parametrize("lang", ["", "ru/"])
def test_stos_odds_are_a_percentage_with_the_fraction_on_demand(site, lang):
    doc = parse_file(site / lang / "rules" / "stos" / "index.html")
    figures = doc.by_class("karty-exact")
    assert len(figures) == 2
    for fig in figures:
        tip = [c for c in fig.children if isinstance(c, Node) and "karty-tip" in c.classes]
        assert len(tip) == 1 and tip[0].get("role") == "tooltip"
        assert fig.get("tabindex") == "0" and fig.get("aria-describedby") == tip[0].get("id")
        shown = "".join(c for c in fig.children if isinstance(c, str))
        assert re.fullmatch(r"\d+[.,]\d\s%", shown.strip()), shown
        assert FRACTION.search(tip[0].text()), tip[0].text()


def test_sha256_sums_only_in_the_witness_files_table(site):
    found = []
    for page in _pages(site):
        for text, inside in _texts(parse_file(page)):
            if SHA256.search(text) and not ("#witness-files" in inside and "table" in inside):
                found.append(f"{page.relative_to(site)}: {text.strip()[:70]!r}")
    assert found == []
    assert any(SHA256.search(t) for t, _ in _texts(parse_file(site / "about" / "index.html")))


def test_places_are_cited_in_words_not_as_code(site):
    found = []
    # the About page's "Citing the text" explains the permanent ids themselves, as ids
    for page in [p for p in _pages(site) if p.parent.name != "about"]:
        for text, inside in _texts(parse_file(page)):
            if {"code", "kbd", "samp", "tt"} & set(inside) and PLACE.search(text):
                found.append(f"{page.relative_to(site)}: {text.strip()[:70]!r}")
    assert found == []
