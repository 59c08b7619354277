"""Dim Sum All-You-Can-Stack in the browser: 2- and 4-player games by clicking, the curtain, a reload, the grid's fit.

Tests drive the page through data-* selectors only (never visible text), so they hold
in both languages. ``?botdelay=0`` makes bots move at once.
"""

from __future__ import annotations

import random
from pathlib import Path

from .conftest import wait_ready
from .helpers import CHOICE, CURTAIN, GAME_OVER, click_choices, open_app, start_game

SHOTS = Path("/tmp/dimsum-shots")


def snapshot(page) -> dict[str, list[str | None]]:
    """What the board shows: every cell's kind and height, meters, market, deck, whose turn."""
    return page.evaluate(
        """() => {
        const pick = (sel, attr) => [...document.querySelectorAll(sel)].map(e => e.getAttribute(attr));
        return {
            kinds: pick("[data-testid=ds-seat] [data-testid=ds-cell]", "data-kind"),
            heights: pick("[data-testid=ds-seat] [data-testid=ds-cell]", "data-height"),
            faces: pick("[data-testid=ds-seat]", "data-face"),
            gauge: pick("[data-testid=ds-meters]", "data-gauge"),
            chips: pick("[data-testid=ds-meters]", "data-chips"),
            market: pick("[data-market]", "data-card"),
            deck: pick("[data-testid=ds-deck]", "data-count"),
            taken: pick("[data-testid=board]", "data-taken"),
            turn: pick("[data-testid=turn]", "data-player"),
        };
    }"""
    )


def check_game_over(page, players: int) -> None:
    assert page.locator("[data-testid=winner]").inner_text().strip()
    assert page.locator("[data-testid=win-reason]").inner_text().strip()
    lines = page.locator(f"{GAME_OVER} [data-testid=ds-score-line]")
    assert lines.count() == 10  # excluded kind, its points, 7 scoring lines, total
    assert lines.first.locator("td").count() == players
    assert page.locator(f"{GAME_OVER} [data-testid=ds-seat]").count() == players
    assert page.evaluate("localStorage.getItem('pygames:save:dimsum')") is None


def test_two_player_game_against_a_bot(page) -> None:
    """A human picks a face, previews market cards on their stomach and plays a bot to the game-over screen."""
    open_app(page)
    start_game(page, "dimsum", [("Ann", "human"), ("Robo", "bot")])
    page.click("[data-testid=ds-face-centre]")
    card = page.locator("[data-market][data-choice]").first
    card.wait_for()
    card.click()
    me = "[data-testid=ds-seat].is-me"
    assert page.locator(f"{me} [data-testid=ds-cell][data-preview]").count() >= 1
    assert page.locator("[data-testid=ds-preview-note]").count() == 1
    assert page.locator(f"{me}[data-face=centre] [data-testid=ds-cell].is-neck").count() == 1
    rng = random.Random(3)
    click_choices(page, rng, GAME_OVER)
    check_game_over(page, 2)


def test_four_player_game_with_bots(page) -> None:
    """One human and three bots play all 28 cards to the end."""
    open_app(page)
    start_game(page, "dimsum", [("Ann", "human"), ("Bo", "bot"), ("Cy", "bot"), ("Di", "bot")])
    click_choices(page, random.Random(11), GAME_OVER)
    check_game_over(page, 4)


def test_pass_and_play_curtain_hides_the_face_choice(page) -> None:
    """Two humans: a curtain on every hand-off; the other's secret face never reaches the page."""
    open_app(page)
    start_game(page, "dimsum", [("Ann", "human"), ("Ben", "human")])
    curtain = page.locator(CURTAIN)
    curtain.wait_for()
    assert page.locator("[data-testid=board], [data-face], [data-card]").count() == 0
    first = int(curtain.get_attribute("data-curtain-player"))
    page.click("[data-testid=curtain-reveal]")
    page.click("[data-testid=ds-face-upper]")
    curtain.wait_for()
    assert int(curtain.get_attribute("data-curtain-player")) == 1 - first
    assert page.locator("[data-testid=board], [data-face], [data-card]").count() == 0
    page.click("[data-testid=curtain-reveal]")
    page.wait_for_selector("[data-face][data-choice]")
    # the first player's choice is secret until everyone has chosen
    assert page.locator(f"[data-testid=ds-opponent-{first}]").count() == 1
    assert page.locator(f"[data-player='{first}'][data-face]").count() == 0
    page.click("[data-testid=ds-face-right]")
    # every later hand-off comes with a curtain too; the faces are public once revealed
    rng = random.Random(2)
    curtains = 0
    for _ in range(60):
        page.wait_for_selector(f"{CHOICE}, {CURTAIN}")
        if page.locator(CURTAIN).count():
            assert page.locator("[data-testid=board], [data-card]").count() == 0
            curtains += 1
            if curtains == 4:
                break
            page.click("[data-testid=curtain-reveal]")
            if page.locator(f"[data-testid=ds-opponent-{first}]").count():  # one tap away
                page.click(f"[data-testid=ds-opponent-{first}]")
            assert page.locator(f"[data-testid=ds-seat][data-player='{first}'][data-face=upper]").count() == 1
            continue
        choices = page.locator(CHOICE)
        choices.nth(rng.randrange(choices.count())).click()
    assert curtains == 4


def test_reload_resumes_the_same_position(page) -> None:
    """A reload mid-game (the human to take a card) goes straight back to the same table."""
    open_app(page)
    start_game(page, "dimsum", [("Ann", "human"), ("Bo", "bot"), ("Cy", "bot"), ("Di", "bot")])
    rng = random.Random(4)
    settled = "[data-testid=board][data-step=take]:has([data-testid=ds-deck][data-choice])"
    for _ in range(10):  # past a few turns: the human's take step with at least 9 cards taken
        click_choices(page, rng, settled)
        if int(page.get_attribute("[data-testid=board]", "data-taken")) >= 9:
            break
        page.locator(settled).locator("[data-testid=ds-deck]").click()
    before = snapshot(page)
    assert int(before["taken"][0]) >= 9
    page.reload()
    wait_ready(page)
    page.wait_for_selector(settled)
    assert snapshot(page) == before


def test_stomach_grid_fits_phone_and_desktop(page) -> None:
    """Screenshots at 375 px and 1280 px: the own stomach's 14 cells and the others' chips lie inside the viewport."""
    SHOTS.mkdir(exist_ok=True)
    open_app(page)
    start_game(page, "dimsum", [("Ann", "human"), ("Bo", "bot"), ("Cy", "bot")])
    rng = random.Random(7)
    for _ in range(10):  # a few turns in: the human's take step with at least 8 cards taken
        click_choices(page, rng, "[data-testid=ds-deck][data-choice]")
        if int(page.get_attribute("[data-testid=board]", "data-taken")) >= 8:
            break
        page.click("[data-testid=ds-deck][data-choice]")
    page.locator("[data-market][data-choice]").first.click()
    for width, height in ((375, 812), (1280, 900)):
        page.set_viewport_size({"width": width, "height": height})
        page.screenshot(path=str(SHOTS / f"page-{width}.png"), full_page=True)
        cells = page.locator("[data-testid=ds-seat].is-me [data-testid=ds-cell]")
        assert cells.count() == 14
        for box in [cells.nth(i).bounding_box() for i in range(14)] + [
            chip.bounding_box() for chip in page.locator("[data-testid^=ds-opponent-]").all()
        ]:
            assert box and box["x"] >= 0 and box["x"] + box["width"] <= width, (width, box)
            assert box["width"] >= 44
        assert page.evaluate("document.documentElement.scrollWidth") <= width
