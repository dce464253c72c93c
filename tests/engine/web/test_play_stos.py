"""The Стос table's API (karty.stos.table through karty.web.table): a new game, a
move, a reload, «why not?» from the engine's own check, a tampered token refused,
and nothing the banker has not turned in any reply, token or link. Imports only
karty and pytest (runs under Pyodide too)."""
from __future__ import annotations

import json
import random
import re

import pytest
from karty import NotationError, RulesError
from karty.stos import Paroli, Punt, Stake, Stop, Turn
from karty.stos import table as ts
from karty.stos.records import Outcome
from karty.stos.rules import Rules
from karty.stos.state import StosState
from karty.web.table import table_load, table_move, table_new, table_why
from karty.web.table.token import MAX_TOKEN, Token, chain, hex_key

CHOICES = re.compile(r"(?:p[0-9a-z]|s[0-9]{1,3}|r|x)*")


def _sec(n: int) -> str:
    return f"{n:032x}"


def _new(n: int, options: dict | None = None, lang: str = "en") -> dict:
    return table_new({"game": "stos", "secret": _sec(n), "level": "n", "lang": lang,
                      "options": options or {}})


def _move(reply: dict, n: int, move: str, lang: str = "en") -> dict:
    return table_move({"token": reply["token"], "secret": _sec(n), "move": move, "lang": lang})


def _why(reply: dict, n: int, move: str, lang: str = "en") -> dict:
    return table_why({"token": reply["token"], "secret": _sec(n), "move": move, "lang": lang})


def _state(reply: dict, n: int) -> StosState:
    return ts.open_table(Token.parse(reply["token"]), bytes.fromhex(_sec(n))).state


def _talia_deal(n: int, talia: int, rules: Rules, card: str) -> list[str]:
    """The cards the banker turns in talia ``talia`` for ``card``, from its key alone."""
    key = chain(bytes.fromhex(_sec(n)), "stos", rules.talias)[talia - 1]
    s = StosState(rules)
    s.apply_action(Punt(__import__("karty").Card.parse(card)))
    s.apply_action(Stake(rules.min_stake))
    rng = random.Random(hex_key(key, "talia"))
    out = []
    while not s.is_terminal() and s.results == []:
        t = s.sample_chance(rng)
        out.append(t.card.ascii())
        s.apply_action(t)
    return out


def test_a_new_game_has_nothing_dealt_and_offers_every_card_and_the_stakes():
    r = _new(1)
    assert re.fullmatch(rf"stos\.2\.{r['id']}\.n\.-\.-\.[0-9a-f]{{16}}", r["token"])
    assert r["phase"] == "punt" and r["to_act"] == "you" and not r["over"]
    assert r["talia"] is None and r["results"] == [] and r["log"] == [] and r["new"] == []
    assert len(r["moves"]["cards"]) == 36 and r["moves"]["stake"] == {"min": 1, "max": 10}
    # «пароли» is offered (the rules allow it) but cannot be made before a talia
    assert r["moves"]["paroli"]["offered"] and not r["moves"]["paroli"]["legal"]
    assert not r["moves"]["stop"]
    assert r["share"] == r["token"] and not r["readonly"]


def test_a_move_deals_the_talia_from_its_key_up_to_the_card_that_decides_it():
    r = _new(2)
    m = _move(r, 2, "punt QS; stake 5")
    t = Token.parse(m["token"])
    assert t.choices == "p6s5"  # only the reader's decisions
    talia = m["talia"]
    assert talia["fresh"] and talia["card"] == "QS" and talia["stake"] == 5
    dealt = [c["card"] for c in talia["cards"]]
    assert dealt == _talia_deal(2, 1, Rules(), "QS")
    # the talia ends at the card that decides it (a queen; when it is the first of a
    # pair, the pair's other card shows it is no «плие»), and nothing after it
    deciding = [c["card"] for c in talia["cards"] if c["decides"]]
    assert deciding and all(c.startswith("Q") for c in deciding)
    assert deciding[-1] in dealt[-2:] and not any(c["decides"] for c in talia["cards"][:-2])
    assert [c["side"] for c in talia["cards"]] == ["right", "left"] * (len(dealt) // 2) + \
        ["right"] * (len(dealt) % 2)
    s = _state(m, 2)
    assert len(dealt) == s.results[-1].turned and m["net"] == s.net == talia["amount"]
    assert m["phase"] == "next" and m["moves"]["stop"]
    # each card carries the engine's own explanation, with its rule
    assert all(c["steps"] and c["steps"][0]["rule"].startswith("stos.") for c in talia["cards"])
    assert [e["who"] for e in m["new"][:2]] == ["you", "you"]
    assert {e["who"] for e in m["new"][2:]} == {"banker"}


def test_load_gives_the_same_table_not_fresh():
    m = _move(_new(3), 3, "punt 7H; stake 2", lang="ru")
    again = table_load({"token": m["token"], "secret": _sec(3), "lang": "ru"})
    assert again["token"] == m["token"] and again["talia"]["cards"] == m["talia"]["cards"]
    assert not again["talia"]["fresh"] and again["results"] == m["results"]
    # without the secret: the cards are in the browser that started it
    with pytest.raises(NotationError) as e:
        table_load({"token": m["token"], "lang": "en"})
    assert e.value.token == "secret"


def test_paroli_rides_the_same_card_doubled_in_a_new_talia_and_stop_ends_the_session():
    n, r = None, None
    for n in range(40):  # a secret whose first talia the punter wins
        r = _move(_new(n), n, "punt 9D; stake 3")
        if r["talia"]["outcome"] == "win":
            break
    assert r is not None and r["talia"]["outcome"] == "win"
    assert r["moves"]["paroli"] == {"offered": True, "legal": True, "stake": 6, "corner": 1}
    p = _move(r, n, "paroli")
    assert Token.parse(p["token"]).choices.endswith("r")
    assert p["talia"]["number"] == 2 and p["talia"]["card"] == "9D" and p["talia"]["stake"] == 6
    assert p["talia"]["paroli"] == 1
    assert [c["card"] for c in p["talia"]["cards"]] == _talia_deal(n, 2, Rules(), "9D")
    done = _move(p, n, "stop")
    assert done["over"] and done["to_act"] is None and done["moves"] is None
    assert sum(x["amount"] for x in done["results"]) == done["net"] == done["returns"][1]
    assert len(done["share"].split(".")) == 8  # the last talia's key: the link shows it


WHY = [  # (what the reader tries, the options, the moves before, the rule named)
    ("a corner before any talia", {}, [], "paroli", "stos.paroli"),
    ("a stake above the most", {}, [], "punt QS; stake 11", "stos.stake"),
    ("a stake below the least", {"min_stake": "2"}, [], "punt QS; stake 1", "stos.stake"),
    ("a stop before any talia", {}, [], "stop", "stos.session"),
    ("the banker's card turned by the punter", {}, [], "turn QS", "stos.deal"),
    ("a card not in a 32-card deck", {"deck": "32"}, [], "punt 6S; stake 1",
     "stos.punter-card"),
]


@pytest.mark.parametrize(("kind", "options", "before", "move", "rule"), WHY,
                         ids=[w[0] for w in WHY])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_why_not_is_the_engines_own_reason(kind, options, before, move, rule, lang):
    r = _new(5, options)
    for b in before:
        r = _move(r, 5, b)
    answer = _why(r, 5, move, lang)
    assert answer["legal"] is False and answer["rule"]["rule"] == rule
    s = _state(r, 5)
    actions = ts.read_move(move)
    error = None
    for a in actions:
        if isinstance(a, Turn):
            break
        error = s.illegal_reason(a)
        if error is not None:
            break
        s.apply_action(a)
    if error is None:  # the reader turning a card is refused by the table, not the game
        assert answer["reason"] == ("мечет банкомёт, а не понтёр" if lang == "ru"
                                    else "the banker deals, not the punter")
    else:
        assert answer["reason"] == (error.ru if lang == "ru" else error.en).split(": ", 1)[1]
    # and the move itself is refused with the same reason
    with pytest.raises(ValueError) as e:
        _move(r, 5, move, lang)
    assert answer["reason"] in (e.value.ru if lang == "ru" else e.value.en)


def test_why_a_corner_after_a_loss_and_past_the_most_corners():
    found = {}
    for n in range(60):
        r = _move(_new(n, {"max_paroli": "1"}), n, "punt 8C; stake 1")
        if r["talia"]["outcome"] in ("lose", "pair") and "lose" not in found:
            found["lose"] = _why(r, n, "paroli", "ru")
        if r["talia"]["outcome"] == "win" and "most" not in found:
            p = _move(r, n, "paroli")
            if p["talia"]["outcome"] == "win":
                found["most"] = _why(p, n, "paroli", "ru")
        if len(found) == 2:
            break
    assert found["lose"]["reason"] == "угол загибают только после выигрыша"
    assert found["most"]["reason"] == "не больше 1 загиба подряд на одной карте"
    assert _why(_new(1), 1, "punt QS; stake 3")["legal"] is True


def test_a_tampered_token_is_refused_naming_the_part():
    m = _move(_new(6, {"talias": "3"}), 6, "punt KH; stake 4")
    token = m["token"]
    t = Token.parse(token)
    bad = {
        "seal": str(t).replace(".p", ".p", 1).replace("s4", "s9"),  # another stake, same seal
        "level": token.replace(f".{t.id}.n.", f".{t.id}.h."),
        "id": token.replace("talias=3", "talias=4"),
    }
    for part, text in bad.items():
        with pytest.raises(NotationError) as e:
            table_load({"token": text, "secret": _sec(6), "lang": "en"})
        assert e.value.token == part, (part, e.value.en)
    # a shared link with more decisions than it was shared with
    more = m["share"].replace(".p", ".p", 1).split(".")
    more[5] += "p0s1"
    with pytest.raises(NotationError):
        table_load({"token": ".".join(more), "lang": "en"})
    # choices the table never writes
    for choices in ("q1", "s0", "p6p7", "s4s4"):
        with pytest.raises(NotationError) as e:
            ts.replay(Token("stos", t.id, "n", t.options, choices, ""),
                      ts.open_table(t, bytes.fromhex(_sec(6))).keys)
        assert "choices" in e.value.en


def test_hidden_cards_are_in_no_reply_token_or_link_while_a_talia_is_unfinished():
    r = _move(_new(7), 7, "punt 10D; stake 1")
    # the next card laid down, its stake not yet named: that talia is begun, not dealt
    half = _move(r, 7, "punt AS")
    assert half["phase"] == "stake" and half["card"] == "AS"
    coming = _talia_deal(7, 2, Rules(), "AS")
    text = json.dumps({k: v for k, v in half.items() if k not in ("token", "share", "moves")})
    # the talia on the table is still the first: the coming one's cards are nowhere, in
    # the order it will deal them
    assert half["talia"]["number"] == 1
    assert [c["card"] for c in half["talia"]["cards"]] != coming
    assert json.dumps(coming) not in text and f'"{coming[0]}", "{coming[1]}"' not in text
    # the token holds the reader's decisions only; the link reveals the first talia's key,
    # from which the second's cannot be computed
    t = Token.parse(half["share"])
    assert CHOICES.fullmatch(t.choices) and t.choices == "pms1p8"
    keys = chain(bytes.fromhex(_sec(7)), "stos", Rules().talias)
    assert t.reveal == keys[0].hex() and keys[1].hex() not in half["share"]
    # and a game not yet dealt has no key in its link at all
    assert len(_new(7)["share"].split(".")) == 7


def test_a_whole_session_at_the_most_talias_stays_under_the_token_bound():
    rng = random.Random(11)
    r = _new(8, {"talias": "50", "max_stake": "100"})
    while not r["over"]:
        mv = r["moves"]
        if mv["paroli"]["legal"] and rng.random() < 0.5:
            r = _move(r, 8, "paroli")
        else:
            card = rng.choice(mv["cards"])
            r = _move(r, 8, f"punt {card}; stake {rng.randint(10, 100)}")
    assert len(r["results"]) == 50 and len(r["share"]) < MAX_TOKEN
    s = _state(r, 8)
    assert sum(s.returns()) == 0 and s.net == sum(x["amount"] for x in r["results"])
    assert {x["outcome"] for x in r["results"]} <= {o.value for o in Outcome}


def test_options_go_into_the_token_and_the_settings_and_bad_ones_are_named():
    r = _new(9, {"talias": "3", "pair": "half", "first_card": "blank"}, lang="ru")
    assert Token.parse(r["token"]).options == (("first_card", "blank"), ("pair", "half"),
                                               ("talias", "3"))
    form = {o["name"]: o for o in r["rules"]}
    assert set(form) == {o.name for o in Rules.options()}
    assert form["pair"]["value"] == "half" and form["talias"]["value"] == "3"
    assert form["talias"]["min"] == 1 and form["talias"]["max"] == 50
    # every value in words, never its identifier
    for o in r["rules"]:
        for c in o.get("choices", []):
            assert c["label"] and (c["label"] != c["value"] or c["value"].isdigit()), c
    for bad, token in (({"corners": "2"}, "corners"), ({"pair": "most"}, "pair")):
        with pytest.raises(RulesError) as e:
            _new(9, bad)
        assert e.value.token == token


def test_the_readers_move_is_read_as_the_engine_reads_it():
    r = _new(10)
    for text in ("", "punt QS; stake 2; stop", "double"):
        with pytest.raises(NotationError):
            _move(r, 10, text)
    m = _move(r, 10, "карта Д♠; ставка 2", lang="ru")
    assert Token.parse(m["token"]).choices == "p6s2"
    assert isinstance(ts.read_move("stop")[0], Stop) and isinstance(ts.read_move("пароли")[0],
                                                                     Paroli)


def test_a_talia_is_fresh_even_when_it_opens_with_the_card_the_last_one_did():
    """Secret 6: both talias open with A♦ (a talia's deal is found by its place in the
    log, not by an equal entry)."""
    m = _move(_new(6, {"talias": "3"}), 6, "punt 7H; stake 10")
    p = _move(m, 6, "paroli")
    assert m["talia"]["cards"][0]["card"] == p["talia"]["cards"][0]["card"] == "AD"
    assert p["talia"]["fresh"] and p["talia"]["number"] == 2
