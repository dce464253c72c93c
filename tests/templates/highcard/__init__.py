"""High card, a toy fourth game defined in the test folder (issue 26, item 5, "the
proof"): each player is dealt a card, chooses to keep it or swap it for the top card of
the deck, and the higher rank wins. Everything the site knows of it is in this package
and in :data:`SPEC`, the one entry a real game would add to ``karty.games.GAMES``;
tests/templates/test_toy_game.py registers it (``karty.games.registered``) and builds its
rules, how-to and play pages, its table and the conformance checks from it alone."""

from karty.games import GameSpec

from . import rulebook
from .actions import Action, Deal, Draw, Keep, Swap, format_action, parse_action
from .rules import Ace, Rules
from .state import HighCardState, new_game

SPEC = GameSpec(
    name="highcard", title_en="High card", title_ru="Старшая карта",
    summary_en="A toy: one card each, keep or swap, the higher wins.",
    summary_ru="Игрушка: по карте, оставить или сменить, старшая выигрывает.",
    Rules=Rules, new_game=new_game, parse_action=parse_action, format_action=format_action,
    cli=f"{__name__}.cli", web=f"{__name__}.web", widgets=(),
    cli_help="High card: a toy", table=f"{__name__}.table", howto=f"{__name__}.howto")

__all__ = ["SPEC", "Ace", "Action", "Deal", "Draw", "HighCardState", "Keep", "Rules", "Swap",
           "format_action", "new_game", "parse_action", "rulebook"]
