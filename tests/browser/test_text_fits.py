"""Text fits, in both languages, on a phone: at 375x812 and 360x640, each game's table (its first decision on a
fixed deal, then after a few moves) has no box whose text is cut and no English word broken across lines."""

from __future__ import annotations

import random

import pytest

import pygames
from pygames.core.record import deal_link

from .checks import text_cut
from .helpers import CHOICE, IDLE, idle, tap

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
