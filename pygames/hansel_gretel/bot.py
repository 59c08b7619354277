"""Hansel or Gretel bots that read a seat's view: a careful easy one and the rule-of-thumb normal one.

Both judge a pile by what it adds to the player's score now (:func:`gain`): a sweet past its
fullness limit wipes out the whole kind, a witch costs 4, a bear can throw back up to two sweets
of the pile, a mirror copies the best kind it can, and the bird card brings the nest. The same
judgement, read from a state's fields instead of a view, is the strong bot's playout policy
(``search.py``).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from ..core.game import Action
from ..core.rng import Rng
from .data import BEAR_DISCARDS, BIRD, MISCHIEF, SCORED_KINDS, limit_of, points_of
from .engine import KIND, WORTH

POINTS = {kind: points_of(kind) for kind in SCORED_KINDS}
LIMIT = {kind: limit_of(kind) or 99 for kind in SCORED_KINDS}  # candy: no limit
WITCH = MISCHIEF["witch"]["points"]
NEST_HOPE = 1.5  # what the bird card is worth beyond the nest as it lies: more may fall into it
TEMPER = 2.0  # how sure the normal bot is that others take the pile worth more to them (points)
CONTEST_EDGE = 1.2  # a re-split shared with others is worth a little more than an even share: one chooses again


def worth(kind: str, n: int) -> int:
    """Points of ``n`` cards of a scored kind: nothing once past its fullness limit."""
    return WORTH[kind][n]


def score(counts: dict[str, int]) -> int:
    """Points of a collection's scored kinds (witches apart)."""
    return sum(WORTH[kind][n] for kind, n in counts.items())


def gain(counts: dict[str, int], cards: Sequence[str], nest: Sequence[str] = ()) -> float:
    """What taking ``cards`` adds to a score of ``counts`` now, bears and mirrors used at their best.

    ``nest``: the cards the bird card would bring, if it is among ``cards``.
    """
    taken: dict[str, int] = {}
    other: list[str] = []
    for card in cards:
        kind = KIND[card]
        if kind in WORTH:
            taken[kind] = taken.get(kind, 0) + 1
        else:
            other.append(kind)
    if BIRD in other:
        for card in nest:  # the nest comes at the round's end: its bears and mirrors help too
            kind = KIND[card]
            if kind in WORTH:
                taken[kind] = taken.get(kind, 0) + 1
            else:
                other.append(kind)
    delta = NEST_HOPE if BIRD in other else 0.0
    after = {}
    for kind, n in taken.items():
        have = counts[kind]
        after[kind] = have + n
        table = WORTH[kind]
        delta += table[have + n] - table[have]
    if not other:
        return delta
    delta += WITCH * other.count("witch")
    for _ in range(other.count("bear") * BEAR_DISCARDS):  # throw back the card that helps most, while one helps
        best, fix = 0, None
        for kind, n in taken.items():
            if n:
                better = WORTH[kind][after[kind] - 1] - WORTH[kind][after[kind]]
                if better > best:
                    best, fix = better, kind
        if fix is None:
            break
        taken[fix] -= 1
        after[fix] -= 1
        delta += best
    for _ in range(other.count("mirror")):  # copy the kind that gains most
        best = 0
        for kind, table in WORTH.items():
            n = after.get(kind, counts[kind])
            if n and table[n + 1] - table[n] > best:
                best = table[n + 1] - table[n]
        delta += best
    return delta


def tidy_choice(
    counts: dict[str, int], legal: Sequence[Action], bears: int, mirrors: int, this_round: Sequence[str]
) -> Action:
    """The bear or mirror action that leaves the best score once the rest are used greedily too.

    ``this_round``: the kinds taken this round (what a bear may throw back). Equal scores: the one
    that keeps fewer cards (fewer cards rank higher on a tie and make the next parent).
    """

    def finish(now: dict[str, int], bears_left: int, mirrors_left: int, droppable: list[str]) -> int:
        for _ in range(bears_left * BEAR_DISCARDS):
            best, drop = 0, None
            for kind in set(droppable):
                better = worth(kind, now[kind] - 1) - worth(kind, now[kind])
                if better > best:
                    best, drop = better, kind
            if drop is None:
                break
            now[drop] -= 1
            droppable.remove(drop)
        total = score(now)
        for _ in range(mirrors_left):
            copy = max(now, key=lambda k: worth(k, now[k] + 1) - worth(k, now[k]) if now[k] else -99)
            total += max(0, worth(copy, now[copy] + 1) - worth(copy, now[copy])) if now[copy] else 0
            now[copy] += 1
        return total

    def value(action: Action) -> tuple[int, int]:
        now = dict(counts)
        droppable = [k for k in this_round if k in POINTS]
        if action["do"] == "bear":
            for kind in action["discard"]:
                now[kind] -= 1
                droppable.remove(kind)
            return finish(now, bears - 1, mirrors, droppable), len(action["discard"])
        if action["copy"] is not None:
            now[action["copy"]] += 1
        return finish(now, bears, mirrors - 1, droppable), 0

    return max(legal, key=value)


def tidy_from_view(view: dict[str, Any], legal: Sequence[Action]) -> Action:
    """:func:`tidy_choice` for the seat of ``view``: its own counts, bears, mirrors and cards of this round."""
    tidy = view["tidy"]
    counts = view["collections"][view["viewer"]]["counts"]
    return tidy_choice(counts, legal, tidy["bears"], tidy["mirrors"], [KIND[c] for c in tidy["this_round"]])


def choice_odds(gains: list[tuple[float, float]]) -> list[float]:
    """Each other chooser's chance of taking Hansel's pile, from what each pile is worth to them."""
    odds = []
    for hansel, gretel in gains:
        x = max(-30.0, min(30.0, (hansel - gretel) / TEMPER))
        odds.append(1 / (1 + math.exp(-x)))
    return odds


def expected(mine: float, cards: Sequence[str], others_here: list[float], cookie: float) -> float:
    """What choosing a pile is worth to me when each other chooser comes too with the given chances."""
    ways = [1.0]  # ways[n]: chance that n others choose the same pile
    for p in others_here:
        ways = [a * (1 - p) + b * p for a, b in zip([*ways, 0.0], [0.0, *ways])]
    alone = ways[0] * mine
    sweets = sum(card != BIRD for card in cards)
    shared = 0.0
    for n, chance in enumerate(ways[1:], start=1):
        if sweets == 1:
            shared += chance * cookie
        else:
            shared += chance * (mine * CONTEST_EDGE / (n + 1) if mine > 0 else mine / (n + 1))
    return alone + shared


class Judge:
    """What each pile of a cut is worth to each chooser, from the public collections of a view."""

    def __init__(self, view: dict[str, Any]) -> None:
        self.me = view["viewer"]
        self.counts = [dict(c["counts"]) for c in view["collections"]]
        self.nest = list(view["nest"])

    def cookie(self, player: int) -> float:
        return gain(self.counts[player], ["cookie-1"])

    def piles(self, items: Sequence[str], cut: int) -> tuple[list[str], list[str]]:
        return list(items[:cut]), list(items[cut:])

    def my_values(self, items: Sequence[str], cut: int, choosers: Sequence[int]) -> tuple[float, float]:
        """My expected take from choosing Hansel's pile and from choosing Gretel's."""
        hansel, gretel = self.piles(items, cut)
        others = [p for p in choosers if p != self.me]
        odds = choice_odds([(gain(self.counts[p], hansel, self.nest), gain(self.counts[p], gretel, self.nest))
                            for p in others])
        cookie = self.cookie(self.me)
        mine = self.counts[self.me]
        return (
            expected(gain(mine, hansel, self.nest), hansel, odds, cookie),
            expected(gain(mine, gretel, self.nest), gretel, [1 - p for p in odds], cookie),
        )

    def cut_value(self, items: Sequence[str], cut: int, choosers: Sequence[int]) -> float:
        """A cut is good when either pile suits me: the better choice counts most, the worse one too."""
        hansel, gretel = self.my_values(items, cut, choosers)
        return max(hansel, gretel) + 0.25 * min(hansel, gretel)


class NormalBot:
    """Rules of thumb: cut so that either pile suits it, choose against limits and witches, bears and mirrors well."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        do = legal[0]["do"]
        if do in ("bear", "mirror"):
            return tidy_from_view(view, legal)
        judge = Judge(view)
        split = view["split"]
        items, choosers = split["items"], split["choosers"]
        if do == "choose":
            hansel, gretel = judge.my_values(items, split["cut"], choosers)
            return self._best(legal, [hansel, gretel])
        if do == "cut":
            return self._best(legal, [judge.cut_value(items, a["at"], choosers) for a in legal])
        values = []  # the bird card: where the best cut afterwards is best
        for action in legal:
            row = [*items[: action["at"]], BIRD, *items[action["at"] :]]
            values.append(max(judge.cut_value(row, k, choosers) for k in range(1, len(row)) if _fair(row, k)))
        return self._best(legal, values)

    def _best(self, legal: Sequence[Action], values: Sequence[float]) -> Action:
        top = max(values)
        return self.rng.choice([a for a, v in zip(legal, values) if v >= top - 1e-9])


def _fair(row: Sequence[str], cut: int) -> bool:
    """Each pile holds a card that is not the bird card (the engine's rule for a cut)."""
    return any(c != BIRD for c in row[:cut]) and any(c != BIRD for c in row[cut:])


def harms(counts: dict[str, int], cards: Sequence[str]) -> bool:
    """Taking ``cards`` costs points or pushes a kind past its fullness limit (a bear aside)."""
    taken: dict[str, int] = {}
    for card in cards:
        kind = KIND[card]
        if kind in WORTH:
            taken[kind] = taken.get(kind, 0) + 1
    return gain(counts, cards) < 0 or any(counts[k] <= LIMIT[k] < counts[k] + n for k, n in taken.items())


class EasyBot:
    """A beginner: any pile, any cut, but never a pile that breaks a limit or costs points when the other does not.

    Bears and mirrors it uses well (a person at the table would do that much for it).
    """

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        do = legal[0]["do"]
        me = view["viewer"]
        if do in ("bear", "mirror"):
            return tidy_from_view(view, legal)
        if do == "choose":
            split = view["split"]
            counts = view["collections"][me]["counts"]
            items, cut = split["items"], split["cut"]
            safe = [a for a, pile in zip(legal, (items[:cut], items[cut:])) if not harms(counts, pile)]
            return self.rng.choice(safe or list(legal))
        return self.rng.choice(legal)
