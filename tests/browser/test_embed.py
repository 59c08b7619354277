"""Embedding (embed.html): two games on another site's page by the home screen's snippet, hostile queries, saves.

The blog is served on ``localhost`` and the games on ``127.0.0.1``: two sites, so the frames are
third-party. Playwright launches Chromium with third-party storage partitioning switched off,
which makes such frames' storage throw (the "storage blocked" case, as in browsers that block
third-party storage). Real Chromium partitions it, so the main test launches its own browser
with a later ``--disable-features`` list that leaves partitioning on.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import parse_qs, quote, urlsplit

import playwright
import pytest

from .conftest import CHROMIUM_ARGS, serving, wait_ready
from .conftest import watch as watch_page
from .helpers import CHOICE, GAME_OVER, IDLE, click_choices, idle, tap

HOSTILE = "<img src=x onerror=__pwned=1><script>__pwned=2</script>"
PYTHON_FILES = re.compile(r"/(pyodide|pyscript)/|pyodide-early\.mjs|/web/main\.py")


def playwright_disabled_features() -> list[str]:
    """The features Playwright's Chromium launch disables (one ``--disable-features`` list in its driver)."""
    lib = Path(playwright.__file__).parent / "driver" / "package" / "lib"
    for source in (lib / "server" / "chromium" / "chromiumSwitches.js", lib / "coreBundle.js"):
        if source.exists():
            found = re.search(r"disabledFeatures\s*=\s*\[(.*?)\]", source.read_text(), re.S)
            if found:
                return re.findall(r'"([^"]+)"', found.group(1))
    raise AssertionError("Playwright's list of disabled Chromium features was not found")


@pytest.fixture(scope="module")
def partitioned_browser(browser, chromium: str):
    """Chromium as shipped: third-party storage partitioned (a later --disable-features without it wins).

    Launched through the session browser's Playwright: one Playwright per thread is all the sync API allows.
    """
    features = playwright_disabled_features()
    assert "ThirdPartyStoragePartitioning" in features  # else Playwright changed and this test must too
    keep = ",".join(f for f in features if f != "ThirdPartyStoragePartitioning")
    args = [*CHROMIUM_ARGS, f"--disable-features={keep}"]
    partitioned = browser.browser_type.launch(executable_path=chromium, args=args)
    yield partitioned
    partitioned.close()


@pytest.fixture(scope="module")
def blog(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, str]]:
    """Another site: a folder served on a second port, reached as http://localhost:<port>/."""
    root = tmp_path_factory.mktemp("blog")
    with serving(root) as url:
        yield root, url.replace("127.0.0.1", "localhost")


def watch(page, servers: set[str]) -> list[str]:
    """conftest's watch, limited to ``servers`` (host:port), and any HTTP error status too."""
    problems = watch_page(page, servers)
    page.on("response", lambda reply: reply.status >= 400 and problems.append(f"{reply.status}: {reply.url}"))
    return problems


def netloc(url: str) -> str:
    return urlsplit(url).netloc


def origin(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"


def copy_snippet(page, game_id: str) -> str:
    """Open a game's embed panel on the home screen, press Copy, and return what the clipboard got."""
    page.click(f"[data-testid=embed-{game_id}]")
    code = page.input_value("[data-testid=embed-panel] [data-testid=embed-snippet]")
    page.click("[data-testid=embed-copy]")
    page.wait_for_selector("[data-testid=embed-status][data-state=copied]")
    assert page.evaluate("navigator.clipboard.readText()") == code
    return code


def write_blog(root: Path, snippets: list[str]) -> None:
    """A blog post embedding the snippets as pasted, bots sped up (``botdelay`` is for tests only)."""
    posts = [s.replace("embed.html?", "embed.html?botdelay=0&amp;") for s in snippets]
    body = "\n<p>Some text between the games.</p>\n".join(posts)
    head = "<!doctype html>\n<meta charset=utf-8><title>A blog</title><link rel=icon href='data:,'>"
    (root / "post.html").write_text(f"{head}\n<h1>My blog</h1>\n{body}\n<p>The end.</p>\n")


def frame_height_follows(page, index: int) -> None:
    """Wait until iframe ``index`` is steady (a poster, or the app idle) and exactly as tall as the document in it."""
    iframe = page.locator("iframe").nth(index).element_handle()
    frame = iframe.content_frame()
    frame.wait_for_selector(f"html[data-app=poster], {IDLE}", state="attached")
    height = frame.evaluate("Math.ceil(document.documentElement.getBoundingClientRect().height)")
    page.wait_for_function("([f, h]) => Math.abs(parseFloat(f.style.height) - h) <= 1", arg=[iframe, height])


def settled(page) -> None:
    """Wait until nothing on the blog moves, before a click into a frame.

    A click is aimed at a point on the blog. If a frame above the target is still growing to fit its
    content, the target moves after Playwright aimed, and the click lands in another frame or on the
    blog, unnoticed: Playwright checks what it hit only inside the target's own frame.
    """
    for index in range(page.locator("iframe").count()):
        frame_height_follows(page, index)


def test_two_games_embedded_on_another_site_by_the_snippet(partitioned_browser, site_url: str, blog) -> None:
    """Snippets from the embed panel on a localhost blog: posters first, both games boot, one is played to
    its end, heights follow, saves stay apart and resume, the site's own storage is untouched."""
    root, blog_url = blog
    context = partitioned_browser.new_context()
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=origin(site_url))
    page = context.new_page()
    problems = watch(page, {netloc(site_url), netloc(blog_url)})
    page.goto(site_url)
    wait_ready(page)
    snippets = [copy_snippet(page, "hennote"), copy_snippet(page, "fox_grapes")]
    frame = re.compile(r'^<iframe src="([^"]+)" title="([^"]+)" loading="lazy" width="100%" height="\d+" '
                       r'style="[^"]*"></iframe>\n<script>[^\n]*</script>$')
    for code, game_id in zip(snippets, ("hennote", "fox_grapes")):
        src, title = frame.match(code).groups()
        assert src == f"{site_url}embed.html?game={game_id}&amp;lang=en", src
        assert title.startswith(("Hennote", "The Fox and the Grapes"))
        assert f'e.origin!=="{origin(site_url)}"' in code
    write_blog(root, snippets)

    # the blog: two posters, and no byte of Python until a reader presses Play
    page.goto("about:blank")  # the site's own page, fetches and all, is gone before counting starts
    requests: list[str] = []
    page.on("request", lambda request: requests.append(request.url))
    page.set_viewport_size({"width": 800, "height": 900})
    page.goto(blog_url + "post.html")
    hennote, fox = page.frame_locator("iframe").nth(0), page.frame_locator("iframe").nth(1)
    for frame_, title in ((hennote, "Hennote"), (fox, "The Fox and the Grapes")):
        frame_.locator("[data-testid=embed-play]").wait_for()
        assert frame_.locator("h1").inner_text() == title
    frame_height_follows(page, 0)
    frame_height_follows(page, 1)
    poster_height = page.evaluate("parseFloat(document.querySelectorAll('iframe')[0].style.height)")
    assert 250 < poster_height < 800
    assert not [url for url in requests if PYTHON_FILES.search(url)]

    # both boot after Play (storage works: the frames' storage is partitioned under the blog)
    for frame_, game_id in ((hennote, "hennote"), (fox, "fox_grapes")):
        settled(page)
        frame_.locator("[data-testid=embed-play]").click()
        frame_.locator(f"[data-testid=setup-screen][data-game={game_id}]").wait_for(timeout=60_000)
    frame_height_follows(page, 0)
    assert page.evaluate("parseFloat(document.querySelectorAll('iframe')[0].style.height)") != poster_height

    # fox: a few moves, then left mid-game (saved); hennote: played to its end (save cleared)
    inner = {parse_qs(urlsplit(f.url).query)["game"][0]: f for f in page.frames if "embed.html" in f.url}
    fox_frame, hennote_frame = inner["fox_grapes"], inner["hennote"]
    settled(page)
    tap(fox_frame, fox_frame.locator("[data-testid=start-game]"))
    rng = random.Random(5)
    for _ in range(3):
        idle(fox_frame, CHOICE)
        settled(page)
        choices = fox_frame.locator(CHOICE)
        tap(fox_frame, choices.nth(rng.randrange(choices.count())))
    settled(page)
    tap(hennote_frame, hennote_frame.locator("[data-testid=start-game]"))
    click_choices(hennote_frame, random.Random(7), GAME_OVER, steady=lambda: settled(page))
    frame_height_follows(page, 0)
    assert hennote_frame.evaluate("localStorage.getItem('pygames:save:hennote')") is None
    assert fox_frame.evaluate("localStorage.getItem('pygames:save:fox_grapes')") is not None
    assert fox_frame.evaluate("localStorage.getItem('pygames:current')") is None  # the site's pointer: untouched

    # the brand leads to this game's setup, never to the site's home
    settled(page)
    hennote_frame.click("[data-testid=home]")
    hennote_frame.wait_for_selector("[data-testid=setup-screen][data-game=hennote]")
    assert hennote_frame.locator("[data-testid=home-screen]").count() == 0

    # a later visit: each frame resumes only its own game
    page.reload()
    for frame_ in (hennote, fox):
        frame_.locator("[data-testid=embed-play]").wait_for()
    resumed = "[data-testid=play-screen][data-game=fox_grapes]"
    for frame_, screen in ((hennote, "[data-testid=setup-screen][data-game=hennote]"), (fox, resumed)):
        settled(page)
        frame_.locator("[data-testid=embed-play]").click()
        frame_.locator(screen).wait_for(timeout=60_000)

    # partitioned, not shared: the site opened on its own does not see the embedded save
    page.goto(site_url)
    wait_ready(page)
    assert page.evaluate("localStorage.getItem('pygames:save:fox_grapes')") is None
    assert page.locator("[data-testid=continue-fox_grapes]").count() == 0
    context.close()
    assert not problems, problems


def test_storage_blocked_frame_plays_unsaved_and_offers_its_own_tab(page, blog) -> None:
    """Third-party storage refused (Playwright's default Chromium): the reader may play here, told that the game
    is not kept, or open it in a tab of its own, where it is. Nothing loads before Play."""
    root, blog_url = blog
    page.goto(page.site_url)
    wait_ready(page)
    page.click("[data-testid=embed-dimsum]")
    write_blog(root, [page.input_value("[data-testid=embed-snippet]")])
    page.goto("about:blank")  # the site's own page, fetches and all, is gone before counting starts
    requests: list[str] = []
    page.on("request", lambda request: requests.append(request.url))
    page.goto(blog_url + "post.html")
    frame = page.frame_locator("iframe").first
    link = frame.locator("[data-testid=embed-open-tab]")
    link.wait_for()
    assert frame.locator("[data-testid=embed-unsaved]").inner_text().strip()
    assert frame.locator("[data-testid=embed-blocked]").count() == 0
    assert link.get_attribute("target") == "_blank"
    embed_url = page.frames[1].url
    assert link.evaluate("a => a.href") == embed_url
    assert not [url for url in requests if PYTHON_FILES.search(url)]  # nothing loads before the reader asks

    with page.context.expect_page() as opened:  # a tab of its own: storage allowed, nothing said of it
        link.click()
    tab = opened.value
    tab.wait_for_load_state()
    assert tab.url == embed_url
    tab.click("[data-testid=embed-play]")
    assert tab.locator("[data-testid=embed-unsaved]").count() == 0
    tab.wait_for_selector("[data-testid=setup-screen][data-game=dimsum]", timeout=60_000)
    tab.close()

    frame.locator("[data-testid=embed-play]").click()  # and here, unsaved, as it said
    frame.locator("[data-testid=setup-screen][data-game=dimsum]").wait_for(timeout=60_000)
    frame.locator("[data-testid=start-game]").click()
    frame.locator("[data-testid=play-screen] [data-testid=not-saved][data-reason=refused]").wait_for()


def test_a_sandboxed_frame_offers_its_own_tab_alone(page, blog) -> None:
    """A frame sandboxed without allow-same-origin can load none of the game's modules: no Play that would hang,
    only the game in a tab of its own."""
    root, blog_url = blog
    url = page.site_url + "embed.html?game=fox_grapes"
    (root / "sandboxed.html").write_text(
        f"<!doctype html><link rel=icon href='data:,'><iframe sandbox='allow-scripts allow-popups' src='{url}'>"
    )
    page.goto(blog_url + "sandboxed.html")
    frame = page.frame_locator("iframe").first
    frame.locator("[data-testid=embed-open-tab]").wait_for()
    assert frame.locator("[data-testid=embed-blocked]").inner_text().strip()
    assert frame.locator("[data-testid=embed-play]").count() == 0


@pytest.mark.parametrize(
    "query, key",
    [
        (f"game={quote(HOSTILE)}", "game"),
        ("game=", "game"),
        (f"game=hennote&players={quote(HOSTILE)}", "players"),
        ("game=hennote&players=3", "players"),
        (f"game=hennote&seats={quote(HOSTILE)}", "seats"),
        ("game=fox_grapes&seats=human,bot&players=3", "seats"),
        (f"game=hennote&lang={quote(HOSTILE)}", "lang"),
        (f"game=hennote&gods={quote(HOSTILE)}", "gods"),
        (f"game=hennote&{quote(HOSTILE)}=1", HOSTILE),
        (f"game=hennote&botdelay={quote(HOSTILE)}", "botdelay"),
        ("game=hennote&botdelay=99999999", "botdelay"),  # bots that never move
        ("game=hennote&game=dimsum", "game"),
        (f"game=dimsum&learn={quote(HOSTILE)}", "learn"),  # learn=1 only
    ],
)
def test_bad_or_hostile_query_gets_a_clear_message(page, query: str, key: str) -> None:
    """Markup and script in any parameter: a message that repeats the value as text; nothing runs or loads."""
    page.add_init_script("window.alert = () => { window.__pwned = 'alert'; };")
    requests: list[str] = []
    page.on("request", lambda request: requests.append(request.url))
    page.goto(f"{page.site_url}embed.html?{query}")
    error = page.locator("[data-testid=embed-error]")
    error.wait_for()
    problem = page.locator(f"[data-testid=embed-problem][data-key='{key}']")
    assert problem.count() >= 1
    if quote(HOSTILE) in query:  # repeated literally: shown as text, not parsed as markup
        assert HOSTILE in problem.first.inner_text()
    assert page.locator("#app img, #app script").count() == 0
    assert page.evaluate("window.__pwned") is None
    assert page.locator("[data-testid=embed-play]").count() == 0
    assert not [url for url in requests if PYTHON_FILES.search(url) or url.endswith("/x")]


def test_python_checks_the_query_too(page) -> None:
    """A query changed after the poster checked it (e.g. by another script) still gets Python's own message."""
    page.goto(f"{page.site_url}embed.html?game=hennote&lang=ja")
    page.click("[data-testid=embed-play]")
    page.evaluate(f"history.replaceState(null, '', '?game=hennote&lang=ja&players={quote(HOSTILE)}')")
    error = page.locator("[data-testid=embed-error]")
    error.wait_for(timeout=60_000)
    wait_ready(page)
    assert HOSTILE in page.locator("[data-testid=embed-problem][data-key=players]").inner_text()
    assert "2のみ" in error.inner_text()  # in the language the query chose
    assert page.locator("#app img, #app script").count() == 0
    assert page.evaluate("window.__pwned") is None


def test_embed_leaves_the_sites_current_game_alone(page) -> None:
    """Same site: an embed with seats starts at once, saves under its own key and never moves pygames:current."""
    page.goto(page.site_url + "embed.html")  # any page of the site (with an icon), to reach its storage
    page.evaluate("localStorage.setItem('pygames:current', 'dimsum')")
    page.goto(f"{page.site_url}embed.html?game=hennote&seats=human,bot&botdelay=0")
    page.click("[data-testid=embed-play]")
    page.wait_for_selector("[data-testid=play-screen][data-game=hennote]", timeout=60_000)
    assert page.locator("[data-testid=turn]").count() == 1
    rng = random.Random(1)
    for _ in range(2):
        idle(page, CHOICE)
        tap(page, page.locator(CHOICE).first)
    assert page.evaluate("localStorage.getItem('pygames:save:hennote')") is not None
    click_choices(page, rng, GAME_OVER)
    assert page.evaluate("localStorage.getItem('pygames:save:hennote')") is None
    assert page.evaluate("localStorage.getItem('pygames:current')") == "dimsum"
    assert page.locator("[data-testid=go-home]").count() == 0  # an embed has no home to go to
    page.click("[data-testid=new-game]")  # this game's setup, prefilled from the query
    page.wait_for_selector("[data-testid=setup-screen][data-game=hennote]")
    assert page.locator("[data-testid=seat][data-kind=bot]").count() == 1
    assert page.get_attribute("[data-testid=embed-full-site]", "target") == "_blank"


def test_the_embeds_loading_speaks_the_readers_language_not_pyscripts(page) -> None:
    """After Play, the loading line shows the site's plain stages in the query's language, never PyScript's names."""
    page.add_init_script("""
      window.__stages = [];
      new MutationObserver(() => {
        for (const stage of document.querySelectorAll(".boot-stage")) {
          const text = stage.textContent;
          if (text && window.__stages[window.__stages.length - 1] !== text) window.__stages.push(text);
        }
      }).observe(document, {subtree: true, childList: true, characterData: true});
    """)
    page.goto(f"{page.site_url}embed.html?game=hennote&lang=ja")
    page.click("[data-testid=embed-play]")
    wait_ready(page)
    stages = page.evaluate("window.__stages")
    assert stages and stages[0] == "ダウンロード中…", stages
    assert set(stages) <= {"ダウンロード中…", "ゲームを開いています…"}, stages
