"""The strong bot of every game: information-set Monte Carlo tree search that sees only its own seat.

Single-observer ISMCTS (Cowling, Powley & Whitehouse 2012), with partially observable moves:
each iteration plays on a fresh *determinization*, a whole game state that a game's ``sample``
builds from the bot's view alone, so the hidden cards are guessed, never read. The tree grows
over what the bot's seat would see: an opponent's move is a branch as the seat sees it
(``observed``), and which move behind it was made is drawn at random in that world. Because an
action may be legal in one world and not in another, a child is scored against how often it was
*available* rather than how often its parent was visited. Playouts finish the game with the
game's fast ``playout`` policy on the state itself; the reward is each seat's share of the win (or the
game's ``reward``, e.g. with the points ahead counted a little).

A game states all of this in one place, its strong bot's :class:`Plan` (``SearchBot.plan``: one for the
whole game, or one per player count or phase); what the bot settles before a search (a move made by rules
of thumb, the few moves worth searching) is its ``screen``.

A game may have the others move in the tree as its playout policy would (``policy_opponents``):
their moves still branch by what the bot sees, but are not searched. With few iterations, others
searched by their own UCB play nearly at random, and the bot learns to beat random players.

Where several seats choose at once, the bot chooses first in the tree, so its choice can never
depend on theirs. The search runs to an iteration budget (tests, benches: reproducible) or a
time budget, in slices that hand control back (the browser stays responsive between them).
"""

from __future__ import annotations

import marshal
import math
import time
from collections.abc import Callable, Generator, Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from .rng import KEYED_SEEDS, Rng

if TYPE_CHECKING:
    from .game import Action, State

#: A game's determinization: a full state that agrees with everything ``view`` shows.
Sampler = Callable[[dict[str, Any], Rng], "State"]
#: A game's playout policy: a quick, sensible action for ``player`` read from the (sampled) state.
Policy = Callable[["State", int, Rng], "Action"]
#: What ``observer`` sees of ``player``'s ``action`` (a key: moves that look alike share it).
Observed = Callable[["State", int, "Action", int], Any]
#: Each seat's reward, from 0 to 1, for a finished game.
Reward = Callable[["State"], list[float]]
#: The determinizations of one search: what a sampler works out from the view alone done once (with the bot's
#: generator), and a maker of worlds from it.
Worlds = Callable[[dict[str, Any], Rng], Callable[[Rng], "State"]]

EXPLORATION = 0.7  # UCB's constant for rewards in [0, 1]: about UCT's 1/√2, not tuned here
#: Seconds of search between hand-backs to the event loop: a long task is over 50 ms, and in the browser
#: the iteration that ends a slice can double it.
SLICE = 0.025
T = TypeVar("T")


def in_slices(work: Iterable[T | None]) -> Generator[None, None, list[T]]:
    """The results ``work`` yields (a ``None`` from it marks a place to pause, not a result), yielding ``None``
    after each slice of time and at the end: for what a bot works out before its search
    (``found = yield from in_slices(...)``), so that the page stays live through it too and the search's first
    slice starts a task of its own."""
    done: list[T] = []
    slice_end = time.perf_counter() + SLICE
    for item in work:
        if item is not None:
            done.append(item)
        if time.perf_counter() >= slice_end:
            yield None
            slice_end = time.perf_counter() + SLICE
    yield None
    return done


def random_playout(state: State, player: int, rng: Rng) -> Action:
    """Any legal action: the playout policy of a game that has no better one."""
    return rng.choice(state.legal_actions(player))


def fully_observed(state: State, player: int, action: Action, observer: int) -> Any:
    """Every move seen as it is: for games whose moves are all public."""
    return action


def win_shares(state: State) -> list[float]:
    """Each seat's share of the win at the end (a shared win splits it)."""
    winners = state.winners()
    return [1.0 / len(winners) if p in winners else 0.0 for p in range(state.num_players)]


def win_and_margin(state: State, spread: float) -> list[float]:
    """Mostly the win, and a little the points ahead of (or behind) the best other seat, up to ``spread``.

    A search rewarded for the win alone cannot tell a one-point lead from a lost game's scraps, and
    plays at random once a game is decided; the margin keeps it playing for points.
    """
    wins, scores = win_shares(state), state.scores()
    rewards = []
    for p, score in enumerate(scores):
        ahead = score - max(other for q, other in enumerate(scores) if q != p)
        rewards.append(0.8 * wins[p] + 0.1 * (1 + max(-1.0, min(1.0, ahead / spread))))
    return rewards


@dataclass(frozen=True, slots=True)
class Plan:
    """How a strong bot searches a position: the game's hooks and switches, in one place.

    A game's strong bot returns one from ``SearchBot.plan``: a module constant, or one from a small table
    (by player count, say), never a class constant changed for a call.
    """

    #: The game's determinization (one signature for every game: its ``search.sample``).
    sample: Sampler
    playout: Policy = random_playout
    observed: Observed = fully_observed
    reward: Reward = win_shares
    #: How one search makes its worlds, where ``sample`` works something out from the view alone (e.g. replays its
    #: log) that can be done once per search rather than once per world. None: ``sample`` on the view, each time.
    worlds: Worlds | None = None
    #: Others move as the playout policy would (True) rather than by UCB over their own rewards.
    policy_opponents: bool = False

    def sampler(self, view: dict[str, Any], rng: Rng) -> Callable[[Rng], State]:
        """The determinizations of one search on ``view`` (``worlds``, else ``sample`` on the view)."""
        if self.worlds is not None:
            return self.worlds(view, rng)
        sample = self.sample
        return lambda world_rng: sample(view, world_rng)


class _Node:
    __slots__ = ("avail", "children", "total", "visits")

    def __init__(self) -> None:
        self.children: dict[Any, _Node] = {}
        self.visits = 0
        self.avail = 1
        self.total = 0.0  # reward of the seat that moved here


class SearchBot:
    """ISMCTS on a game's :class:`Plan`.

    A game subclasses it, stating its plan (``PLAN``, or ``plan`` where it depends on the view), its default
    budget ``ITERATIONS`` (about a tenth of a second a move under CPython) and, where the bot settles some
    moves before searching, ``screen``. ``seconds`` alone replaces the iteration budget by a time budget; with
    ``iterations`` too, the search stops at whichever comes first.
    """

    #: The plan of every position, for a game whose plan does not depend on the view (else ``plan``).
    PLAN: Plan
    ITERATIONS = 300

    def __init__(self, seed: int = 0, iterations: int | None = None, seconds: float | None = None) -> None:
        # SplitMix64 whatever the seed: the search's draws shape only imagined games, so a keyed generator's
        # secrecy buys nothing, and its BLAKE2b a draw costs 10-17% of an iteration under Pyodide.
        self.rng = Rng(seed % KEYED_SEEDS)
        self.iterations = None if seconds is not None and iterations is None else iterations or self.ITERATIONS
        self.seconds = seconds
        self.searched = 0  # iterations of the last search: what a time budget bought

    def plan(self, view: dict[str, Any]) -> Plan:
        """How to search this position: ``PLAN`` unless a game's plan depends on the view (e.g. its player count)."""
        return self.PLAN

    def screen(
        self, view: dict[str, Any], legal: Sequence[Action]
    ) -> Sequence[Action] | Generator[None, None, Sequence[Action]]:
        """The actions the search weighs: all of ``legal`` unless a game settles some before it searches (one
        action alone is played without a search). A long screen may be a generator that yields ``None`` between
        slices, like the search (:func:`in_slices`), and returns the actions."""
        return legal

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        """The most visited of ``legal`` after the whole budget."""
        for action in self.think(view, legal):
            if action is not None:
                return action
        raise AssertionError("a search always ends with an action")

    def think(self, view: dict[str, Any], legal: Sequence[Action]) -> Generator[Action | None, bool | None, None]:
        """Search in slices: yields ``None`` after each slice and finally the chosen action.

        With a time budget, a slice after which the caller sends True is free: a page that is still showing the
        last move's steps lets the bot search through them, on top of its own seconds.
        """
        screened = self.screen(view, legal)
        if isinstance(screened, Generator):
            screened = yield from screened
        legal = screened
        if len(legal) == 1:
            yield legal[0]
            return
        plan = self.plan(view)
        me = view["viewer"]
        root = _Node()
        keys = {_key(action): action for action in legal}
        world = plan.sampler(view, self.rng)
        done = 0
        start = last = time.perf_counter()
        while True:
            slice_end = time.perf_counter() + SLICE
            while time.perf_counter() < slice_end:
                if self.iterations is not None and done >= self.iterations:
                    break
                if self.seconds is not None and time.perf_counter() - start >= self.seconds:
                    break
                self._iterate(plan, root, world(self.rng), me, keys)
                done += 1
            else:
                free = yield None  # the caller sends True while its table is busy (showing the last move)
                now = time.perf_counter()
                if free:  # that slice and the pause after it do not count against a time budget
                    start += now - last
                last = now
                continue
            break
        self.searched = done
        worth = {key: child.visits for (_, key), child in root.children.items() if key in keys and child.visits}
        best = max(worth.values(), default=0)
        yield keys[self.rng.choice(sorted(k for k, v in worth.items() if v == best))] if worth else legal[0]

    def _iterate(
        self,
        plan: Plan,
        root: _Node,
        state: State,
        me: int,
        choices: dict[bytes, Action],
    ) -> None:
        """One selection, expansion, playout and backup on one determinization.

        At the root the bot weighs only ``choices`` (the legal actions it was handed: a game may hand fewer).
        """
        playout, observed, rng = plan.playout, plan.observed, self.rng
        node, path, expanding = root, [], True
        while not state.is_over():
            acting = state.to_act()
            player = me if me in acting else acting[0]
            if not expanding:
                state.advance(player, playout(state, player, rng))
                continue
            if player != me and plan.policy_opponents:
                action = playout(state, player, rng)
                key = (player, _key(observed(state, player, action, me)))
                node = node.children.get(key) or node.children.setdefault(key, _Node())
                state.advance(player, action)
                continue
            seen: dict[Any, list[Action]] = {}
            for action in state.legal_actions(player):
                look = action if player == me else observed(state, player, action, me)
                key = _key(look)
                if node is not root or key in choices:
                    seen.setdefault((player, key), []).append(action)
            if not seen:
                return  # this world does not allow what the bot may do at the table: a bad guess, dropped
            new = [key for key in seen if key not in node.children]
            for key in seen:
                if key in node.children:
                    node.children[key].avail += 1
            if new:
                key = new[rng.below(len(new))]
                node.children[key] = child = _Node()
                expanding = False  # one new node per iteration, then the playout
            else:
                key = max(seen, key=lambda k: _ucb(node.children[k]))
                child = node.children[key]
            alike = seen[key]
            action = alike[rng.below(len(alike))]
            path.append((child, player))
            node = child
            state.advance(player, action)
        rewards = plan.reward(state)
        for child, player in path:
            child.visits += 1
            child.total += rewards[player]


def _ucb(node: _Node) -> float:
    return node.total / node.visits + EXPLORATION * math.sqrt(math.log(node.avail) / node.visits)


def _key(action: Any) -> bytes:
    """An action as a dictionary key (actions are small JSON values; their fields come in a fixed order)."""
    return marshal.dumps(action)
