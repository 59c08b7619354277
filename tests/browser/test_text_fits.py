"""Text fits, in both languages, on a phone: at 375x812 and 360x640, each game's table (its first decision on a
fixed deal, then after a few moves) has no box whose text is cut, no English word broken across lines and no control
wrapping inside its brackets; so do the game over's buttons and an embed's header on a narrow frame."""

from __future__ import annotations

import random

import pytest

import pygames
from pygames.core.record import deal_link

from .checks import text_cut
from .helpers import CHOICE, GAME_OVER, IDLE, idle, tap
from .positions import near_end, open_position

TABLES = {"hennote": 2, "fox_grapes": 3, "hansel_gretel": 4, "cookie_battle": 4, "dimsum": 3}
SEED = (1 << 127) + 12345  # a fixed deal, so a failure shows again
PHONES = [(375, 812), (360, 640)]


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("game_id", list(TABLES))
def test_text_fits_on_a_phone(page, game_id: str, lang: str) -> None:
    n = TABLES[game_id]
    page.set_viewport_size({"width": 375, "height": 812})
    page.goto(page.site_url + f"?botdelay=0#deal={deal_link(pygames.GAMES[game_id], n, {}, SEED)}")
    page.wait_for_selector(f"{IDLE} [data-testid=setup-screen]")
    if page.get_attribute("[data-testid=lang-toggle]", "data-lang") != lang:
        page.click("[data-testid=lang-toggle]")
        page.wait_for_selector(f"[data-testid=lang-toggle][data-lang={lang}]")
    for seat in range(1, n):
        page.check(f"[data-testid=seat-{seat}-bot]")
    page.click("[data-testid=start-game]")
    rng = random.Random(7)
    problems = []
    over = "[data-testid=game-over]"
    for moment in range(3):
        idle(page, f"{CHOICE}, {over}")
        for width, height in PHONES:
            page.set_viewport_size({"width": width, "height": height})
            problems += [f"{width}x{height} after {moment * 4} taps: {p}" for p in text_cut(page)]
        for _ in range(4):
            idle(page, f"{CHOICE}, {over}")
            if page.locator(over).count():
                break
            choices = page.locator(CHOICE)
            tap(page, choices.nth(rng.randrange(choices.count())))
    assert not problems, "\n".join(dict.fromkeys(problems))


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_game_over_buttons_fit_a_phone(page, lang: str) -> None:
    """ "もう一度（同じ設定）": the bracket stays on one line on a phone (two buttons a row at 375 px)."""
    page.set_viewport_size({"width": 375, "height": 812})
    state = near_end("fox_grapes", 3, moves_left=2)
    open_position(page, state, [("Ann", True), ("Bo", True), ("Cy", True)], f"?botdelay=0&lang={lang}")
    if page.get_attribute("html", "lang") != lang:
        page.click("[data-testid=lang-toggle]")
    idle(page, f"html[lang={lang}] {GAME_OVER}")
    assert page.locator("[data-testid=play-again]").count()
    # a test machine may lack a Japanese font (its stand-in glyphs are narrower than a phone's): set the buttons'
    # words larger, so that they wrap as they do on a phone, and check where
    page.add_style_tag(content=".game-actions .btn { font-size: 1.35rem; }")
    lines = page.locator("[data-testid=play-again]").bounding_box()
    assert lines and lines["height"] > 50, "the button must wrap for this test to mean anything"
    assert not text_cut(page), "\n".join(text_cut(page))


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_an_embed_header_fits_a_narrow_frame(page, lang: str) -> None:
    """An embed's header at 320 px: the language toggle on one line (not 日/本/語 stacked), nothing cut."""
    page.set_viewport_size({"width": 320, "height": 600})
    page.goto(page.site_url + f"embed.html?game=dimsum&lang={lang}")
    page.click("[data-testid=embed-play]")
    idle(page, "[data-testid=lang-toggle]")
    toggle = page.locator("[data-testid=lang-toggle]").bounding_box()
    assert toggle and toggle["height"] < 50, toggle
    assert not text_cut(page), "\n".join(text_cut(page))
