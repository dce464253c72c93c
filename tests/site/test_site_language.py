"""The language of the built pages (issue 27, items 10 and 11).

* **Counts agree.** Every count the site prints — a number followed by a noun — is
  grammatical: on a Russian page the noun takes the form Russian requires after that
  number in some case («1 карта», «2 карты», «5 карт», «с 31 очком», never «с 31
  очками», «5 карты», «после 20 конов» for 21); on an English page "1 card", "2
  cards", never "1 cards" or "2 card". The Russian check uses pymorphy3: a form is
  right after n if it is ``make_agree_with_number(n)`` of the noun in one of its
  cases; the nouns checked are the ones the interface counts (:data:`COUNTED`).
* **No English prose on a Russian page.** Outside code, citations (``<cite>``),
  quotations («…», “…”, ``<q>``), elements marked with another language (``lang``)
  and addresses, a Russian page has no run of four or more Latin-script words.

Both scan every built page of the language (the glossary's and the text's pages
included), in the text a reader sees.
"""
from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest
from site_html import Node, parse, parse_file

pytestmark = pytest.mark.site

SKIP_TAGS = {"script", "style", "code", "pre", "kbd", "samp", "svg", "cite", "q", "template"}

#: the nouns the interface counts, by their dictionary form
COUNTED = ("карта", "очко", "кон", "слово", "талия", "игрок", "ход", "взятка", "загиб", "угол",
           "употребление", "правило", "ставка", "колода", "лист", "раз", "единица", "партия",
           "вариант", "исход", "строка", "предложение", "место", "минута", "секунда", "круг")
EN_COUNTED = ("card", "point", "round", "talia", "corner", "word", "player", "time", "trick",
              "stake", "rule", "occurrence", "sentence", "line", "game", "seat", "unit",
              "deal", "outcome", "second", "minute")

QUOTED = re.compile(r"«[^«»]*(?:«[^«»]*»[^«»]*)*»|“[^“”]*”|„[^“”]*“|\"[^\"]*\""
                    r"|https?://\S+|\b[\w.-]+\.(?:ru|com|org|net|online|club|guru|academy|ca|me"
                    r"|uk|icu|su|io)\b")
LATIN_RUN = re.compile(r"[A-Za-z][A-Za-z'’-]*(?:[ ,;:]+[A-Za-z][A-Za-z'’-]*){3,}")
# a count: a number (not a part of a larger number, a decimal or a range) followed by a
# word in lower case (a capital begins the next sentence) that does not go on with a hyphen
RU_COUNT = re.compile(r"(?<![\d.,/–-])(\d+)[ \u00a0]+([а-яё]+)(?![\w-])")
EN_COUNT = re.compile(r"(?<![\d.,/–-])(\d+)[ \u00a0]+([a-z]+)(?![\w-])")


def _pages(site: Path, lang: str) -> list[Path]:
    root = site / "ru" if lang == "ru" else site
    pages = sorted(root.rglob("*.html"))
    if lang == "en":
        pages = [p for p in pages if p.relative_to(site).parts[0] != "ru"]
    return [p for p in pages if "assets" not in p.relative_to(site).parts
            and p.name != "404.html"]


#: elements inside a phrase: their text runs on; any other element is a boundary (a
#: link, a cell, a paragraph), which no count is read across
INLINE = {"strong", "em", "b", "i", "abbr", "small", "mark", "span", "sup", "sub"}
BOUNDARY = "\x00"


def visible_text(node: Node, lang: str, page_lang: str) -> list[str]:
    """The text a reader sees in ``node``, in the page's language only, with
    :data:`BOUNDARY` between elements that are not inline."""
    out: list[str] = []

    def walk(n: Node, current: str) -> None:
        here = n.get("lang") or current
        if n.tag in SKIP_TAGS or n.has("hidden") or not here.startswith(page_lang):
            out.append(BOUNDARY)
            return
        edge = n.tag not in INLINE
        if edge:
            out.append(BOUNDARY)
        for child in n.children:
            if isinstance(child, str):
                out.append(child)
            else:
                walk(child, here)
        if edge:
            out.append(BOUNDARY)

    walk(node, lang)
    return out


def _text(path: Path, lang: str) -> str:
    return re.sub(r"[ \t\r\n]+", " ", "".join(visible_text(parse_file(path), lang, lang)))


@cache
def _morph():
    pymorphy3 = pytest.importorskip("pymorphy3")
    return pymorphy3.MorphAnalyzer()


CASES = ("nomn", "gent", "datv", "accs", "ablt", "loct")


@cache
def agreeing_forms(lemma: str, n: int) -> frozenset[str]:
    """Every form of ``lemma`` that is right after the number ``n``, in some case."""
    morph = _morph()
    parse0 = next(p for p in morph.parse(lemma) if p.tag.POS == "NOUN" and p.normal_form == lemma)
    forms = set()
    for case in CASES:
        for number in ("sing", "plur"):
            form = parse0.inflect({case, number})
            if form is not None:
                agreed = form.make_agree_with_number(n)
                if agreed is not None:
                    forms.add(agreed.word)
    if n % 10 in (2, 3, 4) and not 12 <= n % 100 <= 14:   # «в 32 листа», accusative
        gen = parse0.inflect({"gent", "sing"})
        if gen is not None:
            forms.add(gen.word)
    return frozenset(forms)


def ru_disagreements(text: str) -> list[str]:
    morph = _morph()
    bad = []
    for m in RU_COUNT.finditer(text):
        n, word = int(m.group(1)), m.group(2).lower()
        lemmas = {p.normal_form for p in morph.parse(word) if p.tag.POS == "NOUN"}
        for lemma in lemmas & set(COUNTED):
            if word not in agreeing_forms(lemma, n):
                bad.append(f"{m.group(0)!r} in …{text[max(0, m.start() - 40):m.end() + 20]}…")
                break
    return bad


def en_disagreements(text: str) -> list[str]:
    bad = []
    for m in EN_COUNT.finditer(text):
        n, word = int(m.group(1)), m.group(2)
        stem = word.removesuffix("s")
        if stem not in EN_COUNTED:
            continue
        if (n == 1) != (word == stem):
            bad.append(f"{m.group(0)!r} in …{text[max(0, m.start() - 40):m.end() + 20]}…")
    return bad


def latin_runs(text: str) -> list[str]:
    return [m.group(0) for m in LATIN_RUN.finditer(QUOTED.sub(" ", text))]


# ------------------------------------------------------------------ the checkers themselves

def test_the_checkers_find_what_they_should():
    assert ru_disagreements("с 31 очками") and ru_disagreements("сокращено: 31 слов")
    assert ru_disagreements("после 21 конов") and ru_disagreements("5 карты")
    assert not ru_disagreements("с 31 очком, 1 карта, 2 карты, 5 карт, колодой в 32 листа, "
                                "из 36 карт, 21 кон, после 20 конов, 2 раза, 5 раз")
    assert en_disagreements("at most 1 corners") and en_disagreements("after 20 round")
    assert not en_disagreements("1 card, 2 cards, 20 rounds, 1 corner")
    assert latin_runs("по изданию: Russian Wiktionary, an example from the corpus")
    assert not latin_runs("«Faro, or Pharo the game» и “Bura and Kozel played” ok")
    doc = parse('<p lang="ru">текст <code>python -m karty stos play now</code> '
                '<cite>The Penguin Book of Card Games</cite> <span lang="en">the punter '
                'wins the stake</span></p>')
    assert latin_runs("".join(visible_text(doc, "ru", "ru"))) == []
    cells = parse('<table><tr><td>предложение 3</td><td>карта</td></tr></table>')
    assert ru_disagreements("".join(visible_text(cells, "ru", "ru"))) == []


# ------------------------------------------------------------------ the built site

@pytest.fixture(scope="module")
def ru_pages(site):
    pages = _pages(site, "ru")
    assert len(pages) > 40, "the Russian pages are built"
    return pages


@pytest.fixture(scope="module")
def en_pages(site):
    pages = _pages(site, "en")
    assert len(pages) > 40, "the English pages are built"
    return pages


def test_every_russian_count_agrees(site, ru_pages):
    bad = {str(p.relative_to(site)): b for p in ru_pages if (b := ru_disagreements(_text(p, "ru")))}
    assert not bad, bad


def test_every_english_count_agrees(site, en_pages):
    bad = {str(p.relative_to(site)): b for p in en_pages if (b := en_disagreements(_text(p, "en")))}
    assert not bad, bad


def test_no_english_prose_on_a_russian_page(site, ru_pages):
    bad = {str(p.relative_to(site)): r for p in ru_pages if (r := latin_runs(_text(p, "ru")))}
    assert not bad, bad
