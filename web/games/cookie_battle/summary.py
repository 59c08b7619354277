"""How to win Cookie Battle, first: the goal in two sentences and a trick in four small pictures.

The pictures are inline SVG over the sprite's symbols that web/art.py's cards and pieces use (``cb-green``,
``cb-gold``, ``cb-chocolate``, ``cb-rotten``, …), edged in the same colours (app.css's ``.art-cb-*``): the piece
turned up and the card led, following the led suit, the winning trump taking the piece, and four pieces of one
flavour making a whole cookie while a rotten one spoils a piece. Each is an image named in the current language;
its caption says the rule beside it. The cards shown come from the rules data (``data.SUIT``, ``data.VALUE``).
"""

from __future__ import annotations

from pygames.cookie_battle.data import PIECES_PER_COOKIE, WHOLE_COOKIE_POINTS, kind_of, points_of, suit_of, value_of

from ...dom import Element
from ...i18n import t
from .. import kit
from ..kit import svg
from . import log  # noqa: F401 - adds the board's words (text.WORDS) to the one table

CARD_W, CARD_H = 34, 48
PIECE_R = 15
INK, WIN = "#2b2b2b", "#f4c64e"
EDGE = {  # app.css's .art-cb-* colours
    "green": "#1f7a4a",
    "red": "#c0392b",
    "blue": "#2a6fb0",
    "gold": "#8a6100",
    "grey": "#4b5563",
    "chocolate": "#6b3e26",
    "strawberry": "#c2456a",
    "matcha": "#557f2c",
    "rotten": "#6b6f2a",
}
FILL = {"gold": "#fff6d8", "grey": "#eef0f3", "rotten": "#f1f1e4"}


def how_to_win() -> Element:
    """The goal, then a trick: reveal and lead, follow, win the piece, make a cookie."""
    steps = [
        (lead(), "cb.htw_lead_pic", "cb.htw_lead"),
        (follow(), "cb.htw_follow_pic", "cb.htw_follow"),
        (win(), "cb.htw_win_pic", "cb.htw_win"),
        (cookie(), "cb.htw_cookie_pic", "cb.htw_cookie"),
    ]
    return kit.how_to_win(t("cb.htw_title"), t("cb.htw_goal", points=WHOLE_COOKIE_POINTS, n=PIECES_PER_COOKIE),
                          [(kit.picture(parts, t(label)), t(caption)) for parts, label, caption in steps])



def card(card_id: str, x: float, y: float, *, won: bool = False, barred: bool = False) -> list[Element]:
    """A card face up as the board draws it: edged in its suit's colour, its picture, its number in the corner."""
    suit = suit_of(card_id)
    parts = [
        svg("rect", x=x - 4, y=y - 4, width=CARD_W + 8, height=CARD_H + 8, rx=8, fill=WIN) if won else None,
        svg(
            "rect",
            x=x,
            y=y,
            width=CARD_W,
            height=CARD_H,
            rx=5,
            fill=FILL.get(suit, "#fff"),
            stroke=EDGE[suit],
            stroke_width=2.5,
        ),
        svg("use", href=f"#cb-{suit}", x=x + 5, y=y + 16, width=CARD_W - 10, height=CARD_W - 10),
        svg("text", str(value_of(card_id)), x=x + 4, y=y + 14, font_size=13, font_weight=800, fill=EDGE[suit]),
    ]
    if barred:  # a card the rules refuse here
        parts += [
            svg("line", x1=x - 3, y1=y - 3, x2=x + CARD_W + 3, y2=y + CARD_H + 3, stroke=INK, stroke_width=3.5),
            svg("line", x1=x + CARD_W + 3, y1=y - 3, x2=x - 3, y2=y + CARD_H + 3, stroke=INK, stroke_width=3.5),
        ]
    return [part for part in parts if part is not None]


def piece(
    piece_id: str, cx: float, cy: float, *, spoiled: bool = False, points: bool = True, r: float = PIECE_R
) -> list[Element]:
    """A cookie piece as the board draws it: a round token of its flavour, its points (rotten: none)."""
    kind = kind_of(piece_id)
    inner = r * 0.75
    parts = [
        svg("circle", cx=cx, cy=cy, r=r, fill=FILL.get(kind, "#fff"), stroke=EDGE[kind], stroke_width=2.5),
        svg("use", href=f"#cb-{kind}", x=cx - inner, y=cy - inner, width=2 * inner, height=2 * inner),
    ]
    if kind != "rotten" and points:
        parts.append(
            svg(
                "text",
                str(points_of(piece_id)),
                x=cx + PIECE_R - 2,
                y=cy - PIECE_R + 6,
                font_size=11,
                font_weight=800,
                fill=EDGE[kind],
            )
        )
    if spoiled:
        parts.append(svg("line", x1=cx - 14, y1=cy + 14, x2=cx + 14, y2=cy - 14, stroke=INK, stroke_width=3.5))
    return parts


def arrow(x1: float, y1: float, x2: float, y2: float) -> list[Element]:
    """A thick arrow from (x1, y1) to (x2, y2)."""
    dx, dy = x2 - x1, y2 - y1
    length = (dx * dx + dy * dy) ** 0.5
    ux, uy = dx / length, dy / length
    bx, by = x2 - 9 * ux, y2 - 9 * uy  # the head's base
    head = f"{x2},{y2} {bx - 6 * uy:.1f},{by + 6 * ux:.1f} {bx + 6 * uy:.1f},{by - 6 * ux:.1f}"
    return [
        svg("line", x1=x1, y1=y1, x2=f"{bx:.1f}", y2=f"{by:.1f}", stroke=INK, stroke_width=3.5, stroke_linecap="round"),
        svg("polygon", points=head, fill=INK),
    ]


def lead() -> list[Element]:
    """The leader turns up the piece at stake (a chocolate piece) and leads a green 7."""
    return [*piece("chocolate-8", 38, 50), *arrow(60, 50, 86, 50), *card("green-7", 100, 26)]


def follow() -> list[Element]:
    """The green 7 led; the next player follows with a green 10, a red 9 refused (they hold green)."""
    return [*card("green-7", 8, 26), *card("green-10", 62, 26), *card("red-9", 116, 26, barred=True)]


def win() -> list[Element]:
    """A gold 3 (a trump) beats the green 10 and takes the chocolate piece."""
    return [
        *card("green-10", 8, 26),
        *card("gold-3", 56, 26, won=True),
        *arrow(98, 50, 122, 50),
        *piece("chocolate-8", 140, 50),
    ]


def cookie() -> list[Element]:
    """Four chocolate pieces make a whole cookie (= 12); a rotten piece spoils a strawberry one."""
    spots = ((18, 32), (46, 32), (18, 62), (46, 62))
    whole = [part for k, (cx, cy) in enumerate(spots) for part in piece(f"chocolate-{k + 1}", cx, cy, points=False)]
    total = svg("text", f"={WHOLE_COOKIE_POINTS}", x=63, y=53, font_size=15, font_weight=800, fill=EDGE["chocolate"])
    return [*whole, total, *piece("rotten-1", 119, 47, r=13), *piece("strawberry-9", 146, 47, spoiled=True, r=13)]
