"""The "How to play" summary at the top of a game's rules page, as typed data for
docs/templates/rules/howto.html (used by docs/hooks/rules/markers.py: ``<!-- karty:howto <game> -->``).

What it says comes from the game's package, reached through its ``GameSpec``
(``howto_module()``, see :mod:`karty.howto`); docs/labels.yaml (table ``howto``) has
only the headings and the words around the tables:

* the card values table (the module's ``card_points()``, or for a game whose cards
  count nothing the ranks of each deck of ``decks()``), the numbers in the sentences
  (cards dealt, points to claim, the minimum bank…: ``facts()``), and the variants
  (every option of the game's ``Rules``, with its default and its other values in
  words: ``karty.web.words``);
* the sentences (``SENTENCES``: section, English, Russian), in which ``[words](rule-id)``
  links the words to the rule they summarise, on the same page. Every sentence links
  to at least one rule, and every link must name a rule of the game (or
  ``option-<name>``): anything else fails the build.

Markup contract (tests/site/test_site_rules_howto.py relies on it):
``section.karty-howto[data-game]`` holds ``.karty-howto__block[data-section]``;
``a.karty-howto__ref[data-rule]`` (or ``[data-option]``) are the links;
``table.karty-values`` has one ``tr[data-ranks]`` per row, with its cards
(``svg.karty-card``) and, for a game that counts points, ``td.karty-values__points``
(the points of each card of the row, in order, or one number for all of them);
``ul.karty-variants`` has one ``li[data-option][data-default]`` per option.
"""
from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import ModuleType
from typing import Any, Final

import karty
from karty.howto import SECTIONS
from markupsafe import Markup

from hooks.core.templating import label_table, macros, render, whole_number
from hooks.play import deck

SUITS: Final = ("h", "s", "d", "c")  # the pictures go round the suits, as a spread hand would
_LINK = re.compile(r"\[(?P<text>[^\]]+)\]\((?P<target>[^)\s]+)\)")


class HowToError(ValueError):
    """A summary sentence is malformed: the message names its key and the bad part."""


@dataclass(frozen=True, slots=True)
class Fragment:
    text: str
    rule: str = ""  # a rule id of the game, linked
    option: str = ""  # an option name, linked to its entry


@dataclass(frozen=True, slots=True)
class Block:
    section: str  # players / values / deal / play / scoring
    title: str
    sentences: tuple[tuple[Fragment, ...], ...]


@dataclass(frozen=True, slots=True)
class ValueRow:
    ranks: str  # "A" or "9 8 7 6" (the ranks' ASCII symbols, for the tests)
    name: str
    cards: tuple[Markup, ...]
    points: tuple[int, ...]  # one per card, or () for a game without points
    default: bool = True  # a game that deals one of several decks: this is the usual one


@dataclass(frozen=True, slots=True)
class Variant:
    option: str  # the option's name (an attribute and an anchor only, never shown)
    anchor: str
    what: str
    default: str
    others: tuple[str, ...]
    default_value: str  # the value as the engine writes it (data-default)


@dataclass(frozen=True, slots=True)
class HowTo:
    game: str
    lang: str
    blocks: tuple[Block, ...]
    points: bool  # the values table has a points column
    values: tuple[ValueRow, ...]
    variants: tuple[Variant, ...]


# --------------------------------------------------------------------------- the engine


def _module(game: str) -> ModuleType:
    """The game's how-to module (the registry's error names an unknown game)."""
    return karty.load_game(game).howto_module()


def facts(game: str) -> dict[str, int]:
    """The numbers the sentences quote, from the engine."""
    numbers: dict[str, int] = _module(game).facts()
    return numbers


def card_points(game: str) -> tuple[tuple[Any, int], ...]:
    """(rank, points), highest rank first, for a game whose cards count points."""
    pairs: tuple[tuple[Any, int], ...] = _module(game).card_points()
    return pairs


def _rank_name(rank: Any, lang: str) -> str:
    return str(rank.name_ru if lang == "ru" else rank.name_en)


def _picture(rank: Any, suit: str, lang: str, root: str) -> Markup:
    # cards.html's card: xlink:href, as on the play tables (docs/hooks/play/tables.py)
    from karty.cards import Card, Suit

    return Markup(macros("cards.html").card(deck.picture(Card(rank, Suit.parse(suit)), lang, root,
                                                          extra_class="karty-card--s")))


def value_rows(game: str, lang: str, root: str) -> tuple[ValueRow, ...]:
    """The card values table: consecutive ranks that count nothing, or their face
    value, share a row; every other rank has a row of its own."""
    pairs = card_points(game)
    if pairs:
        groups: list[list[tuple[Any, int]]] = []
        for rank, pts in pairs:
            kind = "zero" if pts == 0 else "face" if pts == rank.value else ""
            last = groups[-1] if groups else None
            if last and kind and ("zero" if last[-1][1] == 0 else
                                  "face" if last[-1][1] == last[-1][0].value else "") == kind:
                last.append((rank, pts))
            else:
                groups.append([(rank, pts)])
        rows = []
        k = 0
        for g in groups:
            cards = []
            for rank, _ in g:
                cards.append(_picture(rank, SUITS[k % len(SUITS)], lang, root))
                k += 1
            names = [_rank_name(r, lang) for r, _ in g]
            name = names[0] if len(names) == 1 else f"{names[0]} – {names[-1]}"
            rows.append(ValueRow(" ".join(r.symbol for r, _ in g), name[:1].upper() + name[1:],
                                 tuple(cards), tuple(p for _, p in g)))
        return tuple(rows)
    from karty.web.words import value_words

    rows = []
    for d in _module(game).decks():
        words = value_words(game, d.option, d.value) or (d.value, d.value)
        rows.append(ValueRow(" ".join(x.symbol for x in d.ranks), words[1 if lang == "ru" else 0],
                             tuple(_picture(x, SUITS[i % len(SUITS)], lang, root)
                                   for i, x in enumerate(d.ranks)),
                             (), d.default))
    return tuple(rows)


def _words(game: str, option: str, value: Any, lang: str) -> str:
    from karty.web.words import value_words

    w = value_words(game, option, getattr(value, "value", value))
    if w is None:
        raise HowToError(f"{game}: option {option!r}: no words for the value {value!r} "
                         "(add them to the game's Rules.VALUE_WORDS)")
    return w[1 if lang == "ru" else 0]


def _json(value: Any) -> str:
    value = getattr(value, "value", value)
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def variants(game: str, lang: str, option_anchor: Callable[[str], str],
             range_label: Callable[[Any, Any], str]) -> tuple[Variant, ...]:
    """Every option of the game's ``Rules``: what it decides, the usual value and the
    others, in words."""
    rules = karty.load_game(game).Rules
    out = []
    for spec in rules.options():
        what = spec.ru if lang == "ru" else spec.en
        if spec.kind == "choice":
            others = tuple(_words(game, spec.name, c.value, lang) for c in spec.choices
                           if _json(c.value) != _json(spec.default))
        elif spec.kind == "bool":
            others = (_words(game, spec.name, not spec.default, lang),)
        else:
            others = (range_label(spec.minimum, spec.maximum),)
        out.append(Variant(spec.name, option_anchor(spec.name), what[:1].upper() + what[1:],
                           _words(game, spec.name, spec.default, lang), others, _json(spec.default)))
    return tuple(out)


# --------------------------------------------------------------------------- the sentences


def fragments(text: str, key: str, rule_ids: set[str], options: set[str]) -> tuple[Fragment, ...]:
    """A sentence's text, with its ``[words](target)`` links as linked fragments."""
    out: list[Fragment] = []
    pos = 0
    for m in _LINK.finditer(text):
        if m.start() > pos:
            out.append(Fragment(text[pos:m.start()]))
        target = m.group("target")
        if target in rule_ids:
            out.append(Fragment(m.group("text"), rule=target))
        elif target.startswith("option-") and target.removeprefix("option-") in options:
            out.append(Fragment(m.group("text"), option=target.removeprefix("option-")))
        else:
            raise HowToError(f"how-to {key}: [{m.group('text')}]({target}) "
                             "names no rule or option of this game")
        pos = m.end()
    if pos < len(text):
        out.append(Fragment(text[pos:]))
    if not any(f.rule or f.option for f in out):
        raise HowToError(f"how-to {key}: the sentence links to no rule")
    if any("[" in f.text or "](" in f.text for f in out):
        raise HowToError(f"how-to {key}: a link is malformed: {text!r}")
    return tuple(out)


def sentences(game: str, section: str, lang: str) -> list[tuple[str, str]]:
    """The game's sentences of one section in one language, each with its key
    (``<game>.<section>.<n>``, for the errors)."""
    of_section = [s for s in _module(game).SENTENCES if s.section == section]
    return [(f"{game}.{section}.{n}", s.text(lang)) for n, s in enumerate(of_section, 1)]


def howto(game: str, lang: str, root: str, rule_ids: set[str], option_anchor: Callable[[str], str]
          ) -> HowTo:
    texts: Mapping[str, str] = label_table("howto")[lang]
    numbers = facts(game)
    options = {spec.name for spec in karty.load_game(game).Rules.options()}
    values = value_rows(game, lang, root)
    points = any(r.points for r in values)
    blocks = []
    for section in SECTIONS:
        parsed = []
        for key, sentence in sentences(game, section, lang):
            try:
                text = sentence.format(**numbers)
            except (KeyError, IndexError) as exc:
                raise HowToError(f"how-to {key}: no such number from the engine: {exc}") from None
            parsed.append(fragments(text, key, rule_ids, options))
        if not parsed:
            raise HowToError(f"{_module(game).__name__}: no sentence for the section {section!r}")
        title_key = "section.values" if section == "values" and points else \
            "section.cards" if section == "values" else f"section.{section}"
        blocks.append(Block(section, texts[title_key], tuple(parsed)))

    def range_label(lo: Any, hi: Any) -> str:
        return texts["variants.range"].format(min=whole_number(lo, lang), max=whole_number(hi, lang))

    return HowTo(game, lang, tuple(blocks), points, values,
                 variants(game, lang, option_anchor, range_label))


def render_howto(game: str, lang: str, root: str, rule_ids: set[str],
                 option_anchor: Callable[[str], str]) -> tuple[Markup, set[str], list[tuple[str, str]]]:
    """The summary's block (docs/templates/rules/howto.html). Returns (html, element
    ids, table-of-contents entries as (title, id))."""
    data = howto(game, lang, root, rule_ids, option_anchor)
    ids = {f"how-{b.section}" for b in data.blocks} | {"how-variants"}
    toc = [(b.title, f"how-{b.section}") for b in data.blocks]
    toc.append((label_table("howto")[lang]["section.variants"], "how-variants"))
    return render("rules/howto.html", how=data, lang=lang), ids, toc
