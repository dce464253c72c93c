"""«Why not?» at the play tables (karty.web.table.table_why): for each kind of
illegal selection the table meets, the answer is the engine's own legality check
(``illegal_reason``: its words and the rule it names), it names the chosen cards
that fail, and lists the reader's cards that would make a move. Every game whose
table answers «why not?» is covered (``why_games``). Imports only karty and pytest."""
from __future__ import annotations

import pytest
from karty import Card
from karty.bura.actions import Beat, Lead
from karty.bura.state import Phase
from karty.web.table import bura as table_bura
from karty.web.table import table_why, why_games
from karty.web.table.token import Token

#: (kind, token of a position where the reader is to act, chosen cards, the rule the
#: engine names). Found by playing seeded games at random (the search is in the
#: history of this file's commit); each is checked below to be what it says.
KINDS = [
    ("lead: cards of two suits", "bura.1.0.n.-.21232022_23232123224_3220012221",
     ["6C", "QD"], "bura.lead"),
    ("lead: one card after declaring a Молодка",
     "bura.1.1.n.-.0120002002100303030000304_001011324_60232221213_0",
     ["7H"], "bura.molodka-lead.all-three"),
    ("a Молодка to declare or pass: cards chosen",
     "bura.1.1.n.-.0120002002100303030000304_001011324_60232221213_",
     ["7H"], "bura.molodka"),
    ("the other's Молодка answered: cards chosen",
     "bura.1.264.n.-.320201042113003_002002320002_02030031100200_300",
     ["6D"], "bura.molodka"),
    ("answer: as many cards as led", "bura.1.0.n.-.2", ["JS", "6D"], "bura.answer-count"),
    ("answer: a card that does not beat", "bura.1.0.n.-.2", ["JS"], "bura.beat"),
    ("answer: a lower trump against a trump",
     "bura.1.161.n.-.113221210223000300033_103001322300306010320",
     ["6S"], "bura.trump-beats-trump"),
    ("answer: a lower card of the led suit (7♥ against 9♥, В♥ and Д♥ in hand)",
     "bura.1.752.n.-.2032303_2231000001211303_2233313120100114_223020240212",
     ["7H"], "bura.beat"),
]


def test_every_game_with_a_why_is_covered():
    assert why_games() == ("bura",)


def _position(token: str) -> table_bura.Table:
    table = table_bura.replay(Token.parse(token))
    table_bura.advance(table)
    return table


@pytest.mark.parametrize(("kind", "token", "cards", "rule"), KINDS, ids=[k[0] for k in KINDS])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_why_is_the_engines_own_reason(kind, token, cards, rule, lang):
    table = _position(token)
    s = table.state
    assert s.current_player() == 0 and not s.is_terminal()
    answer = table_why({"token": token, "cards": cards, "lang": lang})
    assert answer["legal"] is False
    # the engine's check: the move these cards would make, refused with its words and rule
    chosen = tuple(Card.parse(c) for c in cards)
    action = Beat(chosen) if s.phase is Phase.ANSWER else Lead(chosen)
    error = s.illegal_reason(action)
    assert error is not None and error.rule == rule
    assert answer["reason"] == (error.ru if lang == "ru" else error.en)
    assert answer["rule"]["rule"] == rule and answer["rule"]["statement"]
    # the cards that fail are among those chosen; the playable ones are exactly the
    # reader's cards in a legal move of this kind
    legal = s.legal_actions()
    verb = "beat" if s.phase is Phase.ANSWER else "lead"
    in_moves = {c.ascii() for a in legal if a.VERB == verb for c in a.cards}  # type: ignore[attr-defined]
    assert {c["code"] for c in answer["playable"]} == in_moves
    assert answer["failing"] and {c["code"] for c in answer["failing"]} <= set(cards)
    assert all(c["code"] not in in_moves for c in answer["failing"]) or \
        {c["code"] for c in answer["failing"]} == set(cards)
    # a set of as many cards as were led may still be given up face down
    k = len(s.table)
    assert answer["give_up"] == (s.phase is Phase.ANSWER and len(cards) == k)


def test_seven_of_hearts_against_nine_names_it_and_lists_the_beaters():
    """The reported case: 7♥ В♥ Д♥ against a led 9♥, the 7♥ chosen: the 7♥ fails
    (not «nothing to beat 9♥ with»), В♥ and Д♥ would beat it."""
    token = KINDS[-1][1]
    table = _position(token)
    assert sorted(c.ascii() for c in table.state.hands[0]) == ["7H", "JH", "QH"]
    assert [c.ascii() for c in table.state.table] == ["9H"]
    for lang, names in (("ru", ["В♥", "Д♥"]), ("en", ["J♥", "Q♥"])):
        answer = table_why({"token": token, "cards": ["7H"], "lang": lang})
        assert answer["reason"].startswith("7♥ ") and "9♥" in answer["reason"]
        assert "нечем" not in answer["reason"] and "no card left" not in answer["reason"]
        assert [c["text"] for c in answer["playable"]] == names
        assert [c["code"] for c in answer["failing"]] == ["7H"]


def test_a_legal_choice_is_legal_and_an_ended_kon_names_no_card():
    token = KINDS[-1][1]
    assert table_why({"token": token, "cards": ["JH"], "lang": "en"})["legal"] is True
    # after the reader's claim the кон is over: the answer says so, and names no card
    # of the computer (the engine's check is not asked: it would name his hand)
    table = _position(token)
    table_bura.move(table, "claim")
    assert table.state.is_terminal() and Card.parse("7H") in table.state.hands[0]
    answer = table_bura.why(table, ["7H"], "en")
    assert answer["legal"] is False and answer["rule"] is None and answer["reason"] == "The кон is over."
    assert not any(c.name("en") in answer["reason"] or str(c) in answer["reason"]
                   for c in table.state.hands[1])
