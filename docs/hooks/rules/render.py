"""The rules pages and the reading pages' back-links to them, as data for the
templates in docs/templates/rules/ (used by docs/hooks/rules/markers.py and docs/hooks/edition/markers.py).

Pure functions: the engine's rules and options as plain data (hooks.rules.data, from
``Rule.to_dict()`` and ``OptionSpec.to_dict()``) in; typed data (:class:`Provenance`,
:class:`Rule`, :class:`Group`, :class:`Option`…) prepared here, and the markup
the templates' (autoescaped).

Markup contract (rules.css, rules.mjs and tests/site/test_site_rules*.py rely on it):

* ``.karty-rules[data-game][data-lang]`` wraps a game's rules, in groups
  ``section.karty-rules__group#rules-<paragraph id>[data-paragraph]`` (the rules
  whose first cited sentence of this section is in that paragraph of the text, in
  text order) and a last group ``#rules-other`` (rules citing no sentence of this
  section).
* ``article.karty-rule#<rule id>[data-rule][data-kind]`` is one rule: ``code`` id,
  ``.karty-rule__statement[lang]`` in the page's language, then in the other one,
  and its provenance.
* ``.karty-prov[data-for][data-kind]`` is a provenance: ``.karty-prov__kind``, the
  outside description (``cite``) or the sentences read, the note, and
  ``ul.karty-cites`` with one ``li.karty-cite[data-segment]`` per cited segment:
  ``a.karty-cite__link`` (the sentence's permalink on its reading page),
  ``q.karty-cite__ru`` (its reading text) and ``.karty-cite__en`` (its translation).
  ``data-for`` is the rule id, ``option-<name>`` (an option's own provenance) or
  ``option-<name>=<value>`` (a value that is not a rule).
* ``.karty-options`` holds ``article.karty-option#option-<name>[data-option]
  [data-type=choice|bool|int][data-default]``; its values are
  ``li.karty-opt[data-value][data-default]``. A value that is a rule of the registry
  carries that rule's id (``li#bura.first-lead.dealer[data-rule]``).
* Each group and each option is a closed ``details.karty-fold`` whose content under
  its ``summary`` waits in a ``template[data-karty-fold][data-search-exclude]``
  (rules.mjs puts it in place when the fold opens: a tap, an address or link naming
  a rule inside, the keyboard's find, printing), preceded by the same markup in a
  ``noscript.karty-noscript`` for readers without scripting, which is also what the
  search index reads (parts.html's ``folded``; tests/site/test_site_rules_folded.py).
  So the page's DOM holds what is read (issue 28).
* On a reading page, a cited segment gets ``button.karty-rulesbtn[popovertarget]``
  (at the end of its ``.karty-ru``) and ``.karty-pop.karty-pop--rules[popover]``
  listing ``a.karty-backlink`` to every rule (``[data-rule]``) and option
  (``[data-option]``) that cites it.
"""
from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from markupsafe import Markup

from hooks.core.html_text import i18n as _i18n
from hooks.core.html_text import other_lang
from hooks.core.segment_words import in_prose
from hooks.core.templating import label_table, labeller, render

#: the interface words of both languages (docs/labels.yaml, table `rules`)
LABELS = label_table("rules")

label = labeller("rules")

KINDS: tuple[str, ...] = ("source", "supplement", "editorial")

_NUMBER = re.compile(r"^[a-z0-9]+\.[sl](?P<n>[0-9]+[a-z]?)$")
_PARA = re.compile(r"\.p(?P<n>[0-9]+)$")


def sentence_number(segment_id: str) -> str:
    """``bura.s7`` → ``7`` (the number the reading page shows)."""
    m = _NUMBER.match(segment_id)
    return m.group("n") if m else segment_id


def supplement_names(name: str) -> list[str]:
    """A supplement provenance may name several descriptions, joined with '; '."""
    return [n.strip() for n in name.split(";") if n.strip()]


def supplement_anchor(name: str) -> str:
    """The element id of an outside description on the rules index page."""
    slug = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")
    return f"supplement-{slug}"


@dataclass(frozen=True)
class Quote:
    """A cited segment as the rules pages show it."""

    segment: str
    href: str  # its permalink, relative to the page
    reading: str  # the reading text (Russian)
    translation: str  # the English translation


@dataclass(frozen=True)
class Context:
    """What a rules page needs from the site: where things are, relative to it."""

    lang: str
    quote: Callable[[str], Quote]  # segment id → its quote and permalink
    index_url: str  # the rules index page (for the outside descriptions)


# --------------------------------------------------------------------------- the data


@dataclass(frozen=True, slots=True)
class Statements:
    """A text in the page's language, and in the other one."""

    lang: str
    text: str
    other_lang: str
    other: str


def statements(text: Mapping[str, str], lang: str) -> Statements:
    other = other_lang(lang)
    return Statements(lang, _i18n(text, lang), other, _i18n(text, other))


@dataclass(frozen=True, slots=True)
class Provenance:
    kind: str
    owner: str  # the element it belongs to: a rule id, option-<name>, option-<name>=<value>
    segments: tuple[str, ...]
    supplements: tuple[tuple[str, str], ...]  # (name, href on the rules index)
    note: str
    quotes: tuple[Quote, ...]


def provenance(prov: Mapping[str, Any], owner: str, ctx: Context) -> Provenance:
    """A provenance (``Provenance.to_dict()``): its kind, what it rests on, its note
    in the page's language, and every cited sentence with its quote."""
    kind = str(prov["kind"])
    segments = tuple(str(s) for s in prov.get("segments") or ())
    names = supplement_names(str(prov.get("supplement") or "")) if kind == "supplement" else []
    return Provenance(
        kind=kind, owner=owner, segments=segments,
        supplements=tuple((n, f"{ctx.index_url}#{supplement_anchor(n)}") for n in names),
        note=in_prose(_i18n(prov.get("note"), ctx.lang), ctx.lang), quotes=tuple(ctx.quote(s) for s in segments))


@dataclass(frozen=True, slots=True)
class Rule:
    id: str
    kind: str
    statement: Statements
    provenance: Provenance


def rule(r: Mapping[str, Any], ctx: Context) -> Rule:
    rid = str(r["id"])
    return Rule(rid, str(r["provenance"]["kind"]), statements(r["statement"], ctx.lang),
                provenance(r["provenance"], rid, ctx))


@dataclass(frozen=True, slots=True)
class Group:
    id: str
    paragraph: str  # its paragraph id, "" for the rules beyond this section
    title: str
    href: str  # the paragraph on the reading page ("" for the last group)
    rules: tuple[Rule, ...]
    options: tuple[tuple[str, str], ...]  # (what it decides, anchor) of the options drawing on it
    opening: str = ""  # the paragraph's first words (its closed fold shows them)
    opening_lang: str = ""  # their language: the page's, or Russian where there is no translation


# --------------------------------------------------------------------------- rules page


@dataclass(frozen=True)
class Paragraph:
    id: str  # bura.p3
    segments: tuple[str, ...]  # in text order
    href: str  # on the reading page, relative to the rules page


def _group_title(p: Paragraph, lang: str) -> str:
    m = _PARA.search(p.id)
    n = m.group("n") if m else p.id
    first, last = sentence_number(p.segments[0]), sentence_number(p.segments[-1])
    if first == last:
        return label(lang, "group.paragraph.one", n=n, first=first)
    return label(lang, "group.paragraph", n=n, first=first, last=last)


OPENING_CHARS = 70


def _opening(p: Paragraph, ctx: Context) -> tuple[str, str]:
    """The paragraph's first words: the translation on an English page, the reading
    text on a Russian one, cut at a word near :data:`OPENING_CHARS` characters."""
    q = ctx.quote(p.segments[0])
    lang = "en" if ctx.lang == "en" and q.translation else "ru"
    text = " ".join((q.translation if lang == "en" else q.reading).split())
    if len(text) > OPENING_CHARS:
        text = text[:OPENING_CHARS].rsplit(" ", 1)[0].rstrip(" ,;:—–-") + "…"
    return text, lang


def _option_segments(opt: Mapping[str, Any]) -> set[str]:
    segs = set((opt.get("provenance") or {}).get("segments") or ())
    for c in opt.get("choices") or ():
        segs.update(c["provenance"]["segments"])
    return segs


def rule_groups(game: Any, paragraphs: Sequence[Paragraph], ctx: Context,
                option_anchor: Callable[[str], str]) -> list[Group]:
    """A game's rules (those that are not an option's value), grouped by the paragraph
    of the text holding the first sentence of this section that they cite (in the
    order the rule names its sentences: the engine names the sentence a rule
    formalises first), groups and rules in text order; then the rules citing no
    sentence of this section."""
    order = {s: k for k, p in enumerate(paragraphs) for s in p.segments}
    seg_index = {s: k for k, s in enumerate(s for p in paragraphs for s in p.segments)}
    skip = game.value_rule_ids
    grouped: dict[int, list[tuple[int, int, Mapping[str, Any]]]] = {}
    other: list[Mapping[str, Any]] = []
    for pos, r in enumerate(game.rules):
        if r["id"] in skip:
            continue
        own = [s for s in r["provenance"]["segments"] if s in order]
        if not own:
            other.append(r)
            continue
        first = own[0]  # the engine lists the sentence a rule formalises first
        grouped.setdefault(order[first], []).append((seg_index[first], pos, r))
    groups = []
    for k, p in enumerate(paragraphs):
        if k not in grouped:
            continue
        rules = [r for _, _, r in sorted(grouped[k], key=lambda t: (t[0], t[1]))]
        opts = tuple((_title(o["description"], ctx.lang), option_anchor(o["name"])) for o in game.options
                     if _option_segments(o) & set(p.segments))
        groups.append(Group(f"rules-{p.id}", p.id, _group_title(p, ctx.lang), p.href,
                            tuple(rule(r, ctx) for r in rules), opts, *_opening(p, ctx)))
    if other:
        groups.append(Group("rules-other", "", label(ctx.lang, "group.other"), "",
                            tuple(rule(r, ctx) for r in other), ()))
    return groups


def render_rules(game: Any, paragraphs: Sequence[Paragraph], ctx: Context,
                 option_anchor: Callable[[str], str]) -> tuple[Markup, set[str], list[tuple[str, str]]]:
    """The game's rules page block (docs/templates/rules/rules.html).
    Returns (html, element ids, table-of-contents entries as (title, id))."""
    groups = rule_groups(game, paragraphs, ctx, option_anchor)
    ids = {g.id for g in groups} | {r.id for g in groups for r in g.rules}
    toc = [(g.title, g.id) for g in groups]
    html = render("rules/rules.html", game=game.game, lang=ctx.lang, groups=groups)
    return html, ids, toc


# --------------------------------------------------------------------------- options


def _value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _title(text: Mapping[str, str], lang: str) -> str:
    """What an option decides, as a heading: its description, capitalised."""
    t = _i18n(text, lang)
    return t[:1].upper() + t[1:]


def value_words(game: str, option: str, value: Any, lang: str) -> str:
    """An option value in words in ``lang`` (``karty.web.words``): "the dealer", never
    ``dealer``; a number stands for itself. A value with no words written fails the
    build, naming it."""
    from karty.web.words import value_words as words

    w = words(game, option, value)
    if w is None:
        raise ValueError(f"{game}: option {option!r}: no words for the value {value!r} "
                         "(add them to the game's Rules.VALUE_WORDS)")
    return w[1 if lang == "ru" else 0]


@dataclass(frozen=True, slots=True)
class Choice:
    """One value of an option."""

    value: str
    default: bool
    words: str  # the value in words, in the page's language
    kind: str = ""  # its provenance's kind (a choice's value), "" for on/off
    switch: str = ""  # the label key of "on"/"off" (a bool's value)
    rule: str = ""  # the rule id, when the value is a rule of the registry
    statement: Statements | None = None
    provenance: Provenance | None = None


@dataclass(frozen=True, slots=True)
class Option:
    name: str
    anchor: str
    kind: str  # choice | bool | int
    default: str
    title: str  # what it decides, as its heading
    default_words: str  # the default in words
    description: Statements
    minimum: Any
    maximum: Any
    rule: str  # the rule the engine cites for the option as a whole, or ""
    rule_title: str  # that rule's statement in the page's language
    provenance: Provenance | None
    choices: tuple[Choice, ...]


def option(game: Any, opt: Mapping[str, Any], ctx: Context, option_anchor: Callable[[str], str]) -> Option:
    name = str(opt["name"])
    anchor = option_anchor(name)
    kind = str(opt["kind"])
    default = _value(opt["default"])
    choices: list[Choice] = []
    if kind == "choice":
        for c in opt["choices"]:
            v = _value(c["value"])
            rid = game.value_rules.get((name, v))
            if rid:
                r = next(r for r in game.rules if r["id"] == rid)
                choices.append(Choice(v, v == default, value_words(game.game, name, c["value"], ctx.lang),
                                      kind=str(c["provenance"]["kind"]), rule=rid,
                                      statement=statements(r["statement"], ctx.lang),
                                      provenance=provenance(r["provenance"], rid, ctx)))
            else:
                choices.append(Choice(v, v == default, value_words(game.game, name, c["value"], ctx.lang),
                                      kind=str(c["provenance"]["kind"]),
                                      provenance=provenance(c["provenance"], f"{anchor}={v}", ctx)))
    elif kind == "bool":
        choices = [Choice(_value(v), v == opt["default"], value_words(game.game, name, v, ctx.lang),
                          switch="option.on" if v else "option.off")
                   for v in (True, False)]
    rule_id = game.option_rule.get(name) or ""
    rule_statement = next((r["statement"] for r in game.rules if r["id"] == rule_id), None)
    return Option(
        name=name, anchor=anchor, kind=kind, default=default, title=_title(opt["description"], ctx.lang),
        default_words=value_words(game.game, name, opt["default"], ctx.lang),
        description=statements(opt["description"], ctx.lang),
        minimum=opt.get("minimum"), maximum=opt.get("maximum"),
        rule=rule_id, rule_title=_i18n(rule_statement, ctx.lang) if rule_statement else "",
        provenance=provenance(opt["provenance"], anchor, ctx) if opt.get("provenance") else None,
        choices=tuple(choices))


def render_options(game: Any, ctx: Context, option_anchor: Callable[[str], str]
                   ) -> tuple[Markup, set[str], list[tuple[str, str]]]:
    """Every option of the game's ``Rules`` (docs/templates/rules/options.html): what it
    decides, its default, its values (each with its provenance; a value that is a rule
    shows that rule), or its range."""
    options = [option(game, o, ctx, option_anchor) for o in game.options]
    ids = {o.anchor for o in options} | {c.rule for o in options for c in o.choices if c.rule}
    toc = [(o.title, o.anchor) for o in options]
    return render("rules/options.html", game=game.game, lang=ctx.lang, options=options), ids, toc


# --------------------------------------------------------------------------- rules index


@dataclass(frozen=True, slots=True)
class GameCount:
    name: str
    title: str
    href: str
    rules: int
    counts: Mapping[str, int]
    options: int


def game_title(name: str, lang: str) -> str:
    """The game's name in `lang`, from the engine's registry."""
    from karty import load_game

    return str(load_game(name).title(lang))


def render_summary(games: Mapping[str, Any], lang: str, page_url: Callable[[str], str]) -> Markup:
    """A table: per game, its rules by provenance kind, and its options."""
    rows = [GameCount(name, game_title(name, lang), page_url(name), len(g.rules),
                      {k: sum(r["provenance"]["kind"] == k for r in g.rules) for k in KINDS}, len(g.options))
            for name, g in games.items()]
    return render("rules/summary.html", lang=lang, kinds=KINDS, games=rows)


@dataclass(frozen=True, slots=True)
class Supplement:
    id: str
    name: str
    about: str
    used: tuple[tuple[str, str], ...]  # (href, what it says) of each rule or option citing it


def supplements(games: Mapping[str, Any], lang: str, page_url: Callable[[str], str],
                option_anchor: Callable[[str], str]) -> list[Supplement]:
    """Every outside description the rules and options name, with what it is and the
    rules and options that cite it."""
    used: dict[str, list[tuple[str, str, str]]] = {}  # name → (game, anchor, shown text)

    def note(prov: Mapping[str, Any] | None, game: str, anchor: str, shown: str) -> None:
        if prov and prov["kind"] == "supplement":
            for n in supplement_names(str(prov.get("supplement") or "")):
                entry = (game, anchor, shown)
                if entry not in used.setdefault(n, []):
                    used[n].append(entry)

    about: dict[str, Mapping[str, str]] = {}
    for name, g in games.items():
        about.update(g.supplements)
        game = game_title(name, lang)
        # shown as what the rule says or the option decides, never by its id or name
        for r in g.rules:
            note(r["provenance"], name, str(r["id"]), f'{game}: {_i18n(r["statement"], lang)}')
        for opt in g.options:
            anchor = option_anchor(str(opt["name"]))
            what = f'{game}: {_title(opt["description"], lang)}'
            note(opt.get("provenance"), name, anchor, what)
            for c in opt["choices"]:
                rid = g.value_rules.get((opt["name"], _value(c["value"])))
                if rid:
                    continue  # the rule itself is listed
                note(c["provenance"], name, anchor,
                     f'{what}: {value_words(name, str(opt["name"]), c["value"], lang)}')
    return [Supplement(supplement_anchor(n), n, _i18n(about.get(n), lang),
                       tuple((f"{page_url(game)}#{anchor}", shown) for game, anchor, shown in used[n]))
            for n in sorted(used, key=str.lower)]


def render_supplements(games: Mapping[str, Any], lang: str, page_url: Callable[[str], str],
                       option_anchor: Callable[[str], str]) -> tuple[Markup, set[str]]:
    items = supplements(games, lang, page_url, option_anchor)
    return render("rules/supplements.html", lang=lang, supplements=items), {s.id for s in items}


# --------------------------------------------------------------------------- back-links


@dataclass(frozen=True)
class BackLink:
    href: str  # to the anchor on a rules page, relative to the reading page
    kind: str  # "rule" or "option"
    ident: str  # rule id or option name
    text: Mapping[str, str]  # statement / what the option decides
    provenance_kind: str = ""
    values: tuple[str | Mapping[str, str], ...] = ()  # in words, {en, ru}


def backlink_parts(segment_id: str, links: Sequence[BackLink], lang: str) -> tuple[str, str, set[str]]:
    """The button that goes at the end of a cited segment's Russian text, and the
    popover listing the rules and options citing it (docs/templates/rules/backlinks.html).
    Returns (button, popover, ids)."""
    if not links:
        return "", "", set()
    pop_id = f"rules-{segment_id}"
    common = {"segment": segment_id, "links": list(links), "lang": lang, "pop_id": pop_id}
    return (render("rules/backlinks.html", part="button", **common),
            render("rules/backlinks.html", part="popover", **common), {pop_id})
