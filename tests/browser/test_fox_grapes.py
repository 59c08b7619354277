"""The Fox and the Grapes in the browser: 2- and 4-player games by clicking, the curtain, a reload.

Tests drive the page through data-* selectors only (never visible text), so they hold
in both languages. ``?botdelay=0`` makes bots move at once.
"""

from __future__ import annotations

import random

from .conftest import wait_ready
from .helpers import CHOICE, CURTAIN, GAME_OVER, click_choices, open_app, start_game


def snapshot(page) -> dict[str, list[str | None]]:
    """What the board shows: round, face-up cards, face-down cards and claims, the hand, whose turn."""
    return page.evaluate(
        """() => {
        const pick = (sel, attr) => [...document.querySelectorAll(sel)].map(e => e.getAttribute(attr));
        return {
            round: pick("[data-testid=fg-round]", "data-round"),
            faceup: pick("[data-testid=fg-faceup]", "data-score").concat(
                pick("[data-testid=fg-faceup]", "data-fox"), pick("[data-testid=fg-faceup]", "data-sweet")),
            slots: pick("[data-testid=fg-slot]", "data-player"),
            mine: pick("[data-testid=fg-slot]", "data-card"),
            calls: pick("[data-testid=fg-call-chip]", "data-call"),
            hand: pick("[data-testid=fg-hand-card]", "data-card").concat(
                pick("[data-testid=fg-hand-card]", "data-count")),
            turn: pick("[data-testid=turn]", "data-player"),
            phase: pick("[data-testid=board]", "data-phase"),
        };
    }"""
    )


def check_game_over(page, players: int) -> None:
    assert page.locator("[data-testid=winner]").inner_text().strip()
    assert page.locator("[data-testid=win-reason]").inner_text().strip()
    assert page.locator(f"{GAME_OVER} [data-testid=fg-standing]").count() == players
    assert page.locator(f"{GAME_OVER} [data-testid=fg-final-reveals] li").count() >= 1
    assert page.evaluate("localStorage.getItem('pygames:save:fox_grapes')") is None


def test_two_player_game_against_a_bot(page) -> None:
    """Seat 1 (human, by clicks) plays a bot through 3 rounds, following each reveal, to the game-over screen."""
    open_app(page)
    start_game(page, "fox_grapes", [("Ann", "human"), ("Robo", "bot")])
    page.wait_for_selector("[data-testid=board]")
    rng = random.Random(5)
    click_choices(page, rng, "[data-testid=fg-replay]")
    assert page.locator("[data-testid=fg-event]").inner_text().strip()
    click_choices(page, rng, GAME_OVER)
    check_game_over(page, 2)


def test_four_player_game_with_bots(page) -> None:
    """One human and three bots play all five rounds to the end; declarations show on their cards."""
    open_app(page)
    start_game(page, "fox_grapes", [("Ann", "human"), ("Bo", "bot"), ("Cy", "bot"), ("Di", "bot")])
    rng = random.Random(11)
    click_choices(page, rng, "[data-testid=fg-call-chip]")
    click_choices(page, rng, GAME_OVER)
    check_game_over(page, 4)


def test_pass_and_play_curtain_hides_hands(page) -> None:
    """Two humans: a curtain on every hand-off hides all hands; the other's face-down cards never reach the page."""
    open_app(page)
    start_game(page, "fox_grapes", [("Ann", "human"), ("Ben", "human")])
    curtain = page.locator(CURTAIN)
    curtain.wait_for()
    assert page.locator("[data-testid=board], [data-testid=fg-hand-card], [data-card]").count() == 0
    first = int(curtain.get_attribute("data-curtain-player"))
    page.click("[data-testid=curtain-reveal]")
    assert page.locator("[data-testid=fg-hand] [data-card]").count() > 0
    for _ in range(3):  # the first player plays three cards, each with a claim, without a hand-off
        page.locator("[data-testid=fg-hand-card][data-choice]").first.click()
        page.locator("[data-testid=fg-claim]").first.click()
        if page.locator(CURTAIN).count():
            break
        mine = page.locator(f"[data-testid=fg-slot][data-player='{first}']").evaluate_all(
            "els => els.map(e => e.dataset.card)"
        )
        assert mine and all(mine), "the player's own face-down cards are shown to them"

    curtain.wait_for()
    assert int(curtain.get_attribute("data-curtain-player")) == 1 - first
    assert page.locator("[data-testid=board], [data-testid=fg-hand-card], [data-card]").count() == 0
    page.click("[data-testid=curtain-reveal]")
    page.wait_for_selector("[data-testid=board][data-phase=play]")
    assert page.locator(f"[data-testid=fg-slot][data-player='{first}']").count() == 3
    assert page.locator(f"[data-testid=fg-slot][data-player='{first}'][data-card]").count() == 0
    assert page.locator(f"[data-testid=fg-slot][data-player='{first}'] .fg-face:not(.fg-back)").count() == 0

    # the rest of the round: every hand-off comes with a curtain that hides everything
    rng = random.Random(2)
    for _ in range(200):
        page.wait_for_selector(f"{CHOICE}, {CURTAIN}, [data-testid=fg-replay]")
        if page.locator("[data-testid=fg-replay]").count():
            break
        if page.locator(CURTAIN).count():
            assert page.locator("[data-testid=fg-hand-card], [data-card]").count() == 0
            page.click("[data-testid=curtain-reveal]")
            continue
        choices = page.locator(CHOICE)
        choices.nth(rng.randrange(choices.count())).click()
    assert page.locator("[data-testid=fg-replay]").count() == 1


def test_reload_resumes_the_same_position(page) -> None:
    """A reload mid-game (round 2, the human to play) goes straight back to the same table."""
    open_app(page)
    start_game(page, "fox_grapes", [("Ann", "human"), ("Bo", "bot"), ("Cy", "bot"), ("Di", "bot")])
    settled = (
        "[data-testid=board][data-phase=play][data-replay=no]:has([data-testid=fg-round][data-round='2'])"
        ":has([data-testid=fg-hand-card][data-choice])"
    )
    click_choices(page, random.Random(4), settled)
    before = snapshot(page)
    assert before["round"] == ["2"] and len(before["hand"]) >= 2
    page.reload()
    wait_ready(page)
    page.wait_for_selector(settled)
    assert snapshot(page) == before
