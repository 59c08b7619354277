"""Hennote's Board: the phase dispatch, and the viewer's half-made choices (``picks``) between renders.

What it draws comes from the package's other modules; it keeps no table between renders.
"""

from __future__ import annotations

from typing import Any

from ...dom import Child, Element, el
from ...i18n import t
from .. import Table
from .controls import controls
from .draft import draft, placement
from .field import battle, field
from .log import log_lines, news_lines, outcome
from .picks import Picks
from .sides import discard_list, side


class Board:
    """Draws the table and keeps the viewer's half-made choice until it names one legal action."""

    def __init__(self) -> None:
        self.picks = Picks()

    def reset(self) -> None:
        self.picks.reset()

    def is_private(self, view: dict[str, Any]) -> bool:
        return view["phase"] == "place"

    def outcome(self, view: dict[str, Any], names: list[str]) -> str:
        return outcome(view["log"][-1], names)

    def log(self, view: dict[str, Any], names: list[str]) -> list[tuple[int | None, str]]:
        return log_lines(view, names)

    def news(self, before: dict[str, Any], after: dict[str, Any], names: list[str]) -> list[str]:
        return news_lines(before, after, names)

    def upcoming(self, view: dict[str, Any]) -> str:
        """Said on the pass-and-play curtain: the only secret decision is the placement."""
        return t("hn.upcoming_place") if view["phase"] == "place" else ""

    def render(self, table: Table) -> Element:
        phase = table.view["phase"]
        body = {"gods": draft, "place": placement}.get(phase, play)(table, self.picks)
        return el(
            "section",
            body,
            cls=f"hn hn-{phase}",
            data_testid="board",
            data_phase=phase,
            data_viewer=table.viewer,
            data_result=table.view["win_reason"],
            data_event=table.view["log"][-1]["e"] if table.view["log"] else None,  # the last thing that happened
        )


def play(table: Table, picks: Picks) -> Child:
    """The play: both fields around the last battle, both sides, the action panel, an open discard pile."""
    me = table.viewer
    panel = controls(table, picks) if table.legal and not table.view["over"] else None
    # Two groups, so a landscape phone can put them side by side; in portrait CSS interleaves them
    # (opponent, their field, the battle, your field, your side, the controls).
    return [
        el("div", field(table, picks, 1 - me), battle(table), field(table, picks, me), cls="hn-table"),
        el("div", side(table, picks, 1 - me), side(table, picks, me), panel, cls="hn-dock"),
        discard_list(table, picks, picks.open_discard) if picks.open_discard is not None else None,
    ]
