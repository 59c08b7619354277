"""Dim Sum's pieces on screen: a cube's dim sum, a card (web/art.py's face), the key to the kinds."""

from __future__ import annotations

from pygames.dimsum.data import KINDS

from ... import art
from ...dom import Element, el, icon
from .log import kind_name, mark


def food(kind: str, cls: str = "ds-food") -> Element:
    """The dim sum a cube stands for, drawn (decorative: its letter or name is always beside it)."""
    return icon(f"ds-{kind}", cls)


def card(card_id: str, testid: str) -> Element:
    """A card on its own (the one being stacked)."""
    return el("div", art.ds_face(card_id), cls="ds-card", data_testid=testid, data_card=card_id, data_context=True)


def kinds_key() -> Element:
    """Each kind's drawing, letter and name: the key to the cubes."""
    return el(
        "ul",
        [
            el(
                "li",
                el("span", food(k), el("span", cls="ds-key-mark", text=mark(k)), cls=f"ds-key-cube ds-k-{k}"),
                kind_name(k),
            )
            for k in KINDS
        ],
        cls="ds-key",
        data_testid="ds-key",
    )
