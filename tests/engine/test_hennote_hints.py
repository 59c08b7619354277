"""Hennote's hint reasons: each rule of thumb where it applies, and None where no simple rule says why."""

from __future__ import annotations

from pygames import GAMES
from pygames.hennote.hints import reason
from pygames.hennote.lesson import LESSON

from .hennote_positions import position

HENNOTE = GAMES["hennote"]


def before_beat(index: int):
    """The lesson's game just before beat ``index`` is played, and that beat."""
    state = LESSON.new()
    for beat in LESSON.beats[:index]:
        if beat.action is not None:
            state.apply(beat.seat, beat.action)
    return state, LESSON.beats[index]


def hinted(state, beat):
    return reason(state.view(beat.seat), beat.action)


def test_the_game_wires_its_hint_reasons():
    state, beat = before_beat(len(LESSON.beats) - 2)
    assert HENNOTE.hint_reason(state.view(beat.seat), beat.action) == hinted(state, beat)


def test_a_refill_that_lines_up_three_of_a_god_summons_it():
    state, beat = before_beat(len(LESSON.beats) - 2)  # Thoth Scissors into the gap
    assert hinted(state, beat) == {
        "en": "Three cards of Thoth: you summon the god and win.",
        "ja": "トトが3枚そろい、神を召喚して勝ちです。",
    }


def test_an_action_whose_battle_makes_room_for_the_third_card_says_so():
    state, beat = before_beat(len(LESSON.beats) - 3)  # the Change that sends Isis against Ra's Paper
    assert beat.action == {"do": "change", "with": "right"}
    said = hinted(state, beat)
    assert said["en"] == "The battle leaves a gap for the third Thoth in your stock: you summon it and win."


def test_a_battle_won_is_counted_in_columns():
    state, beat = before_beat(4)  # the first Retreat: all three columns
    assert hinted(state, beat) == {
        "en": "This battle is yours: you win 3 columns and lose none.",
        "ja": "この戦闘は完勝です。3列で勝ち、負ける列はありません。",
    }
    field = (["ra-rock", "horus-rock", "anubis-paper"], ["bastet-scissors", "thoth-scissors", "isis-scissors"])
    state = position(field, (["ra-paper", "horus-paper"], ["bastet-paper", "thoth-paper"]), turn=0)
    assert reason(state.view(0), {"do": "change", "with": "left"}) == {  # two rocks beat scissors, paper loses
        "en": "This battle is yours: you win 2 columns and lose 1 column.",
        "ja": "この戦闘は勝ち越しです。2列で勝ち、負けは1列です。",
    }


def test_a_ninth_battle_win_wins():
    field = (["ra-rock", "horus-rock", "anubis-rock"], ["bastet-scissors", "thoth-rock", "isis-rock"])
    state = position(field, (["ra-paper", "horus-paper"], ["bastet-paper", "thoth-paper"]), turn=0, wins=(8, 3))
    action = {"do": "change", "with": "left"}
    assert action in state.legal_actions(0)
    assert reason(state.view(0), action) == {
        "en": "This battle brings you to nine wins: you win.",
        "ja": "この戦闘で9勝に達し、勝ちです。",
    }


def test_breaking_up_the_opponents_pair_with_its_third_card_at_hand():
    state, beat = before_beat(11)  # Mina's Ra Rock takes both Isis cards, Isis Rock waiting in your stock
    assert beat.seat == 1 and beat.action["card"] == "ra-rock"
    assert hinted(state, beat)["en"].startswith("Your opponent has two Isis cards and the third in their stock")


def test_a_refill_that_makes_a_pair():
    state, beat = before_beat(8)  # Isis Scissors beside Isis Paper
    assert hinted(state, beat) == {
        "en": "Two cards of Isis: a third one would summon the god.",
        "ja": "イシスが2枚になります。あと1枚で神を召喚できます。",
    }


def test_no_rule_of_thumb_no_words():
    field = (["ra-rock", "horus-rock", "anubis-rock"], ["bastet-rock", "thoth-rock", "isis-rock"])
    state = position(field, (["ra-paper", "horus-paper"], ["bastet-paper", "thoth-paper"]), turn=0)
    assert reason(state.view(0), {"do": "slide", "from": "left"}) is None  # every column ties
    assert reason(state.view(0), {"do": "retreat", "slot": 0, "from": "deck"}) is None  # a blind draw
    placing = LESSON.new()
    assert reason(placing.view(0), LESSON.beats[2].action) is None  # the placement: no rule of thumb
    assert reason(state.view(0), {"do": "nonsense"}) is None
