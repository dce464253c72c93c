"""A game of Стос: talia after talia between a banker and a punter, in OpenSpiel's shape.

The punter lays down a card and names a stake; the banker turns the cards up one
by one, to his right and to his left, until a card of the punter's rank decides
the talia. Then the punter stakes on a new card, lets his winning card ride
again with the stake doubled by bending a corner («пароли»), or stops. The deal is explicit chance, one card at a time, so
:meth:`State.chance_outcomes` lists every outcome with its exact probability::

    >>> s = new_game(0)
    >>> s.phase, s.current_player()
    (<Phase.PUNT: 'punt'>, 1)
    >>> for text in ("punt Q♠", "stake 5"):
    ...     _ = s.apply_action(parse_action(text))
    >>> s.current_player() == CHANCE, len(s.chance_outcomes()), s.chance_outcomes()[0][1]
    (True, 36, Fraction(1, 36))
    >>> for text in ("turn 9♥", "turn Q♦"):          # Q♦ falls on the punter's side
    ...     steps = s.apply_action(parse_action(text))
    >>> s.phase, s.returns()
    (<Phase.NEXT: 'next'>, (-5, 5))
    >>> print(steps[-1].format("en"))  # doctest: +NORMALIZE_WHITESPACE
    Q♦ falls to the left, the punter's side: the punter wins 5 [stos.decides ← supplement:
    Культура.РФ, Л. Сальникова: «Штосс, бостон и винт: во что играли герои русской классики»]

The whole state is its rules and its history (:meth:`to_dict`, with a snapshot); the position
notation of the contract (:meth:`karty.game.State.notation`) writes the same in
one line, and ``repr`` round-trips through it::

    >>> s.notation()
    'stos 3 / punt QS; stake 5; turn 9H; turn QD'
    >>> eval(repr(s)) == s
    True
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Any, ClassVar, Final, Self

from ..cards import Card
from ..chance import Listed
from ..errors import IllegalActionError, NotationError, RulesError, StateError, nested, quoted
from ..game import CHANCE, FORMAT, TERMINAL, check_setup, observation_core, opening
from ..game import State as BaseState
from ..options import RulesBase
from ..registry import Explanation, Step
from . import rulebook as R
from .actions import Action, Paroli, Punt, Stake, Stop, Turn, parse_action
from .legality import illegal_reason
from .records import Outcome, Phase, Result
from .rules import Pair, Rules, Side

__all__ = ["BANKER", "MAX_HISTORY", "PUNTER", "VERSION", "Outcome", "Phase", "Result",
           "State", "StosState", "new_game"]

#: The banker's seat and the punter's.
BANKER: Final = 0
PUNTER: Final = 1
#: The format of :meth:`State.to_dict` (:data:`karty.game.FORMAT`, one for every game).
VERSION: Final = FORMAT
#: The longest history :meth:`State.from_dict` reads: per talia a bend, a card, a
#: stake and at most 36 cards turned, and a stop.
MAX_HISTORY: Final = 50 * 39 + 1


def _side_en(side: Side) -> str:
    return "to the right, the banker's side" if side is Side.RIGHT else \
        "to the left, the punter's side"


def _side_ru(side: Side) -> str:
    return "направо, на сторону банкомёта" if side is Side.RIGHT else \
        "налево, на сторону понтёра"


_ORDINALS_EN: Final = ("first", "second", "third", "fourth", "fifth")
_ORDINALS_RU: Final = ("первый", "второй", "третий", "четвёртый", "пятый")


def _corners_en(n: int) -> str:
    """The ``n``-th corner bent on one card, in English (at most MAX_PAROLI = 5).

    >>> _corners_en(1), _corners_en(5)
    ('the first corner', 'the fifth corner')
    """
    return f"the {_ORDINALS_EN[n - 1]} corner"


def _corners_ru(n: int) -> str:
    """The ``n``-th corner bent on one card, in Russian.

    >>> _corners_ru(1), _corners_ru(4)
    ('первый угол', 'четвёртый угол')
    """
    return f"{_ORDINALS_RU[n - 1]} угол"


class StosState(BaseState[Action]):
    """A game of Стос. ``StosState(rules)`` is a new game; see :func:`new_game`."""

    __slots__ = ("_history", "card", "dealt", "net", "paroli", "pending", "phase", "results",
                 "rules", "stake", "talia")

    GAME: ClassVar[str] = "stos"
    VERSION: ClassVar[int] = VERSION
    OLD_VERSIONS: ClassVar[tuple[int, ...]] = (1,)
    MAX_HISTORY: ClassVar[int] = MAX_HISTORY
    RULES: ClassVar[type[RulesBase]] = Rules
    rules: Rules

    def __init__(self, rules: Rules | None = None) -> None:
        if rules is None:
            rules = Rules()
        if not isinstance(rules, Rules):
            raise RulesError(f"rules: {quoted(rules)} is not the Rules of Стос",
                             f"rules: {quoted(rules)} — не правила стоса", token="rules")
        self.rules = rules
        self.phase = Phase.PUNT
        self.talia = 0                      # talias begun
        self.card: Card | None = None       # the punter's card in this talia
        self.stake: int | None = None       # the stake of this talia
        self.paroli = 0                     # corners bent on this stake
        self.dealt: list[Card] = []         # this talia's cards, in the order turned
        self.pending = False                # the first card of this pair is of his rank
        self.results: list[Result] = []
        self.net = 0                        # the punter's gain so far
        self._history: list[Action] = []

    # -- the contract ------------------------------------------------------------
    def current_player(self) -> int:
        if self.phase is Phase.OVER:
            return TERMINAL
        return CHANCE if self.phase is Phase.DEAL else PUNTER

    def is_terminal(self) -> bool:
        return self.phase is Phase.OVER

    def history(self) -> Sequence[Action]:
        return tuple(self._history)

    def returns(self) -> tuple[int, ...]:
        """The banker's and the punter's gains so far (stos.returns); they sum to zero."""
        return (-self.net, self.net)

    def remaining(self) -> tuple[Card, ...]:
        """The cards of this talia not yet turned, in deck order."""
        seen = set(self.dealt)
        return tuple(c for c in self.rules.cards() if c not in seen)

    def can_paroli(self) -> bool:
        """Whether the punter may bend a corner now (stos.paroli)."""
        if self.phase is not Phase.NEXT or not self.results:
            return False
        last = self.results[-1]
        return last.outcome is Outcome.WIN and last.paroli < self.rules.max_paroli

    def legal_actions(self) -> tuple[Action, ...]:
        if self.phase is Phase.PUNT:
            return tuple(Punt(c) for c in self.rules.cards())
        if self.phase is Phase.STAKE:
            return tuple(Stake(n) for n in range(self.rules.min_stake, self.rules.max_stake + 1))
        if self.phase is Phase.DEAL:
            return tuple(Turn(c) for c in self.remaining())
        if self.phase is Phase.NEXT:
            bend: tuple[Action, ...] = (Paroli(),) if self.can_paroli() else ()
            return (Stop(), *bend, *(Punt(c) for c in self.rules.cards()))
        return ()

    def chance_outcomes(self) -> Listed[Turn]:
        """At the deal, every card the banker may turn next with its probability
        (stos.chance-model); the probabilities sum to 1."""
        if self.phase is not Phase.DEAL:
            raise IllegalActionError(
                f"chance outcomes: no chance step now (phase {self.phase.value})",
                f"исходы случая: сейчас нет случайного шага (фаза {self.phase.value})",
                token=self.phase.value)
        cards = self.remaining()
        p = Fraction(1, len(cards))
        return Listed(tuple((Turn(c), p) for c in cards))

    def sample_chance(self, rng: random.Random) -> Turn:
        """At the deal, the next card drawn from ``rng``: each of the
        :meth:`chance_outcomes`, in their order, with its probability."""
        if self.phase is not Phase.DEAL:
            self.chance_outcomes()  # raises: no chance step now
        cards = self.remaining()
        return Turn(cards[rng.randrange(len(cards))])

    def illegal_reason(self, action: object) -> IllegalActionError | None:
        """Why ``action`` is not legal now, in English and Russian, or ``None``
        (:mod:`karty.stos.legality`)."""
        reason = illegal_reason(self, action)
        if reason is None:
            return None
        token = str(action) if isinstance(action, Action) else quoted(action)
        return IllegalActionError(f"{token}: {reason[0]}", f"{token}: {reason[1]}", token=token)

    @classmethod
    def parse_action(cls, text: str) -> Action:
        return parse_action(text)

    def setup(self) -> dict[str, str]:
        """Стос is set up by its rules alone."""
        return {}

    @classmethod
    def from_setup(cls, rules: Mapping[str, str], table: Mapping[str, str]) -> Self:
        check_setup(rules, table)
        for key in table:
            raise StateError(f"{key}: not a rule option of Стос",
                             f"{key}: не правило стоса", token=key)
        return cls(Rules.from_text(rules))

    def cards_in_play(self) -> list[Card]:
        """The banker's deck: the cards of this talia turned, then those still face down
        (the punter's card is of his own deck, and is not counted)."""
        return [*self.dealt, *self.remaining()]

    def hidden_from(self, player: int) -> frozenset[Card]:
        """The cards ``player`` cannot see (the one definition of
        :meth:`karty.game.State.hidden_from`): the banker's cards not yet turned,
        and from the banker the punter's card until it is decided (stos.hidden-card).
        Cards are named, not told apart by deck: a name that lies open (a card turned
        in this talia, the punter's card of an earlier talia, the punter's own card
        for the punter) is not hidden, though the banker still does not know that
        the punter chose it again.

        >>> s = new_game(0); _ = s.apply_action(parse_action("punt Q♠"))
        >>> len(s.hidden_from(PUNTER)), len(s.hidden_from(BANKER))
        (35, 36)
        """
        shown = {*self.dealt, *(r.card for r in self.results)}
        if player == PUNTER and self.card is not None:
            shown.add(self.card)
        hidden = {c for c in self.remaining() if c not in shown}
        if player != PUNTER and self.card is not None and self.card not in shown:
            hidden.add(self.card)
        return frozenset(hidden)

    # -- transitions -----------------------------------------------------------
    def _transition(self, action: Action) -> Explanation:
        steps: list[Step] = []
        self._history.append(action)
        if isinstance(action, Turn):
            self._turn(action.card, steps)
        elif isinstance(action, Punt):
            self._punt(action.card, steps)
        elif isinstance(action, Stake):
            self.stake = action.amount
            self.phase = Phase.DEAL
            steps.append(Step(R.STAKE.id, f"the punter stakes {action.amount}",
                              f"понтёр ставит {action.amount}"))
        elif isinstance(action, Paroli):
            self._paroli(steps)
        elif isinstance(action, Stop):
            self.phase = Phase.OVER
            steps.append(Step(R.SESSION.id, f"the punter stops: he has won {self.net}"
                              if self.net >= 0 else f"the punter stops: he has lost {-self.net}",
                              f"понтёр прекращает игру: он выиграл {self.net}" if self.net >= 0
                              else f"понтёр прекращает игру: он проиграл {-self.net}"))
        return tuple(steps)

    def _punt(self, card: Card, steps: list[Step]) -> None:
        self.card = card
        self.talia += 1
        self.dealt = []
        self.pending = False
        steps.append(Step(R.PUNTER_CARD.id, f"talia {self.talia}: the punter lays down a card "
                          f"face down ({card})", f"талия {self.talia}: понтёр ставит карту "
                          f"рубашкой вверх ({card.russian()})"))
        self.phase = Phase.STAKE

    def _paroli(self, steps: list[Step]) -> None:
        """The winning card rides again (stos.paroli): the same card, the stake and the
        winnings on it, in a new talia (stos.paroli-talia)."""
        last = self.results[-1]
        self.card, self.stake, self.paroli = last.card, last.stake * 2, last.paroli + 1
        self.talia += 1
        self.dealt = []
        self.pending = False
        self.phase = Phase.DEAL
        steps.append(Step(R.PAROLI.id, f"talia {self.talia}: the punter bends a corner of his "
                          f"{last.card} ({_corners_en(self.paroli)}): the same card rides again, "
                          f"with stake and winnings, {self.stake}",
                          f"талия {self.talia}: понтёр загибает угол своей карты "
                          f"{last.card.russian()} ({_corners_ru(self.paroli)}): та же карта "
                          f"идёт снова, со ставкой и выигрышем, {self.stake}"))
        steps.append(Step(R.PAROLI_TALIA.id, f"the banker shuffles a fresh deck for talia "
                          f"{self.talia}", f"банкомёт тасует колоду заново для талии "
                          f"{self.talia}"))

    def _turn(self, card: Card, steps: list[Step]) -> None:
        assert self.card is not None and self.stake is not None
        position = len(self.dealt)
        self.dealt.append(card)
        side = self.rules.side_of(position)
        rank = self.card.rank
        if side is None:
            steps.append(Step(R.FIRST_CARD.id, f"{card}: the first card is blank",
                              f"{card.russian()}: первая карта не в счёт"))
        else:
            counted = self.rules.counted_index(position)
            assert counted is not None
            matches = card.rank == rank
            if self.pending:
                first = self.rules.first_side
                if matches:
                    self._pair(card, steps)
                else:
                    steps.append(Step(R.DEAL.id, f"{card} falls {_side_en(side)}: no «плие»",
                                      f"{card.russian()} ложится {_side_ru(side)}: «плие» нет"))
                    self._decided(first, self.dealt[-2], steps, fell=False)
            elif matches and counted % 2 == 0 and self.rules.pair is not Pair.NONE:
                self.pending = True
                steps.append(Step(R.PAIR.id, f"{card} falls {_side_en(side)}; the other card "
                                  "of the pair will tell whether it is «плие»",
                                  f"{card.russian()} ложится {_side_ru(side)}; вторая карта "
                                  "пары покажет, не «плие» ли это"))
            elif matches:
                self._decided(side, card, steps)
            else:
                steps.append(Step(R.DEAL.id, f"{card} falls {_side_en(side)}",
                                  f"{card.russian()} ложится {_side_ru(side)}"))
        if self.phase is Phase.DEAL and len(self.dealt) == self.rules.deck_size:
            steps.append(Step(R.LAST_CARD.id, "the deck is out and no card decided: the stake "
                              "is returned", "колода кончилась, ни одна карта не решила: "
                              "ставка возвращается"))
            self._finish(Outcome.PUSH, 0, steps)

    def _decided(self, side: Side, card: Card, steps: list[Step], fell: bool = True) -> None:
        stake = self.stake
        assert stake is not None
        en = f"{card} falls {_side_en(side)}" if fell else f"{card}, {_side_en(side)}, decides"
        ru = f"{card.russian()} ложится {_side_ru(side)}" if fell else \
            f"{card.russian()} ({_side_ru(side)}) решает"
        if side is Side.LEFT:
            steps.append(Step(R.DECIDES.id, f"{en}: the punter wins {stake}",
                              f"{ru}: понтёр выигрывает {stake}"))
            self._finish(Outcome.WIN, stake, steps)
        else:
            steps.append(Step(R.DECIDES.id, f"{en}: the banker takes {stake}",
                              f"{ru}: банкомёт забирает {stake}"))
            self._finish(Outcome.LOSE, -stake, steps)

    def _pair(self, card: Card, steps: list[Step]) -> None:
        stake = self.stake
        assert stake is not None
        if self.rules.pair is Pair.BANKER_HALF:
            half = (stake + 1) // 2
            steps.append(Step(R.PAIR.id, f"{card}: both cards of the pair are of the punter's "
                              f"rank («плие»): the banker takes half the stake, {half}",
                              f"{card.russian()}: обе карты пары — достоинства понтёра "
                              f"(«плие»): банкомёт берёт половину ставки, {half}"))
            if stake % 2:
                steps.append(Step(R.HALF_ROUNDING.id, f"half of {stake} rounded up: {half}",
                                  f"половина от {stake} с округлением вверх: {half}"))
            self._finish(Outcome.SPLIT, -half, steps)
        else:
            steps.append(Step(R.PAIR.id, f"{card}: both cards of the pair are of the punter's "
                              f"rank («плие»): the banker takes the stake, {stake}",
                              f"{card.russian()}: обе карты пары — достоинства понтёра "
                              f"(«плие»): банкомёт забирает ставку, {stake}"))
            self._finish(Outcome.PAIR, -stake, steps)

    def _finish(self, outcome: Outcome, amount: int, steps: list[Step]) -> None:
        assert self.card is not None and self.stake is not None
        self.results.append(Result(self.talia, self.card, self.stake, self.paroli, outcome,
                                   amount, len(self.dealt)))
        self.net += amount
        self.card, self.stake, self.paroli, self.pending = None, None, 0, False
        if self.talia >= self.rules.talias:
            self.phase = Phase.OVER
            steps.append(Step(R.SESSION.id, f"{self.talia} talias played: the game is over",
                              f"сыграно талий: {self.talia}; игра окончена"))
        else:
            self.phase = Phase.NEXT

    # -- what a player sees ------------------------------------------------------
    def observation(self, player: int) -> dict[str, Any]:
        """What ``player`` sees: everything but the punter's card, which the banker sees
        only once it is decided (stos.hidden-card); no card is hidden from the punter."""
        if not isinstance(player, int) or isinstance(player, bool) or player not in (0, 1):
            raise IllegalActionError(f"{quoted(player)} is not a seat (0 banker, 1 punter)",
                                     f"{quoted(player)} — нет такого места (0 банкомёт, "
                                     "1 понтёр)", token=quoted(player))
        card = self.card if player == PUNTER else None
        sides = [self.rules.side_of(i) for i in range(len(self.dealt))]
        return {
            **observation_core(self, player, [card] if card else [], self.dealt),
            "rules": self.rules.to_dict(),
            "phase": self.phase.value, "current_player": self.current_player(),
            "talia": self.talia, "card": str(card) if card else None,
            "card_down": self.card is not None, "stake": self.stake, "paroli": self.paroli,
            "dealt": [{"card": str(c), "side": s.value if s else None}
                      for c, s in zip(self.dealt, sides, strict=True)],
            "results": [r.to_dict() for r in self.results], "net": self.net,
            "can_paroli": self.can_paroli(),
        }

    # -- serialisation -----------------------------------------------------------
    def snapshot(self) -> dict[str, Any]:
        """The position now (:meth:`karty.game.State.to_dict` checks it on reading)."""
        return {"phase": self.phase.value, "talia": self.talia,
                "card": self.card.ascii() if self.card else None, "stake": self.stake,
                "paroli": self.paroli, "dealt": [c.ascii() for c in self.dealt],
                "pending": self.pending, "results": [r.to_dict() for r in self.results],
                "net": self.net}

    @classmethod
    def _from_old(cls, data: Mapping[str, Any], version: int) -> Self:
        """Version 1 (before :data:`karty.game.FORMAT`): the rules and the history."""
        for key in data:
            if key not in ("game", "version", "rules", "history"):
                raise StateError(f"{quoted(key)}: unknown key", f"{quoted(key)}: неизвестный ключ",
                                 token=str(key))
        try:
            rules = Rules.from_dict(data.get("rules", {}))
        except RulesError as e:
            raise nested(e, "rules") from None
        history = data.get("history", [])
        if not isinstance(history, list) or len(history) > MAX_HISTORY:
            raise StateError(f"history: must be a list of at most {MAX_HISTORY} actions",
                             f"history: должен быть списком не больше чем из {MAX_HISTORY} "
                             "действий", token="history")
        return cls.replayed(rules, history)

    @classmethod
    def replayed(cls, rules: Rules, history: Sequence[str | Action]) -> Self:
        """A new game under ``rules`` with ``history`` applied; a
        :class:`karty.StateError` names the first action that does not parse or apply."""
        state = cls(rules)
        for i, item in enumerate(history):
            try:
                action = item if isinstance(item, Action) else parse_action(item)
                state.apply_action(action)
            except (NotationError, IllegalActionError) as e:
                raise StateError(f"history[{i}]: {e.en}", f"history[{i}]: {e.ru}",
                                 token=f"history[{i}]") from None
        return state

    def clone(self) -> Self:
        """An independent copy (without replaying the history)."""
        other = type(self).__new__(type(self))
        other.rules, other.phase, other.talia = self.rules, self.phase, self.talia
        other.card, other.stake, other.paroli = self.card, self.stake, self.paroli
        other.dealt, other.pending = list(self.dealt), self.pending
        other.results, other.net = list(self.results), self.net
        other._history = list(self._history)
        return other


#: The State class of Стос, under the name every game uses.
State = StosState


def new_game(seed: int, rules: Rules | None = None) -> StosState:
    """A new game of Стос: the punter is to lay down his first card.

    The one meaning of ``new_game`` in every game (:func:`karty.game.opening`): the
    chance steps before the first choice are drawn from ``random.Random(seed)``;
    Стос has none (every card is turned later, at its own chance step), so the
    game is as set up, and the one play loop (:func:`karty.players_common.play`)
    turns its cards from the same seed.
    """
    state = StosState(rules)
    opening(state, seed)
    return state
