"""The game-over chart: each seat's score after each round, an inline SVG drawn from Python (no plotting library).

Found from the game itself, replayed: the score at each round's start is the score after the round
before. Only games whose view counts rounds and whose scores show before the end get one (Cookie
Battle's pieces stay hidden until the final count, so its chart would be flat zeros and a jump).
"""

from __future__ import annotations

from typing import Any

from pygames import State

from .dom import Element, el
from .i18n import t

WIDTH, HEIGHT, PAD = 320, 150, 28  # the drawing's own units; it scales to its box


def round_starts(state: State) -> list[tuple[int, int, list[int]]]:
    """Where each round of the finished ``state`` starts: (its number, the actions before it, the scores then).

    Found by replaying the game and reading the round its view shows; empty for a game of fewer than two
    rounds (one round has no starts worth a chart or a jump).
    """
    replay = state.rewind(0)
    starts: list[tuple[int, int, list[int]]] = []
    for index in range(len(state.history) + 1):
        number = replay.view(None).get("round")
        if isinstance(number, int) and not replay.is_over() and (not starts or starts[-1][0] != number):
            starts.append((number, index, replay.scores()))
        if index < len(state.history):
            replay.apply(*state.history[index])
    return starts if len(starts) > 1 else []


def by_round(state: State) -> list[list[int]]:
    """Each seat's score after each round of the finished ``state`` (empty for a game without rounds, or whose
    scores show only at the end)."""
    starts = round_starts(state)
    rows = [scores for _, _, scores in starts[1:]] + [state.scores()]
    return rows if starts and any(any(row) for row in rows[:-1]) else []


def score_chart(rows: list[list[int]], names: list[str], colours: list[str]) -> Element | None:
    """A line per seat in its colour over the rounds (``rows``: :func:`by_round`), its numbers in a table below
    (each round's total and gain); None without rounds."""
    if not rows:
        return None
    low, high = min(0, *(min(row) for row in rows)), max(1, *(max(row) for row in rows))
    step = (WIDTH - 2 * PAD) / max(1, len(rows) - 1)

    def point(index: int, score: int) -> tuple[float, float]:
        return PAD + index * step, HEIGHT - PAD - (score - low) * (HEIGHT - 2 * PAD) / (high - low)

    drawing = svg("svg", viewBox=f"0 0 {WIDTH} {HEIGHT}", cls="score-chart", aria_hidden="true", focusable="false")
    zero = point(0, 0)[1]
    drawing.appendChild(svg("line", x1=PAD, x2=WIDTH - PAD, y1=zero, y2=zero, cls="chart-axis"))
    for value in sorted({low, high, 0}):
        drawing.appendChild(svg("text", x=PAD - 6, y=point(0, value)[1] + 4, cls="chart-label", text_anchor="end",
                                text=str(value)))
    for index in range(len(rows)):
        drawing.appendChild(svg("text", x=point(index, low)[0], y=HEIGHT - 8, cls="chart-label",
                                text_anchor="middle", text=str(index + 1)))
    for seat in range(len(names)):
        points = [point(index, row[seat]) for index, row in enumerate(rows)]
        group = svg("g", cls=f"chart-seat {colours[seat] if seat < len(colours) else ''}")
        group.appendChild(svg("polyline", points=" ".join(f"{x:.1f},{y:.1f}" for x, y in points)))
        for x, y in points:
            group.appendChild(svg("circle", cx=f"{x:.1f}", cy=f"{y:.1f}", r=3.5))
        drawing.appendChild(group)
    return el(
        "figure",
        el("figcaption", text=t("chart.title")),
        drawing,
        el("ul", [el("li", el("span", cls=f"chart-key {colours[seat] if seat < len(colours) else ''}"), name)
                  for seat, name in enumerate(names)], cls="chart-legend", aria_hidden="true"),
        table(rows, names),
        cls="score-figure",
        data_testid="score-chart",
        data_rounds=len(rows),
    )


def table(rows: list[list[int]], names: list[str]) -> Element:
    """The chart's numbers, opened on demand: each seat's total after each round and what the round gave it.

    Screen readers get the drawing from here (the drawing itself is hidden from them). It scrolls inside
    its own box, since a table grows to its content whatever width it is given.
    """
    cells = []
    for index, row in enumerate(rows):
        gains = [score - (rows[index - 1][seat] if index else 0) for seat, score in enumerate(row)]
        cells.append(el("tr", el("th", text=str(index + 1), scope="row"),
                        [el("td", text=f"{score} ({gain:+d})") for score, gain in zip(row, gains)]))
    return el(
        "details",
        el("summary", text=t("chart.numbers"), data_testid="score-numbers"),
        el("div", el(
            "table",
            el("caption", text=t("chart.title"), cls="sr-only"),
            el("tr", el("th", text=t("chart.round"), scope="col"), [el("th", name, scope="col") for name in names]),
            cells,
            cls="score-table",
        ), cls="score-table-box", tabindex="0", role="region", aria_label=t("chart.numbers")),
        cls="score-details",
    )


def svg(tag: str, cls: str = "", **attrs: Any) -> Element:
    return el(tag, svg=True, cls=cls, **attrs)
