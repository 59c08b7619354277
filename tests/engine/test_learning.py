"""Every game teaches itself (issue 47): a guided first game and hints with reasons, each game's own."""

from __future__ import annotations

import pytest

from pygames import GAMES


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_game_has_a_lesson_played_by_its_own_rules_and_rules_of_thumb_for_its_hints(game_id):
    game = GAMES[game_id]
    lesson = game.lesson()
    assert lesson is not None and lesson.game is game
    replayed = list(lesson.replay())  # every scripted move legal where it comes
    assert len(replayed) == len(lesson.beats) and lesson.names[lesson.learner]["en"]
    assert game.hint_reason is not None
