"""Each how-to sentence (the game's package: ``GameSpec.howto_module().SENTENCES``, see
karty/howto.py) is tied to the rules it summarises, and says no more than they and their
provenance allow.

A sentence links its rules as ``[words](rule.id)``. Here, for every sentence of
every game, in both languages:

* the sentence is written in both languages (Russian in Cyrillic, English not), with
  the same ``{numbers}``, every section has one, and every link names a rule (or an
  option) of that game, the same rules linked in English and in Russian;
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

import re
import string

import pytest
from hooks.rules import howto as rules_howto
from karty import GAMES as SPECS
from karty import REGISTRY, load_game
from karty.howto import SECTIONS

GAMES = [g.name for g in SPECS if g.howto is not None]
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
    """(key, English, Russian) of every sentence of the game's summary."""
    out = [(key, en, ru) for section in SECTIONS
           for (key, en), (_, ru) in zip(rules_howto.sentences(game, section, "en"),
                                          rules_howto.sentences(game, section, "ru"), strict=True)]
    assert out, game
    return out


def test_every_game_with_a_table_or_rules_page_has_a_summary():
    assert GAMES == [g.name for g in SPECS], "a game of karty.GAMES has no how-to module"


@pytest.mark.parametrize("game", GAMES)
def test_every_sentence_is_written_in_both_languages_with_the_same_numbers(game):
    module = load_game(game).howto_module()
    assert {s.section for s in module.SENTENCES} == set(SECTIONS), "a section has no sentence"
    assert all(s.section in SECTIONS for s in module.SENTENCES)
    facts = set(module.facts())
    for key, en, ru in sentences(game):
        assert en.strip() and ru.strip(), key
        assert re.search("[а-яё]", ru, re.IGNORECASE), f"{key}: the Russian is not in Russian"
        bare_en = LINK.sub(lambda m: m.group("text"), en)
        assert not re.search("[а-яё]{4,}", re.sub("«[^»]*»", "", bare_en), re.IGNORECASE), \
            f"{key}: the English has Russian words outside «quotes»"
        fields = [{f for _, f, _, _ in string.Formatter().parse(text) if f} for text in (en, ru)]
        assert fields[0] == fields[1], f"{key}: en and ru quote different numbers"
        assert fields[0] <= facts, f"{key}: quotes a number the engine does not give"


def linked(text: str) -> list[str]:
    return [m.group("target") for m in LINK.finditer(text)]


@pytest.mark.parametrize("game", GAMES)
def test_every_link_names_a_rule_of_the_game_and_both_languages_link_the_same(game):
    options = {s.name for s in load_game(game).Rules.options()}
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
