"""The rules screen: every game's own rules text in the current language, and Dim Sum's drawings at phone width."""

from __future__ import annotations

import pytest

import pygames
from pygames.dimsum.data import CELLS, FACES, SHAPES
from web.games import has_board

from .checks import assert_accessible
from .helpers import open_app

GAME_IDS = [game_id for game_id in pygames.GAMES if has_board(game_id)]


def open_rules(page, game_id: str) -> None:
    page.click(f"[data-testid=rules-{game_id}]")
    page.wait_for_selector(f"[data-testid=rules-screen][data-game={game_id}]")


def test_every_rules_screen_shows_the_games_own_rules_in_the_chosen_language(page) -> None:
    open_app(page)
    for lang in ("en", "ja"):
        if page.get_attribute("[data-testid=lang-toggle]", "data-lang") != lang:
            page.click("[data-testid=lang-toggle]")
            page.wait_for_selector(f"[data-testid=lang-toggle][data-lang={lang}]")
        for game_id in GAME_IDS:
            open_rules(page, game_id)
            shown = page.inner_text("[data-testid=rules-text]")
            assert shown.strip() == pygames.GAMES[game_id].rules[lang].strip(), (game_id, lang)
            has_figures = page.locator("[data-testid=rules-figures]").count() == 1
            assert has_figures == (game_id == "dimsum"), game_id  # only Dim Sum offers drawings today
            page.click("[data-testid=rules-back]")
            page.wait_for_selector(f"[data-testid=rules-{game_id}]")


def test_dim_sum_rules_draw_the_seven_shapes_and_four_faces_from_the_games_data_at_375_px(page) -> None:
    page.set_viewport_size({"width": 375, "height": 812})
    open_app(page)
    open_rules(page, "dimsum")
    drawings = page.evaluate(
        """() => [...document.querySelectorAll("[data-testid=ds-fig-shapes] [role=img]")].map(img => ({
            label: img.getAttribute("aria-label"),
            cubes: [...img.children].map(c => [c.style.gridRowStart, c.style.gridColumnStart, c.textContent]),
        }))"""
    )
    assert len(drawings) == len(SHAPES) == 7
    labels = [d["label"] for d in drawings]
    assert all(labels) and len(set(labels)) == 7  # each drawing has its own text alternative
    for drawing, shape in zip(drawings, SHAPES.values()):
        left = min(dc for _, dc in shape["cubes"])
        expected = [(str(dr + 1), str(dc - left + 1)) for dr, dc in shape["cubes"]]
        assert [(r, c) for r, c, _ in drawing["cubes"]] == expected, shape["en"]
        assert [mark for _, _, mark in drawing["cubes"]] == ["●"] + [""] * (len(expected) - 1)  # the first cube
    grids = page.locator("[data-testid=ds-fig-faces] [data-testid=ds-grid]")
    assert grids.count() == len(FACES)
    for i in range(grids.count()):
        assert grids.nth(i).locator("[data-testid=ds-cell]").count() == len(CELLS)
    figures = page.locator("[data-testid=rules-figures]")
    figures.scroll_into_view_if_needed()
    width = page.evaluate("[document.documentElement.scrollWidth, document.documentElement.clientWidth]")
    assert width[0] <= width[1], width  # nothing sticks out sideways on a phone
    box = figures.bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 375


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_rules_open_with_how_to_win_on_one_phone_screen_in_named_pictures(page, game_id) -> None:
    """The goal and a turn in four pictures, each named in the reader's language, above the full text (#47)."""
    page.set_viewport_size({"width": 375, "height": 812})
    open_app(page)
    labels: dict[str, list[str]] = {}
    for lang in ("en", "ja"):
        if page.get_attribute("[data-testid=lang-toggle]", "data-lang") != lang:
            page.click("[data-testid=lang-toggle]")
            page.wait_for_selector(f"[data-testid=lang-toggle][data-lang={lang}]")
        open_rules(page, game_id)
        panel = page.locator("[data-testid=how-to-win]")
        box = panel.bounding_box()
        assert box and box["y"] >= 0 and box["y"] + box["height"] <= 812, (lang, box)  # above the fold
        assert panel.locator(".how-to-win-goal").inner_text().strip()
        pictures = panel.locator(".how-to-win-turn > li [role=img]")
        labels[lang] = [pictures.nth(i).get_attribute("aria-label") or "" for i in range(pictures.count())]
        assert len(labels[lang]) >= 3 and all(labels[lang]) and len(set(labels[lang])) == len(labels[lang])
        width = page.evaluate("[document.documentElement.scrollWidth, document.documentElement.clientWidth]")
        assert width[0] <= width[1], width
        if lang == "en":
            assert_accessible(page, f"{game_id}'s rules")
        page.click("[data-testid=rules-back]")
        page.wait_for_selector(f"[data-testid=rules-{game_id}]")
    assert not set(labels["en"]) & set(labels["ja"])  # each language names the pictures in its own words
