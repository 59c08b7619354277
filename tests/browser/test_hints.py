"""Hints (issue 47): the strong bot's choice from the seat's own view, marked tap by tap, counted per seat."""

from __future__ import annotations

import json
import random

import pytest

import pygames
from pygames import GAMES
from pygames.core.bots import advisor

from .checks import assert_accessible
from .conftest import wait_ready
from .helpers import CHOICE, GAME_OVER, click_choices, idle, open_app, tap
from .positions import find, near_end

HINT = "[data-hint]"


def open_saved(page, state, seats: list[dict], hints: bool = True, query: str = "?botdelay=60") -> None:
    """``state`` as the saved current game, with these seats (and hints allowed or not); bots wait a minute."""
    save = {"engine": pygames.save(state), "seats": seats, "hints": hints}
    open_app(page, query)
    page.evaluate("""([game, save]) => { localStorage.clear();
        localStorage.setItem("pygames:save:" + game, save); localStorage.setItem("pygames:current", game); }""",
                  [state.game.id, json.dumps(save)])
    page.reload()
    wait_ready(page)


def seats(players: int, hints: int = 0) -> list[dict]:
    return [{"name": "Ann", "bot": False, "hints": hints}] + [
        {"name": f"Bot {p + 1}", "bot": True, "level": "strong"} for p in range(1, players)]


def saved(page, game_id: str) -> dict:
    return json.loads(page.evaluate("g => localStorage.getItem('pygames:save:' + g)", game_id))


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_hint_marks_the_strong_bots_choice_and_following_it_plays_it(page, game_id):
    game = GAMES[game_id]
    state = find(game_id, game.min_players,
                 lambda s: s.to_act() == [0] and len(s.legal_actions(0)) > 1 and len(s.history) > 2)
    view, legal = state.view(0), state.legal_actions(0)
    expected = advisor(game, view).choose(view, legal)  # under CPython, from the same view and seed
    open_saved(page, state, seats(game.min_players))
    idle(page, CHOICE)
    tap(page, page.locator("[data-testid=hint]"))
    idle(page, HINT)
    marked = json.loads(page.get_attribute(HINT, "data-hint"))
    assert marked == expected and marked in legal
    assert page.text_content("[data-testid=hint-words]").strip()
    assert page.evaluate("() => document.activeElement.matches('[data-hint]')"), "focus goes to the marked choice"
    assert_accessible(page, f"{game_id} with a hint shown")
    tap(page, page.locator("[data-testid=hint]"))  # asked again: shown again, counted once
    assert saved(page, game_id)["seats"][0]["hints"] == 1
    moves = len(state.history)
    for _ in range(12):
        if len(saved(page, game_id)["engine"]["actions"]) > moves:
            break
        idle(page, HINT)
        tap(page, page.locator(HINT).first)
    assert saved(page, game_id)["engine"]["actions"][moves] == [0, expected]


def test_hints_used_are_shown_at_the_end_and_a_table_can_play_without(page):
    state = near_end("fox_grapes", 2)
    open_saved(page, state, seats(2, hints=3), query="?botdelay=0")
    click_choices(page, random.Random(3), GAME_OVER)
    assert "3" in page.text_content("[data-testid=hints-used]")
    state = find("fox_grapes", 2, lambda s: s.to_act() == [0])
    open_saved(page, state, seats(2), hints=False)
    idle(page, CHOICE)
    assert page.locator("[data-testid=hint]").count() == 0
