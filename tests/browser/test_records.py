"""Game records (issue #15): watching a finished game again, its record as a file and as a link, and deal links."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import pygames

from .checks import assert_accessible, small_targets
from .conftest import wait_ready
from .helpers import CHOICE, GAME_OVER, IDLE, idle, open_app, tap
from .positions import near_end, open_position

REPLAY = "[data-testid=replay-screen]"
GAMES_SIZES = [("cookie_battle", 3), ("dimsum", 2), ("fox_grapes", 4), ("hansel_gretel", 3), ("hennote", 2)]
BOARD = f"{REPLAY} [data-testid=board], {REPLAY} .board"
HAND = f"{REPLAY} [data-testid=cb-hand], {REPLAY} [data-testid=fg-hand]"  # the hidden hands (Cookie Battle, Fox)
#: What the site keeps for the player, as JSON: all of localStorage but the runtime's hint that a memory snapshot
#: is cached (static/pyodide-early.mjs writes it in the background when the page first goes idle, at any moment).
PLAYER_DATA = """JSON.stringify(Object.fromEntries(
    Object.entries(localStorage).filter(([key]) => key !== "pygames:snapshot").sort()))"""


def at(page) -> int:
    return int(page.get_attribute("[data-testid=replay-at]", "data-at"))


def board(page) -> str:
    """The board as drawn (the replay's controls and words left out, and the ids of its tap handlers)."""
    return page.evaluate(
        r"""() => { const screen = document.querySelector("[data-testid=replay-screen]").cloneNode(true);
                   screen.querySelectorAll(".replay-head, .replay-share").forEach(e => e.remove());
                   return screen.innerHTML.replace(/ data-on-[a-z]+="\d+"/g, ""); }"""  # handler ids differ
    )


def focused(page) -> str | None:
    return page.evaluate("document.activeElement.dataset.testid")


def press(page, testid: str) -> None:
    tap(page, page.locator(f"[data-testid={testid}]"))
    idle(page, REPLAY)


def finished(page, game_id: str, players: int) -> None:
    """Bots play the last moves of a seeded game; the game-over screen shows."""
    seats = [(f"Bot {p + 1}", True, "normal") for p in range(players)]
    open_position(page, near_end(game_id, players, 3), seats)
    idle(page, GAME_OVER)


@pytest.mark.parametrize(("game_id", "players"), GAMES_SIZES)
def test_a_finished_game_replays_step_by_step_back_and_forth_to_the_same_boards(page, game_id, players) -> None:
    page.emulate_media(reduced_motion="reduce")  # sizes are measured below: not mid-way through a ring's animation
    finished(page, game_id, players)
    press(page, "watch-replay")
    assert at(page) == 0
    assert focused(page) == "replay-forward", "focus starts on the next step"
    assert page.locator("[data-testid=replay-words]").inner_text().strip()
    shown = []
    for _ in range(3):
        press(page, "replay-forward")
        shown.append(board(page))
    assert at(page) == 3 and len(set(shown)) == 3, "each step forward draws a new position"
    press(page, "replay-last")
    assert at(page) > 3
    assert focused(page) == "replay-first", "at the end, focus goes to the way back to the start"
    press(page, "replay-first")
    assert at(page) == 0
    for index in range(3):
        press(page, "replay-forward")
        assert board(page) == shown[index], "a position looks the same however it was reached"
    press(page, "replay-back")
    assert at(page) == 2 and board(page) == shown[1]
    rounds = page.locator("[data-testid=replay-round] option")  # a round can be jumped to
    if game_id == "cookie_battle":
        assert rounds.count() == 3
        page.select_option("[data-testid=replay-round]", index=2)
        idle(page, REPLAY)
        assert at(page) == int(rounds.nth(2).get_attribute("value")) > 3
    elif game_id in ("dimsum", "hennote"):
        assert rounds.count() == 0, "a game without rounds offers no jump"
    mine = board(page)  # and any seat's hand watched (the game is over)
    page.select_option("[data-testid=replay-seat]", str(players - 1))
    idle(page, REPLAY)
    assert board(page) != mine, "another seat's view shows another hand"
    page.select_option("[data-testid=replay-seat]", label="Spectator (public only)")
    idle(page, REPLAY)
    assert page.locator(HAND).count() == 0, "a spectator sees no seat's hand"
    assert not re.search(r"\byou\b", page.locator(BOARD).inner_text(), re.IGNORECASE), "no seat is 'you'"
    if game_id == "cookie_battle":  # the seat that was drawn as 'you' joins the others in the top row
        assert page.locator("[data-testid^=cb-seat-]").count() == players
    assert_accessible(page, "replay")
    assert small_targets(page) == []
    tap(page, page.locator("[data-testid=replay-close]"))
    idle(page, GAME_OVER)


def test_playing_a_replay_shows_each_action_before_its_battle(page) -> None:
    """Play on: a Hennote action is seen on its own, then its battle (the engine's steps), as a bot's turn is in play;
    going forward by hand still moves a whole action at a time (the test above)."""
    finished(page, "hennote", 2)
    press(page, "watch-replay")
    page.evaluate("""() => {
        window.events = new Set();
        const look = () => {
            const board = document.querySelector("[data-testid=replay-screen] [data-testid=board]");
            if (board && board.dataset.event) window.events.add(board.dataset.event);
        };
        new MutationObserver(look).observe(document.body, {childList: true, subtree: true});
    }""")
    tap(page, page.locator("[data-testid=replay-play]"))
    page.wait_for_selector("[data-testid=replay-last][disabled]", timeout=60_000)
    events = page.evaluate("() => [...window.events]")
    # an action is never a whole move's last event (a battle always follows it): only a step shows it last
    assert {"slide", "change", "retreat"} & set(events), events
    assert "battle" in events, events


def test_a_record_downloads_opens_again_from_home_and_a_changed_one_is_refused(page, tmp_path: Path) -> None:
    finished(page, "hennote", 2)
    press(page, "watch-replay")
    with page.expect_download() as download:
        page.click("[data-testid=replay-download]")
    path = tmp_path / "record.json"
    download.value.save_as(path)
    data = json.loads(path.read_text())
    assert data["game"] == "hennote" and data["names"] == ["Bot 1", "Bot 2"] and data["levels"] == ["normal"] * 2
    assert data["build"] and data["result"]["winners"]
    press(page, "replay-last")
    end = board(page)

    page.click("[data-testid=replay-close]")
    page.click("[data-testid=go-home]")
    idle(page, "[data-testid=home-screen]")
    page.set_input_files("[data-testid=open-record]", str(path))
    idle(page, REPLAY)
    press(page, "replay-last")
    assert board(page) == end, "the record replays to the same end"

    page.click("[data-testid=replay-close]")
    idle(page, "[data-testid=home-screen]")
    saves = page.evaluate(PLAYER_DATA)
    changed = tmp_path / "changed.json"
    winner = data["result"]["winners"][0]
    changed.write_text(json.dumps({**data, "result": {**data["result"], "winners": [1 - winner]}}))
    page.set_input_files("[data-testid=open-record]", str(changed))
    idle(page, "[data-testid=record-error]")
    assert page.locator("[data-testid=record-error]").inner_text().strip()
    assert page.evaluate(PLAYER_DATA) == saves, "a refused record touches nothing"
    page.click("[data-testid=record-error-home]")
    idle(page, "[data-testid=home-screen]")


def test_a_replay_link_opens_the_game_offline_in_another_browser_and_a_cut_one_says_why(page, browser) -> None:
    finished(page, "fox_grapes", 3)
    press(page, "watch-replay")
    link = page.input_value("[data-testid=replay-link]")
    assert "#record=" in link and len(link) < 2000
    press(page, "replay-last")
    end = board(page)

    other = browser.new_context().new_page()  # no storage shared: the link alone carries the game
    try:
        other.goto(page.site_url)  # one visit, and the site works offline
        other.wait_for_selector("html[data-offline=ready]", state="attached", timeout=60_000)
        other.context.set_offline(True)
        other.goto("about:blank")  # else only the fragment changes, and the page does not load again
        other.goto(link)
        wait_ready(other)
        other.wait_for_selector(f"{IDLE} {REPLAY}")
        assert "#" not in other.url, "the record leaves the address bar (a reload goes home)"
        tap(other, other.locator("[data-testid=replay-last]"))
        other.wait_for_selector(f"{IDLE} {REPLAY}")
        assert board(other) == end
        other.goto("about:blank")  # the same page with another fragment would not load again
        other.goto(link[: len(link) - 40])
        wait_ready(other)
        other.wait_for_selector(f"{IDLE} [data-testid=record-error]")
        assert other.evaluate("document.activeElement.dataset.testid") == "record-error-home"
    finally:
        other.context.close()


def test_a_deal_link_deals_the_same_cards_at_another_table_and_warns_what_it_gives_away(page, browser) -> None:
    open_app(page)
    page.click("[data-testid=play-cookie_battle]")
    assert page.locator("[data-testid=deal-warning]").count() == 0, "an ordinary game shows no seed"
    tap(page, page.locator("[data-testid=deal-share]"))
    assert page.locator("[data-testid=deal-warning]").inner_text().strip()
    link = page.input_value("[data-testid=deal-link]")
    assert "#deal=" in link
    assert_accessible(page, "setup with a shared deal")
    assert small_targets(page) == []
    page.click("[data-testid=start-game]")
    idle(page, CHOICE)
    first = board_of(page)

    other = browser.new_context().new_page()
    try:
        other.goto(link)
        wait_ready(other)
        other.wait_for_selector(f"{IDLE} [data-testid=setup-screen] [data-testid=deal-warning]")
        other.click("[data-testid=start-game]")
        idle(other, CHOICE)
        assert board_of(other) == first, "the same deal: the same cards in the same hands"
        other.click("[data-testid=go-home], [data-testid=home]")
        idle(other, "[data-testid=home-screen]")
        other.click("[data-testid=play-cookie_battle]")
        other.click("[data-testid=start-game]")  # an ordinary game again: a fresh deal
        idle(other, CHOICE)
        assert board_of(other) != first
        other.goto("about:blank")
        other.goto(link[:-30])
        wait_ready(other)
        other.wait_for_selector(f"{IDLE} [data-testid=record-error]")
    finally:
        other.context.close()


def board_of(page) -> str:
    """The play screen's board (the status line, with its live timing, left out; and the handler ids)."""
    return page.evaluate(
        r"""() => document.querySelector("[data-testid=play-screen] [data-testid=board]")
                   .outerHTML.replace(/ data-on-[a-z]+="\d+"/g, "")"""
    )


def test_a_replay_embeds_in_a_blog_post_and_a_bad_or_foreign_record_says_why(page) -> None:
    finished(page, "dimsum", 2)
    press(page, "watch-replay")
    code = page.input_value("[data-testid=replay-embed]")
    src = code.split('src="')[1].split('"')[0].replace("&amp;", "&")
    assert "embed.html?game=dimsum" in src and "#record=" in src
    press(page, "replay-last")
    end = board(page)
    saves = page.evaluate(PLAYER_DATA)

    for url, shows in [
        (src, REPLAY),
        (src[:-25], "[data-testid=record-error]"),
        (src.replace("game=dimsum", "game=hennote"), "[data-testid=record-error]"),
    ]:
        page.goto("about:blank")
        page.goto(url)
        page.click("[data-testid=embed-play]")
        page.wait_for_selector(f"{IDLE} {shows}", timeout=60_000)
        if shows == REPLAY:
            press(page, "replay-last")
            assert board(page) == end
            assert_accessible(page, "embedded replay")
    assert page.evaluate(PLAYER_DATA) == saves, "an embedded replay stores nothing"


def test_home_keeps_each_games_history_on_this_device_until_cleared(page) -> None:
    finished(page, "hennote", 2)
    winner = page.get_attribute("[data-testid=winner]", "data-winners")
    page.click("[data-testid=go-home]")
    idle(page, "[data-testid=home-screen]")
    line = page.locator("[data-testid=history-hennote]")
    assert line.get_attribute("data-played") == "1"
    assert f"Bot {int(winner) + 1}" in line.inner_text()
    assert page.locator("[data-testid^=history-]:not([data-testid$=hennote]):not([data-testid*=clear])").count() == 0
    assert_accessible(page, "home with a history")
    assert small_targets(page) == []

    state = near_end("hennote", 2, 3, seed=5)  # another game, the history kept: read afresh from storage
    save = {"engine": pygames.save(state), "seats": [{"name": "Ann", "bot": True}, {"name": "Bo", "bot": True}]}
    page.evaluate("save => { localStorage.setItem('pygames:save:hennote', save);"
                  " localStorage.setItem('pygames:current', 'hennote'); }", json.dumps(save))
    page.reload()
    wait_ready(page)
    idle(page, GAME_OVER)
    page.click("[data-testid=go-home]")
    idle(page, "[data-testid=home-screen]")
    assert page.get_attribute("[data-testid=history-hennote]", "data-played") == "2"
    tap(page, page.locator("[data-testid=history-clear-hennote]"))
    assert page.locator("[data-testid=history-hennote]").count() == 0

    for junk in ('{"x": 1}', "[1, {}, null]", "[" * 5000, "not json"):  # an edited history never breaks home
        page.evaluate("junk => localStorage.setItem('pygames:history:hennote', junk)", junk)
        page.reload()
        wait_ready(page)
        idle(page, "[data-testid=home-screen]")
        assert page.locator("[data-testid=history-hennote]").count() == 0


def test_a_history_that_cannot_be_written_is_announced_at_the_game_over(page) -> None:
    page.add_init_script("""{ const set = Storage.prototype.setItem;  // only the history refuses: saves still work
        Storage.prototype.setItem = function (key, value) {
            if (String(key).startsWith("pygames:history:")) throw new Error("refused");
            return set.call(this, key, value); }; }""")
    finished(page, "hennote", 2)
    assert page.locator(f"{GAME_OVER} [data-testid=not-counted]").get_attribute("data-reason") == "refused"
    assert page.locator("[data-testid=not-saved]").count() == 0, "the game itself was saved all along"


def test_game_over_charts_each_seats_score_by_round_where_scores_show_during_play(page) -> None:
    finished(page, "hansel_gretel", 3)
    chart = page.locator("[data-testid=score-chart]")
    page.click("[data-testid=score-numbers]")  # the numbers open under the drawing (a native disclosure)
    page.wait_for_selector("[data-testid=score-chart] details[open] table")
    rows = chart.locator("table tr").all_inner_texts()[1:]  # per round: its number, each seat's "total (+gain)"
    scores = [[int(x) for x in row.split()[1::2]] for row in rows]
    gains = [[int(x.strip("()")) for x in row.split()[2::2]] for row in rows]
    assert [sum(column) for column in zip(*gains)] == scores[-1], "the rounds' gains add up to the final scores"
    assert len(scores) == int(chart.get_attribute("data-rounds")) >= 2
    winners = [int(w) for w in page.get_attribute("[data-testid=winner]", "data-winners").split(",")]
    assert all(scores[-1][w] == max(scores[-1]) for w in winners), "the last round ends on the final scores"
    assert chart.locator("polyline").count() == 3
    assert_accessible(page, "game over with a chart")
    assert small_targets(page) == []
    finished(page, "cookie_battle", 3)  # its pieces stay hidden until the final count: no chart
    assert page.locator("[data-testid=score-chart]").count() == 0
