"""Hansel or Gretel's "how to win, first": the goal in two sentences, then a round in four small pictures.

The pictures are drawn here in SVG from the rules data (each card's picture is web/art.py's sprite symbol,
its points and limit the data's), so a corrected number in ``pygames/hansel_gretel/data.py`` shows here too.
"""

from __future__ import annotations

from typing import Any

from pygames.hansel_gretel.data import BEAR_DISCARDS, MISCHIEF, ROUNDS, limit_of, points_of

from ...dom import Element, el
from ...i18n import add as add_words
from ...i18n import t
from .text import WORDS

add_words(WORDS)

CARD_W, CARD_H = 24, 32  # a card in a picture (viewBox units)
INK, HANSEL, GRETEL, MUTED = "#3b2a1a", "#2f6fa8", "#b04a6a", "#8a7a6a"


def svg(tag: str, *children: Any, **attrs: Any) -> Element:
    return el(tag, *children, svg=True, **attrs)


def label(x: float, y: float, words: str, size: int = 9, fill: str = INK, anchor: str = "middle") -> Element:
    return svg("text", words, x=x, y=y, font_size=size, font_weight="700", fill=fill, text_anchor=anchor)


def card(x: float, y: float, kind: str) -> Element:
    """A small card: its sprite picture and the points the data prints on it (a sweet's limit as ≤n)."""
    points = points_of(kind) if kind not in MISCHIEF else MISCHIEF[kind]["points"]
    limit = limit_of(kind) if kind not in MISCHIEF else None
    return svg(
        "g",
        svg("rect", x=x, y=y, width=CARD_W, height=CARD_H, rx=3, fill="#fffaf0", stroke=INK, stroke_width=1),
        svg("use", href=f"#hg-{kind}", x=x + 3, y=y + 9, width=CARD_W - 6, height=CARD_W - 6),
        label(x + 2, y + 8, str(points) if points else "", 7, anchor="start"),
        label(x + CARD_W - 2, y + 8, f"≤{limit}" if limit else "", 6, MUTED, anchor="end"),
    )


def back(x: float, y: float, fill: str) -> Element:
    """A choice card face down: Hansel or Gretel is not seen until all turn over."""
    return svg(
        "g",
        svg("rect", x=x, y=y, width=18, height=24, rx=3, fill=fill, stroke=INK, stroke_width=1),
        label(x + 9, y + 16, "?", 11, "#fff"),
    )


def picture(key: str, *parts: Any) -> Element:
    return svg("svg", *parts, viewBox="0 0 160 100", role="img", aria_label=t(key), focusable="false")


def cut() -> Element:
    """The parent cuts the row once: left is Hansel, right is Gretel."""
    kinds = ["candy", "cake", "witch", "donut", "parfait", "bear"]
    cards = [card(4 + i * 26, 30, kind) for i, kind in enumerate(kinds)]
    return picture(
        "hg.htw_cut_label",
        cards,
        svg("line", x1=81, y1=18, x2=81, y2=72, stroke=INK, stroke_width=2, stroke_dasharray="4 3"),
        label(40, 18, "◀ " + t("hg.hansel"), 9, HANSEL),
        label(122, 18, t("hg.gretel") + " ▶", 9, GRETEL),
        label(81, 88, "✂", 12),
    )


def choose() -> Element:
    """Everyone picks a pile in secret; the choices turn over together."""
    return picture(
        "hg.htw_choose_label",
        card(18, 6, "candy"),
        card(30, 10, "cake"),
        card(104, 6, "donut"),
        card(116, 10, "parfait"),
        label(42, 56, t("hg.hansel"), 9, HANSEL),
        label(128, 56, t("hg.gretel"), 9, GRETEL),
        [back(40 + i * 30, 66, HANSEL if i != 1 else GRETEL) for i in range(3)],
    )


def settle() -> Element:
    """A pile one player chose is theirs; a pile several chose is split again among them."""
    return picture(
        "hg.htw_settle_label",
        card(8, 8, "cake"),
        card(20, 12, "candy"),
        svg("path", d="M30 50 v12", stroke=INK, stroke_width=2),
        svg("path", d="M25 61 h10 l-5 6 z", fill=INK),
        svg("circle", cx=30, cy=78, r=8, fill=HANSEL),
        label(30, 96, "1", 8),
        card(98, 8, "donut"),
        card(110, 12, "macaron"),
        card(122, 16, "pudding"),
        svg("line", x1=120, y1=4, x2=120, y2=54, stroke=INK, stroke_width=2, stroke_dasharray="4 3"),
        svg("circle", cx=112, cy=78, r=8, fill=GRETEL),
        svg("circle", cx=134, cy=78, r=8, fill="#5b8a3a"),
        label(123, 96, "2 ✂", 8),
    )


def limits() -> Element:
    """Past its limit a kind scores 0; a bear discards, a mirror copies, a witch costs points."""
    over = limit_of("parfait") or 1
    return picture(
        "hg.htw_limits_label",
        [card(4 + i * 12, 6 + i * 4, "parfait") for i in range(over + 1)],
        label(26, 62, f"≤{over} → 0", 10, GRETEL),
        card(62, 10, "bear"),
        label(74, 62, f"−{BEAR_DISCARDS}", 10),
        card(94, 10, "mirror"),
        label(106, 62, "+1", 10),
        card(126, 10, "witch"),
        label(138, 62, str(MISCHIEF["witch"]["points"]), 10, GRETEL),
    )


def how_to_win() -> Element:
    """The goal, then a round in four pictures: the cut, the secret choice, the piles settled, the limits."""
    steps = [(cut, "hg.htw_cut"), (choose, "hg.htw_choose"), (settle, "hg.htw_settle"), (limits, "hg.htw_limits")]
    numbers = {"bear": BEAR_DISCARDS, "witch": -MISCHIEF["witch"]["points"]}
    return el(
        "section",
        el("h2", text=t("hg.htw_title")),
        el("p", text=t("hg.htw_goal", rounds=ROUNDS), cls="how-to-win-goal"),
        el("ol", [el("li", draw(), el("span", text=t(key, **numbers))) for draw, key in steps], cls="how-to-win-turn"),
        cls="how-to-win",
        data_testid="how-to-win",
    )
