"""An entry of mkdocs.yml's `hooks:`: the events of hooks.offline.service_worker (docs/hooks/offline/service_worker.py).

See docs/hooks/__init__.py for why the hooks are entries into a package."""
from hooks.offline.service_worker import on_post_build

__all__ = ["on_post_build"]
