"""Offline and installable: after one visit the site reloads and plays with no server; updates replace it cleanly.

Each test serves its own copy of the site so it can stop the server or change files mid-test.
"""

from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest

import build

from .conftest import serving, under_sub_path, wait_ready, watch
from .helpers import GAME_OVER, click_choices, start_game

OFFLINE_READY = "html[data-offline=ready]"
STATUS = "#sw-status"
#: The app's controls that the offline notice overlaps.
COVERED = """() => {
    const n = document.querySelector('#sw-status').getBoundingClientRect();
    return [...document.querySelectorAll('#app button, #app a[href], #app input, #app select')]
        .filter(e => { const r = e.getBoundingClientRect();
                       return r.width && r.height && r.left < n.right && r.right > n.left
                              && r.top < n.bottom && r.bottom > n.top; })
        .map(e => e.dataset.testid || e.className);
}"""
CACHES = "caches.keys().then(keys => keys.filter(k => k.startsWith('pygames:')))"


@pytest.fixture
def context(browser):
    context = browser.new_context()
    yield context
    context.close()


def first_visit(context, url: str):
    """Open the site once and wait until the service worker says everything is cached."""
    page = context.new_page()
    page.problems = watch(page)  # type: ignore[attr-defined]
    page.goto(url + "?botdelay=0")
    wait_ready(page)
    page.wait_for_selector(OFFLINE_READY, state="attached", timeout=60_000)
    return page


def test_after_one_visit_the_site_reloads_and_plays_with_no_network(context, dist: Path, tmp_path: Path) -> None:
    """The player sees "available offline"; then, server gone and network off, a reload plays a whole game."""
    with serving(under_sub_path(dist, tmp_path)) as root:
        page = first_visit(context, root + "some/sub/path/")
        status = page.locator(f"{STATUS}[data-state=offline-ready]")
        assert status.is_visible()
        assert status.inner_text().strip()
        assert page.evaluate(COVERED) == [], "a notice never covers a control"
        status.click()  # a tap puts it away
        assert status.is_hidden()
    context.set_offline(True)  # and the server above has shut down
    page.reload()
    wait_ready(page)
    start_game(page, "hennote", [("Ann", "human"), ("Robo", "bot")])
    click_choices(page, random.Random(11), GAME_OVER)
    assert page.locator("[data-testid=winner]").inner_text().strip()
    assert page.problems == []  # type: ignore[attr-defined]


def test_a_new_build_waits_then_replaces_the_old_cache_on_reload(context, dist: Path, tmp_path: Path) -> None:
    """A changed deploy is precached beside the old one, offered as "update ready", and only then swapped in."""
    site = tmp_path / "site"
    shutil.copytree(dist, site)
    with serving(site) as root:
        page = first_visit(context, root)
        old = page.evaluate(CACHES)
        assert len(old) == 1

        css = site / "app.css"
        css.write_text(css.read_text() + "\n:root { --deploy-marker: 2; }\n")
        new_build = build.write_service_worker(site)
        assert not old[0].endswith(new_build)

        page.reload()  # a navigation makes the browser check sw.js: it changed, so the new build installs
        wait_ready(page)
        page.wait_for_selector(f"{STATUS}[data-state=update]", timeout=60_000)
        marker = "getComputedStyle(document.documentElement).getPropertyValue('--deploy-marker').trim()"
        assert page.evaluate(marker) == ""  # still the old build's files until the player says so
        assert sorted(page.evaluate(CACHES)) == sorted([old[0], old[0].rsplit(":", 1)[0] + ":" + new_build])

        with page.expect_navigation():
            page.click("[data-testid=sw-reload]")
        wait_ready(page)
        assert page.evaluate(marker) == "2"
        page.wait_for_function(f"{CACHES}.then(keys => keys.length === 1)")
        assert page.evaluate(CACHES)[0].endswith(":" + new_build)
        assert page.problems == []  # type: ignore[attr-defined]
