"""Dim Sum's lesson (#47), each test from a sentence of the issue."""

from __future__ import annotations

import re

from pygames.dimsum import GAME
from pygames.dimsum.data import CELLS, FACES, SHAPES, kind_of, shape_of
from pygames.dimsum.lesson import LESSON

SECONDS_WITH_WORDS = 4  # reading a beat's words
SECONDS_PER_MOVE = 2  # the learner's own move (a take is two taps: the card, then Take), once its words are read
SECONDS_SHOWN = 2  # another seat's move shown without words


def final():
    *_, (_, state) = LESSON.replay()
    return state


def events(state, kind: str, player: int | None = None) -> list[dict]:
    return [e for e in state.view(LESSON.learner)["log"] if e["e"] == kind and player in (None, e.get("player"))]


def test_the_game_names_its_lesson():
    assert GAME.lesson() is LESSON
    assert LESSON.players == 2 and LESSON.seed.bit_length() > 64 and LESSON.learner == 0
    assert LESSON.new().start == LESSON.learner  # the learner moves first


def test_the_script_replays_legally_and_identically_twice():
    first = [(beat, state.view(seat)) for beat, state in LESSON.replay() for seat in (0, 1, None)]
    second = [(beat, state.view(seat)) for beat, state in LESSON.replay() for seat in (0, 1, None)]
    assert first == second
    assert LESSON.moves_after()[-1] == len(final().history)


def test_the_learners_beats_are_the_learners_turns_and_they_make_most_decisions():
    state = LESSON.new()
    mine = theirs = 0
    for beat in LESSON.beats:
        if beat.action is None:
            assert beat.seat is None and beat.text is not None
            continue
        assert beat.seat in state.to_act()
        assert beat.action in state.legal_actions(beat.seat)
        if beat.seat == LESSON.learner:
            mine += 1
            assert beat.text is not None  # the learner is told what to do and why
        else:
            theirs += 1
        state.apply(beat.seat, beat.action)
    assert mine > theirs


def test_it_goes_theme_then_goal_then_one_whole_round_and_closes_with_words():
    beats = LESSON.beats
    assert [b.seat for b in beats[:2]] == [None, None] and beats[-1].seat is None
    assert "dim sum" in beats[0].text["en"] and "点心" in beats[0].text["ja"]
    assert "wins" in beats[1].text["en"] and "勝ち" in beats[1].text["ja"]
    state = final()
    assert state.is_over() and [len(eaten) for eaten in state.eaten] == [7, 7]  # the whole meal: one round


def test_the_shapes_decide_where_the_cubes_land():
    # the first card's cubes land on the lowest empty cell and the cells its shape points at
    first = events(final(), "place", LESSON.learner)[0]
    take = events(final(), "take", LESSON.learner)[0]
    anchor = CELLS[first["cells"][0]]
    assert first["cells"] == [1, 2, 3, 4] and not first["overflow"] and not first["indigestion"]
    shape = SHAPES[shape_of(take["card"])]["cubes"]
    assert [CELLS[c] for c in first["cells"]] == [(anchor[0] + dr, anchor[1] + dc) for dr, dc in shape]


def test_indigestion_happens_to_both_seats_and_moves_the_gauge():
    state = final()
    for seat in (0, 1):
        spilt = [e for e in events(state, "place", seat) if e["indigestion"]]
        assert spilt and spilt[0]["overflow"] and spilt[0]["gauge"] == 1
    assert events(state, "take", 1)[1]["from"] == "deck"  # Mei's spill comes from the deck's unseen card


def test_a_face_closes_a_cell_and_pays_its_bonus():
    state = final()
    face = state.faces[LESSON.learner]
    info = FACES[face]
    assert info["bottleneck"] and info["bonus"] == 4
    closed = [s.view(0)["seats"][0]["blocked"] for _, s in LESSON.replay()]
    assert info["blocks"] in closed  # filling the bottleneck closed the cell below it
    # a later cube skipped the closed cell: it spilt past it while the cell stayed empty
    skipped = [e for e in events(state, "place", 0) if e["overflow"] and info["blocks"] + 1 in e["overflow"]]
    assert skipped and not state.stomachs[0][info["blocks"]]
    assert state.score_lines(0)["face"] == info["bonus"]


def test_the_second_helping_stacks_on_the_same_kind():
    state = final()
    stacks = [e for e in events(state, "stack", LESSON.learner) if e["cells"]]
    assert len(stacks) >= 2 and all(len(state.stomachs[0][c]) > 1 for e in stacks for c in e["cells"])
    chosen = [b for b in LESSON.beats if b.seat == LESSON.learner and b.action["do"] == "stack"]
    assert chosen  # the learner picks a stack at least once


def test_the_bonus_of_the_last_two_turns():
    state = final()
    assert [(e["player"], e["picks"]) for e in events(state, "bonus")] == [(0, ["chip"]), (1, ["chip", "gauge"])]
    assert any(b.seat == LESSON.learner and b.action["do"] == "bonus" for b in LESSON.beats)  # a choice


def test_the_most_common_kind_scores_nothing_and_the_words_tell_the_engines_score():
    state = final()
    lines = state.score_lines(0)
    assert lines["excluded"] == "harumaki" and lines["excluded_points"] > 0 and lines["all_kinds"] == 3
    scores = state.scores()
    assert state.winners() == [LESSON.learner]
    told = next(b for b in LESSON.beats if "You win" in (b.text or {}).get("en", ""))
    assert f"{scores[0]} to {scores[1]}" in told.text["en"] and f"{scores[0]}対{scores[1]}" in told.text["ja"]
    assert kind_of("harumaki-mono") == lines["excluded"]


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
        assert re.search(r"[ぁ-んァ-ン一-龯]", beat.text["ja"]) and not re.search(r"[ぁ-んァ-ン]", beat.text["en"])
    for name in LESSON.names:
        assert set(name) == {"en", "ja"} and all(name.values())


def test_it_can_be_followed_in_under_three_minutes():
    seconds = 0
    for beat in LESSON.beats:
        seconds += SECONDS_WITH_WORDS if beat.text else SECONDS_SHOWN
        seconds += SECONDS_PER_MOVE if beat.seat == LESSON.learner else 0
    assert 15 <= len(LESSON.beats) <= 30
    assert seconds < 180
