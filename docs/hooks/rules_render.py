"""HTML for the rules pages and for the reading pages' back-links to them (used by
docs/hooks/rules.py and docs/hooks/edition.py).

Pure functions: the engine's rules and options as plain data (rules_data.py, from
``Rule.to_dict()`` and ``OptionSpec.to_dict()``) in, an HTML string out, every
piece of data escaped.

Markup contract (rules.css and tests/site/test_site_rules.py rely on it):

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

import karty
from html_text import e as _e
from html_text import i18n as _i18n
from html_text import other_lang
from templating import label_table, labeller

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


# --------------------------------------------------------------------------- provenance


def _kind_badge(kind: str, lang: str) -> str:
    return (
        f'<span class="karty-prov__kind karty-prov__kind--{_e(kind)}" data-kind="{_e(kind)}"'
        f' title="{_e(label(lang, f"kind.{kind}.title"))}">{_e(label(lang, f"kind.{kind}"))}</span>'
    )


def _ids(segments: Sequence[str]) -> str:
    return ", ".join(f"<code>{_e(s)}</code>" for s in segments)


def provenance_html(prov: Mapping[str, Any], owner: str, ctx: Context) -> str:
    """A provenance (``Provenance.to_dict()``): its kind, what it rests on, its note
    in the page's language, and every cited sentence linked and quoted."""
    lang = ctx.lang
    kind = str(prov["kind"])
    segments = [str(s) for s in prov.get("segments") or ()]
    line = [_kind_badge(kind, lang)]
    if kind == "source":
        line.append(f'{_e(label(lang, "prov.source"))} {_ids(segments)}')
    elif kind == "supplement":
        cites = "; ".join(
            f'<a class="karty-prov__supplement" href="{_e(ctx.index_url)}#{_e(supplement_anchor(n))}">'
            f"<cite>{_e(n)}</cite></a>"
            for n in supplement_names(str(prov.get("supplement") or ""))
        )
        line.append(f'{_e(label(lang, "prov.supplement"))} {cites}')
        if segments:
            line.append(f'({_e(label(lang, "prov.supplement.on"))} {_ids(segments)})')
    elif segments:
        line.append(f'{_e(label(lang, "prov.editorial.reading"))} {_ids(segments)}')
    else:
        line.append(_e(label(lang, "prov.editorial")))
    note = _i18n(prov.get("note"), lang)
    quotes = []
    for seg in segments:
        q = ctx.quote(seg)
        quotes.append(
            f'<li class="karty-cite" data-segment="{_e(seg)}">'
            f'<a class="karty-cite__link" href="{_e(q.href)}">{_e(seg)}</a> '
            f'<q class="karty-cite__ru" lang="ru">{_e(q.reading)}</q>'
            + (f' <span class="karty-cite__en" lang="en">{_e(q.translation)}</span>' if q.translation else "")
            + "</li>"
        )
    return (
        f'<div class="karty-prov karty-prov--{_e(kind)}" data-for="{_e(owner)}" data-kind="{_e(kind)}">'
        f'<p class="karty-prov__line">{" ".join(line)}</p>'
        + (f'<p class="karty-prov__note" lang="{_e(lang)}">{_e(note)}</p>' if note else "")
        + (f'<ul class="karty-cites" aria-label="{_e(label(lang, "cites"))}">{"".join(quotes)}</ul>'
           if quotes else "")
        + "</div>"
    )


def _statements(text: Mapping[str, str], lang: str, cls: str) -> str:
    """The page's language first; the other one below it, labelled."""
    other = other_lang(lang)
    return (
        f'<p class="{cls}" lang="{_e(lang)}">{_e(_i18n(text, lang))}</p>'
        f'<p class="karty-rule__other"><span class="karty-rule__lang">{_e(label(lang, "lang.other"))}</span> '
        f'<span class="{cls}" lang="{_e(other)}">{_e(_i18n(text, other))}</span></p>'
    )


def _permalink(anchor: str, lang: str) -> str:
    return f'<a class="headerlink" href="#{_e(anchor)}" title="{_e(label(lang, "permalink", id=anchor))}">¶</a>'


def rule_html(rule: Mapping[str, Any], ctx: Context) -> str:
    rid = str(rule["id"])
    kind = str(rule["provenance"]["kind"])
    return (
        f'<article class="karty-rule" id="{_e(rid)}" data-rule="{_e(rid)}" data-kind="{_e(kind)}">'
        f'<h4 class="karty-rule__head"><code class="karty-rule__id">{_e(rid)}</code>{_permalink(rid, ctx.lang)}</h4>'
        + _statements(rule["statement"], ctx.lang, "karty-rule__statement")
        + provenance_html(rule["provenance"], rid, ctx)
        + "</article>"
    )


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


def _option_segments(opt: Mapping[str, Any]) -> set[str]:
    segs = set((opt.get("provenance") or {}).get("segments") or ())
    for c in opt.get("choices") or ():
        segs.update(c["provenance"]["segments"])
    return segs


def render_rules(game: Any, paragraphs: Sequence[Paragraph], ctx: Context,
                 option_anchor: Callable[[str], str]) -> tuple[str, set[str], list[tuple[str, str]]]:
    """A game's rules (those that are not an option's value), grouped by the paragraph
    of the text holding the first sentence of this section that they cite (in the
    order the rule names its sentences: the engine names the sentence a rule
    formalises first), groups and rules in text order.
    Returns (html, element ids, table-of-contents entries as (title, id))."""
    order = {s: k for k, p in enumerate(paragraphs) for s in p.segments}
    seg_index = {s: k for k, s in enumerate(s for p in paragraphs for s in p.segments)}
    skip = game.value_rule_ids
    groups: dict[int, list[tuple[int, int, Mapping[str, Any]]]] = {}
    other: list[Mapping[str, Any]] = []
    for pos, rule in enumerate(game.rules):
        if rule["id"] in skip:
            continue
        own = [s for s in rule["provenance"]["segments"] if s in order]
        if not own:
            other.append(rule)
            continue
        first = own[0]  # the engine lists the sentence a rule formalises first
        groups.setdefault(order[first], []).append((seg_index[first], pos, rule))
    ids: set[str] = set()
    toc: list[tuple[str, str]] = []
    parts: list[str] = []
    for k, p in enumerate(paragraphs):
        if k not in groups:
            continue
        gid = f"rules-{p.id}"
        title = _group_title(p, ctx.lang)
        ids.add(gid)
        toc.append((title, gid))
        rules = [r for _, _, r in sorted(groups[k], key=lambda t: (t[0], t[1]))]
        ids.update(str(r["id"]) for r in rules)
        opts = [o["name"] for o in game.options if _option_segments(o) & set(p.segments)]
        opt_line = ""
        if opts:
            links = ", ".join(f'<a href="#{_e(option_anchor(n))}"><code>{_e(n)}</code></a>' for n in opts)
            opt_line = f'<p class="karty-rules__options">{_e(label(ctx.lang, "group.options"))} {links}</p>'
        parts.append(
            f'<section class="karty-rules__group" id="{_e(gid)}" data-paragraph="{_e(p.id)}">'
            f'<h3 class="karty-rules__title">{_e(title)} '
            f'<a class="karty-rules__read" href="{_e(p.href)}">{_e(label(ctx.lang, "group.read"))}</a>'
            f"{_permalink(gid, ctx.lang)}</h3>"
            + "".join(rule_html(r, ctx) for r in rules)
            + opt_line
            + "</section>"
        )
    if other:
        gid = "rules-other"
        title = label(ctx.lang, "group.other")
        ids.add(gid)
        ids.update(str(r["id"]) for r in other)
        toc.append((title, gid))
        parts.append(
            f'<section class="karty-rules__group" id="{gid}" data-paragraph="">'
            f'<h3 class="karty-rules__title">{_e(title)}{_permalink(gid, ctx.lang)}</h3>'
            f'<p class="karty-rules__intro">{_e(label(ctx.lang, "group.other.intro"))}</p>'
            + "".join(rule_html(r, ctx) for r in other)
            + "</section>"
        )
    html = (
        f'<div class="karty-rules" data-game="{_e(game.game)}" data-lang="{_e(ctx.lang)}">'
        + "".join(parts) + "</div>"
    )
    return html, ids, toc


# --------------------------------------------------------------------------- options


def _value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def render_options(game: Any, ctx: Context, option_anchor: Callable[[str], str]
                   ) -> tuple[str, set[str], list[tuple[str, str]]]:
    """Every option of the game's ``Rules``: what it decides, its default, its values
    (each with its provenance; a value that is a rule shows that rule), or its range."""
    lang = ctx.lang
    ids: set[str] = set()
    toc: list[tuple[str, str]] = []
    articles = []
    for opt in game.options:
        name = str(opt["name"])
        anchor = option_anchor(name)
        ids.add(anchor)
        toc.append((name, anchor))
        kind = str(opt["kind"])
        default = _value(opt["default"])
        facts = [
            f'<dt>{_e(label(lang, "option.default"))}</dt>'
            f'<dd><code class="karty-option__default">{_e(default)}</code>'
            + (f' ({_e(label(lang, "option.on" if opt["default"] else "option.off"))})' if kind == "bool" else "")
            + "</dd>"
        ]
        if kind == "choice":
            values = _e(label(lang, "option.values.choice", n=len(opt["choices"])))
        elif kind == "bool":
            values = _e(label(lang, "option.values.bool"))
        else:
            values = (
                f'<span class="karty-option__range" data-min="{_e(opt["minimum"])}" data-max="{_e(opt["maximum"])}">'
                f'{_e(label(lang, "option.values.int", min=opt["minimum"], max=opt["maximum"]))}</span>'
            )
        facts.append(f'<dt>{_e(label(lang, "option.values"))}</dt><dd>{values}</dd>')
        rule_id = game.option_rule.get(name)
        if rule_id:
            facts.append(f'<dt>{_e(label(lang, "option.rule"))}</dt>'
                         f'<dd><a class="karty-option__rule" href="#{_e(rule_id)}"><code>{_e(rule_id)}</code></a></dd>')
        own = ""
        if opt.get("provenance"):
            own = (f'<div class="karty-option__prov"><p class="karty-option__label">{_e(label(lang, "option.prov"))}</p>'
                   + provenance_html(opt["provenance"], anchor, ctx) + "</div>")
        items = []
        if kind == "choice":
            for choice in opt["choices"]:
                v = _value(choice["value"])
                is_default = v == default
                rid = game.value_rules.get((name, v))
                head = [f'<code class="karty-opt__value">{_e(v)}</code>']
                if is_default:
                    head.append(f'<span class="karty-opt__default">{_e(label(lang, "option.is.default"))}</span>')
                body = ""
                attrs = f'data-value="{_e(v)}" data-default="{"true" if is_default else "false"}"'
                if rid:
                    rule = next(r for r in game.rules if r["id"] == rid)
                    ids.add(rid)
                    attrs = f'id="{_e(rid)}" data-rule="{_e(rid)}" ' + attrs
                    head.append(f'<span class="karty-opt__rule">{_e(label(lang, "option.value.rule"))} '
                                f'<code class="karty-rule__id">{_e(rid)}</code>{_permalink(rid, lang)}</span>')
                    body = _statements(rule["statement"], lang, "karty-rule__statement")
                    prov = provenance_html(rule["provenance"], rid, ctx)
                else:
                    prov = provenance_html(choice["provenance"], f"{anchor}={v}", ctx)
                items.append(
                    f'<li class="karty-opt" {attrs} data-kind="{_e(choice["provenance"]["kind"])}">'
                    f'<p class="karty-opt__head">{" ".join(head)}</p>{body}{prov}</li>'
                )
        elif kind == "bool":
            for v in (True, False):
                is_default = v == opt["default"]
                items.append(
                    f'<li class="karty-opt" data-value="{_value(v)}" data-default="{"true" if is_default else "false"}">'
                    f'<p class="karty-opt__head"><code class="karty-opt__value">{_value(v)}</code>'
                    f' ({_e(label(lang, "option.on" if v else "option.off"))})'
                    + (f' <span class="karty-opt__default">{_e(label(lang, "option.is.default"))}</span>'
                       if is_default else "")
                    + "</p></li>"
                )
        choices = f'<ul class="karty-option__choices">{"".join(items)}</ul>' if items else ""
        articles.append(
            f'<article class="karty-option" id="{_e(anchor)}" data-option="{_e(name)}" data-type="{_e(kind)}"'
            f' data-default="{_e(default)}">'
            f'<h3 class="karty-option__head"><code>{_e(name)}</code>{_permalink(anchor, lang)}</h3>'
            + _statements(opt["description"], lang, "karty-option__what")
            + f'<dl class="karty-option__facts">{"".join(facts)}</dl>'
            + own + choices + "</article>"
        )
    html = (
        f'<div class="karty-options" data-game="{_e(game.game)}" data-lang="{_e(lang)}">'
        + "".join(articles) + "</div>"
    )
    return html, ids, toc


# --------------------------------------------------------------------------- rules index


def render_summary(games: Mapping[str, Any], lang: str, page_url: Callable[[str], str]) -> str:
    """A table: per game, its rules by provenance kind, and its options."""
    head = (
        f'<th scope="col">{_e(label(lang, "summary.game"))}</th>'
        f'<th scope="col">{_e(label(lang, "summary.rules"))}</th>'
        + "".join(f'<th scope="col">{_kind_badge(k, lang)}</th>' for k in KINDS)
        + f'<th scope="col">{_e(label(lang, "summary.options"))}</th>'
    )
    rows = []
    for name, g in games.items():
        counts = {k: sum(r["provenance"]["kind"] == k for r in g.rules) for k in KINDS}
        rows.append(
            f'<tr data-game="{_e(name)}"><th scope="row"><a href="{_e(page_url(name))}">{_e(karty.load_game(name).title(lang))}</a></th>'
            f'<td data-count="rules">{len(g.rules)}</td>'
            + "".join(f'<td data-count="{k}">{counts[k]}</td>' for k in KINDS)
            + f'<td data-count="options">{len(g.options)}</td></tr>'
        )
    return (
        f'<table data-karty="rules-summary"><caption>{_e(label(lang, "summary.caption"))}</caption>'
        f"<thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table>"
    )


def render_supplements(games: Mapping[str, Any], lang: str, page_url: Callable[[str], str],
                       option_anchor: Callable[[str], str]) -> tuple[str, set[str]]:
    """Every outside description the rules and options name, with what it is and the
    rules and options that cite it."""
    used: dict[str, list[tuple[str, str, str]]] = {}  # name → (game, anchor, shown id)

    def note(prov: Mapping[str, Any] | None, game: str, anchor: str, shown: str) -> None:
        if prov and prov["kind"] == "supplement":
            for n in supplement_names(str(prov.get("supplement") or "")):
                entry = (game, anchor, shown)
                if entry not in used.setdefault(n, []):
                    used[n].append(entry)

    about: dict[str, Mapping[str, str]] = {}
    for name, g in games.items():
        about.update(g.supplements)
        for r in g.rules:
            note(r["provenance"], name, str(r["id"]), str(r["id"]))
        for opt in g.options:
            anchor = option_anchor(str(opt["name"]))
            note(opt.get("provenance"), name, anchor, str(opt["name"]))
            for c in opt["choices"]:
                rid = g.value_rules.get((opt["name"], _value(c["value"])))
                if rid:
                    continue  # the rule itself is listed
                note(c["provenance"], name, anchor, f'{opt["name"]}={_value(c["value"])}')
    items = []
    ids = set()
    for n in sorted(used, key=str.lower):
        sid = supplement_anchor(n)
        ids.add(sid)
        desc = _i18n(about.get(n), lang)
        refs = ", ".join(
            f'<a href="{_e(page_url(game))}#{_e(anchor)}"><code>{_e(shown)}</code></a>'
            for game, anchor, shown in used[n]
        )
        items.append(
            f'<li class="karty-supplement" id="{_e(sid)}"><cite>{_e(n)}</cite>'
            + (f'<p class="karty-supplement__about">{_e(desc)}</p>' if desc else "")
            + f'<p class="karty-supplement__used">{_e(label(lang, "supp.used"))}: {refs}</p></li>'
        )
    return f'<ul class="karty-supplements">{"".join(items)}</ul>', ids


# --------------------------------------------------------------------------- back-links


@dataclass(frozen=True)
class BackLink:
    href: str  # to the anchor on a rules page, relative to the reading page
    kind: str  # "rule" or "option"
    ident: str  # rule id or option name
    text: Mapping[str, str]  # statement / what the option decides
    provenance_kind: str = ""
    values: tuple[str, ...] = ()


def backlink_parts(segment_id: str, links: Sequence[BackLink], lang: str) -> tuple[str, str, set[str]]:
    """The button that goes at the end of a cited segment's Russian text, and the
    popover listing the rules and options citing it. Returns (button, popover, ids)."""
    if not links:
        return "", "", set()
    pop_id = f"rules-{segment_id}"
    button = (
        f'<button type="button" class="karty-rulesbtn" popovertarget="{_e(pop_id)}" data-search-exclude'
        f' lang="{_e(lang)}" aria-label="{_e(label(lang, "back.button", id=segment_id, n=len(links)))}"'
        f' title="{_e(label(lang, "back.button", id=segment_id, n=len(links)))}">'
        '<span aria-hidden="true">§</span></button>'
    )
    items = []
    for link in links:
        if link.kind == "rule":
            anchor = (f'<a class="karty-backlink" href="{_e(link.href)}" data-rule="{_e(link.ident)}">'
                      f"<code>{_e(link.ident)}</code></a>")
            extra = (f' <span class="karty-backlink__kind karty-prov__kind--{_e(link.provenance_kind)}">'
                     f'{_e(label(lang, "kind." + link.provenance_kind))}</span>') if link.provenance_kind else ""
        else:
            anchor = (f'<a class="karty-backlink karty-backlink--option" href="{_e(link.href)}"'
                      f' data-option="{_e(link.ident)}">{_e(label(lang, "back.option"))} <code>{_e(link.ident)}</code></a>')
            shown = [v for v in link.values if v]
            extra = ""
            if shown:
                key = "back.value" if len(shown) == 1 else "back.values"
                extra = f' <span class="karty-backlink__values">({_e(label(lang, key, values=", ".join(shown)))})</span>'
        items.append(
            f'<li>{anchor}{extra} <span class="karty-backlink__text">{_e(_i18n(link.text, lang))}</span></li>'
        )
    pop = (
        f'<div class="karty-pop karty-pop--rules" id="{_e(pop_id)}" popover data-search-exclude lang="{_e(lang)}">'
        f'<p class="karty-pop__head"><span class="karty-pop__title">{_e(label(lang, "back.title"))}</span>'
        f' <span class="karty-pop__where">{_e(segment_id)}</span>'
        f'<button type="button" class="karty-pop__close" popovertarget="{_e(pop_id)}"'
        f' popovertargetaction="hide" aria-label="{_e(label(lang, "close"))}">'
        '<span aria-hidden="true">×</span></button></p>'
        f'<ul class="karty-backlinks">{"".join(items)}</ul>'
        "</div>"
    )
    return button, pop, {pop_id}
