"""Cookie Battle's lesson, held to issue #47's sentences: a fixed deal and a script played through the engine."""

from __future__ import annotations

import re

from pygames.cookie_battle import GAME
from pygames.cookie_battle.data import kind_of
from pygames.cookie_battle.engine import best_assembly, playable, trick_suit
from pygames.cookie_battle.lesson import LESSON

LEARNER = LESSON.learner
SECONDS_WORDS, SECONDS_MOVE, SECONDS_SHOWN = 4, 2, 2  # reading a beat, making a move, watching another seat's move


def sentences(text: str) -> int:
    """Sentences in English or Japanese: each ends with . ! ? (then a space or the end) or 。！？."""
    return len(re.findall(r"[.!?](?=\s|$)|[。！？]", text.strip()))


def test_the_game_offers_its_lesson():
    assert GAME.lesson() is LESSON
    assert LESSON.players == 3 and 0 <= LESSON.seed < 2**128
    assert len(LESSON.names) == LESSON.players and LESSON.names[LEARNER] == {"en": "You", "ja": "あなた"}


def test_the_script_replays_legally_and_identically_twice():
    """Every scripted action is legal where it comes (replay raises otherwise), and the game is the same twice."""
    first = [[state.view(p) for p in range(LESSON.players)] for _, state in LESSON.replay()]
    second = [[state.view(p) for p in range(LESSON.players)] for _, state in LESSON.replay()]
    assert first == second
    assert len(first) == len(LESSON.beats)
    assert LESSON.moves_after()[-1] == len(list(LESSON.replay())[-1][1].history)


def test_it_opens_with_the_theme_and_the_goal_and_closes_with_words():
    beats = LESSON.beats
    assert beats[0].action is None and beats[1].action is None  # the theme, then the goal
    assert "stomach ache" in beats[1].text["en"] and "12" in beats[1].text["en"]
    assert beats[-1].action is None and beats[-1].text is not None
    assert "goes on like this" in beats[-1].text["en"]  # the round is cut short: the last beat says so


def test_every_text_has_both_languages_and_at_most_two_sentences():
    for beat in LESSON.beats:
        if beat.text is None:
            assert beat.seat not in (None, LEARNER), "only another seat's move plays through without words"
            continue
        assert set(beat.text) == {"en", "ja"}
        for code, text in beat.text.items():
            assert text.strip() and 1 <= sentences(text) <= 2, (code, text)
        assert re.search(r"[\u3040-\u30ff]", beat.text["ja"]), beat.text["ja"]


def test_the_learners_beats_are_the_learners_turns_and_most_of_the_decisions():
    state = LESSON.new()
    for beat in LESSON.beats:
        if beat.action is not None:
            assert beat.seat in state.to_act(), beat
            assert beat.action in state.legal_actions(beat.seat)
            state.apply(beat.seat, beat.action)
    learner = [b for b in LESSON.beats if b.seat == LEARNER]
    commented = [b for b in LESSON.beats if b.seat not in (None, LEARNER) and b.text is not None]
    assert all(b.text is not None and b.action is not None for b in learner)
    assert len(learner) > len(commented)


def test_every_rule_that_decides_games_happens():
    """The pass, following suit, a rotten piece, a magic marker earned and a completed cookie, each from the
    engine's own log and views, not from the words."""
    state = LESSON.new()
    followed = False
    for beat in LESSON.beats:
        if beat.seat == LEARNER and beat.action["do"] == "play":
            hand = state.hands[LEARNER]
            trick = [c for _, c in state.trick]
            if trick_suit(trick) and len(playable(hand, trick)) < len(hand):
                followed = True  # the learner had to follow the led suit: some cards were refused
        if beat.action is not None:
            state.apply(beat.seat, beat.action)
    log = state.view(LEARNER)["log"]
    assert any(e["e"] == "passed" for e in log) and state.view(LEARNER)["my_exchange"]
    assert followed
    tricks = [e for e in log if e["e"] == "trick"]
    rotten = [e for e in tricks if e["piece"] and kind_of(e["piece"]) == "rotten"]
    assert rotten and rotten[0]["winner"] != LEARNER  # a rotten piece, ducked by the learner
    assert any(e["e"] == "marker_gain" and e["player"] == LEARNER for e in log)
    assert state.view(LEARNER)["my_markers"]
    grey = [e for e in log if e["e"] == "play" and e["card"].startswith("zero")]
    assert grey, "a grey special card played"
    assert any(e["reason"] == "gold" for e in tricks)  # a gold trump wins
    cookies = best_assembly(state.view(LEARNER)["my_pieces"])["cookies"]
    assert len(cookies) == 1 and len({kind_of(p) for p in cookies[0]}) == 1  # a whole cookie of one flavour
    assert not state.is_over() and state.phase == "play"  # cut short mid-round, as its last beat says


def test_it_can_be_followed_in_under_three_minutes():
    words = sum(b.text is not None for b in LESSON.beats)
    moves = sum(b.seat == LEARNER for b in LESSON.beats)
    shown = sum(b.text is None for b in LESSON.beats)
    assert 15 <= len(LESSON.beats) <= 30
    assert SECONDS_WORDS * words + SECONDS_MOVE * moves + SECONDS_SHOWN * shown < 180
