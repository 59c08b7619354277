"""Hennote with the keyboard alone: a whole game against a bot with Tab, Enter and Space only.

The issue measured 5–13 Tabs per move, because focus fell back to <body> after every action.
Now focus stays on a legal option, so a move takes Enter (or Space) on a focused option, with a
Tab or two to pick another one.
"""

from __future__ import annotations

import random

from .helpers import CHOICE, GAME_OVER, IDLE, open_app, start_game

FOCUSED_CHOICE = "() => !!(document.activeElement && document.activeElement.matches('[data-choice]'))"


def test_a_whole_game_with_the_keyboard_alone(page) -> None:
    open_app(page)
    start_game(page, "hennote", [("Ann", "human"), ("Robo", "bot")], {"gods": "draft"})
    rng = random.Random(4)
    moves, searching, worst = 0, 0, 0
    while True:
        page.wait_for_selector(f"{IDLE} :is({CHOICE}, {GAME_OVER})")
        if page.locator(GAME_OVER).count():
            break
        tabs = 0
        while not page.evaluate(FOCUSED_CHOICE):  # Tab until a legal option has the focus
            page.keyboard.press("Tab")
            tabs += 1
            assert tabs <= 12, f"no legal option reached by Tab (move {moves})"
        if rng.random() < 0.4:  # sometimes pick the next option instead (Tab, or Shift+Tab back if it is not one)
            page.keyboard.press("Tab")
            if not page.evaluate(FOCUSED_CHOICE):
                page.keyboard.press("Shift+Tab")
        searching += tabs
        worst = max(worst, tabs)
        renders = page.get_attribute("html", "data-renders")
        page.keyboard.press(rng.choice(["Enter", "Space"]))
        page.wait_for_selector(f"html:not([data-renders='{renders}'])", state="attached")
        moves += 1
        assert moves < 600, "the game did not end"
    assert page.locator("[data-testid=winner]").inner_text().strip()
    assert worst <= 2 and searching / moves <= 0.5, f"{searching} Tabs in {moves} moves, worst {worst}"
