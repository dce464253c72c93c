"""A session of Очко: banks, кон, duels, in OpenSpiel's shape.

One :class:`OchkoState` is a whole evening at the table: the draw for the first
bank, then bank after bank. A bank is a run of кон (rounds); in each кон the
banker deals one card to every player and plays them one by one, each for a
stake named before his next card. Chance is explicit and replayable: every
:class:`Shuffle` carries the deck order, every :class:`Cut` its position.

    >>> s = new_game(seed=3, players=3)
    >>> str(s.phase), s.banker, s.current_player() == s.banker
    ('opening-bank', 0, True)
    >>> s.legal_actions()          # one entry for every amount he may put up
    (BankRange(lo=10, hi=100),)

Money is whole units; the bank plus all purses never changes, and
:meth:`OchkoState.returns` (each seat's gain, the open bank counted as its
banker's) always sums to zero.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final, Self

from ..cards import DECK, Card, Rank, shuffled_deck
from ..chance import ChanceOutcomes, Listed, Shuffles
from ..errors import (
    IllegalActionError,
    NotationError,
    RulesError,
    StateError,
    nested,
    quoted,
)
from ..game import CHANCE, MAX_DEPTH, TERMINAL, nesting, parse_history
from ..game import State as BaseState
from ..options import int_from_text
from ..registry import Explanation, Step
from . import rulebook as R
from .actions import (
    Action,
    Ask,
    BankRange,
    Collect,
    Cut,
    Dark,
    Deal,
    Draw,
    OpeningBank,
    Shuffle,
    Stake,
    StakeRange,
    Stand,
    Stuk,
    parse_action,
)
from .bank import split_bank, stake_bounds, stuk_threshold
from .rules import MAX_MONEY, BankerHand, FirstBankerOrder, Rules, StukMode, Zarez
from .values import CARD_POINTS, HandValue, Kind, _evaluate_counts

__all__ = ["MAX_PLAYERS", "MAX_ROUNDS", "PHASES", "OchkoState", "Outcome", "Phase", "Reason",
           "State", "initial_state", "new_game"]

MAX_PLAYERS: Final = 9
#: The most кон a session may last (``max_rounds``). A long evening at the table is
#: a few hundred; at this bound a full table's session saves to about 1.4 MB and
#: :meth:`OchkoState.from_dict` replays it in about 1.5 s (bench/RESULTS.md).
MAX_ROUNDS: Final = 2000
#: The most actions a кон can take: a shuffle, a cut, «стук» or not, and for each of
#: at most 8 players an ask, a stake, at most 9 draws and a stop, and as many for the
#: banker (nine cards at most make 21: four jacks, four queens and an ace at 1).
MAX_KON_ACTIONS: Final = 3 + (MAX_PLAYERS - 1) * 22
#: The longest history :meth:`OchkoState.from_dict` reads (every кон and opening bank).
MAX_HISTORY: Final = MAX_ROUNDS * (MAX_KON_ACTIONS + 1) + 1
#: The format of :meth:`OchkoState.to_dict` (1: the snapshot listed every duel's outcome).
VERSION: Final = 2
class Phase(enum.StrEnum):
    """Where a session stands (a ``str``: ``Phase.STAKE == "stake"``)."""

    FIRST_DRAW = "first-draw"
    """A chance node: the deck is shuffled to draw for the first bank."""
    OPENING_BANK = "opening-bank"
    STUK = "stuk"
    """The banker may announce «стук» (or deal on)."""
    SHUFFLE = "shuffle"
    """A chance node: the banker shuffles."""
    CUT = "cut"
    """A chance node: the last hand cuts."""
    ASK = "ask"
    STAKE = "stake"
    PLAYER = "player"
    BANKER = "banker"
    OVER = "over"


#: The phases of a session, in the order they usually come (their values).
PHASES: Final = tuple(p.value for p in Phase)
_EMPTY = HandValue(0, Kind.TOTAL, ())


class Reason(enum.Enum):
    """Why a duel between a player and the banker ended as it did."""

    BUST = "bust"                    # the player drew over 21 (ochko.bust)
    IMMEDIATE = "immediate"          # 21 or «суперочко» with two cards (ochko.immediate-21)
    BANKER_BUST = "banker-bust"      # ochko.banker-bust, ochko.dark-banker-bust
    HIGHER = "higher"                # the player's total is higher (ochko.goal)
    LOWER = "lower"                  # the banker's total is higher (ochko.goal)
    TIE = "tie"                      # equal: the banker's (ochko.tie-to-banker)
    DARK_21 = "dark-21"              # both 21 «в тёмную»: the player's (ochko.dark-21)
    DARK_BUST = "dark-bust"          # the blind card busted the player (ochko.dark-player-bust)


@dataclass(frozen=True, slots=True)
class Outcome:
    """How one duel ended: who played, for what stake, who won and why, and the
    cards each side showed."""

    kon: int
    seat: int
    stake: int
    player_won: bool
    reason: Reason
    player_cards: tuple[Card, ...]
    banker_cards: tuple[Card, ...]
    dark: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {
            "kon": self.kon, "seat": self.seat, "stake": self.stake,
            "player_won": self.player_won, "reason": self.reason.value,
            "player_cards": [str(c) for c in self.player_cards],
            "banker_cards": [str(c) for c in self.banker_cards], "dark": self.dark,
        }

    @classmethod
    def from_dict(cls, data: Any) -> Outcome:
        """The inverse of :meth:`to_dict`: whole numbers must be JSON integers and yes/no
        fields ``true`` or ``false`` (never ``"false"``, ``1`` or ``Infinity``)."""
        if not isinstance(data, Mapping):
            raise StateError(f"outcome: {quoted(data)} is not a mapping",
                             f"outcome: {quoted(data)} — не словарь", token="outcome")
        keys = ("kon", "seat", "stake", "player_won", "reason", "player_cards", "banker_cards",
                "dark")
        for key in keys:
            if key not in data:
                raise StateError(f"outcome.{key}: missing", f"outcome.{key}: нет значения",
                                 token=f"outcome.{key}")
        for key in data:
            if key not in keys:
                raise StateError(f"outcome.{key}: unknown key",
                                 f"outcome.{key}: неизвестный ключ", token=f"outcome.{key}")
        for key in ("kon", "seat", "stake"):
            v = data[key]
            if not isinstance(v, int) or isinstance(v, bool) or not 0 <= v <= 10**9:
                raise StateError(f"outcome.{key}: {quoted(v)} is not a whole number from 0",
                                 f"outcome.{key}: {quoted(v)} — не целое число от 0",
                                 token=f"outcome.{key}")
        for key in ("player_won", "dark"):
            if not isinstance(data[key], bool):
                raise StateError(f"outcome.{key}: {quoted(data[key])} is not true or false",
                                 f"outcome.{key}: {quoted(data[key])} — не true и не false",
                                 token=f"outcome.{key}")
        try:
            reason = Reason(data["reason"])
        except (ValueError, TypeError):
            raise StateError(f"outcome.reason: {quoted(data['reason'])} is not one of "
                             f"{', '.join(r.value for r in Reason)}",
                             f"outcome.reason: {quoted(data['reason'])} — не из "
                             f"{', '.join(r.value for r in Reason)}",
                             token="outcome.reason") from None
        cards: list[tuple[Card, ...]] = []
        for key in ("player_cards", "banker_cards"):
            if not isinstance(data[key], list) or len(data[key]) > len(DECK):
                raise StateError(f"outcome.{key}: not a list of cards",
                                 f"outcome.{key}: не список карт", token=f"outcome.{key}")
            try:
                cards.append(tuple(Card.parse(c) for c in data[key]))
            except NotationError as e:
                raise StateError(f"outcome.{key}: {e.en}", f"outcome.{key}: {e.ru}",
                                 token=f"outcome.{key}") from None
        return cls(data["kon"], data["seat"], data["stake"], data["player_won"], reason,
                   cards[0], cards[1], data["dark"])


def _who(seat: int) -> tuple[str, str]:
    return f"player {seat + 1}", f"игрок {seat + 1}"


def _cards_en(cards: Sequence[Card]) -> str:
    return " ".join(str(c) for c in cards)


def _cards_ru(cards: Sequence[Card]) -> str:
    return " ".join(c.russian() for c in cards)


def _val_en(v: HandValue) -> str:
    if v.kind is Kind.SUPEROCHKO:
        return "«суперочко»"
    if v.kind is Kind.FIVE_PICTURES:
        return "five pictures = 21"
    if v.kind is Kind.BUST:
        return f"{v.points}, a bust" if v.points > 21 else "two aces («красная Москва»), a bust"
    return str(v.points)


def _val_ru(v: HandValue) -> str:
    if v.kind is Kind.SUPEROCHKO:
        return "«суперочко»"
    if v.kind is Kind.FIVE_PICTURES:
        return "пять картинок = 21"
    if v.kind is Kind.BUST:
        return f"{v.points}, перебор" if v.points > 21 else "два туза («красная Москва»), перебор"
    return str(v.points)


def evaluate(hand: Sequence[Card], rules: Rules) -> HandValue:
    """:func:`karty.ochko.evaluate` without the input checks (the engine's own hands)."""
    non_ace = aces = pictures = 0
    for c in hand:
        r = c.rank
        if r is Rank.ACE:
            aces += 1
        else:
            non_ace += CARD_POINTS[r]
            if r.is_picture:
                pictures += 1
    return _evaluate_counts(non_ace, aces, len(hand), pictures, rules)


def _first_banker_key(card: Card, rules: Rules) -> int:
    if rules.first_banker_order is FirstBankerOrder.POINTS:
        return CARD_POINTS[card.rank]
    return int(card.rank)


class OchkoState(BaseState[Action]):
    """A session of Очко. Build one with :func:`new_game` or :func:`initial_state`."""

    GAME = "ochko"
    VERSION = 2
    RULES = Rules
    rules: Rules

    __slots__ = (
        "_history",
        "_rules_json",
        "_steps",
        "bank",
        "bank_start",
        "banker",
        "banks_done",
        "crosswise",
        "dark",
        "deck",
        "hands",
        "kon_in_bank",
        "max_banks",
        "max_rounds",
        "n",
        "order",
        "outcomes",
        "phase",
        "previous_public",
        "public",
        "purses",
        "rounds",
        "rules",
        "stake",
        "start_purses",
        "stuk",
        "turn",
    )

    def __init__(self, rules: Rules, players: int, purses: Sequence[int], max_rounds: int,
                 max_banks: int) -> None:
        self.rules = rules
        self.n = players
        self.start_purses = tuple(purses)
        self.max_rounds = max_rounds
        self.max_banks = max_banks
        self.purses = list(purses)
        self.bank = 0
        self.bank_start = 0
        self.banker = -1
        self.deck: list[Card] = list(DECK)
        self.crosswise: Card | None = None
        self.hands: list[list[Card]] = [[] for _ in range(players)]
        self.dark = False
        self.order: list[int] = []
        self.turn = 0
        self.stake = 0
        self.stuk = False
        self.phase: Phase = Phase.FIRST_DRAW
        self.rounds = 0
        self.banks_done = 0
        self.kon_in_bank = 0
        self.public: list[Card] = []
        self.previous_public: list[Card] = []
        self.outcomes: list[Outcome] = []
        self._history: list[Action] = []
        self._steps: list[Step] = []
        self._rules_json: dict[str, Any] = rules.to_dict()

    # -- construction -------------------------------------------------------------------

    @classmethod
    def initial(cls, rules: Rules | None = None, *, players: int = 3,
                purse: int | Sequence[int] = 100, max_rounds: int = 100,
                max_banks: int | None = None) -> Self:
        """The state before the draw for the first bank (a chance node); also
        :func:`initial_state`."""
        rules = Rules() if rules is None else rules
        if not isinstance(rules, Rules):
            raise RulesError(f"rules: {quoted(rules)} is not karty.ochko.Rules",
                             f"правила: {quoted(rules)} — не karty.ochko.Rules", token=quoted(rules))
        if not isinstance(players, int) or isinstance(players, bool) or \
                not 2 <= players <= MAX_PLAYERS:
            raise RulesError(f"players: {players!r} is not 2 to {MAX_PLAYERS}",
                             f"players: {players!r} — не от 2 до {MAX_PLAYERS}", token="players")
        purses = [purse] * players if isinstance(purse, int) else \
            list(purse) if isinstance(purse, (list, tuple)) else []
        if len(purses) != players or any(
                not isinstance(p, int) or isinstance(p, bool) or not 0 <= p <= MAX_MONEY
                for p in purses):
            raise RulesError(f"purse: {purse!r} must be one whole number from 0 to {MAX_MONEY}, "
                             "or one per player",
                             f"purse: {purse!r} — целое от 0 до {MAX_MONEY} или по одному на "
                             "игрока",
                             token="purse")
        for name, value in (("max_rounds", max_rounds), ("max_banks", max_banks)):
            if (value is not None or name == "max_rounds") and (
                    not isinstance(value, int) or isinstance(value, bool)
                    or not 1 <= value <= MAX_ROUNDS):
                raise RulesError(f"{name}: {quoted(value)} is not 1 to {MAX_ROUNDS}",
                                 f"{name}: {quoted(value)} — не от 1 до {MAX_ROUNDS}", token=name)
        return cls(rules, players, purses, max_rounds,
                   players if max_banks is None else max_banks)

    # -- the API --------------------------------------------------------------------------

    def current_player(self) -> int:
        phase = self.phase
        if phase in ("first-draw", "shuffle", "cut"):
            return CHANCE
        if phase == "over":
            return TERMINAL
        if phase in ("stake", "player"):
            return self.order[self.turn]
        return self.banker

    def is_terminal(self) -> bool:
        return self.phase == "over"

    def history(self) -> Sequence[Action]:
        return tuple(self._history)

    def returns(self) -> tuple[int, ...]:
        """Each seat's gain so far; an open bank counts as its banker's money."""
        out = [p - s for p, s in zip(self.purses, self.start_purses, strict=True)]
        if self.banker >= 0:
            out[self.banker] += self.bank
        return tuple(out)

    def drawable(self) -> int:
        """How many cards can still be drawn (the crosswise card is not one)."""
        return len(self.deck) - (1 if self.crosswise is not None else 0)

    def stake_bounds(self) -> tuple[int, int]:
        """The stakes the player to act may name (``lo > hi``: none)."""
        if self.phase != "stake":
            return (1, 0)
        return stake_bounds(self.bank, self.purses[self.order[self.turn]], self.rules)

    def legal_actions(self) -> tuple[Action, ...]:
        """The legal actions, in a stable order. A stake or an opening bank is one
        entry for the whole range of amounts (:class:`StakeRange`,
        :class:`BankRange`): choose the amount with its ``at(n)`` or ``sample(rng)``.
        So the list never has more than three entries."""
        phase = self.phase
        if phase == "opening-bank":
            return (BankRange(self.rules.min_bank, self.purses[self.banker]),)
        if phase == "stuk":
            return (Stuk(), Deal())
        if phase == "ask":
            return (Ask(), Collect())
        if phase == "stake":
            lo, hi = self.stake_bounds()
            return (StakeRange(lo, hi),)
        if phase == "player":
            return self._player_actions()
        if phase == "banker":
            return self._banker_actions()
        return ()

    def _legal(self, action: object) -> bool:
        """Whether ``action`` may be applied now: one of :meth:`legal_actions`, or an
        amount within one of its ranges (a range itself is never applied)."""
        phase = self.phase
        if isinstance(action, (StakeRange, BankRange)):
            return False
        if isinstance(action, OpeningBank):
            return phase == "opening-bank" and \
                self.rules.min_bank <= action.amount <= self.purses[self.banker]
        if isinstance(action, Stake):
            lo, hi = self.stake_bounds()
            return phase == "stake" and lo <= action.amount <= hi
        if isinstance(action, Shuffle):
            return phase in ("first-draw", "shuffle")
        if isinstance(action, Cut):
            return phase == "cut"
        return action in self.legal_actions()

    def _player_actions(self) -> tuple[Action, ...]:
        hand = self.hands[self.order[self.turn]]
        v = evaluate(hand, self.rules)
        out: list[Action] = []
        if not v.is_final and self.drawable() > 0:
            out.append(Draw())
            if self.rules.dark and len(hand) >= self.rules.dark_min_cards:
                out.append(Dark())
        out.append(Stand())
        return tuple(out)

    def _banker_must(self) -> tuple[bool, bool]:
        """(must draw, must stand) for the banker now."""
        hand = self.hands[self.banker]
        v = evaluate(hand, self.rules) if hand else _EMPTY
        must_stand = v.is_final or self.drawable() == 0 or (
            self.rules.banker_stands_at_17 and v.points >= 17)
        must_draw = not must_stand and (not hand or (
            self.rules.banker_draws_at_15 and v.points <= 15))
        return must_draw, must_stand

    def _banker_actions(self) -> tuple[Action, ...]:
        must_draw, must_stand = self._banker_must()
        if must_stand:
            return (Stand(),)
        if must_draw:
            return (Draw(),)
        return (Draw(), Stand())

    def sample_chance(self, rng: random.Random) -> Action:
        if self.phase in ("first-draw", "shuffle"):
            return Shuffle(shuffled_deck(rng))
        if self.phase == "cut":
            return Cut(rng.randint(1, 35))
        raise IllegalActionError(f"not a chance node (phase {self.phase})",
                                 f"это не ход случая (фаза {self.phase})", token=self.phase)

    @classmethod
    def parse_action(cls, text: str) -> Action:
        return parse_action(text)

    def illegal_reason(self, action: object) -> IllegalActionError | None:
        """Why ``action`` may not be applied now, or ``None``.

        >>> s = new_game(3)
        >>> s.illegal_reason(OpeningBank(10)) is None, s.illegal_reason(Stake(5)).en[:30]
        (True, "'stake 5' is not allowed now: ")
        """
        return None if self._legal(action) else self._illegal(action)

    def chance_outcomes(self) -> ChanceOutcomes[Action]:
        """At a shuffle, every order of the deck (each 1/36!); at the cut, each
        of the 35 places to cut (each 1/35).

        >>> s = initial_state()
        >>> s.chance_outcomes().total()
        Fraction(1, 1)
        """
        if self.phase in (Phase.FIRST_DRAW, Phase.SHUFFLE):
            return Shuffles(Shuffle, _shuffle_order)
        if self.phase == Phase.CUT:
            return Listed.uniform([Cut(at) for at in range(1, 36)])
        raise IllegalActionError(f"not a chance node (phase {self.phase})",
                                 f"это не ход случая (фаза {self.phase})", token=self.phase)

    def _transition(self, action: Action) -> Explanation:
        self._steps = []
        self._history.append(action)
        self._apply(action)
        steps, self._steps = tuple(self._steps), []
        return steps

    def _illegal(self, action: object) -> IllegalActionError:
        text = str(action)
        if isinstance(action, (StakeRange, BankRange)):
            return IllegalActionError(
                f"{text!r} is a range, not a move: name one amount, e.g. "
                f"'{action.at(action.lo)}'",
                f"«{text}» — это диапазон, а не ход: назовите одну сумму, например "
                f"«{action.at(action.lo)}»", token=text)
        if self.phase == "over":
            return IllegalActionError(f"{text!r}: the session is over",
                                      f"«{text}»: игра окончена", token=text)
        if isinstance(action, Stake) and self.phase == "stake":
            lo, hi = self.stake_bounds()
            return IllegalActionError(
                f"{text!r}: the stake must be from {lo} to {hi} (the minimum бой, the bank "
                f"{self.bank}, the player's money {self.purses[self.order[self.turn]]})",
                f"«{text}»: ставка должна быть от {lo} до {hi} (минимальный бой, банк "
                f"{self.bank}, деньги игрока {self.purses[self.order[self.turn]]})", token=text)
        if isinstance(action, OpeningBank) and self.phase == "opening-bank":
            return IllegalActionError(
                f"{text!r}: the opening bank must be from {self.rules.min_bank} (the minimum "
                f"bank) to the banker's money {self.purses[self.banker]}",
                f"«{text}»: начальный банк — от {self.rules.min_bank} (минимальный банк) до "
                f"денег банкующего {self.purses[self.banker]}", token=text)
        if isinstance(action, Stand) and self.phase == "banker":
            return IllegalActionError(
                f"{text!r}: the banker must draw here"
                + (" (house rule: he may not stand at 15 or less)"
                   if self.hands[self.banker] else " (he has no card yet)"),
                f"«{text}»: банкующий обязан тянуть"
                + (" (домашнее правило: на 15 и меньше стоять нельзя)"
                   if self.hands[self.banker] else " (у него ещё нет карты)"), token=text)
        if isinstance(action, Draw) and self.phase == "banker":
            return IllegalActionError(
                f"{text!r}: the banker must stand here (21, a special hand, or the house rule "
                "at 17)", f"«{text}»: банкующий обязан стоять (21, особый набор или домашнее "
                "правило на 17)", token=text)
        if isinstance(action, Dark) and self.phase == "player":
            if not self.rules.dark:
                why_en, why_ru = "«в тёмную» is not played at this table", \
                    "«в тёмную» за этим столом не играют"
            else:
                why_en = (f"a card «в тёмную» needs at least {self.rules.dark_min_cards} cards "
                          "in hand, and a hand short of 21")
                why_ru = (f"для карты «в тёмную» нужно не меньше {self.rules.dark_min_cards} "
                          "карт на руках и набор меньше 21")
            return IllegalActionError(f"{text!r}: {why_en}", f"«{text}»: {why_ru}", token=text)
        if isinstance(action, Draw) and self.phase == "player":
            return IllegalActionError(f"{text!r}: the hand already has 21 or a special hand",
                                      f"«{text}»: уже 21 или особый набор", token=text)
        who = self.current_player()
        actor_en = "chance" if who == CHANCE else \
            ("the banker" if who == self.banker else _who(who)[0])
        actor_ru = "случай" if who == CHANCE else \
            ("банкующий" if who == self.banker else _who(who)[1])
        legal = ", ".join(sorted({str(a).split()[0] for a in self.legal_actions()})) or \
            ("shuffle" if self.phase != "cut" else "cut")
        return IllegalActionError(
            f"{text!r} is not allowed now: it is {actor_en}'s turn ({self.phase}); allowed: "
            f"{legal}",
            f"«{text}» сейчас нельзя: ходит {actor_ru} (фаза {self.phase}); можно: {legal}",
            token=text)

    # -- narration helpers -------------------------------------------------------------------

    def _say(self, rule_id: str, en: str, ru: str) -> None:
        self._steps.append(Step(rule_id, en, ru))

    # -- transitions -----------------------------------------------------------------------

    def _apply(self, action: Action) -> None:
        if isinstance(action, Shuffle):
            if self.phase == "first-draw":
                self._first_draw(action.order)
            else:
                self.deck = list(action.order)
                self.public = []
                self._say(R.SHUFFLE.id, "The banker shuffles the deck.",
                          "Банкующий тасует колоду.")
                self.phase = Phase.CUT
        elif isinstance(action, Cut):
            self.deck = self.deck[action.at:] + self.deck[:action.at]
            cutter = (self.banker - 1) % self.n
            en, ru = _who(cutter)
            self._say(R.CUT.id, f"The last hand, {en}, cuts {action.at} cards.",
                      f"Последняя рука, {ru}, срезает {action.at} карт.")
            self._deal()
        elif isinstance(action, OpeningBank):
            self.purses[self.banker] -= action.amount
            self.bank = self.bank_start = action.amount
            self.kon_in_bank = 0
            en, ru = _who(self.banker)
            self._say(R.OPENING_BANK.id, f"{en.capitalize()} banks: {action.amount} in the bank.",
                      f"{ru.capitalize()} банкует: в банке {action.amount}.")
            self._start_kon()
        elif isinstance(action, Stuk):
            self.stuk = True
            rel = "≥" if self.bank >= stuk_threshold(self.bank_start, self.rules) else "<"
            self._say(R.STUK.id, f"«Стук»: the bank holds {self.bank} ({rel} "
                      f"{self.rules.stuk_factor} × {self.bank_start}); this кон is the last.",
                      f"«Стук»: в банке {self.bank} ({rel} {self.rules.stuk_factor} × "
                      f"{self.bank_start}); этот кон последний.")
            self._begin_deal()
        elif isinstance(action, Deal):
            self._say(R.NO_STOPPING.id, "The banker deals on.", "Банкующий сдаёт дальше.")
            self._begin_deal()
        elif isinstance(action, Ask):
            seat = self.order[self.turn]
            en, ru = _who(seat)
            self._say(R.STAKE_FIRST.id, f"The banker asks {en}: «На сколько идёшь?»",
                      f"Банкующий спрашивает: «{ru.capitalize()}, на сколько идёшь?»")
            self.phase = Phase.STAKE
        elif isinstance(action, Collect):
            forgotten = self.order[self.turn:]
            names = ", ".join(_who(s)[0] for s in forgotten)
            names_ru = ", ".join(_who(s)[1] for s in forgotten)
            self._say(R.FORGOTTEN.id, f"The banker gathers the cards, forgetting {names}.",
                      f"Банкующий собирает карты, забыв: {names_ru}.")
            self._end_kon(forgotten)
        elif isinstance(action, Stake):
            self.stake = action.amount
            seat = self.order[self.turn]
            en, ru = _who(seat)
            rule_id = R.STAKE_RANGE.id if action.amount > self.rules.min_stake else R.MIN_STAKE.id
            whole = action.amount == self.bank
            self._say(rule_id, f"{en.capitalize()} goes for {action.amount}"
                      + (" — the whole bank." if whole else f" of the bank's {self.bank}."),
                      f"{ru.capitalize()} идёт на {action.amount}"
                      + (" — по всему банку." if whole else f" из {self.bank} в банке."))
            self.phase = Phase.PLAYER
        elif isinstance(action, Draw):
            if self.phase == "player":
                self._player_draw()
            else:
                self._banker_draw()
        elif isinstance(action, Dark):
            seat = self.order[self.turn]
            card = self._draw()
            self.hands[seat].append(card)
            self.dark = True
            en, ru = _who(seat)
            self._say(R.DARK.id, f"{en.capitalize()} takes one card «в тёмную», unseen; the "
                      "banker now draws for himself.",
                      f"{ru.capitalize()} берёт карту «в тёмную», не глядя; банкующий набирает "
                      "себе.")
            self._to_banker()
        elif isinstance(action, Stand):
            if self.phase == "player":
                seat = self.order[self.turn]
                en, ru = _who(seat)
                self._say(R.PLAYER_DRAWS.id, f"{en.capitalize()}: «Хватит» — he stands.",
                          f"{ru.capitalize()}: «Хватит».")
                self._to_banker()
            else:
                self._say(R.BANKER_DRAWS.id, "The banker stops.", "Банкующий остановился.")
                self._settle()
        else:  # pragma: no cover - the Action union is closed
            raise TypeError(action)

    def _first_draw(self, order: tuple[Card, ...]) -> None:
        self.deck = list(order)
        wishers = [s for s in range(self.n) if self.purses[s] >= self.rules.min_bank]
        if not wishers:
            self._say(R.SESSION_END.id, "Nobody can bank: there is no game.",
                      "Банковать некому: игры нет.")
            self.phase = Phase.OVER
            return
        pos = 0
        candidates = wishers
        while len(candidates) > 1 and pos + len(candidates) <= len(order):
            shown = {s: order[pos + i] for i, s in enumerate(candidates)}
            pos += len(candidates)
            best = max(_first_banker_key(c, self.rules) for c in shown.values())
            self._say(R.FIRST_BANKER.id,
                      "«На старшего»: " + ", ".join(f"{_who(s)[0]} {c}" for s, c in shown.items()),
                      "«На старшего»: " + ", ".join(f"{_who(s)[1]} {c.russian()}"
                                                    for s, c in shown.items()))
            candidates = [s for s, c in shown.items()
                          if _first_banker_key(c, self.rules) == best]
        self.banker = candidates[0]
        en, ru = _who(self.banker)
        rule_id = R.FIRST_BANKER_ORDER.id if len(wishers) > 1 else R.FIRST_BANKER.id
        self._say(rule_id, f"{en.capitalize()} has the highest card and banks first.",
                  f"Старшая карта у игрока: {ru}; он банкует первым.")
        self.phase = Phase.OPENING_BANK

    def _eligible(self) -> list[int]:
        """The players dealt in: those who can cover the minimum бой, banker's left first."""
        return [s for k in range(1, self.n) if self.purses[s := (self.banker + k) % self.n]
                >= self.rules.min_stake]

    def _start_kon(self) -> None:
        if self.rounds >= self.max_rounds:
            self._say(R.SESSION_END.id, f"The agreed {self.max_rounds} кон have been played.",
                      f"Сыграно условленное число конов: {self.max_rounds}.")
            self._end_bank(final=True)
            return
        if not self._eligible():
            self._say(R.PURSE_LIMIT.id, "No player can cover the minimum бой: the bank ends.",
                      "Никто не может покрыть минимальный бой: банк кончается.")
            self._end_bank()
            return
        reached = self.bank >= stuk_threshold(self.bank_start, self.rules)
        if not self.stuk and (reached or self.rules.stuk is StukMode.ANY_TIME):
            if self.rules.stuk is StukMode.MANDATORY:
                self.stuk = True
                self._say(R.STUK.id, f"«Стук» is due: the bank holds {self.bank}; this кон is "
                          "the last.", f"Пора «стук»: в банке {self.bank}; этот кон последний.")
            else:
                self.phase = Phase.STUK
                return
        self._begin_deal()

    def _begin_deal(self) -> None:
        if self.rules.no_shuffle and self.kon_in_bank > 0:
            self.deck.reverse()
            self._say(R.NO_SHUFFLE.id, "No shuffle: the banker turns the deck over.",
                      "Без тасовки: банкующий переворачивает колоду.")
            self._deal()
        else:
            self.phase = Phase.SHUFFLE

    def _deal(self) -> None:
        # Cards shown in this кон (out of the fresh part); after a turn-over without a
        # shuffle, the last кон's shown cards lie at the bottom in the order laid (s55).
        turned = self.rules.no_shuffle and self.kon_in_bank > 0
        self.previous_public = self.public if turned else []
        self.public = []
        self.rounds += 1
        self.kon_in_bank += 1
        self.order = self._eligible()
        self.turn = 0
        for seat in (*self.order, self.banker):
            self.hands[seat] = [self.deck.pop(0)]
        self._say(R.DEAL.id, f"Кон {self.rounds}: one card each from the top, the banker's last.",
                  f"Кон {self.rounds}: по одной карте сверху, банкующему — последнему.")
        if self.rules.zarez is Zarez.OWN_CARD:
            self._say(R.ZAREZ.id, "The banker knifes the deck («зарезает»): he lays his own "
                      "card across it; from now on cards come from the bottom.",
                      "Банкующий «зарезает» колоду: кладёт свою карту поперёк; теперь карты "
                      "тянут снизу.")
        else:
            card = self.deck.pop()
            self.deck.insert(0, card)
            self.crosswise = card
            self._say(R.ZAREZ.id, f"The banker knifes the deck («зарезает»): the bottom card "
                      f"{card} lies face up across it; from now on cards come from the bottom.",
                      f"Банкующий «зарезает» колоду: нижняя карта {card.russian()} лежит "
                      "открытой поперёк; теперь карты тянут снизу.")
        self.phase = Phase.ASK

    def _draw(self) -> Card:
        card = self.deck.pop()
        if card == self.crosswise:
            self.crosswise = None
            self.deck.insert(0, card)
            self._say(R.DECK_EXHAUSTED.id, "The fresh cards are used up: the crosswise card goes "
                      "on top and the played cards are drawn on.",
                      "Свежие карты кончились: поперечная карта идёт наверх, тянут сыгранные.")
            card = self.deck.pop()
        return card

    def _player_draw(self) -> None:
        seat = self.order[self.turn]
        hand = self.hands[seat]
        card = self._draw()
        hand.append(card)
        v = evaluate(hand, self.rules)
        en, ru = _who(seat)
        if v.is_bust:
            self.public.extend(hand)
            rid = R.TWO_ACES_BUST.id if R.TWO_ACES_BUST.id in v.rule_ids else R.BUST.id
            self._say(rid, f"{en.capitalize()} draws from the bottom and busts ({_val_en(v)}): "
                      f"he shows {_cards_en(hand)} and pays {self.stake} into the bank.",
                      f"{ru.capitalize()} тянет снизу — перебор ({_val_ru(v)}): показывает "
                      f"{_cards_ru(hand)} и докладывает в банк {self.stake}.")
            self._record(Reason.BUST, False)
            self._player_loses()
            self._end_duel()
            return
        self._say(R.DRAW_FROM_BOTTOM.id, f"{en.capitalize()} draws a card from the bottom.",
                  f"{ru.capitalize()} тянет карту снизу.")
        if len(hand) == 2 and (v.kind is Kind.SUPEROCHKO or
                               (v.kind is Kind.TOTAL and v.points == 21)):
            self.public.extend(hand)
            rid = R.SUPEROCHKO.id if v.kind is Kind.SUPEROCHKO else R.IMMEDIATE_21.id
            self._say(rid, f"{en.capitalize()} has {_val_en(v)} straight away ({_cards_en(hand)}) "
                      f"and announces it; the banker may not draw. He takes {self.stake}.",
                      f"У игрока {seat + 1} сразу {_val_ru(v)} ({_cards_ru(hand)}); он объявляет, "
                      f"банкующий набирать не вправе. Он берёт {self.stake}.")
            self._record(Reason.IMMEDIATE, True)
            self._player_wins()
            self._end_duel()
            return
        if v.is_final:
            self._say(R.STAND_ON_21.id, f"{en.capitalize()} has {_val_en(v)} and stands.",
                      f"У игрока {seat + 1} {_val_ru(v)}: больше не берёт.")
            self._to_banker()

    def _to_banker(self) -> None:
        self.phase = Phase.BANKER
        self._banker_auto()

    def _banker_auto(self) -> None:
        """Settle at once when the banker has no choice but to stand."""
        _, must_stand = self._banker_must()
        if must_stand:
            hand = self.hands[self.banker]
            if hand:
                v = evaluate(hand, self.rules)
                rid = R.BANKER_17.id if (self.rules.banker_stands_at_17 and v.points >= 17
                                         and not v.is_final) else R.STAND_ON_21.id
                self._say(rid, f"The banker has {_val_en(v)} and must stand.",
                          f"У банкующего {_val_ru(v)}: он обязан стоять.")
            self._settle()

    def _banker_draw(self) -> None:
        hand = self.hands[self.banker]
        must_draw, _ = self._banker_must()
        card = self._draw()
        hand.append(card)
        v = evaluate(hand, self.rules)
        rid = R.BANKER_15.id if (must_draw and len(hand) > 1) else R.BANKER_DRAWS.id
        self._say(rid, f"The banker draws {card}: {_cards_en(hand)} = {_val_en(v)}.",
                  f"Банкующий тянет {card.russian()}: {_cards_ru(hand)} = {_val_ru(v)}.")
        if v.is_bust:
            seat = self.order[self.turn]
            en, ru = _who(seat)
            rid = R.DARK_BANKER_BUST.id if self.dark else R.BANKER_BUST.id
            self._say(rid, f"The banker busts: {en} wins {self.stake}.",
                      f"У банкующего перебор: {ru} выигрывает {self.stake}.")
            self.public.extend(self.hands[seat])
            self._record(Reason.BANKER_BUST, True)
            self._player_wins()
            self._end_duel()
            return
        self._banker_auto()

    def _settle(self) -> None:
        seat = self.order[self.turn]
        hand = self.hands[seat]
        pv = evaluate(hand, self.rules)
        bhand = self.hands[self.banker]
        bv = evaluate(bhand, self.rules) if bhand else _EMPTY
        self.public.extend(hand)
        en, ru = _who(seat)
        opened_en = f"{en.capitalize()} opens {_cards_en(hand)} = {_val_en(pv)}"
        opened_ru = f"{ru.capitalize()} открывает {_cards_ru(hand)} = {_val_ru(pv)}"
        if self.dark and pv.is_bust:
            self._say(R.DARK_PLAYER_BUST.id, f"{opened_en}: he loses {self.stake}.",
                      f"{opened_ru}: он проиграл {self.stake}.")
            self._record(Reason.DARK_BUST, False)
            self._player_loses()
        elif self.dark and pv.rank == 21 and bv.rank == 21:
            self._say(R.DARK_21.id, f"{opened_en}: both have 21, and his blind 21 came first: "
                      f"he wins {self.stake}.", f"{opened_ru}: у обоих очко, но его очко "
                      f"«в тёмную» пришло раньше: он выигрывает {self.stake}.")
            self._record(Reason.DARK_21, True)
            self._player_wins()
        elif pv.rank > bv.rank:
            self._say(R.GOAL.id, f"{opened_en} against the banker's {_val_en(bv)}: he wins "
                      f"{self.stake}.", f"{opened_ru} против {_val_ru(bv)} у банкующего: он "
                      f"выигрывает {self.stake}.")
            self._record(Reason.HIGHER, True)
            self._player_wins()
        elif pv.rank == bv.rank:
            self._say(R.TIE_TO_BANKER.id, f"{opened_en}, the same as the banker: the banker wins "
                      f"{self.stake}.", f"{opened_ru}, как у банкующего: выигрыш за банкующим "
                      f"({self.stake}).")
            self._record(Reason.TIE, False)
            self._player_loses()
        else:
            self._say(R.GOAL.id, f"{opened_en} against the banker's {_val_en(bv)}: he loses "
                      f"{self.stake}.", f"{opened_ru} против {_val_ru(bv)} у банкующего: он "
                      f"проиграл {self.stake}.")
            self._record(Reason.LOWER, False)
            self._player_loses()
        self._end_duel()

    def _record(self, reason: Reason, player_won: bool) -> None:
        seat = self.order[self.turn]
        self.outcomes.append(Outcome(self.rounds, seat, self.stake, player_won, reason,
                                     tuple(self.hands[seat]), tuple(self.hands[self.banker]),
                                     self.dark))

    def _player_wins(self) -> None:
        seat = self.order[self.turn]
        self.bank -= self.stake
        self.purses[seat] += self.stake
        self._say(R.SETTLE.id, f"The bank is now {self.bank}.", f"В банке теперь {self.bank}.")

    def _player_loses(self) -> None:
        seat = self.order[self.turn]
        self.purses[seat] -= self.stake
        self.bank += self.stake
        self._say(R.SETTLE.id, f"The bank is now {self.bank}.", f"В банке теперь {self.bank}.")

    def _to_top(self, cards: Sequence[Card]) -> None:
        for card in cards:
            self.deck.insert(0, card)

    def _end_duel(self) -> None:
        seat = self.order[self.turn]
        bhand = self.hands[self.banker]
        keep = 1 if self.rules.banker_hand is BankerHand.KEPT else 0
        self._to_top(self.hands[seat])
        self._to_top(bhand[keep:])
        self.public.extend(bhand[keep:])
        self.hands[seat] = []
        self.hands[self.banker] = bhand[:keep]
        self._say(R.PLAYED_ON_TOP.id, "The played cards go on top of the deck.",
                  "Сыгранные карты ложатся сверху колоды.")
        self.dark = False
        self.stake = 0
        self.turn += 1
        if self.bank == 0:
            self._say(R.WHOLE_BANK.id, f"{_who(seat)[0].capitalize()} has beaten the whole bank: "
                      "the bank is over.", f"{_who(seat)[1].capitalize()} ударил по всему банку "
                      "и выиграл: банк окончен.")
            self._end_kon([])
        elif self.turn == len(self.order):
            self._end_kon([])
        else:
            self.phase = Phase.ASK

    def _end_kon(self, forgotten: Sequence[int]) -> None:
        for seat in self.order:
            if self.hands[seat]:
                self._to_top(self.hands[seat])
                self.hands[seat] = []
        self._to_top(self.hands[self.banker])
        self.public.extend(self.hands[self.banker])
        self.hands[self.banker] = []
        self.crosswise = None
        self.order = []
        self.turn = 0
        if self.bank == 0:
            self._end_bank()
        elif forgotten and self.rules.forgotten_penalty:
            shares = split_bank(self.bank, forgotten, self.rules)
            given = sum(shares.values())
            for seat, amount in shares.items():
                self.purses[seat] += amount
            self.purses[self.banker] += self.bank - given
            self.bank = 0
            parts_en = ", ".join(f"{_who(s)[0]} {a}" for s, a in shares.items())
            parts_ru = ", ".join(f"{_who(s)[1]} {a}" for s, a in shares.items())
            self._say(R.FORGOTTEN_PENALTY.id if len(forgotten) == 1 else R.PENALTY_SPLIT.id,
                      f"«А это что такое?» The wronged show their unplayed cards: the bank goes to "
                      f"them ({parts_en}).", f"«А это что такое?» Обиженные показывают "
                      f"несыгранные карты: банк отходит им ({parts_ru}).")
            self._end_bank()
        elif self.stuk:
            self._say(R.STUK_END.id, f"After «стук» the {self.bank} left in the bank go to the "
                      "banker.", f"После «стука» оставшиеся в банке {self.bank} переходят к "
                      "банкующему.")
            self._end_bank()
        else:
            self._start_kon()

    def _end_bank(self, final: bool = False) -> None:
        self.purses[self.banker] += self.bank
        self.bank = 0
        self.bank_start = 0
        self.stuk = False
        self.kon_in_bank = 0
        self.banks_done += 1
        old = self.banker
        if final or self.banks_done >= self.max_banks or self.rounds >= self.max_rounds:
            self._say(R.SESSION_END.id, "The session is over.", "Игра окончена.")
            self.phase = Phase.OVER
            return
        for k in range(1, self.n):
            seat = (old + k) % self.n
            if self.purses[seat] >= self.rules.min_bank and any(
                    self.purses[s] >= self.rules.min_stake for s in range(self.n) if s != seat):
                self.banker = seat
                en, ru = _who(seat)
                self._say(R.BANK_PASSES.id, f"The right to bank passes to {en}.",
                          f"Право банковать переходит: {ru}.")
                self.phase = Phase.OPENING_BANK
                return
        self._say(R.SESSION_END.id, "Nobody else can bank: the session is over.",
                  "Больше некому банковать: игра окончена.")
        self.phase = Phase.OVER

    # -- what a player sees ------------------------------------------------------------------

    def observation(self, player: int) -> dict[str, Any]:
        """What ``player`` sees: his own hand (not a card «в тёмную»), the banker's
        cards, the cards shown in this кон (``public``; under the no-shuffle house
        rule also ``previous_public``, the last кон's, which now lie at the bottom
        in the order they were laid), the crosswise card; never the deck's order
        or another player's hidden cards."""
        if not isinstance(player, int) or not 0 <= player < self.n:
            raise IllegalActionError(f"{player!r} is not a seat", f"{player!r} — нет такого места",
                                     token=repr(player))
        dark_seat = self.order[self.turn] if self.dark else None
        hands: list[dict[str, Any]] = []
        for seat in range(self.n):
            hand = self.hands[seat]
            hidden = 0
            if seat == self.banker:
                visible = list(hand)
            elif seat == player:
                visible = list(hand)
                if seat == dark_seat:
                    visible, hidden = visible[:-1], 1
            else:
                visible, hidden = [], len(hand)
            hands.append({"seat": seat, "cards": [str(c) for c in visible], "hidden": hidden})
        obs: dict[str, Any] = {
            "game": "ochko",
            "player": player,
            "rules": dict(self._rules_json),
            "phase": self.phase.value,
            "current_player": self.current_player(),
            "banker": self.banker,
            "bank": self.bank,
            "bank_start": self.bank_start,
            "stuk": self.stuk,
            "purses": list(self.purses),
            "order": list(self.order),
            "turn": self.turn,
            "stake": self.stake,
            "dark": self.dark,
            "hands": hands,
            "crosswise": str(self.crosswise) if self.crosswise else None,
            "drawable": self.drawable(),
            "public": [str(c) for c in self.public],
            "previous_public": [str(c) for c in self.previous_public],
            "last_outcome": self.outcomes[-1].to_dict() if self.outcomes else None,
            "round": self.rounds,
            "banks_done": self.banks_done,
        }
        if self.phase == "stake":
            obs["stake_bounds"] = list(self.stake_bounds())
        if self.phase == "opening-bank":
            obs["bank_bounds"] = [self.rules.min_bank, self.purses[self.banker]]
        return obs

    # -- serialisation ------------------------------------------------------------------------

    def _snapshot(self) -> dict[str, Any]:
        return {
            "phase": self.phase.value,
            "banker": self.banker,
            "bank": self.bank,
            "bank_start": self.bank_start,
            "purses": list(self.purses),
            "deck": [str(c) for c in self.deck],
            "crosswise": str(self.crosswise) if self.crosswise else None,
            "hands": [[str(c) for c in h] for h in self.hands],
            "dark": self.dark,
            "order": list(self.order),
            "turn": self.turn,
            "stake": self.stake,
            "stuk": self.stuk,
            "rounds": self.rounds,
            "banks_done": self.banks_done,
            "kon_in_bank": self.kon_in_bank,
            "public": [str(c) for c in self.public],
            "previous_public": [str(c) for c in self.previous_public],
            "duels": len(self.outcomes),
            "last_outcome": self.outcomes[-1].to_dict() if self.outcomes else None,
        }

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe: the table (rules, seats, purses, limits), the history, and a
        snapshot of the position that :meth:`from_dict` checks against a replay.

        Its size is proportionate to the session: the history (about 0.7 kB per кон
        at a full table) and a snapshot of the position, with the number of duels and
        the last one's outcome rather than every outcome (the history holds them).
        A session has at most :data:`MAX_ROUNDS` кон."""
        return {
            "game": "ochko",
            "version": VERSION,
            "rules": self.rules.to_dict(),
            "players": self.n,
            "purses": list(self.start_purses),
            "max_rounds": self.max_rounds,
            "max_banks": self.max_banks,
            "history": [str(a) for a in self._history],
            "state": self._snapshot(),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        """Rebuild by replaying the history; the snapshot, if given, must agree.

        Raises :class:`karty.StateError` naming the bad part.
        """
        if not isinstance(data, Mapping):
            raise StateError(f"state: {quoted(data)} is not a mapping",
                             f"состояние: {quoted(data)} — не словарь", token=quoted(data))
        if nesting(data) > MAX_DEPTH:
            raise StateError(f"state: nested deeper than {MAX_DEPTH} levels",
                             f"state: вложенность глубже {MAX_DEPTH} уровней", token="state")
        if data.get("game") != "ochko":
            raise StateError(f"game: {data.get('game')!r} is not 'ochko'",
                             f"game: {data.get('game')!r} — не «ochko»", token="game")
        version = data.get("version", 1)
        if version not in (1, VERSION) or isinstance(version, bool):
            raise StateError(f"version: {quoted(version)} is not 1 or {VERSION}",
                             f"version: {quoted(version)} — не 1 и не {VERSION}", token="version")
        known = {"game", "version", "rules", "players", "purses", "max_rounds", "max_banks",
                 "history", "state"}
        for key in data:
            if key not in known:
                raise StateError(f"unknown key {key!r}", f"неизвестный ключ «{key}»",
                                 token=str(key))
        try:
            rules = Rules.from_dict(data.get("rules", {}))
        except RulesError as e:
            raise nested(e, "rules") from None
        try:
            state = cls.initial(rules, players=data.get("players", 3),
                                purse=data.get("purses", 100),
                                max_rounds=data.get("max_rounds", 100),
                                max_banks=data.get("max_banks"))
        except RulesError as e:
            raise StateError(f"{e.token}: {e.en}", f"{e.token}: {e.ru}",
                             token=e.token) from None
        state.replay(parse_history(data.get("history", []), parse_action, MAX_HISTORY))
        snap = data.get("state")
        if snap is not None:
            if not isinstance(snap, Mapping):
                raise StateError("state must be a mapping", "state должен быть словарём",
                                 token="state")
            mine = state._snapshot()
            if version == 1:  # every duel's outcome, as the first format kept them
                mine["outcomes"] = [o.to_dict() for o in state.outcomes]
            for key, value in snap.items():
                if key not in mine:
                    raise StateError(f"state.{key}: unknown key", f"state.{key}: неизвестный ключ",
                                     token=f"state.{key}")
                if mine[key] != value:
                    raise StateError(
                        f"state.{key}: {value!r} disagrees with the history ({mine[key]!r})",
                        f"state.{key}: {value!r} не согласуется с историей ({mine[key]!r})",
                        token=f"state.{key}")
        return state

    def clone(self) -> Self:
        other = type(self)(self.rules, self.n, self.start_purses, self.max_rounds,
                           self.max_banks)
        for name in OchkoState.__slots__:
            value = getattr(self, name)
            if isinstance(value, list):
                value = [list(v) if isinstance(v, list) else v for v in value]
            setattr(other, name, value)
        other._steps = []
        return other

    def cards_in_play(self) -> list[Card]:
        """Every card: the deck and all hands (always the 36, once shuffled)."""
        return [*self.deck, *(c for h in self.hands for c in h)]

    # -- the setup and the notation ------------------------------------------------------

    def setup(self) -> dict[str, str]:
        """The table besides the rules: seats, purses (one, or one per seat), the
        limits on кон and banks.

        >>> new_game(1, players=2, purse=[50, 70]).setup()
        {'players': '2', 'purses': '50,70', 'max_rounds': '100', 'max_banks': '2'}
        """
        purses = self.start_purses
        return {"players": str(self.n),
                "purses": str(purses[0]) if len(set(purses)) == 1 else ",".join(map(str, purses)),
                "max_rounds": str(self.max_rounds), "max_banks": str(self.max_banks)}

    @classmethod
    def from_setup(cls, rules: Mapping[str, str], table: Mapping[str, str]) -> Self:
        """The session before the first draw, from rule options and :meth:`setup`."""
        known = ("players", "purses", "max_rounds", "max_banks")
        for key in table:
            if key not in known:
                raise StateError(f"{key}: not a rule option or table setting of Очко",
                                 f"{key}: не правило и не настройка стола очка", token=key)
        def number(key: str, text: str) -> int:
            n = int_from_text(text)
            if n is None:
                raise StateError(f"{key}: {quoted(text)} is not a whole number",
                                 f"{key}: {quoted(text)} — не целое число", token=key)
            return n
        players = number("players", table.get("players", "3"))
        purse_text = table.get("purses", "100").split(",")
        purses = [number("purses", t) for t in purse_text]
        max_banks = table.get("max_banks")
        try:
            state = cls.initial(Rules.from_text(rules), players=players,
                                purse=purses[0] if len(purses) == 1 else purses,
                                max_rounds=number("max_rounds", table.get("max_rounds", "100")),
                                max_banks=None if max_banks is None else
                                number("max_banks", max_banks))
        except RulesError as e:
            raise StateError(e.en, e.ru, token=e.token) from None
        return state

    def hidden_from(self, player: int) -> frozenset[Card]:
        """The cards in play that ``player`` cannot see: the hands of the other
        players (not the banker's, which lie open), and his own card «в тёмную»;
        less every card shown. (The deck is never in an observation, only its
        size; cards shown in an earlier duel may be named after they go back
        into it, since everyone saw them.)"""
        hidden: set[Card] = set()
        for seat, hand in enumerate(self.hands):
            if seat != player and seat != self.banker:
                hidden.update(hand)
        if self.dark and self.order and self.order[self.turn] == player and self.hands[player]:
            hidden.add(self.hands[player][-1])
        hidden -= set(self.public) | set(self.previous_public)
        if self.crosswise is not None:
            hidden.discard(self.crosswise)
        return frozenset(hidden)


def new_game(seed: int, rules: Rules | None = None, *, players: int = 3,
             purse: int | Sequence[int] = 100, max_rounds: int = 100,
             max_banks: int | None = None) -> OchkoState:
    """A new session: the draw for the first bank is shuffled from
    ``random.Random(seed)``; the banker then puts up the opening bank.

    >>> s = new_game(7, players=4)
    >>> str(s.phase), s.bank, sum(s.purses)
    ('opening-bank', 0, 400)
    """
    state = OchkoState.initial(rules, players=players, purse=purse, max_rounds=max_rounds,
                               max_banks=max_banks)
    rng = random.Random(seed)
    state.apply_action(state.sample_chance(rng))
    return state


def initial_state(rules: Rules | None = None, *, players: int = 3,
                  purse: int | Sequence[int] = 100, max_rounds: int = 100,
                  max_banks: int | None = None) -> OchkoState:
    """The session before the draw for the first bank: a chance node."""
    return OchkoState.initial(rules, players=players, purse=purse, max_rounds=max_rounds,
                              max_banks=max_banks)


def _shuffle_order(action: object) -> tuple[Card, ...] | None:
    return action.order if isinstance(action, Shuffle) else None


#: The class's earlier name.
State = OchkoState
