"""The strong bot's danger check counts a random opponent's next turn exactly as the rules play it.

:mod:`pygames.hennote.danger` replays turns outside the engine, on card numbers, for speed; here every one
of the opponent's choices is played by the engine on the same deck orders, and the shares must agree.
"""

from __future__ import annotations

import pytest

from pygames import GAMES, bot_move
from pygames.core import Rng
from pygames.hennote import danger
from pygames.hennote.engine import HennoteState
from pygames.hennote.search import StrongBot

from .hennote_positions import position

HENNOTE = GAMES["hennote"]
CARD = {number: name for name, number in danger.NUMBER.items()}


def engine_share(state: HennoteState, player: int) -> float:
    """The share of ``player``'s turns, every choice as likely, that end with ``player`` winning."""
    if state.is_over() or state.turn != player:
        return 1.0 if state.winners() == [player] else 0.0
    legal = state.legal_actions(player)
    total = 0.0
    for action in legal:
        after = state.clone()
        after.apply(player, action)
        total += engine_share(after, player)
    return total / len(legal)


def test_the_opponents_next_turn_is_counted_as_the_engine_plays_it():
    compared = 0
    for seed in range(30):
        state = HENNOTE.new(2, seed)
        bots = [HENNOTE.bot(seed, "random"), HENNOTE.bot(seed + 1, "random")]
        while not state.is_over():
            player = state.to_act()[0]
            state.apply(player, bot_move(state, player, bots[player]))
            if state.phase != "play" or state.is_over() or state.turn == player or player != 0:
                continue
            world = danger.World(state.view(0), Rng(seed))
            if len(world.decks[1]) < 4:
                continue  # a rebuilt deck would be shuffled differently in the two
            twin = HennoteState.from_view(HENNOTE, state.view(0), 0)
            twin.deck = [[CARD[c] for c in deck] for deck in world.decks]
            counted = danger.opponent_wins(world, world.rows[0], world.wins)
            assert counted == pytest.approx(engine_share(twin, 1))
            compared += 1
    assert compared > 20


def test_the_strong_bot_does_not_open_a_gap_that_a_random_reply_fills_with_three_of_a_god():
    # Every column is tied. Player 1 holds two Bastet in line and the third in its stock: beating its Isis
    # (the right column) opens the gap a Bastet fills. Sliding left beats only a Bastet and leaves no line.
    state = position(
        (["ra-rock", "horus-paper", "anubis-rock"], ["bastet-rock", "bastet-paper", "isis-rock"]),
        (["ra-paper", "horus-scissors"], ["bastet-scissors", "thoth-paper"]),
    )
    legal = state.legal_actions(0)
    found = [d for d in danger.dangers(state.view(0), legal, 16, Rng(1)) if d is not None]  # None: a pause
    shares = {str(a): d for a, d in zip(legal, found)}
    assert shares[str({"do": "retreat", "slot": 2, "from": "stock", "card": "ra-paper"})] > 0.05
    assert shares[str({"do": "slide", "from": "left"})] == 0.0
    for seed in range(4):
        assert shares[str(bot_move(state, 0, StrongBot(seed, iterations=60)))] < 0.05
