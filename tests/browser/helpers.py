"""Steps every browser test takes: open the site, set up a game from home, tap until something shows."""

from __future__ import annotations

import random

from .conftest import wait_ready

CHOICE = "[data-choice]"  # every element that is a legal next step for the human to act (or "next" in a replay)
CURTAIN = "[data-testid=curtain]"
GAME_OVER = "[data-testid=game-over]"


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


def click_choices(page, rng: random.Random, until: str, limit: int = 600) -> int:
    """Tap random legal next steps (waiting out bot turns) until ``until`` matches; the taps made."""
    for taps in range(limit):
        page.wait_for_selector(f"{CHOICE}, {until}", timeout=15_000)
        if page.locator(until).count():
            return taps
        choices = page.locator(CHOICE)
        choices.nth(rng.randrange(choices.count())).click()
    raise AssertionError(f"{until} not reached after {limit} taps")
