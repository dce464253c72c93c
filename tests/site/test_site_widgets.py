"""The worked examples as built: every widget is complete without JavaScript, its
build-time answer is the engine's answer for its state, and the runtime the
site serves (assets/pyodide) is complete, locked and free of CDN addresses."""
from __future__ import annotations

import hashlib
import html as html_lib
import json
import re
import zipfile
from pathlib import Path

import pytest
from site_html import LANGUAGES, built_page, parse_file

pytestmark = pytest.mark.site

EXAMPLE_PAGES = ("examples/index.md", "examples/bura.md", "examples/ochko.md", "examples/stos.md")
KIND_PAGES = {"bura": {"bura-trick", "bura-declare", "bura-made", "bura-play", "bura-rules"},
              "ochko": {"ochko-hand", "ochko-duel", "ochko-session"},
              "stos": {"stos-deal"}}


def widgets_of(path: Path):
    doc = parse_file(path)
    return [n for n in doc.iter() if n.get("data-widget")]


def test_example_pages_exist_in_both_languages(site):
    for source in EXAMPLE_PAGES:
        for lang in LANGUAGES:
            assert built_page(site, lang, source).is_file(), (lang, source)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_kind_is_on_the_examples_pages(site, lang):
    from karty.web import KINDS

    seen = set()
    for game, kinds in KIND_PAGES.items():
        found = {w.get("data-widget") for w in widgets_of(built_page(site, lang, f"examples/{game}.md"))}
        assert kinds <= found, (game, kinds - found)
        seen |= found
    assert seen == set(KINDS)


def _static_answer(node) -> str:
    answer = [n for n in node.iter() if "karty-widget__answer" in n.classes]
    assert len(answer) == 1
    return answer[0]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_widgets_are_complete_without_javascript(site, lang):
    from karty.web import KINDS

    ids = set()
    for source in EXAMPLE_PAGES:
        path = built_page(site, lang, source)
        for w in widgets_of(path):
            where = f"{lang}/{source}#{w.get('id')}"
            assert w.get("data-widget") in KINDS, where
            assert w.get("data-state") == "static", where
            assert w.get("data-lang") == lang, where
            assert w.get("id") and w.get("id") not in ids, where
            ids.add(w.get("id"))
            links = json.loads(w.get("data-links"))
            assert set(links) == {"rules", "text"}
            scripts = [n for n in w.iter() if n.tag == "script"]
            assert len(scripts) == 1 and scripts[0].get("type") == "application/json", where
            state = json.loads(scripts[0].text())
            assert all(isinstance(v, str) for v in state.values()), where
            answer = _static_answer(w)
            assert answer.text().strip(), where
            # nothing is live before the engine: every control is disabled
            for n in w.iter():
                if n.tag in ("input", "select", "button") and n.get("type") != "hidden":
                    assert n.has("disabled"), f"{where}: <{n.tag} name={n.get('name')}> is enabled"
            forms = [n for n in w.iter() if n.tag == "form"]
            assert len(forms) == 1 and forms[0].has("data-search-exclude")


def _answer_html(page_html: str, wid: str) -> str:
    """The inner HTML of a widget's answer region, cut from the page's HTML."""
    start = page_html.index(f'id="{wid}"')
    start = page_html.index('<div class="karty-widget__answer">', start) + len(
        '<div class="karty-widget__answer">')
    depth, i = 1, start
    tag = re.compile(r"<(/?)div\b[^>]*>")
    while depth:
        m = tag.search(page_html, i)
        depth += -1 if m.group(1) else 1
        i = m.end()
    return page_html[start:m.start()]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_build_time_answers_are_the_engines_answers(site, lang):
    """The answer in the page is exactly karty.web's view of the widget's state,
    serialised with the page's links (the browser test checks the live side)."""
    from karty.web import KINDS, call
    from karty.web.view import to_html

    count = 0
    for source in EXAMPLE_PAGES:
        path = built_page(site, lang, source)
        text = path.read_text(encoding="utf-8")
        for w in widgets_of(path):
            state = json.loads(next(n for n in w.iter() if n.tag == "script").text())
            links = json.loads(w.get("data-links"))
            reply = call(KINDS[w.get("data-widget")]["fn"], {"lang": lang, "state": state})
            assert reply["ok"], reply
            want = to_html(reply["result"]["view"], links, static=True)
            assert _answer_html(text, w.get("id")) == want, w.get("id")
            assert reply["result"]["state"] == state  # the page holds the normalised state
            count += 1
    assert count >= 12


@pytest.mark.parametrize("lang", LANGUAGES)
def test_widget_links_lead_to_rules_and_sentences(site, lang):
    doc = parse_file(built_page(site, lang, "examples/bura.md"))
    hrefs = [a.get("href") for w in doc.iter() if w.get("data-widget")
             for a in w.iter() if a.tag == "a"]
    assert any(h.startswith("../../rules/bura/#bura.") for h in hrefs)
    assert any(h.startswith("../../text/bura/#bura.s") for h in hrefs)


def test_examples_are_in_the_nav_and_on_the_home_page(site):
    for lang in LANGUAGES:
        doc = parse_file(built_page(site, lang, "index.md"))
        cards = [n for n in doc.iter() if {"grid", "cards"} <= n.classes]
        assert cards and any(a.get("href") == "examples/" for a in cards[0].iter() if a.tag == "a"), \
            f"{lang}: no home card for the examples"
        tabs = [n for n in doc.iter() if "md-tabs__link" in n.classes]
        label = "Примеры" if lang == "ru" else "Examples"
        assert any(t.text().strip() == label for t in tabs), f"{lang}: no {label} tab"
        rules = parse_file(built_page(site, lang, "rules/index.md"))
        assert any(a.get("href") == "../examples/" for a in rules.iter() if a.tag == "a")


# ---------------------------------------------------------------- the runtime
RUNTIME = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
           "pyodide-lock.json", "manifest.json")


def test_the_runtime_is_served_by_the_site(site):
    rt = site / "assets" / "pyodide"
    for name in RUNTIME:
        assert (rt / name).is_file(), name
    manifest = json.loads((rt / "manifest.json").read_text(encoding="utf-8"))
    wheel = rt / manifest["wheel"]
    assert wheel.is_file()
    for name, size in manifest["files"].items():
        assert (rt / name).stat().st_size == size, name
    repo = Path(__file__).resolve().parents[2]
    npm = json.loads((repo / "node_modules" / "pyodide" / "package.json").read_text())
    assert manifest["pyodide"] == npm["version"]
    # the wasm is the npm package's, byte for byte; the standard library is its trimmed
    # copy (tests/site/test_site_stdlib.py)
    for name in ("pyodide.asm.wasm", "pyodide.asm.mjs"):
        assert (rt / name).read_bytes() == (repo / "node_modules" / "pyodide" / name).read_bytes()


def test_the_lock_checks_the_wheel(site):
    rt = site / "assets" / "pyodide"
    lock = json.loads((rt / "pyodide-lock.json").read_text(encoding="utf-8"))
    entry = lock["packages"]["karty"]
    wheel = rt / entry["file_name"]
    assert "/" not in entry["file_name"] and wheel.is_file()
    assert entry["sha256"] == hashlib.sha256(wheel.read_bytes()).hexdigest()
    assert entry["depends"] == [] and entry["imports"] == ["karty"]
    with zipfile.ZipFile(wheel) as z:
        names = set(z.namelist())
    assert {"karty/web/__init__.py", "karty/web/view.py", "karty/bura/state.py",
            "karty/ochko/state.py", "karty/odds.py"} <= names


def test_the_wheel_is_the_engine_the_build_ran(site):
    """The browser's karty answers what the build's karty answered: same sources, their
    docstrings blanked (docs/hooks/pyodide/served_wheel.py), every module of the package."""
    import karty
    from hooks.pyodide.served_wheel import blank_docstrings

    rt = site / "assets" / "pyodide"
    manifest = json.loads((rt / "manifest.json").read_text(encoding="utf-8"))
    src = Path(karty.__file__).parent
    with zipfile.ZipFile(rt / manifest["wheel"]) as z:
        served = [n for n in z.namelist() if n.startswith("karty/") and n.endswith(".py")]
        for name in served:
            source = (src / name[len("karty/"):]).read_text(encoding="utf-8")
            assert z.read(name).decode("utf-8") == blank_docstrings(source), name
    assert {f"karty/{p.relative_to(src).as_posix()}" for p in src.rglob("*.py")} == set(served)


# ---------------------------------------------------------------- no CDN, no other host
CDN = re.compile(r"(?:https?:)?//(?:[a-z0-9-]+\.)*(?:jsdelivr\.net|unpkg\.com|cdnjs\.cloudflare\.com|"
                 r"googleapis\.com|gstatic\.com|esm\.sh|skypack\.dev|jspm\.(?:io|dev)|polyfill\.io|"
                 r"githubusercontent\.com|bootstrapcdn\.com|cloudflare\.com|fastly\.net|"
                 r"pyodide\.org)\b", re.IGNORECASE)
URL = re.compile(r"https?://(?P<host>[^/\s\"'`)<>\\,;]+)", re.IGNORECASE)
TEXT_TYPES = (".html", ".js", ".mjs", ".css", ".json", ".xml", ".map", ".txt", ".svg")
CODE_TYPES = (".html", ".js", ".mjs", ".css", ".json", ".xml", ".svg")
NAMESPACES = {"www.w3.org", "www.sitemaps.org", "www.tei-c.org"}  # identifiers, never fetched
# Hosts that may appear in files we do not write, and why they are harmless. Anything
# else fails the test: look at it before adding it here.
VENDORED: dict[str, set[str]] = {
    # mkdocs-material's bundle: its repository "source facts" (GitHub / GitLab APIs),
    # used only with `repo_url`, which this site does not set (test below); the
    # clipboard.js licence comment.
    "assets/javascripts/bundle.": {"api.github.com", "${e}", "clipboardjs.com"},
    # lunr and its language packs: licence and reference comments
    "assets/javascripts/lunr/": {"code.google.com", "github.com", "snowball.tartarus.org",
                                 "www.mozilla.org", "chasen.org", "developer.mozilla.org",
                                 "docs.python.org", "en.wikipedia.org", "msdn.microsoft.com",
                                 "narwhaljs.org", "people.mozilla.org", "underscorejs.org",
                                 "wiki.commonjs.org", "wiki.ecmascript.org"},
    "assets/javascripts/workers/search.": {"bit.ly", "lunrjs.com", "tartarus.org"},
    # the theme's CSS: the icon font's licence comment
    "assets/stylesheets/main.": {"fontawesome.com"},
    # Pyodide: Node's socket shim builds `https://${host}` from its argument (Node only)
    "assets/pyodide/pyodide.asm.mjs": {"${t}"},
}


def _files(site: Path, types):
    return sorted(p for p in site.rglob("*") if p.is_file() and p.suffix in types)


def test_no_cdn_address_anywhere(site):
    found = []
    for path in _files(site, TEXT_TYPES):
        for m in CDN.finditer(path.read_text(encoding="utf-8", errors="replace")):
            found.append(f"{path.relative_to(site)}: {m.group(0)}")
    assert found == []


def test_no_other_host_in_code(site, own_origin):
    own_host = own_origin.split("://", 1)[1] if own_origin else "127.0.0.1:8000"
    found = []
    for path in _files(site, CODE_TYPES):
        rel = path.relative_to(site).as_posix()
        allowed = set(NAMESPACES) | {own_host, "127.0.0.1", "localhost"}
        for prefix, hosts in VENDORED.items():
            if rel.startswith(prefix):
                allowed |= hosts
        text = path.read_text(encoding="utf-8", errors="replace")
        if path.suffix == ".html":
            text = html_lib.unescape(text)
        for m in URL.finditer(text):
            host = m.group("host").lower().rstrip(".")
            if host not in allowed and host.split(":")[0] not in ("127.0.0.1", "localhost"):
                found.append(f"{rel}: {m.group(0)}")
    assert found == []


def test_no_repo_url_so_the_theme_never_calls_github(mkdocs_config):
    assert not mkdocs_config.repo_url


def test_the_cdn_check_catches_cdns():
    assert CDN.search('e.cdnUrl=k(e.packageBaseUrl??`https://cdn.jsdelivr.net/pyodide/v${U}/full/`)')
    assert CDN.search('_t("https://unpkg.com/mermaid@11/dist/mermaid.min.js")')
    assert CDN.search("<script src=//cdnjs.cloudflare.com/x.js>")
    assert not CDN.search("downloaded from unpkg.com. This is")  # prose, no address
    assert [m.group("host") for m in URL.finditer("see https://bit.ly/3ZjG5io */")] == ["bit.ly"]


@pytest.fixture(scope="session")
def own_origin(mkdocs_config):
    from urllib.parse import urlsplit

    if not mkdocs_config.site_url:
        return None
    parts = urlsplit(mkdocs_config.site_url)
    return f"{parts.scheme}://{parts.netloc}".lower()


def test_the_theme_keeps_inline_script_attributes_on_instant_navigation(site):
    """docs/hooks/pyodide/runtime.py patches mkdocs-material's bundle so that a widget's
    <script type="application/json"> keeps its type when the page is swapped in."""

    from hooks.pyodide.runtime import INLINE_SCRIPT, INLINE_SCRIPT_FIXED

    (bundle,) = (site / "assets" / "javascripts").glob("bundle.*.min.js")
    text = bundle.read_text(encoding="utf-8")
    assert INLINE_SCRIPT_FIXED in text and INLINE_SCRIPT not in text


def _prov_words(lang: str) -> dict[str, str]:
    """The rules pages' words for a provenance (docs/labels.yaml, table rules)."""
    import yaml

    rules = yaml.safe_load((Path(__file__).resolve().parents[2] / "docs" / "labels.yaml")
                           .read_text(encoding="utf-8"))["rules"]
    return {"reading": rules["prov.editorial.reading"][lang], "choice": rules["prov.editorial"][lang],
            "outside": rules["prov.supplement"][lang].rstrip(":")}


def _says_as_the_rules_pages(kind: str, text: str, words: dict[str, str]) -> bool:
    if kind == "editorial":
        return text == words["choice"] or text.startswith(words["reading"] + " ")
    if kind == "supplement":
        return text.startswith(words["outside"] + ": ")
    return True


@pytest.mark.parametrize("lang", LANGUAGES)
def test_widgets_cite_a_provenance_in_the_rules_pages_words(site, lang):
    """An editorial rule is «наше прочтение: …» / 'our reading of …' (or «наш выбор» /
    'our choice'), a supplement «внешнее описание: …» / 'outside description: …', as on
    the rules pages and in the play log, not 'editorial reading of …'; for every rule of
    the engine, and in the answers the example pages were built with."""
    from karty import REGISTRY
    from karty.web.common import provenance_view
    from karty.web.view import to_html

    words = _prov_words(lang)
    for rule in REGISTRY:
        view = provenance_view(rule.provenance, lang)
        text = re.sub(r"<[^>]+>", "", to_html(view))
        assert _says_as_the_rules_pages(rule.provenance.kind.value, html_lib.unescape(text), words), \
            (rule.id, text)
    seen = set()
    for source in EXAMPLE_PAGES:
        for node in parse_file(built_page(site, lang, source)).iter():
            kinds = {c.removeprefix("karty-prov--") for c in node.classes if c.startswith("karty-prov--")}
            for kind in kinds:
                text = " ".join(node.text().split())
                assert _says_as_the_rules_pages(kind, text, words), (lang, source, text)
                seen.add(kind)
    assert "editorial" in seen
    # nor does any page use the old words (the rules overview's example citation included)
    for page in site.rglob("*.html"):
        text = " ".join(page.read_text(encoding="utf-8").split()).lower()
        assert "editorial reading of" not in text and "редакторское прочтение:" not in text, page
