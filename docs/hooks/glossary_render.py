"""HTML for the glossary: the term links on the reading pages and the glossary page
(used by docs/hooks/edition.py and docs/hooks/glossary.py).

Pure functions: glossary entries in, an HTML string out, every piece of data
escaped. The glossary page's script (docs/assets/js/glossary.mjs) only shows and
hides what is rendered here.

Markup contract (glossary.mjs, glossary.css and tests/site rely on it):

* A term in a reading page's text (critical or diplomatic) is
  ``karty-term.karty-term[data-entry][data-occ]`` holding ``a.karty-term__link``
  (to ``glossary/#<entry id>`` in the page's language; ``aria-describedby`` names
  the tooltip) and ``small.karty-tip.karty-tip--term[role=tooltip]`` (the short
  definition in the page's language, shown on hover and focus by CSS). The
  wrapper is a custom element and the tooltip a ``small`` because the witness
  views are ``span[data-search-exclude]``, and the theme's search parser ends an
  exclusion at the first ``</span>`` inside it. ``data-occ`` numbers the
  occurrences of one text of one segment; an occurrence cut by other markup is
  several links with the same ``data-occ`` (edition_render._link_terms).
* The glossary page: ``.karty-glossary[data-lang]`` holds ``.karty-gl-toolbar[hidden]``
  (the search input and category chips, unhidden by the script),
  ``.karty-gl-cats`` (the entries by category, links only) and
  ``.karty-gl-entries`` with one ``article.karty-gl-entry[data-category][data-filter]``
  per entry in alphabetical order; its heading ``h3`` has ``id`` = the entry id.
  ``data-filter`` is the entry's searchable text, normalised (lower case, ё → е,
  no stress marks). Rule ids are ``a.karty-rule-ref[data-rule]`` around a
  ``<code>``, linking to the rule on its game's rules page (``rules/<game>/#<rule id>``;
  a ``span`` if the rules pages lack the id); the KWIC lines are ``table.karty-kwic`` rows whose
  ``a.karty-kwic__cite`` links to the segment on its reading page.
"""
from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from html_text import e as _e
from html_text import i18n as _i18n
from html_text import other_lang as _other
from templating import label_table, labeller

#: the interface words of both languages (docs/labels.yaml, table `glossary`)
LABELS = label_table("glossary")

label = labeller("glossary")

#: KWIC tables with more lines than this start closed.
KWIC_OPEN = 8

STRESS = "\u0301"
_CYRILLIC = re.compile(r"[\u0400-\u04ff]")
#: a segment id cited in a definition («bura.s10», «verse1.l13», «ochko.title»)
_SEGMENT_REF = re.compile(r"\b[a-z][a-z0-9]*\.(?:[sl][0-9]+[a-z]?|title|cite)\b")


def _lang_of(text: str) -> str:
    """The language of a source title or a form: Russian if it has Cyrillic letters."""
    return "ru" if _CYRILLIC.search(text) else "en"


def fold(text: str) -> str:
    """Text as the glossary filter compares it: lower case, ё → е, no stress marks,
    white space collapsed (docs/assets/js/glossary.mjs folds the query the same way)."""
    text = unicodedata.normalize("NFC", text).lower().replace("ё", "е").replace(STRESS, "")
    return " ".join(text.split())


def plural(lang: str, key: str, n: int) -> str:
    """A count with its noun: English one/many, Russian one/few/many."""
    if lang == "ru":
        form = "one" if n % 10 == 1 and n % 100 != 11 else (
            "few" if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14 else "many")
    else:
        form = "one" if n == 1 else "many"
    return label(lang, f"{key}.{form}", n=n)


# --------------------------------------------------------------------------- term links


def term_link(entry: Any, inner_html: str, tip_id: str, occurrence: int, *, href: str, lang: str) -> str:
    """One term link in a reading page's text: `inner_html` (escaped) linked to
    `href` (the entry on the glossary page), with its tooltip (the headword and the
    short definition in `lang`), which the link names with aria-describedby."""
    short = _i18n(entry.short, lang)
    return (
        f'<karty-term class="karty-term" data-entry="{_e(entry.id)}" data-occ="{occurrence}">'
        f'<a class="karty-term__link" href="{_e(href)}" aria-describedby="{_e(tip_id)}">{inner_html}</a>'
        f'<small class="karty-tip karty-tip--term" role="tooltip" id="{_e(tip_id)}" lang="{_e(lang)}"'
        " data-search-exclude>"
        f'<b class="karty-tip__term" lang="ru">{_e(entry.headword)}</b>'
        ' <b class="karty-tip__sep" aria-hidden="true">·</b> '
        f"{_e(short)}</small></karty-term>"
    )


# --------------------------------------------------------------------------- the glossary page


def _segment_links(text: str, segment_url: Callable[[str], str | None]) -> str:
    """Escaped text with each cited segment id that exists linked to its reading page."""
    out = []
    pos = 0
    for m in _SEGMENT_REF.finditer(text):
        url = segment_url(m.group())
        if url is None:
            continue
        out.append(_e(text[pos:m.start()]))
        out.append(f'<a class="karty-gl-segref" href="{_e(url)}">{_e(m.group())}</a>')
        pos = m.end()
    out.append(_e(text[pos:]))
    return "".join(out)


def _bilingual(value: Mapping[str, str] | None, lang: str, segment_url: Callable[[str], str | None],
               cls: str, tag: str = "p") -> str:
    """A {en, ru} text: the page's language first, the other after it, marked."""
    if not value:
        return ""
    other = _other(lang)
    first = value.get(lang)
    out = []
    if first:
        out.append(f'<{tag} class="{cls}" lang="{lang}">{_segment_links(first, segment_url)}</{tag}>')
    second = value.get(other)
    if second:
        out.append(
            f'<{tag} class="{cls} karty-gl-alt" lang="{other}">'
            f'<b class="karty-gl-alt__lang" lang="{lang}">{_e(label(lang, "other"))}:</b> '
            f"{_segment_links(second, segment_url)}</{tag}>"
        )
    return "".join(out)


def _labels_html(labels: Sequence[str], label_names: Mapping[str, Mapping[str, str]], lang: str) -> str:
    return " ".join(
        f'<abbr class="karty-gl-label" title="{_e(_i18n(label_names.get(lab), lang) or lab)}">'
        f'<i lang="ru">{_e(lab)}</i></abbr>'
        for lab in labels
    )


def _filter_text(entry: Any) -> str:
    parts = [entry.id.replace("-", " "), entry.headword, *entry.forms, entry.gram or ""]
    parts += [entry.short.get(k, "") for k in ("ru", "en")]
    for sense in entry.senses:
        parts += [sense.definition.get(k, "") for k in ("ru", "en")]
    return fold(" | ".join(p for p in parts if p))


def _attestation(att: Any, lang: str) -> str:
    status = "checked" if att.checked else "unchecked"
    bits = [f'<cite class="karty-gl-att__source" lang="{_lang_of(att.source)}">{_e(att.source)}</cite>']
    if att.date:
        bits.append(f'<span class="karty-gl-att__date">{_e(att.date)}</span>')
    head = ", ".join(bits)
    if not att.title_verified:
        head += f' <span class="karty-gl-att__unverified">({_e(label(lang, "title.unverified"))})</span>'
    out = [head]
    if att.form:
        out.append(f'{_e(label(lang, "form"))} <i lang="{_lang_of(att.form)}">{_e(att.form)}</i>')
    line = "; ".join(out)
    status_html = (
        f'<span class="karty-gl-status karty-gl-status--{status}" title="{_e(label(lang, status + ".title"))}">'
        f"{_e(label(lang, status))}</span>"
    )
    parts = [f'<p class="karty-gl-att__head">{line} {status_html}</p>']
    if att.quote and att.checked:
        parts.append(f'<blockquote class="karty-gl-att__quote" lang="{_lang_of(att.quote)}">'
                     f"<p>«{_e(att.quote)}»</p></blockquote>")
    note = _i18n(att.note, lang)
    if note:
        parts.append(f'<p class="karty-gl-att__note">{_e(note)}</p>')
    if att.checked and att.via:
        parts.append(f'<p class="karty-gl-att__via">{_e(label(lang, "checked.via", via=att.via))}</p>')
    return f'<li class="karty-gl-att" data-checked="{"true" if att.checked else "false"}">{"".join(parts)}</li>'


def _kwic(entry: Any, lines: Sequence[Any], lang: str, segment_url: Callable[[str], str | None]) -> str:
    if not lines:
        return ""
    rows = []
    for line in lines:
        url = segment_url(line.segment_id)
        cite = (
            f'<a class="karty-kwic__cite" href="{_e(url)}"'
            f' aria-label="{_e(label(lang, "kwic.permalink", id=line.segment_id))}">{_e(line.segment_id)}</a>'
            if url else _e(line.segment_id)
        )
        rows.append(
            f'<tr data-segment="{_e(line.segment_id)}">'
            f'<td class="karty-kwic__left"><bdi>{_e(line.left)}</bdi></td>'
            f'<td class="karty-kwic__kw"><b>{_e(line.keyword)}</b></td>'
            f'<td class="karty-kwic__right">{_e(line.right)}</td>'
            f'<td class="karty-kwic__where">{cite}</td></tr>'
        )
    head = "".join(
        f'<th scope="col" class="karty-kwic__{k}">{_e(label(lang, "kwic." + n))}</th>'
        for k, n in (("left", "left"), ("kw", "keyword"), ("right", "right"), ("where", "where"))
    )
    is_open = " open" if len(lines) <= KWIC_OPEN else ""
    return (
        f'<details class="karty-gl-kwic"{is_open} data-search-exclude>'
        f'<summary>{_e(label(lang, "kwic"))}: {_e(plural(lang, "kwic.count", len(lines)))}</summary>'
        f'<table class="karty-kwic">'
        f'<caption>{_e(label(lang, "kwic.caption", headword=entry.headword))}</caption>'
        f'<thead><tr>{head}</tr></thead><tbody lang="ru">{"".join(rows)}</tbody></table></details>'
    )


def _rule_ref(rule_id: str, href: str | None) -> str:
    """A rule id: a link to the rule on its game's rules page (``href``), or, for an id
    the rules pages do not show, the id alone."""
    if href is None:
        return f'<span class="karty-rule-ref" data-rule="{_e(rule_id)}"><code>{_e(rule_id)}</code></span>'
    return f'<a class="karty-rule-ref" data-rule="{_e(rule_id)}" href="{_e(href)}"><code>{_e(rule_id)}</code></a>'


def render_entry(entry: Any, *, lang: str, kwic: Sequence[Any], headwords: Mapping[str, str],
                 categories: Mapping[str, Mapping[str, str]], label_names: Mapping[str, Mapping[str, str]],
                 segment_url: Callable[[str], str | None],
                 rule_url: Callable[[str], str | None] | None = None) -> str:
    """One entry as an ``article``; its heading has the entry id. With `rule_url`,
    the entry's rule ids link to their rules (``rule_url(rule id)``)."""
    eid = entry.id
    gram = [f'<span class="karty-gl-pos">{_e(label(lang, "pos." + entry.pos))}</span>']
    if entry.gram:
        gram.append(f'<span class="karty-gl-gram" lang="ru">{_e(entry.gram)}</span>')
    if entry.labels:
        gram.append(f'<span class="karty-gl-labels">{_labels_html(entry.labels, label_names, lang)}</span>')
    gram.append(
        f'<span class="karty-gl-cat" data-category="{_e(entry.category)}">'
        f"{_e(_i18n(categories.get(entry.category), lang) or entry.category)}</span>"
    )
    senses = []
    for sense in entry.senses:
        labels = (f'<span class="karty-gl-labels">{_labels_html(sense.labels, label_names, lang)}</span> '
                  if sense.labels else "")
        senses.append(
            f"<li>{labels}{_bilingual(sense.definition, lang, segment_url, 'karty-gl-def')}"
            f"{_bilingual(sense.note, lang, segment_url, 'karty-gl-sense-note')}</li>"
        )
    facts = []

    def fact(key: str, body: str, cls: str, title: str | None = None) -> None:
        t = f' title="{_e(title)}"' if title else ""
        facts.append(f'<dt class="karty-gl-facts__{cls}"{t}>{_e(label(lang, key))}</dt>'
                     f'<dd class="karty-gl-facts__{cls}">{body}</dd>')

    if entry.forms:
        fact("forms", f'<span lang="ru">{_e(", ".join(entry.forms))}</span>', "forms")
    else:
        fact("forms", f'<em>{_e(label(lang, "not_in_text"))}</em>', "forms")
    if entry.etymology is not None:
        cert = entry.etymology.certainty
        fact("etymology",
             f'<span class="karty-gl-certainty karty-gl-certainty--{_e(cert)}" data-certainty="{_e(cert)}"'
             f' title="{_e(label(lang, "certainty." + cert + ".title"))}">{_e(label(lang, "certainty." + cert))}</span>'
             + _bilingual(entry.etymology.text, lang, segment_url, "karty-gl-etym"),
             "etymology")
    if entry.related:
        links = ", ".join(
            f'<a href="#{_e(r)}" lang="ru">{_e(headwords.get(r, r))}</a>' for r in entry.related
        )
        fact("related", links, "related")
    if entry.rules:
        refs = " ".join(_rule_ref(r, rule_url(r) if rule_url else None) for r in entry.rules)
        fact("rules", refs, "rules", label(lang, "rules.title"))
    if entry.attestations:
        fact("attestations",
             f'<ul class="karty-gl-atts">{"".join(_attestation(a, lang) for a in entry.attestations)}</ul>',
             "attestations")
    if entry.references:
        items = "".join(
            f'<li><cite lang="{_lang_of(r.source)}">{_e(r.source)}</cite>'
            + (f": {_e(_i18n(r.note, lang))}" if _i18n(r.note, lang) else "") + "</li>"
            for r in entry.references
        )
        fact("references", f'<ul class="karty-gl-refs">{items}</ul>', "references")
    if entry.note:
        fact("note", _bilingual(entry.note, lang, segment_url, "karty-gl-note"), "note")

    return (
        f'<article class="karty-gl-entry" data-entry="{_e(eid)}" data-category="{_e(entry.category)}"'
        f' data-filter="{_e(_filter_text(entry))}">'
        f'<h3 id="{_e(eid)}" class="karty-gl-entry__head">'
        f'<span class="karty-gl-hw" lang="ru">{_e(entry.headword)}</span>'
        + (f' <span class="karty-gl-rom" lang="ru-Latn">{_e(entry.romanized)}</span>'
           if getattr(entry, "romanized", "") else "")
        + (f' <span class="karty-gl-gloss" lang="en">{_e(entry.gloss)}</span>' if getattr(entry, "gloss", "") else "")
        + f'<a class="headerlink" href="#{_e(eid)}" title="{_e(label(lang, "permalink"))}">¶</a></h3>'
        f'<p class="karty-gl-grammar">{" ".join(gram)}</p>'
        f'<p class="karty-gl-short" lang="{lang}">{_e(_i18n(entry.short, lang))}</p>'
        f'<ol class="karty-gl-senses" aria-label="{_e(label(lang, "senses"))}">{"".join(senses)}</ol>'
        f'<dl class="karty-gl-facts">{"".join(facts)}</dl>'
        + _kwic(entry, kwic, lang, segment_url)
        + "</article>"
    )


def render_categories(entries_by_category: Mapping[str, Sequence[Any]],
                      categories: Mapping[str, Mapping[str, str]], lang: str) -> str:
    """The entries by category: four lists of headwords, each linked to its entry."""
    groups = []
    for cat, entries in entries_by_category.items():
        items = "".join(
            f'<li><a href="#{_e(e.id)}" lang="ru">{_e(e.headword)}</a></li>' for e in entries
        )
        groups.append(
            f'<section class="karty-gl-cats__group" id="cat-{_e(cat)}" data-category="{_e(cat)}">'
            f'<h3 class="karty-gl-cats__title">{_e(_i18n(categories.get(cat), lang) or cat)}'
            f' <span class="karty-gl-cats__count">({len(entries)})</span></h3>'
            f'<ul class="karty-gl-cats__list">{items}</ul></section>'
        )
    return (
        f'<nav class="karty-gl-cats" aria-label="{_e(label(lang, "cats"))}">{"".join(groups)}</nav>'
    )


def _indexes(entries: Sequence[Any], lang: str) -> str:
    """The note on the romanisation, a letter index (each initial links to its first entry,
    in the entries' order) and, on the English page, an English index of the glosses."""
    firsts: dict[str, str] = {}
    for e in entries:
        initial = fold(e.headword)[:1].upper()
        if initial and initial not in firsts:
            firsts[initial] = e.id
    letters = "".join(f'<li><a href="#{_e(i)}" lang="ru">{_e(k)}</a></li>' for k, i in firsts.items())
    out = (
        f'<p class="karty-gl-romnote">{_e(label(lang, "romanization.note"))}</p>'
        f'<nav class="karty-gl-letters" aria-label="{_e(label(lang, "letters"))}"><ul>{letters}</ul></nav>'
    )
    glossed = sorted((e for e in entries if getattr(e, "gloss", "")),
                     key=lambda e: e.gloss.lower().lstrip("'\"(").removeprefix("to ").removeprefix("the "))
    if lang == "en" and glossed:
        items = "".join(
            f'<li><a href="#{_e(e.id)}">{_e(e.gloss)}</a> <span lang="ru">{_e(e.headword)}</span></li>'
            for e in glossed
        )
        out += (f'<details class="karty-gl-index"><summary>{_e(label(lang, "index.en"))}</summary>'
                f'<ul class="karty-gl-index__list">{items}</ul></details>')
    return out


def render_entries(entries: Iterable[Any], *, lang: str, kwic: Mapping[str, Sequence[Any]],
                   categories: Mapping[str, Mapping[str, str]], label_names: Mapping[str, Mapping[str, str]],
                   segment_url: Callable[[str], str | None],
                   rule_url: Callable[[str], str | None] | None = None) -> tuple[str, set[str]]:
    """The toolbar (search input and category chips, hidden until the script shows
    it) and every entry, in the order given. Returns (html, element ids)."""
    entries = list(entries)
    headwords = {e.id: e.headword for e in entries}
    counts = {c: sum(e.category == c for e in entries) for c in categories}
    chips = [(
        f'<label class="karty-gl-chip"><input type="radio" name="karty-gl-category" value="" checked>'
        f' {_e(label(lang, "chips.all"))} <span class="karty-count">({len(entries)})</span></label>'
    )]
    for cat, names in categories.items():
        chips.append(
            f'<label class="karty-gl-chip" data-category="{_e(cat)}">'
            f'<input type="radio" name="karty-gl-category" value="{_e(cat)}">'
            f' {_e(_i18n(names, lang))} <span class="karty-count">({counts.get(cat, 0)})</span></label>'
        )
    toolbar = (
        f'<div class="karty-gl-toolbar" role="search" aria-label="{_e(label(lang, "tools"))}" hidden'
        " data-search-exclude>"
        f'<p class="karty-gl-search"><label for="karty-gl-q">{_e(label(lang, "search"))}</label> '
        f'<input type="search" id="karty-gl-q" autocomplete="off" spellcheck="false"'
        f' placeholder="{_e(label(lang, "search.placeholder"))}" aria-describedby="karty-gl-hint"></p>'
        f'<p class="karty-gl-hint" id="karty-gl-hint">{_e(label(lang, "search.hint"))}</p>'
        f'<fieldset class="karty-gl-chips"><legend>{_e(label(lang, "chips"))}</legend>{"".join(chips)}</fieldset>'
        f'<p class="karty-gl-count" aria-live="polite" data-template="{_e(label(lang, "count"))}"'
        f' data-total="{len(entries)}">{_e(label(lang, "count", n=len(entries), total=len(entries)))}</p>'
        f'<p class="karty-gl-none" hidden>{_e(label(lang, "none"))}</p>'
        "</div>"
    )
    articles = [
        render_entry(e, lang=lang, kwic=kwic.get(e.id, ()), headwords=headwords, categories=categories,
                     label_names=label_names, segment_url=segment_url, rule_url=rule_url)
        for e in entries
    ]
    html = (
        f'<div class="karty-glossary" data-lang="{_e(lang)}">{toolbar}'
        + _indexes(entries, lang)
        + f'<div class="karty-gl-entries">{"".join(articles)}</div></div>'
    )
    return html, {e.id for e in entries} | {"karty-gl-q", "karty-gl-hint"}
