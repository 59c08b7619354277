"""Hennote's board words and step-by-step turns (web/games/hennote_log.py: pure Python, no browser).

A bot's turn is shown as refill, then action, then battle, each step built only from the view
before and the view after; the move log says in words what each player did.
"""

from __future__ import annotations

import random

import pytest

from pygames import GAMES
from web import i18n
from web.games.hennote_log import card_label, line, log_lines, news_lines, steps

HENNOTE = GAMES["hennote"]
NAMES = ["Ann", "Robo"]


def turns(seed: int, viewer: int = 0):
    """(view before, view after) around each of seat 1's actions in a seeded random game, seen by ``viewer``."""
    rng = random.Random(seed)
    state = HENNOTE.new(2, seed)
    while not state.is_over():
        player = state.to_act()[0]
        before = state.view(viewer)
        state.apply(player, rng.choice(state.legal_actions(player)))
        if player == 1:
            yield before, state.view(viewer)


@pytest.fixture(params=["en", "ja"])
def language(request):
    previous = i18n.lang()
    i18n.set_lang(request.param)
    yield request.param
    i18n.set_lang(previous)


def test_an_opponents_turn_is_shown_refill_then_action_then_battle():
    seen = set()
    for seed in range(15):
        for before, after in turns(seed):
            shown = steps(before, after)
            assert shown[-1] is after, "the last step is the real view"
            kinds = [step["log"][-1]["e"] for step in shown[:-1]]
            new = [e["e"] for e in after["log"][len(before["log"]) :] if "table" in e and e["e"] != "reshuffle"]
            assert kinds == new[:-1], "one step per refill, action and battle, in the order they happened"
            for step, following in zip(shown, shown[1:]):
                assert following["log"][: len(step["log"])] == step["log"], "a step never shows a later state"
                assert step["log"] == after["log"][: len(step["log"])]
            seen.add(tuple(new))
    assert ("retreat", "battle", "refill") in seen or ("slide", "battle", "refill") in seen


def test_the_action_step_shows_the_card_brought_in_before_the_battle_takes_any_away():
    for seed in range(30):
        for before, after in turns(seed):
            shown = steps(before, after)
            for step in shown[:-1]:
                event = step["log"][-1]
                if event["e"] == "retreat":
                    field = step["sides"][1]["field"]
                    assert field[event["slot"]] == event["card"]
                    assert None not in field, "the battle has not happened yet in this step"
                    assert step["sides"][1]["discard"][-1] == event["discarded"]
                    assert step["last_battle"] == before["last_battle"]
                    return
    raise AssertionError("no retreat by seat 1 was found")


def test_steps_are_not_made_across_the_placement():
    state = HENNOTE.new(2, 1)
    state.apply(0, state.legal_actions(0)[0])
    before = state.view(0)
    state.apply(1, state.legal_actions(1)[0])
    after = state.view(0)
    assert steps(before, after) == [after]


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
        for before, after in turns(seed):
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
