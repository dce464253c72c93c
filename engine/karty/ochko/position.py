"""Очко, a session: the position (phases, outcomes, the deck, hands, bank and purses)
and the state's first layer, :class:`OchkoPosition`. :mod:`karty.ochko.state` builds
:class:`~karty.ochko.state.OchkoState` on it through legality, transitions and view.

    >>> from karty.ochko import new_game
    >>> s = new_game(3)
    >>> str(s.phase), s.drawable(), sum(s.purses)
    ('opening-bank', 36, 300)
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final, Self

from ..cards import DECK, Card, Rank, card_texts
from ..errors import (
    NotationError,
    RulesError,
    StateError,
    quoted,
)
from ..game import CHANCE, TERMINAL
from ..game import State as BaseState
from ..registry import Step
from .actions import (
    Action,
    Ask,
    Collect,
    Dark,
    Deal,
    Draw,
    Shuffle,
    Stand,
    Stuk,
)
from .bank import stake_bounds
from .rules import MAX_MONEY, FirstBankerOrder, Rules
from .values import CARD_POINTS, HandValue, Kind, _evaluate_counts

_step_later = Step.later

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
            "player_won": self.player_won, "reason": self.reason._value_,
            "player_cards": card_texts(self.player_cards),
            "banker_cards": card_texts(self.banker_cards), "dark": self.dark,
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


# Per card of DECK (by index): an ace?, its points if not an ace, a picture?
_IS_ACE: tuple[bool, ...] = tuple(c.rank is Rank.ACE for c in DECK)
_NON_ACE_POINTS: tuple[int, ...] = tuple(0 if c.rank is Rank.ACE else CARD_POINTS[c.rank]
                                         for c in DECK)
_IS_PICTURE: tuple[bool, ...] = tuple(c.rank.is_picture for c in DECK)
# The actions without parameters, shared (they are immutable values).
_DRAW, _STAND, _DARK, _STUK, _DEAL, _ASK, _COLLECT = (
    Draw(), Stand(), Dark(), Stuk(), Deal(), Ask(), Collect())


def evaluate(hand: Sequence[Card], rules: Rules) -> HandValue:
    """:func:`karty.ochko.evaluate` without the input checks (the engine's own hands)."""
    non_ace = aces = pictures = 0
    for c in hand:
        i = c.index
        if _IS_ACE[i]:
            aces += 1
        else:
            non_ace += _NON_ACE_POINTS[i]
            if _IS_PICTURE[i]:
                pictures += 1
    return _evaluate_counts(non_ace, aces, len(hand), pictures, rules)


def _among(action: object, legal: tuple[Action, ...]) -> bool:
    """``action`` is one of the objects in ``legal`` (identity, not equality)."""
    for a in legal:
        if a is action:
            return True
    return False


def _first_banker_key(card: Card, rules: Rules) -> int:
    if rules.first_banker_order is FirstBankerOrder.POINTS:
        return CARD_POINTS[card.rank]
    return int(card.rank)


def high_card_draw(order: Sequence[Card], wishers: Sequence[int],
                   rules: Rules) -> tuple[tuple[tuple[int, Card], ...], ...]:
    """The draw «на старшего» for the first bank (ochko.first-banker): each round,
    the seats still in turn up the next cards of ``order``, one each; those with
    the highest card (by ``rules.first_banker_order``) draw again. Every round as
    ``((seat, card), …)``; the last round's first highest seat banks.

    >>> from karty import parse_cards
    >>> from karty.ochko import Rules
    >>> [[(s, str(c)) for s, c in r] for r in high_card_draw(parse_cards("A♠ A♥ 6♣ 7♦"), [0, 1], Rules())]
    [[(0, 'A♠'), (1, 'A♥')], [(0, '6♣'), (1, '7♦')]]
    """
    rounds: list[tuple[tuple[int, Card], ...]] = []
    pos = 0
    candidates = list(wishers)
    while len(candidates) > 1 and pos + len(candidates) <= len(order):
        shown = tuple((s, order[pos + i]) for i, s in enumerate(candidates))
        pos += len(candidates)
        rounds.append(shown)
        best = max(_first_banker_key(c, rules) for _, c in shown)
        candidates = [s for s, c in shown if _first_banker_key(c, rules) == best]
    return tuple(rounds)


def check_table(rules: Rules | None, players: int, purse: int | Sequence[int], max_rounds: int,
                max_banks: int | None) -> tuple[Rules, list[int], int]:
    """A session's table checked (a :class:`RulesError` naming the bad part): the
    rules (None: the defaults), each seat's purse and the number of banks (None:
    one per player).

    >>> check_table(None, 2, [50, 70], 100, None)[1:]
    ([50, 70], 2)
    """
    rules = Rules() if rules is None else rules
    if not isinstance(rules, Rules):
        raise RulesError(f"rules: {quoted(rules)} is not karty.ochko.Rules",
                         f"правила: {quoted(rules)} — не karty.ochko.Rules", token=quoted(rules))
    if not isinstance(players, int) or isinstance(players, bool) or \
            not 2 <= players <= MAX_PLAYERS:
        raise RulesError(f"players: {quoted(players)} is not 2 to {MAX_PLAYERS}",
                         f"players: {quoted(players)} — не от 2 до {MAX_PLAYERS}",
                         token="players")
    purses = [purse] * players if isinstance(purse, int) else \
        list(purse) if isinstance(purse, (list, tuple)) else []
    if len(purses) != players or any(
            not isinstance(p, int) or isinstance(p, bool) or not 0 <= p <= MAX_MONEY
            for p in purses):
        raise RulesError(f"purse: {quoted(purse)} must be one whole number from 0 to "
                         f"{MAX_MONEY}, or one per player",
                         f"purse: {quoted(purse)} — целое от 0 до {MAX_MONEY} или по одному на "
                         "игрока",
                         token="purse")
    for name, value in (("max_rounds", max_rounds), ("max_banks", max_banks)):
        if (value is not None or name == "max_rounds") and (
                not isinstance(value, int) or isinstance(value, bool)
                or not 1 <= value <= MAX_ROUNDS):
            raise RulesError(f"{name}: {quoted(value)} is not 1 to {MAX_ROUNDS}",
                             f"{name}: {quoted(value)} — не от 1 до {MAX_ROUNDS}", token=name)
    return rules, purses, players if max_banks is None else max_banks


class OchkoPosition(BaseState[Action]):
    """The table, the cards and whose turn it is: the first layer of
    :class:`~karty.ochko.state.OchkoState`."""

    __slots__ = (
        "_history",
        "_listed",
        "_listed_at",
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


    GAME = "ochko"
    VERSION = 2
    RULES = Rules
    rules: Rules

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
        # The last legal_actions() without a range, and the length of the history it
        # was made at: an action taken from it is applied without checking it again.
        self._listed: tuple[Action, ...] = ()
        self._listed_at = -1

    # -- construction -------------------------------------------------------------------

    @classmethod
    def initial(cls, rules: Rules | None = None, *, players: int = 3,
                purse: int | Sequence[int] = 100, max_rounds: int = 100,
                max_banks: int | None = None) -> Self:
        """The state before the draw for the first bank (a chance node); also
        :func:`initial_state`."""
        rules, purses, banks = check_table(rules, players, purse, max_rounds, max_banks)
        return cls(rules, players, purses, max_rounds, banks)

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

    def clone(self) -> Self:
        other = type(self)(self.rules, self.n, self.start_purses, self.max_rounds,
                           self.max_banks)
        for name in OchkoPosition.__slots__:
            value = getattr(self, name)
            if isinstance(value, list):
                value = [list(v) if isinstance(v, list) else v for v in value]
            setattr(other, name, value)
        other._steps = []
        other._listed_at = -1
        return other

    def cards_in_play(self) -> list[Card]:
        """Every card: the deck and all hands (always the 36, once shuffled)."""
        return [*self.deck, *(c for h in self.hands for c in h)]

    # -- the narration of a transition -------------------------------------------------------

    def _say(self, step: Step) -> None:
        self._steps.append(step)

    def _later(self, rule_id: str, write: Callable[..., tuple[str, str]], *args: Any) -> None:
        """A step whose texts ``write(*args)`` writes when first read (args must not
        change afterwards: tuples, numbers, cards)."""
        self._steps.append(_step_later(rule_id, write, *args))

    # -- the setup and the notation ------------------------------------------------------

    def setup(self) -> dict[str, str]:
        """The table besides the rules: seats, purses (one, or one per seat), the
        limits on кон and banks.

        >>> from karty.ochko import new_game
        >>> new_game(1, players=2, purse=[50, 70]).setup()
        {'players': '2', 'purses': '50,70', 'max_rounds': '100', 'max_banks': '2'}
        """
        purses = self.start_purses
        return {"players": str(self.n),
                "purses": str(purses[0]) if len(set(purses)) == 1 else ",".join(map(str, purses)),
                "max_rounds": str(self.max_rounds), "max_banks": str(self.max_banks)}




def _shuffle_order(action: object) -> tuple[Card, ...] | None:
    return action.order if isinstance(action, Shuffle) else None
