"""The review and the coach as the site gets them (karty.web.review): both
languages, no code names in what a reader sees, a deliberately bad move
marked with its cost, an unfinished кон refused. Imports only karty and
pytest (runs under Pyodide too)."""

import json
import random
import re

import pytest
from karty.bura import BuraState, Discard, HeuristicPlayer, Phase, beats_card, new_game
from karty.errors import StateError
from karty.web import call
from karty.web.review import coach_json, review_call, review_state_json

#: Card codes in Latin notation (``10S``): for the page's data, never for its text.
CODE = re.compile(r"\b(?:10|[6-9JQKA])[SHDC]\b")


def _bad_kon() -> tuple[BuraState, int]:
    """A finished кон in which seat 0, answering, threw off its trump ace face down
    although a plain card beat the lead; the rest played by the rule of thumb.
    Returns the state and the index in its history of the bad move."""
    for seed in range(300):
        s = new_game(seed)
        bad_at = None
        while not s.is_terminal():
            p = s.current_player()
            legal = s.legal_actions()
            if (p == 0 and bad_at is None and s.phase is Phase.ANSWER and len(s.table) == 1
                    and s.table[0].suit != s.trump):
                ace = next((c for c in s.hands[0] if c.suit == s.trump
                            and c.rank.name == "ACE"), None)
                if ace is not None and any(c.suit != s.trump
                                           and beats_card(s.table[0], c, s.trump)
                                           for c in s.hands[0]):
                    bad_at = len(s.history())
                    s.apply_action(next(a for a in legal
                                        if isinstance(a, Discard) and a.cards == (ace,)))
                    continue
            s.apply_action(HeuristicPlayer().choose(s.observation(p), legal, random.Random(seed)))
        if bad_at is not None:
            return s, bad_at
    raise AssertionError("no such кон")


def _texts(out: dict) -> list[str]:
    texts = [out["summary"]]
    for st in out["steps"]:
        texts += [st["who_text"], st["text"], st["mark"]] + [x["text"] for x in st["steps"]]
        if st["rating"]:
            texts += [m[k] for m in st["rating"]["moves"] for k in ("text", "summary", "mark")]
    return texts


def test_the_review_marks_the_bad_move_in_both_languages():
    s, bad_at = _bad_kon()
    record = s.notation()
    en = review_call({"lang": "en", "game": "bura", "record": record, "seat": 0, "seed": 1})
    ru = review_call({"lang": "ru", "game": "bura", "record": s.to_dict(), "seat": 0, "seed": 1})
    assert [st["move"] for st in en["steps"]] == [st["move"] for st in ru["steps"]]
    step_en, step_ru = en["steps"][bad_at], ru["steps"][bad_at]
    assert step_en["verdict"] == "mistake" and step_en["who"] == "you"
    assert re.fullmatch(r"−\d+\.\d % of the stake; better: \S.*", step_en["mark"])
    assert re.fullmatch(r"−\d+,\d % ставки; лучше: \S.*", step_ru["mark"])
    assert en["mistakes"] >= 1 and en["cost"] > 0
    assert re.fullmatch(r"\d+ mistakes?: −\d+\.\d % of the stake in all\.", en["summary"])
    assert re.fullmatch(r"\d+ ошиб(ка|ки|ок): всего −\d+,\d % ставки\.", ru["summary"])
    for out in (en, ru):
        for text in _texts(out):
            assert not CODE.search(text), text
            assert "_" not in text and "bura." not in text, text
    # both hands face up after the deal, the engine's move among the rated ones
    assert all(len(h) == 3 for h in en["steps"][1]["before"]["hands"])
    rating = step_en["rating"]
    assert sum(m["verdict"] == "engine" for m in rating["moves"]) == 1
    assert rating["link"] == "odds/bura.md"
    json.dumps(en)


def test_the_review_is_the_same_twice_and_through_call():
    s, _ = _bad_kon()
    args = {"lang": "en", "game": "bura", "record": s.notation(), "seat": 1, "seed": 3}
    reply = call("review", args)
    assert reply["ok"] and reply["result"] == review_call(args)
    assert review_state_json("bura", s, 1, "en", seed=3) == reply["result"]
    assert all(st["rating"] is None for st in reply["result"]["steps"] if st["who"] != "you")


def test_an_unfinished_kon_or_a_game_without_review_is_refused():
    reply = call("review", {"game": "bura", "record": new_game(2).notation(), "seat": 0})
    assert not reply["ok"] and reply["error"]["token"] == "record"
    assert "not over" in reply["error"]["message"] and "не окончен" in reply["error"]["message_ru"]
    reply = call("review", {"game": "stos", "record": "x"})
    assert not reply["ok"] and "stos" in reply["error"]["message"]
    reply = call("review", {"game": "bura", "record": 5})
    assert not reply["ok"] and reply["error"]["token"] == "record"
    s, _ = _bad_kon()
    reply = call("review", {"game": "bura", "record": s.notation(), "seat": 2})
    assert not reply["ok"] and reply["error"]["token"] == "seat"


def test_the_coach_shows_only_the_seats_own_moves():
    s = new_game(6)
    seat = s.current_player()
    out = coach_json("bura", s, seat, "ru", seed=2)
    assert out["seat"] == seat and out["link"] == "odds/bura.md"
    assert [m["move"] for m in out["moves"]] == [a.format("ascii") for a in s.legal_actions()]
    text = json.dumps(out, ensure_ascii=False)
    for c in s.hidden_from(seat):
        assert not re.search(rf"\b{re.escape(c.ascii())}\b", text), c
    assert all(re.fullmatch(r"выигрыш \d+ % \(± \d+ %\)", m["summary"]) for m in out["moves"])
    # the other seat, not to act, gets nothing: its rating would list its own cards
    with pytest.raises(StateError, match="not to act"):
        coach_json("bura", s, 1 - seat, "en")
