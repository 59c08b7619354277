#!/usr/bin/env python3
"""Warm starts with and without the Pyodide memory snapshot, and where the time goes in each.

    python bench/snapshot.py [--runs 7] [--no-build] [--cpu-slowdown N] [--trace DIR]

Three ways to start a return visit, each in its own browser profile (service worker allowed, as on
the real site), measured interleaved on localhost after two warm-up visits (HTTP, service-worker and
wasm code caches all warm):
  fresh    no snapshot: CPython initialises and imports as on a first visit (page without Cache Storage)
  cached   ours: the snapshot this browser made, read from Cache Storage (its zero pages left out) and restored
  shipped  issue #2's experiment: the same snapshot shipped by the host as pyodide/snapshot.bin (its
           zero pages left out, as stored, then gzip), fetched, inflated with DecompressionStream and
           restored like "cached" (the page's pyodide-early.mjs patched to look there)
Times are from navigation start (performance.now() in the page): pyodide-early.mjs's marks, PyScript's
py:progress events, and html[data-app=ready] (home screen drawn). With --trace DIR, a Chromium trace of
one more visit per way is saved in DIR (for DevTools) and its long tasks listed.
Prints medians; asserts nothing.
"""

from __future__ import annotations

import argparse
import base64
import gzip
import json
import shutil
import statistics
import sys
import tempfile
import threading
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import build  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run", "--disable-quic"]
READY = "html[data-app=ready]"
MADE = "html[data-snapshot-store=made]"

#: Records when PyScript reports progress and when the home screen is ready (performance.now()).
RECORDER = """
window.__t = {};
addEventListener("py:progress", (e) => { window.__t[e.detail] ??= performance.now(); });
new MutationObserver(() => {
  if (document.documentElement.dataset.app === "ready") window.__t.home ??= performance.now();
}).observe(document, {subtree: true, attributes: true, childList: true});
"""
#: "fresh" and "shipped" never look in (or write to) Cache Storage: the page has none.
NO_CACHE_STORAGE = 'Object.defineProperty(globalThis, "caches", {value: undefined, configurable: true});'

#: pyodide-early.mjs for "shipped": the snapshot comes from the host instead of Cache Storage.
SHIPPED_LOOKUP = r"""
async function lookup() {
  const response = await fetch(new URL("./pyodide/snapshot.bin", import.meta.url));
  if (!response.ok) return null;
  const stored = await new Response(response.body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer();
  mark("snapshot-inflated");
  return { headers: new Headers({ "x-snapshot-bytes": "%d" }), arrayBuffer: async () => stored };
}
"""

#: The snapshot as the page stored it (base64) and its full length (to build "shipped" from it).
READ_SNAPSHOT = """async () => {
  const early = await import(new URL("./pyodide-early.mjs", location.href).href);
  const response = await (await caches.open(early.SNAPSHOTS)).match(early.ENTRY);
  const bytes = new Uint8Array(await response.arrayBuffer());
  let text = "";
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return [btoa(text), Number(response.headers.get("x-snapshot-bytes"))];
}"""


MARKS = ("Object.fromEntries(performance.getEntriesByType('mark')"
         ".map((m) => [m.name.replace('pyodide-early:', ''), m.startTime]))")


def shipped_site(where: Path, stored: bytes, length: int) -> Path:
    """A copy of dist/ whose pyodide-early.mjs restores pyodide/snapshot.bin (``stored``, gzip) from the host."""
    shutil.copytree(build.DIST, where, symlinks=True)
    early = where / "pyodide-early.mjs"
    text = early.read_text()
    start = text.index("async function lookup()")
    end = text.index("\nasync function forget(")
    early.write_text(text[:start] + SHIPPED_LOOKUP.strip() % length + "\n" + text[end:])
    (where / "pyodide" / "snapshot.bin").write_bytes(gzip.compress(stored, 6, mtime=0))
    return where


def serve(directory: Path):
    server = build.make_server(directory, 0, cache_seconds=3600)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def visit(page, url: str) -> dict[str, float]:
    """One navigation to the home screen; ms from navigation start of every mark, progress event and ready."""
    page.goto(url, wait_until="commit")
    page.wait_for_selector(READY, state="attached", timeout=120_000)
    page.wait_for_function("window.__t.home !== undefined", timeout=10_000)
    times = {**page.evaluate(MARKS), **page.evaluate("window.__t")}
    times["how"] = page.get_attribute("html", "data-snapshot")
    return times


TRACE_CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing", "v8",
                    "v8.execute", "v8.wasm", "disabled-by-default-v8.gc", "loading"]


def long_tasks(trace: Path, limit_ms: float = 15) -> tuple[float, list[tuple[float, float, str]]]:
    """Main-thread busy ms up to the home screen, and its tasks over ``limit_ms``: (start, ms, what ran in them).

    Times are ms from navigation start, lined up through the pyodide-early:start mark. "What ran" is the
    task's longest nested trace events (FunctionCall / RunMicrotasks: JS and wasm, i.e. CPython here).
    """
    data = json.loads(trace.read_text())
    events = data["traceEvents"] if isinstance(data, dict) else data
    threads = {(e["pid"], e["tid"]) for e in events if e.get("ph") == "M" and e.get("name") == "thread_name"
               and e["args"]["name"] == "CrRendererMain"}
    main = [e for e in events if (e.get("pid"), e.get("tid")) in threads]
    start = next(e for e in main if e.get("name") == "pyodide-early:start")
    ready = next((e for e in main if e.get("name") == "pyodide-early:ready"), None)
    origin = start["ts"] / 1000 - float(start.get("args", {}).get("data", {}).get("startTime", 0) or 0)
    spans = sorted((e for e in main if e.get("ph") == "X" and "dur" in e), key=lambda e: (e["ts"], -e["dur"]))
    tops, end = [], -1.0
    for e in spans:
        if e["ts"] >= end:  # not nested in the previous top-level task
            tops.append((e, []))
            end = e["ts"] + e["dur"]
        else:
            tops[-1][1].append(e)
    busy, rows = 0.0, []
    for task, inner in tops:
        at = task["ts"] / 1000 - origin
        if ready is not None and task["ts"] > ready["ts"] + 200_000:
            break
        busy += task["dur"] / 1000
        if task["dur"] / 1000 >= limit_ms:
            totals = defaultdict(float)
            for e in inner:
                totals[e["name"]] += e["dur"] / 1000
            what = ", ".join(f"{name} {ms:.0f}" for name, ms in sorted(totals.items(), key=lambda kv: -kv[1])[:4])
            rows.append((at, task["dur"] / 1000, what))
    return busy, rows


def traced_visit(browser, page, url: str, trace: Path) -> dict[str, float]:
    """A visit recorded into a Chromium trace (DevTools: Performance, load profile)."""
    browser.start_tracing(page=page, path=str(trace), screenshots=False, categories=TRACE_CATEGORIES)
    try:
        return visit(page, url)
    finally:
        browser.stop_tracing()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--no-build", action="store_true", help="use dist/ as it is")
    parser.add_argument("--cpu-slowdown", type=float, default=1, metavar="N",
                        help="slow the pages' main thread N times (CDP CPU throttling; 4 is like a mid-range phone)")
    parser.add_argument("--trace", type=Path, metavar="DIR",
                        help="also trace one more visit of each way, save the traces there and list their long tasks")
    args = parser.parse_args(argv)
    if not args.no_build or not (build.DIST / "index.html").exists():
        build.build()
    from playwright.sync_api import sync_playwright

    ways = ("fresh", "cached", "shipped")
    times: dict[str, list[dict]] = {way: [] for way in ways}
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        dist_server = serve(build.DIST)
        servers = [dist_server]
        contexts, pages, urls = {}, {}, {}
        try:
            for way in ways:
                contexts[way] = browser.new_context(service_workers="allow")
                contexts[way].add_init_script(RECORDER + (NO_CACHE_STORAGE if way != "cached" else ""))
                pages[way] = contexts[way].new_page()
                if args.cpu_slowdown != 1:
                    cdp = contexts[way].new_cdp_session(pages[way])
                    cdp.send("Emulation.setCPUThrottlingRate", {"rate": args.cpu_slowdown})
            # The snapshot this browser makes, for "cached" (in its Cache Storage) and "shipped" (as a file).
            urls["cached"] = urls["fresh"] = dist_server[1]
            visit(pages["cached"], urls["cached"])
            pages["cached"].wait_for_selector(MADE, state="attached", timeout=180_000)
            text, length = pages["cached"].evaluate(READ_SNAPSHOT)
            stored = base64.b64decode(text)
            shipped = serve(shipped_site(Path(tmp) / "shipped", stored, length))
            servers.append(shipped)
            urls["shipped"] = shipped[1]
            size = (Path(tmp) / "shipped" / "pyodide" / "snapshot.bin").stat().st_size
            print(f"snapshot: {length / 1e6:.1f} MB, {len(stored) / 1e6:.1f} MB in Cache Storage (zero pages "
                  f"left out); shipped: {size / 1e6:.1f} MB (the same, gzip)")
            for way in ways:  # warm up: service worker installed, HTTP and wasm code caches filled
                for _ in range(2):
                    visit(pages[way], urls[way])
                if way != "cached":
                    pages[way].wait_for_selector("html[data-offline=ready]", state="attached", timeout=120_000)
            for run in range(args.runs):
                order = ways[run % 3:] + ways[:run % 3]  # interleaved, each way first in turn
                for way in order:
                    t = visit(pages[way], urls[way])
                    times[way].append(t)
                    print(f"  run {run + 1} {way:8} {t['how']:9} home ready {t['home']:6.0f} ms", flush=True)
            if args.trace:
                args.trace.mkdir(parents=True, exist_ok=True)
                print("\nOne traced visit each: main-thread tasks of 15 ms or more up to the home screen "
                      "(ms from navigation start)")
                for way in ways:
                    trace = args.trace / f"{way}.json"
                    t = traced_visit(browser, pages[way], urls[way], trace)
                    busy, rows = long_tasks(trace)
                    print(f"  {way} ({t['how']}): home ready at {t['home']:.0f} ms; main thread busy {busy:.0f} ms "
                          f"in all; trace {trace}")
                    for at, ms, what in rows:
                        print(f"    at {at:6.0f}  {ms:5.0f} ms  {what}")
        finally:
            for server, _ in servers:
                server.shutdown()
                server.server_close()
            browser.close()

    steps = ["start", "lookup", "snapshot-inflated", "snapshot-read", "snapshot-loaded", "ready",
             "Loaded interpreter", "Loaded files", "home"]
    slowdown = f", main thread slowed {args.cpu_slowdown:g}x" if args.cpu_slowdown != 1 else ""
    print(f"\nWarm start, median ms from navigation start over {args.runs} interleaved runs (localhost{slowdown})")
    print(f"{'way':8} " + " ".join(f"{s:>18}" for s in steps))
    for way in ways:
        rows = times[way]
        cells = []
        for step in steps:
            values = [row[step] for row in rows if step in row]
            cells.append(f"{statistics.median(values):18.0f}" if values else f"{'-':>18}")
        print(f"{way:8} " + " ".join(cells))
    fresh = statistics.median(t["home"] for t in times["fresh"])
    for way in ways:
        values = [t["home"] for t in times[way]]
        print(f"{way:8} home ready: median {statistics.median(values):.0f} ms (min {min(values):.0f}, max "
              f"{max(values):.0f}), {statistics.median(values) / fresh:.2f}x fresh; "
              f"started as {sorted({t['how'] for t in times[way]})}")
    print("ready: pyodide-early.mjs has the interpreter; Loaded interpreter: PyScript has it; home: home screen drawn")
    return 0


if __name__ == "__main__":
    sys.exit(main())
