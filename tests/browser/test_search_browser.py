"""Search that knows Russian word forms, and a reading page's requests (issue 28).

* lunr's stemmers index both languages (mkdocs.yml's ``pipeline``) and the site's
  search worker stems the query's words too (docs/hooks/search/search-worker.js): «козыри»,
  «козыря» and «козырем» find the glossary entry first, and the Бура text;
* the theme's three requests for ``sitemap.xml`` are one, and the search index is
  fetched only when the reader starts a search (docs/overrides/partials/karty-requests.html).
"""
from __future__ import annotations

import pytest

pytestmark = pytest.mark.browser

FORMS = ["козыри", "козыря", "козырем"]


def _search(page, query: str) -> list[str]:
    page.fill(".md-search__input", query)
    page.press(".md-search__input", "End")  # the theme searches on a key event
    page.wait_for_function("(q) => document.querySelector('.md-search__input').value === q"
                           " && document.querySelector('.md-search-result__list a') !== null", arg=query)
    page.wait_for_timeout(300)
    hrefs = page.locator(".md-search-result__list a.md-search-result__link").evaluate_all(
        "(a) => a.map((x) => x.getAttribute('href'))")
    return [h.split("?")[0].split("#")[0] for h in hrefs]


@pytest.mark.parametrize("root", ["", "ru/"])
def test_inflected_forms_find_the_entry_first_and_the_bura_text(page, served, root):
    page.goto(served.url(root + "history/"))
    page.click(".md-search__input")
    for query in FORMS:
        paths = _search(page, query)
        assert paths, query
        assert paths[0] == served.url(root + "glossary/kozyr/"), (root, query, paths[:5])
        assert served.url(root + "text/bura/") in paths, (root, query, paths)
        assert all(p.startswith(served.url(root)) for p in paths)
        if root == "":
            assert not any("/ru/" in p for p in paths), (query, paths)
    assert page.console.errors == []


@pytest.mark.parametrize("path", ["text/bura/", "ru/text/verse1/"])
def test_one_sitemap_and_the_index_only_for_a_search(browser, served, path):
    ctx = browser.new_context(service_workers="block", viewport={"width": 1200, "height": 900})
    try:
        page = ctx.new_page()
        asked: list[str] = []
        page.on("request", lambda r: asked.append(r.url))
        page.goto(served.url(path))
        page.wait_for_load_state("networkidle")
        page.wait_for_timeout(500)
        assert sum(u.endswith("/sitemap.xml") for u in asked) == 1, asked
        assert not [u for u in asked if "search_index.json" in u]
        # instant navigation still has its sitemap: a link is followed without a new page
        page.evaluate("window.__kartyMark = 1")
        before = page.url
        page.locator("a.md-footer__link--next").click()
        page.wait_for_function("(u) => location.href !== u", arg=before)
        page.wait_for_load_state("networkidle")
        assert page.evaluate("window.__kartyMark") == 1
        assert sum(u.endswith("/sitemap.xml") for u in asked) == 1, asked
        page.click(".md-search__input")
        page.wait_for_function("() => !/Initializ|Инициализ/.test("
                               "document.querySelector('.md-search-result__meta').textContent)")
        index = [u for u in asked if "search_index.json" in u]
        lang_root = "ru/" if path.startswith("ru/") else ""
        assert index == [served.url(lang_root + "search/search_index.json")], index
    finally:
        ctx.close()
