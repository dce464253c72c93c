"""Each how-to sentence (docs/labels.yaml, table ``howto``) is tied to the rules it
summarises, and says no more than they and their provenance allow.

A sentence links its rules as ``[words](rule.id)``. Here, for every sentence of
every game, in both languages:

* every link names a rule (or an option) of that game, and the same rules are
  linked in English and in Russian;
* a hedge the source puts on a rule is kept: when a linked rule is a ``source``
  rule whose cited sentences say «обычно» (usually), the sentence says so too
  ("usually" / «обычно»); and a sentence says "usual"/«обычн…» only when some
  linked rule's cited sentences do;
* no sentence claims what no linked rule says: "any number" / «сколько угодно»
  only with a rule that says so, and a deck of N cards only with a rule that
  speaks of the cards (a ``deck`` or ``card-values`` rule);
* every number written in a sentence is one of the engine's numbers for the game,
  or stands in a linked rule's statement.
"""
from __future__ import annotations

import importlib
import re
import sys
from pathlib import Path

import pytest

HOOKS = Path(__file__).resolve().parents[2] / "docs" / "hooks"
if str(HOOKS) not in sys.path:
    sys.path.insert(0, str(HOOKS))

import karty
import rules_howto
from karty import REGISTRY
from templating import label_table

GAMES = karty.games.game_names()
LINK = re.compile(r"\[(?P<text>[^\]]+)\]\((?P<target>[^)]+)\)")
HEDGE = {"en": re.compile(r"\busual(ly)?\b", re.IGNORECASE), "ru": re.compile(r"обычн", re.IGNORECASE)}
ANY_NUMBER = {"en": re.compile(r"\bany number\b", re.IGNORECASE),
              "ru": re.compile(r"сколько угодно", re.IGNORECASE)}


@pytest.fixture(scope="module")
def segments() -> dict[str, str]:
    """Every segment of the edition: id → its Russian text."""
    from corpus.load import load_corpus

    return {seg.id: seg.text for section in load_corpus().sections for seg in section.segments()}


def sentences(game: str) -> list[tuple[str, str, str]]:
    table = label_table("howto")
    keys = [k for k in table["en"] if k.startswith(f"{game}.")
            and k.split(".")[1] in rules_howto.SECTIONS]
    assert keys, game
    return [(k, table["en"][k], table["ru"][k]) for k in keys]


def linked(text: str) -> list[str]:
    return [m.group("target") for m in LINK.finditer(text)]


@pytest.mark.parametrize("game", GAMES)
def test_every_link_names_a_rule_of_the_game_and_both_languages_link_the_same(game):
    options = {s.name for s in importlib.import_module(f"karty.{game}").Rules.options()}
    for key, en, ru in sentences(game):
        assert linked(en), f"howto.{key}: links to no rule"
        assert sorted(linked(en)) == sorted(linked(ru)), f"howto.{key}: en and ru link differently"
        for target in linked(en):
            if target.startswith("option-"):
                assert target.removeprefix("option-") in options, (key, target)
            else:
                assert target.startswith(f"{game}.") and target in REGISTRY, (key, target)


@pytest.mark.parametrize("game", GAMES)
def test_a_hedge_of_the_source_is_kept_and_none_is_added(game, segments):
    for key, en, ru in sentences(game):
        rules = [REGISTRY[t] for t in linked(en) if t in REGISTRY]
        hedged = [r.id for r in rules if r.provenance.kind.value == "source"
                  and any(HEDGE["ru"].search(segments.get(s, "")) for s in r.provenance.segments)
                  and HEDGE["en"].search(r.statement_en)]
        any_hedge = any(HEDGE["ru"].search(segments.get(s, "")) for r in rules
                        for s in r.provenance.segments)
        for lang, text in (("en", en), ("ru", ru)):
            if hedged:
                assert HEDGE[lang].search(text), \
                    f"howto.{key} ({lang}) drops the source's «обычно» ({hedged}): {text!r}"
            if HEDGE[lang].search(text):
                assert any_hedge, f"howto.{key} ({lang}) says 'usual' with no source saying so"


@pytest.mark.parametrize("game", GAMES)
def test_no_sentence_claims_what_no_linked_rule_says(game):
    for key, en, ru in sentences(game):
        rules = [REGISTRY[t] for t in linked(en) if t in REGISTRY]
        for lang, text in (("en", en), ("ru", ru)):
            if ANY_NUMBER[lang].search(text):
                assert any(ANY_NUMBER[lang].search(r.statement_en if lang == "en" else
                                                   r.statement_ru) for r in rules), \
                    f"howto.{key} ({lang}): 'any number' that no linked rule states"
        if "{deck}" in en:
            assert any(r.id.endswith((".deck", ".card-values")) for r in rules), \
                f"howto.{key}: names the deck without linking a rule about the cards"


@pytest.mark.parametrize("game", GAMES)
def test_every_number_is_the_engines_or_a_linked_rules(game):
    numbers = {str(v) for v in rules_howto.facts(game).values()}
    for key, en, ru in sentences(game):
        statements = " ".join(REGISTRY[t].statement_en + " " + REGISTRY[t].statement_ru
                              for t in linked(en) if t in REGISTRY)
        for lang, text in (("en", en), ("ru", ru)):
            bare = re.sub(r"\{[a-z_]+\}", "", LINK.sub(lambda m: m.group("text"), text))
            for n in re.findall(r"(?<![\w.])\d+(?![\w.])", bare):
                assert n in numbers or re.search(rf"(?<!\d){n}(?!\d)", statements), \
                    f"howto.{key} ({lang}): the number {n} is neither the engine's nor a rule's"
