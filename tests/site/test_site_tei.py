"""The TEI export in the built site: present, well-formed, TEI, and linked.

(Its structure is tested in tests/corpus/test_corpus_tei.py; here, that the site
serves it.)"""
from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
from site_html import LANGUAGES, built_page, parse_file

pytestmark = pytest.mark.site

TEI = "{http://www.tei-c.org/ns/1.0}"
XML_ID = "{http://www.w3.org/XML/1998/namespace}id"


def test_tei_file_is_in_the_build_and_well_formed(site, corpus):
    path = site / "edition.tei.xml"
    assert path.is_file()
    root = ET.parse(path).getroot()  # raises on malformed XML
    assert root.tag == f"{TEI}TEI"
    assert root.find(f"{TEI}teiHeader") is not None
    ids = {el.get(XML_ID) for el in root.iter() if el.get(XML_ID)}
    missing = [seg.id for seg in corpus.segments() if seg.id not in ids]
    assert missing == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_about_page_links_to_the_tei(site, lang):
    path = built_page(site, lang, "about.md")
    hrefs = [a.get("href") for a in parse_file(path).find_all(lambda n: n.tag == "a" and n.get("href"))]
    targets = {(path.parent / h.split("#")[0]).resolve() for h in hrefs if "://" not in h and h.split("#")[0]}
    assert (site / "edition.tei.xml").resolve() in targets
