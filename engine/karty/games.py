"""The registry of games: one :class:`GameSpec` per game, in :data:`GAMES`.

Everything that lists the games derives from here: the command line
(``python -m karty <game>``), the web API's dispatch (:mod:`karty.web`), the
glossary's and the corpus check's view of the rules, the site's hooks and the
tests that run over every game. Adding a game means adding its package and
one entry to :data:`GAMES` (see ARCHITECTURE.md, "Adding a game").

    >>> import karty
    >>> [g.name for g in karty.GAMES]
    ['bura', 'ochko', 'stos']
    >>> spec = karty.load_game("bura")
    >>> spec.title("ru"), spec.Rules.GAME
    ('Бура', 'bura')
    >>> s = spec.new_game(7)
    >>> spec.format_action(spec.parse_action("lead Q♠ K♠"), "ru")
    'ход Д♠ К♠'
    >>> karty.load_game("poker")
    Traceback (most recent call last):
    ...
    karty.errors.KartyError: 'poker' is not a game of karty (known: bura, ochko, stos)

The CLI and web modules are named, not imported, so that importing
:mod:`karty` does not load the command line or the site's view code;
:meth:`GameSpec.cli_module` and :meth:`GameSpec.web_module` import them.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from . import bura, ochko, stos
from .errors import KartyError, Lang, NotationError, quoted
from .game import State, Style
from .options import RulesBase

__all__ = ["GAMES", "GameSpec", "Style", "game_names", "load_game", "registered", "table_game",
           "table_games"]


@dataclass(frozen=True, slots=True)
class GameSpec:
    """One game: what it is called, its rules, how to start it and how its
    actions are written, and where its command line and web functions live.

    ``new_game(seed, rules=None, **setup)`` has one meaning in every game
    (:func:`karty.game.opening`): the table set up, then every chance step before
    the first choice of a seat drawn from ``random.Random(seed)``; ``setup`` is the
    game's own, by keyword (Бура: ``dealer``; Очко: ``players``, ``purse``,
    ``max_rounds``, ``max_banks``; Стос: none). ``parse_action(text)`` reads any
    of the styles of ``format_action(action, style)``.
    """

    name: str
    title_en: str
    title_ru: str
    summary_en: str
    summary_ru: str
    Rules: type[RulesBase]
    new_game: Callable[..., State[Any]]
    parse_action: Callable[[str], Any]
    format_action: Callable[[Any, Style], str]
    #: The module of ``python -m karty <name>``: ``add_arguments(parser)``, ``run(args)``.
    cli: str
    #: The module of the game's web functions: ``FUNCTIONS`` and ``KINDS``.
    web: str
    #: The site's widget kinds for this game (fence names, ``data-widget``).
    widgets: tuple[str, ...]
    #: One line for ``python -m karty --help``.
    cli_help: str
    #: The module of the game's play table (``/play/<name>/``), or None if it has
    #: none: ``new``, ``load``, ``move`` and ``why`` (see :mod:`karty.web.table`).
    table: str | None = None
    #: The module that reviews a finished game and coaches a decision, or None:
    #: ``review(record, seat, seed) -> karty.rating.Review`` (the record as the
    #: game's state serialises it) and ``coach(state, seat, seed) -> karty.rating.Rating``
    #: (the decision of ``seat``, which must be to act, from its observation only); see
    #: :mod:`karty.web.review`.
    review: str | None = None
    #: The site's page that explains the numbers the coach shows (its source
    #: path under ``docs/<lang>/``), or None.
    odds_page: str | None = None
    #: The module of the game's odds, or None: its exact functions, ``QUESTIONS``
    #: (of ``python -m karty odds``, :class:`karty.odds.Question` by name),
    #: ``page_data()`` (the odds page's numbers, JSON-safe) and ``figures()`` (the
    #: module of the page's figures, ``FIGURES``); optionally ``MEASURED`` and
    #: ``measured`` (numbers measured by a benchmark, read from the repository).
    odds: str | None = None
    #: The module of the game's "How to play" summary on its rules page (see
    #: :mod:`karty.howto`: ``facts``, ``card_points``, ``decks``, ``SENTENCES``), or None.
    howto: str | None = None

    def num_players(self, **setup: Any) -> int:
        """The number of seats of a game set up with ``setup`` (OpenSpiel's
        ``num_players``; Очко's depends on its ``players``).

        >>> load_game("bura").num_players(), load_game("ochko").num_players(players=5)
        (2, 5)
        """
        return len(self.new_game(0, None, **setup).returns())

    def parameters(self) -> dict[str, Any]:
        """The game's declared parameters (OpenSpiel's ``get_parameters``): its rule
        options (name: default) and its table's settings (name: default, as text
        :meth:`karty.game.State.from_setup` reads them).

        >>> load_game("bura").parameters()["setup"]
        {'dealer': '0'}
        >>> load_game("stos").parameters()["setup"]
        {}
        """
        state = type(self.new_game(0)).from_setup({}, {})
        return {"rules": {o.name: o.default for o in self.Rules.options()},
                "setup": state.setup()}

    def title(self, lang: Lang = "en") -> str:
        return self.title_ru if lang == "ru" else self.title_en

    def summary(self, lang: Lang = "en") -> str:
        return self.summary_ru if lang == "ru" else self.summary_en

    def cli_module(self) -> ModuleType:
        return importlib.import_module(self.cli)

    def web_module(self) -> ModuleType:
        return importlib.import_module(self.web)

    def review_module(self) -> ModuleType:
        """The review's module (a :class:`karty.NotationError` naming the game if it
        has none).

        >>> load_game("stos").review_module()
        Traceback (most recent call last):
        ...
        karty.errors.NotationError: game: 'stos' has no review (reviewed: bura, ochko)
        """
        if self.review is None:
            known = ", ".join(g.name for g in GAMES if g.review is not None)
            raise NotationError(f"game: {quoted(self.name)} has no review (reviewed: {known})",
                                f"game: для игры {quoted(self.name)} нет разбора "
                                f"(разбор есть для: {known})", token=self.name)
        return importlib.import_module(self.review)

    def odds_module(self) -> ModuleType | None:
        """The module of the game's odds (``odds``), or None if it has none."""
        return None if self.odds is None else importlib.import_module(self.odds)
    def howto_module(self) -> ModuleType:
        """The "How to play" summary's module (a :class:`karty.NotationError` naming the
        game if it has none).

        >>> [s.section for s in load_game("bura").howto_module().SENTENCES][:2]
        ['players', 'values']
        """
        if self.howto is None:
            known = ", ".join(g.name for g in GAMES if g.howto is not None)
            raise NotationError(f"game: {quoted(self.name)} has no how-to summary "
                                f"(summarised: {known})",
                                f"game: для игры {quoted(self.name)} нет краткого изложения правил "
                                f"(оно есть для: {known})", token=self.name)
        return importlib.import_module(self.howto)

    def table_module(self) -> ModuleType:
        """The play table's module (a :class:`karty.NotationError` naming the game
        if it has none, as :func:`table_game` says)."""
        return importlib.import_module(str(table_game(self.name).table))


#: Every game, in the order the site and the command line list them.
GAMES: tuple[GameSpec, ...] = (
    GameSpec(
        name="bura",
        title_en="Bura", title_ru="Бура",
        summary_en="A trick-taking game for two with a 36-card deck: three cards each, a trump, "
                   "31 points to make.",
        summary_ru="Игра на взятки вдвоём колодой в 36 карт: по три карты, козырь, "
                   "надо набрать 31 очко.",
        Rules=bura.Rules,
        new_game=bura.new_game,
        parse_action=bura.parse_action,
        format_action=bura.format_action,
        cli="karty.bura.cli",
        web="karty.bura.web",
        widgets=("bura-trick", "bura-declare", "bura-made", "bura-play", "bura-rules"),
        cli_help="Бура: play or replay a seeded кон, check a trick or a hand",
        table="karty.bura.table",
        review="karty.bura.web_review",
        odds_page="odds/bura.md",
        odds="karty.bura.odds",
        howto="karty.bura.howto",
    ),
    GameSpec(
        name="ochko",
        title_en="Ochko", title_ru="Очко",
        summary_en="Twenty-one against a bank that grows and passes round the table.",
        summary_ru="Двадцать одно против банка, который растёт и переходит по кругу.",
        Rules=ochko.Rules,
        new_game=ochko.new_game,
        parse_action=ochko.parse_action,
        format_action=ochko.format_action,
        cli="karty.ochko.cli",
        web="karty.ochko.web",
        widgets=("ochko-hand", "ochko-duel", "ochko-session"),
        cli_help="Очко: play a seeded bank session, value a hand",
        table="karty.ochko.table",
        review="karty.ochko.web_review",
        odds_page="odds/ochko.md",
        odds="karty.ochko.odds",
        howto="karty.ochko.howto",
    ),
    GameSpec(
        name="stos",
        title_en="Stos", title_ru="Стос",
        summary_en="Shtoss, the banking game of the first poem: the banker deals right and left, and "
                   "the side where the punter's rank falls decides the stake.",
        summary_ru="Штосс, банковая игра из первого стихотворения: банкомёт мечет направо и налево, и сторона, "
                   "куда ляжет карта понтёра, решает ставку.",
        Rules=stos.Rules,
        new_game=stos.new_game,
        parse_action=stos.parse_action,
        format_action=stos.format_action,
        cli="karty.stos.cli",
        web="karty.stos.web",
        widgets=("stos-deal",),
        cli_help="Стос: play a seeded game, replay a record, exact odds of a talia",
        table="karty.stos.table",
        odds_page="odds/stos.md",
        odds="karty.stos.odds",
        howto="karty.stos.howto",
    ),
)

_BY_NAME: dict[str, GameSpec] = {g.name: g for g in GAMES}
assert len(_BY_NAME) == len(GAMES), "two games share a name"


@contextmanager
def registered(*specs: GameSpec) -> Iterator[tuple[GameSpec, ...]]:
    """Games added to the registry for the duration of a ``with`` block: a game whose
    package lives outside ``karty`` (tests/templates/highcard/, the toy that proves a
    game is one package: tests/templates/test_toy_game.py), seen by everything that
    reads :data:`GAMES` when it is called (``karty.games.GAMES``, and ``karty.GAMES``,
    which the package reads from here each time,
    :func:`load_game`, :func:`table_game`) as if its entry were written below. A module
    that copied the list when it was imported does not see it: read ``GAMES`` at call
    time. A name already taken is refused (a :class:`karty.KartyError`).

    >>> import karty
    >>> with registered(karty.load_game("stos")):
    ...     pass
    Traceback (most recent call last):
    ...
    karty.errors.KartyError: 'stos' is already a game of karty
    """
    global GAMES, _BY_NAME
    for spec in specs:
        if spec.name in _BY_NAME or [s.name for s in specs].count(spec.name) > 1:
            raise KartyError(f"{quoted(spec.name)} is already a game of karty",
                             f"{quoted(spec.name)} — уже игра karty", token=quoted(spec.name))
    before, by_name = GAMES, _BY_NAME
    GAMES = (*before, *specs)
    _BY_NAME = {**by_name, **{s.name: s for s in specs}}
    try:
        yield GAMES
    finally:
        GAMES = before
        _BY_NAME = by_name


def game_names() -> tuple[str, ...]:
    """The names of :data:`GAMES`, in order."""
    return tuple(g.name for g in GAMES)


def table_games() -> tuple[str, ...]:
    """The names of the games with a play table, in order.

    >>> table_games()
    ('bura', 'ochko', 'stos')
    """
    return tuple(g.name for g in GAMES if g.table is not None)


def table_game(name: object) -> GameSpec:
    """The game called ``name`` if it has a play table; otherwise a
    :class:`karty.NotationError` (a ``ValueError``; the play table's token and
    arguments are read like URL state) quoting ``name`` in both languages.

    >>> table_game("durak")
    Traceback (most recent call last):
    ...
    karty.errors.NotationError: game: 'durak' is not a game with a play table (tables: bura, ochko, stos)
    """
    spec = _BY_NAME.get(name) if isinstance(name, str) else None
    if spec is None or spec.table is None:
        known = ", ".join(table_games())
        raise NotationError(f"game: {quoted(name)} is not a game with a play table "
                            f"(tables: {known})",
                            f"game: {quoted(name)} — не игра с игровым столом (столы: {known})",
                            token=quoted(name))
    return spec


def load_game(name: object) -> GameSpec:
    """The game called ``name``; a :class:`karty.KartyError` (a ``ValueError``)
    quoting ``name`` in both languages if there is none."""
    spec = _BY_NAME.get(name) if isinstance(name, str) else None
    if spec is None:
        known = ", ".join(_BY_NAME)
        raise KartyError(f"{quoted(name)} is not a game of karty (known: {known})",
                         f"{quoted(name)} — не игра karty (есть: {known})", token=quoted(name))
    return spec
