"""Saves and storage in the browser: damaged saves, full or refused storage, two tabs, stray pointers.

Whatever storage holds, the site starts: a damaged save shows on its game's card (and, when the
``current`` pointer names it, as a screen) with Discard and a download of its exact text, and no
other save is touched. A save that cannot be written is announced; a tab never writes over a save
another tab moved on. Valid saves are made on the host by the engines, then damaged as text.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable

import pygames

from .conftest import READY, serving, wait_ready, watch
from .helpers import CHOICE, click_choices, idle, open_app, start_game, tap

GAMES = tuple(pygames.GAMES)  # all five have a board
CURRENT = "pygames:current"
DEEP = "[" * 10_000 + "]" * 10_000  # kills Pyodide's stack if parsed recursively
HOME = "[data-testid=home-screen]"


def key(game_id: str) -> str:
    return f"pygames:save:{game_id}"


def valid_save(game_id: str, seed: int = 5) -> dict:
    """A save as the site writes it: random legal moves up to the first action holding a number."""
    game = pygames.GAMES[game_id]
    state = game.new(game.min_players, seed)
    rng = random.Random(seed)
    while not any(type(v) is int for _, action in state.history for v in action.values()):
        player = state.to_act()[0]
        state.apply(player, rng.choice(state.legal_actions(player)))
    assert not state.is_over()
    seats = [{"name": f"Player {i + 1}", "bot": i > 0} for i in range(state.num_players)]
    return {"engine": pygames.save(state), "seats": seats}


SAVES = {game_id: valid_save(game_id) for game_id in GAMES}


def with_number(game_id: str, value: object) -> dict:
    """The valid save with its first whole number inside an action replaced by ``value``."""
    save = json.loads(json.dumps(SAVES[game_id]))
    for _, action in save["engine"]["actions"]:
        found = [k for k, v in action.items() if type(v) is int]
        if found:
            action[found[0]] = value
            return save
    raise AssertionError(f"{game_id}: no number in an action")


def edit(game_id: str, change: Callable[[dict], object]) -> str:
    save = json.loads(json.dumps(SAVES[game_id]))
    change(save)
    return json.dumps(save)


def deep_in(game_id: str, change: Callable[[dict], object]) -> str:
    """The valid save with DEEP where ``change`` puts the marker."""
    return edit(game_id, change).replace('"DEEP"', DEEP)


def other_game(game_id: str) -> str:
    return GAMES[(GAMES.index(game_id) + 1) % len(GAMES)]


#: Each kind of damage, as the text stored under a game's key. 25 kinds (a multiple of five, see below).
KINDS: dict[str, Callable[[str], str]] = {
    "not JSON": lambda g: "{not json",
    "empty": lambda g: "",
    "cut in half": lambda g: json.dumps(SAVES[g])[: len(json.dumps(SAVES[g])) // 2],
    "a list": lambda g: "[1, 2, 3]",
    "null": lambda g: "null",
    "engine not an object": lambda g: json.dumps({"engine": 5, "seats": SAVES[g]["seats"]}),
    "engine keys missing": lambda g: json.dumps({"engine": {"game": g}, "seats": SAVES[g]["seats"]}),
    "look-alike number in an action": lambda g: json.dumps(with_number(g, 2.0)),
    "look-alike player number": lambda g: edit(g, lambda s: s["engine"]["actions"][0].__setitem__(0, 0.0)),
    "true as a player": lambda g: edit(g, lambda s: s["engine"]["actions"][0].__setitem__(0, True)),
    "1e999 in an action": lambda g: json.dumps(with_number(g, "INF")).replace('"INF"', "1e999"),
    "NaN in an action": lambda g: json.dumps(with_number(g, float("nan"))),
    "deep nesting, whole save": lambda g: DEEP,
    "deep nesting in options": lambda g: deep_in(g, lambda s: s["engine"]["options"].__setitem__("x", "DEEP")),
    "deep nesting in an action": lambda g: deep_in(g, lambda s: s["engine"]["actions"][0].__setitem__(1, "DEEP")),
    "a later version": lambda g: edit(g, lambda s: s["engine"].__setitem__("version", pygames.GAMES[g].version + 1)),
    "the version as text": lambda g: edit(g, lambda s: s["engine"].update(version=str(pygames.GAMES[g].version))),
    "unknown game": lambda g: edit(g, lambda s: s["engine"].__setitem__("game", "chess")),
    "another game's save": lambda g: json.dumps(SAVES[other_game(g)]),
    "one seat too few": lambda g: edit(g, lambda s: s["seats"].pop()),
    "seats of the wrong types": lambda g: edit(g, lambda s: s["seats"][0].update(name=7, bot="yes")),
    "an illegal action": lambda g: edit(g, lambda s: s["engine"]["actions"][0].__setitem__(1, {"do": "cheat"})),
    "99 players": lambda g: edit(g, lambda s: s["engine"].__setitem__("players", 99)),
    "a 5000-digit seed": lambda g: edit(g, lambda s: s["engine"].__setitem__("seed", "SEED")).replace(
        '"SEED"', "9" * 5000
    ),
    "actions not a list": lambda g: edit(g, lambda s: s["engine"].__setitem__("actions", {})),
}


def stored(page) -> dict[str, str | None]:
    return page.evaluate(
        "keys => Object.fromEntries(keys.map(k => [k, localStorage.getItem(k)]))", [*map(key, GAMES), CURRENT]
    )


def put(page, items: dict[str, str]) -> None:
    page.evaluate("items => { localStorage.clear(); for (const k in items) localStorage.setItem(k, items[k]); }", items)


def downloaded(page, button) -> str:
    with page.expect_download() as info:
        button.click()
    return info.value.path().read_text(encoding="utf-8")


def test_every_kind_of_damaged_save_in_every_game(page) -> None:
    """25 kinds of damage × 5 games, each load holding five damaged saves and pointing at one of them.

    Load k gives game i kind (k + i) % 25, so every (game, kind) pair meets the home screen once, and
    points at game k % 5, whose kind (k + k % 5) % 25 runs through all 25 kinds (25 is a multiple of 5).
    """
    names = list(KINDS)
    texts = {(g, name): KINDS[name](g) for g in GAMES for name in names}
    open_app(page)
    pointed = set()
    for k in range(len(names)):
        saves = {g: texts[g, names[(k + i) % len(names)]] for i, g in enumerate(GAMES)}
        target = GAMES[k % len(GAMES)]
        pointed.add(names[(k + k % len(GAMES)) % len(names)])
        expected = {**{key(g): text for g, text in saves.items()}, CURRENT: target}
        put(page, expected)
        page.reload()
        wait_ready(page)

        # the pointer's game: a screen that says why, with a way on; storage untouched
        screen = page.locator(f"main > [data-testid=save-error][data-game={target}]")
        screen.wait_for()
        assert screen.locator("[data-testid=save-error-new]").count() == 1
        assert screen.locator("[data-testid=save-error-discard]").count() == 1
        assert downloaded(page, screen.locator("[data-testid=save-download]")) == saves[target]
        assert stored(page) == expected, f"load {k}: storage changed"

        # home: every card shows its damaged save with Discard and a download; nothing else touched
        page.click("[data-testid=home]")
        page.wait_for_selector(HOME)
        for g in GAMES:
            card = page.locator(f"[data-testid=game-card][data-game={g}]")
            notice = card.locator("[data-testid=save-error]")
            assert notice.count() == 1, f"{g}: {names[(k + GAMES.index(g)) % len(names)]}"
            assert notice.locator("[data-testid=save-error-discard]").count() == 1
            assert notice.locator("[data-testid=save-download]").count() == 1
            assert card.locator(f"[data-testid=continue-{g}]").count() == 0
        assert stored(page) == {**expected, CURRENT: None}  # going home forgets the pointer, as always
        other = GAMES[(k + 1) % len(GAMES)]
        card = page.locator(f"[data-testid=game-card][data-game={other}]")
        assert downloaded(page, card.locator("[data-testid=save-download]")) == saves[other]
        card.locator("[data-testid=save-error-discard]").click()
        page.wait_for_selector(f"{HOME} [data-testid=game-card][data-game={other}]:not(:has([data-testid=save-error]))")
        assert stored(page) == {**expected, CURRENT: None, key(other): None}
    assert pointed == set(names)


def test_damaged_save_beside_good_ones(page) -> None:
    """Good saves of four games continue as usual beside a fifth that is 10,000 levels deep."""
    open_app(page)
    put(page, {**{key(g): json.dumps(SAVES[g]) for g in GAMES[1:]}, key(GAMES[0]): DEEP, CURRENT: GAMES[0]})
    page.reload()
    wait_ready(page)
    page.wait_for_selector(f"main > [data-testid=save-error][data-game={GAMES[0]}]")
    page.click("[data-testid=home]")
    for g in GAMES[1:]:
        page.wait_for_selector(f"[data-testid=continue-{g}]")
    page.click(f"[data-testid=continue-{GAMES[2]}]")
    page.wait_for_selector(f"[data-testid=play-screen][data-game={GAMES[2]}]")
    assert stored(page)[key(GAMES[0])] == DEEP


def test_a_pointer_to_no_saved_game_opens_home(page) -> None:
    """``pygames:current`` naming a module path, a non-game, or a game without a save: just home, which works."""
    open_app(page)
    for pointer in ["x.y", "hennote.text", "dimsum", "__init__", "", "../games"]:
        put(page, {CURRENT: pointer})
        page.reload()
        wait_ready(page)
        page.wait_for_selector(HOME)
        assert page.locator("[data-testid=save-error]").count() == 0, pointer
        page.click("[data-testid=play-hennote]")
        page.wait_for_selector("[data-testid=setup-screen][data-game=hennote]")
    page.click("[data-testid=start-game]")
    page.wait_for_selector("[data-testid=board]")


def test_an_unexpected_fault_at_start_up_still_ends_loading(page) -> None:
    """Any exception while the first screen is drawn (here: the page title refuses to be set) ends
    "Loading…" with a message and a way on, never a dead page."""
    page.add_init_script("Object.defineProperty(document, 'title', {set() { throw new Error('no title'); }});")
    open_app(page)
    page.wait_for_selector("[data-testid=start-failed] [data-testid=start-failed-home]")
    assert page.locator("#boot").count() == 0


def a_few_moves(page, taps: int = 4) -> None:
    """Fox and the Grapes: a few taps (two cards played with claims, the bot's moves between). No game of Fox
    ends this soon, while a Hennote bot can win on its first turn and clear the save."""
    for _ in range(taps):
        idle(page, CHOICE)
        tap(page, page.locator(CHOICE).first)
    idle(page, "[data-testid=board]")


def place_three(page) -> None:
    """Hennote's first move: three cards placed and confirmed."""
    for _ in range(3):
        page.locator("[data-testid=place-card][data-choice]").first.click()
    page.click("[data-testid=place-confirm]")


FILL = """() => {  // fill localStorage to its quota, then free 100 characters: room for a pointer, not a save
    localStorage.setItem("room", "x".repeat(96));
    let i = 0;
    for (let size = 1 << 22; size >= 1; size >>= 1) {
        try { for (;;) localStorage.setItem("filler" + i++, "x".repeat(size)); } catch (e) {}
    }
    localStorage.removeItem("room");
}"""


def test_full_storage_is_announced_and_the_pointer_waits_for_its_save(page) -> None:
    open_app(page)
    page.evaluate(FILL)
    start_game(page, "fox_grapes", [("Ann", "human"), ("Robo", "bot")])
    notice = page.locator("[data-testid=play-screen] [data-testid=not-saved][data-reason=full]")
    notice.wait_for()
    a_few_moves(page)  # moves later, still unsaved and still said
    assert notice.count() == 1
    assert stored(page)[key("fox_grapes")] is None and stored(page)[CURRENT] is None

    page.evaluate("localStorage.removeItem('filler0')")  # room again: the next move saves, the notice goes
    click_choices(page, random.Random(2), "[data-testid=play-screen]:not(:has([data-testid=not-saved]))")
    assert stored(page)[CURRENT] == "fox_grapes"
    assert json.loads(stored(page)[key("fox_grapes")])["engine"]["game"] == "fox_grapes"


def test_storage_that_throws_on_write(page) -> None:
    """``setItem`` throwing (a broken or locked store): home and the game say nothing is being saved."""
    page.add_init_script("Storage.prototype.setItem = function () { throw new Error('write refused'); };")
    open_app(page)
    page.wait_for_selector(f"{HOME} [data-testid=cannot-save][data-reason=refused]")
    start_game(page, "fox_grapes", [("Ann", "human"), ("Robo", "bot")])
    page.wait_for_selector("[data-testid=play-screen] [data-testid=not-saved][data-reason=refused]")
    assert stored(page)[CURRENT] is None


DENIED = """(() => {  // all site data blocked: every store refuses, as Chromium does for such a site
    const denied = () => new DOMException("Access is denied for this document.", "SecurityError");
    Object.defineProperty(window, "localStorage", {get() { throw denied(); }});
    IDBFactory.prototype.open = function () { throw denied(); };
    for (const name of ["open", "match", "keys", "has", "delete"]) {
        CacheStorage.prototype[name] = () => Promise.reject(denied());
    }
    ServiceWorkerContainer.prototype.register = () => Promise.reject(denied());
})();"""


def play_a_little_unsaved(page) -> None:
    page.wait_for_selector(f"{HOME} [data-testid=cannot-save][data-reason=refused]")
    start_game(page, "fox_grapes", [("Ann", "human"), ("Robo", "bot")])
    page.wait_for_selector("[data-testid=play-screen] [data-testid=not-saved][data-reason=refused]")
    a_few_moves(page)
    assert page.locator("[data-testid=not-saved]").count() == 1


def test_no_storage_at_all_still_plays(page) -> None:
    """localStorage, IndexedDB and Cache Storage all refused: the site starts, says so, and plays unsaved."""
    page.add_init_script(DENIED)
    open_app(page)
    play_a_little_unsaved(page)


def test_main_page_in_a_frame_whose_storage_is_blocked(page, tmp_path) -> None:
    """The real refusal: Playwright's Chromium blocks a third-party frame's storage (IndexedDB fails late,
    by an error event). index.html there still starts and plays, and says nothing is saved."""
    (tmp_path / "post.html").write_text(
        f"<!doctype html><link rel=icon href='data:,'><iframe src='{page.site_url}?botdelay=0' "
        "width=400 height=800></iframe>"
    )
    with serving(tmp_path) as blog:
        page.goto(blog.replace("127.0.0.1", "localhost") + "post.html")
        frame = page.frames[1]
        frame.wait_for_selector(READY, state="attached", timeout=60_000)
        assert frame.evaluate("(() => { try { localStorage; return 'usable'; } catch (e) { return e.name; } })()") == (
            "SecurityError"
        )
        play_a_little_unsaved(frame)


def test_two_tabs_never_overwrite_each_other(page) -> None:
    """Tab B plays on the game tab A shows: A stops and offers to reload, and never writes over B's moves."""
    a = page
    open_app(a)
    b = a.context.new_page()
    problems = watch(b)
    b.site_url = a.site_url
    open_app(b)
    start_game(a, "fox_grapes", [("Ann", "human"), ("Robo", "bot")])
    idle(a, "[data-testid=board]")
    b.click("[data-testid=continue-fox_grapes]")  # B's home learnt of A's new game by itself
    a_few_moves(b)
    after_b = stored(b)[key("fox_grapes")]

    a.wait_for_selector("[data-testid=moved-on][data-game=fox_grapes]")  # the storage event reached A
    assert a.locator("[data-testid=board]").count() == 0
    assert stored(a)[key("fox_grapes")] == after_b
    a.click("[data-testid=moved-on-reload]")
    idle(a, "[data-testid=board]")  # B's position
    assert stored(a)[key("fox_grapes")] == after_b

    # a change A was never told of (written from A's own page: no event): A's next move must not overwrite it
    other = json.dumps(valid_save("fox_grapes", seed=11))
    a.evaluate("([k, v]) => localStorage.setItem(k, v)", [key("fox_grapes"), other])
    click_choices(a, random.Random(4), "[data-testid=moved-on]")
    assert stored(a)[key("fox_grapes")] == other
    b.wait_for_selector("[data-testid=moved-on]")  # and B, told by the event, stops too
    assert stored(b)[key("fox_grapes")] == other
    b.close()
    assert not problems, problems


def test_bad_botdelay_is_named_and_ignored(page) -> None:
    """A bot delay that is no number of seconds from 0 to 10: said above the screen, and bots still move."""
    notice = page.locator("[data-testid=query-problem]")
    for value in ["inf", "1e999", "nan", "9" * 400, "-1", "10.5", "99999999"]:
        open_app(page, f"?botdelay={value}")
        assert "botdelay" in notice.inner_text() and value[:60] in notice.inner_text(), value
    start_game(page, "hennote", [("Ann", "human"), ("Robo", "bot")])
    place_three(page)
    page.wait_for_selector("[data-testid=board][data-phase=play]")  # the bot placed too, at the default pace
    page.click("[data-testid=query-dismiss]")
    notice.wait_for(state="detached")
    assert page.locator("[data-testid=board]").count() == 1  # the game goes on
