"""The shell around the games: home, setup, rules and the embed pass axe-core with 44 px targets, Back and
Forward move between the app's screens (and never off the site), and each seat's colour is chosen at setup."""

from __future__ import annotations

import json
import random

import pygames
from web.games import has_board

from .checks import assert_accessible, small_targets
from .conftest import wait_ready, watch
from .helpers import CHOICE, CURTAIN, GAME_OVER, IDLE, click_choices, idle, open_app, start_game, tap

GAME_IDS = [game_id for game_id in pygames.GAMES if has_board(game_id)]
PHONE = {"width": 375, "height": 812}
HEADINGS = "() => [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map(h => Number(h.tagName[1]))"


def set_lang(page, lang: str) -> None:
    if page.get_attribute("[data-testid=lang-toggle]", "data-lang") != lang:
        page.click("[data-testid=lang-toggle]")
        page.wait_for_selector(f"[data-testid=lang-toggle][data-lang={lang}]")


def assert_headings(page, where: str) -> None:
    """One <h1>, first, and no level skipped on the way down."""
    levels = page.evaluate(HEADINGS)
    assert levels[:1] == [1] and levels.count(1) == 1, (where, levels)
    assert all(b <= a + 1 for a, b in zip(levels, levels[1:])), (where, levels)


def assert_shell_screen(page, where: str, targets: bool = True) -> None:
    assert_accessible(page, where)
    assert_headings(page, where)
    if targets:
        assert small_targets(page) == [], where


def saved(page, game_id: str) -> dict | None:
    text = page.evaluate(f"localStorage.getItem('pygames:save:{game_id}')")
    return json.loads(text) if text else None


def test_home_setup_and_rules_pass_axe_with_one_h1_and_44px_targets_in_both_languages(page) -> None:
    page.set_viewport_size(PHONE)
    open_app(page)
    for lang in ("ja", "en"):
        set_lang(page, lang)
        assert_shell_screen(page, f"home ({lang})")
        page.click("[data-testid=embed-hennote]")
        page.wait_for_selector("[data-testid=embed-hennote][aria-expanded=true] + [data-testid=embed-panel]")
        assert page.evaluate("document.activeElement.dataset.testid") == "embed-hennote"  # a disclosure: focus stays
        assert page.input_value("[data-testid=share-link]") == page.site_url
        assert_shell_screen(page, f"home, Share / embed open ({lang})")
        page.click("[data-testid=embed-close]")
        page.wait_for_selector("[data-testid=embed-hennote][aria-expanded=false]")
        assert page.evaluate("document.activeElement.dataset.testid") == "embed-hennote"
        for game_id in GAME_IDS:
            page.click(f"[data-testid=play-{game_id}]")
            page.wait_for_selector(f"[data-testid=setup-screen][data-game={game_id}]")
            most = pygames.GAMES[game_id].max_players
            if page.locator(f"[data-testid=players-{most}]").count():
                page.check(f"[data-testid=players-{most}]")
            assert_shell_screen(page, f"setup of {game_id} ({lang})")
            page.click("[data-testid=setup-back]")
            page.click(f"[data-testid=rules-{game_id}]")
            page.wait_for_selector(f"[data-testid=rules-screen][data-game={game_id}]")
            assert_shell_screen(page, f"rules of {game_id} ({lang})", targets=False)
            page.click("[data-testid=rules-back]")
            page.wait_for_selector("[data-testid=home-screen]")


def test_the_embed_page_passes_axe_with_one_h1_before_and_after_python_and_when_its_query_is_wrong(page) -> None:
    page.set_viewport_size(PHONE)
    for lang in ("ja", "en"):
        page.goto(page.site_url + f"embed.html?game=fox_grapes&lang={lang}&botdelay=0")
        page.wait_for_selector("[data-testid=embed-play]")
        assert_shell_screen(page, f"embed poster ({lang})")
        page.click("[data-testid=embed-play]")
        wait_ready(page)
        page.wait_for_selector("[data-testid=setup-screen]")
        assert_shell_screen(page, f"embed setup ({lang})")
        page.goto(page.site_url + f"embed.html?game=chess&lang={lang}")
        page.wait_for_selector("[data-testid=embed-error]")
        assert_shell_screen(page, f"embed with a wrong query ({lang})")


def test_back_and_forward_move_between_home_setup_and_a_game_which_stays_saved(page) -> None:
    """home → setup → game: Back leads home (the game saved, offered to continue), Forward back into it at the
    same move; Back from the game's rules returns to the table; the setup form survives Back and Forward."""
    open_app(page)
    below = page.evaluate("history.length")
    page.click("[data-testid=play-hennote]")
    page.fill("[data-testid=seat-name-0]", "Ann")
    page.go_back()
    page.wait_for_selector("[data-testid=home-screen]")
    page.go_forward()
    page.wait_for_selector("[data-testid=setup-screen][data-game=hennote]")
    assert page.input_value("[data-testid=seat-name-0]") == "Ann"

    page.click("[data-testid=start-game]")
    idle(page, CHOICE)
    tap(page, page.locator(CHOICE).first)
    idle(page, CHOICE)
    moves = len(saved(page, "hennote")["engine"]["actions"])
    assert moves >= 1
    page.go_back()  # the game took the setup's place: one Back leads home
    page.wait_for_selector("[data-testid=home-screen] [data-testid=continue-hennote]")
    assert len(saved(page, "hennote")["engine"]["actions"]) == moves
    assert page.evaluate("history.length") == below + 1
    assert page.url.startswith(page.site_url)

    page.go_forward()
    page.wait_for_selector(f"{IDLE} [data-testid=play-screen][data-game=hennote] {CHOICE}")
    assert page.evaluate("localStorage.getItem('pygames:current')") == "hennote"  # a reload comes back here
    page.click("[data-testid=play-rules]")
    page.wait_for_selector("[data-testid=rules-screen][data-game=hennote]")
    page.go_back()
    page.wait_for_selector("[data-testid=play-screen][data-game=hennote]")
    page.click("[data-testid=play-rules]")
    page.click("[data-testid=rules-back]")
    page.wait_for_selector("[data-testid=play-screen][data-game=hennote]")
    assert len(saved(page, "hennote")["engine"]["actions"]) == moves

    page.click("[data-testid=home]")
    page.wait_for_selector("[data-testid=home-screen]")
    page.go_back()  # the brand's way home is an entry too: Back returns to the table
    page.wait_for_selector("[data-testid=play-screen][data-game=hennote]")


def test_a_reload_stays_on_setup_or_rules_and_back_still_leads_home(page) -> None:
    open_app(page)
    for opener, screen in (("play-dimsum", "setup-screen"), ("rules-fox_grapes", "rules-screen")):
        page.click(f"[data-testid={opener}]")
        page.reload()
        wait_ready(page)
        page.wait_for_selector(f"html[data-renders] [data-testid={screen}]")
        page.go_back()
        page.wait_for_selector("html[data-renders] [data-testid=home-screen]")
        assert page.url.startswith(page.site_url)


def test_back_from_a_game_resumed_at_start_up_lands_on_home_not_off_the_site(page) -> None:
    """As Android's Back button does: after a reload inside a game, and in a new tab that resumes it, Back
    shows home with the game offered to continue, never the page before the site."""
    open_app(page)
    page.click("[data-testid=play-fox_grapes]")
    page.click("[data-testid=start-game]")
    idle(page, CHOICE)
    page.reload()
    wait_ready(page)
    page.wait_for_selector("[data-testid=play-screen][data-game=fox_grapes]")
    page.go_back()
    page.wait_for_selector("[data-testid=home-screen] [data-testid=continue-fox_grapes]")
    assert page.url.startswith(page.site_url)
    page.click("[data-testid=continue-fox_grapes]")  # back at the table: a new visit resumes it
    idle(page, CHOICE)

    tab = page.context.new_page()
    problems = watch(tab)
    tab.goto(page.site_url + "?botdelay=0")
    tab.wait_for_selector("[data-testid=play-screen][data-game=fox_grapes]")
    assert tab.evaluate("history.length") == 3  # the new tab's about:blank, then home below the game
    tab.go_back()
    tab.wait_for_selector("[data-testid=home-screen] [data-testid=continue-fox_grapes]")
    assert tab.url.startswith(page.site_url)
    tab.close()
    assert not problems


def test_a_finished_game_is_no_place_for_back_to_lead(page) -> None:
    """Its save is gone: "New game" takes the finished game's entry, so Back from that setup goes home."""
    open_app(page)
    below = page.evaluate("history.length")
    page.click("[data-testid=play-hennote]")
    page.click("[data-testid=start-game]")
    click_choices(page, random.Random(3), GAME_OVER)
    page.click("[data-testid=new-game]")
    page.wait_for_selector("[data-testid=setup-screen][data-game=hennote]")
    assert page.evaluate("history.length") == below + 1
    page.go_back()
    page.wait_for_selector("[data-testid=home-screen]")
    assert page.locator("[data-testid=continue-hennote]").count() == 0


def test_an_embedded_game_adds_nothing_to_the_history_of_the_page(page) -> None:
    page.goto(page.site_url + "embed.html?game=hennote&seats=human,bot&botdelay=0")
    page.click("[data-testid=embed-play]")
    page.wait_for_selector(f"{IDLE} [data-testid=play-screen] {CHOICE}")
    entries = page.evaluate("history.length")
    tap(page, page.locator(CHOICE).first)
    page.click("[data-testid=play-rules]")
    page.click("[data-testid=rules-back]")
    page.click("[data-testid=home]")  # an embed's brand leads to its game's setup
    page.click("[data-testid=start-game]")
    page.wait_for_selector("[data-testid=play-screen]")
    assert page.evaluate("history.length") == entries
    assert page.evaluate("history.state") is None


def test_seat_colours_are_distinct_chosen_by_keyboard_and_saved_with_the_seats(page) -> None:
    open_app(page)
    page.click("[data-testid=play-fox_grapes]")
    page.check("[data-testid=players-4]")
    colours = [page.input_value(f"[data-testid=seat-{i}-colour]") for i in range(4)]
    assert colours == ["blue", "vermillion", "green", "purple"]
    picker = page.get_by_role("combobox", name="Seat 2 colour")
    picker.focus()
    page.keyboard.press("ArrowDown")  # vermillion → bluish green, which seat 3 had: seat 3 takes vermillion
    page.wait_for_selector("[data-testid=seat-2-colour] option[value=vermillion][selected]", state="attached")
    assert page.evaluate("document.activeElement.dataset.testid") == "seat-1-colour"  # focus stays put
    assert page.input_value("[data-testid=seat-1-colour]") == "green"
    assert "pc-2" in page.get_attribute("[data-testid=seat][data-seat='1']", "class")
    page.click("[data-testid=start-game]")
    idle(page, CHOICE)
    assert [seat["colour"] for seat in saved(page, "fox_grapes")["seats"]] == ["blue", "green", "vermillion", "purple"]


def test_a_curtain_a_game_and_a_damaged_save_each_have_one_h1_and_the_in_game_rules_button_is_44px(page) -> None:
    """Also: Back from the rules finds the table with its curtain lifted; Forward from home shows the curtain."""
    page.set_viewport_size(PHONE)
    open_app(page)
    start_game(page, "hennote", [("Ann", "human"), ("Bo", "human")])
    page.wait_for_selector(CURTAIN)
    assert_headings(page, "the curtain")
    page.click("[data-testid=curtain-reveal]")
    page.wait_for_selector("[data-testid=play-screen]")
    assert page.evaluate(HEADINGS).count(1) == 1  # the game's title; the board's own headings are its own
    box = page.locator("[data-testid=play-rules]").bounding_box()
    assert box["width"] >= 44 and box["height"] >= 44, box
    page.click("[data-testid=play-rules]")
    page.go_back()  # a glance at the rules: the table comes back as it was, curtain lifted
    page.wait_for_selector("[data-testid=play-screen] [data-testid=board]")
    page.go_back()
    page.wait_for_selector("[data-testid=home-screen]")
    page.go_forward()  # back at the table from home: the device may have changed hands
    page.wait_for_selector(CURTAIN)

    page.evaluate("localStorage.setItem('pygames:save:hennote', '{\"engine\": 1}')")
    page.reload()
    wait_ready(page)
    page.wait_for_selector("[data-testid=save-error]")
    assert_shell_screen(page, "a damaged save")


ON_HEADING = "() => document.activeElement.matches('main h1')"


def test_each_screen_opens_at_its_top(page) -> None:
    """A screen never opens where the last one was scrolled: Rules from a game card low on home starts at its
    title, Setup with its title and seats in view, and a game's rules from mid-game at their top too; focus
    starts on the new screen's heading."""
    page.set_viewport_size(PHONE)
    open_app(page)
    last = GAME_IDS[-1]
    scrolled = "() => window.scrollY"
    page.locator(f"[data-testid=rules-{last}]").scroll_into_view_if_needed()
    assert page.evaluate(scrolled) > 0  # the last card is below the fold
    page.click(f"[data-testid=rules-{last}]")
    page.wait_for_selector(f"{IDLE} [data-testid=rules-screen]")
    assert page.evaluate(scrolled) == 0
    assert page.evaluate(ON_HEADING), "a new screen starts with focus on its heading"
    page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
    assert page.evaluate(scrolled) > 0
    page.click("[data-testid=rules-back]")
    page.wait_for_selector(f"{IDLE} [data-testid=home-screen]")
    page.locator(f"[data-testid=play-{last}]").scroll_into_view_if_needed()
    page.click(f"[data-testid=play-{last}]")
    page.wait_for_selector(f"{IDLE} [data-testid=setup-screen]")
    assert page.evaluate(scrolled) == 0
    assert page.locator("[data-testid=seat-name-0]").is_visible()
    assert page.evaluate(ON_HEADING)


def every_bots_level(page) -> None:
    """Setup's "every bot's level" sets all bot seats; a seat set apart makes it say the levels differ."""
    page.click("[data-testid=play-cookie_battle]")
    page.check("[data-testid=players-5]")
    levels = "() => [...document.querySelectorAll('[data-kind=bot] [data-testid$=-level]')].map(s => s.value)"
    page.select_option("[data-testid=bots-level]", "strong")
    assert page.evaluate(levels) == ["strong"] * 4
    page.select_option("[data-testid=seat-2-level]", "easy")
    assert page.input_value("[data-testid=bots-level]") == "mixed"
    page.select_option("[data-testid=bots-level]", "normal")
    assert page.evaluate(levels) == ["normal"] * 4


def test_every_bot_seat_gets_its_level_at_once(page) -> None:
    page.set_viewport_size(PHONE)
    open_app(page)
    every_bots_level(page)
    assert_shell_screen(page, "setup with every bot's level")
