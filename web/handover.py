"""Where the visitor got to before Python was up, so the app goes on from there and no input is lost.

static/prerender.js runs the pre-rendered home, rules and setup screens while Pyodide loads, and keeps
``window.pygamesPre``: the language, the screen, the game, the setup form and a pending Start (or Embed).
The app draws the same screen with the same form and focuses the same control, or starts the game at
once, as a Start in its own setup form would. The page is anyone's to edit: what does not fit is dropped.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import js
from pyodide.ffi import jsnull

import pygames
from pygames.core import LEVELS

from . import colours
from .games import playable
from .names import clip
from .setup import SetupForm

if TYPE_CHECKING:
    from .nav import Nav


@dataclass
class Focus:
    """The control that had focus before Python, by its ``data-testid``, and a text field's selection."""

    testid: str
    selection: tuple[int, int] | None


def take() -> tuple[dict[str, Any], Focus | None] | None:
    """What prerender.js recorded, and where focus was; ``None`` when there was no pre-rendered page."""
    pre = getattr(js.window, "pygamesPre", None)
    if pre is None or pre is js.undefined:
        return None
    try:
        data = json.loads(str(js.JSON.stringify(pre)))
    except ValueError:
        return None
    if not isinstance(data, dict):
        return None
    return data, focused()


def focused() -> Focus | None:
    active = js.document.activeElement
    if active is None or active is jsnull or active.closest("#pre") is jsnull:
        return None
    testid = active.getAttribute("data-testid")
    if not isinstance(testid, str):
        return None
    start = getattr(active, "selectionStart", None)
    end = getattr(active, "selectionEnd", None)
    selection = (start, end) if isinstance(start, int) and isinstance(end, int) else None
    return Focus(testid, selection)


def form_from(game_id: str, data: Any) -> SetupForm:
    """A SetupForm holding what was chosen before Python; values that do not fit this game keep their defaults."""
    form = SetupForm.for_game(game_id)
    if not isinstance(data, dict):
        return form
    game = form.game
    players = data.get("players")
    if isinstance(players, int) and game.min_players <= players <= game.max_players:
        form.resize(players)
    seats = data.get("seats")
    for seat, given in zip(form.seats, seats if isinstance(seats, list) else []):
        if isinstance(given, dict):
            if isinstance(given.get("name"), str):
                seat.name = clip(given["name"])
            if isinstance(given.get("bot"), bool):
                seat.bot = given["bot"]
            if given.get("level") in LEVELS:
                seat.level = given["level"]
    for index, given in enumerate(seats[: len(form.seats)] if isinstance(seats, list) else []):
        if isinstance(given, dict) and given.get("colour") in colours.PALETTE:
            form.recolour(index, given["colour"])  # as chosen before Python, never two seats alike
    if isinstance(data.get("hints"), bool):
        form.hints = data["hints"]
    options = data.get("options")
    for opt in game.options:
        chosen = options.get(opt.name) if isinstance(options, dict) else None
        for value in opt.choices:
            if str(value).lower() == chosen:  # the radio's data-testid spells a value so (web/setup.py)
                form.options[opt.name] = value
    return form


def go_on(app: Nav, data: dict[str, Any], focus: Focus | None) -> None:
    """Draw the screen the visitor is on (or start their game), as if the app had been up all along.

    prerender.js kept the browser's history as the app keeps it, so the current entry is this screen's.
    """
    from . import setup

    game_id = data.get("game")
    games = {game.id for game in playable(pygames.GAMES)}
    screen, pending = data.get("screen"), data.get("pending")
    if game_id not in games:
        app.home("replace")
    elif pending == "start" or screen == "setup":
        form = form_from(game_id, data.get("form"))
        if pending == "start":
            setup.start(app, form)  # the game takes the setup's entry, as a Start in the app does
            return
        app.setup(game_id, form, "replace")
    elif pending == "learn":
        app.learn(game_id)
    elif pending == "embed":
        app.sharing = game_id
        app.home("replace")
    elif screen == "rules":
        app.rules(game_id, "replace")  # above home, where prerender.js put it: Back leads there
    else:
        app.home("replace")
    if focus is not None:
        refocus(app, focus)


def refocus(app: Nav, focus: Focus) -> None:
    target = app.root.querySelector(f'[data-testid="{focus.testid}"]') if '"' not in focus.testid else None
    if target is None or target is jsnull:  # the control is not on this screen
        return
    target.focus()
    if focus.selection is not None and hasattr(target, "setSelectionRange"):
        target.setSelectionRange(*focus.selection)
