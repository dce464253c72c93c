"""A cache for things loaded from files: reused while none of the files change.

Both the corpus and the glossary are validated once and then served from here
for as long as the (path, mtime, size) fingerprint of their files is the same,
so a build or a test session pays for loading only once.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable, Sequence
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

    def get_checked(self, root: Path, files: Iterable[Path],
                    collect: Callable[[], tuple[T | None, Sequence[Exception]]]) -> T:
        """As :meth:`get`, for a loader that validates everything and returns
        ``(value, errors)``: the first error is raised, and nothing is cached then."""
        def load() -> T:
            value, errors = collect()
            if errors:
                raise errors[0]
            assert value is not None
            return value

        return self.get(root, files, load)
