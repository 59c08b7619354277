"""Cookie Battle with the keyboard alone (issue #13): a whole game by Tab and Enter, and a game-over axe finds clean.

After the seats are set up, no mouse: Tab moves to the next control until a legal option
(``data-choice``) has the focus, Enter takes it. Passes, cards, their confirms and the markers'
menus are all reached this way, so nothing in the game needs a pointer.
"""

from __future__ import annotations

from .checks import assert_accessible
from .helpers import CHOICE, GAME_OVER, idle, open_app, start_game
from .test_cookie_battle import check_game_over

FOCUSED_CHOICE = "() => !!(document.activeElement && document.activeElement.closest('[data-choice]'))"


def test_a_whole_game_with_the_keyboard_alone(page) -> None:
    open_app(page)
    start_game(page, "cookie_battle", [("Ann", "human"), ("Bo", "bot"), ("Cy", "bot")])
    presses = {"Tab": 0, "Enter": 0}
    for _ in range(6000):
        idle(page, f"{CHOICE}, {GAME_OVER}")
        if page.locator(GAME_OVER).count():
            break
        if page.evaluate(FOCUSED_CHOICE):
            renders = page.get_attribute("html", "data-renders")
            page.keyboard.press("Enter")
            page.wait_for_selector(f"html:not([data-renders='{renders}'])", state="attached")
            presses["Enter"] += 1
        else:
            page.keyboard.press("Tab")
            presses["Tab"] += 1
    check_game_over(page, 3)
    assert presses["Enter"] >= 3 * (3 + 12 * 2), presses  # each round: a pass (2 cards + confirm), 12 cards × 2
    assert_accessible(page, "Cookie Battle's game over")
