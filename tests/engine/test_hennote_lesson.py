"""Hennote's lesson (issue #47, "Learn a game by playing it"): one test per sentence of the issue."""

from __future__ import annotations

import re

from pygames import GAMES
from pygames.hennote.lesson import LESSON

HENNOTE = GAMES["hennote"]
LEARNER = LESSON.learner
SENTENCE_END = re.compile(r"[.!?](?=\s|$)|[。！？]")
SECONDS_PER_TEXT, SECONDS_PER_MOVE, LIMIT = 4, 2, 180  # the estimate, and its 3 minutes


def events():
    """The log of the finished lesson game."""
    *_, (_, state) = LESSON.replay()
    return state.log


def test_the_game_offers_this_lesson():
    assert HENNOTE.lesson() is LESSON
    assert LESSON.game is HENNOTE and LESSON.players == 2 and LEARNER == 0
    assert 0 <= LESSON.seed < 2**128 and LESSON.seed.bit_length() > 64  # a deal like any other, not a made-up one
    assert all(name["en"] and name["ja"] for name in LESSON.names)
    assert LESSON.names[LEARNER] == {"en": "You", "ja": "あなた"}


def test_the_script_replays_legally_and_identically_twice():
    """Every scripted move is legal where it comes, and two replays show the same views at every beat."""
    first = [(state.view(0), state.view(1)) for _, state in LESSON.replay()]
    second = [(state.view(0), state.view(1)) for _, state in LESSON.replay()]
    assert first == second
    assert len(first) == len(LESSON.beats)


def test_it_goes_theme_then_goal_then_one_round_to_its_end():
    beats = LESSON.beats
    assert beats[0].seat is None and beats[1].seat is None  # the theme, then the goal: words alone
    assert beats[-1].seat is None and beats[-1].text  # closing words
    *_, (_, state) = LESSON.replay()
    assert state.is_over() and state.winners() == [LEARNER]


def test_the_learners_beats_are_the_learners_turns():
    """A beat of the learner's is a move the learner may make then; another seat's move is that seat's turn."""
    state = LESSON.new()
    for beat in LESSON.beats:
        if beat.action is None:
            assert beat.seat is None and beat.text
            continue
        assert beat.seat in state.to_act()
        assert beat.action in state.legal_actions(beat.seat)
        if beat.seat != LEARNER:
            assert beat.text is None or beat.text["en"]
        state.apply(beat.seat, beat.action)


def test_the_learner_makes_most_of_the_decisions():
    """Moves where the mover had a choice: the learner makes most of them."""
    state, mine, theirs = LESSON.new(), 0, 0
    for beat in LESSON.beats:
        if beat.action is None:
            continue
        if len(state.legal_actions(beat.seat)) > 1:
            if beat.seat == LEARNER:
                mine += 1
            else:
                theirs += 1
        state.apply(beat.seat, beat.action)
    assert mine > theirs


def test_every_text_has_both_languages_and_at_most_two_sentences():
    for beat in LESSON.beats:
        if beat.text is None:
            continue
        assert set(beat.text) == {"en", "ja"}
        for lang, text in beat.text.items():
            assert text.strip(), (lang, beat)
            assert 1 <= len(SENTENCE_END.findall(text)) <= 2, (lang, text)
            assert SENTENCE_END.search(text.rstrip()[-1]), (lang, text)  # ends as a sentence


def test_the_first_players_first_action_is_a_retreat():
    log = events()
    reveal = next(e for e in log if e["e"] == "reveal")
    first_action = next(e for e in log if e["e"] in ("slide", "change", "retreat"))
    assert reveal["first"] == LEARNER
    assert first_action == {**first_action, "e": "retreat", "player": LEARNER}


def test_the_learner_slides_and_changes():
    log = events()
    assert any(e["e"] == "slide" and e["player"] == LEARNER for e in log)
    assert any(e["e"] == "change" and e["player"] == LEARNER for e in log)


def test_battles_are_won_and_lost_and_a_lost_card_leaves_a_gap_the_stock_fills():
    log = events()
    battles = [e for e in log if e["e"] == "battle"]
    winners = [column["winner"] for battle in battles for column in battle["columns"]]
    assert winners.count(LEARNER) >= 3 and winners.count(1 - LEARNER) >= 1 and None in winners
    # the learner's own refills put stock cards into gaps their beaten cards left
    refills = [e for e in log if e["e"] == "refill" and e["player"] == LEARNER and any(e["slots"])]
    assert refills and all(not e["from_deck"] for e in refills)


def test_the_learner_wins_by_three_cards_of_one_god():
    end = events()[-1]
    assert end["e"] == "end" and end["reason"] == "gods" and end["player"] == LEARNER
    *_, (_, state) = LESSON.replay()
    line = state.view(LEARNER)["sides"][LEARNER]["field"]
    assert {card.split("-")[0] for card in line} == {end["god"]}
    assert max(state.wins) < 9  # the gods decide it, not the battle wins


def test_following_it_takes_under_three_minutes():
    texts = sum(beat.text is not None for beat in LESSON.beats)
    moves = sum(beat.seat == LEARNER and beat.action is not None for beat in LESSON.beats)
    assert 15 <= len(LESSON.beats) <= 30
    assert texts * SECONDS_PER_TEXT + moves * SECONDS_PER_MOVE < LIMIT
