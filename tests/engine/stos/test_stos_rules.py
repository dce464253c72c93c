"""Each rule of Стос, one situation at a time, with the rule it cites."""

from __future__ import annotations

import pytest
from karty import REGISTRY, IllegalActionError, NotationError, ProvenanceKind, RulesError
from karty.stos import Outcome, Phase, Rules, new_game, parse_action
from karty.stos.state import BANKER, PUNTER
from stos_helpers import play_out


def _talia(rules=None, card="QS", stake=2, dealt=()):
    s = new_game(0, rules=rules)
    play_out(s, [f"punt {card}", f"stake {stake}", *(f"turn {c}" for c in dealt)])
    return s


def cited(explanations):
    return [step.rule_id for steps in explanations for step in steps]


def test_every_rule_is_a_supplement_or_editorial_and_the_verse_links_to_the_deal():
    rules = REGISTRY.for_game("stos")
    assert len(rules) >= 15
    assert {r.provenance.kind for r in rules} <= {ProvenanceKind.SUPPLEMENT,
                                                  ProvenanceKind.EDITORIAL}
    assert not any(r.provenance.kind is ProvenanceKind.SOURCE for r in rules)
    assert [r.id for r in REGISTRY.citing("verse1.l8")] == ["stos.deal"]


def test_the_punter_acts_and_the_deal_is_chance():
    s = new_game(0)
    assert s.current_player() == PUNTER and s.phase is Phase.PUNT
    play_out(s, ["punt QS"])
    assert s.phase is Phase.STAKE and s.current_player() == PUNTER
    play_out(s, ["stake 3"])
    assert s.phase is Phase.DEAL and s.is_chance_node()


def test_the_right_card_is_the_bankers_and_the_left_the_punters():
    s = _talia(dealt=("9H", "QD"))            # the queen falls second: left
    assert s.results[-1].outcome is Outcome.WIN and s.returns() == (-2, 2)
    s = _talia(dealt=("9H", "7C", "QD", "8S"))  # the queen falls third: right
    assert s.results[-1].outcome is Outcome.LOSE and s.returns() == (2, -2)


def test_the_suit_does_not_count():
    s = _talia(card="QS", dealt=("9H", "QS"))  # the very card, on the punter's side
    assert s.results[-1].outcome is Outcome.WIN


def test_a_right_card_waits_for_its_pair_then_decides():
    s = _talia(dealt=("QD",))
    assert s.phase is Phase.DEAL and s.pending  # «плие» is still possible
    out = play_out(s, ["turn 9H"])
    assert s.results[-1].outcome is Outcome.LOSE
    assert cited(out)[-1] == "stos.decides"


@pytest.mark.parametrize(("pair", "stake", "outcome", "amount"), [
    ("all", 5, Outcome.PAIR, -5), ("half", 5, Outcome.SPLIT, -3), ("half", 4, Outcome.SPLIT, -2),
    ("none", 5, Outcome.LOSE, -5)])
def test_the_pair_rule(pair, stake, outcome, amount):
    rules = Rules.from_dict({"pair": pair})
    s = new_game(0, rules=rules)
    out = play_out(s, ["punt QS", f"stake {stake}", "turn QD"])
    if pair == "none":  # the first card of the rank decides at once
        assert s.results[-1].outcome is Outcome.LOSE
    else:
        out += play_out(s, ["turn QH"])
    r = s.results[-1]
    assert (r.outcome, r.amount) == (outcome, amount)
    ids = cited(out)
    if pair == "half" and stake % 2:
        assert "stos.half-rounding" in ids
    if pair != "none":
        assert "stos.pair" in ids


def test_a_pair_on_the_punters_side_first_is_only_a_pair_when_he_deals_left_first():
    rules = Rules.from_dict({"first_side": "left"})
    s = new_game(0, rules=rules)
    play_out(s, ["punt QS", "stake 1", "turn QD", "turn 9H"])  # left first: the punter's
    assert s.results[-1].outcome is Outcome.WIN


def test_a_blank_first_card_neither_wins_nor_loses():
    rules = Rules.from_dict({"first_card": "blank"})
    s = new_game(0, rules=rules)
    out = play_out(s, ["punt QS", "stake 1", "turn QD"])
    assert s.phase is Phase.DEAL and not s.results
    assert cited(out)[-1] == "stos.first-card"
    play_out(s, ["turn 9H", "turn QH"])  # 9H right, QH left
    assert s.results[-1].outcome is Outcome.WIN


def test_paroli_lets_the_winning_card_ride_again_with_the_stake_doubled():
    s = _talia(stake=3, dealt=("9H", "QD"))
    won = s.results[-1].card
    assert s.can_paroli()
    out = play_out(s, ["paroli"])
    # the same card rides, doubled, in a new talia: no new card, no new stake
    assert s.card == won and s.stake == 6 and s.paroli == 1 and s.talia == 2
    assert s.phase is Phase.DEAL and s.dealt == []
    assert cited(out) == ["stos.paroli", "stos.paroli-talia"]
    assert "the same card rides again" in out[0][0].text("en")
    assert "та же карта идёт снова" in out[0][0].text("ru")
    with pytest.raises(IllegalActionError):
        s.apply_action(parse_action("punt 7S"))  # the card is already down
    play_out(s, ["turn QH", "turn 9C"])  # his rank on the right: the bent stake is lost
    assert s.results[-1].card == won and s.results[-1].paroli == 1
    assert s.returns() == (3, -3)  # +3, then -6
    with pytest.raises(IllegalActionError) as e:
        s.apply_action(parse_action("paroli"))
    assert "after a win" in e.value.message("en") and "после выигрыша" in e.value.message("ru")


def test_a_new_card_after_a_win_is_a_new_stake_not_a_paroli():
    # Germann's second and third evenings: a new card, a new stake
    s = _talia(stake=3, dealt=("9H", "QD"))
    out = play_out(s, ["punt 7S"])
    assert s.phase is Phase.STAKE and s.paroli == 0 and "stos.paroli" not in cited(out)


def test_paroli_is_limited_by_the_rules_and_the_count_agrees():
    rules = Rules.from_dict({"max_paroli": 1})
    s = new_game(0, rules=rules)
    play_out(s, ["punt QS", "stake 1", "turn 9H", "turn QD", "paroli", "turn 8H", "turn QC"])
    assert s.returns() == (-3, 3)
    assert not s.can_paroli()
    with pytest.raises(IllegalActionError) as e:
        s.apply_action(parse_action("paroli"))
    assert "at most 1 corner in a row" in e.value.message("en")
    assert "не больше 1 загиба подряд" in e.value.message("ru")
    s2 = new_game(0, rules=Rules.from_dict({"max_paroli": 2}))
    play_out(s2, ["punt QS", "stake 1", "turn 9H", "turn QD", "paroli", "turn 8H", "turn QC",
                  "paroli", "turn 8H", "turn QH"])
    assert [r.paroli for r in s2.results] == [0, 1, 2] and s2.returns() == (-7, 7)
    with pytest.raises(IllegalActionError) as e:
        s2.apply_action(parse_action("paroli"))
    assert "at most 2 corners" in e.value.message("en")
    assert "не больше 2 загибов" in e.value.message("ru")


def test_the_game_ends_after_the_talias_the_rules_allow_or_when_the_punter_stops():
    s = new_game(0, rules=Rules.from_dict({"talias": 1}))
    play_out(s, ["punt QS", "stake 1", "turn 9H", "turn QD"])
    assert s.is_terminal() and s.legal_actions() == ()
    s = _talia(dealt=("9H", "QD"))
    play_out(s, ["stop"])
    assert s.is_terminal()


def test_stakes_are_bounded_by_the_rules():
    s = new_game(0, rules=Rules.from_dict({"min_stake": 2, "max_stake": 4}))
    play_out(s, ["punt QS"])
    assert [a.amount for a in s.legal_actions()] == [2, 3, 4]
    with pytest.raises(IllegalActionError, match="from 2 to 4"):
        s.apply_action(parse_action("stake 5"))
    with pytest.raises(RulesError, match="min_stake"):
        Rules.from_dict({"min_stake": 5, "max_stake": 4})


def test_a_32_card_deck_has_no_sixes():
    s = new_game(0, rules=Rules.from_dict({"deck": "32"}))
    assert len(s.legal_actions()) == 32
    with pytest.raises(IllegalActionError) as e:
        s.apply_action(parse_action("punt 6S"))
    assert e.value.token == "punt 6♠" and "32-card" in str(e.value)


def test_a_card_cannot_be_turned_twice_nor_out_of_turn():
    s = _talia(dealt=("9H",))
    with pytest.raises(IllegalActionError, match="already turned"):
        s.apply_action(parse_action("turn 9H"))
    with pytest.raises(IllegalActionError, match="wait until the card is decided"):
        s.apply_action(parse_action("stop"))
    assert s.history()[-1] == parse_action("turn 9H")  # unchanged


def test_the_bankers_observation_hides_the_punters_card_until_it_is_decided():
    s = _talia(card="QS", dealt=("9H",))
    banker, punter = s.observation(BANKER), s.observation(PUNTER)
    assert punter["card"] == "Q♠" and banker["card"] is None
    assert "Q♠" not in repr(banker)
    play_out(s, ["turn QD"])
    assert s.observation(BANKER)["results"][-1]["card"] == "Q♠"


def test_actions_are_parsed_in_both_languages_and_bad_ones_are_named():
    assert parse_action("карта Дп") == parse_action("punt QS")
    assert parse_action("ХВАТИТ") == parse_action("stop")
    for bad, token in (("stake x", "stake x"), ("punt 11S", "11S"), ("turn", "turn"),
                       ("paroli 2", "paroli 2")):
        with pytest.raises(NotationError) as e:
            parse_action(bad)
        assert e.value.token == token, bad
        assert e.value.message("ru") != e.value.message("en")
