"""legal_actions() is written out for speed (the usual three-card lead and the
one- and two-card answers unrolled). These tests hold it to two slower
references over many seeded кон under every setting of the options it reads:
the straightforward enumeration it replaced (same actions, same order), and
every conceivable action filtered by the rule checker (same set)."""

from __future__ import annotations

import itertools
import random

import pytest
from karty.bura import BuraState, Rules
from karty.bura.actions import Beat, Claim, Discard, Lead, Molodka, Pass
from karty.bura.reasons import check
from karty.bura.rules import ClaimTiming, Declarations, MolodkaLead
from karty.bura.scoring import can_beat
from karty.cards import Suit
from karty.errors import IllegalActionError

RULES = [Rules(molodka_lead=m, claim_timing=c, declarations=d)
         for m in MolodkaLead for c in ClaimTiming for d in Declarations]


def _reference(s: BuraState) -> tuple[object, ...]:
    """The enumeration legal_actions() used before it was unrolled."""
    ph = str(s.phase)
    if ph == "lead":
        out: list[object] = []
        leader = s.leader
        hand = sorted(s.hands[leader])
        if s.molodka == leader and s.rules.molodka_lead is MolodkaLead.ALL_THREE:
            out.append(Lead(tuple(hand)))
        else:
            room = len(s.hands[1 - leader])
            n = len(hand)
            if room >= 1:
                out.extend(Lead((c,)) for c in hand)
            if room >= 2 and n >= 2:
                for i in range(n - 1):
                    for j in range(i + 1, n):
                        if hand[j].suit is hand[i].suit:
                            out.append(Lead((hand[i], hand[j])))
                if room >= 3 and n == 3 and hand[0].suit is hand[1].suit is hand[2].suit:
                    out.append(Lead(tuple(hand)))
        return (*out, Claim())
    if ph == "answer":
        hand = sorted(s.hands[1 - s.leader])
        trump = s.trump
        assert isinstance(trump, Suit)
        combos = list(itertools.combinations(hand, len(s.table)))
        beats = [Beat(c) for c in combos if can_beat(s.table, c, trump)]
        discards = [Discard(c) for c in combos]
        claim = [Claim()] if s.rules.claim_timing is not ClaimTiming.ON_LEAD else []
        return (*beats, *discards, *claim)
    if ph in ("molodka", "counter"):
        return (Molodka(), Pass(), *([Claim()] if s.rules.claim_timing is ClaimTiming.ANY_TIME
                                     else []))
    return ()


def _checked(s: BuraState) -> set[object]:
    """Every action one could name now that the rule checker lets through."""
    p = s.current_player()
    hand = sorted(s.hands[p]) if p in (0, 1) else []
    candidates: list[object] = [Claim(), Molodka(), Pass()]
    for k in (1, 2, 3):
        for combo in itertools.combinations(hand, k):
            for cls in (Lead, Beat, Discard):
                try:
                    candidates.append(cls(combo))
                except IllegalActionError:  # e.g. a lead of mixed suits
                    pass
    legal = set()
    for a in candidates:
        try:
            check(s, a)
        except IllegalActionError:
            continue
        legal.add(a)
    return legal


@pytest.mark.parametrize("rules", RULES, ids=lambda r: "-".join(
    str(v.value) for v in (r.molodka_lead, r.claim_timing, r.declarations)))
def test_legal_actions_match_the_slow_references(rules):
    rng = random.Random(f"legal/{rules.to_dict()}")
    positions = 0
    for i in range(60):
        s = BuraState(rules, i % 2)
        s.apply_action(s.sample_chance(rng))
        while not s.is_terminal():
            legal = s.legal_actions()
            assert legal == _reference(s)
            assert set(legal) == _checked(s)
            positions += 1
            # Mostly play on (no claim), so that кон run long and reach the ends.
            choice = [a for a in legal if not isinstance(a, Claim)] or list(legal)
            s.apply_action(choice[rng.randrange(len(choice))])
    assert positions > 600
