"""High card's web functions: no worked examples (``KINDS``), no functions of its own."""

from typing import Any

KINDS: dict[str, dict[str, Any]] = {}
FUNCTIONS: dict[str, Any] = {}
