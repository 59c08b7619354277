"""Cookie Battle in the browser: whole games by clicking, the curtain, a reload.

Tests drive the page through data-* selectors only (never visible text), so they hold
in both languages. ``?botdelay=0`` makes bots move at once. Every card, pass and marker
waits for a confirm (or a second tap on the raised card) before it is played.
"""

from __future__ import annotations

import random

from .conftest import wait_ready
from .helpers import CHOICE, CURTAIN, GAME_OVER, click_choices, idle, open_app, start_game, tap

SAVE_KEY = "pygames:save:cookie_battle"
#: Anything that shows a card or a piece: none of it may be in the DOM behind a curtain.
SECRETS = "[data-testid=board], [data-card], [data-piece], [data-testid=cb-my-marker]"
HAND = "[data-testid^=cb-hand-][data-card]"
CONFIRM = "[data-testid=cb-confirm]"


def snapshot(page) -> dict[str, list[str | None]]:
    """What the board shows: round, trick, contested piece, cards on the table, the hand, counts, whose turn."""
    return page.evaluate(
        """hand => {
        const pick = (sel, attr) => [...document.querySelectorAll(sel)].map(e => e.getAttribute(attr));
        return {
            round: pick("[data-testid=board]", "data-round"),
            trick: pick("[data-testid=cb-trick-number]", "data-trick"),
            contested: pick("[data-testid=cb-contested]", "data-piece"),
            table: pick("[data-testid=cb-trick-card]", "data-card"),
            last: pick("[data-testid=cb-last-trick] [data-card]", "data-card"),
            hand: pick(hand, "data-card"),
            legal: pick(hand + "[data-choice]", "data-card"),
            counts: pick("button[data-testid^=cb-seat-]", "data-pieces").concat(
                pick("button[data-testid^=cb-seat-]", "data-markers")),
            mine: pick("[data-testid=cb-my-piece]", "data-piece").concat(
                pick("[data-testid=cb-my-marker]", "data-kind")),
            turn: pick("[data-testid=turn]", "data-player"),
        };
    }""",
        HAND,
    )


def check_game_over(page, players: int) -> None:
    assert page.locator("[data-testid=winner]").inner_text().strip()
    assert page.locator("[data-testid=win-reason]").inner_text().strip()
    assert page.locator(f"{GAME_OVER} [data-testid=cb-final]").count() == players
    assert page.locator(f"{GAME_OVER} [data-testid=cb-ache-rule]").inner_text().strip()
    assert page.locator(f"{GAME_OVER} [data-testid=cb-round-results] tbody tr").count() == players
    assert page.evaluate(f"localStorage.getItem('{SAVE_KEY}')") is None


def test_three_player_game_against_bots(page) -> None:
    """One human plays two bots through 3 rounds, passing and playing by clicks, to the assembled cookies."""
    open_app(page)
    start_game(page, "cookie_battle", [("Ann", "human"), ("Bo", "bot"), ("Cy", "bot")])
    page.wait_for_selector("[data-testid=board][data-phase=pass]")
    assert page.locator(HAND).count() == 12
    hand = page.locator(HAND).evaluate_all("els => els.map(e => e.dataset.card)")
    order = ["green", "red", "blue", "gold"]
    suits = [order.index(c.split("-")[0]) if c.split("-")[0] in order else 4 for c in hand]
    assert suits == sorted(suits), "the hand is sorted by suit"
    rng = random.Random(3)
    click_choices(page, rng, "[data-testid=cb-trick-number]:not([data-trick='1'])")
    assert page.locator("[data-testid=cb-contested]").count() == 1
    assert page.locator("button[data-testid^=cb-seat-]").count() == 2
    click_choices(page, rng, GAME_OVER)
    check_game_over(page, 3)


def test_five_player_game_with_bots(page) -> None:
    """One human and four bots play all three rounds; a card that may not follow is shown refused, never played."""
    open_app(page)
    start_game(page, "cookie_battle", [("Ann", "human"), ("Bo", "bot"), ("Cy", "bot"), ("Di", "bot"), ("Ed", "bot")])
    page.wait_for_selector("[data-testid=board][data-phase=pass]")
    assert page.locator(HAND).count() == 9
    rng = random.Random(8)
    explained = False
    for _ in range(900):
        idle(page, f"{CHOICE}, {GAME_OVER}")
        if page.locator(GAME_OVER).count():
            break
        refused = page.locator(f"{HAND}.is-refused")
        if not explained and refused.count():
            before = page.locator(HAND).count()
            assert refused.first.get_attribute("aria-disabled") == "true"
            reason = refused.first.get_attribute("data-refused")
            assert "follow the led suit" in reason  # the engine's own reason (kit.refused)
            renders = page.get_attribute("html", "data-renders")
            refused.first.click(force=True)  # aria-disabled, yet a tap must say why
            page.wait_for_selector(f"html:not([data-renders='{renders}'])", state="attached")
            assert page.inner_text("[data-testid=refused-words]").strip() == reason
            assert page.locator(HAND).count() == before  # and nothing was played
            explained = True
            continue
        choices = page.locator(CHOICE)
        tap(page, choices.nth(rng.randrange(choices.count())))
    check_game_over(page, 5)
    assert explained


def test_pass_and_play_curtain_hides_hands(page) -> None:
    """Two humans and a bot: the secret pass and every hand-off come behind a curtain that hides all cards."""
    open_app(page)
    start_game(page, "cookie_battle", [("Ann", "human"), ("Ben", "human"), ("Bo", "bot")])
    curtain = page.locator(CURTAIN)
    curtain.wait_for()
    assert page.locator(SECRETS).count() == 0
    first = int(curtain.get_attribute("data-curtain-player"))
    page.click("[data-testid=curtain-reveal]")
    page.wait_for_selector("[data-testid=board][data-phase=pass]")
    mine = page.locator(HAND).evaluate_all("els => els.map(e => e.dataset.card)")
    assert len(mine) == 12
    tap(page, page.locator(f"{HAND}[data-choice]").first)
    tap(page, page.locator(f"{HAND}[data-choice]").first)
    tap(page, page.locator(CONFIRM))
    curtain.wait_for()
    assert int(curtain.get_attribute("data-curtain-player")) == 1 - first
    assert page.locator(SECRETS).count() == 0
    page.click("[data-testid=curtain-reveal]")
    theirs = page.locator(HAND).evaluate_all("els => els.map(e => e.dataset.card)")
    assert len(theirs) == 12 and not set(theirs) & set(mine)

    rng = random.Random(2)
    curtains = 0
    for _ in range(400):
        idle(page, f"{CHOICE}, {CURTAIN}, {GAME_OVER}")
        if page.locator(GAME_OVER).count() or curtains >= 6:
            break
        if page.locator(CURTAIN).count():
            assert page.locator(SECRETS).count() == 0
            curtains += 1
            page.click("[data-testid=curtain-reveal]")
            continue
        choices = page.locator(CHOICE)
        tap(page, choices.nth(rng.randrange(choices.count())))
    assert curtains >= 6


def test_reload_resumes_the_same_position(page) -> None:
    """A reload mid-game (a trick done, the human to play) goes straight back to the same table."""
    open_app(page)
    start_game(page, "cookie_battle", [("Ann", "human"), ("Bo", "bot"), ("Cy", "bot"), ("Di", "bot")])
    settled = (
        "[data-testid=board][data-phase=play]:has([data-testid=cb-trick-number]:not([data-trick='1']))"
        f":has({HAND}[data-choice]):not(:has(.is-picked))"
    )
    click_choices(page, random.Random(4), settled)
    before = snapshot(page)
    assert before["legal"] and before["contested"]
    page.reload()
    wait_ready(page)
    page.wait_for_selector(settled)
    assert snapshot(page) == before


def test_how_to_win_opens_the_rules_on_one_phone_screen(page) -> None:
    """The rules open with the goal and a trick in four named pictures, all above the fold at 375×812."""
    page.set_viewport_size({"width": 375, "height": 812})
    open_app(page)
    for lang in ("en", "ja"):
        if page.get_attribute("[data-testid=lang-toggle]", "data-lang") != lang:
            page.click("[data-testid=lang-toggle]")
            page.wait_for_selector(f"[data-testid=lang-toggle][data-lang={lang}]")
        page.click("[data-testid=rules-cookie_battle]")
        summary = page.locator("[data-testid=how-to-win]")
        summary.wait_for()
        labels = summary.locator("svg[role=img]").evaluate_all("els => els.map(e => e.getAttribute('aria-label'))")
        assert len(labels) == 4 and all(labels) and len(set(labels)) == 4, labels
        assert summary.locator(".how-to-win-goal").inner_text().strip()
        box = summary.bounding_box()
        assert box["y"] + box["height"] <= 812, (lang, box)  # the goal and the whole trick, with the page header
        width = page.evaluate("[document.documentElement.scrollWidth, document.documentElement.clientWidth]")
        assert width[0] <= width[1], width
        page.click("[data-testid=rules-back]")
        page.wait_for_selector("[data-testid=rules-cookie_battle]")
