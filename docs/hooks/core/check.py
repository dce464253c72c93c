"""Build glue: the corpus check, before anything else (an mkdocs hook, listed first
under `hooks:` in mkdocs.yml).

The build renders the edition, the glossary and the rules from the corpus and the
engine; `python -m corpus check` (corpus.check.check_all) validates everything that
relies on: the edition, the witnesses, the glossary and every cross-reference among
segments, rules, glossary entries and `related`. The build runs that same check
first and stops with its one-line messages (file:line: problem), so a fault is
reported once, where it is, and never as a warning about a page.
"""
from __future__ import annotations

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    try:
        from corpus.check import check_all
    except ImportError as exc:  # the venv lacks the editable install (`make venv`)
        raise PluginError(f"cannot import the corpus package: {exc}") from None
    errors = check_all()
    if errors:
        lines = "\n".join(str(e) for e in errors)
        raise PluginError(f"corpus check: {len(errors)} error{'s' if len(errors) > 1 else ''} "
                          f"(python -m corpus check):\n{lines}")
    return config
