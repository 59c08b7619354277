"""Storage as a hostile browser offers it: each of ``localStorage``, ``indexedDB`` and ``caches`` with a getter that
throws, methods that throw, or no object at all, on the site and in an embed.

Whatever the fault, the app becomes ready, a game of Dim Sum against a bot plays ten taps, no page error is
raised, and the player is told the truth: where ``localStorage`` (the saves) fails, the lasting "This game is
not being saved" notice with the fault's reason; where only IndexedDB or Cache Storage fails (PyScript's store,
the memory snapshot, the offline copy), the game is saved as usual and no notice cries wolf.
"""

from __future__ import annotations

import json

import pytest

from .conftest import wait_ready
from .helpers import CHOICE, idle, start_game, tap

INSECURE = "new DOMException('The operation is insecure.', 'SecurityError')"
METHODS = {  # the methods of each object that site or runtime call
    "localStorage": ("Storage", ["getItem", "setItem", "removeItem", "key", "clear"]),
    "indexedDB": ("IDBFactory", ["open", "deleteDatabase", "databases", "cmp"]),
    "caches": ("CacheStorage", ["open", "match", "keys", "has", "delete"]),
}
FAULTS = ("getter", "method", "missing")
#: The fault first reported: only ``getItem`` throws, so every save is written but never read back.
READ_ONLY_FAULT = "Storage.prototype.getItem = function () { throw " + INSECURE + "; };"
#: What the play screen says of saving for each fault: the notice's reason, or None for no notice (saved).
REASON = {("localStorage", "getter"): "refused", ("localStorage", "method"): "unreadable",
          ("localStorage", "missing"): "refused"}


def fault_script(store: str, fault: str) -> str:
    """An init script that breaks ``store`` in the way ``fault`` names, before any of the page's scripts run."""
    if fault == "getter":
        return f"Object.defineProperty(window, {store!r}, {{get() {{ throw {INSECURE}; }}, configurable: false}});"
    if fault == "missing":
        return f"Object.defineProperty(window, {store!r}, {{value: undefined, configurable: false}});"
    interface, names = METHODS[store]
    return "".join(
        f"{interface}.prototype[{name!r}] = function () {{ throw {INSECURE}; }};" for name in names
    )


def ten_taps(page) -> None:
    idle(page, CHOICE)
    for _ in range(10):
        idle(page, CHOICE)
        tap(page, page.locator(CHOICE).first)
    idle(page, "[data-testid=board]")


def saved_moves(page) -> int | None:
    """How many moves the stored Dim Sum save holds, or None when nothing is stored."""
    text = page.evaluate("localStorage.getItem('pygames:save:dimsum')")
    return len(json.loads(text)["engine"]["actions"]) if text else None


def check_play(page, reason: str | None) -> None:
    """Ten taps of Dim Sum, then: never "another tab", and saved (``reason`` None) or saying why not."""
    idle(page, CHOICE)
    first = saved_moves(page) if reason is None else None
    ten_taps(page)
    notice = page.locator("[data-testid=play-screen] [data-testid=not-saved]")
    assert page.locator("[data-testid=moved-on]").count() == 0  # a failed read is not another tab
    assert page.locator("[data-testid=board]").count() == 1
    if reason is None:
        assert notice.count() == 0
        assert first is not None and saved_moves(page) > first  # the moves were saved as they were made
    else:
        assert notice.get_attribute("data-reason") == reason
        assert reason in ("refused", "unreadable") and notice.inner_text().strip()


@pytest.mark.parametrize("fault", FAULTS)
@pytest.mark.parametrize("store", list(METHODS))
def test_the_site_starts_and_plays_with_broken_storage(page, store: str, fault: str) -> None:
    page.add_init_script(fault_script(store, fault))
    page.goto(page.site_url + "?botdelay=0")
    wait_ready(page)
    start_game(page, "dimsum", [("Ann", "human"), ("Robo", "bot")])
    check_play(page, REASON.get((store, fault)))


@pytest.mark.parametrize("fault", FAULTS)
@pytest.mark.parametrize("store", list(METHODS))
def test_an_embed_starts_and_plays_with_broken_storage(page, store: str, fault: str) -> None:
    page.add_init_script(fault_script(store, fault))
    page.goto(page.site_url + "embed.html?game=dimsum&seats=human,bot&botdelay=0")
    page.click("[data-testid=embed-play]")
    wait_ready(page)
    check_play(page, REASON.get((store, fault)))


def test_a_store_that_cannot_read_is_never_taken_for_another_tab(page) -> None:
    """``getItem`` alone throws (a privacy extension, a broken profile): the game goes on, saying it is not saved,
    where it used to stop at "This game continued in another tab" after a few taps, and Reload led back there."""
    page.add_init_script(READ_ONLY_FAULT)
    page.goto(page.site_url + "?botdelay=0")
    wait_ready(page)
    page.wait_for_selector("[data-testid=cannot-save][data-reason=unreadable]")  # home says so before any game
    start_game(page, "dimsum", [("Ann", "human"), ("Robo", "bot")])
    check_play(page, "unreadable")
    page.click("[data-testid=play-rules]")  # and the game survives a look at the rules, though it is in no save
    page.click("[data-testid=rules-back]")
    idle(page, "[data-testid=board]")
    assert page.locator("[data-testid=moved-on]").count() == 0
