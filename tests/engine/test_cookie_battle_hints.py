"""Cookie Battle's hint reasons: each rule of thumb where it applies, None where none does, from the seat's view."""

from __future__ import annotations

import random

from pygames.cookie_battle import GAME
from pygames.cookie_battle.hints import reason

from .cookie_battle_positions import position


def said(state, action):
    """The reason for the seat to act, from that seat's view alone."""
    seat = state.to_act()[0]
    assert action in state.legal_actions(seat)
    return reason(state.view(seat), action)


def play(card):
    return {"do": "play", "card": card}


HANDS = [["green-3", "green-9", "blue-4"], ["green-12", "red-5", "red-8"], ["green-5", "blue-9", "gold-2"]]


def after(trick, contested="strawberry-3", pieces=None, hands=None):
    """Seat 0 plays last in a three-player trick: seat 1 led ``trick[0]``, seat 2 played ``trick[1]``."""
    hands = hands or [["green-3", "green-9", "blue-4"], ["red-5", "red-8"], ["blue-9", "gold-2"]]
    return position(hands, trick=trick, leader=1, contested=contested, pieces=pieces)


def test_a_rotten_piece_at_stake_is_lost_on_purpose():
    state = after(["green-12", "green-5"], contested="rotten-1")
    text = said(state, play("green-3"))
    assert "rotten" in text["en"] and "マジックマーカー" in text["ja"]  # the lowest 2–5 also earns a marker
    assert said(state, play("green-9"))["en"] == "The piece at stake is rotten: lose this trick."


def test_winning_the_fourth_piece_of_a_flavour_completes_a_cookie():
    pieces = [["chocolate-1", "chocolate-5", "chocolate-9", "matcha-1"], [], []]
    state = after(["green-4", "green-5"], contested="chocolate-2", pieces=pieces)
    text = said(state, play("green-9"))
    assert "completes your chocolate cookie" in text["en"] and "チョコ" in text["ja"]
    assert "cookie" not in said(state, play("green-3"))["en"]  # it loses (and earns a marker instead)
    other = after(["green-4", "green-5"], contested="matcha-2", pieces=pieces)
    assert "cookie" not in said(other, play("green-9"))["en"]  # one matcha piece: nothing to complete
    assert "cheapest" in said(other, play("green-9"))["en"]  # but the cheapest winner, as the last to play


def test_specials_say_what_they_do():
    hands = [["thirteen-1", "green-9", "magician"], ["green-12", "zero-1", "red-8"], ["green-5", "blue-9", "gold-2"]]
    state = position(hands, leader=0, contested="strawberry-3")
    assert "13" in said(state, play("thirteen-1"))["en"]
    assert "Magician" in said(state, play("magician"))["en"]
    assert said(state, play("green-9")) is None  # a middling lead: no rule of thumb says why
    state = after(["green-12", "green-5"], hands=[["zero-1", "green-9"], ["red-5"], ["blue-9"]])
    assert "12" in said(state, play("zero-1"))["en"] and "0" in said(state, play("zero-1"))["ja"]


def test_a_low_card_earns_a_marker_and_the_leader_in_pieces_lets_one_go():
    state = after(["green-12", "green-9"], hands=[["green-4", "green-10"], ["red-5"], ["blue-9"]])
    assert said(state, play("green-4"))["en"].startswith("The lowest card of the trick")
    assert said(state, play("green-10")) is None  # loses without a marker, and no pieces to worry about
    ahead = [["matcha-1", "matcha-2"], [], ["strawberry-1"]]
    state = after(["green-12", "green-9"], pieces=ahead, hands=[["green-6", "green-10"], ["red-5"], ["blue-9"]])
    assert "most pieces" in said(state, play("green-10"))["en"]


def test_passing_middling_cards_and_markers_on_rotten_pieces():
    state = GAME.new(3, 5, {"first": "p1"})
    hand = state.hands[0]
    middling = [c for c in hand if c.split("-")[0] in ("green", "red", "blue")]
    keeper = next((c for c in hand if c.split("-")[0] in ("gold", "zero", "thirteen", "magician")), None)
    assert "Pass middling cards" in said(state, {"do": "pass", "left": middling[0], "right": middling[1]})["en"]
    if keeper:
        assert said(state, {"do": "pass", "left": keeper, "right": middling[0]}) is None
    state = position(HANDS, markers=[["toss", "steal"], [], []], pieces=[["rotten-1", "matcha-1"], ["matcha-2"], []])
    assert "rotten" in said(state, {"do": "marker", "kind": "toss", "piece": "rotten-1"})["en"]
    assert said(state, {"do": "marker", "kind": "toss", "piece": "matcha-1"}) is None
    assert said(state, {"do": "marker", "kind": "steal", "target": 1}) is None
    state = position(HANDS, markers=[["switch"], [], []], contested="rotten-2")
    assert "Switch" in said(state, {"do": "marker", "kind": "switch"})["en"]


def test_every_legal_move_gets_words_in_both_languages_or_none():
    rng = random.Random(4)
    for players in (3, 6):
        for _ in range(6):
            state = GAME.new(players, rng.getrandbits(128), {})
            for _ in range(rng.randrange(80)):
                if state.is_over():
                    break
                seat = state.to_act()[0]
                state.apply(seat, rng.choice(state.legal_actions(seat)))
            if state.is_over():
                continue
            seat = state.to_act()[0]
            for action in state.legal_actions(seat)[:60]:
                words = reason(state.view(seat), action)
                assert words is None or (set(words) == {"en", "ja"} and all(words.values()))
