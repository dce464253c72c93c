"""An entry of mkdocs.yml's `hooks:`: the events of hooks.play.widgets (docs/hooks/play/widgets.py).

See docs/hooks/__init__.py for why the hooks are entries into a package."""
from hooks.play.widgets import on_config, on_page_content, on_page_markdown

__all__ = ["on_config", "on_page_content", "on_page_markdown"]
