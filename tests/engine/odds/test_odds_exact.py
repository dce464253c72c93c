"""Exact odds: hand-computed values, and each function against a seeded
simulation. Tolerance: the simulated frequency lies within 4 standard errors
of the exact probability (a false alarm about once in 16,000 checks; the seeds
are fixed, so a run is reproducible)."""

import math
import os
import random
import sys
from fractions import Fraction
from math import comb

import pytest
from karty import DECK, Card, NotationError, RulesError, parse_cards
from karty.bura.odds import p_dealt_bura, p_dealt_molodka, p_game_made
from karty.ochko import Ace, Rules, TwoAces, evaluate
from karty.ochko.odds import (
    banker_totals,
    banker_totals_by_rule,
    p_bust_next,
    p_immediate_21,
    p_immediate_win,
)

#: Samples per simulation; fewer inside Pyodide or with KARTY_FAST set.
N = 4000 if (sys.platform == "emscripten" or os.environ.get("KARTY_FAST")) else 20000
K_SE = 4.0


def close(p: Fraction, hits: int, n: int) -> bool:
    p_float = float(p)
    se = math.sqrt(max(p_float * (1 - p_float), 1e-12) / n)
    return abs(hits / n - p_float) <= K_SE * se + 1e-12


# -- hand-computed values ----------------------------------------------------------------


def test_exact_values_by_hand():
    assert p_dealt_bura() == Fraction(comb(8, 3), comb(35, 3)) == Fraction(8, 935)
    assert p_dealt_molodka() == Fraction(3 * comb(9, 3), comb(35, 3)) == Fraction(36, 935)
    # an ace and a ten, in either order, of 36 · 35 ordered pairs
    assert p_immediate_21() == Fraction(2 * 4 * 4, 36 * 35) == Fraction(8, 315)
    assert p_immediate_21(Rules(ace=Ace.ONE_OR_ELEVEN)) == Fraction(8, 315)
    assert p_immediate_21(Rules(ace=Ace.ONE)) == 0
    assert p_immediate_21(Rules(two_aces=TwoAces.SUPEROCHKO)) == Fraction(8, 315)
    assert p_immediate_win(Rules(two_aces=TwoAces.SUPEROCHKO)) == Fraction(32 + 12, 1260)
    assert p_immediate_win() == p_immediate_21()
    assert p_bust_next("10♠ 9♥") == Fraction(30, 34)          # all but the four jacks
    assert p_bust_next("J♠") == 0
    assert p_bust_next("A♠", rules=Rules(two_aces=TwoAces.SUPEROCHKO)) == 0
    assert p_bust_next("A♠") == Fraction(3, 35)               # only a second ace: 22
    assert p_bust_next("6♠ 6♥ 6♦", seen="6♣") == Fraction(24, 32)
    assert p_game_made("A♠ 10♠ A♥ 10♥") == 1                  # 42
    assert p_game_made("A♠ 10♠ K♠ Q♠ J♠") == 0                # 11 + 10 + 4 + 3 + 2 = 30
    assert p_game_made("A♠ 10♠ K♠ Q♠") == 0                   # 28 < 31
    # 28 known, one hidden card of the 29 unseen: it must be worth 3 or more
    assert p_game_made("A♠ 10♠ K♠ Q♠", 1, "A♥ 10♥ 6♦") == Fraction(3 + 3 + 2 + 2, 29)


def test_banker_totals_hand_checks():
    # From 10, standing on 21: 21 only via an ace next, or via smaller cards.
    d = banker_totals(stand_on=21, hand="10♠", seen="A♠ A♥ A♦ A♣")  # no aces left
    assert "bust" in d and sum(d.values()) == 1
    # the banker at 20 who must stand at 17 has nothing to do
    assert banker_totals(Rules(banker_stands_at_17=True), stand_on=21, hand="10♠ K♠ 6♠") == \
        {"20": Fraction(1)}
    # one card left to draw: it decides everything
    seen = [c for c in DECK if c not in parse_cards("10♠ 8♠ 9♥")]
    assert banker_totals(stand_on=19, hand="10♠ 8♠", seen=seen) == {"bust": Fraction(1)}
    # must-draw at 15 overrides a standing rule of 12
    low = banker_totals(Rules(banker_draws_at_15=True), stand_on=12, hand="10♠ K♠")
    assert "14" not in low and "16" in low
    table = banker_totals_by_rule(stand_ons=[16, 17])
    assert set(table) == {16, 17} and all(sum(t.values()) == 1 for t in table.values())


@pytest.mark.parametrize("bad", [
    lambda: p_bust_next("A♠ A♠"),
    lambda: p_bust_next("A♠", seen="A♠"),
    lambda: p_bust_next("X"),
    lambda: banker_totals(stand_on=0),
    lambda: p_game_made("A♠", k=40),
    lambda: p_game_made("A♠", k=-1),
    lambda: p_immediate_21(rules={"ace": "2"}),
    lambda: p_immediate_21(rules=3),
])
def test_bad_inputs_raise_notation_or_rules_errors(bad):
    with pytest.raises((NotationError, RulesError)):
        bad()


# -- against seeded simulations --------------------------------------------------------------


def test_p_dealt_bura_and_molodka_against_simulation():
    rng = random.Random(20261130)
    bura = molodka = 0
    for _ in range(N):
        deck = list(DECK)
        rng.shuffle(deck)
        hand, trump = deck[:3], deck[6].suit  # as Бура deals: the seventh card is turned up
        suits = {c.suit for c in hand}
        if suits == {trump}:
            bura += 1
        elif len(suits) == 1:
            molodka += 1
    assert close(p_dealt_bura(), bura, N)
    assert close(p_dealt_molodka(), molodka, N)


def test_p_dealt_bura_against_the_bura_engine():
    bura = pytest.importorskip("karty.bura")
    n = N // 8
    hits = 0
    for seed in range(n):
        s = bura.new_game(seed)
        trump = s.trump
        hand = s.hands[1 - s.dealer] if s.hands[1 - s.dealer] else s.hands[0]
        hits += all(c.suit == trump for c in hand[:3])
    assert close(p_dealt_bura(), hits, n)


@pytest.mark.parametrize("rules", [Rules(), Rules(two_aces=TwoAces.SUPEROCHKO),
                                   Rules(ace=Ace.ONE_OR_ELEVEN)])
def test_p_immediate_21_and_win_against_simulation(rules):
    rng = random.Random(7)
    hits21 = wins = 0
    for _ in range(N):
        a, b = rng.sample(DECK, 2)
        v = evaluate((a, b), rules)
        hits21 += v.kind.value == "total" and v.points == 21
        wins += (v.kind.value == "total" and v.points == 21) or v.kind.value == "superochko"
    assert close(p_immediate_21(rules), hits21, N)
    assert close(p_immediate_win(rules), wins, N)


@pytest.mark.parametrize("hand, seen, rules", [
    ("10♠ 6♥", "A♦ 7♣", Rules()),
    ("K♠ Q♠ J♠ K♥", "", Rules(five_pictures=True)),
    ("A♠", "", Rules(ace=Ace.ONE_OR_ELEVEN, two_aces=TwoAces.BUST)),
    ("8♠ 7♥", "9♦ 9♣ 10♥", Rules()),
])
def test_p_bust_next_against_simulation(hand, seen, rules):
    rng = random.Random(hand)
    h, s = parse_cards(hand), parse_cards(seen)
    unseen = [c for c in DECK if c not in h and c not in s]
    hits = sum(evaluate((*h, rng.choice(unseen)), rules).is_bust for _ in range(N))
    assert close(p_bust_next(hand, seen, rules), hits, N)


def _simulate_banker(rules, stand_on, hand, seen, rng):
    h = list(parse_cards(hand))
    rest = [c for c in DECK if c not in h and c not in parse_cards(seen)]
    rng.shuffle(rest)
    while True:
        v = evaluate(h, rules)
        must_stand = bool(h) and (v.is_final or not rest or (
            rules.banker_stands_at_17 and v.points >= 17))
        draws = not must_stand and (not h or v.points < stand_on or (
            rules.banker_draws_at_15 and v.points <= 15))
        if not draws:
            kind = v.kind.value
            return {"total": str(v.points)}.get(kind, kind)
        h.append(rest.pop())


@pytest.mark.parametrize("rules, stand_on, hand, seen", [
    (Rules(), 17, "", ""),
    (Rules(banker_draws_at_15=True, banker_stands_at_17=True), 21, "", ""),
    (Rules(two_aces=TwoAces.SUPEROCHKO, five_pictures=True), 19, "K♣", "A♦ 7♣"),
    (Rules(ace=Ace.ONE_OR_ELEVEN), 18, "A♥", ""),
    (Rules(), 21, "10♠", ""),
])
def test_banker_totals_against_simulation(rules, stand_on, hand, seen):
    exact = banker_totals(rules, stand_on, hand, seen)
    assert sum(exact.values()) == 1
    rng = random.Random(f"{stand_on}{hand}")
    n = N // 2
    counts: dict[str, int] = {}
    for _ in range(n):
        label = _simulate_banker(rules, stand_on, hand, seen, rng)
        counts[label] = counts.get(label, 0) + 1
    assert set(counts) <= set(exact)
    for label, p in exact.items():
        assert close(p, counts.get(label, 0), n), (label, p, counts.get(label, 0))


@pytest.mark.parametrize("tricks, k, seen", [
    ("A♠ 10♠", 2, "6♦ 7♦ 8♦"),
    ("A♠ 10♠ K♠", 3, ""),
    ("Q♠ J♠ 9♠", 4, "A♥ A♦ 10♣"),
])
def test_p_game_made_against_simulation(tricks, k, seen):
    known, s = parse_cards(tricks), parse_cards(seen)
    unseen = [c for c in DECK if c not in known and c not in s]
    pts = {14: 11, 10: 10, 13: 4, 12: 3, 11: 2}
    base = sum(pts.get(c.rank.value, 0) for c in known)
    rng = random.Random(tricks)
    hits = sum(base + sum(pts.get(c.rank.value, 0) for c in rng.sample(unseen, k)) >= 31
               for _ in range(N))
    assert close(p_game_made(tricks, k, seen), hits, N)


def test_p_game_made_uses_the_bura_points_and_target():
    bura = pytest.importorskip("karty.bura")
    from karty.bura import scoring
    assert all(scoring.POINTS[c.rank] == p for c, p in
               ((Card.parse(t), v) for t, v in [("A♠", 11), ("10♠", 10), ("K♠", 4),
                                                ("Q♠", 3), ("J♠", 2), ("9♠", 0)]))
    easier = bura.Rules(target=20)
    assert p_game_made("A♠ 10♠", 0, rules=easier) == 1
    assert p_game_made("A♠ 10♠", 0) == 0
