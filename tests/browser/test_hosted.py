"""One table, several phones, no server (issue 48): browser contexts on one machine joined by WebRTC at the loopback.

"For each such seat the host shows an invitation ... as a link to copy (data-testid=invite-text, one per remote
seat with data-seat) ... the guest then shows its answer as ... text (data-testid=answer-text), which the host
... pastes (data-testid=answer-input, then data-testid=answer-submit)." Each test passes invitation and answer
as text, as a person pastes them; the contexts share nothing but the channel they open.
"""

from __future__ import annotations

import json
import random
import time

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from pygames import GAMES
from pygames import load as load_save
from pygames.core.commit import commitment, share
from web.signaling import expand, minimize

from .checks import assert_accessible, off_screen
from .conftest import wait_ready
from .helpers import CHOICE, GAME_OVER, IDLE, click_choices, idle, tap

FAST = "botdelay=0"
PHONE = {"viewport": {"width": 375, "height": 812}}
#: A game of each with one phone seat and the rest bots on the host's device (which then shows no one's cards).
TABLES = {
    "hennote": "phone,bot:easy",
    "fox_grapes": "bot:easy,phone",
    "hansel_gretel": "phone,bot:easy,bot:easy",
    "cookie_battle": "bot:easy,phone,bot:easy",
    "dimsum": "phone,bot:easy",
}


def host_table(page, game_id: str, seats: str) -> None:
    page.goto(f"{page.site_url}?game={game_id}&seats={seats}&{FAST}")
    wait_ready(page)
    page.wait_for_selector("[data-testid=lobby]")


def invitation(host, seat: int) -> str:
    field = host.locator(f"[data-testid=invite-text][data-seat='{seat}']")
    field.wait_for()
    return field.input_value()


def answer_of(phone, link: str, pace: str = FAST) -> str:
    """The phone opens the invitation link (at the tests' pace, or ``pace``) and shows its answer."""
    phone.goto(link.replace("#join=", f"?{pace}#join=", 1))
    wait_ready(phone)
    field = phone.locator("[data-testid=answer-text]")
    field.wait_for()
    return field.input_value()


def answer_by_paste(phone, link: str) -> str:
    """The phone opens the site and pastes the invitation into Join a table (a link sent as text)."""
    phone.goto(f"{phone.site_url}?{FAST}")
    wait_ready(phone)
    phone.click("[data-testid=join-table]")
    phone.fill("[data-testid=rejoin-input]", link)
    phone.click("[data-testid=rejoin-submit]")
    field = phone.locator("[data-testid=answer-text]")
    field.wait_for()
    return field.input_value()


def submit(host, seat: int, answer: str) -> None:
    host.fill(f"[data-testid=answer-input][data-seat='{seat}']", answer)
    host.click(f"[data-testid=answer-submit][data-seat='{seat}']")


def join(host, phone, seat: int) -> dict[str, float]:
    """One phone takes ``seat`` by text; its sizes and the time from the answer's submission to its table."""
    link = invitation(host, seat)
    answer = answer_of(phone, link)
    started = time.perf_counter()
    submit(host, seat, answer)
    phone.wait_for_selector("[data-testid=play-screen], [data-testid=guest-waiting]")
    return {"invitation": len(link), "answer": len(answer), "seconds": time.perf_counter() - started}


def play_phone(phone, rng: random.Random, until: str = GAME_OVER, limit: int = 900) -> None:
    """Tap random legal choices on a phone until ``until`` shows. Unlike the local app, a phone's screen can change
    between a look and a tap without any tap of its own (another seat's move arrives from the host over the
    network while this seat also may act): a choice gone by then is looked for again."""
    for _ in range(limit):
        idle(phone, f"{CHOICE}, {until}")
        if phone.locator(until).count():
            return
        tap_any(phone, rng)
    raise AssertionError(f"{until} not reached after {limit} taps")


def tap_first(phone, times: int) -> None:
    """The first choice on screen, ``times`` times: a few moves into the game."""
    for _ in range(times):
        idle(phone, CHOICE)
        tap(phone, phone.locator(CHOICE).nth(0))


def tap_any(phone, rng: random.Random) -> None:
    """Tap one of the choices on screen, if it is still there, and wait for the screen it draws."""
    choices = phone.locator(CHOICE)
    count = choices.count()
    if not count:
        return
    renders = phone.get_attribute("html", "data-renders")
    try:
        choices.nth(rng.randrange(count)).click(timeout=2000)
    except PlaywrightTimeout:
        return
    phone.wait_for_selector(f"html:not([data-renders='{renders}'])", state="attached")


def playing(page) -> None:
    page.wait_for_selector(f"{IDLE} [data-testid=play-screen], {IDLE} {GAME_OVER}")


@pytest.mark.parametrize("game_id", sorted(TABLES))
def test_a_whole_game_with_a_phone_seat(page, devices, game_id):
    seats = TABLES[game_id].split(",")
    seat = seats.index("phone")
    host_table(page, game_id, TABLES[game_id])
    phone = devices()
    sizes = join(page, phone, seat)
    assert sizes["invitation"] <= 300 and sizes["answer"] <= 300, sizes
    playing(page)
    playing(phone)
    assert phone.locator(f"[data-guest='{seat}'], {GAME_OVER}").count()
    play_phone(phone, random.Random(game_id))
    page.wait_for_selector(GAME_OVER)
    assert phone.get_attribute("[data-testid=winner]", "data-winners") == page.get_attribute(
        "[data-testid=winner]", "data-winners"), "both devices end the same game"
    assert phone.get_attribute("[data-testid=deal-check]", "data-ok") == "true", \
        phone.inner_text("[data-testid=deal-check]")
    print(f"{game_id}: {sizes}")


def test_a_phone_that_reloads_mid_game_gets_its_seat_back_and_the_game_ends(page, devices):
    host_table(page, "fox_grapes", "bot:easy,phone")
    phone = devices()
    join(page, phone, 1)
    rng = random.Random(7)
    tap_first(phone, 4)
    tap(phone, phone.locator("[data-testid=moves]"))
    assert phone.locator("[data-testid=move-log] li").count(), "the phone's log holds the moves so far"
    tap(phone, phone.locator("[data-testid=moves-close]"))
    phone.reload()  # the channel goes with the page
    page.wait_for_selector("[data-testid=phones-away]")
    page.click("[data-testid=away-invite]")
    join(page, phone, 1)
    page.wait_for_selector("[data-testid=phones-away]", state="detached")
    play_phone(phone, rng)
    page.wait_for_selector(GAME_OVER)


def test_a_phone_is_shown_the_other_seats_moves_step_by_step_at_its_own_pace(page, devices):
    """The host's bots move at once; the phone, at its own pace (2 s a step), shows each step in words."""
    host_table(page, "dimsum", "phone,bot:easy")
    phone = devices()
    submit(page, 0, answer_of(phone, invitation(page, 0), pace="botdelay=2"))
    rng = random.Random(6)
    while not phone.locator("[data-testid=step]").count():
        phone.wait_for_selector(f"{CHOICE}, [data-testid=step]")
        choices = phone.locator(CHOICE)
        if choices.count() and not phone.locator("[data-testid=step]").count():
            choices.nth(rng.randrange(choices.count())).click()
    words = phone.inner_text("[data-testid=step-words]")
    assert "Bot 2" in words, f"the step says whose move it is: {words!r}"
    phone.click("[data-testid=skip]")
    phone.wait_for_selector("[data-testid=step]", state="detached")


def test_after_the_host_reloads_the_game_goes_on_once_the_phone_rejoins(page, devices):
    host_table(page, "hennote", "phone,bot:easy")
    phone = devices()
    join(page, phone, 0)
    rng = random.Random(8)
    tap_first(phone, 3)
    idle(phone, CHOICE)
    before = json.loads(page.evaluate("localStorage.getItem('pygames:save:hennote')"))
    page.reload()
    wait_ready(page)
    phone.wait_for_selector("[data-testid=guest-lost]")
    page.wait_for_selector("[data-testid=phones-away]")
    page.click("[data-testid=away-invite]")
    link = invitation(page, 0)
    phone.fill("[data-testid=rejoin-input]", link)
    phone.click("[data-testid=rejoin-submit]")
    answer = phone.locator("[data-testid=answer-text]")
    answer.wait_for()
    submit(page, 0, answer.input_value())
    page.wait_for_selector("[data-testid=phones-away]", state="detached")
    idle(phone, CHOICE)
    after = json.loads(page.evaluate("localStorage.getItem('pygames:save:hennote')"))
    assert load_save(after["engine"]).history == load_save(before["engine"]).history, "the same game, no move lost"
    play_phone(phone, rng)
    page.wait_for_selector(GAME_OVER)


def ready(pages: list, selector: str, timeout_s: float = 90) -> list:
    """The pages that show ``selector`` while idle, once any does: several devices are waited on together."""
    end = time.monotonic() + timeout_s
    while time.monotonic() < end:
        for page in pages:
            try:
                page.wait_for_selector(f"{IDLE} :is({selector})", timeout=250)
            except PlaywrightTimeout:
                continue
            return [p for p in pages if p.locator(f"{IDLE} :is({selector})").count()]
    raise AssertionError(f"no page showed {selector}")


def test_two_phones_and_the_host_play_one_game_each_in_its_own_language(page, devices):
    """Three devices: the host's (in English, nobody's cards on it) and two phones, one of them in Japanese."""
    page.set_viewport_size(PHONE["viewport"])
    host_table(page, "hansel_gretel", "phone,phone,bot:easy")
    assert_accessible(page, "the lobby")
    english, japanese = devices(**PHONE), devices(**PHONE, locale="ja-JP")
    join(page, english, 0)
    assert page.get_attribute("[data-testid=phone-seat][data-seat='0']", "data-joined") == "true"
    link = invitation(page, 1)
    steps = "[data-testid=invite-text], [data-testid=answer-input], [data-testid=answer-submit]"
    assert not off_screen(page, steps), "the host's every step of an invitation fits a phone's screen"
    answer = answer_of(japanese, link)
    assert_accessible(japanese, "a phone's answer")
    submit(page, 1, answer)
    for phone in (english, japanese):
        playing(phone)
    assert japanese.evaluate("document.documentElement.lang") == "ja"
    assert english.evaluate("document.documentElement.lang") == "en"
    assert_accessible(japanese, "a phone's table")
    rng = random.Random(2)
    for _ in range(900):
        shown = ready([english, japanese], f"{CHOICE}, {GAME_OVER}")
        if all(phone.locator(GAME_OVER).count() for phone in (english, japanese)):
            break
        for phone in shown:
            tap_any(phone, rng)
    page.wait_for_selector(GAME_OVER)
    winners = {p.get_attribute("[data-testid=winner]", "data-winners") for p in (page, english, japanese)}
    assert len(winners) == 1, "three devices, one game"


def test_a_phone_that_is_gone_can_be_handed_to_a_bot_and_the_game_ends(page, devices):
    """The phone joins by pasting the invitation into Join a table, then goes for good."""
    host_table(page, "dimsum", "human,phone")
    phone = devices()
    submit(page, 1, answer_by_paste(phone, invitation(page, 1)))
    playing(phone)
    phone.context.close()  # the phone is gone for good
    page.wait_for_selector("[data-testid=phones-away]")
    assert_accessible(page, "a table waiting for a phone")
    page.click("[data-testid=hand-to-bot]")
    page.wait_for_selector("[data-testid=phones-away]", state="detached")
    seats = json.loads(page.evaluate("localStorage.getItem('pygames:save:dimsum')"))["seats"]
    assert seats[1]["bot"] and "phone" not in seats[1], "the seat is the bot's now, in the save too"
    click_choices(page, random.Random(4), GAME_OVER, limit=900)


def test_a_phone_that_is_gone_can_be_handed_to_a_person_on_the_hosts_device(page, devices):
    """The host's device showed nobody's cards (only a phone and a bot played); now it shows that seat's."""
    host_table(page, "hennote", "phone,bot:easy")
    phone = devices()
    join(page, phone, 0)
    idle(page, "[data-testid=play-screen]")
    assert not page.locator(CHOICE).count(), "nobody plays on the host's device yet"
    phone.context.close()
    page.wait_for_selector("[data-testid=phones-away]")
    page.click("[data-testid=hand-to-here]")
    page.wait_for_selector("[data-testid=phones-away]", state="detached")
    click_choices(page, random.Random(9), GAME_OVER, limit=900)


def test_a_phone_asks_to_undo_and_the_hosts_engine_decides(page, devices):
    """Dim Sum: a take from the open market shows nothing new, so the engine lets its player take it back."""
    host_table(page, "dimsum", "phone,bot:easy")
    phone = devices()
    join(page, phone, 0)
    rng = random.Random(5)
    saved = "localStorage.getItem('pygames:save:dimsum')"
    for _ in range(80):
        idle(phone, f"{CHOICE}, [data-testid=undo], {GAME_OVER}")
        assert not phone.locator(GAME_OVER).count(), "undo was never offered to the phone"
        state = load_save(json.loads(page.evaluate(saved))["engine"])  # parsed here: a 128-bit seed stays whole
        offered = phone.locator("[data-testid=undo]").count() > 0
        assert offered == (state.undo_point(0, [0]) is not None), "undo is offered exactly when the engine allows it"
        if offered:
            break
        choices = phone.locator(CHOICE)
        tap(phone, choices.nth(rng.randrange(choices.count())))
    point = state.undo_point(0, [0])
    phone.click("[data-testid=undo]")
    page.wait_for_function(f"JSON.parse({saved}).engine.actions.length === {point}")
    idle(phone, CHOICE)
    after = load_save(json.loads(page.evaluate(saved))["engine"])
    assert after.history == state.history[:point], "the host's engine took it back"


# --- a hostile guest: the test itself at the other end of the channel ----------------------------------------


class RawPhone:
    """A page of the site driving static/peer.mjs directly: it sends whatever the test says, and keeps all it gets."""

    def __init__(self, page) -> None:
        self.page = page
        page.goto(page.site_url + "?" + FAST)
        wait_ready(page)
        page.evaluate("""async () => {
            window.peer = await import(new URL('./peer.mjs', document.baseURI).href);
            window.inbox = [];
        }""")

    def answer(self, link: str) -> tuple[int, str, str]:
        payload = link.split("#join=", 1)[1]
        seat, token, offer = payload.split(".", 2)
        description = self.page.evaluate("""async (offer) => {
            const {link, description} = await window.peer.answer(offer);
            window.link = link;
            link.onmessage = (text) => window.inbox.push(text);
            return description;
        }""", expand(offer))
        return int(seat), token, minimize(description)

    def open(self) -> None:
        self.page.wait_for_function("window.link && window.link.open")

    def send(self, texts: list[str]) -> None:
        self.page.evaluate("(texts) => { for (const t of texts) window.link.send(t); }", texts)

    def inbox(self) -> list[dict]:
        return [json.loads(text) for text in self.page.evaluate("window.inbox")]


def hostile(seat: int, token: str, start: int) -> list[str]:
    """1,000 messages a table must shrug off: wrong seat, illegal moves, huge, deep, wrong types, replayed."""
    rng = random.Random(48)
    said = []
    for i in range(1000):
        kind = i % 8
        n = start + i
        if kind == 0:
            said.append(json.dumps({"t": "act", "seat": seat + 1, "n": n, "action": 0}))  # another seat
        elif kind == 1:
            said.append(json.dumps({"t": "act", "seat": seat, "n": n, "action": {"no": "such move"}}))  # illegal
        elif kind == 2:
            said.append(json.dumps({"t": "act", "seat": seat, "n": n, "action": "x" * 5000}))  # huge
        elif kind == 3:
            said.append("[" * 50 + "]" * 50)  # deep
        elif kind == 4:
            said.append(json.dumps({"t": "act", "seat": str(seat), "n": float(n), "action": True}))  # wrong types
        elif kind == 5:
            said.append(json.dumps({"t": "act", "seat": seat, "n": 1, "action": 0}))  # replayed number
        elif kind == 6:
            said.append(json.dumps({"t": "undo", "seat": seat, "n": n}))  # nothing of its own to undo
        else:
            said.append(rng.choice(["", "null", "{", "\u0000", json.dumps({"t": "hello", "seat": seat, "n": n,
                                                                           "token": token})]))
    return said


def test_a_thousand_hostile_messages_change_nothing_and_every_message_holds_only_the_phones_own_view(page, devices):
    host_table(page, "cookie_battle", "bot:easy,phone,bot:easy")
    raw = RawPhone(devices())
    seat, token, answer = raw.answer(invitation(page, 1))
    submit(page, 1, answer)
    raw.open()
    raw.send([json.dumps({"t": "hello", "seat": seat, "n": 1, "token": token})])
    mine = share()  # the phone's part of the deal, committed first, revealed once every commitment is in
    raw.page.wait_for_function("window.inbox.some(t => JSON.parse(t).t === 'table')")
    raw.send([json.dumps({"t": "commit", "seat": seat, "n": 2, "hash": commitment(seat, mine)})])
    raw.page.wait_for_function("window.inbox.some(t => JSON.parse(t).t === 'commitments')")
    raw.send([json.dumps({"t": "reveal", "seat": seat, "n": 3, "share": mine})])
    raw.page.wait_for_function("window.inbox.some(t => JSON.parse(t).t === 'update')")
    idle(page, "[data-testid=play-screen]")
    saved = page.evaluate("localStorage.getItem('pygames:save:cookie_battle')")
    raw.send(hostile(seat, token, start=4))
    raw.send([json.dumps({"t": "ping", "seat": seat, "n": 5000})])
    raw.page.wait_for_function("window.inbox.some(t => JSON.parse(t).t === 'pong')")
    assert page.evaluate("localStorage.getItem('pygames:save:cookie_battle')") == saved, "no effect on the game"
    # the table is not stalled: the phone plays the whole game from what it is sent
    rng, n = random.Random(3), 5000
    while True:
        messages = raw.inbox()
        update = [m for m in messages if m["t"] == "update"][-1]
        view = update["steps"][-1]
        if view["over"]:
            break
        if seat in view["to_act"] and update["legal"]:
            n += 1
            raw.send([json.dumps({"t": "act", "seat": seat, "n": n, "action": rng.choice(update["legal"])})])
        raw.page.wait_for_function(f"window.inbox.length > {len(messages)}", timeout=60_000)
    messages = raw.inbox()
    record = messages[-1]["record"]
    state = GAMES["cookie_battle"].new(3, int(messages[-1]["seed"], 16), view["options"])
    allowed = {json.dumps(state.view(seat), sort_keys=True)}
    for player, action in record:  # every view this seat could see, step by step
        allowed |= {json.dumps(frame, sort_keys=True) for frame in state.story(player, action, seat)}
    sent = [step for m in messages if m["t"] == "update" for step in m["steps"]]
    leaked = [step for step in sent if json.dumps(step, sort_keys=True) not in allowed]
    assert sent and not leaked, f"{len(leaked)} of {len(sent)} steps are not this seat's own view"
    assert {m["t"] for m in messages} <= {"table", "commitments", "update", "refused", "pong"}
