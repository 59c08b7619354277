"""Hansel or Gretel's cards on screen: a card (web/art.py's), its picture in a line of text, the counters
(score, cards, cookie men, nest) and the parent tile."""

from __future__ import annotations

from pygames.hansel_gretel.data import kind_of

from ... import art
from ...dom import Child, Element, el
from ...i18n import t
from ..kit import counter
from .log import kind_name


def bird_drawing(cls: str = "hg-bird-art") -> Element:
    """The bird card's picture (decorative: the card says "Bird" in words)."""
    return art.picture("hg-bird", cls)


def mark(kind: str) -> Element:
    """A kind's picture, small (web/art.py's symbol; decorative: its name is beside it or read aloud)."""
    return art.picture(f"hg-{kind}", f"hg-mark counter-icon art-hg-{kind}")


def score(n: int, in_control: bool = False) -> Element:
    """A player's score: a star and the number; "points so far" on focus or tap."""
    return counter(
        [el("span", cls="hg-star", text="★"), t("hg.score_short", n=n)],
        t("hg.tip_score", n=n),
        cls="hg-chip-score",
        in_control=in_control,
    )


def size(n: int, in_control: bool = False) -> Element:
    """How many cards lie in front of a player: a small card drawn and the number; its meaning on focus or tap."""
    return counter(
        [el("span", cls="hg-cards-icon"), str(n)],
        t("hg.tip_cards", n=n),
        cls="hg-chip-size",
        in_control=in_control,
    )


def cookies(n: int) -> Element:
    """The cookie men left: their picture and the number."""
    return counter([mark("cookie"), str(n)], t("hg.tip_cookies", n=n), cls="hg-stat kind-cookie")


def deck(n: int) -> Element:
    """The cards left in the deck."""
    return counter(t("hg.deck", n=n), t("hg.tip_deck", n=n), cls="hg-stat", data_testid="deck-count")


def nest(cards: list[str], extra: Child, cls: str, **attrs: object) -> Element:
    """The bird's nest: its picture and label, each kind in it as a picture ×n; what the nest is on focus or tap."""
    inside = ", ".join(f"{kind_name(kind)} ×{n}" for kind, n in kinds(cards).items()) or t("hg.nest_empty")
    return counter(
        [
            art.picture("hg-nest", "counter-icon"),
            el("span", cls="hg-nest-label", text=t("hg.nest")),
            grouped(cards) or el("span", cls="hg-muted", text=t("hg.nest_empty")),
            extra,
        ],
        t("hg.tip_nest", cards=inside),
        cls=cls,
        **attrs,
    )


def kinds(cards: list[str]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for card_id in cards:
        counts[kind_of(card_id)] = counts.get(kind_of(card_id), 0) + 1
    return counts


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
    """A card as web/art.py draws it (picture, points, fullness limit, name), named for screen readers by its label;
    ``side``: the pile it would go to (hansel or gretel), a badge under the card."""
    drawn = art.hg_card(card_id, "md")
    kind = kind_of(card_id)
    drawn.attrs["class"] += f" hg-card kind-{kind}" + (f" is-{side}" if side else "")
    drawn.attrs["data-testid"] = testid
    drawn.attrs["data-card"] = card_id
    for part in drawn.children:  # the table's short name at the foot ("Choc."): a row of five fits a phone
        if not isinstance(part, str) and part.attrs.get("class") == "art-name":
            part.children = [t(f"hg.short.{kind}")]
    return drawn


def grouped(cards: list[str]) -> list[Element]:
    """Cards as one small picture per kind with how many (×2), their names for screen readers and on hover."""
    by_kind: dict[str, list[str]] = {}
    for card in cards:
        by_kind.setdefault(kind_of(card), []).append(card)
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
        for kind, ids in by_kind.items()
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
