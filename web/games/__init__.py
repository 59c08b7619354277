"""Game boards: one package per game (``web/games/<game id>/``), imported only when played.

The generic screens (setup, curtain, game over, saves) know nothing about any game;
they hand a board a :class:`Table` and place what it renders. A board reads only the
view and the legal actions in the Table, never the engine state. The steps of a move come
from the engine (``State.story``): a board draws each as it draws any view.

A board package has one job a file: ``board`` (the ``Board``: its half-made choice and the
phase dispatch), the parts it draws, ``log`` (its words over plain views, no DOM) and ``text``
(the words themselves). Its ``__init__`` imports the Board only when asked, so ``log`` and
``text`` import without a browser. What every board repeats (seat classes, the step before,
offering, extending and dropping a half-made choice) is in ``kit``. A board is handed the
table at every render and keeps none: a tap acts on the table it was drawn from.

A lesson (web/lesson.py) draws the same board inside ``.lesson`` (a board's styles may make room for the
lesson's words there) and points at the move it asks for through ``Table.guide``, as a hint does.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from pygames import GAMES, Action, Game


@dataclass
class Table:
    """What a board may use: one player's view, their legal actions, and how to act."""

    view: dict[str, Any]
    viewer: int  # the seat whose view this is (shown at the bottom); a spectator's view is drawn around seat 0
    legal: list[Action]  # the viewer's legal actions now (empty when they cannot act)
    names: list[str]
    bots: list[bool]
    act: Callable[[Action], None]  # play an action for the viewer
    refresh: Callable[[], None]  # re-render after a half-made choice
    colours: list[str] = field(default_factory=list)  # each seat's colour class (pc-<n>: --pc, --pc-text)
    before: dict[str, Any] | None = None  # this seat's view before the step shown: highlight what changed
    stepping: bool = False  # a move being shown step by step: nothing to choose
    #: A move to point at, tap by tap (a lesson's expected move, or a hint): each tap that leads to it carries
    #: ``guide_mark`` (``kit.toward``), so following the marks alone plays it.
    guide: Action | None = None
    guide_mark: str = "data-hint"  # or "data-lesson-target"
    #: Why the rules refuse an action now, in the player's language (the engine's ``State.refusal``); a board
    #: draws a choice it shows but may not offer with ``kit.refused``, which says this when it is tapped.
    why: Callable[[Action], str] = lambda _action: ""
    refuse: Callable[[str], None] = lambda _reason: None  # a refused choice tapped: say its reason

    @property
    def spectator(self) -> bool:
        """A spectator's view (a replay's public view, ``view(None)``): no seat is "you", no hand is shown."""
        return self.view["viewer"] is None

    def is_you(self, seat: int) -> bool:
        """Whether ``seat`` is drawn as "you" (the viewer's own seat; none for a spectator)."""
        return seat == self.viewer and not self.spectator

    def others(self) -> list[int]:
        """The other seats, in turn order after the viewer's."""
        n = self.view["players"]
        return [(self.viewer + k) % n for k in range(1, n)]

    def colour(self, seat: int) -> str:
        """The colour class of ``seat`` (empty when none was given)."""
        return self.colours[seat] if 0 <= seat < len(self.colours) else ""


class Board(Protocol):
    """Draws one game and turns taps into actions."""

    def is_private(self, view: dict[str, Any]) -> bool:
        """True while the acting player's screen shows secrets (pass-and-play then needs a curtain)."""

    def render(self, table: Table) -> Any:
        """The board as a DOM element."""

    def outcome(self, view: dict[str, Any], names: list[str]) -> str:
        """Why the game ended, in the current language."""

    def reset(self) -> None:
        """Forget half-made choices (after an action, or when another player takes over)."""

    def log(self, view: dict[str, Any], names: list[str]) -> list[tuple[int | None, str]]:
        """The move log in words, oldest first: (the seat whose move it is, or None; the sentence)."""

    # Optional, found with getattr by web/play.py:
    #   news(before, after, names) -> list[str]: what happened between two views of one seat
    #       (default: the lines ``log`` gained); the caption of a step and what the live region says.
    #   upcoming(view) -> str: what the next player will do, said on the pass-and-play curtain.


def news(board: Board, before: dict[str, Any], after: dict[str, Any], names: list[str]) -> list[str]:
    """What happened between two views of one seat: the board's own ``news``, else the lines its log gained."""
    own = getattr(board, "news", None)
    if own is not None:
        return list(own(before, after, names))
    old = board.log(before, names)
    new = board.log(after, names)
    if new[: len(old)] == old:
        return [line for _, line in new[len(old) :]]
    return [line for _, line in new[-1:]]  # the log was cut (a new round): its last line at least


def matches(action: Any, partial: dict[str, Any]) -> bool:
    """Whether ``action`` agrees with every key of a half-made choice."""
    return isinstance(action, dict) and all(action.get(key) == value for key, value in partial.items())


def narrow(table: Table, pending: dict[str, Any]) -> None:
    """Play the one legal action that ``pending`` names; else redraw (a choice nothing matches is dropped).

    Boards build an action tap by tap in ``pending``, so no board needs its own list of
    follow-up questions: the legal actions decide when the choice is complete.
    """
    left = [action for action in table.legal if matches(action, pending)]
    if len(left) == 1:
        table.act(left[0])
        return
    if not left:
        pending.clear()
    table.refresh()


def playable(games: dict[str, Game]) -> list[Game]:
    """The games the browser can play, in registry order."""
    return [game for game in games.values() if has_board(game.id)]


def board_for(game: Game) -> Board:
    """A fresh board for ``game``: its module is imported on first use only."""
    return importlib.import_module(f"{__name__}.{game.id}").Board()


def rules_figures(game_id: str) -> list[Any]:
    """The drawings a game's board module offers its rules screen (a module-level ``rules_figures()``), if any."""
    if not has_board(game_id):
        return []
    figures = getattr(importlib.import_module(f"{__name__}.{game_id}"), "rules_figures", None)
    return list(figures()) if figures else []


def how_to_win(game_id: str) -> Any | None:
    """The one-screen summary a game's rules open with (its board module's ``how_to_win()``): the goal and a
    turn in pictures; None for a game that has none."""
    if not has_board(game_id):
        return None
    summary = getattr(importlib.import_module(f"{__name__}.{game_id}"), "how_to_win", None)
    return summary() if summary else None


def has_board(game_id: str) -> bool:
    """Whether the browser can play ``game_id``: a game with a board package (found without importing it).

    Any text may come in (a stored pointer): only registry ids reach the import system.
    """
    return game_id in GAMES and importlib.util.find_spec(f"{__name__}.{game_id}") is not None
