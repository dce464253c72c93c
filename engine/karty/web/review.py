"""The review of a finished game and the coach's view of a decision, as JSON
for the site, in both languages, for any game whose spec names a ``review``
module (:attr:`karty.games.GameSpec.review`; Бура's is
:mod:`karty.bura.web_review`).

A rated move reads like «wins 62 % (± 4 %)» and, where it was a mistake,
«−7.5 % of the stake; better: lead 10♠»; the numbers come from
:mod:`karty.rating`. The web function :func:`review_call` (``review`` in
:data:`karty.web.FUNCTIONS`) takes ``{lang, game, record, seat, seed}``:
``record`` is the finished game as its state serialises it (Бура: the
notation line or ``BuraState.to_dict()``), never a play table's token.

    >>> import random
    >>> from karty.bura import new_game, HeuristicPlayer
    >>> s = new_game(11)
    >>> while not s.is_terminal():
    ...     p = s.current_player()
    ...     _ = s.apply_action(HeuristicPlayer().choose(s.observation(p), s.legal_actions(),
    ...                                                 random.Random(0)))
    >>> out = review_call({"lang": "ru", "game": "bura", "record": s.notation(), "seat": 0})
    >>> out["steps"][0]["text"], out["link"], out["final"]["points"] == list(s._points_pair())
    ('Сдача', 'odds/bura.md', True)
    >>> review_call({"game": "bura", "record": new_game(1).notation(), "seat": 0})
    Traceback (most recent call last):
    ...
    karty.errors.StateError: record: the кон is not over: its review would show hidden cards
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from ..errors import KartyError, NotationError, StateError, quoted
from ..games import GameSpec, load_game
from ..plural import plural_ru
from ..rating import MoveRating, Rating, Review
from .common import Lang, number, tr
from .table.common import read_lang, steps_json

__all__ = ["coach_json", "money_per_unit", "rating_json", "review_call", "review_json", "review_state_json"]

MINUS: Final = "\u2212"


def _pct(x: float, lang: Lang, digits: int = 1, sign: bool = False) -> str:
    """``x`` (a share) as a percentage: ``62 %``, ``+7.5 %``, ``−7,5 %``."""
    text = number(abs(100 * x), lang, digits)
    if sign and round(100 * x, digits) != 0:
        text = ("+" if x > 0 else MINUS) + text
    return f"{text} %"




def _action_text(spec: GameSpec, action: str, lang: Lang) -> str:
    """The action in words: the review module's own ``action_text`` where it has one."""
    own = getattr(spec.review_module(), "action_text", None) if spec.review else None
    if own is not None:
        return str(own(action, lang))
    a = spec.parse_action(action)
    if action.startswith("deal"):
        return tr(lang, "Deal", "Сдача")
    return str(spec.format_action(a, "ru" if lang == "ru" else "text"))


def _choice_text(spec: GameSpec, action: str, lang: Lang) -> str:
    """A choice among a decision's moves in words: the review module's own
    ``choice_text`` where it has one (Очко's «ещё карту»), else the action's."""
    own = getattr(spec.review_module(), "choice_text", None) if spec.review else None
    return str(own(action, lang)) if own is not None else _action_text(spec, action, lang)


def _stake_text(x: float, lang: Lang) -> str:
    return tr(lang, f"{_pct(x, lang, sign=True)} of the stake", f"{_pct(x, lang, sign=True)} ставки")


def _money_text(x: float, lang: Lang) -> str:
    """An amount of money, signed: ``−0.75 in money`` / «−0,75 в деньгах»."""
    text = number(abs(x), lang, 2)
    if round(x, 2) != 0:
        text = ("+" if x > 0 else MINUS) + text
    return tr(lang, f"{text} in money", f"{text} в деньгах")


def money_per_unit(rating: Rating) -> float | None:
    """What one unit of the rating's values is in money, where the rating says
    (``settings``: ``unit`` ``money``, or the ``stake`` in play); else None (the
    values are in stakes of a game with one stake, as Бура's)."""
    settings = dict(rating.settings)
    if settings.get("unit") == "money":
        return 1.0
    if "stake" in settings:
        return float(settings["stake"])
    return None


def _value_text(rating: Rating, x: float, lang: Lang) -> str:
    """A value (or a loss, negated) in the rating's unit: a share of the stake,
    with its money where the stake is known, or money."""
    unit = money_per_unit(rating)
    if dict(rating.settings).get("unit") == "money":
        return _money_text(x, lang)
    if unit is not None:
        return f"{_stake_text(x, lang)} ({_money_text(x * unit, lang)})"
    return _stake_text(x, lang)


def move_json(spec: GameSpec, rating: Rating, i: int, lang: Lang) -> dict[str, Any]:
    """One rated move: its numbers and the sentences that say them."""
    m: MoveRating = rating.moves[i]
    best = rating.best_move
    if m.win is not None:
        if m.samples:
            summary = tr(lang, f"wins {_pct(m.win, lang, 0)} (± {_pct(m.win_se, lang, 0)})",
                         f"выигрыш {_pct(m.win, lang, 0)} (± {_pct(m.win_se, lang, 0)})")
        else:
            summary = tr(lang, f"wins {_pct(m.win, lang)}", f"выигрыш {_pct(m.win, lang)}")
    else:
        summary = tr(lang, f"on average {_value_text(rating, m.value, lang)}",
                     f"в среднем {_value_text(rating, m.value, lang)}")
    mark = ""
    if m.mistake:
        better = _choice_text(spec, best.action, lang)
        mark = tr(lang, f"{_value_text(rating, -m.loss, lang)}; better: {better}",
                  f"{_value_text(rating, -m.loss, lang)}; лучше: {better}")
    return {"move": m.action, "text": _choice_text(spec, m.action, lang),
            "value": m.value, "se": m.se, "win": m.win, "win_se": m.win_se,
            "samples": m.samples, "loss": m.loss, "loss_se": m.loss_se, "pairs": m.pairs,
            "win_loss": m.win_loss,
            "exact": None if m.exact is None else f"{m.exact.numerator}/{m.exact.denominator}",
            "verdict": "engine" if i == rating.best else "mistake" if m.mistake else "fine",
            "summary": summary, "mark": mark}


def rating_json(spec: GameSpec, rating: Rating, lang: Lang) -> dict[str, Any]:
    """A decision's rating: every legal move with its numbers and sentences,
    the engine's move, and the page that explains the numbers (``link``: the
    game's ``odds_page``, a source path under ``docs/<lang>/``)."""
    return {"game": rating.game, "seat": rating.seat, "method": rating.method,
            "best": rating.best, "settings": dict(rating.settings), "link": spec.odds_page,
            "moves": [move_json(spec, rating, i, lang) for i in range(len(rating.moves))]}


def coach_json(game: str, state: Any, seat: int, lang: Lang, seed: int = 0) -> dict[str, Any]:
    """The coach's view of ``seat``'s decision in ``state`` (the game's state;
    only that seat's observation is read; refused unless ``seat`` is to act,
    so that another seat's cards are never listed). For a play table: rebuild
    the state from the token, then call this with the reader's seat."""
    spec = load_game(game)
    return rating_json(spec, spec.review_module().coach(state, seat, seed), lang)


def review_state_json(game: str, state: Any, seat: int, lang: Lang,
                      seed: int = 0) -> dict[str, Any]:
    """:func:`review_json` of the finished game ``state`` (the game's state, e.g.
    rebuilt by a play table from its token) for ``seat``."""
    spec = load_game(game)
    return review_json(spec, spec.review_module().review(state, seat, seed), lang)


def review_json(spec: GameSpec, review: Review, lang: Lang) -> dict[str, Any]:
    """A reviewed game: every step with who acted, the move, the rules it rests
    on, the position before it (every card face up) and, at the reviewed
    seat's decisions, the rating and the mark of a mistake."""
    steps = []
    cost = 0.0
    money: float | None = 0.0  # the mistakes' cost in money, where every rating says its unit
    for st in review.steps:
        who = "deal" if st.seat is None else "you" if st.seat == review.seat else "opponent"
        who_text = {"deal": tr(lang, "Deal", "Сдача"), "you": tr(lang, "You", "Вы"),
                    "opponent": tr(lang, "Opponent", "Соперник")}[who]
        rating = verdict = None
        mark = ""
        if st.rating is not None:
            i = st.rating.find(st.action)
            rating = rating_json(spec, st.rating, lang)
            verdict, mark = rating["moves"][i]["verdict"], rating["moves"][i]["mark"]
            if st.mistake is not None:
                cost += st.mistake.loss
                unit = money_per_unit(st.rating)
                money = None if money is None or unit is None else money + st.mistake.loss * unit
        steps.append({"index": st.index, "who": who, "who_text": who_text, "seat": st.seat,
                      "move": st.action,
                      "text": _action_text(spec, st.action, lang),
                      "steps": steps_json(st.steps, lang), "before": st.before.to_json(),
                      "rating": rating, "verdict": verdict, "mark": mark})
    n = len(review.mistakes())
    if n == 0:
        summary = tr(lang, "No mistakes.", "Ошибок нет.")
    elif money is not None:
        summary = tr(lang, f"{n} mistake{'s' if n != 1 else ''}: "
                           f"{_money_text(-money, lang)} on average in all.",
                     f"{n} {plural_ru(n, 'ошибка', 'ошибки', 'ошибок')}: всего в среднем "
                     f"{_money_text(-money, lang)}.")
    else:
        summary = tr(lang, f"{n} mistake{'s' if n != 1 else ''}: {_stake_text(-cost, lang)} in all.",
                     f"{n} {plural_ru(n, 'ошибка', 'ошибки', 'ошибок')}: всего "
                     f"{_stake_text(-cost, lang)}.")
    return {"game": review.game, "seat": review.seat, "settings": dict(review.settings),
            "link": spec.odds_page, "returns": list(review.returns), "steps": steps,
            "final": review.final.to_json(), "mistakes": n, "cost": cost,
            "cost_money": money if n else 0.0, "summary": summary}


def _int_arg(args: Mapping[str, Any], key: str, lo: int, hi: int, default: int) -> int:
    value = args.get(key, default)
    if type(value) is not int or not lo <= value <= hi:
        raise NotationError(f"{key}: {quoted(value)} is not a whole number from {lo} to {hi}",
                            f"{key}: {quoted(value)} — не целое число от {lo} до {hi}", token=key)
    return value


def review_call(args: Any) -> dict[str, Any]:
    """The web function ``review``: ``{lang, game, record, seat, seed}`` →
    :func:`review_json` of the finished game ``record`` for ``seat``."""
    lang = read_lang(args)
    try:
        spec = load_game(args.get("game"))
        module = spec.review_module()
    except KartyError as e:
        raise NotationError(f"game: {e.en}", f"game: {e.ru}", token="game") from None
    seat = _int_arg(args, "seat", 0, 1, 0)
    seed = _int_arg(args, "seed", 0, 2**31 - 1, 0)
    if "record" not in args:
        raise StateError("record: the finished game to review is missing",
                         "record: нет записи оконченной игры для разбора", token="record")
    return review_json(spec, module.review(args["record"], seat, seed), lang)
