"""A small HTML tree for the site tests (the standard library has a parser but no tree).

Good enough for the pages mkdocs writes: void elements, optional end tags of
p/li/td/... are closed when their parent closes, and text is kept in order.
"""
from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path

VOID = {
    "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta",
    "source", "track", "wbr",
}


@dataclass(eq=False)
class Node:
    tag: str
    attrs: dict[str, str | None] = field(default_factory=dict)
    children: list[Node | str] = field(default_factory=list)
    parent: Node | None = None
    line: int = 0

    def get(self, name: str, default: str | None = None) -> str | None:
        return self.attrs.get(name, default)

    def has(self, name: str) -> bool:
        """Whether the attribute is present (boolean attributes have no value)."""
        return name in self.attrs

    @property
    def classes(self) -> set[str]:
        return set((self.attrs.get("class") or "").split())

    def iter(self) -> Iterator[Node]:
        yield self
        for child in self.children:
            if isinstance(child, Node):
                yield from child.iter()

    def find_all(self, pred: Callable[[Node], bool]) -> list[Node]:
        return [n for n in self.iter() if pred(n)]

    def by_class(self, cls: str) -> list[Node]:
        return self.find_all(lambda n: cls in n.classes)

    def text(self, skip: Callable[[Node], bool] | None = None) -> str:
        out: list[str] = []

        def walk(node: Node) -> None:
            for child in node.children:
                if isinstance(child, str):
                    out.append(child)
                elif skip is None or not skip(child):
                    walk(child)

        walk(self)
        return "".join(out)


class _Builder(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root = Node("#document")
        self.stack = [self.root]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        node = Node(tag, dict(attrs), parent=self.stack[-1], line=self.getpos()[0])
        self.stack[-1].children.append(node)
        if tag not in VOID:
            self.stack.append(node)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        node = Node(tag, dict(attrs), parent=self.stack[-1], line=self.getpos()[0])
        self.stack[-1].children.append(node)

    def handle_endtag(self, tag: str) -> None:
        for i in range(len(self.stack) - 1, 0, -1):
            if self.stack[i].tag == tag:
                del self.stack[i:]
                return
        # a stray end tag: ignore it, as browsers do

    def handle_data(self, data: str) -> None:
        self.stack[-1].children.append(data)


def parse(html: str) -> Node:
    builder = _Builder()
    builder.feed(html)
    builder.close()
    return builder.root


_cache: dict[Path, Node] = {}


def parse_file(path: Path) -> Node:
    path = path.resolve()
    if path not in _cache:
        _cache[path] = parse(path.read_text(encoding="utf-8"))
    return _cache[path]


LANGUAGES = {"en": "", "ru": "ru/"}  # language → its folder in the built site


def built_page(site: Path, lang: str, source: str) -> Path:
    """The HTML file that docs/<lang>/<source> becomes (use_directory_urls)."""
    stem = source[: -len(".md")]
    if stem == "index" or stem.endswith("/index"):
        rel = stem[: -len("index")]
    else:
        rel = stem + "/"
    return site / LANGUAGES[lang] / rel / "index.html"


def search_docs(site: Path) -> list[dict[str, object]]:
    """Every document of both languages' search indexes (docs/hooks/search/language.py writes
    ``search/`` for English and ``ru/search/`` for Russian), Russian locations given
    back their ``ru/`` prefix."""
    import json

    docs: list[dict[str, object]] = []
    for root in ("", "ru/"):
        index = json.loads((site / root / "search" / "search_index.json").read_text(encoding="utf-8"))
        docs += [dict(d, location=root + str(d["location"])) for d in index["docs"]]
    return docs


_scripted: dict[Path, Node] = {}


def _copy_without_noscript(node: Node, parent: Node | None = None) -> Node:
    out = Node(node.tag, node.attrs, parent=parent, line=node.line)
    for child in node.children:
        if isinstance(child, str):
            out.children.append(child)
        elif not (child.tag == "noscript" and "karty-noscript" in child.classes):
            out.children.append(_copy_without_noscript(child, out))
    return out


def parse_scripted(path: Path) -> Node:
    """The page with every ``noscript.karty-noscript`` copy left out: what a browser with
    scripting holds once every ``<template>`` is put in place (the templates' children
    are this parser's children). The copies are checked against the templates in
    test_site_folded.py; without this, each folded element would be counted twice."""
    path = path.resolve()
    if path not in _scripted:
        _scripted[path] = _copy_without_noscript(parse_file(path))
    return _scripted[path]
