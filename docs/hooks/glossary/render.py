"""The glossary's HTML: the term links on the reading pages, the glossary's index page
and one page per entry (used by docs/hooks/edition/markers.py and docs/hooks/glossary/markers.py).

The functions here turn glossary entries into plain typed data (frozen dataclasses:
:class:`EntryView`, :class:`IndexEntry`, ...) and hand them to the templates of
docs/templates/glossary/ (hooks.core.templating: autoescaping, StrictUndefined); they write
no markup. The glossary's script (docs/assets/js/glossary.mjs) only shows and hides
what is rendered here, and forwards an old address to an entry's page.

Markup contract (glossary.mjs, glossary.css, terms.mjs and tests/site rely on it):

* A term in a reading page's text (critical or diplomatic) is
  ``karty-term.karty-term[data-entry][data-occ]`` holding ``a.karty-term__link``
  (to the entry's own page ``glossary/<entry id>/`` in the page's language;
  ``aria-describedby`` names the tooltip) and
  ``small.karty-tip.karty-tip--term[role=tooltip]`` (the short definition in the
  page's language, shown on hover and focus by CSS). The wrapper is a custom element
  and the tooltip a ``small`` because the witness views are
  ``span[data-search-exclude]``, and the theme's search parser ends an exclusion at
  the first ``</span>`` inside it. ``data-occ`` numbers the occurrences of one text
  of one segment; an occurrence cut by other markup is several links with the same
  ``data-occ`` (edition_text._link_terms). Template: glossary/term.html.
* The index page (``glossary/``): ``.karty-glossary.karty-gl-home[data-lang]`` holds
  ``.karty-gl-toolbar[hidden]`` (the search input and category chips, unhidden by the
  script), the letter index ``.karty-gl-letters`` (links to the letter groups) and
  ``.karty-gl-entries``: one ``section.karty-gl-group`` per first letter (its ``h3``
  has the id ``letter-<ascii>``) holding ``li.karty-gl-entry[data-category][data-filter]``
  per entry in alphabetical order, whose ``id`` is the entry id (so an old address
  ``glossary/#<entry id>`` still lands on it) and whose ``a.karty-gl-entry__link``
  goes to the entry's page. ``data-filter`` is the entry's searchable text, normalised
  (lower case, ё → е, no stress marks).
* An entry's page (``glossary/<entry id>/``): ``.karty-glossary.karty-gl-page`` holds
  ``article.karty-gl-entry[data-entry][data-category]`` whose ``h1`` has ``id`` = the
  entry id. Rule ids are ``a.karty-rule-ref[data-rule]`` around a ``<code>``, linking
  to the rule on its game's rules page (``rules/<game>/#<rule id>``; a ``span`` if the
  rules pages lack the id); the KWIC lines are ``table.karty-kwic`` rows whose
  ``a.karty-kwic__cite`` links to the segment on its reading page.
"""
from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from karty.plural import plural_form
from markupsafe import Markup

from hooks.core.html_text import i18n as _i18n
from hooks.core.html_text import other_lang as _other
from hooks.core.templating import label_table, labeller, macros, render

if TYPE_CHECKING:
    from corpus.gram import GramPiece

#: the interface words of both languages (docs/labels.yaml, table `glossary`)
LABELS = label_table("glossary")

label = labeller("glossary")

#: KWIC tables with more lines than this start closed.
KWIC_OPEN = 8

STRESS = "\u0301"
_CYRILLIC = re.compile(r"[\u0400-\u04ff]")
#: a segment id cited in a definition («bura.s10», «verse1.l13», «ochko.title»)
_SEGMENT_REF = re.compile(r"\b[a-z][a-z0-9]*\.(?:[sl][0-9]+[a-z]?|title|cite)\b")

UrlOf = Callable[[str], "str | None"]


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
    return label(lang, f"{key}.{plural_form(n, lang)}", n=n)


# --------------------------------------------------------------------------- the data


@dataclass(frozen=True, slots=True)
class Piece:
    """A run of text; with ``href``, a cited segment id linked to its reading page."""

    text: str
    href: str | None = None


@dataclass(frozen=True, slots=True)
class Linked:
    """A text in one language, with the segment ids it cites linked."""

    lang: str
    pieces: tuple[Piece, ...]


@dataclass(frozen=True, slots=True)
class Link:
    text: str
    href: str | None


@dataclass(frozen=True, slots=True)
class Label:
    """A label (``карт.``) and what it stands for in the page's language."""

    abbr: str
    title: str
    lang: str = "ru"


@dataclass(frozen=True, slots=True)
class SenseView:
    labels: tuple[Label, ...]
    definition: tuple[Linked, ...]
    note: tuple[Linked, ...]


@dataclass(frozen=True, slots=True)
class AttestationView:
    source: str
    source_lang: str
    date: str | None
    title_verified: bool
    form: str | None
    form_lang: str
    checked: bool
    quote: str | None
    quote_lang: str
    note: str
    via: str | None


@dataclass(frozen=True, slots=True)
class ReferenceView:
    source: str
    source_lang: str
    note: str


@dataclass(frozen=True, slots=True)
class KwicRow:
    segment_id: str
    left: str
    keyword: str
    right: str
    href: str | None


@dataclass(frozen=True, slots=True)
class IndexEntry:
    """An entry's line on the index page."""

    id: str
    headword: str
    romanized: str
    gloss: str
    category: str
    category_name: str
    short: str
    filter: str
    href: str


@dataclass(frozen=True, slots=True)
class EntryView:
    """An entry's page, everything resolved: texts in the page's language first, links
    relative to the entry's page."""

    id: str
    headword: str
    romanized: str
    gloss: str
    letter: str
    letter_id: str
    pos: str
    gram: tuple[GramPiece, ...]
    labels: tuple[Label, ...]
    category: str
    category_name: str
    short: str
    senses: tuple[SenseView, ...]
    forms: tuple[str, ...]
    certainty: str | None
    etymology: tuple[Linked, ...]
    related: tuple[Link, ...]
    rules: tuple[Link, ...]
    attestations: tuple[AttestationView, ...]
    references: tuple[ReferenceView, ...]
    note: tuple[Linked, ...]
    kwic: tuple[KwicRow, ...]
    kwic_count: str
    kwic_open: bool


@dataclass(frozen=True, slots=True)
class Group:
    """The index's entries under one first letter."""

    letter: str
    id: str
    entries: tuple[IndexEntry, ...]


@dataclass(frozen=True, slots=True)
class CategoryChip:
    id: str
    name: str
    count: int


# --------------------------------------------------------------------------- term links


def term_link(entry: Any, inner_html: str, tip_id: str, occurrence: int, *, href: str, lang: str) -> str:
    """One term link in a reading page's text: `inner_html` (already HTML) linked to
    `href` (the entry's page), with its tooltip (the headword and the short definition
    in `lang`), which the link names with aria-describedby (glossary/term.html)."""
    return str(macros("glossary/term.html").term(
        entry.id, entry.headword, _i18n(entry.short, lang), Markup(inner_html), tip_id, occurrence, href, lang))


# --------------------------------------------------------------------------- preparing the data


def linked(text: str, lang: str, segment_url: UrlOf) -> Linked:
    """`text` with each cited segment id that exists linked to its reading page."""
    pieces = []
    pos = 0
    for m in _SEGMENT_REF.finditer(text):
        url = segment_url(m.group())
        if url is None:
            continue
        if m.start() > pos:
            pieces.append(Piece(text[pos:m.start()]))
        pieces.append(Piece(m.group(), url))
        pos = m.end()
    if pos < len(text):
        pieces.append(Piece(text[pos:]))
    return Linked(lang, tuple(pieces))


def bilingual(value: Mapping[str, str] | None, lang: str, segment_url: UrlOf) -> tuple[Linked, ...]:
    """A {en, ru} text: the page's language first, then the other one."""
    if not value:
        return ()
    return tuple(linked(value[k], k, segment_url) for k in (lang, _other(lang)) if value.get(k))


def filter_text(entry: Any) -> str:
    """What the index's filter searches: the id's words, headword, forms, grammar, the
    English equivalent, ASCII romanisations ("kozyr"), the short definitions and the senses."""
    parts = [entry.id.replace("-", " "), entry.headword, *entry.forms, entry.gram or "", entry.gloss,
             *sorted(entry.search_keys())]
    parts += [entry.short.get(k, "") for k in ("ru", "en")]
    for sense in entry.senses:
        parts += [sense.definition.get(k, "") for k in ("ru", "en")]
    return fold(" | ".join(p for p in parts if p))


def initial(entry: Any) -> str:
    """The letter an entry is filed under (ё under е)."""
    return fold(entry.headword)[:1].upper()


def letter_ids(entries: Iterable[Any]) -> dict[str, str]:
    """Each first letter → its id on the index page (``letter-k``, ``letter-zh``)."""
    from corpus.romanize import ascii_key

    out: dict[str, str] = {}
    for e in entries:
        letter = initial(e)
        if letter and letter not in out:
            ident = "letter-" + (ascii_key(letter).lower() or f"{ord(letter):x}")
            if ident in out.values():
                ident += f"-{ord(letter):x}"
            out[letter] = ident
    return out


def index_entry(entry: Any, *, lang: str, categories: Mapping[str, Mapping[str, str]], href: str) -> IndexEntry:
    return IndexEntry(
        id=entry.id, headword=entry.headword, romanized=entry.romanized, gloss=entry.gloss,
        category=entry.category, category_name=_i18n(categories.get(entry.category), lang) or entry.category,
        short=_i18n(entry.short, lang), filter=filter_text(entry), href=href)


def entry_view(entry: Any, *, lang: str, kwic: Sequence[Any], headwords: Mapping[str, str],
               categories: Mapping[str, Mapping[str, str]], label_names: Mapping[str, Mapping[str, str]],
               segment_url: UrlOf, entry_url: Callable[[str], str], letter_id: str,
               rule_url: UrlOf | None = None) -> EntryView:
    """An entry as its page shows it: `entry_url(id)` links a related entry,
    `segment_url(segment id)` a cited segment, `rule_url(rule id)` a rule."""

    def labels(names: Iterable[str]) -> tuple[Label, ...]:
        # a Russian page shows the Russian abbreviation, an English page the English one
        return tuple(Label(n if lang == "ru" else (label_names.get(n) or {}).get("abbr_en", n),
                           _i18n(label_names.get(n), lang) or n, lang) for n in names)

    from corpus.gram import parse_gram

    ety = entry.etymology
    return EntryView(
        id=entry.id, headword=entry.headword, romanized=entry.romanized, gloss=entry.gloss,
        letter=initial(entry), letter_id=letter_id,
        pos=entry.pos, gram=parse_gram(entry.gram) if entry.gram else (), labels=labels(entry.labels),
        category=entry.category, category_name=_i18n(categories.get(entry.category), lang) or entry.category,
        short=_i18n(entry.short, lang),
        senses=tuple(SenseView(labels(s.labels), bilingual(s.definition, lang, segment_url),
                               bilingual(s.note, lang, segment_url)) for s in entry.senses),
        forms=tuple(entry.forms),
        certainty=ety.certainty if ety is not None else None,
        etymology=bilingual(ety.text, lang, segment_url) if ety is not None else (),
        related=tuple(Link(headwords.get(r, r), entry_url(r)) for r in entry.related),
        rules=tuple(Link(r, rule_url(r) if rule_url else None) for r in entry.rules),
        attestations=tuple(AttestationView(
            source=a.source, source_lang=_lang_of(a.source), date=a.date, title_verified=a.title_verified,
            form=a.form, form_lang=_lang_of(a.form or ""), checked=a.checked, quote=a.quote,
            quote_lang=_lang_of(a.quote or ""), note=_i18n(a.note, lang),
            via=_i18n(a.via, lang) if a.via else None)
            for a in entry.attestations),
        references=tuple(ReferenceView(r.source, _lang_of(r.source), _i18n(r.note, lang))
                         for r in entry.references),
        note=bilingual(entry.note, lang, segment_url),
        kwic=tuple(KwicRow(line.segment_id, line.left, line.keyword, line.right, segment_url(line.segment_id))
                   for line in kwic),
        kwic_count=plural(lang, "kwic.count", len(kwic)),
        kwic_open=len(kwic) <= KWIC_OPEN,
    )


# --------------------------------------------------------------------------- rendering


def render_entry_page(view: EntryView, *, lang: str, index_href: str,
                      prev: Link | None = None, next: Link | None = None) -> tuple[str, set[str]]:
    """An entry's page (glossary/entry.html). Returns (html, element ids)."""
    html = render("glossary/entry.html", entry=view, lang=lang, index_href=index_href, prev=prev, next=next)
    return str(html), {view.id}


def render_index(entries: Sequence[IndexEntry], *, lang: str, letters: Mapping[str, str],
                 categories: Mapping[str, Mapping[str, str]]) -> tuple[str, set[str]]:
    """The index page's block (glossary/index.html): the filter, the letter index, on the
    English page an English index, and every entry's line under its first letter, in
    the order given (`letters`: each first letter → its id). Returns (html, element ids)."""
    groups: dict[str, list[IndexEntry]] = {}
    for e in entries:
        groups.setdefault(fold(e.headword)[:1].upper(), []).append(e)
    group_list = [Group(letter, letters[letter], tuple(items)) for letter, items in groups.items()]
    chips = [CategoryChip(c, _i18n(names, lang), sum(e.category == c for e in entries))
             for c, names in categories.items()]
    english: list[IndexEntry] = []
    if lang == "en":
        english = sorted((e for e in entries if e.gloss),
                         key=lambda e: e.gloss.lower().lstrip("'\"(").removeprefix("to ").removeprefix("the "))
    html = render("glossary/index.html", lang=lang, total=len(entries), categories=chips,
                  groups=group_list, english=english)
    ids = {e.id for e in entries} | {g.id for g in group_list} | {"karty-gl-q", "karty-gl-hint"}
    return str(html), ids
