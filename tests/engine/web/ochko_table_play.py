"""An Очко table session played to its end through the table's own replay (shared by
the engine's and the browser's review tests): the reader stakes the least, draws
below 17 and, once, makes a deliberately bad choice (stands on 11 or less, or draws
on 20); as banker he puts up the least bank, asks everyone and draws below 17."""
from __future__ import annotations

from karty.ochko import table as table_ochko
from karty.ochko.rules import Rules
from karty.ochko.state import evaluate
from karty.ochko.table_view import view
from karty.web.table import table_new
from karty.web.table.token import Token


def choice(session, blunder: bool) -> tuple[str, bool]:
    """The reader's next decision, and whether it is the blunder."""
    s = session.state
    obs = s.observation(0)
    legal = [str(a) for a in s.legal_actions()]
    phase = obs["phase"]
    if phase == "opening-bank":
        return f"bank {obs['bank_bounds'][0]}", False
    if phase == "stake":
        return f"stake {obs['stake_bounds'][0]}", False
    if phase == "stuk":
        return "deal", False
    if phase == "ask":
        return ("ask" if "ask" in legal else legal[0]), False
    cards = s.hands[0]
    total = evaluate(cards, Rules()).points
    if phase == "player" and blunder and len(cards) >= 2 and "stand" in legal and total <= 11:
        return "stand", True
    if phase == "player" and blunder and total == 20 and "draw" in legal:
        return "draw", True
    want = "draw" if total < 17 else "stand"
    return (want if want in legal else legal[0]), False


def finish(n: int, stop_before_last: bool = False) -> tuple[dict, str | None]:
    """The session of secret ``n`` played to its end (or to the reader's last
    decision); its view and the blunder made (None if the chance never came)."""
    secret = f"{n:032x}"
    r = table_new({"game": "ochko", "secret": secret, "level": "n", "lang": "en"})
    session = table_ochko.open_session(Token.parse(r["token"]), bytes.fromhex(secret))
    bad = None
    while not session.state.is_terminal():
        text, was_bad = choice(session, bad is None)
        if was_bad:
            bad = text
        before = view(session, "en")
        table_ochko.move(session, text)
        if stop_before_last and session.state.is_terminal():
            return before, bad
    return view(session, "en"), bad
