"""An entry of mkdocs.yml's `hooks:`: the events of hooks.edition.tei (docs/hooks/edition/tei.py).

See docs/hooks/__init__.py for why the hooks are entries into a package."""
from hooks.edition.tei import on_files

__all__ = ["on_files"]
