"""The Fox and the Grapes' cards on screen: a face (web/art.py's), a back, a count of one kind."""

from __future__ import annotations

from ... import art
from ...dom import Element, el
from ...i18n import t
from ..kit import counter
from .log import card_name

#: The board's sizes on art's: ``xs`` and ``sm`` are art's small card, drawn smaller still in a row (app.css).
ART_SIZE = {"xs": "sm", "sm": "sm", "md": "md"}


def short_name(card: str) -> str:
    return t(f"fg.short_{card}")


def icon(card: str) -> Element:
    """A kind's picture, small and decorative (its name or meaning is beside it)."""
    return art.picture(f"fg-{card}", f"counter-icon art-fg-{card}")


def face(card: str, size: str) -> Element:
    """A card face up, as web/art.py draws it (``size``: xs, sm or md); an image named by the card."""
    drawn = art.fox_card(card, ART_SIZE[size])
    drawn.attrs["class"] += f" fg-face fg-face-{size} fg-{card}"
    return drawn


def back() -> Element:
    """A card face down."""
    return el(
        "span",
        el("span", cls="fg-face-mark", text="?", aria_hidden="true"),
        el("span", cls="sr-only", text=t("fg.facedown")),
        cls="fg-face fg-face-sm fg-back",
    )


def count(card: str, n: int, changed: bool, where: str = "faceup") -> Element:
    """``n`` cards of one kind: its picture and the number; the meaning (face up, in hand) on focus or tap."""
    return counter(
        [icon(card), str(n)],
        t(f"fg.tip_{where}", card=card_name(card), n=n),
        cls=f"fg-count fg-{card}" + (" is-changed" if changed else ""),
    )
