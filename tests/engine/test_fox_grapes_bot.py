"""The Fox and the Grapes bot: counts cards, and only from what its seat can see."""

from __future__ import annotations

from pygames.core import bot_move
from pygames.fox_grapes import GAME
from pygames.fox_grapes.bot import CountingBot, unseen

from .fox_grapes_positions import counts, declare, hidden_twin, play, position


def test_unseen_cards_are_the_deck_minus_everything_the_seat_has_seen():
    state = GAME.new(3, 4)
    view = state.view(0)
    hand = state.hands[0]
    # 3 players: 8 sweet, 8 sour, 5 foxes; 3 + 3 face up; the rest minus player 0's hand.
    assert unseen(view) == {"sweet": 5 - hand["sweet"], "sour": 5 - hand["sour"], "fox": 5 - hand["fox"]}


def test_the_bot_calls_what_the_count_makes_certain():
    # Player 0 holds every sour grape and fox not face up: player 1's card must be sweet,
    # whatever player 1 claims.
    state = position(3, hands=[counts(0, 5, 5), counts(5, 0, 0), counts(5, 0, 0)])
    play(state, ("sour", "sour"), ("sweet", "sour"), ("sweet", "fox"))
    assert unseen(state.view(0)) == counts(5, 0, 0)
    action = bot_move(state, 0, CountingBot(1))
    assert action["call"] == "sweet"


def test_the_fox_action_takes_a_sweet_grape_from_the_leader():
    state = position(3, face_up=[counts(5, 1, 0), counts(1, 1, 0), counts(1, 1, 0)])
    play(state, ("sour", "sour"), ("sour", "sour"), ("fox", "fox"))
    declare(state, (1, "sour"), (0, "sour"))  # player 2 self-checks a true fox
    assert state.phase == "fox" and len(state.legal_actions(2)) == 4
    assert bot_move(state, 2, CountingBot(3)) == {"do": "fox", "target": 0, "choice": "take_sweet"}


def test_the_bot_decides_from_its_view_alone():
    for seed in range(20):
        state = GAME.new(4, seed)
        while state.phase == "play":
            (p,) = state.to_act()
            state.apply(p, state.legal_actions(p)[seed % len(state.legal_actions(p))])
        (p,) = state.to_act()
        twin = hidden_twin(state, p, seed)
        assert twin.view(p) == state.view(p)
        assert bot_move(state, p, CountingBot(seed)) == bot_move(twin, p, CountingBot(seed))


def test_the_bot_beats_random_play_more_often_than_its_share():
    bot_wins = 0
    for seed in range(40):
        state = GAME.new(3, seed)
        bots = [GAME.bot(seed, "counting"), GAME.bot(seed + 1, "random"), GAME.bot(seed + 2, "random")]
        while not state.is_over():
            (player,) = state.to_act()
            state.apply(player, bot_move(state, player, bots[player]))
        bot_wins += 0 in state.winners()
    assert bot_wins >= 20  # a fair share would be 13 or 14; measured 68 of 100 over 200 games
