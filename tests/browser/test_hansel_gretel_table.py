"""Hansel or Gretel on a phone (#13): every decision on one screen, numbered gaps, a drawn bird, a confirm
for the secret choice, axe-core on the decision screens and the game over, and a whole game by keyboard.

Positions come as saves (a seed and the actions), built here with the engine, so each kind of decision
is reached directly: the bird card's gap, the cut, the choice, a bear, a mirror.
"""

from __future__ import annotations

import json
import random
import re

import pytest

import pygames
from pygames.hansel_gretel import GAME

from .checks import assert_accessible, assert_decision_fits, small_targets
from .conftest import wait_ready
from .helpers import CHOICE, GAME_OVER, idle, open_app, start_game

SAVE_KEY = "pygames:save:hansel_gretel"
VIEWPORTS = [(375, 812), (360, 640), (812, 375)]


def six_players(state) -> dict:
    seats = [{"name": "Ann", "bot": False}] + [{"name": f"Bot{i}", "bot": True} for i in range(1, state.num_players)]
    return {"engine": pygames.save(state), "seats": seats}


def at_the_bird() -> dict:
    """Six players, bird rule on, Ann the first parent: 14 cards and 15 gaps for the bird card."""
    seed = next(s for s in range(200) if GAME.new(6, s, {"bird": True}).parent == 0)
    return six_players(GAME.new(6, seed, {"bird": True}))


def at_the_cut() -> dict:
    state = pygames.load(at_the_bird()["engine"])
    state.apply(0, {"do": "bird", "at": 7})
    return six_players(state)


def at_the_choice(bots_chosen: bool = False) -> dict:
    """Ann has cut; with ``bots_chosen``, the bots have chosen in secret too, both piles (Ann chooses last)."""
    state = pygames.load(at_the_cut()["engine"])
    state.apply(0, {"do": "cut", "at": 2})  # Hansel 2 cards, Gretel 12 and the bird: the longest pile
    if bots_chosen:
        for seat in range(1, 6):
            state.apply(seat, {"do": "choose", "pile": "hansel" if seat % 2 else "gretel"})
    return six_players(state)


def at_tidying(kind: str) -> dict:
    """A 6-player game played at random until Ann must use a bear (or place a mirror)."""
    for seed in range(400):
        state = GAME.new(6, seed, {"bird": True})
        rng = random.Random(seed)
        while not state.is_over():
            if state.phase == "tidy" and 0 in state.to_act():
                if (
                    any(a["do"] == kind for a in state.legal_actions(0))
                    and len(state.view(0)["tidy"]["this_round"]) > 4
                ):
                    return six_players(state)
            player = rng.choice([p for p in state.to_act() if p != 0] or state.to_act())
            state.apply(player, rng.choice(state.legal_actions(player)))
    raise AssertionError(f"no {kind} for Ann in 400 games")


def open_save(page, save: dict, size: tuple[int, int]) -> None:
    page.set_viewport_size({"width": size[0], "height": size[1]})
    open_app(page)
    page.evaluate(
        "([k, v]) => { localStorage.setItem(k, v); localStorage.setItem('pygames:current', 'hansel_gretel') }",
        [SAVE_KEY, json.dumps(save)],
    )
    page.reload()
    wait_ready(page)
    idle(page, "[data-testid=board]")


def check_screen(page, where: str) -> None:
    """The decision fits, axe finds nothing serious, and no target is under 44 px."""
    assert_decision_fits(page, where)
    assert_accessible(page, where)
    small = small_targets(page)
    assert not small, f"{where}: targets under 44 px: {small}"


@pytest.mark.parametrize("size", VIEWPORTS, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_bird_card_gap_and_the_cut_fit_with_numbered_gaps(page, size) -> None:
    """The row of 14 cards, its 15 numbered gaps (≥ 44 px), your cards and the prompt in one screen; a gap
    picked shows its confirm, whose number is the gap's, and the log then names that same gap."""
    open_save(page, at_the_bird(), size)
    gaps = page.locator("[data-gap]")
    assert gaps.count() == 15
    assert [gaps.nth(i).inner_text().strip() for i in range(15)] == [str(n) for n in range(15)]
    check_screen(page, "the bird card's gap")
    page.click("[data-testid=gap-4]")
    idle(page, "[data-testid=bird-confirm]")
    assert "4" in page.inner_text("[data-testid=bird-confirm]")
    assert page.locator("[data-testid=gap-4] .hg-gap-bird").count() == 1  # the bird drawn where it would go
    check_screen(page, "the bird card's gap, picked")
    page.click("[data-testid=bird-confirm]")
    idle(page, "[data-testid=board][data-phase=cut]")
    page.click("[data-testid=moves]")
    told = page.locator("[data-testid=move-log] li").all_inner_texts()[-1]
    assert re.search(r"\b4\b", told), told  # the log's gap is the number the player tapped
    page.click("[data-testid=moves-close]")
    idle(page, "[data-testid=board][data-phase=cut]")
    bird = page.locator("[data-testid=row-card][data-card=bird]")
    assert bird.locator("svg").count() == 1 and "♪" not in bird.inner_text()  # drawn, named in words
    assert page.locator("[data-gap]").count() == 14  # the cut: between two cards, the ends excluded
    check_screen(page, "the cut")
    page.click("[data-testid=gap-9]")
    idle(page, "[data-testid=cut-confirm]")
    # the picked gap's sides are marked where they lie: 9 cards (the bird among them) to Hansel
    assert page.locator("[data-testid=row-card].is-hansel").count() == 9
    assert page.locator("[data-testid=row-card].is-gretel").count() == 6
    check_screen(page, "the cut, picked")


def test_a_gap_button_never_starts_a_line_of_the_row(page) -> None:
    """Each card travels with the gap after it: a line ends on a gap, and the next line starts on a card."""
    open_save(page, at_the_bird(), (375, 812))
    lines = page.evaluate(
        """() => {
            const items = [...document.querySelectorAll("[data-testid=row] [data-gap], [data-testid=row] [data-card]")];
            const tops = items.map(e => [Math.round(e.getBoundingClientRect().top), e.hasAttribute("data-gap")]);
            const starts = [];
            let last = null;
            for (const [top, gap] of tops) { if (last === null || top > last + 20) starts.push(gap); last = top; }
            return starts;
        }"""
    )
    assert len(lines) >= 2
    assert lines[1:] == [False] * (len(lines) - 1)


@pytest.mark.parametrize("size", VIEWPORTS, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_secret_choice_fits_and_needs_a_confirm(page, size) -> None:
    """Both piles (12 cards and the bird in one), your limits and the confirm fit; one tap alone plays nothing."""
    open_save(page, at_the_choice(), size)
    assert page.locator("[data-testid=choose-hansel] [data-card]").count() == 2
    assert page.locator("[data-testid=choose-gretel] [data-card]").count() == 13
    check_screen(page, "the choice")
    assert page.locator("[data-testid=choose-confirm]").count() == 0  # nothing to confirm before a pile is picked
    saved = f"() => JSON.parse(localStorage.getItem('{SAVE_KEY}')).engine.actions"
    before = page.evaluate(saved)  # the bots have chosen already: Ann is the last to choose
    page.click("[data-testid=choose-gretel]")
    idle(page, "[data-testid=choose-gretel][aria-pressed=true]")
    assert page.locator("[data-testid=choose-confirm]").is_enabled()  # in the prompt's place
    check_screen(page, "the choice, picked")
    assert page.evaluate(saved) == before  # a pile tapped is not a choice yet
    page.click("[data-testid=choose-confirm]")
    idle(page, "[data-testid=board]")
    assert page.evaluate(saved)[len(before)] == [0, {"do": "choose", "pile": "gretel"}]


@pytest.mark.parametrize("kind", ["bear", "mirror"])
@pytest.mark.parametrize("size", VIEWPORTS, ids=lambda s: f"{s[0]}x{s[1]}")
def test_bears_and_mirrors_fit(page, size, kind) -> None:
    open_save(page, at_tidying(kind), size)
    idle(page, "[data-testid=tidy]")
    assert page.locator(f"[data-testid^={kind}-]").count()
    check_screen(page, f"using a {kind}")


def test_an_opponent_chip_opens_their_cards(page) -> None:
    open_save(page, at_the_choice(), (375, 812))
    chip = page.locator("[data-testid=chip-3]")
    assert chip.get_attribute("aria-expanded") == "false"
    chip.click()
    idle(page, "[data-testid=chip-3][aria-expanded=true]")
    assert page.locator("[data-testid=collection][data-player='3']").is_visible()


def test_the_game_over_passes_axe(page) -> None:
    page.set_viewport_size({"width": 375, "height": 812})
    open_app(page)
    start_game(page, "hansel_gretel", [("Ann", "human"), ("B1", "bot"), ("B2", "bot")], {"bird": "true"})
    rng = random.Random(8)
    for _ in range(600):
        idle(page, f"{CHOICE}, {GAME_OVER}")
        if page.locator(GAME_OVER).count():
            break
        choices = page.locator(CHOICE)
        choices.nth(rng.randrange(choices.count())).click()
    assert_accessible(page, "the game over")


def test_a_whole_game_with_the_keyboard_alone(page) -> None:
    """Tab (and Shift+Tab) to a legal option, Enter or Space to take it; never the mouse, to the game over."""
    page.set_viewport_size({"width": 375, "height": 812})
    open_app(page)
    start_game(page, "hansel_gretel", [("Ann", "human"), ("B1", "bot"), ("B2", "bot")], {"bird": "true"})
    rng = random.Random(3)
    presses = 0
    for _ in range(600):
        idle(page, f"{CHOICE}, {GAME_OVER}")
        if page.locator(GAME_OVER).count():
            break
        count = page.locator(CHOICE).count()
        target = rng.randrange(count)
        backwards = rng.random() < 0.3
        for _ in range(200):
            page.keyboard.press("Shift+Tab" if backwards else "Tab")
            presses += 1
            focused = page.evaluate(
                "() => { const c = [...document.querySelectorAll('[data-choice]')];"
                " return c.indexOf(document.activeElement); }"
            )
            if focused == target:
                break
        else:
            raise AssertionError("Tab never reached a legal option")
        renders = page.get_attribute("html", "data-renders")
        page.keyboard.press("Enter" if rng.random() < 0.5 else "Space")
        page.wait_for_selector(f"html:not([data-renders='{renders}'])", state="attached")
    else:
        raise AssertionError("no game over after 600 choices")
    assert page.locator("[data-testid=final-score]").count() == 3


FRAMES = """() => {
    window.hgFrames = [];
    const look = () => {
        const board = document.querySelector("[data-testid=board]");
        if (!board) return;
        const frame = [document.querySelector("[data-testid=step]") ? "step" : "live",
                       document.querySelectorAll("[data-testid=revealed]").length,
                       document.querySelectorAll("[data-testid=fate]").length,
                       document.querySelectorAll("[data-testid=step] .is-changed").length].join(" ");
        if (window.hgFrames[window.hgFrames.length - 1] !== frame) window.hgFrames.push(frame);
    };
    new MutationObserver(look).observe(document.body, {childList: true, subtree: true});
}"""


def test_the_reveal_the_take_and_the_re_split_are_shown_step_by_step(page) -> None:
    """Ann's choice turns everyone's up: first who chose which pile, then what each pile comes to (the cards
    in the takers' hands, marked), then the table after it; every frame recorded as it was drawn (all six chose here, so
    both piles are contested and re-split by bots, whose reveals follow)."""
    open_save(page, at_the_choice(bots_chosen=True), (375, 812))
    page.evaluate(FRAMES)
    page.click("[data-testid=choose-gretel]")
    idle(page, "[data-testid=choose-confirm]")
    page.click("[data-testid=choose-confirm]")
    idle(page, "[data-testid=board]:not([data-phase=choose]), [data-testid=split][data-path=G]")
    frames = page.evaluate("() => window.hgFrames")
    stepped = [f for f in frames if f.startswith("step")]
    # both piles with who chose them; then both piles' fates (marked); then the table after, the pile gone
    assert stepped[:3] == ["step 2 0 0", "step 2 2 2", "step 0 0 0"], frames
    # a later reveal (the contested piles re-split by bots): the fates step marks the takers' cards too
    assert any(f.startswith("step 2 2 ") and int(f.split()[3]) > 2 for f in stepped[3:]), frames
    assert frames[-1] == "live 0 0 0", frames


def test_the_curtain_says_what_comes_next(page) -> None:
    open_app(page)
    start_game(page, "hansel_gretel", [("Ann", "human"), ("Ben", "human"), ("Robo", "bot")], {"bird": "false"})
    rng = random.Random(4)
    for _ in range(60):
        idle(page, f"{CHOICE}, [data-testid=curtain]")
        if page.locator("[data-testid=curtain]").count():
            break
        choices = page.locator(CHOICE)
        choices.nth(rng.randrange(choices.count())).click()
    next_up = page.locator("[data-testid=curtain-next]").inner_text()
    assert next_up.strip() and re.search(r"\d", next_up)  # the piles' sizes: what the next player will choose from
    assert_accessible(page, "the curtain")


def test_undo_takes_back_the_cut_but_not_a_choice_that_turned_everyones_up(page) -> None:
    open_save(page, at_the_cut(), (375, 812))
    page.click("[data-testid=gap-5]")
    idle(page, "[data-testid=cut-confirm]")
    page.click("[data-testid=cut-confirm]")
    idle(page, "[data-testid=choose-hansel]")  # the bots have chosen in secret: nothing shown yet
    page.click("[data-testid=undo]")
    idle(page, "[data-testid=board][data-phase=cut]")
    assert page.locator("[data-gap]").count() == 14  # the row as it was, the bird card in gap 7
    page.click("[data-testid=gap-2]")
    idle(page, "[data-testid=cut-confirm]")
    page.click("[data-testid=cut-confirm]")
    page.click("[data-testid=choose-gretel]")
    idle(page, "[data-testid=choose-confirm]")
    page.click("[data-testid=choose-confirm]")  # the last choice: everyone's turn face up
    idle(page, "[data-testid=board]:not([data-phase=choose]), [data-testid=split][data-path=G]")
    assert page.locator("[data-testid=undo]").count() == 0
