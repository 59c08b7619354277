"""Hints (issue 47): the strong bot's choice from the asking seat's own view, marked on the board, in words.

The search is ``pygames.core.bots.advisor``: the strong level at its measured iterations, seeded from the view
itself, so the same view always gets the same hint, on a phone as under CPython (the tests compare them). It
runs in slices (``SearchBot.think``), as a bot's turn does, so the page stays live. The words come from the
game's rule of thumb (``Game.hint_reason``) where one says why.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from pygames import Action, Game
from pygames.core.bots import advisor

from .i18n import pick, t


@dataclass
class Hint:
    """A hint asked by ``seat`` after ``moves`` actions: its move once found, and why (words, or None)."""

    seat: int
    moves: int
    action: Action | None = None
    reason: str | None = None

    def words(self) -> str:
        if self.action is None:
            return t("hint.thinking")
        return t("hint.reason", reason=self.reason) if self.reason else t("hint.marked")


def search(game: Game, view: dict[str, Any], legal: list[Action]) -> Iterator[Action | None]:
    """The strong bot thinking from ``view`` (``pygames.core.bots.advisor``): ``None`` after each slice, then its
    choice."""
    return advisor(game, view).think(view, legal)


def reason(game: Game, view: dict[str, Any], action: Action) -> str | None:
    """The game's rule of thumb for ``action``, in the player's language; None where none says why."""
    if game.hint_reason is None:
        return None
    try:
        words = game.hint_reason(view, action)
    except Exception:  # noqa: BLE001 - a rule of thumb that fails leaves the mark without words, never a crash
        return None
    return pick(words) if words else None
