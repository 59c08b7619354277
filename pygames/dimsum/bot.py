"""Dim Sum bots that read only their seat's view: an easy one and the rule-of-thumb (normal) one.

Only the card a player takes changes the score: second-layer cubes score 2 on any stack
whose top is their kind, and the bonus of the last turn but one is worth 1 point either way
(a chip, or a gauge step back). So the rules of thumb are about cards, and about the face.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core.game import Action
from ..core.rng import Rng
from .data import ALL_CARDS, GAUGE_STEPS, LAST_CELL, SHAPES, kind_of, shape_of
from .engine import Stomach, first_layer, score_lines, stack_targets

#: The face the normal bot picks: its 4 bonus points outweigh the blocked cell (measured: 24.3 points a game
#: against random, 21.3 with the healthy face).
FACE = "centre"
#: What a filled first-layer cell is worth to the normal bot beyond its points now (it opens the second layer);
#: the strong bot's playout has a value of its own (``search.PLAYOUT_PROGRESS``).
PROGRESS = 0.5


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


def overflows(stomach: Stomach, face: str | None, card_id: str) -> bool:
    """Whether eating ``card_id`` moves the gauge (cubes spill over, or none can be stacked)."""
    if not stomach[LAST_CELL]:
        return first_layer(stomach, face, card_id)["indigestion"]
    return not stack_targets(stomach, kind_of(card_id))


def my_stomach(view: dict[str, Any]) -> tuple[dict[str, Any], Stomach]:
    seat = view["seats"][view["viewer"]]
    return seat, {int(cell): stack for cell, stack in seat["cells"].items()}


def unseen(view: dict[str, Any]) -> list[str]:
    """The cards this seat has not seen: the deck and the cards out of the game."""
    seen = set(view["market"]).union(*(seat["eaten"] for seat in view["seats"]))
    return [c for c in ALL_CARDS if c not in seen]


class EasyBot:
    """A beginner: avoids a card that gives indigestion when another does not, otherwise random."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        if legal[0]["do"] != "take":
            return self.rng.choice(legal)
        seat, stomach = my_stomach(view)
        calm = [a for a in legal if a["from"] == "deck" or not overflows(stomach, seat["face"], a["card"])]
        return self.rng.choice(calm or legal)


class GreedyBot:
    """The rule-of-thumb bot: takes the card that leaves it the best score now; random among equals.

    The unseen deck top is worth the average of the unseen cards.
    """

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        do = legal[0]["do"]
        if do == "face":
            return {"do": "face", "face": FACE}
        if do == "stack":
            return legal[0]  # any stack of the kind scores the same
        if do == "bonus":
            return {"do": "bonus", "pick": "chip" if view["chips_left"] else "gauge"}
        seat, stomach = my_stomach(view)

        def value(card_id: str) -> float:
            after, gauge = eat(stomach, seat["face"], seat["gauge"], card_id)
            filled = sum(1 for stack in after.values() if stack)
            return score_lines(after, seat["face"], seat["chips"], gauge)["total"] + PROGRESS * filled

        values = [value(a["card"]) if a["from"] == "market" else None for a in legal]
        if None in values:
            hidden = unseen(view)
            values[values.index(None)] = sum(map(value, hidden)) / len(hidden)
        best = max(values)  # type: ignore[type-var]
        return self.rng.choice([a for a, v in zip(legal, values) if v == best])
