"""Embed mode (embed.html): one game alone in another site's iframe, set up by the query string.

    embed.html?game=<id>[&players=N][&seats=human,bot:strong,...][&lang=ja|en][&<option>=<value>...]

A seat is ``human``, ``bot`` (the default level) or ``bot:<level>`` (``easy``, ``normal``, ``strong``).

The query is checked against the registry before anything is drawn: a bad value gets a
message in the frame (as text), never a half-working game. embed.html's poster makes the
same checks in JS before Python loads; this module is the authority once it runs. It imports
no ``js``, so the rules and the snippet are tested on the host too.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from pygames import Game
from pygames.core import DEFAULT_LEVEL, LEVELS

SETTINGS = ("game", "players", "seats", "lang", "botdelay", "learn")
SHOWN_MAX = 60  # characters of a bad value repeated in the message
#: What a seat of the query may say: (a bot plays it, at this level).
KINDS = {"human": (False, DEFAULT_LEVEL), "bot": (True, DEFAULT_LEVEL)} | {
    f"bot:{level}": (True, level) for level in LEVELS
}
HEIGHT = 560  # px: the poster's height, before the frame follows its content
BOT_DELAY_MAX = 10  # seconds: a bot any slower seems never to move


@dataclass(frozen=True)
class Problem:
    """One bad query entry: ``key = value`` where the game expects ``embed.expect.<expect>``."""

    key: str
    value: str
    expect: str
    values: Mapping[str, Any] = field(default_factory=dict)


@dataclass
class Query:
    """What the embed asks for; usable only when ``problems`` is empty."""

    game: Game | None = None
    players: int = 0
    bots: list[bool] | None = None  # one flag per seat when the query names the seats
    levels: list[str] | None = None  # and each seat's bot level
    lang: str | None = None
    options: dict[str, Any] = field(default_factory=dict)
    phones: list[bool] | None = None  # which seats are phones at a hosted table (index.html's query only)
    learn: bool = False  # ``learn=1``: the game's guided first game, so a blog post can teach it
    problems: list[Problem] = field(default_factory=list)


def parse(pairs: Iterable[tuple[str, str]], games: Mapping[str, Game], phones: bool = False) -> Query:
    """Check the query's (key, value) pairs against the games this site can play; ``phones``: a seat may be
    ``phone`` (a hosted table on the site itself; an embed has none)."""
    query = Query()
    seen: dict[str, str] = {}
    for key, value in pairs:
        if key in seen:
            query.problems.append(Problem(key, value, "once"))
        else:
            seen[key] = value
    if seen.get("lang") in ("ja", "en"):
        query.lang = seen["lang"]  # the message itself is then in the chosen language
    game = games.get(seen.get("game", ""))
    if game is None:
        query.problems.append(Problem("game", seen.get("game", ""), "game", {"ids": ", ".join(games)}))
        return query
    query.game = game
    span = {"min": game.min_players, "max": game.max_players}
    options = {opt.name: {str(choice).lower(): choice for choice in opt.choices} for opt in game.options}
    players = None
    for key, value in seen.items():
        if key == "players":
            if value.isascii() and value.isdigit() and len(value) <= 2 and span["min"] <= int(value) <= span["max"]:
                players = int(value)
            else:
                expect = "players" if span["min"] < span["max"] else "players_one"
                query.problems.append(Problem(key, value, expect, span))
        elif key == "seats":
            kinds = value.split(",")
            known = {**KINDS, "phone": (False, DEFAULT_LEVEL)} if phones else KINDS
            if all(kind in known for kind in kinds) and span["min"] <= len(kinds) <= span["max"]:
                query.bots = [known[kind][0] for kind in kinds]
                query.levels = [known[kind][1] for kind in kinds]
                query.phones = [kind == "phone" for kind in kinds]
            else:
                query.problems.append(Problem(key, value, "seats", span))
        elif key == "lang":
            if value not in ("ja", "en"):
                query.problems.append(Problem(key, value, "lang"))
        elif key == "botdelay":
            if bot_delay(value) is None:
                query.problems.append(Problem(key, value, "botdelay"))
        elif key == "learn":
            if value == "1" and game.lesson_at:
                query.learn = True
            else:
                query.problems.append(Problem(key, value, "learn"))
        elif key in options:
            if value in options[key]:
                query.options[key] = options[key][value]
            else:
                query.problems.append(Problem(key, value, "option", {"choices": ", ".join(options[key])}))
        elif key != "game":
            query.problems.append(Problem(key, value, "unknown"))
    if not query.problems and players is not None and query.bots is not None and len(query.bots) != players:
        query.problems.append(Problem("seats", seen["seats"], "count"))
    query.players = len(query.bots) if query.bots else players or game.min_players
    query.options = game.resolve_options(query.options) if not query.problems else query.options
    return query


def bot_delay(value: str) -> float | None:
    """The seconds a ``botdelay`` value asks for: digits with an optional fraction, 0 to BOT_DELAY_MAX; else None."""
    if not re.fullmatch(r"[0-9]+(\.[0-9]+)?", value):  # no inf, nan, 1e999, signs or spaces
        return None
    seconds = float(value)  # 400 nines: inf, refused below
    return seconds if seconds <= BOT_DELAY_MAX else None


def shown(text: str) -> str:
    """A bad value as the message repeats it: cut short, and only ever set as text."""
    return text if len(text) <= SHOWN_MAX else text[:SHOWN_MAX] + "…"


def snippet(src: str, origin: str, title: str) -> str:
    """The HTML a blog pastes: a lazy iframe, and an optional line that makes it follow the game's height.

    The script trusts only messages from the site's origin, and only resizes the frame that sent one.
    """
    frame = (
        f'<iframe src="{attr(src)}" title="{attr(title)}" loading="lazy" width="100%" height="{HEIGHT}" '
        f'style="border:0;max-width:760px"></iframe>'
    )
    script = (
        '<script>addEventListener("message",function(e){var d=e.data,f=document.getElementsByTagName("iframe"),i;'
        f'if(e.origin!=={json.dumps(origin)}||!d||d.type!=="pygames:height"||!(d.height>0))return;'
        'for(i=0;i<f.length;i++)if(f[i].contentWindow===e.source)f[i].style.height=Math.ceil(d.height)+"px"})'
        "</script>"
    )
    return f"{frame}\n{script}"


def attr(text: str) -> str:
    """Text made safe inside a double-quoted HTML attribute."""
    return text.replace("&", "&amp;").replace('"', "&quot;").replace("<", "&lt;").replace(">", "&gt;")


def problems_screen(problems: list[Problem]) -> Any:
    """The frame's whole content when the query is wrong: what is wrong and what was expected, as text."""
    from .dom import el, icon
    from .i18n import t

    return el(
        "div",
        el("h1", icon("warn", "icon"), t("embed.invalid"), cls="notice-title"),  # the frame's one heading
        el("p", text=t("embed.invalid_hint")),
        el(
            "ul",
            [
                el(
                    "li",
                    text=f"{shown(p.key)} = “{shown(p.value)}”: {t('embed.expect.' + p.expect, **p.values)}",
                    data_testid="embed-problem",
                    data_key=shown(p.key),
                )
                for p in problems
            ],
            cls="embed-problems",
        ),
        cls="notice notice-error embed-message",
        data_testid="embed-error",
        role="alert",
    )
