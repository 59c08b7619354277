"""The Fox and the Grapes' lesson (#47), each test from a sentence of the issue."""

from __future__ import annotations

import re

from pygames.fox_grapes import GAME
from pygames.fox_grapes.lesson import LESSON

SECONDS_WITH_WORDS = 4  # reading a beat's words
SECONDS_PER_MOVE = 2  # the learner's own move, once its words are read
SECONDS_SHOWN = 2  # another seat's move shown without words


def log(state) -> list[dict]:
    return state.view(LESSON.learner)["log"]


def test_the_game_names_its_lesson():
    assert GAME.lesson() is LESSON
    assert LESSON.players == 2 and LESSON.seed.bit_length() > 64 and LESSON.learner == 0


def test_the_script_replays_legally_and_identically_twice():
    first = [(beat, state.view(seat)) for beat, state in LESSON.replay() for seat in (0, 1, None)]
    second = [(beat, state.view(seat)) for beat, state in LESSON.replay() for seat in (0, 1, None)]
    assert first == second
    assert LESSON.moves_after()[-1] == len(list(LESSON.replay())[-1][1].history)


def test_the_learners_beats_are_the_learners_turns_and_they_make_most_decisions():
    state = LESSON.new()
    mine = theirs = 0
    for beat in LESSON.beats:
        if beat.action is None:
            assert beat.seat is None and beat.text is not None
            continue
        assert state.to_act() == [beat.seat]
        assert beat.action in state.legal_actions(beat.seat)
        if beat.seat == LESSON.learner:
            mine += 1
            assert beat.text is not None  # the learner is told what to do and why
        else:
            theirs += 1
        state.apply(beat.seat, beat.action)
    assert mine > theirs


def test_it_opens_with_the_theme_and_the_goal_and_closes_with_words():
    beats = LESSON.beats
    assert beats[0].seat is None and beats[1].seat is None and beats[-1].seat is None
    assert "fox" in beats[0].text["en"].lower() and "キツネ" in beats[0].text["ja"]
    assert "point" in beats[1].text["en"] and "点" in beats[1].text["ja"]


def test_one_whole_round_is_played():
    *_, (_, state) = LESSON.replay()
    ends = [e for e in log(state) if e["e"] == "round_end"]
    assert [e["round"] for e in ends] == [1] and state.round == 2 and not state.is_over()


def test_every_rule_that_decides_a_game_happens():
    *_, (_, state) = LESSON.replay()
    events = log(state)
    plays = [e for e in events if e["e"] == "play"]
    declares = [e for e in events if e["e"] == "declare"]
    reveals = [e for e in events if e["e"] == "reveal"]
    claims = {(e["player"], e["slot"]): e["claim"] for e in plays}
    # a claim, and a lie among the learner's
    assert len(plays) == 6 and any(r["owner"] == 0 and r["claim"] != r["card"] for r in reveals)
    # a doubt: a declaration against the claim, by the learner and by the other seat
    doubts = [e for e in declares if e["call"] != claims[e["target"], e["slot"]]]
    assert {e["player"] for e in doubts} == {0, 1}
    # every card turned up, and who took it
    assert len(reveals) == 6 and all(r["taker"] in (0, 1) for r in reveals)
    # a fox: called sweet, it goes back to its player, whose special action the learner chooses
    fox = next(r for r in reveals if r["card"] == "fox")
    assert fox["call"] == "sweet" and fox["taker"] == fox["owner"] == 0
    assert [e for e in events if e["e"] == "fox"] == [
        {"e": "fox", "player": 0, "target": 1, "choice": "take_sweet", "forced": False}
    ]


def test_the_words_that_tell_the_score_agree_with_the_engine():
    beat, state = list(LESSON.replay())[-1]
    assert "3 to −3 for you" in beat.text["en"] and state.scores() == [3, -3]
    assert "あなたが3点、ハナがマイナス3点" in beat.text["ja"]


def sentences(text: str) -> int:
    return len([s for s in re.split(r"(?<=[.!?。！？])\s*", text.strip()) if s])


def test_every_text_has_both_languages_and_at_most_two_sentences():
    for beat in LESSON.beats:
        if beat.text is None:
            assert beat.seat not in (None, LESSON.learner)  # only another seat's move goes by without words
            continue
        assert set(beat.text) == {"en", "ja"}
        for code in ("en", "ja"):
            assert beat.text[code].strip() and 1 <= sentences(beat.text[code]) <= 2, beat.text[code]
        assert re.search(r"[ぁ-んァ-ン一-龯]", beat.text["ja"]) and not re.search(r"[ぁ-ん]", beat.text["en"])
    for name in LESSON.names:
        assert set(name) == {"en", "ja"} and all(name.values())


def test_it_can_be_followed_in_under_three_minutes():
    seconds = 0
    for beat in LESSON.beats:
        seconds += SECONDS_WITH_WORDS if beat.text else SECONDS_SHOWN
        seconds += SECONDS_PER_MOVE if beat.seat == LESSON.learner else 0
    assert 15 <= len(LESSON.beats) <= 30
    assert seconds < 180
