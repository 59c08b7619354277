"""Hansel or Gretel's refusals (#47): every choice the board shows but the rules refuse says its own rule, in
both languages, in the card's own words; the same words the refused move raises."""

from __future__ import annotations

import pytest

from pygames.core.errors import IllegalAction

from .hansel_gretel_positions import position, split


def refused(state, seat, action) -> dict[str, str]:
    reason = state.refusal(seat, action)
    assert set(reason) == {"en", "ja"} and all(reason.values())
    with pytest.raises(IllegalAction) as raised:
        state.apply(seat, action)
    assert raised.value.reason == reason
    return reason


ROW = ["candy-1", "donut-1", "macaron-1", "candy-2", "cake-1", "witch-1", "bear-1", "mirror-1"]


def test_a_cut_at_either_end_leaves_a_pile_empty():
    state = position(ROW, bird=False)
    for at in (0, len(ROW)):
        reason = refused(state, 0, {"do": "cut", "at": at})
        assert "empty" in reason["en"] and "空" in reason["ja"]


def test_the_bird_card_alone_is_no_pile():
    state = position(ROW, bird=True)
    state.apply(0, {"do": "bird", "at": 0})
    reason = refused(state, 0, {"do": "cut", "at": 1})
    assert "bird card alone" in reason["en"] and "小鳥カードだけ" in reason["ja"]


def test_the_bird_card_comes_before_the_cut():
    state = position(ROW, bird=True)
    reason = refused(state, 0, {"do": "cut", "at": 3})
    assert "bird card" in reason["en"] and "小鳥カード" in reason["ja"]


def tidying():
    """Seat 0 takes a bear, a witch, two candies and a donut alone; the round's dividing is over."""
    state = position(["bear-1", "witch-1", "candy-1", "candy-2", "donut-1", "cake-1", "macaron-1", "pudding-1"])
    split(state, 5, {0: "hansel", 1: "gretel", 2: "gretel"}, bird_at=8)
    split(state, 2, {1: "hansel", 2: "gretel"})
    assert state.phase == "tidy" and state.to_act() == [0]
    return state


def test_a_bear_never_discards_a_witch_a_bear_or_more_than_two():
    state = tidying()
    witch = refused(state, 0, {"do": "bear", "discard": ["witch"]})
    assert "witch" in witch["en"] and "魔女" in witch["ja"]
    bear = refused(state, 0, {"do": "bear", "discard": ["bear"]})
    assert "never a bear" in bear["en"] and "熊や鏡" in bear["ja"]
    three = refused(state, 0, {"do": "bear", "discard": ["candy", "candy", "donut"]})
    assert "at most 2" in three["en"] and "2枚まで" in three["ja"]
    other = refused(state, 0, {"do": "bear", "discard": ["cake"]})
    assert "this round" in other["en"] and "このラウンド" in other["ja"]


def test_no_mirror_and_a_finished_dividing_say_so():
    state = tidying()
    mirror = refused(state, 0, {"do": "mirror", "copy": "candy"})
    assert "no mirror" in mirror["en"] and "鏡がありません" in mirror["ja"]
    cut = refused(state, 0, {"do": "cut", "at": 1})
    assert "dividing is over" in cut["en"] and "山分けは終わりました" in cut["ja"]


def test_bears_wait_for_the_end_of_the_dividing_and_a_pile_is_hansel_or_gretel():
    state = position(ROW, bird=False)
    early = refused(state, 0, {"do": "bear", "discard": []})
    assert "once the round's dividing is over" in early["en"] and "熊と鏡" in early["ja"]
    state.apply(0, {"do": "cut", "at": 4})
    pile = refused(state, 1, {"do": "choose", "pile": "witch"})
    assert "Hansel" in pile["en"] and "ヘンゼル" in pile["ja"]
