"""Dim Sum's other players: one-line chips at the top, one opened in full below them on a tap."""

from __future__ import annotations

from pygames.dimsum.data import CELLS

from ...dom import Element, button, el
from ...i18n import t
from .. import Table
from ..kit import before, seat_cls
from .picks import Picks
from .stomach import seat


def opponents(table: Table, picks: Picks) -> Element:
    """Every other player as a chip (an opened player who left the table is closed)."""
    if picks.opened not in table.others():
        picks.opened = None
    return el("div", [chip(table, picks, p) for p in table.others()], cls="ds-opponents")


def chip(table: Table, picks: Picks, p: int) -> Element:
    """One other player in a line: their stomach in miniature, name, points and gauge; a tap opens them."""
    view = table.view
    this = view["seats"][p]
    if view["phase"] == "face":
        line = t("ds.face_secret") if this["chosen"] else t("ds.face_choosing")
    else:
        line = t("ds.chip_line", n=this["score"]["total"], g=this["gauge"])
    opened = picks.opened == p
    then = before(table, "phase")
    return button(
        mini(this["cells"], then["seats"][p]["cells"] if then else None),
        el(
            "span",
            el("span", cls="ds-chip-name", text=table.names[p]),
            el("span", cls="ds-chip-line", text=line),
            cls="ds-chip-text",
        ),
        action=lambda: picks.open(table, None if opened else p),
        cls=seat_cls("ds-chip", table, p, "is-turn" if view.get("turn") == p else "", "is-open" if opened else ""),
        aria_expanded="true" if opened else "false",
        aria_controls="ds-detail" if opened else None,
        data_testid=f"ds-opponent-{p}",
        data_player=p,
        data_score=this["score"]["total"] if this["score"] else None,
    )


def mini(cells: dict[str, list[str]], old: dict[str, list[str]] | None) -> Element:
    """A stomach in miniature: one coloured square per cell (decorative; the full grid is a tap away)."""
    squares = []
    for cell, (row, col) in CELLS.items():
        stack = cells[str(cell)]
        cls = f"ds-mini-cell ds-k-{stack[-1]}" if stack else "ds-mini-cell"
        if old is not None and old[str(cell)] != stack:
            cls += " is-changed"
        squares.append(el("span", cls=cls, style=f"grid-row:{row + 1};grid-column:{col + 1}"))
    return el("span", squares, cls="ds-mini", aria_hidden="true")


def mover(table: Table) -> int | None:
    """While a move is shown step by step: the other player who made it (their stomach opens by itself)."""
    then = before(table, "phase")
    if not table.stepping or then is None:
        return None
    gained = table.view["log"][len(then["log"]) :]
    movers = [e["player"] for e in gained if "player" in e and e["e"] != "turn"]
    return movers[-1] if movers and movers[-1] != table.viewer else None


def detail(table: Table, picks: Picks) -> Element | None:
    """The other player shown in full: the one whose move is being shown, else the one opened."""
    moved = mover(table)
    shown = moved if moved is not None else picks.opened
    if shown is None:
        return None
    return el(
        "div",
        seat(table, picks.selected, shown),
        None
        if moved is not None
        else button(
            t("ds.close"),
            action=lambda: picks.open(table, None),
            cls="btn btn-ghost ds-detail-close",
            data_testid="ds-detail-close",
        ),
        cls="ds-detail",
        id="ds-detail",
        data_testid="ds-detail",
    )
