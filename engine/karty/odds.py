"""Exact odds, the part every game shares. Each game keeps its own odds in its
package (``karty/<game>/odds.py``, named by its :class:`~karty.games.GameSpec`'s
``odds``): the exact functions, as :class:`fractions.Fraction`, the questions of
``python -m karty odds`` (``QUESTIONS``), the data of its odds page
(``page_data()``) and that page's figures (``figures()``). This module names no
game, and imports none (:meth:`karty.games.GameSpec.odds_module` finds a game's)::

    >>> fraction_json(Fraction(1, 4))
    {'fraction': '1/4', 'float': 0.25}

Every answer is an exact count over the cards the asker has not seen, all orders
of which are taken as equally likely (a well-shuffled deck). Tests check each one
against a seeded simulation.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from .cards import Card, cards_of
from .errors import NotationError, RulesError, quoted

if TYPE_CHECKING:  # pragma: no cover
    import argparse

__all__ = ["Question", "cards", "disjoint", "fraction_json", "whole_at_least"]


def cards(x: Iterable[Card] | str, what: str) -> tuple[Card, ...]:
    """``x`` read as cards (a string in the notation, or cards), errors naming ``what``."""
    return cards_of(x, what)


def disjoint(*groups: tuple[tuple[Card, ...], str]) -> None:
    """Refuse a card given in two of the named ``groups`` (a :class:`NotationError`)."""
    seen: dict[Card, str] = {}
    for group, name in groups:
        for c in group:
            if c in seen:
                raise NotationError(
                    f"{c} is given twice ({seen[c]} and {name})",
                    f"карта {c.russian()} указана дважды ({seen[c]} и {name})", token=str(c))
            seen[c] = name


def whole_at_least(x: object, name: str, low: int = 0) -> int:
    """``x`` as a whole number ``>= low``, or a :class:`RulesError` naming ``name``."""
    if not isinstance(x, int) or isinstance(x, bool) or x < low:
        raise RulesError(f"{name}: {quoted(x)} is not a whole number ≥ {low}",
                         f"{name}: {quoted(x)} — не целое ≥ {low}", token=name)
    return x


def fraction_json(f: Fraction) -> dict[str, Any]:
    """A chance for ``--json``: ``{"fraction": "a/b", "float": …}``."""
    return {"fraction": f"{f.numerator}/{f.denominator}", "float": float(f)}


@dataclass(frozen=True, slots=True)
class Question:
    """One question of ``python -m karty odds``: its help line and its answer, a
    JSON-safe dict from the parsed arguments and the game's ``--set`` rules
    (parsed by that game's options)."""

    help: str
    answer: Callable[[argparse.Namespace, dict[str, Any]], dict[str, Any]]
