"""Shared set-up of the engine tests, which also run inside Pyodide.

These tests import only karty, pytest and hypothesis (no corpus, no yaml),
so that tests/pyodide/run_engine_tests.mjs can run them in the browser's
Python. Under Pyodide (``sys.platform == "emscripten"``), or when
``KARTY_HYPOTHESIS_PROFILE=pyodide``, Hypothesis runs fewer examples and
keeps no example database.
"""

import os
import sys

from hypothesis import HealthCheck, settings

settings.register_profile("cpython", deadline=None)
settings.register_profile(
    "pyodide",
    deadline=None,
    max_examples=12,
    database=None,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile(
    os.environ.get("KARTY_HYPOTHESIS_PROFILE")
    or ("pyodide" if sys.platform == "emscripten" else "cpython")
)


def pytest_configure(config):
    """The ``slow`` marker, declared here too: the Pyodide runner gives pytest its own
    ini file (tests/pyodide/run_engine_tests.mjs), not pyproject.toml."""
    config.addinivalue_line(
        "markers", "slow: a long run, skipped unless selected (-m slow) or KARTY_SLOW=1")


def pytest_collection_modifyitems(config, items):
    """Tests marked ``slow`` run only when asked for: ``-m slow`` (or an expression
    naming it) or KARTY_SLOW=1."""
    import pytest

    expr = config.getoption("markexpr") or ""
    if os.environ.get("KARTY_SLOW") or ("slow" in expr and "not slow" not in expr):
        return
    skip = pytest.mark.skip(reason="slow: run with -m slow or KARTY_SLOW=1")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)
