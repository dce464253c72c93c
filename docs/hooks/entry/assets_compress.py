"""An entry of mkdocs.yml's `hooks:`: the events of hooks.assets.compress (docs/hooks/assets/compress.py).

See docs/hooks/__init__.py for why the hooks are entries into a package."""
from hooks.assets.compress import on_post_build

__all__ = ["on_post_build"]
