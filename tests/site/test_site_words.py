"""No identifier as UI text (issue 13, item 8): the worked examples' rule options show
their values in words and their labels without the option's name, in both languages."""
from __future__ import annotations

import re

import pytest
from karty import load_game

pytestmark = pytest.mark.site

PAGES = ["examples/bura/index.html", "ru/examples/bura/index.html",
         "examples/ochko/index.html", "ru/examples/ochko/index.html"]
IDENTIFIERS = {str(c.json_value()) for game in ("bura", "ochko")
               for o in load_game(game).Rules.options() for c in o.choices
               if not str(c.json_value()).isdigit()}
NAMES = {o.name for game in ("bura", "ochko") for o in load_game(game).Rules.options()}


@pytest.mark.parametrize("path", PAGES)
def test_option_values_and_labels_are_words(build, path):
    html = (build.root / path).read_text(encoding="utf-8")
    shown = re.findall(r"<option[^>]*>([^<]*)</option>", html)
    assert shown, path
    assert not IDENTIFIERS & set(shown), IDENTIFIERS & set(shown)
    labels = re.findall(r"<label[^>]*>(.*?)</label>", html, re.DOTALL)
    assert labels
    for label in labels:
        text = re.sub(r"<[^>]+>", "", label)
        assert not any(re.search(rf"\b{re.escape(n)}\b", text) for n in NAMES if "_" in n), text
