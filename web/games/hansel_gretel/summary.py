"""Hansel or Gretel's "how to win, first": the goal in two sentences, then a round in four small pictures.

The pictures are drawn here in SVG from the rules data (each card's picture is web/art.py's sprite symbol,
its points and limit the data's), so a corrected number in ``pygames/hansel_gretel/data.py`` shows here too.
"""

from __future__ import annotations

from typing import Any

from pygames.hansel_gretel.data import BEAR_DISCARDS, MISCHIEF, ROUNDS, limit_of, points_of

from ...dom import Element
from ...i18n import t
from .. import kit
from ..kit import svg
from . import text  # noqa: F401 - its words, added to i18n once

CARD_W, CARD_H = 28, 38  # a card in a picture (viewBox units)
INK, HANSEL, GRETEL, MUTED = "#3b2a1a", "#2f6fa8", "#b04a6a", "#8a7a6a"


def label(x: float, y: float, words: str, size: int = 9, fill: str = INK, anchor: str = "middle") -> Element:
    return svg("text", words, x=x, y=y, font_size=size, font_weight="700", fill=fill, text_anchor=anchor)


def card(x: float, y: float, kind: str) -> Element:
    """A small card: its sprite picture and the points the data prints on it (a sweet's limit as ≤n)."""
    points = points_of(kind) if kind not in MISCHIEF else MISCHIEF[kind]["points"]
    limit = limit_of(kind) if kind not in MISCHIEF else None
    return svg(
        "g",
        svg("rect", x=x, y=y, width=CARD_W, height=CARD_H, rx=3, fill="#fffaf0", stroke=INK, stroke_width=1),
        svg("use", href=f"#hg-{kind}", x=x + 3, y=y + 11, width=CARD_W - 6, height=CARD_W - 6),
        label(x + 2, y + 10, str(points) if points else "", 9, anchor="start"),
        label(x + CARD_W - 2, y + 9, f"≤{limit}" if limit else "", 7, MUTED, anchor="end"),
    )


def back(x: float, y: float, fill: str) -> Element:
    """A choice card face down: Hansel or Gretel is not seen until all turn over."""
    return svg(
        "g",
        svg("rect", x=x, y=y, width=18, height=24, rx=3, fill=fill, stroke=INK, stroke_width=1),
        label(x + 9, y + 16, "?", 11, "#fff"),
    )


def picture(key: str, *parts: Any) -> Element:
    return kit.picture(list(parts), t(key))


def cut() -> Element:
    """The parent cuts the row once: left is Hansel, right is Gretel."""
    kinds = ["candy", "cake", "witch", "parfait", "bear"]
    cards = [card(4 + i * 31, 24, kind) for i, kind in enumerate(kinds)]
    return picture(
        "hg.htw_cut_label",
        cards,
        svg("line", x1=63.5, y1=14, x2=63.5, y2=72, stroke=INK, stroke_width=2, stroke_dasharray="4 3"),
        label(33, 14, "◀ " + t("hg.hansel"), 10, HANSEL),
        label(111, 14, t("hg.gretel") + " ▶", 10, GRETEL),
        label(63.5, 90, "✂", 14),
    )


def choose() -> Element:
    """Everyone picks a pile in secret; the choices turn over together."""
    return picture(
        "hg.htw_choose_label",
        card(14, 2, "candy"),
        card(28, 6, "cake"),
        card(100, 2, "donut"),
        card(114, 6, "parfait"),
        label(42, 60, t("hg.hansel"), 10, HANSEL),
        label(128, 60, t("hg.gretel"), 10, GRETEL),
        [back(40 + i * 30, 68, HANSEL if i != 1 else GRETEL) for i in range(3)],
    )


def settle() -> Element:
    """A pile one player chose is theirs; a pile several chose is split again among them."""
    return picture(
        "hg.htw_settle_label",
        card(6, 2, "cake"),
        card(20, 6, "candy"),
        svg("path", d="M27 50 v10", stroke=INK, stroke_width=2),
        svg("path", d="M22 59 h10 l-5 6 z", fill=INK),
        svg("circle", cx=27, cy=78, r=9, fill=HANSEL),
        card(90, 2, "donut"),
        card(104, 6, "macaron"),
        card(118, 10, "pudding"),
        svg("line", x1=116, y1=0, x2=116, y2=54, stroke=INK, stroke_width=2, stroke_dasharray="4 3"),
        svg("circle", cx=106, cy=78, r=9, fill=GRETEL),
        svg("circle", cx=130, cy=78, r=9, fill="#5b8a3a"),
        label(118, 98, "✂", 12),
    )


def limits() -> Element:
    """Past its limit a kind scores 0; a bear discards, a mirror copies, a witch costs points."""
    over = limit_of("parfait") or 1
    return picture(
        "hg.htw_limits_label",
        [card(2 + i * 12, 8 + i * 4, "parfait") for i in range(over + 1)],
        label(24, 72, f"≤{over} → 0", 11, GRETEL),
        card(54, 12, "bear"),
        label(68, 72, f"−{BEAR_DISCARDS}", 11),
        card(88, 12, "mirror"),
        label(102, 72, "+1", 11),
        card(122, 12, "witch"),
        label(136, 72, str(MISCHIEF["witch"]["points"]), 11, GRETEL),
    )


def how_to_win() -> Element:
    """The goal, then a round in four pictures: the cut, the secret choice, the piles settled, the limits."""
    steps = [(cut, "hg.htw_cut"), (choose, "hg.htw_choose"), (settle, "hg.htw_settle"), (limits, "hg.htw_limits")]
    numbers = {"bear": BEAR_DISCARDS, "witch": -MISCHIEF["witch"]["points"]}
    return kit.how_to_win(t("hg.htw_title"), t("hg.htw_goal", rounds=ROUNDS),
                          [(draw(), t(key, **numbers)) for draw, key in steps])
