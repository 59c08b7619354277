"""A whole Dim Sum game with the keyboard alone: Tab (and Shift+Tab) to a control, Enter or Space to use it."""

from __future__ import annotations

import pytest

from pygames.dimsum import GAME

from .helpers import CHOICE, GAME_OVER, idle
from .positions import find, moves, open_position
from .test_dimsum_layout import DECISIONS

SEATS = [("Ann", False), ("Bo", True)]


def focus_by_tab(page, selector: str, backwards: bool = False, limit: int = 120) -> int:
    """Press Tab (Shift+Tab) until the focused element matches ``selector``; how many presses it took."""
    for presses in range(limit):
        if page.evaluate("sel => !!document.activeElement && document.activeElement.matches(sel)", selector):
            return presses
        page.keyboard.press("Shift+Tab" if backwards else "Tab")
    raise AssertionError(f"Tab never reached {selector}")


def press(page, key: str) -> None:
    """Press ``key`` on the focused control and wait for the screen it draws."""
    renders = page.get_attribute("html", "data-renders")
    page.keyboard.press(key)
    page.wait_for_selector(f"html:not([data-renders='{renders}'])", state="attached")


def test_a_whole_game_with_the_keyboard_alone(page) -> None:
    """Faces, previews, takes from the market and the deck, stacks and the bonus: all by Tab, Enter and Space."""
    open_position(page, GAME.new(2, 1), SEATS, "?botdelay=0")
    used = set()
    tabs = []
    for turn in range(200):
        idle(page, f"{CHOICE}, {GAME_OVER}")
        if page.locator(GAME_OVER).count():
            break
        step = page.get_attribute("[data-testid=board]", "data-step")
        key = "Enter" if turn % 2 else " "
        if page.locator("[data-testid=ds-take]").count():
            target, used = "[data-testid=ds-take]", used | {"preview"}
        elif page.locator("[data-face][data-choice]").count():
            target = "[data-face][data-choice]"
        elif step == "take":
            deck = page.locator("[data-testid=ds-deck][data-choice]").count() and turn % 3 == 0
            target = "[data-testid=ds-deck]" if deck else "[data-market][data-choice]"
        else:  # a stack to tap, or the bonus to pick
            target = "[data-cell][data-choice]" if step == "stack" else "[data-pick][data-choice]"
        used.add(step or "face")
        tabs.append(focus_by_tab(page, target, backwards=turn % 4 == 3))
        press(page, key)
    else:
        raise AssertionError("the game did not end")
    assert page.locator("[data-testid=winner]").count() == 1
    assert sum(tabs) <= 4 * len(tabs), tabs  # focus stays near the choices: a few Tabs a move, not a page of them
    assert {"face", "take", "preview"} <= used  # stacks and the bonus come when the cards fall so: see below


@pytest.mark.parametrize("kind", ["stack", "bonus"])
def test_stacking_and_the_bonus_with_the_keyboard_alone(page, kind: str) -> None:
    open_position(page, find("dimsum", 2, DECISIONS[kind]), SEATS, "?botdelay=10")
    target = "[data-cell][data-choice]" if kind == "stack" else "[data-pick][data-choice]"
    idle(page, target)
    before = moves(page, "dimsum")
    focus_by_tab(page, target)
    press(page, "Enter" if kind == "stack" else " ")
    assert moves(page, "dimsum") == before + 1
