"""Chosen Fox and the Grapes positions for scenario tests, and helpers shared by its tests."""

from __future__ import annotations

from pygames.core import Rng
from pygames.fox_grapes import GAME
from pygames.fox_grapes.data import CARDS
from pygames.fox_grapes.engine import FoxGrapesState


def counts(sweet: int = 0, sour: int = 0, fox: int = 0) -> dict[str, int]:
    return {"sweet": sweet, "sour": sour, "fox": fox}


def position(
    num_players: int,
    *,
    start: int = 0,
    hands: list[dict[str, int]] | None = None,
    face_up: list[dict[str, int]] | None = None,
    round: int = 1,
) -> FoxGrapesState:
    """The start of a round's play phase with chosen hands and face-up cards.

    Hands default to 9 of each card (enough for any run of rounds); face-up cards to one sweet and one sour grape.
    """
    state = GAME.new(num_players, seed=0)
    assert isinstance(state, FoxGrapesState)
    n = num_players
    state.hands = [dict(h) for h in hands] if hands else [counts(9, 9, 9) for _ in range(n)]
    state.face_up = [dict(u) for u in face_up] if face_up else [counts(1, 1, 0) for _ in range(n)]
    state.round, state.start, state.log = round, start, []
    state._begin_round()
    return state


def play(state: FoxGrapesState, *cards: tuple[str, str]) -> None:
    """Each player to act plays (card, claim) in turn."""
    for card, claim in cards:
        (player,) = state.to_act()
        state.apply(player, {"do": "play", "card": card, "claim": claim})


def declare(state: FoxGrapesState, *calls: tuple[int, str] | tuple[int, int, str]) -> None:
    """Each player to act declares (target, call) or (target, slot, call) in turn."""
    for call in calls:
        target, slot, word = call if len(call) == 3 else (call[0], 0, call[1])
        (player,) = state.to_act()
        state.apply(player, {"do": "declare", "target": target, "slot": slot, "call": word})


def events(state: FoxGrapesState, kind: str) -> list[dict]:
    return [e for e in state.log if e["e"] == kind]


def cards_in_play(state: FoxGrapesState) -> dict[str, int]:
    """Every card wherever it is: hands, face down, face up, removed and unused."""
    total = {c: 0 for c in CARDS}
    for p in range(state.num_players):
        for c in CARDS:
            total[c] += state.hands[p][c] + state.face_up[p][c]
        for slot in state.table[p]:
            if slot["state"] in ("down", "pending"):
                total[slot["card"]] += 1
    for c in CARDS:
        total[c] += state.removed[c] + state.unused[c]
    return total


def hidden_twin(state: FoxGrapesState, viewer: int | None, seed: int) -> FoxGrapesState:
    """The same position with every card ``viewer`` cannot see dealt again at random.

    Other players' hands, their unrevealed face-down cards and the unused cards are
    pooled and redealt, keeping each place's size: ``viewer`` must not be able to
    tell the two positions apart.
    """
    twin = state.clone()
    others = [p for p in range(state.num_players) if p != viewer]
    pool: list[str] = []
    for p in others:
        for c in CARDS:
            pool += [c] * twin.hands[p][c]
        pool += [s["card"] for s in twin.table[p] if s["state"] == "down"]
    for c in CARDS:
        pool += [c] * twin.unused[c]
    Rng(seed).shuffle(pool)
    for p in others:
        size = sum(twin.hands[p].values())
        twin.hands[p] = {c: 0 for c in CARDS}
        for c in pool[:size]:
            twin.hands[p][c] += 1
        pool = pool[size:]
        for s in twin.table[p]:
            if s["state"] == "down":
                s["card"] = pool.pop(0)
    size = sum(twin.unused.values())
    twin.unused = {c: pool[:size].count(c) for c in CARDS}
    assert len(pool) == size
    return twin
