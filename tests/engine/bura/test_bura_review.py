"""The Бура rater, review and coach (karty.rating, karty.bura.review): the hard
level's move is never a mistake, a bad move is, the uncertainty shrinks with
play-outs, the review is deterministic and the rater sees the observation only."""

import random

import pytest
from karty.bura import (
    BuraState,
    Claim,
    Discard,
    HeuristicPlayer,
    Phase,
    SearchPlayer,
    beats_card,
    new_game,
)
from karty.bura.review import SearchRater, position, rate_decision, review
from karty.bura.table import computer
from karty.errors import StateError
from karty.rating import MISTAKE_Z, decision_rng


def _finished(seed: int) -> BuraState:
    s = new_game(seed)
    while not s.is_terminal():
        p = s.current_player()
        s.apply_action(HeuristicPlayer(noise=0.2).choose(
            s.observation(p), s.legal_actions(), random.Random(seed * 100 + len(s.history()))))
    return s


def _decisions(seeds):
    """(state, seat) at every decision with a choice of rule-of-thumb кон."""
    for seed in seeds:
        s = new_game(seed)
        while not s.is_terminal():
            p = s.current_player()
            legal = s.legal_actions()
            if len(legal) > 1:
                yield s.clone(), p
            s.apply_action(HeuristicPlayer().choose(s.observation(p), legal, random.Random(seed)))


def test_the_hard_levels_move_is_the_raters_best_and_never_a_mistake():
    hard = computer("h")
    rater = SearchRater(hard)
    n = 0
    for s, p in _decisions(range(6)):
        obs, legal = s.observation(p), s.legal_actions()
        seed = f"t/{n}"
        played = hard.choose(obs, legal, random.Random(seed))
        rating = rater.rate(obs, legal, random.Random(seed))
        best = rating.moves[rating.best]
        assert best.action == played.format("ascii")
        assert not best.mistake and best.loss == 0.0
        # what the coach shows is the same search: the hard level, given the coach's
        # random source, plays the coach's best move
        coach = rate_decision(s, rater, seed=5)
        again = hard.choose(obs, legal, decision_rng("bura", obs, 5))
        assert coach.moves[coach.best].action == again.format("ascii")
        assert not coach.moves[coach.best].mistake
        n += 1
    assert n > 30


def test_extra_worlds_never_change_the_choice():
    player = SearchPlayer(playouts=40)
    for s, p in list(_decisions(range(3)))[:12]:
        obs, legal = s.observation(p), s.legal_actions()
        picks = {player.rate(obs, legal, random.Random(9), extra=e).best for e in (0, 4, 16)}
        assert picks == {legal.index(player.choose(obs, legal, random.Random(9)))}


def _trump_ace_positions(n: int) -> list[tuple[BuraState, Discard]]:
    """Answers where the answerer holds the trump ace and a plain card that beats
    the lead: throwing the ace off face down gives away 11 points and the trick."""
    found = []
    for s, p in _decisions(range(300)):
        if s.phase is not Phase.ANSWER or len(s.table) != 1 or s.table[0].suit == s.trump:
            continue
        ace = next((c for c in s.hands[p] if c.suit == s.trump and c.rank.name == "ACE"), None)
        led = s.table[0]
        if ace is None or not any(c.suit != s.trump and beats_card(led, c, s.trump)
                                  for c in s.hands[p]):
            continue
        found.append((s, next(a for a in s.legal_actions()
                              if isinstance(a, Discard) and a.cards == (ace,))))
        if len(found) == n:
            return found
    raise AssertionError(f"fewer than {n} such positions in 300 кон")


def test_throwing_off_the_trump_ace_is_a_mistake_with_its_cost():
    rater = SearchRater(computer("h"))  # the coach's and the review's rater, as shipped
    for s, bad in _trump_ace_positions(5):
        rating = rate_decision(s, rater, seed=1)
        m = rating.moves[rating.find(bad.format("ascii"))]
        assert m.mistake, m
        assert m.loss > MISTAKE_Z * m.loss_se and m.loss > 0.3
        assert m.win_loss is not None and m.win_loss > 0.1  # points of win chance lost
        assert rating.best_move.action != m.action


def test_a_hopeless_claim_is_a_mistake():
    rater = SearchRater(computer("h"))
    for s, p in _decisions(range(40)):
        claim = next((a for a in s.legal_actions() if isinstance(a, Claim)), None)
        if claim is not None and s.points_taken(p) < 15:
            rating = rate_decision(s, rater, seed=2)
            m = rating.moves[rating.find("claim")]
            assert m.mistake and m.win == 0.0 and m.loss > 0.5
            return
    raise AssertionError("no early claim position")


def test_the_uncertainty_shrinks_with_play_outs():
    s, _ = _trump_ace_positions(1)[0]
    obs, legal = s.observation(s.current_player()), s.legal_actions()
    small = SearchPlayer(playouts=30).rate(obs, legal, random.Random(2), extra=8)
    big = SearchPlayer(playouts=600).rate(obs, legal, random.Random(2), extra=200)
    assert big.best_move.samples > 5 * small.best_move.samples
    assert big.best_move.se < 0.6 * small.best_move.se
    worst = max(range(len(legal)), key=lambda i: small.moves[i].loss)
    assert big.moves[worst].loss_se < 0.6 * small.moves[worst].loss_se


def _swap_hidden(s: BuraState, seat: int, k: int) -> BuraState:
    """``s`` without history, and a copy in which ``k`` of the other seat's cards
    were swapped with stock cards and the stock reordered (the turned-up card
    kept in its place): the same observation for ``seat``."""
    d = s._v1_dict()  # the field snapshot: a position set up by hand
    d["history"] = []
    other = dict(d, hands=[list(h) for h in d["hands"]], stock=list(d["stock"]))
    opp = other["hands"][1 - seat]
    tc = d["trump_card"]
    movable = [i for i, c in enumerate(other["stock"]) if c != tc]
    mine = [j for j, c in enumerate(opp) if c != tc]
    if len(mine) < k:
        raise StateError("too few hidden cards", "мало скрытых карт", token="hands")
    for j, i in zip(mine[:k], movable, strict=False):
        opp[j], other["stock"][i] = other["stock"][i], opp[j]
    rest = [other["stock"][i] for i in movable]
    rest.reverse()
    for i, c in zip(movable, rest, strict=True):
        other["stock"][i] = c
    return BuraState.from_dict(other)


def test_the_rater_reads_the_observation_only():
    rater = SearchRater(SearchPlayer(playouts=40), extra=8)
    checked = 0
    for s, p in _decisions(range(20)):
        if len(s.stock) < 6 or s.tricks == 0:
            continue
        try:
            b = _swap_hidden(s, p, 2)
        except StateError:  # the swap dealt the other a Бура: not a position
            continue
        a = BuraState.from_dict({**s._v1_dict(), "history": []})
        assert a.hands[1 - p] != b.hands[1 - p] and a.stock != b.stock
        assert a.observation(p) == b.observation(p)
        assert rate_decision(a, rater, seed=3) == rate_decision(b, rater, seed=3)
        checked += 1
        if checked == 6:
            break
    assert checked == 6


def test_the_review_is_deterministic_and_shows_every_move():
    s = _finished(8)
    rater = SearchRater(SearchPlayer(playouts=40), extra=8)
    r1, r2 = review(s, 0, rater, seed=4), review(s, 0, rater, seed=4)
    assert r1 == r2
    assert [st.action for st in r1.steps] == [a.format("ascii") for a in s.history()]
    assert r1.final == position(s) and r1.returns == s.returns()
    assert all(st.steps for st in r1.steps)  # every move with the rules it rests on
    rated = [st for st in r1.steps if st.rating is not None]
    assert rated and all(st.seat == 0 for st in rated)
    # both hands face up: the first position holds the whole deal
    assert all(len(h) == 3 for h in r1.steps[1].before.hands)


def test_an_unfinished_kon_is_not_reviewed():
    with pytest.raises(StateError, match="not over"):
        review(new_game(3), 0, SearchRater(SearchPlayer(playouts=10)))
    with pytest.raises(StateError, match="seat"):
        review(_finished(1), 2, SearchRater(SearchPlayer(playouts=10)))
