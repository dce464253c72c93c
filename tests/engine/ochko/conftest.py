"""Fixtures for the Очко tests: see ochko_helpers."""

from ochko_helpers import deal, table

__all__ = ["deal", "table"]
