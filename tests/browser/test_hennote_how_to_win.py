"""Hennote's rules open with how to win (#47): the goal and a turn in four pictures, on one phone screen."""

from __future__ import annotations

from .helpers import open_app
from .test_rules import open_rules


def test_how_to_win_fits_one_phone_screen_with_named_pictures_in_each_language(page) -> None:
    page.set_viewport_size({"width": 375, "height": 812})
    open_app(page)
    labels: dict[str, list[str]] = {}
    for lang in ("en", "ja"):
        if page.get_attribute("[data-testid=lang-toggle]", "data-lang") != lang:
            page.click("[data-testid=lang-toggle]")
            page.wait_for_selector(f"[data-testid=lang-toggle][data-lang={lang}]")
        open_rules(page, "hennote")
        panel = page.locator("[data-testid=how-to-win]")
        box = panel.bounding_box()
        assert box and box["y"] >= 0 and box["y"] + box["height"] <= 812, (lang, box)  # above the fold
        assert page.evaluate("window.scrollY") == 0
        assert panel.locator(".how-to-win-goal").inner_text().strip()
        pictures = panel.locator(".how-to-win-turn > li svg[role=img]")
        assert pictures.count() == 4
        labels[lang] = [pictures.nth(i).get_attribute("aria-label") or "" for i in range(4)]
        assert all(labels[lang]) and len(set(labels[lang])) == 4
        captions = panel.locator(".how-to-win-turn > li > span")
        assert [captions.nth(i).inner_text().strip() != "" for i in range(4)] == [True] * 4
        page.click("[data-testid=rules-back]")
        page.wait_for_selector("[data-testid=rules-hennote]")
    assert not set(labels["en"]) & set(labels["ja"])  # each language names the pictures in its own words
