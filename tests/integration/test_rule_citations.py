"""Every segment id cited by a rule or an option of karty exists in the corpus.

Not run inside Pyodide (it reads the corpus, which never ships to the browser).
"""

from __future__ import annotations

import pathlib

import karty
import pytest
from karty import REGISTRY

ROOT = pathlib.Path(__file__).resolve().parents[2]


def _segment_ids() -> set[str]:
    try:
        from corpus.load import load_corpus

        corpus = load_corpus()
        ids = {seg.id for seg in corpus.segments()}
        if ids:
            return ids
    except (ImportError, AttributeError):  # the loader is not there yet: read the YAML
        pass
    import yaml

    ids = set()
    for path in sorted((ROOT / "corpus" / "edition").glob("*.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        for para in data.get("paragraphs", []):
            for seg in para.get("segments", []):
                ids.add(seg["id"])
    return ids


SEGMENTS = _segment_ids()


def _game_rules_classes():
    return [g.Rules for g in karty.GAMES]


def _citations():
    for rule in REGISTRY:
        for seg in rule.provenance.segments:
            yield f"rule {rule.id}", seg
    for rules_cls in _game_rules_classes():
        for spec in rules_cls.options():
            provs = [c.provenance for c in spec.choices]
            if spec.provenance is not None:
                provs.append(spec.provenance)
            for prov in provs:
                for seg in prov.segments:
                    yield f"option {rules_cls.GAME}.{spec.name}", seg


def test_corpus_has_segments():
    assert "bura.s10" in SEGMENTS and len(SEGMENTS) > 50


def test_the_registry_has_rules_of_bura():
    assert len(REGISTRY.for_game("bura")) > 20 and karty.bura.Rules.options()


@pytest.mark.parametrize("where, segment", sorted(set(_citations())))
def test_cited_segment_exists(where, segment):
    assert segment in SEGMENTS, f"{where} cites {segment}, which is not in the corpus"


def test_every_bura_sentence_is_cited_or_explained():
    """Each sentence of the Бура section is formalised by some rule, or is
    one the engine has nothing to enforce about (named here)."""
    not_rules = {"bura.title", "bura.s28"}  # the heading; 'rules vary by region'
    cited = {seg for _, seg in _citations()}
    bura = {s for s in SEGMENTS if s.startswith("bura.")}
    assert sorted(bura - cited - not_rules) == []
