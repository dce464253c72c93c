"""The site's templates and renderers (docs/templates/, docs/hooks/*/render.py), tested
without a build: the renderers are pure functions of plain data."""
from __future__ import annotations


