"""«Why not?» at the play tables (karty.web.table.table_why): for each kind of
illegal selection the table meets, the answer is the engine's own legality check
(``illegal_reason``: its words and the rule it names), it names the chosen cards
that fail, and lists the reader's cards that would make a move. Every game whose
table answers «why not?» is covered (``why_games``). Imports only karty and pytest."""
from __future__ import annotations

import pytest
from karty import Card
from karty.bura import table as table_bura
from karty.bura.actions import Beat, Lead
from karty.bura.state import Phase
from karty.web.table import table_why, why_games
from karty.web.table.token import Token

#: (kind, the game's secret, token of a position where the reader is to act, chosen
#: cards, the rule the engine names). Found by dealing games from the secrets
#: ``f"{n:032x}"`` (``table_new``, level normal, default rules) and playing the reader's
#: moves at random (``table_move``; for the last, moves that keep 7♥ В♥ Д♥ in hand
#: preferred) until a position of the kind came, checked by the engine's
#: ``illegal_reason``; each is checked below to be what it says.
KINDS = [
    ("lead: cards of two suits", f"{0:032x}",
     "bura.2.1011d63ab44c2ed1.n.-.2313300000201_0301210204014_32212201.50fca3d23662232c",
     ["QD", "9C"], "bura.lead"),
    ("lead: one card after declaring a Молодка", f"{0:032x}",
     ("bura.2.1011d63ab44c2ed1.n.-.2313300000201_0301210204014_322122010122102100604_"
     "121302002010211333_2324222020200220603_0.48e3108dc12c0968"),
     ["QC"], "bura.molodka-lead.all-three"),
    ("a Молодка to declare or pass: cards chosen", f"{0:032x}",
     ("bura.2.1011d63ab44c2ed1.n.-.2313300000201_0301210204014_322122010122102100604_"
     "1213020020.546003a8f844f9ce"),
     ["QS"], "bura.molodka"),
    ("the other's Молодка answered: cards chosen", f"{43:032x}",
     ("bura.2.5a9027a2dad9e144.n.-.002111212120_31_323320322112224_2331302001203111003_"
     "3033113114323_312123_303032_0003000102113001010003124_102032100100200004_213122004_"
     "02042002_3233321213303_31133220213_103200_11201000033314_222010000000.96961e97ef7efce0"),
     ["QS"], "bura.molodka"),
    ("answer: as many cards as led", f"{0:032x}", "bura.2.1011d63ab44c2ed1.n.-.2.1a5a284b3561ad5c",
     ["AH", "8H"], "bura.answer-count"),
    ("answer: a card that does not beat", f"{0:032x}",
     "bura.2.1011d63ab44c2ed1.n.-.2.1a5a284b3561ad5c", ["JS"], "bura.beat"),
    ("answer: a lower trump against a trump", f"{109:032x}",
     ("bura.2.73620682f56d8068.n.-.103160034_3210201014134_2200113102224_302120_025020102110323_"
     "302231324_3031_12112123212121_30112004312323_30313221304_1000113102024_3231304_"
     "3023303021601310111024010.dfb58c1d80704054"),
     ["JD"], "bura.trump-beats-trump"),
    ("answer: a lower card of the led suit (7♥ against 9♥, В♥ and Д♥ in hand)", f"{2766:032x}",
     ("bura.2.c9765fe16df6fafb.n.-.1001214_322111202014_000401002011024_3030120102231011113_"
     "310213024_31212021200200001_601300114_31000211220301002204_102001001_01332101212101_"
     "11020000114_101012.0d54325a12d22e48"),
     ["7H"], "bura.beat"),
]


def test_every_game_with_a_why_is_covered():
    # Стос's «why not?» is tested in test_play_stos.py
    assert why_games() == ("bura", "stos")


def _position(secret: str, token: str) -> table_bura.Table:
    table = table_bura.open_table(Token.parse(token), bytes.fromhex(secret))
    table_bura.advance(table)
    return table


@pytest.mark.parametrize(("kind", "secret", "token", "cards", "rule"), KINDS,
                         ids=[k[0] for k in KINDS])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_why_is_the_engines_own_reason(kind, secret, token, cards, rule, lang):
    table = _position(secret, token)
    s = table.state
    assert s.current_player() == 0 and not s.is_terminal()
    answer = table_why({"token": token, "secret": secret, "cards": cards, "lang": lang})
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
    secret, token = KINDS[-1][1:3]
    table = _position(secret, token)
    assert sorted(c.ascii() for c in table.state.hands[0]) == ["7H", "JH", "QH"]
    assert [c.ascii() for c in table.state.table] == ["9H"]
    for lang, names in (("ru", ["В♥", "Д♥"]), ("en", ["J♥", "Q♥"])):
        answer = table_why({"token": token, "secret": secret, "cards": ["7H"], "lang": lang})
        assert answer["reason"].startswith("7♥ ") and "9♥" in answer["reason"]
        assert "нечем" not in answer["reason"] and "no card left" not in answer["reason"]
        assert [c["text"] for c in answer["playable"]] == names
        assert [c["code"] for c in answer["failing"]] == ["7H"]


def test_a_legal_choice_is_legal_and_an_ended_kon_names_no_card():
    secret, token = KINDS[-1][1:3]
    assert table_why({"token": token, "secret": secret, "cards": ["JH"],
                      "lang": "en"})["legal"] is True
    # after the reader's claim the кон is over: the answer says so, and names no card
    # of the computer (the engine's check is not asked: it would name his hand)
    table = _position(secret, token)
    table_bura.move(table, "claim")
    assert table.state.is_terminal() and Card.parse("7H") in table.state.hands[0]
    answer = table_bura.why(table, ["7H"], "en")
    assert answer["legal"] is False and answer["rule"] is None and answer["reason"] == "The кон is over."
    assert not any(c.name("en") in answer["reason"] or str(c) in answer["reason"]
                   for c in table.state.hands[1])
