"""Loading on a slow network: the player sees the true bytes downloaded of the total, in their language.

Served gzip-compressed (as a real host does) and throttled, so the total must be the compressed bytes
that actually cross the wire, counted here by the server itself.
"""

from __future__ import annotations

import functools
import gzip
import http.server
import io
import json
import re
import threading
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest

import build

from .conftest import wait_ready, watch

MBIT = 125_000  # bytes per second
#: Records, on every change of the page, what each [data-boot-progress] element and the live region
#: show. A second progress element appears mid-download, as a panel opened by a tap on Start does; what
#: it shows once the page's pending callbacks have run (a microtask later) is kept in ``lateFirst``.
RECORDER = """
window.seen = {first: [], late: [], live: [], lateAt: null, lateFirst: null};
new MutationObserver(() => {
  if (!document.body) return;
  let first = document.querySelector('[data-testid=progress-first]');
  if (!first) {
    first = Object.assign(document.createElement('p'), {hidden: true});
    first.dataset.testid = 'progress-first';
    first.setAttribute('data-boot-progress', '');
    document.body.append(first);
  }
  const note = (list, element) => {
    const text = element ? element.textContent : '';
    if (text && list[list.length - 1] !== text) list.push(text);
  };
  note(seen.first, first);
  if (/ MB/.test(first.textContent) && !document.querySelector('[data-testid=progress-late]')) {
    seen.lateAt = first.textContent;
    const late = Object.assign(document.createElement('p'), {hidden: true});
    late.dataset.testid = 'progress-late';
    late.setAttribute('data-boot-progress', '');
    document.body.append(late);
    Promise.resolve().then(() => { seen.lateFirst = late.textContent; });
  }
  note(seen.late, document.querySelector('[data-testid=progress-late]'));
  note(seen.live, document.querySelector('.boot-live'));
}).observe(document, {subtree: true, childList: true, characterData: true});
"""
BYTES = {
    "ja": re.compile(r"^(?P<total>\d+\.\d) MB中 (?P<done>\d+\.\d) MB$"),
    "en": re.compile(r"^(?P<done>\d+\.\d) of (?P<total>\d+\.\d) MB$"),
}


class GzipHandler(build.Handler):
    """Every file gzip-compressed with its Content-Length, as a host that compresses sends it; counts the bytes sent."""

    compressed: dict[Path, bytes] = {}
    sent: Counter[str]

    def send_head(self):  # noqa: ANN201 - the base class's signature
        path = Path(self.translate_path(self.path))
        if path.is_dir():
            path = path / "index.html"
        if not path.is_file() or "gzip" not in self.headers.get("Accept-Encoding", ""):
            return super().send_head()
        if path not in self.compressed:
            self.compressed[path] = gzip.compress(path.read_bytes(), 6)
        body = self.compressed[path]
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.sent[self.path.split("?")[0].lstrip("/")] += len(body)
        return io.BytesIO(body)


@pytest.fixture
def gzip_site(dist: Path) -> Iterator[tuple[str, Counter[str]]]:
    """dist/ served gzip-compressed; yields its URL and the bytes sent per path."""
    sent: Counter[str] = Counter()
    handler = type("Counting", (GzipHandler,), {"sent": sent})
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(handler, directory=str(dist)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/", sent
    finally:
        server.shutdown()
        server.server_close()


def start_up_files(dist: Path) -> dict[str, int]:
    """What build.py stamped into index.html as Python's start-up downloads."""
    page = (dist / "index.html").read_text()
    stamp = re.search(r'<script type="application/json" id="boot-files">(.*?)</script>', page)
    assert stamp, "index.html carries no list of start-up files"
    return json.loads(stamp.group(1))["files"]


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_slow_first_visit_shows_the_true_bytes_then_plain_stages(browser, dist, gzip_site, lang) -> None:
    """At 12 Mbit/s the text counts the compressed MB up to what the server sent, then says what follows."""
    url, sent = gzip_site
    context = browser.new_context(locale="en-US", service_workers="block")  # its precache would be counted too
    page = context.new_page()
    problems = watch(page)
    if lang == "ja":  # the player chose Japanese before: the page speaks it from its first word
        page.add_init_script("localStorage.setItem('pygames:lang', 'ja')")
    words = build.page_words(("boot.",))[lang]
    page.add_init_script(RECORDER)
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send("Network.emulateNetworkConditions",
             {"offline": False, "latency": 40, "downloadThroughput": 12 * MBIT, "uploadThroughput": 12 * MBIT})
    page.goto(url)
    wait_ready(page, timeout_ms=180_000)
    seen = page.evaluate("seen")
    progress = page.evaluate("pygamesBoot.progress")
    context.close()
    assert problems == []

    readings = []  # (done, total) in MB as shown
    for text in seen["first"]:
        match = BYTES[lang].match(text)
        if match:
            readings.append((float(match["done"]), float(match["total"])))
        else:
            assert text in {words["boot.download"], words["boot.start"], words["boot.open"]}, text
    assert len(readings) >= 8, seen["first"]  # it moves while it loads, not once at the end
    dones = [done for done, _ in readings]
    assert dones == sorted(dones), dones
    final_total = readings[-1][1]
    assert readings[-1][0] >= 0.9 * final_total  # the last frame of the download; then the next stage

    files = start_up_files(dist)
    wire = sum(sent[name] for name in files)
    assert 0 < wire < 0.8 * sum(files.values())  # the host compressed: bytes on the wire, not file sizes
    assert wire >= 0.97 * sum(sent.values()), sent  # the stamp names every big file the visit downloads
    assert abs(final_total - wire / 1e6) <= 0.1, (final_total, wire)
    assert all(abs(total - final_total) <= 0.1 * final_total for _, total in readings), readings
    assert progress == {"done": progress["total"], "total": progress["total"], "stage": "ready"}
    assert abs(progress["total"] - wire) <= 0.01 * wire

    # Then the plain stages, in order ("Starting Python…" may pass unpainted when Python takes the main thread).
    last_bytes = max(i for i, text in enumerate(seen["first"]) if BYTES[lang].match(text))
    after = seen["first"][last_bytes + 1:]
    assert after in ([words["boot.start"], words["boot.open"]], [words["boot.open"]]), after
    assert seen["lateFirst"] == seen["lateAt"], seen  # a panel opened mid-download shows the bytes at once
    assert seen["late"][-1] == words["boot.open"]
    # The live region speaks the stages and each quarter of the download, not every chunk.
    assert words["boot.start"] in seen["live"] and len(seen["live"]) <= 7, seen["live"]


def test_a_return_visit_from_the_offline_copy_claims_no_download(browser, site_url) -> None:
    """Once the site is cached for offline play, a visit downloads nothing, so it says so: straight to the stages."""
    context = browser.new_context(locale="ja-JP")
    page = context.new_page()
    problems = watch(page)
    page.goto(site_url)
    wait_ready(page)
    page.wait_for_selector("html[data-offline=ready]", state="attached", timeout=60_000)
    page.add_init_script(RECORDER)
    page.reload()
    wait_ready(page)
    seen = page.evaluate("seen")
    progress = page.evaluate("pygamesBoot.progress")
    context.close()
    assert problems == []
    words = build.page_words(("boot.",))["ja"]
    assert seen["first"] and set(seen["first"]) <= {words["boot.start"], words["boot.open"]}, seen["first"]
    assert progress == {"done": 0, "total": 0, "stage": "ready"}


def test_a_download_that_stops_moving_asks_the_player_to_check_the_connection(page) -> None:
    """The runtime's wasm never arrives: a Start tapped on the home screen waits, and after 25 s without
    progress the waiting panel says to check the connection."""
    page.route("**/pyodide.asm.wasm", lambda route: None)  # the request hangs, as on a dropped link
    page.goto(page.site_url)
    page.locator("[data-testid=play-hennote]:visible").click()  # the pre-rendered home, before Python
    page.locator("[data-testid=start-game]:visible").click()
    notice = page.locator("[data-testid=pre-wait] .boot-slow")
    notice.wait_for(state="visible", timeout=60_000)
    assert page.locator("html[data-app=loading]").count() == 1
    assert "接続" in notice.inner_text() or "connection" in notice.inner_text()
