"""Hansel or Gretel's header, one line: round, parent tile, nest, deck, cookie men, bird."""

from __future__ import annotations

from ...dom import Element, el
from ...i18n import t
from .. import Table
from .cards import bird_drawing, cookies, deck, nest, tile_mark
from .seats import changed_cls


def header(table: Table) -> Element:
    view = table.view
    over = view["phase"] == "over"
    bird = view["bird"]
    if bird is None:
        bird_text = None
    elif bird == "beside":
        bird_text = t("hg.bird_beside")
    elif bird == "split":
        bird_text = t("hg.bird_split")
    else:
        bird_text = t("hg.bird_with", name=table.names[bird])
    return el(
        "div",
        el("span", cls="hg-round", text=t("hg.round", n=view["round"], of=view["rounds"])),
        None
        if over
        else el(
            "span",
            tile_mark(),
            el("bdi", text=table.names[view["tile"]]),
            cls="hg-stat hg-tile-holder",
            data_testid="tile-holder",
            data_player=view["tile"],
        ),
        nest(
            view["nest"],
            # without the bird rule the nest goes to the round's first parent, wherever the tile is
            None
            if bird is not None or over
            else el(
                "span",
                t("hg.nest_to_parent", name=table.names[view["parent"]]),
                cls="hg-muted hg-nest-owner",
                data_testid="nest-owner",
                data_player=view["parent"],
            ),
            "hg-nest" + changed_cls(table, "nest"),
            data_testid="nest",
            data_count=len(view["nest"]),
        ),
        deck(view["deck"]),
        cookies(view["cookies"]),
        el(
            "span",
            bird_drawing("hg-bird-icon"),
            el("span", cls="hg-sr", text=t("hg.bird_card") + " "),
            bird_text,
            cls="hg-stat hg-bird-at",
            data_testid="bird-at",
        )
        if bird_text
        else None,
        cls="hg-head",
    )
