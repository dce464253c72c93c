"""docs/hooks/edition/timeline.py + docs/templates/history/timeline.html: the History page's
timeline, rendered from corpus/history/timeline.yaml without a build."""
from __future__ import annotations

from dataclasses import replace

import pytest
import yaml
from hooks.edition import timeline
from html_tree import parse

HOSTILE = '<img src=x onerror="alert(1)">'


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_event_of_the_corpus_is_drawn_and_listed_once(lang):
    ids = [str(e["id"]) for e in yaml.safe_load(timeline.DATA.read_text(encoding="utf-8"))["events"]]
    spans = sum(1 for e in yaml.safe_load(timeline.DATA.read_text(encoding="utf-8"))["events"] if "end" in e)
    root = parse(timeline.render(timeline.load(), lang))
    svg = root.find("svg")
    assert len(svg.find_all("circle")) + len(svg.find_all("rect")) == len(ids)
    assert len(svg.find_all("rect")) == spans
    numbers = [t.text() for t in svg.find_all("text") if "karty-tl-num" in t.classes()]
    assert numbers == [str(n) for n in range(1, len(ids) + 1)]
    items = root.find("ol").find_all("li")
    assert sorted(li.attrs["id"] for li in items) == sorted(f"tl-{i}" for i in ids)
    assert [li.attrs["value"] for li in items] == numbers
    assert root.find("title").text() == timeline.WORDS[lang]["title"]
    for li, e in zip(items, timeline.load(), strict=True):
        assert f"karty-tl-item--{e.certainty}" in li.classes()
        assert e.label[lang] in li.text()


def test_the_events_text_is_escaped():
    events = timeline.load()
    events[0] = replace(events[0], id='x" onclick="y', label={"en": HOSTILE, "ru": HOSTILE},
                        source={"en": HOSTILE, "ru": HOSTILE})
    html = timeline.render(events, "en")
    assert "<img" not in html and "onclick=" not in html.replace('&#34; onclick=&#34;', "")
    li = parse(html).find("ol").find_all("li")[0]
    assert li.attrs["id"] == 'tl-x" onclick="y'
    assert li.text().count(HOSTILE) == 2


def test_a_span_is_a_bar_from_its_start_to_its_end():
    tl = timeline.layout(timeline.load(), "en")
    assert tl.marks and len(tl.marks) == len(tl.items)
    for m in tl.marks:
        assert 0 <= m.x <= tl.width and 0 < m.y < tl.height
        assert (m.width > 0) == m.span
    years = [y.label for y in tl.years]
    assert years[-1] is None and years[:-1] == list(range(years[0], years[0] + len(years) - 1))
