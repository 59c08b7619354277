"""The Fox and the Grapes' cards on screen: a face with its mark and name, a back, a count of one kind."""

from __future__ import annotations

from ...dom import Element, el
from ...i18n import t
from .log import card_name

#: A short mark on every card face, so that colour is never the only cue.
MARKS = {"sweet": "甘", "sour": "酸", "fox": "狐"}


def short_name(card: str) -> str:
    return t(f"fg.short_{card}")


def face(card: str, size: str) -> Element:
    """A card face up: its mark and its name (``size``: xs, sm or md)."""
    return el(
        "span",
        el("span", cls="fg-face-mark", text=MARKS[card], aria_hidden="true"),
        el("span", cls="fg-face-name", text=card_name(card)),
        cls=f"fg-face fg-face-{size} fg-{card}",
    )


def back() -> Element:
    """A card face down."""
    return el(
        "span",
        el("span", cls="fg-face-mark", text="?", aria_hidden="true"),
        el("span", cls="sr-only", text=t("fg.facedown")),
        cls="fg-face fg-face-sm fg-back",
    )


def count(card: str, n: int, changed: bool) -> Element:
    """``n`` cards of one kind, as its mark and words."""
    return el(
        "span",
        el("span", cls="fg-mark", text=MARKS[card], aria_hidden="true"),
        t(f"fg.{card}_n", n=n),
        cls=f"fg-count fg-{card}" + (" is-changed" if changed else ""),
    )
