"""Hostile input for every game: look-alike actions, odd seats, and views that a caller changes.

Python says ``1 == 1.0 == True``; a JSON action from a save, a tap or a bot is compared
with the legal ones exactly, so a look-alike is refused with :class:`IllegalAction` and
changes nothing. A view is the caller's own copy: changing it cannot change the game.
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pygames import GAMES, IllegalAction, SaveError, load, save
from pygames.core.game import same_json

SEATINGS = [(game_id, n) for game_id, game in GAMES.items() for n in range(game.min_players, game.max_players + 1)]
DEEP = [[]]
for _ in range(10_000):  # deeper than any recursion limit
    DEEP = [DEEP]


def look_alikes(value: Any) -> Iterator[Any]:
    """Values a careless or hostile caller might send instead of ``value``, all different JSON."""
    if isinstance(value, bool):
        yield int(value)
        yield str(value).lower()
    elif isinstance(value, int):
        yield float(value)
        yield str(value)
        yield value == 1
        yield 2**70 + value
        yield -value - 1
        yield [value]
    elif isinstance(value, str):
        yield [value]
        yield {value: value}
        yield value.upper() if value != value.upper() else value + "x"
        yield None
        yield 0
    elif value is None:
        yield 0
        yield False
        yield "None"
    elif isinstance(value, list):
        yield tuple(value)
        yield [*value, value[-1] if value else 0]
        if value:
            yield value[:-1]
            yield list(reversed(value)) if value != list(reversed(value)) else [value]
        for i, item in enumerate(value):
            for other in look_alikes(item):
                yield [*value[:i], other, *value[i + 1 :]]
    elif isinstance(value, dict):
        yield {**value, "extra": 1}
        yield list(value.items())
        for key, item in value.items():
            yield {k: v for k, v in value.items() if k != key}
            for other in look_alikes(item):
                yield {**value, key: other}
    yield DEEP
    yield {"do": DEEP}


def snapshot(state) -> list[Any]:
    """Every seat's view and the spectator's: what anyone could notice changing."""
    return [state.view(p) for p in [None, *range(state.num_players)]]


def play_to(game_id: str, players: int, data: st.DataObject):
    """A game with drawn options and seed, played by random legal actions to a drawn point before its end.

    The walk is one drawn number (not a draw per action), so a failure shrinks in seconds.
    """
    game = GAMES[game_id]
    options = data.draw(st.fixed_dictionaries({o.name: st.sampled_from(o.choices) for o in game.options}))
    state = game.new(players, data.draw(st.integers(0, 2**128 - 1), label="seed"), options)
    walk = random.Random(data.draw(st.integers(0, 2**32), label="walk"))
    for _ in range(data.draw(st.integers(0, 400), label="actions")):
        if state.is_over():
            break
        player = walk.choice(state.to_act())
        state.apply(player, walk.choice(state.legal_actions(player)))
    return state


@pytest.mark.parametrize(("game_id", "players"), SEATINGS)
@settings(max_examples=12, deadline=None)
@given(data=st.data())
def test_a_look_alike_of_a_legal_action_is_refused_and_changes_nothing(game_id, players, data):
    state = play_to(game_id, players, data)
    if state.is_over():
        return
    player = data.draw(st.sampled_from(state.to_act()))
    legal = state.legal_actions(player)
    before, seen = state.clone(), snapshot(state)
    for action in data.draw(st.lists(st.sampled_from(legal), min_size=1, max_size=4, unique_by=json.dumps)):
        for bogus in look_alikes(action):
            if any(same_json(ok, bogus) for ok in legal):
                continue  # e.g. a dropped key that names another legal action
            reason = state.refusal(player, bogus)
            assert set(reason) == {"en", "ja"} and all(isinstance(words, str) and words for words in reason.values())
            with pytest.raises(IllegalAction) as refused:
                state.apply(player, bogus)
            assert refused.value.reason == reason and str(refused.value) == reason["en"]
            assert state == before and snapshot(state) == seen, f"{bogus!r} changed the game"


@pytest.mark.parametrize(("game_id", "players"), SEATINGS)
@settings(max_examples=5, deadline=None)
@given(data=st.data())
def test_a_seat_is_an_int_in_range(game_id, players, data):
    state = play_to(game_id, players, data)
    if state.is_over():
        return
    player = state.to_act()[0]
    action = state.legal_actions(player)[0]
    before = state.clone()
    for seat in (float(player), player == 1, str(player), [player], None, -1, players, 2**70):
        with pytest.raises(IllegalAction):
            state.apply(seat, action)
        assert state == before
    state.apply(player, action)  # the real seat still may


@pytest.mark.parametrize(("game_id", "players"), SEATINGS)
@settings(max_examples=8, deadline=None)
@given(data=st.data())
def test_changing_a_view_never_changes_the_game(game_id, players, data):
    state = play_to(game_id, players, data)
    before = state.clone()
    for viewer in [None, *range(players)]:
        view = state.view(viewer)
        assert json.loads(json.dumps(view)) == view  # plain JSON
        original = copy.deepcopy(view)
        vandalise(view)
        assert state == before, f"changing player {viewer}'s view changed the game"
        assert state.view(viewer) == original


def vandalise(value: Any) -> None:
    """Change every list and dict inside ``value`` in place."""
    if isinstance(value, dict):
        for item in value.values():
            vandalise(item)
        value["vandal"] = True
    elif isinstance(value, list):
        for item in value:
            vandalise(item)
        value.append("vandal")


@pytest.mark.parametrize(("game_id", "players"), SEATINGS)
@settings(max_examples=4, deadline=None)
@given(data=st.data())
def test_a_save_with_a_look_alike_action_is_refused_as_damaged(game_id, players, data):
    state = play_to(game_id, players, data)
    saved = save(state)
    if not saved["actions"]:
        return
    step = data.draw(st.integers(0, len(saved["actions"]) - 1))
    seat, action = saved["actions"][step]
    for entry in [*([seat, bogus] for bogus in look_alikes(action)), [float(seat), action], [seat == 1, action]]:
        tampered = copy.deepcopy(saved)
        tampered["actions"][step] = entry
        try:
            load(tampered)  # a look-alike that is another legal action at that point may load
        except SaveError as err:
            assert "damaged" in str(err)


def test_a_float_cut_in_hansel_or_gretel_is_refused_and_the_round_still_reveals():
    """Issue #11's case: a cut at 2.0 was taken, and the reveal then stuck the game."""
    state = GAMES["hansel_gretel"].new(3, 1, {"bird": True})
    parent = state.to_act()[0]
    state.apply(parent, {"do": "bird", "at": 0})
    for bogus in ({"do": "cut", "at": 2.0}, {"do": "cut", "at": True}, {"do": "cut", "at": "2"}):
        with pytest.raises(IllegalAction):
            state.apply(parent, bogus)
    state.apply(parent, {"do": "cut", "at": 2})
    for player in state.to_act():
        state.apply(player, {"do": "choose", "pile": "hansel"})
    assert state.to_act() and not state.is_over()
