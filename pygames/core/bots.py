"""Bots see exactly what a human in their seat sees: a view and the legal actions."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from .action import Action
from .rng import Rng

#: The levels a player picks for a bot seat, weakest first. Every game has a bot of each name
#: (and ``random``, for tests and benches); the bare ``bot`` of a link means the game's default.
LEVELS = ("easy", "normal", "strong")
DEFAULT_LEVEL = "normal"


class Bot(Protocol):
    """Anything that picks an action from a player's view and legal actions."""

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action: ...


class RandomBot:
    """Uniform over the legal actions: works for every game, and finds crashes fast."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        return self.rng.choice(legal)
