"""The built site is self-contained and has no broken links.

* No request to another host: no external URL in `src`, `href` (and the other URL
  attributes), in CSS `@import`/`url()` (files, <style> and style attributes), or
  in a JavaScript import (static, dynamic, importScripts, new Worker). The site's
  own address (`site_url`, e.g. in <link rel="canonical">) is not another host.
  Plain-text source citations are fine: they are text, not URLs in attributes.
  (The theme's bundle holds two CDN addresses as strings, for a ResizeObserver
  polyfill and for Mermaid; it fetches them only in a browser without
  ResizeObserver or on a page with a Mermaid diagram, which this site never has.)
* Every internal link resolves to a file of the build, and every `#fragment` to
  an element id on the target page.
"""
from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest
from site_html import Node, parse_file

pytestmark = pytest.mark.site

URL_ATTRS = ("src", "href", "srcset", "action", "formaction", "poster", "data", "cite",
             "xlink:href", "background", "manifest", "ping")
CSS_URL = re.compile(r"""url\(\s*(['"]?)(?P<url>[^'")]*)\1\s*\)""", re.IGNORECASE)
CSS_IMPORT = re.compile(r"""@import\s+(?:url\(\s*)?(['"]?)(?P<url>[^'");\s]+)\1""", re.IGNORECASE)
JS_IMPORTS = (
    re.compile(r"""\bimport\s*\(\s*(['"`])(?P<url>[^'"`]+)\1"""),  # import("…")
    re.compile(r"""\b(?:import|export)\b[^;'"`]*?\bfrom\s*(['"`])(?P<url>[^'"`]+)\1"""),  # import x from "…"
    re.compile(r"""(?:^|[;\n]\s*)import\s*(['"`])(?P<url>[^'"`]+)\1"""),  # import "…"
    re.compile(r"""\bimportScripts\s*\(\s*(['"`])(?P<url>[^'"`]+)\1"""),
    re.compile(r"""\bnew\s+(?:Shared)?Worker\s*\(\s*(['"`])(?P<url>[^'"`]+)\1"""),
)


def html_files(site: Path) -> list[Path]:
    return sorted(site.rglob("*.html"))


@pytest.fixture(scope="session")
def own_origin(mkdocs_config) -> str | None:
    if not mkdocs_config.site_url:
        return None
    parts = urlsplit(mkdocs_config.site_url)
    return f"{parts.scheme}://{parts.netloc}".lower()


def is_external(url: str, own_origin: str | None) -> bool:
    url = url.strip()
    if not url or url.startswith("#"):
        return False
    if url.startswith("//"):
        return True
    parts = urlsplit(url)
    if not parts.scheme:
        return False
    if parts.scheme.lower() == "data":
        return False  # inline, no request
    if parts.scheme.lower() in ("http", "https") and own_origin:
        return f"{parts.scheme}://{parts.netloc}".lower() != own_origin
    return True  # http(s) elsewhere, mailto:, javascript:, …


def attr_urls(node: Node) -> list[tuple[str, str]]:
    out = []
    for name in URL_ATTRS:
        value = node.get(name)
        if value is None:
            continue
        if name == "srcset":
            out += [(name, part.strip().split()[0]) for part in value.split(",") if part.strip()]
        elif name == "ping":
            out += [(name, u) for u in value.split()]
        else:
            out.append((name, value))
    if node.tag == "meta" and (node.get("http-equiv") or "").lower() == "refresh":
        content = node.get("content") or ""
        if "url=" in content.lower():
            out.append(("content", content.split("=", 1)[1]))
    return out


def css_urls(css: str) -> list[str]:
    return [m.group("url") for m in CSS_URL.finditer(css)] + [m.group("url") for m in CSS_IMPORT.finditer(css)]


def js_urls(js: str) -> list[str]:
    return [m.group("url") for pattern in JS_IMPORTS for m in pattern.finditer(js)]


def test_no_external_urls_in_html(site, own_origin):
    problems = []
    for path in html_files(site):
        doc = parse_file(path)
        for node in doc.iter():
            where = f"{path.relative_to(site)}:{node.line} <{node.tag}>"
            for name, url in attr_urls(node):
                if is_external(url, own_origin):
                    problems.append(f"{where} {name}={url}")
            style = node.get("style")
            if style:
                problems += [f"{where} style url({u})" for u in css_urls(style) if is_external(u, own_origin)]
            if node.tag == "style":
                problems += [f"{where} {u}" for u in css_urls(node.text()) if is_external(u, own_origin)]
            if node.tag == "script" and not node.get("src"):
                problems += [f"{where} import {u}" for u in js_urls(node.text()) if is_external(u, own_origin)]
    assert problems == []


def test_no_external_urls_in_css(site, own_origin):
    problems = []
    for path in sorted(site.rglob("*.css")):
        for url in css_urls(path.read_text(encoding="utf-8", errors="replace")):
            if is_external(url, own_origin):
                problems.append(f"{path.relative_to(site)}: {url}")
    assert problems == []


def test_no_external_imports_in_js(site, own_origin):
    problems = []
    for path in sorted([*site.rglob("*.js"), *site.rglob("*.mjs")]):
        # Pyodide's runtime (assets/pyodide/, docs/hooks/pyodide/runtime.py) imports Node's
        # built-in modules (node:fs, …) on its Node code path only; `node:` is no network
        # scheme and a browser never takes that path.
        node_ok = path.relative_to(site).parts[:2] == ("assets", "pyodide")
        for url in js_urls(path.read_text(encoding="utf-8", errors="replace")):
            if node_ok and url.startswith("node:"):
                continue
            if is_external(url, own_origin):
                problems.append(f"{path.relative_to(site)}: {url}")
    assert problems == []


def test_the_sites_modules_import_files_of_the_build(site):
    """The site's scripts import each other by relative address (lifecycle.mjs is
    imported, not listed in mkdocs.yml's extra_javascript): each is in the build."""
    missing, imported = [], set()
    for path in sorted((site / "assets" / "js").glob("*.mjs")):
        for url in js_urls(path.read_text(encoding="utf-8")):
            if url.startswith(("./", "../")):
                target = (path.parent / url).resolve()
                imported.add(target.relative_to(site.resolve()).as_posix())
                if not target.is_file():
                    missing.append(f"{path.relative_to(site)}: {url}")
    assert missing == []
    assert "assets/js/lifecycle.mjs" in imported


def test_the_checks_catch_external_urls():
    """The detectors above, on known bad and good input."""
    own = "http://127.0.0.1:8000"
    assert is_external("https://fonts.googleapis.com/css", own)
    assert is_external("//cdn.example.org/x.js", own)
    assert is_external("mailto:someone@example.org", own)
    assert not is_external("http://127.0.0.1:8000/text/bura/", own)
    assert not is_external("../assets/x.css", own)
    assert not is_external("data:image/svg+xml;base64,AAAA", own)
    assert css_urls('@import url("https://x.org/a.css"); b{background:url(//y.org/i.png)}') == [
        "https://x.org/a.css", "//y.org/i.png", "https://x.org/a.css"]
    assert set(js_urls('import a from "https://x.org/m.js";\nimport("https://y.org/n.mjs");'
                       'importScripts("https://z.org/w.js")')) == {
        "https://x.org/m.js", "https://y.org/n.mjs", "https://z.org/w.js"}


def _target(site: Path, page: Path, url: str, own_origin: str | None) -> tuple[Path, str] | None:
    """The file and fragment an internal URL points to, or None if not internal."""
    parts = urlsplit(url)
    if parts.scheme or parts.netloc:
        if not own_origin or f"{parts.scheme}://{parts.netloc}".lower() != own_origin:
            return None
        path = site / unquote(parts.path).lstrip("/")
    elif parts.path.startswith("/"):
        path = site / unquote(parts.path).lstrip("/")
    elif parts.path:
        path = page.parent / unquote(parts.path)
    else:
        path = page
    if path.is_dir() or parts.path.endswith("/"):
        path = path / "index.html"
    return path.resolve(), unquote(parts.fragment)


def test_no_broken_internal_links(site, own_origin):
    site = site.resolve()
    broken = []
    checked = 0
    ids_cache: dict[Path, set[str]] = {}
    for page in html_files(site):
        doc = parse_file(page)
        for node in doc.iter():
            if node.tag not in ("a", "link", "script", "img", "source", "iframe", "area"):
                continue
            for name in ("href", "src"):
                url = node.get(name)
                if not url or is_external(url, own_origin) or url.startswith("data:"):
                    continue
                if node.tag == "link" and node.get("rel") in ("preconnect", "dns-prefetch"):
                    continue
                target = _target(site, page, url, own_origin)
                if target is None:
                    continue
                checked += 1
                path, fragment = target
                where = f"{page.relative_to(site)}:{node.line} {name}={url}"
                if not path.is_file() or site not in path.parents:
                    broken.append(f"{where}: no file {path}")
                    continue
                if fragment and path.suffix == ".html":
                    if path not in ids_cache:
                        ids_cache[path] = {
                            n.get("id") or n.get("name") for n in parse_file(path).iter()
                            if n.get("id") or (n.tag == "a" and n.get("name"))
                        }
                    if fragment not in ids_cache[path]:
                        broken.append(f"{where}: no element with id {fragment!r}")
    assert checked > 100, "suspiciously few links checked"
    assert broken == []
