"""Compare two builds of the site page by page: does a change of the build glue
(templates, hooks) change what readers get?

    .venv/bin/python tools/site_diff.py build OUT       # mkdocs build --strict into OUT
                                                        # (site_url http://127.0.0.1:8000/)
    .venv/bin/python tools/site_diff.py compare A B     # every page of A against B

``compare`` reads every ``*.html`` file of both sites and the search index,
normalises them and prints ``N pages, K differ`` (and, for each page that
differs, the first difference with its context). It exits with 1 if a page
differs or is in one site only.

Normalised means: the HTML is parsed into start tags (attributes sorted, an
attribute without a value the same as one with an empty value), end tags and
text; runs of white space in text become one space, and white space alone
between two tags is dropped where one of the tags is a block (``div``, ``p``,
``table``…): a browser does not show it there. White space between inline
elements (``</b> <i>``) is kept: it shows. Comments are dropped. So two pages
are "the same" when a browser lays them out the same, not when their bytes are.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path

BLOCK = frozenset(
    ["address", "article", "aside", "blockquote", "body", "caption", "col", "colgroup", "dd", "details", "dialog", "div", "dl", "dt", "fieldset", "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "head", "header", "hr", "html", "li", "link", "main", "meta", "nav", "ol", "option", "p", "pre", "script", "section", "select", "style", "summary", "table", "tbody", "td", "tfoot", "th", "thead", "title", "tr", "ul"]
)
_SPACE = re.compile(r"\s+")

Token = tuple[str, ...]


class _Tokens(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.out: list[Token] = []
        self._raw = 0  # inside <pre>/<script>/<style>/<textarea>: text kept as is

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        flat = " ".join(f'{k}="{v or ""}"' for k, v in sorted(attrs))
        self.out.append(("<", tag, flat))
        if tag in ("pre", "script", "style", "textarea"):
            self._raw += 1

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag(tag, attrs)
        self.out.append(("</", tag))
        if tag in ("pre", "script", "style", "textarea"):
            self._raw -= 1

    def handle_endtag(self, tag: str) -> None:
        self.out.append(("</", tag))
        if tag in ("pre", "script", "style", "textarea") and self._raw:
            self._raw -= 1

    def handle_data(self, data: str) -> None:
        text = data if self._raw else _SPACE.sub(" ", data)
        if self.out and self.out[-1][0] == "t":
            text = self.out.pop()[1] + text
            if not self._raw:
                text = _SPACE.sub(" ", text)
        self.out.append(("t", text))


def normalise(html: str) -> list[Token]:
    parser = _Tokens()
    parser.feed(html)
    parser.close()
    toks = parser.out
    keep: list[Token] = []
    for k, tok in enumerate(toks):
        if tok[0] == "t" and tok[1] == " ":
            before = toks[k - 1] if k else None
            after = toks[k + 1] if k + 1 < len(toks) else None
            if (before is None or after is None or (before[0] != "t" and before[1] in BLOCK)
                    or (after[0] != "t" and after[1] in BLOCK)):
                continue
        keep.append(tok)
    return keep


def _show(tok: Token) -> str:
    if tok[0] == "<":
        return f"<{tok[1]}{' ' + tok[2] if tok[2] else ''}>"
    if tok[0] == "</":
        return f"</{tok[1]}>"
    return repr(tok[1])


def first_difference(a: list[Token], b: list[Token], context: int = 3) -> str:
    n = next((k for k, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
    lo = max(0, n - context)
    return (f"  at token {n}:\n    before: {' '.join(_show(t) for t in a[lo:n + context])}\n"
            f"    after:  {' '.join(_show(t) for t in b[lo:n + context])}")


def _search_docs(site: Path) -> dict[str, str]:
    index = site / "search" / "search_index.json"
    if not index.is_file():
        return {}
    docs = json.loads(index.read_text(encoding="utf-8")).get("docs", [])
    return {d["location"]: _SPACE.sub(" ", f"{d.get('title', '')}|{d.get('text', '')}").strip() for d in docs}


def compare(a: Path, b: Path) -> int:
    pages_a = {p.relative_to(a).as_posix() for p in a.rglob("*.html")}
    pages_b = {p.relative_to(b).as_posix() for p in b.rglob("*.html")}
    differ = 0
    for only, where in ((pages_a - pages_b, a), (pages_b - pages_a, b)):
        for page in sorted(only):
            print(f"{page}: only in {where}")
            differ += 1
    for page in sorted(pages_a & pages_b):
        ta = normalise((a / page).read_text(encoding="utf-8"))
        tb = normalise((b / page).read_text(encoding="utf-8"))
        if ta != tb:
            differ += 1
            print(f"{page}: differs\n{first_difference(ta, tb)}")
    search_a, search_b = _search_docs(a), _search_docs(b)
    search_differ = sorted(k for k in search_a.keys() | search_b.keys() if search_a.get(k) != search_b.get(k))
    for location in search_differ[:10]:
        print(f"search index: {location or '(root)'} differs")
    print(f"{len(pages_a | pages_b)} pages, {differ} differ; search index: "
          f"{len(search_a | search_b)} entries, {len(search_differ)} differ")
    return 1 if differ or search_differ else 0


def build(out: Path, site_url: str) -> int:
    repo = Path(__file__).resolve().parent.parent
    mkdocs = Path(sys.executable).with_name("mkdocs")
    env = dict(os.environ, KARTY_SITE_URL=site_url, NO_MKDOCS_2_WARNING="1")
    return subprocess.call([str(mkdocs), "build", "--strict", "--quiet", "-d", str(out.resolve())],
                           cwd=repo, env=env)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    b = sub.add_parser("build", help="build the site into OUT")
    b.add_argument("out", type=Path)
    b.add_argument("--site-url", default="http://127.0.0.1:8000/",
                   help="the site_url to build for (both builds compared need the same)")
    c = sub.add_parser("compare", help="compare every page of site A with site B")
    c.add_argument("a", type=Path)
    c.add_argument("b", type=Path)
    args = parser.parse_args(argv)
    if args.command == "build":
        return build(args.out, args.site_url)
    return compare(args.a, args.b)


if __name__ == "__main__":
    sys.exit(main())
