"""Cookie Battle on a phone (issue #13): every decision on one screen, a confirm before anything is played,
markers that say what they do, card words that never break, and no serious axe finding on any of these screens.

Each position is played out by the engine and opened as a save; the same screen is then checked at
375×812, 360×640 and 812×375 (the prompt, every legal option and what the decision depends on).
"""

from __future__ import annotations

import pytest

from pygames.cookie_battle.data import MARKER_KINDS

from .checks import assert_accessible, assert_decision_fits, small_targets
from .helpers import tap
from .positions import find, moves, open_position

VIEWPORTS = [(375, 812), (360, 640), (812, 375)]
HAND = "[data-testid^=cb-hand-][data-card]"
CONFIRM = "[data-testid=cb-confirm]"
BOARD = "[data-testid=board]"


def seats(n: int) -> list[tuple[str, bool]]:
    return [("Ann", False)] + [(f"Bot {i}", True) for i in range(1, n)]


def mine(page) -> int:
    """How many actions seat 0 (the human) has in the saved game (the bots pass at the same time)."""
    return page.evaluate(
        "JSON.parse(localStorage.getItem('pygames:save:cookie_battle')).engine.actions.filter(a => a[0] === 0).length"
    )


def fits_everywhere(page, where: str) -> None:
    """The decision now on screen fits at every phone viewport in both languages; the board's targets are 44 px."""
    for _ in range(2):
        lang = page.get_attribute("html", "lang")
        for width, height in VIEWPORTS:
            page.set_viewport_size({"width": width, "height": height})
            assert_decision_fits(page, f"{where} ({width}x{height}, {lang})")
            small = [s for s in small_targets(page) if "cb-" in s]
            assert not small, f"{where}: targets under 44 px: {small}"
        page.set_viewport_size({"width": 375, "height": 812})
        tap(page, page.locator("[data-testid=lang-toggle]"))  # the same decision in the other language


def last_to_play(n: int):
    """Seat 0 plays the last card of a full trick (the most cards on the table), in round 1."""
    return lambda s: s.phase == "play" and s.to_act() == [0] and len(s.trick) == n - 1 and s.round == 1


def with_markers(s) -> bool:
    """Seat 0 to play, holding a marker with something to choose (a player, a piece or a card)."""
    kinds = {a["kind"] for a in s.legal_actions(0) if a["do"] == "marker"} if s.to_act() == [0] else set()
    return bool(kinds & {"steal", "gift", "trade", "redraw", "toss"})


@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_the_pass_fits_on_one_screen_and_waits_for_a_confirm(page, n: int) -> None:
    """Choose the card for the left, then the right, then confirm: each step fits; nothing is passed before."""
    open_position(page, find("cookie_battle", n, lambda s: s.phase == "pass"), seats(n), "?botdelay=10")
    page.wait_for_selector(f"{BOARD}[data-phase=pass] {HAND}[data-choice]")
    fits_everywhere(page, f"{n} players, pass: the first card")
    tap(page, page.locator(f"{HAND}[data-choice]").first)
    fits_everywhere(page, f"{n} players, pass: the second card")
    tap(page, page.locator(f"{HAND}[data-choice]").last)
    assert page.locator(f"{HAND}.is-picked").count() == 2
    fits_everywhere(page, f"{n} players, pass: confirm")
    assert_accessible(page, "Cookie Battle, confirm the pass")
    assert mine(page) == 0, "nothing is passed before the confirm"
    tap(page, page.locator(CONFIRM))
    assert mine(page) == 1
    assert page.locator(f"{HAND}[data-choice]").count() == 0


@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_the_trick_and_the_hand_fit_together_and_a_card_waits_for_a_confirm(page, n: int) -> None:
    """The whole trick so far, the contested piece and the hand on one screen; a tap only raises the card."""
    state = find("cookie_battle", n, last_to_play(n))
    open_position(page, state, seats(n), "?botdelay=10")
    page.wait_for_selector(f"{BOARD}[data-phase=play] {HAND}[data-choice]")
    assert page.locator("[data-testid=cb-trick-card]").count() == n - 1
    for selector in ("[data-testid=cb-trick]", "[data-testid=cb-contested]"):
        assert page.locator(f"{selector}[data-context], [data-context] {selector}").count() == 1
    fits_everywhere(page, f"{n} players, play a card")
    assert_accessible(page, "Cookie Battle, play a card")

    card = page.locator(f"{HAND}[data-choice]").first
    name = card.get_attribute("data-card")
    tap(page, card)
    assert moves(page, "cookie_battle") == len(state.history), "one tap must not play the card"
    assert page.locator(f"{HAND}.is-picked").get_attribute("data-card") == name
    fits_everywhere(page, f"{n} players, confirm the card")
    assert_accessible(page, "Cookie Battle, confirm a card")
    tap(page, page.locator("[data-testid=cb-cancel]"))
    assert page.locator(f"{HAND}.is-picked").count() == 0
    tap(page, page.locator(f"{HAND}[data-card='{name}']"))
    tap(page, page.locator(CONFIRM))
    assert moves(page, "cookie_battle") == len(state.history) + 1
    assert page.locator(f"{HAND}[data-card='{name}']").count() == 0


@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_leading_the_first_trick_of_a_later_round_fits_with_the_cards_received(page, n: int) -> None:
    """The busiest lead: the cards just received are named, markers may be used, the hand is full."""

    def leading(s) -> bool:
        return s.phase == "play" and s.round >= 2 and s.trick_number == 1 and not s.trick and s.to_act() == [0]

    open_position(page, find("cookie_battle", n, leading), seats(n), "?botdelay=10")
    page.wait_for_selector("[data-testid=cb-exchange]")
    fits_everywhere(page, f"{n} players, lead the first trick")
    tap(page, page.locator(f"{HAND}[data-choice]").last)
    fits_everywhere(page, f"{n} players, confirm the lead")


def test_a_second_tap_on_the_raised_card_plays_it(page) -> None:
    state = find("cookie_battle", 4, last_to_play(4))
    open_position(page, state, seats(4), "?botdelay=10")
    card = page.locator(f"{HAND}[data-choice]").first
    name = card.get_attribute("data-card")
    tap(page, card)
    tap(page, page.locator(f"{HAND}[data-card='{name}']"))
    assert moves(page, "cookie_battle") == len(state.history) + 1


@pytest.mark.parametrize("n", [3, 6])
def test_the_marker_menu_says_what_each_marker_does_and_each_step_fits(page, n: int) -> None:
    state = find("cookie_battle", n, with_markers)
    open_position(page, state, seats(n), "?botdelay=10")
    tap(page, page.locator("[data-testid=cb-markers]"))
    fits_everywhere(page, f"{n} players, the marker menu")
    assert_accessible(page, "Cookie Battle, the marker menu")
    lang = page.get_attribute("html", "lang")
    kinds = page.locator("[data-testid^=cb-marker-]").evaluate_all("els => els.map(e => e.dataset.kind)")
    assert kinds == sorted(
        {a["kind"] for a in state.legal_actions(0) if a["do"] == "marker"}, key=list(MARKER_KINDS).index
    )
    for kind in kinds:  # "Use Redraw" and the others say what they do, in the page's language
        effect = page.locator(f"[data-testid=cb-marker-{kind}] .cb-marker-effect").inner_text()
        assert effect == MARKER_KINDS[kind]["effect"][lang]
    kind = next(k for k in kinds if MARKER_KINDS[k]["needs"])
    tap(page, page.locator(f"[data-testid=cb-marker-{kind}]"))
    while not page.locator(CONFIRM).count():  # its card, piece and player, each on one screen
        fits_everywhere(page, f"{n} players, {kind}: a choice")
        tap(page, page.locator("[data-choice]").first)
    fits_everywhere(page, f"{n} players, {kind}: confirm")
    assert moves(page, "cookie_battle") == len(state.history)
    tap(page, page.locator(CONFIRM))
    assert moves(page, "cookie_battle") == len(state.history) + 1


def test_card_words_never_break_inside_a_word_in_either_language(page) -> None:
    """「ゴールド」 on one line, every suit word inside its card, gold text readable (the board's axe run)."""
    state = find("cookie_battle", 6, lambda s: s.phase == "play" and any(c.startswith("gold") for c in s.hands[0]))
    open_position(page, state, seats(6), "?botdelay=10&lang=ja")
    for lang in ("ja", "en"):
        if page.get_attribute("html", "lang") != lang:
            tap(page, page.locator("[data-testid=lang-toggle]"))
        page.wait_for_selector(f"html[lang={lang}] {HAND}")
        for width, height in VIEWPORTS:
            page.set_viewport_size({"width": width, "height": height})
            broken = page.evaluate(
                """() => [...document.querySelectorAll('.cb-card .cb-suit')].filter(s => {
                    const card = s.parentElement.getBoundingClientRect(), r = s.getBoundingClientRect();
                    const tall = r.height > 1.6 * parseFloat(getComputedStyle(s).fontSize);
                    return tall || r.left < card.left - 0.5 || r.right > card.right + 0.5;
                }).map(s => s.parentElement.dataset.card + ': ' + s.textContent)"""
            )
            assert not broken, f"{lang} {width}x{height}: card words broken or spilling: {broken}"
        assert page.locator(f"{HAND}.suit-gold").count()
        assert_accessible(page, f"Cookie Battle, cards in {lang}")


def test_an_opponent_opens_to_details_on_tap_and_closes_again(page) -> None:
    """Opponents stay one compact row; a tap shows that seat's counts in words, a second tap closes it."""
    state = find("cookie_battle", 6, last_to_play(6))
    open_position(page, state, seats(6), "?botdelay=10")
    chips = page.locator("button[data-testid^=cb-seat-]")
    assert chips.count() == 5
    assert chips.evaluate_all("els => els.map(e => +e.dataset.player)") == [1, 2, 3, 4, 5]  # from the left, clockwise
    chip = page.locator("[data-testid=cb-seat-3]")
    assert chip.get_attribute("aria-expanded") == "false"
    tap(page, chip)
    assert chip.get_attribute("aria-expanded") == "true"
    detail = page.locator("[data-testid=cb-seat-detail][data-player='3']")
    assert str(len(state.hands[3])) in detail.inner_text()
    assert moves(page, "cookie_battle") == len(state.history)
    tap(page, chip)
    assert page.locator("[data-testid=cb-seat-detail]").count() == 0


def test_the_bots_cards_come_one_at_a_time_and_the_finished_trick_shows_its_winner(page) -> None:
    """After the human's lead, each bot's card is a step of its own (the new card marked), then the full trick."""

    def leading(s) -> bool:
        return s.phase == "play" and s.to_act() == [0] and not s.trick and len(s.hands[0]) > 2

    open_position(page, find("cookie_battle", 3, leading), seats(3), "?botdelay=1")
    tap(page, page.locator(f"{HAND}[data-choice]").first)
    tap(page, page.locator(CONFIRM))
    step = "[data-testid=step]"
    page.wait_for_selector(f"{step} [data-testid=cb-trick-card][data-player='1'] .is-changed")
    assert page.locator(f"{step} [data-testid=cb-trick-card]").count() == 2
    assert page.locator("[data-testid=step-words]").inner_text().strip()
    page.wait_for_selector(f"{step} [data-testid=cb-trick].is-settled [data-testid=cb-result]")
    assert page.locator(f"{step} [data-testid=cb-trick-card]").count() == 3
    winner = page.get_attribute(f"{step} [data-testid=cb-trick]", "data-winner")
    assert page.locator(f"{step} [data-player='{winner}'].cb-slot.is-win").count() == 1


def test_a_toss_against_bots_can_be_undone(page) -> None:
    """Nothing hidden was shown to a person: Undo takes the marker back and the piece returns."""

    def tossing(s) -> bool:
        return s.to_act() == [0] and any(a["do"] == "marker" and a["kind"] == "toss" for a in s.legal_actions(0))

    state = find("cookie_battle", 3, tossing)
    open_position(page, state, seats(3), "?botdelay=10")
    pieces = page.locator("[data-testid=cb-my-piece]").count()
    tap(page, page.locator("[data-testid=cb-markers]"))
    tap(page, page.locator("[data-testid=cb-marker-toss]"))
    if not page.locator(CONFIRM).count():  # one piece only: nothing to choose
        tap(page, page.locator("[data-testid^=cb-piece-][data-choice]").first)
    tap(page, page.locator(CONFIRM))
    assert moves(page, "cookie_battle") == len(state.history) + 1
    assert page.locator("[data-testid=cb-my-piece]").count() == pieces - 1
    tap(page, page.locator("[data-testid=undo]"))
    assert moves(page, "cookie_battle") == len(state.history)
    assert page.locator("[data-testid=cb-my-piece]").count() == pieces
    assert page.locator("[data-testid=cb-my-marker][data-kind=toss]").count() >= 1
