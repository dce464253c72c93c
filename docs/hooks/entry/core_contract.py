"""An entry of mkdocs.yml's `hooks:`: the events of hooks.core.contract (docs/hooks/core/contract.py).

See docs/hooks/__init__.py for why the hooks are entries into a package."""
from hooks.core.contract import on_files

__all__ = ["on_files"]
