"""The Очко table's coach (``table_coach`` for an Очко token): before the
reader's decision as punter, the chance that the next card busts and the exact
expected value of each choice open to him (stand, draw, «в тёмную», or the
least and the most stake), from what he sees: his cards and the banker's
face-up card when there is one (:mod:`karty.ochko.advice`, the numbers the
hard computer plays by). As banker, or at the bank's decisions, the coach has
nothing exact to say and says so.

    >>> from karty.web.table import table_new
    >>> r = table_new({"game": "ochko", "secret": "00" * 16, "level": "n", "lang": "en"})
    >>> from karty.web.table.token import Token
    >>> c = api_coach(Token.parse(r["token"]), bytes(16), "en", 0)
    >>> c["game"], c["phase"] == r["phase"], c["link"]
    ('ochko', True, 'odds/ochko.md')
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from ..cards import Card
from ..errors import StateError
from ..games import load_game
from ..web.common import Lang, number, tr
from ..web.review import _pct, _stake_text
from ..web.table.token import Token
from .advice import bust_chance, choice_values, stake_value
from .table import YOU, open_session
from .table_view import _text

__all__ = ["api_coach", "punter_view"]


def _frac(x: Fraction) -> str:
    return f"{x.numerator}/{x.denominator}"


def punter_view(obs: dict[str, Any]) -> tuple[list[Card], Card | None]:
    """The punter's cards and the banker's face-up card (None if he shows none),
    read from the punter's observation as the hard computer reads it
    (:class:`karty.ochko.players.ExactPlayer`)."""
    hand = [Card.parse(c) for c in obs["hands"][obs["player"]]["cards"]]
    banker_cards = obs["hands"][obs["banker"]]["cards"]
    seen = Card.parse(banker_cards[0]) if len(banker_cards) == 1 else None
    return hand, seen


def _signed(x: Fraction, lang: Lang) -> str:
    text = number(abs(float(x)), lang)
    return text if x == 0 else ("+" if x > 0 else "\u2212") + text


def _move(move: str, value: Fraction, best: bool, lang: Lang) -> dict[str, Any]:
    return {"move": move, "text": _text(move, lang), "value": float(value),
            "exact": _frac(value), "verdict": "best" if best else "fine",
            "summary": tr(lang, f"on average {_stake_text(float(value), lang)}",
                          f"в среднем {_stake_text(float(value), lang)}")}


def api_coach(token: Token, secret: bytes, lang: Lang, seed: int) -> dict[str, Any]:
    """The coach's view of the reader's decision now (``seed`` unused: the values
    are exact)."""
    session = open_session(token, secret)
    s = session.state
    if s.is_terminal() or s.current_player() != YOU:
        raise StateError("it is not your decision now: nothing to advise",
                         "сейчас решаете не вы: советовать нечего", token="token")
    rules = session.rules
    obs = s.observation(YOU)
    phase = obs["phase"]
    out: dict[str, Any] = {"game": "ochko", "phase": phase, "method": "exact",
                           "link": load_game("ochko").odds_page, "moves": [], "bust": None,
                           "note": ""}
    if phase not in ("stake", "player"):
        out["note"] = tr(lang, "The coach weighs the punter's choices; here you bank.",
                         "Подсказка оценивает решения понтёра; здесь банкуете вы.")
        return out
    hand, seen = punter_view(obs)
    bust = bust_chance(hand, seen, rules)
    out["bust"] = {"value": float(bust), "exact": _frac(bust),
                   "text": tr(lang, f"The next card busts you with a chance of {_pct(float(bust), lang)}.",
                              f"Следующая карта даст перебор с вероятностью "
                              f"{_pct(float(bust), lang)}.")}
    out["shown"] = seen.ascii() if seen is not None else None
    if phase == "stake":
        lo, hi = obs["stake_bounds"]
        v = stake_value(hand[0], seen, rules)
        best = hi if v > 0 else lo
        out["moves"] = [{**_move(f"stake {n}", v, n == best, lang), "money": float(v * n),
                         "summary": tr(lang, f"on average {_signed(v * n, lang)} "
                                             f"({_stake_text(float(v), lang)})",
                                       f"в среднем {_signed(v * n, lang)} "
                                       f"({_stake_text(float(v), lang)})")}
                        for n in sorted({lo, hi})]
        out["per_unit"] = _frac(v)
        return out
    legal = {str(a) for a in s.legal_actions()}
    cv = choice_values(hand, seen, rules)
    out["moves"] = [_move(a, v, a == cv.best, lang) for a, v in cv.values().items() if a in legal]
    return out
