"""Dim Sum's end: the score table line by line, and every stomach in full."""

from __future__ import annotations

from typing import Any

from ...dom import Element, el
from ...i18n import t
from .. import Table
from .cards import food, kinds_key
from .log import kind_name, mark
from .stomach import seat

#: The score table's lines, in order (then the total).
LINES = ("excluded", "excluded_points", "first_layer", "upper_layers", "full", "all_kinds", "face", "chips", "gauge")


def final_seats(table: Table) -> Element:
    """Every stomach in full, the viewer's first."""
    order = [table.viewer, *table.others()]
    return el("div", [seat(table, None, p) for p in order], cls="ds-final-seats")


def scores(table: Table) -> Element:
    """Each player's points line by line, and the key to the kinds."""
    seats = table.view["seats"]
    head = el("tr", el("th", text=t("ds.col_line"), scope="col"), [el("th", text=n, scope="col") for n in table.names])
    rows = []
    for line in (*LINES, "total"):
        cells = []
        for this in seats:
            value = this["score"][line]
            if line == "excluded":
                content: Any = (
                    el(
                        "span",
                        food(value),
                        el("span", text=mark(value)),
                        cls=f"ds-key-cube ds-k-{value}",
                        title=kind_name(value),
                    )
                    if value
                    else t("ds.none")
                )
                cells.append(el("td", content, el("span", cls="ds-sr", text=kind_name(value)) if value else None))
                continue
            if line == "excluded_points":
                text = f"({value})"
            else:
                text = f"{value:+d}" if line != "total" else str(value)
            cells.append(el("td", text=text))
        rows.append(
            el(
                "tr",
                el("th", text=t(f"ds.line_{line}"), scope="row"),
                cells,
                cls="ds-total" if line == "total" else "",
                data_testid="ds-score-line",
                data_line=line,
            )
        )
    return el(
        "div",
        el("table", el("thead", head), el("tbody", rows), cls="ds-score-table"),
        kinds_key(),
        cls="ds-scores",
        data_testid="ds-scores",
    )
