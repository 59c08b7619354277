"""Moves you can read: each step of another seat's move stays long enough for its words, a round's end
stays until tapped, the board never moves between steps, and the pace can be set to fast.

These run at the app's own pace (no ``?botdelay``), so what they check is what a player sees.
"""

from __future__ import annotations

import random

import pytest

from .checks import assert_accessible
from .helpers import CHOICE, IDLE, idle, open_app, tap
from .positions import find, open_position
from .test_play_screen import play_one_move, seats_for

#: Records, in the page, every step shown: its words, when it came, and where the board's top was.
WATCH_STEPS = """() => {
    window.steps = [];
    const look = () => {
        const words = document.querySelector('[data-testid=step-words]');
        const text = words ? words.textContent : null;
        const last = window.steps[window.steps.length - 1];
        if (last && last.text === text) return;
        const board = document.querySelector('.play > :nth-child(2)');
        window.steps.push({text, at: performance.now(), top: board ? board.getBoundingClientRect().top : null,
                           summary: !!document.querySelector('[data-testid=step-summary]')});
    };
    new MutationObserver(look).observe(document.body, {subtree: true, childList: true, characterData: true});
}"""


GO_ON = "[data-testid=step-continue]"


def reading_seconds(words: str, lang: str = "en") -> float:
    """web/play.py's reading time at the reading pace: 0.8 s, or 0.8 s per 16 characters (8 in Japanese)."""
    return 0.8 * max(1.0, len(words) / (16 if lang == "en" else 8))


PLAYERS = {"hennote": 2, "fox_grapes": 3, "hansel_gretel": 3, "cookie_battle": 3, "dimsum": 3}


#: Every game at the smaller phone in English; the larger in Japanese (the same code, other words) once.
WHERE = [(game_id, (360, 640, "en")) for game_id in PLAYERS] + [("fox_grapes", (375, 812, "ja"))]


@pytest.mark.parametrize(("game_id", "where"), WHERE, ids=[f"{g}-{w}x{h}-{lang}" for g, (w, h, lang) in WHERE])
def test_each_step_stays_long_enough_to_read_and_the_board_never_moves(page, game_id, where):
    """From the human's first decision after a bot has moved: the human moves, the bots' moves are shown step by
    step, each for its reading time at least, and the board's top never moves (steps and turns)."""
    width, height, lang = where
    players = PLAYERS[game_id]
    state = find(game_id, players, lambda s: s.to_act() == [0] and len(s.history) >= 1 and s.history[-1][0] != 0)
    page.set_viewport_size({"width": width, "height": height})
    open_position(page, state, seats_for(players), query="")
    if page.get_attribute("[data-testid=lang-toggle]", "data-lang") != lang:
        page.click("[data-testid=lang-toggle]")
        page.wait_for_selector(f"[data-testid=lang-toggle][data-lang={lang}]")
    page.evaluate(WATCH_STEPS)
    rng = random.Random(2)
    for _ in range(40):  # the human's taps until a bot's move is shown (a move may take several)
        page.wait_for_selector(f"{IDLE} {CHOICE}, [data-testid=step]")
        if page.locator("[data-testid=step]").count():
            break
        tap(page, page.locator(CHOICE).nth(rng.randrange(page.locator(CHOICE).count())))
    idle(page, f"{CHOICE}, {GO_ON}")
    steps = page.evaluate("window.steps")
    shown = [s for s in steps if s["text"] is not None]
    assert shown, "the bots' moves were shown step by step"
    tops = {round(s["top"]) for s in steps if s["top"] is not None}
    assert len(tops) == 1, f"the board moved between steps and turns: tops {sorted(tops)}"
    for step, after in zip(steps, steps[1:]):
        if step["text"] is None or step["summary"]:
            continue
        stayed = (after["at"] - step["at"]) / 1000
        wanted = reading_seconds(step["text"], lang)
        assert stayed >= wanted - 0.05, f"{step['text']!r} stayed {stayed:.2f} s, reading it takes {wanted:.2f} s"


def test_a_rounds_end_stays_until_tapped_then_play_goes_on(page):
    """Cookie Battle's first round ends on the bots' cards after the human leads the last trick."""
    state = find(
        "cookie_battle",
        3,
        lambda s: s.to_act() == [0] and s.phase == "play" and not s.trick and s.round == 1
        and all(len(hand) == 1 for hand in s.hands),
    )
    open_position(page, state, seats_for(3), query="")
    play_one_move(page, "cookie_battle", random.Random(1))
    # Nothing is pending while it waits for the tap: the app is idle with the summary up, not timing it out.
    page.wait_for_selector(f"{IDLE} [data-testid=step-summary]")
    summary = page.locator("[data-testid=step-summary]")
    assert "round" in summary.inner_text().lower()
    assert page.evaluate("document.activeElement.dataset.testid") == "step-continue"
    assert page.locator(f"{IDLE} [data-testid=step-summary]").count() == 1, "still there once all is idle"
    assert_accessible(page, "a round's end waiting for its tap")
    tap(page, page.locator("[data-testid=step-continue]"))
    idle(page, CHOICE)
    assert page.locator("[data-testid=step-summary]").count() == 0


def test_the_fast_pace_is_chosen_in_setup_and_kept(page):
    open_app(page, "")
    page.click("[data-testid=play-fox_grapes]")
    page.check("[data-testid=pace-fast]")
    assert page.evaluate("localStorage.getItem('pygames:pace')") == "fast"
    again = page.context.new_page()  # another visit: home, then setup
    again.site_url = page.site_url
    open_app(again, "")
    again.click("[data-testid=play-fox_grapes]")
    assert again.is_checked("[data-testid=pace-fast]")
    again.check("[data-testid=pace-reading]")
    assert again.evaluate("localStorage.getItem('pygames:pace')") is None
