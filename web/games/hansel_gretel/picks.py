"""Hansel or Gretel's half-made choice (a gap, a pile, the cards a bear discards) and the chip opened.

Each tap takes the table it was drawn from; nothing here keeps a table between renders.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .. import Table


@dataclass
class Picks:
    """What the viewer has picked, before they confirm it."""

    gap: int | None = None  # the gap tapped for the cut or the bird card
    pile: str | None = None  # the pile tapped, before "choose" is confirmed
    discards: list[str] = field(default_factory=list)  # this round's cards picked for a bear to discard
    opened: int | None = None  # the player whose cards are opened from their chip

    def reset(self) -> None:
        self.gap = None
        self.pile = None
        self.discards = []
        self.opened = None

    def open(self, table: Table, p: int) -> None:
        self.opened = None if self.opened == p else p
        table.refresh()

    def pick_gap(self, table: Table, at: int) -> None:
        self.gap = None if self.gap == at else at
        table.refresh()

    def pick_pile(self, table: Table, name: str) -> None:
        self.pile = None if self.pile == name else name
        table.refresh()

    def toggle_discard(self, table: Table, card_id: str) -> None:
        if card_id in self.discards:
            self.discards.remove(card_id)
        else:
            self.discards.append(card_id)
        table.refresh()
