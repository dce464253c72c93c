"""The outcomes of a chance node with their probabilities, as OpenSpiel's
``chance_outcomes()`` gives them, beside ``State.sample_chance(rng)``.

A chance step is either a few outcomes listed one by one (Очко's cut: 35
ways, each 1/35), or a shuffle of the whole deck: 36! orders, each
1/36!. The second cannot be listed, so both are a :class:`ChanceOutcomes`:
``count`` outcomes, iterated lazily, indexed, each with its exact
probability (a :class:`~fractions.Fraction`), and :meth:`~ChanceOutcomes.total`
is exactly 1.

    >>> from karty import bura
    >>> s = bura.initial_state()
    >>> outcomes = s.chance_outcomes()
    >>> outcomes.count == math.factorial(36), outcomes.total()
    (True, Fraction(1, 1))
    >>> first, p = outcomes[0]
    >>> str(first)[:22], p == Fraction(1, math.factorial(36))
    ('deal 6♠ 7♠ 8♠ 9♠ 10♠ J', True)
    >>> s.sample_chance(random.Random(1)) in outcomes
    True
"""

from __future__ import annotations

import abc
import itertools
import math
import random  # noqa: F401  (the doctest)
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from fractions import Fraction

from .cards import DECK, Card
from .errors import StateError

__all__ = ["ChanceOutcomes", "Listed", "Shuffles"]


class ChanceOutcomes[A](abc.ABC):
    """The outcomes of one chance node: ``(action, probability)`` pairs."""

    __slots__ = ()

    @property
    @abc.abstractmethod
    def count(self) -> int:
        """How many outcomes there are."""

    @abc.abstractmethod
    def __getitem__(self, index: int) -> tuple[A, Fraction]: ...

    @abc.abstractmethod
    def __iter__(self) -> Iterator[tuple[A, Fraction]]: ...

    @abc.abstractmethod
    def probability(self, action: object) -> Fraction:
        """The probability of ``action`` (0 if it is not an outcome)."""

    def __contains__(self, action: object) -> bool:
        return self.probability(action) > 0

    @abc.abstractmethod
    def total(self) -> Fraction:
        """The sum of the probabilities of every outcome (exactly 1)."""


@dataclass(frozen=True, slots=True)
class Listed[A](ChanceOutcomes[A]):
    """A few outcomes, each with its probability, listed."""

    outcomes: tuple[tuple[A, Fraction], ...]

    @classmethod
    def uniform(cls, actions: Sequence[A]) -> Listed[A]:
        p = Fraction(1, len(actions))
        return cls(tuple((a, p) for a in actions))

    @property
    def count(self) -> int:
        return len(self.outcomes)

    def __len__(self) -> int:
        return len(self.outcomes)

    def __getitem__(self, index: int) -> tuple[A, Fraction]:
        return self.outcomes[index]

    def __iter__(self) -> Iterator[tuple[A, Fraction]]:
        return iter(self.outcomes)

    def probability(self, action: object) -> Fraction:
        return sum((p for a, p in self.outcomes if a == action), Fraction(0))

    def total(self) -> Fraction:
        return sum((p for _, p in self.outcomes), Fraction(0))


@dataclass(frozen=True, slots=True)
class Shuffles[A](ChanceOutcomes[A]):
    """Every order of the 36-card deck, each equally likely; ``make`` turns an
    order (top card first) into the game's chance action, ``order_of`` reads it
    back. Outcome ``i`` is the ``i``-th permutation of :data:`karty.DECK` in
    lexicographic order of positions (what ``itertools.permutations`` gives)."""

    make: Callable[[tuple[Card, ...]], A]
    order_of: Callable[[object], tuple[Card, ...] | None]

    @property
    def count(self) -> int:
        return math.factorial(len(DECK))

    def __getitem__(self, index: int) -> tuple[A, Fraction]:
        n = self.count
        if not isinstance(index, int) or not -n <= index < n:
            raise StateError(f"outcome {index!r}: there are {n} outcomes",
                             f"исход {index!r}: исходов {n}", token=str(index))
        index %= n
        pool = list(DECK)
        order: list[Card] = []
        for k in range(len(pool), 0, -1):
            i, index = divmod(index, math.factorial(k - 1))
            order.append(pool.pop(i))
        return self.make(tuple(order)), Fraction(1, n)

    def __iter__(self) -> Iterator[tuple[A, Fraction]]:
        p = Fraction(1, self.count)
        return ((self.make(order), p) for order in itertools.permutations(DECK))

    def probability(self, action: object) -> Fraction:
        order = self.order_of(action)
        if order is None or len(order) != len(DECK) or set(order) != set(DECK):
            return Fraction(0)
        return Fraction(1, self.count)

    def total(self) -> Fraction:
        return self.count * Fraction(1, self.count)
