"""A finished session of Очко reviewed move by move, and the rater of the
punter's decisions behind it.

Every decision of the punter has an exact value (:mod:`karty.ochko.advice`,
the numbers the hard level plays by): standing, drawing and a card «в тёмную»
per unit staked, from what the punter sees (his cards and the banker's face-up
card), and the stake, whose value is the duel's value per unit times the
amount. :func:`rate_decision` turns them into a :class:`karty.rating.Rating`
(method ``exact``): the uncertainty is nil, so a choice is a mistake where it
is worth less than the best by :data:`karty.rating.MIN_LOSS` of the stake or
more (0.5 %: an exact tie, or a difference too small to show at the review's
one decimal, is never marked). The bank's decisions (the opening bank, «стук»,
asking, the banker's own draws) have no exact rater here and are shown
unrated.

:func:`review` replays a finished session from its history: every action with
the rules it rests on and the position before it, every hand face up; the
whole session, or one кон of it (``kon``). A session not yet over is refused:
its review would show cards still hidden.

    >>> from karty.ochko.players import play_session
    >>> s, _ = play_session(5, players=3, max_rounds=4)
    >>> r = review(s, 0)
    >>> r.game, r.steps[0].seat, r.returns == s.returns()
    ('ochko', None, True)
    >>> rated = [st for st in r.steps if st.rating is not None]
    >>> all(st.seat == 0 and st.rating.method == "exact" for st in rated)
    True
    >>> [st.index for st in review(s, 0, kon=2).steps] == \\
    ...     [st.index for st in r.steps if kon_of(st.before) == 2]
    True
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any, Final

from ..cards import Card
from ..errors import RulesError, StateError
from ..game import CHANCE
from ..rating import MIN_LOSS, Rating, Review, ReviewStep, exact_rating
from .actions import Action, Stake
from .advice import best_choice, choice_values
from .rules import Rules
from .state import OchkoState, evaluate

__all__ = ["OchkoPosition", "cost", "kon_of", "kons", "position", "punter_view", "rate_decision",
           "rate_observation", "review"]

#: The phases that lead into the next кон (its steps are reviewed with it): the
#: draw for the first bank, an opening bank, «стук» or deal on, the shuffle and cut.
_BEFORE_KON: Final = frozenset({"first-draw", "opening-bank", "stuk", "shuffle", "cut"})


@dataclass(frozen=True, slots=True)
class OchkoPosition:
    """A position of a finished session with every card face up: each seat's
    hand (a card «в тёмную» included, ``dark`` the seat holding one), each
    purse, the bank and its banker, the punter in play and his stake, the
    crosswise card, the кон it belongs to, who is to act and the phase."""

    hands: tuple[tuple[Card, ...], ...]
    purses: tuple[int, ...]
    bank: int
    banker: int
    punter: int | None
    stake: int
    dark: int | None
    crosswise: Card | None
    kon: int
    to_act: int | None
    phase: str
    values: tuple[int | None, ...] = ()
    #: The duel the last action ended, its hands as they lay before they were
    #: gathered: (the punter, his cards, the banker, the banker's cards, the punter won).
    ended: tuple[int, tuple[Card, ...], int, tuple[Card, ...], bool] | None = None

    def to_json(self) -> dict[str, Any]:
        """Cards in Latin notation (``10S``), as the play tables write them; each
        hand's points (None for no cards)."""
        return {"hands": [[c.ascii() for c in h] for h in self.hands],
                "values": list(self.values),
                "purses": list(self.purses), "bank": self.bank, "banker": self.banker,
                "punter": self.punter, "stake": self.stake, "dark": self.dark,
                "crosswise": self.crosswise.ascii() if self.crosswise else None,
                "kon": self.kon, "to_act": self.to_act, "phase": self.phase,
                "ended": None if self.ended is None else {
                    "seat": self.ended[0], "cards": [c.ascii() for c in self.ended[1]],
                    "banker": self.ended[2], "banker_cards": [c.ascii() for c in self.ended[3]],
                    "player_won": self.ended[4]}}


def position(s: OchkoState, ended: tuple[int, tuple[Card, ...], int, tuple[Card, ...], bool]
             | None = None) -> OchkoPosition:
    """``s`` with every card face up (for a finished session only); ``ended``: the
    duel the last action ended (its hands are gathered in ``s``)."""
    cp = s.current_player()
    punter = s.order[s.turn] if s.phase in ("stake", "player", "banker") and s.order else None
    kon = s.rounds + (1 if s.phase in _BEFORE_KON else 0)
    return OchkoPosition(
        tuple(tuple(h) for h in s.hands), tuple(s.purses), s.bank, s.banker, punter, s.stake,
        punter if s.dark else None, s.crosswise, max(1, min(kon, max(1, s.max_rounds))),
        cp if cp >= 0 else None, str(s.phase),
        tuple(evaluate(h, s.rules).points if h else None for h in s.hands), ended)


def kon_of(p: OchkoPosition) -> int:
    """The кон (from 1) a step belongs to, by the position before it: the steps
    that lead into a кон (the shuffle, an opening bank, «стук») go with it."""
    return p.kon


def kons(state: OchkoState) -> int:
    """How many кон the session played."""
    return max(1, state.rounds)


def punter_view(obs: Mapping[str, Any]) -> tuple[list[Card], Card | None]:
    """The punter's own cards (not one «в тёмную») and the banker's face-up card
    (None if he shows none), from the punter's observation, as the hard level
    reads them (:class:`karty.ochko.players.ExactPlayer`)."""
    hand = [Card.parse(c) for c in obs["hands"][obs["player"]]["cards"]]
    banker_cards = obs["hands"][obs["banker"]]["cards"]
    seen = Card.parse(banker_cards[0]) if len(banker_cards) == 1 else None
    return hand, seen


def rate_observation(obs: Mapping[str, Any], legal: Sequence[Action],
                     played: Action | None = None) -> Rating | None:
    """The punter's decision seen as ``obs`` (his observation), rated exactly;
    None where there is nothing to rate (the bank's decisions, one legal move).

    At the stake the moves are the least and the most stake (and ``played``, when
    another amount), valued in money (``settings``: ``unit`` ``money``): the
    duel's value per unit times the amount. At a draw the moves are the open
    choices among stand, draw and «в тёмную», valued per unit staked (``stake``
    in ``settings``: the amount in play); the best is the hard level's choice.

    >>> from karty.ochko.rules import Rules
    >>> obs = {"player": 1, "banker": 0, "phase": "player", "stake": 10,
    ...        "rules": Rules().to_dict(),
    ...        "hands": [{"cards": ["6♦"]}, {"cards": ["10♠", "K♥", "J♣"]}]}
    >>> from karty.ochko.actions import parse_action
    >>> r = rate_observation(obs, [parse_action(a) for a in ("draw", "stand")])
    >>> r.moves[r.best].action, [m.mistake for m in r.moves]
    ('stand', [False, True])
    """
    phase = obs["phase"]
    if phase not in ("stake", "player"):
        return None
    rules = Rules.from_dict(obs["rules"])
    hand, seen = punter_view(obs)
    player = int(obs["player"])
    try:
        if phase == "stake":
            lo, hi = obs["stake_bounds"]
            if not hand or lo == hi:
                return None
            amounts = sorted({lo, hi} | ({played.amount} if isinstance(played, Stake) else set()))
            v = best_choice(hand[:1], seen, rules)[1]  # a first card's value is the stake's
            money = exact_rating("ochko", player, [f"stake {n}" for n in amounts],
                                 [v * n for n in amounts])
            # in money: a mistake costs at least MIN_LOSS of the most he may stake
            marked = tuple(replace(m, mistake=m.mistake and m.loss >= MIN_LOSS * hi)
                           for m in money.moves)
            return Rating("ochko", player, marked, money.best, "exact", (("unit", "money"),))
        names = [str(a) for a in legal]
        if len(names) < 2:
            return None
        cv = choice_values(hand, seen, rules)
        values = cv.values()
        moves = [a for a in values if a in names]
        if len(moves) < 2:
            return None
        best = moves.index(cv.best) if cv.best in moves else None
        rating = exact_rating("ochko", player, moves, [values[a] for a in moves], best)
    except RulesError:  # a hand the model does not reach (e.g. two decks' worth): unrated
        return None
    return _with(rating, (("stake", str(obs["stake"])),))


def _with(r: Rating, settings: tuple[tuple[str, str], ...]) -> Rating:
    return Rating(r.game, r.seat, r.moves, r.best, r.method, settings)


def rate_decision(s: OchkoState, played: Action | None = None) -> Rating | None:
    """The current decision of ``s``, rated from the acting seat's observation
    only (:func:`rate_observation`)."""
    seat = s.current_player()
    if seat < 0:
        raise StateError("state: no seat is to decide here (the session is over or chance "
                         "is due)", "state: здесь никому не решать (игра окончена или ход "
                         "за случаем)", token="state")
    return rate_observation(s.observation(seat), s.legal_actions(), played)


def _fresh(state: OchkoState) -> OchkoState:
    return OchkoState.initial(state.rules, players=state.n, purse=list(state.start_purses),
                              max_rounds=state.max_rounds, max_banks=state.max_banks)


def review(state: OchkoState, seat: int, kon: int | None = None) -> Review:
    """The finished session ``state`` replayed from its history (or only its кон
    ``kon``, from 1), every decision of ``seat`` as punter rated
    (:func:`rate_decision`). A session not yet over is refused: its review would
    show hidden cards."""
    if not state.is_terminal():
        raise StateError("state: the session is not over: its review would show hidden cards",
                         "state: игра не окончена: разбор показал бы скрытые карты",
                         token="state")
    if type(seat) is not int or not 0 <= seat < state.n:
        raise StateError(f"seat: {seat!r} is not a seat of this table",
                         f"seat: {seat!r} — нет такого места за столом", token="seat")
    total = kons(state)
    if kon is not None and (type(kon) is not int or not 1 <= kon <= total):
        raise StateError(f"kon: {kon!r} is not a кон of this session (1 to {total})",
                         f"kon: {kon!r} — нет такого кона в этой игре (от 1 до {total})",
                         token="kon")
    s = _fresh(state)
    steps: list[ReviewStep] = []
    ended: tuple[int, tuple[Card, ...], int, tuple[Card, ...], bool] | None = None
    for i, action in enumerate(state.history()):
        who = s.current_player()
        before = position(s, ended)
        if kon is not None and before.kon > kon:
            break
        mine = kon is None or before.kon == kon
        rating = rate_decision(s, action) if mine and who == seat else None
        duels, banker = len(s.outcomes), s.banker
        explanation = s.apply_action(action)
        ended = None
        if len(s.outcomes) > duels:
            o = s.outcomes[-1]
            ended = (o.seat, tuple(o.player_cards), banker, tuple(o.banker_cards), o.player_won)
        if mine:
            text = str(action).split()[0] if who == CHANCE and str(action).startswith(
                "shuffle") else str(action)
            steps.append(ReviewStep(i, None if who == CHANCE else who, text, explanation,
                                    before, rating))
    settings: tuple[tuple[str, str], ...] = (("kons", str(total)),)
    if kon is not None:
        settings += (("kon", str(kon)),)
    return Review("ochko", seat, tuple(steps), position(s, ended), s.returns(), settings)


def cost(review_: Review) -> Fraction:
    """The exact money the reviewed seat's mistakes cost on average: each
    mistake's loss per unit staked times the stake in play, or in money at the
    stake."""
    total = Fraction(0)
    for st in review_.steps:
        m = st.mistake
        if m is None or st.rating is None or m.exact is None:
            continue
        best = st.rating.best_move.exact
        assert best is not None
        settings = dict(st.rating.settings)
        total += (best - m.exact) * (1 if settings.get("unit") == "money"
                                     else int(settings.get("stake", "1")))
    return total
