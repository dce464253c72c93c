"""The games did not change: seeded random games of both games (every legal
action, observation and explanation step, and the final state) must give the
digests recorded before the engine was optimised (see golden_digests.py)."""

from __future__ import annotations

import json

import pytest
from golden_digests import DIGESTS, SCENARIOS, digest

RECORDED = json.loads(DIGESTS.read_text(encoding="utf-8"))


def test_every_scenario_has_a_recorded_digest():
    assert sorted(RECORDED) == sorted(SCENARIOS)


@pytest.mark.parametrize("name", sorted(SCENARIOS))
def test_digest_unchanged(name):
    got = digest(name)
    assert got["lines"] == RECORDED[name]["lines"]
    assert got["sha256"] == RECORDED[name]["sha256"], (
        f"{name}: the game's record changed; diff `golden_digests.py --dump {name}` "
        "against the previous version")


def test_a_changed_step_changes_the_digest(monkeypatch):
    """The digest sees a change of a single explanation text."""
    from karty.registry import Step

    original = Step.format
    monkeypatch.setattr(Step, "format", lambda self, lang="en": original(self, lang) + ".")
    assert digest("ochko-random-2")["sha256"] != RECORDED["ochko-random-2"]["sha256"]
