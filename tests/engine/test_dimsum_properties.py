"""Dim Sum over many seeded random games: the promises that hold at every step."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pygames.core import IllegalAction, RandomBot, bot_move
from pygames.core.save import load, save
from pygames.dimsum import GAME
from pygames.dimsum.data import ALL_CARDS, CARDS_EACH, CELLS, FACES, LAST_CELL, SHAPES

from .dimsum_positions import cube_count

GAMES = {GAME.id: GAME}
PLAYERS = st.integers(2, 4)
OPTIONS = st.fixed_dictionaries({"faces": st.sampled_from(GAME.options[0].choices)})
# A bound every game must end within: one face choice per player, then 7 cards each;
# a card is one take action plus at most one stack action per cube (4) or one bonus
# choice. Every card taken shrinks the finite deck + market, so the game always ends.
MAX_CUBES = max(len(shape["cubes"]) for shape in SHAPES.values())


def max_actions(players: int) -> int:
    return players + CARDS_EACH * players * (1 + MAX_CUBES) + 1


BOGUS = [
    {"do": "take", "from": "market", "card": "gyoza-dragon"},
    {"do": "take", "from": "deck", "card": "gyoza-mono"},
    {"do": "stack", "cell": 99},
    {"do": "bonus", "pick": "beer"},
    {"do": "face", "face": "iron"},
    None,
    [],
    "take",
]


def check_invariants(state) -> None:
    """Card and cube conservation, one cube a cell below the second layer, one kind a stack."""
    places = state.deck + state.market + state.box + [c for eaten in state.eaten for c in eaten]
    assert sorted(places) == sorted(ALL_CARDS), "a card went missing or doubled"
    assert sum(map(len, state.eaten)) == state.taken
    for p, stomach in enumerate(state.stomachs):
        assert set(stomach) == set(CELLS)
        assert all(len(set(stack)) <= 1 for stack in stomach.values()), "a stack mixes kinds"
        if not stomach[LAST_CELL]:
            assert all(len(stack) <= 1 for stack in stomach.values()), "two cubes in a first-layer cell"
        on_board = sum(map(len, stomach.values()))
        waiting = state.pending["left"] if state.pending and state.turn == p else 0
        assert on_board + state.returned[p] + waiting == cube_count(state.eaten[p]), "a cube went missing"
        assert 0 <= state.gauge[p] <= 6
    assert sum(state.chips) + state.chips_left == 2


def check_views(state) -> None:
    """No view shows the deck order or the cards out of the game, or a face still secret."""
    hidden = state.deck + state.box
    for viewer in [None, *range(state.num_players)]:
        text = json.dumps(state.view(viewer))
        for card_id in hidden:
            assert f'"{card_id}"' not in text, f"{card_id} leaked to {viewer}"


def check_preview(state, player, predicted) -> None:
    """The preview a player saw before taking a market card is where its cubes went."""
    if predicted["layer"] == 1:
        (placed,) = [e for e in state.log if e["e"] == "place" and e["player"] == player][-1:]
        assert [placed[k] for k in ("cells", "overflow", "returned", "indigestion")] == [
            predicted[k] for k in ("cells", "overflow", "returned", "indigestion")
        ]
    elif state.pending is None:
        (stacked,) = [e for e in state.log if e["e"] == "stack" and e["player"] == player][-1:]
        assert stacked["returned"] == predicted["returned"] and stacked["indigestion"] == predicted["indigestion"]
        assert set(stacked["cells"]) <= set(predicted["targets"])
    else:
        assert state.view(player)["pending"]["targets"] == predicted["targets"]


@settings(max_examples=60, deadline=None)
@given(players=PLAYERS, seed=st.integers(0, 2**32), options=OPTIONS, data=st.data())
def test_random_games_keep_every_promise(players, seed, options, data):
    state = GAME.new(players, seed, options)
    while not state.is_over():
        assert len(state.history) < max_actions(players), "the game did not end"
        player = data.draw(st.sampled_from(state.to_act()))
        legal = state.legal_actions(player)
        assert legal, "a player to act always has an action"

        before = state.clone()
        try:
            state.apply(player, data.draw(st.sampled_from(BOGUS)))
        except IllegalAction:
            pass
        assert state == before, "an illegal action changed the state"
        waiting = [p for p in range(players) if p not in state.to_act()]
        if waiting:
            try:
                state.apply(waiting[0], legal[0])
            except IllegalAction:
                pass
            assert state == before, "an out-of-turn action changed the state"
        others = [p for p in range(players) if p != player]

        action = data.draw(st.sampled_from(legal))
        if action["do"] == "face":
            # What the others see does not depend on which face this player chose.
            seen = []
            for face in FACES:
                trial = state.clone()
                trial.apply(player, {"do": "face", "face": face})
                if trial.phase == "face":
                    seen.append([trial.view(v) for v in [None, *others]])
            assert all(views == seen[0] for views in seen), "a secret face choice leaked"
        predicted = None
        if action["do"] == "take" and action["from"] == "market":
            predicted = state.view(player)["previews"][action["card"]]
        state.apply(player, action)
        if predicted is not None:
            check_preview(state, player, predicted)
        check_invariants(state)
        check_views(state)
        assert load(json.loads(json.dumps(save(state))), GAMES) == state

    assert [len(eaten) for eaten in state.eaten] == [CARDS_EACH] * players
    assert state.to_act() == [] and all(state.legal_actions(p) == [] for p in range(players))
    assert state.winners() and max(state.scores()) == state.scores()[state.winners()[0]]


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("faces", GAME.options[0].choices)
def test_every_player_count_and_face_option_plays_to_the_end(players, faces):
    for seed in range(8):
        state = GAME.new(players, seed, {"faces": faces})
        bots = [RandomBot(seed * 7 + p) for p in range(players)]
        takes = 0
        while not state.is_over():
            assert len(state.history) < max_actions(players), "the game did not end"
            player = state.to_act()[0]
            action = bot_move(state, player, bots[player])
            takes += action["do"] == "take"
            state.apply(player, action)
            check_invariants(state)
        assert takes == CARDS_EACH * players
        if faces in FACES:
            assert state.faces == [faces] * players
        check_views(state)
        assert load(save(state), GAMES) == state
