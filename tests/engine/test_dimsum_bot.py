"""The Dim Sum bot: plays for points, and only from what its seat can see."""

from __future__ import annotations

from pygames.core import bot_move
from pygames.dimsum import GAME
from pygames.dimsum.bot import GreedyBot

from .dimsum_positions import position, stomach


def test_the_bot_takes_the_card_that_fits_rather_than_one_that_overflows():
    state = position([stomach(([1], "shumai")), stomach()], market=["gyoza-square", "gyoza-tall", "shumai-mono"])
    # gyoza-square overflows (a gauge step), shumai-mono adds to the excluded kind; gyoza-tall fits on 2 and 4
    assert bot_move(state, 0, GreedyBot(1)) == {"do": "take", "from": "market", "card": "gyoza-tall"}


def test_the_bot_decides_from_its_view_alone_not_the_hidden_deck_order():
    state = position(market=["gyoza-square", "shumai-line", "harumaki-mono"])
    other = state.clone()
    other.deck.reverse()
    assert state.view(0) == other.view(0)
    assert bot_move(state, 0, GreedyBot(5)) == bot_move(other, 0, GreedyBot(5))


def test_the_bot_beats_random_play_most_of_the_time():
    bot_wins = 0
    for seed in range(30):
        state = GAME.new(2, seed, {"faces": "random"})
        bots = [GAME.bot(seed, "normal"), GAME.bot(seed, "random")]
        while not state.is_over():
            player = state.to_act()[0]
            state.apply(player, bot_move(state, player, bots[player]))
        bot_wins += state.winners() == [0]
    assert bot_wins >= 20  # measured: 157 of 200
