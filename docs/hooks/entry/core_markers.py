"""An entry of mkdocs.yml's `hooks:`: the events of hooks.core.markers (docs/hooks/core/markers.py).

See docs/hooks/__init__.py for why the hooks are entries into a package."""
from hooks.core.markers import on_page_content, on_post_page

__all__ = ["on_page_content", "on_post_page"]
