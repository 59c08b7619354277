"""Hansel or Gretel bots: no blunder a player would notice, and the strong bot's guessed worlds in every phase.

Scenarios are real positions (the rules' own setup with a chosen row), each written from a
sentence of the rules: a sweet past its fullness limit wipes out the kind (まんぷく数), a bear
throws back sweets taken this round, choices are secret until all are made.
"""

from __future__ import annotations

import pytest

from pygames.core import LEVELS, Rng, bot_move
from pygames.hansel_gretel import GAME
from pygames.hansel_gretel.search import sample

from .hansel_gretel_positions import position, split

H, G = "hansel", "gretel"


def without_moves(view: dict) -> dict:
    return {key: value for key, value in view.items() if key != "moves"}


def play_to_the_end(state, seed: int) -> None:
    rng = Rng(seed)
    while not state.is_over():
        player = state.to_act()[0]
        state.apply(player, rng.choice(state.legal_actions(player)))


# --- no blunders ---------------------------------------------------------------------


def cake_or_safe_sweets():
    """Everyone holds a cake (limit 1), player 2 a parfait (limit 1) too. Hansel's pile: a cake, a parfait and
    a candy; Gretel's: five candies."""
    state = position(
        ["cake-2", "parfait-2", "candy-1", "candy-2", "candy-3", "candy-4", "candy-5", "candy-6"],
        bird=False,
        collections={0: ["cake-3"], 1: ["cake-1", "parfait-1"], 2: ["cake-4"]},
    )
    state.apply(0, {"do": "cut", "at": 3})
    return state


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_no_bot_chooses_a_pile_that_breaks_a_limit_when_the_other_is_safe(level, seed):
    # Counted without limits Hansel's pile is worth 16 to anyone, Gretel's 5; but for player 2 its cake
    # and parfait wipe out the cake and parfait it holds: 14 points lost.
    state = cake_or_safe_sweets()
    assert bot_move(state, 1, GAME.bot(seed, level)) == {"do": "choose", "pile": G}


@pytest.mark.parametrize("level", ["normal", "strong"])
def test_choosing_last_a_bot_still_keeps_its_limit(level):
    state = cake_or_safe_sweets()
    state.apply(0, {"do": "choose", "pile": G})
    state.apply(2, {"do": "choose", "pile": G})  # secret: player 2 cannot see who chose what
    assert bot_move(state, 1, GAME.bot(4, level)) == {"do": "choose", "pile": G}


def bear_and_mirror_round():
    """Player 2 (holding a cake) takes a second cake and a bear; player 1 (a cake too) a mirror and a pudding."""
    state = position(
        ["cake-2", "bear-1", "candy-1", "candy-2", "mirror-1", "pudding-1", "witch-1", "donut-1"],
        bird=False,
        collections={0: ["cake-3"], 1: ["cake-1"]},
    )
    split(state, 4, {0: G, 1: H, 2: G})  # Hansel's pile to player 2 alone; Gretel's is split again
    split(state, 2, {0: H, 2: G})  # player 3 re-splits: mirror and pudding | witch and donut
    assert state.phase == "tidy" and state.to_act() == [0, 1]
    return state


@pytest.mark.parametrize("level", LEVELS)
def test_a_bear_throws_back_the_sweet_past_the_limit_and_a_mirror_copies_what_scores(level):
    # 熊: このラウンドで獲得したお菓子を2枚まで捨てられます. 鏡: 持っているお菓子と同じカードとして使えます.
    state = bear_and_mirror_round()
    assert bot_move(state, 1, GAME.bot(5, level)) == {"do": "bear", "discard": ["cake"]}
    assert bot_move(state, 0, GAME.bot(5, level)) == {"do": "mirror", "copy": "pudding"}


# --- the strong bot's guessed worlds ------------------------------------------------------


def test_a_world_guessed_while_choices_are_half_made_keeps_mine_and_guesses_theirs():
    state = position(
        [f"candy-{i}" for i in range(1, 6)] + ["cake-1", "parfait-1", "witch-1", "mirror-1", "bear-1"],
        players=4,
    )
    state.apply(0, {"do": "bird", "at": 3})
    state.apply(0, {"do": "cut", "at": 6})
    state.apply(2, {"do": "choose", "pile": H})
    state.apply(3, {"do": "choose", "pile": G})
    guessed = set()
    for seat in range(4):
        view = state.view(seat)
        for k in range(12):
            world = sample(view, Rng(k))
            assert without_moves(world.view(seat)) == without_moves(view)
            assert world.to_act() == [0, 1]
            if seat == 3:
                assert world.choices[3] == G  # my own secret choice, from my view
                guessed.add(world.choices[2])
            play_to_the_end(world, k)
    assert guessed == {H, G}, "another player's secret choice is guessed, never read"


def test_a_world_guessed_while_players_tidy_in_secret_replays_mine_and_agrees_with_the_table():
    state = bear_and_mirror_round()
    state.apply(1, {"do": "bear", "discard": ["cake"]})  # done, in secret: the others still see the cake
    assert state.to_act() == [0]
    for seat in range(3):
        view = state.view(seat)
        for k in range(6):
            world = sample(view, Rng(k))
            assert without_moves(world.view(seat)) == without_moves(view)
            assert world.to_act() == [0]
            if seat == 1:
                assert world.collections[1] == state.collections[1]  # my bear's discard, replayed
                assert world.discard == state.discard
            play_to_the_end(world, k)


def test_a_world_guessed_in_the_last_round_deals_only_unseen_cards():
    state = GAME.new(5, 11)
    rng = Rng(3)
    while state.round < 5:
        player = state.to_act()[0]
        state.apply(player, rng.choice(state.legal_actions(player)))
    seen = {card for event in state.log if event["event"] == "round" for card in event["row"]}
    for seat in range(5):
        view = state.view(seat)
        world = sample(view, Rng(seat))
        assert without_moves(world.view(seat)) == without_moves(view)
        assert len(world.deck) == len(state.deck) and not seen & set(world.deck + world.box)
        assert sorted(world.deck + world.box) == sorted(state.deck + state.box)
        play_to_the_end(world, seat)
        assert world.is_over() and world.round == 5
