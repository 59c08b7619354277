"""How to win Dim Sum, first: the goal in two sentences and a turn in four small pictures.

Each picture is inline SVG drawn from the rules data: the stomach from ``CELLS``, a card's cubes from
``SHAPES``, where they land from the engine's own ``landing`` (the rule itself, not a copy), each dim sum
as the sprite's picture that the board's cubes use (static/sprite.svg's ``ds-<kind>``). The turn: take a
card, its cubes land in shape, a card that misses spills over (indigestion), and once cell 14 is filled
the cubes stack on their kind. Each picture is an image named in the current language; its caption says
the rule beside it.
"""

from __future__ import annotations

from pygames.dimsum.data import CELLS, GAUGE_STEPS, LAST_CELL, SHAPES, UPPER_LAYER_POINTS, kind_of, shape_of
from pygames.dimsum.engine import landing

from ...dom import Element
from ...i18n import t
from .. import kit
from ..kit import svg
from .log import card_name, cell_list, kind_name

STEP, CELL = 18, 17  # a stomach cell's pitch and size
CARD_W, CARD_H = 36, 50
INK, NAVY, GOLD, RED, EMPTY = "#3b2a1c", "#1f3a5f", "#d4a017", "#c0392b", "#f6efe1"
#: Each kind's cube colour (app.css's ``.ds-k-<kind>`` ``--ds``).
FILL = {"xiaolongbao": "#cfe0f1", "shumai": "#f0c419", "gyoza": "#6dbb4a", "harumaki": "#a9531f"}

TAKEN = "gyoza-ell"  # the card of the first two pictures
MARKET = ("shumai-square", TAKEN, "harumaki-pair")
SPILT = "xiaolongbao-line"
STACKED = "gyoza-mono"
#: The full stomach of the last picture: each cell's kind.
FULL = {
    **dict.fromkeys((1, 2, 3, 4), "xiaolongbao"),
    **dict.fromkeys((5, 8, 9), "gyoza"),
    **dict.fromkeys((6, 7, 11), "harumaki"),
    **dict.fromkeys((10, 12, 13, 14), "shumai"),
}


def how_to_win() -> Element:
    """The goal, then a turn: take a card, place it in shape, spill over, stack once the stomach is full."""
    steps = [take(), place(), spill(), stack()]
    return kit.how_to_win(t("ds.htw_title"), t("ds.htw_goal"),
                          [(kit.picture(parts, label), caption) for parts, label, caption in steps])



# --- the pieces ----------------------------------------------------------------------------------


def food(kind: str, x: float, y: float, size: float) -> Element:
    """A dim sum's picture: the sprite's symbol, as on the board's cubes."""
    return svg("use", href=f"#ds-{kind}", x=x, y=y, width=size, height=size)


def cube(kind: str | None, x: float, y: float, edge: str = INK, width: float = 1) -> list[Element]:
    """One stomach cell: empty (dashed), or a cube of ``kind`` with its dim sum on it."""
    if kind is None:
        return [
            svg(
                "rect",
                x=x,
                y=y,
                width=CELL,
                height=CELL,
                rx=2,
                fill=EMPTY,
                stroke="#a8977a",
                stroke_width=1,
                stroke_dasharray="2 1.5",
            )
        ]
    return [
        svg("rect", x=x, y=y, width=CELL, height=CELL, rx=2, fill=FILL[kind], stroke=edge, stroke_width=width),
        food(kind, x + 1.5, y + 1.5, CELL - 3),
    ]


def stomach(
    x: float,
    y: float,
    kinds: dict[int, str],
    new: set[int] = frozenset(),
    spilt: set[int] = frozenset(),
) -> list[Element]:
    """The 14-cell stomach from ``CELLS``: ``new`` cubes edged in gold, ``spilt`` ones in red with a "!"."""
    parts: list[Element] = []
    for cell, (row, col) in CELLS.items():
        cx, cy = x + col * STEP, y + row * STEP
        edge, width = (RED, 2) if cell in spilt else (GOLD, 2) if cell in new else (INK, 1)
        parts += cube(kinds.get(cell), cx, cy, edge, width)
        if cell in spilt:
            parts.append(svg("text", "!", x=cx + CELL - 2, y=cy + 6, font_size=12, font_weight=800, fill=RED))
    return parts


def card(card_id: str, x: float, y: float, chosen: bool = False) -> list[Element]:
    """A card: its shape's cubes (``SHAPES``) in its kind's colour, and its dim sum below them."""
    kind, cubes = kind_of(card_id), SHAPES[shape_of(card_id)]["cubes"]
    left = min(dc for _, dc in cubes)
    cols = max(dc for _, dc in cubes) - left + 1
    size = 8
    x0 = x + (CARD_W - cols * (size + 1)) / 2
    parts = [
        svg(
            "rect",
            x=x,
            y=y,
            width=CARD_W,
            height=CARD_H,
            rx=4,
            fill="#fff",
            stroke=GOLD if chosen else INK,
            stroke_width=3 if chosen else 1.2,
        )
    ]
    parts += [
        svg(
            "rect",
            x=x0 + (dc - left) * (size + 1),
            y=y + 5 + dr * (size + 1),
            width=size,
            height=size,
            rx=1,
            fill=FILL[kind],
            stroke=INK,
            stroke_width=0.8,
        )
        for dr, dc in cubes
    ]
    parts.append(food(kind, x + 9, y + CARD_H - 20, 18))
    return parts


def deck(x: float, y: float) -> list[Element]:
    """The deck: a pile of backs, a question mark on top (its top card is taken unseen)."""
    backs = [
        svg("rect", x=x + d, y=y - d, width=CARD_W, height=CARD_H, rx=4, fill=NAVY, stroke=INK, stroke_width=1)
        for d in (4, 2, 0)
    ]
    mark = svg(
        "text",
        "?",
        x=x + CARD_W / 2,
        y=y + CARD_H / 2 + 7,
        text_anchor="middle",
        font_size=20,
        font_weight=800,
        fill="#f4c64e",
    )
    return [*backs, mark]


def arrow(x1: float, y1: float, x2: float, y2: float) -> list[Element]:
    """A thick arrow from (x1, y1) to (x2, y2)."""
    dx, dy = x2 - x1, y2 - y1
    length = (dx * dx + dy * dy) ** 0.5
    ux, uy = dx / length, dy / length
    bx, by = x2 - 8 * ux, y2 - 8 * uy  # the head's base
    head = f"{x2},{y2} {bx - 5 * uy:.1f},{by + 5 * ux:.1f} {bx + 5 * uy:.1f},{by - 5 * ux:.1f}"
    return [
        svg("line", x1=x1, y1=y1, x2=f"{bx:.1f}", y2=f"{by:.1f}", stroke=INK, stroke_width=3, stroke_linecap="round"),
        svg("polygon", points=head, fill=INK),
    ]


# --- the four steps of a turn --------------------------------------------------------------------


def take() -> tuple[list[Element], str, str]:
    """The market's three cards and the deck; one card lifted out, taken."""
    parts: list[Element] = []
    for i, card_id in enumerate(MARKET):
        chosen = card_id == TAKEN
        parts += card(card_id, 2 + i * 40, 4 if chosen else 20, chosen)
    parts += deck(120, 24)
    parts += arrow(62, 60, 62, 97)
    return parts, t("ds.htw_take_pic", card=card_name(TAKEN)), t("ds.htw_take")


def place() -> tuple[list[Element], str, str]:
    """A card's cubes landing in its shape on the lowest empty cell (the engine's ``landing``)."""
    before = dict.fromkeys((1, 2), "xiaolongbao")
    cells, _, _ = landing(frozenset(before), None, shape_of(TAKEN))
    kinds = {**before, **dict.fromkeys(cells, kind_of(TAKEN))}
    parts = [*card(TAKEN, 2, 25), *arrow(42, 50, 66, 50), *stomach(70, 14, kinds, new=set(cells))]
    return parts, t("ds.htw_place_pic", card=card_name(TAKEN), cells=cell_list(list(cells))), t("ds.htw_place")


def spill() -> tuple[list[Element], str, str]:
    """A card that misses its shape: the cubes that fit, the ones that spill over, the gauge a step up."""
    before = dict.fromkeys((1, 2, 3, 4), "shumai")
    cells, overflow, _ = landing(frozenset(before), None, shape_of(SPILT))
    kinds = {**before, **dict.fromkeys((*cells, *overflow), kind_of(SPILT))}
    gauge = [
        svg("circle", cx=7 + i * 8, cy=84, r=3.5, fill=RED if i == 0 else "#fff", stroke=INK, stroke_width=0.8)
        for i in range(GAUGE_STEPS)
    ]
    minus = svg("text", "−1", x=52, y=89, font_size=13, font_weight=800, fill=RED)
    parts = [
        *card(SPILT, 2, 12),
        *gauge,
        minus,
        *arrow(42, 40, 66, 40),
        *stomach(70, 14, kinds, new=set(cells), spilt=set(overflow)),
    ]
    label = t("ds.htw_spill_pic", card=card_name(SPILT), cells=cell_list(list(overflow)))
    return parts, label, t("ds.htw_spill")


def stack() -> tuple[list[Element], str, str]:
    """A full stomach (cell 14 filled): the card's cube goes on top of a cube of its kind, for 2 points."""
    kind = kind_of(STACKED)
    target = min(cell for cell, k in FULL.items() if k == kind)
    row, col = CELLS[target]
    x, y = 70 + col * STEP - 4, 14 + row * STEP - 5  # the stacked cube, raised over its cell
    parts = [*card(STACKED, 2, 25), *arrow(42, 50, 66, 50), *stomach(70, 14, FULL, new={LAST_CELL})]
    parts += cube(kind, x, y, GOLD, 2)
    parts.append(svg("text", f"+{UPPER_LAYER_POINTS}", x=x + 8, y=y - 2, font_size=13, font_weight=800, fill=INK))
    label = t("ds.htw_stack_pic", card=card_name(STACKED), kind=kind_name(kind))
    return parts, label, t("ds.htw_stack", points=UPPER_LAYER_POINTS)
