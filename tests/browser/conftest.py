"""Browser fixtures: dist/ served locally under a sub-path, and Chromium via Playwright.

The browser is the one `build.py test` found or installed ($PYGAMES_CHROMIUM), else build.find_chromium()'s
pick; with none, every browser test fails (never skips).

The ``page`` fixture fails its test at teardown on any console error, uncaught page
error, or request to a host other than 127.0.0.1/localhost: the site must be offline.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import urlsplit

import pytest

import build

CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
    # A cross-site frame (an embed on the test blog) runs in the blog's process, as on Android's Chrome. Out of
    # process, a click sent just after the blog scrolled is routed by where the frame was last drawn and can
    # miss it: a tap into an embed was lost once in about twenty CI runs (51 of 100 clicks right after a scroll
    # were lost out of process, 0 of 100 in process).
    "--disable-site-isolation-trials",
]
LOCAL_HOSTS = {"127.0.0.1", "localhost"}
#: Served under this sub-path to prove the site works away from a host's root.
SUB_PATH = "some/sub/path"
READY = "html[data-app=ready]"


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Every test in this folder is a browser test."""
    here = Path(__file__).parent
    for item in items:
        if here in Path(item.path).parents:
            item.add_marker(pytest.mark.browser)


@contextmanager
def serving(directory: Path, port: int = 0) -> Iterator[str]:
    """Serve ``directory`` with build.py's handler on 127.0.0.1; yields its URL until the block ends."""
    server = build.make_server(directory, port)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


def under_sub_path(dist: Path, where: Path) -> Path:
    """A web root holding ``dist`` at SUB_PATH (symlinked), to prove the site works away from a host's root."""
    (where / SUB_PATH).parent.mkdir(parents=True)
    (where / SUB_PATH).symlink_to(dist, target_is_directory=True)
    return where


@pytest.fixture(scope="session")
def site_url(dist: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """URL of dist/ served by build.py's handler on a free port, under SUB_PATH."""
    with serving(under_sub_path(dist, tmp_path_factory.mktemp("www"))) as url:
        yield url + SUB_PATH + "/"


@pytest.fixture(scope="session")
def chromium() -> str:
    """Path of the Chromium binary to drive."""
    path = build.find_chromium()
    if path is None:
        pytest.fail(f"{build.NO_CHROMIUM} (`python build.py test` installs one)", pytrace=False)
    return path


@pytest.fixture(scope="session")
def browser(chromium: str):
    """Headless Chromium."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


def watch(page, servers: set[str] | None = None) -> list[str]:
    """Collect the page's console errors, uncaught errors and requests to hosts other than ours.

    ``servers`` (``host:port``) narrows "ours" to exactly those servers.
    """
    problems: list[str] = []
    page.on("console", lambda msg: msg.type == "error" and problems.append(f"console error: {msg.text}"))
    page.on("pageerror", lambda error: problems.append(f"page error: {error}"))

    def check_request(request) -> None:
        url = urlsplit(request.url)
        ours = url.netloc in servers if servers is not None else url.hostname in LOCAL_HOSTS
        if request.url.startswith(("http:", "https:", "ws:", "wss:")) and not ours:
            problems.append(f"non-local request: {request.method} {request.url}")

    page.on("request", check_request)
    return problems


@pytest.fixture
def page(browser, site_url: str):
    """A fresh context's page; the test fails on console errors, page errors or non-local requests."""
    context = browser.new_context()
    page = context.new_page()
    problems = watch(page)
    page.site_url = site_url  # type: ignore[attr-defined]
    page.problems = problems  # type: ignore[attr-defined]  # a test expecting a problem may clear it
    yield page
    context.close()
    if problems:
        pytest.fail("\n".join(problems), pytrace=False)


@pytest.fixture
def devices(browser, site_url: str):
    """Make more pages, each in a context of its own (another device: nothing shared but the network), with
    ``new_context``'s options; the test fails at teardown on any page's console error, page error or non-local
    request, as with ``page``."""
    made = []

    def new(**options):
        context = browser.new_context(**options)
        page = context.new_page()
        page.problems = watch(page)  # type: ignore[attr-defined]
        page.site_url = site_url  # type: ignore[attr-defined]
        made.append(context)
        return page

    yield new
    problems = [problem for context in made for page in context.pages for problem in page.problems]
    for context in made:
        context.close()
    if problems:
        pytest.fail("\n".join(problems), pytrace=False)


@pytest.fixture
def app_page(page):
    """``page`` opened at the site's home and booted to ready."""
    page.goto(page.site_url)
    wait_ready(page)
    return page


def wait_ready(page, timeout_ms: int = 60_000) -> None:
    """Wait until the front end marks the home screen rendered and clickable."""
    page.wait_for_selector(READY, state="attached", timeout=timeout_ms)
