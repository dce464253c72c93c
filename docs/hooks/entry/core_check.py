"""An entry of mkdocs.yml's `hooks:`: the events of hooks.core.check (docs/hooks/core/check.py).

See docs/hooks/__init__.py for why the hooks are entries into a package."""
from hooks.core.check import on_config

__all__ = ["on_config"]
