"""Dim Sum's Board: the phase dispatch, and the previewed card and opened player (``picks``) between renders.

What it draws comes from the package's other modules; it keeps no table between renders.
"""

from __future__ import annotations

from typing import Any

from ...dom import Element, el
from ...i18n import join_names, t
from .. import Table
from .controls import controls, header
from .log import log_lines
from .others import detail, opponents
from .picks import Picks
from .scores import final_seats, scores
from .stomach import seat


class Board:
    """Draws the table; keeps the previewed market card and which other player is opened in full."""

    def __init__(self) -> None:
        self.picks = Picks()

    def reset(self) -> None:
        self.picks.reset()

    def is_private(self, view: dict[str, Any]) -> bool:
        # The face choice is secret; during play the hand-off still gets a curtain (whose turn it is).
        return view["phase"] != "over"

    def outcome(self, view: dict[str, Any], names: list[str]) -> str:
        winners = view["winners"]
        if not winners:  # not over yet
            return ""
        best = view["scores"][winners[0]]
        if len(winners) == 1:
            return t("ds.reason_one", name=names[winners[0]], points=best)
        return t("ds.reason_tie", names=join_names([names[p] for p in winners]), points=best)

    def log(self, view: dict[str, Any], names: list[str]) -> list[tuple[int | None, str]]:
        """The whole game in words, oldest first: each line with the seat whose move it was (None: everyone's)."""
        return log_lines(view, names)

    def upcoming(self, view: dict[str, Any]) -> str:
        """What the player behind the curtain is about to do."""
        if view["phase"] == "face":
            return t("ds.next_face")
        return t({"stack": "ds.next_stack", "bonus": "ds.next_bonus"}.get(view.get("step") or "", "ds.next_take"))

    def render(self, table: Table) -> Element:
        view = table.view
        phase = view["phase"]
        picks = self.picks
        if picks.selected not in view["market"] or view.get("step") != "take" or not table.legal:
            picks.selected = None
        if phase == "over":
            body: list[Any] = [scores(table), final_seats(table)]
        else:
            main = [opponents(table, picks), detail(table, picks), controls(table, picks)]
            body = [el("div", main, cls="ds-main"), me(table, picks) if phase == "play" else None]
        return el(
            "section",
            body,
            cls=f"ds ds-{phase}",
            data_testid="board",
            data_phase=phase,
            data_step=view.get("step"),
            data_viewer=table.viewer,
            data_taken=view["taken"],
        )


def me(table: Table, picks: Picks) -> Element:
    """The viewer's stomach, docked under the market, with the header below it."""
    return el("div", seat(table, picks.selected, table.viewer), header(table), cls="ds-me")
