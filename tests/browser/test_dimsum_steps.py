"""A bot's move in Dim Sum, shown step by step; undo of a stack; the move log.

A bot's take is shown in the engine's two steps (``State.story``), as the human's own views: first
the card leaves the market (the refill turns up, marked), with the bot's stomach opened as it was;
then its cubes land (marked). Never a later state: the first step's stomach is the one before the move.
"""

from __future__ import annotations

from pygames.dimsum.data import LAST_CELL

from .helpers import IDLE
from .positions import find, moves, open_position

SEATS = [("Ann", False), ("Bo", True)]
STEP = "[data-testid=step]"


def frame(page) -> dict:
    """What the step on screen shows: the changed market cards and deck, the bot's cells and which changed."""
    return page.evaluate(
        """() => {
            const step = document.querySelector("[data-testid=step]");
            if (!step) return null;
            const detail = step.querySelector("[data-testid=ds-detail] [data-testid=ds-seat]");
            return {
                player: detail && detail.dataset.player,
                market: [...step.querySelectorAll("[data-market]")].map(c => c.dataset.card),
                new_cards: [...step.querySelectorAll("[data-market].is-changed")].map(c => c.dataset.card),
                deck_changed: !!step.querySelector("[data-testid=ds-deck].is-changed"),
                cells: detail ? [...detail.querySelectorAll("[data-cell]")].map(c => c.dataset.height) : [],
                changed: detail ? [...detail.querySelectorAll("[data-cell].is-changed")].map(c => c.dataset.cell) : [],
                words: document.querySelector("[data-testid=step-words]").textContent,
            };
        }"""
    )


def test_a_bots_take_is_shown_card_first_then_cubes_with_what_changed_marked(page) -> None:
    def bot_takes(state) -> bool:
        return state.to_act() == [1] and state.step == "take" and not state.stomachs[1][LAST_CELL] and state.taken >= 2

    state = find("dimsum", 2, bot_takes)
    heights = [str(len(state.stomachs[1][c])) for c in sorted(state.stomachs[1])]
    market = list(state.market)
    open_position(page, state, SEATS, "?botdelay=3")
    page.wait_for_selector(STEP, timeout=30_000)
    first = frame(page)
    assert first["player"] == "1"  # the bot's stomach opens by itself
    assert first["cells"] == heights and not first["changed"]  # its cubes have not landed yet
    taken = set(market) - set(first["market"])
    assert first["new_cards"] or first["deck_changed"]  # the refill (or the deck's top card) is marked
    assert len(taken) <= 1 and "Bo" in first["words"]
    page.wait_for_function("() => !!document.querySelector('[data-testid=step] [data-cell].is-changed')")
    second = frame(page)
    assert second["changed"] and second["cells"] != heights  # now the cubes are there, marked
    assert second["market"] == first["market"]
    page.wait_for_selector(f"{IDLE} [data-market][data-choice]")  # then the human's turn
    assert page.locator(STEP).count() == 0
    page.click("[data-testid=moves]")
    lines = page.locator("[data-testid=move-log] li")
    assert lines.count() >= 3 and "Bo" in lines.last.inner_text()


def test_a_stacked_cube_can_be_undone_but_not_a_take_that_turned_a_card_up(page) -> None:
    def stacking(state) -> bool:
        return state.to_act() == [0] and state.step == "stack" and state.pending["left"] >= 2 and state.deck

    open_position(page, find("dimsum", 2, stacking), SEATS, "?botdelay=10")
    cell = page.locator("[data-testid=ds-seat].is-me [data-cell][data-choice]").first
    number = cell.get_attribute("data-cell")
    height = int(cell.get_attribute("data-height"))
    assert page.locator("[data-testid=undo]").count() == 0  # the take turned a card up: it stays
    before = moves(page, "dimsum")
    cell.click()
    mine = f"[data-testid=ds-seat].is-me [data-cell='{number}']"
    page.wait_for_selector(f"{mine}[data-height='{height + 1}']")
    page.click("[data-testid=undo]")
    page.wait_for_selector(f"{mine}[data-height='{height}'][data-choice]")
    assert moves(page, "dimsum") == before
    assert page.locator("[data-testid=undo]").count() == 0
