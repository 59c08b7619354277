"""Hennote's board words (web/games/hennote/log.py: pure Python, no browser) and its turns told step by step.

The steps of a bot's turn are the engine's own (``State.story``): the action, then the battle, then
the refill; the move log says in words what each player did, and each step's caption is the words
of the events it gained.
"""

from __future__ import annotations

import random

import pytest

from pygames import GAMES
from web import i18n
from web.games.hennote.log import card_label, line, log_lines, news_lines

HENNOTE = GAMES["hennote"]
NAMES = ["Ann", "Robo"]
#: The events a turn is shown in, a step each.
STEP_EVENTS = ("slide", "change", "retreat", "battle", "refill")


def turns(seed: int, viewer: int = 0):
    """(view before, steps) around each of seat 1's actions in a seeded random game, seen by ``viewer``."""
    rng = random.Random(seed)
    state = HENNOTE.new(2, seed)
    while not state.is_over():
        player = state.to_act()[0]
        before = state.view(viewer)
        steps = state.story(player, rng.choice(state.legal_actions(player)), viewer)
        if player == 1:
            yield before, steps


@pytest.fixture(params=["en", "ja"])
def language(request):
    previous = i18n.lang()
    i18n.set_lang(request.param)
    yield request.param
    i18n.set_lang(previous)


def test_an_opponents_turn_is_shown_action_then_battle_then_refill():
    seen = set()
    for seed in range(15):
        for before, steps in turns(seed):
            after = steps[-1]
            shown = before
            for step in steps:
                gained = [e["e"] for e in step["log"][len(shown["log"]) :] if e["e"] in STEP_EVENTS]
                assert step["log"] == after["log"][: len(step["log"])], "a step never shows a later state"
                assert len(gained) == 1 or step is after, "one step per action, battle and refill"
                shown = step
            events = tuple(e["e"] for e in after["log"][len(before["log"]) :] if e["e"] in STEP_EVENTS)
            seen.add(events)
            if events[1:] == ("battle", "refill"):
                assert len(steps) == 3, "the action, the battle and the refill each have their step"
    assert ("retreat", "battle", "refill") in seen or ("slide", "battle", "refill") in seen


def test_the_action_step_shows_the_card_brought_in_before_the_battle_takes_any_away():
    for seed in range(30):
        for before, steps in turns(seed):
            for step in steps[:-1]:
                event = step["log"][-1]
                if event["e"] == "retreat":
                    field = step["sides"][1]["field"]
                    assert field[event["slot"]] == event["card"]
                    assert None not in field, "the battle has not happened yet in this step"
                    assert step["sides"][1]["discard"][-1] == event["discarded"]
                    assert step["last_battle"] == before["last_battle"]
                    return
    raise AssertionError("no retreat by seat 1 was found")


def test_the_placement_turns_up_in_one_step():
    state = HENNOTE.new(2, 1)
    state.apply(0, state.legal_actions(0)[0])
    steps = state.story(1, state.legal_actions(1)[0], 0)
    assert len(steps) == 1 and steps[0]["phase"] == "play"


def test_every_log_event_reads_as_a_sentence_in_both_languages(language):
    rng = random.Random(2)
    for seed in range(6):
        state = HENNOTE.new(2, seed, {"gods": rng.choice(["random", "draft"])})
        while not state.is_over():
            player = state.to_act()[0]
            state.apply(player, rng.choice(state.legal_actions(player)))
        view = state.view(0)
        lines = log_lines(view, NAMES)
        assert len(lines) == len(view["log"])
        for (seat, text), event in zip(lines, view["log"]):
            assert text and text != event["e"], event
            assert seat == event.get("player")
            if event["e"] == "retreat":
                assert card_label(event["discarded"]) in text and card_label(event["card"]) in text
                assert NAMES[event["player"]] in text


def test_news_of_a_turn_is_short_and_names_a_retreats_two_cards(language):
    """The caption of each step and the live region: a few words per event, the full sentences stay in the log."""
    for seed in range(30):
        for before, steps in turns(seed):
            after = steps[-1]
            words = news_lines(before, after, NAMES)
            new = [e for e in after["log"][len(before["log"]) :] if e["e"] != "reshuffle"]
            assert len(words) == len(new)
            assert sum(len(w) for w in words) <= sum(len(line(e, NAMES)) + 1 for e in new)  # + a full stop
            for event, said in zip(new, words):
                if event["e"] == "retreat":
                    assert card_label(event["discarded"]) in said and card_label(event["card"]) in said
                if event["e"] == "battle":
                    for p in (0, 1):
                        won = sum(column["winner"] == p for column in event["columns"])
                        assert (f"{NAMES[p]} +{won}" in said) == bool(won)
