"""karty: the rules of Бура and Очко from a Russian text on Soviet camp card
games, formalised so that every rule cites the sentence it comes from, and of
Стос, the game the text's verse names, from outside descriptions (karty.GAMES).

Pure Python, standard library only: it ships to the browser through Pyodide.

>>> import karty
>>> karty.parse_cards("A♠ 10h Дч")
(Card.parse('A♠'), Card.parse('10♥'), Card.parse('Q♥'))
"""

from .cards import DECK, SUITS, Card, Rank, Suit, format_cards, parse_cards, shuffled_deck
from .errors import IllegalActionError, KartyError, NotationError, RulesError, StateError
from .game import CHANCE, TERMINAL, State
from .registry import REGISTRY, Explanation, Provenance, ProvenanceKind, Rule, Step

__version__ = "0.1.0"

__all__ = [
    "CHANCE",
    "DECK",
    "GAMES",
    "REGISTRY",
    "SUITS",
    "TERMINAL",
    "Card",
    "Explanation",
    "GameSpec",
    "IllegalActionError",
    "KartyError",
    "NotationError",
    "Provenance",
    "ProvenanceKind",
    "Rank",
    "Rule",
    "RulesError",
    "State",
    "StateError",
    "Step",
    "Suit",
    "format_cards",
    "load_game",
    "parse_cards",
    "shuffled_deck",
]

# The game packages register their rules in REGISTRY on import, so importing
# karty is enough for the registry to be complete. karty.games imports every game.
from . import bura, ochko, stos  # noqa: F401
from . import games as _games
from .games import GameSpec, load_game


def __getattr__(name: str) -> tuple[GameSpec, ...]:
    """``karty.GAMES`` is :data:`karty.games.GAMES` as it is now (a game may be added
    for a while by :func:`karty.games.registered`), never a copy made at import."""
    if name == "GAMES":
        return _games.GAMES
    raise AttributeError(f"module 'karty' has no attribute {name!r}")
