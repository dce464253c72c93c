"""Issue 15's quality bar (Lighthouse accessibility >= 95 on the reading, glossary, rules and
play pages), held in the suite without Lighthouse's cost: Lighthouse's accessibility
category is axe-core run with Lighthouse's own configuration, so this runs the axe-core
that the pinned Lighthouse installs (node_modules/axe-core, from package-lock.json) with
the rule set read from Lighthouse's gatherer (node_modules/lighthouse/.../accessibility.js),
on the pages tools/lighthouse.py measures, in both languages, on a 375 px phone, in the
light scheme and (the colour rules) in the dark one (Lighthouse sees only the light), and wants
no violation at all, whatever its impact (a Lighthouse score of 100; >= 95 allows some).

tools/lighthouse.py runs Lighthouse itself (and the performance, best-practices and SEO
categories); bench/RESULTS.md has its scores.
"""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_examples_browser import SCHEMES, SET_SCHEME

pytestmark = pytest.mark.browser

REPO = Path(__file__).resolve().parents[2]
AXE_JS = REPO / "node_modules" / "axe-core" / "axe.min.js"
AXE_VERSION = (json.loads((AXE_JS.parent / "package.json").read_text(encoding="utf-8"))["version"]
               if AXE_JS.is_file() else None)
GATHERER = REPO / "node_modules" / "lighthouse" / "core" / "gather" / "gatherers" / "accessibility.js"
# tools/lighthouse.py's pages
# (a sample: text/ochko/ for its title's two adjacent markers, which Lighthouse flagged)
PAGES = ["", "text/bura/", "text/ochko/", "glossary/", "rules/bura/", "play/bura/", "odds/ochko/", "history/"]
COLOUR_RULES = ["color-contrast", "link-in-text-block"]
TIMEOUT = 120_000
# what the page does after its load: the edition applies the stored apparatus setting,
# the widgets and the play table start the engine
SETTLED = """() => {
  const ed = document.querySelector('.karty-edition');
  if (ed && !ed.hasAttribute('data-apparatus')) return false;
  const busy = [...document.querySelectorAll('.karty-widget, .karty-play')]
    .some((w) => !['ready', 'error'].includes(w.dataset.state));
  return !busy;
}"""


def lighthouse_axe_options() -> dict:
    """The options Lighthouse 12 passes to axe.run: the WCAG 2 A/AA tags and its rule
    switches, read from the gatherer of the installed Lighthouse."""
    src = GATHERER.read_text(encoding="utf-8")
    tags = re.search(r"runOnly:\s*{\s*type:\s*'tag',\s*values:\s*\[([^\]]*)\]", src)
    rules = dict(re.findall(r"'([a-z0-9-]+)':\s*{enabled:\s*(true|false)}", src))
    assert tags and len(rules) > 20, f"{GATHERER}: Lighthouse's axe configuration not found"
    return {"runOnly": {"type": "tag", "values": re.findall(r"'([^']+)'", tags.group(1))},
            "rules": {k: {"enabled": v == "true"} for k, v in rules.items()},
            "resultTypes": ["violations"]}  # as Lighthouse: no details on what passes


@pytest.fixture(scope="module")
def lh_axe():
    from axe_playwright_python.sync_playwright import Axe

    if not AXE_JS.is_file():
        pytest.fail(f"{AXE_JS} is missing: run `make node` (Lighthouse depends on it)")
    return Axe.from_file(AXE_JS)


def test_the_configuration_is_lighthouses():
    options = lighthouse_axe_options()
    assert options["runOnly"]["values"] == ["wcag2a", "wcag2aa"]
    # the rules Lighthouse switches on beyond the tags, the ones this site has failed before
    for rule in ("target-size", "heading-order", "label-content-name-mismatch", *COLOUR_RULES):
        assert options["rules"].get(rule, {"enabled": True}) == {"enabled": True}, rule


@pytest.mark.parametrize("path", [*PAGES, *("ru/" + p for p in PAGES)])
def test_lighthouse_accessibility_rules_on_a_phone_in_both_schemes(phone, served, lh_axe, path):
    options = lighthouse_axe_options()
    phone.goto(served.url(path))
    phone.wait_for_load_state("load")
    phone.wait_for_function(SETTLED, timeout=TIMEOUT)
    found = {}
    for scheme in SCHEMES:
        phone.evaluate(SET_SCHEME, scheme)
        # the whole rule set in the light scheme (Lighthouse's); in the dark one what the
        # colours decide (each run of the whole set costs seconds on the long pages)
        run = options if scheme == SCHEMES[0] else {**options, "runOnly": {"type": "rule", "values": COLOUR_RULES}, "rules": {}}
        result = lh_axe.run(phone, options=run).response
        assert result["testEngine"]["version"] == AXE_VERSION  # Lighthouse's axe-core, not the wrapper's
        bad = [(v["id"], v["impact"], [" ".join(map(str, n["target"])) for n in v["nodes"]][:4])
               for v in result["violations"]]
        if bad:
            found[scheme] = bad
    assert found == {}, path
    assert phone.console.errors == [], phone.console.errors
