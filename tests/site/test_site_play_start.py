"""The play pages start the engine's worker from their head (docs/overrides/main.html,
`karty_engine_now` set by docs/hooks/play/tables.py): an async module that imports
engine-client.mjs and calls startEngine(), so that the runtime's downloads begin before
the theme's bundle and the page's other modules have run. Reading pages do not."""
from __future__ import annotations

import re
from pathlib import Path

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


@pytest.mark.parametrize("lang", ["", "ru/"])
@pytest.mark.parametrize("game", table_games())
def test_the_worked_examples_start_the_engine_from_their_head(site, lang, game):
    html = (site / lang / "examples" / game / "index.html").read_text(encoding="utf-8")
    assert EARLY.search(html[: html.index("</head>")])


@pytest.mark.parametrize("page", ["index.html", "text/bura/index.html", "ru/history/index.html", "play/index.html",
                                  "examples/index.html", "rules/bura/index.html"])
def test_other_pages_leave_the_engine_alone_until_needed(site, page):
    html = (site / page).read_text(encoding="utf-8")
    assert "startEngine" not in html[: html.index("</head>")]


def test_the_engines_worker_is_one_script(site):
    """The worker script is bundled with the modules it imports (docs/hooks/assets/minify.py's
    bundle_worker): a new worker asks for one script, not three levels of imports, before it
    asks for the runtime. It still loads Pyodide itself, by address (a dynamic import)."""
    text = (site / "assets" / "js" / "worker.mjs").read_text(encoding="utf-8")
    assert not re.search(r"(^|[;}\s])import\s*[{*\w]", text), "a static import is left in the worker"
    assert not re.search(r"""from\s*["']\./""", text)
    for name in ("bootEngine", "decodeSnapshot", "readWheel", "checkHeader"):
        assert name in text, name
    assert 'import(new URL("pyodide.mjs"' in text


def test_the_bundle_takes_in_exactly_the_workers_imports(tmp_path):
    import shutil

    from hooks.assets import minify

    repo = Path(__file__).resolve().parents[2]
    js = tmp_path / "assets" / "js"
    js.mkdir(parents=True)
    for name in ("worker.mjs", "engine-boot.mjs", "snapshot-format.mjs", "wheel-fs.mjs"):
        shutil.copyfile(repo / "docs" / "assets" / "js" / name, js / name)
    taken = minify.bundle_worker(tmp_path, minify.esbuild(repo))
    assert taken == ["assets/js/engine-boot.mjs", "assets/js/snapshot-format.mjs", "assets/js/wheel-fs.mjs"]
