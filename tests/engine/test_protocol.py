"""Promises of the engine protocol that every registered game keeps, checked the same way for each."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pygames import GAMES

SEATINGS = [(game_id, n) for game_id, game in GAMES.items() for n in range(game.min_players, game.max_players + 1)]


def options_of(game):
    return st.fixed_dictionaries({option.name: st.sampled_from(option.choices) for option in game.options})


@pytest.mark.parametrize(("game_id", "players"), SEATINGS)
@settings(max_examples=5, deadline=None)
@given(seed=st.integers(0, 2**32), data=st.data())
def test_the_same_seed_and_actions_give_the_same_game(game_id, players, seed, data):
    game = GAMES[game_id]
    options = data.draw(options_of(game))
    first, second = game.new(players, seed, options), game.new(players, seed, options)
    while not first.is_over():
        player = data.draw(st.sampled_from(first.to_act()))
        action = data.draw(st.sampled_from(first.legal_actions(player)))
        first.apply(player, action)
        second.apply(player, action)
        assert first.view(None) == second.view(None)
    assert first == second
    assert (first.scores(), first.winners()) == (second.scores(), second.winners())
