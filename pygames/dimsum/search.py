"""Dim Sum's strong bot: the core's ISMCTS on samples of the unseen deck and of faces chosen in secret."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from ..core.game import Action
from ..core.rng import Rng
from ..core.search import SearchBot
from . import GAME
from .bot import FACE, PROGRESS
from .data import ALL_KINDS_BONUS, FULL_BONUS, GAUGE_STEPS, KINDS, LAST_CELL, SHAPES, kind_of, shape_of
from .engine import DimsumState, blocked_cell, landing

EXPLORE = 0.0  # how often a playout takes a market card at random instead of by the rule of thumb


def sample(view: dict[str, Any], rng: Rng) -> DimsumState:
    """A whole game agreeing with ``view``: the deck and the box dealt from the unseen cards."""
    return DimsumState.from_view(GAME, view, rng)


def playout(state: DimsumState, player: int, rng: Rng) -> Action:
    """The normal bot's rules of thumb, cheaply from the state: the market card worth most now.

    A card's worth: its cubes that count (not the kind the stomach holds most of), half a
    point a filled cell, the all-kinds and full-stomach bonuses, a point off for indigestion.
    """
    if state.phase == "face":
        return {"do": "face", "face": FACE}
    if state.step == "stack":
        return {
            "do": "stack",
            "cell": next(c for c, s in state.stomachs[player].items() if s and s[-1] == kind_of(state.pending["card"])),
        }  # type: ignore[index]
    if state.step == "bonus":
        return {"do": "bonus", "pick": "chip"}
    market = state.market
    if rng.below(100) < EXPLORE * 100:
        return {"do": "take", "from": "market", "card": market[rng.below(len(market))]}
    stomach = state.stomachs[player]
    tops = dict.fromkeys(KINDS, 0)
    filled = []
    for cell, stack in stomach.items():
        if stack:
            tops[stack[-1]] += 1
            filled.append(cell)
    counted = sum(tops.values()) - max(tops.values())
    present = sum(1 for n in tops.values() if n)
    pain = 1 if state.gauge[player] < GAUGE_STEPS else 0
    best, best_value = market[0], -99.0
    if stomach[LAST_CELL]:
        for card_id in market:
            kind = kind_of(card_id)
            if not tops[kind]:
                value = -pain
            elif tops[kind] == max(tops.values()):
                value = 0.0
            else:
                value = 2.0 * len(SHAPES[shape_of(card_id)]["cubes"])
            if value > best_value:
                best, best_value = card_id, value
    else:
        done = frozenset(filled)
        blocked = blocked_cell(stomach, state.faces[player])
        for card_id in market:
            cells, overflow, returned = landing(done, blocked, shape_of(card_id))
            kind = kind_of(card_id)
            eaten = len(cells) + len(overflow)
            tops[kind] += eaten
            value = sum(tops.values()) - max(tops.values()) - counted + PROGRESS * eaten
            tops[kind] -= eaten
            if not tops[kind] and present == 3:
                value += ALL_KINDS_BONUS
            if len(done) + eaten == len(stomach):
                value += FULL_BONUS
            if overflow or returned:
                value -= pain
            if value > best_value:
                best, best_value = card_id, value
    return {"do": "take", "from": "market", "card": best}


def observed(state: DimsumState, player: int, action: Action, observer: int) -> Any:
    """A face chosen in secret shows only that it was chosen; every other move is public."""
    return None if action["do"] == "face" else action  # type: ignore[index]


class StrongBot(SearchBot):
    """ISMCTS; second-layer cubes go on the first stack without a search (any stack of the kind scores the same)."""

    sample = staticmethod(sample)
    playout = staticmethod(playout)
    observed = staticmethod(observed)
    ITERATIONS = 200

    def think(self, view: dict[str, Any], legal: Sequence[Action]) -> Iterator[Action | None]:
        if legal and legal[0]["do"] == "stack":  # type: ignore[index]
            yield legal[0]
            return
        yield from super().think(view, legal)
