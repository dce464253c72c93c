"""The History page's timeline: marker ``<!-- karty:timeline -->`` (docs/hooks/core/markers.py).

The data is corpus/history/timeline.yaml: only dates a source gives, each event with its
source and a certainty (``sourced``, ``approximate``: a period given only roughly, or
``claimed``: the text's own claim, confirmed nowhere else). The picture is an inline SVG
(no script, no other host): :func:`layout` computes it as data (:class:`Timeline`) and
docs/templates/history/timeline.html writes it: a year axis and one row per event, a dot for a
date and a bar for a span, numbered; a sourced date is filled, an approximate period is a
faded band with a dashed edge, a claim of the text is hollow and dashed. Below it, the
same events as an ordered list with their dates, certainty and sources: the text a
screen reader or a printout reads, and what the numbers refer to.
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml
from mkdocs.exceptions import PluginError

from hooks.core import templating
from hooks.core.segment_words import in_prose  # segment ids in words

DATA = Path(__file__).resolve().parents[3] / "corpus" / "history" / "timeline.yaml"
CERTAINTIES = ("sourced", "approximate", "claimed")
_DATE = re.compile(r"^(?P<y>1[89]\d\d|20\d\d)(?:-(?P<m>0[1-9]|1[0-2])(?:-(?P<d>0[1-9]|[12]\d|3[01]))?)?$")

WORDS = {
    "en": {
        "title": "Timeline: Solovki, its press and our text, 1923–1931",
        "desc": "One row per event, on a scale of years. A filled mark: a date a source gives. "
                "A faded band with a dashed edge: a period given only roughly. A hollow, dashed mark: "
                "the text's own claim, confirmed nowhere else.",
        "sourced": "dated by a source", "approximate": "approximate", "claimed": "the text's claim, unverified",
        "source": "Source", "months": ("January", "February", "March", "April", "May", "June", "July",
                                       "August", "September", "October", "November", "December"),
    },
    "ru": {
        "title": "Хронология: Соловки, их печать и наш текст, 1923–1931",
        "desc": "По строке на событие, по шкале лет. Закрашенная метка — дата, которую даёт источник. "
                "Бледная полоса с пунктирным краем — период, известный лишь приблизительно. Полая "
                "пунктирная метка — утверждение самого текста, нигде больше не подтверждённое.",
        "sourced": "дата по источнику", "approximate": "приблизительно",
        "claimed": "утверждение текста, не проверено",
        "source": "Источник", "months": ("января", "февраля", "марта", "апреля", "мая", "июня", "июля",
                                         "августа", "сентября", "октября", "ноября", "декабря"),
    },
}
MONTHS_NOM = {"en": WORDS["en"]["months"],
              "ru": ("январь", "февраль", "март", "апрель", "май", "июнь", "июль", "август", "сентябрь",
                     "октябрь", "ноябрь", "декабрь")}


@dataclass(frozen=True, slots=True)
class Event:
    id: str
    date: str
    end: str | None
    certainty: str
    label: dict[str, str]
    source: dict[str, str]


def _year_fraction(date: str, end: bool = False) -> float:
    """A date as a year with a fraction: the start of its day, month or year (or its end)."""
    m = _DATE.match(date)
    assert m is not None
    year = int(m["y"])
    if m["m"] is None:
        return year + (1.0 if end else 0.0)
    month = int(m["m"]) - 1
    if m["d"] is None:
        return year + (month + (1 if end else 0)) / 12
    return year + (month + (int(m["d"]) - 1) / 31) / 12


def load(path: Path = DATA) -> list[Event]:
    """The events, checked: each problem names the event and the bad field."""
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    events: list[Event] = []
    seen: set[str] = set()
    for k, item in enumerate(data.get("events") or []):
        ident = str(item.get("id") or f"#{k + 1}")
        where = f"{path.name}: event {ident}"
        if ident in seen:
            raise ValueError(f"{where}: the id is used twice")
        seen.add(ident)
        for key in ("date", "certainty", "label", "source"):
            if key not in item:
                raise ValueError(f"{where}: missing {key!r}")
        for key in ("date", "end"):
            if key in item and not _DATE.match(str(item[key])):
                raise ValueError(f"{where}: {key} {item[key]!r} is not YYYY, YYYY-MM or YYYY-MM-DD")
        if item["certainty"] not in CERTAINTIES:
            raise ValueError(f"{where}: certainty {item['certainty']!r} is not one of {', '.join(CERTAINTIES)}")
        for key in ("label", "source"):
            if not all(str(item[key].get(lang, "")).strip() for lang in WORDS):
                raise ValueError(f"{where}: {key} needs en and ru")
        if "end" in item and _year_fraction(str(item["end"]), True) <= _year_fraction(str(item["date"])):
            raise ValueError(f"{where}: end {item['end']!r} is not after date {item['date']!r}")
        events.append(Event(ident, str(item["date"]), str(item["end"]) if "end" in item else None,
                            item["certainty"], dict(item["label"]), dict(item["source"])))
    return sorted(events, key=lambda e: (_year_fraction(e.date), e.id))


def date_text(date: str, lang: str) -> str:
    m = _DATE.match(date)
    assert m is not None
    if m["m"] is None:
        return m["y"]
    month = int(m["m"]) - 1
    if m["d"] is None:
        return f"{MONTHS_NOM[lang][month]} {m['y']}" if lang == "en" else f"{MONTHS_NOM[lang][month]} {m['y']} г."
    day = int(m["d"])
    if lang == "en":
        return f"{day} {WORDS['en']['months'][month]} {m['y']}"
    return f"{day} {WORDS['ru']['months'][month]} {m['y']} г."


def _when(e: Event, lang: str) -> str:
    return date_text(e.date, lang) + (f"–{date_text(e.end, lang)}" if e.end else "")


@dataclass(frozen=True, slots=True)
class Year:
    """One line of the year grid; ``label`` (the year, drawn between this line and the
    next) is None for the last line."""
    x: float
    y1: int
    y2: int
    label: int | None
    label_x: float
    label_y: int


@dataclass(frozen=True, slots=True)
class Mark:
    """One event's mark: a bar (``span``: from ``x``, ``width`` wide) or a dot
    (centred on ``x``, ``y``), and its number at ``label_x``, ``label_y``."""
    n: int
    certainty: str
    span: bool
    x: float
    y: float
    width: float
    label_x: float
    label_y: float
    anchor: str


@dataclass(frozen=True, slots=True)
class Item:
    """One event in words: the list below the picture."""
    n: int
    id: str
    certainty: str
    when: str
    certainty_text: str
    label: str
    source_word: str
    source: str


@dataclass(frozen=True, slots=True)
class Timeline:
    """Everything docs/templates/history/timeline.html draws, computed."""
    title: str
    desc: str
    width: int
    height: int
    phone_font: int
    years: tuple[Year, ...]
    marks: tuple[Mark, ...]
    items: tuple[Item, ...]


# On a phone the picture is scaled down to the page's width: PHONE_PICTURE_PX is its
# width on a 375 px screen (the content's width there, less a margin), and its text is
# drawn at phone_font user units, so that it shows at least MIN_TEXT_PX there
# (docs/assets/css/site.css uses it below 600 px; wider screens draw the picture at
# least ~560 px wide, where the 13 px of the stylesheet stay >= 12 px).
PHONE_PICTURE_PX = 335
MIN_TEXT_PX = 12


def layout(events: list[Event], lang: str) -> Timeline:
    """The picture's coordinates and the list's texts for ``events`` in ``lang``."""
    w = WORDS[lang]
    first = int(min(_year_fraction(e.date) for e in events))
    last = math.ceil(max(_year_fraction(e.end or e.date, True) for e in events))
    left, right, year_w, row_h, top = 16, 16, 60, 30, 34
    width = left + right + (last - first) * year_w
    height = top + row_h * len(events) + 8

    def x(value: float) -> float:
        return round(left + (value - first) * year_w, 1)

    years = tuple(Year(x(year), top - 6, height - 4, year if year < last else None, x(year + .5), top - 12)
                  for year in range(first, last + 1))
    marks = []
    for n, e in enumerate(events, start=1):
        cy = top + row_h * (n - 1) + row_h / 2
        start = _year_fraction(e.date)
        if e.end:
            end = _year_fraction(e.end, True)
            mark_x, mark_y, mark_w = x(start), cy - 7, round(x(end) - x(start), 1)
            label_x = x(end) + 6
        else:
            span = _year_fraction(e.date, True) - start
            mark_x, mark_y, mark_w = x(start + span / 2), cy, 0.0
            label_x = mark_x + 11
        anchor = "start"
        if label_x > width - 24:
            label_x, anchor = x(start) - 11, "end"
        marks.append(Mark(n, e.certainty, e.end is not None, mark_x, mark_y, mark_w, label_x, cy + 5, anchor))
    items = tuple(Item(n, e.id, e.certainty, _when(e, lang), str(w[e.certainty]), e.label[lang],
                       str(w["source"]), in_prose(e.source[lang], lang))
                  for n, e in enumerate(events, start=1))
    phone_font = math.ceil(MIN_TEXT_PX * width / PHONE_PICTURE_PX)
    return Timeline(str(w["title"]), str(w["desc"]), width, height, phone_font, years, tuple(marks), items)


def render(events: list[Event], lang: str) -> str:
    """The timeline's figure (docs/templates/history/timeline.html)."""
    return str(templating.render("history/timeline.html", tl=layout(events, lang)))


def _marker(arg: str | None, ctx: Any) -> str:
    try:
        events = load()
    except (OSError, ValueError, yaml.YAMLError) as exc:
        raise PluginError(f"timeline: {exc}") from exc
    ctx.define({f"tl-{e.id}" for e in events} | {"karty-tl-title", "karty-tl-desc"})
    return render(events, ctx.lang)


MARKERS = {"timeline": _marker}
