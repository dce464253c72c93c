"""The site's templates and renderers (docs/templates/, docs/hooks/*_render.py), tested
without a build: the renderers are pure functions of plain data."""
from __future__ import annotations

import sys
from pathlib import Path

HOOKS = Path(__file__).resolve().parents[2] / "docs" / "hooks"
if str(HOOKS) not in sys.path:
    sys.path.insert(0, str(HOOKS))
