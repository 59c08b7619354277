"""Dim Sum All-You-Can-Stack's board: the market, your stomach docked below it, the others compact above.

Everything drawn comes from the view and the legal actions. On a phone every decision fits one
screen: the other players are one-line chips at the top (a tap opens one in full), then the
prompt and the market, then the viewer's own stomach. A market card is first tapped to preview
its landing cells on that stomach (from the view's ``previews``), then taken; the deck's top card
is taken unseen. Second-layer cubes are stacked by tapping a stack; the bonus of the turn before
last is a choice of two. Cubes are drawn as their dim sum (static/sprite.svg) with a letter beside.

The package, one job a file: ``board`` keeps the Board (the phase dispatch), ``picks`` the
previewed card and the opened player, ``others`` draws the other players, ``controls`` the
prompt and the market, ``stomach`` a seat and its grid, ``scores`` the final scores, ``cards``
the cards and cubes, ``figures`` the rules screen's drawings, ``summary`` its how-to-win panel;
``log`` tells the game in words and ``text`` holds them. A tap that leads toward a guided move (a
lesson's, a hint's) carries the guide's mark; a choice shown but refused says the engine's reason.
"""

from __future__ import annotations

from typing import Any


def __getattr__(name: str) -> Any:
    """``Board``, ``rules_figures`` and ``how_to_win``, imported on first use: ``log`` and ``text`` import without a
    browser."""
    if name == "Board":
        from .board import Board

        return Board
    if name == "rules_figures":
        from .figures import rules_figures

        return rules_figures
    if name == "how_to_win":
        from .summary import how_to_win

        return how_to_win
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
