"""One test (at least) for each rule of Очко and each house rule, on rigged decks.

The rule a test checks is named in its name and, where the engine explains
itself, found in the explanation trace.
"""

import pytest
from karty import Card, IllegalActionError, RulesError, parse_cards
from karty.ochko import (
    Ace,
    BankerHand,
    FirstBankerOrder,
    PenaltyRemainder,
    Rules,
    State,
    StukMode,
    TwoAces,
    Zarez,
    evaluate,
    hand_value,
    new_game,
    parse_action,
)
from karty.ochko.actions import (
    BankRange,
    Collect,
    Dark,
    Deal,
    Draw,
    OpeningBank,
    Shuffle,
    Stake,
    StakeRange,
    Stand,
    Stuk,
)
from ochko_helpers import act, first_draw, rig


def rule_ids(steps):
    return [s.rule_id for s in steps]


def cards(text):
    return list(parse_cards(text))


# -- values -------------------------------------------------------------------------------


@pytest.mark.parametrize("text, value", [
    ("6♠", 6), ("7♠", 7), ("8♠", 8), ("9♠", 9), ("10♠", 10),
    ("J♠", 2), ("Q♠", 3), ("K♠", 4), ("A♠", 11), ("K♠ Q♦ 9♥", 16),
])
def test_card_values(text, value):
    assert hand_value(parse_cards(text), Rules()) == value
    assert "ochko.card-values" in evaluate(text).rule_ids


@pytest.mark.parametrize("ace, a10, aa9", [
    (Ace.ELEVEN, 21, 31), (Ace.ONE, 11, 11), (Ace.ONE_OR_ELEVEN, 21, 21),
])
def test_ace_option(ace, a10, aa9):
    r = Rules(ace=ace)
    assert hand_value("A♠ 10♥", r) == a10
    assert hand_value("A♠ A♥ 9♦", r) == aa9
    assert evaluate("A♠ A♥ 9♦", r).is_bust == (aa9 > 21)


def test_hand_value_rejects_duplicates_and_bad_text():
    with pytest.raises(ValueError):
        hand_value("A♠ A♠")
    with pytest.raises(ValueError):
        hand_value([Card.parse("A♠"), Card.parse("A♠")])
    with pytest.raises(ValueError):
        hand_value("Z♠")


# -- the table ----------------------------------------------------------------------------


def test_players_two_to_nine():
    assert State.initial(players=9).n == 9
    for bad in (1, 10, "3", True):
        with pytest.raises(RulesError):
            State.initial(players=bad)


def test_first_banker_highest_card_and_ties_redraw():
    s = State.initial(players=3)
    order = cards("K♠ A♠ A♥ 7♠ 9♠")
    rest = [c for c in parse_cards(" ".join(str(c) for c in __import__("karty").DECK))
            if c not in order]
    steps = s.apply_action(Shuffle((*order, *rest)))
    assert s.banker == 2  # A♠ and A♥ tie; then 7♠ against 9♠
    assert rule_ids(steps).count("ochko.first-banker") == 2


def test_first_banker_order_option():
    import karty
    order = cards("10♠ K♠")
    rest = [c for c in karty.DECK if c not in order]
    natural = State.initial(players=2)
    natural.apply_action(Shuffle((*order, *rest)))
    points = State.initial(Rules(first_banker_order=FirstBankerOrder.POINTS), players=2)
    points.apply_action(Shuffle((*order, *rest)))
    assert natural.banker == 1 and points.banker == 0


def test_draw_as_deal_only_seats_that_can_bank_draw():
    s = State.initial(players=3, purse=[5, 100, 100])  # seat 0 cannot put up 10
    import karty
    order = cards("6♠ 7♠")
    s.apply_action(Shuffle((*order, *(c for c in karty.DECK if c not in order))))
    assert s.banker == 2


def test_opening_bank_at_least_the_minimum_and_from_the_bankers_money(table):
    s = State.initial(Rules(min_bank=10), players=2, purse=50)
    s.apply_action(first_draw(0, 2))
    for bad in (9, 51):
        with pytest.raises(IllegalActionError) as info:
            s.apply_action(OpeningBank(bad))
        assert "opening bank" in str(info.value)
    steps = s.apply_action(OpeningBank(20))
    assert s.bank == 20 and s.purses == [30, 50] and "ochko.opening-bank" in rule_ids(steps)


def test_shuffle_and_cut_are_chance_and_the_last_hand_cuts(table):
    s = table(players=3)
    assert s.phase == "shuffle" and s.is_chance_node()
    shuffle, cut = rig("6♠ 7♠ 8♠")
    s.apply_action(shuffle)
    assert s.phase == "cut" and s.is_chance_node()
    steps = s.apply_action(cut)
    cut_step = next(st for st in steps if st.rule_id == "ochko.cut")
    assert "player 3" in cut_step.en  # seat 2, on the banker's (seat 0) right


def test_deal_one_card_each_banker_last_and_order_of_play(table, deal):
    s = deal(table(players=3), "6♠ 7♠ 8♠")
    assert s.order == [1, 2]
    assert s.hands[1] == cards("6♠") and s.hands[2] == cards("7♠") and s.hands[0] == cards("8♠")


def test_zarez_bottom_card_crosswise_then_draws_from_bottom(table, deal):
    s = deal(table(), "6♠ 7♠", draws="10♥ 9♥", crosswise="A♦")
    assert s.crosswise == Card.parse("A♦") and s.deck[0] == Card.parse("A♦")
    act(s, "ask", "stake 1", "draw")
    assert s.hands[1] == cards("6♠ 10♥")
    assert s.drawable() == len(s.deck) - 1


def test_zarez_own_card_shows_no_card_and_takes_none_out_of_play(table):
    s = table(Rules(zarez=Zarez.OWN_CARD))
    shuffle, cut = rig("6♠ 7♠", draws="10♥", crosswise="A♦")  # A♦ is the bottom card
    s.apply_action(shuffle)
    steps = s.apply_action(cut)
    zarez = [st for st in steps if st.rule_id == "ochko.zarez"]
    assert len(zarez) == 1 and "his own card" in zarez[0].en and "A♦" not in zarez[0].en
    assert s.crosswise is None and s.drawable() == len(s.deck) == 34
    assert all(s.observation(p)["crosswise"] is None for p in (0, 1))
    act(s, "ask", "stake 1", "draw")
    assert s.hands[1] == cards("6♠ A♦")  # the bottom card is drawn, not set aside
    # the same deal under the default reading sets A♦ aside and draws 10♥
    default = table()
    default.apply_action(shuffle)
    default.apply_action(cut)
    act(default, "ask", "stake 1", "draw")
    assert default.crosswise == Card.parse("A♦") and default.hands[1] == cards("6♠ 10♥")


def test_zarez_own_card_draws_on_into_played_cards_without_a_crosswise_card(table, deal):
    s = deal(table(Rules(zarez=Zarez.OWN_CARD)), "6♠ 7♠")
    act(s, "ask", "stake 1")
    s.deck = cards("9♣ 8♣")  # two played cards left, on top; nothing else
    steps = act(s, "draw")
    assert s.hands[1][-1] == Card.parse("8♣") and s.deck == cards("9♣")
    assert "ochko.deck-exhausted" not in rule_ids(steps) and s.drawable() == 1


def test_deck_exhausted_draws_on_into_played_cards(table, deal):
    s = deal(table(), "6♠ 7♠", draws="10♥", crosswise="A♦")
    act(s, "ask", "stake 1")
    # Leave only two played cards above the crosswise card, nothing below it.
    played = cards("9♣ 8♣")
    s.deck = [*played, Card.parse("A♦")]
    steps = act(s, "draw")
    assert s.hands[1][-1] == Card.parse("8♣")
    assert s.crosswise is None and s.deck[0] == Card.parse("A♦")
    assert "ochko.deck-exhausted" in rule_ids(steps)


def test_stake_named_before_the_next_card(table, deal):
    s = deal(table(), "6♠ 7♠")
    act(s, "ask")
    assert s.phase == "stake"
    with pytest.raises(IllegalActionError):
        s.apply_action(Draw())
    steps = act(s, "stake 4")
    assert s.stake == 4 and s.phase == "player"
    assert "ochko.stake-range" in rule_ids(steps)
    with pytest.raises(IllegalActionError):
        s.apply_action(parse_action("stake 5"))  # cannot be changed


def test_stake_range_a_part_of_the_bank_up_to_all_of_it(table, deal):
    s = deal(table(bank=12), "6♠ 7♠")
    act(s, "ask")
    # one parametrised entry for the whole range, not twelve actions
    assert s.legal_actions() == (StakeRange(1, 12),)
    assert [a.amount for a in range_actions(s.legal_actions()[0])] == list(range(1, 13))
    assert all(s.is_legal(Stake(n)) for n in range(1, 13)) and not s.is_legal(Stake(13))
    with pytest.raises(IllegalActionError) as info:
        s.apply_action(parse_action("stake 13"))
    assert "1 to 12" in str(info.value) and info.value.token == "stake 13"
    with pytest.raises(IllegalActionError, match="a range, not a move") as info:
        s.apply_action(parse_action("stake 1..12"))  # a range is never applied
    assert info.value.token == "stake 1..12" and s.phase == "stake"
    assert str(s.legal_actions()[0]) == "stake 1..12"
    assert parse_action("stake 1..12") == s.legal_actions()[0]


def range_actions(r):
    return [r.at(n) for n in range(r.lo, r.hi + 1)]


def test_a_large_purse_keeps_legal_actions_small():
    s = State.initial(Rules(min_bank=1), players=2, purse=100_000)
    s.apply_action(first_draw(0, 2))
    assert s.legal_actions() == (BankRange(1, 100_000),)
    s.apply_action(s.legal_actions()[0].at(100_000))
    assert s.bank == 100_000


def test_min_stake_option(table, deal):
    s = deal(table(Rules(min_stake=5), bank=12), "6♠ 7♠")
    act(s, "ask")
    assert s.stake_bounds() == (5, 12)
    with pytest.raises(IllegalActionError):
        s.apply_action(parse_action("stake 4"))


def test_purse_limit_stake_covered_and_poor_players_not_dealt_in(table, deal):
    s = deal(table(Rules(min_stake=5), players=3, purse=[100, 3, 100]), "6♠ 7♠")
    assert s.order == [2]
    s2 = deal(table(players=2, purse=[100, 4], bank=10), "6♠ 7♠")
    act(s2, "ask")
    assert s2.stake_bounds() == (1, 4)


def test_player_draws_or_says_enough(table, deal):
    s = deal(table(), "10♠ 7♠", draws="6♥")
    act(s, "ask", "stake 2")
    assert set(map(str, s.legal_actions())) == {"draw", "stand"}  # one card: no «в тёмную» yet
    act(s, "draw")
    assert set(map(str, s.legal_actions())) == {"draw", "dark", "stand"}
    steps = act(s, "stand")
    assert "ochko.player-draws" in rule_ids(steps) and s.phase == "banker"


def test_bust_player_shows_and_pays_at_once(table, deal):
    s = deal(table(), "10♠ 7♠", draws="9♥ K♦")
    steps = act(s, "ask", "stake 5", "draw", "draw")  # 10 + 9 + 4 = 23
    assert "ochko.bust" in rule_ids(steps)
    assert s.bank == 15 and s.purses[1] == 95
    assert set(cards("10♠ 9♥ K♦")) <= set(s.public)
    assert s.phase == "shuffle"  # the banker never drew; next кон


def test_banker_bust_player_wins(table, deal):
    s = deal(table(), "10♠ 10♦", draws="9♥ 8♣ K♥")
    act(s, "ask", "stake 5", "draw", "stand", "draw")
    assert s.hands[0] == cards("10♦ 8♣")
    steps = act(s, "draw")  # 22
    assert "ochko.banker-bust" in rule_ids(steps)
    assert s.bank == 5 and s.purses[1] == 105


def test_settle_goal_higher_total_wins(table, deal):
    s = deal(table(), "10♠ 10♦", draws="9♥ 8♣")
    steps = act(s, "ask", "stake 3", "draw", "stand", "draw", "stand")  # 19 against 18
    assert "ochko.goal" in rule_ids(steps) and "ochko.settle" in rule_ids(steps)
    assert s.bank == 7 and s.purses[1] == 103
    s = deal(table(), "10♠ 10♦", draws="7♥ Q♣ 7♣")
    act(s, "ask", "stake 3", "draw", "stand", "draw", "draw")  # 17 against 10+3+7=20
    if s.phase == "banker":
        act(s, "stand")
    assert s.bank == 13 and s.purses[1] == 97


def test_tie_goes_to_the_banker(table, deal):
    s = deal(table(), "10♠ 10♦", draws="9♥ 9♣")
    steps = act(s, "ask", "stake 3", "draw", "stand", "draw", "stand")
    assert "ochko.tie-to-banker" in rule_ids(steps)
    assert s.bank == 13


def test_played_cards_go_on_top_players_then_bankers(table, deal):
    s = deal(table(players=3), "10♠ 6♣ 10♦", draws="9♥ 9♣")
    steps = act(s, "ask", "stake 3", "draw", "stand", "draw", "stand")
    assert "ochko.played-on-top" in rule_ids(steps)
    assert s.deck[:4] == cards("9♣ 10♦ 9♥ 10♠")


def test_banker_hand_renewed_vs_kept(table, deal):
    renewed = deal(table(players=3), "10♠ 6♣ 10♦", draws="9♥ 9♣")
    act(renewed, "ask", "stake 3", "draw", "stand", "draw", "stand")
    assert renewed.hands[0] == []
    kept = deal(table(Rules(banker_hand=BankerHand.KEPT), players=3), "10♠ 6♣ 10♦",
                draws="9♥ 9♣")
    act(kept, "ask", "stake 3", "draw", "stand", "draw", "stand")
    assert kept.hands[0] == cards("10♦") and kept.deck[:3] == cards("9♣ 9♥ 10♠")


def test_immediate_21_wins_and_the_banker_may_not_draw(table, deal):
    s = deal(table(players=3), "A♠ 6♣ 10♦", draws="10♥")
    steps = act(s, "ask", "stake 4", "draw")
    assert "ochko.immediate-21" in rule_ids(steps)
    assert s.bank == 6 and s.purses[1] == 104
    assert s.phase == "ask" and s.turn == 1  # straight on to the next player


def test_21_after_more_cards_stands_and_the_banker_may_still_tie(table, deal):
    s = deal(table(), "6♠ 10♦", draws="7♠ 8♠ A♣")
    steps = act(s, "ask", "stake 4", "draw", "draw")  # 6 + 7 + 8 = 21, not «сразу»
    assert "ochko.stand-on-21" in rule_ids(steps) and s.phase == "banker"
    steps = act(s, "draw")  # the banker 10 + 11 = 21: a tie
    assert "ochko.tie-to-banker" in rule_ids(steps) and s.bank == 14


def test_dark_hidden_card_and_banker_draws(table, deal):
    s = deal(table(), "10♠ 10♦", draws="6♥ K♦")
    act(s, "ask", "stake 5")
    with pytest.raises(IllegalActionError) as info:
        s.apply_action(Dark())  # one card only
    assert "at least 2 cards" in str(info.value)
    act(s, "draw")
    steps = act(s, "dark")
    assert "ochko.dark" in rule_ids(steps) and s.phase == "banker" and s.dark
    mine = s.observation(1)["hands"][1]
    assert mine == {"seat": 1, "cards": ["10♠", "6♥"], "hidden": 1}
    assert s.observation(0)["hands"][1] == {"seat": 1, "cards": [], "hidden": 3}


def test_dark_min_cards_and_dark_off_options(table, deal):
    s = deal(table(Rules(dark_min_cards=1)), "10♠ 10♦", draws="6♥")
    act(s, "ask", "stake 5")
    assert Dark() in s.legal_actions()
    s = deal(table(Rules(dark=False)), "10♠ 10♦", draws="6♥")
    act(s, "ask", "stake 5", "draw")
    assert Dark() not in s.legal_actions()
    with pytest.raises(IllegalActionError, match="not played"):
        s.apply_action(Dark())


def test_dark_banker_busts_player_wins_whatever_his_card(table, deal):
    s = deal(table(), "10♠ 10♦", draws="6♥ 9♦ 7♣ 8♥")
    act(s, "ask", "stake 5", "draw", "dark", "draw")  # player 25 unseen; banker 17
    steps = act(s, "draw")  # banker 25
    assert "ochko.dark-banker-bust" in rule_ids(steps) and s.purses[1] == 105


def test_dark_player_bust_on_opening_loses(table, deal):
    s = deal(table(), "10♠ 10♦", draws="6♥ 9♦ 7♣")
    act(s, "ask", "stake 5", "draw", "dark", "draw")  # player 25, banker 17
    steps = act(s, "stand")
    assert "ochko.dark-player-bust" in rule_ids(steps) and s.purses[1] == 95


def test_dark_both_21_player_wins(table, deal):
    s = deal(table(), "10♠ 10♦", draws="7♥ K♦ A♣")
    steps = act(s, "ask", "stake 5", "draw", "dark", "draw")  # 21 blind; banker 21
    assert "ochko.dark-21" in rule_ids(steps) and s.purses[1] == 105
    # the same totals without «в тёмную»: the banker wins the tie
    s = deal(table(), "10♠ 10♦", draws="7♥ K♦ A♣")
    steps = act(s, "ask", "stake 5", "draw", "draw", "draw")
    assert "ochko.tie-to-banker" in rule_ids(steps) and s.purses[1] == 95


def test_house_rule_five_pictures(table, deal):
    hand = "K♠ Q♠ J♠ K♥ Q♥"
    assert hand_value(hand) == 16 and hand_value(hand, Rules(five_pictures=True)) == 21
    assert evaluate(hand, Rules(five_pictures=True)).kind.value == "five-pictures"
    s = deal(table(Rules(five_pictures=True)), "K♠ 10♦", draws="Q♠ J♠ K♥ Q♥ 8♣")
    steps = act(s, "ask", "stake 5", "draw", "draw", "draw", "draw")
    assert "ochko.stand-on-21" in rule_ids(steps) and s.phase == "banker"
    act(s, "draw", "stand")  # the banker 18 against 21
    assert s.purses[1] == 105


def test_house_rule_superochko_wins_at_once(table, deal):
    s = deal(table(Rules(two_aces=TwoAces.SUPEROCHKO)), "A♠ 10♦", draws="A♥")
    steps = act(s, "ask", "stake 5", "draw")
    assert "ochko.superochko" in rule_ids(steps) and s.purses[1] == 105
    plain = deal(table(), "A♠ 10♦", draws="A♥")
    steps = act(plain, "ask", "stake 5", "draw")
    assert "ochko.bust" in rule_ids(steps) and plain.purses[1] == 95


def test_house_rule_superochko_for_the_banker_beats_21(table, deal):
    s = deal(table(Rules(two_aces=TwoAces.SUPEROCHKO)), "6♠ A♦", draws="7♠ 8♠ A♣")
    act(s, "ask", "stake 5", "draw", "draw")  # the player 21 on three cards
    act(s, "draw")  # the banker A♦ A♣
    assert s.purses[1] == 95 and s.bank == 15


def test_house_rule_two_aces_bust(table, deal):  # the hand the text calls «красная Москва»
    r = Rules(ace=Ace.ONE_OR_ELEVEN, two_aces=TwoAces.BUST)
    assert hand_value("A♠ A♥", Rules(ace=Ace.ONE_OR_ELEVEN)) == 12
    assert evaluate("A♠ A♥", r).is_bust
    s = deal(table(r), "A♠ 10♦", draws="A♥")
    steps = act(s, "ask", "stake 5", "draw")
    assert "ochko.two-aces-bust" in rule_ids(steps) and s.purses[1] == 95


def test_house_rule_banker_must_draw_at_15(table, deal):
    s = deal(table(Rules(banker_draws_at_15=True)), "10♠ 10♦", draws="8♥ K♣ 6♣")
    act(s, "ask", "stake 5", "draw", "stand", "draw")  # banker 14
    assert s.legal_actions() == (Draw(),)
    with pytest.raises(IllegalActionError, match="15 or less"):
        s.apply_action(Stand())
    free = deal(table(), "10♠ 10♦", draws="8♥ K♣")
    act(free, "ask", "stake 5", "draw", "stand", "draw")
    assert Stand() in free.legal_actions()


def test_house_rule_banker_must_stand_at_17(table, deal):
    s = deal(table(Rules(banker_stands_at_17=True)), "10♠ 10♦", draws="6♥ 7♣")
    steps = act(s, "ask", "stake 5", "draw", "stand", "draw")  # banker 17: settled at once
    assert "ochko.banker-stands-17" in rule_ids(steps) and s.purses[1] == 95
    free = deal(table(), "10♠ 10♦", draws="6♥ 7♣")
    act(free, "ask", "stake 5", "draw", "stand", "draw")
    assert free.phase == "banker" and Draw() in free.legal_actions()


def test_house_rule_no_shuffle_turns_the_deck_over(table, deal):
    s = deal(table(Rules(no_shuffle=True)), "10♠ 10♦", draws="9♥ 9♣")
    act(s, "ask", "stake 3", "draw", "stand", "draw", "stand")
    # The next кон: no chance node, the deck turned over, dealt, «зарезана».
    assert s.phase == "ask" and s.rounds == 2
    assert not any(isinstance(a, Shuffle) for a in s.history()[4:])
    # The played cards were laid on top (9♣ last); turned over, 9♣ is the bottom card,
    # which is «зарезана», and the next draws repeat the order they were laid in (s55).
    assert s.crosswise == Card.parse("9♣")
    act(s, "ask", "stake 1", "draw")
    assert s.deck[-2:] == cards("10♠ 9♥")
    assert cards("10♦")[0] in s.hands[1] or cards("10♦")[0] in s.public


def test_house_rule_no_shuffle_but_a_new_bank_shuffles(table, deal):
    s = deal(table(Rules(no_shuffle=True), max_rounds=100), "10♠ 10♦", draws="A♥")
    act(s, "ask", "stake 10", "draw")  # immediate 21 on the whole bank: the bank ends
    assert s.phase == "opening-bank" and s.banker == 1
    act(s, "bank 10")
    assert s.phase == "shuffle"


def test_stuk_offered_at_ten_times_and_ends_the_bank(table, deal):
    s = deal(table(Rules(stuk_factor=2), players=3, bank=10), "10♠ 6♣ 10♦",
             draws="9♥ 9♣ 10♣")
    act(s, "ask", "stake 10", "draw", "stand", "draw", "stand")  # a tie: the bank 20
    act(s, "ask", "stake 1", "stand", "draw", "stand")  # 6 against 10: the bank 21
    assert s.phase == "stuk" and set(s.legal_actions()) == {Stuk(), Deal()}
    steps = act(s, "stuk")
    assert "ochko.stuk" in rule_ids(steps) and s.stuk
    deal(s, "6♠ 7♠ 8♠", draws="10♥")
    act(s, "ask", "stake 1", "stand", "stand")  # 6 against 8
    steps = act(s, "ask", "stake 1", "stand", "draw", "stand")  # 7 against 10
    assert "ochko.stuk-end" in rule_ids(steps)
    assert s.purses == [113, 89, 98] and s.bank == 0
    assert s.banker == 1 and s.phase == "opening-bank"


def test_stuk_mandatory_and_no_stopping_before(table, deal):
    s = deal(table(Rules(stuk_factor=2, stuk=StukMode.MANDATORY), bank=10), "10♠ 10♦",
             draws="9♥ 9♣")
    act(s, "ask", "stake 10", "draw", "stand", "draw", "stand")  # bank 20
    assert s.stuk and s.phase == "shuffle"
    s = deal(table(Rules(stuk_factor=3), bank=10), "10♠ 10♦", draws="9♥ 9♣")
    act(s, "ask", "stake 10", "draw", "stand", "draw", "stand")  # bank 20 < 30
    assert not s.stuk and s.phase == "shuffle"
    with pytest.raises(IllegalActionError):
        s.apply_action(Stuk())


def test_stuk_end_remaining_bank_to_the_banker(table, deal):
    s = deal(table(Rules(stuk_factor=2, stuk=StukMode.MANDATORY), bank=10), "10♠ 10♦",
             draws="9♥ 9♣")
    act(s, "ask", "stake 10", "draw", "stand", "draw", "stand")  # bank 20, player 90
    deal(s, "10♠ 10♦", draws="9♥ 8♣")
    steps = act(s, "ask", "stake 5", "draw", "stand", "draw", "stand")  # player wins 5
    assert "ochko.stuk-end" in rule_ids(steps)
    assert s.purses == [105, 95] and s.banker == 1 and s.bank == 0


def test_whole_bank_won_ends_the_bank_early(table, deal):
    s = deal(table(players=3), "A♠ 6♣ 10♦", draws="10♥")
    steps = act(s, "ask", "stake 10", "draw")
    assert "ochko.whole-bank" in rule_ids(steps)
    assert s.phase == "opening-bank" and s.banker == 1 and s.purses == [90, 110, 100]


def test_bank_passes_to_the_next_who_can_bank(table, deal):
    s = deal(table(Rules(min_bank=20), players=3, purse=[100, 5, 100], bank=20), "6♠ 7♠ 8♠")
    steps = act(s, "collect")  # both forgotten: 10 each; seat 1 has 15 < 20
    assert s.purses == [80, 15, 110]
    assert s.banker == 2 and "ochko.bank-passes" in rule_ids(steps)


@pytest.mark.parametrize("remainder, shares", [
    (PenaltyRemainder.IN_TURN_ORDER, [100, 106, 105]),
    (PenaltyRemainder.LAST_HAND, [100, 105, 106]),
    (PenaltyRemainder.TO_BANKER, [101, 105, 105]),
])
def test_forgotten_players_share_the_whole_bank(table, deal, remainder, shares):
    s = deal(table(Rules(penalty_remainder=remainder), players=3, bank=11), "6♠ 7♠ 8♠")
    steps = act(s, "collect")
    assert "ochko.forgotten-player" in rule_ids(steps)
    assert "ochko.penalty-split" in rule_ids(steps)
    assert s.purses == [shares[0] - 11, shares[1], shares[2]]
    assert s.banker == 1 and s.phase == "opening-bank"


def test_forgotten_last_hand_gets_the_whole_bank(table, deal):
    s = deal(table(players=3, bank=11), "10♠ 7♠ 8♠", draws="A♥")
    act(s, "ask", "stake 1", "draw")  # immediate 21: bank 10
    steps = act(s, "collect")
    assert "ochko.forgotten-penalty" in rule_ids(steps)
    assert s.purses == [89, 101, 110] and s.banker == 1


def test_forgotten_penalty_off_play_goes_on(table, deal):
    s = deal(table(Rules(forgotten_penalty=False), players=3, bank=11), "6♠ 7♠ 8♠")
    act(s, "collect")
    assert s.phase == "shuffle" and s.banker == 0 and s.bank == 11
    assert s.purses == [89, 100, 100]


def test_collect_only_when_asking(table, deal):
    s = deal(table(), "6♠ 7♠")
    act(s, "ask")
    with pytest.raises(IllegalActionError):
        s.apply_action(Collect())


def test_session_end_bank_back_to_the_banker(table, deal):
    s = deal(table(max_rounds=1), "10♠ 10♦", draws="9♥ 9♣")
    steps = act(s, "ask", "stake 3", "draw", "stand", "draw", "stand")
    assert "ochko.session-end" in rule_ids(steps)
    assert s.is_terminal() and s.purses == [103, 97] and sum(s.returns()) == 0
    assert s.legal_actions() == ()
    with pytest.raises(IllegalActionError, match="over"):
        s.apply_action(Stand())


def test_new_game_is_seeded():
    a, b = new_game(11, players=5), new_game(11, players=5)
    assert a == b and a.history() == b.history()
    assert new_game(12, players=5).history() != a.history()


def test_outcomes_record_each_duel(table, deal):
    s = deal(table(players=3), "10♠ 6♣ 10♦", draws="9♥ 9♣ A♥ 10♣ 9♦")
    act(s, "ask", "stake 3", "draw", "stand", "draw", "stand")  # a tie
    act(s, "ask", "stake 2", "draw", "stand")  # 6 + 11 = 17
    act(s, "draw", "draw", "stand")  # the banker afresh: 10 + 9 = 19
    first, second = s.outcomes
    assert (first.seat, first.stake, first.player_won, first.reason.value) == (1, 3, False, "tie")
    assert first.player_cards == tuple(cards("10♠ 9♥")) and first.banker_cards == tuple(
        cards("10♦ 9♣"))
    assert (second.seat, second.kon, second.reason.value) == (2, 1, "lower")
    assert s.observation(1)["last_outcome"] == second.to_dict()
    from karty.ochko import Outcome
    assert Outcome.from_dict(first.to_dict()) == first
