"""The exact odds of a talia (a walk of the engine's own deal) against an independent
count of where the cards of the punter's rank can lie, and against a seeded
simulation of the engine."""

from __future__ import annotations

import itertools
import math
import random
from fractions import Fraction

import pytest
from karty import NotationError
from karty.stos import Outcome, Punt, Rules, Stake, State, talia_odds, talia_odds_after
from stos_helpers import DECIDING


def outcome_of(rules: Rules, places: tuple[int, ...]) -> str:
    """How a talia ends when the cards of the punter's rank lie at ``places`` (sorted
    positions in the banker's deck), by the rules as the descriptions state them,
    written again from scratch."""
    blank = rules.first_card.value == "blank"
    first = rules.first_side.value
    for i, pos in enumerate(places):
        if blank and pos == 0:
            continue
        j = pos - 1 if blank else pos
        side = first if j % 2 == 0 else ("left" if first == "right" else "right")
        if j % 2 == 0 and rules.pair.value != "none":
            if pos + 1 >= rules.deck_size:
                return "push"
            if i + 1 < len(places) and places[i + 1] == pos + 1:
                return "pair" if rules.pair.value == "all" else "split"
        return "win" if side == "left" else "lose"
    return "push"


def counted(rules: Rules, prefix: list[bool] = ()) -> dict[str, Fraction]:
    """The chance of each outcome, counting every placing of the remaining cards of the
    punter's rank among the remaining places (all equally likely)."""
    n = rules.deck_size
    left = n - len(prefix)
    k = 4 - sum(prefix)
    fixed = tuple(i for i, same in enumerate(prefix) if same)
    tally = dict.fromkeys(("win", "lose", "pair", "split", "push"), 0)
    for places in itertools.combinations(range(len(prefix), n), k):
        tally[outcome_of(rules, fixed + places)] += 1
    total = math.comb(left, k)
    return {key: Fraction(v, total) for key, v in tally.items()}


# every option set with the 32-card deck, and the 36-card deck with «плие» to the banker
# (counting C(36, 4) placings is the slow part; the other 36-card sets differ only so)
AGREE = [r for r in DECIDING if r.deck_size == 32 or r.pair.value == "all"]


@pytest.mark.parametrize("index", range(len(AGREE)))
def test_the_walk_agrees_with_counting_every_placing(index):
    rules = AGREE[index]
    odds = talia_odds(rules)
    want = counted(rules)
    got = {"win": odds.win, "lose": odds.lose, "pair": odds.pair, "split": odds.split,
           "push": odds.push}
    assert got == want
    assert odds.expected == odds.win - odds.lose - odds.pair - odds.split * 1  # stake 1: half is 1


def test_the_default_odds():
    odds = talia_odds(Rules())
    assert (odds.win, odds.lose, odds.pair) == (Fraction(544, 1155), Fraction(544, 1155),
                                                Fraction(67, 1155))
    assert talia_odds(Rules.from_dict({"deck": "32"})).win == Fraction(420, 899)


def test_the_odds_given_what_has_been_dealt():
    rules = Rules()
    for dealt in ("9H 7C", "9H 7C QD", "AS 6D 7H 8H 9S"):
        cards = dealt.split()
        prefix = [c[0] == "Q" for c in cards]
        want = counted(rules, prefix)
        odds = talia_odds_after(rules, "QS", dealt)
        assert (odds.win, odds.lose, odds.pair) == (want["win"], want["lose"], want["pair"]), \
            dealt
    with pytest.raises(NotationError) as e:
        talia_odds_after(rules, "QS", "9H QD")
    assert e.value.token == "Q♦"


def test_a_last_card_without_a_partner_never_decides():
    # with the first card blank, 35 cards are left: the last one has no partner; at least
    # three cards of the punter's rank remain, so one always falls earlier
    for rules in DECIDING:
        if rules.first_card.value == "blank":
            assert talia_odds(rules).push == 0
    # and the count of every placing, which checks the walk, meets no such case either
    blank = Rules.from_dict({"first_card": "blank"})
    assert not any(outcome_of(blank, places) == "push"
                   for places in itertools.combinations(range(36), 4))


def test_the_half_rule_rounds_up_in_the_expected_gain():
    odds = talia_odds(Rules.from_dict({"pair": "half"}), stake=3)
    assert odds.expected == 3 * odds.win - 3 * odds.lose - 2 * odds.split


def test_a_seeded_simulation_of_the_engine_agrees_with_the_exact_odds():
    rules = Rules.from_dict({"pair": "half", "talias": 1})
    odds = talia_odds(rules)
    rng = random.Random(2026)
    n = 3000
    tally = dict.fromkeys(Outcome, 0)
    for _ in range(n):
        s = State(rules)
        s.apply_action(Punt(rules.cards()[rng.randrange(rules.deck_size)]))
        s.apply_action(Stake(1))
        while s.results == []:
            s.apply_action(s.sample_chance(rng))
        tally[s.results[-1].outcome] += 1
    for outcome, p in ((Outcome.WIN, odds.win), (Outcome.LOSE, odds.lose),
                       (Outcome.SPLIT, odds.split)):
        sigma = math.sqrt(float(p) * (1 - float(p)) / n)
        assert abs(tally[outcome] / n - float(p)) < 4.5 * sigma, (outcome, tally)
