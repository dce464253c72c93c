"""The punter's optimal strategy (karty.ochko.strategy) and the odds pages'
tables (karty.ochko.odds_tables, karty.bura.odds): hand-checked values, and each against a seeded
simulation written here independently of the engine's counting (it deals
shuffled decks and plays the duel by the rules of karty.ochko.state).
Tolerance: within 4 standard errors, as in test_odds_exact.py."""

import math
import os
import random
import sys
from fractions import Fraction

import pytest
from karty import DECK, RulesError, parse_cards
from karty.bura.odds import game_made_by_points
from karty.cards import Rank
from karty.ochko import Rules, evaluate
from karty.ochko.odds_tables import (
    bust_by_total,
    dark_worth,
    ev_by_stand,
    house_rule_worth,
    stuk_odds,
)
from karty.ochko.strategy import (
    RANKS,
    _Banker,
    _card_rules,
    _hands,
    _value,
    best_stand,
    optimal_strategy,
    solve,
)

FAST = sys.platform == "emscripten" or bool(os.environ.get("KARTY_FAST"))
N = 4000 if FAST else 20000
K_SE = 4.0
#: The fewest samples a cell of a simulated table needs to be checked (six cards show
#: points spread over some sixty values: at N = 4000 few cells reach 200).
MIN_CELL = 60 if FAST else 200
# Solving every hand takes seconds in CPython and far longer in Pyodide.
slow = pytest.mark.skipif(sys.platform == "emscripten",
                          reason="the exact solve takes minutes in Pyodide; CPython runs it")


def close(p, mean, n, sd=None):
    p = float(p)
    sd = math.sqrt(max(p * (1 - p), 1e-12)) if sd is None else sd
    return abs(mean - p) <= K_SE * sd / math.sqrt(n) + 1e-12


def counts(cards):
    out = [0] * len(RANKS)
    for c in cards:
        out[RANKS.index(c.rank)] += 1
    return tuple(out)


def limit(rules, t):
    lim = max(t, 16) if rules.banker_draws_at_15 else t
    return min(lim, 17) if rules.banker_stands_at_17 else lim


def banker_plays(deck, rules, t):
    """The banker draws from ``deck`` (a list, popped) by the rule: a new hand."""
    hand = []
    while True:
        v = evaluate(hand, rules) if hand else None
        if hand and (v.is_final or not deck or (rules.banker_stands_at_17 and v.points >= 17)):
            return hand
        if hand and v.points >= limit(rules, t):
            return hand
        hand.append(deck.pop())


def duel(deck, rules, t, choose, hand=()):
    """One duel from the shuffled ``deck`` (the punter holding ``hand`` already,
    or being dealt his first card); ``choose(hand) -> 'stand'|'draw'|'dark'``.
    Returns +1 or −1 for the punter."""
    hand = list(hand) or [deck.pop()]
    while True:
        v = evaluate(hand, rules)
        action = "stand" if v.is_final else choose(hand)
        if action == "draw":
            hand.append(deck.pop())
            v = evaluate(hand, rules)
            if v.is_bust:
                return -1
            if len(hand) == 2 and (v.rank == 22 or v.points == 21):
                return 1                                     # 21 or «суперочко» at once
            continue
        dark = action == "dark"
        if dark:
            hand.append(deck.pop())
        pv = evaluate(hand, rules)
        bv = evaluate(banker_plays(deck, rules, t), rules)
        if bv.is_bust:
            return 1
        if pv.is_bust:
            return -1
        if dark and pv.rank == 21 and bv.rank == 21:
            return 1
        return 1 if pv.rank > bv.rank else -1


def simulate(rules, t, choose, seed, n=N, hand=()):
    rng = random.Random(seed)
    held = set(hand)
    rest = [c for c in DECK if c not in held]
    total = 0
    for _ in range(n):
        deck = rest[:]
        rng.shuffle(deck)
        total += duel(deck, rules, t, choose, hand)
    return total / n


# -- hand-checked ----------------------------------------------------------------------------


def test_bust_by_total_by_hand():
    table = bust_by_total(max_cards=3)
    assert table[(2, 19)] == Fraction(30, 34)        # all but the four jacks
    assert table[(2, 20)] == 1                        # the lowest card is a jack, worth 2
    assert table[(1, 6)] == 0                         # 6 + 11 = 17
    # 11 with one card is an ace: only a second ace busts (3 of 35)
    assert table[(1, 11)] == Fraction(3, 35)
    assert all(0 <= p <= 1 for p in table.values())
    assert max(n for n, _ in table) == 3


def test_game_made_by_points_by_hand():
    assert game_made_by_points(31, 0) == 1
    assert game_made_by_points(30, 0) == 0
    assert game_made_by_points(0, 0, known=0, target=1) == 0
    # known = 0: one hidden card of 36 worth at least 2 (20 of 36: J, Q, K, 10, A)
    assert game_made_by_points(0, 1, known=0, target=2) == Fraction(20, 36)
    with pytest.raises(RulesError, match="points"):
        game_made_by_points(1, 1)                      # no six cards show one point
    with pytest.raises(RulesError, match="known"):
        game_made_by_points(0, 1, known=40)


def test_stuk_odds_by_hand():
    fair = stuk_odds(Fraction(1, 2), bank=2, factor=5)
    assert fair.p_knock == Fraction(2, 10) and fair.gain == 0   # a fair game is fair
    worse = stuk_odds(Fraction(2, 5), bank=2, factor=5)
    assert worse.p_knock > fair.p_knock and worse.gain > 0
    with pytest.raises(RulesError, match="p_punter"):
        stuk_odds(Fraction(3, 2))
    with pytest.raises(RulesError, match="factor"):
        stuk_odds(Fraction(1, 3), factor=1)


def test_bad_input_names_the_part():
    with pytest.raises(RulesError, match="stand_on"):
        solve(stand_ons=(30,))
    with pytest.raises(RulesError, match="max_cards"):
        bust_by_total(max_cards=0)
    with pytest.raises(RulesError, match="over 21"):
        optimal_strategy(stand_on=17).action("10♠ 10♥ 10♦")


@slow
def test_values_of_the_default_table():
    sol = solve()
    assert sol.best_stand == 15
    ev = sol.strategies[15].ev
    assert -Fraction(3, 100) < ev < -Fraction(2, 100)
    # every hand's value is its best choice
    s = sol.strategies[15]
    for hand, v in s.values.items():
        options = [d[hand] for d in (s.stand, s.draw, s.dark) if hand in d]
        assert v == max(options)
    # the banker standing on 21 hands the punter a large edge, on 15 the least
    assert ev_by_stand()[21] > ev_by_stand()[17] > ev
    # «в тёмную» is worth something to the punter, and the banker then stands higher
    dw = dark_worth()
    assert dw.worth > Fraction(1, 10) and dw.stand_on == 16 and dw.base_stand_on == 15


@slow
def test_house_rules_share_counts_exactly():
    worth = {w.name: w for w in house_rule_worth()}
    # with the ace at 11 two aces are 22 anyway; the banker forced to stand at 17
    # loses nothing when he stands at 15 by choice
    assert worth["two_aces_bust"].worth == 0
    assert worth["banker_stands_at_17"].worth == 0
    # forced to draw at 15, his best is to stand at 16: the default table's value there
    assert worth["banker_draws_at_15"].stand_on == 16
    assert worth["banker_draws_at_15"].ev == solve().strategies[16].ev
    assert worth["banker_draws_at_15"].worth < 0
    # «суперочко» and five pictures help the punter (the banker's worth is negative)
    assert worth["two_aces_superochko"].worth < 0 and worth["five_pictures"].worth < 0
    # the shared count (two aces as a bust counted as plain) agrees with a count
    # under the rule itself, hand by hand
    bust = Rules.from_dict({"two_aces": "bust"})
    assert _card_rules(bust) == _card_rules(Rules())
    direct = _Banker(bust, (15, 17))
    shared = _Banker(_card_rules(bust), (15, 17))
    for hand in _hands(bust)[::37]:
        assert direct.count(hand) == shared.count(hand)


# -- against a seeded simulation -------------------------------------------------------------


@slow
@pytest.mark.parametrize("options,t", [({}, 15), ({}, 18), ({"dark": False}, 16),
                                       ({"two_aces": "superochko", "five_pictures": True}, 15),
                                       ({"banker_draws_at_15": True}, 12)])
def test_optimal_play_against_simulation(options, t):
    rules = Rules.from_dict(options)
    s = optimal_strategy(rules, t)
    got = simulate(rules, t, lambda hand: s.choices[counts(hand)], seed=t)
    assert close(s.ev, got, N, sd=1.0), (float(s.ev), got)


@slow
@pytest.mark.parametrize("hand,t", [("10♠ 6♥", 17), ("9♠ 7♦ J♥", 15), ("A♠", 15)])
def test_each_choice_against_simulation(hand, t):
    """The value of standing, drawing (then playing on at best) and «в тёмную»
    from one hand, each simulated from that hand."""
    rules = Rules()
    s = optimal_strategy(rules, t)
    cards = parse_cards(hand)
    key = counts(cards)
    best = lambda h: s.choices[counts(h)]
    for action, table in (("stand", s.stand), ("draw", s.draw), ("dark", s.dark)):
        if key not in table:
            continue
        first = {"stand": "stand", "draw": "draw", "dark": "dark"}[action]

        def choose(h, first=first):
            return first if len(h) == len(cards) else best(h)

        got = simulate(rules, t, choose, seed=len(hand) + t, hand=cards)
        assert close(table[key], got, N, sd=1.0), (action, float(table[key]), got)


def test_bust_by_total_against_simulation():
    rules = Rules()
    table = bust_by_total(rules, max_cards=3)
    rng = random.Random(16)
    for n in (1, 2, 3):
        seen: dict[int, list[int]] = {}
        for _ in range(N):
            deck = list(DECK)
            rng.shuffle(deck)
            v = evaluate(deck[:n], rules)
            if v.is_bust:
                continue
            nxt = evaluate(deck[:n + 1], rules)
            seen.setdefault(v.points, [0, 0])
            seen[v.points][0] += 1
            seen[v.points][1] += nxt.is_bust
        checked = 0
        for total, (m, hits) in seen.items():
            if m >= 200:
                assert close(table[(n, total)], hits / m, m), (n, total)
                checked += 1
        assert checked >= 3


def test_game_made_by_points_against_simulation():
    rng = random.Random(31)
    pts = {Rank.ACE: 11, Rank.TEN: 10, Rank.KING: 4, Rank.QUEEN: 3, Rank.JACK: 2}
    for k in (1, 3):
        seen: dict[int, list[int]] = {}
        for _ in range(N):
            deck = list(DECK)
            rng.shuffle(deck)
            p = sum(pts.get(c.rank, 0) for c in deck[:6])
            hidden = sum(pts.get(c.rank, 0) for c in deck[6:6 + k])
            seen.setdefault(p, [0, 0])
            seen[p][0] += 1
            seen[p][1] += p + hidden >= 31
        checked = 0
        for p, (m, hits) in seen.items():
            if m >= MIN_CELL:
                assert close(game_made_by_points(p, k), hits / m, m), (k, p)
                checked += 1
        assert checked >= 3


def test_stuk_odds_against_simulation():
    p_punter = Fraction(9, 20)
    odds = stuk_odds(p_punter, bank=3, factor=3)
    rng = random.Random(8)
    knocks = 0
    gain = 0
    for _ in range(N):
        bank = 3
        while 0 < bank < 9:
            bank += -1 if rng.random() < 0.45 else 1
        knocks += bank == 9
        gain += (bank - 3) / 3
    assert close(odds.p_knock, knocks / N, N)
    assert close(odds.gain, gain / N, N, sd=2.0)


@slow
def test_best_stand_is_the_minimum():
    t, ev = best_stand()
    assert ev == min(ev_by_stand().values()) and t == 15
    assert _value(counts(parse_cards("A♠ A♥")), Rules()).is_bust


@pytest.mark.parametrize("name", [
    "karty.ochko.odds_tables",
    "karty.odds",
    "karty.odds_page",
    pytest.param("karty.ochko.strategy", marks=slow),
])
def test_doctests(name):
    import doctest
    import importlib

    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0 and result.attempted > 0


def test_stos_by_remaining_against_simulation():
    """Deal the rest of the banker's deck in pairs, the right (the banker's) card first:
    the punter's rank on the right loses, on the left wins, on both is «плие»."""
    from karty.stos.odds import stos_by_remaining

    table = stos_by_remaining()
    assert sorted(table) == list(range(4, 37, 2))
    assert all(o.win + o.lose + o.pair + o.split + o.push == 1 for o in table.values())
    rng = random.Random(36)
    for left in (36, 20, 8):
        deck = [True] * 4 + [False] * (left - 4)      # True: a card of the punter's rank
        counts = {"win": 0, "lose": 0, "pair": 0}
        for _ in range(N):
            rng.shuffle(deck)
            for right, left_card in zip(deck[::2], deck[1::2]):
                if right and left_card:
                    counts["pair"] += 1
                    break
                if right:
                    counts["lose"] += 1
                    break
                if left_card:
                    counts["win"] += 1
                    break
        for name, hits in counts.items():
            assert close(getattr(table[left], name), hits / N, N), (left, name)
