"""A script of tools/ (not a package) loaded as a module, once, for the site tests."""
from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

REPO = Path(__file__).resolve().parents[2]


def load_tool(filename: str) -> ModuleType:
    """``tools/<filename>`` as the module ``karty_<stem>`` (the same object on every call)."""
    name = f"karty_{Path(filename).stem}"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, REPO / "tools" / filename)
    assert spec is not None and spec.loader is not None, filename
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module
