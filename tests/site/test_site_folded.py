"""The reading pages' DOM is what is read (issue 28): a segment's popovers (variants,
notes, glosses, the rules citing it) and the witnesses' diplomatic texts are rendered
into <template> elements that edition.mjs puts in place when the reader opens one;
without scripting, the popovers' <noscript> copy is the page's own, so nothing is
lost; the search index reads the same text as before."""
from __future__ import annotations

import pytest
from site_html import LANGUAGES, Node, built_page, parse_file

pytestmark = pytest.mark.site

SECTIONS = ("intro", "verse1", "interlude", "verse2", "bura", "ochko")
#: elements a scripting browser builds for text/bura (3,813 before the folding)
BURA_DOM_LIMIT = 1500


def _live(node: Node) -> list[Node]:
    """The elements a browser with scripting builds: not inside <template> (inert) nor
    <noscript> (raw text when scripting is on)."""
    out = [node]
    for child in node.children:
        if isinstance(child, Node):
            if child.tag in ("template", "noscript"):
                out.append(child)
            else:
                out += _live(child)
    return out


def _page(site, lang: str, section: str) -> Node:
    return parse_file(built_page(site, lang, f"text/{section}.md"))


def _ids(node: Node) -> list[str]:
    return [str(n.get("id")) for n in node.iter() if n.get("id") and n is not node]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("section", SECTIONS)
def test_popovers_and_witness_texts_wait_in_templates(site, lang, section):
    doc = _page(site, lang, section)
    live = _live(doc)
    assert not [n for n in live if n.has("popover")], "a popover is in the live DOM"
    assert not [n for n in live if "karty-view" in n.classes and n.get("data-view") != "critical"]
    for seg in doc.by_class("karty-seg"):
        where = f"{lang}/{seg.get('id')}"
        kids = [c for c in seg.children if isinstance(c, Node)]
        pops = [c for c in kids if c.tag == "template" and c.has("data-karty-pops")]
        copies = [c for c in kids if c.tag == "noscript" and "karty-noscript" in c.classes]
        targets = {str(b.get("popovertarget")) for b in _live(seg)
                   if b.tag == "button" and b.has("popovertarget")}
        if not targets:
            assert not pops and not copies, where
            continue
        assert len(pops) == 1 and len(copies) == 1, where
        # every marker of the segment opens a popover of its own template, and the
        # no-script copy is the same markup
        assert targets <= set(_ids(pops[0])), f"{where}: {sorted(targets - set(_ids(pops[0])))}"
        assert _ids(pops[0]) == _ids(copies[0]), where
        assert pops[0].text() == copies[0].text(), where
        for view in [c for c in seg.iter() if c.tag == "template" and c.has("data-karty-views")]:
            sigla = [n.get("data-view") for n in view.children if isinstance(n, Node)]
            assert sigla and "critical" not in sigla, where


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_bura_page_is_light(site, lang):
    count = len(_live(_page(site, lang, "bura")))
    assert count <= BURA_DOM_LIMIT, f"{lang}: {count} elements in text/bura's DOM"
