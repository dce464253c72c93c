"""The play tables' review and coach (karty.web.table.review; issue 25, items 4, 5):
a deliberately bad move is marked a mistake; an unfinished кон is refused and never
shown; a shared finished link reviews read-only; the coach's numbers are
coach_json's for the same position; bad arguments are named in both languages."""
from __future__ import annotations

import pytest
from karty.bura import table as table_bura
from karty.errors import NotationError, StateError
from karty.web import FUNCTIONS
from karty.web.review import coach_json
from karty.web.table import table_move, table_new
from karty.web.table.review import table_coach, table_review
from karty.web.table.token import Token

SECRET = "00" * 16


def _new(kons: int = 2, n: int = 0) -> dict:
    return table_new({"game": "bura", "secret": f"{n:032x}", "level": "n", "lang": "en",
                      "options": {"kons": str(kons)}})


def _first(r: dict) -> str:
    mv = r["moves"]
    return mv["cards"][0]["move"] if mv["cards"] else "pass" if mv["pass"] else "molodka"


def _finish_kon(r: dict, secret: str, pick=_first) -> dict:
    while r["kon"] is None:
        assert r["to_act"] == "you"
        r = table_move({"token": r["token"], "secret": secret, "move": pick(r), "lang": "en"})
    return r


def test_registered_with_the_other_table_functions():
    assert FUNCTIONS["table_review"] is table_review and FUNCTIONS["table_coach"] is table_coach


def test_a_deliberately_bad_move_is_marked_a_mistake():
    secret = SECRET
    r = _new(1)
    bad = None
    while r["kon"] is None:
        move = _first(r)
        if bad is None:
            c = table_coach({"token": r["token"], "secret": secret, "lang": "en"})
            worst = [m for m in c["moves"] if m["verdict"] == "mistake" and m["move"] != "claim"]
            if worst:
                bad = (len(r["log"]), worst[0]["move"])
                move = worst[0]["move"]
        r = table_move({"token": r["token"], "secret": secret, "move": move, "lang": "en"})
    assert bad is not None, "no decision of this кон had a mistake to make"
    out = table_review({"token": r["token"], "secret": secret, "kon": 1, "lang": "en"})
    mine = [s for s in out["steps"] if s["who"] == "you" and s["move"] == bad[1]]
    assert mine and mine[0]["verdict"] == "mistake", [(s["move"], s["verdict"]) for s in mine]
    assert "% of the stake; better: " in mine[0]["mark"]
    assert out["mistakes"] >= 1 and out["readonly"] is False and out["kon"] == 1
    # every move rests on a rule, cited; every card is face up (the кон is over)
    assert all(s["steps"] and s["steps"][0]["rule"] for s in out["steps"])
    assert out["final"]["hands"] is not None
    ru = table_review({"token": r["token"], "secret": secret, "kon": 1, "lang": "ru"})
    assert "ставки; лучше: " in next(s for s in ru["steps"] if s["move"] == bad[1])["mark"]


def test_an_unfinished_kon_is_refused_and_never_shown():
    r = _finish_kon(_new(2), SECRET)
    end_of_first = r["token"]
    r = table_move({"token": r["token"], "secret": SECRET, "move": "next", "lang": "en"})
    assert r["kon"] is None  # кон 2 is under way
    with pytest.raises(StateError) as e:
        table_review({"token": r["token"], "secret": SECRET, "kon": 2, "lang": "ru"})
    assert e.value.token == "kon" and "не окончен" in e.value.ru and "not finished" in e.value.en
    # the review of кон 1 reads nothing of кон 2: the same as before кон 2 was dealt
    a = table_review({"token": r["token"], "secret": SECRET, "kon": 1, "lang": "en"})
    b = table_review({"token": end_of_first, "secret": SECRET, "kon": 1, "lang": "en"})
    assert a == b
    # kons that do not exist, and bad arguments, named in both languages
    for kon in (3, 0, "1", None):
        with pytest.raises((StateError, NotationError)) as e:
            table_review({"token": r["token"], "secret": SECRET, "kon": kon, "lang": "en"})
        assert e.value.token == "kon" and e.value.ru
    with pytest.raises(NotationError) as e:
        table_review({"token": r["token"], "secret": SECRET, "kon": 1, "seed": -1})
    assert e.value.token == "seed"


def test_a_shared_finished_link_reviews_read_only_without_the_secret():
    r = _finish_kon(_new(2), SECRET)
    share = r["share"]
    assert Token.parse(share).reveal
    shared = table_review({"token": share, "kon": 1, "lang": "en"})
    own = table_review({"token": r["token"], "secret": SECRET, "kon": 1, "lang": "en"})
    assert shared["readonly"] is True
    assert {k: v for k, v in shared.items() if k != "readonly"} == \
        {k: v for k, v in own.items() if k != "readonly"}
    # an unfinished game's own token without its secret: the missing secret is named
    fresh = _new(2)
    with pytest.raises(NotationError) as e:
        table_review({"token": fresh["token"], "kon": 1, "lang": "en"})
    assert e.value.token == "secret"


def test_the_coachs_numbers_are_coach_json_for_that_position():
    r = _new(1, 5)
    checked = 0
    while r["kon"] is None and checked < 4:
        got = table_coach({"token": r["token"], "secret": f"{5:032x}", "lang": "ru"})
        table = table_bura.open_table(Token.parse(r["token"]), bytes.fromhex(f"{5:032x}"))
        table_bura.advance(table)
        assert got == coach_json("bura", table.state, 0, "ru", 0)
        legal = {m["move"] for m in got["moves"]}
        assert {m["move"] for m in r["moves"]["cards"]} <= legal
        assert all(m["win"] is not None and m["win_se"] >= 0 for m in got["moves"])
        checked += 1
        r = table_move({"token": r["token"], "secret": f"{5:032x}", "move": _first(r), "lang": "en"})
    assert checked >= 2
    with pytest.raises(NotationError) as e:  # the coach is for the owner, at his decision
        table_coach({"token": r["token"], "lang": "en"})
    assert e.value.token == "secret"


def test_an_unfinished_ochko_session_is_refused():
    r = table_new({"game": "ochko", "secret": SECRET, "level": "n", "lang": "en"})
    with pytest.raises(StateError) as e:
        table_review({"token": r["token"], "secret": SECRET, "kon": 1, "lang": "ru"})
    assert e.value.token == "kon" and "не окончена" in e.value.ru and "not over" in e.value.en


def test_the_ochko_coach_gives_karty_advice_exact_values_for_the_position():
    from fractions import Fraction

    from karty.cards import Card
    from karty.ochko import table as table_ochko
    from karty.ochko.advice import bust_chance, choice_values, stake_value

    secret = f"{1:032x}"
    r = table_new({"game": "ochko", "secret": secret, "level": "n", "lang": "en"})
    seen_phases = set()
    for _ in range(4):
        assert r["to_act"] == "you" and r["phase"] in ("stake", "player")
        got = FUNCTIONS["table_coach"]({"token": r["token"], "secret": secret, "lang": "en"})
        s = table_ochko.open_session(Token.parse(r["token"]), bytes.fromhex(secret))
        obs = s.state.observation(0)
        hand = [Card.parse(c) for c in obs["hands"][obs["player"]]["cards"]]
        banker = obs["hands"][obs["banker"]]["cards"]
        shown = Card.parse(banker[0]) if len(banker) == 1 else None
        rules = s.rules
        assert Fraction(got["bust"]["exact"]) == bust_chance(hand, shown, rules)
        if r["phase"] == "stake":
            v = stake_value(hand[0], shown, rules)
            lo, hi = obs["stake_bounds"]
            assert [(m["move"], Fraction(m["exact"])) for m in got["moves"]] == \
                [(f"stake {lo}", v), (f"stake {hi}", v)]
            assert [m["verdict"] for m in got["moves"]] == (["fine", "best"] if v > 0 else ["best", "fine"])
            move = f"stake {hi}"
        else:
            cv = choice_values(hand, shown, rules)
            legal = {b["move"] for b in r["buttons"]}
            assert {m["move"]: Fraction(m["exact"]) for m in got["moves"]} == \
                {a: x for a, x in cv.values().items() if a in legal}
            assert [m["move"] for m in got["moves"] if m["verdict"] == "best"] == [cv.best]
            move = "draw"
        seen_phases.add(r["phase"])
        r = table_move({"token": r["token"], "secret": secret, "move": move, "lang": "en"})
        if r["to_act"] != "you" or r["phase"] not in ("stake", "player"):
            break
    assert seen_phases == {"stake", "player"}
