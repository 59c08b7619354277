"""Hansel or Gretel's log in words (web/games/hansel_gretel/log.py, pure Python) and its reveal in steps.

The log numbers a gap as the board does (by the cards on its left); a reveal is told by the engine
(``State.story``) as the choices face up, then each pile's fate, then the table after, and no step
shows what came later.
"""

from __future__ import annotations

import random

import pytest

from pygames.hansel_gretel import GAME
from web import i18n
from web.games.hansel_gretel.log import lines, new_events, news
from web.games.hansel_gretel.text import WORDS

NAMES = ["Ann", "Ben", "Cy", "Di"]


@pytest.fixture(autouse=True, scope="module")
def english():
    if "hg.hansel" not in i18n.TEXT:
        i18n.add(WORDS)
    i18n.set_lang("en")


def fresh_game(players: int = 3, bird: bool = True):
    seed = next(s for s in range(200) if GAME.new(players, s, {"bird": bird}).parent == 0)
    return GAME.new(players, seed, {"bird": bird})


def test_the_log_names_the_gap_by_the_number_on_its_button():
    state = fresh_game()
    state.apply(0, {"do": "bird", "at": 4})
    state.apply(0, {"do": "cut", "at": 6})
    said = [line.text for line in lines(state.view(1)["log"], NAMES)]
    assert "Ann put the bird card in gap 4" in said
    assert "Ann cut at gap 6 (Hansel 5, Gretel 3)" in said  # the bird card is in Hansel's six, and not counted


def test_every_event_of_whole_games_is_told_in_both_languages():
    for seed in range(6):
        state = GAME.new(3 + seed % 4, seed, {"bird": seed % 2 == 0})
        rng = random.Random(seed)
        while not state.is_over():
            player = rng.choice(state.to_act())
            state.apply(player, rng.choice(state.legal_actions(player)))
        for lang in ("ja", "en"):
            i18n.set_lang(lang)
            said = lines(state.view(0)["log"], [f"P{i}" for i in range(state.num_players)])
            assert len(said) == len(state.view(0)["log"])
            assert all(line.text for line in said)
        i18n.set_lang("en")


def test_a_reveal_is_shown_as_the_choices_then_the_piles_fates_then_the_table():
    state = fresh_game(players=4, bird=False)
    state.apply(0, {"do": "cut", "at": 3})
    for player, pile in [(1, "gretel"), (2, "gretel"), (3, "hansel")]:
        state.apply(player, {"do": "choose", "pile": pile})
    before = state.view(1)
    faces, fates, after = state.story(0, {"do": "choose", "pile": "gretel"}, 1)
    assert after == state.view(1)
    # the choices face up, on the table as it was: nothing taken yet
    assert faces["reveal"]["choices"] == {"0": "gretel", "1": "gretel", "2": "gretel", "3": "hansel"}
    assert faces["collections"] == before["collections"] and faces["reveal"]["outcomes"] == {}
    assert faces["split"]["chosen"] == [0, 1, 2, 3]
    # then each pile's fate: Hansel to Di alone, Gretel contested by three
    assert {k: e["event"] for k, e in fates["reveal"]["outcomes"].items()} == {"H": "take", "G": "contested"}
    taken = fates["reveal"]["outcomes"]["H"]["cards"]
    assert fates["collections"][3]["cards"] == before["collections"][3]["cards"] + taken, "Di has Hansel's pile"
    assert fates["split"] == faces["split"], "the split is still on the table"
    # no step tells more than the log of the table after it
    for step in (faces, fates):
        assert step["log"] == after["log"][: len(step["log"])]
    assert len(fates["log"]) < len(after["log"])  # the re-split itself comes only with the last step


def test_no_reveal_no_steps_and_the_news_of_a_cut():
    state = fresh_game(bird=False)
    before = state.view(1)
    (after,) = state.story(0, {"do": "cut", "at": 2}, 1)
    assert [line.text for line in news(before, after, NAMES)] == ["Ann cut at gap 2 (Hansel 2, Gretel 6)"]


def test_your_own_bears_and_mirrors_are_not_news_again_when_everyones_turn_up():
    """While tidying, the viewer's own choices trail their log; when all are shown they are not told twice."""
    for seed in range(300):
        state = GAME.new(3, seed, {"bird": True})
        rng = random.Random(seed)
        while not state.is_over():
            if state.phase == "tidy" and 0 not in state.to_act() and state.view(0)["log"][-1]["event"] == "bear":
                if state.view(0)["log"][-1]["player"] == 0 and state.to_act():
                    before = state.view(0)
                    while state.phase == "tidy":
                        player = state.to_act()[0]
                        state.apply(player, rng.choice(state.legal_actions(player)))
                    told = new_events(before, state.view(0))
                    mine = before["log"][-1]
                    assert mine not in told
                    assert any(e["event"] == "round_end" for e in told)
                    return
            player = rng.choice(state.to_act())
            state.apply(player, rng.choice(state.legal_actions(player)))
    raise AssertionError("no position where Ann had used a bear while others still tidied")


def test_every_step_of_another_players_move_says_what_was_done_a_secret_choice_included():
    """A bot's secret choice of a pile is told (who chose, not what): no step is left without words (a step
    that adds nothing keeps the words of the one before, as the play screen does)."""
    state = fresh_game(3)
    rng = random.Random(4)
    told = []
    while not state.is_over():
        player = state.to_act()[0]
        action = rng.choice(state.legal_actions(player))
        before, said = state.view(0), []
        for frame in state.story(player, action, 0):
            said = [line.text for line in news(before, frame, NAMES)] or said
            assert said or player == 0, f"no words for {action} by seat {player}"
            told += said
            before = frame
    assert "Ben chose Hansel's or Gretel's pile in secret" in told
