"""Lighthouse over the built site: the scores of issue 15's quality bar.

Serves the built ``site/`` on 127.0.0.1 as a host does (tools/serve.py: the build's
brotli/gzip copies), on the port it was built for, read from its sitemap.xml (the
theme's instant navigation needs the page's address to match ``site_url``); runs the pinned npm Lighthouse (``node_modules/.bin/lighthouse``,
12.2.3) with Debian's Chromium on each page, in both languages, with the mobile
(the default) and desktop presets, and writes a JSON summary: the category scores
and, for each page, the audits that did not pass (accessibility, best practices,
SEO; performance opportunities with their estimated savings). Prints a table.

    make site PORT=8103
    .venv/bin/python tools/lighthouse.py                 # every page, both presets
    .venv/bin/python tools/lighthouse.py --preset mobile --page home --page play/bura

The machine this runs on is shared: performance scores move with its load (the
summary records the load average before and after). Accessibility, best-practices
and SEO scores do not depend on the load.

The suite does not run Lighthouse (its cost): tests/browser/test_lighthouse_rules_browser.py
runs Lighthouse's own accessibility rules (its axe-core and configuration) on these pages,
and tests/site/test_site_lighthouse_pages.py checks that PAGES are built pages.
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import re
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tools"))
import serve as tools_serve  # tools/serve.py

LIGHTHOUSE = REPO / "node_modules" / ".bin" / "lighthouse"
CHROME = os.environ.get("CHROME_PATH") or os.environ.get("CHROMIUM") or "/usr/bin/chromium"
CHROME_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--no-first-run"]
CATEGORIES = ("performance", "accessibility", "best-practices", "seo")
PRESETS = ("mobile", "desktop")
# The pages of issue 15 (name: path under the language root).
PAGES = {
    "home": "",
    "text/bura": "text/bura/",
    "glossary": "glossary/",
    "glossary/kozyr": "glossary/kozyr/",
    "rules/bura": "rules/bura/",
    "rules/ochko": "rules/ochko/",
    "rules/stos": "rules/stos/",
    "play/bura": "play/bura/",
    "odds/ochko": "odds/ochko/",
    "odds/bura": "odds/bura/",
    "odds/stos": "odds/stos/",
    "history": "history/",
    "about": "about/",
    # the pages issue 28 adds (every page kind of the built site; glossary entries: the five
    # longest by HTML size and a short one)
    "text": "text/",
    "text/intro": "text/intro/",
    "text/verse1": "text/verse1/",
    "text/interlude": "text/interlude/",
    "text/verse2": "text/verse2/",
    "text/ochko": "text/ochko/",
    "rules": "rules/",
    "odds": "odds/",
    "play": "play/",
    "play/ochko": "play/ochko/",
    "play/stos": "play/stos/",
    "examples": "examples/",
    "examples/bura": "examples/bura/",
    "examples/ochko": "examples/ochko/",
    "examples/stos": "examples/stos/",
    "glossary/bankuyushchiy": "glossary/bankuyushchiy/",
    "glossary/ochko-point": "glossary/ochko-point/",
    "glossary/kon": "glossary/kon/",
    "glossary/bank": "glossary/bank/",
    "glossary/bura": "glossary/bura/",
    "glossary/sidet": "glossary/sidet/",
}
LANGUAGES = {"en": "", "ru": "ru/"}
SHORT = {"performance": "perf", "accessibility": "a11y", "best-practices": "bp", "seo": "seo"}


def built_base(site: Path) -> str:
    """The address the site was built for (its sitemap's first <loc>)."""
    sitemap = site / "sitemap.xml"
    if not sitemap.is_file():
        raise SystemExit(f"{site}: no sitemap.xml; build the site first (make site PORT=...)")
    m = re.search(r"<loc>\s*(http://[^<\s]+?/)\s*</loc>", sitemap.read_text(encoding="utf-8"))
    if not m:
        raise SystemExit(f"{sitemap}: no http:// <loc> in it")
    return m.group(1)


def _serves(base: str, site: Path) -> bool:
    """Whether ``base`` already serves this very build (the same sitemap.xml)."""
    try:
        with urllib.request.urlopen(base + "sitemap.xml", timeout=10) as r:
            return bool(r.read() == (site / "sitemap.xml").read_bytes())
    except OSError:
        return False


@contextmanager
def serve(site: Path, base: str) -> Iterator[str]:
    """Serve ``site`` on the host and port of ``base`` for the duration (unless it is
    served there already)."""
    parts = urlsplit(base)
    host, port = parts.hostname or "127.0.0.1", parts.port or 80
    try:
        server = tools_serve.start(site, host, port)
    except OSError as e:
        if _serves(base, site):  # already served there (by `make serve`, a test, another run)
            yield base
            return
        raise SystemExit(f"cannot serve {site} on {host}:{port} ({e}); the site was built for {base}: "
                         "free the port or rebuild with `make site PORT=<free port>`") from e
    try:
        yield base
    finally:
        server.shutdown()
        server.server_close()


@dataclass(frozen=True, slots=True)
class Run:
    page: str      # e.g. "ru/glossary"
    url: str
    preset: str
    scores: dict[str, int | None]   # category -> 0..100
    failing: dict[str, list[dict[str, Any]]]  # category -> audits that did not pass
    seconds: float
    metrics: dict[str, float | None]  # FCP, LCP, TBT (ms), CLS, DOM elements
    load: list[float]  # the load average (1, 5, 15 min) when the run started


def _failing(report: dict[str, Any], category: str) -> list[dict[str, Any]]:
    """The audits of ``category`` that did not pass, with the first few elements they name."""
    audits = report["audits"]
    out = []
    for ref in report["categories"][category]["auditRefs"]:
        audit = audits[ref["id"]]
        score, mode = audit.get("score"), audit.get("scoreDisplayMode")
        if mode == "error":  # e.g. a metric Lighthouse could not compute on a loaded machine
            out.append({"id": ref["id"], "score": None, "weight": ref.get("weight", 0),
                        "title": audit.get("title", ""), "error": audit.get("errorMessage", "")})
            continue
        if mode in ("notApplicable", "manual", "informative") or score is None or score >= 0.9:
            continue
        if category == "performance" and ref.get("weight", 0) == 0 and mode != "metricSavings":
            continue
        items = (audit.get("details") or {}).get("items") or []
        where = []
        for item in items[:4]:
            node = item.get("node") if isinstance(item, dict) else None
            if isinstance(node, dict):
                where.append(node.get("selector") or node.get("snippet", "")[:120])
            elif isinstance(item, dict) and item.get("url"):
                where.append(item["url"])
        entry: dict[str, Any] = {"id": ref["id"], "score": score, "weight": ref.get("weight", 0),
                                 "title": audit.get("title", ""), "items": len(items), "where": where}
        if audit.get("displayValue"):
            entry["value"] = audit["displayValue"]
        out.append(entry)
    return out


def lighthouse(url: str, preset: str, categories: Sequence[str], timeout: float = 240) -> dict[str, Any]:
    """One Lighthouse run: its JSON report."""
    if not LIGHTHOUSE.exists():
        raise SystemExit(f"{LIGHTHOUSE} is missing: run `make node` (package.json pins lighthouse)")
    if not Path(CHROME).is_file():
        raise SystemExit(f"{CHROME} is missing: run `make chromium` or set CHROME_PATH")
    with tempfile.TemporaryDirectory(prefix="karty-lh-") as tmp:
        out = Path(tmp) / "report.json"
        cmd = [str(LIGHTHOUSE), url, "--quiet", "--output=json", f"--output-path={out}",
               f"--only-categories={','.join(categories)}",
               "--chrome-flags=" + " ".join(CHROME_FLAGS),
               # a fresh profile per run (Lighthouse's default), no storage reset needed beyond it
               "--max-wait-for-load=60000"]
        if preset == "desktop":
            cmd.append("--preset=desktop")
        env = dict(os.environ, CHROME_PATH=CHROME)
        proc = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=timeout,
                              check=False, cwd=tmp)
        if proc.returncode != 0 or not out.is_file():
            raise RuntimeError(f"lighthouse failed on {url} ({preset}), exit {proc.returncode}:\n"
                               f"{(proc.stdout + proc.stderr)[-3000:]}")
        report: dict[str, Any] = json.loads(out.read_text(encoding="utf-8"))
    if report.get("runtimeError"):
        raise RuntimeError(f"lighthouse on {url} ({preset}): {report['runtimeError']}")
    return report


def run_page(base: str, page: str, preset: str, categories: Sequence[str], retries: int = 2) -> Run:
    """Lighthouse on one page; a failed run (Lighthouse gives up on a slow machine) is
    retried ``retries`` times."""
    url = base + page_path(page)
    load = loadavg()
    t0 = time.monotonic()
    for attempt in range(1, retries + 2):
        try:
            report = lighthouse(url, preset, categories)
            break
        except RuntimeError as e:  # e.g. a DevTools protocol timeout on a loaded machine
            print(f"{preset} {page}: attempt {attempt} failed: {str(e)[:300]}", file=sys.stderr, flush=True)
            if attempt > retries:
                raise
    seconds = time.monotonic() - t0
    scores: dict[str, int | None] = {}
    failing = {}
    for cat in categories:
        score = report["categories"][cat]["score"]
        scores[cat] = None if score is None else round(score * 100)
        failing[cat] = _failing(report, cat)
    return Run(page, url, preset, scores, failing, round(seconds, 1), _metrics(report), load)


#: the metrics kept per run: Lighthouse audit id -> the summary's name
METRICS = {"first-contentful-paint": "fcp_ms", "largest-contentful-paint": "lcp_ms",
           "total-blocking-time": "tbt_ms", "cumulative-layout-shift": "cls", "dom-size": "dom"}


def _metrics(report: dict[str, Any]) -> dict[str, float | None]:
    out: dict[str, float | None] = {}
    for audit, name in METRICS.items():
        value = report.get("audits", {}).get(audit, {}).get("numericValue")
        out[name] = None if value is None else round(float(value), 3 if name == "cls" else 0)
    return out


def page_path(page: str) -> str:
    """'ru/glossary' -> 'ru/glossary/', 'home' -> '', 'ru/home' -> 'ru/'."""
    lang, _, name = page.partition("/") if page.startswith("ru/") else ("en", "", page)
    if name not in PAGES:
        raise SystemExit(f"unknown page {page!r}; the pages are {', '.join(PAGES)} (prefix ru/ for Russian)")
    return LANGUAGES[lang] + PAGES[name]


def loadavg() -> list[float]:
    try:
        return [round(x, 2) for x in os.getloadavg()]
    except OSError:  # pragma: no cover
        return []


def _git(*args: str) -> str:
    proc = subprocess.run(["git", *args], cwd=REPO, capture_output=True, text=True, check=False)
    return proc.stdout.strip()


def _chromium_version() -> str:
    proc = subprocess.run([CHROME, "--version"], capture_output=True, text=True, check=False)
    return proc.stdout.strip()


def table(runs: Sequence[Run], categories: Sequence[str]) -> str:
    head = ["page", "preset", *(SHORT[c] for c in categories), "s"]
    rows = [[r.page, r.preset, *("-" if r.scores[c] is None else str(r.scores[c]) for c in categories),
             f"{r.seconds:.0f}"] for r in runs]
    for preset in sorted({r.preset for r in runs}):
        sel = [r for r in runs if r.preset == preset]
        got = {c: [s for r in sel if (s := r.scores[c]) is not None] for c in categories}
        rows.append([f"min ({len(sel)} pages)", preset,
                     *(str(min(got[c])) if got[c] else "-" for c in categories), ""])
        rows.append([f"median ({len(sel)} pages)", preset,
                     *(f"{statistics.median(got[c]):g}" if got[c] else "-" for c in categories), ""])
    widths = [max(len(row[i]) for row in [head, *rows]) for i in range(len(head))]
    lines = ["  ".join(cell.ljust(w) if i < 2 else cell.rjust(w) for i, (cell, w) in enumerate(zip(row, widths)))
             for row in [head, *rows]]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--site", type=Path, default=REPO / "site", help="the built site (default: site/)")
    ap.add_argument("--page", action="append", default=None,
                    help=f"a page ({', '.join(PAGES)}; prefix ru/ for Russian); repeatable; default: all, both languages")
    ap.add_argument("--preset", action="append", choices=PRESETS, default=None,
                    help="mobile or desktop; repeatable; default: both")
    ap.add_argument("--category", action="append", choices=CATEGORIES, default=None,
                    help="a category; repeatable; default: all four")
    ap.add_argument("--out", type=Path, default=REPO / "build" / "lighthouse" / "summary.json",
                    help="the JSON summary (default: build/lighthouse/summary.json)")
    args = ap.parse_args(argv)
    pages = args.page or [lang_prefix + name for lang_prefix in ("", "ru/") for name in PAGES]
    presets = args.preset or list(PRESETS)
    categories = [c for c in CATEGORIES if c in (args.category or CATEGORIES)]
    for p in pages:
        page_path(p)
    site = args.site.resolve()
    base = built_base(site)
    started = datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    load_before = loadavg()
    runs: list[Run] = []
    with serve(site, base):
        for preset in presets:
            for page in pages:
                run = run_page(base, page, preset, categories)
                print(f"{run.preset:7} {run.page:14} "
                      + " ".join(f"{SHORT[c]} {run.scores[c]}" for c in categories)
                      + " " + " ".join(f"{k} {v}" for k, v in run.metrics.items())
                      + f"  load {run.load}  ({run.seconds:.0f} s)", file=sys.stderr, flush=True)
                runs.append(run)
    summary = {
        "started": started,
        "finished": datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "commit": _git("rev-parse", "HEAD"),
        "dirty": bool(_git("status", "--porcelain", "--untracked-files=no")),
        "machine": {"cpus": os.cpu_count(), "platform": platform.platform(),
                    "chromium": _chromium_version(), "lighthouse": _lighthouse_version()},
        "loadavg_before": load_before,
        "loadavg_after": loadavg(),
        "base": base,
        "categories": categories,
        "command": "python tools/lighthouse.py " + " ".join(sys.argv[1:] if argv is None else argv),
        "runs": [{"page": r.page, "url": r.url, "preset": r.preset, "scores": r.scores,
                  "seconds": r.seconds, "metrics": r.metrics, "load": r.load, "failing": r.failing}
                 for r in runs],
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(summary, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(table(runs, categories))
    print(f"\nload average before {load_before}, after {summary['loadavg_after']}; summary: {args.out}")
    return 0


def _lighthouse_version() -> str:
    pkg = REPO / "node_modules" / "lighthouse" / "package.json"
    return json.loads(pkg.read_text(encoding="utf-8"))["version"] if pkg.is_file() else ""


if __name__ == "__main__":
    sys.exit(main())
