"""Search in the page's language (docs/hooks/search/language.py), checked on the built index files."""
from __future__ import annotations

import json
import re

import pytest


def _index(build, root=""):
    return json.loads((build.root / root / "search" / "search_index.json").read_text(encoding="utf-8"))


def test_one_index_per_language_with_no_page_twice(build):
    en, ru = _index(build), _index(build, "ru")
    for docs in (en["docs"], ru["docs"]):
        locations = [d["location"] for d in docs]
        assert len(locations) == len(set(locations))
        assert not any(loc.startswith("ru/") for loc in locations)
    pages = [{d["location"] for d in idx["docs"] if "#" not in d["location"]} for idx in (en, ru)]
    assert pages[0] == pages[1] and "glossary/" in pages[0]
    assert next(d for d in en["docs"] if d["location"] == "glossary/")["title"] == "Glossary"
    assert next(d for d in ru["docs"] if d["location"] == "glossary/")["title"] == "Глоссарий"


@pytest.mark.parametrize("page, base", [("ru/index.html", "../ru/"), ("ru/glossary/index.html", "../../ru/"),
                                        ("glossary/index.html", "..")])
def test_each_page_searches_its_own_language(build, page, base):
    html = (build.root / page).read_text(encoding="utf-8")
    config = json.loads(re.search(r'<script id="__config" type="application/json">(.*?)</script>', html, re.DOTALL)[1])
    assert config["base"] == base


@pytest.mark.parametrize("root", ["", "ru"])
def test_glossary_entries_carry_headword_forms_gloss_and_romanisation(build, root):
    docs = {d["location"]: d for d in _index(build, root)["docs"]}
    kozyr = docs["glossary/kozyr/"]
    assert kozyr["boost"] > 1
    assert {"козырь", "козырем", "trump", "kozyr"} <= set(kozyr["tags"])
    assert "kozyr" not in docs["glossary/bura/"]["tags"]
    assert not any("tags" in d for loc, d in docs.items() if not loc.startswith("glossary/"))
    # one document per entry (its page); the index's lines are not searched
    from corpus.glossary import load_glossary

    entries = [loc for loc, d in docs.items() if "tags" in d]
    assert sorted(entries) == sorted(f"glossary/{e.id}/" for e in load_glossary())
    assert not any(loc.startswith("glossary/#") and loc[len("glossary/#"):] in {e.id for e in load_glossary()}
                   for loc in docs)


def test_snippets_keep_their_spaces(build):
    docs = {d["location"]: d for d in _index(build)["docs"]}
    # "In the text as" (a <dt>) and the first form (its <dd>) used to run together
    text = docs["glossary/kozyr/"]["text"]
    assert "In the text as" in text and "In the text asк" not in text
    assert not any(re.search(r"Values(one|any)", d["text"]) for d in docs.values())
