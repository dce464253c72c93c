"""A small HTML tree for the template tests (html.parser only): elements, their
attributes and text, and a parse that fails on an element left open."""
from __future__ import annotations

from html.parser import HTMLParser


class Element:
    def __init__(self, tag: str, attrs: dict[str, str | None], parent: Element | None) -> None:
        self.tag, self.attrs, self.parent = tag, attrs, parent
        self.children: list[Element | str] = []

    def text(self) -> str:
        return "".join(c if isinstance(c, str) else c.text() for c in self.children)

    def iter(self):
        yield self
        for c in self.children:
            if isinstance(c, Element):
                yield from c.iter()

    def find_all(self, tag: str | None = None, **attrs: str) -> list[Element]:
        return [e for e in self.iter() if (tag is None or e.tag == tag)
                and all(e.attrs.get(k.replace("_", "-")) == v for k, v in attrs.items())]

    def find(self, tag: str | None = None, **attrs: str) -> Element:
        found = self.find_all(tag, **attrs)
        assert found, f"no <{tag} {attrs}>"
        return found[0]

    def classes(self) -> set[str]:
        return set((self.attrs.get("class") or "").split())


VOID = {"input", "br", "img", "meta", "link", "hr", "source", "wbr", "col"}


class _Tree(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root = Element("#root", {}, None)
        self.cur = self.root

    def handle_starttag(self, tag, attrs):
        el = Element(tag, dict(attrs), self.cur)
        self.cur.children.append(el)
        if tag not in VOID:
            self.cur = el

    def handle_endtag(self, tag):
        node = self.cur
        while node is not None and node.tag != tag:
            node = node.parent
        assert node is not None, f"</{tag}> closes nothing"
        self.cur = node.parent

    def handle_data(self, data):
        self.cur.children.append(data)


def parse(html: str) -> Element:
    """`html` as a tree; an end tag that closes nothing, or an element left open,
    fails the test."""
    tree = _Tree()
    tree.feed(str(html))
    tree.close()
    assert tree.cur is tree.root, f"<{tree.cur.tag}> is never closed"
    return tree.root


def parse_scripted(html: str) -> Element:
    """`html` as a browser with scripting holds it once every ``<template>`` is put in
    place: each ``noscript.karty-noscript`` copy left out (the templates' children are
    this parser's children), so that what a fold holds is counted once."""
    root = parse(html)
    for el in list(root.iter()):
        if el.tag == "noscript" and "karty-noscript" in el.classes():
            el.parent.children.remove(el)
    return root
