"""Two speed contracts (issue 16): explanation texts are written only when read,
and an action from the last legal_actions() skips the check only while the
state has not moved."""

from __future__ import annotations

import random

import karty
import pytest
from karty import CHANCE, IllegalActionError, bura
from karty.bura import narration
from karty.registry import Step


def test_step_later_writes_once_when_first_read():
    calls = []

    def write(n):
        calls.append(n)
        return f"{n} en", f"{n} ru"

    s = Step.later("bura.lead", write, 7)
    assert calls == []
    assert s.ru == "7 ru" and s.en == "7 en" and s.format("en").startswith("7 en [bura.lead")
    assert calls == [7]
    assert s == Step("bura.lead", "7 en", "7 ru") and hash(s) == hash(Step("bura.lead",
                                                                          "7 en", "7 ru"))


def test_bura_writes_no_text_nobody_reads(monkeypatch):
    calls = []
    for name in ("deal", "lead", "trick", "surrender", "snos", "next_lead", "draw", "stake"):
        original = getattr(narration, name)

        def counted(*args, _f=original, _n=name):
            calls.append(_n)
            return _f(*args)
        monkeypatch.setattr(narration, name, counted)
    rng = random.Random(5)
    explanations = []
    for k in range(20):
        s = bura.BuraState(bura.Rules(), k % 2)
        explanations.append(s.apply_action(s.sample_chance(rng)))
        while not s.is_terminal():
            legal = [a for a in s.legal_actions() if not isinstance(a, bura.Claim)]
            explanations.append(s.apply_action(legal[rng.randrange(len(legal))]))
    assert calls == []
    texts = [st.en for steps in explanations for st in steps]
    assert calls and all(texts)


@pytest.mark.parametrize("game", karty.games.game_names())
def test_an_old_listed_action_is_checked_again(game):
    rng = random.Random(2)
    s = karty.load_game(game).new_game(4)
    seen = 0
    while not s.is_terminal() and seen < 40:
        if s.current_player() == CHANCE:
            s.apply_action(s.sample_chance(rng))
            continue
        legal = s.legal_actions()
        chosen = legal[0].sample(rng) if hasattr(legal[0], "sample") else legal[0]
        s.apply_action(chosen)
        for old in legal:  # the same objects, listed before the state moved
            if hasattr(old, "sample") or s.is_terminal():
                continue
            if s.clone().illegal_reason(old) is not None:  # a fresh copy checks in full
                with pytest.raises(IllegalActionError):
                    s.apply_action(old)
                seen += 1
    assert seen > 0
