"""One tap, one action: a double click or a quick double tap acts once; separate taps and keys act each time.

The first click of a double click plays its move and redraws the table at once, so the
second lands on whatever the new position put under the pointer: in Dim Sum the same
stacking cell (offered again while cubes are left). In Cookie Battle a card waits for a confirm
(a second, separate tap), so a double click only raises it. Each test counts the moves
in the save, and checks that the second click really landed on a legal control.
"""

from __future__ import annotations

import pytest

from pygames.cookie_battle.engine import CookieBattleState
from pygames.dimsum.engine import DimsumState

from .conftest import watch
from .positions import find, moves, open_position, playouts

PHONE = {"width": 390, "height": 844}
STACK_CELL = "[data-testid=ds-seat][data-player='0'] [data-cell][data-choice]"
#: What is under the pointer, if it is a control a tap on which would do something.
CHOICE_AT = """([x, y]) => {
    const hit = document.elementFromPoint(x, y);
    const control = hit && hit.closest("[data-choice]");
    return control ? control.dataset.card || control.dataset.cell || "choice" : null;
}"""


@pytest.fixture
def phone(browser, site_url: str):
    """A touch phone's page (390 × 844); the test fails on console errors or non-local requests."""
    context = browser.new_context(viewport=PHONE, has_touch=True)
    page = context.new_page()
    problems = watch(page)
    page.site_url = site_url  # type: ignore[attr-defined]
    yield page
    context.close()
    if problems:
        pytest.fail("\n".join(problems), pytrace=False)


def stacking(state: DimsumState) -> bool:
    """Seat 0 has at least two cubes to stack and a choice of stacks."""
    return (
        state.to_act() == [0]
        and state.step == "stack"
        and state.pending["left"] >= 2
        and len(state.legal_actions(0)) >= 2
    )


def open_stacking(page) -> tuple[float, float, str]:
    """Dim Sum, two cubes or more for the human to stack: the centre of a stack offered and its cell."""
    open_position(page, find("dimsum", 2, stacking), [("Ann", False), ("Bo", True)], "?botdelay=60")
    cell = page.locator(STACK_CELL).first
    cell.scroll_into_view_if_needed()
    box = cell.bounding_box()
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2, cell.get_attribute("data-cell")


def wait_moves(page, game_id: str, count: int) -> None:
    """Wait until the save holds at least ``count`` moves."""
    page.wait_for_function(
        "([key, count]) => (JSON.parse(localStorage.getItem(key) || 'null')?.engine.actions.length ?? -1) >= count",
        arg=[f"pygames:save:{game_id}", count],
    )


def height(page, cell: str) -> int:
    return int(page.get_attribute(f"[data-testid=ds-seat][data-player='0'] [data-cell='{cell}']", "data-height"))


@pytest.mark.parametrize("how", ["dblclick", "double click", "double tap"])
def test_a_double_click_on_a_stacking_cell_stacks_one_cube(phone, how: str) -> None:
    x, y, cell = open_stacking(phone)
    before, tall = moves(phone, "dimsum"), height(phone, cell)
    if how == "dblclick":
        phone.mouse.dblclick(x, y)
    elif how == "double click":
        phone.mouse.click(x, y, click_count=2)
    else:
        phone.touchscreen.tap(x, y)
        phone.touchscreen.tap(x, y)
    wait_moves(phone, "dimsum", before + 1)  # a tap's click may come a moment after the tap
    assert phone.evaluate(CHOICE_AT, [x, y]) == cell, "the second click must land on the cell, offered again"
    assert moves(phone, "dimsum") == before + 1
    assert height(phone, cell) == tall + 1


def test_separate_taps_and_keys_each_stack_a_cube(phone) -> None:
    """Two taps at the same place (not a double click) stack two cubes; Enter on a focused cell stacks one."""
    x, y, cell = open_stacking(phone)
    before, tall = moves(phone, "dimsum"), height(phone, cell)
    phone.mouse.click(x, y)
    phone.mouse.click(x, y)
    assert moves(phone, "dimsum") == before + 2
    assert height(phone, cell) == tall + 2

    x, y, cell = open_stacking(phone)
    before = moves(phone, "dimsum")
    phone.focus(f"{STACK_CELL}[data-cell='{cell}']")
    phone.keyboard.press("Enter")
    assert moves(phone, "dimsum") == before + 1


def winning_last_cards() -> list[tuple[CookieBattleState, str]]:
    """Cookie Battle positions where seat 0 plays the trick's last card, wins it, and so leads the next."""
    found = []
    for state in playouts("cookie_battle", 3, range(12)):
        if state.to_act() != [0] or state.phase != "play" or len(state.trick) != 2 or len(state.hands[0]) < 3:
            continue
        for action in state.legal_actions(0):
            if action["do"] == "play" and leads_after(state, action):
                found.append((state.clone(), action["card"]))
                break
    return found


def leads_after(state: CookieBattleState, action: dict) -> bool:
    after = state.clone()
    after.apply(0, action)
    return after.to_act() == [0]


def test_a_double_click_on_a_card_only_raises_it(phone) -> None:
    """Cookie Battle asks for a confirm: the double click's second click is dropped, not read as "tap again to play"."""
    for state, card in winning_last_cards()[:2]:
        open_position(phone, state, [("Ann", False), ("Bo", True), ("Cy", True)], "?botdelay=10")
        target = phone.locator(f"[data-testid=cb-hand-{card}]")
        box = target.bounding_box()
        before = moves(phone, "cookie_battle")
        phone.mouse.dblclick(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        phone.wait_for_selector(f"[data-testid=cb-hand-{card}].is-picked")
        assert moves(phone, "cookie_battle") == before


def test_two_taps_on_the_card_that_wins_the_trick_play_it_once(phone) -> None:
    """Separate taps: the first raises the card, the second plays it; the winner then leads with nothing raised."""
    state, card = winning_last_cards()[0]
    open_position(phone, state, [("Ann", False), ("Bo", True), ("Cy", True)], "?botdelay=10")
    before = moves(phone, "cookie_battle")
    phone.click(f"[data-testid=cb-hand-{card}]")
    phone.click(f"[data-testid=cb-hand-{card}]")
    assert moves(phone, "cookie_battle") == before + 1
    assert phone.locator(f"[data-testid=cb-hand-{card}]").count() == 0
    assert phone.locator("[data-testid^=cb-hand-].is-picked").count() == 0
