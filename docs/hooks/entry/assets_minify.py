"""An entry of mkdocs.yml's `hooks:`: the events of hooks.assets.minify (docs/hooks/assets/minify.py).

See docs/hooks/__init__.py for why the hooks are entries into a package."""
from hooks.assets.minify import on_post_build

__all__ = ["on_post_build"]
