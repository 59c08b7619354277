"""Undo in The Fox and the Grapes (the core's rule, from the engine's reveal and give-away points).

A card played face down with its claim, and a declaration, can be taken back until a face-down
card is turned up or another seat has claimed or called (issue 46: undo never tells you more):
a bot's claim or call rests on its hidden hand, and bluffing again knowing it would be cheating.
"""

from __future__ import annotations

import random

from pygames.core import bot_move
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


def bots_moved(before: FoxGrapesState, after: FoxGrapesState) -> bool:
    return any(p != 0 for p, _ in after.history[len(before.history) + 1 :])


def test_undo_takes_back_a_play_or_declaration_to_the_exact_earlier_view_while_no_bot_has_moved_since():
    # Issue 46 corrected this test: it once took back the bots' claims and calls along with the human's move.
    undone = refused = 0
    for players in (2, 4, 6):
        for seed in range(6):
            for before, player, _action, after in human_moves(players, seed, {0}):
                if revealed_between(before, after) or after.is_over():
                    continue
                keep = after.undo_point(player, [0])
                if bots_moved(before, after):  # a bot claimed or called on what it holds: the move stays
                    assert keep is None, (players, seed, before.phase)
                    refused += 1
                    continue
                assert keep == len(before.history), (players, seed, before.phase)
                back = after.rewind(keep)
                assert back == before
                assert back.view(0) == before.view(0)
                assert back.legal_actions(0) == before.legal_actions(0)
                undone += 1
    assert undone > 50 and refused > 50, (undone, refused)


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


def test_pass_and_play_a_claim_stays_once_the_other_human_has_heard_it():
    # Issue 46 corrected this test: the first card's claim was undoable at a table of two humans.
    # A claim tells the other human something about the card (the core's gives_away), and like a
    # card played face up in Cookie Battle it stays once another person has heard it.
    state = GAME.new(2, 5)
    first = state.to_act()[0]
    play = {"do": "play", "card": next(c for c, n in state.hands[first].items() if n), "claim": "sweet"}
    state.apply(first, play)
    assert state.undo_point(first, [first]) == 0  # against a bot: nobody human heard it yet
    assert state.undo_point(first, [0, 1]) is None
    for _ in range(2):
        state.apply(first, state.legal_actions(first)[0])
    second = state.to_act()[0]
    assert second != first
    state.apply(second, state.legal_actions(second)[0])
    assert state.undo_point(first, [0, 1]) is None
    assert state.undo_point(second, [second]) == 3
    assert state.undo_point(second, [0, 1]) is None


# --- issue 46: scenarios from the rules text, with the normal bots --------------------------------

HUMAN = 0


def table(players: int, seed: int) -> tuple[FoxGrapesState, dict]:
    """A seeded game with seat 0 human (its moves chosen by a normal bot too) and normal bots elsewhere."""
    state = GAME.new(players, seed)
    assert isinstance(state, FoxGrapesState)
    return state, {p: GAME.bots["normal"](seed * 10 + p) for p in range(players)}


def move(state: FoxGrapesState, bots: dict) -> int:
    """The seat to act moves (its bot choosing from its own view); returns that seat."""
    player = state.to_act()[0]
    state.apply(player, bot_move(state, player, bots[player]))
    return player


def until(state: FoxGrapesState, bots: dict, wanted) -> None:
    """Play on until ``wanted(state)`` holds."""
    while not wanted(state):
        assert not state.is_over(), "the game ended before the wanted position"
        move(state, bots)


def test_a_claim_is_taken_back_until_the_next_player_claims_on_their_own_card():
    """② 'From the start player clockwise, each lays a card face down and claims sweet, sour or fox (lies allowed).'"""
    for seed in range(3):
        state, bots = table(4, seed)
        until(state, bots, lambda s: s.phase == "play" and s.to_act() == [HUMAN] and len(s.queue) > 1)
        before = state.clone()
        move(state, bots)
        keep = state.undo_point(HUMAN, [HUMAN])
        assert keep == len(before.history)  # nothing learned yet: the claim comes back
        assert state.rewind(keep) == before
        bot = move(state, bots)
        assert bot != HUMAN and state.history[-1][1]["do"] == "play"
        assert state.undo_point(HUMAN, [HUMAN]) is None  # its claim is out: you would bluff again knowing it


def test_a_call_is_taken_back_until_a_bot_calls():
    """③ 'From the start player clockwise, each declares sweet, sour or fox on another player's face-down card.'"""
    for seed in range(3):
        state, bots = table(5, seed)
        until(state, bots, lambda s: s.phase == "declare" and s.to_act() == [HUMAN] and len(s.queue) > 2)
        before = state.clone()
        move(state, bots)
        keep = state.undo_point(HUMAN, [HUMAN])
        assert keep == len(before.history)
        assert state.rewind(keep) == before
        move(state, bots)
        assert state.history[-1][0] != HUMAN and state.history[-1][1]["do"] == "declare"
        assert state.phase == "declare"  # nothing turned up: the bot's call alone stops the undo
        assert state.undo_point(HUMAN, [HUMAN]) is None


def test_two_players_the_first_players_three_cards_come_back_until_the_bot_lays_its_first():
    """2 players ② 'The first player, then the second, each chooses 3 cards and lays them face down one by one.'"""
    seed = next(s for s in range(50) if GAME.new(2, s).to_act() == [HUMAN])
    state, bots = table(2, seed)
    start = state.clone()
    for laid in range(3):
        move(state, bots)
        keep = state.undo_point(HUMAN, [HUMAN])
        assert keep == laid  # only the last card comes back, one at a time
    replayed = start.clone()
    for player, action in state.history[:2]:
        replayed.apply(player, action)
    assert state.rewind(2) == replayed
    move(state, bots)  # the bot lays its first card with its claim
    assert state.history[-1][0] != HUMAN
    assert state.undo_point(HUMAN, [HUMAN]) is None
