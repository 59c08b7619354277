"""Cookie Battle's scores: tricks won by round, and at the end everyone's cookies, pieces and markers."""

from __future__ import annotations

from ...dom import Element, el
from ...i18n import t
from .. import Table
from .cards import piece


def round_results(table: Table) -> Element | None:
    """Each player's tricks won, round by round."""
    results = table.view["round_results"]
    if not results:
        return None
    head = el(
        "tr",
        el("th", t("cb.player_col"), scope="col"),
        [el("th", t("cb.round_col", n=r + 1), scope="col") for r in range(len(results))],
    )
    rows = [
        el("tr", el("th", name, scope="row", cls=table.colour(p)), [el("td", str(r[p])) for r in results])
        for p, name in enumerate(table.names)
    ]
    return el(
        "div",
        el("h3", cls="section-title", text=t("cb.round_results")),
        el("table", el("thead", head), el("tbody", rows), cls="cb-results"),
        cls="cb-round-results",
        data_testid="cb-round-results",
    )


def final(table: Table) -> Element:
    """The end: cookies for everyone, who has a stomach ache, who won."""
    view = table.view
    finals = view["final"] or []
    ends = [e for e in view["log"] if e["e"] == "game_end"]
    winners = ends[-1]["winners"] if ends else []
    blocks = []
    for p, f in enumerate(finals):
        ache = p in view["stomach_ache"]
        won = p in winners
        cookies = [
            el(
                "div",
                [piece(x, size="sm") for x in cookie],
                cls="cb-cookie",
                title=t("cb.cookie"),
                data_testid="cb-cookie",
            )
            for cookie in f["cookies"]
        ]
        blocks.append(
            el(
                "div",
                el(
                    "p",
                    el("span", cls="cb-name", text=table.names[p]),
                    el("span", cls="cb-score", text=t("cb.score", n=f["score"])),
                    el("span", cls="tag cb-ache", text=t("cb.ache")) if ache else None,
                    el("span", cls="tag cb-win", text=t("cb.winner_tag")) if won else None,
                    cls="cb-final-head",
                ),
                el("div", el("p", cls="cb-label", text=t("cb.cookie")), cookies, cls="cb-cookies") if cookies else None,
                el(
                    "div",
                    el("p", cls="cb-label", text=t("cb.loose")),
                    [piece(x, size="sm") for x in f["loose"]],
                    cls="cb-pieces",
                )
                if f["loose"]
                else None,
                el(
                    "div",
                    el("p", cls="cb-label", text=t("cb.rotten")),
                    [piece(x, size="sm") for x in f["rotten"]],
                    [piece(x, size="sm", extra="is-cancelled") for x in f["cancelled"]],
                    cls="cb-pieces",
                )
                if f["rotten"]
                else None,
                el("p", cls="muted", text=t("cb.markers_points", n=f["markers"], points=f["marker_points"])),
                cls=f"cb-final {table.colour(p)}" + (" is-ache" if ache else "") + (" is-winner" if won else ""),
                data_testid="cb-final",
                data_player=p,
                data_score=f["score"],
                data_ache="yes" if ache else "no",
            )
        )
    return el(
        "div",
        el("h3", cls="section-title", text=t("cb.final_title")),
        el("p", cls="cb-ache-rule", text=t("cb.ache_rule"), data_testid="cb-ache-rule"),
        el("div", blocks, cls="cb-finals"),
    )
