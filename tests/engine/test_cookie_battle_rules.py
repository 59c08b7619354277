"""Cookie Battle: one scenario per rule sentence of the rules text, our rulings and the issue."""

from __future__ import annotations

import pytest

from pygames.cookie_battle import GAME
from pygames.cookie_battle.data import DECK, HAND_SIZE, MARKER_KINDS, MARKERS, PIECES
from pygames.cookie_battle.engine import best_assembly, stomach_ache_winners
from pygames.core import IllegalAction

from .cookie_battle_positions import all_cards, all_pieces, play, position, strings

SPARE = (["blue-12"], ["blue-11"], ["blue-10"])  # a second card each, so the round goes on


def three(a, b, c, **kw):
    """Three players, each holding the given cards plus a spare blue card."""
    return position([[*a, *SPARE[0]], [*b, *SPARE[1]], [*c, *SPARE[2]]], **kw)


# --- setup and the pass ---------------------------------------------------------------


@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_deal_12_12_9_8_and_the_rest_unused(n):
    state = GAME.new(n, 5)
    assert [len(h) for h in state.hands] == [HAND_SIZE[n]] * n == [{3: 12, 4: 12, 5: 9, 6: 8}[n]] * n
    assert len(state.unused) == 54 - n * HAND_SIZE[n]
    assert sorted([c for h in state.hands for c in h] + state.unused) == sorted(DECK)


def test_the_deck_has_54_cards_and_36_pieces_and_18_markers():
    assert len(set(DECK)) == 54 and len(set(PIECES)) == 36 and len(MARKERS) == 18
    assert sum(c.startswith("gold") for c in DECK) == 12
    assert sorted(MARKERS.count(k) for k in MARKER_KINDS) == [3] * 6 and "steal" in MARKER_KINDS


def test_everyone_passes_one_card_left_and_one_right_secretly_and_at_once():
    state = GAME.new(4, 11)
    assert state.to_act() == [0, 1, 2, 3] and state.phase == "pass"
    hand0 = list(state.hands[0])
    state.apply(0, {"do": "pass", "left": hand0[0], "right": hand0[1]})
    assert state.to_act() == [1, 2, 3]
    for viewer in (1, 2, 3, None):
        view = state.view(viewer)
        assert view["my_pass"] is None
        assert view["passed"] == [True, False, False, False]
        assert hand0[0] not in strings(view) and hand0[1] not in strings(view)
    assert state.view(0)["my_pass"] == {"left": hand0[0], "right": hand0[1]}
    chosen = {0: (hand0[0], hand0[1])}
    for p in (1, 2, 3):
        left, right = state.hands[p][2], state.hands[p][5]
        chosen[p] = (left, right)
        state.apply(p, {"do": "pass", "left": left, "right": right})
    assert state.phase == "play" and state.to_act() == [state.first_player]
    for p in range(4):
        assert chosen[p][0] in state.hands[(p + 1) % 4]  # the left neighbour plays next
        assert chosen[p][1] in state.hands[(p - 1) % 4]
        assert len(state.hands[p]) == 12
    assert state.view(1)["my_exchange"] == {
        "gave_left": chosen[1][0],
        "gave_right": chosen[1][1],
        "got_from_left": chosen[2][1],
        "got_from_right": chosen[0][0],
    }


def test_a_pass_needs_two_different_cards_from_your_hand():
    state = GAME.new(3, 2)
    card = state.hands[0][0]
    before = state.clone()
    with pytest.raises(IllegalAction, match="two different cards"):
        state.apply(0, {"do": "pass", "left": card, "right": card})
    with pytest.raises(IllegalAction, match="from your hand"):
        state.apply(0, {"do": "pass", "left": state.hands[1][0], "right": card})
    with pytest.raises(IllegalAction, match="First choose the cards you pass"):
        state.apply(0, {"do": "play", "card": card})
    assert state == before


def test_the_first_trick_reveals_a_piece_and_the_first_player_leads():
    state = GAME.new(3, 4, {"first": "p1"})
    for p in range(3):
        state.apply(p, state.legal_actions(p)[0])
    assert state.to_act() == [0] and state.contested is not None
    assert state.view(None)["contested"] == state.contested
    assert len(state.pile) == 35


# --- legal plays -------------------------------------------------------------------------


def test_the_leader_may_play_any_card():
    state = three(["gold-3", "red-4", "zero-1"], ["green-1"], ["green-2"])
    assert {a["card"] for a in state.legal_actions(0)} == {"gold-3", "red-4", "zero-1", "blue-12"}


def test_you_must_follow_the_trick_suit_if_you_can_but_grey_is_always_allowed():
    state = three(["blue-3"], ["blue-2", "gold-9", "red-5", "zero-1", "magician"], ["green-2"])
    play(state, "blue-3")
    assert {a["card"] for a in state.legal_actions(1) if a["do"] == "play"} == {
        "blue-2",
        "blue-11",
        "zero-1",
        "magician",
    }
    before = state.clone()
    with pytest.raises(IllegalAction, match="follow the led suit") as refused:
        state.apply(1, {"do": "play", "card": "gold-9"})
    assert "青" in refused.value.reason["ja"]  # the reason in Japanese too, naming the led suit
    with pytest.raises(IllegalAction, match="not in your hand"):
        state.apply(1, {"do": "play", "card": "green-2"})
    assert state == before
    play(state, "magician")  # a grey special card although blue is held
    assert state.trick[-1] == (1, "magician")


def test_without_the_trick_suit_you_may_play_anything():
    state = position([["red-3"], ["blue-2", "gold-9", "green-5"], ["red-2"]])
    play(state, "red-3")
    assert {a["card"] for a in state.legal_actions(1)} == {"blue-2", "gold-9", "green-5"}


@pytest.mark.parametrize("lead", ["gold-5", "zero-1"])
def test_a_gold_or_grey_lead_takes_the_suit_of_the_first_coloured_card(lead):
    state = position([[lead], ["green-1", "red-2"], ["red-9", "green-3", "gold-1"], ["red-1"]])
    play(state, lead)
    assert state.view(None)["trick_suit"] is None
    assert {a["card"] for a in state.legal_actions(1)} == {"green-1", "red-2"}
    play(state, "red-2")
    assert state.view(None)["trick_suit"] == "red"
    assert {a["card"] for a in state.legal_actions(2)} == {"red-9"}


# --- who wins the trick ------------------------------------------------------------------


def test_the_first_13_wins_against_everything():
    state = three(["gold-12"], ["thirteen-1"], ["thirteen-2"])
    play(state, "gold-12", "thirteen-1", "thirteen-2")
    assert state.last_trick["winner"] == 1 and state.last_trick["reason"] == "thirteen"


@pytest.mark.parametrize("twelve", ["red-12", "gold-12"])
def test_a_0_wins_when_a_12_is_on_the_table(twelve):
    state = three([twelve], ["zero-1"], ["zero-2"])
    play(state, twelve, "zero-1", "zero-2")
    assert state.last_trick["winner"] == 1 and state.last_trick["reason"] == "zero"


def test_a_0_with_a_12_still_loses_to_a_13():
    state = three(["red-12"], ["zero-1"], ["thirteen-1"])
    play(state, "red-12", "zero-1", "thirteen-1")
    assert state.last_trick["winner"] == 2


def test_a_0_without_a_12_does_not_win():
    state = three(["red-11"], ["zero-1"], ["red-3"])
    play(state, "red-11", "zero-1", "red-3")
    assert state.last_trick["winner"] == 0 and state.last_trick["reason"] == "suit"


def test_the_highest_gold_wins():
    state = three(["red-11"], ["gold-2"], ["gold-7"])
    play(state, "red-11", "gold-2", "gold-7")
    assert state.last_trick["winner"] == 2 and state.last_trick["reason"] == "gold"


def test_the_highest_card_of_the_trick_suit_wins_and_other_colours_do_not():
    state = position([["blue-3", "green-1"], ["blue-9", "green-2"], ["red-12", "green-4"]])
    play(state, "blue-3", "blue-9", "red-12")
    assert state.last_trick["winner"] == 1 and state.last_trick["reason"] == "suit"


def test_a_grey_lead_is_won_by_the_trick_suit_of_the_first_coloured_card():
    state = position([["magician", "red-1"], ["green-4", "red-2"], ["green-8", "red-3"]])
    play(state, "magician", "green-4", "green-8")
    assert state.last_trick["winner"] == 2 and state.last_trick["suit"] == "green"


def test_otherwise_the_first_card_that_is_not_the_magician_wins():
    state = position([["magician", "red-1"], ["zero-1", "red-2"], ["zero-2", "red-3"]])
    play(state, "magician", "zero-1", "zero-2")
    assert state.last_trick["winner"] == 1 and state.last_trick["reason"] == "first"


def test_the_winner_takes_the_piece_reveals_the_next_and_leads():
    state = three(["red-11"], ["red-2"], ["red-12"], contested="strawberry-9")
    top = state.pile[-1]
    play(state, "red-11", "red-2", "red-12")
    assert state.pieces[2] == ["strawberry-9"]
    assert state.to_act() == [2] and state.leader == 2
    assert state.contested == top and state.view(0)["contested"] == top
    view = state.view(0)
    assert view["piece_counts"] == [0, 0, 1] and view["my_pieces"] == []
    assert state.view(2)["my_pieces"] == ["strawberry-9"]


# --- magic markers from 2–5 and the Magician --------------------------------------------


def markers_after(a, b, c, **kw):
    state = three([a], [b], [c], **kw)
    play(state, a, b, c)
    return [len(m) for m in state.markers]


def test_the_lowest_number_2_to_5_earns_a_marker():
    assert markers_after("green-4", "green-9", "green-7") == [1, 0, 0]


@pytest.mark.parametrize("cards", [("green-4", "green-1", "green-7"), ("green-6", "green-9", "green-7")])
def test_a_lowest_number_outside_2_to_5_earns_nothing(cards):
    assert markers_after(*cards) == [0, 0, 0]


def test_a_0_cancels_the_markers_of_2_to_5():
    assert markers_after("green-3", "zero-1", "green-7") == [0, 0, 0]


def test_0s_and_13s_are_not_numbers_for_the_lowest_card():
    assert markers_after("thirteen-1", "green-3", "green-8") == [0, 1, 0]


def test_a_tie_goes_to_the_off_suit_card_before_the_trick_suit():
    state = position([["green-3", "blue-1"], ["red-3", "blue-2"], ["green-9", "blue-4"]])
    play(state, "green-3", "red-3", "green-9")
    assert [len(m) for m in state.markers] == [0, 1, 0]


def test_a_tie_goes_to_the_trick_suit_before_gold():
    assert markers_after("green-3", "gold-3", "green-8") == [1, 0, 0]


def test_a_tie_of_the_same_kind_gives_each_one_a_marker():
    state = position([["green-9", "green-1"], ["red-3", "red-1"], ["gold-3", "gold-1"], ["blue-3", "blue-1"]])
    play(state, "green-9", "red-3", "gold-3", "blue-3")
    assert [len(m) for m in state.markers] == [0, 1, 0, 1]  # both off-suit 3s; the gold 3 is stronger


def test_the_magician_always_earns_a_marker_and_does_not_stop_a_2_to_5():
    assert markers_after("green-4", "magician", "green-8") == [1, 1, 0]
    assert markers_after("green-4", "magician", "zero-1") == [0, 1, 0]


def test_markers_stop_when_the_pile_runs_out_in_play_order():
    state = position([["green-9", "green-1"], ["red-3", "red-1"], ["blue-3", "blue-1"]], marker_pile=["trade"])
    play(state, "green-9", "red-3", "blue-3")
    assert state.markers == [[], ["trade"], []] and state.marker_pile == []
    assert state.last_trick["markers"] == [1]


def test_a_marker_is_face_down_only_its_holder_knows_its_kind():
    state = three(["green-4"], ["green-9"], ["green-7"], marker_pile=["switch", "gift"])
    play(state, "green-4", "green-9", "green-7")
    assert state.view(0)["my_markers"] == ["gift"]
    for viewer in (1, 2, None):
        view = state.view(viewer)
        assert view["marker_counts"] == [1, 0, 0]
        assert "gift" not in strings(view)
    gain = [e for e in state.view(0)["log"] if e["e"] == "marker_gain"]
    assert gain == [{"e": "marker_gain", "player": 0, "kind": "gift"}]


# --- the six marker kinds -----------------------------------------------------------------

HANDS3 = [["green-5", "green-6"], ["red-5", "red-6"], ["blue-5", "blue-6"]]


def with_marker(kind, **kw):
    markers = kw.pop("markers", [[kind], [], []])
    return position([list(h) for h in HANDS3], markers=markers, **kw)


def test_steal_takes_a_random_piece_from_the_chosen_player():
    state = with_marker("steal", pieces=[[], ["strawberry-8", "matcha-8"], []])
    assert {"do": "marker", "kind": "steal", "target": 2} not in state.legal_actions(0)  # no pieces there
    with pytest.raises(IllegalAction, match="no cookie pieces"):
        state.apply(0, {"do": "marker", "kind": "steal", "target": 2})
    state.apply(0, {"do": "marker", "kind": "steal", "target": 1})
    assert len(state.pieces[0]) == 1 and len(state.pieces[1]) == 1
    assert sorted(state.pieces[0] + state.pieces[1]) == ["matcha-8", "strawberry-8"]
    assert state.markers[0] == [] and state.used_markers == ["steal"]
    assert state.to_act() == [0]  # still 0's turn: now play a card
    stolen = state.pieces[0][0]
    assert state.view(0)["log"][-1] == {"e": "marker", "player": 0, "kind": "steal", "target": 1, "piece": stolen}
    assert state.view(1)["log"][-1]["piece"] == stolen
    assert "piece" not in state.view(2)["log"][-1] and stolen not in strings(state.view(2))


def test_gift_gives_a_chosen_piece_to_the_chosen_player():
    state = with_marker("gift", pieces=[["rotten-1", "matcha-9"], [], []])
    state.apply(0, {"do": "marker", "kind": "gift", "piece": "rotten-1", "target": 2})
    assert state.pieces == [["matcha-9"], [], ["rotten-1"]]
    assert "rotten-1" not in strings(state.view(1))


def test_toss_puts_a_piece_at_the_bottom_of_the_pile():
    state = with_marker("toss", pieces=[["rotten-1", "matcha-9"], [], []])
    state.apply(0, {"do": "marker", "kind": "toss", "piece": "rotten-1"})
    assert state.pieces[0] == ["matcha-9"] and state.pile[0] == "rotten-1"
    assert "rotten-1" not in strings(state.view(1))


def test_switch_puts_the_contested_piece_back_and_reveals_the_next():
    state = with_marker("switch", contested="rotten-2")
    top = state.pile[-1]
    state.apply(0, {"do": "marker", "kind": "switch"})
    assert state.contested == top and state.pile[0] == "rotten-2"
    assert state.view(2)["log"][-1] == {"e": "marker", "player": 0, "kind": "switch", "old": "rotten-2", "piece": top}


def test_switch_cannot_be_used_on_an_empty_pile():
    state = with_marker("switch", pile=[])
    assert all(a["do"] == "play" for a in state.legal_actions(0))
    with pytest.raises(IllegalAction, match="pile is empty"):
        state.apply(0, {"do": "marker", "kind": "switch"})


def test_redraw_swaps_a_hand_card_for_the_top_unused_card():
    state = with_marker("redraw")
    top = state.unused[-1]
    state.apply(0, {"do": "marker", "kind": "redraw", "card": "green-6"})
    assert sorted(state.hands[0]) == sorted(["green-5", top]) and state.unused[0] == "green-6"
    assert top not in strings(state.view(1))


def test_trade_gives_a_card_and_takes_a_random_one_from_the_chosen_player():
    state = with_marker("trade")
    state.apply(0, {"do": "marker", "kind": "trade", "card": "green-6", "target": 1})
    assert "green-6" in state.hands[1] and len(state.hands[1]) == 2
    taken = next(c for c in state.hands[0] if c != "green-5")
    assert taken in ("red-5", "red-6")
    assert taken not in strings(state.view(2)) and "green-6" not in strings(state.view(2))


def test_markers_are_used_on_your_own_turn_before_playing_any_number_of_them():
    state = with_marker("steal", markers=[["toss", "gift"], ["steal"], []], pieces=[["rotten-1", "rotten-2"], [], []])
    assert not state.legal_actions(1)
    with pytest.raises(IllegalAction, match="not player 2's turn"):
        state.apply(1, {"do": "marker", "kind": "steal", "target": 0})
    state.apply(0, {"do": "marker", "kind": "toss", "piece": "rotten-1"})
    state.apply(0, {"do": "marker", "kind": "gift", "piece": "rotten-2", "target": 1})
    assert state.markers[0] == [] and sorted(state.used_markers) == ["gift", "toss"]
    play(state, "green-5")
    assert {"do": "marker", "kind": "steal", "target": 0} not in state.legal_actions(1)  # 0 has no pieces now
    with pytest.raises(IllegalAction, match="You have no Gift marker"):
        state.apply(1, {"do": "marker", "kind": "gift", "piece": "rotten-2", "target": 0})


def test_markers_cannot_be_used_during_the_pass():
    state = GAME.new(3, 1)
    state.markers[0] = ["steal"]
    assert {a["do"] for a in state.legal_actions(0)} == {"pass"}


def test_with_points_only_markers_have_no_powers():
    state = with_marker("steal", pieces=[[], ["matcha-1"], []], options={"markers": "points"})
    assert all(a["do"] == "play" for a in state.legal_actions(0))
    with pytest.raises(IllegalAction, match="no powers"):
        state.apply(0, {"do": "marker", "kind": "steal", "target": 1})


# --- rounds ---------------------------------------------------------------------------------


def last_trick_4(pieces, first_player, round=1):
    """Four players with one card each; player 0 leads and wins with green-12."""
    hands = [["green-12"], ["green-1"], ["green-2"], ["green-3"]][:4]
    state = position(hands, pieces=pieces, first_player=first_player, round=round, leader=0)
    play(state, "green-12", "green-1", "green-2", "green-3")
    return state


def test_a_round_ends_when_the_hands_are_empty_and_a_new_deal_and_pass_follow():
    state = last_trick_4([["matcha-1"], [], ["matcha-2"], ["matcha-3"]], first_player=0)
    assert state.round == 2 and state.phase == "pass" and state.to_act() == [0, 1, 2, 3]
    assert [len(h) for h in state.hands] == [12] * 4 and all_cards(state) == sorted(DECK)
    assert state.first_player == 1  # the only player with the fewest pieces


def test_the_next_first_player_tie_goes_to_the_nearest_clockwise_after_the_previous_first():
    state = last_trick_4([["matcha-1"], [], ["matcha-2"], []], first_player=1)
    assert state.first_player == 3  # 1 and 3 are tied: 1 was first, so 3 (nearest after 1)
    state = last_trick_4([["matcha-1"], [], ["matcha-2"], []], first_player=2)
    assert state.first_player == 3
    state = last_trick_4([["matcha-1"], [], ["matcha-2"], []], first_player=3)
    assert state.first_player == 1


def test_the_game_ends_after_the_third_round():
    state = last_trick_4([[], [], [], []], first_player=0, round=3)
    assert state.phase == "over" and state.to_act() == [] and state.is_over()
    assert all_pieces(state) == sorted(PIECES)
    with pytest.raises(IllegalAction, match="over"):
        state.apply(0, {"do": "play", "card": "green-1"})


def test_scores_stay_hidden_until_the_end():
    state = three(["green-4"], ["green-9"], ["green-7"], pieces=[["matcha-10"], [], []])
    assert state.scores() == [0, 0, 0] and state.view(1)["scores"] == [0, 0, 0]


# --- the final assembly ----------------------------------------------------------------------


def test_four_pieces_of_one_flavour_make_a_whole_cookie_worth_12():
    result = best_assembly(["chocolate-1", "chocolate-2", "chocolate-8", "chocolate-9"])
    assert result["points"] == 12 and len(result["cookies"]) == 1 and result["loose"] == []


def test_pieces_of_different_flavours_score_their_printed_points():
    result = best_assembly(["chocolate-1", "strawberry-5", "matcha-8", "matcha-9"])
    assert result["points"] == 1 + 2 + 3 + 3 and result["cookies"] == []


def test_extra_pieces_beyond_a_cookie_stay_loose_the_best_ones_kept_loose():
    result = best_assembly(["chocolate-1", "chocolate-2", "chocolate-3", "chocolate-4", "chocolate-10"])
    assert result["points"] == 12 + 3 and result["loose"] == ["chocolate-10"]


def test_each_rotten_piece_cancels_one_tasty_piece_chosen_for_the_most_points():
    pieces = ["chocolate-1", "chocolate-2", "chocolate-3", "chocolate-4", "strawberry-10", "rotten-1"]
    result = best_assembly(pieces)
    assert result["points"] == 12  # losing the strawberry 3 keeps the whole cookie (12 > 3 + 3)
    assert result["cancelled"] == ["strawberry-10"] and result["rotten"] == ["rotten-1"]


def test_rotten_pieces_never_make_a_cookie_and_can_cancel_everything():
    assert best_assembly(["rotten-1", "rotten-2", "rotten-3", "rotten-4"])["points"] == 0
    result = best_assembly(["rotten-1", "rotten-2", "matcha-10"])
    assert result["points"] == 0 and result["cancelled"] == ["matcha-10"]


def test_the_final_score_adds_2_points_per_unused_marker():
    pieces = [["chocolate-10"], ["matcha-9", "rotten-1"], []]
    state = position(
        [["green-12"], ["green-1"], ["green-2"]],
        round=3,
        contested="strawberry-1",
        pieces=pieces,
        markers=[["steal", "gift"], [], ["trade"]],
    )
    play(state, "green-12", "green-1", "green-2")
    # Player 0: 3 + 1 (the strawberry won) + 2 × 2 = 8; player 1: 0; player 2: 2.
    assert state.scores() == [8, 0, 2]
    assert state.final[0]["marker_points"] == 4 and state.final[1]["cancelled"] == ["matcha-9"]


# --- the stomach ache --------------------------------------------------------------------------


def test_the_highest_score_cannot_win_the_next_lower_wins():
    assert stomach_ache_winners([10, 8, 5], [0, 3, 0]) == [1]


def test_everyone_tied_for_the_highest_gets_a_stomach_ache():
    assert stomach_ache_winners([10, 10, 8, 3], [0, 0, 2, 0]) == [2]


def test_a_tie_for_second_goes_to_fewer_rotten_pieces():
    assert stomach_ache_winners([10, 8, 8], [0, 2, 1]) == [2]


def test_a_tie_in_score_and_rotten_pieces_shares_the_win():
    assert stomach_ache_winners([10, 8, 8, 8], [0, 1, 1, 2]) == [1, 2]


def test_when_everyone_has_the_same_score_everyone_shares_the_win():
    assert stomach_ache_winners([6, 6, 6], [0, 1, 2]) == [0, 1, 2]


def test_a_finished_game_names_the_stomach_ache_and_the_winner():
    pieces = [["chocolate-10", "strawberry-10"], ["matcha-9"], ["matcha-10", "rotten-1"]]
    state = position([["green-12"], ["green-1"], ["green-2"]], round=3, contested="rotten-2", pieces=pieces)
    play(state, "green-12", "green-1", "green-2")
    # Player 0: 6 (the rotten piece won cancels a 3: 3); player 1: 3; player 2: 0.
    assert state.scores() == [3, 3, 0]
    assert state.winners() == [2]  # 0 and 1 share the top score and the stomach ache
    view = state.view(None)
    assert view["stomach_ache"] == [0, 1] and view["winners"] == [2] and view["over"] is True
    assert view["final"][0]["loose"] == ["chocolate-10"] and view["final"][0]["cancelled"] == ["strawberry-10"]
    (end,) = [e for e in view["log"] if e["e"] == "game_end"]
    assert end["decided_by"] == "next_score"  # 2 wins as the next score below the ache, not by a rotten count


def test_a_tie_below_the_stomach_ache_is_told_as_settled_by_rotten_pieces():
    pieces = [["chocolate-10", "strawberry-10"], ["matcha-9", "matcha-8", "rotten-1"], ["matcha-10"]]
    state = position([["green-12"], ["green-1"], ["green-2"]], round=3, contested="strawberry-1", pieces=pieces)
    play(state, "green-12", "green-1", "green-2")
    # Player 0: 3 + 3 + 1 (the strawberry won) = 7, the ache; player 1: 3 + 3 with one cancelled by the rotten
    # piece, 3; player 2: 3. Tied on 3, player 2 has fewer rotten pieces and wins.
    assert state.scores()[1] == state.scores()[2] < state.scores()[0]
    (end,) = [e for e in state.view(1)["log"] if e["e"] == "game_end"]
    assert end["winners"] == [2] and end["decided_by"] == "rotten"


def test_a_marker_needs_another_player_who_has_something_to_take():
    state = with_marker("trade", markers=[["trade", "steal"], [], []], pieces=[["matcha-1"], [], []])
    state.hands[2] = []  # player 2 has already played out their hand
    targets = {a["target"] for a in state.legal_actions(0) if a["do"] == "marker"}
    assert targets == {1}  # never yourself, never an empty hand; nobody else has a piece to steal
    with pytest.raises(IllegalAction, match="another player, not yourself"):
        state.apply(0, {"do": "marker", "kind": "trade", "card": "green-5", "target": 0})
    with pytest.raises(IllegalAction, match="no cards"):
        state.apply(0, {"do": "marker", "kind": "trade", "card": "green-5", "target": 2})
    with pytest.raises(IllegalAction, match="Choose a card from your hand"):
        state.apply(0, {"do": "marker", "kind": "trade", "card": "red-5", "target": 1})


def test_every_reason_comes_in_both_languages():
    """Each refusal the board can show (a card that may not follow, a marker with nothing to act on) has its
    words in English and Japanese, and names what it is about."""
    state = with_marker("steal", pieces=[[], [], []])
    steal = state.refusal(0, {"do": "marker", "kind": "steal"})
    assert "Nobody else" in steal["en"] and "かけら" in steal["ja"]
    state = with_marker("gift")
    gift = state.refusal(0, {"do": "marker", "kind": "gift"})
    assert "no cookie piece" in gift["en"] and "プレゼント" in gift["ja"]
    state = with_marker("switch", contested=None)
    assert "nothing to switch" in state.refusal(0, {"do": "marker", "kind": "switch"})["en"]
    state = with_marker("redraw", unused=[])
    assert "ひきなおす" in state.refusal(0, {"do": "marker", "kind": "redraw"})["ja"]
    state = with_marker("trade", pieces=[["matcha-1"], [], []])
    assert "no cookie pieces" not in state.refusal(0, {"do": "marker", "kind": "trade", "card": "x"})["en"]
    for bogus in ({"do": "play", "card": "blue-5"}, {"do": "pass"}, {"do": "marker", "kind": "nope"}, {}, 7):
        reason = state.refusal(0, bogus)
        assert set(reason) == {"en", "ja"} and all(reason.values()) and reason["en"] != reason["ja"]
