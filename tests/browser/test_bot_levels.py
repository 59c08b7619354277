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


#: Records every long task, and each time the app marks or unmarks ``<html data-thinking>`` (a slice's end).
WATCH = """() => {
    window.longTasks = [];
    new PerformanceObserver(list => list.getEntries().forEach(
        task => window.longTasks.push([task.startTime, task.duration]))).observe({type: "longtask"});
    window.slices = [];
    new MutationObserver(() => window.slices.push(
        [performance.now(), document.documentElement.hasAttribute("data-thinking")]))
        .observe(document, {subtree: true, attributeFilter: ["data-thinking"]});  // <html> may not be there yet
}"""


def thought(page) -> tuple[int, list[float]]:
    """Once the bot has thought: how many slices, and its tasks over 100 ms.

    From the first slice's task to the end of the last. The first mark is made as that task ends, and a long
    task's times are coarse: it may seem to end a little before it. The move comes in a task of its own after the
    last slice: a redraw like any tap's, which has no bound here (bench/draw.py times it).
    """
    page.wait_for_function("window.slices.some(([, on]) => on) && window.slices.at(-1)[1] === false")
    slices, tasks = page.evaluate("[window.slices, window.longTasks]")
    start, end = slices[0][0] - 5, max(time for time, on in slices if on)
    long = [duration for begin, duration in tasks if begin < end and begin + duration > start and duration > 100]
    return sum(1 for _, on in slices if on), long


def clean(turn: tuple[int, list[float]]) -> bool:
    """Cut into slices, none of them long.

    Not every turn: a busy machine stops the browser for a while now and then, which makes any slice long and
    uses up the bot's half second of wall time in fewer slices (seen with two test runs at once). A search that
    does not yield fails every turn; the tests take the best of three.
    """
    count, long = turn
    return count >= 5 and not long


def test_a_strong_bot_thinks_in_short_slices_so_the_page_never_freezes(page):
    state = find("dimsum", 2, lambda s: s.to_act() == [0] and len(s.history) > 2)
    open_position(page, state, [("Ada", False), ("Deep", True, "strong")])
    page.evaluate(WATCH)
    rng, turns = random.Random(3), []
    while len(turns) < 3 and not any(map(clean, turns)):
        idle(page, CHOICE)  # the bot's last turn is over, its quick steps too: a fresh count for this one
        page.evaluate("window.slices = []; window.longTasks = []")
        play_one_move(page, "dimsum", rng)
        turns.append(thought(page))
    assert any(map(clean, turns)), f"each turn's slices and long tasks: {turns}"


def heavy_hennote_refill(state) -> bool:
    """Hennote, seat 0 to refill the gaps the battle left before it acts, from two stock cards: six ways."""
    view = state.view(0)
    return (
        state.to_act() == [0]
        and view["phase"] == "play"
        and view["step"] == "refill"
        and not view["acted"]
        and len(state.legal_actions(0)) == 6
    )


def test_a_strong_hennote_bot_weighs_its_dangers_in_slices_too(page):
    """Before it searches, Hennote's strong bot plays every reply a random opponent could make to each of its
    moves. At this refill that took 180-360 ms at once in Chromium; it runs in slices like the search."""
    state = find("hennote", 2, heavy_hennote_refill)
    page.add_init_script(f"({WATCH})()")  # the bot starts thinking as the position opens
    turns: list[tuple[int, list[float]]] = []
    while len(turns) < 3 and not any(map(clean, turns)):
        open_position(page, state, [("Deep", True, "strong"), ("Ada", False)])
        turns.append(thought(page))
    assert any(map(clean, turns)), f"each turn's slices and long tasks: {turns}"
