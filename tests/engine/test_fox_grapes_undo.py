"""Undo in The Fox and the Grapes (Board Game Arena's policy, decided by the core from the engine's reveal points).

A card played face down and a declaration can be taken back until a face-down card is turned up;
no one may undo back past a reveal, since everyone has seen the card.
"""

from __future__ import annotations

import random

from pygames.fox_grapes import GAME
from pygames.fox_grapes.engine import FoxGrapesState


def bots_until(state: FoxGrapesState, humans: set[int], rng: random.Random) -> None:
    """Bots (random) move until a human must act or the game ends."""
    while not state.is_over() and state.to_act()[0] not in humans:
        player = state.to_act()[0]
        state.apply(player, rng.choice(state.legal_actions(player)))


def human_moves(players: int, seed: int, humans: set[int]):
    """Every human move of a seeded game against random bots: (state before, player, action, state after bots)."""
    state = GAME.new(players, seed)
    rng = random.Random(seed)
    bots_until(state, humans, rng)
    while not state.is_over():
        before = state.clone()
        player = state.to_act()[0]
        action = rng.choice(state.legal_actions(player))
        state.apply(player, action)
        bots_until(state, humans, rng)
        yield before, player, action, state


def revealed_between(before: FoxGrapesState, after: FoxGrapesState) -> bool:
    return any(e["e"] in ("reveal", "self_check") for e in after.log[len(before.log) :])


def test_undo_takes_back_a_play_or_declaration_and_the_bots_moves_since_to_the_exact_earlier_view():
    undone = 0
    for players in (2, 4, 6):
        for seed in range(6):
            for before, player, _action, after in human_moves(players, seed, {0}):
                if revealed_between(before, after) or after.is_over():
                    continue
                keep = after.undo_point(player, [0])
                assert keep == len(before.history), (players, seed, before.phase)
                back = after.rewind(keep)
                assert back.view(0) == before.view(0)
                assert back.legal_actions(0) == before.legal_actions(0)
                undone += 1
    assert undone > 100


def test_undo_is_refused_once_a_card_was_turned_up():
    refused = 0
    for players in (2, 3, 5):
        for seed in range(6):
            for before, player, _action, after in human_moves(players, seed, {0}):
                if revealed_between(before, after) and not after.is_over():
                    assert after.undo_point(player, [0]) is None
                    refused += 1
    assert refused > 20


def test_the_last_declaration_turns_cards_up_so_it_cannot_be_undone():
    state = GAME.new(3, 11)
    rng = random.Random(1)
    while state.phase != "declare" or len(state.queue) > 1:
        player = state.to_act()[0]
        state.apply(player, rng.choice(state.legal_actions(player)))
    last = state.to_act()[0]
    moves = len(state.history)
    state.apply(last, state.legal_actions(last)[0])
    assert state.log[-1]["e"] in ("round", "round_end") or state.phase in ("fox", "push")
    assert state.learned[moves] == {0, 1, 2}
    assert state.undo_point(last, [last]) is None


def test_in_a_bot_game_a_bots_revealed_card_stops_the_undo():
    """The human declares; then a bot's declaration turns up the cards (the bots' too): the human's move stays."""
    for seed in range(40):
        state = GAME.new(4, seed)
        rng = random.Random(seed)
        while not (state.phase == "declare" and state.to_act() == [0] and len(state.queue) > 1):
            player = state.to_act()[0]
            state.apply(player, rng.choice(state.legal_actions(player)))
            if state.round > 1:
                break
        else:
            state.apply(0, rng.choice(state.legal_actions(0)))
            assert state.undo_point(0, [0]) == len(state.history) - 1  # nothing turned up yet: undoable
            bots_until(state, {0}, rng)
            if any(e["e"] == "reveal" and e["owner"] != 0 for e in state.log):
                assert state.undo_point(0, [0]) is None
                return
    raise AssertionError("no game where a bot declared after the human")


def test_pass_and_play_undo_stops_at_the_other_humans_move():
    state = GAME.new(2, 5)
    first = state.to_act()[0]
    play = {"do": "play", "card": next(c for c, n in state.hands[first].items() if n), "claim": "sweet"}
    state.apply(first, play)
    assert state.undo_point(first, [0, 1]) == 0  # the first of three cards: the player may take it back
    for _ in range(2):
        state.apply(first, state.legal_actions(first)[0])
    second = state.to_act()[0]
    assert second != first
    state.apply(second, state.legal_actions(second)[0])
    assert state.undo_point(first, [0, 1]) is None
    assert state.undo_point(second, [0, 1]) == 3
