"""The data of the odds pages, from the engine (no markup here: docs/hooks/odds/markers.py
and docs/templates/odds.html show it).

Every exact number comes from the games' odds modules: each game of
``karty.GAMES`` whose spec names one (``odds``) gives its page's numbers,
``page_data()``, under its name. A game's measured numbers (``MEASURED``: files
of the repository a benchmark wrote: self-play counts) are read
each time and summarised by its ``measured`` (with :func:`karty.stats.wilson`'s interval).

Solving some of them takes seconds, so :func:`load` keeps the result in
``build/odds-cache/`` under a key made of the engine's source (every file of
engine/karty) and this file: a warm build reads it, any change to the engine
recomputes it. Fractions are stored as ``"n/d"`` text.
"""
from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from karty.stats import wilson

ROOT = Path(__file__).resolve().parents[3]
ENGINE = ROOT / "engine" / "karty"
CACHE = ROOT / "build" / "odds-cache"


def source_key() -> str:
    """A hash of the engine's source and of this file: the cache's key."""
    h = hashlib.sha256()
    for path in sorted(ENGINE.rglob("*.py")) + [Path(__file__)]:
        h.update(str(path.relative_to(ROOT)).encode())
        h.update(path.read_bytes())
    return h.hexdigest()[:20]


def _odds() -> list[tuple[str, Any]]:
    """Each game with odds, and its odds module (``karty.GAMES``, each spec's ``odds``)."""
    from karty import GAMES

    return [(spec.name, spec.odds_module()) for spec in GAMES if spec.odds is not None]


def _compute() -> dict[str, Any]:
    return {name: module.page_data() for name, module in _odds()}


def measured(data: dict[str, Any]) -> None:
    """Each game's measured numbers added to its part of ``data`` (read each time: the
    files are small)."""
    for name, module in _odds():
        for key, path in getattr(module, "MEASURED", {}).items():
            raw = json.loads((ROOT / path).read_text(encoding="utf-8"))
            data[name][key] = module.measured(key, raw, wilson)


def load() -> dict[str, Any]:
    """The pages' data: from the cache if the engine has not changed, else computed
    (and cached). The measured numbers are read each time (:func:`measured`)."""
    key = source_key()
    path = CACHE / f"odds-{key}.json"
    data: dict[str, Any] | None = None
    if path.exists():
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            data = None
    if data is None:
        data = _compute()
        CACHE.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(".tmp")
        tmp.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
        tmp.replace(path)
        for old in CACHE.glob("odds-*.json"):
            if old != path:
                old.unlink(missing_ok=True)
    measured(data)
    return data
