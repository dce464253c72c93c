"""What the engine thinks each legal move of a decision is worth: the ratings
behind the review of a finished кон and the coach at the table, for any game.

A :class:`Rating` lists every legal move of one decision with its value (the
expected result, in stakes: +1 wins the stake, −1 loses it), its chance to
win where that means something, and the uncertainty of both; ``best`` is
the engine's own move. A move is a **mistake** only where its loss against
the engine's move is larger than the uncertainty of that loss: more than
:data:`MISTAKE_Z` standard errors of the paired difference (a Monte Carlo
estimate, each move played out in the same worlds) and at least
:data:`MIN_LOSS` of the stake; an exact value (Очко's) has no uncertainty.
The engine's move is never a mistake: every loss is measured against it.

A game's rater is anything with ``rate(observation, legal, rng) -> Rating``
(:class:`Rater`): Бура's is :class:`karty.bura.SearchPlayer`, the same object
that plays the table's hard level, so the coach and the hard level cannot
disagree; an exact rater (Очко) builds its ratings with :func:`exact_rating`.
Every random draw comes from :func:`decision_rng`: seeded from the caller's
seed and the observation, nothing else (never the hidden cards).

    >>> r = rating_from_samples("bura", 0, ("lead 6S", "lead AH"),
    ...                         [{0: 1, 1: 1, 2: -1, 3: 1} | {w: 1 for w in range(4, 12)},
    ...                          {w: -1 for w in range(12)}], best=0, scale=1)
    >>> [round(m.value, 3) for m in r.moves], [m.mistake for m in r.moves]
    ([0.833, -1.0], [False, True])
    >>> m = r.moves[1]; round(m.loss, 3), round(m.loss_se, 3)
    (1.833, 0.167)
"""

from __future__ import annotations

import hashlib
import json
import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Final, Protocol, runtime_checkable

from .registry import Explanation

__all__ = [
    "MIN_LOSS",
    "MIN_PAIRS",
    "MISTAKE_Z",
    "MoveRating",
    "Position",
    "Rater",
    "Rating",
    "Review",
    "ReviewStep",
    "decision_rng",
    "exact_rating",
    "forced_rating",
    "rating_from_samples",
]

#: A move is a mistake only if its loss exceeds this many standard errors.
MISTAKE_Z: Final = 2.0
#: ... and is at least this share of the stake (a rounding-size loss is no mistake).
MIN_LOSS: Final = 0.005
#: Fewest paired play-outs before a Monte Carlo loss may be called a mistake.
MIN_PAIRS: Final = 8


@dataclass(frozen=True, slots=True)
class MoveRating:
    """One legal move of a decision, rated.

    ``action``: the move in the game's ASCII notation (the game's
    ``parse_action`` reads it back). ``value``: its expected result in stakes
    (+1 wins the stake); ``se``: the standard error of ``value`` (0 when exact).
    ``win``: its chance to win (``None`` where the game has no such single
    chance), ``win_se`` that chance's standard error. ``samples``: the play-outs behind it (0 when exact). ``loss``: the
    engine's move's value minus this one's, on the same worlds (negative if
    this one did better there); ``loss_se``: its standard error; ``pairs``: the
    worlds both were played in. ``exact``: the exact value, when known.
    ``win_loss``: the engine's move's chance to win minus this one's, on the
    same worlds (``None`` where there is no chance to win)."""

    action: str
    value: float
    se: float
    win: float | None
    win_se: float
    samples: int
    loss: float
    loss_se: float
    pairs: int
    mistake: bool
    exact: Fraction | None = None
    win_loss: float | None = None


@dataclass(frozen=True, slots=True)
class Rating:
    """Every legal move of one decision of ``seat``, rated; ``best`` indexes
    the engine's move. ``method`` is ``search`` (Monte Carlo, with
    ``settings`` such as the play-outs), ``exact`` or ``forced`` (one legal
    move: nothing to rate)."""

    game: str
    seat: int
    moves: tuple[MoveRating, ...]
    best: int
    method: str
    settings: tuple[tuple[str, str], ...] = ()

    @property
    def best_move(self) -> MoveRating:
        return self.moves[self.best]

    def find(self, action: str) -> int:
        """The index of the move written ``action`` (ASCII notation)."""
        for i, m in enumerate(self.moves):
            if m.action == action:
                return i
        raise KeyError(action)

    def mistakes(self) -> tuple[MoveRating, ...]:
        return tuple(m for m in self.moves if m.mistake)


@runtime_checkable
class Rater(Protocol):
    """What rates a decision from one seat's observation only."""

    def rate(self, observation: Mapping[str, Any], legal: Sequence[Any],
             rng: random.Random) -> Rating: ...


#: Keys of the observation core (:data:`karty.game.CORE_KEYS`) that
#: :func:`decision_rng` leaves out: they are derived from the rest of an
#: observation, and were added after ratings were first seeded, so every decision
#: keeps the random source (and the rating) it had.
UNHASHED: frozenset[str] = frozenset({"open", "result"})


def decision_rng(game: str, observation: Mapping[str, Any], seed: int = 0) -> random.Random:
    """The random source of a rating: seeded from ``seed`` and the observation
    alone, so a decision is rated the same whenever it is met (at the table
    or in the review) and whatever the hidden cards.

    >>> decision_rng("bura", {"hand": ["6♠"]}, 1).random() == \\
    ...     decision_rng("bura", {"hand": ["6♠"]}, 1).random()
    True
    """
    seen = {k: v for k, v in observation.items() if k not in UNHASHED}
    text = json.dumps(seen, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
    return random.Random(f"karty.rating/{game}/{seed}/{digest}")


def _mean_se(xs: Sequence[float]) -> tuple[float, float]:
    n = len(xs)
    if n == 0:
        return 0.0, 0.0
    m = sum(xs) / n
    if n == 1:
        return m, 0.0
    var = sum((x - m) ** 2 for x in xs) / (n - 1)
    return m, math.sqrt(var / n)


def rating_from_samples(game: str, seat: int, actions: Sequence[str],
                        results: Sequence[Mapping[int, float]], best: int, scale: float,
                        settings: tuple[tuple[str, str], ...] = ()) -> Rating:
    """A Monte Carlo rating: ``results[i]`` maps a world's number to move ``i``'s
    return in that world (moves played in the same world share its number:
    common random numbers); ``scale`` is the stake (returns / scale are in
    stakes); ``best`` the engine's move, chosen by the caller."""
    base = results[best]
    moves = []
    for i, (action, r) in enumerate(zip(actions, results, strict=True)):
        vals = [v / scale for v in r.values()]
        value, se = _mean_se(vals)
        win, win_se = _mean_se([1.0 if v > 0 else 0.0 for v in vals])
        diffs = [(base[w] - v) / scale for w, v in r.items() if w in base]
        loss, loss_se = _mean_se(diffs) if i != best else (0.0, 0.0)
        win_loss = _mean_se([float(base[w] > 0) - float(v > 0) for w, v in r.items()
                             if w in base])[0] if i != best else 0.0
        mistake = (i != best and len(diffs) >= MIN_PAIRS and loss >= MIN_LOSS
                   and loss > MISTAKE_Z * loss_se)
        moves.append(MoveRating(action, value, se, win if vals else None, win_se, len(vals),
                                loss, loss_se, len(diffs), mistake, win_loss=win_loss))
    return Rating(game, seat, tuple(moves), best, "search", settings)


def exact_rating(game: str, seat: int, actions: Sequence[str], values: Sequence[Fraction],
                 best: int | None = None, win: Sequence[float | None] | None = None) -> Rating:
    """A rating from exact values (in stakes), e.g. Очко's expected value of
    each choice; ``best`` defaults to the first move of the highest value.

    >>> r = exact_rating("ochko", 1, ("draw", "stand"), (Fraction(-1, 10), Fraction(1, 20)))
    >>> r.best, [m.mistake for m in r.moves], float(r.moves[0].loss)
    (1, [True, False], 0.15)
    """
    if best is None:
        best = max(range(len(values)), key=lambda i: (values[i], -i))
    top = values[best]
    moves = tuple(
        MoveRating(a, float(v), 0.0, None if win is None else win[i], 0.0, 0, float(top - v), 0.0,
                   0, i != best and float(top - v) >= MIN_LOSS, exact=v)
        for i, (a, v) in enumerate(zip(actions, values, strict=True)))
    return Rating(game, seat, moves, best, "exact")


def forced_rating(game: str, seat: int, action: str) -> Rating:
    """The one legal move: nothing to choose, nothing rated."""
    return Rating(game, seat, (MoveRating(action, 0.0, 0.0, None, 0.0, 0, 0.0, 0.0, 0, False),),
                  0, "forced")


# ------------------------------------------------------------------ reviews
class Position(Protocol):
    """A game's position with every card face up, as a review shows it (Бура's
    is :class:`karty.bura.review.BuraPosition`): plain JSON from ``to_json()``."""

    def to_json(self) -> dict[str, Any]: ...


@dataclass(frozen=True, slots=True)
class ReviewStep:
    """One action of a finished game, as the review shows it: who acted
    (``None``: chance, the deal), the action in ASCII notation, the rules it
    rests on (the engine's explanation), the position before it with every
    card face up (a game's own position type), and, at a decision of the
    reviewed seat, its rating."""

    index: int
    seat: int | None
    action: str
    steps: Explanation
    before: Position
    rating: Rating | None = None

    @property
    def mistake(self) -> MoveRating | None:
        """The rating of the move played, if it was a mistake."""
        if self.rating is None:
            return None
        i = self.rating.find(self.action)
        m = self.rating.moves[i]
        return m if m.mistake else None


@dataclass(frozen=True, slots=True)
class Review:
    """A finished game stepped through move by move, the decisions of ``seat``
    rated; ``final`` is the last position, ``returns`` each seat's result."""

    game: str
    seat: int
    steps: tuple[ReviewStep, ...]
    final: Position
    returns: tuple[int, ...]
    settings: tuple[tuple[str, str], ...] = field(default=())

    def mistakes(self) -> tuple[ReviewStep, ...]:
        return tuple(s for s in self.steps if s.mistake is not None)
