"""Dim Sum's taps between renders: the market card previewed, and the other player opened in full.

Each tap takes the table it was drawn from; nothing here keeps a table between renders.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .. import Table


@dataclass
class Picks:
    """The previewed market card and the opened player."""

    selected: str | None = None  # the market card previewed on the viewer's stomach
    opened: int | None = None  # the other player shown in full (a tap on their chip)

    def reset(self) -> None:
        self.selected = None
        self.opened = None

    def open(self, table: Table, p: int | None) -> None:
        self.opened = p
        table.refresh()

    def select(self, table: Table, card: str) -> None:
        self.selected = None if self.selected == card else card
        table.refresh()

    def cancel(self, table: Table) -> None:
        self.selected = None
        table.refresh()

    def pending(self) -> dict[str, Any]:
        """The move the previewed card would make (empty while none is previewed): what the guide marks build on."""
        return {"do": "take", "from": "market", "card": self.selected} if self.selected else {}

    def take_selected(self, table: Table) -> None:
        action = self.pending()
        if action in table.legal:
            table.act(action)
        else:
            self.cancel(table)
