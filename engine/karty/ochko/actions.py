"""The actions of Очко: frozen dataclasses whose ``str`` and ``parse`` round-trip.

Chance actions carry everything they decide, so a session replays exactly
from its history: a :class:`Shuffle` carries the whole deck order, a
:class:`Cut` how many cards were lifted::

    >>> parse_action("stake 5"), str(Stake(5))
    (Stake(amount=5), 'stake 5')

A stake or an opening bank is a number in a range, so ``legal_actions()`` offers
it as one parametrised entry, a :class:`StakeRange` or :class:`BankRange`, not one
action per amount; it is never applied itself, but names the actions it stands
for::

    >>> r = parse_action("stake 1..30")
    >>> r, str(r), Stake(12) in r, Stake(31) in r, r.at(12)
    (StakeRange(lo=1, hi=30), 'stake 1..30', True, False, Stake(amount=12))
    >>> parse_action("cut 12")
    Cut(at=12)
    >>> parse_action(str(Shuffle(DECK))) == Shuffle(DECK)
    True
    >>> parse_action("hit me")
    Traceback (most recent call last):
    ...
    karty.errors.NotationError: 'hit me': not an Очко action (expected shuffle, cut, bank N, stuk, deal, ask, collect, stake N, draw, dark, stand; a range: stake N..M, bank N..M)
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Self

from ..cards import DECK, Card, parse_cards
from ..errors import IllegalActionError, NotationError, quoted, shown
from ..game import Style
from ..options import MAX_WRITTEN, not_int_reason

__all__ = [
    "Action",
    "Ask",
    "BankRange",
    "Collect",
    "Cut",
    "Dark",
    "Deal",
    "Draw",
    "OpeningBank",
    "Shuffle",
    "Stake",
    "StakeRange",
    "Stand",
    "Stuk",
    "format_action",
    "parse_action",
]

#: The Russian word of each action (``format("ru")``); :func:`parse_action` reads both.
_RU_WORD: dict[str, str] = {
    "shuffle": "тасовка", "cut": "срез", "bank": "банк", "stuk": "стук", "deal": "сдать",
    "ask": "спросить", "collect": "собрать", "stake": "ставка", "draw": "ещё",
    "dark": "в тёмную", "stand": "хватит",
}
_FROM_RU: dict[str, str] = {ru: en for en, ru in _RU_WORD.items()} | {"еще": "draw"}


class _Written:
    """What every Очко action shares: :meth:`format` in each style."""

    __slots__ = ()

    @classmethod
    def parse(cls, text: str) -> Self:
        """Parse ``text`` (any style); it must be an action of this class.

        >>> Stake.parse("ставка 5"), Dark.parse("в тёмную")
        (Stake(amount=5), Dark())
        >>> Stake.parse("draw")
        Traceback (most recent call last):
        ...
        karty.errors.NotationError: 'draw' is 'draw', not 'stake'
        """
        action = parse_action(text)
        if not isinstance(action, cls):
            got, want = str(action).split()[0], _VERB_OF[cls]
            raise NotationError(f"{quoted(text)} is '{got}', not '{want}'",
                                f"{quoted(text)} — это «{_RU_WORD[got]}», а не «{_RU_WORD[want]}»",
                                token=quoted(text))
        return action

    def format(self, style: Style = "text") -> str:
        """The action as text that :func:`parse_action` reads back: ``text`` (``str()``),
        ``ascii`` (Latin card letters) or ``ru`` (Russian words and card letters).

        >>> [Stake(5).format(s) for s in ("text", "ascii", "ru")]
        ['stake 5', 'stake 5', 'ставка 5']
        >>> parse_action(Dark().format("ru")), parse_action("ставка 1..30")
        (Dark(), StakeRange(lo=1, hi=30))
        """
        text = str(self)
        if style == "text":
            return text
        head, _, rest = text.partition(" ")
        if style == "ascii":
            if isinstance(self, Shuffle):
                return "shuffle " + " ".join(c.ascii() for c in self.order)
            return text
        if style == "ru":
            if isinstance(self, Shuffle):
                rest = " ".join(c.russian() for c in self.order)
            return f"{_RU_WORD[head]} {rest}" if rest else _RU_WORD[head]
        raise NotationError(f"{quoted(style)} is not a style (text, ascii, ru)",
                            f"{quoted(style)} — не запись (text, ascii, ru)", token=quoted(style))


@dataclass(frozen=True, slots=True)
class Shuffle(_Written):
    """Chance: the deck in its new order, top card first."""

    order: tuple[Card, ...]

    def __post_init__(self) -> None:
        if len(self.order) != len(DECK) or set(self.order) != _DECK_SET:
            raise NotationError(
                "shuffle: a shuffle must list all 36 cards exactly once",
                "shuffle: при тасовке должны быть перечислены все 36 карт по одному разу",
                token="shuffle")

    @classmethod
    def _of(cls, order: tuple[Card, ...]) -> Shuffle:
        """Internal: ``order`` is known to be the whole deck (a shuffle of DECK)."""
        action = object.__new__(cls)
        object.__setattr__(action, "order", order)
        return action

    def __str__(self) -> str:
        return "shuffle " + " ".join(str(c) for c in self.order)


_DECK_SET = frozenset(DECK)


@dataclass(frozen=True, slots=True)
class Cut(_Written):
    """Chance: the last hand lifts ``at`` cards off the top and puts them underneath."""

    at: int

    def __post_init__(self) -> None:
        if not isinstance(self.at, int) or isinstance(self.at, bool) or not 1 <= self.at <= 35:
            raise NotationError(f"cut {shown(self.at)}: the cut lifts 1 to 35 cards",
                                f"cut {shown(self.at)}: срезают от 1 до 35 карт",
                                token=f"cut {shown(self.at)}")

    def __str__(self) -> str:
        return f"cut {self.at}"


def _amount(name: str, value: object) -> None:
    if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= MAX_WRITTEN:
        raise NotationError(f"{name} {shown(value)}: the amount must be a whole number from 1 "
                            f"to {MAX_WRITTEN}",
                            f"{name} {shown(value)}: сумма должна быть целым числом от 1 до "
                            f"{MAX_WRITTEN}", token=f"{name} {shown(value)}")


@dataclass(frozen=True, slots=True)
class OpeningBank(_Written):
    """The new banker puts up the opening bank (ochko.opening-bank)."""

    amount: int

    def __post_init__(self) -> None:
        _amount("bank", self.amount)

    def __str__(self) -> str:
        return f"bank {self.amount}"


@dataclass(frozen=True, slots=True)
class Stuk(_Written):
    """The banker announces «стук»: this кон is the last of his bank."""

    def __str__(self) -> str:
        return "stuk"


@dataclass(frozen=True, slots=True)
class Deal(_Written):
    """The banker, who could knock, deals an ordinary кон instead."""

    def __str__(self) -> str:
        return "deal"


@dataclass(frozen=True, slots=True)
class Ask(_Written):
    """The banker turns to the next player: «На сколько идёшь?»."""

    def __str__(self) -> str:
        return "ask"


@dataclass(frozen=True, slots=True)
class Collect(_Written):
    """The banker gathers the cards, ending the кон — forgetting every player not yet
    played (ochko.forgotten-player). A mistake, but one a banker can make."""

    def __str__(self) -> str:
        return "collect"


@dataclass(frozen=True, slots=True)
class Stake(_Written):
    """The player names how much of the bank he is going for."""

    amount: int

    def __post_init__(self) -> None:
        _amount("stake", self.amount)

    def __str__(self) -> str:
        return f"stake {self.amount}"


@dataclass(frozen=True, slots=True)
class Draw(_Written):
    """Take a card from the bottom (the player openly, or the banker for himself)."""

    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True, slots=True)
class Dark(_Written):
    """The player takes one last card «в тёмную», unseen."""

    def __str__(self) -> str:
        return "dark"


@dataclass(frozen=True, slots=True)
class Stand(_Written):
    """Enough: the player (or the banker) stops."""

    def __str__(self) -> str:
        return "stand"


def _bounds(name: str, lo: object, hi: object) -> None:
    _amount(name, lo)
    _amount(name, hi)
    assert isinstance(lo, int) and isinstance(hi, int)
    if lo > hi:
        raise NotationError(f"{name} {lo}..{hi}: the range is empty",
                            f"{name} {lo}..{hi}: пустой диапазон", token=f"{name} {lo}..{hi}")


@dataclass(frozen=True, slots=True)
class StakeRange(_Written):
    """Any stake from ``lo`` to ``hi``: a player's whole choice when the banker asks
    «На сколько идёшь?», as one entry of ``legal_actions()``. Not applied itself:
    choose a :class:`Stake` from it with :meth:`at` or :meth:`sample`."""

    lo: int
    hi: int

    def __post_init__(self) -> None:
        _bounds("stake", self.lo, self.hi)

    def __contains__(self, action: object) -> bool:
        return isinstance(action, Stake) and self.lo <= action.amount <= self.hi

    def __len__(self) -> int:
        return self.hi - self.lo + 1

    def at(self, amount: int) -> Stake:
        """The stake of ``amount``; :class:`karty.IllegalActionError` outside the range."""
        return Stake(_within("stake", amount, self.lo, self.hi))

    def sample(self, rng: random.Random) -> Stake:
        """A stake drawn uniformly from the range, from ``rng`` only."""
        return Stake(rng.randint(self.lo, self.hi))

    def __str__(self) -> str:
        return f"stake {self.lo}..{self.hi}"


@dataclass(frozen=True, slots=True)
class BankRange(_Written):
    """Any opening bank from ``lo`` (the minimum bank) to ``hi`` (the banker's money),
    as one entry of ``legal_actions()``; choose an :class:`OpeningBank` with
    :meth:`at` or :meth:`sample`."""

    lo: int
    hi: int

    def __post_init__(self) -> None:
        _bounds("bank", self.lo, self.hi)

    def __contains__(self, action: object) -> bool:
        return isinstance(action, OpeningBank) and self.lo <= action.amount <= self.hi

    def __len__(self) -> int:
        return self.hi - self.lo + 1

    def at(self, amount: int) -> OpeningBank:
        """The opening bank of ``amount``; :class:`karty.IllegalActionError` outside."""
        return OpeningBank(_within("bank", amount, self.lo, self.hi))

    def sample(self, rng: random.Random) -> OpeningBank:
        """An opening bank drawn uniformly from the range, from ``rng`` only."""
        return OpeningBank(rng.randint(self.lo, self.hi))

    def __str__(self) -> str:
        return f"bank {self.lo}..{self.hi}"


def _within(name: str, amount: object, lo: int, hi: int) -> int:
    if not isinstance(amount, int) or isinstance(amount, bool) or not lo <= amount <= hi:
        raise IllegalActionError(f"{name} {shown(amount)}: must be from {lo} to {hi}",
                                 f"{name} {shown(amount)}: должно быть от {lo} до {hi}",
                                 token=f"{name} {shown(amount)}")
    return amount


#: An amount chosen from a range: the entries of ``legal_actions()`` that stand
#: for many actions.
ActionRange = StakeRange | BankRange
#: Everything ``parse_action`` reads and ``legal_actions()`` lists; only the
#: actions without a range are ever applied.
Action = (Shuffle | Cut | OpeningBank | Stuk | Deal | Ask | Collect | Stake | Draw | Dark | Stand
          | StakeRange | BankRange)

#: The word of each action class (its ``str()`` begins with it).
_VERB_OF: dict[type, str] = {
    Shuffle: "shuffle", Cut: "cut", OpeningBank: "bank", Stuk: "stuk", Deal: "deal", Ask: "ask",
    Collect: "collect", Stake: "stake", Draw: "draw", Dark: "dark", Stand: "stand",
    StakeRange: "stake", BankRange: "bank",
}

_SIMPLE: dict[str, Action] = {
    "stuk": Stuk(), "стук": Stuk(), "deal": Deal(), "ask": Ask(), "collect": Collect(),
    "draw": Draw(), "dark": Dark(), "stand": Stand(),
}
_EXPECTED = ("shuffle, cut, bank N, stuk, deal, ask, collect, stake N, draw, dark, stand; "
             "a range: stake N..M, bank N..M")


def _int(token: str, text: str) -> int:
    if not token.isascii() or not token.isdigit() or len(token) > 12:
        en, ru = not_int_reason(token)
        raise NotationError(f"'{shown(text)}': '{shown(token)}' {en}",
                            f"«{shown(text)}»: «{shown(token)}» {ru}", token=text)
    return int(token)


def parse_action(text: str) -> Action:
    """Parse an action written as by ``str(action)``.

    Only :class:`karty.NotationError` escapes, naming the bad text.
    """
    if not isinstance(text, str):
        raise NotationError(f"{quoted(text)}: an action must be text",
                            f"{quoted(text)}: действие — это текст", token=quoted(text))
    words = text.strip().split()
    if [w.lower() for w in words[:2]] == ["в", "тёмную"]:
        words[:2] = ["dark"]
    if not words:
        raise NotationError(f"'{shown(text)}': empty action", f"«{shown(text)}»: пустое действие",
                            token=text)
    head = words[0].lower()
    head = _FROM_RU.get(head, head)
    if head in _SIMPLE and len(words) == 1:
        return _SIMPLE[head]
    if head in ("stake", "bank") and len(words) == 2 and ".." in words[1]:
        first, _, last = words[1].partition("..")
        lo, hi = _int(first, text), _int(last, text)
        return StakeRange(lo, hi) if head == "stake" else BankRange(lo, hi)
    if head in ("stake", "bank", "cut") and len(words) == 2:
        n = _int(words[1], text)
        if head == "stake":
            return Stake(n)
        if head == "bank":
            return OpeningBank(n)
        return Cut(n)
    if head == "shuffle":
        return Shuffle(parse_cards(" ".join(words[1:])))
    raise NotationError(f"{text!r}: not an Очко action (expected {_EXPECTED})",
                        f"«{text}»: это не действие очка (ожидается {_EXPECTED})",
                        token=text)


def format_action(action: Action, style: Style = "text") -> str:
    """``action.format(style)``: the inverse of :func:`parse_action`."""
    if not isinstance(action, _Written):
        raise NotationError(f"{quoted(action)} is not an Очко action",
                            f"{quoted(action)} — не действие очка", token=quoted(action))
    return action.format(style)
