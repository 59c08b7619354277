"""Dim Sum's pieces on screen: a cube's dim sum, a card (its shape drawn from ``SHAPES``), the key to the kinds."""

from __future__ import annotations

from pygames.dimsum.data import KINDS, SHAPES, kind_of, shape_of

from ...dom import Element, el, icon
from ...i18n import pick
from .log import kind_name, mark


def food(kind: str, cls: str = "ds-food") -> Element:
    """The dim sum a cube stands for, drawn (decorative: its letter or name is always beside it)."""
    return icon(f"ds-{kind}", cls)


def shape_drawing(shape: str, kind: str | None = None, label: str | None = None) -> Element:
    """A card shape as a small grid of cubes, drawn from ``SHAPES`` (the one source of the shapes).

    With a ``kind`` the cubes are that dim sum (a card); without, they are plain and the
    first cube is marked ● (the rules' drawings). ``label`` makes it an image with that
    text alternative; without one it is decorative (the card's name is beside it).
    """
    cubes = SHAPES[shape]["cubes"]
    left = min(dc for _, dc in cubes)
    return el(
        "span",
        [
            el(
                "span",
                food(kind) if kind else None,
                cls=f"ds-cube ds-k-{kind}" if kind else "ds-cube ds-cube-plain" + (" is-first" if i == 0 else ""),
                text=None if kind else "●" if i == 0 else None,
                style=f"grid-row:{dr + 1};grid-column:{dc - left + 1}",
            )
            for i, (dr, dc) in enumerate(cubes)
        ],
        cls="ds-shape",
        role="img" if label else None,
        aria_label=label,
        aria_hidden=None if label else "true",
    )


def card_body(card: str) -> list[Element]:
    """A card's drawing and its name (kind, then shape)."""
    kind = kind_of(card)
    return [
        shape_drawing(shape_of(card), kind),
        el(
            "span",
            el("span", cls="ds-card-name", text=kind_name(kind)),
            el("span", cls="ds-card-sub", text=pick(SHAPES[shape_of(card)])),
            cls="ds-card-text",
        ),
    ]


def card(card_id: str, testid: str) -> Element:
    """A card on its own (the one being stacked)."""
    return el("div", card_body(card_id), cls="ds-card", data_testid=testid, data_card=card_id, data_context=True)


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
