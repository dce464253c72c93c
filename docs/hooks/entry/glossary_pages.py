"""An entry of mkdocs.yml's `hooks:`: the events of hooks.glossary.pages (docs/hooks/glossary/pages.py).

See docs/hooks/__init__.py for why the hooks are entries into a package."""
from hooks.glossary.pages import on_files

__all__ = ["on_files"]
