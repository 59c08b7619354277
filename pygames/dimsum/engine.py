"""Dim Sum All-You-Can-Stack rules: take dim-sum cards and pack their cubes into your stomach."""

from __future__ import annotations

import copy
import json
from functools import lru_cache
from itertools import product
from math import comb
from typing import Any

from ..core.game import Action, Game, State, Text
from ..core.rng import Rng
from .data import (
    ALL_CARDS,
    ALL_KINDS_BONUS,
    AT,
    CARDS_EACH,
    CELLS,
    CHIPS,
    DECK,
    FACES,
    FIRST_LAYER_POINTS,
    FULL_BONUS,
    GAUGE_STEPS,
    KINDS,
    LAST_CELL,
    MARKET,
    SHAPES,
    UPPER_LAYER_POINTS,
    kind_of,
    shape_of,
)

Stomach = dict[int, list[str]]  # cell -> the stack of kinds on it, bottom first


def empty_stomach() -> Stomach:
    return {cell: [] for cell in CELLS}


def blocked_cell(stomach: Stomach, face: str | None) -> int | None:
    """The cell a card may not use: the one below a filled bottleneck (if it is still empty)."""
    if face is None:
        return None
    info = FACES[face]
    if info["bottleneck"] is None or not stomach[info["bottleneck"]]:
        return None
    return info["blocks"] if not stomach[info["blocks"]] else None


def first_layer(stomach: Stomach, face: str | None, card_id: str) -> dict[str, Any]:
    """Where a card's cubes land in the first layer (the stomach is not changed)."""
    filled = frozenset(cell for cell, stack in stomach.items() if stack)
    cells, overflow, returned = landing(filled, blocked_cell(stomach, face), shape_of(card_id))
    return {
        "layer": 1,
        "cells": list(cells),
        "overflow": list(overflow),
        "returned": returned,
        "indigestion": bool(overflow or returned),
    }


@lru_cache(maxsize=1 << 16)
def landing(filled: frozenset[int], blocked: int | None, shape: str) -> tuple[tuple[int, ...], tuple[int, ...], int]:
    """The cells a shape's cubes fill, the cells its overflowing cubes fill, and how many go back.

    The anchor takes the lowest empty unblocked cell; every other cube goes where its
    offset points if that cell is empty and unblocked. The rest overflow, in shape
    order, each to the cell after the highest filled one (skipping the blocked cell),
    or back to the supply past the last cell. (Cached: searches place the same shapes
    on the same cells again and again.)
    """

    def free(cell: int | None) -> bool:
        return cell is not None and cell not in filled and cell != blocked

    anchor = min(cell for cell in CELLS if free(cell))
    row, col = CELLS[anchor]
    cells: list[int] = []
    spill = 0
    for dr, dc in SHAPES[shape]["cubes"]:
        target = AT.get((row + dr, col + dc))
        if free(target) and target not in cells:
            cells.append(target)  # type: ignore[arg-type]
        else:
            spill += 1
    overflow: list[int] = []
    returned = 0
    taken = filled | set(cells)
    for _ in range(spill):
        after = [cell for cell in CELLS if cell > max(taken) and cell != blocked]
        if after:
            overflow.append(after[0])
            taken |= {after[0]}
        else:
            returned += 1
    return tuple(cells), tuple(overflow), returned


def stack_targets(stomach: Stomach, kind: str) -> list[int]:
    """Cells whose top cube is ``kind``: where a second-layer cube of that kind may go."""
    return [cell for cell, stack in stomach.items() if stack and stack[-1] == kind]


def _tally(stomach: Stomach) -> tuple[dict[str, int], dict[str, int], str | None]:
    """How many stacks each kind tops, the points they hold, and the kind left out of the score.

    The kind on top of the most stacks is left out; our ruling on a tie: the tied kind that
    leaves the player the most points (the first in ``KINDS`` if even).
    """
    tops = dict.fromkeys(KINDS, 0)
    points = dict.fromkeys(KINDS, 0)
    for stack in stomach.values():
        if stack:
            top = stack[-1]
            tops[top] += 1
            points[top] += FIRST_LAYER_POINTS + UPPER_LAYER_POINTS * (len(stack) - 1)
    most = max(tops.values())
    excluded = min((k for k in KINDS if tops[k] == most), key=points.__getitem__) if most else None
    return tops, points, excluded


def score_lines(stomach: Stomach, face: str | None, chips: int, gauge: int) -> dict[str, Any]:
    """The final scoring, line by line (also shown live during the game)."""
    tops, points, excluded = _tally(stomach)
    lower = sum(1 for stack in stomach.values() if stack and stack[-1] != excluded)
    upper = sum(len(stack) - 1 for stack in stomach.values() if stack and stack[-1] != excluded)
    lines = {
        "excluded": excluded,
        "excluded_points": points[excluded] if excluded else 0,
        "first_layer": FIRST_LAYER_POINTS * lower,
        "upper_layers": UPPER_LAYER_POINTS * upper,
        "full": FULL_BONUS if all(stomach.values()) else 0,
        "all_kinds": ALL_KINDS_BONUS if all(tops.values()) else 0,
        "face": FACES[face]["bonus"] if face else 0,
        "chips": chips,
        "gauge": -gauge,
    }
    lines["total"] = sum(v for k, v in lines.items() if k not in ("excluded", "excluded_points"))
    return lines


def final_score(stomach: Stomach, face: str | None, chips: int, gauge: int) -> int:
    """``score_lines(...)["total"]`` without the lines: searches count thousands of imagined games."""
    tops, points, excluded = _tally(stomach)
    return (
        sum(points.values())
        - (points[excluded] if excluded else 0)
        + (FULL_BONUS if all(stomach.values()) else 0)
        + (ALL_KINDS_BONUS if all(tops.values()) else 0)
        + (FACES[face]["bonus"] if face else 0)
        + chips
        - gauge
    )


CARDS_OF = {kind: [c for c in ALL_CARDS if kind_of(c) == kind] for kind in KINDS}


@lru_cache(maxsize=4096)
def _deck_mixes(each: int, seen: tuple[int, ...], unseen: tuple[int, ...], size: int) -> tuple[list, list[int]]:
    """How many unseen cards of each kind the deck may hold, and how likely each mix is.

    The setup deals ``each`` cards of every kind and then extra cards at random, so a game's
    cards ``G`` are dealt with a chance proportional to the product over kinds of
    C(cards of the kind in G, each); the cards seen so far are a uniformly ordered part of G.
    Weights are whole numbers (cumulative), for an exact draw.
    """
    mixes, totals, total = [], [], 0
    for mix in product(*(range(n + 1) for n in unseen)):
        if sum(mix) != size:
            continue
        weight = 1
        for n, s, u in zip(unseen, seen, mix):
            weight *= comb(n, u) * comb(s + u, each)
        if weight:
            total += weight
            mixes.append(mix)
            totals.append(total)
    return mixes, totals


def deal_unseen(players: int, seen: set[str], size: int, rng: Rng) -> tuple[list[str], list[str]]:
    """A random deck of ``size`` cards and the box, from the cards not in ``seen`` (market and eaten).

    Respects the deal: every kind has at least its share of cards in the game, so a kind
    seen little so far is likelier to be waiting in the deck. (A position no deal could give,
    one built by hand, gets any deck of the right size.)
    """
    pools = [[c for c in CARDS_OF[kind] if c not in seen] for kind in KINDS]
    counts = tuple(len(CARDS_OF[kind]) - len(pool) for kind, pool in zip(KINDS, pools))
    unseen = tuple(len(pool) for pool in pools)
    mixes, totals = _deck_mixes(DECK[players][0], counts, unseen, size)
    if not mixes:
        mixes, totals = _deck_mixes(0, counts, unseen, size)
    pick = rng.below(totals[-1])
    mix = mixes[next(i for i, t in enumerate(totals) if pick < t)]
    deck: list[str] = []
    box: list[str] = []
    for pool, u in zip(pools, mix):
        rng.shuffle(pool)
        deck += pool[:u]
        box += pool[u:]
    rng.shuffle(deck)
    return deck, sorted(box)


_BLANKS: dict[tuple[int, str], DimsumState] = {}


def _blank(game: Game, players: int, options: dict[str, Any]) -> DimsumState:
    """A new game, copied by ``from_view`` for the fields every state has before it overwrites the rest."""
    key = (players, json.dumps(options, sort_keys=True))
    if key not in _BLANKS:
        state = game.new(players, 0, options)
        assert isinstance(state, DimsumState)
        _BLANKS[key] = state
    return _BLANKS[key]


class DimsumState(State):
    """Phases: ``face`` (secret, simultaneous face choice) → ``play`` → ``over``.

    In ``play`` the turn player is in step ``take`` (a market card or the deck top),
    ``stack`` (second-layer cubes, one stack at a time) or ``bonus`` (the choice of the
    last turn but one). First-layer placement has no choices and happens at once.
    """

    #: Stack second-layer cubes on the first stack of their kind without a choice (a search's imagined game:
    #: any stack of the kind scores the same).
    STACK_ON_FIRST = False

    def _setup(self) -> None:
        n = self.num_players
        each, extra = DECK[n]
        pool = list(ALL_CARDS)
        self.rng.shuffle(pool)
        deck: list[str] = []
        for kind in KINDS:
            deck += [c for c in pool if kind_of(c) == kind][:each]
        rest = [c for c in pool if c not in deck]
        deck += rest[:extra]
        self.box = sorted(rest[extra:])  # out of the game, unseen
        self.rng.shuffle(deck)
        self.deck = deck  # the top card is the last one
        self.market = [self.deck.pop() for _ in range(MARKET)]
        self.start = self.rng.below(n)
        self.turn = self.start
        self.taken = 0  # cards taken so far; the game ends at CARDS_EACH * players
        self.step = "take"
        self.stomachs: list[Stomach] = [empty_stomach() for _ in range(n)]
        self.gauge = [0] * n
        self.chips = [0] * n
        self.chips_left = CHIPS
        self.eaten: list[list[str]] = [[] for _ in range(n)]
        self.returned = [0] * n  # cubes that went back to the supply
        self.pending: dict[str, Any] | None = None  # second-layer cubes still to stack
        self.log: list[dict[str, Any]] = []
        choice = self.options["faces"]
        self.faces: list[str | None] = [None] * n
        if choice == "choose":
            self.phase = "face"
            return
        for p in range(n):
            self.faces[p] = self.rng.choice(list(FACES)) if choice == "random" else choice
        self._begin()

    @classmethod
    def from_view(cls, game: Game, view: dict[str, Any], rng: Rng) -> DimsumState:
        """A state in any phase that agrees with ``view``, the unseen cards and secret faces drawn from ``rng``.

        Search bots play on such samples (determinization), so they never read the real deck
        order, nor a face chosen in secret: an opponent who has chosen gets a face at random.
        """
        n = view["players"]
        state = copy.copy(_blank(game, n, view["options"]))  # no deal: 2x faster
        state.__class__ = cls  # a subclass's imagined game (the search's) is built the same way
        state.rng = Rng(rng.below(1 << 63))
        state.history, state.learned, state._learning = [], {}, set()  # the core's record of this game
        seats = view["seats"]
        state.phase, state.start, state.taken = view["phase"], view["start"], view["taken"]
        state.turn = view["start"] if view["turn"] is None else view["turn"]
        state.step = view["step"] or "take"
        state.market = list(view["market"])
        state.chips_left = view["chips_left"]
        state.faces = [seat["face"] or (rng.choice(list(FACES)) if seat["chosen"] else None) for seat in seats]
        state.stomachs = [{int(c): list(stack) for c, stack in seat["cells"].items()} for seat in seats]
        state.gauge = [seat["gauge"] for seat in seats]
        state.chips = [seat["chips"] for seat in seats]
        state.eaten = [list(seat["eaten"]) for seat in seats]
        state.returned = [seat["returned"] for seat in seats]
        pending = view["pending"]
        state.pending = None
        if pending is not None:
            state.pending = {"card": pending["card"], "left": pending["left"], "cells": list(pending["cells"])}
        state.log = list(view["log"])  # logged events never change once logged: shared, not copied
        seen = set(state.market).union(*state.eaten)
        state.deck, state.box = deal_unseen(n, seen, view["deck"], rng)
        return state

    def _begin(self) -> None:
        self.phase = "play"
        self.log.append({"e": "faces", "faces": list(self.faces)})
        self.log.append({"e": "turn", "player": self.turn})

    # --- whose move and what they may do -------------------------------------------

    @property
    def total_turns(self) -> int:
        return CARDS_EACH * self.num_players

    def to_act(self) -> list[int]:
        if self.phase == "face":
            return [p for p in range(self.num_players) if self.faces[p] is None]
        if self.phase == "play":
            return [self.turn]
        return []

    def legal_actions(self, player: int) -> list[Action]:
        if player not in self.to_act():
            return []
        if self.phase == "face":
            return [{"do": "face", "face": f} for f in FACES]
        if self.step == "stack":
            kind = kind_of(self.pending["card"])  # type: ignore[index]
            return [{"do": "stack", "cell": c} for c in stack_targets(self.stomachs[player], kind)]
        if self.step == "bonus":
            return [{"do": "bonus", "pick": "chip"}, {"do": "bonus", "pick": "gauge"}]
        options: list[Action] = [{"do": "take", "from": "market", "card": c} for c in self.market]
        if self.deck:
            options.append({"do": "take", "from": "deck"})
        return options

    def explain(self, player: int, action: Action) -> Text:
        """Why ``action`` is refused now, in both languages, naming cards and cells as the game does."""
        do = action.get("do") if isinstance(action, dict) else None
        if self.phase == "face":
            return {
                "en": f"Choose one of the {len(FACES)} stomach faces.",
                "ja": f"胃袋の{len(FACES)}つの面から1つを選んでください。",
            }
        if self.step == "stack":
            food = KINDS[kind_of(self.pending["card"])]  # type: ignore[index]
            cell = action.get("cell") if do == "stack" else None
            stack = self.stomachs[player].get(cell) if type(cell) is int else None
            if stack == []:
                return {
                    "en": f"Cell {cell} is empty: a second-helping cube goes on top of a {food['en']} cube.",
                    "ja": f"{cell}のマスは空です。ベツバラのキューブは{food['ja']}のキューブの上に重ねます。",
                }
            if stack:
                top = KINDS[stack[-1]]
                return {
                    "en": f"Cell {cell}'s top cube is {top['en']}: this {food['en']} cube goes only on a stack "
                    f"whose top cube is also {food['en']}.",
                    "ja": f"{cell}のマスの一番上は{top['ja']}です。この{food['ja']}のキューブは、"
                    f"一番上が{food['ja']}の山にだけ重ねられます。",
                }
            return {
                "en": f"Stack this {food['en']} cube on a stack whose top cube is also {food['en']}.",
                "ja": f"この{food['ja']}のキューブを、一番上が{food['ja']}の山に重ねてください。",
            }
        if self.step == "bonus":
            return {
                "en": "Choose your bonus: a bonus chip or one step back on your indigestion gauge.",
                "ja": "ボーナスを選んでください：追加勝利点チップか、消化不良ゲージを1段戻すかです。",
            }
        if do == "take" and action.get("from") == "market":
            return {"en": "That card is not in the market.", "ja": "そのカードは場にありません。"}
        if do == "take" and action.get("from") == "deck" and not self.deck:
            return {
                "en": "The deck is empty: take a market card.",
                "ja": "山札はもうありません。場のカードを取ってください。",
            }
        if do == "take" and "card" in action and action.get("from") == "deck":
            return {
                "en": "The deck's top card is taken unseen: leave out the card.",
                "ja": "山札の一番上は見ずに取ります。カードは指定しません。",
            }
        return {
            "en": "Take a market card or the top card of the deck.",
            "ja": "場のカードか、山札の一番上のカードを取ってください。",
        }

    # --- playing an action ------------------------------------------------------------

    def _apply(self, player: int, action: Action) -> None:
        kind = action["do"]
        if kind == "face":
            self.faces[player] = action["face"]
            if None not in self.faces:
                self.reveal()  # every secret face turns up at once
                self._begin()
        elif kind == "take":
            self._take(player, action)
        elif kind == "stack":
            self._stack(player, action["cell"])
        else:
            self._bonus(player, action["pick"])

    def _take(self, player: int, action: dict[str, Any]) -> None:
        if action["from"] == "market":
            card_id = action["card"]
            self.market.remove(card_id)
            if self.deck:
                self.market.append(self.deck.pop())
                self.reveal()  # the refill is turned face up
        else:
            card_id = self.deck.pop()
            self.reveal()  # the unseen top card is eaten in front of everyone
        self.taken += 1
        self.eaten[player].append(card_id)
        self.log.append({"e": "take", "player": player, "card": card_id, "from": action["from"]})
        stomach = self.stomachs[player]
        targets = stack_targets(stomach, kind_of(card_id)) if stomach[LAST_CELL] else []
        if not stomach[LAST_CELL] or len(targets) < 2 or self.STACK_ON_FIRST:  # the cubes land now
            self.moment()  # the card leaves the market, which refills, before its cubes land
        if not stomach[LAST_CELL]:
            self._place_first_layer(player, card_id)
            self._end_turn()
            return
        size = len(SHAPES[shape_of(card_id)]["cubes"])
        if not targets:
            self.returned[player] += size
            self._indigestion(player)
            self.log.append(
                {
                    "e": "stack",
                    "player": player,
                    "cells": [],
                    "returned": size,
                    "indigestion": True,
                    "gauge": self.gauge[player],
                }
            )
            self._end_turn()
            return
        self.pending = {"card": card_id, "left": size, "cells": []}
        self.step = "stack"
        if len(targets) == 1 or self.STACK_ON_FIRST:  # one stack only: nothing to choose
            for _ in range(size):
                self._stack(player, targets[0])

    def _place_first_layer(self, player: int, card_id: str) -> None:
        stomach = self.stomachs[player]
        result = first_layer(stomach, self.faces[player], card_id)
        for cell in result["cells"] + result["overflow"]:
            stomach[cell].append(kind_of(card_id))
        self.returned[player] += result["returned"]
        if result["indigestion"]:
            self._indigestion(player)
        self.log.append({"e": "place", "player": player, **result, "gauge": self.gauge[player]})

    def _stack(self, player: int, cell: int) -> None:
        pending = self.pending
        assert pending is not None
        self.stomachs[player][cell].append(kind_of(pending["card"]))
        pending["cells"].append(cell)
        pending["left"] -= 1
        if pending["left"] == 0:
            entry = {"e": "stack", "player": player, "cells": pending["cells"], "returned": 0, "indigestion": False}
            self.log.append({**entry, "gauge": self.gauge[player]})
            self.pending = None
            self._end_turn()

    def _indigestion(self, player: int) -> None:
        self.gauge[player] = min(GAUGE_STEPS, self.gauge[player] + 1)

    def _give_chip(self, player: int) -> None:
        if self.chips_left:
            self.chips_left -= 1
            self.chips[player] += 1

    def _bonus(self, player: int, pick: str) -> None:
        if pick == "chip":
            self._give_chip(player)
        else:
            self.gauge[player] -= 1
        self.log.append({"e": "bonus", "player": player, "picks": [pick], "gauge": self.gauge[player]})
        self._next_turn()

    def _end_turn(self) -> None:
        """Last-two-turn bonuses, then the next player's turn (or the end)."""
        player = self.turn
        left = self.total_turns - self.taken  # cards still to take after this turn
        if left == 1:  # the last turn but one: one bonus of the player's choice
            if self.gauge[player] > 0:
                self.step = "bonus"
                return
            # Our ruling: with an empty gauge, stepping it back is no bonus at all.
            self._bonus(player, "chip")
            return
        if left == 0:  # the last turn: both bonuses (only the chip with an empty gauge)
            picks = ["chip"] + (["gauge"] if self.gauge[player] > 0 else [])
            self._give_chip(player)
            if self.gauge[player] > 0:
                self.gauge[player] -= 1
            self.log.append({"e": "bonus", "player": player, "picks": picks, "gauge": self.gauge[player]})
        self._next_turn()

    def _next_turn(self) -> None:
        self.step = "take"
        if self.taken >= self.total_turns:
            self.phase = "over"
            scores = self.scores()
            self.log.append(
                {"e": "end", "scores": scores, "winners": [p for p, s in enumerate(scores) if s == max(scores)]}
            )
            return
        self.turn = (self.turn + 1) % self.num_players
        self.log.append({"e": "turn", "player": self.turn})

    # --- results and what each player sees ---------------------------------------

    def score_lines(self, player: int) -> dict[str, Any]:
        return score_lines(self.stomachs[player], self.faces[player], self.chips[player], self.gauge[player])

    def scores(self) -> list[int]:
        if self.phase == "face":  # nothing is eaten yet, and the face bonuses are still secret
            return [0] * self.num_players
        return [self.final_score(p) for p in range(self.num_players)]

    def final_score(self, player: int) -> int:
        return final_score(self.stomachs[player], self.faces[player], self.chips[player], self.gauge[player])

    def winners(self) -> list[int]:
        if self.phase != "over":
            return []
        return list(self.log[-1]["winners"])  # the end of the game, its last event

    def preview(self, player: int, card_id: str) -> dict[str, Any]:
        """Where ``card_id``'s cubes would land if ``player`` took it now (nothing changes)."""
        stomach = self.stomachs[player]
        if not stomach[LAST_CELL]:
            return first_layer(stomach, self.faces[player], card_id)
        size = len(SHAPES[shape_of(card_id)]["cubes"])
        targets = stack_targets(stomach, kind_of(card_id))
        return {
            "layer": 2,
            "targets": targets,
            "cubes": size,
            "returned": 0 if targets else size,
            "indigestion": not targets,
        }

    def _turn_bonus(self) -> str | None:
        """The bonus of the current turn: ``"one"`` (the turn before last), ``"both"`` (the last)."""
        return {2: "one", 1: "both"}.get(self.total_turns - self.taken + (self.step != "take"))

    def _pending_view(self) -> dict[str, Any] | None:
        """The second-layer card being stacked: its cubes left and the stacks they may go on."""
        if self.pending is None:
            return None
        targets = stack_targets(self.stomachs[self.turn], kind_of(self.pending["card"]))
        return {**self.pending, "cells": list(self.pending["cells"]), "targets": targets}

    def _view(self, player: int | None) -> dict[str, Any]:
        hide_faces = self.phase == "face"
        seats = []
        for p in range(self.num_players):
            face = self.faces[p]
            if hide_faces and p != player:
                face = None
            stomach = self.stomachs[p]
            seat: dict[str, Any] = {
                "face": face,
                "chosen": self.faces[p] is not None,
                "cells": {str(c): list(stack) for c, stack in stomach.items()},
                "bottleneck": FACES[face]["bottleneck"] if face else None,
                "blocks": FACES[face]["blocks"] if face else None,
                "blocked": blocked_cell(stomach, face),
                "gauge": self.gauge[p],
                "chips": self.chips[p],
                "eaten": list(self.eaten[p]),
                "returned": self.returned[p],
                "score": self.score_lines(p) if face or not hide_faces else None,
            }
            seats.append(seat)
        view: dict[str, Any] = {
            "phase": self.phase,
            "start": self.start,
            "turn": self.turn if self.phase == "play" else None,
            "step": self.step if self.phase == "play" else None,
            "market": list(self.market),
            "deck": len(self.deck),
            "out_of_game": len(self.box),
            "taken": self.taken,
            "turns_left": self.total_turns - self.taken,
            "chips_left": self.chips_left,
            "turn_bonus": self._turn_bonus() if self.phase == "play" else None,
            "pending": self._pending_view(),
            "seats": seats,
            "log": [dict(entry) for entry in self.log],
        }
        if player is not None and self.phase == "play":
            view["previews"] = {c: self.preview(player, c) for c in self.market}
        return view
