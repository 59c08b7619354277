"""Dim Sum: one scenario per sentence of the rules text, our rulings and issue 6."""

from __future__ import annotations

import json

import pytest

from pygames.core import IllegalAction
from pygames.dimsum import GAME
from pygames.dimsum.data import ALL_CARDS, FACES, KINDS, kind_of

from .dimsum_positions import position, stomach

G, S, X, H = "gyoza", "shumai", "xiaolongbao", "harumaki"


def take(state, card_id, player=None):
    player = state.turn if player is None else player
    state.apply(player, {"do": "take", "from": "market", "card": card_id})
    return state


def filled(state, player=0):
    return {c: list(s) for c, s in state.stomachs[player].items() if s}


# --- setup -------------------------------------------------------------------------


# Every way the random others can fall on the kinds, as the extras per kind (sorted): with 2
# players 2 others, with 3 players 5 others (at most 3 more of a kind: each kind has 7 cards).
EXTRAS = {
    2: {(0, 0, 0, 2), (0, 0, 1, 1)},
    3: {(0, 0, 2, 3), (0, 1, 1, 3), (0, 1, 2, 2), (1, 1, 1, 2)},
    4: {(0, 0, 0, 0)},
}


@pytest.mark.parametrize(("players", "size", "each"), [(2, 14, 3), (3, 21, 4), (4, 28, 7)])
def test_the_deck_is_so_many_of_each_kind_plus_random_others(players, size, each):
    # Rules: 2人 14枚※4種3枚ずつ＋無作為に選んだ2枚 / 3人 21枚※4種4枚ずつ＋無作為に選んだ5枚 / 4人 28枚.
    patterns: set[tuple[int, ...]] = set()
    dealt: set[str] = set()
    boxed: set[str] = set()
    for seed in range(300):
        state = GAME.new(players, seed, {"faces": "healthy"})
        cards = state.deck + state.market
        assert len(cards) == size == len(set(cards)) and len(state.market) == 3
        assert sorted(cards + state.box) == sorted(ALL_CARDS)
        per_kind = [sum(kind_of(c) == k for c in cards) for k in KINDS]
        assert min(per_kind) >= each, per_kind
        patterns.add(tuple(sorted(n - each for n in per_kind)))
        dealt |= set(cards)
        boxed |= set(state.box)
    assert patterns == EXTRAS[players]  # the others are drawn at random from all the rest
    assert dealt == set(ALL_CARDS)  # no card is always left out...
    assert boxed == (set() if players == 4 else set(ALL_CARDS))  # ...and none always dealt


def test_the_start_player_is_drawn_at_random():
    assert {GAME.new(3, seed, {"faces": "healthy"}).start for seed in range(30)} == {0, 1, 2}


def test_faces_are_chosen_in_secret_and_revealed_together():
    state = GAME.new(3, 5)
    assert state.to_act() == [0, 1, 2]
    assert [a["face"] for a in state.legal_actions(1)] == list(FACES)
    state.apply(1, {"do": "face", "face": "centre"})
    assert state.to_act() == [0, 2]
    assert state.view(1)["seats"][1]["face"] == "centre"
    for viewer in (0, 2, None):
        seat = state.view(viewer)["seats"][1]
        assert seat["face"] is None and seat["chosen"] is True
        assert "centre" not in json.dumps(state.view(viewer))
    other = GAME.new(3, 5)
    other.apply(1, {"do": "face", "face": "healthy"})
    for viewer in (0, 2, None):  # not even the scores tell the face bonus
        assert other.view(viewer) == state.view(viewer)
    state.apply(0, {"do": "face", "face": "healthy"})
    state.apply(2, {"do": "face", "face": "centre"})  # two players may use the same face
    assert state.phase == "play" and state.to_act() == [state.start]
    assert [s["face"] for s in state.view(None)["seats"]] == ["healthy", "centre", "centre"]


# --- taking a card -------------------------------------------------------------------


def test_taking_a_market_card_refills_the_market_from_the_deck():
    state = position(deck=["shumai-square", "gyoza-line"])
    take(state, "shumai-mono")
    assert state.market == ["gyoza-mono", "harumaki-mono", "gyoza-line"]
    assert state.deck == ["shumai-square"]
    assert state.eaten[0] == ["shumai-mono"]


def test_the_deck_top_is_taken_unseen():
    state = position(deck=["shumai-square", "gyoza-line"])
    deck_actions = [a for a in state.legal_actions(0) if a["from"] == "deck"]
    assert deck_actions == [{"do": "take", "from": "deck"}]  # no card named before taking it
    for viewer in (0, 1, None):
        assert "gyoza-line" not in json.dumps(state.view(viewer))
    state.apply(0, {"do": "take", "from": "deck"})
    assert state.eaten[0] == ["gyoza-line"] and len(state.market) == 3
    assert state.log[0] == {"e": "take", "player": 0, "card": "gyoza-line", "from": "deck"}


def test_a_card_not_in_the_market_cannot_be_taken_and_nothing_changes():
    state = position()
    before = state.clone()
    with pytest.raises(IllegalAction, match="not in the market"):
        take(state, "gyoza-square")
    assert state == before
    with pytest.raises(IllegalAction, match="not player 2's turn"):
        take(state, "gyoza-mono", player=1)
    assert state == before


def test_turns_pass_to_the_left():
    state = position(players=3, turn=2)
    take(state, "gyoza-mono")
    assert state.to_act() == [0]


# --- first layer -------------------------------------------------------------------------


def test_a_card_that_fits_fills_the_lowest_empty_cell_with_its_shape():
    state = position(market=["gyoza-square", "shumai-mono", X + "-mono"])
    take(state, "gyoza-square")
    assert filled(state) == {1: [G], 2: [G], 3: [G], 4: [G]}
    assert state.gauge[0] == 0


def test_the_anchor_is_the_shapes_first_cube_and_may_sit_right_of_others():
    state = position([stomach(([1, 2, 3, 4], S)), stomach()], market=["gyoza-jay", "shumai-mono", X + "-mono"])
    take(state, "gyoza-jay")  # anchor on 5, then (1,-1) -> 7 and (1,0) -> 8
    assert {c for c, s in filled(state).items() if s == [G]} == {5, 7, 8}
    assert state.gauge[0] == 0


def test_a_partly_overflowing_card_puts_the_rest_after_the_highest_filled_cell_and_moves_the_gauge():
    state = position([stomach(([1], S)), stomach()], market=["gyoza-square", "shumai-mono", X + "-mono"])
    take(state, "gyoza-square")  # anchor 2; (0,1) has no cell; 4 and 5 fit; one cube overflows to 6
    assert {c for c, s in filled(state).items() if s == [G]} == {2, 4, 5, 6}
    assert state.stomachs[0][3] == []
    assert state.gauge[0] == 1
    (placed,) = [e for e in state.log if e["e"] == "place"]
    assert placed["cells"] == [2, 4, 5] and placed["overflow"] == [6] and placed["gauge"] == 1


def test_cubes_that_fit_are_placed_before_the_overflowing_ones():
    state = position([stomach(([1, 2, 3, 4, 7], S)), stomach()], market=["gyoza-jay"])
    take(state, "gyoza-jay")  # anchor 5; (1,-1) is 7, filled: overflows; (1,0) is 8 and fits
    (placed,) = [e for e in state.log if e["e"] == "place"]
    assert placed["cells"] == [5, 8] and placed["overflow"] == [9]
    assert {c for c, s in filled(state).items() if s == [G]} == {5, 8, 9}


def test_several_overflowing_cubes_move_the_gauge_one_step_per_card():
    state = position(market=["gyoza-line", "shumai-mono", X + "-mono"])
    state.stomachs[0] = stomach(([1, 2, 3, 4, 5, 6, 7, 8], S))
    take(state, "gyoza-line")  # anchor 9, 10 fits, one cube overflows to 11
    assert {c for c, s in filled(state).items() if s == [G]} == {9, 10, 11}
    assert state.gauge[0] == 1
    state = position([stomach(([1, 2, 3, 4, 5, 6, 7, 8, 9], S)), stomach()], market=["gyoza-square", "shumai-mono"])
    take(state, "gyoza-square")  # anchor 10, 14 fits below it; two cubes overflow past 14 and go back
    assert {c for c, s in filled(state).items() if s == [G]} == {10, 14}
    assert state.returned[0] == 2 and state.gauge[0] == 1


def test_overflow_past_cell_14_goes_back_to_the_supply_and_never_to_a_second_layer():
    state = position([stomach((range(1, 13), G)), stomach()], market=["gyoza-line", "shumai-mono"])
    take(state, "gyoza-line")  # anchor 13, 14 fits, the third cube has no cell left
    assert all(len(s) == 1 for s in state.stomachs[0].values())
    assert state.returned[0] == 1 and state.gauge[0] == 1
    state = position([stomach((range(1, 14), G)), stomach()], market=["gyoza-square", "shumai-mono"])
    take(state, "gyoza-square")
    assert state.stomachs[0][14] == [G] and state.returned[0] == 3 and state.gauge[0] == 1


def test_a_card_that_places_every_cube_in_shape_does_not_move_the_gauge():
    state = position([stomach((range(1, 13), S)), stomach()], market=["gyoza-pair", "shumai-mono"], gauge=[2, 0])
    take(state, "gyoza-pair")
    assert state.stomachs[0][13] == [G] and state.stomachs[0][14] == [G]
    assert state.gauge[0] == 2


def test_the_gauge_stops_at_its_last_step():
    state = position([stomach(([1], S)), stomach()], market=["gyoza-square", "shumai-mono"], gauge=[6, 0])
    take(state, "gyoza-square")
    assert state.gauge[0] == 6


# --- bottleneck --------------------------------------------------------------------------


def test_a_filled_bottleneck_blocks_the_cell_below_it_for_later_cards():
    state = position([stomach(([1, 2, 3, 4, 5, 6], S)), stomach()], faces=["upper", "healthy"])
    assert state.view(None)["seats"][0]["blocked"] == 7
    take(state, "gyoza-mono")
    assert state.stomachs[0][7] == [] and state.stomachs[0][8] == [G]
    assert state.gauge[0] == 0


def test_the_healthy_stomach_has_no_bottleneck():
    state = position([stomach(([1, 2, 3, 4, 5, 6], S)), stomach()])
    assert state.view(None)["seats"][0]["blocked"] is None
    take(state, "gyoza-mono")
    assert state.stomachs[0][7] == [G]


def test_a_shape_cube_pointing_at_the_blocked_cell_overflows_and_skips_it():
    state = position([stomach(([1, 2, 3, 4, 5], S)), stomach()], faces=["upper", "healthy"], market=["gyoza-pair"])
    take(state, "gyoza-pair")  # anchor 6; (0,1) is cell 7, blocked; overflow skips 7 and lands on 8
    assert state.stomachs[0][6] == [G] and state.stomachs[0][7] == [] and state.stomachs[0][8] == [G]
    assert state.gauge[0] == 1


def test_overflow_skips_the_blocked_cell():
    state = position([stomach((range(1, 12), S)), stomach()], faces=["right", "healthy"], market=["gyoza-pair"])
    take(state, "gyoza-pair")  # anchor 12; 13 is blocked (9 is filled); the overflow skips to 14
    assert state.stomachs[0][12] == [G] and state.stomachs[0][13] == [] and state.stomachs[0][14] == [G]
    assert state.gauge[0] == 1


def test_one_card_may_cover_the_bottleneck_and_the_cell_below_it():
    state = position([stomach(([1, 2, 3], S)), stomach()], faces=["upper", "healthy"], market=["gyoza-tall"])
    take(state, "gyoza-tall")  # anchor 4 (the bottleneck), then 7 below it: the block starts with the next card
    assert state.stomachs[0][4] == [G] and state.stomachs[0][7] == [G]
    assert state.gauge[0] == 0
    assert state.view(None)["seats"][0]["blocked"] is None  # nothing left to block


def test_a_bottleneck_filled_by_one_card_blocks_the_cell_below_from_the_next_card():
    state = position([stomach(([1, 2, 3, 4, 5, 6, 7, 10], S)), stomach()], faces=["centre", "healthy"])
    assert state.view(None)["seats"][0]["blocked"] is None
    state.market = ["gyoza-mono", "shumai-mono", "harumaki-mono"]
    take(state, "gyoza-mono")  # fills 8, the centre bottleneck
    assert state.view(None)["seats"][0]["blocked"] == 12
    take(state, "shumai-mono")  # player 1
    state.stomachs[0][9] = [S]
    state.market = ["harumaki-mono"]
    take(state, "harumaki-mono")  # 11 is the lowest empty cell; 12 stays blocked
    assert state.stomachs[0][11] == [H]
    state.apply(1, state.legal_actions(1)[0])
    state.market = ["harumaki-pair"]
    take(state, "harumaki-pair")  # anchor 13; the cube at (0,1) lands on 14; 12 is skipped
    assert state.stomachs[0][12] == [] and state.stomachs[0][13] == [H] and state.stomachs[0][14] == [H]


# --- second layer --------------------------------------------------------------------------

FULL = stomach(([1, 2, 3, 4, 5], G), ([6, 7, 8, 9, 10, 11, 12, 13], S), ([14], H))


def test_the_second_layer_stacks_on_a_matching_stack_the_player_picks():
    state = position([FULL, stomach()], market=["gyoza-pair", "shumai-mono"])
    take(state, "gyoza-pair")
    assert state.step == "stack" and state.to_act() == [0]
    assert state.legal_actions(0) == [{"do": "stack", "cell": c} for c in (1, 2, 3, 4, 5)]
    before = state.clone()
    with pytest.raises(IllegalAction, match="top cube is also Gyoza"):
        state.apply(0, {"do": "stack", "cell": 6})
    assert state == before
    state.apply(0, {"do": "stack", "cell": 3})
    state.apply(0, {"do": "stack", "cell": 3})  # any height
    assert state.stomachs[0][3] == [G, G, G]
    assert state.gauge[0] == 0 and state.to_act() == [1]
    assert state.log[-2]["cells"] == [3, 3]


def test_a_refused_stacking_says_why_in_both_languages():
    state = position([{**FULL, 7: []}, stomach()], market=["gyoza-pair", "shumai-mono"])
    take(state, "gyoza-pair")
    on_shumai = state.refusal(0, {"do": "stack", "cell": 6})
    assert "top cube is Shumai" in on_shumai["en"] and "一番上は焼売" in on_shumai["ja"]
    assert "餃子の山にだけ" in on_shumai["ja"]
    empty = state.refusal(0, {"do": "stack", "cell": 7})
    assert "Cell 7 is empty" in empty["en"] and "7のマスは空" in empty["ja"]
    assert "top cube is also Gyoza" in state.refusal(0, {"do": "stack", "cell": 99})["en"]


def test_an_empty_deck_is_refused_in_both_languages():
    state = position(deck=[], market=["gyoza-mono"])
    assert state.refusal(0, {"do": "take", "from": "deck"}) == {
        "en": "The deck is empty: take a market card.",
        "ja": "山札はもうありません。場のカードを取ってください。",
    }
    assert state.refusal(1, {"do": "take", "from": "deck"})["en"] == "It is not player 2's turn."


def test_the_second_layer_with_no_matching_stack_places_nothing_and_moves_the_gauge():
    state = position([FULL, stomach()], market=["xiaolongbao-line", "shumai-mono"])
    take(state, "xiaolongbao-line")
    assert state.stomachs[0] == FULL
    assert state.returned[0] == 3 and state.gauge[0] == 1
    assert state.to_act() == [1]


def test_the_second_layer_with_one_matching_stack_needs_no_choice():
    state = position([FULL, stomach()], market=["harumaki-square", "shumai-mono"])
    take(state, "harumaki-square")
    assert state.stomachs[0][14] == [H] * 5
    assert state.to_act() == [1] and state.gauge[0] == 0


def test_the_second_layer_ignores_the_bottleneck():
    full = stomach(([1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14], S), ([7], G))  # 7 filled before 4
    state = position([full, stomach()], faces=["upper", "healthy"], market=["gyoza-mono"])
    take(state, "gyoza-mono")
    assert state.stomachs[0][7] == [G, G]


# --- the last two turns ------------------------------------------------------------------


def last_turns(gauge):
    state = position(players=2, taken=12, turn=0, deck=[], market=["gyoza-mono", "shumai-mono"], gauge=gauge)
    return state


def test_the_turn_before_last_picks_one_bonus():
    state = last_turns([2, 3])
    take(state, "gyoza-mono")
    assert state.step == "bonus" and state.to_act() == [0]
    assert state.legal_actions(0) == [{"do": "bonus", "pick": "chip"}, {"do": "bonus", "pick": "gauge"}]
    state.apply(0, {"do": "bonus", "pick": "gauge"})
    assert state.gauge[0] == 1 and state.chips[0] == 0
    assert state.legal_actions(1) == [{"do": "take", "from": "market", "card": "shumai-mono"}]


def test_the_turn_before_last_may_take_the_chip():
    state = last_turns([2, 3])
    take(state, "gyoza-mono")
    state.apply(0, {"do": "bonus", "pick": "chip"})
    assert state.gauge[0] == 2 and state.chips[0] == 1


def test_the_turn_before_last_with_an_empty_gauge_takes_the_chip():
    state = last_turns([0, 3])
    take(state, "gyoza-mono")
    assert state.chips[0] == 1 and state.to_act() == [1]


def test_the_last_turn_takes_both_bonuses_and_ends_the_game():
    state = last_turns([2, 3])
    take(state, "gyoza-mono")
    state.apply(0, {"do": "bonus", "pick": "chip"})
    take(state, "shumai-mono")
    assert state.chips == [1, 1] and state.gauge == [2, 2]
    assert state.is_over() and state.to_act() == []
    assert state.log[-1]["e"] == "end"


def test_the_last_turn_with_an_empty_gauge_takes_only_the_chip():
    state = last_turns([2, 0])
    take(state, "gyoza-mono")
    state.apply(0, {"do": "bonus", "pick": "gauge"})
    take(state, "shumai-mono")
    assert state.chips == [0, 1] and state.gauge == [1, 0]


def test_the_bonuses_come_after_the_turns_placement():
    state = last_turns([0, 0])
    state.stomachs[1] = stomach(([1], S))
    state.market = ["gyoza-mono", "shumai-square"]
    take(state, "gyoza-mono")
    take(state, "shumai-square")  # overflows: gauge 1, then the last-turn bonus steps it back
    assert state.gauge[1] == 0 and state.chips[1] == 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_game_ends_when_everyone_has_taken_seven_cards(players):
    state = GAME.new(players, 11, {"faces": "random"})
    while not state.is_over():
        player = state.to_act()[0]
        state.apply(player, state.legal_actions(player)[-1])
    assert [len(e) for e in state.eaten] == [7] * players
    assert state.deck == [] and state.market == []


# --- scoring --------------------------------------------------------------------------------


def score(cells, face="healthy", chips=0, gauge=0):
    state = position([cells, stomach()], faces=[face, "healthy"], gauge=[gauge, 0])
    state.chips = [chips, 0]
    return state.score_lines(0)


def test_the_most_numerous_kind_scores_nothing():
    lines = score(stomach(([1, 2, 3], G), ([4, 5], S)))
    assert lines["excluded"] == G
    assert lines["first_layer"] == 2 and lines["total"] == 2


def test_cubes_score_one_in_the_first_layer_and_two_above():
    lines = score(stomach(([1, 2, 3], G), ([4, 4, 4, 5, 5], S)))  # shumai: 2 stacks, 3 cubes above them
    assert lines["excluded"] == G
    assert lines["first_layer"] == 2 and lines["upper_layers"] == 6 and lines["total"] == 8


def test_a_tie_on_the_excluded_kind_excludes_the_kind_worth_the_least():
    cells = stomach(([1, 2], G), ([3, 3, 3, 4], S), ([5], H))  # gyoza and shumai both have 2 stacks
    lines = score(cells)
    assert lines["excluded"] == G  # excluding gyoza (2) keeps shumai's 6 points
    assert lines["total"] == 2 + 4 + 1
    cells = stomach(([1, 1, 2], G), ([3, 4], S))
    assert score(cells)["excluded"] == S and score(cells)["total"] == 4


def test_the_kinds_are_counted_from_above():
    cells = stomach(([1, 1, 1, 2, 2], G), ([3, 4, 5], S))  # 2 gyoza stacks (5 cubes) vs 3 shumai
    assert score(cells)["excluded"] == S


def test_a_full_stomach_scores_three_and_four_kinds_score_three():
    cells = stomach(([1, 2, 3, 4, 5, 6], G), ([7, 8, 9, 10], S), ([11, 12], H), ([13, 14], X))
    lines = score(cells)
    assert lines["full"] == 3 and lines["all_kinds"] == 3
    assert lines["total"] == 8 + 3 + 3
    lines = score(stomach(([1, 2, 3], G), ([4], S), ([5], H), ([6], X)))
    assert lines["full"] == 0 and lines["all_kinds"] == 3  # the excluded kind still counts here


@pytest.mark.parametrize(("filled_13", "full"), [(True, 3), (False, 0)])
def test_the_full_stomach_bonus_needs_all_14_cells_and_a_blocked_cell_left_empty_loses_it(filled_13, full):
    # Rules: ③胃袋の14マスが点心キューブですべて埋まっている：3点. On the right face, filling 9 blocks 13
    # for every later card; cell 14 can still be filled, but the 14 cells are then not all filled.
    cells = list(range(1, 14 if filled_13 else 13))
    state = position([stomach((cells, S)), stomach()], faces=["right", "healthy"])
    assert state.view(None)["seats"][0]["blocked"] == (None if filled_13 else 13)
    take(state, "gyoza-mono")
    assert state.stomachs[0][14] == [G] and state.stomachs[0][13] == ([S] if filled_13 else [])
    assert state.gauge[0] == 0
    lines = state.score_lines(0)
    assert lines["full"] == full
    assert lines["total"] == 1 + full + 3  # the gyoza cube (shumai is excluded), the face bonus


@pytest.mark.parametrize(("face", "bonus"), [("healthy", 0), ("upper", 2), ("right", 3), ("centre", 4)])
def test_the_face_bonus(face, bonus):
    assert score(stomach(), face=face)["face"] == bonus
    assert score(stomach(), face=face)["total"] == bonus


def test_chips_add_and_the_gauge_subtracts():
    lines = score(stomach(([1], G), ([2], S)), chips=2, gauge=4)
    assert lines["chips"] == 2 and lines["gauge"] == -4 and lines["total"] == 1 + 2 - 4


def test_the_highest_total_wins_and_ties_share_the_win():
    state = last_turns([0, 0])
    state.stomachs = [stomach(([1, 2], G), ([3, 4], S)), stomach(([1, 2], G), ([3], S))]
    take(state, "gyoza-mono")  # player 0: gyoza 3 stacks excluded, shumai 2; +1 chip
    take(state, "shumai-mono")  # player 1: gyoza 2 (excluded, tie best), shumai 2; +1 chip
    assert state.scores() == [3, 3]
    assert state.winners() == [0, 1]
    state = last_turns([0, 0])
    take(state, "gyoza-mono")
    take(state, "shumai-mono")
    assert state.scores() == [1, 1] and state.winners() == [0, 1]
    state = last_turns([0, 2])
    take(state, "gyoza-mono")
    take(state, "shumai-mono")
    assert state.scores() == [1, 0] and state.winners() == [0]


# --- what the UI sees ---------------------------------------------------------------------


def test_the_view_previews_each_market_card_on_the_viewers_own_stomach():
    state = position([stomach(([1], S)), stomach()], market=["gyoza-square", "shumai-mono"])
    previews = state.view(0)["previews"]
    assert previews["gyoza-square"] == {
        "layer": 1,
        "cells": [2, 4, 5],
        "overflow": [6],
        "returned": 0,
        "indigestion": True,
    }
    assert previews["shumai-mono"]["cells"] == [2] and previews["shumai-mono"]["indigestion"] is False
    assert state.view(1)["previews"]["gyoza-square"]["cells"] == [1, 2, 3, 4]  # player 1's own stomach
    assert "previews" not in state.view(None)
    state = position([FULL, stomach()], market=["gyoza-pair", "xiaolongbao-mono"])
    assert state.view(0)["previews"]["gyoza-pair"]["targets"] == [1, 2, 3, 4, 5]
    assert state.view(0)["previews"]["xiaolongbao-mono"]["indigestion"] is True


def test_the_view_shows_the_pending_stacking_and_the_bottleneck():
    state = position([FULL, stomach()], faces=["centre", "healthy"], market=["gyoza-pair", "shumai-mono"])
    take(state, "gyoza-pair")
    view = state.view(1)
    assert view["step"] == "stack" and view["pending"]["targets"] == [1, 2, 3, 4, 5]
    assert view["pending"]["card"] == "gyoza-pair" and view["pending"]["left"] == 2
    seat = view["seats"][0]
    assert (seat["bottleneck"], seat["blocks"], seat["blocked"]) == (8, 12, None)  # 12 is already filled
    assert seat["cells"]["14"] == [H] and seat["score"]["face"] == 4


def test_the_view_announces_the_last_two_turns_bonuses():
    state = last_turns([1, 1])
    assert state.view(None)["turn_bonus"] == "one"
    take(state, "gyoza-mono")
    assert state.view(None)["turn_bonus"] == "one" and state.view(None)["step"] == "bonus"
    state.apply(0, {"do": "bonus", "pick": "chip"})
    assert state.view(None)["turn_bonus"] == "both"
    assert position().view(None)["turn_bonus"] is None
