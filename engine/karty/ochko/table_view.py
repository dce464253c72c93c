"""What the Очко table shows (``view``), from a
:class:`karty.ochko.table.Session`: the reader's observation only.

Besides the position, the page gets what it holds on the table until the reader
taps «Дальше»: each duel finished since his last decision with both hands face
up (the engine shows them at the end of a duel: ``Outcome.player_cards`` and
``banker_cards``) and a line that says who won what and why; and the draw
«на старшего» for the first bank, as cards.

    >>> from karty.ochko.table import replay
    >>> from karty.web.table.token import Token, game_id, keys_for
    >>> keys = keys_for("ochko", bytes(16), 1)
    >>> v = view(replay(Token("ochko", game_id("ochko", "n", (), keys.key(0)), "n", (), "", ""),
    ...                 keys), "en", 0)
    >>> [len(r) for r in v["first_draw"]["rounds"]][:1], v["duels"]
    ([3], [])
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from ..cards import Card
from ..web.common import Lang, tr
from ..web.table.common import steps_json, token_fields
from .actions import Shuffle
from .position import Outcome, Reason, high_card_draw
from .rulebook_duel import SETTLE
from .rules import Rules
from .state import State, evaluate

if TYPE_CHECKING:
    from .table import Entry, Session

#: The reader's seat (as karty.ochko.table numbers it).
YOU: Final = 0


def _who(seat: int, lang: Lang) -> str:
    if seat == YOU:
        return tr(lang, "You (player 1)", "Вы (игрок 1)")
    return tr(lang, f"Computer (player {seat + 1})", f"Компьютер (игрок {seat + 1})")


def _seen(state: State) -> dict[str, Any]:
    """What the reader sees of the table now (no card of another's hidden hand)."""
    obs = state.observation(YOU)
    return {"hands": [{"cards": [Card.parse(c).ascii() for c in h["cards"]],
                       "hidden": h["hidden"]} for h in obs["hands"]],
            "bank": obs["bank"], "bank_start": obs["bank_start"], "stuk": obs["stuk"],
            "purses": obs["purses"], "banker": obs["banker"],
            "to_act": state.current_player(),
            "crosswise": Card.parse(obs["crosswise"]).ascii() if obs["crosswise"] else None}


def _seats(seen: dict[str, Any], rules: Rules, lang: Lang) -> list[dict[str, Any]]:
    seats = []
    for seat, h in enumerate(seen["hands"]):
        cards = [Card.parse(c) for c in h["cards"]]
        value = evaluate(cards, rules) if cards and seat in (YOU, seen["banker"]) else None
        seats.append({"name": _who(seat, lang), "you": seat == YOU,
                      "banker": seat == seen["banker"], "purse": seen["purses"][seat],
                      "cards": h["cards"], "hidden": h["hidden"],
                      "value": None if value is None else value.points,
                      "to_act": seen["to_act"] == seat})
    return seats


def _table(seen: dict[str, Any], rules: Rules, lang: Lang) -> dict[str, Any]:
    return {"seats": _seats(seen, rules, lang), "bank": seen["bank"],
            "bank_start": seen["bank_start"], "stuk": seen["stuk"],
            "crosswise": seen["crosswise"], "stuk_from": rules.stuk_factor * seen["bank_start"]}


_TEXTS: Final = {"ask": ("asks the next player", "спрашивает следующего"),
                 "collect": ("gathers the cards", "собирает карты"),
                 "draw": ("draws a card", "тянет карту"),
                 "dark": ("takes a card «в тёмную»", "берёт карту «в тёмную»"),
                 "stand": ("enough", "хватит"), "stuk": ("«стук»", "«стук»"),
                 "deal": ("deals on", "сдаёт дальше"), "shuffle": ("shuffles", "тасует"),
                 "cut": ("cuts the deck", "срезает колоду")}


def _text(action: str, lang: Lang) -> str:
    head, _, rest = action.partition(" ")
    if head == "stake":
        return tr(lang, f"goes for {rest}", f"идёт на {rest}")
    if head == "bank":
        return tr(lang, f"puts up a bank of {rest}", f"выставляет банк {rest}")
    en, ru = _TEXTS.get(head, (head, head))
    return tr(lang, en, ru)


def _entry_json(e: Entry, lang: Lang, rules: Rules | None = None) -> dict[str, Any]:
    who = "chance" if e.who < 0 else "you" if e.who == YOU else "computer"
    out: dict[str, Any] = {"who": who, "seat": e.who, "name": "" if e.who < 0 else _who(e.who, lang),
                           "text": _text(e.action, lang), "steps": steps_json(e.steps, lang)}
    if rules is not None and e.seen is not None:
        out["seen"] = _table(e.seen, rules, lang)
    return out


_PROMPTS: Final = {
    "opening-bank": ("You bank: how much do you put up?", "Вы банкуете: какой банк выставить?"),
    "stuk": ("Knock («стук») and make this кон the last, or deal on?",
             "Объявить «стук» — последний кон — или сдавать дальше?"),
    "ask": ("You bank: ask the next player, or gather the cards?",
            "Вы банкуете: спросить следующего игрока или собрать карты?"),
    "stake": ("The banker asks: «На сколько идёшь?»", "Банкующий спрашивает: «На сколько идёшь?»"),
    "player": ("Another card, or enough?", "Ещё карту или хватит?"),
    "banker": ("You bank: draw for yourself, or stop?",
               "Вы банкуете: тянуть себе или остановиться?"),
}


def _buttons(state: State, lang: Lang) -> list[dict[str, str]]:
    out = []
    for a in state.legal_actions():
        s = str(a)
        if s.startswith(("stake", "bank")):
            continue
        en, ru = {"draw": ("Another card", "Ещё"), "dark": ("«В тёмную»", "«В тёмную»"),
                  "stand": ("Enough", "Хватит"), "stuk": ("«Стук»", "«Стук»"),
                  "deal": ("Deal on", "Сдавать"), "ask": ("Ask the next", "Спросить"),
                  "collect": ("Gather the cards", "Собрать карты")}[s]
        out.append({"move": s, "label": tr(lang, en, ru)})
    return out


def view(session: Session, lang: Lang, since: int | None = None) -> dict[str, Any]:
    """What the page shows: the table as the reader sees it, his choices, the log;
    with ``since`` (the log index where this reply's entries start) the new
    entries, each with the table as it was, and the duels they finished."""
    from .table import PLAYERS, PURSE, ROUNDS

    s = session.state
    obs = s.observation(YOU)
    over = s.is_terminal()
    mine = not over and s.current_player() == YOU
    table = _table(_seen(s), session.rules, lang)
    bounds = obs.get("stake_bounds") or obs.get("bank_bounds")
    new = [_entry_json(e, lang, session.rules) for e in session.log[since:]] \
        if since is not None else []
    outcomes = [{"kon": o.kon, "seat": o.seat, "stake": o.stake, "player_won": o.player_won,
                 "reason": o.reason.value} for o in s.outcomes[-12:]]
    return {
        "game": "ochko",
        **token_fields(session.token, session.keys, "".join(session.codes), 0 if over else None),
        "level": session.token.level,
        "options": dict(session.token.options),
        "table": {**table, "stake": obs["stake"], "round": obs["round"], "rounds": ROUNDS,
                  "dark": obs["dark"], "banks_done": obs["banks_done"]},
        "to_act": None if over else ("you" if mine else "computer"),
        "phase": obs["phase"],
        "prompt": tr(lang, *_PROMPTS.get(s.phase, ("", ""))) if mine else "",
        "amount": {"kind": "bank" if s.phase == "opening-bank" else "stake",
                   "min": bounds[0], "max": bounds[1]} if mine and bounds else None,
        "buttons": _buttons(s, lang) if mine else [],
        "log": [_entry_json(e, lang) for e in session.log[-80:]],
        "new": new,
        "outcomes": outcomes,
        "over": over,
        "returns": list(s.returns()),
        "duels": [duel_json(o, b, session.rules, lang) for o, b in _new_duels(session, since)],
        "first_draw": first_draw(s, session.rules, PLAYERS, PURSE, lang)
        if since == 0 else None,
        "summary": session_summary(session, lang) if over else None,
    }


def session_summary(session: Session, lang: Lang) -> dict[str, Any]:
    """The session's summary, once it is over: every кон with who banked, how many
    duels the reader played in it (as punter or banker) and his money from them,
    and each seat's result. Each кон can be reviewed (``table_review``).

    >>> from karty.ochko.table import replay
    >>> from karty.web.table.token import Token, game_id, keys_for
    >>> keys = keys_for("ochko", bytes(16), 1)
    >>> s = replay(Token("ochko", game_id("ochko", "n", (), keys.key(0)), "n", (), "", ""), keys)
    >>> session_summary(s, "en")["kons"]
    []
    """
    per: dict[int, dict[str, Any]] = {}
    for o, banker in _new_duels(session, 0):
        row = per.setdefault(o.kon, {"kon": o.kon, "banker": _who(banker, lang),
                                     "you_bank": banker == YOU, "duels": 0, "net": 0})
        if YOU in (o.seat, banker):
            row["duels"] += 1
            sign = 1 if (o.seat == YOU) == o.player_won else -1
            row["net"] += sign * o.stake
    s = session.state
    kons = [per.get(k, {"kon": k, "banker": "", "you_bank": False, "duels": 0, "net": 0})
            for k in range(1, s.rounds + 1)]
    return {"kons": kons, "returns": list(s.returns()),
            "names": [_who(seat, lang) for seat in range(s.n)],
            "purses": list(s.purses)}


def _new_duels(session: Session, since: int | None) -> list[tuple[Outcome, int]]:
    """The duels finished by this reply's entries (from log index ``since``), each
    with its banker. A duel is settled by exactly one step of ochko.settle (the
    winner paid from the bank or into it), and the banker is the seat that last
    put up a bank; the engine's outcomes come in the same order."""
    if since is None:
        return []
    found: list[tuple[int, int]] = []
    banker = -1
    for i, e in enumerate(session.log):
        if e.action.startswith("bank "):
            banker = e.who
        found.extend((i, banker) for st in e.steps if st.rule_id == SETTLE.id)
    outcomes = session.state.outcomes
    return [(o, b) for o, (i, b) in zip(outcomes, found, strict=True) if i >= since]


def _name(seat: int, lang: Lang) -> str:
    """A seat in the middle of a sentence."""
    if seat == YOU:
        return tr(lang, "you", "вы")
    return tr(lang, f"computer (player {seat + 1})", f"компьютер (игрок {seat + 1})")


def _at(seat: int, lang: Lang) -> str:
    """«у вас» / «у компьютера (игрок 2)»: whose total or bust."""
    if seat == YOU:
        return tr(lang, "you", "у вас")
    return tr(lang, f"computer (player {seat + 1})", f"у компьютера (игрок {seat + 1})")


def _why(o: Outcome, banker: int, pv: int, bv: int, lang: Lang) -> str:
    p = o.seat
    r = o.reason
    if r is Reason.BUST:
        return tr(lang, f"{_name(p, lang).capitalize()} went over 21: {pv}",
                  f"Перебор {_at(p, lang)}: {pv}")
    if r is Reason.DARK_BUST:
        return tr(lang, f"The card «в тёмную» took {_name(p, lang)} over 21: {pv}",
                  f"Карта «в тёмную» дала перебор {_at(p, lang)}: {pv}")
    if r is Reason.IMMEDIATE:
        return tr(lang, f"{_name(p, lang).capitalize()}: {pv} with two cards",
                  f"{_at(p, lang).capitalize()} {pv} с двух карт")
    if r is Reason.BANKER_BUST:
        return tr(lang, f"The banker went over 21: {bv}", f"Перебор у банкующего: {bv}")
    if r is Reason.HIGHER:
        return tr(lang, f"{pv} against the banker's {bv}", f"{pv} против {bv} у банкующего")
    if r is Reason.LOWER:
        return tr(lang, f"The banker's {bv} against {pv}", f"У банкующего {bv} против {pv}")
    if r is Reason.TIE:
        return tr(lang, f"{pv} each: a tie is the banker's", f"По {pv}: ничья — в пользу банкующего")
    return tr(lang, "21 each «в тёмную»: the punter's", "По 21 «в тёмную» — в пользу игрока")


def _result(o: Outcome, banker: int, lang: Lang) -> str:
    n = o.stake
    if o.seat == YOU:
        return tr(lang, f"you win {n}", f"вы выиграли {n}") if o.player_won else \
            tr(lang, f"you lose {n}", f"вы проиграли {n}")
    if banker == YOU:
        return tr(lang, f"{_name(o.seat, lang)} wins {n} from your bank",
                  f"{_name(o.seat, lang)} выиграл у вашего банка {n}") if o.player_won else \
            tr(lang, f"your bank wins {n}", f"ваш банк выиграл {n}")
    return tr(lang, f"{_name(o.seat, lang)} wins {n} from the bank",
              f"{_name(o.seat, lang)} выиграл у банка {n}") if o.player_won else \
        tr(lang, f"the bank wins {n}", f"банк выиграл {n}")


def duel_json(o: Outcome, banker: int, rules: Rules, lang: Lang) -> dict[str, Any]:
    """One finished duel for the page: both hands face up (as the engine showed
    them), their totals, and the line «Перебор у банкующего (23) — вы выиграли 10»."""
    pv = evaluate(o.player_cards, rules).points if o.player_cards else 0
    bv = evaluate(o.banker_cards, rules).points if o.banker_cards else 0
    return {"seat": o.seat, "player": _who(o.seat, lang), "banker": _who(banker, lang),
            "you_play": o.seat == YOU, "you_bank": banker == YOU,
            "stake": o.stake, "player_won": o.player_won, "reason": o.reason.value,
            "player_cards": [c.ascii() for c in o.player_cards],
            "banker_cards": [c.ascii() for c in o.banker_cards],
            "player_value": pv, "banker_value": bv,
            "line": f"{_why(o, banker, pv, bv, lang)} — {_result(o, banker, lang)}"}


def first_draw(state: State, rules: Rules, players: int, purse: int,
               lang: Lang) -> dict[str, Any] | None:
    """The draw «на старшего» for the first bank, as cards (ochko.first-banker):
    every round, each seat's card, and who banks."""
    history = state.history()
    if not history or not isinstance(history[0], Shuffle):
        return None
    wishers = [s for s in range(players) if purse >= rules.min_bank]
    rounds = high_card_draw(history[0].order, wishers, rules)
    if not rounds:
        return None
    return {"rounds": [[{"seat": s, "name": _who(s, lang), "card": c.ascii()} for s, c in r]
                       for r in rounds]}


