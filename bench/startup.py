#!/usr/bin/env python3
"""Startup benchmark: our site vs a bare page on stock Pyodide, cold and warm, plus first-visit bytes.

    python bench/startup.py [--runs 5] [--no-build] [--variant NAME=DIR ...]

Variants, measured interleaved (each served on its own 127.0.0.1 port with Cache-Control: max-age=3600):
  ours          dist/ as built, service worker blocked; "ready" = html[data-app=ready]
  ours+sw       the same with our service worker: warm revisits wait until it has precached the site
  embed-poster  embed.html?game=hennote…: "ready" = its Play button (no Python loaded)
  embed-play    the same page, timed from tapping Play to the game's screen
  bare          node_modules/pyodide as shipped (stock python_stdlib.zip), no PyScript; a page whose
                Python creates one DOM element; "ready" = that element
  stock-pyscript  dist/ with the stock python_stdlib.zip swapped back in (what precompiling saves)
A cold load uses a fresh browser profile; two warm loads then navigate to the same URL again in
that profile (HTTP cache warm; by the second, Chromium has also cached the compiled wasm).
Times are from navigation start, recorded in the page by a MutationObserver. Prints medians; asserts nothing.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import statistics
import sys
import tempfile
import threading
from pathlib import Path
from typing import NamedTuple
from urllib.parse import unquote, urlsplit

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import build  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run", "--disable-quic"]
APP_READY = "html[data-app=ready]"
BARE_READY = "#bare-ready"
OFFLINE_READY = "html[data-offline=ready]"
EMBED_PAGE = "embed.html?game=hennote&seats=human,bot"
EMBED_PLAY = "[data-testid=embed-play]"


class Variant(NamedTuple):
    """One thing to measure: a served folder, the page in it, and what "ready" means there."""

    directory: Path
    selector: str  # ready when this matches
    path: str = ""  # page below the folder's URL
    click: str | None = None  # tap this first; time is then measured from the tap
    sw: bool = False  # let our service worker run; warm revisits come from its cache

BARE_HTML = """<!doctype html>
<html><head><meta charset="utf-8"><title>bare pyodide</title><link rel="icon" href="data:,"></head>
<body><script type="module">
import { loadPyodide } from "./pyodide/pyodide.mjs";
const pyodide = await loadPyodide();
pyodide.runPython(`
from js import document
el = document.createElement("div")
el.id = "bare-ready"
el.textContent = "ready"
document.body.appendChild(el)
`);
</script></body></html>
"""

#: Records performance.now() when the ready selector first matches (polling would add noise).
OBSERVER = """
(() => {
  const selector = %r;
  const check = () => {
    if (window.__readyAt === undefined && document.querySelector(selector)) {
      window.__readyAt = performance.now();
    }
  };
  new MutationObserver(check).observe(document, {subtree: true, childList: true, attributes: true});
  document.addEventListener("click", () => { window.__clickAt ??= performance.now(); }, true);
})();
"""


def make_bare(where: Path) -> Path:
    """A site holding the bare page and a link to the untouched npm pyodide folder."""
    where.mkdir()
    (where / "index.html").write_text(BARE_HTML)
    (where / "pyodide").symlink_to(build.PYODIDE, target_is_directory=True)
    return where


def make_stock(where: Path) -> Path:
    """dist/ mirrored by symlinks, but with the stock python_stdlib.zip."""
    where.mkdir()
    for entry in build.DIST.iterdir():
        if entry.name != "pyodide":
            (where / entry.name).symlink_to(entry, target_is_directory=entry.is_dir())
    (where / "pyodide").mkdir()
    for entry in (build.DIST / "pyodide").iterdir():
        source = build.PYODIDE / entry.name if entry.name == "python_stdlib.zip" else entry
        (where / "pyodide" / entry.name).symlink_to(source)
    return where


def serve(directory: Path):
    """Serve a directory with caching allowed; return (server, base URL)."""
    server = build.make_server(directory, 0, cache_seconds=3600)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def load_once(page, url: str, selector: str, click: str | None = None) -> float:
    """Navigate and return seconds from navigation start (or from tapping ``click``) to the ready selector."""
    page.goto(url, wait_until="commit")
    if click:
        page.click(click, timeout=120_000)
    page.wait_for_selector(selector, state="attached", timeout=120_000)
    page.wait_for_function("window.__readyAt !== undefined", timeout=10_000)
    return page.evaluate("(window.__readyAt - (window.__clickAt ?? 0)) / 1000")


def one_run(playwright, url: str, selector: str, fetched: dict[str, bool] | None,
            service_worker: bool = False, click: str | None = None) -> tuple[float, float, float]:
    """A cold load in a fresh profile, then two warm revisits; record first-visit URLs into ``fetched``.

    The second revisit is faster again: Chromium keeps the compiled wasm code only after the
    module has been used once from the HTTP cache. Service workers are blocked unless
    ``service_worker``: then the revisits wait until ours has precached the site and come from it.
    """
    with tempfile.TemporaryDirectory() as profile:
        context = playwright.chromium.launch_persistent_context(
            profile, executable_path=CHROMIUM, args=ARGS, headless=True,
            service_workers="allow" if service_worker else "block")
        try:
            context.add_init_script(OBSERVER % selector)
            page = context.new_page()
            log: list[str] = []
            page.on("console", lambda m: log.append(f"console {m.type}: {m.text[:200]}"))
            page.on("pageerror", lambda e: log.append(f"page error: {e}"))
            recording = [fetched is not None]
            page.on("requestfinished", lambda r: recording[0] and fetched.setdefault(r.url, True))
            try:
                cold = load_once(page, url, selector, click)
                recording[0] = False
                if service_worker:
                    page.wait_for_selector(OFFLINE_READY, state="attached", timeout=120_000)
                warm = load_once(page, url, selector, click)
                warm2 = load_once(page, url, selector, click)
            except Exception:
                print(f"{url}: did not get ready; page log:\n  " + "\n  ".join(log[-20:]), file=sys.stderr)
                raise
            if any(line.startswith(("page error", "console error")) for line in log):
                raise SystemExit(f"{url}: errors:\n  " + "\n  ".join(log))
            return cold, warm, warm2
        finally:
            context.close()


def files_of(fetched: dict[str, bool], directory: Path) -> list[Path]:
    """Map fetched local URLs back to the served files."""
    files = []
    for fetched_url in fetched:
        parts = urlsplit(fetched_url)
        if parts.hostname in ("127.0.0.1", "localhost"):
            path = directory / unquote(parts.path).lstrip("/")
            if path.is_dir():
                path = path / "index.html"
            if path.is_file():
                files.append(path)
    return files


BROTLI_CACHE = build.CACHE / "brotli-sizes.json"


def brotli_size(path: Path) -> int:
    """Bytes of the file compressed with brotli at quality 11 (what a static host would precompress).

    Slow for the wasm, so cached by content in build/brotli-sizes.json.
    """
    import brotli

    data = path.read_bytes()
    digest = hashlib.sha256(data).hexdigest()
    cache = json.loads(BROTLI_CACHE.read_text()) if BROTLI_CACHE.exists() else {}
    if digest not in cache:
        cache[digest] = len(brotli.compress(data, quality=11))
        BROTLI_CACHE.parent.mkdir(exist_ok=True)
        BROTLI_CACHE.write_text(json.dumps(cache))
    return cache[digest]


def sizes(files: list[Path], directory: Path) -> list[tuple[str, int, int]]:
    """(path, raw bytes, brotli bytes) for each fetched file."""
    rows = [(str(path.relative_to(directory)), path.stat().st_size, brotli_size(path.resolve())) for path in files]
    return sorted(rows, key=lambda row: -row[1])


def main(argv: list[str] | None = None) -> int:
    """Run every variant and print the tables."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--no-build", action="store_true", help="use dist/ as it is")
    parser.add_argument("--no-stock", action="store_true", help="skip the stock-pyscript variant")
    parser.add_argument("--no-embed", action="store_true", help="skip the embed variants")
    parser.add_argument("--variant", action="append", default=[], metavar="NAME=DIR",
                        help="also measure another built site (ready = html[data-app=ready])")
    args = parser.parse_args(argv)
    if not args.no_build or not (build.DIST / "index.html").exists():
        build.build()
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp:
        variants = {"ours": Variant(build.DIST, APP_READY), "ours+sw": Variant(build.DIST, APP_READY, sw=True),
                    "bare": Variant(make_bare(Path(tmp) / "bare"), BARE_READY)}
        if not args.no_stock:
            variants["stock-pyscript"] = Variant(make_stock(Path(tmp) / "stock"), APP_READY)
        if not args.no_embed:
            variants["embed-poster"] = Variant(build.DIST, EMBED_PLAY, EMBED_PAGE)
            variants["embed-play"] = Variant(build.DIST, APP_READY, EMBED_PAGE, click=EMBED_PLAY)
        for spec in args.variant:
            name, _, folder = spec.partition("=")
            variants[name] = Variant(Path(folder).resolve(), APP_READY)
        servers = {name: serve(variant.directory) for name, variant in variants.items()}
        times: dict[str, dict[str, list[float]]] = {name: {"cold": [], "warm": [], "warm2": []} for name in variants}
        fetched: dict[str, dict[str, bool]] = {name: {} for name in variants}
        try:
            with sync_playwright() as playwright:
                for run in range(args.runs):  # interleaved, so background load hits every variant alike
                    for name, v in variants.items():
                        record = fetched[name] if run == 0 else None
                        cold, warm, warm2 = one_run(playwright, servers[name][1] + v.path, v.selector, record,
                                                    service_worker=v.sw, click=v.click)
                        times[name]["cold"].append(cold)
                        times[name]["warm"].append(warm)
                        times[name]["warm2"].append(warm2)
                        print(f"  run {run + 1} {name:16} cold {cold:5.2f} s  warm {warm:5.2f} s  "
                              f"warm2 {warm2:5.2f} s", flush=True)
        finally:
            for server, _ in servers.values():
                server.shutdown()
                server.server_close()
        results = {name: {**{kind: statistics.median(values) for kind, values in t.items()},
                          "files": files_of(fetched[name], variants[name].directory)} for name, t in times.items()}
        bare = results["bare"]
        print(f"\nStartup to ready, median of {args.runs}. cold: fresh profile; warm: same profile, first "
              "revisit (HTTP cache warm; ours+sw: from the service worker's cache); warm2: second revisit (wasm code "
              "cache warm too)")
        print(f"{'variant':16} {'cold s':>7} {'warm s':>7} {'warm2 s':>7} {'cold/bare':>9} {'warm/bare':>9} "
              f"{'warm2/bare':>10} {'raw MB':>7} {'brotli MB':>9}")
        tables = {}
        for name, r in results.items():
            tables[name] = sizes(r["files"], variants[name].directory)
            raw = sum(row[1] for row in tables[name]) / 1e6
            br = sum(row[2] for row in tables[name]) / 1e6
            print(f"{name:16} {r['cold']:7.2f} {r['warm']:7.2f} {r['warm2']:7.2f} {r['cold'] / bare['cold']:9.2f} "
                  f"{r['warm'] / bare['warm']:9.2f} {r['warm2'] / bare['warm2']:10.2f} {raw:7.2f} {br:9.2f}")
        print("targets: ours cold <= 0.50x bare, warm <= 0.35x bare (first-visit bytes: cold load of run 1)")
        first = {path.resolve() for path in results["ours"]["files"]}
        rest = [p for p in build.DIST.rglob("*") if p.is_file() and p.resolve() not in first]
        extra = sizes(rest, build.DIST)
        print(f"the service worker then precaches {len(extra)} more files: {sum(r[1] for r in extra) / 1e6:.2f} MB "
              f"raw, {sum(r[2] for r in extra) / 1e6:.2f} MB brotli (first-visit files are revalidated, not refetched)")
        print("\nFirst visit, ours: every response body")
        print(f"{'file':48} {'raw bytes':>12} {'brotli':>12}")
        for path, raw, br in tables["ours"]:
            print(f"{path:48} {raw:12,} {br:12,}")
        print(f"{'total (' + str(len(tables['ours'])) + ' files)':48} {sum(r[1] for r in tables['ours']):12,} "
              f"{sum(r[2] for r in tables['ours']):12,}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
