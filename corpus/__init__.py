"""The Karty corpus: the source text as data, and the Python that reads it.

This package is site-side only; it is never shipped to the browser and the
engine (`karty`) never imports it.
"""
from pathlib import Path

ROOT = Path(__file__).resolve().parent
