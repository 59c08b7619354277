"""Hansel or Gretel's cards on screen: a card (its mark, points, limit), marks in a line of text, scores,
sizes and the parent tile; the bird is drawn in SVG."""

from __future__ import annotations

from pygames.hansel_gretel.data import BIRD, MISCHIEF, SCORED_KINDS, kind_of, limit_of, points_of

from ...dom import Element, el
from ...i18n import t
from .log import kind_name

#: Short marks drawn on every card beside its name (colour is never the only cue); the bird is drawn.
MARKS = {
    "candy": "◆",
    "donut": "◎",
    "macaron": "●",
    "pudding": "▲",
    "chocolate": "■",
    "ice_cream": "▼",
    "parfait": "♥",
    "cake": "★",
    "witch": "☠",
    "bear": "✕",
    "mirror": "◐",
    "cookie": "✿",
}
#: The bird card as a small drawing (viewBox 0 0 32 32): tail, body, wing, head, beak, eye, legs.
BIRD_SHAPES: tuple[tuple[str, dict[str, str]], ...] = (
    ("path", {"d": "M9 18 L1 13 L3 22 Z", "fill": "currentColor"}),
    ("ellipse", {"cx": "15", "cy": "19", "rx": "9", "ry": "7", "fill": "currentColor"}),
    ("path", {"d": "M8 17 Q14 12 20 18 Q13 23 8 17 Z", "fill": "#bfe6cf"}),
    ("circle", {"cx": "22", "cy": "12", "r": "5.5", "fill": "currentColor"}),
    ("path", {"d": "M27 10.5 L31.5 12.5 L27 14.5 Z", "fill": "#e39a12"}),
    ("circle", {"cx": "23.6", "cy": "11", "r": "1.6", "fill": "#fff"}),
    ("circle", {"cx": "24", "cy": "11", "r": ".8", "fill": "#13261b"}),
    ("path", {"d": "M13 25.5 L12 30 M17 25.5 L18 30", "stroke": "#e39a12", "stroke-width": "1.6"}),
)


def bird_drawing(cls: str = "hg-bird-art") -> Element:
    """The bird card's picture, drawn in SVG (decorative: the card says "Bird" in words)."""
    shapes = [el(tag, svg=True, **attrs) for tag, attrs in BIRD_SHAPES]
    return el("svg", shapes, svg=True, cls=cls, viewBox="0 0 32 32", aria_hidden="true")


def mark(kind: str) -> Element:
    """A kind's mark: the bird drawn, the others a glyph in the kind's colour."""
    if kind == BIRD:
        return bird_drawing()
    return el("span", cls="hg-mark", text=MARKS.get(kind, "?"), aria_hidden="true")


def card_points(kind: str) -> int | None:
    if kind in SCORED_KINDS:
        return points_of(kind)
    if kind in MISCHIEF:
        return MISCHIEF[kind]["points"]
    return None


def score(n: int) -> Element:
    """A player's score, short: the number in bold ("点" in Japanese), "points" for screen readers."""
    return el(
        "span",
        t("hg.score_short", n=n),
        el("span", cls="hg-sr", text=" " + t("hg.points_word")),
        cls="hg-chip-score",
        title=t("hg.score", n=n),
    )


def size(n: int) -> Element:
    """How many cards lie in front of a player: a small card drawn, the number, "cards" for screen readers."""
    return el(
        "span",
        el("span", cls="hg-cards-icon", aria_hidden="true"),
        str(n),
        el("span", cls="hg-sr", text=" " + t("hg.cards_word")),
        cls="hg-chip-size",
        title=t("hg.cards", n=n),
    )


def tile_mark(short: bool = False) -> Element:
    """The parent tile drawn as a small tile; screen readers hear what it means."""
    return el(
        "span",
        el("span", text=t("hg.tile_short" if short else "hg.tile_mark"), aria_hidden="true"),
        cls="hg-tile",
        role="img",
        aria_label=t("hg.tile_label"),
        title=t("hg.tile_label"),
        data_testid="parent-tile",
    )


def card(card_id: str, testid: str = "card", side: str | None = None) -> Element:
    """A compact card: its mark (the bird drawn), points, fullness limit and short name."""
    kind = kind_of(card_id)
    pts = card_points(kind)
    limit = limit_of(kind) if kind in SCORED_KINDS else None
    return el(
        "div",
        mark(kind),
        el("span", cls="hg-card-pts", text=str(pts), aria_hidden="true") if pts is not None else None,
        el("span", cls="hg-card-name", text=t(f"hg.short.{kind}"), aria_hidden="true"),
        el("span", cls="hg-card-limit", text=f"≤{limit}", aria_hidden="true") if limit else None,
        el("span", cls="hg-sr", text=card_words(kind, pts, limit)),
        cls=f"hg-card kind-{kind}" + (f" is-{side}" if side else ""),
        data_testid=testid,
        data_card=card_id,
    )


def card_words(kind: str, pts: int | None, limit: int | None) -> str:
    """What a screen reader hears for a card (the drawing says it only in pictures)."""
    words = [kind_name(kind)]
    if pts is not None:
        words.append(t("hg.score", n=pts))
    if limit:
        words.append(t("hg.limit", n=limit))
    return ", ".join(words)


def grouped(cards: list[str]) -> list[Element]:
    """Cards as one small mark per kind with how many ("◆×2"), their names for screen readers and on hover."""
    kinds: dict[str, list[str]] = {}
    for card in cards:
        kinds.setdefault(kind_of(card), []).append(card)
    return [
        el(
            "span",
            mark(kind),
            el("span", cls="hg-sr", text=kind_name(kind) + " "),
            f"×{len(ids)}" if len(ids) > 1 else None,
            cls=f"hg-tiny kind-{kind}",
            title=kind_name(kind),
            data_cards=" ".join(ids),
        )
        for kind, ids in kinds.items()
    ]


def short(card_id: str) -> Element:
    """A card in a line of text, short: its mark and short name (the full name for screen readers)."""
    kind = kind_of(card_id)
    return el(
        "span",
        mark(kind),
        el("span", text=t(f"hg.short.{kind}"), aria_hidden="true"),
        el("span", cls="hg-sr", text=kind_name(kind)),
        cls=f"hg-mini kind-{kind}",
        data_card=card_id,
    )
