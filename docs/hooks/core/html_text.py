"""Small text helpers shared by the page renderers (edition, glossary, rules).

A renderer that still builds markup in Python escapes with :func:`e`; one that
uses a template (docs/templates/, through hooks.core.templating) leaves escaping to it.
:func:`i18n` picks a language from a ``{en, ru}`` value; the interface words
are in docs/labels.yaml (``templating.labeller``).
"""

from __future__ import annotations

from html import escape

from hooks.core.templating import i18n

__all__ = ["e", "i18n", "other_lang"]


def e(text: object) -> str:
    """``text`` escaped for HTML text and attribute values."""
    return escape(str(text), quote=True)


def other_lang(lang: str) -> str:
    return "en" if lang == "ru" else "ru"
