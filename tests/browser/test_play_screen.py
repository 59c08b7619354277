"""The play screen every game shares: moves shown step by step, undo by the engine's rule, the move log,
the live region and where focus goes. Each runs on real games (seeded positions, random legal taps).
"""

from __future__ import annotations

import json
import random
import re

import pytest

import pygames

from .checks import assert_accessible
from .helpers import CHOICE, GAME_OVER, IDLE, idle, tap
from .positions import find, moves, open_position

HANDLERS = re.compile(r' data-on-\w+="\d+"')


def board_html(page) -> str:
    """The board as drawn, without the per-render handler keys."""
    return HANDLERS.sub("", page.inner_html("[data-testid=board]"))


def engine_undo_point(page, game_id: str, humans: list[int]) -> int | None:
    """What the engine says seat 0 may undo to, from the save the page holds."""
    text = page.evaluate(f"localStorage.getItem('pygames:save:{game_id}')")
    state = pygames.load(json.loads(text)["engine"])
    return state.undo_point(0, humans)


def seats_for(players: int) -> list[tuple[str, bool]]:
    return [("Ada", False)] + [(f"Bot {n}", True) for n in range(2, players + 1)]


def play_one_move(page, game_id: str, rng: random.Random, taps: int = 40) -> None:
    """Tap random legal choices until the human's move is made (a first tap may only half-choose it).

    Random, not the first choice: in Dim Sum the first choice after picking a card is that card, to put it back.
    """
    before = moves(page, game_id)
    for _ in range(taps):
        idle(page, CHOICE)
        choices = page.locator(CHOICE)
        tap(page, choices.nth(rng.randrange(choices.count())))
        if moves(page, game_id) != before:
            return
    raise AssertionError(f"no move made in {taps} taps")


PLAYERS = {"hansel_gretel": 3, "fox_grapes": 3, "hennote": 2, "cookie_battle": 3, "dimsum": 3}


@pytest.mark.parametrize("game_id", list(PLAYERS))
def test_undo_is_offered_exactly_when_the_engine_allows_it_and_restores_the_board(page, game_id):
    """At each of the human's decisions the Undo button shows iff the engine allows it; undo goes back exactly.

    It starts where the engine allows an undo (in Cookie Battle only a marker before a lead can be taken
    back, and the bots play differently each run), having first looked at the board it must go back to.
    """
    players = PLAYERS[game_id]
    state = find(game_id, players, lambda s: s.to_act() == [0] and s.undo_point(0, [0]) is not None)
    start = state.undo_point(0, [0])
    open_position(page, state.rewind(start), seats_for(players))
    idle(page, CHOICE)
    last: dict[int, str] = {start: board_html(page)}  # moves → the board when the human was about to act there
    open_position(page, state, seats_for(players))
    rng = random.Random(game_id)
    undone = 0
    for _ in range(60):
        idle(page, f"{CHOICE}, {GAME_OVER}")
        if page.locator(GAME_OVER).count():
            break
        count = moves(page, game_id)
        point = engine_undo_point(page, game_id, [0])
        offered = page.locator("[data-testid=undo]").count() > 0
        assert offered == (point is not None), f"move {count}: engine undo point {point}, button shown: {offered}"
        if offered and point in last and (not undone or rng.random() < 0.5):
            tap(page, page.locator("[data-testid=undo]"))
            idle(page, CHOICE)
            assert moves(page, game_id) == point
            assert board_html(page) == last[point], "undo did not restore the board as it was"
            undone += 1
            last = {count: html for count, html in last.items() if count <= point}  # what follows is played anew
            continue
        last.setdefault(count, board_html(page))  # the first look at a decision: nothing half chosen yet
        choices = page.locator(CHOICE)
        tap(page, choices.nth(rng.randrange(choices.count())))
        page.wait_for_selector(IDLE)
    assert undone, "the undo offered at the start was never taken"


def test_a_bots_move_is_shown_step_by_step_said_aloud_and_skippable(page):
    state = find("dimsum", 3, lambda s: s.to_act() == [0] and len(s.history) > 2)
    open_position(page, state, seats_for(3), query="?botdelay=3")  # slow: the test taps Skip
    play_one_move(page, "dimsum", random.Random(1))
    page.wait_for_selector("[data-testid=step]")  # the bot thinks, then its move is shown
    words, said = page.evaluate("""() => [document.querySelector('[data-testid=step-words]').textContent,
                                          document.getElementById('announcer').textContent]""")
    plain = said.replace("\u2068", "").replace("\u2069", "")  # names keep their bidi isolates when spoken
    assert words.strip() and plain == words, "the step's words are what the live region says"
    assert page.locator(f"[data-testid=step] {CHOICE}").count() == 0, "a step offers nothing to choose"
    page.click("[data-testid=skip]")
    page.wait_for_function("""words => !document.querySelector('[data-testid=step]')
        || document.querySelector('[data-testid=step-words]').textContent !== words""", arg=words)
    # The next bot's move is shown at the same slow pace: Skip (or Continue, at a round's end) until the turn is ours.
    for _ in range(10):
        page.wait_for_selector(f"[data-testid=skip], [data-testid=step-continue], {IDLE} :is({CHOICE}, {GAME_OVER})")
        if page.locator(f"{IDLE} :is({CHOICE}, {GAME_OVER})").count():
            break
        page.evaluate("""() => (document.querySelector('[data-testid=step-continue]')
                               || document.querySelector('[data-testid=skip]'))?.click()""")
    idle(page, f"{CHOICE}, {GAME_OVER}")
    assert page.locator("[data-testid=step]").count() == 0


def test_reduced_motion_shows_the_end_of_a_move_at_once(browser, site_url):
    context = browser.new_context(reduced_motion="reduce")
    page = context.new_page()
    page.site_url = site_url
    state = find("dimsum", 3, lambda s: s.to_act() == [0] and len(s.history) > 2)
    open_position(page, state, seats_for(3), query="?botdelay=0.3")
    page.evaluate("""() => { window.stepped = false;
        new MutationObserver(() => { if (document.querySelector('[data-testid=step]')) window.stepped = true; })
            .observe(document.body, {subtree: true, childList: true}); }""")
    rng = random.Random(2)
    for _ in range(2):
        play_one_move(page, "dimsum", rng)
        idle(page, f"{CHOICE}, {GAME_OVER}")
    assert not page.evaluate("window.stepped")
    assert page.text_content("#announcer").strip()
    context.close()


def test_focus_follows_the_keyboard_player_and_the_move_log_is_one_tap_away(page):
    state = find("dimsum", 2, lambda s: s.to_act() == [0] and len(s.history) > 4)
    open_position(page, state, seats_for(2))
    idle(page, CHOICE)
    page.locator(CHOICE).first.focus()
    for _ in range(6):
        renders = page.get_attribute("html", "data-renders")
        page.keyboard.press("Enter")
        page.wait_for_selector(f"html:not([data-renders='{renders}'])", state="attached")
        idle(page, f"{CHOICE}, {GAME_OVER}")
        assert page.evaluate("document.activeElement !== document.body"), "focus fell back to <body>"
        if page.locator(GAME_OVER).count():
            break
        if not page.evaluate("document.activeElement.matches('[data-choice]')"):
            page.locator(CHOICE).first.focus()
    tap(page, page.locator("[data-testid=moves]"))
    assert page.locator("[data-testid=move-log] li").count() > 0
    assert page.get_attribute("[data-testid=moves]", "aria-expanded") == "true"
    tap(page, page.locator("[data-testid=moves-close]"))
    assert page.locator("[data-testid=move-log]").count() == 0


def test_the_pass_and_play_curtain_is_accessible_and_says_what_comes_next(page):
    state = find("hennote", 2, lambda s: s.view(None)["phase"] == "place")
    open_position(page, state, [("Ada", False), ("Grace", False)])
    idle(page, "[data-testid=curtain]")
    assert page.locator("h1").count() == 1
    assert page.text_content("[data-testid=curtain-next]").strip()
    assert_accessible(page, "the curtain")
    assert page.evaluate("document.activeElement.dataset.testid") == "curtain-reveal"
