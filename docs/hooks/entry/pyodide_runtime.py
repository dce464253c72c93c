"""An entry of mkdocs.yml's `hooks:`: the events of hooks.pyodide.runtime (docs/hooks/pyodide/runtime.py).

See docs/hooks/__init__.py for why the hooks are entries into a package."""
from hooks.pyodide.runtime import on_post_build

__all__ = ["on_post_build"]
