"""The strong player's claim weighed against playing on (``claim_vs``)."""

import random

import karty.bura.search.player as player_module
import pytest
from karty.bura import Claim, SearchPlayer
from karty.bura.search import InferencePlayer
from karty.bura.search.claimvalue import play_on
from karty.errors import RulesError
from search_helpers import played

SMALL = {"worlds": 6, "candidates": 24, "playouts": 40}


def _claimable(n: int) -> list:
    """Positions from seeded кон where a claim is legal and the opponent's
    next claim does not decide it (no special case of the claim applies)."""
    out = []
    for seed in range(80):
        for steps in (10, 14, 18):
            s = played(seed, steps)
            if s.is_terminal() or Claim() not in s.legal_actions():
                continue
            obs = s.observation(s.current_player())
            pl = InferencePlayer(**SMALL)
            k, _, every, weights, made = pl._worlds(obs, random.Random(3))
            if pl._forced(k, obs, made, every, weights) is None:
                out.append(s)
        if len(out) >= n:
            break
    return out


def _fixed(monkeypatch, made: float, chance: float) -> list:
    """Make every player's ``made`` and play-on chance these numbers; the
    calls to play_on are recorded."""
    calls = []
    real = InferencePlayer._worlds

    def worlds(self, obs, rng):
        k, kept, every, weights, _ = real(self, obs, rng)
        return k, kept, every, weights, made

    def fake_play_on(obs, moves, rng, playouts, exact_self=False):
        calls.append(exact_self)
        return moves[0], chance

    monkeypatch.setattr(InferencePlayer, "_worlds", worlds)
    monkeypatch.setattr(player_module, "play_on", fake_play_on)
    return calls


@pytest.mark.parametrize("bad", [{"claim_vs": 3}, {"claim_vs": -1}, {"claim_vs": True},
                                 {"claim_vs": 0.5}, {"claim_margin": -0.1},
                                 {"claim_margin": 1.5}, {"claim_vs": 1, "search": 1},
                                 {"claim_vs": 2, "inferred": 1}])
def test_claim_vs_knobs_are_checked(bad):
    with pytest.raises(RulesError) as e:
        InferencePlayer(**bad)
    assert next(iter(k for k in bad if k.startswith("claim"))) in str(e.value)


def test_play_on_plays_the_search_players_move():
    """The move play_on returns is the one SearchPlayer would choose with the
    same randomness (so the knob changes only the claim), with or without
    the second, exact-claim search (whose chance is its own)."""
    checked = differ = 0
    for s in _claimable(8):
        obs = s.observation(s.current_player())
        moves = [a for a in s.legal_actions() if a != Claim()]
        if len(moves) < 2:
            continue
        for seed in (1, 2):
            want = SearchPlayer(playouts=40).choose(obs, moves, random.Random(seed))
            chances = []
            for exact in (False, True):
                move, chance = play_on(obs, moves, random.Random(seed), 40, exact)
                assert move == want and 0.0 <= chance <= 1.0
                chances.append(chance)
            differ += chances[0] != chances[1]  # the exact-claim search is its own
        checked += 1
    assert checked >= 4 and differ >= 1


def test_claims_below_the_threshold_when_playing_on_is_lost(monkeypatch):
    """made 0.85 (below claim_at 0.9), playing on wins 0.2: the knob claims,
    the threshold does not."""
    s = _claimable(1)[0]
    obs, legal = s.observation(s.current_player()), s.legal_actions()
    calls = _fixed(monkeypatch, 0.85, 0.2)
    assert InferencePlayer(claim_vs=1, **SMALL).choose(obs, legal, random.Random(1)) == Claim()
    assert InferencePlayer(claim_vs=0, **SMALL).choose(obs, legal, random.Random(1)) != Claim()
    # a margin above the difference keeps it playing on; claim_vs=2 asks for exact play-outs
    assert InferencePlayer(claim_vs=1, claim_margin=0.7, **SMALL).choose(
        obs, legal, random.Random(1)) != Claim()
    assert InferencePlayer(claim_vs=2, **SMALL).choose(obs, legal, random.Random(1)) == Claim()
    assert calls == [False, False, True]


def test_plays_on_above_the_threshold_when_playing_on_is_a_sure_win(monkeypatch):
    """made 0.95 (above claim_at 0.9), playing on wins for sure: the knob plays
    on (the search's move), the threshold claims."""
    s = _claimable(1)[0]
    obs, legal = s.observation(s.current_player()), s.legal_actions()
    _fixed(monkeypatch, 0.95, 1.0)
    moves = [a for a in legal if a != Claim()]
    assert InferencePlayer(claim_vs=1, **SMALL).choose(obs, legal, random.Random(1)) == moves[0]
    assert InferencePlayer(claim_vs=0, **SMALL).choose(obs, legal, random.Random(1)) == Claim()


def test_a_claim_that_cannot_win_is_not_weighed(monkeypatch):
    """made 0: no search for the claim, and no claim even when playing on is lost."""
    s = _claimable(1)[0]
    obs, legal = s.observation(s.current_player()), s.legal_actions()
    calls = _fixed(monkeypatch, 0.0, 0.0)
    assert InferencePlayer(claim_vs=1, **SMALL).choose(obs, legal, random.Random(1)) != Claim()
    assert calls == []


def test_real_positions_claim_exactly_when_made_reaches_the_play_on_chance():
    """Unpatched: over seeded positions the knob's choice is the claim exactly
    when made ≥ the play-on chance (recomputed with the same randomness),
    and at least one such claim is one the threshold 0.9 would not make."""
    claims = below = 0
    for s in _claimable(30):
        obs, legal = s.observation(s.current_player()), s.legal_actions()
        pl = InferencePlayer(claim_vs=1, claim_margin=0.0, **SMALL)
        rng = random.Random(4)
        _, _, _, _, made = pl._worlds(obs, rng)
        moves = [a for a in legal if a != Claim()]
        a = InferencePlayer(claim_vs=1, claim_margin=0.0, **SMALL).choose(
            obs, legal, random.Random(4))
        if made <= 0:
            assert a != Claim()
            continue
        move, chance = play_on(obs, moves, rng, SMALL["playouts"])
        assert a == (Claim() if made >= chance else move), (made, chance)
        claims += a == Claim()
        below += a == Claim() and made < 0.9
    assert claims >= 3 and below >= 1


def test_a_sure_claim_is_made_whatever_the_margin(monkeypatch):
    """made 1 beats any chance of playing on, even when the margin would
    ask for more than certainty."""
    s = _claimable(1)[0]
    obs, legal = s.observation(s.current_player()), s.legal_actions()
    _fixed(monkeypatch, 1.0, 0.95)
    assert InferencePlayer(claim_vs=1, claim_margin=0.2, **SMALL).choose(
        obs, legal, random.Random(1)) == Claim()
    _fixed(monkeypatch, 0.99, 0.95)  # short of certainty the margin holds
    assert InferencePlayer(claim_vs=1, claim_margin=0.2, **SMALL).choose(
        obs, legal, random.Random(1)) != Claim()


def test_the_default_weighs_the_claim_where_its_search_allows():
    """claim_vs=2 with claim_margin 0.2 by default (bench/RESULTS.md), but
    the threshold with another search, where the knob cannot apply."""
    assert (InferencePlayer().claim_vs, InferencePlayer().claim_margin) == (2, 0.2)
    assert InferencePlayer(search=3).claim_vs == 0
    assert InferencePlayer(inferred=1).claim_vs == 0
    assert InferencePlayer(claim_vs=0).claim_vs == 0
