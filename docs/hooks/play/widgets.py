"""Worked examples (an mkdocs hook, see `hooks:` in mkdocs.yml).

Every widget kind of the engine's web API (``karty.web.KINDS``: bura-trick,
bura-declare, bura-made, bura-play, bura-rules, ochko-hand, ochko-duel,
ochko-session) is a pymdown SuperFences custom fence, registered here in
``on_config`` (so mkdocs.yml only lists ``pymdownx.superfences``). The fence
body is the example's state, one ``key: value`` per line, the same keys as
in the example's URL fragment, plus ``id`` (the widget's id, default
``<kind>-<n>``) and ``title``::

    ```bura-trick
    title: The ten beats the king
    trump: h
    led: KS QS
    answer: 10S 6H
    ```

At build the engine runs here, in CPython (``karty.web.call``), and the fence
becomes the whole widget (hooks.play.widgets_render): the form, the state as JSON,
and the answer rendered from the engine's view tree. An example the engine
rejects fails the build, naming the page, the widget and the engine's message.

A fence has no page of its own, so ``on_page_markdown`` records the page being
rendered (its language and where the rules and text pages are relative to it)
for the formatter, and ``on_page_content`` clears it, registers the widget ids
as anchors, and reports errors. mkdocs renders pages one at a time, so the
record is always the page whose Markdown the formatter is given; a fence
rendered with no page recorded is an error, and so is any failure of the
formatter (SuperFences would otherwise leave the fence as a code block).
"""
from __future__ import annotations

import re
from typing import Any

import karty
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page

from hooks.core.templating import LANGUAGES, page_language
from hooks.play import widgets_render as render

_PAGE: dict[str, Any] | None = None
_KEY = re.compile(r"^\s*(?P<key>[a-z_][a-z0-9_]*)\s*[:=]\s*(?P<value>.*?)\s*$")
_ID = re.compile(r"[a-z][a-z0-9-]{0,60}")


def _kinds() -> dict[str, dict[str, Any]]:
    try:
        from karty.web import KINDS
    except ImportError as exc:  # the venv lacks the editable install (`make venv`)
        raise PluginError(f"cannot import karty.web: {exc}") from None
    return KINDS


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    if "pymdownx.superfences" not in config.markdown_extensions:
        raise PluginError("the worked examples need pymdownx.superfences in markdown_extensions")
    mdx = config.mdx_configs.setdefault("pymdownx.superfences", {})
    fences = mdx.setdefault("custom_fences", [])
    have = {f.get("name") for f in fences}
    for kind in _kinds():
        if kind not in have:
            fences.append({"name": kind, "class": "karty-widget", "format": fence_format})
    return config


def _links(page: Page, files: Files) -> dict[str, dict[str, str]]:
    """Where rule ids and segment ids resolve, relative to this page: the rules
    page of each game (rules/<game>.md, anchors = rule ids) and each reading page
    (text/<section>.md, anchors = segment ids), if the site has them."""
    out: dict[str, dict[str, str]] = {"rules": {}, "text": {}}
    for game in (g.name for g in karty.GAMES):  # read now: a game may be registered later
        f = files.get_file_from_path(f"rules/{game}.md")
        if f is not None:
            out["rules"][game] = f.url_relative_to(page.file)
    for f in files.documentation_pages():
        parts = f.src_uri.split("/")
        if parts[0] in LANGUAGES:  # mkdocs-static-i18n keeps the language folder
            parts = parts[1:]
        if len(parts) == 2 and parts[0] == "text" and parts[1].endswith(".md") \
                and parts[1] != "index.md":
            target = files.get_file_from_path("/".join(parts))
            if target is not None:
                out["text"][parts[1][:-3]] = target.url_relative_to(page.file)
    return out


def on_page_markdown(markdown: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    global _PAGE
    _PAGE = {"lang": page_language(page, config), "links": _links(page, files), "counts": {},
             "ids": set(), "src": page.file.src_uri, "errors": []}
    return markdown


def on_page_content(html: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    global _PAGE
    record, _PAGE = _PAGE, None
    if record is None:
        return html
    if record["errors"]:
        raise PluginError("\n".join(record["errors"]))
    if page.present_anchor_ids is not None:
        page.present_anchor_ids.update(record["ids"])
    return html


def parse_body(source: str, where: str) -> tuple[dict[str, str], str | None, str | None]:
    """``(state, id, title)`` from a fence body of ``key: value`` lines."""
    state: dict[str, str] = {}
    wid = title = None
    for n, line in enumerate(source.splitlines(), 1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        m = _KEY.match(line)
        if m is None:
            raise ValueError(f"{where}, line {n}: write 'key: value', not {line.strip()!r}")
        key, value = m.group("key"), m.group("value")
        if key in state or (key == "id" and wid) or (key == "title" and title):
            raise ValueError(f"{where}, line {n}: {key!r} is given twice")
        if key == "id":
            if not _ID.fullmatch(value):
                raise ValueError(f"{where}, line {n}: id {value!r} must be lower-case letters, "
                                 "digits and hyphens")
            wid = value
        elif key == "title":
            title = value
        else:
            state[key] = value
    return state, wid, title


def fence_format(source: str, language: str, class_name: str, options: dict[str, Any],
                 md: Any, **kwargs: Any) -> str:
    """The SuperFences formatter of every widget kind.

    SuperFences turns any other exception of a formatter into a plain code block,
    silently; so every failure here is a SuperFencesException, which stops the build."""
    from pymdownx.superfences import SuperFencesException

    if _PAGE is None:
        raise SuperFencesException(
            f"a ```{language} fence was rendered outside a page (no page recorded)")
    try:
        return _format(source, language, _PAGE)
    except SuperFencesException:
        raise
    except Exception as exc:
        raise SuperFencesException(
            f"{_PAGE['src']}: ```{language}: {type(exc).__name__}: {exc}") from exc


def _format(source: str, language: str, page: dict[str, Any]) -> str:
    from karty.web import call
    from karty.web.view import to_html
    kind = language
    spec = _kinds()[kind]
    n = page["counts"][kind] = page["counts"].get(kind, 0) + 1
    where = f"{page['src']}: ```{kind} (example {n})"
    try:
        state, wid, title = parse_body(source, where)
    except ValueError as exc:
        page["errors"].append(str(exc))
        return ""
    wid = wid or f"{kind}-{n}"
    if wid in page["ids"]:
        page["errors"].append(f"{where}: the id {wid!r} is used twice on the page")
        return ""
    page["ids"].add(wid)
    answer = call(spec["fn"], {"lang": page["lang"], "state": state})
    if not answer["ok"]:
        e = answer["error"]
        page["errors"].append(f"{where} {wid}: the engine rejects the example: {e['message']} "
                              f"(key {e.get('field')!r}, token {e.get('token')!r})")
        return ""
    result = answer["result"]
    return render.widget_html(
        wid=wid, kind=kind, spec=spec, state=state, normal=result["state"],
        answer_html=to_html(result["view"], page["links"], static=True), lang=page["lang"],
        links=page["links"], title=title)
