"""Hennote's easy and normal bots: both read only their seat's view.

The normal bot looks one action ahead on sampled decks: the unseen deck orders are
sampled (determinization), each candidate action is played on every sample with the
real rules, and the action with the best average position wins. The easy bot plays at
random but never misses a win it can see. Setup choices are random: nothing about
them can be known in advance.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from ..core import Action, RandomBot
from . import GAME
from .data import WIN_BATTLES, god_of
from .engine import HennoteState

SAMPLES = 4  # deck orders tried per decision: enough to weigh a blind retreat
WIN = 1000.0


class EasyBot(RandomBot):
    """A beginner's opponent: takes three of a god when one move (not a blind draw) gives it, else any move."""

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        if view["phase"] == "play" and len(legal) > 1:
            world = HennoteState.from_view(GAME, view, self.rng.below(2**64))
            me = view["viewer"]
            in_sight = set(view["sides"][me]["field"] + view["sides"][me]["stock"])
            for action in legal:
                after = world.clone()
                after.apply(me, action)
                if after.win_reason == "gods" and after.winners() == [me] and in_sight.issuperset(after.field[me]):
                    return action
        return super().choose(view, legal)


class GreedyBot(RandomBot):
    """Wins when it can, stops the opponent's line of gods, and wins battles."""

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        if view["phase"] != "play" or len(legal) == 1:
            return super().choose(view, legal)
        me = view["viewer"]
        worlds = [HennoteState.from_view(GAME, view, self.rng.below(2**32)) for _ in range(SAMPLES)]
        best, best_value = legal[0], -float("inf")
        for action in legal:
            value = sum(_value_after(world.clone(), me, action) for world in worlds) / SAMPLES
            value += self.rng.below(100) / 1000  # break ties at random, so play varies
            if value > best_value:
                best, best_value = action, value
        return best


def _value_after(state: HennoteState, me: int, action: Action) -> float:
    """The position after ``action`` and, if it leaves gaps, the best refill."""
    state.apply(me, action)
    if not state.is_over() and state.turn == me and state.step == "refill":
        options = state.legal_actions(me)
        if action["do"] != "refill":
            return max(_value_after(state.clone(), me, refill) for refill in options)
    return _evaluate(state, me)


def _evaluate(state: HennoteState, me: int) -> float:
    if state.is_over():
        winners = state.winners()
        return WIN if winners == [me] else -WIN if winners else 0.0
    other = 1 - me
    value = 3.0 * (state.wins[me] - state.wins[other])
    value += 2.0 * max(0, state.wins[me] - (WIN_BATTLES - 3))  # close to nine: every win counts more
    value += _line_up(state, me) - 1.5 * _line_up(state, other)
    return value


def _line_up(state: HennoteState, player: int) -> float:
    """How near ``player`` is to three of one god: a pair, and the third card at hand."""
    on_field = Counter(god_of(c) for c in state.field[player] if c)
    god, count = on_field.most_common(1)[0] if on_field else (None, 0)
    if count < 2:
        return 0.0
    in_stock = any(god_of(c) == god for c in state.stock[player])
    return 6.0 if in_stock else 2.0
