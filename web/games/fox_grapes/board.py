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
        over = [e for e in view["log"] if e["e"] == "over"]
        winners = over[-1]["winners"] if over else []
        ranking = view["ranking"]
        best = max(ranking)
        points, fox, sweet = best
        if not winners:
            return t("fg.reason_draw", points=points, fox=fox, sweet=sweet)
        if len(winners) > 1:
            return t(
                "fg.reason_shared", names=join_names([names[p] for p in winners]), points=points, fox=fox, sweet=sweet
            )
        others = sorted((k for p, k in enumerate(ranking) if p != winners[0]), reverse=True)
        name = names[winners[0]]
        if not others or others[0][0] < points:
            return t("fg.reason_points", name=name, points=points)
        if others[0][1] < fox:
            return t("fg.reason_foxes", name=name, points=points, n=fox)
        return t("fg.reason_sweet", name=name, points=points, fox=fox, n=sweet)

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
