"""Hennote on a phone (#13): every decision on one screen, 44 px targets, axe-core, the game-over.

Each kind of decision a Hennote player faces (draft, secret placement, action, the side of a
slide or change, the two taps of a retreat, a refill) is opened from a saved position and
checked at 375×812, 360×640 and 812×375: the prompt, every legal option and both battlefields
and the player's side are inside the viewport without scrolling.
"""

from __future__ import annotations

import pytest

from pygames import GAMES

from .checks import assert_accessible, assert_decision_fits
from .helpers import GAME_OVER, IDLE, tap
from .positions import find, near_end, open_position

HENNOTE = GAMES["hennote"]
SEATS = [("Ann", False), ("Robo", True)]
VIEWPORTS = [(375, 812), (360, 640), (812, 375)]
BOARD = "[data-testid=board]"


def board_small_targets(page, minimum: int = 44) -> list[str]:
    """Buttons inside the board smaller than ``minimum`` px either way (the shell's header is not ours)."""
    return page.evaluate(
        """([sel, min]) => [...document.querySelectorAll(sel + ' button')]
            .filter(e => { const r = e.getBoundingClientRect();
                           return r.width && r.height && (r.width < min - 0.5 || r.height < min - 0.5); })
            .map(e => `${e.dataset.testid || e.className} ${Math.round(e.getBoundingClientRect().width)}x` +
                      `${Math.round(e.getBoundingClientRect().height)}`)""",
        [BOARD, minimum],
    )


def check(page, where: str, axe: bool) -> None:
    page.wait_for_selector(f"{IDLE} {BOARD} [data-choice]")
    assert_decision_fits(page, where)
    assert not board_small_targets(page), f"{where}: targets under 44 px: {board_small_targets(page)}"
    if axe:
        assert_accessible(page, where)


def play_position(wanted):
    return find("hennote", 2, lambda s: s.phase == "play" and s.to_act() == [0] and wanted(s))


@pytest.mark.parametrize("size", VIEWPORTS, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_decision_fits_on_one_screen(page, size) -> None:
    width, height = size
    page.set_viewport_size({"width": width, "height": height})
    axe = size == VIEWPORTS[0]  # axe-core once, on the phone the issue measured

    draft = HENNOTE.new(2, 1, {"gods": "draft"})
    if draft.to_act() != [0]:
        draft.apply(1, draft.legal_actions(1)[0])
    open_position(page, draft, SEATS)
    check(page, "draft", axe)

    open_position(page, HENNOTE.new(2, 2), SEATS)
    page.wait_for_selector(f"{BOARD}[data-phase=place]")
    for _ in range(3):
        tap(page, page.locator("[data-testid=place-card][data-choice]").first)
    check(page, "placement", axe)

    open_position(page, play_position(lambda s: s.step == "act" and s.actions_taken > 0), SEATS)
    check(page, "action", axe)
    for kind in ("slide", "change"):
        tap(page, page.locator(f"[data-testid=action-{kind}]"))
        check(page, f"side of a {kind}", axe)
        tap(page, page.locator("[data-testid=choice-cancel]"))
    tap(page, page.locator("[data-testid=action-retreat]"))
    check(page, "retreat: the card to discard", axe)
    tap(page, page.locator("[data-testid=field][data-player='0'] [data-choice]").first)
    check(page, "retreat: the card to bring in", axe)

    undoable = play_position(lambda s: s.step == "act" and s.undo_point(0, {0}) is not None)
    open_position(page, undoable, SEATS)
    page.wait_for_selector(f"{IDLE} [data-testid=undo]")
    check(page, "action, with Undo in the status bar", axe=False)

    refill = play_position(lambda s: s.step == "refill" and len(s.legal_actions(0)) > 1)
    open_position(page, refill, SEATS)
    check(page, "refill: a stock card", axe)
    tap(page, page.locator("[data-testid=stock][data-player='0'] [data-choice]").first)
    if page.locator(f"{BOARD}[data-phase=play] [data-testid^=gap-]").count():
        check(page, "refill: the gap", axe)


def test_the_stock_is_labelled_where_the_prompt_names_it(page) -> None:
    """'Tap a stock card': the stock carries a visible "Stock" label and each card says it is in the stock."""
    open_position(page, play_position(lambda s: s.step == "act" and s.actions_taken > 0), SEATS)
    page.wait_for_selector(f"{IDLE} {BOARD} [data-choice]")
    stock = page.locator("[data-testid=stock][data-player='0']")
    assert stock.locator(".pile-label").inner_text().strip()
    assert stock.locator(".pile-label").is_visible()
    tap(page, page.locator("[data-testid=action-retreat]"))
    tap(page, page.locator("[data-testid=field][data-player='0'] [data-choice]").first)
    labelled = stock.locator("[data-choice]").evaluate_all("els => els.map(e => e.getAttribute('aria-label'))")
    label = stock.locator(".pile-label").inner_text().strip()
    assert labelled and all(name.startswith(label) for name in labelled), labelled


def test_game_over_shows_the_final_board_and_how_it_was_won(page) -> None:
    """The winner, gods or battles with the battle count, the final battlefields; axe finds nothing serious."""
    for seed in (3, 4, 5, 6):
        open_position(page, near_end("hennote", 2, moves_left=2, seed=seed), [("Ann", True), ("Robo", True)])
        page.wait_for_selector(f"{IDLE} {GAME_OVER}")
        reason = page.locator(f"{GAME_OVER} {BOARD}").get_attribute("data-result")
        text = page.locator("[data-testid=win-reason]").inner_text()
        wins = page.locator(f"{GAME_OVER} [data-testid=wins]").evaluate_all("els => els.map(e => e.dataset.wins)")
        assert len(wins) == 2 and page.locator(f"{GAME_OVER} [data-testid=field] [data-card]").count() >= 5
        if reason == "stalemate":
            continue
        assert all(w in text for w in wins), f"the battle count {wins} is not in {text!r}"
        if reason == "gods":
            assert page.locator(f"{GAME_OVER} [data-testid=field] .card.is-win").count() == 3
        else:
            assert page.locator(f"{GAME_OVER} .wins.is-win").count() == 1
        assert_accessible(page, f"game over ({reason})")


RECORD = """{
    window.shown = [];
    const cards = sel => [...document.querySelectorAll(sel)].map(e => e.dataset.card || null);
    new MutationObserver(() => {
        const board = document.querySelector("[data-testid=board]");
        if (!document.querySelector("[data-testid=step]") || !board) return;
        window.shown.push({
            event: board.dataset.event,
            words: document.querySelector("[data-testid=step-words]").textContent,
            bot: cards("[data-testid=field][data-player='1'] [data-testid=slot]"),
            changed: cards("[data-testid=field][data-player='1'] .is-changed"),
            top: cards("[data-testid=discard-toggle-1] [data-testid=discard-top]"),
        });
    }).observe(document, {attributes: true, subtree: true, attributeFilter: ["data-renders"]});
}"""  # installed before the page's scripts: the bot may move as soon as the app starts


def test_a_bot_turn_is_shown_refill_then_action_then_battle(page) -> None:
    """Each step of a bot's turn is drawn with its words; a retreat shows the card discarded and the card brought in."""
    page.add_init_script(RECORD)
    orders = set()
    for seed in range(40):
        state = find(  # the bot about to act (its refill, if any, done)
            "hennote", 2, lambda s, n=seed: s.to_act() == [1] and s.step == "act" and len(s.history) > 8 + n
        )
        open_position(page, state, SEATS, "?botdelay=0")
        page.wait_for_selector(f"{IDLE} {BOARD}[data-phase=play] [data-choice], {IDLE} {GAME_OVER}")
        shown = page.evaluate("window.shown")
        events = [frame["event"] for frame in shown]
        assert events, "the bot's turn was not shown step by step"
        actions = [e for e in events if e in ("slide", "change", "retreat")]
        assert len(actions) == 1 and "battle" in events, events
        assert events.index(actions[0]) < events.index("battle"), "the action comes before the battle"
        assert all(e == "refill" for e in events[: events.index(actions[0])]), "only a refill comes before it"
        assert all(frame["words"].strip() for frame in shown)
        orders.add(tuple(events))
        if actions[0] == "retreat":
            frame = shown[events.index("retreat")]
            assert len(frame["changed"]) == 1, "the card brought in is marked"
            assert frame["changed"][0] in frame["bot"]
            assert frame["top"], "the card discarded shows on the discard pile"
            return
    raise AssertionError(f"the bot never retreated in the positions tried: {orders}")
