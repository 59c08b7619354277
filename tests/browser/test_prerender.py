"""Before Python: the pre-rendered home, rules and setup work while Pyodide loads, and the app goes on from them.

Python is held back by keeping web/main.py's request waiting (nothing of ours runs until it is let
through), so each test decides when "Python arrives".
"""

from __future__ import annotations

import json
import re
import time

import pytest

import pygames

from .conftest import READY, wait_ready, watch
from .helpers import IDLE

INTERACTIVE = "html[data-home=interactive][data-app=loading]"
TEMPLATE = re.compile(r"<template ([^>]*)>(.*?)</template>", re.S)
#: The live DOM without web/dom.py's handler keys, which the build leaves out of the pre-rendered screens.
LIVE_HTML = """() => {
    const copy = document.querySelector('#app').cloneNode(true);
    for (const node of copy.querySelectorAll('*'))
        for (const attr of [...node.attributes]) if (attr.name.startsWith('data-on-')) node.removeAttribute(attr.name);
    return copy.innerHTML;
}"""
PARSED_HTML = "raw => { const t = document.createElement('template'); t.innerHTML = raw; return t.innerHTML; }"


@pytest.fixture
def page(browser, site_url: str):
    """As conftest's ``page``, with service workers blocked: a worker's cache would answer web/main.py
    past the route that holds Python back."""
    context = browser.new_context(service_workers="block")
    page = context.new_page()
    problems = watch(page)
    page.site_url = site_url
    yield page
    context.close()
    if problems:
        pytest.fail("\n".join(problems), pytrace=False)


def hold_python(page) -> list:
    """Keep web/main.py from arriving; returns the held requests (let them through with ``release``)."""
    held: list = []
    page.route("**/web/main.py", lambda route: held.append(route))
    return held


def release(page, held: list) -> None:
    deadline = time.monotonic() + 60
    while not held:  # the request may still be on its way (route handlers run while Playwright waits)
        assert time.monotonic() < deadline, "web/main.py was never requested"
        page.wait_for_timeout(50)
    for route in held:
        route.continue_()
    page.unroute("**/web/main.py")
    wait_ready(page)


def visible(page, testid: str):
    return page.locator(f"[data-testid={testid}]")


def stored(page, key: str):
    return page.evaluate(f"localStorage.getItem('pygames:{key}')")


def test_before_python_rules_and_a_setup_work_and_start_waits_then_plays_that_setup(page) -> None:
    """Rules open and close, a setup is filled in (count, names, kinds, colours, options), Start shows the waiting
    panel; once Python is up the game starts with exactly that setup, names as text and clipped."""
    held = hold_python(page)
    page.goto(page.site_url + "?botdelay=0")
    page.wait_for_selector(INTERACTIVE)
    visible(page, "rules-dimsum").click()
    assert page.locator("[data-testid=rules-screen][data-game=dimsum] [data-testid=rules-figures]").is_visible()
    visible(page, "rules-back").click()
    assert page.evaluate("document.activeElement.dataset.testid") == "rules-dimsum"  # back where the visitor was

    visible(page, "play-cookie_battle").click()
    assert visible(page, "seat").count() == 3  # the game's fewest players, as the app's form starts
    visible(page, "players-5").check()
    assert visible(page, "seat").count() == 5
    long_name = "<img src=x onerror=alert(1)>" + "é" * 40
    visible(page, "seat-name-0").fill(long_name)
    assert visible(page, "seat-name-0").input_value() == long_name[:40]  # clipped as web/names.py clips
    visible(page, "seat-3-human").check()
    visible(page, "seat-name-3").fill("Dora")
    assert visible(page, "seat-name-1").get_attribute("placeholder") == "Bot 2"
    visible(page, "seat-1-human").check()
    assert visible(page, "seat-name-1").get_attribute("placeholder") == "Player 2"  # follows the kind
    visible(page, "seat-3-colour").select_option("blue")  # seat 1 had blue: it takes seat 4's purple
    assert visible(page, "seat-0-colour").input_value() == "purple"
    assert "pc-3" in visible(page, "seat").nth(0).get_attribute("class")
    assert not visible(page, "seat-3-level").is_visible() and visible(page, "seat-4-level").is_visible()  # bots'
    visible(page, "seat-4-level").select_option("strong")
    visible(page, "option-first-p1").check()
    visible(page, "option-markers-points").check()
    visible(page, "hints-off").check()  # a table without hints

    visible(page, "start-game").click()
    assert visible(page, "pre-wait").is_visible()
    assert page.evaluate("document.activeElement.dataset.testid") == "wait-title"  # says why nothing started yet
    assert page.locator("[data-testid=pre-wait] [data-boot-progress]").count() == 1
    visible(page, "wait-back").click()  # changed their mind: the form is as they left it
    assert visible(page, "seat-name-3").input_value() == "Dora"
    assert visible(page, "players-5").is_checked()
    visible(page, "start-game").click()
    assert page.locator(READY).count() == 0  # all of this before Python

    release(page, held)
    page.wait_for_selector(f"{IDLE} :is([data-testid=board], [data-testid=curtain])")
    save = json.loads(stored(page, "save:cookie_battle"))
    assert save["seats"] == [
        {"name": long_name[:40], "bot": False, "colour": "purple", "level": "normal", "hints": 0},
        {"name": "Player 2", "bot": False, "colour": "vermillion", "level": "normal", "hints": 0},
        {"name": "Bot 3", "bot": True, "colour": "green", "level": "normal", "hints": 0},
        {"name": "Dora", "bot": False, "colour": "blue", "level": "normal", "hints": 0},
        {"name": "Bot 5", "bot": True, "colour": "black", "level": "strong", "hints": 0},
    ]
    assert save["engine"]["players"] == 5
    assert save["hints"] is False and page.locator("[data-testid=hint]").count() == 0
    assert save["engine"]["options"] == {"first": "p1", "markers": "points"}
    assert page.locator("#app img").count() == 0  # the name is text, never markup


def test_a_setup_half_filled_when_python_arrives_stays_with_focus_in_the_same_field(page) -> None:
    """Python takes over mid-typing: its own setup screen shows the same values, in the language chosen
    before Python, with the caret in the same name field."""
    held = hold_python(page)
    page.goto(page.site_url)
    page.wait_for_selector(INTERACTIVE)
    visible(page, "lang-toggle").click()
    assert page.evaluate("document.documentElement.lang") == "ja"
    assert stored(page, "lang") == "ja"
    visible(page, "play-hennote").click()
    visible(page, "seat-0-bot").check()
    visible(page, "option-gods-draft").check()
    visible(page, "seat-name-1").fill("Ｂｅｎ")
    page.evaluate("document.querySelector('[data-testid=seat-name-1]').setSelectionRange(1, 2)")

    release(page, held)
    page.wait_for_selector("html[data-renders] [data-testid=setup-screen][data-game=hennote]")
    assert page.evaluate("document.documentElement.lang") == "ja"
    assert visible(page, "seat-name-1").input_value() == "Ｂｅｎ"
    assert visible(page, "seat-0-bot").is_checked()
    assert visible(page, "seat-1-bot").is_checked()
    assert visible(page, "option-gods-draft").is_checked()
    assert page.evaluate("""() => {
        const f = document.activeElement;
        return [f.dataset.testid, f.selectionStart, f.selectionEnd];
    }""") == ["seat-name-1", 1, 2]
    page.keyboard.type("x")  # typing goes on into the app's own field
    assert visible(page, "seat-name-1").input_value() == "Ｂxｎ"


def test_rules_and_embed_open_before_python_carry_over(page) -> None:
    """Rules open before Python stay open in the app (Back leads home); an Embed tapped before Python opens
    its panel once Python can work out the code."""
    held = hold_python(page)
    page.goto(page.site_url)
    page.wait_for_selector(INTERACTIVE)
    visible(page, "rules-fox_grapes").click()
    release(page, held)
    page.wait_for_selector("html[data-renders] [data-testid=rules-screen][data-game=fox_grapes]")
    page.click("[data-testid=rules-back]")
    page.wait_for_selector("[data-testid=home-screen]")

    held = hold_python(page)
    page.reload()
    page.wait_for_selector(INTERACTIVE)
    visible(page, "embed-dimsum").click()
    assert visible(page, "pre-wait").is_visible()
    release(page, held)
    assert "game=dimsum" in visible(page, "embed-snippet").input_value()


def test_a_game_to_resume_shows_resuming_not_home_and_a_new_start_warns_of_the_save(page) -> None:
    """With a game in progress, the page before Python says it is resuming (no home that would vanish), then
    resumes it; once home again, that game's setup before Python warns that Start replaces the save."""
    page.goto(page.site_url + "?botdelay=0")
    wait_ready(page)
    page.click("[data-testid=play-fox_grapes]")
    page.click("[data-testid=start-game]")
    page.wait_for_selector("[data-testid=board], [data-testid=curtain]")
    assert stored(page, "current") == "fox_grapes"

    held = hold_python(page)
    page.reload()
    page.wait_for_selector("[data-testid=boot-resume]", state="visible")
    assert page.locator("html[data-home]").count() == 0
    assert page.locator("[data-testid=home-screen]").count() == 0
    release(page, held)
    page.wait_for_selector("[data-testid=board], [data-testid=curtain]")

    page.click("[data-testid=home]")
    page.wait_for_selector("[data-testid=home-screen]")
    held = hold_python(page)
    page.reload()
    page.wait_for_selector(INTERACTIVE)
    visible(page, "play-fox_grapes").click()
    assert "replaces" in page.locator(".setup .hint").inner_text()
    release(page, held)


def test_the_pre_rendered_screens_are_what_the_app_draws(page, dist) -> None:
    """One source: home, each game's rules and each game's setup (at its most players), in both languages,
    are the same HTML in the built page as in the app's live DOM (handler keys aside)."""
    templates = {}
    for attrs, html in TEMPLATE.findall((dist / "index.html").read_text()):
        key = dict(re.findall(r'([\w-]+)="([^"]*)"', attrs))
        templates[key["data-lang"], key["data-screen"], key.get("data-game")] = html
    page.goto(page.site_url)
    wait_ready(page)
    games = [g.id for g in pygames.GAMES.values()]
    compared = 0
    for lang in ("en", "ja"):
        if page.evaluate("document.documentElement.lang") != lang:
            page.click("[data-testid=lang-toggle]")
        screens = [("home", None, None)]
        screens += [("rules", game, f"rules-{game}") for game in games]
        screens += [("setup", game, f"play-{game}") for game in games]
        for screen, game, opener in screens:
            page.click("[data-testid=home]")
            if opener:
                page.click(f"[data-testid={opener}]")
            if screen == "setup":
                most = pygames.GAMES[game].max_players
                if page.locator(f"[data-testid=players-{most}]").count():
                    page.check(f"[data-testid=players-{most}]")
            page.wait_for_selector(f"[data-testid={screen}-screen]")
            expected = page.evaluate(PARSED_HTML, templates[lang, screen, game])
            assert page.evaluate(LIVE_HTML) == expected, (lang, screen, game)
            compared += 1
    assert compared == 2 * (1 + 2 * len(games))


def test_before_python_back_and_forward_move_between_home_and_setup_and_the_app_goes_on_with_them(page) -> None:
    """The pre-rendered screens are history entries as the app's are: Back and Forward (and setup's own Back)
    work before Python, keep the form, and once Python is up its screens follow the same entries."""
    held = hold_python(page)
    page.goto(page.site_url)
    page.wait_for_selector(INTERACTIVE)
    visible(page, "play-hennote").click()
    visible(page, "seat-name-0").fill("Ann")
    page.go_back()
    page.wait_for_selector("#pre [data-testid=home-screen]")
    page.go_forward()
    page.wait_for_selector("#pre [data-testid=setup-screen][data-game=hennote]")
    assert visible(page, "seat-name-0").input_value() == "Ann"
    visible(page, "setup-back").click()
    page.wait_for_selector("#pre [data-testid=home-screen]")
    assert page.evaluate("document.activeElement.dataset.testid") == "play-hennote"  # back where the visitor was
    page.go_forward()
    page.wait_for_selector("#pre [data-testid=setup-screen][data-game=hennote]")
    assert page.locator(READY).count() == 0  # all of this before Python

    release(page, held)
    page.wait_for_selector("html[data-renders] [data-testid=setup-screen][data-game=hennote]")
    page.go_back()
    page.wait_for_selector("html[data-renders] [data-testid=home-screen]")
    page.go_forward()
    page.wait_for_selector("html[data-renders] [data-testid=setup-screen][data-game=hennote]")
    assert visible(page, "seat-name-0").input_value() == "Ann"


def test_before_python_every_bots_level_is_set_at_once_and_kept(page) -> None:
    """The pre-rendered setup sets every bot's level at once as the app does, and the app keeps what was set."""
    from .test_shell import every_bots_level

    held = hold_python(page)
    page.goto(page.site_url + "?botdelay=0")
    page.wait_for_selector(INTERACTIVE, state="attached")
    every_bots_level(page)
    release(page, held)
    levels = "() => [...document.querySelectorAll('[data-kind=bot] [data-testid$=-level]')].map(s => s.value)"
    assert page.evaluate(levels) == ["normal"] * 4
