"""Small text helpers shared by the page renderers (edition, glossary, rules, widgets).

Every renderer escapes with :func:`e`, picks a language with :func:`i18n`, and
looks its interface words up with a :func:`make_label` function over its own
``LABELS`` table (``{lang: {key: text}}``, English as the fallback).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from html import escape
from typing import Any


def e(text: object) -> str:
    """``text`` escaped for HTML text and attribute values."""
    return escape(str(text), quote=True)


def i18n(value: Any, lang: str) -> str:
    """A ``{en, ru}`` mapping, a plain string or None, as text in ``lang``
    (falling back to English, then Russian)."""
    if not value:
        return ""
    if isinstance(value, Mapping):
        return str(value.get(lang) or value.get("en") or value.get("ru") or "")
    return str(value)


def other_lang(lang: str) -> str:
    return "en" if lang == "ru" else "ru"


def make_label(labels: Mapping[str, Mapping[str, str]]) -> Callable[..., str]:
    """``label(lang, key, **values)`` over ``labels``: the text for ``key`` in
    ``lang`` (English if missing there, the key itself if missing everywhere),
    formatted with ``values``."""

    def label(lang: str, key: str, **values: Any) -> str:
        table = labels.get(lang, labels["en"])
        text = table.get(key, labels["en"].get(key, key))
        return text.format(**values) if values else text

    return label
