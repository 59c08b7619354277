"""Bots see exactly what a human in their seat sees: a view and the legal actions."""

from __future__ import annotations

import hashlib
import json
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


def advisor(game: Any, view: dict[str, Any]) -> Any:
    """The bot behind a hint: the game's strong level at the iterations its strength was measured at, with no
    time limit, seeded from ``view`` alone. So a hint depends on nothing the seat cannot see, the same view
    always gets the same hint, and a phone gives the one CPython gives (the tests compare them)."""
    text = json.dumps(view, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    seed = int.from_bytes(hashlib.sha256(text.encode()).digest()[:16], "big")
    strong = game.bots["strong"].resolve()
    return strong(seed, iterations=strong.ITERATIONS)
