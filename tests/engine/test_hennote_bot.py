"""The Hennote bot: plays to win, and only from what its seat can see."""

from __future__ import annotations

from pygames import GAMES, bot_move
from pygames.hennote.bot import GreedyBot

from .hennote_positions import position

ALL_ROCK = ["bastet-rock", "thoth-rock", "isis-rock"]


def test_the_bot_completes_three_of_a_god_when_it_can():
    # A third Ra is in the stock; some actions bring it in this turn, others do not.
    state = position(
        (["ra-rock", "ra-paper", "horus-scissors"], ["bastet-rock", "thoth-rock", "isis-paper"]),
        (["ra-scissors", "horus-paper"], ["bastet-paper", "thoth-paper"]),
    )
    bot = GreedyBot(1)
    while state.turn == 0 and not state.is_over():
        state.apply(0, bot_move(state, 0, bot))
    assert state.winners() == [0] and state.win_reason == "gods"


def test_the_bot_decides_from_its_view_alone_not_the_hidden_deck_order():
    state = position(
        (["ra-rock", "horus-paper", "anubis-scissors"], ALL_ROCK),
        (["ra-paper", "horus-rock"], ["bastet-paper", "thoth-paper"]),
    )
    other = state.clone()
    other.deck[0].reverse()  # same view, different unseen decks
    other.deck[1].reverse()
    assert state.view(0) == other.view(0)
    assert bot_move(state, 0, GreedyBot(5)) == bot_move(other, 0, GreedyBot(5))


def test_the_bot_beats_random_play_most_of_the_time():
    game = GAMES["hennote"]
    bot_wins = 0
    for seed in range(30):
        state = game.new(2, seed)
        bots = [game.bot(seed, "greedy"), game.bot(seed, "random")]
        while not state.is_over():
            player = state.to_act()[0]
            state.apply(player, bot_move(state, player, bots[player]))
        bot_wins += state.winners() == [0]
    assert bot_wins >= 20  # measured: 92 of 100
