#!/usr/bin/env python3
"""Startup benchmark on a real network: our site vs stock PyScript vs a bare stock-Pyodide page, plus bytes.

    python bench/startup.py [--runs 3] [--network MBPS,RTT ...] [--no-localhost] [--no-build] [--variant NAME=DIR]

Each network profile (default: 10 Mbit/s with 40 ms round trips, and 1.6 Mbit/s with 150 ms, i.e. slow 4G;
plus localhost unthrottled) throttles Chromium through CDP Network.emulateNetworkConditions (latency per
request, the same throughput down and up). Every variant is served by build.make_server from its own
127.0.0.1 port as a real host would: brotli from the precompressed copies (build.precompress), ETags,
Cache-Control: no-cache for pages and sw.js, max-age=3600 for the rest (a return visit revalidates
only the page). Variants, measured interleaved within a profile:
  ours          dist/ as built, service worker blocked
  stock-pyscript  dist/ with the stock python_stdlib.zip swapped back in (what precompiling saves)
  bare          node_modules/pyodide as shipped, no PyScript: a page whose Python creates one element
  ours+sw       (localhost only) ours with its service worker: revisits come from its cache
  embed-poster  (localhost only) embed.html?game=hennote…: ready = its Play button (no Python loaded)
  embed-play    (localhost only) the same page, timed from tapping Play to the game's screen
Two times per visit, from navigation start, recorded in the page by a MutationObserver:
  home  the home screen is interactive (HOME_INTERACTIVE); bare: its Python has made its element
  play  playable: from home, tap Hennote and Start (a human against a bot) as soon as possible and
        wait for the first legal choice on screen (PLAYABLE); bare: the same as home
A cold visit uses a fresh browser profile; two warm visits then navigate to the same URL in that
profile (HTTP cache warm; by the second, Chromium has also cached the compiled wasm). localStorage
is cleared before every visit, so each starts at home with no saved game. Transfer: bytes received
on the cold visit (CDP encodedDataLength: bodies as sent, plus headers). Prints medians; asserts nothing.
"""

from __future__ import annotations

import argparse
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

ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run", "--disable-quic"]
#: The home screen can be used: pre-rendered before Python (data-home), or drawn by Python (data-app).
HOME_INTERACTIVE = "html[data-home=interactive], html[data-app=ready]"
#: From home to a game against a bot (the setup's defaults: seat 1 human, seat 2 a bot).
PLAY_TAPS = ("[data-testid=play-hennote]", "[data-testid=start-game]")
#: A legal choice for the human is on screen.
PLAYABLE = "[data-choice]"
#: static/pyodide-early.mjs: the first visit's snapshot is stored (or could not be); it waits 20 s for a
#: service worker that is blocked here, so each run takes that much longer.
SNAPSHOT_STORED = "html[data-snapshot-store=made], html[data-snapshot-store=failed]"
APP_READY = "html[data-app=ready]"
BARE_READY = "#bare-ready"
OFFLINE_READY = "html[data-offline=ready]"
EMBED_PAGE = "embed.html?game=hennote&seats=human,bot"
EMBED_PLAY = "[data-testid=embed-play]"
DEFAULT_NETWORKS = ("10,40", "1.6,150")
TIMEOUT_MS = 300_000  # a cold visit at 1.6 Mbit/s takes a minute or more


class Network(NamedTuple):
    """A throttling profile; mbps None means localhost, unthrottled."""

    mbps: float | None
    rtt_ms: float = 0

    @property
    def name(self) -> str:
        return "localhost" if self.mbps is None else f"{self.mbps:g} Mbit/s, {self.rtt_ms:g} ms RTT"


def network(text: str) -> Network:
    """``MBPS,RTT`` from the command line, e.g. ``10,40``."""
    try:
        mbps, rtt = (float(part) for part in text.split(","))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected MBPS,RTT_MS such as 10,40, not {text!r}") from None
    return Network(mbps, rtt)


class Variant(NamedTuple):
    """One thing to measure: a served folder, the page in it, and what "home" and "playable" mean there."""

    directory: Path
    home: str  # interactive when this matches
    play: tuple[str, ...] = ()  # taps from home to a game, then playable when PLAYABLE matches; () = at home
    path: str = ""  # page below the folder's URL
    click: str | None = None  # tap this first; times are then measured from the tap
    sw: bool = False  # let our service worker run; warm revisits come from its cache
    throttled: bool = True  # also measured under --network (the page's throttling misses a worker's fetches)


class Visit(NamedTuple):
    home: float
    play: float


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

#: Records performance.now() when each selector first matches (polling would add noise); clears saves
#: (but not the hint that this browser stored a memory snapshot: a return visit keeps it).
OBSERVER = """
(() => {
  try {
    Object.keys(localStorage).filter((key) => key === "pygames:current" || key.startsWith("pygames:save:"))
      .forEach((key) => localStorage.removeItem(key));
  } catch (e) {}
  const marks = %s;
  window.__marks = {};
  const check = () => {
    for (const [name, selector] of Object.entries(marks)) {
      if (window.__marks[name] === undefined && document.querySelector(selector)) {
        window.__marks[name] = performance.now();
      }
    }
  };
  new MutationObserver(check).observe(document, {subtree: true, childList: true, attributes: true});
  document.addEventListener("click", () => { window.__clickAt ??= performance.now(); }, true);
})();
"""


def make_bare(where: Path) -> Path:
    """A site holding the bare page and links to the untouched npm pyodide files, precompressed like ours."""
    (where / "pyodide").mkdir(parents=True)
    (where / "index.html").write_text(BARE_HTML)
    for entry in build.PYODIDE.iterdir():
        if entry.is_file():
            (where / "pyodide" / entry.name).symlink_to(entry)
    build.precompress(where)
    return where


def make_stock(where: Path) -> Path:
    """dist/ mirrored by symlinks, but with the stock python_stdlib.zip (precompressed too)."""
    where.mkdir()
    for entry in build.DIST.iterdir():
        if entry.name != "pyodide" and not build.is_variant(entry):
            (where / entry.name).symlink_to(entry, target_is_directory=entry.is_dir())
    (where / "pyodide").mkdir()
    for entry in (build.DIST / "pyodide").iterdir():
        if not build.is_variant(entry):
            source = build.PYODIDE / entry.name if entry.name == "python_stdlib.zip" else entry
            (where / "pyodide" / entry.name).symlink_to(source)
    build.precompress(where)  # its own folders are linked to dist/'s, which has its copies already
    return where


def serve(directory: Path):
    """Serve a directory like a host that lets assets be cached for an hour; return (server, base URL)."""
    server = build.make_server(directory, 0, cache_seconds=3600)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def load_once(page, url: str, v: Variant) -> Visit:
    """Navigate, tap through to a game as soon as each tap is possible; seconds to home and to playable."""
    page.goto(url, wait_until="commit", timeout=TIMEOUT_MS)
    if v.click:
        page.click(v.click, timeout=TIMEOUT_MS)
    page.wait_for_selector(v.home, state="attached", timeout=TIMEOUT_MS)
    for tap in v.play:
        page.click(tap, timeout=TIMEOUT_MS)
    if v.play:
        page.wait_for_selector(PLAYABLE, state="attached", timeout=TIMEOUT_MS)
    marks = page.evaluate("new Promise(done => requestAnimationFrame(() => done(window.__marks)))")
    origin = page.evaluate("window.__clickAt") if v.click else 0
    home = (marks["home"] - origin) / 1000
    return Visit(home, (marks["play"] - origin) / 1000 if v.play else home)


def one_run(playwright, chromium: str, url: str, v: Variant, net: Network,
            fetched: dict[str, int]) -> tuple[Visit, Visit, Visit]:
    """A cold visit in a fresh profile, then two warm ones; record the cold visit's bytes per URL into ``fetched``.

    The second revisit is faster again: Chromium keeps the compiled wasm code only after the
    module has been used once from the HTTP cache. Service workers are blocked unless ``v.sw``:
    then the revisits wait until ours has precached the site and come from it.
    """
    with tempfile.TemporaryDirectory() as profile:
        context = playwright.chromium.launch_persistent_context(
            profile, executable_path=chromium, args=ARGS, headless=True,
            service_workers="allow" if v.sw else "block")
        try:
            context.add_init_script(OBSERVER % json.dumps({"home": v.home, "play": PLAYABLE}))
            page = context.pages[0] if context.pages else context.new_page()
            cdp = context.new_cdp_session(page)
            cdp.send("Network.enable")
            if net.mbps is not None:
                rate = net.mbps * 1e6 / 8  # bytes/s
                cdp.send("Network.emulateNetworkConditions", {"offline": False, "latency": net.rtt_ms,
                                                              "downloadThroughput": rate, "uploadThroughput": rate})
            urls: dict[str, str] = {}
            recording = [True]
            cdp.on("Network.responseReceived", lambda e: urls.setdefault(e["requestId"], e["response"]["url"]))
            cdp.on("Network.loadingFinished", lambda e: recording[0] and e["requestId"] in urls and fetched.__setitem__(
                urls[e["requestId"]], fetched.get(urls[e["requestId"]], 0) + int(e["encodedDataLength"])))
            log: list[str] = []
            page.on("console", lambda m: log.append(f"console {m.type}: {m.text[:200]}"))
            page.on("pageerror", lambda e: log.append(f"page error: {e}"))
            try:
                cold = load_once(page, url, v)
                recording[0] = False
                if v.sw:
                    page.wait_for_selector(OFFLINE_READY, state="attached", timeout=TIMEOUT_MS)
                if v.play:  # our app: a return visit comes after the first has stored its memory snapshot
                    page.wait_for_selector(SNAPSHOT_STORED, state="attached", timeout=TIMEOUT_MS)
                warm = load_once(page, url, v)
                warm2 = load_once(page, url, v)
            except Exception:
                print(f"{url}: did not get ready; page log:\n  " + "\n  ".join(log[-20:]), file=sys.stderr)
                raise
            if any(line.startswith(("page error", "console error")) for line in log):
                raise SystemExit(f"{url}: errors:\n  " + "\n  ".join(log))
            return cold, warm, warm2
        finally:
            context.close()


def files_of(fetched: dict[str, int], directory: Path) -> list[Path]:
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


def sizes(files: list[Path], directory: Path) -> list[tuple[str, int, int, int]]:
    """(path, raw bytes, gzip bytes, brotli bytes) for each file: what a host serving the build's copies sends."""
    def sent(path: Path, suffix: str) -> int:
        copy = path.with_name(path.name + suffix)
        return copy.stat().st_size if copy.is_file() else path.stat().st_size

    rows = [(str(path.relative_to(directory)), path.stat().st_size, sent(path, ".gz"), sent(path, ".br"))
            for path in files]
    return sorted(rows, key=lambda row: -row[1])


def first_visit_bytes(files: list[Path], directory: Path) -> tuple[int, int, int]:
    """Total (raw, gzip, brotli) bytes of a first visit that fetched ``files``."""
    rows = sizes(files, directory)
    return sum(r[1] for r in rows), sum(r[2] for r in rows), sum(r[3] for r in rows)


def report(net: Network, runs: int, times: dict[str, list[tuple[Visit, Visit, Visit]]],
           transfer: dict[str, list[int]]) -> None:
    """One profile's table: medians, ratios of playable against bare's ready, bytes received on a cold visit."""
    med = {name: [Visit(*(statistics.median(getattr(run[k], f) for run in rs) for f in Visit._fields))
                  for k in range(3)] for name, rs in times.items()}
    bare = med.get("bare")
    print(f"\n{net.name}: seconds from navigation start, median of {runs}; home = home screen interactive, "
          f"play = first legal choice in a game vs a bot (bare: its Python ready); x bare = play / bare's")
    print(f"{'variant':16} {'cold home':>9} {'play':>6} {'warm home':>9} {'play':>6} {'warm2 home':>10} "
          f"{'play':>6} {'cold x bare':>11} {'warm x':>7} {'warm2 x':>7} {'received MB':>11}")
    for name, (cold, warm, warm2) in med.items():
        ratios = f"{'':27}"
        if bare:
            ratios = (f"{cold.play / bare[0].play:11.2f} {warm.play / bare[1].play:7.2f} "
                      f"{warm2.play / bare[2].play:7.2f}")
        print(f"{name:16} {cold.home:9.2f} {cold.play:6.2f} {warm.home:9.2f} {warm.play:6.2f} {warm2.home:10.2f} "
              f"{warm2.play:6.2f} {ratios} {statistics.median(transfer[name]) / 1e6:11.2f}")


def main(argv: list[str] | None = None) -> int:
    """Run every variant under every profile and print the tables."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--network", type=network, action="append", metavar="MBPS,RTT_MS",
                        help=f"throttle to this (repeatable; default: {' and '.join(DEFAULT_NETWORKS)})")
    parser.add_argument("--no-localhost", action="store_true", help="skip the unthrottled localhost run")
    parser.add_argument("--no-build", action="store_true", help="use dist/ as it is")
    parser.add_argument("--no-stock", action="store_true", help="skip the stock-pyscript variant")
    parser.add_argument("--no-extras", action="store_true", help="skip ours+sw and the embed variants (localhost)")
    parser.add_argument("--variant", action="append", default=[], metavar="NAME=DIR",
                        help="also measure another built site (home and playable as for ours)")
    args = parser.parse_args(argv)
    networks = ([] if args.no_localhost else [Network(None)]) + (
        args.network or [network(text) for text in DEFAULT_NETWORKS])
    if not args.no_build or not (build.DIST / "index.html").exists():
        build.build()
    chromium = build.find_chromium()
    if chromium is None:
        raise SystemExit(build.NO_CHROMIUM)
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp:
        variants = {"ours": Variant(build.DIST, HOME_INTERACTIVE, PLAY_TAPS)}
        if not args.no_stock:
            variants["stock-pyscript"] = Variant(make_stock(Path(tmp) / "stock"), HOME_INTERACTIVE, PLAY_TAPS)
        variants["bare"] = Variant(make_bare(Path(tmp) / "bare"), BARE_READY)
        if not args.no_extras:
            variants["ours+sw"] = Variant(build.DIST, HOME_INTERACTIVE, PLAY_TAPS, sw=True, throttled=False)
            variants["embed-poster"] = Variant(build.DIST, EMBED_PLAY, path=EMBED_PAGE, throttled=False)
            variants["embed-play"] = Variant(build.DIST, APP_READY, path=EMBED_PAGE, click=EMBED_PLAY,
                                             throttled=False)
        for spec in args.variant:
            name, _, folder = spec.partition("=")
            variants[name] = Variant(Path(folder).resolve(), HOME_INTERACTIVE, PLAY_TAPS)
        servers = {name: serve(variant.directory) for name, variant in variants.items()}
        fetched: dict[str, dict[str, int]] = {name: {} for name in variants}  # first cold visit's bytes per URL
        try:
            with sync_playwright() as playwright:
                for net in networks:
                    chosen = {n: v for n, v in variants.items() if v.throttled or net.mbps is None}
                    times: dict[str, list[tuple[Visit, Visit, Visit]]] = {name: [] for name in chosen}
                    transfer: dict[str, list[int]] = {name: [] for name in chosen}
                    for run in range(args.runs):  # interleaved, so background load hits every variant alike
                        for name, v in chosen.items():
                            received: dict[str, int] = {}
                            visits = one_run(playwright, chromium, servers[name][1] + v.path, v, net, received)
                            times[name].append(visits)
                            transfer[name].append(sum(received.values()))
                            if not fetched[name]:
                                fetched[name] = received
                            print(f"  {net.name}, run {run + 1}, {name:16} "
                                  + "  ".join(f"{kind} {visit.home:6.2f}/{visit.play:6.2f} s" for kind, visit
                                              in zip(("cold", "warm", "warm2"), visits))
                                  + f"  {sum(received.values()) / 1e6:.2f} MB", flush=True)
                    report(net, args.runs, times, transfer)
        finally:
            for server, _ in servers.values():
                server.shutdown()
                server.server_close()
        print("\ntargets (issue #12): first visit <= 4.5 MB brotli; 10 Mbit/s 40 ms: home <= 0.6 s, cold play <= 0.7x "
              "bare, warm <= 0.2x bare; 1.6 Mbit/s 150 ms: cold play <= 30 s; localhost: cold <= 0.55x, warm <= 0.47x")
        print("\nFirst visit: the files fetched, as a host would send them (raw, gzip, brotli: the build's copies)")
        print(f"{'variant':16} {'files':>5} {'raw MB':>8} {'gzip MB':>8} {'brotli MB':>9}")
        files = {name: files_of(fetched[name], v.directory) for name, v in variants.items()}
        for name, v in variants.items():
            raw, gz, br = first_visit_bytes(files[name], v.directory)
            print(f"{name:16} {len(files[name]):5} {raw / 1e6:8.2f} {gz / 1e6:8.2f} {br / 1e6:9.2f}")
        first = {path.resolve() for path in files["ours"]}
        rest = [p for p in build.DIST.rglob("*")
                if p.is_file() and not build.is_variant(p) and p.resolve() not in first]
        raw, gz, br = first_visit_bytes(rest, build.DIST)
        print(f"the service worker then precaches {len(rest)} more files: {raw / 1e6:.2f} MB raw, {gz / 1e6:.2f} MB "
              f"gzip, {br / 1e6:.2f} MB brotli (first-visit files are revalidated, not refetched)")
        print("\nFirst visit, ours: every response body")
        print(f"{'file':48} {'raw bytes':>12} {'gzip':>12} {'brotli':>12}")
        table = sizes(files["ours"], build.DIST)
        for path, raw, gz, br in table:
            print(f"{path:48} {raw:12,} {gz:12,} {br:12,}")
        print(f"{'total (' + str(len(table)) + ' files)':48} {sum(r[1] for r in table):12,} "
              f"{sum(r[2] for r in table):12,} {sum(r[3] for r in table):12,}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
