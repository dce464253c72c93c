"""The Очко table's review (table_review for an Очко token; issue 25, item 4): a session
played to its end with a deliberately bad choice has that choice marked with its
exact cost and the better choice, in both languages; the review's numbers are
karty.ochko.advice's exact values; the session summary lists every кон; a shared
link of the finished session reviews read-only; an unfinished session is refused and
its token's hidden cards are never shown."""
from __future__ import annotations

import doctest
import importlib
import re
import sys
from fractions import Fraction
from pathlib import Path

import pytest
from karty.cards import Card
from karty.errors import NotationError, StateError
from karty.ochko.advice import best_choice, choice_values
from karty.web.review import review_call
from karty.web.table.review import table_review
from karty.web.table.token import Token

sys.path.insert(0, str(Path(__file__).resolve().parent))
from ochko_table_play import finish

N = 2  # the secret's number: the blunder is a draw on 20


@pytest.fixture(scope="module")
def played():
    v, bad = finish(N)
    assert bad == "draw" and v["over"]
    return v


def _review(v, lang="en", kon=1):
    return table_review({"token": v["token"], "secret": f"{N:032x}", "lang": lang, "kon": kon})


def test_the_bad_choice_is_marked_with_its_cost_and_the_better_choice(played):
    en, ru = _review(played, "en"), _review(played, "ru", 7)
    # the whole session in one call, each step with its кон; `kon` is where it opens
    assert en["kons"] == played["table"]["round"] == 30 and en["kon"] == 1 and ru["kon"] == 7
    assert {k: v for k, v in _review(played, "en", 7).items() if k != "kon"} == \
        {k: v for k, v in en.items() if k != "kon"}
    assert sorted({s["before"]["kon"] for s in en["steps"]}) == list(range(1, 31))
    marked = [(i, s) for i, s in enumerate(en["steps"])
              if s["who"] == "you" and s["verdict"] == "mistake"]
    draws = [(i, s) for i, s in marked if s["move"] == "draw" and s["before"]["values"][0] == 20]
    assert draws, "the draw on 20 is not marked"
    i, s = draws[0]
    assert _total(s["before"]["hands"][0]) == 20
    assert re.fullmatch(r"\u2212\d+\.\d % of the stake \(\u2212\d+\.\d\d in money\); better: enough",
                        s["mark"]), s["mark"]
    ru_step = ru["steps"][i]
    assert re.fullmatch(r"\u2212\d+,\d % ставки \(\u2212\d+,\d\d в деньгах\); лучше: хватит",
                        ru_step["mark"]), ru_step["mark"]
    best = next(m for m in s["rating"]["moves"] if m["verdict"] == "engine")
    assert best["move"] == "stand"
    # the ended duel: the hands as they lay, the bust card with the 20
    after = en["steps"][i + 1]["before"]
    assert after["ended"]["seat"] == 0 and len(after["ended"]["cards"]) == 3
    # the summary counts the marks, in both languages, the Russian plural agreed
    n = en["mistakes"]
    assert n == len(marked) and en["summary"].startswith(f"{n} mistake")
    assert re.match(rf"{n} ошиб(ка|ки|ок): всего в среднем \u2212", ru["summary"])
    # every move rests on a rule; the reader's decisions only are rated
    assert all(st["steps"] and st["steps"][0]["rule"] for st in en["steps"])
    assert all(st["who"] == "you" for st in en["steps"] if st["rating"])


def _total(codes):
    from karty.ochko.rules import Rules
    from karty.ochko.state import evaluate

    return evaluate([Card.parse(c) for c in codes], Rules()).points


def test_the_reviews_numbers_are_karty_exact_values(played):
    checked = 0
    for st in _review(played)["steps"]:
        if st["rating"] is None:
            continue
        p = st["before"]
        hand = [Card.parse(c) for c in p["hands"][p["punter"]]]
        if p["dark"] == p["punter"]:
            hand = hand[:-1]
        banker = p["hands"][p["banker"]]
        seen = Card.parse(banker[0]) if len(banker) == 1 else None
        moves = st["rating"]["moves"]
        if p["phase"] == "stake":
            v = best_choice(hand[:1], seen)[1]
            want = {m["move"]: v * int(m["move"].split()[1]) for m in moves}
        else:
            want = choice_values(hand, seen).values()
        assert {m["move"]: Fraction(m["exact"]) for m in moves} == \
            {a: want[a] for a in (m["move"] for m in moves)}
        assert all(m["value"] == float(Fraction(m["exact"])) for m in moves)
        checked += 1
    assert checked >= 20


def test_the_session_summary_lists_every_kon(played):
    summary = played["summary"]
    assert [k["kon"] for k in summary["kons"]] == list(range(1, 31))
    assert sum(k["net"] for k in summary["kons"]) == summary["returns"][0] == played["returns"][0]
    assert summary["names"][0] == "You (player 1)"


def test_a_shared_link_of_the_finished_session_reviews_read_only(played):
    share = played["share"]
    assert Token.parse(share).reveal
    shared = table_review({"token": share, "kon": 3, "lang": "en"})
    own = table_review({"token": played["token"], "secret": f"{N:032x}", "kon": 3, "lang": "en"})
    assert shared["readonly"] is True and own["readonly"] is False
    assert {k: v for k, v in shared.items() if k != "readonly"} == \
        {k: v for k, v in own.items() if k != "readonly"}


def test_an_unfinished_session_is_refused_and_a_kon_out_of_range_named():
    before, _ = finish(N, stop_before_last=True)
    assert not before["over"]
    with pytest.raises(StateError) as e:
        table_review({"token": before["token"], "secret": f"{N:032x}", "kon": 1, "lang": "en"})
    assert e.value.token == "kon" and "hidden" in e.value.en
    # its share link is the token itself (no key revealed): no review, no cards
    assert not Token.parse(before["share"]).reveal
    with pytest.raises(NotationError) as e:
        table_review({"token": before["share"], "kon": 1, "lang": "en"})
    assert e.value.token == "secret"


def test_a_kon_out_of_range_is_named(played):
    with pytest.raises(StateError) as e:
        table_review({"token": played["token"], "secret": f"{N:032x}", "kon": 31, "lang": "ru"})
    assert e.value.token == "kon" and "31" in e.value.ru and "30" in e.value.ru


def test_review_call_takes_a_finished_session_and_refuses_an_unfinished_one():
    from karty.ochko import new_game
    from karty.ochko.players import play_session

    s, _ = play_session(4, players=3, max_rounds=3)
    out = review_call({"game": "ochko", "record": {"session": s.to_dict(), "kon": 2}, "seat": 0,
                       "lang": "ru"})
    assert out["game"] == "ochko" and all(st["before"]["kon"] == 2 for st in out["steps"])
    with pytest.raises(StateError) as e:
        review_call({"game": "ochko", "record": new_game(1).to_dict(), "seat": 0})
    assert e.value.token == "record"


@pytest.mark.parametrize("name", ["karty.web.review"])
def test_doctests(name):
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0 and result.attempted > 0
