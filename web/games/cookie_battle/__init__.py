"""Cookie Battle's board, phone first: opponents in one compact row, the trick in play order, the hand docked below.

Everything drawn comes from the view; every tap narrows the viewer's legal actions
(a half-made choice is a partial action, e.g. ``{"do": "pass", "left": "red-3"}`` or
``{"do": "marker", "kind": "gift", "piece": "matcha-2"}``). Once the taps name exactly one
legal action it waits for a confirm (a card played face up cannot be taken back), so one
stray tap never commits anything. The move log is play.py's "Moves" panel, from ``Board.log``.

The package, one job a file: ``board`` keeps the Board (the phase dispatch), ``picks`` the
half-made choice, ``seats`` draws the other players, ``trick`` the trick in play order,
``controls`` the prompts and confirms, ``hand`` the viewer's hand and pieces, ``results``
the scores by round and the end, ``cards`` a card and a piece, ``summary`` how to win in
pictures (the rules screen's opening); ``log`` tells the game in words and ``text`` holds them.
"""

from __future__ import annotations

from typing import Any


def __getattr__(name: str) -> Any:
    """``Board`` and ``how_to_win``, imported on first use: ``log`` and ``text`` import without a browser."""
    if name == "Board":
        from .board import Board

        return Board
    if name == "how_to_win":
        from .summary import how_to_win

        return how_to_win
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
