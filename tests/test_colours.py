"""Player colours: every seat colour is readable on the app's surfaces, seats never share one, old saves load.

The app's own modules run on the host against prerender.py's stand-in browser (an empty localStorage).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from prerender import fake_browser

ROOT = Path(__file__).resolve().parents[1]
CSS = (ROOT / "static" / "app.css").read_text()
#: The light surfaces a seat's name or dot sits on: the page, panels, white cards, and the darkest tint
#: a board lays over them (Hennote's field, Cookie Battle's table and own seat).
SURFACES = ["var(--paper)", "var(--panel)", "#ffffff", "#e9e6de", "#e6e8da", "#eef3fb"]


def luminance(colour: str) -> float:
    channels = [int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
    r, g, b = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: str, b: str) -> float:
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def resolved(value: str) -> str:
    found = re.fullmatch(r"var\((--[\w-]+)\)", value)
    return re.search(rf"{found.group(1)}:\s*(#[0-9a-fA-F]{{6}})", CSS).group(1) if found else value


@pytest.fixture
def web():
    """web/ imported against a stand-in browser; yields its modules by name."""
    with fake_browser(ROOT):
        from web import colours, session, setup

        yield {"colours": colours, "session": session, "setup": setup}


def test_each_colour_class_reaches_3_to_1_as_a_swatch_and_4_5_to_1_as_text_on_every_surface(web) -> None:
    palette = web["colours"].PALETTE
    found = re.findall(r"\.(pc-\d+) \{ --pc: (#[0-9a-f]{6}); --pc-text: (#[0-9a-f]{6}); \}", CSS)
    rules = {name: (pc, text) for name, pc, text in found}
    assert sorted(rules) == sorted(web["colours"].css_class(c) for c in palette)  # one class per colour
    assert len({pc for pc, _ in rules.values()}) == len(palette)  # no two alike
    for name, (pc, text) in rules.items():
        for surface in map(resolved, SURFACES):
            assert contrast(pc, surface) >= 3, (name, pc, surface)
            assert contrast(text, surface) >= 4.5, (name, text, surface)


def test_new_seats_get_distinct_colours_and_a_taken_colour_swaps(web) -> None:
    import pygames

    form = web["setup"].SetupForm.for_game("fox_grapes")
    form.resize(6)
    assert [seat.colour for seat in form.seats] == list(web["colours"].PALETTE[:6])
    form.recolour(3, "blue")  # seat 4 takes seat 1's colour: seat 1 gets seat 4's
    assert [seat.colour for seat in form.seats[:4]] == ["purple", "vermillion", "green", "blue"]
    form.resize(2)
    form.resize(4)  # seat 4 comes back in its default, which seat 1 now has: it gets a free one instead
    assert [seat.colour for seat in form.seats] == ["purple", "vermillion", "green", "blue"]
    form.resize(5)
    assert len({seat.colour for seat in form.seats}) == 5
    assert pygames.GAMES["fox_grapes"].max_players <= len(web["colours"].PALETTE)


def test_colours_are_saved_with_the_seats_and_a_save_from_before_colours_loads_with_defaults(web) -> None:
    import js

    import pygames

    session_module = web["session"]
    Seat = session_module.Seat
    seats = [Seat("Ann", False, "sky"), Seat("Bot 2", True, "blue"), Seat("Cy", False, "black")]
    session_module.new_session(pygames.GAMES["fox_grapes"], seats, {})
    key = "pygames:" + session_module.save_key("fox_grapes")
    saved = json.loads(js.localStorage.getItem(key))
    assert [seat["colour"] for seat in saved["seats"]] == ["sky", "blue", "black"]
    assert session_module.load_session("fox_grapes").colours == ["pc-6", "pc-0", "pc-4"]

    for seat in saved["seats"]:
        del seat["colour"]  # as saved before colours existed
    saved["seats"][2]["colour"] = ["not", "a", "colour"]  # or edited by hand: the seat's default too
    js.localStorage.setItem(key, json.dumps(saved))
    loaded = session_module.load_session("fox_grapes")
    assert [seat.name for seat in loaded.seats] == ["Ann", "Bot 2", "Cy"]
    assert loaded.colours == ["pc-0", "pc-1", "pc-2"]
