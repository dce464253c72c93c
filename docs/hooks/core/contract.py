"""The browser contract (an mkdocs hook, see `hooks:` in mkdocs.yml).

``assets/karty-contract.json`` is written among the site's files at build, from the
engine and docs/labels.yaml, so that the browser's scripts copy no Python table:

* ``games``: every game of ``karty.GAMES`` (name, titles, its widget kinds);
* ``functions``: the allow-list of ``karty.web.FUNCTIONS``; ``widgets``: each widget
  kind's function (``karty.web.KINDS``);
* ``view``: the view tree's allow-list (``karty.web.view``): tags and their
  attributes, the global attributes, and the pattern each attribute value must
  match (a pattern matches the whole value);
* ``cards``: the card notation (``karty.cards``): ranks and suits in the ASCII
  notation, the Russian rank letters, the suit signs and names;
* ``ui``: the interface words of the scripts (docs/labels.yaml, table ``js``).

docs/assets/js/contract.mjs reads it, and docs/assets/js/worker.mjs takes its
allow-list of functions from it; tests/templates/test_contract.py checks it against
the engine, and that the worker lets exactly its functions through.
"""
from __future__ import annotations

import json
from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.plugins import event_priority
from mkdocs.structure.files import File, Files

from hooks.core.templating import LANGUAGES, label_table

PATH = "assets/karty-contract.json"
VERSION = 1


def contract() -> dict[str, Any]:
    import karty
    from karty.cards import DECK, SUITS, Rank
    from karty.web import FUNCTIONS, KINDS, view

    spades = [c for c in DECK if c.suit is SUITS[0]]
    rank_of = {c.rank: c.ascii()[:-1] for c in spades}
    suit_of = {s: next(c for c in DECK if c.suit is s).ascii()[-1] for s in SUITS}
    return {
        "version": VERSION,
        "games": [{"name": g.name, "title": {lang: g.title(lang) for lang in LANGUAGES},
                   "widgets": list(g.widgets)} for g in karty.GAMES],
        "functions": sorted(FUNCTIONS),
        "widgets": {kind: spec["fn"] for kind, spec in sorted(KINDS.items())},
        "view": {
            "tags": {tag: sorted(attrs) for tag, attrs in view.ALLOWED.items()},
            "global": sorted(view.GLOBAL_ATTRS),
            "values": {attr: p.pattern for attr, p in view._VALUES.items()},
            "short": view._SHORT.pattern,
            "ref": view._REF.pattern,
        },
        "cards": {
            "ranks": [rank_of[r] for r in Rank],
            "ranks_ru": {rank_of[r]: r.symbol_ru for r in Rank},
            "suits": [suit_of[s] for s in SUITS],
            "red": [suit_of[s] for s in SUITS if s.symbol in "♦♥"],
            "symbols": {suit_of[s]: s.symbol for s in SUITS},
            "names": {"en": {suit_of[s]: s.name_en for s in SUITS},
                      "ru": {suit_of[s]: s.name_ru for s in SUITS}},
        },
        "ui": label_table("js"),
    }


def text() -> str:
    return json.dumps(contract(), ensure_ascii=False, sort_keys=True, separators=(",", ":")) + "\n"


@event_priority(-110)  # after mkdocs-static-i18n (-100) has chosen this language's files
def on_files(files: Files, config: MkDocsConfig) -> Files:
    if files.get_file_from_path(PATH) is None:
        files.append(File.generated(config, PATH, content=text()))
    return files
