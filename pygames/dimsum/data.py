"""Dim Sum's components as data: the stomach grid, the faces, the kinds and the card shapes.

A new face, kind or shape is a new entry here, not new code: the engine only reads
these tables.
"""

from __future__ import annotations

#: The default stomach: each cell's number and its (row, column) on the sheet.
#: row 0:  1  2  .  .  .
#: row 1:  3  4  5  .  .
#: row 2:  6  7  8  9 10
#: row 3:  . 11 12 13 14
CELLS: dict[int, tuple[int, int]] = {
    1: (0, 0),
    2: (0, 1),
    3: (1, 0),
    4: (1, 1),
    5: (1, 2),
    6: (2, 0),
    7: (2, 1),
    8: (2, 2),
    9: (2, 3),
    10: (2, 4),
    11: (3, 1),
    12: (3, 2),
    13: (3, 3),
    14: (3, 4),
}
LAST_CELL = max(CELLS)  # the second layer opens once this cell is filled
AT: dict[tuple[int, int], int] = {pos: cell for cell, pos in CELLS.items()}

#: Stomach faces. ``bottleneck``: the cell whose filling blocks ``blocks`` (the cell
#: below it) for every later card; ``bonus``: points at the end.
FACES: dict[str, dict] = {
    "healthy": {"ja": "健康な胃袋", "en": "Healthy stomach", "bottleneck": None, "blocks": None, "bonus": 0},
    "upper": {"ja": "上がつかえる胃袋", "en": "Upper bottleneck", "bottleneck": 4, "blocks": 7, "bonus": 2},
    "right": {"ja": "右がつかえる胃袋", "en": "Right bottleneck", "bottleneck": 9, "blocks": 13, "bonus": 3},
    "centre": {"ja": "真ん中がつかえる胃袋", "en": "Centre bottleneck", "bottleneck": 8, "blocks": 12, "bonus": 4},
}

#: Dim-sum kinds. Each cube is drawn as its dim sum (static/sprite.svg, colours in static/app.css);
#: ``mark`` is the letter beside it, per language, for players who tell the colours apart badly.
KINDS: dict[str, dict] = {
    "xiaolongbao": {"ja": "小籠包", "en": "Xiaolongbao", "mark": {"ja": "小", "en": "X"}},
    "shumai": {"ja": "焼売", "en": "Shumai", "mark": {"ja": "焼", "en": "S"}},
    "gyoza": {"ja": "餃子", "en": "Gyoza", "mark": {"ja": "餃", "en": "G"}},
    "harumaki": {"ja": "春巻", "en": "Spring roll", "mark": {"ja": "春", "en": "R"}},
}

#: Card shapes: (row, column) offsets from the anchor cube, the shape's first cube in
#: reading order. No rotation.
SHAPES: dict[str, dict] = {
    "mono": {"ja": "1個", "en": "Single", "cubes": ((0, 0),)},
    "pair": {"ja": "横2個", "en": "Pair across", "cubes": ((0, 0), (0, 1))},
    "tall": {"ja": "縦2個", "en": "Pair down", "cubes": ((0, 0), (1, 0))},
    "line": {"ja": "横3個", "en": "Line of three", "cubes": ((0, 0), (0, 1), (0, 2))},
    "ell": {"ja": "L字", "en": "L", "cubes": ((0, 0), (1, 0), (1, 1))},
    "jay": {"ja": "J字", "en": "J", "cubes": ((0, 0), (1, -1), (1, 0))},
    "square": {"ja": "四角", "en": "Square", "cubes": ((0, 0), (0, 1), (1, 0), (1, 1))},
}

#: Deck per player count: (cards of each kind, extra cards drawn at random from the rest).
DECK: dict[int, tuple[int, int]] = {2: (3, 2), 3: (4, 5), 4: (7, 0)}
CARDS_EACH = 7  # every player takes this many cards; then the game ends
MARKET = 3  # face-up cards beside the deck
GAUGE_STEPS = 6  # indigestion gauge: step n is worth -n; past the last step it stays
CHIPS = 2  # yellow bonus chips, +1 point each
FIRST_LAYER_POINTS = 1
UPPER_LAYER_POINTS = 2
FULL_BONUS = 3  # all cells filled
ALL_KINDS_BONUS = 3  # every kind in the stomach


def card(kind: str, shape: str) -> str:
    """A card's id, e.g. ``"gyoza-square"``: unique, since each kind has one card per shape."""
    return f"{kind}-{shape}"


def kind_of(card_id: str) -> str:
    return card_id.split("-", 1)[0]


def shape_of(card_id: str) -> str:
    return card_id.split("-", 1)[1]


ALL_CARDS: tuple[str, ...] = tuple(card(k, s) for k in KINDS for s in SHAPES)
