"""The widget fences' build glue (docs/hooks/play/widgets.py), without a whole build:
the fence body, the page record, and failures that must stop the build."""
from __future__ import annotations

import pytest
from hooks.play import widgets  # docs/hooks/play/widgets.py
from pymdownx.superfences import SuperFencesException

LINKS = {"rules": {"bura": "../../rules/bura/"}, "text": {"bura": "../../text/bura/"}}


def record(lang="en"):
    return {"lang": lang, "links": LINKS, "counts": {}, "ids": set(), "src": "x.md", "errors": []}


def test_the_body_is_key_value_lines():
    state, wid, title = widgets.parse_body(
        "# a comment\ntitle: K♠ led\nid: my-trick\ntrump: h\nled = KS QS\n\nanswer:10S 6H\n", "x")
    assert state == {"trump": "h", "led": "KS QS", "answer": "10S 6H"}
    assert (wid, title) == ("my-trick", "K♠ led")


@pytest.mark.parametrize("body", ["trump h", "trump: h\ntrump: c", "id: Bad_Id", "id: a\nid: b"])
def test_a_bad_body_is_an_error(body):
    with pytest.raises(ValueError):
        widgets.parse_body(body, "x")


def test_a_fence_outside_a_page_stops_the_build(monkeypatch):
    monkeypatch.setattr(widgets, "_PAGE", None)
    with pytest.raises(SuperFencesException):
        widgets.fence_format("trump: h", "bura-trick", "karty-widget", {}, None)


def test_a_fence_renders_the_widget_in_the_pages_language(monkeypatch):
    page = record("ru")
    monkeypatch.setattr(widgets, "_PAGE", page)
    html = widgets.fence_format("trump: h\nled: KS QS\nanswer: 10S 6H\n", "bura-trick",
                                "karty-widget", {}, None)
    assert 'data-widget="bura-trick"' in html and 'data-state="static"' in html
    assert 'id="bura-trick-1"' in html and 'data-lang="ru"' in html
    assert "бьёт" in html and 'href="../../rules/bura/#bura.rank-order"' in html
    assert '<script type="application/json" class="karty-widget__data">' in html
    assert page["ids"] == {"bura-trick-1"} and page["errors"] == []
    # the next fence of the kind is numbered on
    widgets.fence_format("trump: h\nled: KS\nanswer: AS\n", "bura-trick", "", {}, None)
    assert page["ids"] == {"bura-trick-1", "bura-trick-2"}


def test_a_rejected_example_is_reported_for_the_page(monkeypatch):
    page = record()
    monkeypatch.setattr(widgets, "_PAGE", page)
    assert widgets.fence_format("trump: h\nled: KS\nanswer: XX\n", "bura-trick", "", {}, None) == ""
    assert len(page["errors"]) == 1 and "'XX'" in page["errors"][0] and "answer" in page["errors"][0]


def test_a_bug_in_the_engine_stops_the_build(monkeypatch):
    import karty.web

    monkeypatch.setattr(widgets, "_PAGE", record())
    monkeypatch.setattr(karty.web, "call", lambda fn, args: 1 / 0)
    with pytest.raises(SuperFencesException, match="ZeroDivisionError"):
        widgets.fence_format("trump: h", "bura-trick", "", {}, None)


def test_every_kind_is_registered_as_a_fence():
    from types import SimpleNamespace

    from karty.web import KINDS

    cfg = SimpleNamespace(markdown_extensions=["pymdownx.superfences"], mdx_configs={})
    widgets.on_config(cfg)
    names = [f["name"] for f in cfg.mdx_configs["pymdownx.superfences"]["custom_fences"]]
    assert names == list(KINDS)
    widgets.on_config(cfg)  # idempotent
    assert len(cfg.mdx_configs["pymdownx.superfences"]["custom_fences"]) == len(KINDS)
