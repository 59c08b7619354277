"""The Fox and the Grapes' hint reasons (#47): a rule of thumb where one applies, None where none does."""

from __future__ import annotations

import random

from pygames.fox_grapes import GAME, hints
from pygames.fox_grapes.hints import reason

from .fox_grapes_positions import counts, declare, hidden_twin, play, position


def said(state, action):
    (player,) = state.to_act()
    assert action in state.legal_actions(player)
    return reason(state.view(player), action)


def test_the_game_wires_its_hint_reasons():
    state = position(3)
    action = {"do": "play", "card": "fox", "claim": "sweet"}
    assert GAME.hint_reason(state.view(0), action) == hints.HIDE_FOX


def test_a_played_card_bluffs_for_a_reason():
    state = position(3)
    assert said(state, {"do": "play", "card": "fox", "claim": "sour"}) == hints.HIDE_FOX
    assert said(state, {"do": "play", "card": "sour", "claim": "sweet"}) == hints.SOUR_AS_SWEET
    assert said(state, {"do": "play", "card": "sweet", "claim": "sour"}) == hints.SWEET_AS_SOUR


def test_a_true_claim_has_no_rule_of_thumb():
    state = position(3)
    for card in ("sweet", "sour", "fox"):
        assert said(state, {"do": "play", "card": card, "claim": card}) is None
    assert said(state, {"do": "play", "card": "fox", "claim": "fox"}) is None


def test_the_same_claim_again_and_again_is_doubted():
    state = position(2, start=0, hands=[counts(3, 4, 2), counts(9, 9, 9)])  # the viewer's hand as dealt
    play(state, *[("sour", "sour")] * 3, ("sweet", "sweet"), ("sour", "sweet"), ("sour", "sweet"))
    text = said(state, {"do": "declare", "target": 1, "slot": 2, "call": "sour"})
    assert text["en"] == "They have claimed sweet 3 times this round: doubt it."
    assert "3回" in text["ja"] and "甘い葡萄" in text["ja"]


def test_a_player_caught_lying_is_doubted_next_round():
    state = position(3, start=0, hands=[counts(2, 2, 1), counts(1, 2, 2), counts(2, 1, 2)])
    play(state, ("sour", "sour"), ("sour", "sweet"), ("sour", "sour"))  # player 1 claims sweet on a sour grape
    declare(state, (1, "sour"), (2, "sour"), (0, "sour"))
    assert state.round == 2 and state.start == 1
    play(state, ("sweet", "sweet"), ("sweet", "sweet"), ("sweet", "sweet"))  # players 1, 2, 0
    assert said(state, {"do": "declare", "target": 0, "slot": 0, "call": "sour"}) == hints.SOUR_IS_SAFE
    assert said(state, {"do": "declare", "target": 2, "slot": 0, "call": "sweet"}) == hints.LIKELY_SWEET
    state.apply(1, {"do": "declare", "target": 0, "slot": 0, "call": "sweet"})
    assert said(state, {"do": "declare", "target": 1, "slot": 0, "call": "fox"}) == hints.BLUFFED_BEFORE


def test_a_claim_of_a_card_the_count_rules_out_is_a_lie():
    # 3 players: 5 foxes in play; player 0 holds every one of them
    state = position(3, hands=[counts(1, 1, 5), counts(3, 2, 0), counts(2, 3, 0)])
    play(state, ("sweet", "sweet"), ("sour", "fox"), ("sweet", "sweet"))
    text = said(state, {"do": "declare", "target": 1, "slot": 0, "call": "sour"})
    assert text["en"] == "Every one of the foxes is accounted for: that claim is a lie."
    assert "キツネ" in text["ja"]
    # believing it has no such rule: a fox call on a fox claim is only the fox's prize
    assert said(state, {"do": "declare", "target": 1, "slot": 0, "call": "fox"}) == hints.FOX_FOR_FOX


def test_a_sweet_call_is_believed_only_when_sweet_grapes_are_the_likeliest():
    # player 0 holds every sweet grape not face up: a sweet claim must be a lie
    state = position(3, hands=[counts(5, 0, 0), counts(0, 3, 2), counts(0, 2, 3)])
    play(state, ("sweet", "sour"), ("sour", "sweet"), ("fox", "sour"))
    text = said(state, {"do": "declare", "target": 1, "slot": 0, "call": "sour"})
    assert text["en"] == "Every one of the sweet grapes is accounted for: that claim is a lie."
    assert said(state, {"do": "declare", "target": 1, "slot": 0, "call": "sweet"}) is None
    # foxes are the likeliest unseen card: believing a sweet claim has no rule of thumb
    state = position(3, hands=[counts(4, 1, 0), counts(1, 2, 2), counts(0, 2, 3)])
    play(state, ("sour", "sour"), ("sweet", "sweet"), ("fox", "sour"))
    assert said(state, {"do": "declare", "target": 1, "slot": 0, "call": "sweet"}) is None


def test_the_fox_bites_and_says_what_it_is_worth():
    state = position(2, start=0)
    play(state, ("fox", "sweet"), ("sour", "sour"), ("sour", "sour"), *[("sour", "sour")] * 3)
    declare(state, *[(1, s, "sour") for s in range(3)])
    declare(state, (0, 0, "sweet"), (0, 1, "sour"), (0, 2, "sour"))
    assert state.phase == "fox" and state.to_act() == [0]
    assert said(state, {"do": "fox", "target": 1, "choice": "take_sweet"}) == hints.TAKE_SWEET
    assert said(state, {"do": "fox", "target": 1, "choice": "give_sour"}) == hints.GIVE_SOUR


def self_check(claim: str, card: str, face_up):
    """4 players, start 0: 0→1, 1→2, 2→0, so player 3 self-checks its ``card``."""
    state = position(4, face_up=face_up)
    play(state, ("sour", "sour"), ("sour", "sour"), ("sour", "sour"), (card, claim))
    declare(state, (1, "sour"), (2, "sour"), (0, "sour"))
    assert state.to_act() == [3]
    return state


def test_the_fox_and_the_sour_grape_go_to_the_leader():
    ahead = [counts(5, 0, 0), counts(1, 0, 0), counts(1, 0, 0), counts(1, 1, 0)]  # player 0 leads
    state = self_check("fox", "fox", ahead)
    assert said(state, {"do": "fox", "target": 0, "choice": "take_sweet"}) == hints.BITE_LEADER
    assert said(state, {"do": "fox", "target": 1, "choice": "take_sweet"}) == hints.TAKE_SWEET
    state = self_check("sour", "sour", ahead)
    assert state.phase == "push"
    assert said(state, {"do": "push", "target": 0}) == hints.PUSH_LEADER
    assert said(state, {"do": "push", "target": 2}) is None


def test_a_reason_comes_from_the_seats_view_alone():
    """Deal again every card the seat cannot see: the reason for every legal move stays the same."""
    rng = random.Random(5)
    for n in (2, 3, 5):
        state = GAME.new(n, rng.getrandbits(128))
        while not state.is_over():
            (player,) = state.to_act()
            twin = hidden_twin(state, player, rng.getrandbits(32))
            for action in state.legal_actions(player):
                text = reason(state.view(player), action)
                assert text == reason(twin.view(player), action)
                assert text is None or (text["en"] and text["ja"])
            state.apply(player, rng.choice(state.legal_actions(player)))
