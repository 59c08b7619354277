"""The Fox and the Grapes bots that read only their own view: easy (believes claims) and normal (counts cards).

The normal bot counts the cards it has not seen (the deck minus every face-up, removed and
own card), trusts a claim a little, and makes the declaration with the best
expected points for itself against the card's player. The fox action and a
sour grape to give go against the leading opponent. Its own cards and claims
are played at random, so it cannot be read.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core import Action, RandomBot
from .data import CARDS, DECKS

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


class EasyBot(RandomBot):
    """A trusting beginner: tells the truth about its own cards and believes every claim it hears.

    Its one piece of sense: it never declares a card to be a kind it can count is all gone.
    Otherwise it declares on a card at random and takes a sweet grape with a fox when it can.
    """

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        phase = view["phase"]
        if phase == "play":
            return self.rng.choice([a for a in legal if a["claim"] == a["card"]])
        if phase == "fox":
            return self.rng.choice([a for a in legal if a["choice"] == "take_sweet"] or list(legal))
        if phase != "declare":
            return super().choose(view, legal)
        left = unseen(view)
        target, slot = self.rng.choice(sorted({(a["target"], a["slot"]) for a in legal}))
        claim = view["seats"][target]["table"][slot]["claim"]
        possible = [c for c in CARDS if left[c] > 0] or list(CARDS)
        call = claim if claim in possible else self.rng.choice(possible)
        return {"do": "declare", "target": target, "slot": slot, "call": call}


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
        values = declaration_values(view, legal)
        best = max(values)
        return self.rng.choice([a for a, v in zip(legal, values) if v == best])


def call_values(players: int) -> dict[str, tuple[float, ...]]:
    """Each call's points for the declarer less a share of the card player's, for each true card in ``CARDS``."""
    weight = 1.0 if players == 2 else 1.0 / (players - 1)
    return {call: tuple(GAIN[call, c][0] - weight * GAIN[call, c][1] for c in CARDS) for call in CARDS}


CALL_VALUES = {n: call_values(n) for n in DECKS}


def declaration_values(view: dict[str, Any], legal: Sequence[Action], trust: float = TRUST) -> list[float]:
    """Each declaration's expected :func:`call_values` by the count of unseen cards.

    The claimed card is taken to be a little likelier than the count alone says (``TRUST``).
    """
    left = unseen(view)
    values = CALL_VALUES[view["players"]]
    result = []
    for action in legal:
        claim = view["seats"][action["target"]]["table"][action["slot"]]["claim"]
        odds = [max(left[c], 0) * (trust if c == claim else 1.0) for c in CARDS]
        value = sum(o * v for o, v in zip(odds, values[action["call"]])) / (sum(odds) or 1.0)
        result.append(round(value, 9))
    return result
