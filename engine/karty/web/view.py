"""Declarative views: what a widget shows, as a JSON tree, and its HTML.

A view is a tree of lists, ``[tag, attrs, *children]``, whose children are
views or strings. It is plain JSON, so the same tree is serialised twice: to
HTML here, when the site is built (the answer every example shows without
JavaScript), and to DOM nodes in the browser (``docs/assets/js/widgets.mjs``,
with ``createElement``/``textContent``/``setAttribute``, never ``innerHTML``).
Both serialisers accept only the tags and attributes listed here, so the live
answer equals the build-time answer by construction, and nothing in a view
(which may echo what a reader typed) can become markup.

Links are not URLs: an ``a`` carries ``ref``, ``rule:<rule id>`` or
``seg:<segment id>``, and the page supplies where rules and segments live
(its ``links`` map, written at build). A ref the page cannot resolve becomes
a ``span``::

    >>> links = {"rules": {"bura": "../../rules/bura/"}, "text": {"bura": "../../text/bura/"}}
    >>> to_html(["p", {"class": "x"}, "10♠ > K♠ ", ["a", {"ref": "rule:bura.beat"}, "bura.beat"]],
    ...         links)
    '<p class="x">10♠ &gt; K♠ <a href="../../rules/bura/#bura.beat">bura.beat</a></p>'
    >>> to_html(["a", {"ref": "seg:ochko.s5"}, "ochko.s5"], links)
    '<span>ochko.s5</span>'
"""

from __future__ import annotations

import html
import re
from collections.abc import Mapping, Sequence
from typing import Any

__all__ = ["ALLOWED", "ViewError", "check", "href_of", "to_html"]

#: tag → the attributes it may carry (besides the global ones below).
ALLOWED: dict[str, frozenset[str]] = {
    "div": frozenset(), "span": frozenset(), "p": frozenset(), "section": frozenset(),
    "ul": frozenset(), "ol": frozenset(), "li": frozenset(),
    "dl": frozenset(), "dt": frozenset(), "dd": frozenset(),
    "strong": frozenset(), "em": frozenset(), "code": frozenset(), "small": frozenset(),
    "cite": frozenset(),
    "table": frozenset(), "caption": frozenset(), "thead": frozenset(), "tbody": frozenset(),
    "tr": frozenset(), "th": frozenset({"scope", "colspan"}), "td": frozenset({"colspan"}),
    "details": frozenset(), "summary": frozenset(),
    "a": frozenset({"ref"}),
    "button": frozenset({"data-action"}),
}
#: Attributes any allowed tag may carry.
GLOBAL_ATTRS = frozenset({"class", "lang", "title", "role", "aria-label", "data-card",
                          "data-kind"})

_CLASS = re.compile(r"[a-z][a-z0-9_-]*(?: [a-z][a-z0-9_-]*)*")
_REF = re.compile(r"(rule|seg):([a-z][a-z0-9]*)\.([a-z0-9][a-z0-9.-]*)")
_SHORT = re.compile(r"[^\x00-\x1f<>\"'`\\]{0,200}")
_VALUES: dict[str, re.Pattern[str]] = {
    "class": _CLASS,
    "ref": _REF,
    "lang": re.compile(r"en|ru"),
    "scope": re.compile(r"row|col"),
    "colspan": re.compile(r"[1-9]"),
    "role": re.compile(r"note|status|group|list|listitem|img"),
    "data-card": re.compile(r"(?:[6-9]|10|[JQKA])[SCDH]"),
    "data-kind": re.compile(r"[a-z][a-z0-9-]{0,40}"),
    "data-action": re.compile(r"[a-z][A-Za-z0-9 ]{0,80}"),
}


class ViewError(ValueError):
    """A view that breaks the allow-list (a bug in the engine, not bad input)."""


def check(view: Any, _depth: int = 0) -> None:
    """Raise :class:`ViewError` unless ``view`` keeps to the allow-list."""
    if _depth > 40:
        raise ViewError("view nested too deep")
    if isinstance(view, str):
        return
    if not isinstance(view, list) or len(view) < 2 or not isinstance(view[0], str) \
            or not isinstance(view[1], dict):
        raise ViewError(f"not a view node: {view!r:.80}")
    tag, attrs = view[0], view[1]
    if tag not in ALLOWED:
        raise ViewError(f"tag {tag!r} is not allowed")
    for name, value in attrs.items():
        if name not in GLOBAL_ATTRS and name not in ALLOWED[tag]:
            raise ViewError(f"attribute {name!r} is not allowed on <{tag}>")
        if not isinstance(value, str):
            raise ViewError(f"attribute {name!r} must be a string")
        pattern = _VALUES.get(name, _SHORT)
        if not pattern.fullmatch(value):
            raise ViewError(f"attribute {name}={value!r:.60} is not allowed")
    for child in view[2:]:
        check(child, _depth + 1)


def href_of(ref: str, links: Mapping[str, Mapping[str, str]]) -> str | None:
    """The page-relative address of ``rule:<id>`` or ``seg:<id>``, or ``None``
    when the page has no such target (the same rule as widgets.mjs's hrefOf)."""
    m = _REF.fullmatch(ref)
    if m is None:
        return None
    kind, prefix = m.group(1), m.group(2)
    base = links.get("rules" if kind == "rule" else "text", {}).get(prefix)
    if not base:
        return None
    return f"{base}#{ref.split(':', 1)[1]}"


def to_html(view: Any, links: Mapping[str, Mapping[str, str]] | None = None, *,
            static: bool = False) -> str:
    """Serialise a view to HTML. ``static`` marks buttons ``disabled`` (the
    build-time page, where nothing is live yet)."""
    check(view)
    out: list[str] = []
    _emit(view, links or {}, static, out)
    return "".join(out)


def _emit(view: Any, links: Mapping[str, Mapping[str, str]], static: bool,
          out: list[str]) -> None:
    if isinstance(view, str):
        out.append(html.escape(view, quote=False))
        return
    tag, attrs, children = view[0], dict(view[1]), view[2:]
    pairs: list[tuple[str, str | None]] = []
    if tag == "a":
        href = href_of(attrs.pop("ref", ""), links)
        if href is None:
            tag = "span"
        else:
            pairs.append(("href", href))
    for name in sorted(attrs):
        pairs.append((name, attrs[name]))
    if tag == "button":
        pairs.insert(0, ("type", "button"))
        if static:
            pairs.append(("disabled", None))
    out.append("<" + tag)
    for name, value in pairs:
        if value is None:
            out.append(f" {name}")
        else:
            out.append(f' {name}="{html.escape(value, quote=True)}"')
    out.append(">")
    for child in children:
        _emit(child, links, static, out)
    out.append(f"</{tag}>")


def text_of(view: Any) -> str:
    """The text of a view, as ``textContent`` gives it in the browser."""
    if isinstance(view, str):
        return view
    return "".join(text_of(c) for c in view[2:])


def node(tag: str, attrs: Mapping[str, str] | None = None, *children: Any) -> list[Any]:
    """Build a view node; ``None`` and empty-string children are dropped, lists of
    children (not nodes) are spliced in."""
    out: list[Any] = [tag, dict(attrs or {})]
    for child in children:
        _add(out, child)
    return out


def _add(out: list[Any], child: Any) -> None:
    if child is None or child == "":
        return
    if isinstance(child, (list, tuple)) and not _is_node(child):
        for c in child:
            _add(out, c)
        return
    out.append(child)


def _is_node(x: Any) -> bool:
    return isinstance(x, list) and len(x) >= 2 and isinstance(x[0], str) \
        and isinstance(x[1], dict)


def join(items: Sequence[Any], sep: Any = ", ") -> list[Any]:
    """Children separated by ``sep`` (for :func:`node`)."""
    out: list[Any] = []
    for i, item in enumerate(items):
        if i:
            out.append(sep)
        out.append(item)
    return out
