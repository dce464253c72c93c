"""An entry of mkdocs.yml's `hooks:`: the events of hooks.play.tables (docs/hooks/play/tables.py).

See docs/hooks/__init__.py for why the hooks are entries into a package."""
from hooks.play.tables import on_page_content

__all__ = ["on_page_content"]
