"""Hansel or Gretel in the browser: whole games by clicking, the curtain, and a reload.

Tests drive the page through data-* selectors only (never visible text), so they hold
in both languages. ``?botdelay=0`` makes bots move at once.
"""

from __future__ import annotations

import json
import random

import pygames
from pygames.hansel_gretel import GAME

from .conftest import wait_ready
from .helpers import CHOICE, CURTAIN, GAME_OVER, idle, open_app, start_game

SAVE_KEY = "pygames:save:hansel_gretel"
CURRENT_KEY = "pygames:current"


def play(page, rng: random.Random, until: str, humans: frozenset[int] = frozenset(), limit: int = 400) -> int:
    """Tap random legal next steps, lifting curtains (nothing secret behind them), until ``until``; curtains seen.

    Every time the board passes to another human's secret choice (a pile, or their bears and mirrors), a
    curtain must have come in between; a public step (the bird, the cut) may show without one.
    """
    curtains, shown, curtained = 0, None, False
    for _ in range(limit):
        idle(page, f"{CHOICE}, {CURTAIN}, {until}")
        if page.locator(until).count():
            return curtains
        if page.locator(CURTAIN).count():
            assert page.locator("[data-testid=board]").count() == 0
            assert page.locator("[data-card]").count() == 0
            curtains += 1
            curtained = True
            page.click("[data-testid=curtain-reveal]")
            continue
        viewer = int(page.get_attribute("[data-testid=board]", "data-viewer"))
        private = page.get_attribute("[data-testid=board]", "data-phase") in ("choose", "tidy")
        if private and viewer in humans and shown is not None and viewer != shown:
            assert curtained, f"the board went from player {shown + 1}'s view to player {viewer + 1}'s with no curtain"
        if viewer in humans:
            shown, curtained = viewer, False
        choices = page.locator(CHOICE)
        choices.nth(rng.randrange(choices.count())).click()
    raise AssertionError(f"{until} not reached after {limit} taps")


def tile_on_screen(page) -> dict:
    """Who the board says holds the parent tile: the header, the marked players, the splitter, the nest's owner."""
    return page.evaluate(
        """() => {
        const attr = (sel, name) => document.querySelector(sel)?.getAttribute(name) ?? null;
        const seats = "[data-testid=collection], [data-testid=mine], [data-testid^=chip-]";
        return {
            header: attr("[data-testid=tile-holder]", "data-player"),
            marked: [...document.querySelectorAll(seats)].filter(e => e.querySelector("[data-testid=parent-tile]"))
                .map(e => e.getAttribute("data-player")),
            marks: [...document.querySelectorAll(seats)]
                .filter(e => e.querySelector("[data-testid=parent-tile][role=img][aria-label]")).length,
            splitter: attr("[data-testid=split]", "data-splitter"),
            nest_owner: attr("[data-testid=nest-owner]", "data-player"),
        };
    }"""
    )


def check_final(page, players: int) -> None:
    assert page.locator("[data-testid=winner]").inner_text().strip()
    assert page.locator("[data-testid=win-reason]").inner_text().strip()
    scores = page.locator(f"{GAME_OVER} [data-testid=final-score]")
    assert scores.count() == players
    assert page.locator(f"{GAME_OVER} [data-testid=collection]").count() == players
    ranks = [int(r) for r in scores.evaluate_all("els => els.map(e => e.dataset.rank)")]
    assert ranks[0] == 1 and ranks == sorted(ranks)
    # every round was played: the log of the last one is round 5's
    assert page.locator(f"{GAME_OVER} [data-testid=board]").get_attribute("data-round") == "5"


def test_three_players_with_the_bird_two_humans_behind_curtains(page) -> None:
    """Two humans and a bot, bird rule on: every hand-off to a secret choice has a curtain, to the end."""
    open_app(page)
    start_game(page, "hansel_gretel", [("Ann", "human"), ("Ben", "human"), ("Robo", "bot")], {"bird": "true"})
    page.wait_for_selector(f"[data-testid=board], {CURTAIN}")
    curtains = play(page, random.Random(5), GAME_OVER, humans=frozenset({0, 1}), limit=600)
    assert curtains >= 5  # both humans choose in secret every round: at least one hand-off a round
    check_final(page, 3)


def test_choice_stays_secret_from_the_next_human(page) -> None:
    """After Ann chooses a pile, Ben's curtain comes up, and then Ben's screen does not tell Ann's choice."""
    open_app(page)
    start_game(page, "hansel_gretel", [("Ann", "human"), ("Ben", "human"), ("Robo", "bot")], {"bird": "true"})
    rng = random.Random(2)
    choosing = "[data-testid=choose-hansel]"
    play(page, rng, choosing)
    first = int(page.get_attribute("[data-testid=board]", "data-viewer"))
    page.click(choosing)  # a pile picked is not yet a choice: the confirm plays it
    idle(page, "[data-testid=choose-hansel][aria-pressed=true]")
    assert page.locator(CURTAIN).count() == 0
    page.click("[data-testid=choose-confirm]")
    page.wait_for_selector(CURTAIN)
    assert int(page.get_attribute(CURTAIN, "data-curtain-player")) == 1 - first
    assert page.locator("[data-card]").count() == 0
    page.click("[data-testid=curtain-reveal]")
    page.wait_for_selector(choosing)
    chooser = page.locator(f"[data-testid=chooser][data-player='{first}']")
    assert chooser.get_attribute("data-chosen") == "yes"
    assert "hansel" not in (chooser.get_attribute("class") or "")
    # nothing on the page says which pile the first player took: no choices turned up, no pile picked
    assert page.locator("[data-testid=revealed]").count() == 0
    assert page.locator("[data-pile][aria-pressed=true]").count() == 0


def test_four_players_without_the_bird(page) -> None:
    """One human and three bots, bird rule off: a whole game by clicking; no bird card anywhere."""
    open_app(page)
    start_game(
        page, "hansel_gretel", [("Ann", "human"), ("B1", "bot"), ("B2", "bot"), ("B3", "bot")], {"bird": "false"}
    )
    page.wait_for_selector("[data-testid=board]")
    assert page.locator("[data-testid=bird-at]").count() == 0
    # the first parent holds the parent tile, splits the row and (no bird rule) will take the nest
    first = tile_on_screen(page)
    assert first["header"] is not None and first["marks"] == 1
    assert first["marked"] == [first["header"]] and first["splitter"] == first["nest_owner"] == first["header"]
    curtains = play(page, random.Random(11), GAME_OVER)
    assert curtains == 0  # one human: no curtain
    check_final(page, 4)
    assert page.locator("[data-card=bird]").count() == 0
    assert tile_on_screen(page)["marks"] == 0  # nobody holds a tile once the game is over


def gretel_re_split_after_the_tile_moved() -> dict:
    """A 4-player save (no bird rule) at Ann's cut of Gretel's pile, the tile having moved on from its maker.

    Player 1 is the first parent and cuts the row; 1 and 3 contest Hansel, which 3
    re-splits (taking the tile); 0 and 2 contest Gretel, made by 1: after the tile's
    holder 3 comes Ann (0), where counting from the pile's maker would give 2.
    """
    seed = next(s for s in range(100) if GAME.new(4, s, {"bird": False}).parent == 1)
    state = GAME.new(4, seed, {"bird": False})
    state.apply(1, {"do": "cut", "at": 5})
    for player, pile in enumerate(["gretel", "hansel", "gretel", "hansel"]):
        state.apply(player, {"do": "choose", "pile": pile})
    state.apply(3, state.legal_actions(3)[0])
    state.apply(1, {"do": "choose", "pile": "hansel"})
    state.apply(3, {"do": "choose", "pile": "gretel"})
    assert state.to_act() == [0] and state.view(0)["tile"] == 0
    seats = [{"name": "Ann", "bot": False}] + [{"name": f"B{i}", "bot": True} for i in (1, 2, 3)]
    return {"engine": pygames.save(state), "seats": seats}


def test_the_parent_tile_is_shown_by_its_holder_during_a_re_split(page) -> None:
    """Rules ⑦: the re-splitter takes the parent tile; the board marks its holder, not the round's first parent."""
    open_app(page)
    save = json.dumps(gretel_re_split_after_the_tile_moved())
    page.evaluate(
        "([k, v, current]) => { localStorage.setItem(k, v); localStorage.setItem(current, 'hansel_gretel') }",
        [SAVE_KEY, save, CURRENT_KEY],
    )
    page.reload()
    wait_ready(page)
    page.wait_for_selector("[data-testid=split][data-path=G] [data-gap]")
    shown = tile_on_screen(page)
    assert shown == {"header": "0", "marked": ["0"], "marks": 1, "splitter": "0", "nest_owner": "1"}
    # on to round 2: its first parent holds the tile, splits (or re-splits) and is named for the nest
    play(page, random.Random(7), "[data-testid=board][data-round='2']")
    shown = tile_on_screen(page)
    assert shown["marks"] == 1 and shown["marked"] == [shown["header"]] == [shown["splitter"]]
    if page.get_attribute("[data-testid=split]", "data-path") == "":
        assert shown["nest_owner"] == shown["header"]


def test_reload_resumes_the_same_position(page) -> None:
    """A reload mid-game (round 2, the human choosing a pile) goes straight back to the same table."""
    open_app(page)
    start_game(page, "hansel_gretel", [("Ann", "human"), ("B1", "bot"), ("B2", "bot")], {"bird": "true"})
    settled = "[data-testid=board][data-round='2']:has([data-testid=choose-gretel])"
    play(page, random.Random(3), settled)

    def snapshot() -> dict:
        return page.evaluate(
            """() => {
            const pick = (sel, attr) => [...document.querySelectorAll(sel)].map(e => e.getAttribute(attr));
            return {
                piles: pick("[data-pile] [data-card]", "data-card"),
                nest: pick("[data-testid=nest] [data-cards]", "data-cards"),
                scores: pick("[data-testid^=chip-] [title], [data-testid=mine] [title]", "title"),
                split: pick("[data-testid=split]", "data-path"),
                turn: pick("[data-testid=turn]", "data-player"),
            };
        }"""
        )

    before = snapshot()
    assert before["piles"]
    page.reload()
    wait_ready(page)
    page.wait_for_selector(settled)
    assert snapshot() == before
    play(page, random.Random(4), GAME_OVER)
    check_final(page, 3)
