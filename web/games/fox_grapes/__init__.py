"""The Fox and the Grapes' board: opponents compact at the top, the decision in the middle, the viewer's
face-down cards and hand docked at the bottom, so every decision fits one phone screen.

Everything drawn comes from the view; every tap narrows the viewer's legal actions
(e.g. ``{"do": "play", "card": "sour"}`` waits for a claim) and the action is played
as soon as only one legal action matches. The package, one job a file: ``board`` keeps
the Board (its state and the phase dispatch), ``seats`` draws the seats and hands,
``controls`` the decision, ``rounds`` the finished rounds, ``cards`` the card faces;
``log`` tells the move log in words and ``text`` holds them. A round's reveals come one
card at a time as the engine's steps, and what changed since the step before
(``table.before``) is highlighted.
"""

from __future__ import annotations

from typing import Any


def __getattr__(name: str) -> Any:
    """``Board`` and ``how_to_win``, imported on first use: ``log`` and ``text`` import without a browser (the engine
    tests use them)."""
    if name == "Board":
        from .board import Board

        return Board
    if name == "how_to_win":
        from .summary import how_to_win

        return how_to_win
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
