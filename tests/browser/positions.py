"""Positions for browser tests: played out by the engine from a seed, then opened in the page as a save.

A save is the engine's action log, so a position can only be reached by playing to it;
these helpers pick the moves at random (seeded) and stop where a test needs to begin.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator

import pygames
from pygames import GAMES, State

from .conftest import wait_ready


def playouts(game_id: str, players: int, seeds: range = range(200)) -> Iterator[State]:
    """Every position of seeded random games, in order (the same object, moved on: copy what you keep)."""
    for seed in seeds:
        state = GAMES[game_id].new(players, seed, {})
        rng = random.Random(seed)
        while not state.is_over():
            yield state
            player = state.to_act()[0]
            state.apply(player, rng.choice(state.legal_actions(player)))


def find(game_id: str, players: int, wanted: Callable[[State], bool]) -> State:
    """The first position of a seeded random game where ``wanted`` holds (a copy)."""
    for state in playouts(game_id, players):
        if wanted(state):
            return state.clone()
    raise AssertionError(f"no {game_id} position found")


def near_end(game_id: str, players: int, moves_left: int = 2, seed: int = 3) -> State:
    """The position ``moves_left`` moves before the end of seeded random game ``seed``."""
    length = sum(1 for _ in playouts(game_id, players, range(seed, seed + 1)))
    positions = playouts(game_id, players, range(seed, seed + 1))
    return next(state for index, state in enumerate(positions) if index == length - moves_left).clone()


def open_position(page, state: State, seats: list[tuple], query: str = "?botdelay=0") -> None:
    """Open the site with ``state`` saved as its current game; ``seats`` are (name, is a bot[, its level])."""
    save = {"engine": pygames.save(state), "seats": [dict(zip(("name", "bot", "level"), seat)) for seat in seats]}
    page.goto(page.site_url + query)
    wait_ready(page)
    page.evaluate(
        """([game, save]) => {
            localStorage.clear();
            localStorage.setItem("pygames:save:" + game, save);
            localStorage.setItem("pygames:current", game);
        }""",
        [state.game.id, json.dumps(save)],
    )
    page.reload()
    wait_ready(page)


def moves(page, game_id: str) -> int:
    """How many moves the game saved in the page has (a finished game has no save: -1)."""
    text = page.evaluate(f"localStorage.getItem('pygames:save:{game_id}')")
    return -1 if text is None else len(json.loads(text)["engine"]["actions"])
