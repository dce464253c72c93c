"""karty.web.table: the play tables' API (table_new, table_load, table_move,
table_why) and its token. Imports only karty and pytest (runs under Pyodide too)."""

import json
import random
import re

import pytest
from karty import DECK, GAMES, REGISTRY, IllegalActionError, NotationError, RulesError
from karty.bura import Rules as BuraRules
from karty.bura import table as tb
from karty.ochko import table as to
from karty.web import call
from karty.web.table import table_load as _load
from karty.web.table import table_move as _move
from karty.web.table import table_new as _new
from karty.web.table import table_why as _why
from karty.web.table.token import Token, game_id, keys_for, seal

CODES = {c.ascii() for c in DECK}


def _sec(n: int) -> str:
    """A fixed secret per number (the tests' randomness explicit)."""
    return f"{n:032x}"


# The page keeps each game's secret beside its token; these wrappers do the same.
_SECRETS: dict[str, str] = {}


def table_new(args: dict) -> dict:
    reply = _new(args)
    _SECRETS[reply["id"]] = args["secret"]
    return reply


def _with_secret(args: dict) -> dict:
    return {**args, "secret": _SECRETS[Token.parse(args["token"]).id]}


def table_load(args: dict) -> dict:
    return _load(_with_secret(args))


def table_move(args: dict) -> dict:
    return _move(_with_secret(args))


def table_why(args: dict) -> dict:
    return _why(_with_secret(args))


def _open(reply: dict):
    """The table behind a reply (its token, with the secret the reply was dealt from)."""
    t = Token.parse(reply["token"])
    secret = bytes.fromhex(_SECRETS[t.id])
    return tb.open_table(t, secret) if t.game == "bura" else to.open_session(t, secret)


def _forge(game: str, choices: str, options: tuple = (), secret: str = "00" * 16) -> str:
    """A token sealed as the owner's browser would seal it, with any choices: what
    the replay itself checks (the seal aside)."""
    module = tb if game == "bura" else to
    rules = module.rules_of(Token(game, "", "n", options, "", ""),
                            __import__(f"karty.{game}", fromlist=["Rules"]).Rules)
    keys = keys_for(game, bytes.fromhex(secret), module.key_count(rules))
    t = Token(game, game_id(game, "n", options, keys.key(0)), "n", options, choices, "")
    _SECRETS[t.id] = secret
    return str(seal(t, keys))


def _cards_in(reply: dict) -> set[str]:
    """Every card the reply names, in Latin or Unicode notation (the token aside)."""
    text = json.dumps({k: v for k, v in reply.items() if k != "token"}, ensure_ascii=False)
    found = set(re.findall(r"(?<![0-9A-Za-z])(10|[6-9JQKA])([SCDH♠♣♦♥])(?![0-9A-Za-z])", text))
    signs = {"♠": "S", "♣": "C", "♦": "D", "♥": "H"}
    return {r + signs.get(s, s) for r, s in found}


def _hidden_bura(table: tb.Table) -> set[str]:
    """The cards the reader may not know: the computer's hand and the stock (the
    turned-up trump aside, and a card the reader saw go into the computer's hand)."""
    s = table.state
    obs = s.observation(0)
    known = set()
    if s.trump_card is not None and obs["trump_card_at"] in ("stock", "opponent"):
        known.add(s.trump_card.ascii())
    if s.outcome is not None and s.outcome.reason.value == "bura":
        known |= {c.ascii() for c in s.hands[1]}  # a «Бура» is shown when declared
    return {c.ascii() for c in s.hands[1] + s.stock} - known


def _pick(reply: dict, rng: random.Random) -> str:
    moves = reply["moves"]
    options = [m["move"] for m in moves["cards"]]
    options += ["molodka"] * moves["molodka"] + ["pass"] * moves["pass"]
    if moves["claim"] and rng.random() < 0.05:
        options.append("claim")
    return rng.choice(options)


# ------------------------------------------------------------------ the token
H16 = "0123456789abcdef"


def test_token_round_trips_and_names_each_bad_part():
    t = Token.parse(f"bura.2.{H16}.h.kons=3,stake=2.01_3a.{H16}")
    assert (t.id, t.level, t.options, t.choices, t.seal) == (
        H16, "h", (("kons", "3"), ("stake", "2")), "01_3a", H16)
    assert str(t) == f"bura.2.{H16}.h.kons=3,stake=2.01_3a.{H16}"
    bad = {f"durak.2.{H16}.n.-.-.{H16}": "game", f"bura.3.{H16}.n.-.-.{H16}": "version",
           "bura.1.1.n.-.-": "version", f"bura.2.{H16[:-1]}.n.-.-.{H16}": "id",
           f"bura.2.{H16.upper()}.n.-.-.{H16}": "id",
           f"bura.2.{H16}.x.-.-.{H16}": "level", f"bura.2.{H16}.n.kons.-.{H16}": "options",
           f"bura.2.{H16}.n.stake=2,kons=3.-.{H16}": "options",
           f"bura.2.{H16}.n.-.a+b.{H16}": "choices", f"bura.2.{H16}.n.-.-.xyz": "seal",
           f"bura.2.{H16}.n.-.-.{H16}.{H16}": "reveal", f"bura.2.{H16}.n.-.-": "token"}
    for text, part in bad.items():
        with pytest.raises(NotationError) as e:
            Token.parse(text)
        assert e.value.en.startswith(part + ":") and e.value.ru.startswith(part + ":"), text


def test_the_tables_are_the_registrys_and_an_unknown_game_is_named_in_both_languages():
    import karty
    from karty.games import table_games

    with_table = [g.name for g in karty.GAMES if g.table is not None]
    assert list(table_games()) == with_table and "bura" in with_table and "ochko" in with_table
    for name in with_table:  # each table module answers the dispatcher's three calls
        module = karty.load_game(name).table_module()
        assert all(callable(getattr(module, f)) for f in ("api_new", "api_load", "api_move"))
        reply = table_new({"game": name, "secret": _sec(3), "level": "n", "lang": "en"})
        assert reply["token"].startswith(f"{name}.2.{reply['id']}.n.")
        assert table_load({"token": reply["token"], "lang": "en"})["token"] == reply["token"]
    # a game without a table (Стос) and a game that does not exist: refused, quoted
    no_table = [g.name for g in karty.GAMES if g.table is None]
    for name in [*no_table, "durak", "<b>"]:
        for fn, args in [("table_new", {"game": name, "secret": _sec(1), "level": "n"}),
                         ("table_load", {"token": f"{name}.2.{H16}.n.-.-.{H16}"}),
                         ("table_move", {"token": f"{name}.2.{H16}.n.-.-.{H16}",
                                         "move": "draw"})]:
            reply = call(fn, args)
            assert not reply["ok"] and reply["error"]["type"] == "NotationError", (fn, name)
            err = reply["error"]
            assert f"'{name}'" in err["message"] and f"'{name}'" in err["message_ru"], err
            assert "play table" in err["message"] and "игровым столом" in err["message_ru"]
            assert ", ".join(with_table) in err["message"]
    # a table without «why not?» says so, naming the game
    token = table_new({"game": "ochko", "secret": _sec(4), "level": "n", "lang": "en"})["token"]
    reply = call("table_why", {"token": token, "cards": ["6S"]})
    assert not reply["ok"] and "'ochko'" in reply["error"]["message"]
    assert "'ochko'" in reply["error"]["message_ru"]


def test_a_token_is_checked_like_the_url_state():
    # an unknown rule option, a bad value, a choice that is not a legal move
    for token, err, where in [(f"bura.2.{H16}.n.colour=red.-.{H16}", RulesError, "colour"),
                              (f"bura.2.{H16}.n.kons=0.-.{H16}", RulesError, "kons"),
                              (_forge("bura", "z"), NotationError, "кон 1, move 1"),
                              (_forge("bura", "_"), NotationError, "not finished"),
                              (_forge("ochko", "q"), NotationError, "'q'")]:
        reply = call("table_load", _with_secret({"token": token, "lang": "en"})
                     if token in (_forge("bura", "z"), _forge("bura", "_"), _forge("ochko", "q"))
                     else {"token": token, "secret": "00" * 16, "lang": "en"})
        assert not reply["ok"], token
        assert reply["error"]["type"] == err.__name__
        assert where in reply["error"]["message"], reply["error"]


# ------------------------------------------------------------------ Бура
def test_a_whole_bura_match_to_its_end_hides_the_computers_cards():
    rng = random.Random(5)
    reply = table_new({"game": "bura", "secret": _sec(11), "level": "n", "lang": "ru",
                       "options": {"kons": "3"}})
    assert reply["token"].startswith(f"bura.2.{reply['id']}.n.kons=3.")
    steps = 0
    while not reply["match"]["over"]:
        table = _open(reply)
        assert not (_cards_in(reply) & _hidden_bura(table)), (reply["token"], _cards_in(reply))
        assert reply["table"]["computer_cards"] == len(table.state.hands[1])
        if reply["kon"] is not None:
            reply = table_move({"token": reply["token"], "move": "next", "lang": "ru"})
        else:
            assert reply["to_act"] == "you"
            reply = table_move({"token": reply["token"], "move": _pick(reply, rng),
                                "lang": "ru"})
        steps += 1
        assert steps < 500
    m = reply["match"]
    assert m["kon"] == 3 and len(m["history"]) == 3
    assert m["wins"]["you"] + m["wins"]["computer"] + m["wins"]["nobody"] == 3
    assert m["net"] == sum(k["returns"] for k in m["history"])
    assert m["settlement"] and m["settlement"][0]["rule"] == "bura.match"
    assert "bura.s20" in m["settlement"][0]["segments"]
    # the finished match replays from its token alone, and no further кон is dealt
    assert table_load({"token": reply["token"], "lang": "ru"})["match"] == m
    with pytest.raises(IllegalActionError):
        table_move({"token": reply["token"], "move": "next", "lang": "ru"})


def test_the_winner_of_a_kon_deals_the_next():
    rng = random.Random(2)
    reply = table_new({"game": "bura", "secret": _sec(3), "level": "e", "lang": "en"})
    while reply["kon"] is None:
        reply = table_move({"token": reply["token"], "move": _pick(reply, rng), "lang": "en"})
    winner = reply["kon"]["winner"]
    if winner is not None:
        assert reply["match"]["next_dealer"] == winner
        assert reply["kon"]["steps"][0]["rule"] == "bura.next-dealer"
    nxt = table_move({"token": reply["token"], "move": "next", "lang": "en"})
    assert nxt["match"]["kon"] == 2 and nxt["match"]["dealer"] == reply["match"]["next_dealer"]
    assert nxt["token"].count("_") == 1


def test_every_log_step_cites_a_registered_rule_and_its_sentences():
    reply = table_new({"game": "bura", "secret": _sec(9), "level": "n", "lang": "en"})
    reply = table_move({"token": reply["token"], "move": _pick(reply, random.Random(1)),
                        "lang": "en"})
    steps = [s for e in reply["log"] for s in e["steps"]]
    assert steps and reply["new"]
    for s in steps:
        assert s["rule"] in REGISTRY and s["statement"] and s["kind"] in (
            "source", "editorial", "supplement")
        assert s["segments"] == list(REGISTRY[s["rule"]].provenance.segments)


def test_the_same_token_gives_the_same_game_and_moves_are_checked():
    a = table_new({"game": "bura", "secret": _sec(77), "level": "n", "lang": "en"})
    b = table_load({"token": a["token"], "lang": "en"})
    assert a["table"] == b["table"] and a["moves"] == b["moves"]
    with pytest.raises(NotationError):
        table_move({"token": a["token"], "move": "lead", "lang": "en"})
    hand = a["table"]["hand"]
    missing = next(c for c in sorted(CODES) if c not in hand and c not in a["table"]["trick"])
    with pytest.raises(IllegalActionError) as e:
        table_move({"token": a["token"], "move": f"lead {missing}", "lang": "en"})
    assert missing[:-1] in e.value.en


def _table_at(phase: str, seed_from: int = 1) -> dict:
    """A fresh table where the reader is to lead or to answer a one-card lead."""
    for seed in range(seed_from, seed_from + 300):
        r = table_new({"game": "bura", "secret": _sec(seed), "level": "n", "lang": "en"})
        if r["phase"] == phase and (phase != "answer" or len(r["table"]["trick"]) == 1):
            return r
    raise AssertionError(phase)


def test_why_names_the_rule():
    lead = _table_at("lead")
    hand = lead["table"]["hand"]
    suits = {}
    for c in hand:
        suits.setdefault(c[-1], []).append(c)
    if len(suits) > 1:
        two = [next(iter(v)) for v in suits.values()][:2]
        why = table_why({"token": lead["token"], "cards": two, "lang": "ru"})
        assert not why["legal"] and why["rule"]["rule"] == "bura.lead"
        assert "масти" in why["reason"]
    ok = table_why({"token": lead["token"], "cards": [hand[0]], "lang": "en"})
    assert ok["legal"] and ok["moves"][0]["move"] == f"lead {hand[0]}"
    answer = _table_at("answer")
    hand = answer["table"]["hand"]
    why = table_why({"token": answer["token"], "cards": hand[:2], "lang": "en"})
    assert not why["legal"] and why["rule"]["rule"] == "bura.answer-count"
    beaten = {m["cards"][0] for m in answer["moves"]["cards"] if m["kind"] == "beat"}
    cannot = [c for c in hand if c not in beaten]
    if cannot:
        why = table_why({"token": answer["token"], "cards": cannot[:1], "lang": "en"})
        assert why["rule"]["rule"] in REGISTRY and why["reason"]
        assert [m["kind"] for m in why["moves"]] == ["discard"]
    with pytest.raises(NotationError):
        table_why({"token": answer["token"], "cards": ["6X"], "lang": "en"})


@pytest.mark.parametrize("level", ["e", "n", "h"])
def test_each_strength_plays_legal_moves(level):
    reply = table_new({"game": "bura", "secret": _sec(21), "level": level, "lang": "en"})
    assert reply["level"] == level
    rng = random.Random(4)
    for _ in range(3):
        if reply["kon"] is not None:
            break
        reply = table_move({"token": reply["token"], "move": _pick(reply, rng), "lang": "en"})
    table_load({"token": reply["token"], "lang": "en"})  # the computer's choices replay


def test_the_hard_computer_is_the_search_player():
    assert type(tb.computer("h")).__name__ == "SearchPlayer"
    assert type(tb.computer("e")).__name__ == "RandomPlayer"
    assert type(tb.computer("n")).__name__ == "HeuristicPlayer"


def test_options_differing_from_the_default_are_kept_in_the_token():
    r = table_new({"game": "bura", "secret": _sec(1), "level": "n", "lang": "en",
                   "options": {"kons": "5", "stake": "1"}})
    assert ".kons=5." in r["token"] and "stake" not in r["token"]
    assert r["match"]["kons"] == 5 == BuraRules(kons=5).kons


# ------------------------------------------------------------------ Очко
def _ochko_move(reply: dict, rng: random.Random) -> str:
    if reply["amount"]:
        a = reply["amount"]
        word = "bank" if a["kind"] == "bank" else "stake"
        return f"{word} {rng.randint(a['min'], a['max'])}"
    return rng.choice([b["move"] for b in reply["buttons"]])


def test_an_ochko_session_through_a_passing_of_the_bank():
    rng = random.Random(8)
    reply = table_new({"game": "ochko", "secret": _sec(4), "level": "n", "lang": "en"})
    bankers = []
    for _ in range(400):
        bankers.append(next(i for i, s in enumerate(reply["table"]["seats"]) if s["banker"]))
        session = _open(reply)
        # the computer players' cards: hidden ones are counted, never named
        for seat, shown in enumerate(reply["table"]["seats"]):
            hand = [c.ascii() for c in session.state.hands[seat]]
            if not shown["you"] and not shown["banker"]:
                assert shown["cards"] == [] and shown["hidden"] == len(hand)
        if reply["over"] or len(set(bankers)) > 1:
            break
        reply = table_move({"token": reply["token"], "move": _ochko_move(reply, rng),
                            "lang": "en"})
    assert len(set(bankers)) > 1, "the bank never passed"
    assert sum(reply["returns"]) == 0
    again = table_load({"token": reply["token"], "lang": "en"})
    assert again["table"] == reply["table"]


def test_ochko_stakes_are_held_to_the_rules_bounds():
    reply = next(r for n in range(5, 40)
                 if (r := table_new({"game": "ochko", "secret": _sec(n), "level": "n",
                                     "lang": "ru"}))["amount"]["kind"] == "stake")
    hi = reply["amount"]["max"]
    with pytest.raises(IllegalActionError) as e:
        table_move({"token": reply["token"], "move": f"stake {hi + 1}", "lang": "ru"})
    assert str(hi + 1) in e.value.ru
    ok = table_move({"token": reply["token"], "move": f"stake {hi}", "lang": "ru"})
    assert ok["token"].endswith(f".p{hi}") or f".p{hi}" in ok["token"]
    assert {b["move"] for b in ok["buttons"]} <= {"draw", "dark", "stand", "stuk", "deal", "ask",
                                                 "collect"}


# ------------------------------------------------------------------ option values in words
@pytest.mark.parametrize("game", [g.name for g in GAMES])
def test_every_option_value_has_words_in_both_languages(game):
    options = call("rules_options", {"game": game})["result"]["options"]
    for o in options:
        for c in o["choices"]:
            words = c["words"]
            assert words and words["en"] and words["ru"], (o["name"], c["value"])
            # words, not the identifier (numbers stand for themselves)
            if not str(c["value"]).isdigit():
                assert words["en"] != c["value"] and words["ru"] != c["value"], c
