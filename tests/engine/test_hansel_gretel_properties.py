"""Hansel or Gretel over many seeded random games: the promises that hold at every step."""

from __future__ import annotations

import json
import re

from hypothesis import given, settings
from hypothesis import strategies as st

from pygames import IllegalAction
from pygames.core.save import load, save
from pygames.hansel_gretel import GAME
from pygames.hansel_gretel.data import BIRD, ROUNDS, ROW_SIZE, cookie_cards, deck_cards

from .hansel_gretel_positions import where_is_every_card

CARD = re.compile(r'"([a-z_]+-[0-9]+)"')
PLAYERS = st.sampled_from([3, 4, 5, 6])
OPTIONS = st.fixed_dictionaries({"bird": st.booleans()})
BOGUS = [
    {"do": "cut", "at": 0},
    {"do": "cut", "at": 99},
    {"do": "bird", "at": -1},
    {"do": "choose", "pile": "witch"},
    {"do": "bear", "discard": ["witch"]},
    {"do": "bear", "discard": ["candy", "candy", "candy"]},
    {"do": "mirror", "copy": "bird"},
    {"do": "nap"},
    None,
    [],
    "cut",
]


def max_actions(players: int) -> int:
    """A bound every game ends within.

    A split divides 2+ sweets into two non-empty piles, so the splits of a round form
    a binary tree whose leaves are the row's cards: at most ``row - 1`` splits, each
    with at most a bird placement, a cut and one choice per player. Each of the 3
    bears and 3 mirrors asks for at most one decision in the whole game.
    """
    return ROUNDS * (ROW_SIZE[players] - 1) * (2 + players) + 6


def every_card(options) -> list[str]:
    return sorted(deck_cards() + cookie_cards() + ([BIRD] if options["bird"] else []))


def hidden_views(state, viewers):
    """The views of players other than the actor: they must not depend on the actor's secret decision."""
    return [state.view(v) for v in viewers]


@settings(max_examples=24, deadline=None)
@given(players=PLAYERS, seed=st.integers(0, 2**32), options=OPTIONS, data=st.data())
def test_random_games_keep_every_promise(players, seed, options, data):
    state = GAME.new(players, seed, options)
    everything = every_card(options)
    bound = max_actions(players)
    rounds_seen = set()
    while not state.is_over():
        assert len(state.history) < bound, "the game did not end"
        rounds_seen.add(state.round)
        player = data.draw(st.sampled_from(state.to_act()))
        legal = state.legal_actions(player)
        assert legal, "a player to act always has an action"

        before = state.clone()
        bogus = data.draw(st.sampled_from(BOGUS))
        try:
            state.apply(player, bogus)
        except IllegalAction:
            pass
        assert state == before, "an illegal action changed the state"
        outsider = next(p for p in range(players) if p not in state.to_act()) if len(state.to_act()) < players else None
        if outsider is not None:
            try:
                state.apply(outsider, legal[0])
            except IllegalAction:
                pass
            assert state == before, "an action out of turn changed the state"

        action = data.draw(st.sampled_from(legal))
        secret = state.phase in ("choose", "tidy") and len(state.to_act()) > 1
        if secret and len(legal) > 1:
            other = state.clone()
            other.apply(player, next(a for a in legal if a != action))
            viewers = [None, data.draw(st.sampled_from([p for p in range(players) if p != player]))]
        state.apply(player, action)
        if secret and len(legal) > 1:
            assert hidden_views(state, viewers) == hidden_views(other, viewers), "a secret decision leaked"

        assert where_is_every_card(state) == everything, "a card went missing or doubled"
        unseen = set(state.deck) | set(state.box)
        for viewer in (None, player):
            shown = set(CARD.findall(json.dumps(state.view(viewer))))
            assert not shown & unseen, "a card of the deck or the box was shown"
        if len(state.history) % 40 == 0:
            assert load(json.loads(json.dumps(save(state))), {GAME.id: GAME}) == state

    assert rounds_seen == set(range(1, ROUNDS + 1)) and state.round == ROUNDS
    assert state.to_act() == [] and all(state.legal_actions(p) == [] for p in range(players))
    assert state.winners(), "someone always ranks first"
    assert load(json.loads(json.dumps(save(state))), {GAME.id: GAME}) == state
    final = state.view(None)
    assert final["over"] and final["ranking"] is not None


def test_different_seeds_deal_different_rows():
    rows = {tuple(GAME.new(3, seed).split["items"]) for seed in range(10)}
    assert len(rows) == 10
