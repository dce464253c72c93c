"""The game API shared by Бура and Очко, in OpenSpiel's shape.

A game module provides ``Rules`` (see :mod:`karty.options`), action types,
and a ``State`` subclass of :class:`State`. The life of a state::

    state = karty.bura.new_game(seed=7)          # the deal is applied from Random(7)
    while not state.is_terminal():
        player = state.current_player()          # a seat number, or CHANCE
        action = choose(state.observation(player), state.legal_actions())
        state.apply_action(action)               # IllegalActionError if not legal
    state.returns()                              # zero-sum tuple, one entry per seat

Chance is explicit: at a chance node ``current_player()`` is :data:`CHANCE`
and the only legal step is a chance action (a shuffle, carrying the whole
deck order), which :meth:`State.sample_chance` draws from an explicit
``random.Random``. Because the shuffle is an ordinary action in the history, a
game replays exactly from its history, whatever RNG produced it.

Actions are frozen dataclasses, never strings or bare ints, so a typo cannot
pass silently. Each action type has ``parse(text)`` and ``str()`` that
round-trip.
"""

from __future__ import annotations

import abc
import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Final, Literal, Protocol, Self

from .errors import IllegalActionError, KartyError, RulesError, StateError, nested, quoted
from .registry import Explanation

if TYPE_CHECKING:
    from .cards import Card
    from .chance import ChanceOutcomes
    from .options import RulesBase

#: The deepest nesting of lists and mappings a serialised state may have (the
#: deepest real one nests four levels); ``from_dict`` refuses deeper input before
#: reading it, so that no input can exhaust the stack.
MAX_DEPTH = 32


def nesting(value: object, limit: int = MAX_DEPTH) -> int:
    """How deep ``value`` nests lists, tuples and mappings, counted without
    recursion; the count stops as soon as it passes ``limit``.

    >>> nesting({"a": [1, [2]]}), nesting("x"), nesting([[[[[]]]]], limit=2)
    (3, 0, 3)
    """
    deepest = 0
    stack: list[tuple[object, int]] = [(value, 1)]
    while stack:
        node, depth = stack.pop()
        if isinstance(node, (list, tuple, Mapping)):
            deepest = max(deepest, depth)
            if deepest > limit:
                break
            items = node.values() if isinstance(node, Mapping) else node
            stack.extend((v, depth + 1) for v in items)
    return deepest


def json_nesting(text: str, limit: int = MAX_DEPTH) -> int:
    """How deep the brackets of JSON ``text`` nest (strings skipped), read without
    parsing it, so that JSON too deep to parse safely is refused before it is
    parsed (Python in the browser cannot even build a list nested 2,000 deep);
    stops counting past ``limit``.

    >>> json_nesting('{"a": [1, "]["]}'), json_nesting("[" * 10**6, limit=40)
    (2, 41)
    """
    depth = deepest = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > limit:
                    break
        elif ch in "]}":
            depth -= 1
    return deepest


#: How an action is written by ``format(style)``: ``text`` (English verbs, Unicode
#: suits: what ``str()`` gives), ``ascii`` (English verbs, Latin card letters such
#: as ``10S``: what URLs and the browser hold), ``ru`` (Russian verbs and card
#: letters). The game's ``parse_action`` reads all three back.
Style = Literal["text", "ascii", "ru"]
STYLES: Final[tuple[Style, ...]] = ("text", "ascii", "ru")

#: The version of every game's :meth:`State.to_dict` and of its notation: one
#: scheme for all games. 3 is the first model all share (the table, the history and
#: a checked snapshot); before it each game counted its own (Бура 1, a field
#: snapshot; Очко 1 and 2; Стос 1, rules and history), and ``from_dict`` still reads
#: those (``State.OLD_VERSIONS``).
FORMAT: Final = 3

#: ``current_player()`` at a chance node (the deal, a reshuffle).
CHANCE: Final = -1
#: ``current_player()`` once the game is over.
TERMINAL: Final = -4

class State[A](abc.ABC):
    """Abstract game state: the one contract every game of :data:`karty.GAMES`
    follows. A game's ``XState`` sets :attr:`GAME` and :attr:`VERSION` and
    implements the abstract methods; the base class provides the rest:

    * legality in one place: :meth:`illegal_reason` says why an action may not
      be applied (or ``None``), :meth:`is_legal` asks it, and :meth:`apply_action`
      refuses an illegal action before :meth:`_transition` applies a legal one;
    * one history parser: :meth:`replay` (and :func:`parse_history`) applies
      actions written as text, naming ``history[i]`` at fault;
    * the position notation: :meth:`notation` writes the table and the actions
      (``bura 3 dealer=0 / deal 6S …; lead QS``), :meth:`from_notation` reads it
      back, and ``repr(s)`` is ``XState.from_notation('…')``, which evaluates to
      an equal state;
    * chance: :meth:`chance_outcomes` lists each outcome with its probability,
      beside :meth:`sample_chance`.

    Equality is by :meth:`to_dict`, so ``State.from_dict(s.to_dict()) == s``
    is a meaningful check; ``to_dict()`` carries ``game`` and ``version``.
    """

    #: The game's name in :data:`karty.GAMES`.
    GAME: ClassVar[str] = ""
    #: The version of :meth:`to_dict`'s format (and of the notation): :data:`FORMAT`.
    VERSION: ClassVar[int] = FORMAT
    #: The game's own versions before :data:`FORMAT` that :meth:`from_dict` still
    #: reads (through :meth:`_from_old`); the notation's grammar is unchanged since 1.
    OLD_VERSIONS: ClassVar[tuple[int, ...]] = ()
    #: The longest history :meth:`from_dict` reads.
    MAX_HISTORY: ClassVar[int] = 10_000
    #: The game's ``Rules`` class.
    RULES: ClassVar[type[RulesBase]]
    #: The rules this state is played by.
    rules: RulesBase

    @abc.abstractmethod
    def current_player(self) -> int:
        """The seat to act (0, 1, …), :data:`CHANCE`, or :data:`TERMINAL`."""

    @abc.abstractmethod
    def legal_actions(self) -> tuple[A, ...]:
        """Every legal action for the player to act, in a stable order."""

    @abc.abstractmethod
    def illegal_reason(self, action: object) -> IllegalActionError | None:
        """``None`` if ``action`` may be applied now, else the error saying why
        (in both languages, quoting the action)."""

    def is_legal(self, action: object) -> bool:
        return self.illegal_reason(action) is None

    def apply_action(self, action: A) -> Explanation:
        """Apply ``action`` in place and return the explanation of its effect.

        Raises :class:`karty.IllegalActionError` (the state is unchanged) if
        the action is not legal here, saying why. Text is parsed first
        (:meth:`parse_action`).
        """
        if isinstance(action, str):
            action = self.parse_action(action)
        error = self.illegal_reason(action)
        if error is not None:
            raise error
        return self._transition(action)

    @abc.abstractmethod
    def _transition(self, action: A) -> Explanation:
        """Apply a legal ``action`` (checked by :meth:`apply_action`)."""

    @classmethod
    @abc.abstractmethod
    def parse_action(cls, text: str) -> A:
        """Any action of the game, written in any :data:`Style`."""

    @abc.abstractmethod
    def sample_chance(self, rng: random.Random) -> A:
        """At a chance node, draw the chance action from ``rng``."""

    @abc.abstractmethod
    def chance_outcomes(self) -> ChanceOutcomes[A]:
        """At a chance node, every outcome with its probability (they sum to 1);
        :meth:`sample_chance` draws one of them. Raises
        :class:`karty.IllegalActionError` elsewhere."""

    @abc.abstractmethod
    def is_terminal(self) -> bool: ...

    @abc.abstractmethod
    def returns(self) -> tuple[int, ...]:
        """What each seat won (+) or lost (−) in stake units; sums to zero."""

    @abc.abstractmethod
    def observation(self, player: int) -> dict[str, Any]:
        """What ``player`` can see, JSON-safe; hidden cards are absent.

        Every game's observation begins with the same core (:func:`observation_core`,
        the keys :data:`CORE_KEYS`): ``game``, ``player`` (the seat observing),
        ``to_act`` (whose turn, as this seat sees it: a seat, or ``None`` at chance
        and at the end), ``hand`` (the seat's own cards that it sees), ``open`` (the
        cards face up that every seat sees) and ``result`` (``None`` until the game
        ends, then :meth:`returns` as a list). The game's extras lie beside them."""

    @abc.abstractmethod
    def hidden_from(self, player: int) -> frozenset[Card]:
        """The cards ``player`` cannot see now: one definition for every game.

        Every card of :meth:`cards_in_play` (and a card a seat holds outside it,
        as Стос's punter's) whose name ``observation(player)`` does not show: the
        others' hands, the stock or the deck (face down, whatever its order), cards
        face down. None of them may appear in the observation, and every card in
        play that it does not name is among them (the conformance test checks both
        over every game). Cards are named, not told apart by where they lie: a name
        shown anywhere (a card seen earlier that went back into the deck, the same
        card of another deck) is not hidden."""

    def cards_in_play(self) -> list[Card]:
        """Every card of the game in every zone, each once: the cards are conserved
        (the conformance test checks it against the game's deck at every step)."""
        raise NotImplementedError(f"{type(self).__name__}.cards_in_play")

    @abc.abstractmethod
    def snapshot(self) -> dict[str, Any]:
        """The position now, JSON-safe (the game's own fields): what
        :meth:`from_dict` checks against the position the history leads to."""

    _KEYS: ClassVar[frozenset[str]] = frozenset(
        {"game", "version", "rules", "setup", "history", "state"})

    def to_dict(self) -> dict[str, Any]:
        """The whole state, JSON-safe, in the one model of every game: ``game``,
        ``version`` (:data:`FORMAT`), ``rules``, ``setup`` (:meth:`setup`, the table
        besides the rules), ``history`` (every action, ASCII notation) and ``state``
        (:meth:`snapshot`, which :meth:`from_dict` checks against the replay, key
        by key: it may be left out, but not in part)."""
        return {"game": self.GAME, "version": self.VERSION, "rules": self.rules.to_dict(),
                "setup": self.setup(), "history": [format_ascii(a) for a in self.history()],
                "state": self.snapshot()}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        """Rebuild a state from :meth:`to_dict`: the table set up from ``rules`` and
        ``setup``, the ``history`` replayed, and the ``state`` snapshot, if given,
        checked key by key against the result. An older version of the game's own
        format (:attr:`OLD_VERSIONS`) is read by :meth:`_from_old`; any other version
        is refused naming it. Raises :class:`karty.StateError` naming the bad part."""
        if not isinstance(data, Mapping):
            raise StateError(f"state: {quoted(data)} is not a mapping",
                             f"state: {quoted(data)} — не словарь", token="state")
        if nesting(data) > MAX_DEPTH:
            raise StateError(f"state: nested deeper than {MAX_DEPTH} levels",
                             f"state: вложенность глубже {MAX_DEPTH} уровней", token="state")
        if data.get("game") != cls.GAME:
            raise StateError(f"game: {quoted(data.get('game'))} is not {cls.GAME!r}",
                             f"game: {quoted(data.get('game'))} — не «{cls.GAME}»",
                             token="game")
        version = data.get("version", 1)  # the first formats had no version
        if type(version) is int and version in cls.OLD_VERSIONS:
            return cls._from_old(data, version)
        if type(version) is not int or version != cls.VERSION:
            reads = ", ".join(str(v) for v in (*cls.OLD_VERSIONS, cls.VERSION))
            raise StateError(f"version: {quoted(version)} is not a version of the saved "
                             f"{cls.GAME} that karty reads ({reads})",
                             f"version: {quoted(version)} — karty не читает такую версию "
                             f"сохранённой игры «{cls.GAME}» (читает: {reads})", token="version")
        for key in data:
            if key not in cls._KEYS:
                raise StateError(f"{quoted(key)}: unknown key", f"{quoted(key)}: неизвестный ключ",
                                 token=str(key))
        try:
            rules = cls.RULES.from_dict(data.get("rules", {}))
        except KartyError as e:
            raise nested(e, "rules") from None
        try:
            state = cls.from_setup(rules.to_text(), data.get("setup", {}))
        except StateError:
            raise
        except KartyError as e:
            raise StateError(f"setup: {e.en}", f"setup: {e.ru}", token="setup") from None
        state.replay(parse_history(data.get("history", []), cls.parse_action, cls.MAX_HISTORY))
        snap = data.get("state")
        if snap is not None:
            if not isinstance(snap, Mapping):
                raise StateError(f"state: {quoted(snap)} is not a mapping",
                                 f"state: {quoted(snap)} — не словарь", token="state")
            check_snapshot(state.snapshot(), snap)
        return state

    @classmethod
    def _from_old(cls, data: Mapping[str, Any], version: int) -> Self:
        """Read ``data`` saved in the game's older ``version`` (one of
        :attr:`OLD_VERSIONS`)."""
        raise NotImplementedError(f"{cls.__name__}._from_old")

    @abc.abstractmethod
    def history(self) -> Sequence[A]:
        """Every action applied so far, chance actions included."""

    # ------------------------------------------------------------ the table
    @abc.abstractmethod
    def setup(self) -> dict[str, str]:
        """The parameters the game was set up with besides its rules (Бура: the
        dealer; Очко: seats, purses, limits), as text :meth:`from_setup` reads."""

    @classmethod
    @abc.abstractmethod
    def from_setup(cls, rules: Mapping[str, str], table: Mapping[str, str]) -> Self:
        """The state before the first action, from rule options and
        :meth:`setup` as text; :class:`karty.KartyError` naming a bad value."""

    # ------------------------------------------------------------ history and notation
    def replay(self, actions: Iterable[A | str], where: str = "history") -> Self:
        """Apply ``actions`` (or their text) in order; a bad one is a
        :class:`karty.StateError` naming ``where[i]``. Returns ``self``."""
        if isinstance(actions, (str, bytes, Mapping)) or not isinstance(actions, Iterable):
            raise StateError(f"{where}: {quoted(actions)} is not a list of actions",
                             f"{where}: {quoted(actions)} — не список действий", token=where)
        for i, item in enumerate(actions):
            try:
                self.apply_action(item)  # type: ignore[arg-type]  # text is parsed there
            except KartyError as e:
                raise StateError(f"{where}[{i}]: {e.en}", f"{where}[{i}]: {e.ru}",
                                 token=f"{where}[{i}]") from None
        return self

    def notation(self) -> str:
        """The state as one line of text: the game, the format's version, the
        table and the rule options that differ from the defaults, then every
        action in ASCII notation::

            bura 3 dealer=1 target=41 / deal 6S 7S …; lead QS
        """
        head = [self.GAME, str(self.VERSION)]
        head += [f"{k}={v}" for k, v in self.setup().items()]
        head += [f"{k}={v}" for k, v in self.rules.to_text().items()]
        moves = "; ".join(format_ascii(a) for a in self.history())
        return " ".join(head) + " / " + moves

    @classmethod
    def from_notation(cls, text: str) -> Self:
        """Read :meth:`notation` back; :class:`karty.StateError` naming the bad part."""
        game, version, table, moves = split_notation(text)
        if game != cls.GAME:
            raise StateError(f"notation: {quoted(game)} is not {cls.GAME!r}",
                             f"запись: {quoted(game)} — не «{cls.GAME}»", token=game)
        if version != cls.VERSION and version not in cls.OLD_VERSIONS:
            reads = ", ".join(str(v) for v in (*cls.OLD_VERSIONS, cls.VERSION))
            raise StateError(f"notation: version {version} is not one karty reads ({reads})",
                             f"запись: версию {version} karty не читает (читает: {reads})",
                             token=str(version))
        options = {s.name for s in cls.RULES.options()}
        rules = {k: v for k, v in table.items() if k in options}
        state = cls.from_setup(rules, {k: v for k, v in table.items() if k not in options})
        return state.replay(moves)

    def __repr__(self) -> str:
        return f"{type(self).__name__}.from_notation({self.notation()!r})"

    def is_chance_node(self) -> bool:
        return self.current_player() == CHANCE

    def clone(self) -> Self:
        """An independent copy."""
        return type(self).from_dict(self.to_dict())

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        assert isinstance(other, State)
        return self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]  # mutable


def opening(state: State[Any], seed: object) -> random.Random:
    """The one meaning of ``new_game(seed, rules=None, **setup)`` in every game.

    ``new_game`` sets up the table (``rules`` and the game's own ``setup``, as
    :meth:`State.from_setup` reads them), then calls this: every chance step before
    the first choice of a seat (Бура's deal, Очко's draw for the first bank) is
    drawn from ``random.Random(seed)`` and applied. Стос has none, since the punter
    lays down his card before the banker turns one. The generator is returned,
    drawn on, so that the one play loop (:func:`karty.players_common.play`)
    continues from it: through that loop the seed decides every chance step of the
    game, in every game. ``seed`` must be a whole number (a
    :class:`karty.RulesError` naming it, in both languages, otherwise).

    >>> from karty.bura import BuraState
    >>> s = BuraState.from_setup({}, {})
    >>> rng = opening(s, 7)
    >>> s.current_player() >= 0, len(s.history())
    (True, 1)
    >>> opening(s, "7")
    Traceback (most recent call last):
    ...
    karty.errors.RulesError: seed: '7' is not a whole number
    """
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise RulesError(f"seed: {quoted(seed)} is not a whole number",
                         f"seed: {quoted(seed)} — не целое число", token="seed")
    rng = random.Random(seed)
    while state.current_player() == CHANCE:
        state.apply_action(state.sample_chance(rng))
    return rng


#: The keys every game's :meth:`State.observation` has, whatever the game.
CORE_KEYS: Final = ("game", "player", "to_act", "hand", "open", "result")


def observation_core(state: State[Any], player: int, hand: Iterable[Card],
                     open_cards: Iterable[Card], to_act: int | None | Literal[False] = False,
                     ) -> dict[str, Any]:
    """The core of every observation (:data:`CORE_KEYS`; see :meth:`State.observation`):
    ``to_act`` is the current player, ``None`` at chance or at the end, unless the
    game passes what the seat sees instead (Бура's leader does not see the Молодка
    window). ``open`` lists each card once, in the order given.

    >>> from karty.stos import new_game
    >>> observation_core(new_game(1), 0, [], [])
    {'game': 'stos', 'player': 0, 'to_act': 1, 'hand': [], 'open': [], 'result': None}
    """
    if to_act is False:
        current = state.current_player()
        to_act = current if current >= 0 else None
    return {"game": state.GAME, "player": player, "to_act": to_act,
            "hand": [str(c) for c in hand], "open": [str(c) for c in dict.fromkeys(open_cards)],
            "result": list(state.returns()) if state.is_terminal() else None}


class Player[A](Protocol):
    """A computer player, of any game. It chooses from what its seat can see and
    nothing else::

        action = player.choose(state.observation(seat), state.legal_actions(), rng)

    ``observation`` is a JSON-safe dict (a fresh copy), ``legal`` the legal
    actions, ``rng`` the only source of randomness the player may use.
    """

    name: str

    def choose(self, observation: Mapping[str, Any], legal: Sequence[A],
               rng: random.Random) -> A:
        """One of ``legal``, chosen from ``observation`` and ``rng`` only."""
        ...


def format_ascii(action: object) -> str:
    """``action.format("ascii")``."""
    fmt = getattr(action, "format", None)
    if fmt is None:
        raise TypeError(f"{type(action).__name__} has no format(style)")
    text: str = fmt("ascii")
    return text


#: The longest position notation :func:`split_notation` reads.
MAX_NOTATION = 2_000_000


def split_notation(text: object) -> tuple[str, int, dict[str, str], list[str]]:
    """(game, version, table and rule options, actions) of a position notation.

    >>> split_notation("bura 1 dealer=0 target=41 / deal 6S 7S; lead QS")
    ('bura', 1, {'dealer': '0', 'target': '41'}, ['deal 6S 7S', 'lead QS'])
    >>> split_notation("bura one /")
    Traceback (most recent call last):
    ...
    karty.errors.StateError: notation: 'one' is not a version number
    """
    if not isinstance(text, str) or len(text) > MAX_NOTATION:
        raise StateError(f"notation: {quoted(text)} is not text of at most {MAX_NOTATION} "
                         "characters", f"notation: {quoted(text)} — не текст длиной не больше "
                         f"{MAX_NOTATION} знаков", token="notation")
    head, sep, tail = text.partition("/")
    words = head.split()
    if not sep or len(words) < 2:
        raise StateError(f"notation: {quoted(text)} is not 'GAME VERSION [KEY=VALUE…] / "
                         "ACTION; …'", f"notation: {quoted(text)} — не «ИГРА ВЕРСИЯ "
                         "[КЛЮЧ=ЗНАЧЕНИЕ…] / ДЕЙСТВИЕ; …»", token=quoted(text))
    game, version_text = words[0], words[1]
    if not version_text.isascii() or not version_text.isdigit() or len(version_text) > 6:
        raise StateError(f"notation: {quoted(version_text)} is not a version number",
                         f"notation: {quoted(version_text)} — не номер версии",
                         token=version_text)
    table: dict[str, str] = {}
    for word in words[2:]:
        key, eq, value = word.partition("=")
        if not eq or not key or key in table:
            raise StateError(f"notation: {quoted(word)} is not a new KEY=VALUE",
                             f"запись: {quoted(word)} — не новое КЛЮЧ=ЗНАЧЕНИЕ", token=word)
        table[key] = value
    moves = [m.strip() for m in tail.split(";")]
    if moves == [""]:
        moves = []
    return game, int(version_text), table, moves


def check_snapshot(mine: Mapping[str, Any], snap: Mapping[str, Any], *,
                   complete: bool = True) -> None:
    """A saved ``state`` snapshot checked against ``mine``, the one the replayed
    history gives: every key known and equal, and (``complete``) none missing.

    >>> check_snapshot({"a": 1}, {"a": 2})
    Traceback (most recent call last):
    ...
    karty.errors.StateError: state.a: 2 disagrees with the history (1)
    >>> check_snapshot({"a": 1, "b": 2}, {"a": 1}, complete=False)
    """
    if complete:
        for key in mine:
            if key not in snap:
                raise StateError(f"state.{key}: missing", f"state.{key}: нет",
                                 token=f"state.{key}")
    for key, value in snap.items():
        if key not in mine:
            raise StateError(f"state.{key}: unknown key", f"state.{key}: неизвестный ключ",
                             token=f"state.{key}")
        if mine[key] != value:
            raise StateError(
                f"state.{key}: {quoted(value)} disagrees with the history "
                f"({quoted(mine[key])})",
                f"state.{key}: {quoted(value)} не согласуется с историей "
                f"({quoted(mine[key])})", token=f"state.{key}")


def check_setup(rules: object, table: object) -> None:
    """Refuse, naming the part, a :meth:`State.from_setup` argument that is not a
    mapping of text to text (both are written as text: a command line, a URL).

    >>> check_setup({}, None)
    Traceback (most recent call last):
    ...
    karty.errors.StateError: table: None is not a mapping of setting names to text
    """
    for where, data in (("rules", rules), ("table", table)):
        if not isinstance(data, Mapping):
            raise StateError(f"{where}: {quoted(data)} is not a mapping of setting names to text",
                             f"{where}: {quoted(data)} — не словарь «название: значение текстом»",
                             token=where)
        for key, value in data.items():
            if not isinstance(key, str) or not isinstance(value, str):
                raise StateError(f"{where}: {quoted(key)}: {quoted(value)}: names and values "
                                 "must be text",
                                 f"{where}: {quoted(key)}: {quoted(value)}: названия и значения "
                                 "пишутся текстом", token=quoted(key))


def parse_history[T](texts: object, parse: Callable[[str], T], limit: int,
                     where: str = "history") -> list[T]:
    """A history written as a list of texts, each parsed by ``parse``: a
    :class:`karty.StateError` names ``where`` if it is not a list of at most
    ``limit`` entries, or ``where[i]`` for an entry that does not parse."""
    if not isinstance(texts, list) or len(texts) > limit:
        raise StateError(f"{where} must be a list of at most {limit} actions",
                         f"{where} должен быть списком не больше чем из {limit} действий",
                         token=where)
    out: list[T] = []
    for i, text in enumerate(texts):
        try:
            out.append(parse(text))
        except KartyError as e:
            raise StateError(f"{where}[{i}]: {e.en}", f"{where}[{i}]: {e.ru}",
                             token=f"{where}[{i}]") from None
    return out
