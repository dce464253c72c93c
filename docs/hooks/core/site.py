"""Site-wide build glue (an mkdocs hook, see `hooks:` in mkdocs.yml).

Language selector. `extra.alternate` in mkdocs.yml names the language roots
("./" and "ru/"); the theme puts them in each page's <head> as
<link rel="alternate" hreflang>, and Material's script reads `sitemap.xml` under
each root. Here:

* each page gets `karty_alternate`: the same list, but linking to this page's
  counterpart in each language (mkdocs-static-i18n knows every page's
  alternates); docs/overrides/partials/alternate.html uses it for the header's
  language selector, and docs/assets/js/site.mjs keeps it right after Material's
  instant navigation;
* after the build, the Russian root gets a copy of the site's sitemap.xml, so
  that the theme's request for `ru/sitemap.xml` finds one (the sitemap that
  mkdocs-static-i18n writes at the top already lists the pages of both
  languages).

(The plugin's own `reconfigure_material` does the per-page links by rewriting
`extra.alternate`, which also puts page URLs in <link rel="alternate">; the theme
then asks for a sitemap.xml under every page, and the plugin warns that its links
do not survive instant navigation. Hence this hook.)
"""
from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.pages import Page


def on_page_context(context: dict[str, Any], page: Page, config: MkDocsConfig, nav: Any) -> dict[str, Any]:
    roots = config.extra.get("alternate") or []
    alternates = getattr(page.file, "alternates", None) or {}
    links = []
    for root in roots:
        entry = dict(root)
        other = alternates.get(entry.get("lang"))
        if other is not None:
            entry["link"] = other.url or "./"  # docs-relative; the theme's `url` filter makes it page-relative
        links.append(entry)
    context["karty_alternate"] = links
    return context


def on_post_build(config: MkDocsConfig) -> None:
    site = Path(config.site_dir)
    sitemap = site / "sitemap.xml"
    if not sitemap.is_file():
        return
    for root in config.extra.get("alternate") or []:
        link = str(root.get("link", "")).strip("/")
        if link and link not in (".",) and "//" not in link and ":" not in link:
            target = site / link / "sitemap.xml"
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(sitemap, target)
