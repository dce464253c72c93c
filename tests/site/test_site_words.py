"""No identifier as UI text (issue 13, item 8): the worked examples' rule options show
their values in words and their labels without the option's name, in both languages."""
from __future__ import annotations

import re

import pytest
from karty import GAMES, load_game

pytestmark = pytest.mark.site

PAGES = [f"{lang}examples/{g.name}/index.html" for g in GAMES for lang in ("", "ru/")]
IDENTIFIERS = {str(c.json_value()) for g in GAMES
               for o in load_game(g.name).Rules.options() for c in o.choices
               if not str(c.json_value()).isdigit()}
NAMES = {o.name for g in GAMES for o in load_game(g.name).Rules.options()}


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
