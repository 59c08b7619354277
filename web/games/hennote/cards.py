"""Hennote's cards on screen: a god's card (a face, a tap when offered) and an empty column."""

from __future__ import annotations

from typing import Any

from pygames.hennote.data import god_of, sign_of

from ... import art
from ...dom import Element, button, el
from ...i18n import t
from .log import card_label


def card(
    card_id: str,
    *,
    action: Any = None,
    extra: str = "",
    size: str = "md",
    testid: str = "card",
    choice: bool = False,
    label: str | None = None,
    marks: dict[str, str] | None = None,
) -> Element:
    """A card face up as web/art.py draws it (its god, its sign and their names); a button when it has an ``action``.

    ``marks``: more attributes for the button (a guide's mark, ``kit.toward``)."""
    god, sign = god_of(card_id), sign_of(card_id)
    face = art.hn_face(card_id)
    cls = f"card card-{size} god-{god} sign-{sign} {extra}".strip()
    attrs = {"data_card": card_id, "aria_label": label or card_label(card_id)}
    if action is None:  # never a control's name: focus must not look for a control here after a render
        return el("div", face, cls=cls, role="img", data_testid="card", **attrs)
    cls += " is-choice" if choice else ""
    return button(face, action=action, cls=cls, data_choice=choice, data_testid=testid, **attrs, **(marks or {}))


def empty(extra: str = "") -> Element:
    """An empty column."""
    return el("div", el("span", text=t("hn.empty_slot")), cls=f"card card-md card-empty {extra}".strip())
