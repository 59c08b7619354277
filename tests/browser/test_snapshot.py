"""Return visits start from a Pyodide memory snapshot (static/pyodide-early.mjs, snapshot-worker.mjs).

A first visit makes the snapshot in the background once the home screen is idle; a return visit
restores it and plays as usual, with its own random numbers; a damaged snapshot falls back to a
normal start and is replaced; one stored under another build's key is never restored and is removed;
a deploy that leaves Python alone keeps it through the service worker's update. Tests wait on
``<html data-snapshot>`` (how Python started) and ``data-snapshot-store`` (made).
"""

from __future__ import annotations

import json
import shutil

import build

from .conftest import serving, wait_ready, watch
from .helpers import CHOICE, IDLE, open_app, start_game, tap

MADE = "html[data-snapshot-store=made]"
STORED_OR_FAILED = f"{MADE}, html[data-snapshot-store=failed]"  # failing fast beats a 2-minute timeout
SNAPSHOT_WAIT_MS = 120_000  # the worker starts a second Python on a machine that may be busy

#: The snapshot cache as the page sees it: its name, this build's entry, and every entry's name and size.
ENTRIES = """async () => {
  const early = await import(new URL("./pyodide-early.mjs", location.href).href);
  const cache = await caches.open(early.SNAPSHOTS);
  const entries = [];
  for (const request of await cache.keys()) {
    entries.push([request.url, (await (await cache.match(request)).arrayBuffer()).byteLength]);
  }
  return {entry: early.ENTRY, entries};
}"""

#: Python evaluated in the page's interpreter (the one PyScript got from pyodide-early.mjs).
PYTHON = """async (code) => {
  const early = await import(new URL("./pyodide-early.mjs", location.href).href);
  return (await early.loadPyodide()).runPython(code);
}"""


def visit(page, query: str = "?botdelay=0") -> str:
    """Open the site; how its Python started ("restored", "fallback" or "absent")."""
    open_app(page, query)
    return page.get_attribute("html", "data-snapshot")


def first_visit(page) -> dict:
    """A first visit, up to its snapshot being stored; the snapshot cache then."""
    assert visit(page) == "absent"
    page.wait_for_selector(STORED_OR_FAILED, state="attached", timeout=SNAPSHOT_WAIT_MS)
    assert page.get_attribute("html", "data-snapshot-store") == "made", "the worker failed (see console warnings)"
    cache = page.evaluate(ENTRIES)
    assert [url for url, _ in cache["entries"]] == [cache["entry"]]
    return cache


def saved_actions(page) -> list:
    return json.loads(page.evaluate("localStorage.getItem('pygames:save:fox_grapes')"))["engine"]["actions"]


def new_game_seed(page) -> int:
    """Start a Fox and Grapes game against a bot and play a move (a card, then its claim); the deal's seed."""
    start_game(page, "fox_grapes", [("Ann", "human"), ("Robo", "bot")])
    page.wait_for_selector(f"{IDLE} {CHOICE}")
    before = saved_actions(page)
    for _ in range(4):  # a move may take more than one tap
        tap(page, page.locator(CHOICE).first)
        page.wait_for_selector(f"{IDLE} {CHOICE}")
        if len(saved_actions(page)) > len(before):
            break
    else:
        raise AssertionError("the move was not played")
    return json.loads(page.evaluate("localStorage.getItem('pygames:save:fox_grapes')"))["engine"]["seed"]


def test_return_visits_restore_the_snapshot_and_play_with_their_own_randomness(page) -> None:
    """After a first visit, each return visit starts from the snapshot; a move works, and deals and `random` differ."""
    first_visit(page)
    seeds, draws = [], []
    for _ in range(2):
        page.evaluate("localStorage.removeItem('pygames:current')")  # no game to resume: a new one each visit
        assert visit(page) == "restored"
        draws.append(page.evaluate(PYTHON, "import random; random.getrandbits(64)"))
        seeds.append(new_game_seed(page))
    assert seeds[0] != seeds[1], "two restored visits dealt the same game"
    assert draws[0] != draws[1], "two restored visits drew the same random numbers"
    assert page.evaluate(PYTHON, "import sys; sys.path.count('')") == 1


def test_a_damaged_snapshot_falls_back_to_a_normal_start_and_is_replaced(page) -> None:
    """Garbage in the cache entry: the site starts as on a first visit, plays, and stores a good snapshot again."""
    cache = first_visit(page)
    page.evaluate(
        """async (entry) => {
          const early = await import(new URL("./pyodide-early.mjs", location.href).href);
          const garbage = crypto.getRandomValues(new Uint8Array(65536));
          await (await caches.open(early.SNAPSHOTS)).put(entry, new Response(garbage, {
            headers: {"x-snapshot-bytes": String(garbage.byteLength)}}));
        }""",
        cache["entry"],
    )
    assert visit(page) == "fallback"
    # Dropped before the fresh start (a new one is made only after the home screen is idle, seconds later):
    # were making to fail, no later visit would read the damaged bytes again.
    assert page.evaluate(ENTRIES)["entries"] == []
    new_game_seed(page)
    page.wait_for_selector(MADE, state="attached", timeout=SNAPSHOT_WAIT_MS)
    [(url, size)] = page.evaluate(ENTRIES)["entries"]
    assert url == cache["entry"] and size > 1_000_000
    assert visit(page) == "restored"


def test_a_snapshot_under_another_key_is_never_restored_and_is_removed(page) -> None:
    """A snapshot kept under an older build's key (a valid one) is not restored, and is deleted."""
    cache = first_visit(page)
    stale = cache["entry"].rsplit("snapshot-", 1)[0] + "snapshot-0123456789abcdef.bin"
    page.evaluate(
        """async ([entry, stale]) => {
          const early = await import(new URL("./pyodide-early.mjs", location.href).href);
          const snapshots = await caches.open(early.SNAPSHOTS);
          await snapshots.put(stale, await snapshots.match(entry));
          await snapshots.delete(entry);
        }""",
        [cache["entry"], stale],
    )
    assert visit(page) == "absent"
    page.wait_for_selector(MADE, state="attached", timeout=SNAPSHOT_WAIT_MS)
    assert [url for url, _ in page.evaluate(ENTRIES)["entries"]] == [cache["entry"]]


def test_the_embed_restores_the_sites_snapshot(page) -> None:
    """An embed of the same site (same storage) starts its game from the snapshot the full site made."""
    first_visit(page)
    page.goto(page.site_url + "embed.html?game=fox_grapes&seats=human,bot&botdelay=0")
    page.click("[data-testid=embed-play]")
    wait_ready(page)
    assert page.get_attribute("html", "data-snapshot") == "restored"
    page.wait_for_selector(f"{IDLE} {CHOICE}")
    tap(page, page.locator(CHOICE).first)


def test_a_deploy_that_leaves_python_alone_keeps_the_snapshot_through_the_update(browser, dist, tmp_path) -> None:
    """A new build changing only the stylesheet: the service worker swaps caches, the snapshot stays and restores."""
    site = tmp_path / "site"
    shutil.copytree(dist, site)
    context = browser.new_context()
    try:
        with serving(site) as root:
            page = context.new_page()
            page.problems = watch(page)  # type: ignore[attr-defined]
            page.site_url = root  # type: ignore[attr-defined]
            cache = first_visit(page)
            page.wait_for_selector("html[data-offline=ready]", state="attached", timeout=SNAPSHOT_WAIT_MS)
            css = site / "app.css"
            css.write_text(css.read_text() + "\n:root { --deploy-marker: 2; }\n")
            build.write_service_worker(site)
            page.reload()  # the browser sees the new sw.js and precaches the new build
            wait_ready(page)
            page.wait_for_selector("#sw-status[data-state=update]", timeout=60_000)
            with page.expect_navigation():
                page.click("[data-testid=sw-reload]")  # the new worker activates and deletes the old build's cache
            wait_ready(page)
            assert page.evaluate("getComputedStyle(document.documentElement).getPropertyValue('--deploy-marker')")
            assert page.get_attribute("html", "data-snapshot") == "restored"
            assert page.evaluate(ENTRIES)["entries"] == cache["entries"]
            assert page.problems == []  # type: ignore[attr-defined]
    finally:
        context.close()
