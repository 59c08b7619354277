"""Cookie Battle's bots: no blunder a player would notice, and a strong bot that sees only its own seat.

The scenarios are built from sentences of the rules; the sampler tests cover the phases a random
game rarely stops in (a pass half made, the last cards) and what a seat remembers.
"""

from __future__ import annotations

from collections import Counter

import pytest

from pygames.cookie_battle import GAME
from pygames.cookie_battle.data import PIECES, SUIT
from pygames.cookie_battle.engine import CookieBattleState
from pygames.cookie_battle.search import StrongBot, sample
from pygames.core import bot_move
from pygames.core.rng import Rng

from .cookie_battle_positions import play, position

LEVELS = ("easy", "normal", "strong")


def bot(level: str, seed: int = 1):
    return GAME.bot(seed, level)


def last_but_one_trick(mine: list[str], contested: str, hand: list[str]) -> CookieBattleState:
    """Round 3, trick 11 of 12 (3 players, markers worth points only): seat 0 plays last to a red trick.

    Seat 1 holds every other piece (pile empty), so it is surely on top with a stomach ache; seat 2
    holds no piece but three markers (6 points). Seat 0 comes second, and wins, with 6 or more.
    """
    others = [x for x in PIECES if x not in mine and x != contested]
    state = position(
        [hand, ["green-9"], ["blue-9"]],
        trick=["red-10", "red-6"],
        leader=1,
        contested=contested,
        pieces=[mine, others, []],
        markers=[[], [], ["steal", "gift", "toss"]],
        pile=[],
        round=3,
        options={"markers": "points"},
    )
    state.trick_number = 11
    return state


@pytest.mark.parametrize("level", ["normal", "strong"])
def test_win_a_trick_that_completes_your_cookie_when_you_can(level):
    # "Four tasty pieces of one flavour make a whole cookie: 12 points" — 3 loose points become 12.
    state = last_but_one_trick(["chocolate-1", "chocolate-2", "chocolate-3"], "chocolate-4", ["red-2", "red-12"])
    assert bot_move(state, 0, bot(level)) == {"do": "play", "card": "red-12"}
    state.apply(0, {"do": "play", "card": "red-12"})
    assert state.pieces[0] == ["chocolate-1", "chocolate-2", "chocolate-3", "chocolate-4"]


@pytest.mark.parametrize("level", LEVELS)
def test_duck_a_rotten_piece_that_would_break_your_cookie(level):
    # "Each rotten piece cancels one tasty piece": the whole cookie (12) would fall apart to 3 points.
    mine = ["chocolate-1", "chocolate-2", "chocolate-3", "chocolate-4"]
    state = last_but_one_trick(mine, "rotten-1", ["red-12", "red-8"])
    assert bot_move(state, 0, bot(level)) == {"do": "play", "card": "red-8"}


def test_on_top_with_eight_tricks_left_only_the_strong_bot_keeps_its_marker_for_the_end():
    # "Unused magic markers: 2 points each", and "the highest score cannot win". Seat 0 is on top (a whole cookie
    # and a marker: 14) with 8 tricks left. The normal bot spends the marker now to lose its 2 points; the strong
    # one keeps it, to spend in the last tricks only if its search sees it ending on top.
    hands = [
        ["green-1", "green-2", "green-3", "green-4", "green-5", "green-6", "green-7", "green-8"],
        ["red-1", "red-2", "red-3", "red-4", "red-5", "red-6", "red-7", "red-8"],
        ["blue-1", "blue-2", "blue-3", "blue-4", "blue-5", "blue-6", "blue-7", "blue-8"],
    ]
    cookie = ["chocolate-1", "chocolate-2", "chocolate-3", "chocolate-4"]
    state = position(
        hands, contested="strawberry-1", pieces=[cookie, ["matcha-1"], []], markers=[["redraw"], [], []], round=3
    )
    state.trick_number = 5  # of 12: this trick and 7 more
    assert bot_move(state, 0, bot("normal"))["do"] == "marker"
    assert bot_move(state, 0, bot("strong"))["do"] == "play"


def test_the_same_view_gives_the_same_move_whatever_the_hidden_cards():
    # twin worlds: seat 0 sees the same, the other hands differ; the strong bot cannot tell them apart
    hand = ["red-3", "red-9", "gold-4", "zero-1"]
    one = ["red-1", "red-11", "gold-12", "green-2"]
    other = ["red-5", "green-8", "gold-1", "magician"]
    worlds = [position([hand, one, other], round=3), position([hand, other, one], round=3)]
    for world in worlds:
        world.trick_number = 9  # the last four tricks of the game: the strong bot searches them
    assert worlds[0].view(0) == worlds[1].view(0)
    assert worlds[0].hands != worlds[1].hands
    chosen = [bot_move(world, 0, StrongBot(7, iterations=40)) for world in worlds]
    assert chosen[0] == chosen[1]


# --- the determinization ---------------------------------------------------------------------------


def agrees(view: dict, seat: int, state: CookieBattleState) -> None:
    """The sample shows ``seat`` exactly what the view showed, and plays on to the end."""
    seen = state.view(seat)
    assert {k: v for k, v in seen.items() if k != "moves"} == {k: v for k, v in view.items() if k != "moves"}
    cards = [c for h in state.hands for c in h] + [c for _, c in state.trick] + state.unused
    assert len(cards) == len(set(cards))
    pieces = [x for held in state.pieces for x in held] + state.pile + [state.contested] * bool(state.contested)
    assert Counter(pieces) == Counter(PIECES)
    rng = Rng(3)
    while not state.is_over():
        player = state.to_act()[0]
        state.apply(player, rng.choice(state.legal_actions(player)))


def test_a_pass_half_made_gives_the_seats_that_passed_a_secret_pass_of_their_own_cards():
    state = GAME.new(4, 11)
    hand0 = list(state.hands[0])
    state.apply(0, {"do": "pass", "left": hand0[0], "right": hand0[1]})
    state.apply(2, {"do": "pass", "left": state.hands[2][3], "right": state.hands[2][4]})
    view = state.view(1)
    rng = Rng(5)
    for _ in range(20):
        world = sample(view, rng)
        assert world.to_act() == [1, 3]
        for seat in (0, 2):
            given = world.passes[seat]
            assert given["left"] != given["right"]
            assert {given["left"], given["right"]} <= set(world.hands[seat])
        assert world.hands[1] == view["hand"]
        agrees(view, 1, world)


def test_the_passer_keeps_its_own_pass_and_finds_the_cards_it_passed_with_its_neighbours():
    state = GAME.new(3, 12)
    for seat in range(3):
        hand = state.hands[seat]
        state.apply(seat, {"do": "pass", "left": hand[0], "right": hand[-1]})
    view = state.view(0)
    gave = view["my_exchange"]
    rng = Rng(6)
    for _ in range(20):
        world = sample(view, rng)
        assert gave["gave_left"] in world.hands[1]  # the left neighbour plays next
        assert gave["gave_right"] in world.hands[2]
        agrees(view, 0, world)


def test_pieces_won_face_up_stay_with_their_winners_and_the_last_cards_are_dealt_right():
    state = GAME.new(3, 13, {"markers": "points"})
    rng = Rng(8)
    players = [bot("normal", seat) for seat in range(3)]
    while not (state.round == 3 and state.trick_number == 12 and state.trick):  # the last trick, one card down
        player = state.to_act()[0]
        state.apply(player, bot_move(state, player, players[player]))
    seat = state.turn
    view = state.view(seat)
    for _ in range(20):
        world = sample(view, rng)
        assert [sorted(p) for p in world.pieces] == [sorted(p) for p in state.pieces]  # all won face up
        assert [len(h) for h in world.hands] == [len(h) for h in state.hands]
        assert sorted(world.hands[seat]) == sorted(state.hands[seat])
        agrees(view, seat, world)


def test_a_piece_this_seat_tossed_is_remembered_under_the_pile_and_a_steal_moves_one_piece():
    state = position(
        [["red-1", "red-2"], ["red-3", "red-4"], ["red-5", "red-6"]],
        pieces=[["matcha-1"], ["chocolate-2", "chocolate-3"], ["strawberry-5"]],
        markers=[["toss"], ["steal"], []],
    )
    state.apply(0, {"do": "marker", "kind": "toss", "piece": "matcha-1"})
    state.apply(0, {"do": "play", "card": "red-1"})
    state.apply(1, {"do": "marker", "kind": "steal", "target": 2})
    view = state.view(0)
    rng = Rng(9)
    for _ in range(20):
        world = sample(view, rng)
        assert world.pile[0] == "matcha-1"  # tossed to the bottom by this seat
        assert len(world.pieces[1]) == 3 and len(world.pieces[2]) == 0
        agrees(view, 0, world)


def test_a_piece_tossed_unseen_is_one_of_those_its_holder_won_face_up_and_the_other_stays():
    state = position(
        [["red-1", "red-2", "green-1"], ["red-12", "red-11", "green-9"], ["red-3", "red-4", "green-2"]],
        contested="chocolate-5",
        pile=[*(x for x in PIECES if x not in ("chocolate-5", "chocolate-6", "matcha-1")), "matcha-1", "chocolate-6"],
        markers=[[], ["toss"], []],
    )
    play(state, "red-1", "red-12", "red-3")  # seat 1 wins chocolate-5 face up, then chocolate-6
    play(state, "red-11", "red-4", "red-2")
    state.apply(1, {"do": "marker", "kind": "toss", "piece": "chocolate-5"})
    view = state.view(0)
    rng = Rng(4)
    kept = set()
    for _ in range(20):
        world = sample(view, rng)
        assert sorted([*world.pieces[1], world.pile[0]]) == ["chocolate-5", "chocolate-6"]
        kept.add(world.pieces[1][0])
        agrees(view, 0, world)
    assert kept == {"chocolate-5", "chocolate-6"}  # which one went under the pile, seat 0 did not see


def test_a_seat_that_did_not_follow_suit_is_dealt_none_of_that_suit_until_it_takes_a_new_card():
    # "Each player must play a card of the trick's suit if they can": seat 1 played green to a red lead.
    state = position(
        [["red-1", "red-2", "green-1"], ["green-9", "blue-3", "blue-4"], ["red-3", "red-4", "green-2"]],
        markers=[[], ["trade"], []],
    )
    play(state, "red-1", "green-9", "red-3")  # seat 2 wins and leads next
    view = state.view(0)
    rng = Rng(2)
    for _ in range(20):
        world = sample(view, rng)
        assert not [c for c in world.hands[1] if SUIT[c] == "red"]
        agrees(view, 0, world)
    play(state, "red-4")
    state.apply(0, {"do": "play", "card": "red-2"})
    state.apply(1, {"do": "marker", "kind": "trade", "card": "blue-3", "target": 2})  # seat 1 takes a card unseen
    view = state.view(0)
    dealt = {SUIT[c] for _ in range(40) for c in sample(view, rng).hands[1]}
    assert "red" in dealt  # the card it took from seat 2 may be red


@pytest.mark.parametrize("players", [3, 5, 6])
def test_samples_agree_with_every_seat_through_whole_games(players):
    state = GAME.new(players, 100 + players)
    rng = Rng(players)
    step = 0
    while not state.is_over():
        if step % 9 == 0:
            for seat in range(players):
                agrees(state.view(seat), seat, sample(state.view(seat), rng))
        player = state.to_act()[0]
        state.apply(player, rng.choice(state.legal_actions(player)))
        step += 1
