"""The Fox and the Grapes in the browser: whole games by clicking and by keyboard, the curtain, a reload, every
decision on one phone screen, and axe-core on the board.

Tests drive the page through data-* selectors only (never visible text), so they hold
in both languages. ``?botdelay=0`` makes bots move at once.
"""

from __future__ import annotations

import random

import pytest

from .checks import assert_accessible, assert_decision_fits, small_targets
from .conftest import wait_ready
from .helpers import CHOICE, CURTAIN, GAME_OVER, IDLE, click_choices, idle, open_app, start_game, tap
from .positions import find, near_end, open_position

HAND_CHOICE = "[data-testid^=fg-hand-][data-choice]"
PHONES = [(375, 812), (360, 640), (812, 375)]


def snapshot(page) -> dict[str, list[str | None]]:
    """What the board shows: round, face-up cards, face-down cards and claims, the hand, whose turn."""
    return page.evaluate(
        """() => {
        const pick = (sel, attr) => [...document.querySelectorAll(sel)].map(e => e.getAttribute(attr));
        return {
            round: pick("[data-testid=fg-round]", "data-round"),
            faceup: pick("[data-testid=fg-faceup]", "data-score").concat(
                pick("[data-testid=fg-faceup]", "data-fox"), pick("[data-testid=fg-faceup]", "data-sweet")),
            slots: pick(".fg-slot", "data-player"),
            mine: pick(".fg-slot", "data-card"),
            calls: pick("[data-testid=fg-call-chip]", "data-call"),
            hand: pick(".fg-hand-card", "data-card").concat(pick(".fg-hand-card", "data-count")),
            turn: pick("[data-testid=turn]", "data-player"),
            phase: pick("[data-testid=board]", "data-phase"),
        };
    }"""
    )


def check_game_over(page, players: int) -> None:
    assert page.locator("[data-testid=winner]").inner_text().strip()
    assert page.locator("[data-testid=win-reason]").inner_text().strip()
    assert page.locator(f"{GAME_OVER} [data-testid=fg-standing]").count() == players
    assert page.locator(f"{GAME_OVER} [data-testid=fg-final-reveals] li").count() >= 1
    assert page.evaluate("localStorage.getItem('pygames:save:fox_grapes')") is None


def test_two_player_game_against_a_bot(page) -> None:
    """Seat 1 (human, by clicks) plays a bot through 3 rounds; each round's cards stay readable in "Last round"."""
    open_app(page)
    start_game(page, "fox_grapes", [("Ann", "human"), ("Robo", "bot")])
    page.wait_for_selector("[data-testid=board]")
    rng = random.Random(5)
    click_choices(page, rng, "[data-testid=fg-last-round]")
    assert page.locator("[data-testid=fg-last-round] .fg-last-row").count() == 6  # 3 cards each, all turned up
    click_choices(page, rng, GAME_OVER)
    check_game_over(page, 2)
    assert_accessible(page, "the game-over screen")


def test_four_player_game_with_bots(page) -> None:
    """One human and three bots play all five rounds to the end; declarations show on their cards."""
    open_app(page)
    start_game(page, "fox_grapes", [("Ann", "human"), ("Bo", "bot"), ("Cy", "bot"), ("Di", "bot")])
    rng = random.Random(11)
    click_choices(page, rng, "[data-testid=fg-call-chip]")
    click_choices(page, rng, GAME_OVER)
    check_game_over(page, 4)


#: Installed before the app starts: what every render drew, to check the steps of a move afterwards.
RECORD_FRAMES = """
window.frames_seen = [];
const record = new MutationObserver(() => {
    const board = document.querySelector("[data-testid=board]");
    if (!board) return;
    window.frames_seen.push({
        step: !!document.querySelector("[data-testid=step]"),
        round: board.querySelector("[data-testid=fg-round]")?.dataset.round,
        up: board.querySelectorAll(".fg-slot:not([data-state=down])").length,
        hands: [...board.querySelectorAll(".fg-opp")].map(e => e.dataset.hand).join(","),
        thinking: !!document.querySelector("[data-testid=turn]"),
        changed: board.querySelectorAll(".is-changed").length,
        caption: document.querySelector("[data-testid=step-words]")?.textContent || "",
    });
});
document.addEventListener("DOMContentLoaded", () =>
    record.observe(document.documentElement, {attributes: true, attributeFilter: ["data-renders"]}));
"""


def test_the_reveals_are_shown_one_card_at_a_time_in_their_own_round(page) -> None:
    """Round 1's four cards turn up one a step, each highlighted and told, while the table still shows round 1:
    its round, its hand sizes, and no one's turn (the issue saw round 2's start player and hands mid-replay)."""
    page.add_init_script(RECORD_FRAMES)
    open_app(page)
    start_game(page, "fox_grapes", [("Ann", "human"), ("Bo", "bot"), ("Cy", "bot"), ("Di", "bot")])
    click_choices(page, random.Random(8), "[data-testid=fg-last-round]")
    frames = page.evaluate("window.frames_seen")
    shown = [f for i, f in enumerate(frames) if not i or f != frames[i - 1]]  # a step drawn again is one step
    reveal = [f for f in shown if f["step"] and f["up"]]  # steps that show a card turned up
    ups = [f["up"] for f in reveal]  # a fox's special action is a step of its own, with no new card
    assert ups == sorted(ups) and sorted(set(ups)) == [1, 2, 3, 4]
    for frame in reveal:
        assert frame["round"] == "1" and frame["hands"] == "4,4,4" and not frame["thinking"]
        assert frame["changed"] >= 1 and frame["caption"]
    captions = [f["caption"] for f in reveal]
    assert len(set(captions)) == len(captions)  # each step tells its own card or action


def test_a_whole_game_by_keyboard_alone(page) -> None:
    """Tab to a legal option, Enter or Space to take it: a 3-player game against two bots, to the game over."""
    open_app(page)
    start_game(page, "fox_grapes", [("Ann", "human"), ("Bo", "bot"), ("Cy", "bot")])
    rng = random.Random(3)
    moves = tabs = 0
    while True:
        idle(page, f"{CHOICE}, {GAME_OVER}")
        if page.locator(GAME_OVER).count():
            break
        wanted = rng.randrange(page.locator(CHOICE).count())
        for _ in range(80):  # Tab through the page until the wanted option has focus
            on = page.evaluate(
                "n => { const c = [...document.querySelectorAll('[data-choice]')];"
                " return c.indexOf(document.activeElement) === n; }",
                wanted,
            )
            if on:
                break
            page.keyboard.press("Tab")
            tabs += 1
        else:
            raise AssertionError("a legal option could not be reached with Tab")
        renders = page.get_attribute("html", "data-renders")
        page.keyboard.press(rng.choice(["Enter", "Space"]))
        page.wait_for_selector(f"html:not([data-renders='{renders}'])", state="attached")
        moves += 1
    check_game_over(page, 3)
    assert moves >= 5 * 2  # five rounds of at least a card and its claim
    print(f"keyboard: {moves} moves, {tabs} Tab presses")


def test_pass_and_play_curtain_hides_hands(page) -> None:
    """Two humans: a curtain on every hand-off hides all hands; the other's face-down cards never reach the page."""
    open_app(page)
    start_game(page, "fox_grapes", [("Ann", "human"), ("Ben", "human")])
    curtain = page.locator(CURTAIN)
    curtain.wait_for()
    assert page.locator("[data-testid=board], .fg-hand-card, [data-card]").count() == 0
    first = int(curtain.get_attribute("data-curtain-player"))
    page.click("[data-testid=curtain-reveal]")
    assert page.locator("[data-testid=fg-hand] [data-card]").count() > 0
    for _ in range(3):  # the first player plays three cards, each with a claim, without a hand-off
        page.locator(HAND_CHOICE).first.click()
        page.locator("[data-testid^=fg-claim-]").first.click()
        if page.locator(CURTAIN).count():
            break
        mine = page.locator(f".fg-slot[data-player='{first}']").evaluate_all("els => els.map(e => e.dataset.card)")
        assert mine and all(mine), "the player's own face-down cards are shown to them"

    curtain.wait_for()
    assert int(curtain.get_attribute("data-curtain-player")) == 1 - first
    assert page.locator("[data-testid=board], .fg-hand-card, [data-card]").count() == 0
    page.click("[data-testid=curtain-reveal]")
    page.wait_for_selector("[data-testid=board][data-phase=play]")
    assert page.locator(f".fg-slot[data-player='{first}']").count() == 3
    assert page.locator(f".fg-slot[data-player='{first}'][data-card]").count() == 0
    assert page.locator(f".fg-slot[data-player='{first}'] .fg-face:not(.fg-back)").count() == 0

    # the rest of the round: every hand-off comes with a curtain that hides everything
    rng = random.Random(2)
    for _ in range(200):
        page.wait_for_selector(f"{CHOICE}, {CURTAIN}, [data-testid=fg-last-round]")
        if page.locator("[data-testid=fg-last-round]").count():
            break
        if page.locator(CURTAIN).count():
            assert page.locator(".fg-hand-card, [data-card]").count() == 0
            page.click("[data-testid=curtain-reveal]")
            continue
        choices = page.locator(CHOICE)
        choices.nth(rng.randrange(choices.count())).click()
    assert page.locator("[data-testid=fg-last-round]").count() == 1


def test_reload_resumes_the_same_position(page) -> None:
    """A reload mid-game (round 2, the human to play) goes straight back to the same table."""
    open_app(page)
    start_game(page, "fox_grapes", [("Ann", "human"), ("Bo", "bot"), ("Cy", "bot"), ("Di", "bot")])
    settled = f"[data-testid=board][data-phase=play]:has([data-testid=fg-round][data-round='2']):has({HAND_CHOICE})"
    click_choices(page, random.Random(4), settled)
    before = snapshot(page)
    assert before["round"] == ["2"] and len(before["hand"]) >= 2
    page.reload()
    wait_ready(page)
    page.wait_for_selector(settled)
    assert snapshot(page) == before


# --- every decision on one screen ----------------------------------------------------------------


def both_ways(state) -> bool:
    """A fox action with both ways open against several players: what first, then against whom."""
    options = state.pending["options"]
    return len({a["choice"] for a in options}) == 2 and len({a["target"] for a in options}) > 1


#: Each kind of decision: where it is found in a seeded game (the seat to act is the human), and the taps to it.
DECISIONS = {
    "card": (lambda s: s.phase == "play" and s.round == 2, []),
    "claim": (lambda s: s.phase == "play" and s.round == 2, [HAND_CHOICE]),
    "target": (lambda s: s.phase == "declare" and s.round == 2, []),
    "call": (lambda s: s.phase == "declare" and s.round == 2, [".fg-slot[data-choice]"]),
    "fox": (lambda s: s.phase == "fox", []),
    "fox-whom": (lambda s: s.phase == "fox" and both_ways(s), ["[data-testid^=fg-fox-][data-choice]"]),
    "push": (lambda s: s.phase == "push", []),
}
CASES = [
    (kind, players)
    for kind in DECISIONS
    for players in range(2, 7)
    if not (players == 2 and kind in ("push", "fox-whom"))  # two players: no self-check, the fox has one target
]


@pytest.mark.parametrize(("kind", "players"), CASES, ids=[f"{k}-{n}p" for k, n in CASES])
def test_every_decision_fits_a_phone_screen(page, kind, players) -> None:
    """The prompt, every legal option and what the decision depends on, without scrolling, on two phones and in
    landscape; no control under 44 px; no serious axe-core finding on the page."""
    wanted, taps = DECISIONS[kind]
    state = find("fox_grapes", players, wanted)
    (human,) = state.to_act()
    page.set_viewport_size({"width": PHONES[0][0], "height": PHONES[0][1]})
    open_position(page, state, [("Ann", False) if p == human else (f"Bot {p}", True) for p in range(players)])
    idle(page, CHOICE)
    for selector in taps:
        tap(page, page.locator(selector).first)
        idle(page, CHOICE)
    if kind in ("claim", "call"):
        assert page.locator("[data-context]").count() == 1  # the card picked, the card to call on
    for width, height in PHONES:
        page.set_viewport_size({"width": width, "height": height})
        assert_decision_fits(page, f"{kind}, {players} players")
        assert not small_targets(page), f"{kind} at {width}x{height}"
    assert_accessible(page, f"the {kind} decision, {players} players")


def test_game_over_board_is_accessible(page) -> None:
    state = near_end("fox_grapes", 5, moves_left=1)
    open_position(page, state, [("Ann", False)] + [(f"Bot {p}", True) for p in range(1, 5)])
    page.wait_for_selector(f"{IDLE} :is({GAME_OVER}, {CHOICE})")
    click_choices(page, random.Random(1), GAME_OVER)
    assert_accessible(page, "the game-over screen")
    assert not small_targets(page)
