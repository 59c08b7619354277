"""web/embed.py on the host: which embed queries are accepted, what each mistake reports, and the snippet."""

from __future__ import annotations

import json
import re

import pytest

import pygames
from web.embed import BOT_DELAY_MAX, SHOWN_MAX, bot_delay, parse, shown, snippet

GAMES = pygames.GAMES


def test_seats_options_and_language_are_read_with_their_types() -> None:
    query = parse([("game", "hennote"), ("seats", "human,bot"), ("gods", "draft"), ("no_repeat", "true"),
                   ("lang", "ja")], GAMES)
    assert query.problems == []
    assert (query.game.id, query.players, query.bots, query.lang) == ("hennote", 2, [False, True], "ja")
    assert query.options == {"gods": "draft", "no_repeat": True}  # a bool, not the string "true"


def test_players_alone_gives_that_many_seats_and_default_options() -> None:
    query = parse([("game", "fox_grapes"), ("players", "4"), ("botdelay", "0.5")], GAMES)
    assert query.problems == [] and query.players == 4 and query.bots is None
    minimal = parse([("game", "cookie_battle")], GAMES)
    assert minimal.players == 3 and minimal.options == {"first": "random", "markers": "powers"}


@pytest.mark.parametrize(
    "pairs, key, expect",
    [
        ([], "game", "game"),
        ([("game", "chess")], "game", "game"),
        ([("game", "hennote"), ("players", "3")], "players", "players_one"),
        ([("game", "fox_grapes"), ("players", "٣")], "players", "players"),  # a digit, but not 0-9
        ([("game", "fox_grapes"), ("players", "7")], "players", "players"),
        ([("game", "fox_grapes"), ("seats", "human")], "seats", "seats"),
        ([("game", "fox_grapes"), ("seats", "human,robot")], "seats", "seats"),
        ([("game", "fox_grapes"), ("seats", "human,bot"), ("players", "3")], "seats", "count"),
        ([("game", "hennote"), ("lang", "fr")], "lang", "lang"),
        ([("game", "hennote"), ("gods", "True")], "gods", "option"),
        ([("game", "hennote"), ("no_repeat", "1")], "no_repeat", "option"),
        ([("game", "hennote"), ("bird", "true")], "bird", "unknown"),  # another game's option
        ([("game", "hennote"), ("botdelay", ".5")], "botdelay", "botdelay"),
        ([("game", "hennote"), ("game", "dimsum")], "game", "once"),
    ],
)
def test_each_mistake_is_reported_with_what_was_expected(pairs, key: str, expect: str) -> None:
    problems = parse(pairs, GAMES).problems
    assert [(p.key, p.expect) for p in problems] == [(key, expect)]


@pytest.mark.parametrize("value", ["inf", "1e999", "nan", "9" * 400, "99999999", "10.5", "-1", "+1", " 1", "1_0", "١"])
def test_bot_delay_is_a_plain_number_of_seconds_from_0_to_10(value: str) -> None:
    """Beyond 10 s a bot seems never to move; inf, nan and 400 nines used to stop Start or the frame."""
    assert bot_delay(value) is None
    assert [p.key for p in parse([("game", "hennote"), ("botdelay", value)], GAMES).problems] == ["botdelay"]


def test_bot_delays_in_range_are_read() -> None:
    assert [bot_delay(v) for v in ("0", "0.25", "2", str(BOT_DELAY_MAX))] == [0, 0.25, 2, BOT_DELAY_MAX]


def test_markup_is_kept_as_given_and_cut_short_for_display() -> None:
    hostile = "<img src=x onerror=alert(1)>" * 3
    (problem,) = parse([("game", hostile)], GAMES).problems
    assert problem.value == hostile and problem.values["ids"].startswith("hennote, ")
    assert shown(problem.value) == hostile[:SHOWN_MAX] + "…"
    assert parse([("game", "hennote"), ("lang", "ja"), ("x", "1")], GAMES).lang == "ja"  # the message's language


def test_snippet_is_a_lazy_titled_iframe_and_a_script_that_trusts_only_the_site() -> None:
    code = snippet('https://games.example/a/embed.html?game=hennote&lang=en', "https://games.example",
                   'Say "hi" <b> & more')
    frame, script = code.split("\n")
    assert frame.startswith('<iframe src="https://games.example/a/embed.html?game=hennote&amp;lang=en" ')
    assert 'title="Say &quot;hi&quot; &lt;b&gt; &amp; more"' in frame and 'loading="lazy"' in frame
    assert re.search(r'width="100%" height="\d+"', frame) and frame.endswith("></iframe>")
    assert script.startswith("<script>") and script.endswith("</script>") and script.count("</script>") == 1
    assert f"e.origin!=={json.dumps('https://games.example')}" in script
    assert "e.source" in script and '"pygames:height"' in script
