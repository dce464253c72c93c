"""Cards and notation: parse/format pairs, errors that name the bad token."""

import random

import karty
import pytest
from hypothesis import given
from hypothesis import strategies as st
from karty import DECK, Card, NotationError, Rank, Suit, format_cards, parse_cards


def test_deck_has_36_distinct_cards_six_to_ace():
    assert len(DECK) == 36 and len(set(DECK)) == 36
    assert {c.rank for c in DECK} == set(Rank)
    assert sorted(r.value for r in Rank) == [6, 7, 8, 9, 10, 11, 12, 13, 14]
    assert [Card.from_index(i) for i in range(36)] == list(DECK)
    assert all(c.index == i for i, c in enumerate(DECK))


@pytest.mark.parametrize(
    "text, expected",
    [
        ("A♠ 10♥", [(Rank.ACE, Suit.SPADES), (Rank.TEN, Suit.HEARTS)]),
        ("AS Th 10d", [(Rank.ACE, Suit.SPADES), (Rank.TEN, Suit.HEARTS), (Rank.TEN, Suit.DIAMONDS)]),
        ("Т♠ Дч Вб Кп 10т", [(Rank.ACE, Suit.SPADES), (Rank.QUEEN, Suit.HEARTS),
                             (Rank.JACK, Suit.DIAMONDS), (Rank.KING, Suit.SPADES),
                             (Rank.TEN, Suit.CLUBS)]),
        ("qs,js;6c|7h", [(Rank.QUEEN, Suit.SPADES), (Rank.JACK, Suit.SPADES),
                         (Rank.SIX, Suit.CLUBS), (Rank.SEVEN, Suit.HEARTS)]),
        ("  Кк\n9♦  ", [(Rank.KING, Suit.CLUBS), (Rank.NINE, Suit.DIAMONDS)]),
        ("A♥\ufe0f", [(Rank.ACE, Suit.HEARTS)]),
        ("", []),
    ],
)
def test_parse_cards_accepts_all_three_notations(text, expected):
    assert [(c.rank, c.suit) for c in parse_cards(text)] == expected


def test_latin_t_is_ten_and_cyrillic_te_is_ace():
    assert Card.parse("T♠").rank is Rank.TEN
    assert Card.parse("Т♠").rank is Rank.ACE  # Cyrillic Т: туз


@pytest.mark.parametrize("card", DECK)
def test_str_repr_ascii_russian_round_trip(card):
    assert Card.parse(str(card)) == card
    assert eval(repr(card), {"Card": Card}) == card
    assert Card.parse(card.ascii()) == card
    assert Card.parse(card.russian()) == card


def test_format_cards_styles():
    cards = parse_cards("AS 10h Qd")
    assert format_cards(cards) == "A♠ 10♥ Q♦"
    assert format_cards(cards, "ascii") == "AS 10H QD"
    assert format_cards(cards, "ru") == "Т♠ 10♥ Д♦"
    assert parse_cards(format_cards(cards, "ru")) == cards
    with pytest.raises(ValueError):
        format_cards(cards, "klingon")


@pytest.mark.parametrize(
    "text, token, fragment",
    [
        ("A♠ 11♥", "11♥", "unknown rank '11'"),
        ("2S", "2S", "unknown rank '2'"),
        ("Ax", "Ax", "unknown suit 'x'"),
        ("♠A", "♠A", "not a card"),
        ("AS Ts as", "as", "appears twice"),
        ("Тп A♠", "A♠", "appears twice"),
    ],
)
def test_bad_notation_names_the_token(text, token, fragment):
    with pytest.raises(NotationError) as info:
        parse_cards(text)
    err = info.value
    assert isinstance(err, ValueError)
    assert err.token == token
    assert token in str(err) and fragment in str(err)
    assert token in err.message("ru") and err.message("ru") != err.message("en")


def test_non_text_input_is_a_notation_error():
    with pytest.raises(NotationError):
        parse_cards(None)  # type: ignore[arg-type]
    with pytest.raises(NotationError):
        Card.from_index(36)
    with pytest.raises(NotationError):
        Card.from_index(True)  # type: ignore[arg-type]


def test_duplicates_allowed_only_when_asked():
    assert len(parse_cards("AS AS", allow_duplicates=True)) == 2


def test_shuffle_uses_only_the_given_rng():
    random.seed(1)
    a = karty.shuffled_deck(random.Random(42))
    random.seed(2)
    b = karty.shuffled_deck(random.Random(42))
    assert a == b and sorted(a) == sorted(DECK) and a != DECK


@given(st.text(max_size=40))
def test_parse_cards_fuzz_only_notation_error_escapes(text):
    try:
        cards = parse_cards(text)
    except NotationError as e:
        assert e.token is not None
        return
    assert len(set(cards)) == len(cards)
    assert parse_cards(format_cards(cards)) == cards


@given(st.lists(st.sampled_from(DECK), unique=True, max_size=36),
       st.sampled_from(["unicode", "ascii", "ru"]),
       st.sampled_from([" ", ", ", ";", " | "]))
def test_format_parse_round_trip_any_hand(cards, style, sep):
    text = sep.join(format_cards([c], style) for c in cards)
    assert parse_cards(text) == tuple(cards)


def test_sorting_is_by_deck_order():
    assert sorted(parse_cards("6♥ A♠ 6♠ 10♣")) == list(parse_cards("6♠ A♠ 10♣ 6♥"))


# names, for text alternatives (the deck's pictures: docs/hooks/play/deck.py, cards.mjs)
NAMES_EN = {"6": "six", "7": "seven", "8": "eight", "9": "nine", "10": "ten", "J": "jack",
            "Q": "queen", "K": "king", "A": "ace"}
NAMES_RU = {"6": "шестёрка", "7": "семёрка", "8": "восьмёрка", "9": "девятка", "10": "десятка",
            "J": "валет", "Q": "дама", "K": "король", "A": "туз"}
SUITS_EN = {"S": "spades", "C": "clubs", "D": "diamonds", "H": "hearts"}
SUITS_RU = {"S": "пик", "C": "треф", "D": "бубён", "H": "червей"}  # genitive plural


@pytest.mark.parametrize("card", DECK, ids=str)
def test_card_names_in_both_languages(card):
    rank, suit = card.ascii()[:-1], card.ascii()[-1]
    assert card.name("en") == f"{NAMES_EN[rank]} of {SUITS_EN[suit]}"
    assert card.name("ru") == f"{NAMES_RU[rank]} {SUITS_RU[suit]}"
    assert card.name() == card.name("en")


def test_card_names_as_card_players_say_them():
    assert [Card.parse(t).name("ru") for t in ("10♥", "A♠", "K♦", "Q♣", "J♥", "6♠")] == [
        "десятка червей", "туз пик", "король бубён", "дама треф", "валет червей", "шестёрка пик"]
    assert Card.parse("10♥").name("en") == "ten of hearts"


def test_card_name_rejects_an_unknown_language():
    with pytest.raises(ValueError, match="'fr': unknown language"):
        Card.parse("A♠").name("fr")  # type: ignore[arg-type]


def test_shuffled_deck_draws_as_random_shuffle_does():
    """shuffled_deck inlines random.Random.shuffle: the same order and the same
    generator state afterwards, for any seed (and a subclass still works)."""
    import random

    from karty.cards import DECK, shuffled_deck

    for seed in range(500):
        mine, theirs = random.Random(seed), random.Random(seed)
        for _ in range(3):
            expected = list(DECK)
            theirs.shuffle(expected)
            assert list(shuffled_deck(mine)) == expected
        assert mine.random() == theirs.random()

    class Other(random.Random):
        def random(self) -> float:
            return super().random()

    expected = list(DECK)
    Other(3).shuffle(expected)
    assert list(shuffled_deck(Other(3))) == expected
