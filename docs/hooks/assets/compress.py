"""Compressed copies of the site's files, written at build (an mkdocs hook; it runs last).

A host serves text compressed; so that the site is measured and served as a reader
gets it, every file of the built site worth it gets two siblings: ``x.br`` (brotli,
quality 11) and ``x.gz`` (gzip, level 9, no timestamp: the same bytes every build).
tools/serve.py sends the best one the browser accepts, with ``Content-Encoding``.

* Worth it: a file of at least ``MIN_SIZE`` bytes whose copy saves at least
  ``MIN_SAVING`` of it; files that are compressed already (the gzipped snapshot,
  images, fonts) are skipped by their suffix, and
  a copy that would save too little is not written. Source maps are skipped (a
  reader's browser never asks for them unless its developer tools are open), and
  so is the engine's snapshot (``snapshot-*.bin``), whose copies
  docs/hooks/pyodide/snapshot.py writes itself (brotli at quality 10: quality 11 on
  its 31 MB would take minutes).
* Brotli at quality 11 takes ~20 s for Pyodide's 9.6 MB ``.wasm``: copies are kept in
  ``build/compressed/`` under the sha256 of their source and reused by the next build.
* The service worker's list (docs/hooks/offline/service_worker.py) names the files, not the
  copies; the copies decode to the very bytes it checks.
"""
from __future__ import annotations

import gzip
import hashlib
import os
import shutil
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import brotli
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.plugins import event_priority

MIN_SIZE = 512
MIN_SAVING = 0.05
SKIPPED = (".br", ".gz", ".png", ".jpg", ".jpeg", ".webp", ".woff", ".woff2", ".map")
CACHE_DIR = Path("build/compressed")
KEEP_DAYS = 14
ENCODERS = {
    ".br": lambda raw: brotli.compress(raw, quality=11),
    ".gz": lambda raw: gzip.compress(raw, compresslevel=9, mtime=0),
}


def _copy_of(raw: bytes, suffix: str, cache: Path | None) -> bytes:
    if cache is None:
        return ENCODERS[suffix](raw)
    key = cache / (hashlib.sha256(raw).hexdigest() + suffix)
    if key.is_file():
        os.utime(key)
        return key.read_bytes()
    data = ENCODERS[suffix](raw)
    cache.mkdir(parents=True, exist_ok=True)
    tmp = key.with_name(key.name + f".{os.getpid()}.tmp")
    tmp.write_bytes(data)
    tmp.replace(key)
    return data


def compress_file(path: Path, cache: Path | None = None) -> dict[str, int]:
    """Write the worthwhile copies of ``path``; return their sizes by suffix."""
    raw = path.read_bytes()
    out: dict[str, int] = {}
    for suffix in ENCODERS:
        target = path.with_name(path.name + suffix)
        target.unlink(missing_ok=True)
        data = _copy_of(raw, suffix, cache)
        if len(data) <= len(raw) * (1 - MIN_SAVING):
            target.write_bytes(data)
            shutil.copystat(path, target)  # the same Last-Modified as the file
            out[suffix] = len(data)
    return out


def _own_copies(path: Path) -> bool:
    """The engine's snapshot: its copies are written with it (pyodide_snapshot.py)."""
    return path.name.startswith("snapshot-") and path.suffix == ".bin"


def candidates(site: Path) -> list[Path]:
    return sorted(p for p in site.rglob("*")
                  if p.is_file() and not p.name.endswith(SKIPPED) and not _own_copies(p)
                  and p.stat().st_size >= MIN_SIZE)


def compress_site(site: Path, cache: Path | None = None) -> dict[str, dict[str, int]]:
    """Write the copies for every file of ``site``; return ``{relative path: sizes}``."""
    files = candidates(site)
    # the largest first, so that the long brotli runs overlap the many small ones
    files.sort(key=lambda p: -p.stat().st_size)
    with ThreadPoolExecutor(max_workers=2) as pool:  # brotli and zlib release the GIL
        sizes = list(pool.map(lambda p: compress_file(p, cache), files))
    if cache is not None and cache.is_dir():
        _prune(cache)
    return {p.relative_to(site).as_posix(): s for p, s in zip(files, sizes, strict=True)}


def _prune(cache: Path) -> None:
    import time

    old = time.time() - KEEP_DAYS * 86400
    for p in cache.iterdir():
        if p.stat().st_mtime < old:
            p.unlink(missing_ok=True)


# After everything, the service worker (-200) included: it hashes the files themselves.
@event_priority(-300)
def on_post_build(config: MkDocsConfig) -> None:
    repo = Path(config.config_file_path).parent
    compress_site(Path(config.site_dir), repo / CACHE_DIR)
