"""Cookie Battle's cards and pieces on screen (a tap when they have an action), and words for screen readers."""

from __future__ import annotations

from typing import Any

from pygames.cookie_battle.data import MAGICIAN, kind_of, suit_of, value_of

from ...dom import Element, button, el
from ...i18n import t
from .log import piece_name


def sr(text: str) -> Element:
    """Words for screen readers only, beside a compact visible figure."""
    return el("span", cls="cb-sr", text=text)


def card(
    card_id: str,
    *,
    action: Any = None,
    choice: bool = False,
    extra: str = "",
    size: str = "md",
    testid: str = "cb-card",
    win: bool = False,
    state: str = "",
) -> Element:
    """A card: its number and suit in words (the accessible name is what it shows, never a second label)."""
    suit = suit_of(card_id)
    value = value_of(card_id)
    face = [
        el("span", cls="cb-value", text="★" if value is None else str(value)),
        el("span", cls="cb-suit", text=" " + (t("cb.magician") if card_id == MAGICIAN else t("cb.suit_" + suit))),
        sr(" " + state) if state else None,
    ]
    cls = f"cb-card cb-card-{size} suit-{suit} {extra}".strip() + (" is-win" if win else "")
    attrs = {"data_testid": testid, "data_card": card_id}
    if action is None:
        return el("div", face, cls=cls, **attrs)
    return button(face, action=action, cls=cls + (" is-choice" if choice else ""), data_choice=choice, **attrs)


def piece(piece_id: str, *, action: Any = None, size: str = "md", extra: str = "", testid: str = "cb-piece") -> Element:
    """A cookie piece: its flavour and points (rotten: none)."""
    kind = kind_of(piece_id)
    face = [
        el("span", cls="cb-piece-mark", aria_hidden="true"),
        el("span", cls="cb-piece-text", text=piece_name(piece_id)),
    ]
    cls = f"cb-piece cb-piece-{size} flavour-{kind} {extra}".strip()
    attrs = {"data_testid": testid, "data_piece": piece_id}
    if action is None:
        return el("span", face, cls=cls, **attrs)
    return button(face, action=action, cls=cls + " is-choice", data_choice=True, **attrs)
