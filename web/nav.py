"""The one door between screens: what a screen may ask of the app that shows it.

Screens (home, setup, play, replay, the saving notices, the start-up hand-over) are given a :class:`Nav`
and never import the app, which imports each screen when it first shows it: the import graph of ``web/``
has no circle. ``web/app.py``'s ``App`` is the one implementation.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol


class Nav(Protocol):
    """Going from screen to screen, and the little a screen reads of the page it is on."""

    root: Any  # the element every screen draws into (to find a control to focus)
    owner: Any  # what drew the screen now shown: a screen that acts late checks it is still this
    embed_mode: bool  # one game alone in another site's frame (embed.html): no home, no history
    bot_delay: float  # seconds a bot waits before its move
    step_delay: float  # seconds each step of another seat's move stays (at least; longer words stay longer)
    fast: bool  # the player's pace: others' moves shown at twice the speed (kept on this device)
    sharing: str | None  # the game whose Share / embed menu is open on home (it survives a language switch)

    def render(self) -> None:
        """Draw the current screen again (after a move, a choice, or a language switch)."""

    def home(self, how: str = "push") -> None:
        """The list of games (``how``: ``push`` or ``replace`` the browser's history entry)."""

    def setup(self, game_id: str, form: Any = None, how: str = "push") -> None:
        """Set up a game of ``game_id`` (``form``: as last left)."""

    def rules(self, game_id: str, how: str = "push") -> None:
        """The rules of ``game_id``, above the current screen."""

    def learn(self, game_id: str, how: str = "push") -> None:
        """The guided first game of ``game_id`` (web/lesson.py)."""

    def join(self, text: str | None) -> None:
        """Take a seat at a hosted table by its invitation (``None``: ask for it, pasted or scanned)."""

    def play(self, session: Any, how: str | None = None, screen: Any = None) -> None:
        """Show a game in progress (``screen``: the one that showed it before, to keep as it was)."""

    def resume(self, game_id: str, how: str = "push", again: bool = False) -> None:
        """Continue ``game_id``'s saved game, or say why it cannot be."""

    def replay(self, replay: Any, close: Callable[[], None] | None = None, seat: int = 0,
               seat_colours: list[str] | None = None) -> None:
        """Watch a finished game; ``close`` leads back to where it came from."""

    def set_fast(self, fast: bool) -> None:
        """Show others' moves fast, or at the reading pace (and remember it on this device)."""

    def record_problem(self, reason: str, title: str = "record.error_title") -> None:
        """A record or deal that cannot be opened: why, and the way home."""
