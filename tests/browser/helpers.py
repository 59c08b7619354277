"""Steps every browser test takes: open the site, set up a game from home, tap until something shows.

Taps follow the app's state (web/dom.py marks it on ``<html>``), never a guess at how long a bot or
a render takes: a test picks a choice only while the app is IDLE, so what it picked is still on
screen when it taps, and after a tap it waits for the render that the tap caused.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from .conftest import wait_ready

CHOICE = "[data-choice]"  # every element that is a legal next step for the human to act (or "next" in a replay)
CURTAIN = "[data-testid=curtain]"
GAME_OVER = "[data-testid=game-over]"
#: Started, and no bot move (or any other callback) pending: the screen changes only when the test acts.
IDLE = "html[data-app=ready]:not([data-pending])"


def open_app(page, query: str = "?botdelay=0") -> None:
    page.goto(page.site_url + query)
    wait_ready(page)


def start_game(page, game_id: str, seats: list[tuple[str, str]], options: dict[str, str] | None = None) -> None:
    """From home: the player count, each seat's name and kind ("human"/"bot"), the options, and start."""
    page.click(f"[data-testid=play-{game_id}]")
    count = page.locator(f"[data-testid=players-{len(seats)}]")
    if count.count():  # a game for a fixed number of players has no count to choose
        count.check()
    for index, (name, kind) in enumerate(seats):
        page.fill(f"[data-testid=seat-name-{index}]", name)
        page.check(f"[data-testid=seat-{index}-{kind}]")
    for option, value in (options or {}).items():
        page.check(f"[data-testid=option-{option}-{value}]")
    page.click("[data-testid=start-game]")


def idle(page, selector: str) -> None:
    """Wait until the app is idle and shows ``selector``."""
    page.wait_for_selector(f"{IDLE} :is({selector})")


def tap(page, target) -> None:
    """Click ``target`` (a locator) and wait for the screen it draws: a tap on a choice always changes the screen."""
    renders = page.get_attribute("html", "data-renders")
    target.click()
    page.wait_for_selector(f"html:not([data-renders='{renders}'])", state="attached")


def click_choices(
    page, rng: random.Random, until: str, limit: int = 600, steady: Callable[[], None] | None = None
) -> int:
    """Tap random legal next steps (bots move in between) until ``until`` shows; the taps made.

    ``steady`` is called before each tap to wait for anything else that could move the target.
    """
    for taps in range(limit):
        idle(page, f"{CHOICE}, {until}")
        if page.locator(until).count():
            return taps
        if steady:
            steady()
        choices = page.locator(CHOICE)
        tap(page, choices.nth(rng.randrange(choices.count())))
    raise AssertionError(f"{until} not reached after {limit} taps")
