"""An entry of mkdocs.yml's `hooks:`: the events of hooks.search.language (docs/hooks/search/language.py).

See docs/hooks/__init__.py for why the hooks are entries into a package."""
from hooks.search.language import on_page_context, on_post_build, on_post_page

__all__ = ["on_page_context", "on_post_build", "on_post_page"]
