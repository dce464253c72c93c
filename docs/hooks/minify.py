"""The site's own stylesheets and scripts, minified at build (an mkdocs hook).

``assets/css/*.css`` and ``assets/js/**/*.mjs`` of the built site are rewritten by
esbuild (npm, pinned in package.json): whitespace and comments out, syntax shortened
(``--minify-whitespace --minify-syntax``); names are kept (no ``--minify-identifiers``),
so a stack trace in a reader's console still names the site's functions. Each file
is transformed on its own (no bundling): the modules import each other by the same
names as before. The theme's own files are minified already. The sources in docs/
stay as they are (the snapshot's tool reads docs/assets/js/, not the site).

It runs after the search index is split (-150) and before the service worker
(-200), which lists the files with their sha256, and the compressed copies (-300).
"""
from __future__ import annotations

import subprocess
from pathlib import Path

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.plugins import event_priority

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


@event_priority(-180)
def on_post_build(config: MkDocsConfig) -> None:
    repo = Path(config.config_file_path).parent
    minify(Path(config.site_dir), esbuild(repo))
