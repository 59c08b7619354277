"""Dim Sum's strong bot: the core's ISMCTS on samples of the unseen deck and of faces chosen in secret."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from ..core.game import Action
from ..core.rng import Rng
from ..core.search import SearchBot, win_and_margin
from . import GAME
from .bot import FACE, PROGRESS
from .data import ALL_CARDS, ALL_KINDS_BONUS, FULL_BONUS, GAUGE_STEPS, KINDS, LAST_CELL, SHAPES, kind_of, shape_of
from .engine import DimsumState, blocked_cell, landing

EXPLORE = 0.0  # how often a playout takes a market card at random instead of by the rule of thumb


class World(DimsumState):
    """A game the search imagines, where second-layer cubes go on the first stack of their kind.

    Any stack of the kind scores the same (2 a cube, and the kinds on top do not change), so
    the search need not branch on which.
    """

    def legal_actions(self, player: int) -> list[Action]:
        actions = super().legal_actions(player)
        return actions[:1] if self.step == "stack" else actions


def sample(view: dict[str, Any], rng: Rng) -> World:
    """A whole game agreeing with ``view``: the deck and the box dealt from the unseen cards."""
    return World.from_view(GAME, view, rng)


#: Each card's kind, shape and number of cubes, looked up once (playouts read them thousands of times).
CARDS = {c: (kind_of(c), shape_of(c), len(SHAPES[shape_of(c)]["cubes"])) for c in ALL_CARDS}


def playout(state: World, player: int, rng: Rng) -> Action:
    """The normal bot's rules of thumb, cheaply from the state: the market card worth most now.

    A card's worth: its cubes that count (not the kind the stomach holds most of), half a
    point a filled cell, the all-kinds and full-stomach bonuses, a point off for indigestion.
    """
    if state.phase == "face":
        return {"do": "face", "face": FACE}
    stomach = state.stomachs[player]
    if state.step == "stack":
        kind = CARDS[state.pending["card"]][0]  # type: ignore[index]
        return {"do": "stack", "cell": next(c for c, s in stomach.items() if s and s[-1] == kind)}
    if state.step == "bonus":
        return {"do": "bonus", "pick": "chip"}
    market = state.market
    if EXPLORE and rng.below(100) < EXPLORE * 100:
        return {"do": "take", "from": "market", "card": market[rng.below(len(market))]}
    tops = dict.fromkeys(KINDS, 0)
    for stack in stomach.values():
        if stack:
            tops[stack[-1]] += 1
    most = max(tops.values())
    pain = 1 if state.gauge[player] < GAUGE_STEPS else 0
    best, best_value = market[0], -99.0
    if stomach[LAST_CELL]:
        for card_id in market:
            kind, _, size = CARDS[card_id]
            value = -pain if not tops[kind] else 0.0 if tops[kind] == most else 2.0 * size
            if value > best_value:
                best, best_value = card_id, value
        return {"do": "take", "from": "market", "card": best}
    done = frozenset(c for c, s in stomach.items() if s)
    blocked = blocked_cell(stomach, state.faces[player])
    counted = len(done) - most
    missing = sum(1 for n in tops.values() if not n)
    for card_id in market:
        kind, shape, _ = CARDS[card_id]
        cells, overflow, returned = landing(done, blocked, shape)
        eaten = len(cells) + len(overflow)
        value = len(done) + eaten - max(most, tops[kind] + eaten) - counted + PROGRESS * eaten
        if missing == 1 and not tops[kind]:
            value += ALL_KINDS_BONUS
        if len(done) + eaten == LAST_CELL:
            value += FULL_BONUS
        if overflow or returned:
            value -= pain
        if value > best_value:
            best, best_value = card_id, value
    return {"do": "take", "from": "market", "card": best}


def observed(state: World, player: int, action: Action, observer: int) -> Any:
    """A face chosen in secret shows only that it was chosen; every other move is public."""
    return None if action["do"] == "face" else action  # type: ignore[index]


class StrongBot(SearchBot):
    """ISMCTS; second-layer cubes go on the first stack without a search (any stack of the kind scores the same)."""

    sample = staticmethod(sample)
    playout = staticmethod(playout)
    observed = staticmethod(observed)
    #: Points ahead count a little (at 2 players vs normal: 70% of 100 games, 65.5% for the win alone, same deals)
    reward = staticmethod(lambda state: win_and_margin(state, 10))
    ITERATIONS = 700

    def think(self, view: dict[str, Any], legal: Sequence[Action]) -> Iterator[Action | None]:
        if legal and legal[0]["do"] == "stack":  # type: ignore[index]
            yield legal[0]
            return
        yield from super().think(view, legal)
