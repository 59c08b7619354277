"""Dim Sum and the core undo rule: what a player may take back, and what stays because someone saw a card.

In Dim Sum a card turns up whenever the deck shrinks (a market refill, or the unseen top card
eaten), and the secret faces turn up when the last player has chosen. Everything else (a face
chosen while others still choose, stacking a second-layer cube, the bonus, a take once the deck
is empty) shows nobody anything new and may be taken back.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from pygames.dimsum import GAME
from pygames.dimsum.engine import DimsumState


def play_until(seed: int, players: int, stop: Callable[[DimsumState], bool], faces: str = "healthy") -> DimsumState:
    """A real game (replayable from its seed) played with random legal moves until ``stop`` holds."""
    rng = random.Random(seed)
    state = GAME.new(players, seed, {"faces": faces})
    assert isinstance(state, DimsumState)
    while not stop(state):
        assert not state.is_over(), "the game ended before the position was reached"
        player = state.to_act()[0]
        state.apply(player, rng.choice(state.legal_actions(player)))
    return state


def first_game(players: int, stop: Callable[[DimsumState], bool]) -> DimsumState:
    """The first seed whose random game reaches ``stop`` (deterministic: the same seed every run)."""
    for seed in range(200):
        try:
            return play_until(seed, players, stop)
        except AssertionError:
            continue
    raise AssertionError("no seed reached the position")


def test_a_face_chosen_while_others_still_choose_can_be_taken_back_exactly():
    state = GAME.new(3, 8)
    before = state.view(1)
    state.apply(1, {"do": "face", "face": "centre"})
    assert state.undo_point(1, humans=[0, 1, 2]) == 0
    assert state.rewind(0).view(1) == before


def test_the_last_face_chosen_reveals_every_face_so_no_one_takes_theirs_back():
    state = GAME.new(2, 8)
    state.apply(0, {"do": "face", "face": "upper"})
    state.apply(1, {"do": "face", "face": "right"})
    assert state.phase == "play"
    assert state.undo_point(1, humans=[0, 1]) is None  # player 1 saw player 0's face
    assert state.undo_point(1, humans=[1]) is None  # also against a bot: the bot's secret face is out


def test_a_market_card_whose_refill_turns_up_cannot_be_taken_back():
    state = GAME.new(2, 3, {"faces": "healthy"})
    deck = len(state.deck)
    player = state.turn
    state.apply(player, {"do": "take", "from": "market", "card": state.market[0]})
    assert len(state.deck) == deck - 1  # a new card was turned up
    assert state.undo_point(player, humans=[0, 1]) is None
    assert state.undo_point(player, humans=[player]) is None


def test_the_unseen_deck_top_once_eaten_cannot_be_taken_back():
    state = GAME.new(2, 3, {"faces": "healthy"})
    player = state.turn
    state.apply(player, {"do": "take", "from": "deck"})
    assert state.undo_point(player, humans=[player]) is None


def stacking(state: DimsumState) -> bool:
    """A second-layer card with at least two cubes left and a choice of stacks."""
    return state.step == "stack" and state.pending["left"] >= 2 and len(state.legal_actions(state.turn)) >= 2


def test_stacking_a_cube_can_be_taken_back_exactly_but_not_the_take_that_turned_a_card_up():
    state = first_game(2, stacking)
    player = state.turn
    taken_at = len(state.history)
    before = state.view(player)
    other = state.view(1 - player)
    state.apply(player, state.legal_actions(player)[-1])
    keep = state.undo_point(player, humans=[0, 1])
    assert keep == taken_at
    undone = state.rewind(keep)
    assert undone.view(player) == before and undone.view(1 - player) == other
    if undone.learned.get(taken_at - 1):  # the take itself turned a card up: it stays
        assert undone.undo_point(player, humans=[0, 1]) is None


def test_the_bonus_and_the_take_from_an_empty_deck_can_be_taken_back():
    state = first_game(2, lambda s: s.total_turns - s.taken == 2 and s.step == "take" and s.gauge[s.turn] > 0)
    assert not state.deck  # two turns left: the deck is gone, the market shows the last two cards
    player = state.turn
    start = len(state.history)
    before = state.view(player)
    state.apply(player, {"do": "take", "from": "market", "card": state.market[0]})
    assert state.step in ("bonus", "stack")
    while state.to_act() == [player] and state.step == "stack":
        state.apply(player, state.legal_actions(player)[0])
    if state.step == "bonus":
        state.apply(player, {"do": "bonus", "pick": "gauge"})
    # nothing was turned up: the whole turn (take, stacks, bonus) comes back, action by action
    keep = state.undo_point(player, humans=[0, 1])
    assert keep is not None and keep >= start
    while keep is not None and keep > start:
        state = state.rewind(keep)
        keep = state.undo_point(player, humans=[0, 1])
    assert keep == start
    assert state.rewind(start).view(player) == before


def test_a_bot_game_undo_takes_the_bots_quiet_moves_back_too():
    # Three players, one human: the human picks a face, then a bot picks its own (still secret).
    state = GAME.new(3, 4)
    before = state.view(0)
    state.apply(0, {"do": "face", "face": "right"})
    state.apply(1, {"do": "face", "face": "upper"})
    assert state.undo_point(0, humans=[0]) == 0  # the bot's choice goes back with the human's
    assert state.rewind(0).view(0) == before
    state.apply(2, {"do": "face", "face": "healthy"})  # the last choice shows every face
    assert state.undo_point(0, humans=[0]) is None


def test_a_bot_game_undo_is_refused_once_a_bot_turned_a_card_up():
    # The human stacks a cube (no card turned up), then the bot takes from the deck: its card is seen.
    def human_stacks_then_bot_takes_with_a_deck(state: DimsumState) -> bool:
        return stacking(state) and len(state.deck) > 1

    state = first_game(2, human_stacks_then_bot_takes_with_a_deck)
    human = state.turn
    bot = 1 - human
    while state.to_act() == [human]:
        state.apply(human, state.legal_actions(human)[0])
    assert state.undo_point(human, humans=[human]) is not None  # the stack alone could be undone
    state.apply(bot, {"do": "take", "from": "deck"})
    assert state.undo_point(human, humans=[human]) is None


def test_in_random_games_undo_always_restores_every_seats_exact_view_and_never_crosses_a_turned_card():
    for seed in range(12):
        rng = random.Random(seed)
        players = 2 + seed % 3
        state = GAME.new(players, seed, {"faces": "choose" if seed % 2 else "random"})
        views = []  # views[i]: every seat's view before action i
        seen_at = set()  # actions after which the deck had shrunk or the faces turned up (seen in the views)
        while not state.is_over():
            views.append([state.view(p) for p in range(players)])
            player = state.to_act()[0]
            state.apply(player, rng.choice(state.legal_actions(player)))
            after = state.view(player)
            if after["deck"] < views[-1][player]["deck"] or (after["phase"] != views[-1][player]["phase"] == "face"):
                seen_at.add(len(state.history) - 1)
            keep = state.undo_point(player, humans=range(players))
            last = len(state.history) - 1
            if state.is_over():  # a finished game is never undone
                assert keep is None
                break
            assert (keep is None) == (last in seen_at)  # refused exactly when a card or face turned up
            if keep is None:
                continue
            assert keep == last  # with everyone human, only the very last action
            assert [state.rewind(keep).view(p) for p in range(players)] == views[keep]
        assert seen_at  # every game turns cards up


# --- issue 46: undo never tells you more, with the normal bots -------------------------------------

HUMAN = 0


def test_your_secret_face_comes_back_while_the_bots_choose_theirs_and_stays_once_all_turn_up():
    """'Each player chooses a stomach face in secret; all are turned up together.'"""
    for seed in range(3):
        state = GAME.new(4, seed, {"faces": "choose"})
        bots = {p: GAME.bots["normal"](seed * 10 + p) for p in range(4)}
        before = state.clone()
        state.apply(HUMAN, bots[HUMAN].choose(state.view(HUMAN), state.legal_actions(HUMAN)))
        for bot in (1, 2):  # a secret choice shows the human nothing but that it was made
            state.apply(bot, bots[bot].choose(state.view(bot), state.legal_actions(bot)))
            assert state.undo_point(HUMAN, [HUMAN]) == 0
            assert state.rewind(0) == before
        state.apply(3, bots[3].choose(state.view(3), state.legal_actions(3)))
        assert state.phase == "play"
        assert state.undo_point(HUMAN, [HUMAN]) is None


def test_against_bots_your_move_comes_back_until_a_card_is_turned_up():
    """'Take a market card (the market is refilled from the deck) or the deck's top card': a card turned up stays."""
    undone = refused = 0
    for seed in range(4):
        state = GAME.new(3, seed, {"faces": "random"})
        bots = {p: GAME.bots["normal"](seed * 10 + p) for p in range(3)}
        mine = None  # the clone before the human's latest move, while it may still come back
        while not state.is_over():
            player = state.to_act()[0]
            before = state.clone()
            state.apply(player, bots[player].choose(state.view(player), state.legal_actions(player)))
            if state.is_over():
                break
            if HUMAN in state.learned.get(len(state.history) - 1, ()):
                mine = None
                assert state.undo_point(HUMAN, [HUMAN]) is None
                refused += 1
            elif player == HUMAN:
                mine = before
            if mine is not None:
                keep = state.undo_point(HUMAN, [HUMAN])
                assert keep == len(mine.history)
                assert state.rewind(keep) == mine
                undone += 1
    assert undone >= 10 and refused >= 10, (undone, refused)
