"""Hansel or Gretel: one scenario per sentence of the rules text and our rulings."""

from __future__ import annotations

import pytest

from pygames import IllegalAction, SaveError, load, save
from pygames.hansel_gretel import GAME
from pygames.hansel_gretel.data import BIRD

from .hansel_gretel_positions import position, split

H, G = "hansel", "gretel"
CANDIES = [f"candy-{i}" for i in range(1, 15)]


def candies(n, start=0):
    return CANDIES[start : start + n]


# --- setup -------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "deck", "row"), [(3, 40, 8), (4, 50, 10), (5, 60, 12), (6, 70, 14)])
def test_the_deck_and_the_row_depend_on_the_player_count(players, deck, row):
    state = GAME.new(players, 5)
    assert len(state.split["items"]) == row
    assert len(state.deck) + row == deck
    assert len(state.box) == 74 - deck
    assert len(state.cookies) == 14
    assert state.round == 1


def test_the_first_parent_is_drawn_at_random_and_splits_first():
    parents = {GAME.new(4, seed).parent for seed in range(30)}
    assert parents == {0, 1, 2, 3}
    state = GAME.new(4, 3)
    assert state.to_act() == [state.parent]


def test_the_row_is_laid_out_in_the_order_drawn():
    row = ["cake-1", "candy-1", "witch-2", "donut-3", "mirror-1", "pudding-2", "bear-3", "parfait-5"]
    state = position(row, bird=False)
    assert state.split["items"] == row
    assert state.view(None)["split"]["items"] == row


def test_the_bird_option_has_labels_and_defaults_to_on():
    (option,) = GAME.options
    assert option.name == "bird" and option.default is True
    assert option.label["ja"] and option.label["en"]
    assert GAME.new(3, 1).bird_at == "beside"
    assert GAME.new(3, 1, {"bird": False}).bird_at is None


# --- the parent's cut -----------------------------------------------------------------


def test_the_cut_leaves_at_least_one_card_on_each_side_left_is_hansel():
    state = position(candies(8), bird=False)
    assert state.phase == "cut"
    assert state.legal_actions(0) == [{"do": "cut", "at": k} for k in range(1, 8)]
    for bad in (0, 8):
        with pytest.raises(IllegalAction, match="at least one card"):
            state.apply(0, {"do": "cut", "at": bad})
    state.apply(0, {"do": "cut", "at": 3})
    for p in (0, 1, 2):
        state.apply(p, {"do": "choose", "pile": H if p == 1 else G})
    assert state.collections[1] == candies(3)
    assert sorted(state.collections[0] + state.collections[2]) == []  # contested Gretel is being re-split
    assert state.split["items"] == candies(5, 3)


def test_with_the_bird_rule_the_bird_card_goes_into_any_gap_before_the_cut():
    state = position(candies(8))
    assert state.phase == "bird"
    assert state.legal_actions(0) == [{"do": "bird", "at": i} for i in range(9)]
    with pytest.raises(IllegalAction, match="bird card"):
        state.apply(0, {"do": "cut", "at": 3})
    state.apply(0, {"do": "bird", "at": 8})  # the far end is a gap too
    assert state.split["items"] == [*candies(8), BIRD]
    # the bird card does not count toward "at least one card": the last cut is not allowed
    assert {"do": "cut", "at": 8} not in state.legal_actions(0)
    assert state.legal_actions(0) == [{"do": "cut", "at": k} for k in range(1, 8)]


def test_without_the_bird_rule_there_is_no_bird_card():
    state = position(candies(8), bird=False)
    assert state.phase == "cut" and BIRD not in state.split["items"]


# --- the secret choice ---------------------------------------------------------------


def test_everyone_chooses_at_once_and_nobody_sees_another_choice_before_the_reveal():
    state = position(candies(8), bird=False)
    state.apply(0, {"do": "cut", "at": 4})
    assert state.to_act() == [0, 1, 2]
    state.apply(1, {"do": "choose", "pile": G})
    assert state.to_act() == [0, 2]
    for viewer in (0, 2, None):
        view = state.view(viewer)
        assert view["split"]["my_choice"] is None
        assert view["split"]["chosen"] == [1]
        assert "gretel" not in str(view["log"])
    assert state.view(1)["split"]["my_choice"] == G
    with pytest.raises(IllegalAction):  # no changing one's mind
        state.apply(1, {"do": "choose", "pile": H})
    state.apply(0, {"do": "choose", "pile": H})
    state.apply(2, {"do": "choose", "pile": H})
    reveal = next(e for e in state.view(0)["log"] if e["event"] == "reveal")
    assert reveal["choices"] == {"0": H, "1": G, "2": H}


# --- a pile's outcomes -------------------------------------------------------------------


def test_a_pile_nobody_chose_goes_to_the_nest_and_the_bird_card_back_beside():
    state = position(candies(8))
    split(state, 4, {0: H, 1: H, 2: H}, bird_at=6)  # Gretel: candy 4, 5, bird, 6, 7
    assert state.nest == candies(4, 4)
    assert state.bird_at == "beside"
    # and the Hansel re-split begins with the bird card to insert again
    assert state.phase == "bird" and state.split["items"] == candies(4)


def test_a_pile_one_player_chose_is_theirs_bird_card_included():
    state = position(candies(8))
    split(state, 3, {0: G, 1: H, 2: G}, bird_at=1)  # Hansel: candy 0, bird, candy 1
    assert state.collections[1] == candies(2)
    assert state.bird_at == 1
    assert state.view(None)["bird"] == 1


def test_a_contested_pile_of_two_or_more_is_split_again_by_the_next_chooser_clockwise():
    state = position(candies(10), players=4, bird=False, parent=1)
    split(state, 6, {0: H, 1: G, 2: G, 3: H})
    # Hansel's choosers are 0 and 3; the next of them clockwise after parent 1 is 3, who takes the tile
    assert state.split["items"] == candies(6) and state.split["choosers"] == [0, 3]
    assert state.split["splitter"] == 3 and state.view(None)["tile"] == 3
    split(state, 2, {0: H, 3: G})
    assert state.collections[0] == candies(2) and state.collections[3] == candies(4, 2)
    # Gretel's choosers are 1 and 2; the next of them after the tile's holder 3 is 1 (not 2, after the pile's maker)
    assert state.split["choosers"] == [1, 2] and state.split["splitter"] == 1
    split(state, 1, {1: H, 2: G})
    assert state.collections[1] == candies(1, 6) and state.collections[2] == candies(3, 7)


def test_every_re_splitter_takes_the_parent_tile_and_the_next_counts_from_its_holder():
    """Rules ⑦: 山分けする人が時計回りにチェンジします。親タイル、ヘンゼルタイル、グレーテルタイルを受け取ってください。

    So the Gretel pile's re-splitter is the next of its choosers after whoever holds the
    tile when its turn comes, here the last re-splitter of the Hansel pile, not the
    pile's maker (the first parent, 0).
    """
    state = position(candies(12), players=5, bird=False, parent=0)
    assert [state.view(p)["tile"] for p in (0, 3, None)] == [0, 0, 0]  # the parent starts with the tile
    split(state, 6, {0: G, 1: H, 2: G, 3: H, 4: G})  # Hansel: 1 and 3; Gretel: 0, 2 and 4
    assert state.split["path"] == "H" and state.split["splitter"] == 1 and state.view(None)["tile"] == 1
    split(state, 4, {1: H, 3: H})  # both want Hansel again: 4 cards; its Gretel (2) goes to the nest
    assert state.split["path"] == "HH" and state.split["splitter"] == 3 and state.view(2)["tile"] == 3
    split(state, 2, {1: H, 3: G})
    assert state.collections[1] == candies(2) and state.collections[3] == candies(2, 2)
    # Gretel's pile, made by 0: after the tile's holder 3 comes 4 (after its maker 0 would come 2)
    assert state.split["path"] == "G" and state.split["choosers"] == [0, 2, 4]
    assert state.split["splitter"] == 4 and state.to_act() == [4] and state.view(0)["tile"] == 4
    assert state.parent == 0 and state.view(None)["parent"] == 0  # the round's first parent stays named
    split(state, 3, {0: H, 2: H, 4: G})
    # and its contested Hansel part goes on from the holder 4: 0 (after its maker 4 too)
    assert state.split["path"] == "GH" and state.split["splitter"] == 0 and state.view(None)["tile"] == 0


def test_a_re_split_three_levels_deep():
    state = position(candies(14), players=6, bird=False, parent=0)
    split(state, 12, {p: H for p in range(6)} | {5: G})  # level 1: 0–4 contest 12 cards
    assert state.collections[5] == candies(2, 12)
    assert state.split["depth"] == 1 and state.split["splitter"] == 1
    split(state, 9, {0: H, 1: H, 2: H, 3: H, 4: G})  # level 2: 0–3 contest 9 cards
    assert state.collections[4] == candies(3, 9)
    assert state.split["depth"] == 2 and state.split["splitter"] == 2 and state.split["path"] == "HH"
    split(state, 5, {0: G, 1: H, 2: H, 3: G})  # level 3: both piles contested
    assert state.split["depth"] == 3 and state.split["path"] == "HHH"
    assert state.split["choosers"] == [1, 2] and state.split["splitter"] == 1  # after 2, clockwise: 3, 4, 5, 0, 1
    split(state, 2, {1: H, 2: G})
    assert state.collections[1] == candies(2) and state.collections[2] == candies(3, 2)
    assert state.split["path"] == "HHG" and state.split["choosers"] == [0, 3] and state.split["splitter"] == 3
    split(state, 3, {0: G, 3: H})
    assert state.collections[3] == candies(3, 5) and state.collections[0] == candies(1, 8)
    assert state.round == 2 and state.nest == []


def test_a_contested_one_card_pile_goes_to_the_nest_and_its_choosers_take_cookie_men():
    state = position(candies(8), bird=False, collections={1: ["cookie-1", "cookie-2"]})
    split(state, 1, {0: H, 1: H, 2: G})
    event = next(e for e in state.log if e["event"] == "cookies")
    assert event == {"event": "cookies", "path": "H", "cards": ["candy-1"], "players": [1, 0]}
    assert state.collections[1] == ["cookie-1", "cookie-2", "cookie-14"]  # even past the limit
    assert state.collections[2] == candies(7, 1)
    assert state.round == 2  # the nest (candy 1) then went to the round's parent, player 0
    assert state.collections[0] == ["cookie-13", "candy-1"] and state.nest == []


def test_too_few_cookie_men_go_clockwise_from_the_piles_maker():
    state = position(candies(8), bird=False, parent=1, cookies_left=1)
    split(state, 7, {0: G, 1: H, 2: G})  # candy 8 contested by 0 and 2; after maker 1 comes 2
    event = next(e for e in state.log if e["event"] == "cookies")
    assert event["players"] == [2] and state.collections[2] == ["cookie-1"] and state.collections[0] == []


def test_no_cookie_man_once_the_pile_is_empty():
    state = position(candies(8), bird=False, cookies_left=0)
    split(state, 7, {0: G, 1: G, 2: H})
    log = state.view(None)["log"]
    event = next(e for e in log if e["event"] == "cookies")
    assert event["players"] == []
    assert state.collections[1] == [] and state.collections[0] == ["candy-8"]  # the nest, to the parent


def test_a_contested_one_card_pile_with_the_bird_card():
    state = position(candies(8))
    split(state, 2, {0: H, 1: H, 2: G}, bird_at=0)  # Hansel: bird, candy 1
    event = next(e for e in state.log if e["event"] == "cookies")
    assert event == {"event": "cookies", "path": "H", "cards": ["candy-1"], "players": [1, 0]}
    assert state.collections[0] == ["cookie-13"] and state.collections[1] == ["cookie-14"]
    assert state.collections[2] == candies(7, 1)
    # the bird card went back beside the row: nobody holds it, so the nest stays
    assert state.round == 2 and state.nest == ["candy-1"] and state.bird_at == "beside"
    assert state.phase == "bird"


def test_hansel_is_resolved_before_gretel_and_its_own_re_splits_first():
    state = position(candies(10), players=4, bird=False)
    split(state, 5, {0: H, 1: H, 2: G, 3: G})
    assert state.split["path"] == "H"
    split(state, 3, {0: H, 1: H})  # Hansel's own re-split (both pick Hansel again)
    assert state.split["path"] == "HH"
    split(state, 1, {0: H, 1: G})
    assert state.split["path"] == "G"  # only now Gretel's
    paths = [e["path"] for e in state.view(None)["log"] if e["event"] == "split"]
    assert paths == ["", "H", "HH", "G"]


def test_simple_outcomes_are_settled_at_the_reveal_so_the_bird_card_enters_the_next_split():
    state = position(candies(8))
    split(state, 5, {0: H, 1: H, 2: H}, bird_at=7)  # Gretel (candy 5, 6, bird, 7) unchosen
    assert state.bird_at == "beside" and state.phase == "bird"


# --- the end of the round --------------------------------------------------------------


def test_the_bird_card_holder_takes_the_nest():
    state = position(candies(8), nest=["cake-1"])
    split(state, 2, {0: H, 1: G, 2: G}, bird_at=0)  # player 0 takes the bird card and candy 1
    assert state.bird_at == 0 and state.split["splitter"] == 1 and state.phase == "cut"
    split(state, 3, {1: G, 2: G})  # candy 2–4 to the nest
    assert state.split["splitter"] == 2
    split(state, 1, {1: H, 2: H})  # candy 5 to the nest (cookie men), candy 6–8 to the nest
    assert state.round == 2
    assert sorted(state.collections[0]) == sorted(["candy-1", "cake-1", *candies(7, 1)])
    assert state.nest == [] and state.bird_at == "beside"
    taken = next(e for e in state.log if e["event"] == "nest_taken")
    assert taken["player"] == 0 and len(taken["cards"]) == 8


def test_with_no_bird_card_held_the_nest_stays():
    state = position(candies(8), nest=["cake-1"])
    split(state, 4, {0: G, 1: G, 2: G}, bird_at=0)  # Hansel (bird, candy 1–3) goes unchosen
    split(state, 2, {0: H, 1: G, 2: G}, bird_at=5)  # the bird card is back: candy 4–8, bird
    split(state, 1, {1: H, 2: H})  # candy 6 contested, candy 7, 8 and the bird unchosen
    assert state.round == 2 and state.bird_at == "beside"
    assert state.nest == ["cake-1", *candies(3), "candy-6", "candy-7", "candy-8"]
    assert state.collections[0] == ["candy-4", "candy-5"]


def test_without_the_bird_rule_the_rounds_first_parent_takes_the_nest():
    state = position(candies(8), bird=False, parent=2, nest=["cake-1"])
    split(state, 4, {0: G, 1: G, 2: G})
    # the re-split is made by player 0, who takes the parent tile, but the nest goes to the round's first parent
    assert state.split["splitter"] == 0 and state.view(None)["tile"] == 0 and state.view(None)["parent"] == 2
    split(state, 2, {0: G, 1: G, 2: G})
    split(state, 1, {0: H, 1: G, 2: H})
    assert state.round == 2
    assert set(["cake-1", *candies(4)]) <= set(state.collections[2])


# --- bears and mirrors ----------------------------------------------------------------


def tidy_position(taken, held=(), bird=False):
    """Player 1 takes ``taken`` (a Hansel pile) this round, holding ``held`` already."""
    row = [*taken, *candies(8 - len(taken))]
    state = position(row, bird=bird, collections={1: list(held)})
    split(state, len(taken), {0: G, 1: H, 2: G})
    split(state, 8 - len(taken) - 1, {0: H, 2: G})
    assert state.phase == "tidy" and state.to_act() == [1]
    return state


def test_a_bear_discards_up_to_two_sweets_of_this_round():
    state = tidy_position(["bear-1", "cake-1", "donut-1", "donut-2", "witch-1"], held=["parfait-1"])
    legal = state.legal_actions(1)
    assert {"do": "bear", "discard": ["donut", "cake"]} in legal
    assert {"do": "bear", "discard": ["donut", "donut"]} in legal
    assert {"do": "bear", "discard": []} in legal
    with pytest.raises(IllegalAction, match="never discard a witch"):
        state.apply(1, {"do": "bear", "discard": ["witch"]})
    with pytest.raises(IllegalAction, match="at most 2"):
        state.apply(1, {"do": "bear", "discard": ["donut", "donut", "cake"]})
    with pytest.raises(IllegalAction):  # the parfait was not taken this round
        state.apply(1, {"do": "bear", "discard": ["parfait"]})
    state.apply(1, {"do": "bear", "discard": ["donut", "cake"]})
    assert sorted(state.collections[1]) == ["bear-1", "donut-1", "parfait-1", "witch-1"]
    assert sorted(state.discard) == ["cake-1", "donut-2"]
    assert state.round == 2


def test_a_mirror_copies_a_held_sweet_and_can_push_it_over_its_limit():
    state = tidy_position(["mirror-1", "chocolate-1"], held=["chocolate-2", "candy-14"])
    assert state.legal_actions(1) == [{"do": "mirror", "copy": "candy"}, {"do": "mirror", "copy": "chocolate"}]
    state.apply(1, {"do": "mirror", "copy": "chocolate"})
    view = state.view(None)["collections"][1]
    assert view["counts"]["chocolate"] == 3 and view["over"] == ["chocolate"]
    assert view["mirrors"] == {"mirror-1": "chocolate"}
    assert state.scores()[1] == 1  # the chocolates score nothing; the candy scores 1


def test_a_mirror_copies_a_cookie_man():
    state = tidy_position(["mirror-1"], held=["cookie-1"])
    state.apply(1, {"do": "mirror", "copy": "cookie"})
    assert state.scores()[1] == 10


def test_a_mirror_with_no_sweet_fizzles():
    row = ["mirror-1", *candies(7)]
    state = position(row, bird=False)
    split(state, 1, {0: G, 1: H, 2: G})
    split(state, 6, {0: H, 2: G})
    assert state.round == 2  # nothing to decide
    assert "mirror-1" not in state.collections[1] and state.discard == ["mirror-1"]
    assert {"event": "mirror_fizzles", "player": 1, "card": "mirror-1"} in state.log


def test_bear_and_mirror_in_the_order_the_holder_wants():
    first_bear = tidy_position(["bear-1", "mirror-1", "cake-1"])
    assert {"do": "bear", "discard": ["cake"]} in first_bear.legal_actions(1)
    assert {"do": "mirror", "copy": "cake"} in first_bear.legal_actions(1)
    first_bear.apply(1, {"do": "bear", "discard": ["cake"]})
    assert first_bear.legal_actions(1) == [{"do": "mirror", "copy": None}]  # nothing left to copy
    first_bear.apply(1, {"do": "mirror", "copy": None})
    assert first_bear.round == 2 and first_bear.discard == ["cake-1", "mirror-1"]  # the mirror fizzled
    first_mirror = tidy_position(["bear-1", "mirror-1", "cake-1"])
    first_mirror.apply(1, {"do": "mirror", "copy": "cake"})
    first_mirror.apply(1, {"do": "bear", "discard": []})
    assert first_mirror.scores()[1] == 0  # two cakes: over the limit of 1


def test_bear_and_mirror_decisions_stay_hidden_until_everyone_is_done():
    row = ["bear-1", "cake-1", "bear-2", "donut-1", *candies(4)]
    state = position(row, bird=False)
    split(state, 2, {0: H, 1: G, 2: G})
    split(state, 2, {1: H, 2: G})  # player 1: bear-2, donut-1; player 2 gets candies
    assert state.phase == "tidy" and 0 in state.to_act() and 1 in state.to_act()
    state.apply(0, {"do": "bear", "discard": ["cake"]})
    for viewer in (1, 2, None):
        view = state.view(viewer)
        assert "cake-1" in view["collections"][0]["cards"] and view["discard"] == []
        assert view["scores"][0] == 8
        assert not any(e["event"] == "bear" for e in view["log"])
    assert "cake-1" not in state.view(0)["collections"][0]["cards"]
    state.apply(1, {"do": "bear", "discard": []})
    view = state.view(2)
    assert "cake-1" not in view["collections"][0]["cards"] and view["discard"] == ["cake-1"]
    assert {"event": "bear", "player": 0, "discarded": ["cake-1"]} in view["log"]


# --- the next parent, the end and scoring ------------------------------------------------------


def test_the_next_parent_has_the_fewest_cards():
    state = position(candies(8), bird=False, collections={0: ["cake-1"], 2: ["cake-2"]})
    split(state, 7, {0: H, 1: G, 2: H})  # player 1 takes 1 card, 0 and 2 re-split 7
    split(state, 6, {0: H, 2: G})
    assert [len(c) for c in state.collections] == [7, 1, 2]
    assert state.parent == 1
    end = next(e for e in state.log if e["event"] == "round_end")
    assert end == {"event": "round_end", "round": 1, "scores": [8 + 6, 1, 8 + 1], "cards": [7, 1, 2]}


def test_the_next_parent_tie_goes_clockwise_from_the_parent_the_parent_last():
    state = position(candies(8), bird=False, parent=1, collections={0: ["cake-1"], 2: ["cake-2", "cake-3"]})
    split(state, 2, {0: G, 1: H, 2: G})  # player 1 takes 2; 0 and 2 re-split 6, cut by 2
    split(state, 2, {0: G, 2: H})
    assert [len(c) for c in state.collections] == [5, 2, 4]
    assert state.parent == 1  # alone with the fewest
    state = position(candies(8), bird=False, parent=1, collections={0: ["cake-1"], 2: ["cake-2"]})
    split(state, 3, {0: G, 1: H, 2: G})
    split(state, 2, {0: H, 2: G})  # counts: 3, 3, 4
    assert [len(c) for c in state.collections] == [3, 3, 4]
    assert state.parent == 0  # after parent 1: 2, 0 — so 0; the parent itself last
    state = position(candies(8), bird=False, parent=0, collections={2: ["cake-2"]})
    split(state, 4, {0: H, 1: G, 2: G})
    split(state, 3, {1: H, 2: G})  # counts: 4, 3, 2
    assert state.parent == 2
    state = position(candies(8), bird=False, parent=2, collections={2: ["cake-2", "cake-3"]})
    split(state, 3, {0: H, 1: G, 2: G})
    split(state, 2, {1: G, 2: H})  # counts: 3, 3, 4 → after parent 2 comes 0
    assert [len(c) for c in state.collections] == [3, 3, 4] and state.parent == 0


def test_a_next_parent_tie_counts_from_the_parent_tile_holder_not_the_rounds_first_parent():
    """Rules ⑨: 複数いる場合は今の親から時計回りで一番近い人になります。

    「今の親」 is the parent tile's holder at the round's end: the last re-splitter.
    """
    state = position(candies(10), players=4, bird=False, parent=0)
    split(state, 2, {0: H, 1: G, 2: G, 3: G})  # 0 takes 2; 1, 2 and 3 contest 8, re-split by 1
    split(state, 2, {1: H, 2: G, 3: G})  # 1 takes 2; 2 and 3 contest 6, re-split by 2
    assert state.view(None)["tile"] == 2
    split(state, 3, {2: H, 3: G})
    assert [len(c) for c in state.collections] == [2, 2, 3, 3] and state.round == 2
    # 0 and 1 tie; after the holder 2 come 3, then 0 (after the first parent 0 would come 1)
    assert state.parent == 0 and state.view(None)["tile"] == 0


def test_a_next_parent_tie_puts_the_tile_holder_last():
    state = position(candies(10), players=4, bird=False, parent=0)
    split(state, 2, {0: H, 1: G, 2: G, 3: G})  # 0 takes 2; 1, 2 and 3 contest 8, re-split by 1
    split(state, 2, {1: G, 2: H, 3: G})  # 2 takes 2; 1 and 3 contest 6: after the holder 1 comes 3
    assert state.split["splitter"] == 3 and state.view(None)["tile"] == 3
    split(state, 4, {1: H, 3: G})
    assert [len(c) for c in state.collections] == [2, 4, 2, 2]
    # 0, 2 and the holder 3 tie: after 3 comes 0 (after the first parent 0 would come 2; the holder is last)
    assert state.parent == 0


def test_a_save_from_before_the_parent_tile_counted_is_refused_not_replayed_into_another_game():
    """Version 1 counted re-splitters from a pile's maker: its moves would replay into a different game."""
    state = GAME.new(4, 7)
    while state.round == 1:
        player = state.to_act()[0]
        state.apply(player, state.legal_actions(player)[0])
    data = save(state)
    assert load(data).view(None) == state.view(None)
    with pytest.raises(SaveError, match="different version"):
        load({**data, "version": 1})


def test_the_game_ends_after_five_rounds():
    state = position(candies(8), bird=False, round=5)
    split(state, 4, {0: H, 1: G, 2: G})
    split(state, 2, {1: H, 2: G})
    assert state.is_over() and state.to_act() == [] and state.phase == "over"
    assert state.legal_actions(0) == []
    with pytest.raises(IllegalAction, match="over"):
        state.apply(0, {"do": "cut", "at": 1})


def test_a_whole_game_has_five_rounds():
    state = GAME.new(5, 11)
    rounds = set()
    while not state.is_over():
        rounds.add(state.round)
        player = state.to_act()[0]
        state.apply(player, state.legal_actions(player)[-1])
    assert rounds == {1, 2, 3, 4, 5}
    assert len(state.deck) == 0


def finish(collections, players=3):
    """Play a last round in which only the parent (the last player) takes anything."""
    row = [f"candy-{i}" for i in range(15 - 2 * (players + 1), 15)]
    state = position(
        row, players=players, bird=False, round=5, collections=collections, parent=players - 1, cookies_left=0
    )
    while not state.is_over():  # everyone takes Hansel: the rest goes to the nest, and the nest to the parent
        split(state, len(state.split["items"]) - 1, {p: H for p in state.split["choosers"]})
    assert set(row) <= set(state.collections[players - 1])
    return state


def test_scoring_counts_points_and_zero_past_the_fullness_limit():
    state = finish({0: ["cake-1", "candy-1", "candy-2", "donut-1", "donut-2", "donut-3", "donut-4"], 1: ["cake-2"]})
    assert state.scores()[:2] == [8 + 2 + 8, 8]
    state = finish({0: ["cake-1", "cake-2", "donut-1", "donut-2", "donut-3", "donut-4", "donut-5"]})
    assert state.scores()[0] == 0


def test_cookie_men_score_five_up_to_two_and_witches_lose_four():
    assert finish({0: ["cookie-1", "cookie-2", "witch-1"]}).scores()[0] == 6
    assert finish({0: ["cookie-1", "cookie-2", "cookie-3", "witch-1", "witch-2"]}).scores()[0] == -8


def test_ranking_by_score_then_fewer_cards_then_shared():
    state = finish({0: ["cake-1"], 1: ["parfait-1", "candy-1"], 2: ["parfait-2", "witch-1", "pudding-1"]})
    assert state.scores() == [8, 8, 8 + 7 - 4 + 4]
    assert state.view(None)["ranking"] == [2, 3, 1]
    assert state.winners() == [2]
    state = finish({0: ["cake-1"], 1: ["cake-2"], 3: ["witch-1"]}, players=4)
    assert state.scores() == [8, 8, 0, 10 - 4]
    assert state.view(None)["ranking"] == [1, 1, 4, 3]
    assert state.winners() == [0, 1]
