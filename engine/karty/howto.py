"""What a game gives the site's "How to play" summary (docs/hooks/rules/howto.py).

Each game with a summary has a module of its own, named by its
:class:`~karty.games.GameSpec` (``howto``, e.g. ``karty.<game>.howto``; see
:meth:`~karty.games.GameSpec.howto_module`), that holds

* ``facts() -> dict[str, int]``: the numbers its sentences quote (``{deck}``, ``{hand}``…),
  from the engine;
* ``card_points() -> tuple[tuple[Rank, int], ...]``: (rank, points), highest rank first,
  for a game whose cards count points, else ``()``;
* ``decks() -> tuple[DeckRow, ...]``: for a game whose cards count nothing, the decks an
  option chooses from (the values table lists their ranks), else ``()``;
* ``SENTENCES``: the summary's sentences, :class:`Sentence` (a section of
  :data:`SECTIONS`, English, Russian), in the order the page shows them. In a sentence,
  ``[words](rule-id)`` links the words to the rule they summarise (or
  ``[words](option-<name>)`` to an option), and ``{name}`` is a number of ``facts()``.
  Both languages link the same rules and quote the same numbers
  (tests/templates/test_howto_ties.py).

The site checks every link and number when it builds; this module only holds the
shapes, so that no shared module needs to know a game.

    >>> s = Sentence("deal", "[Two cards](x.deal) each.", "[По две карты](x.deal) каждому.")
    >>> s.text("ru")
    '[По две карты](x.deal) каждому.'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from .cards import Rank
from .errors import Lang

__all__ = ["SECTIONS", "DeckRow", "Sentence"]

#: The summary's sections, in the order of the page.
SECTIONS: Final = ("players", "values", "deal", "play", "scoring")


@dataclass(frozen=True, slots=True)
class Sentence:
    """One sentence of a game's summary, in both languages."""

    section: str
    en: str
    ru: str

    def text(self, lang: Lang) -> str:
        return self.ru if lang == "ru" else self.en


@dataclass(frozen=True, slots=True)
class DeckRow:
    """One deck a game's option chooses: the option's value, the deck's ranks (highest
    first), and whether it is the option's default."""

    option: str
    value: str
    ranks: tuple[Rank, ...]
    default: bool
