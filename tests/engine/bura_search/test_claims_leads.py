"""The strong player's claims, leads and play-outs, checked against the
engine and the rule of thumb they model."""

import random

from karty.bura import Claim, HeuristicPlayer, Lead
from karty.bura.players import _pick
from karty.bura.scoring import points, strength
from karty.bura.search import InferencePlayer, Knowledge
from karty.bura.search.leads import blind_value, lead_scores
from karty.bura.search.playout import playout
from karty.bura.search.worlds import World, public_base
from karty.bura.state import Phase, Reason
from search_helpers import played

SMALL = {"worlds": 6, "candidates": 24, "playouts": 16}


def _strength(c):
    return strength(c.rank)


def _positions(kind: str, n: int) -> list:
    """States of kind ``"lead"`` or ``"answer"`` from seeded кон played
    without claims, each with a claim among the legal moves."""
    out = []
    for seed in range(300):
        for steps in (4, 8, 12, 16, 20):
            s = played(seed, steps)
            if not s.is_terminal() and s.phase.value == kind and Claim() in s.legal_actions():
                out.append(s)
        if len(out) >= n:
            break
    return out


def test_claims_when_its_own_face_up_points_reach_the_target():
    sure = [s for s in _positions("lead", 400)
            if points(s.won_up[s.current_player()]) >= s.rules.target][:6]
    assert len(sure) >= 3
    for s in sure:
        p = s.current_player()
        a = InferencePlayer(**SMALL).choose(s.observation(p), s.legal_actions(), random.Random(1))
        assert a == Claim()


def test_never_claims_what_cannot_be_made():
    """Points it saw taken plus 11 for every unseen face-down card stay
    short of the target: the claim would fail in every world."""
    short = [s for s in _positions("lead", 200) + _positions("answer", 200)
             if points(s.won_up[s.current_player()])
             + 11 * len(s.won_down[s.current_player()]) < s.rules.target][:12]
    assert len(short) >= 6
    for s in short:
        p = s.current_player()
        a = InferencePlayer(**SMALL).choose(s.observation(p), s.legal_actions(), random.Random(2))
        assert a != Claim() and a in s.legal_actions()


def test_lead_swing_is_the_modelled_answer_in_the_true_world():
    """In a single world (the true one) a lead's score is its blind score
    plus what the trick brings when the rule of thumb answers it from the
    real hand: its points to whoever the engine gives the trick, and the
    trumps he spends (all of them if he beats, half if he throws off)."""
    checked = 0
    for s in _positions("lead", 30):
        p = s.current_player()
        obs = s.observation(p)
        k = Knowledge.of(obs)
        leads = [a for a in s.legal_actions() if isinstance(a, Lead)]
        truth = World(tuple(s.hands[1 - p]), tuple(s.stock), tuple(s.won_down[p]))
        base = public_base(k, s.dealer, obs["phase"], s.leader, s.tricks, s.last_trick_winner,
                           s.molodka, (tuple(s.won_up[0]), tuple(s.won_up[1])),
                           tuple(s.won_down[1 - p]))
        scores = lead_scores(k, base, leads, [truth], [1.0], 1.0)
        for a, sc in zip(leads, scores, strict=True):
            swing = sc - blind_value(a.cards, k.trump)
            c = s.clone()
            c.apply_action(a)
            legal = [x for x in c.legal_actions() if x != Claim()]
            answer = _pick(legal, c.hands[1 - p], k.trump, c.table, 0, 0, 0.0, 10**6,
                           random.Random(0))
            before = len(c.won_up[p]) + len(c.won_down[p])
            c.apply_action(answer)
            mine = len(c.won_up[p]) + len(c.won_down[p]) > before
            pts = points(a.cards) + points(answer.cards)
            cost = sum(5 + _strength(x) for x in answer.cards if x.suit == k.trump)
            expected = pts + 0.5 * cost if mine else -pts + cost
            assert abs(swing - expected) < 1e-9, (a, answer, swing, expected)
            checked += 1
    assert checked >= 40


def test_playout_claims_exactly_at_the_target():
    """The searching seat's play-out claims as soon as its points (its
    face-down pile included) reach the target, and only then."""
    ends = 0
    for seed in range(40):
        s = played(seed, 6)
        if s.is_terminal() or s.current_player() < 0:
            continue
        me = s.current_player()
        c = s.clone()
        playout(c, me, random.Random(seed), 0.05, 0.0)
        o = c.outcome
        assert o is not None
        if o.claimant == me:
            assert o.reason is Reason.CLAIM_MADE
            ends += 1
    assert ends >= 5


def test_strong_player_is_deterministic_and_legal_with_leads_scored():
    s = _positions("lead", 1)[0]
    p = s.current_player()
    moves = {str(InferencePlayer(lead_weight=3.0, search=0, **SMALL).choose(
        s.observation(p), s.legal_actions(), random.Random(5))) for _ in range(3)}
    assert len(moves) == 1
    assert s.phase is Phase.LEAD
    assert HeuristicPlayer().choose(s.observation(p), s.legal_actions(), random.Random(0)) \
        in s.legal_actions()


def test_with_monte_carlo_search_plays_legal_moves_and_repeats_itself():
    """``search=2``: the claims as above, every other move by the
    determinised Monte Carlo (:class:`karty.bura.SearchPlayer`)."""
    for seed in range(3):
        s = played(seed, 5)
        while not s.is_terminal():
            p = s.current_player()
            legal = s.legal_actions()
            player = InferencePlayer(search=2, **SMALL)
            a = player.choose(s.observation(p), legal, random.Random(seed))
            again = InferencePlayer(search=2, **SMALL).choose(
                s.observation(p), legal, random.Random(seed))
            assert a in legal and a == again
            s.apply_action(a)
