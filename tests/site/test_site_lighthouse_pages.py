"""tools/lighthouse.py's pages are pages of the built site, and every text section, index and
play table is among them (issue 28: "every reading page" is measured, not a sample of them)."""
from __future__ import annotations

import pytest
from tool_module import load_tool

pytestmark = pytest.mark.site



lighthouse = load_tool("lighthouse.py")


@pytest.mark.parametrize("lang", ["", "ru/"])
def test_every_measured_page_is_built(site, lang):
    missing = [name for name in lighthouse.PAGES
               if not (site / (lighthouse.page_path(lang + name) + "index.html")).is_file()]
    assert missing == [], (lang, missing)


@pytest.mark.parametrize("section", ["text", "rules", "odds", "play", "examples"])
def test_every_page_of_a_section_is_measured(site, section):
    """The section's index and each page under it (text/verse1, play/stos, …)."""
    built = {section} | {f"{section}/{d.name}" for d in (site / section).iterdir()
                         if (d / "index.html").is_file()}
    assert built - set(lighthouse.PAGES) == set(), section
