"""How to win The Fox and the Grapes, first: the goal in two sentences and a turn in four small pictures.

The pictures are inline SVG over the sprite's card pictures (static/sprite.svg's ``fg-sweet``,
``fg-sour``, ``fg-fox``, which web/art.py's cards use): a card played face down with its claim,
a declaration on another player's card, the card turned up and taken, and the fox's bite. Each is
an image named in the current language; its caption says the rule beside it.
"""

from __future__ import annotations

from pygames.fox_grapes.data import CARD_NAMES

from ...dom import Element
from ...i18n import pick, t
from .. import kit
from ..kit import svg
from . import log  # noqa: F401 - adds the board's words (text.WORDS) to the one table

CARD_W, CARD_H = 40, 56
INK, NAVY, GOLD = "#2b2b2b", "#1f3a5f", "#f4c64e"
EDGE = {"sweet": "#7a3fa0", "sour": "#44701a", "fox": "#a3480c"}  # app.css's --fg-sweet, --fg-sour, --fg-fox


def how_to_win() -> Element:
    """The goal, then a turn: claim, declare, reveal, the fox's bite."""
    steps = [
        (claim(), "fg.htw_claim_pic", "fg.htw_claim"),
        (declare(), "fg.htw_declare_pic", "fg.htw_declare"),
        (reveal(), "fg.htw_reveal_pic", "fg.htw_reveal"),
        (bite(), "fg.htw_fox_pic", "fg.htw_fox"),
    ]
    names = {card: pick(name).lower() for card, name in CARD_NAMES.items()}  # "a fox taking sweet grapes"
    return kit.how_to_win(t("fg.htw_title"), t("fg.htw_goal"),
                          [(kit.picture(parts, t(label, **names)), t(caption)) for parts, label, caption in steps])



def kind(card: str, x: float, y: float, size: float) -> Element:
    """A card kind's picture (the sprite's symbol, as on the cards)."""
    return svg("use", href=f"#fg-{card}", x=x, y=y, width=size, height=size)


def face_up(card: str, x: float, y: float) -> list[Element]:
    """A card face up: white, edged in its kind's colour, its picture in the middle."""
    return [
        svg("rect", x=x, y=y, width=CARD_W, height=CARD_H, rx=6, fill="#fff", stroke=EDGE[card], stroke_width=3),
        kind(card, x + 4, y + 10, CARD_W - 8),
    ]


def face_down(x: float, y: float) -> list[Element]:
    """A card face down: the back, a question mark."""
    return [
        svg("rect", x=x, y=y, width=CARD_W, height=CARD_H, rx=6, fill=NAVY, stroke=INK, stroke_width=1.5),
        svg(
            "text",
            "?",
            x=x + CARD_W / 2,
            y=y + CARD_H / 2 + 8,
            text_anchor="middle",
            font_size=24,
            font_weight=800,
            fill=GOLD,
        ),
    ]


def arrow(x1: float, y1: float, x2: float, y2: float) -> list[Element]:
    """A thick arrow from (x1, y1) to (x2, y2)."""
    dx, dy = x2 - x1, y2 - y1
    length = (dx * dx + dy * dy) ** 0.5
    ux, uy = dx / length, dy / length
    bx, by = x2 - 10 * ux, y2 - 10 * uy  # the head's base
    head = f"{x2},{y2} {bx - 6 * uy:.1f},{by + 6 * ux:.1f} {bx + 6 * uy:.1f},{by - 6 * ux:.1f}"
    return [
        svg("line", x1=x1, y1=y1, x2=f"{bx:.1f}", y2=f"{by:.1f}", stroke=INK, stroke_width=4, stroke_linecap="round"),
        svg("polygon", points=head, fill=INK),
    ]


def player(x: float, y: float) -> list[Element]:
    """A player: a head and shoulders."""
    return [
        svg("circle", cx=x, cy=y, r=9, fill="#d8d2c4", stroke=INK, stroke_width=1.5),
        svg("path", d=f"M{x - 16} {y + 30}q0-18 16-18t16 18z", fill="#d8d2c4", stroke=INK, stroke_width=1.5),
    ]


def claim() -> list[Element]:
    """A card face down and its claim in a speech bubble: sweet (it is a sour grape, a bluff is allowed)."""
    bubble = svg(
        "path",
        d="M76 10h70a8 8 0 0 1 8 8v38a8 8 0 0 1-8 8H96l-14 12 2-12h-8a8 8 0 0 1-8-8V18a8 8 0 0 1 8-8z",
        fill="#fff",
        stroke=INK,
        stroke_width=2,
    )
    return [*face_down(18, 30), bubble, kind("sweet", 93, 14, 46)]


def declare() -> list[Element]:
    """Another player's face-down card, a declaration token on it (sour), from the declarer at the right."""
    token = [
        svg("circle", cx=58, cy=40, r=20, fill="#fff", stroke=EDGE["sour"], stroke_width=3),
        kind("sour", 42, 24, 32),
    ]
    return [*face_down(18, 34), *token, *arrow(128, 56, 86, 46), *player(140, 44)]


def reveal() -> list[Element]:
    """A card turned up (a sweet grape) and taken by the player who declared sweet on it."""
    return [*face_up("sweet", 14, 22), *arrow(62, 50, 112, 50), *player(134, 40)]


def bite() -> list[Element]:
    """The fox's bite: a fox face up, and a sweet grape taken from the other player."""
    return [*face_up("fox", 10, 22), *arrow(104, 50, 58, 50), *face_up("sweet", 110, 22)]
