"""The play pages start the engine's worker from their head (docs/overrides/main.html,
`karty_engine_now` set by docs/hooks/play/tables.py): an async module that imports
engine-client.mjs and calls startEngine(), so that the runtime's downloads begin before
the theme's bundle and the page's other modules have run. Reading pages do not."""
from __future__ import annotations

import re

import pytest
from karty.games import table_games

EARLY = re.compile(r'<script type="module" async>import \{ startEngine \} from "((?:\.\./)+)assets/js/engine-client\.mjs"; '
                   r"startEngine\(\);</script>")


@pytest.mark.parametrize("lang", ["", "ru/"])
@pytest.mark.parametrize("game", table_games())
def test_a_play_page_starts_the_engine_from_its_head(site, lang, game):
    html = (site / lang / "play" / game / "index.html").read_text(encoding="utf-8")
    head = html[: html.index("</head>")]
    m = EARLY.search(head)
    assert m, f"{lang}play/{game}: no early start in the head"
    # the address is the module the page's scripts import (one worker for the page)
    assert (site / lang / "play" / game).joinpath(m.group(1), "assets/js/engine-client.mjs").resolve().is_file()
    assert f'<link rel="modulepreload" href="{m.group(1)}assets/js/engine-client.mjs">' in head
    # before the theme's bundle (a classic script at the end of the body)
    assert html.index(m.group(0)) < html.index("bundle.")


@pytest.mark.parametrize("page", ["index.html", "text/bura/index.html", "ru/history/index.html", "play/index.html",
                                  "examples/bura/index.html"])
def test_other_pages_leave_the_engine_alone_until_needed(site, page):
    html = (site / page).read_text(encoding="utf-8")
    assert "startEngine" not in html[: html.index("</head>")]
