"""The play tables' games and tokens (karty.web.table, token.py): every кон
booked as the engine's own match books it, tokens that cannot be rewritten or
read, and a bound on their length. Imports only karty and pytest (and the
helper table_matches.py beside this file).

bench/table_matches.py plays 1,000 games of each table with the same checks."""

import json
import random
import re

import pytest
from karty import KartyError, NotationError
from karty.bura import Rules as BuraRules
from karty.bura import table as tb
from karty.ochko import table as to
from karty.web import FUNCTIONS, call
from karty.web.table import table_limits, table_load, table_move, table_new, table_why
from karty.web.table.token import MAX_TOKEN, Token, chain
from table_matches import Tally, play_bura, play_ochko, secret_of

SECRET = "0123456789abcdef" * 2


# ------------------------------------------------------------------ every кон booked
def test_bura_matches_agree_with_the_engines_match_for_every_way_a_kon_ends():
    tally = Tally()
    for n in range(8):  # a harder claim (target 90) lets kons run to the last card
        play_bura(n, tally, kons=10, level="n", options={"target": "90"} if n % 2 else None)
    assert tally.disagreements == []
    assert tally.games == 8 and tally.kons == 80
    for way in ("on the deal", "claim-made", "claim-failed", "deck-exhausted"):
        assert tally.ends[way] > 0, (way, tally.ends)


def test_a_kon_dealt_bura_is_booked_and_the_match_keeps_its_length():
    """The audit's lost кон: a кон that ends on the deal was never booked."""
    for n in range(400):
        secret = secret_of(n, "deal")
        r = table_new({"game": "bura", "secret": secret, "level": "n", "lang": "en",
                       "options": {"kons": "2"}})
        if r["kon"] is not None:
            break
    else:
        raise AssertionError("no кон dealt «Бура» in 400 games")
    assert r["match"]["history"] and len(r["match"]["history"]) == 1
    assert r["match"]["kon"] == 1 and not r["match"]["over"]
    nxt = table_move({"token": r["token"], "secret": secret, "move": "next", "lang": "en"})
    assert nxt["match"]["kon"] == 2
    assert table_load({"token": nxt["token"], "secret": secret})["match"] == nxt["match"]


def test_ochko_sessions_agree_with_the_engines_own_replay():
    tally = Tally()
    for n in range(2):
        play_ochko(n, tally, level="en"[n % 2], check_every=3)
    assert tally.disagreements == [] and tally.games == 2 and tally.kons > 10


# ------------------------------------------------------------------ games to tamper with
def _bura_game(n: int, moves: int, kons: int = 3) -> tuple[str, dict]:
    secret = secret_of(n, "tamper")
    rng = random.Random(n)
    r = table_new({"game": "bura", "secret": secret, "level": "n", "lang": "en",
                   "options": {"kons": str(kons)}})
    for _ in range(moves):
        if r["match"]["over"]:
            break
        if r["kon"] is not None:
            move = "next"
        else:
            m = r["moves"]
            move = rng.choice([c["move"] for c in m["cards"]] + ["pass"] * m["pass"]
                              + ["molodka"] * m["molodka"])
        r = table_move({"token": r["token"], "secret": secret, "move": move, "lang": "en"})
    return secret, r


def _ochko_game(n: int, moves: int) -> tuple[str, dict]:
    secret = secret_of(n, "tamper-o")
    rng = random.Random(n)
    r = table_new({"game": "ochko", "secret": secret, "level": "n", "lang": "en"})
    for _ in range(moves):
        if r["over"]:
            break
        if r["amount"]:
            a = r["amount"]
            move = f"{'bank' if a['kind'] == 'bank' else 'stake'} {rng.randint(a['min'], a['max'])}"
        else:
            move = rng.choice([b["move"] for b in r["buttons"]])
        r = table_move({"token": r["token"], "secret": secret, "move": move, "lang": "en"})
    return secret, r


def _refused(token: str, secret: str, part: str | None = None) -> None:
    with pytest.raises(KartyError) as e:
        table_load({"token": token, "secret": secret, "lang": "en"})
    assert e.value.en and e.value.ru and e.value.en != e.value.ru
    if part is not None:
        assert e.value.en.startswith(part + ":") and e.value.ru.startswith(part + ":"), e.value.en


def _computer_positions(token: str, secret: str) -> list[int]:
    """Where in the token's choices the computer's own decisions are."""
    t = Token.parse(token)
    table = tb.open_table(t, bytes.fromhex(secret))
    # replay kon by kon: every entry of every кон, the deal aside, is one character
    whos = []
    for record in table.match.kons:
        s = tb.BuraState(table.rules, record.dealer)
        for a in record.history:
            who = s.current_player()
            s.apply_action(a)
            if who >= 0:
                whos.append(who)
        whos.append(-2)  # the "_"
    whos += [e.who for e in table.log if e.who != tb.DEAL]
    head = len(t.body()) - len(t.choices)
    return [head + i for i, w in enumerate(whos) if w == tb.COMPUTER]


GAMES = 6


def test_rewriting_the_computers_choices_is_refused():
    edits = 0
    for n in range(GAMES):
        secret, r = _bura_game(n, 8)
        token = r["token"]
        for pos in _computer_positions(token, secret):
            for ch in "0123abc":
                if ch != token[pos]:
                    _refused(token[:pos] + ch + token[pos + 1:], secret)
                    edits += 1
    assert edits > 100


def test_changing_the_level_mid_game_is_refused_naming_it():
    for n in range(GAMES):
        for secret, r in (_bura_game(n, 5), _ochko_game(n, 5)):
            t = Token.parse(r["token"])
            for level in "enh":
                if level != t.level:
                    edited = r["token"].replace(f".{t.id}.{t.level}.", f".{t.id}.{level}.")
                    _refused(edited, secret, "level")


def test_changing_the_id_or_adding_an_option_is_refused():
    rng = random.Random(3)
    for n in range(GAMES):
        for secret, r in (_bura_game(n, 5), _ochko_game(n, 5)):
            t = Token.parse(r["token"])
            for _ in range(20):
                i = rng.randrange(len(t.id))
                gid = t.id[:i] + rng.choice("0123456789abcdef".replace(t.id[i], "")) + t.id[i + 1:]
                _refused(r["token"].replace(t.id, gid), secret, "id")
            added = ["kons=5", "stake=2", "target=40"] if t.game == "bura" else [
                "min_stake=2", "dark=false"]
            for opt in added:
                opts = ",".join(sorted([*(f"{k}={v}" for k, v in t.options), opt]))
                edited = f"{t.game}.2.{t.id}.{t.level}.{opts}.{t.choices or '-'}.{t.seal}"
                _refused(edited, secret)


def test_changing_a_past_ochko_stake_is_refused():
    edits = 0
    for n in range(GAMES):
        secret, r = _ochko_game(n, 12)
        for m in re.finditer(r"p([0-9]+)", Token.parse(r["token"]).choices):
            for amount in (1, 2, int(m.group(1)) + 1):
                if str(amount) != m.group(1):
                    edited = r["token"].replace(f".{Token.parse(r['token']).choices}.",
                                                "." + Token.parse(r["token"]).choices[:m.start()]
                                                + f"p{amount}"
                                                + Token.parse(r["token"]).choices[m.end():] + ".")
                    _refused(edited, secret, "seal")
                    edits += 1
    assert edits > 5


def test_random_character_edits_are_refused_or_change_nothing():
    rng = random.Random(11)
    alphabet = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ._-=,~ "
    refused = 0
    for n in range(GAMES):
        for secret, r in (_bura_game(n, 6), _ochko_game(n, 6)):
            token = r["token"]
            for _ in range(60):
                i = rng.randrange(len(token))
                edited = token[:i] + rng.choice(alphabet) + token[i + 1:]
                if edited.strip() == token:
                    continue
                _refused(edited, secret)
                refused += 1
    assert refused > 500


def test_a_v1_token_is_refused_as_from_an_older_version():
    reply = call("table_load", {"token": "bura.1.92.n.kons=1.-", "lang": "ru"})
    assert not reply["ok"] and "older version" in reply["error"]["message"]
    assert "прежней версии" in reply["error"]["message_ru"]


# ------------------------------------------------------------------ nothing hidden readable
def _hidden_bura(table: tb.Table) -> set[str]:
    s = table.state
    return {c.ascii() for c in s.hands[1] + s.stock}


def test_without_the_secret_no_function_deals_an_unfinished_game():
    for n in range(GAMES):
        for secret, r in (_bura_game(n, 3), _ochko_game(n, 3)):
            token = r["token"]
            assert r["share"] == token  # an unfinished кон's link reveals no key
            t = Token.parse(token)
            # the token's own replay needs keys it does not hold
            with pytest.raises(NotationError) as e:
                (tb if t.game == "bura" else to).replay(t, tb.Keys(t.game, None, ()))
            assert e.value.token == "secret"
            # every function of the web API, given the token (and the page's other args)
            for fn in FUNCTIONS:
                args = {"token": token, "lang": "en", "move": "pass", "cards": ["6S"], "kon": 1,
                        "game": t.game, "state": {"token": token}, "level": t.level}
                reply = call(fn, args)
                if fn.startswith("table_"):
                    assert not reply["ok"] and reply["error"]["token"] in ("secret", "ochko"), (fn, reply)
            # the reader's own secret opens it, and only it
            table_load({"token": token, "secret": secret})
            _refused(token, secret_of(n + 100, "tamper"), "id")


def test_replies_never_carry_a_secret_or_a_key_of_an_unfinished_kon():
    for n in range(4):
        secret, r = _bura_game(n, 40, kons=3)
        keys = [k.hex() for k in chain(bytes.fromhex(secret), "bura", 3)]
        text = json.dumps(r)
        assert secret not in text
        finished = len(r["match"]["history"])
        for i, k in enumerate(keys):
            assert (k in text) == (r["kon"] is not None and i == finished - 1), (i, finished)
        table = tb.open_table(Token.parse(r["token"]), bytes.fromhex(secret))
        if r["kon"] is None:
            # the page's reply names no card of the computer's hand or the stock
            named = set(re.findall(r"\b(?:10|[6-9JQKA])[SCDH]\b", json.dumps(
                {k: v for k, v in r.items() if k not in ("token", "share")})))
            assert not named & _hidden_bura(table)


def test_a_finished_kon_shared_loads_read_only_and_checks_the_computers_moves():
    for n in range(4):
        secret, r = _bura_game(n, 60, kons=2)
        while r["kon"] is None:
            secret, r = _bura_game(n + 50, 60, kons=2)
        share = r["share"]
        assert share != r["token"] and len(share.split(".")) == 8
        seen = table_load({"token": share, "lang": "en"})  # another browser: no secret
        assert seen["readonly"] and seen["match"] == r["match"] and seen["table"] == r["table"]
        with pytest.raises(NotationError):
            table_move({"token": share, "move": "next", "lang": "en"})
        # its computer's moves are recomputed: a changed one is refused
        for pos in _computer_positions(r["token"], secret)[:6]:
            for ch in "012":
                if ch != share[pos]:
                    with pytest.raises(KartyError):
                        table_load({"token": share[:pos] + ch + share[pos + 1:], "lang": "en"})
        # a changed level, or a key of another game, is refused
        t = Token.parse(share)
        other = "nh"[t.level == "n"]
        with pytest.raises(NotationError):
            table_load({"token": share.replace(f".{t.id}.{t.level}.", f".{t.id}.{other}."),
                        "lang": "en"})
        with pytest.raises(NotationError):
            table_load({"token": share[:-64] + "0" * 64, "lang": "en"})
        assert tb.review(t, None).kons == tb.open_table(t, bytes.fromhex(secret)).match.kons


def test_the_page_passes_the_secret_and_bad_ones_are_named():
    for bad in (None, 5, "xyz", "00" * 15, "0G" * 16, "00" * 17):
        reply = call("table_new", {"game": "bura", "secret": bad, "level": "n"})
        assert not reply["ok"] and reply["error"]["token"] == "secret"
        assert "secret" in reply["error"]["message"] and "secret" in reply["error"]["message_ru"]
    a = table_new({"game": "bura", "secret": SECRET, "level": "n"})
    b = table_new({"game": "bura", "secret": SECRET, "level": "n"})
    c = table_new({"game": "bura", "secret": "f" * 32, "level": "n"})
    assert a == b and a["id"] != c["id"]  # the randomness is the secret's, and only its
    assert table_why({"token": a["token"], "secret": SECRET, "cards": a["table"]["hand"][:1],
                      "lang": "en"})["rule"] is None or True


# ------------------------------------------------------------------ how long a token gets
def _longest_options(rules=BuraRules) -> str:
    from karty.web.common import option_text

    longest = []
    for o in rules.options():
        values = [option_text(c.value) for c in o.choices or ()] or [str(o.maximum)]
        longest.append(f"{o.name}={max(values, key=len)}")
    return ",".join(longest)


def test_the_longest_bura_match_the_table_allows_stays_under_max_token():
    kons = table_limits("bura")["kons"]
    # a кон has at most 18 tricks: two card decisions and two «Молодка» decisions each,
    # one claim: 73 characters and a "_"
    bound = len("bura.2.") + 16 + 3 + len(_longest_options()) + 2 + 74 * kons + 17 + 65
    assert bound <= MAX_TOKEN, bound
    # claims need 120 points and «Бура» counts only on the deal: nearly every кон runs
    # to the last card (the longest kons). Played on one table (a move through the API
    # replays the whole match: 50 кон that way take a minute), the token written at the
    # end, then loaded and checked through the API like any other.
    reply = table_new({"game": "bura", "secret": SECRET, "level": "n", "lang": "en",
                       "options": {"kons": str(kons), "target": "120",
                                   "declarations": "deal-only"}})
    table = tb.open_table(Token.parse(reply["token"]), bytes.fromhex(SECRET))
    rng = random.Random(1)
    longest = 0
    while not (table.state.is_terminal() and table.match.is_over()):
        if table.state.is_terminal():
            tb.move(table, "next")
            longest = max(longest, len(tb.view(table, "en")["share"]))
            continue
        legal = table.state.legal_actions()
        tb._apply(table, rng.choice([i for i, a in enumerate(legal)
                                     if type(a).__name__ != "Claim"]))
        tb.advance(table)
    end = tb.view(table, "en")
    longest = max(longest, len(end["token"]), len(end["share"]))
    assert 25 * kons < longest <= bound, (longest, bound)
    tally = Tally()
    from table_matches import _check_bura

    _check_bura(end, SECRET, tally, "the longest match")
    assert tally.disagreements == [] and end["match"]["over"]
    assert len(end["match"]["history"]) == kons
    reply = call("table_new", {"game": "bura", "secret": SECRET,
                               "options": {"kons": str(kons + 1)}})
    assert not reply["ok"] and reply["error"]["token"] == "kons"
    assert "play table" in reply["error"]["message"] and "стол" in reply["error"]["message_ru"]


def test_the_longest_ochko_session_stays_under_max_token():
    from karty.ochko import Rules as OchkoRules
    from table_matches import long_ochko_pick

    # the options: at most every Очко option at its longest value
    bound = (len("ochko.2.") + 17 + 2 + len(_longest_options(OchkoRules)) + 2
             + 4 * to.MAX_DECISIONS + 17 + 65)
    assert bound <= MAX_TOKEN, bound
    longest = 0
    for n in range(3):  # a reader who makes the session as long as it gets: all 30 кон
        secret = secret_of(n, "long")
        r = table_new({"game": "ochko", "secret": secret, "level": "n"})
        # played on one session (through the API each move replays it all), each
        # reply's tokens measured, the last one loaded through the API
        session = to.open_session(Token.parse(r["token"]), bytes.fromhex(secret))
        moves = 0
        while not r["over"]:
            to.move(session, long_ochko_pick(r, random.Random(n)))
            r = to.view(session, "en")
            moves += 1
            longest = max(longest, len(r["token"]), len(r["share"]))
        assert r["table"]["round"] == to.ROUNDS and moves > 60
        assert table_load({"token": r["token"], "secret": secret})["table"] == r["table"]
        assert len(Token.parse(r["token"]).choices) < to.MAX_DECISIONS
        assert table_load({"token": r["share"]})["readonly"]  # the finished session, shared
    assert 150 < longest < bound
