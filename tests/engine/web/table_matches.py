"""Whole games played through the play tables' API as the page plays them
(table_new, table_move, table_load only), each checked against the engine's own
game fed the same kons: Бура against karty.bura.match.Match, Очко against a
fresh karty.ochko state replaying the same history.

Used by tests/engine/web/test_table_tokens.py (a few games) and
bench/table_matches.py (1,000 of each). Imports only karty (runs under Pyodide too).
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from karty.bura import BuraState, Match
from karty.bura import Rules as BuraRules
from karty.bura.position import Reason
from karty.bura.table import ALPHABET
from karty.ochko import Rules as OchkoRules
from karty.ochko.state import State as OchkoState
from karty.web.table import table_load, table_move, table_new
from karty.web.table.token import Token, chain, hex_key


@dataclass
class Tally:
    games: int = 0
    kons: int = 0
    moves: int = 0
    ends: Counter[str] = field(default_factory=Counter)
    disagreements: list[str] = field(default_factory=list)
    longest_token: int = 0


def secret_of(n: int, game: str) -> str:
    """A fixed secret per game number: the tests' randomness is explicit."""
    return random.Random(f"{game}/{n}").randbytes(16).hex()


# ------------------------------------------------------------------ Бура
def reference_match(token: str, secret: str) -> Match:
    """karty's own Match fed the kons the token names: the deal of each from its
    key (token.py's chain), each choice applied as legal_actions()[index], every
    finished кон booked. Independent of karty.bura.table's replay."""
    t = Token.parse(token)
    rules = BuraRules.from_dict({k: _value(BuraRules, k, v) for k, v in t.options})
    keys = chain(bytes.fromhex(secret), "bura", rules.kons)
    m = Match.start(rules, random.Random(hex_key(keys[0], "first")))
    for k, part in enumerate(t.choices.split("_") if t.choices else [""]):
        s = m.new_kon()
        s.apply_action(s.sample_chance(random.Random(hex_key(keys[k], "deal"))))
        for ch in part:
            s.apply_action(s.legal_actions()[ALPHABET.index(ch)])
        if s.is_terminal():
            m.record(s)
    return m


def _value(rules: type, key: str, text: str) -> Any:
    from karty.web.common import option_value

    return option_value({o.name: o for o in rules.options()}[key], text)


def _bura_pick(reply: dict[str, Any], rng: random.Random, claims: float = 0.03) -> str:
    moves = reply["moves"]
    if moves["claim"] and rng.random() < claims:
        return "claim"
    options = [m["move"] for m in moves["cards"]]
    options += ["molodka"] * moves["molodka"] + ["pass"] * moves["pass"]
    return rng.choice(options)


def _who(seat: int | None) -> str | None:
    return None if seat is None else ("you" if seat == 0 else "computer")


def _check_bura(reply: dict[str, Any], secret: str, tally: Tally, where: str) -> None:
    ref = reference_match(reply["token"], secret)
    m = reply["match"]
    wins = ref.wins()
    done = len(ref.kons)
    want = {"wins": {"you": wins[0], "computer": wins[1], "nobody": wins[2]},
            "net": ref.returns()[0], "next_dealer": _who(ref.dealer),
            "over": reply["kon"] is not None and ref.is_over(),
            "history": [{"kon": i, "dealer": _who(k.dealer), "winner": _who(k.outcome.winner),
                         "reason_kind": k.outcome.reason.value,
                         "points": list(k.outcome.points), "returns": k.returns[0]}
                        for i, k in enumerate(ref.kons, 1)]}
    got = {k: m[k] for k in want}
    # the summary's words for how a кон ended are the page's; the rest is compared
    got["history"] = [{k: v for k, v in h.items() if k != "reason"} for h in got["history"]]
    if got != want:
        tally.disagreements.append(f"{where}: table {got} != match {want}")
    # the кон shown is the match's: finished ones booked, the current one next
    kon_no = done if reply["kon"] is not None else done + 1
    if m["kon"] != kon_no or m["kon"] > ref.rules.kons:
        tally.disagreements.append(f"{where}: кон {m['kon']}, the match has {done} booked")
    again = table_load({"token": reply["token"], "secret": secret, "lang": "en"})
    for key in ("table", "match", "kon", "moves", "token"):
        if again[key] != reply[key]:
            tally.disagreements.append(f"{where}: table_load differs in {key}")
    tally.longest_token = max(tally.longest_token, len(reply["token"]), len(reply["share"]))


def play_bura(n: int, tally: Tally, kons: int = 20, level: str = "n",
              options: dict[str, str] | None = None, claims: float = 0.03,
              check_every: int = 1) -> None:
    """One match, game number ``n``, through the table API; every reply checked."""
    secret = secret_of(n, "bura")
    rng = random.Random(n)
    reply = table_new({"game": "bura", "secret": secret, "level": level, "lang": "en",
                       "options": {"kons": str(kons), **(options or {})}})
    steps = 0
    while True:
        if steps % check_every == 0 or reply["match"]["over"]:
            _check_bura(reply, secret, tally, f"bura {n} move {steps}")
        tally.longest_token = max(tally.longest_token, len(reply["token"]), len(reply["share"]))
        if reply["kon"] is not None:
            ended = reply["kon"]
            tally.kons += 1
            log_moves = [e for e in reply["log"] if e["who"] != "deal"]
            reason = Reason(ended["reason_kind"])
            tally.ends["on the deal" if not log_moves else reason.value] += 1
            if reply["match"]["over"]:
                break
            reply = table_move({"token": reply["token"], "secret": secret, "move": "next",
                                "lang": "en"})
        else:
            reply = table_move({"token": reply["token"], "secret": secret,
                                "move": _bura_pick(reply, rng, claims), "lang": "en"})
        steps += 1
        tally.moves += 1
        if steps > 60 * kons:
            tally.disagreements.append(f"bura {n}: no end after {steps} moves")
            return
    if reply["match"]["kon"] != kons or len(reply["match"]["history"]) != kons:
        tally.disagreements.append(f"bura {n}: the match ran {reply['match']['kon']} кон")
    tally.games += 1


# ------------------------------------------------------------------ Очко
def _ochko_pick(reply: dict[str, Any], rng: random.Random) -> str:
    if reply["amount"]:
        a = reply["amount"]
        word = "bank" if a["kind"] == "bank" else "stake"
        return f"{word} {rng.randint(a['min'], a['max'])}"
    return rng.choice([b["move"] for b in reply["buttons"]])


def _check_ochko(reply: dict[str, Any], secret: str, tally: Tally, where: str) -> None:
    from karty.ochko.table import open_session

    session = open_session(Token.parse(reply["token"]), bytes.fromhex(secret))
    # the engine's own session fed the same history, through its own replay
    ref = OchkoState.from_dict(session.state.to_dict())
    want = {"returns": list(ref.returns()), "over": ref.is_terminal(),
            "purses": [s for s in ref.purses],
            "banker": ref.banker, "round": ref.rounds,
            "outcomes": [{"kon": o.kon, "seat": o.seat, "stake": o.stake,
                          "player_won": o.player_won, "reason": o.reason.value}
                         for o in ref.outcomes[-12:]]}
    seats = reply["table"]["seats"]
    got = {"returns": reply["returns"], "over": reply["over"],
           "purses": [s["purse"] for s in seats],
           "banker": next((i for i, s in enumerate(seats) if s["banker"]), None),
           "round": reply["table"]["round"], "outcomes": reply["outcomes"]}
    if got != want:
        tally.disagreements.append(f"{where}: table {got} != state {want}")
    if sum(ref.returns()) != 0 or ref.rounds > 30:
        tally.disagreements.append(f"{where}: returns {ref.returns()}, rounds {ref.rounds}")
    again = table_load({"token": reply["token"], "secret": secret, "lang": "en"})
    for key in ("table", "outcomes", "returns", "token", "buttons", "amount"):
        if again[key] != reply[key]:
            tally.disagreements.append(f"{where}: table_load differs in {key}")
    tally.longest_token = max(tally.longest_token, len(reply["token"]), len(reply["share"]))


def play_ochko(n: int, tally: Tally, level: str = "n", check_every: int = 1) -> None:
    """One session, game number ``n``, through the table API."""
    secret = secret_of(n, "ochko")
    rng = random.Random(n)
    reply = table_new({"game": "ochko", "secret": secret, "level": level, "lang": "en"})
    steps = 0
    while not reply["over"]:
        if steps % check_every == 0:
            _check_ochko(reply, secret, tally, f"ochko {n} move {steps}")
        reply = table_move({"token": reply["token"], "secret": secret,
                            "move": _ochko_pick(reply, rng), "lang": "en"})
        steps += 1
        tally.moves += 1
        if steps > 2000:
            tally.disagreements.append(f"ochko {n}: no end after {steps} moves")
            return
    _check_ochko(reply, secret, tally, f"ochko {n} end")
    tally.kons += reply["table"]["round"]
    tally.ends["30 кон" if reply["table"]["round"] == 30 else "ended sooner"] += 1
    tally.games += 1


def check_bura_against_rules() -> None:
    """BuraState is imported for the reference's type (the table's own state class)."""
    assert BuraState and OchkoRules


def long_ochko_pick(reply: dict[str, Any], rng: random.Random) -> str:
    """A reader who makes the session as long as it gets: the smallest stakes and
    banks, deal on rather than «стук», ask every player, draw up to 19."""
    if reply["amount"]:
        a = reply["amount"]
        return f"{'bank' if a['kind'] == 'bank' else 'stake'} {a['min']}"
    moves = [b["move"] for b in reply["buttons"]]
    mine = next(s for s in reply["table"]["seats"] if s["you"])
    for want in ("deal", "ask"):
        if want in moves:
            return want
    if "draw" in moves and (mine["value"] or 0) < 19:
        return "draw"
    return "stand" if "stand" in moves else moves[0]
