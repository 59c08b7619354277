"""Bot levels at the table: chosen per seat, saved with it, asked for by an embed, and a strong bot that
thinks in slices (the page's event loop runs between them) and never moves into a game that changed.

The app's own modules run on the host against prerender.py's stand-in browser (an empty localStorage).
"""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

import pygames
from prerender import fake_browser
from pygames.core.search import SearchBot
from web.embed import parse

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def session_module():
    with fake_browser(ROOT):
        from web import session

        yield session


def test_each_seat_keeps_its_level_in_the_save_and_an_old_or_odd_save_plays_at_normal(session_module) -> None:
    import js

    Seat = session_module.Seat
    seats = [Seat("Ann", False, "sky"), Seat("Bot 2", True, "blue", "strong"), Seat("Bot 3", True, "black", "easy")]
    session = session_module.new_session(pygames.GAMES["fox_grapes"], seats, {})
    assert isinstance(session.bots[1], SearchBot) and session.bots[1].seconds == session_module.STRONG_CAP
    assert session.bots[1].iterations == type(session.bots[1]).ITERATIONS, "the strength the tables measured"
    assert not isinstance(session.bots[2], SearchBot)
    key = "pygames:" + session_module.save_key("fox_grapes")
    saved = json.loads(js.localStorage.getItem(key))
    assert [seat["level"] for seat in saved["seats"]] == ["normal", "strong", "easy"]
    assert [seat.level for seat in session_module.load_session("fox_grapes").seats] == ["normal", "strong", "easy"]

    del saved["seats"][1]["level"]  # as saved before levels existed
    saved["seats"][2]["level"] = "grandmaster"  # or edited by hand
    js.localStorage.setItem(key, json.dumps(saved))
    loaded = session_module.load_session("fox_grapes")
    assert [seat.level for seat in loaded.seats] == ["normal", "normal", "normal"]


def bot_first(session_module, level: str):
    """A Dim Sum game whose first move is a bot's at ``level``, the human in the other seat."""
    Seat = session_module.Seat
    for _ in range(50):  # the first player is dealt at random
        session = session_module.new_session(
            pygames.GAMES["dimsum"], [Seat("Ann", False, "sky"), Seat("Bot", True, "blue", level)], {}
        )
        if session.acting_bots() == [1]:
            return session
    raise AssertionError("the bot never went first")


def test_a_strong_bot_hands_control_back_while_it_thinks_then_moves_once(session_module) -> None:
    session = bot_first(session_module, "strong")
    session.bots[1].seconds = 0.2
    slices = sum(1 for _ in session.bot_turn(1, lambda: False))
    assert slices >= 2, "the search ran in one go: the page would freeze"
    assert len(session.state.history) == 1


def test_a_strong_bot_searches_on_while_the_table_shows_a_move_and_moves_once_it_is_free(session_module) -> None:
    session = bot_first(session_module, "strong")
    session.bots[1].iterations, session.bots[1].seconds = None, 0.05  # a time budget alone
    table = {"busy": True}
    turn = session.bot_turn(1, lambda: table["busy"])
    start = time.perf_counter()
    while time.perf_counter() - start < 0.3:  # six times its own budget
        assert next(turn) is False, "while the table is busy its time is free: it is still searching"
    assert session.state.history == [], "its move waits for the table"
    table["busy"] = False
    assert list(turn) and len(session.state.history) == 1, "then it finishes its own time, and moves"


def test_a_bot_that_was_thinking_when_the_game_changed_does_not_move(session_module) -> None:
    session = bot_first(session_module, "strong")
    turn = session.bot_turn(1, lambda: False)
    next(turn)
    session.state = session.state.rewind(0)  # an undo (or a game played on elsewhere) while it thinks
    list(turn)
    assert session.state.history == []


def test_an_embed_names_each_bots_level_and_a_bare_bot_plays_at_normal() -> None:
    query = parse([("game", "fox_grapes"), ("seats", "human,bot:strong,bot,bot:easy")], pygames.GAMES)
    assert query.problems == []
    assert (query.bots, query.levels) == ([False, True, True, True], ["normal", "strong", "normal", "easy"])
    wrong = parse([("game", "fox_grapes"), ("seats", "human,bot:wizard")], pygames.GAMES)
    assert [(p.key, p.expect) for p in wrong.problems] == [("seats", "seats")]
