"""The play table's state token: a short text that names a whole game, for the
URL, ``localStorage`` and the worker.

    <game>.1.<seed>.<level>.<options>.<choices>

* ``game``: a game of :data:`karty.GAMES` with a play table (``GameSpec.table``:
  ``bura``, ``ochko``).

* ``seed``: the deal number, 0 to 4294967295; every shuffle comes from it.
* ``level``: the computer's strength, ``e`` (easy), ``n`` (normal) or ``h`` (hard).
* ``options``: ``-`` (the default rules) or ``key=value`` pairs joined by ``,``,
  read like the widgets' rule options.
* ``choices``: what was chosen so far (see :mod:`karty.web.table.bura` and
  :mod:`karty.web.table.ochko`); ``-`` when nothing yet.

The token holds no card: a game replays from its seed inside the worker, so the
computer's hidden cards never reach the page. Every part is checked, and a bad
one is a :class:`karty.NotationError` naming it::

    >>> t = Token.parse("bura.1.42.n.-.-")
    >>> t.game, t.seed, t.level, t.options, t.choices
    ('bura', 42, 'n', (), '')
    >>> str(t.with_choices("31_2"))
    'bura.1.42.n.-.31_2'
    >>> Token.parse("bura.1.42.x.-.-")
    Traceback (most recent call last):
    ...
    karty.errors.NotationError: level: 'x' is not e (easy), n (normal) or h (hard)
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Final

from ...errors import NotationError, quoted
from ...games import table_game

VERSION: Final = "1"
LEVELS: Final = ("e", "n", "h")
MAX_SEED: Final = 2**32 - 1
#: The longest token read (a 20-кон match of Бура is about 600 characters).
MAX_TOKEN: Final = 4000
_SEED = re.compile(r"0|[1-9][0-9]{0,9}")
_OPTION = re.compile(r"([a-z][a-z0-9_]{0,40})=([a-z0-9-]{1,40})")
_CHOICES = re.compile(r"[0-9A-Za-z_~]*")


def _bad(part: str, value: str, en: str, ru: str) -> NotationError:
    return NotationError(f"{part}: {quoted(value)} {en}", f"{part}: {quoted(value)} {ru}",
                         token=value)


@dataclass(frozen=True, slots=True)
class Token:
    """A parsed token; ``str(token)`` writes it back."""

    game: str
    seed: int
    level: str
    options: tuple[tuple[str, str], ...]
    choices: str

    @classmethod
    def parse(cls, text: object) -> Token:
        if not isinstance(text, str):
            raise NotationError(f"the game token {quoted(text)} is not text",
                                f"ключ игры {quoted(text)} — не текст", token=quoted(text))
        if len(text) > MAX_TOKEN:
            raise NotationError(f"token: the game token is longer than {MAX_TOKEN} characters",
                                f"token: ключ игры длиннее {MAX_TOKEN} знаков", token="token")
        parts = text.strip().split(".")
        if len(parts) != 6:
            raise _bad("token", text, "is not game.1.seed.level.options.choices (six parts "
                       "joined by dots)", "— не вида игра.1.номер.сила.правила.ходы (шесть "
                       "частей через точку)")
        game, version, seed, level, options, choices = parts
        table_game(game)  # a game of the registry with a play table, or an error naming it
        if version != VERSION:
            raise _bad("version", version, f"is not {VERSION} (a token from another version "
                       "of the site)", f"— не {VERSION} (ключ от другой версии сайта)")
        if not _SEED.fullmatch(seed) or int(seed) > MAX_SEED:
            raise _bad("seed", seed, f"is not a deal number from 0 to {MAX_SEED}",
                       f"— не номер сдачи от 0 до {MAX_SEED}")
        if level not in LEVELS:
            raise _bad("level", level, "is not e (easy), n (normal) or h (hard)",
                       "— не e (легко), n (средне) и не h (сильно)")
        pairs: list[tuple[str, str]] = []
        if options != "-":
            for item in options.split(","):
                m = _OPTION.fullmatch(item)
                if m is None:
                    raise _bad("options", item, "is not key=value", "— не вида ключ=значение")
                if any(k == m.group(1) for k, _ in pairs):
                    raise _bad("options", item, "names an option twice", "— правило названо дважды")
                pairs.append((m.group(1), m.group(2)))
        if choices == "-":
            choices = ""
        elif not choices or not _CHOICES.fullmatch(choices):
            raise _bad("choices", choices, "holds a character other than letters, digits, _ "
                       "and ~", "— есть знаки, кроме букв, цифр, _ и ~")
        return cls(game, int(seed), level, tuple(pairs), choices)

    def with_choices(self, choices: str) -> Token:
        return replace(self, choices=choices)

    def __str__(self) -> str:
        options = ",".join(f"{k}={v}" for k, v in self.options) or "-"
        return f"{self.game}.{VERSION}.{self.seed}.{self.level}.{options}.{self.choices or '-'}"
