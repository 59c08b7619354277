"""Hennote: one scenario per sentence of the rules text and our rulings."""

from __future__ import annotations

import pytest

from pygames import GAMES, IllegalAction
from pygames.hennote.data import GODS, SIGNS, card, god_of

from .hennote_positions import cards_of, position

HENNOTE = GAMES["hennote"]
RETREAT_FROM_DECK = {"do": "retreat", "slot": 0, "from": "deck"}


def play_to_placement(seed: int = 1, options: dict | None = None):
    state = HENNOTE.new(2, seed, options)
    while state.phase == "gods":
        player = state.to_act()[0]
        state.apply(player, state.legal_actions(player)[0])
    return state


def place_both(state, choices=(0, 0)):
    for player, index in zip((0, 1), choices):
        state.apply(player, state.legal_actions(player)[index])
    return state


# --- setup -------------------------------------------------------------------------


def test_each_player_gets_three_whole_gods_and_none_are_shared():
    for seed in range(20):
        state = HENNOTE.new(2, seed)
        assert len(state.gods[0]) == len(state.gods[1]) == 3
        assert set(state.gods[0]).isdisjoint(state.gods[1])
        assert set(state.gods[0]) | set(state.gods[1]) == set(GODS)


def test_gods_draft_alternates_from_the_first_player_and_deals_the_last_god():
    state = HENNOTE.new(2, 3, {"gods": "draft"})
    pickers = []
    while state.phase == "gods":
        (player,) = state.to_act()
        pickers.append(player)
        state.apply(player, state.legal_actions(player)[-1])
    first = state.first
    assert pickers == [first, 1 - first, first, 1 - first, first]
    assert len(state.gods[0]) == len(state.gods[1]) == 3
    assert set(state.gods[0]) | set(state.gods[1]) == set(GODS)


def test_a_god_taken_in_the_draft_cannot_be_taken_again():
    state = HENNOTE.new(2, 3, {"gods": "draft"})
    picker = state.to_act()[0]
    state.apply(picker, {"do": "god", "god": "ra"})
    with pytest.raises(IllegalAction):
        state.apply(1 - picker, {"do": "god", "god": "ra"})


def test_the_first_player_is_drawn_at_random():
    assert {HENNOTE.new(2, seed).first for seed in range(20)} == {0, 1}


def test_placement_is_one_card_of_each_god_in_any_columns_with_any_signs():
    state = play_to_placement()
    options = state.legal_actions(0)
    assert len(options) == 6 * 27  # column order × sign of each god
    for action in options:
        assert sorted(god_of(c) for c in action["slots"]) == sorted(state.gods[0])
    with pytest.raises(IllegalAction):  # two cards of one god
        g = state.gods[0]
        state.apply(0, {"do": "place", "slots": [card(g[0], "rock"), card(g[0], "paper"), card(g[1], "rock")]})


def test_both_players_place_secretly_at_the_same_time():
    state = play_to_placement()
    assert state.to_act() == [0, 1]
    state.apply(1, state.legal_actions(1)[10])
    assert state.to_act() == [0]
    placed = state.view(1)["sides"][1]["field"]
    assert None not in placed  # the placer sees their own choice
    for viewer in (0, None):
        seen = state.view(viewer)["sides"][1]
        assert seen["field"] == [None, None, None] and seen["placed"] is True


def test_placements_are_revealed_together_and_the_rest_form_deck_and_stock():
    state = play_to_placement()
    a0, a1 = state.legal_actions(0)[4], state.legal_actions(1)[9]
    state.apply(0, a0)
    state.apply(1, a1)
    view = state.view(None)
    assert view["phase"] == "play"
    for player, action in ((0, a0), (1, a1)):
        side = view["sides"][player]
        assert side["field"] == action["slots"]
        assert len(side["stock"]) == 2 and side["deck"] == 4 and side["discard"] == []
        assert sorted(side["field"] + side["stock"]) == sorted(set(side["field"] + side["stock"]))
    assert state.to_act() == [state.first]


def test_the_deck_order_is_never_in_a_view():
    state = place_both(play_to_placement())
    for viewer in (0, 1, None):
        assert state.view(viewer)["sides"][0]["deck"] == 4  # a count, not the cards


# --- actions -------------------------------------------------------------------------

FIELD = (["ra-rock", "horus-rock", "anubis-rock"], ["bastet-rock", "thoth-rock", "isis-rock"])
STOCK = (["ra-paper", "horus-paper"], ["bastet-paper", "thoth-paper"])


def test_slide_from_the_left_moves_the_left_card_to_the_right_end():
    state = position(FIELD, STOCK)
    state.apply(0, {"do": "slide", "from": "left"})
    assert state.field[0] == ["horus-rock", "anubis-rock", "ra-rock"]


def test_slide_from_the_right_moves_the_right_card_to_the_left_end():
    state = position(FIELD, STOCK)
    state.apply(0, {"do": "slide", "from": "right"})
    assert state.field[0] == ["anubis-rock", "ra-rock", "horus-rock"]


@pytest.mark.parametrize(
    ("side", "expected"),
    [("left", ["horus-rock", "ra-rock", "anubis-rock"]), ("right", ["ra-rock", "anubis-rock", "horus-rock"])],
)
def test_change_swaps_the_centre_card_with_one_side(side, expected):
    state = position(FIELD, STOCK)
    state.apply(0, {"do": "change", "with": side})
    assert state.field[0] == expected


def test_change_cannot_swap_the_left_and_right_cards():
    state = position(FIELD, STOCK)
    changes = [a for a in state.legal_actions(0) if a["do"] == "change"]
    assert sorted(a["with"] for a in changes) == ["left", "right"]


def test_retreat_discards_a_card_and_puts_a_stock_card_in_its_place():
    state = position(FIELD, STOCK)
    state.apply(0, {"do": "retreat", "slot": 1, "from": "stock", "card": "horus-paper"})
    assert state.field[0][1] == "horus-paper"
    assert state.discard[0] == ["horus-rock"]


def test_retreat_from_the_deck_takes_the_unseen_top_card():
    state = position(FIELD, STOCK)
    top = state.deck[0][-1]
    options = [a for a in state.legal_actions(0) if a.get("from") == "deck"]
    assert all("card" not in a for a in options)  # the top card cannot be looked at first
    state.apply(0, {"do": "retreat", "slot": 2, "from": "deck"})
    assert state.field[0][2] == top
    assert state.discard[0] == ["anubis-rock"]


def test_the_first_players_first_action_must_be_retreat():
    state = place_both(play_to_placement())
    first = state.first
    kinds = {a["do"] for a in state.legal_actions(first)}
    assert kinds == {"retreat"}
    assert state.view(first)["must_retreat"] is True
    with pytest.raises(IllegalAction, match="first action must be Retreat"):
        state.apply(first, {"do": "slide", "from": "left"})


def test_the_second_player_may_take_any_action_on_their_first_turn():
    state = place_both(play_to_placement())
    first = state.first
    while state.to_act() == [first]:
        state.apply(first, state.legal_actions(first)[-1])
    second = 1 - first
    while state.step == "refill":
        state.apply(second, state.legal_actions(second)[0])
    assert {a["do"] for a in state.legal_actions(second)} == {"slide", "change", "retreat"}


def test_players_act_only_on_their_own_cards_and_only_on_their_turn():
    state = position(FIELD, STOCK)
    assert state.legal_actions(1) == []
    before = state.clone()
    with pytest.raises(IllegalAction, match="not player 2's turn"):
        state.apply(1, {"do": "slide", "from": "left"})
    assert state == before


# --- battle --------------------------------------------------------------------------


def test_battle_happens_in_all_three_columns_even_the_unmoved_ones():
    # Player 0: rock / scissors / paper; player 1: scissors / scissors / rock.
    field = (["ra-rock", "horus-scissors", "anubis-paper"], ["bastet-scissors", "thoth-scissors", "isis-rock"])
    state = position(field, STOCK, turn=0)
    state.apply(0, {"do": "retreat", "slot": 1, "from": "stock", "card": "horus-paper"})
    # Column 0: rock beats scissors (unmoved). Column 1: paper loses to scissors.
    # Column 2: paper beats rock (unmoved).
    assert state.wins == [2, 1]
    assert state.discard[1] == ["bastet-scissors", "isis-rock"]
    assert state.discard[0] == ["horus-scissors", "horus-paper"]
    result = state.last_battle["columns"]
    assert [c["winner"] for c in result] == [0, 1, 0]


def test_a_tied_column_does_nothing():
    state = position(FIELD, STOCK)  # rock against rock everywhere
    state.apply(0, {"do": "slide", "from": "left"})
    assert state.wins == [0, 0]
    assert state.discard == [[], []]
    assert [c["winner"] for c in state.last_battle["columns"]] == [None, None, None]


# --- refill --------------------------------------------------------------------------


def test_only_the_turn_player_refills_after_battle():
    field = (["ra-rock", "horus-rock", "anubis-rock"], ["bastet-scissors", "thoth-rock", "isis-rock"])
    state = position(field, STOCK, turn=0)
    state.apply(0, {"do": "slide", "from": "left"})  # horus/anubis/ra vs scissors/rock/rock
    assert state.field[1][0] is None  # the loser's gap waits for their own turn
    assert state.turn == 1 and state.step == "refill"
    assert len(state.stock[0]) == 2


def test_the_turn_player_chooses_which_stock_card_fills_a_gap_then_the_stock_is_refilled():
    field = (["ra-scissors", "horus-rock", "anubis-rock"], ["bastet-rock", "thoth-rock", "isis-rock"])
    state = position(field, STOCK, turn=0)
    state.apply(0, {"do": "change", "with": "right"})  # ra-scissors stays in column 0 and loses
    assert state.step == "refill" and state.turn == 0
    options = state.legal_actions(0)
    assert options == [
        {"do": "refill", "slots": ["ra-paper", None, None]},
        {"do": "refill", "slots": ["horus-paper", None, None]},
    ]
    top = state.deck[0][-1]
    state.apply(0, options[1])
    assert state.field[0] == ["horus-paper", "anubis-rock", "horus-rock"]
    assert state.stock[0] == ["ra-paper", top]
    assert state.turn == 1


def test_cards_left_on_the_battlefield_keep_their_places_when_refilling():
    field = (["ra-scissors", "horus-rock", "anubis-scissors"], ["bastet-rock", "thoth-rock", "isis-rock"])
    state = position(field, STOCK, turn=0)
    state.apply(0, {"do": "slide", "from": "right"})  # anubis-scissors, ra-scissors, horus-rock
    assert state.field[0] == [None, None, "horus-rock"]
    for option in state.legal_actions(0):
        assert option["slots"][2] is None
        assert sorted(c for c in option["slots"] if c) == sorted(STOCK[0])


def test_with_all_three_slots_empty_the_stock_goes_where_chosen_and_the_deck_top_fills_the_last():
    field = (["ra-scissors", "horus-scissors", "anubis-scissors"], ["bastet-rock", "thoth-rock", "isis-rock"])
    state = position(field, STOCK, turn=0)
    state.apply(0, {"do": "slide", "from": "left"})
    assert state.field[0] == [None, None, None]
    options = state.legal_actions(0)
    assert len(options) == 6  # 2 stock cards into 2 of 3 slots, in order
    deck_before = list(state.deck[0])
    state.apply(0, {"do": "refill", "slots": ["horus-paper", None, "ra-paper"]})
    assert state.field[0] == ["horus-paper", deck_before[-1], "ra-paper"]
    assert state.stock[0] == [deck_before[-2], deck_before[-3]]


def test_after_a_retreat_from_the_stock_missing_stock_cards_are_made_up_from_the_deck():
    # Ruling: the stock card goes where chosen, the remaining gap takes the deck top.
    field = (["ra-scissors", "horus-scissors", "anubis-rock"], ["bastet-rock", "thoth-rock", "isis-rock"])
    state = position(field, STOCK, turn=0)
    state.apply(0, {"do": "retreat", "slot": 2, "from": "stock", "card": "ra-paper"})
    assert state.field[0] == [None, None, "ra-paper"]
    assert state.stock[0] == ["horus-paper"]
    options = state.legal_actions(0)
    assert options == [
        {"do": "refill", "slots": ["horus-paper", None, None]},
        {"do": "refill", "slots": [None, "horus-paper", None]},
    ]
    top = state.deck[0][-1]
    state.apply(0, options[1])
    assert state.field[0] == [top, "horus-paper", "ra-paper"]
    assert len(state.stock[0]) == 2


def test_a_refill_with_only_one_placement_needs_no_decision():
    field = (["ra-scissors", "horus-rock", "anubis-rock"], ["bastet-rock", "thoth-rock", "isis-rock"])
    state = position(field, STOCK, turn=0)
    state.apply(0, {"do": "retreat", "slot": 1, "from": "stock", "card": "ra-paper"})
    # One stock card left and one gap (column 0): it goes there by itself.
    assert state.field[0][0] == "horus-paper"
    assert state.turn == 1


def test_a_player_with_gaps_refills_them_at_the_start_of_their_turn():
    field = (["ra-rock", "horus-rock", "anubis-rock"], ["bastet-scissors", "thoth-scissors", "isis-rock"])
    state = position(field, STOCK, turn=0)
    state.apply(0, {"do": "slide", "from": "right"})  # anubis/ra/horus rock vs scissors/scissors/rock
    assert state.field[1] == [None, None, "isis-rock"]
    assert state.to_act() == [1] and state.step == "refill"
    kinds = {a["do"] for a in state.legal_actions(1)}
    assert kinds == {"refill"}
    state.apply(1, {"do": "refill", "slots": ["thoth-paper", "bastet-paper", None]})
    assert state.field[1] == ["thoth-paper", "bastet-paper", "isis-rock"]
    assert len(state.stock[1]) == 2
    assert state.step == "act" and state.to_act() == [1]


def test_the_discard_pile_becomes_the_deck_only_when_a_card_must_be_drawn_from_an_empty_deck():
    # Ruling: "Whenever a card must be drawn from an empty deck, the player's discard pile is
    # shuffled into a new deck first" (not at the moment the deck runs out).
    field = (["ra-rock", "horus-rock", "anubis-rock"], ["bastet-rock", "thoth-paper", "isis-rock"])
    stock = (["ra-scissors", "horus-scissors"], ["bastet-paper", "thoth-rock"])
    discard = (["horus-paper", "anubis-scissors", "anubis-paper"], [])
    state = position(field, stock, (["ra-paper"], ["bastet-scissors", "isis-paper", "isis-scissors"]), discard)
    state.apply(0, {"do": "retreat", "slot": 1, "from": "deck"})  # draws the last card: ra-paper ties thoth-paper
    assert state.field[0] == ["ra-rock", "ra-paper", "anubis-rock"]
    for viewer in (0, 1, None):  # the deck ran out, but the discard pile stays a public discard pile
        side = state.view(viewer)["sides"][0]
        assert side["deck"] == 0
        assert side["discard"] == ["horus-paper", "anubis-scissors", "anubis-paper", "horus-rock"]
    state.apply(1, {"do": "retreat", "slot": 0, "from": "stock", "card": "thoth-rock"})  # ties again
    assert state.view(1)["sides"][0]["discard"] == discard[0] + ["horus-rock"]
    # Now a card must be drawn from the empty deck: every discarded card, the one just retreated
    # included, is shuffled into the new deck first.
    state.apply(0, {"do": "retreat", "slot": 0, "from": "deck"})
    drawn = state.last_battle["columns"][0]["cards"][0]
    pile = discard[0] + ["horus-rock", "ra-rock"]
    assert len(state.deck[0]) == 4
    assert sorted(state.deck[0] + [drawn]) == sorted(pile)
    assert cards_of(state, 0) == sorted(card(g, s) for g in ("ra", "horus", "anubis") for s in SIGNS)


def test_an_empty_deck_is_rebuilt_from_the_shuffled_discard_pile_when_a_card_is_needed():
    field = (["ra-rock", "horus-rock", "anubis-rock"], ["bastet-rock", "thoth-rock", "isis-rock"])
    discard = (["ra-scissors", "horus-scissors", "anubis-scissors", "ra-paper"], [])
    state = position(field, (["horus-paper", "anubis-paper"], STOCK[1]), ([], ["bastet-scissors"]), discard)
    state.apply(0, {"do": "retreat", "slot": 0, "from": "deck"})
    # The retreated card joined the discard pile first, so it was shuffled in too.
    drawn = state.field[0][0] or state.discard[0][-1]  # it may have lost the battle in column 0
    assert drawn in discard[0] + ["ra-rock"]
    assert len(state.deck[0]) == 4  # five shuffled in, one drawn
    assert cards_of(state, 0) == sorted(card(g, s) for g in ("ra", "horus", "anubis") for s in SIGNS)


# --- winning -------------------------------------------------------------------------


ALL_ROCK = ["bastet-rock", "thoth-rock", "isis-rock"]


@pytest.mark.parametrize(("refill", "wins"), [("ra-scissors", True), ("horus-paper", False)])
def test_three_cards_of_one_god_after_the_refill_win_for_the_turn_player(refill, wins):
    field = (["ra-rock", "ra-paper", "horus-scissors"], ALL_ROCK)
    state = position(field, (["ra-scissors", "horus-paper"], STOCK[1]), turn=0)
    state.apply(0, {"do": "slide", "from": "right"})  # horus-scissors moves to column 0 and loses
    assert state.field[0] == [None, "ra-rock", "ra-paper"] and not state.is_over()
    state.apply(0, {"do": "refill", "slots": [refill, None, None]})
    assert state.winners() == ([0] if wins else [])
    assert state.win_reason == ("gods" if wins else None)


def test_three_of_a_god_wins_even_when_the_other_player_has_nine_battle_wins():
    field = (["ra-rock", "ra-paper", "horus-scissors"], ALL_ROCK)
    state = position(field, (["ra-scissors", "horus-paper"], STOCK[1]), turn=0, wins=(0, 9))
    state.apply(0, {"do": "slide", "from": "right"})
    assert state.wins == [1, 10]
    state.apply(0, {"do": "refill", "slots": ["ra-scissors", None, None]})
    assert state.winners() == [0] and state.win_reason == "gods"


def test_only_the_turn_player_wins_with_three_of_a_god_and_only_after_their_own_refill():
    # Rules: 「３．補充」の処理が終わった段階で戦場のカード3枚の絵柄が揃っていたら、手番プレイヤーの勝利.
    # Player 1 has three Isis on the battlefield and keeps them through player 0's action and battle.
    field = (["ra-rock", "horus-scissors", "anubis-paper"], ["isis-rock", "isis-scissors", "isis-paper"])
    state = position(field, (["horus-rock", "anubis-scissors"], ["bastet-rock", "thoth-rock"]), turn=0)
    state.apply(0, {"do": "retreat", "slot": 0, "from": "stock", "card": "horus-rock"})  # ties in every column
    assert state.field[1] == ["isis-rock", "isis-scissors", "isis-paper"]  # really three of a god, after the battle
    assert not state.is_over() and state.winners() == []
    assert state.to_act() == [1]
    # On their own turn, after their action, battle and refill, the three Isis win.
    state.apply(1, {"do": "slide", "from": "right"})  # paper/rock/scissors beat rock/scissors/paper
    assert state.wins == [0, 3]
    assert state.winners() == [1] and state.win_reason == "gods"


def test_nine_battle_wins_win():
    field = (["ra-paper", "horus-rock", "anubis-rock"], ["bastet-rock", "thoth-rock", "isis-rock"])
    state = position(field, STOCK, turn=0, wins=(8, 3))
    state.apply(0, {"do": "change", "with": "right"})  # paper in column 0 still beats rock
    assert state.winners() == [0] and state.win_reason == "battles"


TWO_TO_ONE = (["ra-paper", "horus-paper", "anubis-scissors"], ALL_ROCK)
TWO_TO_ONE_STOCK = (["ra-rock", "horus-rock"], STOCK[1])


def win_two_columns_lose_one(wins):
    state = position(TWO_TO_ONE, TWO_TO_ONE_STOCK, turn=0, wins=wins)
    state.apply(0, {"do": "change", "with": "right"})  # paper > rock, scissors < rock, paper > rock
    assert state.wins == [wins[0] + 2, wins[1] + 1]
    assert not state.is_over()  # the win check waits for the refill
    state.apply(0, {"do": "refill", "slots": [None, "ra-rock", None]})
    return state


def test_both_on_nine_or_more_the_higher_count_wins():
    state = win_two_columns_lose_one((8, 8))  # 10 against 9
    assert state.winners() == [0] and state.win_reason == "battles"


def test_both_on_nine_or_more_with_equal_counts_the_player_not_taking_the_turn_wins():
    state = win_two_columns_lose_one((8, 9))  # 10 against 10, player 0 taking the turn
    assert state.winners() == [1] and state.win_reason == "battles"


def test_without_a_win_the_turn_passes_to_the_other_player():
    state = position(FIELD, STOCK, turn=0)
    state.apply(0, {"do": "slide", "from": "left"})
    assert state.to_act() == [1] and not state.is_over()


def test_twelve_actions_in_a_row_without_a_column_won_end_in_a_draw():
    # Our ruling: the rules text never ends a game where both sides only slide tied columns.
    state = position(FIELD, STOCK, turn=0)  # rock against rock in every column
    for _ in range(11):
        state.apply(state.turn, {"do": "slide", "from": "left"})
    assert not state.is_over()
    state.apply(state.turn, {"do": "slide", "from": "left"})
    assert state.is_over() and state.winners() == [] and state.win_reason == "stalemate"


def test_three_of_a_god_on_the_twelfth_quiet_action_still_wins():
    # Our ruling: the turn's win check comes first; the draw ends only a game nobody has won.
    field = (["ra-rock", "ra-paper", "horus-scissors"], ["bastet-rock", "thoth-paper", "isis-scissors"])
    state = position(field, (["ra-scissors", "horus-paper"], STOCK[1]), turn=0, quiet_actions=11)
    state.apply(0, {"do": "retreat", "slot": 2, "from": "stock", "card": "ra-scissors"})  # ties in every column
    assert state.quiet_actions == 12
    assert state.winners() == [0] and state.win_reason == "gods"


def test_a_won_column_restarts_the_count_towards_a_draw():
    state = position(FIELD, STOCK, turn=0)  # rock against rock in every column
    for _ in range(10):
        state.apply(state.turn, {"do": "slide", "from": "left"})
    state.apply(0, {"do": "retreat", "slot": 0, "from": "stock", "card": "ra-paper"})  # paper wins column 0
    state.apply(1, {"do": "refill", "slots": ["bastet-paper", None, None]})
    state.apply(1, {"do": "change", "with": "right"})  # ties everywhere again
    state.apply(0, {"do": "change", "with": "right"})
    assert state.wins == [1, 0]
    assert not state.is_over()  # 13 actions, but only 2 quiet ones since the win


# --- the optional rule ----------------------------------------------------------------


def test_by_default_an_action_may_be_used_twice_in_a_row():
    state = position(FIELD, STOCK, turn=0)
    state.apply(0, {"do": "slide", "from": "left"})
    state.apply(1, {"do": "slide", "from": "left"})
    assert {"do": "slide", "from": "left"} in state.legal_actions(0)


def test_with_the_optional_rule_the_same_action_cannot_be_used_twice_in_a_row():
    state = position(FIELD, STOCK, turn=0, options={"no_repeat": True})
    state.apply(0, {"do": "slide", "from": "left"})
    state.apply(1, {"do": "slide", "from": "left"})
    assert {a["do"] for a in state.legal_actions(0)} == {"change", "retreat"}
    before = state.clone()
    with pytest.raises(IllegalAction, match="same action twice"):
        state.apply(0, {"do": "slide", "from": "right"})
    assert state == before
    state.apply(0, {"do": "change", "with": "left"})
    state.apply(1, {"do": "change", "with": "left"})
    assert {a["do"] for a in state.legal_actions(0)} == {"slide", "retreat"}


# --- why a move is refused (what a refused choice on the board says) --------------------------------------


def test_a_refused_move_says_the_rule_in_both_languages():
    """The first player's first action, a repeat under the option, an action before the gaps are filled."""
    state = place_both(play_to_placement())
    first = state.first
    assert state.refusal(first, {"do": "slide"}) == {
        "en": "The first player's first action must be Retreat.",
        "ja": "先手の最初のアクションは必ずリトリートです。",
    }
    repeat = position(FIELD, STOCK, turn=0, options={"no_repeat": True})
    repeat.apply(0, {"do": "slide", "from": "left"})
    repeat.apply(1, {"do": "slide", "from": "left"})
    assert repeat.refusal(0, {"do": "slide"})["en"] == "You may not use the same action twice in a row."
    with pytest.raises(IllegalAction) as refused:
        repeat.apply(0, {"do": "slide", "from": "right"})
    assert refused.value.reason["ja"] == "同じアクションを2回続けて使うことはできません。"


def test_every_refusal_has_both_languages_and_never_raises():
    for seed in range(30):
        state = HENNOTE.new(2, seed, {"gods": "draft" if seed % 2 else "random"})
        for _ in range(seed):
            if state.is_over():
                break
            player = state.to_act()[0]
            for probe in ({"do": "slide"}, {"do": "refill"}, {"do": "god", "god": "ra"}, {"do": "place"}, 7, None):
                reason = state.refusal(player, probe)
                assert set(reason) == {"en", "ja"} and all(reason.values())
            state.apply(player, state.legal_actions(player)[seed % len(state.legal_actions(player))])
