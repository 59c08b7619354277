"""Hansel or Gretel's board: a row of sweets, a cut, two piles and a secret choice.

Everything drawn comes from the view and the viewer's legal actions. Phone first: a one-line
header, the other players as compact chips (a tap opens one's cards), the decision (the row with
its numbered gaps, or the two piles) and your own cards against their limits, all in one screen.
Every choice is two taps: pick (a gap, a pile, the cards a bear discards), then confirm.

The package, one job a file: ``board`` keeps the Board (the phase dispatch), ``picks`` the
half-made choice, ``header`` draws the one-line header, ``seats`` the players' cards and
scores, ``split`` the row, its gaps and the two piles, ``tidy`` the bears and mirrors,
``cards`` a card and the small marks; ``log`` tells the game in words and ``text`` holds them.
"""

from __future__ import annotations

from typing import Any


def __getattr__(name: str) -> Any:
    """``Board`` and ``how_to_win``, imported on first use: ``log`` and ``text`` import without a browser (the
    engine tests use them)."""
    if name == "Board":
        from .board import Board

        return Board
    if name == "how_to_win":
        from .summary import how_to_win

        return how_to_win
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
