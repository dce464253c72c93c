"""Actions: parse/str round-trip in both languages; only NotationError escapes."""

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st
from karty import DECK, NotationError, parse_cards
from karty.bura import Answer, Beat, Claim, Deal, Discard, Lead, Molodka, Pass, parse_action


@pytest.mark.parametrize("action", [
    Lead("K♠"), Lead("K♠ Q♠"), Lead("6♦ 7♦ 8♦"), Beat("10♠ 6♥"), Discard("6♥ 7♣"),
    Claim(), Molodka(), Pass(), Deal(DECK),
])
def test_str_parse_round_trip(action):
    assert parse_action(str(action)) == action
    assert type(action).parse(str(action)) == action
    assert parse_action(action.ru()) == action


@pytest.mark.parametrize("text, expected", [
    ("lead Q♠ K♠", Lead("K♠ Q♠")),
    ("ход Дп Кп", Lead("K♠ Q♠")),
    ("LEAD qs ks", Lead("K♠ Q♠")),
    ("бью 10♠ 6ч", Beat("10♠ 6♥")),
    ("answer 10♠", Beat("10♠")),
    ("сброс 6ч", Discard("6♥")),
    ("  игра   сделана ", Claim()),
    ("claim", Claim()),
    ("молодка", Molodka()),
    ("пас", Pass()),
])
def test_parse_accepts_both_languages(text, expected):
    assert parse_action(text) == expected


def test_cards_are_kept_sorted_and_answer_is_beat():
    assert Lead("K♠ Q♠").cards == Lead("Q♠ K♠").cards
    assert Answer is Beat


@pytest.mark.parametrize("text, token", [
    ("fold K♠", "fold"),
    ("lead", ""),
    ("lead K♠ K♠", "K♠"),
    ("lead 6♠ 7♠ 8♠ 9♠", "6♠ 7♠ 8♠ 9♠"),
    ("lead 11♠", "11♠"),
    ("claim K♠", "K♠"),
    ("deal 6♠", "6♠"),
])
def test_bad_actions_name_the_token(text, token):
    with pytest.raises(NotationError) as info:
        parse_action(text)
    assert info.value.token == token
    assert info.value.message("ru") != info.value.message("en")


def test_parse_of_the_wrong_class_is_refused():
    with pytest.raises(NotationError):
        Lead.parse("beat K♠")
    with pytest.raises(NotationError):
        parse_action(None)  # type: ignore[arg-type]
    with pytest.raises(NotationError):
        Lead([1, 2])  # type: ignore[list-item]


def test_deal_needs_the_whole_deck_once():
    order = list(DECK)
    random.Random(1).shuffle(order)
    d = Deal(order)
    assert d.order == tuple(order) and Deal.parse(str(d)) == d
    with pytest.raises(NotationError):
        Deal(order[:-1])
    with pytest.raises(NotationError):
        Deal(order[:-1] + order[:1])


_WORDS = st.sampled_from(["lead", "beat", "discard", "claim", "molodka", "pass", "deal", "ход",
                          "бью", "сброс", "игра сделана", "A♠", "10h", "Дч", "QS", "x", ",", ""])


@given(st.one_of(st.text(max_size=30), st.lists(_WORDS, max_size=6).map(" ".join)))
def test_parse_action_fuzz_only_notation_error_escapes(text):
    try:
        a = parse_action(text)
    except NotationError as e:
        assert e.token is not None
        return
    assert parse_action(str(a)) == a


@given(st.lists(st.sampled_from(DECK), min_size=1, max_size=3, unique=True))
def test_card_actions_round_trip(cards):
    for cls in (Lead, Beat, Discard):
        a = cls(cards)
        assert parse_action(str(a)) == a == cls(" ".join(map(str, reversed(cards))))
        assert parse_cards(str(a).split(" ", 1)[1]) == a.cards
