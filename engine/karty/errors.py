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

from typing import Literal

Lang = Literal["en", "ru"]


class KartyError(ValueError):
    """Base class: a ValueError with an English and a Russian message.

    ``str(error)`` is the English message; :meth:`message` picks a language.
    """

    def __init__(self, en: str, ru: str, *, token: str | None = None) -> None:
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
