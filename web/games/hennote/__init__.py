"""Hennote's board: two battlefields facing each other across three columns.

Everything drawn comes from the view; every tap narrows the viewer's legal actions
(a half-made choice is a partial action, e.g. ``{"do": "retreat", "slot": 1}``) and
the action is played as soon as only one legal action matches. The package, one job a
file: ``board`` keeps the Board (the phase dispatch), ``picks`` the viewer's half-made
choices, ``draft`` draws the draft and the secret placement, ``sides`` each player's
name, stock, deck and discard pile, ``field`` the fields and the last battle,
``controls`` the action panel, ``cards`` a card; ``log`` tells the game in words and
``text`` holds them.
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
