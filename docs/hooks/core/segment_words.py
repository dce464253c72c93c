"""Segment ids in words: ``bura.s7`` is shown as "Bura, sentence 7" (English pages)
or «Бура, предложение 7» (Russian ones), never as the id (design standard: no
identifier shown as UI text). The id stays in ``id``/``href``/``data-*``.

Words from docs/labels.yaml, table ``segments``: each section's short name
(``section.<id>``) and each kind of segment (``s``, ``l``, ``p``, ``lg``, ``title``,
``cite``…). An id of a shape or section with no words is an error naming it, so a
new section fails the build instead of showing its id.

>>> segment_words("bura.s7", "en"), segment_words("bura.s7", "ru")
('Bura, sentence 7', 'Бура, предложение 7')
>>> segment_words("verse1.l9", "ru", section=False)
'строка 9'
>>> segment_words("verse2.cite", "en")
'Verse 2, source line'
>>> segment_range("verse1.l9", "verse1.l16", "en")
'Verse 1, lines 9–16'
>>> in_prose("The text says so (ochko.s22), the bust (ochko.s23–s24).", "en")
'The text says so (Ochko, sentence 22), the bust (Ochko, sentences 23–24).'
>>> in_prose("В B нет текста (ochko.s1–ochko.s7)", "ru")
'В B нет текста (Очко, предложения 1–7)'
>>> in_prose("before «то» (bura.s24; ochko.s12, s31, s41), so s5–s6 and again after s6", "en")
'before «то» (Bura, sentence 24; Ochko, sentences 12, 31, 41), so sentences 5–6 and again after sentence 6'
>>> [(g.head, g.items) for g in segment_groups(["bura.s10", "bura.s12", "ochko.s3"], "ru")]
[('Бура, предложения ', (('bura.s10', '10'), ('bura.s12', '12'))), ('Очко, предложение ', (('ochko.s3', '3'),))]
"""
from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from hooks.core.templating import label_table, labeller

label = labeller("segments")

#: the sections of the text that have words (``section.<id>`` in the table ``segments``):
#: the only sections an id in prose can name
SECTIONS = tuple(sorted(k.removeprefix("section.") for k in label_table("segments")["en"]
                        if k.startswith("section.")))

_ID = re.compile(r"^(?P<section>[a-z][a-z0-9]*)\.(?P<kind>[a-z]+?)(?P<n>[0-9]+[a-z]?)?$")

#: a segment id in a sentence of prose, or a range (``x.s1–s4``, ``x.s1–x.s4``) or a
#: list (``x.s12, s31, s41``) of them
PROSE = re.compile(
    rf"\b(?P<section>{'|'.join(map(re.escape, SECTIONS))})\.(?P<kind>s|l|p|lg|title|cite|heading|source)"
    r"(?P<n>[0-9]+[a-z]?)?"
    r"(?:[–-](?:(?P=section)\.)?(?P=kind)(?P<last>[0-9]+[a-z]?)"
    r"|(?P<more>(?:,\s*(?P=kind)[0-9]+[a-z]?)+))?\b")

#: a sentence or line of the same section named by its bare id (``s6``, ``s5–s6``), as
#: the edition's notes do
BARE = re.compile(r"(?<![\w.])(?P<kind>[sl])(?P<n>[0-9]+[a-z]?)(?:[–-](?P=kind)?(?P<last>[0-9]+[a-z]?))?\b")


def _parts(segment_id: str) -> tuple[str, str, str]:
    m = _ID.match(segment_id)
    if not m:
        raise ValueError(f"{segment_id!r} is not a segment id like 'verse1.l9'")
    return m.group("section"), m.group("kind"), m.group("n") or ""


def section_words(section: str, lang: str) -> str:
    return label(lang, f"section.{section}")


def segment_words(segment_id: str, lang: str, *, section: bool = True) -> str:
    """The segment as a reader names it: its section (unless ``section=False``, where
    the page is that section) and its kind and number."""
    sec, kind, n = _parts(segment_id)
    where = label(lang, kind, n=n) if n else label(lang, kind)
    return label(lang, "in.section", section=section_words(sec, lang), where=where) if section else where


def segment_range(first: str, last: str, lang: str, *, section: bool = True) -> str:
    """Two segments of one section and kind: "Verse 1, lines 9–16"."""
    sec, kind, a = _parts(first)
    sec2, kind2, b = _parts(last)
    if (sec, kind) != (sec2, kind2) or not a or not b:
        return f"{segment_words(first, lang, section=section)}–{segment_words(last, lang, section=section)}"
    where = label(lang, f"{kind}.range", first=a, last=b)
    return label(lang, "in.section", section=section_words(sec, lang), where=where) if section else where


def in_prose(text: str, lang: str) -> str:
    """Every segment id (or range or list of them) in a sentence of prose, in words;
    then the bare ``s6`` / ``s5–s6`` the edition's notes use for sentences of their
    own section."""
    def one(m: re.Match[str]) -> str:
        sec, kind, n, last = m.group("section"), m.group("kind"), m.group("n") or "", m.group("last")
        if last:
            return segment_range(f"{sec}.{kind}{n}", f"{sec}.{kind}{last}", lang)
        if m.group("more") and n:
            nums = [n, *re.findall(r"[0-9]+[a-z]?", m.group("more"))]
            where = label(lang, f"{kind}.many", list=", ".join(nums))
            return label(lang, "in.section", section=section_words(sec, lang), where=where)
        return segment_words(f"{sec}.{kind}{n}", lang)

    def bare(m: re.Match[str]) -> str:
        kind, n, last = m.group("kind"), m.group("n"), m.group("last")
        return label(lang, f"{kind}.range", first=n, last=last) if last else label(lang, kind, n=n)

    return BARE.sub(bare, PROSE.sub(one, text))


@dataclass(frozen=True, slots=True)
class Group:
    """Segments of one section and kind cited together, as a reader names them:
    ``head`` ("Bura, sentences ") then each item's number, each item keeping its id."""

    head: str
    items: tuple[tuple[str, str], ...]


def segment_groups(segment_ids: Iterable[str], lang: str) -> list[Group]:
    """Neighbouring ids of one section and kind, grouped, so that a citation reads
    "Bura, sentences 10, 12, 23" instead of "Bura, sentence 10, Bura, sentence 12, …".
    An id with no number ("verse2.cite") is a group of its own, its words as its item."""
    runs: list[tuple[str, str, list[tuple[str, str]]]] = []
    for sid in segment_ids:
        sec, kind, n = _parts(sid)
        if n and runs and runs[-1][:2] == (sec, kind) and runs[-1][2][0][1]:
            runs[-1][2].append((sid, n))
        else:
            runs.append((sec, kind, [(sid, n)]))
    out = []
    for sec, kind, items in runs:
        if not items[0][1]:
            out.append(Group("", ((items[0][0], segment_words(items[0][0], lang)),)))
            continue
        where = label(lang, f"{kind}.many", list="\x00") if len(items) > 1 else label(lang, kind, n="\x00")
        head = label(lang, "in.section", section=section_words(sec, lang), where=where)
        before, _, after = head.partition("\x00")
        if after:
            raise ValueError(f"the words for {kind!r} put the number before the end: {head!r}")
        out.append(Group(before, tuple(items)))
    return out
