"""The Fox and the Grapes over many seeded random games: the promises that hold at every step."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from pygames.core import IllegalAction, Rng
from pygames.core.save import load, save
from pygames.fox_grapes import GAME

from .fox_grapes_positions import cards_in_play, events, hidden_twin

DECK = {2: (9, 9, 7), 3: (8, 8, 5), 4: (11, 11, 6), 5: (14, 14, 7), 6: (16, 16, 10)}
ROUNDS = {2: 3, 3: 5, 4: 5, 5: 5, 6: 5}


def max_actions(n: int) -> int:
    """A bound every game ends within.

    3–6 players, per round: n plays, at most n declarations, and at most one choice
    per reveal or self-check (a fox action or a push), so at most 3n. Two players,
    per round: 6 plays, 6 declarations, at most 6 fox choices.
    """
    return ROUNDS[n] * (18 if n == 2 else 3 * n)


BOGUS = [
    None,
    [],
    "play",
    {"do": "play", "card": "grape", "claim": "sweet"},
    {"do": "play", "card": "sweet", "claim": "bitter"},
    {"do": "declare", "target": 0, "slot": 0, "call": "sweet"},
    {"do": "declare", "target": 9, "slot": 0, "call": "sour"},
    {"do": "declare", "target": 1, "slot": 7, "call": "fox"},
    {"do": "fox", "target": 0, "choice": "take_fox"},
    {"do": "push", "target": 0},
    {"do": "pass"},
]

PLAYERS = st.integers(2, 6)


@settings(max_examples=80, deadline=None)
@given(n=PLAYERS, seed=st.integers(0, 2**32), data=st.data())
def test_random_games_keep_every_promise(n, seed, data):
    assert GAME.options == ()  # no variant options: every combination is the empty one
    state = GAME.new(n, seed, {})
    deck = dict(zip(("sweet", "sour", "fox"), DECK[n]))
    checkpoint = data.draw(st.integers(0, max_actions(n)))
    side = Rng(seed + 1)  # the side checks' choices (bogus actions, viewers): cheaper than hypothesis draws
    while not state.is_over():
        assert len(state.history) < max_actions(n), "the game did not end"
        assert state.round <= ROUNDS[n]
        (player,) = state.to_act()  # every decision in this game is one player's
        legal = state.legal_actions(player)
        assert legal, "a player to act always has an action"
        for other in range(n):
            if other != player:
                assert state.legal_actions(other) == []

        bogus = side.choice(BOGUS + [legal[0]])
        culprit = side.choice([player, (player + 1) % n])
        if side.below(3) == 0 and (culprit != player or bogus not in legal):  # a third of the steps: cloning is slow
            before = state.clone()
            try:
                state.apply(culprit, bogus)
                raise AssertionError("an illegal action was accepted")
            except IllegalAction:
                pass
            assert state == before, "an illegal action changed the state"

        state.apply(player, data.draw(st.sampled_from(legal)))

        assert cards_in_play(state) == deck, "a card went missing or doubled"
        assert all(v >= 0 for u in state.face_up for v in u.values())
        viewer = side.choice([*range(n), None])
        view = state.view(viewer)
        json.dumps(view)
        if side.below(2) == 0:
            twin = hidden_twin(state, viewer, seed=len(state.history))
            assert twin.view(viewer) == view, "a view depends on a card its viewer cannot see"
        if len(state.history) == checkpoint:
            assert load(json.loads(json.dumps(save(state))), {GAME.id: GAME}) == state

    assert len(events(state, "round_end")) == ROUNDS[n], "the game ended after the wrong number of rounds"
    assert all(sum(h.values()) == 0 for h in state.hands), "every hand is played out"
    assert state.to_act() == [] and all(state.legal_actions(p) == [] for p in range(n))
    assert load(json.loads(json.dumps(save(state))), {GAME.id: GAME}) == state
    keys = [[s, u["fox"], u["sweet"]] for s, u in zip(state.scores(), state.face_up)]
    best = max(keys)
    assert all(keys[p] == best for p in state.winners())
    assert all(keys[p] < best for p in range(n) if p not in state.winners()) or (n == 2 and not state.winners())


@settings(max_examples=20, deadline=None)
@given(n=PLAYERS, seed=st.integers(0, 2**32))
def test_hidden_cards_never_appear_in_another_players_view(n, seed):
    """Direct check besides the twin test: no other hand and no unrevealed card of another is shown."""
    state = GAME.new(n, seed)
    step = 0
    while not state.is_over():
        for viewer in [*range(n), None]:
            view = state.view(viewer)
            for p, seat in enumerate(view["seats"]):
                if p != viewer:
                    assert seat["hand"] is None
                    for slot, real in zip(seat["table"], state.table[p]):
                        assert (slot["card"] is None) == (real["state"] == "down")
            assert all("card" not in e for e in view["log"] if e["e"] in ("play", "declare"))
        (player,) = state.to_act()
        legal = state.legal_actions(player)
        state.apply(player, legal[(seed + step) % len(legal)])
        step += 1
