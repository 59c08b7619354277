"""A greedy Dim Sum bot: it takes the market card that leaves it the best score now.

It reads only its seat's view (its own stomach, the market, the gauge), so it never
knows the unseen deck top; taking the deck scores as the average market card, a
little below it for the risk.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core.game import Action
from ..core.rng import Rng
from .data import GAUGE_STEPS, LAST_CELL, SHAPES, kind_of, shape_of
from .engine import Stomach, first_layer, score_lines, stack_targets

DECK_RISK = 0.5  # points the unseen deck top is worth less than the average market card


def eat(stomach: Stomach, face: str | None, gauge: int, card_id: str) -> tuple[Stomach, int]:
    """The stomach and gauge after eating ``card_id`` (second-layer cubes on the first stack)."""
    after = {cell: list(stack) for cell, stack in stomach.items()}
    kind = kind_of(card_id)
    if not stomach[LAST_CELL]:
        result = first_layer(stomach, face, card_id)
        for cell in result["cells"] + result["overflow"]:
            after[cell].append(kind)
        spilt = result["indigestion"]
    else:
        targets = stack_targets(stomach, kind)
        for _ in SHAPES[shape_of(card_id)]["cubes"]:
            if targets:
                after[targets[0]].append(kind)
        spilt = not targets
    return after, min(GAUGE_STEPS, gauge + spilt)


class GreedyBot:
    """Best immediate score for market cards; random among equal choices."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        me = view["viewer"]
        seat = view["seats"][me]
        if legal[0]["do"] != "take":  # faces, stacks and the bonus: all worth the same now
            return self.rng.choice(legal)
        stomach = {int(cell): stack for cell, stack in seat["cells"].items()}
        values: list[float] = []
        for action in legal:
            if action["from"] == "market":
                after, gauge = eat(stomach, seat["face"], seat["gauge"], action["card"])
                values.append(score_lines(after, seat["face"], seat["chips"], gauge)["total"])
        market = list(values)
        if any(a["from"] == "deck" for a in legal):
            values.append(sum(market) / len(market) - DECK_RISK if market else 0)
        best = max(values)
        return self.rng.choice([a for a, v in zip(legal, values) if v == best])
