"""Hennote in the browser: a whole game by clicking, reload, damaged saves, names as text, the curtain.

Tests drive the page through data-* selectors only (never visible text), so they hold
in both languages. ``?botdelay=0`` makes bots move at once.
"""

from __future__ import annotations

import random

from .conftest import wait_ready
from .helpers import GAME_OVER, click_choices, open_app, start_game

SAVE_KEY = "pygames:save:hennote"
CURRENT_KEY = "pygames:current"


def table_snapshot(page) -> dict[str, list[str | None]]:
    """What the board shows: every card on it, the counters and whose turn it is."""
    return page.evaluate(
        """() => {
        const pick = (sel, attr) => [...document.querySelectorAll(sel)].map(e => e.getAttribute(attr));
        return {
            field: pick("[data-testid=field] [data-testid=slot]", "data-card"),
            stock: pick("[data-testid=stock] [data-card]", "data-card"),
            decks: pick("[data-testid=deck]", "data-count"),
            wins: pick("[data-testid=wins]", "data-wins"),
            battle: pick("[data-testid=battle-result]", "data-winner"),
            turn: pick("[data-testid=turn]", "data-player"),
            phase: pick("[data-testid=board]", "data-phase"),
        };
    }"""
    )


def test_whole_game_against_a_bot(page) -> None:
    """Seat 1 (human, by clicks) plays a bot to the game-over screen; the finished save is cleared."""
    open_app(page)
    start_game(page, "hennote", [("Ann", "human"), ("Robo", "bot")], {"gods": "draft"})
    page.wait_for_selector("[data-testid=board][data-phase=gods]")
    click_choices(page, random.Random(7), GAME_OVER)
    assert page.locator("[data-testid=winner]").inner_text().strip()
    assert page.locator("[data-testid=win-reason]").inner_text().strip()
    assert page.locator(f"{GAME_OVER} [data-testid=wins]").count() == 2
    assert page.evaluate(f"localStorage.getItem('{SAVE_KEY}')") is None
    page.click("[data-testid=go-home]")
    page.wait_for_selector("[data-testid=home-screen]")
    assert page.locator("[data-testid=continue-hennote]").count() == 0


def test_reload_resumes_the_same_position(page) -> None:
    """A reload mid-game goes straight back to the same table."""
    open_app(page)
    start_game(page, "hennote", [("Ann", "human"), ("Robo", "bot")])
    # settled: a battle has happened and the human (seat 1) is choosing an action afresh
    settled = (
        "[data-testid=play-screen]:has([data-testid=battle-result])"
        ":has([data-testid=turn][data-player='0']):has([data-testid=action-retreat])"
    )
    rng = random.Random(3)
    for _ in range(5):  # the bot may win before a settled position: then play again
        click_choices(page, rng, f"{settled}, {GAME_OVER}")
        if page.locator(settled).count():
            break
        page.click("[data-testid=play-again]")
    before = table_snapshot(page)
    assert before["phase"] == ["play"] and len(before["field"]) == 6
    page.reload()
    wait_ready(page)
    page.wait_for_selector(settled)
    assert table_snapshot(page) == before


def test_corrupt_save_offers_a_way_on(page) -> None:
    """A damaged save says so, and "start new" leads to a playable game; home offers to discard it."""
    open_app(page)
    page.evaluate(f"localStorage.setItem('{SAVE_KEY}', '{{not json'); localStorage.setItem('{CURRENT_KEY}', 'hennote')")
    page.reload()
    wait_ready(page)
    page.wait_for_selector("[data-testid=save-error]")
    page.click("[data-testid=save-error-new]")
    page.wait_for_selector("[data-testid=setup-screen]")
    page.click("[data-testid=start-game]")
    page.wait_for_selector("[data-testid=board][data-phase=place]")

    bad_engine = '{"engine": {"game": "hennote", "version": 999}, "seats": []}'
    page.evaluate(f"localStorage.setItem('{SAVE_KEY}', '{bad_engine}'); localStorage.removeItem('{CURRENT_KEY}')")
    page.reload()
    wait_ready(page)
    notice = page.locator("[data-testid=game-card][data-game=hennote] [data-testid=save-error]")
    notice.wait_for()
    page.click("[data-testid=save-error-discard]")
    page.wait_for_selector("[data-testid=home-screen]")
    assert page.locator("[data-testid=save-error]").count() == 0
    assert page.evaluate(f"localStorage.getItem('{SAVE_KEY}')") is None


def test_player_name_with_markup_is_text(page) -> None:
    """Names are user text: markup in one is shown as typed, never parsed (an <img> would request "x")."""
    name = "<b>Eve</b><img src=x onerror=hacked=1>"
    open_app(page)
    start_game(page, "hennote", [(name, "human"), ("Robo", "bot")])
    page.wait_for_selector("[data-testid=board]")
    assert name in page.locator("[data-testid=turn]").inner_text()
    click_choices(page, random.Random(1), "[data-testid=board][data-phase=play]")
    names = page.locator("[data-testid=side-name]").all_inner_texts()
    assert name in names
    assert page.locator("#app img, #app b").count() == 0
    assert page.evaluate("window.hacked") is None


def test_pass_and_play_curtain_hides_the_other_placement(page) -> None:
    """Two humans: each secret placement happens behind a curtain; the other's cards never reach the page."""
    open_app(page)
    start_game(page, "hennote", [("Ann", "human"), ("Ben", "human")])
    curtain = page.locator("[data-testid=curtain]")
    curtain.wait_for()
    assert page.locator("[data-testid=board]").count() == 0
    assert page.locator("[data-card]").count() == 0
    first = int(curtain.get_attribute("data-curtain-player"))
    page.click("[data-testid=curtain-reveal]")

    for _ in range(3):
        page.locator("[data-testid=place-card][data-choice]").first.click()
    chosen = page.locator("[data-testid=place-slot]").evaluate_all("els => els.map(e => e.dataset.card)")
    assert all(chosen)
    page.click("[data-testid=place-confirm]")

    curtain.wait_for()
    assert int(curtain.get_attribute("data-curtain-player")) == 1 - first
    assert page.locator("[data-card]").count() == 0
    page.click("[data-testid=curtain-reveal]")
    page.wait_for_selector("[data-testid=board][data-phase=place]")
    assert page.locator(f"[data-testid=placed-status][data-player='{first}'][data-placed=yes]").count() == 1
    html = page.content()
    assert not any(card in html for card in chosen), "the first player's placement leaked"

    for _ in range(3):
        page.locator("[data-testid=place-card][data-choice]").first.click()
    page.click("[data-testid=place-confirm]")
    page.wait_for_selector("[data-testid=board][data-phase=play]")
    revealed = page.locator(f"[data-testid=field][data-player='{first}'] [data-testid=slot]").evaluate_all(
        "els => els.map(e => e.dataset.card)"
    )
    assert revealed == chosen


def test_language_choice_persists(page) -> None:
    """The switch changes the language at once, on the game screen too, and a reload keeps the choice."""
    open_app(page)
    start_game(page, "hennote", [("Ann", "human"), ("Robo", "bot")])
    page.wait_for_selector("[data-testid=board]")
    first = page.get_attribute("html", "lang")
    title = page.title()
    page.click("[data-testid=lang-toggle]")
    other = page.get_attribute("html", "lang")
    assert {first, other} == {"ja", "en"} and page.title() != title
    page.reload()
    wait_ready(page)
    page.wait_for_selector("[data-testid=board]")
    assert page.get_attribute("html", "lang") == other


def test_every_new_game_is_dealt_from_a_fresh_128_bit_seed(page) -> None:
    """No one can search the seeds: each new game's save names a different one of 2**128."""
    import re

    open_app(page)
    seeds = []
    for _ in range(2):
        start_game(page, "hennote", [("Ann", "human"), ("Robo", "bot")])
        page.wait_for_selector("[data-testid=board]")
        raw = page.evaluate(f"localStorage.getItem('{SAVE_KEY}')")  # read as text: JSON numbers lose digits in JS
        seeds.append(int(re.search(r'"seed":(\d+)', raw).group(1)))
        page.click("[data-testid=home]")
        page.wait_for_selector("[data-testid=home-screen]")
    assert seeds[0] != seeds[1]
    assert all(2**64 <= seed < 2**128 for seed in seeds), seeds
