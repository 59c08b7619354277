"""The Fox and the Grapes' Board: its state (the half-made choice, the opened opponents) and the phase dispatch.

What it draws comes from the package's other modules; it keeps no table between renders.
"""

from __future__ import annotations

from typing import Any

from ...dom import Element, el
from ...i18n import join_names, t
from .. import Table
from .controls import controls
from .log import log_lines
from .rounds import final_steps, last_round, standings
from .seats import mine, opponent


class Board:
    """Draws the table and keeps the viewer's half-made choice and which opponents are opened."""

    def __init__(self) -> None:
        self.opened: set[int] = set()  # opponents whose detail the viewer opened
        self.pending: dict[str, Any] = {}  # the viewer's half-made choice

    def reset(self) -> None:
        self.pending.clear()

    def is_private(self, view: dict[str, Any]) -> bool:
        # The acting player's screen always shows their hand and their own face-down cards.
        return view["phase"] != "over"

    # --- what happened, in words (read by the play screen) ------------------------------

    def log(self, view: dict[str, Any], names: list[str]) -> list[tuple[int | None, str]]:
        return log_lines(view, names)

    def upcoming(self, view: dict[str, Any]) -> str:
        return t(f"fg.{view['phase']}_phase") if view["phase"] in ("play", "declare", "fox", "push") else ""

    def outcome(self, view: dict[str, Any], names: list[str]) -> str:
        over = [e for e in view["log"] if e["e"] == "over"][-1]
        winners, reason = over["winners"], over["decided_by"]
        points, fox, sweet = view["ranking"][winners[0] if winners else 0]
        if reason in ("draw", "shared"):
            won = join_names([names[p] for p in winners])
            return t(f"fg.reason_{reason}", names=won, points=points, fox=fox, sweet=sweet)
        n = {"points": points, "foxes": fox, "sweet": sweet}[reason]
        return t(f"fg.reason_{reason}", name=names[winners[0]], points=points, fox=fox, n=n)

    # --- drawing ---------------------------------------------------------------------------

    def render(self, table: Table) -> Element:
        view = table.view
        phase = view["phase"]
        if phase == "over":
            body = [standings(table), final_steps(table), last_round(table)]
        else:
            others = table.others()
            body = [
                self._header(table),
                el(
                    "div",
                    [opponent(table, self.pending, self.opened, p) for p in others],
                    cls="fg-opps",
                    data_testid="fg-opponents",
                ),
                controls(table, self.pending),
                mine(table, self.pending),
                last_round(table),
            ]
        return el(
            "section",
            body,
            cls=f"fg fg-{phase} fg-n{len(view['seats'])}",
            data_testid="board",
            data_phase=phase,
            data_viewer=table.viewer,
        )

    def _header(self, table: Table) -> Element:
        view = table.view
        return el(
            "div",
            el("span", cls="fg-round", text=t("fg.round", round=view["round"], rounds=view["rounds"])),
            el("span", cls="fg-start", text=t("fg.start", name=table.names[view["start"]])),
            cls="fg-header",
            data_testid="fg-round",
            data_round=view["round"],
        )
