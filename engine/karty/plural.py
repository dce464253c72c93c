"""The plural rule of each language, one copy for the engine and the site's build (the
scripts ask Intl.PluralRules, which gives the same forms).

English has ``one`` and ``many``; Russian ``one`` (1, 21, 101…), ``few`` (2–4, 22–24…)
and ``many`` (0, 5–20, 11–14, 25…).

    >>> [plural_form(n, "ru") for n in (1, 2, 5, 11, 12, 21, 22, 25, 111)]
    ['one', 'few', 'many', 'many', 'many', 'one', 'few', 'many', 'many']
    >>> plural_form(1, "en"), plural_form(21, "en")
    ('one', 'many')
    >>> plural_ru(22, "карта", "карты", "карт"), plural_ru(5, "карта", "карты", "карт")
    ('карты', 'карт')
"""

from __future__ import annotations

from typing import Literal

from .errors import Lang

__all__ = ["Form", "plural_form", "plural_ru"]

Form = Literal["one", "few", "many"]


def plural_form(n: int, lang: Lang | str) -> Form:
    """The form a count of ``n`` takes in ``lang`` (any language but Russian: English's)."""
    n = abs(n)
    if lang != "ru":
        return "one" if n == 1 else "many"
    if n % 10 == 1 and n % 100 != 11:
        return "one"
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return "few"
    return "many"


def plural_ru(n: int, one: str, few: str, many: str) -> str:
    """Russian plural agreement: 1 карта, 2 карты, 5 карт (the word for ``n``'s form)."""
    return {"one": one, "few": few, "many": many}[plural_form(n, "ru")]
