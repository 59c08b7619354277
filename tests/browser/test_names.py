"""Player names are user text: a long one wraps on a phone, a right-to-left one stays in its place,
and the 40-character limit counts what a reader sees (a flag is one character, kept or dropped whole).
"""

from __future__ import annotations

import json

import pytest

from .conftest import wait_ready
from .positions import find, near_end, open_position

LONG = "W" * 40  # the widest unbroken name the setup screen takes
RLO = "\u202e"  # RIGHT-TO-LEFT OVERRIDE: without an isolate it reverses everything after it
FLAG = "\U0001f1ef\U0001f1f5"  # 🇯🇵: two code points, four UTF-16 units, one character
PHONES = [(390, 844), (375, 812)]

CURTAIN = "[data-testid=curtain]"
STANDINGS = "[data-testid=game-over] [data-testid=fg-standings]"
SCORES = "[data-testid=game-over] [data-testid=ds-scores]"
#: Every text node holding ``name`` must be the whole content of a <bdi> that isolates it.
NAMES_ISOLATED = """(name) => {
    const walker = document.createTreeWalker(document.getElementById("app"), NodeFilter.SHOW_TEXT);
    const bad = [];
    let count = 0;
    while (walker.nextNode()) {
        const node = walker.currentNode;
        if (!node.data.includes(name)) continue;
        count += 1;
        const holder = node.parentElement;
        const isolated = getComputedStyle(holder).unicodeBidi === "isolate";
        if (holder.tagName !== "BDI" || holder.textContent !== name || !isolated) bad.push(holder.outerHTML);
    }
    return {count, bad};
}"""
#: Where the words after the first name in ``selector`` start, against where the name ends (px, one line).
AFTER_NAME = """(selector) => {
    const name = document.querySelector(selector + " bdi");
    const after = document.createRange();
    after.setStartAfter(name);
    after.setEndAfter(name.parentNode.lastChild);
    return [after.getBoundingClientRect().left, name.getBoundingClientRect().right, after.toString()];
}"""


def seats(name: str, humans: int, players: int) -> list[tuple[str, bool]]:
    """``players`` seats named ``name`` (the others with a different last letter); the first ``humans`` human."""
    return [(name if i == 0 else name[:-1] + "XYZVU"[i], i >= humans) for i in range(players)]


def scenes(name: str) -> dict[str, tuple]:
    """Where names are shown: (position, seats, query, what to wait for)."""

    def mine(state) -> bool:
        return state.to_act() == [0] and state.phase != "pass"

    return {
        "curtain": (find("hennote", 2, lambda s: True), seats(name, 2, 2), "?botdelay=60", CURTAIN),
        "fox standings": (near_end("fox_grapes", 4), seats(name, 0, 4), "?botdelay=0", STANDINGS),
        "dim sum scores": (near_end("dimsum", 4), seats(name, 0, 4), "?botdelay=0", SCORES),
        "cookie battle": (find("cookie_battle", 5, mine), seats(name, 1, 5), "?botdelay=60", "[data-testid=board]"),
        "hansel or gretel": (find("hansel_gretel", 5, mine), seats(name, 1, 5), "?botdelay=60", "[data-testid=board]"),
    }


@pytest.mark.parametrize("width,height", PHONES)
def test_a_long_name_wraps_on_a_phone(page, width: int, height: int) -> None:
    """40 unbroken characters never widen the page; the curtain's title and button stay on screen."""
    page.set_viewport_size({"width": width, "height": height})
    for scene, (state, chairs, query, ready) in scenes(LONG).items():
        open_position(page, state, chairs, query)
        page.wait_for_selector(ready)
        assert page.evaluate("document.documentElement.scrollWidth") <= width, scene
        assert page.evaluate(NAMES_ISOLATED, LONG)["count"] > 0, scene
        if scene == "curtain":
            for part in ("h2", "[data-testid=curtain-reveal]"):
                box = page.locator(f"{CURTAIN} {part}").bounding_box()
                assert box["x"] >= 0 and box["x"] + box["width"] <= width, part
                assert box["y"] >= 0 and box["y"] + box["height"] <= height, part


def test_a_right_to_left_override_in_a_name_reverses_only_the_name(page) -> None:
    """U+202E + "Ann": every name sits in a <bdi>; the prompt's words after it still read left to right."""
    name = RLO + "Ann"
    page.set_viewport_size({"width": 390, "height": 844})
    for scene, (state, chairs, query, ready) in scenes(name).items():
        open_position(page, state, chairs, query)
        page.wait_for_selector(ready)
        shown = page.evaluate(NAMES_ISOLATED, name)
        assert shown["count"] > 0 and shown["bad"] == [], scene
        assert page.evaluate("document.documentElement.scrollWidth") <= 390, scene
        if ready in (STANDINGS, SCORES):
            continue  # no sentence after a name: the name alone in a table cell
        prompt = "[data-testid=curtain-reveal]" if scene == "curtain" else "[data-testid=turn]"
        left, name_right, words = page.evaluate(AFTER_NAME, prompt)
        assert words.strip() and left >= name_right - 1, (scene, words)


def test_a_flag_at_the_name_limit_is_kept_or_dropped_whole(page) -> None:
    """Typed after 38, 39 or 40 letters, 🇯🇵 is kept (it is the 39th or 40th character) or dropped, never cut."""
    page.goto(page.site_url + "?botdelay=60")
    wait_ready(page)
    page.click("[data-testid=play-dimsum]")
    page.check("[data-testid=players-3]")
    for index, letters in enumerate((38, 39, 40)):
        field = page.locator(f"[data-testid=seat-name-{index}]")
        field.fill("a" * letters)
        field.press_sequentially(FLAG)
        kept = "a" * letters + (FLAG if letters < 40 else "")
        assert field.input_value() == kept
        page.check(f"[data-testid=seat-{index}-human]")
    page.click("[data-testid=start-game]")
    page.wait_for_selector(CURTAIN)
    saved = json.loads(page.evaluate("localStorage.getItem('pygames:save:dimsum')"))
    assert [seat["name"] for seat in saved["seats"]] == ["a" * 38 + FLAG, "a" * 39 + FLAG, "a" * 40]


def test_a_saved_name_past_the_limit_loses_whole_characters(page) -> None:
    """A save edited to hold 41 characters is read back with 40, the last flag dropped whole."""
    state = find("hennote", 2, lambda s: True)
    open_position(page, state, [("c" * 39 + FLAG + FLAG, False), ("Bo", True)], "?botdelay=60")
    page.wait_for_selector("[data-testid=turn] bdi")
    assert page.locator("[data-testid=turn] bdi").text_content() == "c" * 39 + FLAG
