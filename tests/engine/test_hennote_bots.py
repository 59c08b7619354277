"""Hennote's bots at every level: they take the wins a player would see, and they read only their seat's view.

The strong bot searches on states sampled from its view (``HennoteState.from_view``), so the sampler is
tested here in the phases a random game rarely shows: a draft, a placement half made, the last cards.
"""

from __future__ import annotations

import pytest

from pygames import GAMES, bot_move
from pygames.core import LEVELS, Rng
from pygames.hennote.data import SIGNS, card, god_of
from pygames.hennote.engine import HennoteState
from pygames.hennote.search import StrongBot, sample

from .hennote_positions import position

HENNOTE = GAMES["hennote"]
BOTS = ("easy", "normal", "strong")


def play_turn(state: HennoteState, bot_name: str, seed: int = 1) -> None:
    """Let a bot of that level play the turn player's whole turn."""
    player = state.turn
    bot = HENNOTE.bot(seed, bot_name)
    while state.turn == player and not state.is_over():
        state.apply(player, bot_move(state, player, bot))


def test_every_level_a_player_picks_exists_and_normal_is_the_default():
    assert list(HENNOTE.bots)[0] == "normal"
    assert set(LEVELS) <= set(HENNOTE.bots)
    assert isinstance(HENNOTE.bot(1, "strong"), StrongBot)


# --- no blunders a person would notice ----------------------------------------------------------


@pytest.mark.parametrize("level", BOTS)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_bot_takes_a_third_god_that_wins(level, seed):
    # "The turn player wins with three cards of one god": a third Ra waits in the stock, and retreating
    # Horus for it leaves three Ra that no column beats. Other moves win battles but not the game.
    state = position(
        (["ra-rock", "ra-paper", "horus-scissors"], ["bastet-rock", "thoth-rock", "isis-paper"]),
        (["ra-scissors", "horus-paper"], ["bastet-paper", "thoth-paper"]),
    )
    play_turn(state, level, seed)
    assert state.winners() == [0] and state.win_reason == "gods"


@pytest.mark.parametrize("level", BOTS)
def test_a_bot_fills_a_lost_column_with_the_god_that_completes_three(level):
    # "Fill the gaps from the stock with the cards of your choice", then the win check: a Horus lost
    # in battle leaves a gap, and of the two stock cards only the Ra there makes three Ra.
    state = position(
        (["ra-rock", "ra-paper", "horus-scissors"], ["bastet-rock", "thoth-rock", "isis-rock"]),
        (["horus-paper", "ra-scissors"], ["bastet-paper", "thoth-paper"]),
    )
    state.apply(0, {"do": "change", "with": "left"})  # Horus-scissors meets a rock: lost
    assert state.step == "refill" and len(state.legal_actions(0)) == 2
    play_turn(state, level)
    assert state.winners() == [0] and state.win_reason == "gods"


@pytest.mark.parametrize("level", ["normal", "strong"])
def test_a_bot_with_eight_wins_takes_the_ninth(level):
    # "A player with 9+ wins wins": only sliding from the right beats a column (paper on the rock).
    state = position(
        (["ra-rock", "horus-rock", "anubis-paper"], ["bastet-rock", "thoth-scissors", "isis-scissors"]),
        wins=(8, 5),
    )
    play_turn(state, level)
    assert state.winners() == [0] and state.win_reason == "battles"


# --- the strong bot sees only its seat ----------------------------------------------------------


def test_the_strong_bot_decides_from_its_view_alone_not_the_hidden_deck_order():
    state = position(
        (["ra-rock", "horus-paper", "anubis-scissors"], ["bastet-rock", "thoth-rock", "isis-rock"]),
        (["ra-paper", "horus-rock"], ["bastet-paper", "thoth-paper"]),
    )
    twin = state.clone()
    twin.deck[0].reverse()  # same view, different unseen decks
    twin.deck[1].reverse()
    assert state.view(0) == twin.view(0) and state.deck != twin.deck
    assert bot_move(state, 0, StrongBot(5, iterations=100)) == bot_move(twin, 0, StrongBot(5, iterations=100))


def test_the_normal_bot_decides_from_its_view_alone_not_the_hidden_deck_order():
    state = position(
        (["ra-rock", "horus-paper", "anubis-scissors"], ["bastet-rock", "thoth-rock", "isis-rock"]),
        (["ra-paper", "horus-rock"], ["bastet-paper", "thoth-paper"]),
    )
    twin = state.clone()
    twin.deck[0].reverse()
    twin.deck[1].reverse()
    assert state.view(0) == twin.view(0)
    assert bot_move(state, 0, HENNOTE.bot(5, "normal")) == bot_move(twin, 0, HENNOTE.bot(5, "normal"))


# --- the sampler: a whole game that agrees with one seat's view ---------------------------------


def assert_agrees(state: HennoteState, seat: int, draws: int = 8) -> list[HennoteState]:
    """Samples of ``seat``'s view show that seat exactly what it sees, and each plays on to the end."""
    view = state.view(seat)
    rng = Rng(seat + 11)
    samples = [sample(view, rng) for _ in range(draws)]
    for world in samples:
        seen = world.view(seat)
        assert {k: v for k, v in seen.items() if k != "moves"} == {k: v for k, v in view.items() if k != "moves"}
        finish = world.clone()
        while not finish.is_over():
            player = finish.to_act()[0]
            finish.apply(player, rng.choice(finish.legal_actions(player)))
    return samples


def test_a_sample_of_the_draft_keeps_the_gods_chosen_so_far():
    state = HENNOTE.new(2, 4, {"gods": "draft"})
    for _ in range(3):
        player = state.to_act()[0]
        state.apply(player, state.legal_actions(player)[-1])
    for seat in (0, 1):
        for world in assert_agrees(state, seat):
            assert world.phase == "gods" and world.gods == state.gods and world.to_act() == state.to_act()


def test_a_placement_made_in_secret_is_guessed_and_my_own_is_kept():
    state = HENNOTE.new(2, 6)
    mine = state.legal_actions(0)[40]
    theirs = state.legal_actions(1)[100]
    state.apply(1, theirs)  # the opponent has placed, face down; I have not
    samples = assert_agrees(state, 0, draws=12)
    guesses = {tuple(world.placed[1]) for world in samples}
    for guess in guesses:  # one card of each of the opponent's gods, in some order
        assert sorted(god_of(c) for c in guess) == sorted(state.gods[1])
    assert len(guesses) > 1  # drawn at random, not read from the real placement
    assert all(world.placed[0] is None and world.to_act() == [0] for world in samples)

    other = HENNOTE.new(2, 6)  # the other half: I have placed, the opponent has not
    other.apply(0, mine)
    for world in assert_agrees(other, 0):
        assert world.placed[0] == mine["slots"] and world.placed[1] is None and world.to_act() == [1]


def test_the_deck_of_a_sample_holds_exactly_the_cards_not_in_sight():
    # Near the end of a deck: one card left unseen for player 0, none for player 1 (its discards will be reshuffled).
    ra, horus, anubis = ([card(g, s) for s in SIGNS] for g in ("ra", "horus", "anubis"))
    state = position(
        ([ra[0], horus[0], anubis[0]], ["bastet-rock", "thoth-rock", "isis-rock"]),
        ([ra[1], horus[1]], ["bastet-paper", "thoth-paper"]),
        discard=([ra[2], horus[2], anubis[1]], ["bastet-scissors", "thoth-scissors", "isis-scissors", "isis-paper"]),
    )
    assert state.deck == [[anubis[2]], []]
    for seat in (0, 1):
        for world in assert_agrees(state, seat):
            assert world.deck == [[anubis[2]], []]


def test_a_sample_in_the_middle_of_a_refill_is_still_refilling():
    state = position(
        (["ra-rock", "ra-paper", "horus-scissors"], ["bastet-rock", "thoth-rock", "isis-rock"]),
        (["horus-paper", "ra-scissors"], ["bastet-paper", "thoth-paper"]),
    )
    state.apply(0, {"do": "change", "with": "left"})
    for seat in (0, 1):
        for world in assert_agrees(state, seat):
            assert world.step == "refill" and world.legal_actions(0) == state.legal_actions(0)


@pytest.mark.parametrize("options", [{}, {"gods": "draft", "no_repeat": True}])
def test_samples_agree_with_every_view_of_whole_games(options):
    for seed in range(3):
        state = HENNOTE.new(2, seed, options)
        bots = [HENNOTE.bot(seed, "random"), HENNOTE.bot(seed + 1, "random")]
        while not state.is_over():
            for seat in (0, 1):
                assert_agrees(state, seat, draws=1)
            player = state.to_act()[0]
            state.apply(player, bot_move(state, player, bots[player]))


@pytest.mark.parametrize("seed", range(6))
def test_the_strong_bot_places_one_sign_in_all_three_columns(seed):
    # A god's three cards show three signs, so three of a god facing one sign always lose a card in battle.
    state = HENNOTE.new(2, seed)
    action = bot_move(state, 0, StrongBot(seed))
    assert action["do"] == "place" and len({c.split("-", 1)[1] for c in action["slots"]}) == 1
    assert sorted(god_of(c) for c in action["slots"]) == sorted(state.gods[0])
