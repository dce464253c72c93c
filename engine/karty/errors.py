"""Errors raised by the engine.

Every error is a :class:`ValueError`, carries the offending input (``token``)
and a message in English and in Russian, so the site can show it in the
reader's language::

    >>> from karty import parse_cards, NotationError
    >>> try:
    ...     parse_cards("A♠ 11♥")
    ... except NotationError as e:
    ...     print(e.token, "|", e.message("en"))
    11♥ | '11♥': unknown rank '11' (expected 6-10, J/В, Q/Д, K/К, A/Т)
"""

from __future__ import annotations

import re
import reprlib
import unicodedata
from typing import Literal

Lang = Literal["en", "ru"]

#: The longest message an error carries, in either language (the page shows it as is).
MAX_MESSAGE = 499
#: The longest form of the offending input quoted in a message (and kept as ``token``).
MAX_TOKEN = 60


def _visible(ch: str) -> str:
    """``ch`` itself, or ``<U+XXXX>`` for a character a reader could not see or that
    would break the line (controls, format characters, separators other than the
    space, variation selectors, unassigned and private-use code points)."""
    cat = unicodedata.category(ch)
    invisible = (cat[0] in "CZ" and ch != " ") or "\ufe00" <= ch <= "\ufe0f" or \
        "\U000e0100" <= ch <= "\U000e01ef"
    return f"<U+{ord(ch):04X}>" if invisible else ch


def shown(value: object, limit: int = MAX_TOKEN) -> str:
    """``value`` as a reader sees it quoted in a message: text as is (anything else as
    its ``repr``), invisible characters spelt out, cut to ``limit`` characters.

    >>> shown("A♠"), shown("\ufe0f"), shown(5), shown("x" * 100)[-3:]
    ('A♠', '<U+FE0F>', '5', 'xx…')
    """
    text = value if isinstance(value, str) else _bounded_repr(value, limit)
    parts: list[str] = []
    size = 0
    for ch in text:
        parts.append(_visible(ch))
        size += len(parts[-1])
        if size > limit:
            break
    else:
        return "".join(parts)
    out: list[str] = []
    size = 0
    for part in parts:
        if size + len(part) > limit - 1:
            break
        out.append(part)
        size += len(part)
    return "".join(out) + "…"


def _bounded_repr(value: object, limit: int) -> str:
    """``repr(value)`` for a reader, bounded in depth and length whatever ``value`` is
    (a list nested 10,000 deep would overflow the stack of Python in the browser)."""
    r = reprlib.Repr()
    r.maxlevel = 3
    r.maxstring = r.maxother = r.maxlong = max(limit, 8)
    r.maxlist = r.maxtuple = r.maxdict = r.maxset = r.maxfrozenset = 6
    try:
        return r.repr(value)
    except Exception:  # noqa: BLE001 - a value whose repr fails is shown by its type
        return f"<{type(value).__name__}>"


def quoted(value: object, limit: int = MAX_TOKEN) -> str:
    """:func:`shown` in quotes if ``value`` is text (``'false'`` is not ``false``).

    >>> quoted("false"), quoted(False), quoted(None)
    ("'false'", 'False', 'None')
    """
    return f"'{shown(value, limit)}'" if isinstance(value, str) else shown(value, limit)


def _clip(message: str) -> str:
    return message if len(message) <= MAX_MESSAGE else message[:MAX_MESSAGE - 1] + "…"


class KartyError(ValueError):
    """Base class: a ValueError with an English and a Russian message.

    ``str(error)`` is the English message; :meth:`message` picks a language.
    """

    def __init__(self, en: str, ru: str, *, token: str | None = None) -> None:
        # The offending input is quoted as ``shown(token)``: cut to MAX_TOKEN
        # characters, invisible characters spelt out; messages stay under
        # MAX_MESSAGE characters whatever the input.
        if token is not None:
            short = shown(token)
            # the token as the message quotes it (as is, or as its repr escapes it),
            # replaced by its shown form
            if isinstance(token, str):
                for raw in {token, repr(token)[1:-1]} - {"", short}:
                    en, ru = en.replace(raw, short), ru.replace(raw, short)
            token = short
        en, ru = _clip(en), _clip(ru)
        super().__init__(en)
        self.en = en
        self.ru = ru
        self.token = token

    def message(self, lang: Lang = "en") -> str:
        """The message in ``lang`` (``"en"`` or ``"ru"``)."""
        return self.ru if lang == "ru" else self.en

    def to_dict(self) -> dict[str, str | None]:
        """A JSON-safe form, as the browser worker sends it."""
        return {
            "type": type(self).__name__,
            "message": self.en,
            "message_ru": self.ru,
            "token": self.token,
        }

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.en!r}, {self.ru!r}, token={self.token!r})"


class NotationError(KartyError):
    """Text that does not parse: a card, a list of cards, an action."""


class StateError(NotationError):
    """A serialised state (``State.from_dict``) that is malformed or inconsistent."""


class RulesError(KartyError):
    """A rules or parameter dictionary that names an unknown key or a bad value."""


class IllegalActionError(KartyError):
    """An action that the rules do not allow in the current state."""


_NAME = re.compile(r"[a-z_][a-z0-9_]*")


def nested(error: KartyError, where: str) -> StateError:
    """``error``, found in the part ``where`` of a serialised state, as a
    :class:`StateError` about that part: its token is ``where.name`` when the error
    names an option or a key (``rules.target``), else ``where``, and the message
    starts with it.

    >>> nested(RulesError("rule option 'target': 0 is outside 1..120", "…", token="target"),
    ...        "rules")
    StateError("rules.target: rule option 'target': 0 is outside 1..120", 'rules.target: …', token='rules.target')
    """
    token = f"{where}.{error.token}" if error.token and _NAME.fullmatch(error.token) else where
    return StateError(f"{token}: {error.en}", f"{token}: {error.ru}", token=token)
