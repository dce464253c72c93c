"""An entry of mkdocs.yml's `hooks:`: the events of hooks.core.site (docs/hooks/core/site.py).

See docs/hooks/__init__.py for why the hooks are entries into a package."""
from hooks.core.site import on_page_context, on_post_build

__all__ = ["on_page_context", "on_post_build"]
