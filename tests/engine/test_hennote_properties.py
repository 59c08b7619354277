"""Hennote over many seeded random games: the promises that hold at every step."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from pygames import GAMES, IllegalAction, load, save
from pygames.hennote.data import SIGNS, card

from .hennote_positions import cards_of

HENNOTE = GAMES["hennote"]
OPTIONS = st.fixed_dictionaries({"gods": st.sampled_from(["random", "draft"]), "no_repeat": st.booleans()})
# A bound every game must end within: at most 17 won battles before someone has 9,
# at most 11 quiet actions between them (the stalemate rule), and at most two
# refill decisions around each action (the start and the end of a turn).
MAX_ACTIONS = 7 + 3 * 12 * 18


def own_cards(state, player):
    return sorted(card(g, s) for g in state.gods[player] for s in SIGNS)


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**32), options=OPTIONS, data=st.data())
def test_random_games_keep_every_promise(seed, options, data):
    state = HENNOTE.new(2, seed, options)
    while not state.is_over():
        assert len(state.history) < MAX_ACTIONS, "the game did not end"
        player = data.draw(st.sampled_from(state.to_act()))
        legal = state.legal_actions(player)
        assert legal, "a player to act always has an action"

        before = state.clone()
        bogus = data.draw(
            st.sampled_from(
                [
                    {"do": "slide", "from": "middle"},
                    {"do": "god", "god": "zeus"},
                    {"do": "retreat", "slot": 5, "from": "deck"},
                    None,
                    [],
                    "slide",
                ]
            )
        )
        try:
            state.apply(player, bogus)
        except IllegalAction:
            pass
        assert state == before, "an illegal action changed the state"

        state.apply(player, data.draw(st.sampled_from(legal)))

        if state.phase == "play":
            for p in (0, 1):
                assert cards_of(state, p) == own_cards(state, p), "a card went missing or doubled"
        if state.phase == "place":
            for p in (0, 1):
                other = state.view(1 - p)["sides"][p]["field"]
                assert other == [None, None, None], "a secret placement leaked"
        json.dumps(state.view(player))
        assert load(json.loads(json.dumps(save(state)))) == state

    assert state.winners() or state.win_reason == "stalemate"
    assert state.to_act() == [] and state.legal_actions(0) == []
