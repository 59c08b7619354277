"""Dim Sum's hint reasons (#47): each rule of thumb where it applies, None where no simple rule says why."""

from __future__ import annotations

import random

from pygames.dimsum import GAME
from pygames.dimsum.hints import reason

from .dimsum_positions import position, stomach

G, S, X, H = "gyoza", "shumai", "xiaolongbao", "harumaki"
FULL = stomach(([1, 2, 3, 4, 5], G), ([6, 7, 8, 9, 10, 11, 12, 13], S), ([14], H))


def take(card: str) -> dict:
    return {"do": "take", "from": "market", "card": card}


def why(state, action, player: int = 0):
    """The reason from the seat's own view, through the game's lazy hook as the app calls it."""
    assert action in state.legal_actions(player)
    words = GAME.hint_reason(state.view(player), action)
    assert words is None or (set(words) == {"en", "ja"} and all(words.values()))
    return words


def test_a_shape_that_fits_and_a_single_cube():
    state = position(market=["gyoza-square", "shumai-mono", "harumaki-line"])
    assert "All 4 cubes fit" in why(state, take("gyoza-square"))["en"]
    assert "4個とも形どおり" in why(state, take("gyoza-square"))["ja"]
    assert "single cube always fits" in why(state, take("shumai-mono"))["en"]


def test_a_card_that_spills_has_no_simple_reason():
    state = position([stomach(([1, 2, 3, 4], G)), stomach()], market=["shumai-line", "gyoza-mono", "harumaki-mono"])
    assert why(state, take("shumai-line")) is None  # no room beside 5: indigestion, and no rule says take it


def test_the_fourth_kind():
    state = position([stomach(([1, 2], G), ([3], S), ([4], X)), stomach()], market=["harumaki-pair", "gyoza-mono"])
    words = why(state, take("harumaki-pair"))
    assert "one kind you lack" in words["en"] and "+3" in words["en"] and "4種そろう" in words["ja"]
    assert "fit" in why(state, take("gyoza-mono"))["en"]  # a kind already eaten: only the fit is said


def test_a_full_stomach_and_cell_14():
    twelve = stomach((range(1, 13), G))
    state = position([twelve, stomach()], market=["shumai-pair", "shumai-tall", "gyoza-mono"])
    assert "full stomach scores +3" in why(state, take("shumai-pair"))["en"]
    words = why(state, take("shumai-tall"))  # 13, then its lower cube spills to 14: the second layer opens
    assert "fills cell 14" in words["en"] and "ベツバラ" in words["ja"]


def test_a_cell_filled_before_the_bottleneck_closes_it():
    state = position(
        [stomach((range(1, 8), G)), stomach()], faces=["centre", "healthy"], market=["shumai-tall", "gyoza-mono"]
    )
    words = why(state, take("shumai-tall"))  # 8 and 12 with one card
    assert "fills cell 12 before your bottleneck, 8, shuts it" in words["en"]
    assert "12のマスを埋められます" in words["ja"]


def test_second_helpings_score_two_a_cube_but_not_on_the_kind_that_scores_nothing():
    state = position([FULL, stomach()], market=["gyoza-pair", "shumai-mono", "xiaolongbao-mono"])
    words = why(state, take("gyoza-pair"))
    assert "Its 2 cubes stack on your Gyoza for 4 points" in words["en"] and "4点" in words["ja"]
    assert why(state, take("shumai-mono")) is None  # shumai tops the most stacks: it scores nothing
    assert why(state, take("xiaolongbao-mono")) is None  # no stack to go on: indigestion


def test_stacking_on_any_stack_of_the_kind_scores_the_same():
    state = position([FULL, stomach()], market=["gyoza-pair", "shumai-mono"])
    state.apply(0, take("gyoza-pair"))
    words = why(state, {"do": "stack", "cell": 3})
    assert "scores the same" in words["en"] and "どこに重ねても" in words["ja"]


def test_the_deck_when_every_market_card_spills():
    spilling = ["shumai-line", "harumaki-line", "gyoza-square"]
    state = position([stomach(([1, 2, 3, 4], G), ([6, 7], S)), stomach()], market=spilling)
    assert all(state.view(0)["previews"][c]["indigestion"] for c in spilling)
    assert "deck's unseen card may fit" in why(state, {"do": "take", "from": "deck"})["en"]
    calm = position(market=["gyoza-mono", "shumai-mono", "harumaki-mono"])
    assert why(calm, {"do": "take", "from": "deck"}) is None


def test_the_bonus_of_the_turn_before_last():
    state = position(players=2, taken=12, turn=0, deck=[], market=["gyoza-mono", "shumai-mono"], gauge=[2, 0])
    state.apply(0, take("gyoza-mono"))
    assert state.step == "bonus"
    assert "+1 point" in why(state, {"do": "bonus", "pick": "chip"})["en"]
    assert "as much as a chip" in why(state, {"do": "bonus", "pick": "gauge"})["en"]
    state.chips_left = 0
    assert "No chips are left" in why(state, {"do": "bonus", "pick": "gauge"})["en"]


def test_the_faces():
    state = GAME.new(2, 1 << 100, {"faces": "choose"})
    assert "+4 at the end, the most of any face" in why(state, {"do": "face", "face": "centre"})["en"]
    assert "+3 at the end." in why(state, {"do": "face", "face": "right"})["en"]
    assert "No bottleneck" in why(state, {"do": "face", "face": "healthy"})["en"]


def test_an_action_it_does_not_know_has_no_reason():
    state = position()
    assert reason(state.view(0), "nonsense") is None
    assert reason(state.view(0), {"do": "take", "from": "market", "card": "gyoza-square"}) is None  # not shown


def test_every_legal_move_of_random_games_gets_words_in_both_languages_or_none():
    rng = random.Random(47)
    said = 0
    for players in (2, 3, 4):
        for _ in range(6):
            state = GAME.new(players, rng.getrandbits(128), {"faces": "choose"})
            while not state.is_over():
                player = state.to_act()[0]
                legal = state.legal_actions(player)
                for action in legal:
                    said += why(state, action, player) is not None
                state.apply(player, rng.choice(legal))
    assert said
