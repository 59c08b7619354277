"""Learn a game by playing it (issue 47): each game's guided first game, followed as a newcomer would.

A newcomer taps only what the lesson marks (``data-lesson-target``), or uses the keyboard alone: focus
moves to each target by itself. Any other tap is answered with a friendly line and changes nothing. The
lesson ends on "Play a real game", which opens the setup filled in with the learner and bots.
"""

from __future__ import annotations

import pytest

from pygames import GAMES

from .checks import assert_accessible, off_screen
from .helpers import IDLE, open_app
from .test_play_screen import HANDLERS

LESSONS = [game_id for game_id in GAMES if GAMES[game_id].lesson_at]
TARGET = "[data-lesson-target]"
#: What the learner must see at every beat without scrolling: the lesson's words, what to tap, the turn.
SEEN = "[data-testid=lesson-words], [data-lesson-target], [data-testid=turn]"


def expected_words(game_id: str, lang: str) -> list[str]:
    """The words on screen at each beat: that beat's, or the last beat's before it that had words."""
    shown, words = "", []
    for beat in GAMES[game_id].lesson().beats:
        shown = beat.text[lang] if beat.text else shown
        words.append(shown)
    return words


def open_lesson(page, game_id: str, lang: str, width: int, height: int, query: str = "") -> None:
    page.set_viewport_size({"width": width, "height": height})
    open_app(page)
    page.evaluate("lang => localStorage.setItem('pygames:lang', lang)", lang)
    page.goto(f"{page.site_url}?learn={game_id}&botdelay=0{query}")
    page.wait_for_selector(f"{IDLE} {TARGET}")


def beat_of(page) -> int:
    page.wait_for_selector(f"{IDLE} {TARGET}")
    return int(page.get_attribute("[data-testid=lesson]", "data-beat"))


def board_html(page) -> str:
    return HANDLERS.sub("", page.inner_html("[data-testid=lesson] [data-testid=board]"))


def after_tap(page, act) -> None:
    renders = page.get_attribute("html", "data-renders")
    act()
    page.wait_for_selector(f"html:not([data-renders='{renders}'])", state="attached")


def finish(page, game_id: str) -> None:
    """"Play a real game": the setup with the learner and bots, as many as the lesson's table."""
    page.wait_for_selector("[data-testid=setup-screen]")
    lesson = GAMES[game_id].lesson()
    kinds = [page.get_attribute(f"[data-testid=seat]:nth-child({i + 1})", "data-kind") for i in range(lesson.players)]
    assert kinds == ["human"] + ["bot"] * (lesson.players - 1)
    assert page.locator("[data-testid=seat]").count() == lesson.players


@pytest.mark.parametrize("game_id", LESSONS)
def test_the_keyboard_alone_follows_the_lesson_to_a_real_game(page, game_id):
    open_lesson(page, game_id, "en", 375, 812)
    words, seen = expected_words(game_id, "en"), []
    for _ in range(400):
        beat = beat_of(page)
        seen.append(beat)
        assert page.text_content("[data-testid=lesson-words]") == words[beat], f"beat {beat}"
        page.evaluate("() => window.scrollTo(0, 0)")
        assert not off_screen(page, SEEN), f"{game_id} beat {beat}: {off_screen(page, SEEN)}"
        page.wait_for_function("() => document.activeElement && document.activeElement.matches('[data-lesson-target]')")
        if page.locator("[data-testid=lesson-done]").count():
            page.keyboard.press("Enter")
            break
        after_tap(page, lambda: page.keyboard.press("Enter"))
    else:
        raise AssertionError("the lesson never ended")
    finish(page, game_id)
    beats = len(GAMES[game_id].lesson().beats)
    assert seen[0] == 0 and seen[-1] == beats - 1 and seen == sorted(seen), "the lesson goes one way, to its end"


@pytest.mark.parametrize("game_id", LESSONS)
def test_a_tap_elsewhere_is_answered_and_changes_nothing(page, game_id):
    open_lesson(page, game_id, "ja", 360, 640)
    words = expected_words(game_id, "ja")
    answered = 0
    for _ in range(400):
        beat = beat_of(page)
        assert page.text_content("[data-testid=lesson-words]") == words[beat]
        page.evaluate("() => window.scrollTo(0, 0)")
        assert not off_screen(page, SEEN), f"{game_id} beat {beat} at 360x640: {off_screen(page, SEEN)}"
        assert_accessible(page, f"{game_id} lesson, beat {beat}")
        if page.locator("[data-testid=lesson-done]").count():
            page.click("[data-testid=lesson-done]")
            break
        elsewhere = page.locator(
            "[data-testid=board] :is([data-choice], [data-refused]):not([data-lesson-target])")
        if elsewhere.count():
            before = board_html(page)
            after_tap(page, lambda tap=elsewhere.first: tap.click(force=True))  # aria-disabled: a tap still lands
            line = page.text_content("[data-testid=lesson-line]")
            assert line.strip(), "a tap the lesson did not ask for is answered"
            assert board_html(page) == before and beat_of(page) == beat, "and it changes nothing"
            answered += 1
        after_tap(page, lambda: page.locator(TARGET).first.click())
    else:
        raise AssertionError("the lesson never ended")
    finish(page, game_id)
    assert answered, "the lesson asked for at least one move with another choice on the table"


def test_a_lesson_opens_from_home_and_the_rules_and_leaves_the_saved_game_alone(page):
    game_id = LESSONS[0]
    open_app(page)
    page.evaluate("g => localStorage.setItem('pygames:save:' + g, 'kept as it was')", game_id)
    page.click(f"[data-testid=learn-{game_id}]")
    page.wait_for_selector(f"{IDLE} [data-testid=lesson] {TARGET}")
    page.click("[data-testid=lesson-leave]")
    page.click(f"[data-testid=rules-{game_id}]")
    page.click(f"[data-testid=rules-screen] [data-testid=learn-{game_id}]")
    page.wait_for_selector(f"{IDLE} [data-testid=lesson] {TARGET}")
    page.click(f"[data-testid=lesson] {TARGET}")
    assert page.evaluate("g => localStorage.getItem('pygames:save:' + g)", game_id) == "kept as it was"


def test_an_embed_teaches_its_game(page):
    game_id = LESSONS[-1]
    page.goto(f"{page.site_url}embed.html?game={game_id}&learn=1&botdelay=0")
    page.click("[data-testid=embed-play]")
    page.wait_for_selector(f"{IDLE} [data-testid=lesson] {TARGET}")
    page.click("[data-testid=lesson-leave]")
    page.wait_for_selector(f"[data-testid=setup-screen][data-game={game_id}]")  # an embed's home is its setup
    page.goto(f"{page.site_url}?learn=nonsense&botdelay=0")
    page.wait_for_selector(f"{IDLE} [data-testid=query-problem]")
    assert page.locator("[data-testid=lesson]").count() == 0
