"""One test per rule of Бура and per option value, on deals and positions set up
by hand. The comment after each test name is the rule it checks; a test at
the end checks that every registered bura.* rule is named in this folder."""

import json
import pathlib
import random

import pytest
from bura_helpers import dealt, position
from karty import CHANCE, REGISTRY, TERMINAL, IllegalActionError, parse_cards
from karty.bura import (
    Beat,
    BuraState,
    Claim,
    ClaimTiming,
    Counting,
    Declarations,
    Discard,
    DoubleBura,
    DrawFirst,
    Exhausted,
    FirstDealer,
    FirstLead,
    HeuristicPlayer,
    Lead,
    Match,
    Molodka,
    MolodkaLead,
    Pass,
    Phase,
    RandomPlayer,
    Reason,
    Rules,
    TrumpCard,
    play_match,
)


def cards(text):
    return sorted(parse_cards(text))


def rules_of(steps):
    return [s.rule_id for s in steps]


# ------------------------------------------------------------------ the deal
def test_players_two_seats():  # bura.players
    s = dealt("8♠ 9♣ J♦", "7♣ K♦ 6♥", "10♥")
    assert s.current_player() in (0, 1) and len(s.hands) == 2
    assert BuraState().current_player() == CHANCE


def test_deal_three_each_and_a_trump():  # bura.deal
    s = dealt("8♠ 9♣ J♦", "7♣ K♦ 6♥", "10♥", dealer=1)
    assert cards("8♠ 9♣ J♦") == sorted(s.hands[0]) and cards("7♣ K♦ 6♥") == sorted(s.hands[1])
    assert str(s.trump_card) == "10♥" and s.trump.symbol == "♥" and len(s.stock) == 30
    # the non-dealer gets the first card of the deck order
    assert s.history()[0].order[0] == parse_cards("8♠")[0]


def test_trump_card_under_stock():  # bura.trump-card.under-stock
    s = dealt("8♠ 9♣ J♦", "7♣ K♦ 6♥", "10♥")
    assert s.stock[-1] == parse_cards("10♥")[0]
    assert s.observation(1)["trump_card_at"] == "stock"


def test_trump_card_top_of_stock():  # bura.trump-card.top-of-stock
    r = Rules(trump_card=TrumpCard.TOP_OF_STOCK)
    s = dealt("8♠ 9♣ J♦", "7♣ K♦ 6♥", "10♥", stock="6♣ 7♦", rules=r)
    assert s.stock[0] == parse_cards("10♥")[0]
    s.apply_action(Lead("8♠"))
    steps = s.apply_action(Discard("6♥"))  # A wins, A draws first: the turned-up 10♥
    assert parse_cards("10♥")[0] in s.hands[0]
    assert "bura.trump-card.top-of-stock" in rules_of(steps)
    assert s.observation(1)["opponent_known"] == ["10♥"]


def test_first_lead_dealer():  # bura.first-lead.dealer
    s = dealt("8♠ 9♣ J♦", "7♣ K♦ 6♥", "10♥", dealer=1)
    assert s.current_player() == 1


def test_first_lead_non_dealer():  # bura.first-lead.non-dealer
    s = dealt("8♠ 9♣ J♦", "7♣ K♦ 6♥", "10♥", dealer=1,
              rules=Rules(first_lead=FirstLead.NON_DEALER))
    assert s.current_player() == 0


# ------------------------------------------------------------------ leading
def test_lead_one_or_several_of_one_suit():  # bura.lead
    s = dealt("8♠ 9♠ J♦", "7♣ K♦ 6♥", "10♥")
    legal = s.legal_actions()
    assert Lead("8♠ 9♠") in legal and Lead("J♦") in legal and Lead("8♠ J♦") not in legal
    with pytest.raises(IllegalActionError, match="one suit") as info:
        s.apply_action(Lead("8♠ J♦"))
    assert "одной масти" in info.value.message("ru")
    before = s.to_dict()
    with pytest.raises(IllegalActionError, match="not in A's hand"):
        s.apply_action(Lead("A♠"))
    assert s.to_dict() == before  # an illegal action leaves the state unchanged
    t = dealt("8♠ 9♠ J♠", "7♣ K♦ 6♥", "10♥")  # three of a suit: also a Молодка, but A leads
    assert Lead("8♠ 9♠ J♠") in t.legal_actions()


# ------------------------------------------------------------------ answering
def test_beat_every_card():  # bura.beat
    s = dealt("K♠ Q♠ 7♣", "10♠ 6♥ 8♦", "A♥", stock="9♣ J♦ 7♦ 8♠")
    s.apply_action(Lead("K♠ Q♠"))
    assert Beat("10♠ 6♥") in s.legal_actions() and Beat("10♠ 8♦") not in s.legal_actions()
    with pytest.raises(IllegalActionError, match="does not beat"):
        s.apply_action(Beat("10♠ 8♦"))


def test_trump_beats():  # bura.trump-beats
    s = dealt("A♠ Q♣ 7♣", "10♠ 6♥ 8♦", "A♥")
    s.apply_action(Lead("A♠"))
    steps = s.apply_action(Beat("6♥"))
    assert rules_of(steps)[0] == "bura.trump-beats"


def test_trump_beats_trump():  # bura.trump-beats-trump
    s = dealt("7♥ Q♣ 7♣", "6♥ 8♥ 8♦", "A♥")
    s.apply_action(Lead("7♥"))
    assert Beat("8♥") in s.legal_actions() and Beat("6♥") not in s.legal_actions()
    with pytest.raises(IllegalActionError, match="higher trump"):
        s.apply_action(Beat("6♥"))


def test_rank_order_in_play():  # bura.rank-order
    s = dealt("K♠ Q♣ 7♣", "10♠ 6♥ 8♦", "A♥")
    s.apply_action(Lead("K♠"))
    steps = s.apply_action(Beat("10♠"))
    assert steps[0].format("en").startswith("10♠ beats K♠: the ten outranks the king")


def test_answer_count():  # bura.answer-count
    s = dealt("K♠ Q♠ 7♣", "10♠ 6♥ 8♦", "A♥")
    s.apply_action(Lead("K♠ Q♠"))
    with pytest.raises(IllegalActionError, match="answer has 2 cards"):
        s.apply_action(Discard("8♦"))
    with pytest.raises(IllegalActionError, match="answer has 2 cards"):
        s.apply_action(Beat("10♠ 6♥ 8♦"))


def test_surrender_face_down_even_if_able_to_beat():  # bura.surrender
    s = dealt("K♠ Q♠ 7♣", "10♠ 6♥ 8♦", "A♥")
    s.apply_action(Lead("K♠ Q♠"))
    assert Discard("10♠ 6♥") in s.legal_actions()
    steps = s.apply_action(Discard("10♠ 8♦"))
    assert rules_of(steps)[:2] == ["bura.surrender", "bura.snos"]
    assert cards("K♠ Q♠") == sorted(s.won_up[0]) and cards("10♠ 8♦") == sorted(s.won_down[0])


def test_trick_goes_to_the_beater():  # bura.trick
    s = dealt("K♠ Q♠ 7♣", "10♠ 6♥ 8♦", "A♥")
    s.apply_action(Lead("K♠ Q♠"))
    steps = s.apply_action(Beat("10♠ 6♥"))
    assert sorted(s.won_up[1]) == cards("K♠ Q♠ 10♠ 6♥") and not s.won_up[0]
    assert "B takes the trick: 17 points" in [st.en for st in steps]


def test_snos_counts_for_the_taker_but_stays_hidden():  # bura.snos
    s = dealt("K♠ Q♠ 7♣", "10♠ 6♥ 8♦", "A♥")
    s.apply_action(Lead("K♠ Q♠"))
    s.apply_action(Discard("10♠ 8♦"))
    assert s.points_taken(0) == 4 + 3 + 10
    mine, theirs = s.observation(0), s.observation(1)
    assert mine["won"][0]["face_down"] == [] and mine["won"][0]["face_down_unseen"] == 2
    assert sorted(mine["remembered"][0]) == ["K♠", "Q♠"] and mine["won"][0]["cards"] == 4
    assert "10♠" not in json.dumps(mine, ensure_ascii=False)
    assert "8♦" not in json.dumps(mine, ensure_ascii=False)
    assert theirs["won"][0]["face_down"] == ["10♠", "8♦"]
    assert mine["log"][-1] == "1: discard 2" and theirs["log"][-1] == "1: discard 10♠ 8♦"


def test_next_lead_is_the_trick_winner():  # bura.next-lead
    s = dealt("K♠ Q♠ 7♣", "10♠ 6♥ 8♦", "A♥", stock="9♣ J♦")
    s.apply_action(Lead("7♣"))
    s.apply_action(Beat("6♥"))
    assert s.current_player() == 1 and s.phase is Phase.LEAD


# ------------------------------------------------------------------ drawing
def test_draw_one_at_a_time_back_to_three():  # bura.draw
    s = dealt("K♠ Q♠ 7♣", "10♠ 6♥ 8♦", "A♥", stock="9♣ J♦ 7♦ 8♠")
    s.apply_action(Lead("K♠ Q♠"))
    steps = s.apply_action(Beat("10♠ 6♥"))
    # B took the trick and draws first: B 9♣, A J♦, B 7♦, A 8♠
    assert sorted(s.hands[1]) == cards("8♦ 9♣ 7♦") and sorted(s.hands[0]) == cards("7♣ J♦ 8♠")
    assert "draw one at a time: B, A, B, A; 26 left" in [st.en for st in steps]


def test_draw_first_winner():  # bura.draw-first.winner
    s = dealt("K♠ Q♠ 7♣", "10♠ 6♥ 8♦", "A♥", stock="9♣ J♦")
    s.apply_action(Lead("7♣"))
    s.apply_action(Beat("6♥"))
    assert parse_cards("9♣")[0] in s.hands[1]


def test_draw_first_loser():  # bura.draw-first.loser
    s = dealt("K♠ Q♠ 7♣", "10♠ 6♥ 8♦", "A♥", stock="9♣ J♦",
              rules=Rules(draw_first=DrawFirst.LOSER))
    s.apply_action(Lead("7♣"))
    steps = s.apply_action(Beat("6♥"))
    assert parse_cards("9♣")[0] in s.hands[0]
    assert "bura.draw-first.loser" in rules_of(steps)


def test_stock_empty_play_on_without_drawing():  # bura.stock-empty
    s = position(hands=("K♠ 7♣", "10♠ 8♦"), trump="A♥", stock="", leader=0,
                 won_up=("6♠ 7♠ 8♠ 9♠ J♠ Q♠ A♠ 6♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 6♦",
                         "7♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥"))
    s.apply_action(Lead("K♠"))
    s.apply_action(Beat("10♠"))
    assert len(s.hands[0]) == len(s.hands[1]) == 1 and s.phase is Phase.LEAD


# ------------------------------------------------------------------ declarations
def test_bura_in_the_deal_wins_at_once():  # bura.bura
    s = dealt("8♠ 9♣ J♦", "7♥ K♥ 6♥", "10♥")
    assert s.is_terminal() and s.current_player() == TERMINAL
    assert s.outcome.reason is Reason.BURA and s.outcome.winner == 1 and s.returns() == (-1, 1)


def test_bura_after_drawing():  # bura.declarations.deal-and-draws
    s = dealt("6♥ 7♥ 8♠", "9♣ 10♣ J♦", "A♥", stock="K♥ 6♦")
    s.apply_action(Lead("8♠"))
    steps = s.apply_action(Discard("J♦"))
    assert s.outcome.reason is Reason.BURA and s.outcome.winner == 0
    assert "bura.bura" in rules_of(steps)


def test_bura_only_in_the_deal():  # bura.declarations.deal-only
    r = Rules(declarations=Declarations.DEAL_ONLY)
    s = dealt("6♥ 7♥ 8♠", "9♣ 10♣ J♦", "A♥", stock="K♥ 6♦", rules=r)
    s.apply_action(Lead("8♠"))
    s.apply_action(Discard("J♦"))
    assert not s.is_terminal() and sorted(s.hands[0]) == cards("6♥ 7♥ K♥")
    assert Lead("6♥ 7♥ K♥") in s.legal_actions()
    # and a Молодка after drawing is not offered either
    t = dealt("6♠ 7♠ 8♦", "9♣ 10♣ J♦", "A♥", stock="K♠ 6♥", rules=r)
    t.apply_action(Lead("8♦"))
    t.apply_action(Beat("J♦"))  # B wins and draws 6♥... A draws K♠: 6♠ 7♠ K♠
    assert t.phase is Phase.LEAD


def test_double_bura_highest_card():  # bura.double-bura.highest-card
    s = dealt("A♥ 6♥ 7♥", "10♥ K♥ Q♥", "8♥")
    assert s.outcome.reason is Reason.BURA and s.outcome.winner == 0


def test_double_bura_more_points():  # bura.double-bura.more-points
    s = dealt("A♥ 6♥ 7♥", "10♥ K♥ Q♥", "8♥", rules=Rules(double_bura=DoubleBura.MORE_POINTS))
    assert s.outcome.winner == 1
    t = dealt("A♥ J♥ 9♥", "10♥ Q♥ 8♥", "7♥", rules=Rules(double_bura=DoubleBura.MORE_POINTS))
    assert t.outcome.winner == 0  # 13 points each: the ace decides


def test_molodka_out_of_turn():  # bura.molodka
    s = dealt("9♣ 10♦ J♥", "6♠ 7♠ 8♠", "A♥")
    assert s.phase is Phase.MOLODKA and s.current_player() == 1
    assert s.legal_actions() == (Molodka(), Pass(), Claim())  # a claim at any time (default)
    with pytest.raises(IllegalActionError):
        s.apply_action(Lead("6♠"))
    steps = s.apply_action(Molodka())
    assert rules_of(steps) == ["bura.molodka"] and s.current_player() == 1


def test_molodka_leads_all_three():  # bura.molodka-lead.all-three
    s = dealt("9♣ 10♦ J♥", "6♠ 7♠ 8♠", "A♥")
    s.apply_action(Molodka())
    assert s.legal_actions() == (Lead("6♠ 7♠ 8♠"), Claim())
    with pytest.raises(IllegalActionError, match="must lead its three cards"):
        s.apply_action(Lead("6♠"))
    steps = s.apply_action(Lead("6♠ 7♠ 8♠"))
    assert rules_of(steps) == ["bura.molodka-lead.all-three"]


def test_molodka_then_any_lead():  # bura.molodka-lead.any
    s = dealt("9♣ 10♦ J♥", "6♠ 7♠ 8♠", "A♥", rules=Rules(molodka_lead=MolodkaLead.ANY))
    s.apply_action(Molodka())
    assert Lead("6♠") in s.legal_actions()
    s.apply_action(Lead("6♠"))
    assert s.phase is Phase.ANSWER and s.current_player() == 0


def test_molodka_pass_is_private():
    s = dealt("9♣ 10♦ J♥", "6♠ 7♠ 8♠", "A♥")
    leader_view = s.observation(0)
    assert leader_view["phase"] == "lead" and leader_view["to_act"] == 0
    s.apply_action(Pass())
    assert s.current_player() == 0
    assert "1: pass" not in s.observation(0)["log"] and "1: pass" in s.observation(1)["log"]


def test_molodka_both_the_leader_keeps_the_lead():  # bura.molodka-both
    s = dealt("9♣ 10♣ J♣", "6♠ 7♠ 8♠", "A♥")
    s.apply_action(Molodka())
    assert s.phase is Phase.COUNTER and s.current_player() == 0
    steps = s.apply_action(Molodka())
    assert rules_of(steps) == ["bura.molodka-both"] and s.current_player() == 0
    assert s.legal_actions()[0] == Lead("9♣ 10♣ J♣")
    t = dealt("9♣ 10♣ J♣", "6♠ 7♠ 8♠", "A♥")
    t.apply_action(Molodka())
    t.apply_action(Pass())
    assert t.current_player() == 1 and t.observation(0)["log"][-1] == "0: pass"


# ------------------------------------------------------------------ the claim
def _claim_position(rules=None, down="10♥ 6♦"):
    return position(hands=("7♣ 8♣ 9♣", "7♦ 8♦ 9♦"), trump="J♥", won_up=("A♠ 10♠", ""),
                    won_down=(down, ""), leader=0, rules=rules)


def test_claim_counts_the_snos():  # bura.claim
    s = _claim_position()
    assert s.observation(0)["counted"] is None  # the piles lie face down (default)
    steps = s.apply_action(Claim())
    assert rules_of(steps)[0] == "bura.claim"
    assert "counts 31 points (21 face up + 10 in the снос)" in steps[0].en


def test_claim_made():  # bura.claim-made
    s = _claim_position()
    s.apply_action(Claim())
    assert s.outcome.reason is Reason.CLAIM_MADE and s.outcome.winner == 0
    assert s.outcome.claimant == 0 and s.returns() == (1, -1)


def test_claim_failed():  # bura.claim-failed
    s = _claim_position(down="9♥ 6♦")
    steps = s.apply_action(Claim())
    assert s.outcome.reason is Reason.CLAIM_FAILED and s.outcome.winner == 1
    assert rules_of(steps)[1] == "bura.claim-failed" and s.returns() == (-1, 1)


def test_claim_target_option():  # bura.claim-made (option target)
    s = _claim_position(rules=Rules(target=21), down="9♥ 6♦")
    s.apply_action(Claim())
    assert s.outcome.reason is Reason.CLAIM_MADE


def _answering(rules):
    return position(hands=("7♣ 8♣", "7♦ 8♦ 9♦"), table="9♣", trump="J♥",
                    won_up=("", "A♠ 10♠ K♠ Q♠"), won_down=("", "10♥ 6♦"), leader=0,
                    phase="answer", last=1, rules=rules)


def test_claim_at_any_time():  # bura.claim-timing.any-time
    # the default: on one's turn to lead or to answer, and in the Молодка windows too
    assert Rules().claim_timing is ClaimTiming.ANY_TIME
    assert REGISTRY["bura.claim-timing.any-time"].provenance.segments == ("bura.s22",)
    s = _answering(Rules())
    assert Claim() in s.legal_actions()
    s.apply_action(Claim())
    assert s.outcome.winner == 1 and s.outcome.reason is Reason.CLAIM_MADE
    m = dealt("9♣ 10♦ J♥", "6♠ 7♠ 8♠", "A♥")
    assert m.phase is Phase.MOLODKA and Claim() in m.legal_actions()
    steps = m.apply_action(Claim())  # B claims instead of declaring his Молодка
    assert rules_of(steps)[0] == "bura.claim" and m.outcome.claimant == 1
    c = dealt("9♣ 10♣ J♣", "6♠ 7♠ 8♠", "A♥")
    c.apply_action(Molodka())
    assert c.phase is Phase.COUNTER and Claim() in c.legal_actions()


def test_claim_on_turn():  # bura.claim-timing.on-turn
    s = _answering(Rules(claim_timing=ClaimTiming.ON_TURN))
    assert Claim() in s.legal_actions()
    s.apply_action(Claim())
    assert s.outcome.winner == 1 and s.outcome.reason is Reason.CLAIM_MADE
    m = dealt("9♣ 10♦ J♥", "6♠ 7♠ 8♠", "A♥", rules=Rules(claim_timing=ClaimTiming.ON_TURN))
    assert m.legal_actions() == (Molodka(), Pass())  # not in the Молодка window
    with pytest.raises(IllegalActionError, match="only declare a Молодка or pass"):
        m.apply_action(Claim())


def test_claim_on_lead_only():  # bura.claim-timing.on-lead
    s = _answering(Rules(claim_timing=ClaimTiming.ON_LEAD))
    assert Claim() not in s.legal_actions()
    with pytest.raises(IllegalActionError, match="only on one's turn to lead"):
        s.apply_action(Claim())


# ------------------------------------------------------------------ what a player may count
def _counting_position(counting):
    s = dealt("K♠ Q♠ 7♣", "10♠ 6♥ 8♦", "A♥", rules=Rules(counting=counting))
    s.apply_action(Lead("K♠ Q♠"))
    s.apply_action(Discard("10♠ 8♦"))
    return s


def test_counting_from_memory():  # bura.counting.memory
    assert Rules().counting is Counting.MEMORY
    s = _counting_position(Counting.MEMORY)
    mine, theirs = s.observation(0), s.observation(1)
    # the piles lie face down: nothing to look at, no count handed over
    assert [p["face_up"] for p in mine["won"]] == [[], []] and mine["counted"] is None
    assert [p["cards"] for p in mine["won"]] == [4, 0]
    # what each saw played is his memory; the снос stays unseen by the taker
    assert sorted(mine["remembered"][0]) == ["K♠", "Q♠"] and mine["remembered"][1] == []
    assert mine["remembered"] == theirs["remembered"]
    assert theirs["won"][0]["face_down"] == ["10♠", "8♦"] and theirs["counted"] is None


def test_counting_open_piles():  # bura.counting.open
    s = _counting_position(Counting.OPEN)
    mine, theirs = s.observation(0), s.observation(1)
    assert sorted(mine["won"][0]["face_up"]) == ["K♠", "Q♠"]
    assert mine["won"][0]["face_up"] == mine["remembered"][0]
    assert mine["counted"] == {"mine": 7, "opponent": 0}
    assert theirs["counted"] == {"mine": 0, "opponent": 17}  # his own снос he knows
    assert "10♠" not in json.dumps(mine, ensure_ascii=False)


def test_the_computer_counts_from_memory_alone():
    # the computer never reads a pile: it makes the same choice whether the piles are
    # open or face down, since what it saw played is the same
    for seed in range(8):
        obs_memory = _counting_position(Counting.MEMORY).observation(0)
        obs_open = _counting_position(Counting.OPEN).observation(0)
        legal = _counting_position(Counting.MEMORY).legal_actions()
        choices = {str(HeuristicPlayer().choose(o, legal, random.Random(seed)))
                   for o in (obs_memory, obs_open)}
        assert len(choices) == 1


# ------------------------------------------------------------------ cards played out
_A_PILE = "7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠ 6♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣"
_B_PILE = "6♦ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 6♥"


def _last_trick(rules, a_pile=_A_PILE, b_pile=_B_PILE):
    s = position(hands=("6♠", "7♣"), trump="6♥", stock="", won_up=(a_pile, b_pile),
                 leader=0, rules=rules)
    s.apply_action(Lead("6♠"))
    return s, s.apply_action(Discard("7♣"))


def test_exhausted_more_points():  # bura.exhausted.more-points
    # A♦ and 6♦ (no points) change piles: a pile holds whole tricks, an even number of cards
    s, steps = _last_trick(Rules(), a_pile=_A_PILE + " A♦ 6♦",
                           b_pile=_B_PILE.replace("A♦ ", "").replace("6♦ ", ""))
    assert s.outcome.reason is Reason.DECK_EXHAUSTED and s.outcome.points == (71, 49)
    assert s.outcome.winner == 0 and "bura.exhausted.more-points" in rules_of(steps)
    tie, _ = _last_trick(Rules())
    assert tie.outcome.points == (60, 60) and tie.outcome.winner is None
    assert tie.returns() == (0, 0)


def test_exhausted_void():  # bura.exhausted.void
    s, steps = _last_trick(Rules(exhausted=Exhausted.VOID), a_pile=_A_PILE + " A♦ 6♦",
                           b_pile=_B_PILE.replace("A♦ ", "").replace("6♦ ", ""))
    assert s.outcome.winner is None and s.returns() == (0, 0)
    assert "bura.exhausted.void" in rules_of(steps)


# ------------------------------------------------------------------ the match
def test_stake():  # bura.stake
    s = _claim_position(rules=Rules(stake=5))
    steps = s.apply_action(Claim())
    assert s.returns() == (5, -5) and rules_of(steps)[-1] == "bura.stake"


def test_winner_deals_next():  # bura.next-dealer
    m = play_match([RandomPlayer(), RandomPlayer()], seed=3,
                   rules=Rules(kons=12, first_dealer=FirstDealer.SEAT_0))
    assert m.kons[0].dealer == 0
    for prev, nxt in zip(m.kons, m.kons[1:]):
        w = prev.outcome.winner
        assert nxt.dealer == (prev.dealer if w is None else w)


def test_match_settles_net():  # bura.match
    m = play_match([RandomPlayer(), RandomPlayer()], seed=5, rules=Rules(kons=7, stake=2))
    assert len(m.kons) == 7 and m.is_over() and sum(m.returns()) == 0
    a, b, n = m.wins()
    assert m.returns()[0] == 2 * (a - b) and a + b + n == 7
    assert m.settlement()[0].rule_id == "bura.match"
    with pytest.raises(IllegalActionError):
        m.new_kon()
    assert Match.from_dict(json.loads(json.dumps(m.to_dict()))) == m


def test_match_length_default_twenty():  # bura.match (option kons)
    assert Rules().kons == 20
    assert Rules().provenance_of("kons").segments == ("bura.s20",)


def test_first_dealer_by_lot():  # bura.first-dealer.lot
    import random
    firsts = {Match.start(Rules(), random.Random(seed)).dealer for seed in range(20)}
    assert firsts == {0, 1}


def test_first_dealer_seat_0():  # bura.first-dealer.seat-0
    import random
    r = Rules(first_dealer=FirstDealer.SEAT_0)
    assert {Match.start(r, random.Random(seed)).dealer for seed in range(20)} == {0}


# ------------------------------------------------------------------ coverage of the rulebook
def test_every_rule_has_a_test_here():
    here = pathlib.Path(__file__).parent
    text = "\n".join(p.read_text(encoding="utf-8") for p in sorted(here.glob("test_*.py")))
    missing = [r.id for r in REGISTRY.for_game("bura") if f"# {r.id}" not in text
               and f", {r.id}" not in text]
    assert not missing, f"rules without a test: {missing}"


def test_every_option_value_has_its_rule():
    for spec in Rules.options():
        for choice in spec.choices:
            r = Rules().replace(**{spec.name: choice.value})
            rid = r.rule_id(spec.name)
            assert rid in REGISTRY, rid
            assert REGISTRY[rid].provenance == choice.provenance
        if not spec.choices:
            assert Rules().rule_id(spec.name) in REGISTRY
