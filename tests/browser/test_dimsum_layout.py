"""Dim Sum on a phone: every decision on one screen, marks that never cover each other, cubes drawn as dim sum.

Each kind of decision (the secret face, taking a card with its preview, stacking a second helping,
the bonus of the turn before last) is opened from a seeded position, with 2 and 4 players, and
checked at 375×812, 360×640 and 812×375: the prompt, every legal option, the market and the
player's own stomach are inside the viewport without scrolling.
"""

from __future__ import annotations

import random
import re

import pytest

from pygames.dimsum.data import KINDS

from .checks import assert_accessible, assert_decision_fits, small_targets
from .helpers import GAME_OVER, click_choices
from .positions import find, near_end, open_position

VIEWPORTS = [(375, 812), (360, 640), (812, 375)]
#: Seat 0 (the human) must decide, in each kind of decision.
DECISIONS = {
    "face": lambda s: s.phase == "face" and 0 in s.to_act(),
    "take": lambda s: s.phase == "play" and s.to_act() == [0] and s.step == "take" and s.taken >= 6,
    "stack": lambda s: s.to_act() == [0] and s.step == "stack" and len(s.legal_actions(0)) >= 2,
    "bonus": lambda s: s.to_act() == [0] and s.step == "bonus",
}
QUIET = "?botdelay=10"  # the bots wait: the screen stays on the human's decision while it is measured
MARKS = ".ds-num, .ds-mark, .ds-height, .ds-flag, .ds-ghost-plus"


def seats(players: int) -> list[tuple[str, bool]]:
    return [("Ann", False)] + [(f"Bot {i + 1}", True) for i in range(1, players)]


def open_decision(page, kind: str, players: int) -> None:
    open_position(page, find("dimsum", players, DECISIONS[kind]), seats(players), QUIET)
    page.wait_for_selector("[data-testid=board] [data-choice]")
    if kind == "take":  # the decision is made with a card's preview on the stomach
        page.locator("[data-market][data-choice]").first.click()
        page.wait_for_selector("[data-testid=ds-take]")


def overlapping_marks(page) -> list[str]:
    """Marks of one cell (number, letter, height, bottleneck flags, "+") that touch one another or leave the cell."""
    return page.evaluate(
        """sel => {
            const out = [];
            for (const cell of document.querySelectorAll("[data-cell]")) {
                const c = cell.getBoundingClientRect();
                if (!c.width) continue;
                const boxes = [...cell.querySelectorAll(sel)].map(m => [m.className, m.getBoundingClientRect()]);
                for (const [name, r] of boxes)
                    if (r.left < c.left || r.right > c.right || r.top < c.top || r.bottom > c.bottom)
                        out.push(`cell ${cell.dataset.cell}: ${name} sticks out`);
                for (let i = 0; i < boxes.length; i++)
                    for (let j = i + 1; j < boxes.length; j++) {
                        const [a, r] = boxes[i], [b, s] = boxes[j];
                        if (r.left < s.right && s.left < r.right && r.top < s.bottom && s.top < r.bottom)
                            out.push(`cell ${cell.dataset.cell} (${Math.round(c.width)} px): ${a} covers ${b}`);
                    }
            }
            return out;
        }""",
        MARKS,
    )


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("kind", list(DECISIONS))
def test_every_decision_fits_one_screen_with_marks_apart_and_big_targets(page, kind: str, players: int) -> None:
    open_decision(page, kind, players)
    for width, height in VIEWPORTS:
        page.set_viewport_size({"width": width, "height": height})
        where = f"{kind}, {players} players"
        assert_decision_fits(page, where)
        if kind != "face":  # the market (or the card being stacked) and the own stomach are the decision's context
            assert page.locator("[data-testid=ds-seat].is-me [data-testid=ds-grid][data-context]").count() == 1
        assert not overlapping_marks(page), (where, width, overlapping_marks(page))
        assert not small_targets(page), (where, width, small_targets(page))
    page.set_viewport_size({"width": 375, "height": 812})
    assert_accessible(page, f"the {kind} decision")


def test_the_others_are_chips_that_open_one_stomach_in_full(page) -> None:
    """Four players: three one-line chips; a tap opens that player's whole stomach, whose marks stay apart."""
    page.set_viewport_size({"width": 375, "height": 812})
    open_decision(page, "take", 4)
    chips = page.locator("[data-testid^=ds-opponent-]")
    assert chips.count() == 3
    assert page.locator("[data-testid=ds-seat]").count() == 1  # only the viewer's stomach is drawn in full
    assert max(chips.nth(i).bounding_box()["height"] for i in range(3)) <= 64
    chips.nth(1).click()
    detail = page.locator("[data-testid=ds-detail] [data-testid=ds-seat]")
    detail.wait_for()
    assert detail.get_attribute("data-player") == chips.nth(1).get_attribute("data-player")
    assert chips.nth(1).get_attribute("aria-expanded") == "true"
    assert detail.locator("[data-testid=ds-cell]").count() == 14
    assert not overlapping_marks(page)
    assert page.locator("[data-testid=ds-take]").count() == 1  # the half-made choice survives the look
    page.click("[data-testid=ds-detail-close]")
    page.wait_for_selector("[data-testid=ds-detail]", state="detached")
    assert chips.nth(1).get_attribute("aria-expanded") == "false"


def test_cubes_are_drawn_as_their_dim_sum_with_a_letter_of_the_language(page) -> None:
    open_decision(page, "bonus", 2)
    cells = page.evaluate(
        """() => [...document.querySelectorAll("[data-testid=ds-seat].is-me [data-cell]")].map(c => ({
            kind: c.dataset.kind, icon: c.querySelector("svg use")?.getAttribute("href") || null,
            mark: c.querySelector(".ds-mark")?.textContent || null,
            name: c.querySelector(".ds-sr")?.textContent || null,
            background: getComputedStyle(c).backgroundColor, border: getComputedStyle(c).borderTopStyle,
        }))"""
    )
    empty = [c for c in cells if not c["kind"]]
    full = [c for c in cells if c["kind"]]
    assert full and empty
    for cell in full:
        assert cell["icon"] == f"#ds-{cell['kind']}"
        assert cell["mark"] == KINDS[cell["kind"]]["mark"]["en"] and cell["name"] == KINDS[cell["kind"]]["en"]
        # no cube looks like an empty cell (xiaolongbao was cream on cream)
        assert cell["border"] != "dashed" and all(cell["background"] != e["background"] for e in empty)
    marks = {k["mark"]["en"] for k in KINDS.values()}
    assert len(marks) == 4 and "H" not in marks  # each letter starts its English name: X, S, G, R
    assert all(k["mark"]["en"] in {word[0].upper() for word in k["en"].split()} for k in KINDS.values())


def test_counts_in_the_preview_are_singular_for_one(page) -> None:
    """"1 cube fits the shape", never "1 cubes": every card of several markets previewed in English."""
    page.set_viewport_size({"width": 375, "height": 812})
    seen_one = False
    for players in (2, 3):
        open_decision(page, "take", players)
        for i in range(page.locator("[data-market][data-choice]").count()):
            card = page.locator("[data-market][data-choice]").nth(i)
            if card.get_attribute("aria-pressed") != "true":
                card.click()
            note = page.locator("[data-testid=ds-preview-note]").inner_text()
            assert not re.search(r"\b1 (cubes|overflow\b|go\b)", note), note
            seen_one = seen_one or bool(re.search(r"\b1 (cube|overflows|goes)\b", note))
    assert seen_one, "no preview counted one cube: pick other positions"


@pytest.mark.parametrize("players", [2, 4])
def test_game_over_shows_every_score_and_stomach_on_a_phone_and_passes_axe(page, players: int) -> None:
    page.set_viewport_size({"width": 375, "height": 812})
    open_position(page, near_end("dimsum", players), seats(players), "?botdelay=0")
    click_choices(page, random.Random(1), GAME_OVER)
    table = page.locator(f"{GAME_OVER} .ds-score-table")
    box = table.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= 375  # every player's column, no sideways scroll
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    assert page.locator(f"{GAME_OVER} [data-testid=ds-seat] [data-testid=ds-grid]").count() == players
    assert page.locator(f"{GAME_OVER} [data-testid=ds-key] li").count() == 4  # the key to the drawn cubes
    assert not overlapping_marks(page)
    assert not small_targets(page)
    assert_accessible(page, f"the game-over screen, {players} players")
