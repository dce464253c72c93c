"""The bench/RESULTS.md section of bench/browser_bench.py's figures."""

from __future__ import annotations

MB = 1_000_000


def markdown(o: dict) -> str:
    def row(label: str, key: str, unit: str = "ms") -> str:
        if unit == "MB":
            runs = " / ".join(f"{x / MB:.2f}" for x in o["runs_ms"][key])
            return f"| {label} | {o['median_ms'][key] / MB:.2f} MB | {runs} |"
        runs = " / ".join(f"{x:,.0f}" for x in o["runs_ms"][key])
        return f"| {label} | {o['median_ms'][key]:,.0f} | {runs} |"

    m = o["machine"]
    loads = o["load_average"]
    lines = [
        "## The engine in the browser (`bench/browser_bench.py`)",
        "",
        (f"- **Machine:** `{m['system']} {m['node']} {m['release']} {m['version']} {m['machine']}`, "
         f"`nproc` {m['nproc']}; Chromium {o['chromium']} (Debian's, headless, through Playwright); "
         f"Pyodide {o['pyodide']} from the npm package, served by the site."),
        (f"- **Date and code:** {o['date']}, commit `{o['commit']}`, {o['runs']} runs in one "
         "Chromium process."),
        (f"- **Command:** `.venv/bin/python bench/browser_bench.py --runs {o['runs']} --json "
         f"--markdown`; the script served `{o['site']}/` on 127.0.0.1:{o['port']} itself"
         + (" (`make site`'s build)" if o["site"] == "site" else
            " (its own build for that port, as port 8000 was taken)")
         + ", gzip-compressed as a static host would (HTML, JS, CSS, JSON, the .wasm)."),
        ("- **Load:** the machine was shared with other work; load average (1, 5, 15 min) "
         f"{' / '.join(f'{x:.1f}' for x in loads[0])} at the start, "
         f"{' / '.join(f'{x:.1f}' for x in loads[-1])} at the end, on {m['nproc']} cores "
         f"(after each run: {', '.join(f'{x[0]:.1f}' for x in loads[1:])}), so single runs vary a lot."),
        (f"- **Start:** {o['snapshot_used']} of the {o['starts']} starts of the site's engine "
         "were from the snapshot."),
        "",
        "Milliseconds (bytes where it says MB), median and each run:",
        "",
        "| measure | median | runs |",
        "| --- | ---: | ---: |",
        row("bare `loadPyodide()` in a module worker, cold", "bare_cold"),
        row("the site's worker to \"engine ready\", cold", "site_cold"),
        row("bare `loadPyodide()`, warm HTTP cache", "bare_warm"),
        row("the site's worker, warm HTTP cache", "site_warm"),
        row("the site's worker on a return visit (service worker + HTTP cache)", "site_return"),
        row("first visit, examples/bura/: navigation to every widget live", "page_cold"),
        row("… of which the engine's start (start → ready marks)", "page_engine_cold"),
        row("… main thread's longest task during the whole load", "longest_task"),
        row("… main thread's longest task while the engine starts", "longest_task_engine"),
        row("return visit, examples/bura/: navigation to every widget live", "page_return"),
        row("… of which the engine's start", "page_engine_return"),
        row("… main thread's longest task", "longest_task_return"),
        row("offline, ru/examples/ochko/: navigation to every widget live", "page_offline"),
        row(f"{o['cpu_throttle']}× CPU: bare `loadPyodide()`, cold", "bare_cold_cpu4"),
        row(f"{o['cpu_throttle']}× CPU: the site's worker, cold", "site_cold_cpu4"),
        row(f"{o['cpu_throttle']}× CPU: the site's worker, return visit", "site_return_cpu4"),
        *[row(f"{m:g} Mbit/s, {o['latency_ms']} ms: {who}, cold", f"{key}_cold_net{m:g}")
          for m in o["net_mbps"] for who, key in (("bare `loadPyodide()`", "bare"), ("the site's worker", "site"))],
        row("a CPU-bound loop in a worker", "cpu_loop"),
        row(f"… with {o['cpu_throttle']}× CPU throttling of its page", "cpu_loop_cpu4"),
        row("bytes sent, first visit: the page and its engine", "bytes_first_page", "MB"),
        row("bytes sent, first visit: then the service worker's install and runtime", "bytes_first_sw", "MB"),
        row("bytes sent, return visit: the page and its engine", "bytes_return_page", "MB"),
        row("bytes sent, return visit: the worker alone", "bytes_return_worker", "MB"),
        row("bytes sent, the bare worker, cold (each emulated network)", "bytes_bare_cold", "MB"),
        row("bytes sent, the site's worker, cold (each emulated network)", "bytes_site_cold", "MB"),
        "",
        "Ratios of the medians, site / bare `loadPyodide()` from the same files:",
        "",
        f"- cold: **{o['ratio_cold']:.2f}**; warm HTTP cache: **{o['ratio_warm']:.2f}**;",
        f"- return visit (site's worker with the service worker) / bare warm: **{o['ratio_return']:.2f}**;",
        (f"- {o['cpu_throttle']}× CPU throttling: cold **{o['ratio_cold_cpu4']:.2f}**, return visit / "
         f"bare cold **{o['ratio_return_cpu4']:.2f}**;"),
        "- emulated networks, cold: " + ", ".join(f"{m} Mbit/s **{r:.2f}**" for m, r in o["ratio_cold_net"].items())
        + ".",
        "",
        (f"The {o['cpu_throttle']}× CPU throttling of a page slowed a CPU-bound loop in its worker "
         f"{o['cpu_factor']:.1f}× (medians)."),
        "",
        (f"Offline, every widget became live and answered an edit in {sum(o['runs_ms']['offline_answered'])} "
         f"of {o['runs']} runs. Long tasks on the main thread while the engine starts, per run: "
         f"{', '.join(str(x) for x in o['runs_ms']['longtasks_engine'])}."),
        "",
        "The runtime's files as served (bytes; on the wire gzip-compressed where it helps):",
        "",
        "| file | size | on the wire |",
        "| --- | ---: | ---: |",
    ]
    for name, s in sorted(o["sizes"].items(), key=lambda kv: -kv[1]["raw"]):
        lines.append(f"| `{name}` | {s['raw']:,} | {s['wire']:,} |")
    lines += [
        "",
        ("The site worker's answer after \"ready\" (the first call of each function, then the "
         "median of 20 more; medians over the runs, ms):"),
        "",
        "| function | first call | then |",
        "| --- | ---: | ---: |",
    ]
    for fn, d in o["calls_ms"].items():
        lines.append(f"| `{fn}` | {d['first']:.1f} | {d['median']:.1f} |")
    return "\n".join(lines) + "\n"
