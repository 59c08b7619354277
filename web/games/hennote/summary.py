"""Hennote's how to win, first: the goal in two sentences, then a turn in four small pictures.

Each picture is an SVG drawn from the rules data: cards are the board's cards in small (a god's colour
band, its hand sign as web/art.py draws it), columns face each other as on the board. Each is one image
with its name in the current language.
"""

from __future__ import annotations

import math

from pygames.hennote.data import BEATS, GODS, god_of, sign_of

from ... import art
from ...dom import Element, el
from ...i18n import pick, t
from .. import kit

CARD_W, CARD_H, BAND = 30, 40, 8  # a card in the pictures (SVG units)
GAP = 8  # between columns
WIDTH, HEIGHT = 3 * CARD_W + 2 * GAP + 20, 100  # one picture: three columns and a little margin


def how_to_win() -> Element:
    """The goal, then a turn: move your line, battle, fill the gaps, three of a god wins."""
    steps = [
        (_move(), "hn.how_move_label", "hn.how_move"),
        (_battle(), "hn.how_battle_label", "hn.how_battle"),
        (_refill(), "hn.how_refill_label", "hn.how_refill"),
        (_summon(), "hn.how_win_label", "hn.how_win"),
    ]
    god = pick(GODS[god_of(LINE[0])])
    return kit.how_to_win(t("hn.how_title"), t("hn.how_goal"), [
        (kit.picture(drawing, t(label, god=god), WIDTH, HEIGHT), t(caption)) for drawing, label, caption in steps
    ])


def _x(column: int) -> int:
    return 10 + column * (CARD_W + GAP)


def _card(column: int, y: float, card_id: str | None, extra: str = "") -> Element:
    """One card (its god's band and its sign, as the board draws it), or a dashed gap when ``card_id`` is None."""
    x = _x(column)
    if card_id is None:
        return el(
            "rect",
            svg=True,
            x=x,
            y=y,
            width=CARD_W,
            height=CARD_H,
            rx=4,
            fill="none",
            stroke="#9a8f7a",
            stroke_dasharray="4 3",
            stroke_width=1.5,
        )
    return el(
        "g",
        el("rect", svg=True, x=x, y=y, width=CARD_W, height=CARD_H, rx=4, fill="#fff", stroke="var(--god)"),
        el("rect", svg=True, x=x, y=y, width=CARD_W, height=BAND, rx=2, fill="var(--god)"),
        el(
            "use",
            svg=True,
            href=f"#{art.symbol('hennote', 'card', card_id)}",
            x=x + 4,
            y=y + BAND + 3,
            width=CARD_W - 8,
            height=CARD_W - 8,
            color="var(--god)",
        ),
        svg=True,
        cls=f"god-{god_of(card_id)} {extra}".strip(),
    )


def _arrow(x1: float, y1: float, x2: float, y2: float) -> Element:
    """A line from (x1, y1) with its head at (x2, y2)."""
    length = math.hypot(x2 - x1, y2 - y1)
    ux, uy = (x2 - x1) / length, (y2 - y1) / length
    back_x, back_y = x2 - 7 * ux, y2 - 7 * uy
    left = f"{back_x - 4 * uy:.1f} {back_y + 4 * ux:.1f}"
    right = f"{back_x + 4 * uy:.1f} {back_y - 4 * ux:.1f}"
    return el(
        "path",
        svg=True,
        d=f"M{x1} {y1} L{x2} {y2} M{left} L{x2} {y2} L{right}",
        fill="none",
        stroke="currentColor",
        stroke_width=2.2,
        stroke_linecap="round",
        stroke_linejoin="round",
    )


def _cross(column: int, y: float) -> Element:
    """A beaten card's cross."""
    x = _x(column)
    return el(
        "path",
        svg=True,
        d=f"M{x + 3} {y + 3} L{x + CARD_W - 3} {y + CARD_H - 3} M{x + CARD_W - 3} {y + 3} L{x + 3} {y + CARD_H - 3}",
        stroke="#c0392b",
        stroke_width=3,
        stroke_linecap="round",
    )


# the pictures: your line at the foot, the opponent's above it, as on the board

MINE = ["thoth-rock", "isis-paper", "thoth-scissors"]
THEIRS = ["ra-scissors", "bastet-rock", "anubis-rock"]
LINE = ["thoth-rock", "thoth-paper", "thoth-scissors"]  # three of one god


def _move() -> list[Element]:
    """A Slide: the left card goes round to the right end, the others shift along."""
    slid = MINE[1:] + MINE[:1]
    return [
        el("use", svg=True, href="#act-slide", x=_x(0), y=4, width=3 * CARD_W + 2 * GAP, height=26, color="#555"),
        *[_card(i, 40, card) for i, card in enumerate(slid)],
    ]


def _battle() -> list[Element]:
    """Facing cards battle: the beaten ones are crossed out."""
    parts = []
    for i, (mine, theirs) in enumerate(zip(MINE, THEIRS)):
        parts += [_card(i, 6, theirs), _card(i, 54, mine)]
        if BEATS[sign_of(mine)] == sign_of(theirs):
            parts.append(_cross(i, 6))
        elif BEATS[sign_of(theirs)] == sign_of(mine):
            parts.append(_cross(i, 54))
    return parts


def _refill() -> list[Element]:
    """A stock card goes into the gap a beaten card left."""
    return [
        _card(0, 54, MINE[0]),
        _card(1, 54, None),
        _card(2, 54, MINE[2]),
        _card(2, 4, "thoth-paper"),
        _arrow(_x(2) - 2, 24, _x(1) + CARD_W / 2, 50),
    ]


def _summon() -> list[Element]:
    """Three cards of one god in line: summoned, the game is won."""
    c = WIDTH / 2
    points = [(0, 0), (4, 11), (16, 11), (6, 18), (10, 30), (0, 23), (-10, 30), (-6, 18), (-16, 11), (-4, 11)]
    star = "M" + " L".join(f"{c + dx} {4 + dy}" for dx, dy in points) + " Z"
    return [
        el("path", svg=True, d=star, fill="#e0a526", stroke="#8a6414", stroke_width=1),
        *[_card(i, 44, card) for i, card in enumerate(LINE)],
    ]
