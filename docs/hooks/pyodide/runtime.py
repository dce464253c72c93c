"""The runtime the site serves itself (an mkdocs hook, see `hooks:` in mkdocs.yml).

After the build (``on_post_build``), ``assets/pyodide/`` in the built site gets:

* Pyodide's core files, copied from the pinned npm package
  (``node_modules/pyodide``, see package.json): ``pyodide.mjs``,
  ``pyodide.asm.mjs``, ``pyodide.asm.wasm``, and ``python_stdlib.zip`` trimmed
  to the modules the engine needs (docs/hooks/pyodide/snapshot.py);
* the ``karty`` engine wheel (``build/wheel``; built here, like ``make wheel``
  does, when it is missing or older than the engine's sources), made lighter on the
  wire: stored rather than deflated, docstrings blanked (served_wheel.py);
* ``pyodide-lock.json``: Pyodide's own lock with the wheel added by
  pyodide-build's ``pyodide lockfile add-wheels``, so that
  ``pyodide.loadPackage("karty")`` checks the wheel's sha256;
* ``snapshot-<id>.bin`` (with its ``.br`` and ``.gz`` copies): the engine's memory snapshot (Pyodide with
  ``karty.web`` imported), made under Node by docs/hooks/pyodide/snapshot.py, which
  the worker restores instead of starting Python (docs/assets/js/engine-boot.mjs);
* ``manifest.json``: the files and their sizes, which the worker
  (docs/assets/js/worker.mjs) uses to report loading progress in bytes; the
  runtime's id (the hash of its files and the wheel) and the snapshot's entry,
  with which the worker checks that the snapshot belongs to what it loads.

No CDN address is left in the built site:

* ``pyodide.mjs`` carries ``https://cdn.jsdelivr.net/pyodide/v${…}/full/`` as the
  fallback ``cdnUrl``. The worker always passes ``packageBaseUrl`` (the site's
  own folder), which wins over it, and the string is replaced here by
  ``./`` (relative to the runtime's folder). Its ``sourceMappingURL`` comment
  is dropped (the map would no longer match; it is not copied).
* mkdocs-material's bundle loads a ResizeObserver polyfill and Mermaid from
  unpkg.com, the first only in a browser without ResizeObserver, the second
  only on a page with a Mermaid diagram (this site has none). Both addresses
  are replaced by an empty ``data:`` script, in the bundle and in its
  source map.

One more patch of the theme's bundle fixes a bug that breaks the widgets under
instant navigation: when Material swaps in a new page, it re-creates every
inline ``<script>`` of the content with its text only, dropping its attributes,
so a ``<script type="application/json">`` (each widget's state, see
docs/hooks/play/widgets_render.py) would be run as JavaScript (a SyntaxError) and
lose its class. The patch copies the attributes, as the theme already does for
scripts with ``src``. (The source map is left as it is: it no longer matches
that one statement.)

Each replacement must find its string, or the build fails: a version bump of
Pyodide or of the theme cannot skip the patch silently. tests/site/
test_site_runtime.py checks the result on the built site (no CDN host, no
other host in code, the lock's sha256 matching the wheel).
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError

from hooks.pyodide import served_wheel, snapshot

CORE = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
RUNTIME_DIR = "assets/pyodide"
WHEEL_EPOCH = "315532800"  # as in the Makefile
PYODIDE_CDN = "https://cdn.jsdelivr.net/pyodide/v${U}/full/"
PYODIDE_CDN_LOCAL = "./"
THEME_CDN = {
    "https://unpkg.com/resize-observer-polyfill": "data:text/javascript,",
    "https://unpkg.com/mermaid@11/dist/mermaid.min.js": "data:text/javascript,",
}


def _repo(config: MkDocsConfig) -> Path:
    return Path(config.config_file_path).resolve().parent


def _engine_mtime(repo: Path) -> float:
    paths = [repo / "engine" / "pyproject.toml", *(repo / "engine" / "karty").rglob("*.py")]
    return max(p.stat().st_mtime for p in paths if p.is_file())


def wheel(repo: Path) -> Path:
    """The karty wheel in build/wheel, rebuilt if it is missing or stale."""
    out = repo / "build" / "wheel"
    found = sorted(out.glob("karty-*.whl")) if out.is_dir() else []
    if len(found) == 1 and found[0].stat().st_mtime >= _engine_mtime(repo):
        return found[0]
    if out.is_dir():
        shutil.rmtree(out)
    cmd = [sys.executable, "-m", "pip", "wheel", "--quiet", "--disable-pip-version-check",
           "--no-deps", "--no-build-isolation", str(repo / "engine"), "-w", str(out)]
    # the same bytes for the same sources (see WHEEL_EPOCH in the Makefile)
    env = dict(os.environ, SOURCE_DATE_EPOCH=WHEEL_EPOCH)
    proc = subprocess.run(cmd, cwd=repo, env=env, capture_output=True, text=True, check=False)
    found = sorted(out.glob("karty-*.whl")) if out.is_dir() else []
    if proc.returncode != 0 or len(found) != 1:
        raise PluginError(f"building the karty wheel failed ({' '.join(cmd)}):\n"
                          f"{proc.stdout}{proc.stderr}")
    return found[0]


def _replace(text: str, old: str, new: str, where: str) -> str:
    if old not in text:
        raise PluginError(f"{where}: the string {old!r} to replace was not found (a new "
                          "version? check docs/hooks/pyodide/runtime.py)")
    return text.replace(old, new)


def _pyodide_cli() -> str:
    here = Path(sys.executable).parent / "pyodide"
    if here.is_file():
        return str(here)
    found = shutil.which("pyodide")
    if found is None:
        raise PluginError("the 'pyodide' command (pyodide-build) is missing: run `make venv`")
    return found


def install_runtime(repo: Path, site: Path, whl: Path | None = None,
                    snapshot_brotli: dict[str, int] | None = None) -> Path:
    """Write ``assets/pyodide/`` into ``site``, with the engine's wheel (or ``whl``);
    ``snapshot_brotli``: the brotli settings of the snapshot's copy, if not the
    build's (the tests' second build uses quicker ones)."""
    src = repo / "node_modules" / "pyodide"
    if not (src / "pyodide.mjs").is_file():
        raise PluginError(f"{src} is missing: run `make node` (npm ci) first")
    dest = site / RUNTIME_DIR
    if dest.exists():
        shutil.rmtree(dest)
    dest.mkdir(parents=True)
    for name in CORE:
        shutil.copyfile(src / name, dest / name)
    mjs = dest / "pyodide.mjs"
    text = _replace(mjs.read_text(encoding="utf-8"), PYODIDE_CDN, PYODIDE_CDN_LOCAL,
                    "node_modules/pyodide/pyodide.mjs")
    text = "\n".join(line for line in text.split("\n")
                     if not line.startswith("//# sourceMappingURL="))
    mjs.write_text(text, encoding="utf-8")
    whl = whl or wheel(repo)
    served_wheel.write_served(whl, dest / whl.name)
    cmd = [_pyodide_cli(), "lockfile", "add-wheels", "--input", str(src / "pyodide-lock.json"),
           "--output", str(dest / "pyodide-lock.json"), "--base-path", str(dest),
           str(dest / whl.name)]
    proc = subprocess.run(cmd, cwd=repo, capture_output=True, text=True, check=False)
    if proc.returncode != 0 or not (dest / "pyodide-lock.json").is_file():
        raise PluginError(f"pyodide lockfile add-wheels failed:\n{proc.stdout}{proc.stderr}")
    lock = json.loads((dest / "pyodide-lock.json").read_text(encoding="utf-8"))
    entry = lock["packages"].get("karty")
    if entry is None or entry.get("file_name") != whl.name:
        raise PluginError(f"pyodide-lock.json: no karty entry for {whl.name}")
    version = json.loads((src / "package.json").read_text(encoding="utf-8"))["version"]
    stdlib = snapshot.trim_stdlib(repo, dest, whl.name)
    runtime, snap = snapshot.make(repo, dest, whl.name, snapshot_brotli or snapshot.SNAPSHOT_BROTLI)
    files = {name: (dest / name).stat().st_size
             for name in (*CORE, "pyodide-lock.json", whl.name, str(snap["file"]))}
    manifest = {"pyodide": version, "python": lock["info"]["python"], "wheel": whl.name,
                "karty": entry["version"], "sha256": entry["sha256"], "files": files,
                "runtime": runtime, "snapshot": snap, "stdlib": stdlib}
    (dest / "manifest.json").write_text(json.dumps(manifest, indent=1, sort_keys=True) + "\n",
                                        encoding="utf-8")
    return dest


# Material's instant navigation re-creates inline scripts from their text alone.
INLINE_SCRIPT = (
    "if(o.src){for(let i of o.getAttributeNames())n.setAttribute(i,o.getAttribute(i));"
    "return o.replaceWith(n),new F(i=>{n.onload=()=>i.complete()})}"
    "else return n.textContent=o.textContent,o.replaceWith(n),y"
)
INLINE_SCRIPT_FIXED = (
    "for(let i of o.getAttributeNames())n.setAttribute(i,o.getAttribute(i));"
    "if(o.src){return o.replaceWith(n),new F(i=>{n.onload=()=>i.complete()})}"
    "else return n.textContent=o.textContent,o.replaceWith(n),y"
)


def patch_theme(site: Path) -> None:
    bundles = sorted((site / "assets" / "javascripts").glob("bundle.*.min.js"))
    if len(bundles) != 1:
        raise PluginError(f"expected one mkdocs-material bundle, found {len(bundles)}")
    for path in (bundles[0], bundles[0].with_name(bundles[0].name + ".map")):
        if not path.is_file():
            continue
        text = path.read_text(encoding="utf-8")
        for old, new in THEME_CDN.items():
            text = _replace(text, old, new, f"mkdocs-material's {path.name}")
        if path.suffix == ".js":
            text = _replace(text, INLINE_SCRIPT, INLINE_SCRIPT_FIXED,
                            f"mkdocs-material's {path.name} (inline scripts on instant navigation)")
        path.write_text(text, encoding="utf-8")


def on_post_build(config: MkDocsConfig) -> None:
    repo, site = _repo(config), Path(config.site_dir)
    patch_theme(site)
    install_runtime(repo, site)
