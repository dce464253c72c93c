"""karty.web: the JSON API the site's widgets call, at build (CPython) and in the
browser (Pyodide). These tests import only karty, pytest and hypothesis, so they
also run inside Pyodide (tests/pyodide/run_engine_tests.mjs)."""

import json
import random
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st
from karty import DECK, REGISTRY
from karty.bura import web as web_bura
from karty.web import FUNCTIONS, KINDS, call, call_json
from karty.web.view import ALLOWED, ViewError, check, href_of, text_of, to_html

LINKS = {"rules": {"bura": "../../rules/bura/", "ochko": "../../rules/ochko/",
                   "stos": "../../rules/stos/"},
         "text": {"bura": "../../text/bura/", "ochko": "../../text/ochko/"}}

EXAMPLES = {
    "bura-trick": {"trump": "h", "led": "KS QS", "answer": "10S 6H"},
    "bura-declare": {"trump": "h", "hand": "AH 10H 6H"},
    "bura-made": {"tricks": "AS 10S KS QS", "k": "1", "seen": "AH 10H 6D"},
    "bura-play": {"seed": "7"},
    "bura-rules": {"first_lead": "non-dealer"},
    "ochko-hand": {"hand": "10S 9H"},
    "ochko-duel": {"player": "10S 8H", "banker": "9D", "stand_on": "15"},
    "ochko-session": {"seed": "1", "stuk_factor": "2"},
    "stos-deal": {"card": "QS", "moves": "deal;deal pair"},
}


def ok(fn, state, lang="en"):
    reply = call(fn, {"lang": lang, "state": state})
    assert reply["ok"], reply
    return reply["result"]


def err(fn, state, lang="en"):
    reply = call(fn, {"lang": lang, "state": state})
    assert not reply["ok"], reply
    return reply["error"]


def refs(view):
    """Every rule:/seg: ref in a view."""
    out = []
    if isinstance(view, list):
        if view[0] == "a":
            out.append(view[1]["ref"])
        for child in view[2:]:
            out += refs(child)
    return out


def test_every_kind_has_an_allowed_function():
    assert set(KINDS) == set(EXAMPLES)
    for spec in KINDS.values():
        assert spec["fn"] in FUNCTIONS


@pytest.mark.parametrize("kind", sorted(EXAMPLES))
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_each_widget_answers_with_a_valid_view(kind, lang):
    result = ok(KINDS[kind]["fn"], EXAMPLES[kind], lang)
    check(result["view"])
    assert set(result) == {"state", "view", "data"}
    assert all(isinstance(v, str) for v in result["state"].values())
    # the answer is in the language asked for
    text = text_of(result["view"])
    assert re.search("[а-яё]", text.lower()) if lang == "ru" else text
    # every rule cited exists, every segment cited is one of a rule's
    for ref in refs(result["view"]):
        kind_, ident = ref.split(":", 1)
        if kind_ == "rule":
            assert ident in REGISTRY
        else:
            assert any(ident in r.provenance.segments for r in REGISTRY), ref
    json.dumps(result)  # JSON-safe


@pytest.mark.parametrize("kind", sorted(EXAMPLES))
def test_the_normalised_state_gives_the_same_answer(kind):
    fn = KINDS[kind]["fn"]
    first = ok(fn, EXAMPLES[kind])
    again = ok(fn, first["state"])
    assert again["state"] == first["state"]
    assert again["view"] == first["view"]


def test_explanations_cite_rules_with_provenance():
    result = ok("bura_trick", EXAMPLES["bura-trick"])
    rules = [s["rule"] for s in result["data"]["explanation"]]
    assert rules[:3] == ["bura.rank-order", "bura.trump-beats", "bura.beat"]
    assert result["data"]["beats"] is True and result["data"]["points"] == 17
    html = to_html(result["view"], LINKS)
    assert 'href="../../rules/bura/#bura.rank-order"' in html
    assert 'href="../../text/bura/#bura.s10"' in html


def test_cards_are_normalised_to_latin_notation():
    result = ok("bura_trick", {"trump": "ч", "led": "Кп Дп", "answer": "10♠, 6ч"})
    assert result["state"] == {"trump": "h", "led": "KS QS", "answer": "10S 6H"}


@pytest.mark.parametrize(("fn", "state", "field", "token"), [
    ("bura_trick", {"trump": "h", "led": "KS 11S", "answer": "10S"}, "led", "11S"),
    ("bura_trick", {"trump": "x", "led": "KS", "answer": "10S"}, "trump", "x"),
    ("bura_trick", {"trump": "h", "led": "KS", "answer": "KS"}, "answer", "K♠"),
    ("bura_trick", {"trump": "h", "led": "KS QH", "answer": "10S 6H"}, "led", "K♠ Q♥"),
    ("bura_trick", {"trump": "h", "led": "", "answer": "10S"}, "led", "led"),
    ("bura_declare", {"trump": "h", "hand": "AH AH"}, "hand", "AH"),
    ("bura_made", {"tricks": "AS", "k": "-1"}, "k", "-1"),
    ("bura_play", {"seed": "7", "moves": "lead 6C"}, "moves", "lead 6C"),
    ("bura_play", {"seed": "7", "first_lead": "nobody"}, "first_lead", "first_lead"),
    ("ochko_hand", {"hand": "10S", "seen": "10S"}, "seen", "10♠"),
    ("ochko_hand", {"hand": "10S", "banker": "10S"}, "banker", "10♠"),
    ("ochko_hand", {"hand": "10S", "banker": "9S", "seen": "9S"}, "seen", "9♠"),
    ("ochko_duel", {"player": "10S", "banker": "10S"}, "banker", "10♠"),
    ("ochko_session", {"seed": "1", "moves": "stake 5000"}, "moves", "stake 5000"),
])
def test_errors_name_the_field_and_the_token(fn, state, field, token):
    e = err(fn, state)
    assert e["field"] == field
    assert e["token"] == token
    assert e["message"] and e["message_ru"] and e["message"] != e["message_ru"]
    assert e["type"] in ("NotationError", "IllegalActionError", "RulesError", "StateError")


def test_unknown_keys_and_bad_values_are_refused():
    e = err("bura_trick", {"trump": "h", "led": "KS", "answer": "AS", "leed": "x"})
    assert e["field"] == "leed" and "unknown key" in e["message"]
    e = err("bura_trick", {"trump": "h", "led": ["KS"], "answer": "AS"})
    assert e["field"] == "led"
    e = err("bura_trick", {"trump": "h", "led": "KS " * 2000, "answer": "AS"})
    assert e["field"] == "led"
    assert call("bura_trick", {"lang": "de", "state": {}})["error"]["token"] == "lang"
    assert call("bura_trick", "not a dict")["error"]["type"] == "NotationError"


def test_only_allowed_functions_can_be_called():
    for name in ("open", "__import__", "eval", "exec", None, 3, "call"):
        e = call(name, {})["error"]
        assert e["type"] == "UnknownFunction"
    reply = json.loads(call_json("os.system", "{}"))
    assert reply["error"]["type"] == "UnknownFunction"
    assert json.loads(call_json("parse_cards", "{not json"))["error"]["type"] == "NotationError"


def test_call_json_round_trip():
    reply = json.loads(call_json("parse_cards", json.dumps({"text": "Т♠ 10ч qd"})))
    assert reply == {"ok": True, "result": {"cards": ["AS", "10H", "QD"],
                                            "unicode": ["A♠", "10♥", "Q♦"],
                                            "ru": ["Т♠", "10♥", "Д♦"]}}


def test_rules_options_lists_every_option():
    import karty

    for spec in karty.GAMES:
        result = call("rules_options", {"game": spec.name})["result"]
        assert [o["name"] for o in result["options"]] == [o.name for o in spec.Rules.options()]
    e = call("rules_options", {"game": "poker"})["error"]
    assert e["type"] == "NotationError" and "'poker'" in e["message"] and "'poker'" in e["message_ru"]


# ---------------------------------------------------------------- views and their HTML
PAYLOAD = '<img src=x onerror="window.__pwned=1">'


def test_html_is_escaped_and_a_payload_stays_text():
    e = err("bura_trick", {"trump": "h", "led": PAYLOAD, "answer": "10S"})
    assert e["field"] == "led" and "<img" in e["message"]  # echoed as text only
    html = to_html(["p", {}, PAYLOAD], LINKS)
    assert "<img" not in html and "&lt;img" in html


@pytest.mark.parametrize("bad", [
    ["script", {}, "x"],
    ["img", {"src": "x"}],
    ["a", {"href": "https://example.org/"}, "x"],
    ["a", {"ref": "javascript:alert(1)"}, "x"],
    ["p", {"onclick": "x"}, "x"],
    ["p", {"style": "background:url(//x)"}, "x"],
    ["p", {"class": 'x" onmouseover="y'}, "x"],
    ["button", {"data-action": "<b>"}, "x"],
    ["p", {"title": 3}, "x"],
    "not a node but fine",
])
def test_the_allow_list_refuses_anything_else(bad):
    if isinstance(bad, str):
        check(bad)
        return
    with pytest.raises(ViewError):
        check(bad)


def test_refs_resolve_only_to_known_pages():
    assert href_of("rule:bura.beat", LINKS) == "../../rules/bura/#bura.beat"
    assert href_of("seg:ochko.s5", LINKS) == "../../text/ochko/#ochko.s5"
    assert href_of("seg:verse1.l2", LINKS) is None
    assert href_of("rule:bura.beat", {}) is None
    assert to_html(["a", {"ref": "rule:bura.beat"}, "x"], {}) == "<span>x</span>"
    assert to_html(["button", {"data-action": "lead 8H"}, "x"], {}, static=True) == \
        '<button type="button" data-action="lead 8H" disabled>x</button>'
    assert set(ALLOWED) >= {"a", "button", "table", "details"}


@given(st.text(max_size=40), st.text(max_size=40), st.text(max_size=6))
def test_any_input_gives_an_answer_or_an_engine_error(led, answer, trump):
    reply = call("bura_trick", {"lang": "ru", "state": {"trump": trump, "led": led,
                                                        "answer": answer}})
    if reply["ok"]:
        check(reply["result"]["view"])
    else:
        assert reply["error"]["type"] in ("NotationError", "IllegalActionError")


@given(st.lists(st.sampled_from([c.ascii() for c in DECK]), max_size=8, unique=True),
       st.lists(st.sampled_from([c.ascii() for c in DECK]), max_size=8, unique=True))
def test_ochko_hand_never_fails_on_valid_cards(hand, seen):
    reply = call("ochko_hand", {"lang": "en", "state": {"hand": " ".join(hand),
                                                        "seen": " ".join(seen)}})
    if reply["ok"]:
        n, d = reply["result"]["data"]["p_bust"]
        assert 0 <= n <= d
    else:
        assert reply["error"]["field"] in ("hand", "seen")


# ---------------------------------------------------------------- a кон against the computer
def play_out(fn, state, key, seed, lang="en", limit=400):
    rng = random.Random(seed)
    states = []
    for _ in range(limit):
        result = ok(fn, state, lang)
        states.append(result)
        choices = result["data"].get("legal") or result["data"].get("choices")
        if result["data"]["over"]:
            return states
        move = rng.choice(choices)
        state = dict(result["state"])
        state["moves"] = ";".join(filter(None, [state.get("moves", ""), move]))
    raise AssertionError("did not finish")


@pytest.mark.parametrize("seed", [1, 2, 7])
@pytest.mark.parametrize("ai", ["heuristic", "random"])
def test_bura_play_to_the_end(seed, ai):
    states = play_out("bura_play", {"seed": str(seed), "ai": ai}, "legal", seed)
    last = states[-1]
    assert last["data"]["outcome"]["reason"] in ("bura", "claim-made", "claim-failed",
                                                 "deck-exhausted")
    # the whole кон replays from its state alone, even with the replay cache cleared
    web_bura._REPLAYS.clear()
    assert ok("bura_play", last["state"])["view"] == last["view"]


def test_bura_play_hides_the_computers_hand():
    state = {"seed": "7"}
    for step in play_out("bura_play", state, "legal", 3)[:-1]:
        obs = step["data"]["observation"]
        html = to_html(step["view"], LINKS)
        shown = set(re.findall(r'data-card="([^"]+)"', html))
        # the computer's cards are whatever is not visible to seat 0
        visible = set(obs["hand"]) | set(obs["table"]) | {obs["trump_card"]}
        for pile in obs["won"]:
            visible |= set(pile["face_up"]) | set(pile["face_down"])
        visible_ascii = {c.ascii() for c in DECK if str(c) in visible}
        assert shown <= visible_ascii


def test_bura_play_refuses_an_illegal_move_and_a_move_after_the_end():
    e = err("bura_play", {"seed": "7", "moves": "beat AS"})
    assert e["field"] == "moves" and e["token"] == "beat AS"
    last = play_out("bura_play", {"seed": "2"}, "legal", 2)[-1]
    state = dict(last["state"])
    state["moves"] += ";claim"
    assert err("bura_play", state)["field"] == "moves"


@pytest.mark.parametrize("ai", ["search", "strong"])
def test_bura_search_player_is_deterministic(ai):
    a = ok("bura_play", {"seed": "5", "ai": ai, "moves": ""})
    web_bura._REPLAYS.clear()
    b = ok("bura_play", {"seed": "5", "ai": ai})
    assert a["view"] == b["view"]


def test_bura_strong_player_plays_a_whole_kon():
    states = play_out("bura_play", {"seed": "3", "ai": "strong", "dealer": "1"}, "legal", 3)
    assert states[-1]["data"]["outcome"]["reason"] in ("bura", "claim-made", "claim-failed",
                                                       "deck-exhausted")


# ---------------------------------------------------------------- Очко
@pytest.mark.parametrize("seed", [1, 4])
def test_ochko_session_to_the_end_conserves_money(seed):
    states = play_out("ochko_session", {"seed": str(seed), "rounds": "6"}, "choices", seed)
    assert sum(states[-1]["data"]["returns"]) == 0


def test_ochko_hand_values():
    data = ok("ochko_hand", {"hand": "10S 9H"})["data"]
    assert data["points"] == 19 and data["p_bust"] == [15, 17]
    # the banker's face-up card: counted as seen, and the best play is the strategy's
    from karty.ochko.advice import choice_values
    data = ok("ochko_hand", {"hand": "10S 7H", "banker": "10D"})["data"]
    want = choice_values("10S 7H", shown="10D")
    assert data["best"] == want.best == "dark" and data["stand_on"] == 15
    assert data["choices"] == {k: [x.numerator, x.denominator]
                               for k, x in want.values().items()}
    assert data["unseen"] == 33
    assert ok("ochko_hand", {"hand": "10S 7H", "banker": "6D"})["data"]["best"] == "stand"
    data = ok("ochko_hand", {"hand": "AS", "two_aces": "bust"})["data"]
    assert data["p_bust"] == [3, 35]


def test_ochko_duel_under_each_house_rule():
    data = ok("ochko_duel", {"player": "KS QS JS KH QH", "banker": "10D"})["data"]
    rows = {r["variant"]: r for r in data["variants"]}
    assert rows["five_pictures"]["kind"] == "five-pictures"
    assert rows["five_pictures"]["p_win"][0] / rows["five_pictures"]["p_win"][1] > \
        rows["table"]["p_win"][0] / rows["table"]["p_win"][1]
    # 21 with two cards wins at once; a bust has lost
    data = ok("ochko_duel", {"player": "AS 10H", "banker": "9D"})["data"]
    assert data["variants"][0]["p_win"] == [1, 1]
    data = ok("ochko_duel", {"player": "10S 9H 8D", "banker": "9D"})["data"]
    assert data["variants"][0]["p_win"] == [0, 1]


@pytest.mark.parametrize("name", ["karty.web", "karty.web.view"])
def test_doctests(name):
    import doctest
    import importlib

    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0 and result.attempted > 0
