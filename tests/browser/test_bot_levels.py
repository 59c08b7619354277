"""Bot levels in the browser: picked per bot seat at setup or by an embed's query, and a strong bot that
thinks for half a second without freezing the page (no long task over 100 ms while it thinks)."""

from __future__ import annotations

import json
import random

from .helpers import CHOICE, GAME_OVER, idle, open_app
from .positions import find, open_position
from .test_play_screen import play_one_move


def saved_levels(page, game_id: str) -> list[str]:
    save = json.loads(page.evaluate(f"localStorage.getItem('pygames:save:{game_id}')"))
    return [seat["level"] for seat in save["seats"]]


def test_each_bot_seat_has_its_level_to_pick_and_the_game_keeps_it(page):
    open_app(page)
    page.click("[data-testid=play-hennote]")
    level = page.locator("[data-testid=seat-1-level]")
    assert level.is_visible() and level.input_value() == "normal"  # a bot, at the default level
    assert not page.locator("[data-testid=seat-0-level]").is_visible()  # a human has no level to pick
    level.select_option("strong")
    page.check("[data-testid=seat-1-human]")
    assert not page.locator("[data-testid=seat-1-level]").is_visible()
    page.check("[data-testid=seat-1-bot]")
    assert page.locator("[data-testid=seat-1-level]").input_value() == "strong"  # kept while it was a human
    page.click("[data-testid=start-game]")
    idle(page, f"{CHOICE}, {GAME_OVER}")
    assert saved_levels(page, "hennote") == ["normal", "strong"]


def test_an_embed_asks_for_a_strong_bot_by_its_query(page):
    page.goto(f"{page.site_url}embed.html?game=hennote&seats=human,bot:strong&botdelay=0")
    page.click("[data-testid=embed-play]")
    page.wait_for_selector("[data-testid=play-screen][data-game=hennote]", timeout=60_000)
    assert saved_levels(page, "hennote") == ["normal", "strong"]


def test_a_strong_bot_thinks_in_short_slices_so_the_page_never_freezes(page):
    """The best of up to three of the bot's turns: one cut into slices, none of them over 100 ms.

    Not every turn: a busy machine stops the browser for a while now and then, which makes any slice long
    and uses up the bot's half second of wall time in fewer slices (seen with two test runs at once). A
    search that does not yield fails every turn.
    """
    state = find("dimsum", 2, lambda s: s.to_act() == [0] and len(s.history) > 2)
    open_position(page, state, [("Ada", False), ("Deep", True, "strong")])
    page.evaluate("""() => {
        window.longTasks = [];
        new PerformanceObserver(list => list.getEntries().forEach(
            task => window.longTasks.push([task.startTime, task.duration]))).observe({type: "longtask"});
        window.slices = [];  // when each slice of thinking ended (the app marks <html data-thinking>)
        new MutationObserver(() => window.slices.push(
            [performance.now(), document.documentElement.hasAttribute("data-thinking")]))
            .observe(document.documentElement, {attributes: true, attributeFilter: ["data-thinking"]});
    }""")
    rng, turns = random.Random(3), []  # per turn: how many slices, and its tasks over 100 ms

    def clean(turn: tuple[int, list[float]]) -> bool:
        count, long = turn
        return count >= 5 and not long

    while len(turns) < 3 and not any(map(clean, turns)):
        idle(page, CHOICE)  # the bot's last turn is over, its quick steps too: a fresh count for this one
        page.evaluate("window.slices = []; window.longTasks = []")
        play_one_move(page, "dimsum", rng)
        page.wait_for_function("window.slices.some(([, on]) => on) && window.slices.at(-1)[1] === false")
        slices, tasks = page.evaluate("[window.slices, window.longTasks]")
        # From the end of the first slice to the end of the last. The move comes in a task of its own after
        # it: a redraw like any tap's, which has no bound here (bench/draw.py times it).
        start, end = slices[0][0], max(time for time, on in slices if on)
        long = [duration for begin, duration in tasks if begin < end and begin + duration > start and duration > 100]
        turns.append((sum(1 for _, on in slices if on), long))
    assert any(map(clean, turns)), f"each turn's slices and long tasks: {turns}"
