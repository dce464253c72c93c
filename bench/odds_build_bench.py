"""The odds pages' cost at build: the engine's computation and the charts, cold (no
cache in build/odds-cache) and warm, in one run; each chart's SVG weight; and, for
the choice of library, the same bust chart drawn by matplotlib's SVG backend if
matplotlib is installed (it is not a dependency of the site).

    .venv/bin/python bench/odds_build_bench.py [--site]   # --site: also time `mkdocs build` cold and warm

Times are wall seconds and CPU seconds (user + system) side by side: the machine is
shared, so the CPU time is the steadier figure.
"""
from __future__ import annotations

import argparse
import gzip
import os
import platform
import resource
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

from hooks.odds import charts as odds_charts
from hooks.odds import data as odds_data
from hooks.odds import figures as odds_figures
from karty.ochko.odds_tables import BUST_CARDS


def _cpu() -> float:
    me = resource.getrusage(resource.RUSAGE_SELF)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime + kids.ru_utime + kids.ru_stime


def timed(what: str, fn):  # type: ignore[no-untyped-def]
    w, c = time.perf_counter(), _cpu()
    out = fn()
    print(f"{what:44s} wall {time.perf_counter() - w:7.2f} s   cpu {_cpu() - c:7.2f} s")
    return out


def all_figures(data):  # type: ignore[no-untyped-def]
    out = {}
    for lang in ("en", "ru"):
        for name, make in odds_figures.FIGURES.items():
            out[(name, lang)] = odds_charts.draw(make(data, lang)["spec"])
    return out


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--site", action="store_true")
    args = ap.parse_args()
    print(f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}, "
          f"load average {os.getloadavg()[0]:.1f}, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}")
    shutil.rmtree(odds_data.CACHE, ignore_errors=True)
    data = timed("odds data, cold (engine computes)", odds_data.load)
    timed("odds data, warm (cache read)", odds_data.load)
    svgs = timed("charts, cold (vl-convert draws 20)", lambda: all_figures(data))
    timed("charts, warm (cache read)", lambda: all_figures(data))
    print("\nSVG weight (en), bytes raw / gzip:")
    for (name, lang), svg in sorted(svgs.items()):
        if lang == "en":
            raw = svg.encode()
            print(f"  {name:16s} {len(raw):7d} / {len(gzip.compress(raw)):6d}")
    try:
        import matplotlib

        matplotlib.use("svg")
        import io

        import matplotlib.pyplot as plt

        fig, ax = plt.subplots(figsize=(5.6, 3.2))
        from fractions import Fraction

        for n in range(1, BUST_CARDS + 1):
            pts = [(r["total"], float(Fraction(r["p"]))) for r in data["ochko"]["bust"]
                   if r["cards"] == n]
            ax.plot([x for x, _ in pts], [y for _, y in pts], marker="o", label=f"{n}")
        ax.legend()
        buf = io.StringIO()
        fig.savefig(buf, format="svg")
        raw = buf.getvalue().encode()
        print(f"  matplotlib {matplotlib.__version__} bust chart, default SVG: "
              f"{len(raw)} / {len(gzip.compress(raw))} bytes; text as <text>: "
              f"{raw.count(b'<text')} elements, glyph paths: {raw.count(b'<path')} paths")
        plt.rcParams["svg.fonttype"] = "none"
        buf = io.StringIO()
        fig.savefig(buf, format="svg")
        raw = buf.getvalue().encode()
        print(f"  same with svg.fonttype=none: {len(raw)} / {len(gzip.compress(raw))} bytes")
    except ImportError:
        print("  (matplotlib not installed: no comparison)")
    if args.site:
        env = dict(os.environ, NO_MKDOCS_2_WARNING="1")
        cmd = [sys.executable, "-m", "mkdocs", "build", "--strict", "-q", "-d",
               str(ROOT / "build" / "bench-site")]
        shutil.rmtree(odds_data.CACHE, ignore_errors=True)
        timed("mkdocs build, cold odds cache", lambda: subprocess.run(cmd, cwd=ROOT, env=env,
                                                                     check=True))
        timed("mkdocs build, warm odds cache", lambda: subprocess.run(cmd, cwd=ROOT, env=env,
                                                                     check=True))
        shutil.rmtree(ROOT / "build" / "bench-site", ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
