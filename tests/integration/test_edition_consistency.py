"""The edition, the glossary and the engine say the same thing in the same words.

* «срезать» (to cut the deck, ochko.s16) and «зарезать» (ochko.s19, s54) are two
  operations with two English renderings, 'cut' and 'knife', used alike in the
  translation, the notes, the glossary, the rules and the engine's explanations.
* verse2.l5 «А все за карты» is read one way in the edition and the glossary.
* A rule whose provenance is `source` cites the sentences that state it.
* No option value (and no rule) is named after a hand's nickname that the text
  reports as a name, not as a rule («красная Москва»).

Not run inside Pyodide (it reads the corpus, which never ships to the browser).
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest
from karty import REGISTRY, ProvenanceKind
from karty.bura import Rules as BuraRules
from karty.ochko import Rules as OchkoRules
from karty.ochko import new_game
from karty.ochko.players import HeuristicPlayer as OchkoHeuristic
from karty.ochko.rules import Zarez

RULES_CLASSES = (BuraRules, OchkoRules)

# ---------------------------------------------------------------- cut / knife
RU_KNIFE = re.compile(r"зарез", re.IGNORECASE)
RU_CUT = re.compile(r"\b(?:с)?рез", re.IGNORECASE)  # срезать, резать; not зарезать
EN_KNIFE = re.compile(r"\bknif", re.IGNORECASE)
EN_CUT = re.compile(r"\bcut", re.IGNORECASE)


def renderings_agree(ru: str, en: str) -> str | None:
    """Why the pair breaks the convention, or None: «зарезать» is 'knife' (both
    ways), and 'cut' renders only «срезать»/«резать», which it always renders."""
    if RU_KNIFE.search(ru) and not EN_KNIFE.search(en):
        return "«зарезать» is not rendered 'knife'"
    if EN_KNIFE.search(en) and not RU_KNIFE.search(ru):
        return "'knife' does not render «зарезать»"
    if EN_CUT.search(en) and not RU_CUT.search(ru):
        return "'cut' does not render «срезать»"
    if re.search(r"\bсрез", ru, re.IGNORECASE) and not EN_CUT.search(en):
        return "«срезать» is not rendered 'cut'"
    return None


@pytest.mark.parametrize("ru, en, ok", [
    ("Далее нижней картой он «зарезает» колоду", "with the bottom card he knifes the deck", True),
    ("Далее нижней картой он «зарезает» колоду", "with the bottom card he cuts the deck", False),
    ("дать срезать колоду", "let him cut the deck", True),
    ("дать срезать колоду", "let him knife the deck", False),
    ("тасует и даёт срезать, зарезает", "shuffles, has it cut, knifes it", True),
    ("От «резать»", "From «резать», 'to cut'", True),
])
def test_the_convention_itself(ru, en, ok):
    assert (renderings_agree(ru, en) is None) is ok


def _corpus_pairs(corpus) -> Iterator[tuple[str, str, str]]:
    for seg in corpus.segments():
        yield seg.id, seg.text, seg.translation
        for ann in seg.annotations:
            if ann.note:
                yield ann.id, ann.note["ru"], ann.note["en"]


def _glossary_pairs(glossary) -> Iterator[tuple[str, str, str]]:
    for e in glossary:
        yield f"{e.id}: short", e.short["ru"], e.short["en"]
        for i, sense in enumerate(e.senses):
            yield f"{e.id}: sense {i + 1}", sense.definition["ru"], sense.definition["en"]
        if e.etymology:
            yield f"{e.id}: etymology", e.etymology.text["ru"], e.etymology.text["en"]
        if e.note:
            yield f"{e.id}: note", e.note["ru"], e.note["en"]


def _engine_pairs() -> Iterator[tuple[str, str, str]]:
    for r in REGISTRY:
        yield r.id, r.statement_ru, r.statement_en
        p = r.provenance
        if p.note_en or p.note_ru:
            yield f"{r.id}: note", p.note_ru, p.note_en
    for cls in RULES_CLASSES:
        for spec in cls.options():
            yield f"option {cls.GAME}.{spec.name}", spec.ru, spec.en
            provs = [c.provenance for c in spec.choices] + [spec.provenance]
            for prov in provs:
                if prov is not None and (prov.note_en or prov.note_ru):
                    yield f"option {cls.GAME}.{spec.name}: note", prov.note_ru, prov.note_en


def _explanation_pairs() -> Iterator[tuple[str, str, str]]:
    """Every step the engine narrates in sessions with each way of knifing the deck,
    shuffled and unshuffled."""
    for zarez in Zarez:
        for no_shuffle in (False, True):
            rules = OchkoRules(zarez=zarez, no_shuffle=no_shuffle)
            s = new_game(5, rules, players=3, purse=60, max_rounds=6)
            rng = random.Random(5)
            players = [OchkoHeuristic() for _ in range(3)]
            steps = []
            while not s.is_terminal():
                p = s.current_player()
                if p < 0:
                    steps += s.apply_action(s.sample_chance(rng))
                else:
                    a = players[p].choose(s.observation(p), s.legal_actions(), rng)
                    steps += s.apply_action(a)
            for st in steps:
                yield f"{zarez.value}/{no_shuffle}: {st.rule_id}", st.ru, st.en


def test_cut_and_knife_are_used_consistently(corpus, glossary):
    pairs = [*_corpus_pairs(corpus), *_glossary_pairs(glossary), *_engine_pairs(),
             *_explanation_pairs()]
    bad = [(where, why) for where, ru, en in pairs if (why := renderings_agree(ru, en))]
    assert not bad, bad
    # and both operations do occur, in the text and in the engine's narration
    assert any(RU_KNIFE.search(ru) for _, ru, _ in pairs)
    assert any(re.search(r"\bсрез", ru) for _, ru, _ in pairs)
    steps = list(_explanation_pairs())
    assert any(EN_KNIFE.search(en) for _, _, en in steps)
    assert any(EN_CUT.search(en) for _, _, en in steps)


def test_the_glossary_entries_lead_with_their_renderings(glossary):
    assert glossary["srezat"].short["en"].startswith("to cut")
    assert glossary["zarezat"].short["en"].startswith("to 'knife'")


# ---------------------------------------------------------------- «все» / «всё»
def test_the_two_readings_of_vse_agree(corpus, glossary):
    seg = corpus.segment("verse2.l5")
    assert "все" in seg.text and "всё" not in seg.text  # the text writes no ё
    notes = [a for a in seg.annotations if a.orig == "все"]
    assert notes, "the reading of «все» is not noted"
    assert "«всё»" in notes[0].note["ru"] and "«всё»" in notes[0].note["en"]
    # the edition reads «все», 'all of them' ...
    assert "all of them" in seg.translation
    # ... and the glossary quotes the line and translates it the same way
    (sense,) = [s for s in glossary["sidet"].senses if "verse2.l5" in s.definition["en"]]
    quoted = re.search(r"«([^»]*)», '([^']*)'", sense.definition["en"])
    assert quoted, "the glossary no longer quotes verse2.l5 with its translation"
    ru_quote, en_quote = quoted.groups()
    assert ru_quote in seg.text + " " + seg.text  # «За что сидят? А все за карты»
    assert en_quote.rstrip(".,:;") in seg.translation
    assert "А всё" not in sense.definition["ru"]


# ---------------------------------------------------------------- provenance
def _all_provenances() -> Iterator[tuple[str, str, object]]:
    for r in REGISTRY:
        yield r.id, r.game, r.provenance
    for cls in RULES_CLASSES:
        for spec in cls.options():
            for c in spec.choices:
                yield f"option {cls.GAME}.{spec.name}={c.json_value()}", cls.GAME, c.provenance
            if spec.provenance is not None:
                yield f"option {cls.GAME}.{spec.name}", cls.GAME, spec.provenance


def test_every_source_rule_cites_its_sentences(corpus):
    ids = {s.id for s in corpus.segments()}
    found = 0
    for where, game, prov in _all_provenances():
        if prov.kind is not ProvenanceKind.SOURCE:
            continue
        found += 1
        assert prov.segments, f"{where}: a source provenance must name its sentences"
        missing = [s for s in prov.segments if s not in ids]
        assert not missing, f"{where} cites {missing}, not in the corpus"
        assert any(s.startswith(game + ".") for s in prov.segments), (
            f"{where}: a source rule of {game} must cite the {game} section")
    assert found > 40


def test_the_corrected_provenances_stay_corrected():
    """The readings the text does not state are not marked `source`."""
    for rule_id in ("bura.lead", "bura.deck", "bura.next-dealer", "ochko.goal",
                    "ochko.superochko", "ochko.banker-draws-15", "ochko.banker-stands-17",
                    "ochko.min-stake", "ochko.five-pictures", "bura.claim-timing.any-time"):
        assert REGISTRY[rule_id].provenance.kind is not ProvenanceKind.SOURCE, rule_id
    on_turn = REGISTRY["bura.claim-timing.on-turn"].provenance
    assert on_turn.kind is ProvenanceKind.SUPPLEMENT and "europebet" in on_turn.supplement
    assert BuraRules().claim_timing.value == "any-time"


# ---------------------------------------------------------------- hand nicknames
#: Names the text reports for a hand, not for a rule: «кстати, два туза именуют
#: почему-то „красной Москвой“» (ochko.s49). («Суперочко» is different: some
#: players «пытаются установить „суперочко“», ochko.s48, a rule they set up.)
NICKNAMES = {"krasnaya-moskva": "ochko.s49"}


def _tokens(text: str) -> set[str]:
    return {t for t in re.split(r"[^a-zа-яё0-9]+", text.lower()) if t}


def test_no_option_value_is_named_after_a_hand_nickname(corpus, glossary):
    assert "именуют" in corpus.segment("ochko.s49").text
    assert "установить" in corpus.segment("ochko.s48").text
    forbidden: set[str] = set()
    for entry_id, seg in NICKNAMES.items():
        e = glossary[entry_id]
        assert seg in " ".join(s.definition["en"] for s in e.senses)
        forbidden |= _tokens(entry_id) | _tokens(e.headword.replace("\u0301", ""))
        forbidden |= _tokens(" ".join(re.findall(r"'([^']+)'", e.short["en"])))
    assert {"moscow", "moskva", "москва"} <= forbidden
    names = [(f"option {cls.GAME}.{spec.name}={c.json_value()}", str(c.json_value()))
             for cls in RULES_CLASSES for spec in cls.options() for c in spec.choices]
    names += [(f"option {cls.GAME}.{spec.name}", spec.name)
              for cls in RULES_CLASSES for spec in cls.options()]
    names += [(f"rule {r.id}", r.id) for r in REGISTRY]
    bad = [where for where, name in names if _tokens(name) & forbidden]
    assert not bad, bad
    # the hand keeps its name where the rule is explained
    assert "красная Москва" in REGISTRY["ochko.two-aces-bust"].statement_en
