"""Hansel or Gretel's lesson (#47), a test for each sentence of the issue: a fixed deal and a script played
through the engine, that shows the rules which decide games, in short words, in under 3 minutes."""

from __future__ import annotations

import re

from pygames.core.lesson import Lesson
from pygames.hansel_gretel import GAME
from pygames.hansel_gretel.data import kind_of
from pygames.hansel_gretel.lesson import LESSON

SECONDS_WORDS, SECONDS_MOVE, LIMIT = 4, 2, 180


def events(kind: str) -> list[dict]:
    """The lesson's whole log once the script has run, filtered by event."""
    *_, (_, state) = LESSON.replay()
    return [e for e in state.log if e["event"] == kind]


def test_the_game_names_its_lesson_and_its_hints():
    assert isinstance(GAME.lesson(), Lesson) and GAME.lesson() is LESSON
    assert GAME.hint_reason is not None
    assert LESSON.players == 3 and LESSON.learner == 0 and 0 < LESSON.seed < 2**128


def test_the_script_replays_legally_and_identically_twice():
    """A fixed deal plus a script played through the engine with no special rules: each beat's view the same."""
    first = [(beat, state.view(LESSON.learner)) for beat, state in LESSON.replay()]
    second = [(beat, state.view(LESSON.learner)) for beat, state in LESSON.replay()]
    assert first == second
    assert LESSON.moves_after()[-1] == len(list(LESSON.replay())[-1][1].history)


def test_the_learner_makes_most_of_the_decisions_and_only_on_their_turns():
    state = LESSON.new()
    mine = others = 0
    for beat in LESSON.beats:
        if beat.action is not None:
            assert beat.seat in state.to_act(), f"{beat} out of turn"
            assert beat.action in state.legal_actions(beat.seat)
            if beat.seat == LESSON.learner:
                mine += 1
            else:
                others += 1
            state.apply(beat.seat, beat.action)
    assert mine > others


def test_it_opens_with_the_theme_and_the_goal_and_closes_with_words():
    beats = LESSON.beats
    assert beats[0].action is None and beats[1].action is None and beats[-1].action is None
    assert beats[0].text and beats[1].text and beats[-1].text


def test_every_text_has_both_languages_and_at_most_two_sentences():
    for beat in LESSON.beats:
        if beat.text is None:
            assert beat.seat != LESSON.learner and beat.action is not None  # a move played through, no stop
            continue
        assert set(beat.text) == {"en", "ja"} and all(beat.text.values())
        english = [s for s in re.split(r"(?<=[.!?])\s+", beat.text["en"].strip()) if s]
        japanese = [s for s in re.split(r"(?<=[。！？])", beat.text["ja"].strip()) if s]
        assert len(english) <= 2, beat.text["en"]
        assert len(japanese) <= 2, beat.text["ja"]
        assert re.search(r"[ぁ-んァ-ン]", beat.text["ja"]), beat.text["ja"]


def test_it_shows_the_cut_and_the_secret_choice():
    cuts = events("cut")
    assert any(e["player"] == LESSON.learner and e["path"] == "" for e in cuts)  # you cut the row
    assert any(e["player"] != LESSON.learner and e["path"] for e in cuts)  # a contested pile is split again
    reveals = events("reveal")
    assert len(reveals) >= 2 and all(str(LESSON.learner) in e["choices"] for e in reveals)
    state = LESSON.new()
    for beat in LESSON.beats:  # a choice stays secret until all have chosen
        if beat.action is not None and beat.action["do"] == "choose" and beat.seat == LESSON.learner:
            state.apply(beat.seat, beat.action)
            if state.phase == "choose":
                other = next(p for p in state.split["choosers"] if p != LESSON.learner)
                assert state.view(other)["split"]["my_choice"] is None
                assert LESSON.learner in state.view(other)["split"]["chosen"]
            continue
        if beat.action is not None:
            state.apply(beat.seat, beat.action)


def test_it_shows_a_witch_taken():
    taken = [e for e in events("take") if any(kind_of(c) == "witch" for c in e["cards"])]
    assert taken and taken[0]["player"] != LESSON.learner
    *_, (_, state) = LESSON.replay()
    assert state.view(None)["collections"][taken[0]["player"]]["witches"] == 1


def test_it_shows_a_bear_keeping_a_kind_within_its_limit():
    """The limits: before the bear, two parfaits score 0; the learner's bear discards one, and it scores."""
    state = LESSON.new()
    for beat in LESSON.beats:
        if beat.action is not None and beat.action["do"] == "bear":
            before = state.view(LESSON.learner)["collections"][LESSON.learner]
            assert "parfait" in before["over"]
            state.apply(beat.seat, beat.action)
            bear = [e for e in state.log if e["event"] == "bear" and e["player"] == LESSON.learner]
            assert bear and [kind_of(c) for c in bear[0]["discarded"]] == ["parfait"]
            after = state.view(LESSON.learner)["collections"][LESSON.learner]
            assert after["counts"]["parfait"] == 1 and "parfait" not in after["over"]
            assert after["score"] > before["score"]
            return
        if beat.action is not None:
            state.apply(beat.seat, beat.action)
    raise AssertionError("no bear in the lesson")


def test_one_whole_round_is_played():
    *_, (_, state) = LESSON.replay()
    assert [e["round"] for e in state.log if e["event"] == "round_end"] == [1]
    assert state.round == 2  # the next row is out, the lesson closes there


def test_it_takes_under_three_minutes():
    seconds = 0
    for beat in LESSON.beats:
        if beat.seat == LESSON.learner:
            seconds += SECONDS_MOVE + (SECONDS_WORDS if beat.text else 0)
        elif beat.text is not None:
            seconds += SECONDS_WORDS
        else:
            seconds += SECONDS_MOVE  # shown as any bot's move
    assert seconds < LIMIT
    assert 10 <= len(LESSON.beats) <= 30
