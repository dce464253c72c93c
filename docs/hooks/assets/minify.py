"""The site's own stylesheets and scripts, minified at build (an mkdocs hook).

``assets/css/*.css`` and ``assets/js/**/*.mjs`` of the built site are rewritten by
esbuild (npm, pinned in package.json): whitespace and comments out, syntax shortened
(``--minify-whitespace --minify-syntax``); names are kept (no ``--minify-identifiers``),
so a stack trace in a reader's console still names the site's functions. Each file
is transformed on its own: the modules import each other by the same names as before;
only the engine's worker script is bundled with its imports (``bundle_worker``). The theme's own files are minified already. The sources in docs/
stay as they are (the snapshot's tool reads docs/assets/js/, not the site).

The stylesheets are then joined, in ``extra_css`` order (the cascade's order), into one
``assets/css/karty.css``, and every page links that one file instead of eight: each
stylesheet in the head blocks the first paint, and on a slow link each costs a round
trip (Lighthouse's mobile run: first contentful paint). The separate files stay in the
site (nothing links them).

It runs after the search index is split (-150) and before the service worker
(-200), which lists the files with their sha256, and the compressed copies (-300).
"""
from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.plugins import event_priority

BUNDLE = "assets/css/karty.css"
FLAGS = ["--minify-whitespace", "--minify-syntax", "--charset=utf8", "--log-level=warning"]


def esbuild(repo: Path) -> Path:
    tool = repo / "node_modules" / ".bin" / "esbuild"
    if not tool.is_file():
        raise PluginError(f"{tool} is missing: run `make node` (npm ci)")
    return tool


def minify(site: Path, tool: Path) -> dict[str, tuple[int, int]]:
    """Minify the site's own CSS and JS in place; return ``{path: (before, after)}``."""
    groups = [(sorted((site / "assets" / "css").glob("*.css")), []),
              (sorted((site / "assets" / "js").rglob("*.mjs")), ["--out-extension:.js=.mjs"])]
    sizes: dict[str, tuple[int, int]] = {}
    for files, extra in groups:
        if not files:
            continue
        before = {f: f.stat().st_size for f in files}
        cmd = [str(tool), *(str(f.relative_to(site)) for f in files), "--outbase=.", "--outdir=.",
               "--allow-overwrite", *FLAGS, *extra]
        proc = subprocess.run(cmd, cwd=site, capture_output=True, text=True, check=False)
        if proc.returncode != 0:
            raise PluginError(f"esbuild failed:\n{proc.stderr[-4000:]}")
        for f in files:
            sizes[f.relative_to(site).as_posix()] = (before[f], f.stat().st_size)
    return sizes


def bundle_css(site: Path, sheets: list[str]) -> int:
    """Join ``sheets`` (site-relative, in order) into BUNDLE; link it from every page instead.
    Returns the number of pages rewritten."""
    present = [name for name in sheets if (site / name).is_file()]
    if not present:
        return 0
    (site / BUNDLE).write_text("\n".join((site / name).read_text(encoding="utf-8").strip() for name in present)
                               + "\n", encoding="utf-8")
    names = "|".join(re.escape(name) for name in present)
    link = re.compile(rf'<link rel="stylesheet" href="(?P<prefix>[^"]*?)(?:{names})">\n?')
    pages = 0
    for page in site.rglob("*.html"):
        html = page.read_text(encoding="utf-8")
        found = list(link.finditer(html))
        if len(found) != len(present):
            continue
        first = found[0]
        out = html[:first.start()] + f'<link rel="stylesheet" href="{first.group("prefix")}{BUNDLE}">\n'
        out += link.sub("", html[first.start():])
        page.write_text(out, encoding="utf-8")
        pages += 1
    return pages


#: The engine's worker script: bundled with the modules it imports (engine-boot.mjs and its
#: two), so that a new worker fetches one script before it asks for the runtime, not three
#: levels of imports one after another (a round trip each: 120 ms at a 40 ms link, more on a
#: phone's). The modules stay in the site as they are for the page's own imports.
WORKER = "assets/js/worker.mjs"


def bundle_worker(site: Path, tool: Path) -> list[str]:
    """Bundle WORKER with its static imports, in place, minified as the rest; return the
    modules it took in (their paths in the site)."""
    target = site / WORKER
    if not target.is_file():
        return []
    cmd = [str(tool), WORKER, "--bundle", "--format=esm", f"--outfile={WORKER}", "--allow-overwrite",
           "--metafile=/dev/stdout", "--log-level=warning", *FLAGS[:-1]]
    proc = subprocess.run(cmd, cwd=site, capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        raise PluginError(f"esbuild (the worker's bundle) failed:\n{proc.stderr[-4000:]}")
    meta = json.loads(proc.stdout)
    return sorted(name for name in meta["inputs"] if name != WORKER)


def _extra_css(config: MkDocsConfig) -> list[str]:
    return [str(getattr(item, "path", item)) for item in config.extra_css
            if str(getattr(item, "path", item)).startswith("assets/css/")]


@event_priority(-180)
def on_post_build(config: MkDocsConfig) -> None:
    repo = Path(config.config_file_path).parent
    site = Path(config.site_dir)
    minify(site, esbuild(repo))
    bundle_worker(site, esbuild(repo))
    bundle_css(site, _extra_css(config))
