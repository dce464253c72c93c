"""Card-level rules: points, rank order, beating, declarations."""

import pytest
from hypothesis import given
from hypothesis import strategies as st
from karty import DECK, IllegalActionError, NotationError, Rank, Suit, parse_cards
from karty.bura import (
    POINTS,
    RANK_ORDER,
    beating_matching,
    beats,
    beats_card,
    explain_beats,
    explain_hand,
    is_bura,
    is_molodka,
    points,
    strength,
)
from karty.bura.scoring import can_beat


def test_card_points():  # bura.card-points
    assert [POINTS[r] for r in (Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK)] == \
        [11, 10, 4, 3, 2]
    assert all(POINTS[r] == 0 for r in (Rank.NINE, Rank.EIGHT, Rank.SEVEN, Rank.SIX))
    assert points(parse_cards("Т♠ 10♥ К♦ Д♣ В♠ 9♠")) == 30


def test_total_points_and_deck():  # bura.total-points, bura.deck
    assert len(DECK) == 36 and points(DECK) == 120
    for s in Suit:
        assert points(c for c in DECK if c.suit is s) == 30


def test_rank_order():  # bura.rank-order
    assert RANK_ORDER == (Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.NINE,
                          Rank.EIGHT, Rank.SEVEN, Rank.SIX)
    assert strength(Rank.TEN) > strength(Rank.KING) > strength(Rank.QUEEN)
    assert beats("K♠", "10♠", "h") and not beats("10♠", "K♠", "h")
    assert beats("10♠", "A♠", "h") and not beats("A♠", "10♠", "h")


def test_trump_beats_other_suits():  # bura.trump-beats
    assert beats("A♠", "6♥", "♥")
    assert not beats("6♠", "A♦", "♥")  # another plain suit never beats


def test_trump_beaten_only_by_higher_trump():  # bura.trump-beats-trump
    assert beats("6♥", "7♥", "♥")
    assert not beats("7♥", "6♥", "♥")
    assert not beats("6♥", "A♠", "♥")
    ok, steps = explain_beats("K♥", "A♠", "♥")
    assert not ok and steps[-1].rule_id == "bura.trump-beats-trump"


def test_multi_card_beat_needs_one_beater_each():  # bura.beat
    assert beats("K♠ Q♠", "10♠ 6♥", "♥")
    assert beats("K♠ Q♠", "6♥ 10♠", "♥")  # order of the answer does not matter
    assert not beats("K♠ Q♠", "10♠ J♠", "♥")
    assert not beats("K♠ Q♠", "A♠ 6♦", "♥")
    assert beats("Q♠ J♠ 6♠", "K♠ 6♥ 7♥", "♥")
    ok, steps = explain_beats("K♠ Q♠", "10♠ 6♥", "♥")
    assert ok and [s.rule_id for s in steps] == ["bura.rank-order", "bura.trump-beats",
                                                 "bura.beat"]


def test_answer_count_must_match():  # bura.answer-count
    ok, steps = explain_beats("Q♠", "K♠ A♠", "♦")
    assert not ok and steps[0].rule_id == "bura.answer-count"


def test_explanation_formats_with_citation():
    _ok, steps = explain_beats("K♠", "10♠", "h")
    assert steps[0].format("en") == (
        "10♠ beats K♠: the ten outranks the king "
        "[bura.rank-order ← editorial reading of bura.s10, bura.s4, bura.s5, bura.s6]")
    assert steps[0].format("ru").startswith("10♠ бьёт К♠: десятка старше короля [")


def test_beats_refuses_bad_input():
    with pytest.raises(NotationError):
        beats("K♠", "K♠", "h")  # the same card on both sides
    with pytest.raises(NotationError):
        beats("K♠", "10♠", "x")
    with pytest.raises(NotationError):
        beats("", "10♠", "h")
    with pytest.raises(NotationError):
        beats("K♠ Zz", "10♠", "h")


@given(st.sampled_from(DECK), st.sampled_from(DECK), st.sampled_from(list(Suit)))
def test_beats_card_matches_the_definition(led, ans, trump):
    expected = (ans.suit == led.suit and strength(ans.rank) > strength(led.rank)) or (
        ans.suit == trump and led.suit != trump)
    assert beats_card(led, ans, trump) is expected


@given(st.lists(st.sampled_from(DECK), min_size=2, max_size=6, unique=True),
       st.sampled_from(list(Suit)))
def test_matching_pairs_beat(cards, trump):
    k = len(cards) // 2
    led, ans = cards[:k], cards[k:2 * k]
    m = beating_matching(led, ans, trump)
    if m is not None:
        assert sorted(a for _, a in m) == sorted(ans)
        assert all(beats_card(lc, ac, trump) for lc, ac in m)
    if len({c.suit for c in led}) > 1:  # not a lead (bura.s9): beats() says so
        with pytest.raises(IllegalActionError, match="of one suit"):
            beats(led, ans, trump)
    else:
        assert (m is not None) == beats(led, ans, trump)


@pytest.mark.parametrize("led, answer", [
    ("6♠ 7♠ 8♠ 9♠", "10♠ J♠ Q♠ K♠"),  # four cards: no hand holds them
    ("6♠", "7♠ 8♠ 9♠ 10♠"),
    (" ".join(str(c) for c in DECK[:9]), " ".join(str(c) for c in DECK[9:18])),
])
def test_tricks_are_bounded_by_the_hand(led, answer):
    """A lead or an answer has at most three cards: beats() and explain_beats() refuse
    more, naming the cards, and the pairing searches refuse more than three a side;
    so no search goes over more than 3! orders (nine cards used to take seconds,
    twelve hours)."""
    import time

    led_c, ans_c = parse_cards(led), parse_cards(answer)
    start = time.perf_counter()
    for f in (lambda: beats(led, answer, "h"), lambda: explain_beats(led, answer, "h")):
        with pytest.raises(IllegalActionError, match="a hand holds only 3") as info:
            f()
        assert info.value.token and info.value.token in info.value.en
    if len(led_c) == len(ans_c):
        for g in (beating_matching, can_beat):
            with pytest.raises(IllegalActionError, match="a hand holds only 3"):
                g(led_c, ans_c, Suit.HEARTS)
    assert time.perf_counter() - start < 1.0


def test_declarations():  # bura.bura, bura.molodka
    h = Suit.HEARTS
    assert is_bura(parse_cards("6♥ A♥ J♥"), h)
    assert not is_bura(parse_cards("6♥ A♥"), h)
    assert is_molodka(parse_cards("6♠ A♠ J♠"), h)
    assert not is_molodka(parse_cards("6♥ A♥ J♥"), h)  # three trumps are a Бура
    assert not is_molodka(parse_cards("6♠ A♠ J♣"), h)
    r = explain_hand("A♥ 10♥ 6♥", "h")
    assert r.bura and r.points == 21 and r.explanation[-1].rule_id == "bura.bura"
    r = explain_hand("A♠ 10♠ 6♠", "h")
    assert r.molodka and not r.bura and r.explanation[-1].rule_id == "bura.molodka"
    assert r.to_dict()["cards"] == ["A♠", "10♠", "6♠"]
    with pytest.raises(NotationError):
        explain_hand("A♠ 10♠ 6♠ 7♠", "h")
    with pytest.raises(NotationError):
        explain_hand("A♠ A♠", "h")
