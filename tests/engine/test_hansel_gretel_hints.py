"""Hansel or Gretel's hint reasons (#47): each rule of thumb where it applies, None where none does, from the
seat's view of positions built with the engine."""

from __future__ import annotations

import random

import pytest

from pygames.hansel_gretel import GAME
from pygames.hansel_gretel.hints import reason

from .hansel_gretel_positions import position, split


def cut_at(row, at, *, collections=None, bird=False, bird_at=None, nest=()):
    """Seat 0, the parent, has cut ``row`` at ``at``: every seat is to choose."""
    state = position(row, bird=bird, collections=collections, nest=list(nest))
    if bird_at is not None:
        state.apply(0, {"do": "bird", "at": bird_at})
    state.apply(0, {"do": "cut", "at": at})
    return state


def says(state, action, seat=0):
    text = reason(state.view(seat), action)
    assert text is None or (set(text) == {"en", "ja"} and all(text.values()))
    return text


def test_a_witch_in_the_other_pile():
    row = ["cake-1", "candy-1", "witch-1", "donut-1", "donut-2", "candy-2", "candy-3", "candy-4"]
    state = cut_at(row, 2)  # Hansel 9 points, Gretel -4 + 4 + 3 = 3
    text = says(state, {"do": "choose", "pile": "hansel"})
    assert text and "witch" in text["en"] and "魔女" in text["ja"]
    assert says(state, {"do": "choose", "pile": "gretel"}) is None  # the witch's pile: no rule of thumb for it


def test_the_other_pile_would_break_a_limit():
    row = ["cake-1", "candy-1", "macaron-1", "donut-1", "donut-2", "candy-2", "candy-3", "candy-4"]
    state = cut_at(row, 2, collections={0: ["cake-2"]})
    text = says(state, {"do": "choose", "pile": "gretel"})
    assert text and "cake limit" in text["en"] and "ケーキ" in text["ja"] and "まんぷく数" in text["ja"]


def test_the_bird_card_brings_the_nest():
    row = ["candy-1", "candy-2", "cake-1", "donut-1", "donut-2", "macaron-1", "pudding-1", "candy-3"]
    state = cut_at(row, 3, bird=True, bird_at=8, nest=["ice_cream-1", "chocolate-1"])
    text = says(state, {"do": "choose", "pile": "gretel"})
    assert text and "bird card" in text["en"] and "2 cards" in text["en"] and "巣の2枚" in text["ja"]


def test_a_pile_worth_more():
    row = ["cake-1", "candy-1", "donut-1", "bear-1", "mirror-1", "bear-2", "mirror-2", "candy-2"]
    state = cut_at(row, 1)
    text = says(state, {"do": "choose", "pile": "hansel"})
    assert text and "8 points against 4" in text["en"] and "8点と4点" in text["ja"]
    assert says(state, {"do": "choose", "pile": "gretel"}) is None


def test_an_even_cut_and_a_witch_with_the_best_sweets():
    row = ["candy-1", "donut-1", "macaron-1", "candy-2", "cake-1", "witch-1", "bear-1", "mirror-1"]
    state = position(row, bird=False)  # 1, 2, 3, 1, 8, -4, 0, 0 points to seat 0
    assert "even" in says(state, {"do": "cut", "at": 3})["en"]  # 6 against 5
    for at in (1, 2):  # 1 against 10, 3 against 8: the witch with the best sweets
        witch = says(state, {"do": "cut", "at": at})
        assert witch and "witch" in witch["en"] and "魔女" in witch["ja"]
    assert says(state, {"do": "cut", "at": 5}) is None  # 15 against -4, the witch with nothing: no rule of thumb


def test_the_bird_card_has_no_rule_of_thumb():
    state = position(["candy-1", "donut-1", "macaron-1"], bird=True)
    assert says(state, {"do": "bird", "at": 0}) is None


def tidy_with(row, at):
    """Seat 0 cuts ``row`` at ``at`` and takes Hansel's pile alone; seats 1 and 2 share Gretel's: tidying begins."""
    state = position(row, bird=False)
    split(state, at, {0: "hansel", 1: "gretel", 2: "gretel"})
    split(state, 2, {1: "hansel", 2: "gretel"})
    assert state.phase == "tidy" and state.to_act() == [0]
    return state


def test_a_bear_keeps_a_kind_within_its_limit():
    state = tidy_with(["bear-1", "parfait-1", "parfait-2", "candy-1", "candy-2", "candy-3", "donut-1", "donut-2"], 3)
    text = says(state, {"do": "bear", "discard": ["parfait"]})
    assert text and "limit of 1" in text["en"] and "パフェ" in text["ja"]
    assert says(state, {"do": "bear", "discard": []}) is None  # keeping two parfaits: no rule says why
    assert says(state, {"do": "bear", "discard": ["parfait", "parfait"]}) is None


def test_a_bear_with_nothing_over_a_limit_keeps_everything():
    state = tidy_with(["bear-1", "candy-1", "donut-1", "cake-1", "candy-2", "candy-3", "donut-2", "donut-3"], 4)
    text = says(state, {"do": "bear", "discard": []})
    assert text and "keep" in text["en"]
    assert says(state, {"do": "bear", "discard": ["candy"]}) is None


def test_a_mirror_copies_the_best_kind_within_its_limit():
    state = tidy_with(["mirror-1", "cake-1", "candy-1", "candy-2", "candy-3", "donut-1", "donut-2", "donut-3"], 3)
    text = says(state, {"do": "mirror", "copy": "candy"})
    assert text and "cake" in text["en"] and "ケーキ" in text["ja"] and "scores 1" in text["en"]
    assert says(state, {"do": "mirror", "copy": "cake"}) is None  # it breaks the cake's limit
    state = tidy_with(["mirror-1", "donut-1", "candy-1", "candy-2", "candy-3", "donut-2", "donut-3", "candy-4"], 2)
    text = says(state, {"do": "mirror", "copy": "donut"})
    assert text and "one more donut" in text["en"] and "2点" in text["ja"]


@pytest.mark.parametrize("players", [3, 6])
def test_any_legal_move_gets_words_or_none_and_never_fails(players):
    rng = random.Random(players)
    for _ in range(30):
        state = GAME.new(players, rng.getrandbits(128), {"bird": rng.random() < 0.5})
        while not state.is_over():
            seat = rng.choice(state.to_act())
            for action in state.legal_actions(seat):
                says(state, action, seat)
            state.apply(seat, rng.choice(state.legal_actions(seat)))
