"""A Fox and the Grapes bot that reads only its own view.

It counts the cards it has not seen (the deck minus every face-up, removed and
own card), trusts a claim a little, and makes the declaration with the best
expected points for itself against the card's player. The fox action and a
sour grape to give go against the leading opponent. Its own cards and claims
are played at random, so it cannot be read.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core import Action, RandomBot
from .data import CARDS

TRUST = 1.5  # how much more likely the claimed card is than the count alone says
#: (call, true card) -> (points for the declarer, points for the card's player), the fox action counted as 1.
GAIN: dict[tuple[str, str], tuple[int, int]] = {
    ("sweet", "sweet"): (1, 0),
    ("sweet", "sour"): (-1, 0),
    ("sweet", "fox"): (-1, 2),
    ("sour", "sweet"): (0, 1),
    ("sour", "sour"): (0, -1),
    ("sour", "fox"): (-1, 2),
    ("fox", "fox"): (2, -1),
    ("fox", "sweet"): (0, 1),
    ("fox", "sour"): (-1, 0),
}


def unseen(view: dict[str, Any]) -> dict[str, int]:
    """Cards the viewer has not seen: in the others' hands, their face-down cards, or unused."""
    left = dict(view["deck"])
    me = view["viewer"]
    for c in CARDS:
        left[c] -= view["removed"][c]
    for p, seat in enumerate(view["seats"]):
        for c in CARDS:
            left[c] -= seat["face_up"][c] + (seat["hand"][c] if p == me else 0)
        for slot in seat["table"]:
            if slot["card"] is not None and slot["state"] in ("down", "pending"):
                left[slot["card"]] -= 1
    return left


class CountingBot(RandomBot):
    """Declares by counting cards; hits the leader with foxes and sour grapes."""

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        if len(legal) == 1 or view["phase"] == "play":
            return super().choose(view, legal)
        ranking = view["ranking"]
        if view["phase"] in ("fox", "push"):

            def rank(action: Action) -> tuple:
                target = action["target"]
                return (ranking[target], action.get("choice") == "take_sweet", self.rng.below(1000))

            return max(legal, key=rank)
        left = unseen(view)
        weight = 1.0 if view["players"] == 2 else 1.0 / (view["players"] - 1)
        best, best_value = legal[0], -float("inf")
        for action in legal:
            slot = view["seats"][action["target"]]["table"][action["slot"]]
            odds = {c: max(left[c], 0) * (TRUST if c == slot["claim"] else 1.0) for c in CARDS}
            total = sum(odds.values()) or 1.0
            value = sum(
                odds[c] / total * (GAIN[action["call"], c][0] - weight * GAIN[action["call"], c][1]) for c in CARDS
            )
            value += self.rng.below(1000) / 1e6  # break ties at random
            if value > best_value:
                best, best_value = action, value
        return best
