"""A cache for things loaded from files: reused while none of the files change.

Both the corpus and the glossary are validated once and then served from here
for as long as the (path, mtime, size) fingerprint of their files is the same,
so a build or a test session pays for loading only once.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable
from pathlib import Path

Fingerprint = tuple[tuple[str, int, int], ...]


def fingerprint(files: Iterable[Path]) -> Fingerprint:
    """(path, mtime in ns, size) of every file, in the order given."""
    out = []
    for p in files:
        st = p.stat()
        out.append((str(p), st.st_mtime_ns, st.st_size))
    return tuple(out)


class FileCache[T]:
    """``get(root, files, load)``: the cached value for ``root`` if ``files``
    have not changed since it was loaded, else ``load()``'s fresh value."""

    def __init__(self) -> None:
        self._entries: dict[Path, tuple[Fingerprint, T]] = {}
        self._lock = threading.Lock()

    def get(self, root: Path, files: Iterable[Path], load: Callable[[], T]) -> T:
        fp = fingerprint(files)
        with self._lock:
            hit = self._entries.get(root)
            if hit is not None and hit[0] == fp:
                return hit[1]
        value = load()
        with self._lock:
            self._entries[root] = (fp, value)
        return value
