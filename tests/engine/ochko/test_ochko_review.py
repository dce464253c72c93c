"""The review of an Очко session (karty.ochko.review; issue 25, item 4): a deliberately
bad decision (drawing on 20, standing on 11) is marked with its exact loss; the best
choice is never marked, and every choice worse than it by MIN_LOSS of the stake or
more is; the кон of a session cut its steps without a gap; an unfinished session is
refused."""
from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Any

import pytest
from karty.errors import StateError
from karty.ochko.actions import Action, parse_action
from karty.ochko.advice import best_choice, choice_values
from karty.ochko.players import HeuristicPlayer, play_session
from karty.ochko.review import kons, punter_view, rate_observation, review
from karty.ochko.rules import Rules
from karty.ochko.state import evaluate, new_game
from karty.rating import MIN_LOSS


class Blunderer:
    """Seat 0's player: draws on 20 and stands on 11 (or less), else plays as the
    rule of thumb."""

    name = "blunderer"

    def __init__(self) -> None:
        self.inner = HeuristicPlayer()

    def choose(self, obs: Mapping[str, Any], legal: Sequence[Action],
               rng: random.Random) -> Action:
        names = {str(a) for a in legal}
        if obs["phase"] == "player":
            hand, _ = punter_view(obs)
            total = evaluate(hand, Rules.from_dict(obs["rules"])).points
            if total == 20 and "draw" in names:
                return parse_action("draw")
            if 2 <= len(hand) and total <= 11 and "stand" in names:
                return parse_action("stand")
        return self.inner.choose(obs, legal, rng)


def _played(seed: int):
    s, _ = play_session(seed, players=3, max_rounds=12,
                        strategies=[Blunderer(), HeuristicPlayer(), HeuristicPlayer()])
    return s


def _exact(st) -> tuple[dict[str, Fraction], str]:
    """The values karty.ochko.advice gives for the step's position, from what the
    punter saw there (his cards but one «в тёмную», the banker's card if one)."""
    p = st.before
    hand = list(p.hands[p.punter])
    if p.dark == p.punter:
        hand = hand[:-1]
    banker = p.hands[p.banker]
    seen = banker[0] if len(banker) == 1 else None
    if p.phase == "stake":
        v = best_choice(hand[:1], seen)[1]
        return {m.action: v * int(m.action.split()[1]) for m in st.rating.moves}, ""
    cv = choice_values(hand, seen)
    return cv.values(), cv.best


@pytest.fixture(scope="module")
def reviews():
    out = []
    for seed in range(40):
        s = _played(seed)
        out.append((s, review(s, 0)))
        bad = [st for _, r in out for st in r.steps if st.seat == 0 and st.action in ("draw", "stand")
               and st.rating is not None and st.rating.find(st.action) != st.rating.best]
        if len({st.action for st in bad}) == 2 and len(out) >= 3:
            break
    return out


def test_drawing_on_20_and_standing_on_11_are_marked_with_the_exact_loss(reviews):
    seen = set()
    for _s, r in reviews:
        for st in r.steps:
            if st.seat != 0 or st.rating is None or st.before.phase != "player":
                continue
            p = st.before
            total = evaluate(p.hands[0][:-1] if p.dark == 0 else p.hands[0], Rules()).points
            if (st.action, total) not in (("draw", 20), ("stand", 11)) and \
                    not (st.action == "stand" and total < 11):
                continue
            values, best = _exact(st)
            played = st.rating.moves[st.rating.find(st.action)]
            assert st.mistake is played and played.mistake, (st.action, total)
            assert played.exact == values[st.action]
            assert Fraction(played.loss) == pytest.approx(values[best] - values[st.action])
            assert st.rating.best_move.action == best
            seen.add(st.action)
    assert seen == {"draw", "stand"}, "no session had both blunders"


def test_every_rating_is_karty_advice_exact_values_and_the_best_is_never_marked(reviews):
    rated = 0
    for _s, r in reviews:
        for st in r.steps:
            if st.rating is None:
                continue
            assert st.seat == 0 and st.rating.method == "exact"
            values, best = _exact(st)
            assert {m.action: m.exact for m in st.rating.moves} == values
            if best:
                assert st.rating.best_move.action == best
            top = st.rating.best_move
            assert not top.mistake and top.loss == 0
            money = dict(st.rating.settings).get("unit") == "money"
            hi = max(int(m.action.split()[1]) for m in st.rating.moves) if money else 1
            for m in st.rating.moves:
                assert m.exact is not None and top.exact is not None
                assert m.mistake == (m is not top and top.exact - m.exact >= MIN_LOSS * hi)
            rated += 1
    assert rated >= 20


def test_the_kons_of_a_session_are_its_steps_without_a_gap(reviews):
    s, whole = reviews[0]
    parts = [review(s, 0, k) for k in range(1, kons(s) + 1)]
    assert [st.index for r in parts for st in r.steps] == [st.index for st in whole.steps]
    assert all(st.before.kon == k for k, r in enumerate(parts, 1) for st in r.steps)
    assert [st.rating for r in parts for st in r.steps] == [st.rating for st in whole.steps]
    # every step rests on a rule; every hand of a finished session is face up
    assert all(st.steps for st in whole.steps)
    assert whole.final.to_json()["hands"] == [[c.ascii() for c in h] for h in s.hands]


def test_an_unfinished_session_and_a_bad_kon_or_seat_are_refused():
    with pytest.raises(StateError) as e:
        review(new_game(3), 0)
    assert e.value.token == "state" and "hidden" in e.value.en and "скрытые" in e.value.ru
    s = _played(1)
    for kon in (0, kons(s) + 1):
        with pytest.raises(StateError) as e:
            review(s, 0, kon)
        assert e.value.token == "kon" and str(kon) in e.value.ru
    with pytest.raises(StateError) as e:
        review(s, 7)
    assert e.value.token == "seat"


def test_the_bank_and_a_single_choice_are_not_rated():
    obs = {"player": 0, "banker": 0, "phase": "banker", "rules": Rules().to_dict(),
           "hands": [{"cards": ["10♠"]}]}
    assert rate_observation(obs, [parse_action("draw"), parse_action("stand")]) is None
    obs = {"player": 1, "banker": 0, "phase": "player", "stake": 5, "rules": Rules().to_dict(),
           "hands": [{"cards": ["6♦"]}, {"cards": ["10♠", "10♥"]}]}
    assert rate_observation(obs, [parse_action("stand")]) is None
    r = rate_observation(obs, [parse_action("draw"), parse_action("stand")])
    assert r is not None and r.best_move.action == "stand" and r.moves[r.find("draw")].mistake
    assert dict(r.settings) == {"stake": "5"}
