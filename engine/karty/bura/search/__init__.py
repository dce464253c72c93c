"""The strong computer for Бура (bench/RESULTS.md: it beats the rule of
thumb, short of issue 16's goal): card tracking under the observation's
information model, inference of the opponent's hand and of one's own
face-down pile from his play, claims valued over the inferred worlds,
and search for every other move (by default the determinised Monte Carlo;
or its own search over the inferred worlds, with an exact solve of the end
once the stock is empty).

    >>> import random
    >>> from karty.bura import new_game
    >>> from karty.bura.search import InferencePlayer
    >>> s = new_game(4)
    >>> p = s.current_player()
    >>> a = InferencePlayer(worlds=8, candidates=16).choose(
    ...     s.observation(p), s.legal_actions(), random.Random(0))
    >>> a in s.legal_actions()
    True
"""

from .endgame import solvable, solve
from .knowledge import Knowledge
from .player import BROWSER_BUDGET, InferencePlayer
from .refine import refined_worlds
from .worlds import World, consistent_worlds, likelihood

__all__ = ["BROWSER_BUDGET", "InferencePlayer", "Knowledge", "World", "consistent_worlds", "likelihood",
           "refined_worlds", "solvable", "solve"]
