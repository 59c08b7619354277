"""Cookie Battle's cards and pieces on screen, as web/art.py draws them (a tap when they have an action)."""

from __future__ import annotations

from typing import Any

from pygames.cookie_battle.data import suit_of, value_of

from ... import art
from ...dom import Element, button, el
from ...i18n import t
from .. import Table, kit


def sr(text: str) -> Element:
    """Words for screen readers only, beside a compact visible figure."""
    return el("span", cls="cb-sr", text=text)


def icon(symbol: str, cls: str = "") -> Element:
    """A small decorative picture from the art (a card back, a flavour, a marker)."""
    return art.picture(symbol, f"counter-icon {cls}".strip())


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
    refused: tuple[Table, Any] | None = None,
    **marks: Any,
) -> Element:
    """A card: its suit's picture, its number, its suit named at the foot; named by art's label (and ``state``).

    ``refused``: the table and the action the rules refuse now (a card that may not follow): drawn faded, it says
    the engine's reason when tapped (``kit.refused``). ``marks``: a guide's mark (``kit.toward``) on a tappable card.
    """
    drawn = art.cb_card(card_id, "md")
    parts = {part.attrs.get("class"): part for part in drawn.children if not isinstance(part, str)}
    parts["art-name"].attrs["class"] = "art-name cb-suit"
    corner = parts.get("art-corner")
    # shown as "Green 9", read as "Green 9 (trump)": the name first (the corner is placed by CSS), then the rest
    face = [part for part in drawn.children if part is not corner] + ([" ", corner] if corner else [])
    value = value_of(card_id)
    if value is None:
        shown = t("art.cb.magician")
    else:
        shown = t("art.cb.card", suit=t(f"art.cb.suit.{suit_of(card_id)}"), n=value)
    label = drawn.attrs["aria-label"]
    rest = label[len(shown) :] if label.startswith(shown) else ""
    cls = f"{drawn.attrs['class']} cb-card cb-card-{size} suit-{suit_of(card_id)} {extra}".strip()
    cls += " is-win" if win else ""
    attrs = {"data_testid": testid, "data_card": card_id, "data_art": drawn.attrs["data-art"]}
    if refused is not None:
        table, refused_action = refused
        face += [sr(rest) if rest else None]
        return kit.refused(face, table, refused_action, cls, testid, data_card=card_id, data_art=attrs["data_art"])
    if action is None:
        return el("div", face, cls=cls, role="img", aria_label=label + (", " + state if state else ""), **attrs)
    # a button is named by what it shows (no aria-label to disagree with it), and the rest for screen readers
    face += [sr(rest) if rest else None, sr(", " + state) if state else None]
    cls += " is-choice" if choice else ""
    return button(face, action=action, cls=cls, data_choice=choice, **attrs, **marks)


def piece(
    piece_id: str, *, action: Any = None, size: str = "md", extra: str = "", testid: str = "cb-piece", **marks: Any
) -> Element:
    """A cookie piece: its flavour's quarter cookie and points (rotten: mouldy, no points), named by art's label."""
    drawn = art.cb_piece(piece_id, "md" if action else "sm")
    cls = f"{drawn.attrs['class']} cb-piece cb-piece-{size} {extra}".strip()
    attrs = {"data_testid": testid, "data_piece": piece_id, "aria_label": drawn.attrs["aria-label"]}
    if action is None:
        return el("span", drawn.children, cls=cls, role="img", **attrs)
    return button(drawn.children, action=action, cls=cls + " is-choice", data_choice=True, **attrs, **marks)
