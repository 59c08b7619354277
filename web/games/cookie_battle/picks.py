"""Cookie Battle's half-made choice, waiting for a confirm; the opponent opened; whether it strays from a guide.

Each tap takes the table it was drawn from; nothing here keeps a table between renders.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .. import Table, kit, matches

#: The follow-up questions of a marker, in the order they are asked.
MARKER_STEPS = ("card", "piece", "target")


@dataclass
class Picks:
    """The viewer's partial action and the opened opponent."""

    pending: dict[str, Any] = field(default_factory=dict)
    open_seat: int | None = None  # the opponent whose details are open (a tap on their chip; kept across a reset)

    def reset(self) -> None:
        self.pending = {}

    # --- narrowing the legal actions ----------------------------------------------------

    def offers(self, table: Table, **step: Any) -> bool:
        return kit.offers(table, self.pending, **step)

    def values(self, table: Table, key: str) -> list[Any]:
        seen: list[Any] = []
        for action in kit.left(table, self.pending):
            if key in action and action[key] not in seen:
                seen.append(action[key])
        return seen

    def complete(self, table: Table) -> dict[str, Any] | None:
        """The one legal action the taps so far name (waiting for the confirm), or ``None``."""
        if not self.pending:
            return None
        left = kit.left(table, self.pending)
        return left[0] if len(left) == 1 else None

    def next_step(self, table: Table) -> str | None:
        """The marker question still open: its card, then its piece, then its target."""
        for key in MARKER_STEPS:
            if key not in self.pending and self.values(table, key):
                return key
        return None

    # --- taps --------------------------------------------------------------------------

    def choose(self, table: Table, **step: Any) -> None:
        """Extend the choice (it waits for a confirm, never plays by itself)."""
        self.pending.update(step)
        if not kit.left(table, self.pending):
            self.pending.clear()  # a choice nothing matches is dropped
        table.refresh()

    def select(self, table: Table, card: str) -> None:
        """A hand card tapped: it is raised, and plays on a second tap or the confirm."""
        self.pending = {"do": "play", "card": card}
        table.refresh()

    def unpick(self, table: Table, side: str) -> None:
        """A card chosen for the pass, tapped again: it goes back to the hand (the right one stays chosen)."""
        self.pending.pop(side, None)
        if "left" not in self.pending and "right" in self.pending:
            self.pending["left"] = self.pending.pop("right")
        if set(self.pending) <= {"do"}:
            self.pending.clear()
        table.refresh()

    def cancel(self, table: Table) -> None:
        self.pending.clear()
        table.refresh()

    def astray(self, table: Table) -> bool:
        """Whether the choice so far leads away from ``table.guide`` (a lesson's move, a hint): then the way back
        (Cancel, Back, a chosen card) is the tap to mark. A card raised to play is not astray: another card tapped
        takes its place."""
        goal, pending = table.guide, self.pending
        if goal is None or not pending or matches(goal, pending):
            return False
        return not (pending.get("do") == "play" and isinstance(goal, dict) and goal.get("do") == "play")

    def toggle_seat(self, table: Table, player: int) -> None:
        self.open_seat = None if self.open_seat == player else player
        table.refresh()
