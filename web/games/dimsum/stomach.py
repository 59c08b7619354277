"""Dim Sum's stomachs: a seat (name, face, gauge, chips, points) and its grid of cells."""

from __future__ import annotations

from typing import Any

from pygames.dimsum.data import CELLS, FACES, GAUGE_STEPS, kind_of

from ...dom import Element, button, el
from ...i18n import pick, t
from .. import Table, kit
from ..kit import before, seat_cls
from .cards import food
from .log import kind_name, mark


def seat(table: Table, selected: str | None, p: int) -> Element:
    """One player's stomach in full; the viewer's previews the selected card and offers the stacks."""
    view = table.view
    this = view["seats"][p]
    face = this["face"]
    me = table.is_you(p)
    face_text = pick(FACES[face]) if face else t("ds.face_secret") if this["chosen"] else t("ds.face_choosing")
    score = this["score"]
    then = before(table, "phase")
    old = then["seats"][p] if then else None
    head = el(
        "div",
        el("span", cls=seat_cls("ds-seat-name", table, p), text=table.names[p]),
        el("span", cls="tag", text=t("ds.you")) if me else None,
        el("span", cls="tag", text=t("play.bot_tag")) if table.bots[p] else None,
        el("span", cls="ds-face-label", text=face_text),
        cls="ds-seat-head",
    )
    gauge_changed = old is not None and old["gauge"] != this["gauge"]
    meters = el(
        "div",
        el(
            "span",
            [el("span", cls="ds-pip" + (" is-on" if i < this["gauge"] else "")) for i in range(GAUGE_STEPS)],
            cls="ds-pips",
            aria_hidden="true",
        ),
        el("span", cls="ds-gauge" + (" is-changed" if gauge_changed else ""), text=t("ds.gauge", n=this["gauge"])),
        el("span", cls="ds-chips", text=t("ds.chips", n=this["chips"])),
        el("span", cls="ds-points", text=t("ds.total" if view["over"] else "ds.points", n=score["total"]))
        if score
        else None,
        cls="ds-meters",
        data_testid="ds-meters",
        data_gauge=this["gauge"],
        data_chips=this["chips"],
        data_score=score["total"] if score else None,
        data_context=True if me and view.get("step") == "bonus" and table.legal else None,
    )
    preview = None
    stack_cells: list[int] = []
    if me and table.legal:
        if selected:
            preview = view["previews"][selected]
        if view.get("step") == "stack":
            stack_cells = view["pending"]["targets"]
    cells = grid(
        this["cells"],
        face,
        this,
        compact=False,
        preview=preview,
        selected=selected,
        stack_cells=stack_cells,
        old=old["cells"] if old else None,
        context=me and bool(table.legal),
        table=table,
    )
    return el(
        "div",
        head,
        meters,
        cells,
        cls="ds-seat" + (" is-me" if me else "") + (" is-turn" if view.get("turn") == p else ""),
        data_testid="ds-seat",
        data_player=p,
        data_face=face,
    )


def grid(
    cells: dict[str, list[str]],
    face: str | None,
    this: dict[str, Any] | None,
    compact: bool,
    preview: dict[str, Any] | None = None,
    selected: str | None = None,
    stack_cells: list[int] | None = None,
    old: dict[str, list[str]] | None = None,
    context: bool = False,
    table: Table | None = None,
) -> Element:
    """A stomach: each cell's number (top left), its top cube drawn as the dim sum with its letter
    (top right) and stack height (bottom right), and the bottleneck marks (bottom left): four corners,
    so no mark covers another. ``compact`` (a face's picture) shows the numbers and the bottleneck only.
    A cell of ``stack_cells`` is a tap that stacks a cube there (on ``table``, the one being drawn).
    """
    info = FACES[face] if face else None
    neck = info["bottleneck"] if info else None
    blocks = info["blocks"] if info else None
    blocked = this["blocked"] if this else None
    land: set[int] = set()
    over: set[int] = set()
    targets: set[int] = set()
    kind = None
    if preview and selected:
        kind = kind_of(selected)
        if preview["layer"] == 1:
            land, over = set(preview["cells"]), set(preview["overflow"])
        else:
            targets = set(preview["targets"])
    items = []
    for cell, (row, col) in CELLS.items():
        stack = cells[str(cell)]
        top = stack[-1] if stack else None
        cls = "ds-cell" + (f" ds-k-{top}" if top else " is-empty")
        if old is not None and old[str(cell)] != stack:
            cls += " is-changed"
        marks: list[Any] = [el("span", cls="ds-num", text=str(cell))]
        if top:
            marks.append(food(top))
            marks.append(el("span", cls="ds-mark", text=mark(top)))
            marks.append(el("span", cls="ds-sr", text=kind_name(top)))
            if len(stack) > 1:
                marks.append(el("span", cls="ds-height", text=f"×{len(stack)}", data_testid="ds-height"))
        if cell == neck:
            cls += " is-neck"
            if not compact:
                marks.append(el("span", cls="ds-flag", text=t("ds.bottleneck")))
        if cell == blocked:
            cls += " is-blocked"
            if not compact:
                marks.append(el("span", cls="ds-flag", text=t("ds.blocked")))
        elif cell == blocks:
            cls += " is-below-neck"
        ghost = None
        if cell in land or cell in over:
            cls += " is-land" if cell in land else " is-over"
            ghost = el(
                "span",
                food(kind),  # type: ignore[arg-type]
                el("span", cls="ds-ghost-mark", text="!" if cell in over else mark(kind)),  # type: ignore[arg-type]
                cls=f"ds-ghost ds-k-{kind}",
            )
        elif cell in targets or (stack_cells and cell in stack_cells):
            cls += " is-target"
            ghost = el("span", cls="ds-ghost-plus", text="+")
        attrs = {
            "data_testid": "ds-cell",
            "data_cell": cell,
            "data_kind": top,
            "data_height": len(stack),
            "data_preview": "land"
            if cell in land
            else "over"
            if cell in over
            else "stack"
            if cell in targets
            else None,
            "style": f"grid-row:{row + 1};grid-column:{col + 1}",
        }
        if stack_cells and cell in stack_cells and table is not None:
            items.append(
                button(
                    marks,
                    ghost,
                    action=lambda cell=cell: table.act({"do": "stack", "cell": cell}),
                    cls=cls + " is-choice",
                    data_choice=True,
                    **{**attrs, "data_testid": f"ds-stack-{cell}"},  # unique: focus comes back to it
                    **kit.toward(table, {}, do="stack", cell=cell),
                )
            )
        elif stack_cells and table is not None:  # a cube being stacked may not go here: a tap says why
            testid = attrs.pop("data_testid")
            items.append(kit.refused([marks, ghost], table, {"do": "stack", "cell": cell}, cls, testid, **attrs))
        else:
            items.append(el("div", marks, ghost, cls=cls, **attrs))
    return el(
        "div",
        items,
        cls="ds-grid" + (" is-compact" if compact else ""),
        data_testid="ds-grid",
        data_context=True if context else None,
    )
