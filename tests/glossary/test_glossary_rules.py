"""Every rule id the glossary cites exists in karty's registry.

The engine's game modules register their rules on import. If a game of
karty.GAMES cannot be imported this test fails (it does not skip): the glossary
cites their rules."""
from __future__ import annotations

import importlib

from corpus.glossary import unknown_rules


def test_engine_modules_import():
    import karty

    for name in ("karty", *(f"karty.{g.name}" for g in karty.GAMES)):
        importlib.import_module(name)


def test_every_cited_rule_id_exists(glossary):
    missing = unknown_rules(glossary)
    assert missing == [], "rule ids not in karty.REGISTRY: " + ", ".join(f"{e}: {r}" for e, r in missing)


def test_the_game_concepts_cite_rules(glossary):
    import karty

    known = {r.id for r in karty.REGISTRY}
    cited = {r for e in glossary for r in e.rules}
    assert cited <= known
    # the core concepts of both games are tied to the rules that use them
    for ident in ("bura", "kozyr", "vzyatka", "snos", "molodka", "igra-sdelana", "tridtsat-odno",
                  "ochko", "bank", "bankuyushchiy", "stuk", "perebor", "v-temnuyu", "zarezat",
                  "superochko", "krasnaya-moskva", "na-starshego", "poslednyaya-ruka",
                  "stos", "metat", "ponter", "taliya"):
        assert glossary[ident].rules, f"{ident} cites no rule"
    # a rule cited by a term is about that game
    for e in glossary:
        for r in e.rules:
            assert r.split(".")[0] in {g.name for g in karty.GAMES}, (e.id, r)

