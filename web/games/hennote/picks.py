"""Hennote's half-made choices: the partial action, the secret placement and the refill being composed.

Each tap takes the table it was drawn from; nothing here keeps a table between renders.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from pygames.hennote.data import SLOTS, god_of

from .. import Table, kit, matches


@dataclass
class Picks:
    """What the viewer has chosen so far and which discard pile is open."""

    pending: dict[str, Any] = field(default_factory=dict)  # the partial action being chosen
    placement: list[str | None] = field(default_factory=lambda: [None] * SLOTS)  # secret placement being composed
    place_target: int | None = None  # empty column chosen for the next placed card
    refill_pick: str | None = None  # stock card picked, waiting for a gap
    refill_assign: dict[int, str] = field(default_factory=dict)  # gap → stock card, chosen so far
    open_discard: int | None = None  # the seat whose discard pile is open (kept across a reset)

    def reset(self) -> None:
        """Forget every half-made choice (the open discard pile stays open)."""
        self.pending = {}
        self.placement = [None] * SLOTS
        self.place_target = None
        self.refill_pick = None
        self.refill_assign = {}

    @property
    def half_made(self) -> bool:
        """Whether there is anything for Cancel to drop."""
        return bool(self.pending or self.refill_assign or self.refill_pick)

    def cancel(self, table: Table) -> None:
        self.pending, self.refill_pick, self.refill_assign = {}, None, {}
        table.refresh()

    # --- narrowing the legal actions -------------------------------------------------

    def offers(self, table: Table, **step: Any) -> bool:
        """Is there a legal action that extends the current choice with ``step``?"""
        return kit.offers(table, self.pending, **step)

    def choose(self, table: Table, **step: Any) -> None:
        """Extend the choice; play it once exactly one legal action is left."""
        kit.choose(table, self.pending, **step)

    # --- the way to a guided move (a lesson's, a hint's: ``table.guide``) ---------------------

    def astray(self, table: Table) -> dict[str, str]:
        """Cancel's mark when the choice so far leads away from the guide (nothing to mark otherwise)."""
        goal = table.guide
        if not isinstance(goal, dict):
            return {}
        if self.pending and not matches(goal, self.pending):
            return kit.mark(table)
        if self.refill_assign or self.refill_pick:
            slots = goal.get("slots") if goal.get("do") == "refill" else None
            if slots is None or any(slots[slot] != c for slot, c in self.refill_assign.items()):
                return kit.mark(table)
            if self.refill_pick is not None and self.refill_pick not in slots:
                return kit.mark(table)
        return {}

    def refill_next(self, table: Table) -> tuple[str, Any] | None:
        """The next tap toward a guided refill: ``("gap", slot)`` for the picked card, else ``("card", card_id)``."""
        goal = table.guide
        if not matches(goal, {"do": "refill"}) or self.astray(table):
            return None
        if self.refill_pick is not None:
            return "gap", goal["slots"].index(self.refill_pick)
        for slot, card_id in enumerate(goal["slots"]):
            if card_id is not None and slot not in self.refill_assign:
                return "card", card_id
        return None

    def refill_mark(self, table: Table, kind: str, what: Any) -> dict[str, str]:
        """The guide's mark for this refill tap (a stock card or a gap), if it is the next one toward the guide."""
        return kit.mark(table) if self.refill_next(table) == (kind, what) else {}

    def place_next(self, table: Table) -> tuple[str, Any] | None:
        """The next tap toward a guided placement, column by column from the left: take a wrong card back
        (``("unplace", slot)``), aim at the column (``("target", slot)``), put the card (``("card", card_id)``),
        and once all three are right ``("confirm", None)``."""
        goal = table.guide
        if not matches(goal, {"do": "place"}):
            return None
        wanted = goal["slots"]
        for slot, card_id in enumerate(wanted):
            if self.placement[slot] == card_id:
                continue
            if self.placement[slot] is not None:
                return "unplace", slot
            same_god = [at for at, placed in enumerate(self.placement) if placed and god_of(placed) == god_of(card_id)]
            if same_god:  # (further right) it would give way to the card, and aim the card at its own column
                return "unplace", same_god[0]
            first_gap = self.placement.index(None)
            if self.place_target == slot or (self.place_target is None and first_gap == slot):
                return "card", card_id
            return "target", slot
        return "confirm", None

    def place_mark(self, table: Table, kind: str, what: Any = None) -> dict[str, str]:
        """The guide's mark for this placement tap, if it is the next one toward the guide."""
        return kit.mark(table) if self.place_next(table) == (kind, what) else {}

    # --- the secret placement ----------------------------------------------------------

    def place(self, table: Table, card_id: str) -> None:
        """Put a card in the chosen (or first empty) column; a card of the same god gives way."""
        for slot, placed in enumerate(self.placement):
            if placed and god_of(placed) == god_of(card_id):
                self.placement[slot] = None
                if self.place_target is None:
                    self.place_target = slot
        target = self.place_target if self.place_target is not None else self.placement.index(None)
        self.placement[target] = card_id
        self.place_target = None
        table.refresh()

    def unplace(self, table: Table, slot: int) -> None:
        self.placement[slot] = None
        self.place_target = slot
        table.refresh()

    def target(self, table: Table, slot: int) -> None:
        self.place_target = None if self.place_target == slot else slot
        table.refresh()

    def toggle_discard(self, table: Table, p: int) -> None:
        self.open_discard = None if self.open_discard == p else p
        table.refresh()

    # --- the refill ----------------------------------------------------------------------

    def refill_left(self, table: Table) -> list[dict[str, Any]]:
        return [
            action
            for action in table.legal
            if matches(action, {"do": "refill"}) and all(action["slots"][s] == c for s, c in self.refill_assign.items())
        ]

    def refill_gaps(self, table: Table, card_id: str) -> list[int]:
        """The gaps where ``card_id`` can still go, given the gaps already filled."""
        return sorted(
            {
                slot
                for action in self.refill_left(table)
                for slot, placed in enumerate(action["slots"])
                if placed == card_id and slot not in self.refill_assign
            }
        )

    def pick_refill(self, table: Table, card_id: str) -> None:
        if self.refill_pick == card_id:
            self.refill_pick = None
            table.refresh()
            return
        self.refill_pick = card_id
        gaps = self.refill_gaps(table, card_id)
        if len(gaps) == 1:
            self.put_refill(table, gaps[0])
        else:
            table.refresh()

    def put_refill(self, table: Table, slot: int) -> None:
        assert self.refill_pick is not None
        self.refill_assign[slot] = self.refill_pick
        self.refill_pick = None
        left = self.refill_left(table)
        if len(left) == 1:
            table.act(left[0])
        else:
            table.refresh()
