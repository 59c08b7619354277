"""One game at the table: the engine state plus who sits in each seat, and its autosave.

A save is ``{"engine": pygames.save(state), "seats": [...]}`` under ``pygames:save:<game id>``;
``pygames:current`` names the game being played, so a reload goes straight back to it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

import pygames
from pygames import Game, SaveError, State
from pygames.core import Bot
from pygames.core.rng import new_seed

from . import storage
from .names import clip, isolate

CURRENT = "current"


@dataclass
class Seat:
    """A player: a name (user text, shown as text only) and whether a bot plays it."""

    name: str
    bot: bool

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "bot": self.bot}


@dataclass
class Session:
    """A game in progress with its seats; bots (the game's strongest) are rebuilt on load."""

    state: State
    seats: list[Seat]
    bots: dict[int, Bot] = field(init=False)

    def __post_init__(self) -> None:
        # seeded apart from the game: a bot must not share the random stream that shuffles the decks
        self.bots = {i: self.game.bot(new_seed()) for i, seat in enumerate(self.seats) if seat.bot}

    @property
    def game(self) -> Game:
        return self.state.game

    @property
    def names(self) -> list[str]:
        """The names as shown: each inside a bidi isolate."""
        return [isolate(seat.name) for seat in self.seats]

    def humans(self) -> list[int]:
        return [i for i, seat in enumerate(self.seats) if not seat.bot]

    def acting_humans(self) -> list[int]:
        return [p for p in self.state.to_act() if not self.seats[p].bot]

    def acting_bots(self) -> list[int]:
        return [p for p in self.state.to_act() if self.seats[p].bot]

    def play(self, player: int, action: Any) -> None:
        """Apply an action (raises IllegalAction, changing nothing) and autosave."""
        self.state.apply(player, action)
        self.store()

    def play_bot(self, player: int) -> None:
        """Let the bot in ``player``'s seat move; it sees only that seat's view."""
        self.play(player, pygames.bot_move(self.state, player, self.bots[player]))

    def store(self) -> None:
        """Autosave, or clear the save once the game is over (a finished game cannot be continued)."""
        key = save_key(self.game.id)
        if self.state.is_over():
            storage.remove(key)
            storage.remove(CURRENT)
            return
        data = {"engine": pygames.save(self.state), "seats": [seat.to_json() for seat in self.seats]}
        storage.write(key, json.dumps(data, separators=(",", ":")))
        storage.write(CURRENT, self.game.id)


def save_key(game_id: str) -> str:
    return f"save:{game_id}"


def new_session(game: Game, seats: list[Seat], options: dict[str, Any]) -> Session:
    """A fresh game dealt from 128 random bits (the browser's ``crypto.getRandomValues``), saved at once."""
    session = Session(game.new(len(seats), new_seed(), options), seats)
    session.store()
    return session


def has_save(game_id: str) -> bool:
    return storage.read(save_key(game_id)) is not None


def load_session(game_id: str) -> Session:
    """The saved game for ``game_id``; raises SaveError (with a reason) if it cannot be resumed."""
    text = storage.read(save_key(game_id))
    if text is None:
        raise SaveError("There is no saved game.")
    try:
        data = json.loads(text)
    except ValueError as err:
        raise SaveError("This save is damaged (not readable).") from err
    if not isinstance(data, dict):
        raise SaveError("This is not a saved game.")
    state = pygames.load(data.get("engine"))
    if state.game.id != game_id:
        raise SaveError("This save belongs to another game.")
    seats = data.get("seats")
    if not (
        isinstance(seats, list)
        and len(seats) == state.num_players
        and all(
            isinstance(s, dict) and isinstance(s.get("name"), str) and isinstance(s.get("bot"), bool) for s in seats
        )
    ):
        raise SaveError("This save is damaged (seats).")
    return Session(state, [Seat(clip(s["name"]), s["bot"]) for s in seats])


def discard(game_id: str) -> None:
    """Delete a game's save (and forget it as the current game)."""
    storage.remove(save_key(game_id))
    if storage.read(CURRENT) == game_id:
        storage.remove(CURRENT)


def current_game() -> str | None:
    """The id of the game that was on screen when the page was left, if any."""
    return storage.read(CURRENT)


def leave() -> None:
    """The player went back home: a reload should show home, not jump into the game."""
    storage.remove(CURRENT)
